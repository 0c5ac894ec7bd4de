"""What the decision memo says: every figure and sentence, in the plan's language, from the
same ``Analysis`` (its ``PlanResult`` and ``PlanUncertainty``) the app shows. No Qt here; the
PDF renderer (``gpuplanner.gui.memo.pdf``) only lays this out.

Money is written as the app writes it in English and Chinese (symbol, grouped, two decimals:
"¥2,880.00"), so a figure in the memo can be found in the app as it is.
"""

from __future__ import annotations

import datetime as dt
import math
import unicodedata
from dataclasses import dataclass, field

import numpy as np

from gpuplanner.core.analysis import Analysis
from gpuplanner.core.baseline import category_gaps
from gpuplanner.core.bill import loan_busy_hours
from gpuplanner.core.bill_lines import LineGroup, bill_lines
from gpuplanner.core.currency import CURRENCY_SYMBOLS
from gpuplanner.core.dates import days_later
from gpuplanner.core.notices import Code
from gpuplanner.core.ownership import Ownership, ownership
from gpuplanner.core.plan import Plan
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.core.stacks import run_fp8_recipe, stack_of
from gpuplanner.core.uncertainty import PlanUncertainty
from gpuplanner.io import messages
from gpuplanner.io.fleet.answer import answer_lines, fleet_answer
from gpuplanner.io.kit.lines import kit_lines
from gpuplanner.io.memo.words import words
from gpuplanner.io.report.capital import capital_sentences, fx_sentences, vat_sentences
from gpuplanner.io.report.scenarios import best_name, scenario_about, scenario_name
from gpuplanner.io.terminal import clip_name
from gpuplanner.io.words.bill import line_label
from gpuplanner.io.words.notices import currency_name, describe_notice

SHORTLIST = 3  # the recommendation, the runner-up and one more
MAX_WARNINGS = 6
MAX_FEE_ROWS = 6  # fee lines in the bill table; the smaller rest is one "other fees" row
TIE_BELOW = 0.005  # a gap under half a cent is a tie: no saving to state
MAX_NAME = 40  # characters of a name in the memo (a longer one is cut in the middle, "…")
MAX_NAME_ROW = 80  # the recommendation's platform row: a cell two thirds of the page wide
# The memo is one or two A4 pages whatever the plan's texts: a text the plan controls is cut
# to a width that keeps its lines few, in columns (a CJK character is two, as in a terminal:
# it is about twice a Latin letter's width). The 8 pt line under the heading is 178 mm ≈
# 504 pt wide: ~110 Latin letters or ~63 CJK characters, so 300 columns of the title are at
# most three lines; the whole title is in the PDF's metadata (``Memo.full_title``).
MAX_TITLE = 300
MAX_MODEL = 80  # the model's and a GPU's name: one line of the question table
# A warning may quote a platform's whole name; the longest the examples give is 243 columns
# (the MFU notice), so 320 (four lines of 8.5 pt) leaves every real one whole.
MAX_WARNING = 320
# All the warnings together: ~10 lines (the examples' most is 789, 7b-pretrain's five); the
# ones after are counted in one line.
WARNING_COLUMNS = 1000
MAX_RATES = 4  # exchange rates listed; the rest are counted in one line
# A bill column's head: the table's three platform columns are ~150 pt, ~24 columns of its
# 8 pt bold type a line, so 46 columns are at most two lines — a whole name like "H100 spot ·
# CoreWeave (InfiniBand)" (34), where one line cut the part that tells offers apart.
MAX_HEAD = 46
DASH = "—"


def short(name: str, limit: int = MAX_NAME) -> str:
    """A name cut to ``limit`` columns in the middle (terminal.clip_name), so two pages hold
    the memo and two names of one provider still differ: "A100 · self-built 8× s…preciation
    by hours used"."""
    return clip_name(name, limit)


def _columns(ch: str) -> int:
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def width(text: str) -> int:
    """The text's width in columns (a CJK character counts two)."""
    return sum(map(_columns, text))


def clip(text: str, columns: int) -> str:
    """``text`` cut to ``columns`` (a CJK character counts two) with an ellipsis."""
    if width(text) <= columns:
        return text
    kept, used = [], 1  # the ellipsis takes a column
    for ch in text:
        used += _columns(ch)
        if used > columns:
            break
        kept.append(ch)
    return "".join(kept).rstrip() + "…"


def money(value: float | None, currency: str, decimals: int = 2) -> str:
    """'¥2,880.00', '-$1,234.50', 'CHF 10.00' (as ``gui.format.money`` in en_US and zh_CN)."""
    if value is None or not math.isfinite(value):
        return DASH
    symbol = CURRENCY_SYMBOLS.get(currency, currency + " ")
    return ("-" if value < 0 else "") + f"{symbol}{abs(value):,.{decimals}f}"


def whole_money(value: float | None, currency: str) -> str:
    """Money to the unit, for the dense risk table ('$100,142')."""
    return money(value, currency, 0)


def number(value: float | None, decimals: int = 0) -> str:
    if value is None or not math.isfinite(value):
        return DASH
    return f"{value:,.{decimals}f}"


def typed_days(hours: float) -> str:
    """A typed duration in days as typed: 60 days, not 60.0; 18 h as 0.75, not 0.8."""
    days = hours / 24
    for decimals in (0, 1):
        if abs(round(days, decimals) - days) < 1e-9 * max(1.0, days):
            return number(days, decimals)
    return number(days, 2)


def days_beside(days: float, other: float) -> str:
    """``days`` with one decimal, or more (up to three) while it rounds as ``other`` does: a
    P90 of 0.769 days is 0.77 beside a deadline of 0.75, not 0.8 beside 0.8."""
    for decimals in (1, 2):
        if round(days, decimals) != round(other, decimals):
            return number(days, decimals)
    return number(days, 3)


_SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def scientific(value: float) -> str:
    """4.24e20 → '4.24 × 10²⁰'."""
    if value <= 0 or not math.isfinite(value):
        return number(value)
    exponent = math.floor(math.log10(value))
    mantissa = value / 10.0**exponent
    return f"{mantissa:.3g} × 10{str(exponent).translate(_SUPERSCRIPT)}"


# The step of the "billion" word: 10⁹ in English, 亿 = 10⁸ in Chinese (2 × 10⁹ is "2 billion"
# and "20 亿", never "2 十亿"); both say trillion as 10¹² (万亿).
BILLION_STEP = {"en": 1e9, "zh_CN": 1e8}
# Below it, the "million" word: 10⁶ in English, 万 = 10⁴ in Chinese (6 × 10⁷ tokens are "60
# million" and "6,000 万", not "0.06 billion" and "0.6 亿").
MILLION_STEP = {"en": 1e6, "zh_CN": 1e4}


def tokens(value: float, w: dict[str, str], lang: str = "en") -> str:
    if value >= 1e12:
        return w["trillion"].format(value=f"{value / 1e12:,.3g}")
    step = BILLION_STEP.get(lang, 1e9)
    if value >= step:
        return w["billion"].format(value=f"{value / step:,.4g}")
    small = MILLION_STEP.get(lang, 1e6)
    if value >= small:
        return w["million"].format(value=f"{value / small:,.4g}")
    return f"{value:,.0f}"


def percent(share: float, decimals: int = 0) -> str:
    return f"{share * 100:.{decimals}f} %" if math.isfinite(share) else DASH


@dataclass(frozen=True)
class Curve:
    """One platform's total cost over the GPU counts it can run at (for the chart)."""

    name: str
    n: tuple[float, ...]
    cost: tuple[float, ...]
    chosen: tuple[float, float] | None
    recommended: bool


@dataclass(frozen=True)
class Chart:
    title: str
    x_label: str
    y_label: str
    curves: tuple[Curve, ...]
    budget: float | None
    budget_label: str
    currency: str
    budget_above: str = "{amount}"  # the note for a budget above the plotted costs


@dataclass(frozen=True)
class Table:
    """A small table: header cells and rows of text cells (the last row may be a total)."""

    head: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    total_row: bool = False


@dataclass(frozen=True)
class Memo:
    lang: str
    heading: str
    title: str  # cut to MAX_TITLE columns
    prepared: str
    labels: dict[str, str]
    question: tuple[tuple[str, str], ...]
    recommendation: tuple[tuple[str, str], ...]
    verdict: str
    runner_up: tuple[str, ...]  # sentences
    chart: Chart
    bills: Table
    risks: Table
    risk_notes: tuple[str, ...]
    assumptions: tuple[str, ...]
    warnings: tuple[str, ...]
    summary: str = ""  # the one sentence a reader takes away
    sign: tuple[str, ...] = ()  # the signature block's labels
    recommended: str | None = None  # the platform's name
    total: str | None = None  # its total as the app writes it
    gap: str | None = None  # the runner-up's gap
    full_title: str = ""  # the plan's whole title (the PDF's metadata)
    more_platforms: str = ""  # "… N more — see the workbook" under the bills, or ""
    extras: dict[str, str] = field(default_factory=dict)
    # The fleet answer (io/fleet/answer.py) when the plan has a fleet: sentences.
    fleet: tuple[str, ...] = ()
    # The named scenarios side by side (core/scenarios.py): one sentence each.
    scenarios: tuple[str, ...] = ()


def _shortlist(result: PlanResult) -> list[PlatformResult]:
    """The feasible platforms with a price, in rank order: one with no price entered
    (``price_missing``) is never recommended nor compared (its warning says so)."""
    ranked = (result.platforms[i] for i in result.ranking)
    return [r for r in ranked if r.is_feasible and not r.price_missing][:SHORTLIST]


def _layout(plan: Plan, result: PlatformResult, gpus: int, w: dict[str, str]) -> str:
    """The parallel layout at ``gpus``: the one the evaluation used (typed or chosen
    automatically per GPU count), else the workload's."""
    if result.layout is not None:
        lay = result.layout.at(gpus - 1, gpus)
        t, p, zero = lay["tensor_parallel"], lay["pipeline_parallel"], lay["zero_stage"]
    else:
        wl = plan.workload
        t, p, zero = wl.tensor_parallel, wl.pipeline_parallel, wl.zero_stage
    return w["layout"].format(d=number(gpus / (t * p)), t=t, p=p, zero=zero)


def _question(plan: Plan, result: PlanResult, w: dict[str, str], lang: str) -> tuple:
    wl = plan.workload
    model = wl.model
    feasible = sum(p.is_feasible for p in result.platforms)
    deadline = (
        w["q.deadline_value"].format(days=typed_days(wl.deadline_hours))
        if wl.deadline_hours
        else w["q.none"]
    )
    budget = money(wl.budget, plan.currency) if wl.budget else w["q.none"]
    return (
        (
            w["q.model"],
            w["q.model_value"].format(
                name=short(model.name, MAX_MODEL) or f"{model.params_b:g}B",
                params=model.params_b,
                method=messages.text(f"method.{wl.method.value}", lang),
            ),
        ),
        (
            w["q.tokens"],
            w["q.tokens_value"].format(
                tokens=tokens(result.training_tokens, w, lang),
                flops=scientific(result.total_flops),
                precision=wl.precision.value.upper(),
            ),
        ),
        (w["q.deadline"], deadline),
        (w["q.budget"], budget),
        (
            w["q.candidates"],
            _candidates(len(plan.platforms), feasible, w),
        ),
    )


def _candidates(count: int, feasible: int, w: dict[str, str]) -> str:
    """ "3 platforms, 2 of them able to run the job"; one platform is singular ("1 platform,
    able to run the job", never "1 platforms, 1 of them")."""
    if count == 1:
        return w["q.candidates_one_ok" if feasible else "q.candidates_one_no"]
    return w["q.candidates_value"].format(count=count, feasible=feasible)


def _cautions(
    plan: Plan,
    result: PlanResult,
    best: PlatformResult,
    uncertainty: PlanUncertainty,
    w: dict[str, str],
) -> list[str]:
    """What the headline must not leave out: the recommended quote has expired, or its P90
    delivery (the Monte Carlo's) is past the deadline the expected delivery meets."""
    out = []
    for n in result.notices:
        if n.code is Code.QUOTE_EXPIRED and n.platform == best.name:
            out.append(w["r.expired"].format(date=n.params["valid_until"]))
            break
    u = uncertainty.platforms[best.index]
    deadline = plan.workload.deadline_hours
    p = best.chosen_point
    late = (
        deadline
        and u is not None
        and p is not None
        and p.deadline_met
        and math.isfinite(u.p90_days)
        and u.p90_days * 24 > deadline
    )
    if late:
        assert u is not None and deadline
        p90 = days_beside(u.p90_days, deadline / 24)
        out.append(w["r.p90_late"].format(p90=p90, deadline=typed_days(deadline)))
    return out


def _recommendation(
    plan: Plan, best: PlatformResult, today: dt.date, w: dict[str, str]
) -> tuple[tuple[tuple[str, str], ...], str]:
    p = best.chosen_point
    assert p is not None
    platform = plan.platforms[best.index]
    name = short(best.name, MAX_NAME_ROW)
    name = f"{name} ({short(platform.vendor)})" if platform.vendor else name
    delivered = days_later(today, p.delivery_days)  # None: past 9999-12-31
    rows: tuple[tuple[str, str], ...] = (
        (w["r.platform"], name),
        (
            w["r.gpus"],
            f"{p.gpus} × {short(platform.gpu.name, MAX_MODEL)} — {_layout(plan, best, p.gpus, w)}",
        ),
        (
            w["r.total"],
            w["r.total_value"].format(
                total=money(p.total_cost, plan.currency),
                per_billion=money(p.cost_per_billion_tokens, plan.currency),
            ),
        ),
        (
            w["r.delivery"],
            w["r.delivery_value"].format(
                days=number(p.delivery_days, 1), date=delivered.isoformat()
            )
            if delivered
            else w["r.delivery_beyond"].format(days=number(p.delivery_days, 1)),
        ),
    )
    own = ownership(plan, best)
    if own is not None:  # the purchase and both views beside the allocated cost
        cur = plan.currency
        rows += (
            (
                w["r.purchase"],
                w["r.purchase_value"].format(
                    purchase=money(own.purchase, cur),
                    with_tax=_with_tax(own, cur, w),
                    cash=money(own.cash_at_order, cur),
                ),
            ),
        )
        if own.views_differ:
            rows += (
                (
                    w["r.views"],
                    w["r.views_value"].format(
                        share_total=money(own.share_total, cur),
                        cash_total=money(own.cash_total, cur),
                    ),
                ),
            )
    wl = plan.workload
    if not wl.deadline_hours and not wl.budget:
        return rows, w["r.no_targets"]
    verdict = []
    if wl.deadline_hours:
        verdict.append(w["r.deadline_ok" if p.deadline_met else "r.deadline_missed"])
    if wl.budget:
        verdict.append(w["r.budget_ok" if p.budget_met else "r.over_budget"])
    if wl.deadline_hours and wl.budget and p.deadline_met and p.budget_met:
        return rows, w["r.targets_ok"]
    return rows, " ".join(verdict)


def _summary(
    plan: Plan, shortlist: list[PlatformResult], gap: float | None, w: dict[str, str]
) -> str:
    best = shortlist[0]
    p = best.chosen_point
    assert p is not None
    fields = {
        "platform": short(best.name),
        "gpus": p.gpus,
        "gpu": short(plan.platforms[best.index].gpu.name, MAX_MODEL),
        "total": money(p.total_cost, plan.currency),
        "days": number(p.delivery_days, 1),
    }
    if len(shortlist) >= 2 and gap is None:  # the only one that meets the targets
        return w["summary_only_meeting"].format(**fields, targets=_targets_set(plan, w))
    if len(plan.platforms) == 1:  # nothing else was compared: "the only one that can" says more
        return w["summary_single"].format(**fields)
    if len(shortlist) < 2 or gap is None:
        return w["summary_only"].format(**fields)
    runner = short(shortlist[1].name)
    if abs(gap) < TIE_BELOW:
        second = shortlist[1].chosen_point
        assert second is not None
        days = number(second.delivery_days, 1)
        return w["summary_tie"].format(**fields, runner=runner, runner_days=days)
    return w["summary"].format(**fields, gap=money(gap, plan.currency), runner=runner)


def _tornado(
    plan: Plan, best: PlatformResult, uncertainty: PlanUncertainty, w: dict[str, str]
) -> tuple[str, ...]:
    """The input that moves the recommendation's total most (the tornado's first bar)."""
    u = uncertainty.platforms[best.index]
    if u is None or not u.tornado:
        return ()
    bar = u.tornado[0]
    low, high = sorted((bar.cost_at_low, bar.cost_at_high))
    return (
        w["risk.tornado"].format(
            name=short(best.name),
            input=w.get(f"input.{bar.input}", bar.input),
            low=money(low, plan.currency),
            high=money(high, plan.currency),
        ),
    )


def _signed(value: float, currency: str, w: dict[str, str]) -> str:
    return w["more" if value >= 0 else "less"].format(amount=money(abs(value), currency))


def _per_hour_held(cost: float, gpu_hours: float, currency: str) -> str:
    """GPU time per GPU-hour held ("¥13.35"; the sentence says "per GPU-hour held")."""
    if gpu_hours <= 0 or not math.isfinite(cost / gpu_hours):
        return DASH
    return money(cost / gpu_hours, currency)


def _unit_price(plan: Plan, result: PlatformResult, lang: str) -> tuple[str, str | None]:
    """The platform's own price as its bill's GPU-time line takes it ("$2.46/GPU-h",
    "¥10,000.00/GPU-month"), and its unit: the typed unit price, not the compute cost over
    GPU-hours (those hours include the interruption losses, priced on their own line)."""
    compute = [line for line in bill_lines(plan, result) if line.group is LineGroup.COMPUTE]
    prices = [i for line in compute for i in line.inputs if i.unit.startswith("money_per")]
    if not prices:
        return DASH, None
    price = next((i for i in prices if i.name.startswith("price_per_gpu")), prices[0])
    amount = money(price.value, plan.currency)
    text = messages.text(f"bill.unit.{price.unit}", lang, currency=amount)
    return text, price.unit


def _runner_up(
    plan: Plan, best: PlatformResult, second: PlatformResult, w: dict[str, str], lang: str
) -> tuple[tuple[str, ...], float]:
    b, r = best.chosen_point, second.chosen_point
    assert b is not None and r is not None
    cur = plan.currency
    # From the bills' lines in one fsum (core/baseline.py): r.total_cost − b.total_cost is 0
    # when both carry a 1e39 trial, while the causes below still add to 3,751.60.
    gap = math.fsum(category_gaps(bill_lines(plan, second), bill_lines(plan, best)).values())
    share = gap / b.total_cost if b.total_cost > 0 else math.inf
    # A tie to the cent is no saving ("¥0.00 less than the runner-up"): it says so; the
    # ranking put the sooner delivery first.
    tie = abs(gap) < TIE_BELOW
    first = w["runner.tie" if tie else "runner.gap"].format(
        name=short(second.name),
        total=money(r.total_cost, cur),
        gap=money(gap, cur),
        share=percent(share, 1),
        days=number(r.delivery_days, 1),
    )
    parts: list[tuple[float, str]] = []
    d = r.compute_cost - b.compute_cost
    (rate_r, unit_r), (rate_b, unit_b) = (
        _unit_price(plan, second, lang),
        _unit_price(plan, best, lang),
    )
    fields = {
        "diff": _signed(d, cur, w),
        "hours_r": number(r.gpu_hours),
        "rate_r": rate_r,
        "hours_b": number(b.gpu_hours),
        "rate_b": rate_b,
    }
    if unit_r != unit_b:
        # Prices in different units (¥337,500/GPU against ¥48.85/GPU-h) do not compare:
        # each GPU time per GPU-hour held does (issue 24 item 11), the price beside it.
        fields["per_r"] = _per_hour_held(r.compute_cost, r.gpu_hours, cur)
        fields["per_b"] = _per_hour_held(b.compute_cost, b.gpu_hours, cur)
        compute = w["cause.compute_unlike"].format(**fields)
    else:
        compute = w["cause.compute"].format(**fields)
    parts.append((abs(d), compute))
    groups = {
        LineGroup.INTERRUPTION: "cause.interruption",
        LineGroup.ADJUSTMENTS: "cause.adjustments",
        LineGroup.FINANCING: "cause.financing",
        LineGroup.FEES: "cause.fees",
        LineGroup.TRIAL: "cause.trial",
        LineGroup.TAX: "cause.tax",
    }
    for group, key in groups.items():
        d = _group_sum(plan, second, group) - _group_sum(plan, best, group)
        if abs(d) >= 0.005:
            parts.append((abs(d), w[key].format(diff=_signed(d, cur, w))))
    # GPU time that does not differ is no cause ("GPU time +¥0.00" once explained a gap that
    # was financing); it stays only when nothing else differs either.
    parts = [p for p in parts if p[0] >= 0.005] or parts[:1]
    parts.sort(key=lambda x: -x[0])
    sep = w["causes.sep"]
    causes = w["causes_tie" if tie else "causes"].format(causes=sep.join(t for _, t in parts))
    wl = plan.workload
    misses = [
        w[key]
        for key, missed in (
            ("runner.deadline_missed", wl.deadline_hours and not r.deadline_met),
            ("runner.over_budget", wl.budget and not r.budget_met),
        )
        if missed
    ]
    return (first, causes, *misses), gap


def _meets(result: PlatformResult) -> bool:
    p = result.chosen_point
    return p is not None and p.meets_targets


def _targets_set(plan: Plan, w: dict[str, str]) -> str:
    """ "the deadline", "the budget" or "the deadline and the budget": the targets set."""
    wl = plan.workload
    key = (
        "both" if wl.deadline_hours and wl.budget else "deadline" if wl.deadline_hours else "budget"
    )
    return w[f"targets.{key}"]


def _no_runner_meets(
    plan: Plan, best: PlatformResult, second: PlatformResult, w: dict[str, str]
) -> tuple[str, ...]:
    """The recommendation is the only platform meeting the targets: the next one is named
    with what it misses, not as a runner-up with a gap."""
    b, r = best.chosen_point, second.chosen_point
    assert b is not None and r is not None
    cur = plan.currency
    first = w["runner.none_meets"].format(
        targets=_targets_set(plan, w),
        name=short(second.name),
        total=money(r.total_cost, cur),
        diff=_signed(r.total_cost - b.total_cost, cur, w),
        days=number(r.delivery_days, 1),
    )
    misses = [
        w[key]
        for key, missed in (
            ("runner.misses_deadline", not r.deadline_met),
            ("runner.misses_budget", not r.budget_met),
        )
        if missed
    ]
    return (first, *misses)


def _group_sum(plan: Plan, result: PlatformResult, group: LineGroup) -> float:
    return math.fsum(line.amount for line in bill_lines(plan, result) if line.group is group)


def _chart(plan: Plan, shortlist: list[PlatformResult], w: dict[str, str]) -> Chart:
    curves = []
    for k, r in enumerate(shortlist):
        ok = r.feasible & np.isfinite(r.total_cost)
        p = r.chosen_point
        curves.append(
            Curve(
                name=short(r.name),
                n=tuple(float(x) for x in r.n[ok]),
                cost=tuple(float(x) for x in r.total_cost[ok]),
                chosen=(float(p.gpus), p.total_cost) if p else None,
                recommended=k == 0,
            )
        )
    return Chart(
        title=w["s.chart"],
        x_label=w["chart.x"],
        y_label=w["chart.y"].format(currency=plan.currency),
        curves=tuple(curves),
        budget=plan.workload.budget,
        budget_label=w["chart.budget"],
        currency=plan.currency,
        budget_above=w["chart.budget_above"],
    )


def _bills(plan: Plan, shortlist: list[PlatformResult], w: dict[str, str], lang: str) -> Table:
    """A column per shortlisted platform, a row per line of the itemised bill
    (``core.bill_lines``, worded by ``io.words.bill``); a line one platform lacks shows a dash.
    The total row is each platform's ``total_cost``, which its lines add up to."""
    cur = plan.currency
    points = [r.chosen_point for r in shortlist]
    head = (w["bill.line"], *(clip(r.name, MAX_HEAD) for r in shortlist))
    held = [
        w["bill.gpus.one" if p.gpus == 1 else "bill.gpus"].format(  # "1 GPU", not "1 GPUs"
            gpus=p.gpus, hours=number(p.hours, 1)
        )
        for p in points
        if p
    ]
    amounts: dict[str, list[float | None]] = {}
    group_of: dict[str, int] = {}
    order = list(LineGroup)
    for col, r in enumerate(shortlist):
        for line in bill_lines(plan, r):
            label = line_label(line, lang)
            group_of.setdefault(label, order.index(line.group))
            row = amounts.setdefault(label, [None] * len(shortlist))
            row[col] = (row[col] or 0.0) + line.amount
    fees = [label for label in amounts if group_of[label] == order.index(LineGroup.FEES)]
    if len(fees) > MAX_FEE_ROWS:
        size = {label: max(abs(a or 0.0) for a in amounts[label]) for label in fees}
        rest = sorted(fees, key=lambda label: -size[label])[MAX_FEE_ROWS - 1 :]
        other = [
            0.0 if any(amounts[x][c] is not None for x in rest) else None
            for c in range(len(shortlist))
        ]
        for label in rest:
            for c, a in enumerate(amounts.pop(label)):
                if a is not None:
                    other[c] = (other[c] or 0.0) + a
        key = w["bill.other_fees"].format(count=len(rest))
        amounts[key] = other
        group_of[key] = order.index(LineGroup.FEES)
    labels = sorted(amounts, key=lambda label: group_of[label])  # stable: GPU time first
    rows: list[tuple[str, ...]] = [(w["bill.held"], *held)]
    rows += [(short(label), *(money(a, cur) for a in amounts[label])) for label in labels]
    rows.append((w["bill.total"], *(money(p.total_cost, cur) for p in points if p)))
    return Table(head, tuple(rows), total_row=True)


def _risks(
    plan: Plan,
    result: PlanResult,
    uncertainty: PlanUncertainty,
    shortlist: list[PlatformResult],
    w: dict[str, str],
) -> tuple[Table, tuple[str, ...]]:
    cur = plan.currency
    head = tuple(
        w[k]
        for k in (
            "risk.platform",
            "risk.p10",
            "risk.p50",
            "risk.p90",
            "risk.p90_days",
            "risk.longer",
            "risk.rerun",
            "risk.reclaimed",
        )
    )
    rows = []
    notes = [w["risk.spread"].format(samples=uncertainty.samples, seed=uncertainty.seed)]
    for r in shortlist:
        u = uncertainty.platforms[r.index]
        s = r.stress
        rows.append(
            (
                short(r.name, 24),
                whole_money(u.p10_cost, cur) if u else DASH,
                whole_money(u.p50_cost, cur) if u else DASH,
                whole_money(u.p90_cost, cur) if u else DASH,
                number(u.p90_days, 1) if u else DASH,
                whole_money(s.longer.total_cost, cur) if s else DASH,
                whole_money(s.rerun_from_checkpoint.total_cost, cur) if s else DASH,
                whole_money(s.reclaim_without_checkpoint.total_cost, cur) if s else DASH,
            )
        )
        if u and u.unfinished_share > 0:
            notes.append(
                w["risk.unfinished"].format(
                    name=short(r.name), share=percent(u.unfinished_share, 1)
                )
            )
    notes += _targets(plan, result, w)
    return Table(head, tuple(rows)), tuple(notes)


def _targets(plan: Plan, result: PlanResult, w: dict[str, str]) -> list[str]:
    """The cheapest way to meet the deadline and the fastest within budget, over all
    candidates (from each platform's ``targets`` answers)."""
    wl, out = plan.workload, []
    answers = [(r, r.targets) for r in result.platforms if r.targets is not None]
    asked = (
        ("target.deadline", wl.deadline_hours, "deadline", ("total_cost", "delivery_days")),
        ("target.budget", wl.budget, "budget", ("delivery_days", "total_cost")),
    )
    for key, target, attr, order in asked:
        if not target:
            continue
        options = [(getattr(t, attr), r) for r, t in answers if getattr(t, attr)]
        if not options:
            out.append(w[f"{key}_none"])
            continue
        o, r = min(options, key=lambda x: tuple(getattr(x[0], k) for k in order))
        out.append(
            w[key].format(
                name=short(r.name),
                gpus=o.gpus,
                total=money(o.total_cost, plan.currency),
                days=number(o.delivery_days, 1),
            )
        )
    return out


def _assumptions(
    plan: Plan,
    result: PlanResult,
    shortlist: list[PlatformResult],
    w: dict[str, str],
    lang: str = "en",
) -> tuple[str, ...]:
    out = [w["a.time"]]
    expired = {n.platform: n for n in result.notices if n.code is Code.QUOTE_EXPIRED}
    for r in shortlist:
        c = r.calibration
        if c is not None:
            out.append(
                w["a.mfu_measured"].format(
                    name=short(r.name),
                    mfu=percent(r.mfu),
                    gpus=c.gpus,
                    step=number(c.step_seconds, 2),
                )
            )
        else:
            # Computed from the work (core/compute.py) or typed: the source report --json
            # gives as mfu_source, never "as entered" for a figure nobody typed.
            key = "a.mfu_work" if r.mfu_source == "work" else "a.mfu_typed"
            out.append(w[key].format(name=short(r.name), mfu=percent(r.mfu)))
        out += _fp8_recipe(plan, r, w, lang)
    for r in shortlist:
        p = plan.platforms[r.index]
        if p.prices_as_of:
            out.append(w["a.prices"].format(name=short(r.name), date=p.prices_as_of.isoformat()))
        else:
            out.append(w["a.prices_undated"].format(name=short(r.name)))
        if r.name in expired:
            out.append(
                w["a.expired"].format(
                    name=short(r.name), date=expired[r.name].params["valid_until"]
                )
            )
        elif p.quote_valid_until:
            out.append(
                w["a.valid"].format(name=short(r.name), date=p.quote_valid_until.isoformat())
            )
    for r in shortlist:
        out += _owned(plan, r, w)
    out.append(w["a.currency"].format(currency=currency_name(plan.currency, lang)))
    for rate in plan.exchange_rates[:MAX_RATES]:
        key = "a.rate" if rate.as_of else "a.rate_undated"
        out.append(
            w[key].format(
                currency=currency_name(rate.currency, lang),
                rate=rate.rate,
                plan=currency_name(plan.currency, lang),
                date=rate.as_of.isoformat() if rate.as_of else "",
            )
        )
    if len(plan.exchange_rates) > MAX_RATES:
        out.append(w["a.rates_more"].format(count=len(plan.exchange_rates) - MAX_RATES))
    return tuple(out)


def _fp8_recipe(plan: Plan, r: PlatformResult, w: dict[str, str], lang: str) -> list[str]:
    """An FP8 run's scaling recipe on a shortlisted platform: the plan's, or the stack's
    default on its GPU generation (core/stacks.py run_fp8_recipe)."""
    p, wl = plan.platforms[r.index], plan.workload
    recipe = run_fp8_recipe(wl, p.stack or stack_of(wl), p.gpu)
    if recipe is None:
        return []
    key = "a.fp8_recipe_typed" if wl.fp8_recipe is not None else "a.fp8_recipe_stack"
    name = messages.text(f"fp8_recipe.{recipe.value}", lang)
    return [w[key].format(name=short(r.name), recipe=name)]


def _vat(plan: Plan, result: PlanResult, shortlist: list[PlatformResult], lang: str) -> list[str]:
    """The VAT basis of the totals, the rates, recoverability and the purchase VAT of an owned
    cluster on the shortlist, the cost of capital and the after-tax view
    (io/report/capital.py)."""

    def render(value: object, spec: str) -> str:
        if spec == messages.MONEY and isinstance(value, float):
            return money(value, plan.currency)
        return messages.render(value, spec)

    names = {r.name for r in shortlist}
    return [
        *vat_sentences(plan, result, lang, render, names),
        *capital_sentences(plan, result, lang, render, names),
        *fx_sentences(plan, lang, names),
    ]


def _with_tax(own: Ownership, currency: str, w: dict[str, str]) -> str:
    if own.tax_rate <= 0:
        return ""
    return w["with_tax"].format(
        amount=money(own.purchase_with_tax, currency), rate=percent(own.tax_rate)
    )


def _loan_share(plan: Plan, result: PlatformResult, own: Ownership, w: dict[str, str]) -> list[str]:
    """Below 100 % utilization a financed cluster's loan interest is shared by busy hours too
    (core/bill.financing_interest): the sentence says over how many."""
    p = plan.platforms[result.index]
    if result.chosen is None or own.utilization >= 1:
        return []
    loan = rules_for(p.pricing).financed(p, p.pricing, np.array([float(result.chosen)]))
    if loan is None:
        return []
    busy = loan_busy_hours(loan, plan.settings.hours_per_month)
    months = loan.financing.term_months
    return [
        w["a.loan_share"].format(hours=number(own.job_hours, 1), busy=number(busy), months=months)
    ]


def _owned(plan: Plan, result: PlatformResult, w: dict[str, str]) -> list[str]:
    """An owned cluster said honestly (issue 24 item 2): the purchase and the cash at order,
    the utilization behind the job's share in one sentence, and both views where they
    differ ("this job's share", "cash for this job")."""
    own = ownership(plan, result)
    if own is None:
        return []
    cur, name = plan.currency, short(result.name)
    out = [
        w["a.purchase"].format(
            name=name,
            purchase=money(own.purchase, cur),
            with_tax=_with_tax(own, cur, w),
            gpus=own.gpus_bought,
            hardware=money(own.hardware, cur),
            cards=number(own.spare_cards, 1 if own.spare_cards % 1 else 0),
            spares=money(own.spares, cur),
            cash=money(own.cash_at_order, cur),
        )
    ]
    use = percent(own.utilization)
    if own.whole_purchase:
        out.append(
            w["a.whole_purchase"].format(
                name=name, utilization=use, share_total=money(own.share_total, cur)
            )
        )
    else:
        out.append(
            w["a.utilization"].format(
                name=name,
                share=percent(own.job_share, 2),
                hours=number(own.job_hours, 1),
                busy=number(own.busy_hours),
                years=f"{own.years:g}",
                utilization=use,
            )
        )
        out += _loan_share(plan, result, own, w)
    if own.views_differ:
        out.append(
            w["a.views"].format(
                name=name,
                share_total=money(own.share_total, cur),
                cash_total=money(own.cash_total, cur),
            )
        )
    return out


def _warnings(
    result: PlanResult, shortlist: list[PlatformResult], lang: str, currency: str | None = None
) -> tuple[str, ...]:
    names = {r.name for r in shortlist}
    best = result.best
    picked = [
        n
        for n in result.notices
        if n.code is not Code.QUOTE_EXPIRED
        and (
            n.platform is None
            or n.platform in names
            or best is None
            or n.code is Code.PRICE_MISSING  # why a platform is left out of the comparison
        )
    ]
    if best is None:  # why nothing can run the job (or none that can has a price)
        picked += [r.reason for r in result.platforms if r.reason is not None]
    shown: list[str] = []
    used = 0
    for n in picked:
        text = clip(describe_notice(n, lang, currency=currency), MAX_WARNING)
        used += width(text)
        if len(shown) == MAX_WARNINGS or used > WARNING_COLUMNS:
            break
        shown.append(text)
    if len(shown) < len(picked):
        shown.append(words(lang)["warnings_more"].format(count=len(picked) - len(shown)))
    return tuple(shown)


def _more_platforms(plan: Plan, shortlist: list[PlatformResult], w: dict[str, str]) -> str:
    """The candidates the memo leaves out (it compares the shortlist), counted once."""
    rest = len(plan.platforms) - len(shortlist)
    return w["more_platforms"].format(count=rest) if shortlist and rest > 0 else ""


def _sentences(lang: str, *sentences: str) -> str:
    """Sentences one after another: a space between English ones, none after a Chinese "。"."""
    return ("" if lang == "zh_CN" else " ").join(sentences)


def build_memo(analysis: Analysis, *, lang: str = "en", version: str = "") -> Memo:
    """The memo's content in ``lang`` ("en" or "zh_CN"), dated the analysis's day."""
    plan, result, uncertainty = analysis.plan, analysis.result, analysis.uncertainty
    lang = messages.language(lang)
    w = words(lang)
    today = analysis.today
    shortlist = _shortlist(result)
    labels = {k: v for k, v in w.items() if k.startswith("s.")}
    best = shortlist[0] if shortlist else None
    recommendation: tuple[tuple[str, str], ...] = ()
    # No best: nothing can run the job, or what can has no price yet (never "cheapest").
    none = w["r.unpriced"] if result.awaiting_price else w["r.none"]
    verdict, total = none, None
    gap: float | None = None
    runner: tuple[str, ...] = (w["runner.unpriced" if result.awaiting_price else "runner.none"],)
    cautions: list[str] = []
    if best is not None:
        recommendation, verdict = _recommendation(plan, best, today, w)
        cautions = _cautions(plan, result, best, uncertainty, w)
        verdict = _sentences(lang, verdict, *cautions)
        assert best.chosen_point is not None
        total = money(best.chosen_point.total_cost, plan.currency)
        if len(shortlist) > 1 and _meets(best) and not _meets(shortlist[1]):
            # The ranking puts those meeting the targets first: the next one does not, so
            # there is no runner-up that can do the job (issue 24 item 3).
            runner = _no_runner_meets(plan, best, shortlist[1], w)
        elif len(shortlist) > 1:
            runner, gap = _runner_up(plan, best, shortlist[1], w, lang)
    risks, notes = _risks(plan, result, uncertainty, shortlist, w)
    summary = none
    if best is not None:
        summary = _sentences(lang, _summary(plan, shortlist, gap, w), *cautions)
    if best is not None:
        notes = (*notes, *_tornado(plan, best, uncertainty, w))
    return Memo(
        lang=lang,
        heading=w["heading"],
        title=clip(plan.title, MAX_TITLE),
        prepared=w["prepared"].format(date=today.isoformat(), version=version),
        labels=labels,
        question=_question(plan, result, w, lang),
        recommendation=recommendation,
        verdict=verdict,
        runner_up=runner,
        chart=_chart(plan, shortlist, w),
        bills=_bills(plan, shortlist, w, lang),
        risks=risks,
        risk_notes=notes,
        assumptions=(
            *_assumptions(plan, result, shortlist, w, lang),
            *_vat(plan, result, shortlist, lang),
            *(line for r in shortlist for line in kit_lines(plan.platforms[r.index], lang)),
        ),
        warnings=_warnings(result, shortlist, lang, plan.currency),
        summary=summary,
        sign=(w["sign.decision"], w["sign.name"], w["sign.date"]),
        recommended=best.name if best else None,
        total=total,
        gap=money(gap, plan.currency) if gap is not None else None,
        full_title=plan.title,
        more_platforms=_more_platforms(plan, shortlist, w),
        fleet=_fleet(analysis, lang),
        scenarios=_scenarios(analysis, w, lang),
    )


def _scenarios(analysis: Analysis, w: dict[str, str], lang: str) -> tuple[str, ...]:
    """One line per named scenario: its name, what it overrides, its cheapest platform meeting
    the targets and that platform's total."""
    lines = []
    currency = analysis.plan.currency
    for o in analysis.scenarios:
        name, about = scenario_name(o.scenario, lang), scenario_about(o.scenario, lang)
        best = best_name(analysis, o)
        if best is None:
            lines.append(w["scenario.none"].format(name=name, about=about))
        else:
            total = money(o.best_total, currency)
            lines.append(
                w["scenario.line"].format(name=name, about=about, platform=short(best), total=total)
            )
    return tuple(lines)


def _fleet(analysis: Analysis, lang: str) -> tuple[str, ...]:
    """The fleet decision's sentences, or () without a fleet (or one the core refuses)."""
    fleet = analysis.plan.fleet
    try:
        result = analysis.fleet
    except ValueError:
        return ()
    if fleet is None or result is None:
        return ()
    currency = analysis.plan.currency
    return answer_lines(
        fleet_answer(result),
        fleet,
        result,
        currency,
        lang,
        lambda value: money(value, currency, 0),
    )
