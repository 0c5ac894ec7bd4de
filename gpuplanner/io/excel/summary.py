"""The Summary sheet: title, date, currency, price dates, the recommendation and the ranking.

Money columns are formulas pointing at the TCO totals, so they move with Assumptions; the
order, GPU counts and hours are gpuplanner's (a re-priced plan may rank differently: rerun
gpuplanner for a new recommendation). Below the ranking: the trial phase (when planned),
then the Monte Carlo and stress-case tables (``summary_risk``), plan notes and warnings.
"""

from __future__ import annotations

import datetime as dt

from xlsxwriter.format import Format

from gpuplanner import __version__
from gpuplanner.core.notices import Code
from gpuplanner.core.ownership import ownership
from gpuplanner.io.excel.context import ExportContext, platform_prefix
from gpuplanner.io.excel.notice_text import describe
from gpuplanner.io.excel.summary_fleet import write_fleet_answer
from gpuplanner.io.excel.summary_risk import write_risk
from gpuplanner.io.memo.content import money

# (label key, number format, TCO name suffix when the cell is a formula over that name).
COLUMNS: tuple[tuple[str, str, str | None], ...] = (
    ("col.rank", "int", None),
    ("col.platform", "text", None),
    ("col.gpu", "text", None),
    ("col.pricing", "text", None),
    ("col.gpus", "int", None),
    ("col.hours", "hours", "hours_expected"),
    ("col.delivery_days", "days", None),
    ("col.gpu_hours", "number", "gpu_hours"),
    ("col.efficiency", "pct", None),
    ("col.compute", "money", "compute"),
    ("col.interruption", "money", "interruption"),
    ("col.fees", "money", "fees"),
    ("col.total", "money", "total"),
    ("col.per_billion", "money", "per_billion"),
    ("col.deadline_met", "text", None),
    ("col.budget_met", "text", None),
    ("col.prices_as_of", "date", None),
    ("col.note", "text", None),
)
TRIAL_COLUMN = ("col.trial", "money", "trial")  # after the fees, when the plan has a trial
TAX_COLUMNS = (  # after the total, when the plan's taxes are on (the TCO's rows)
    ("col.total_without_tax", "money", "total_without_tax"),
    ("col.total_with_tax", "money", "total_with_tax"),
)


def columns(ctx: ExportContext) -> tuple[tuple[str, str, str | None], ...]:
    """The ranking table's columns for this plan."""
    table = COLUMNS
    if ctx.plan.trial is not None:
        at = [key for key, _, _ in table].index("col.fees") + 1
        table = (*table[:at], TRIAL_COLUMN, *table[at:])
    if ctx.plan.tax.enabled:
        at = [key for key, _, _ in table].index("col.total") + 1
        table = (*table[:at], *TAX_COLUMNS, *table[at:])
    return table


HEADER_ROW = 7


def write_summary(ctx: ExportContext, today: dt.date | None = None) -> None:
    ws, t, plan = ctx.sheets["summary"], ctx.t, ctx.plan
    bold = ctx.f("name")  # the heading's labels wrap in the Platform column
    # The heading block sits in the wide Platform and GPU columns (B, C) of the table below.
    ctx.text(ws, 0, 0, plan.title or t("summary.untitled"), ctx.f("title"), fit=False)
    ctx.text(ws, 1, 1, t("summary.exported"), bold)
    ctx.value(ws, 1, 2, today or dt.date.today(), ctx.f("plain", "date"))
    ctx.text(ws, 1, 3, t("summary.by", version=__version__), ctx.f("muted"), fit=False)
    ctx.text(ws, 2, 1, t("summary.currency"), bold)
    ctx.text(ws, 2, 2, plan.currency)
    ctx.text(ws, 3, 1, t("summary.price_dates"), bold)
    ctx.text(ws, 3, 2, _price_dates(ctx), fit=False)
    ctx.text(ws, 4, 1, t("summary.recommendation"), bold)
    best = ctx.result.best
    if best is not None and best.chosen_point is not None:
        pt = best.chosen_point
        key = "summary.recommend.one" if pt.gpus == 1 else "summary.recommend"  # "1 GPU"
        text = t(key, name=best.name, gpus=pt.gpus, days=pt.delivery_days)
        ctx.text(ws, 4, 2, text, ctx.f("bold"), fit=False)
        ctx.text(ws, 5, 1, t("summary.total_of_best"), bold)
        total = ctx.ref(f"{platform_prefix(best.index)}_total")
        ctx.formula(ws, 5, 2, total, ctx.f("total", "money"), pt.total_cost)
    else:  # nothing can run, or what can has no price yet (never recommended: no "best")
        none = "summary.none_priced" if ctx.result.awaiting_price else "summary.none_feasible"
        ctx.text(ws, 4, 2, t(none), ctx.f("bold"), fit=False)
    _paragraph(ctx, 6, t("summary.how_to_read"), ctx.f("muted_wrap"))
    for col, (key, _, _) in enumerate(columns(ctx)):
        ctx.text(ws, HEADER_ROW, col, t(key), ctx.f("header"))
    row = HEADER_ROW + 1
    for index in ctx.result.ranking:
        _ranking_row(ctx, row, index)
        row += 1
    if plan.trial is not None:
        trial = t("summary.trial", hours=plan.trial.hours, gpus=plan.trial.gpus)
        ctx.text(ws, row, 1, trial, ctx.f("muted"), fit=False)
        row += 1
    row = write_fleet_answer(ctx, row + 1)
    row = _owned(ctx, row)
    row = write_risk(ctx, row + 1)
    row = _notes(ctx, row)
    ctx.finish(ws, header_rows=HEADER_ROW + 1, freeze_cols=2)
    ws.repeat_rows(HEADER_ROW, HEADER_ROW)


def _ranking_row(ctx: ExportContext, row: int, index: int) -> None:
    ws, t = ctx.sheets["summary"], ctx.t
    p, r = ctx.plan.platforms[index], ctx.result.platforms[index]
    pt = r.chosen_point
    prefix = platform_prefix(index)
    table = columns(ctx)
    col = {key: i for i, (key, _, _) in enumerate(table)}
    fmt = {key: ctx.f("plain", number) for key, number, _ in table}
    ctx.number(ws, row, col["col.rank"], r.rank, ctx.f("center", "int"))
    ctx.text(ws, row, col["col.platform"], p.name, ctx.f("name"))
    ctx.text(ws, row, col["col.gpu"], p.gpu.name, ctx.f("wrap"))
    ctx.text(ws, row, col["col.pricing"], t.term(f"mode.{p.mode.value}"))
    ctx.value(ws, row, col["col.prices_as_of"], p.prices_as_of, fmt["col.prices_as_of"])
    if pt is None:
        ctx.text(ws, row, col["col.gpus"], t("infeasible"))
        note = describe(r.reason, t, ctx.plan.currency) if r.reason else ""
        ctx.text(ws, row, col["col.note"], note, ctx.f("text"))
        return
    ctx.number(ws, row, col["col.gpus"], pt.gpus, fmt["col.gpus"])
    ctx.number(ws, row, col["col.delivery_days"], pt.delivery_days, fmt["col.delivery_days"])
    ctx.number(ws, row, col["col.efficiency"], pt.scaling_efficiency, fmt["col.efficiency"])
    cached = {
        "hours_expected": pt.hours,
        "gpu_hours": pt.gpu_hours,
        "compute": pt.compute_cost,
        "interruption": pt.interruption_cost,
        "fees": pt.fees_cost,
        "trial": pt.trial_cost,
        "total": pt.total_cost,
        "per_billion": pt.cost_per_billion_tokens,
    }
    a = r.adjustments
    if a is not None:  # as report --json words them (io/report/headless.py)
        i = pt.gpus - 1
        cached["total_without_tax"] = pt.total_cost - float(a.tax[i])
        cached["total_with_tax"] = cached["total_without_tax"] + float(a.tax_paid[i])
    for i, (_, number, suffix) in enumerate(table):
        if suffix is not None:
            style = "bold" if suffix == "total" else "formula"
            cell = ctx.ref(f"{prefix}_{suffix}")
            ctx.formula(ws, row, i, cell, ctx.f(style, number), cached[suffix])
    yes, no = t("yes"), t("no")
    center = ctx.f("center")
    ctx.text(ws, row, col["col.deadline_met"], yes if pt.deadline_met else no, center)
    ctx.text(ws, row, col["col.budget_met"], yes if pt.budget_met else no, center)
    if r.price_missing:  # its total lacks the GPU time: the row says so, as the warnings do
        missing = (
            n for n in ctx.result.notices if n.code is Code.PRICE_MISSING and n.platform == r.name
        )
        notice = next(missing, None)
        if notice is not None:
            note = describe(notice, t, ctx.plan.currency)
            ctx.text(ws, row, col["col.note"], note, ctx.f("text"))


def _paragraph(ctx: ExportContext, row: int, text: str, fmt: Format) -> None:
    """Text wrapped across the table's width (print_setup makes the row tall enough)."""
    ws = ctx.sheets["summary"]
    ws.merge_range(row, 0, row, len(columns(ctx)) - 1, "", fmt)
    ctx.text(ws, row, 0, text, fmt, fit=False)


def _price_dates(ctx: ExportContext) -> str:
    dates = sorted({p.prices_as_of for p in ctx.plan.platforms if p.prices_as_of})
    if not dates:
        return ctx.t("summary.price_dates_missing")
    first, last = dates[0].isoformat(), dates[-1].isoformat()
    return first if first == last else f"{first} – {last}"


def _owned(ctx: ExportContext, row: int) -> int:
    """Below the ranking, a line per owned cluster (issue 24 item 2): its purchase and cash
    at order beside the allocated cost, the utilization and both views (core/ownership.py;
    the same figures as report --json ``ownership``), the money written as the memo writes
    it ('¥5,940,000.00', not 'CNY 5,940,000.00': yuan as users say it, issue 24 item 11)."""
    ws, t, cur = ctx.sheets["summary"], ctx.t, ctx.plan.currency
    for index in ctx.result.ranking:
        own = ownership(ctx.plan, ctx.result.platforms[index])
        if own is None:
            continue
        with_tax = (
            t("summary.with_tax", amount=money(own.purchase_with_tax, cur), rate=own.tax_rate)
            if own.tax_rate > 0
            else ""
        )
        text = t(
            "summary.owned",
            name=ctx.plan.platforms[index].name,
            purchase=money(own.purchase, cur),
            with_tax=with_tax,
            cash=money(own.cash_at_order, cur),
            utilization=own.utilization,
            busy=own.busy_hours,
            life=own.life_hours,
            share_total=money(own.share_total, cur),
            cash_total=money(own.cash_total, cur),
        )
        ctx.text(ws, row, 1, text, ctx.f("muted"), fit=False)
        row += 1
    return row


def _notes(ctx: ExportContext, row: int) -> int:
    ws, t = ctx.sheets["summary"], ctx.t
    if ctx.plan.notes:
        ctx.text(ws, row, 0, t("summary.plan_notes"), ctx.f("bold"), fit=False)
        _paragraph(ctx, row + 1, ctx.plan.notes, ctx.f("text"))
        row += 3
    if ctx.result.notices:
        ctx.text(ws, row, 0, t("summary.warnings"), ctx.f("bold"), fit=False)
        for notice in ctx.result.notices:
            row += 1
            _paragraph(ctx, row, "• " + describe(notice, t, ctx.plan.currency), ctx.f("text"))
        row += 1
    return row
