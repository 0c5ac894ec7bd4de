"""The Fleet sheet's month table and the totals and comparisons computed from it.

Each column is a formula per month over the ``fleet_*`` input names; contract sizes use
PERCENTILE over the term's rows (the same linear percentile numpy uses), and whole units
are ROUNDUP(MAX(0, x − fleet_eps), 0), the core's tolerant ceiling (fleet_eps = 1E-9).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np
from xlsxwriter.utility import xl_col_to_name

from gpuplanner.core.fleet.adjust import HARDWARE, SERVICES, UNTAXED
from gpuplanner.core.fleet.costs import term_sizes
from gpuplanner.core.fleet.discount import Period, Timing
from gpuplanner.core.fleet.plan import Fallback, FleetPlan, SizeTo
from gpuplanner.core.fleet.plan import FleetStrategy as S
from gpuplanner.io.excel.fleet_labels import label
from gpuplanner.io.fleet.wording import strategy_name

if TYPE_CHECKING:
    from gpuplanner.io.excel.fleet_writer import FleetWriter, Names

TAX_NAMES = {SERVICES: "fleet_tax_s", HARDWARE: "fleet_tax_h"}  # the Fleet sheet's rates
_WHOLE = "ROUNDUP(MAX(0,{x}-fleet_eps),0)"  # the core's tolerant ceiling (fleet_eps: 1E-9)


@dataclass
class MonthTable:
    header_row: int
    months: int
    cols: dict[str, int] = field(default_factory=dict)
    cost: dict[S, int] = field(default_factory=dict)
    cum: dict[S, int] = field(default_factory=dict)
    flag: dict[S, int] = field(default_factory=dict)
    summary_rows: dict[S, int] = field(default_factory=dict)

    def at(self, col: int, m: int) -> str:
        """Relative address of column ``col`` in month ``m`` (0-based)."""
        return f"{xl_col_to_name(col)}{self.header_row + 2 + m}"

    def span(self, col: int, first: int = 0, last: int | None = None) -> str:
        last = self.months - 1 if last is None else last
        name = xl_col_to_name(col)
        return f"${name}${self.header_row + 2 + first}:${name}${self.header_row + 2 + last}"

    def term(self, col: int, m: int, term: int) -> str:
        start = (m // term) * term
        return self.span(col, start, min(start + term, self.months) - 1)


def write_months(w: FleetWriter, header_row: int) -> MonthTable:
    fl, r, ws, lang = w.fleet, w.r, w.ws, w.lang
    h, months = fl.hours_per_month, r.months.size
    t = MonthTable(header_row, months)
    w.table = t
    columns: list[tuple[str, str, Any, Any, str]] = []  # key, header, formula(m), values, fmt

    def add(key: str, header: str, formula: Any, values: Any, fmt: str) -> None:
        columns.append((key, header, formula, values, fmt))
        t.cols[key] = len(columns) - 1

    def c(key: str, m: int) -> str:
        return t.at(t.cols[key], m)

    demand = r.demand
    add("month", label("m.month", lang), None, r.months, "int")
    add("demand", label("m.demand", lang), None, demand, "in_num")
    add("geq", label("m.gpu_eq", lang), lambda m: f"={c('demand', m)}/fleet_h", demand / h, "num")
    add(
        "disc",
        label("m.discount", lang),
        _discount_formula(fl, c),
        r.discount_factors,
        "num",
    )
    for s in r.strategies:
        _strategy_columns(w, t, s, add, c)
    for s in r.strategies:
        row = r.row(s)
        name = strategy_name(s, lang)

        def cum(m: int, s: S = s) -> str:
            cost = c(f"cost_{s.value}", m)
            return f"={cost}" if m == 0 else f"={c(f'cum_{s.value}', m - 1)}+{cost}"

        add(f"cum_{s.value}", label("m.cum", lang, name=name), cum, r.cumulative[row], "money")
        t.cum[s] = t.cols[f"cum_{s.value}"]
    if r.self_built:
        own = r.cumulative[r.row(S.SELF_BUILT)]
        for s in r.strategies:
            if s == S.SELF_BUILT:
                continue
            gap = own - r.cumulative[r.row(s)]
            # The month once self-built has caught up, else blank (no placeholder number).
            flags = np.where(gap <= 1e-6, r.months.astype(float), np.nan)

            def flag(m: int, s: S = s) -> str:
                mine, other = c("cum_self_built", m), c(f"cum_{s.value}", m)
                return f'=IF({mine}<={other}+fleet_eps_cash,{c("month", m)},"")'

            name = strategy_name(s, lang)
            add(f"flag_{s.value}", label("m.flag", lang, name=name), flag, flags, "int")
            t.flag[s] = t.cols[f"flag_{s.value}"]
    for key, _header, _f, _v, _fmt in columns:
        if key.startswith("cost_"):
            t.cost[S(key.removeprefix("cost_"))] = t.cols[key]
    for col, (_key, header, formula, values, fmt) in enumerate(columns):
        ws.write_string(header_row, col, header, w.f["header"])
        for m in range(months):
            value: Any = float(values[m])
            if value != value:  # NaN: a blank result (a flag not raised)
                value = ""
            if formula is None:
                ws.write_number(header_row + 1 + m, col, value, w.f[fmt])
            else:
                w.cell(header_row + 1 + m, col, formula(m), value, fmt)
    ws.write_string(header_row - 1, 0, label("sec.months", lang), w.f["section"])
    _fit_columns(w, [(values, fmt) for _k, _h, _f, values, fmt in columns])
    return t


MIN_WIDTH = 16  # the columns the totals and inputs above share (write_fleet_sheet)


def _fit_columns(w: FleetWriter, columns: list[tuple[Any, str]]) -> None:
    """Each month column wide enough for its largest figure as printed (no "###"): the
    digits with grouping, two decimals, a currency sign, and a little room."""
    for col, (values, fmt) in enumerate(columns):
        if col == 0:
            continue  # the labels' column keeps its width
        finite = [abs(float(v)) for v in values if v == v]
        largest = max(finite, default=0.0)
        digits = len(f"{largest:,.2f}") + (2 if fmt.endswith("money") else 0)
        w.ws.set_column(col, col, max(MIN_WIDTH, digits + 3))


# A month's cost of a strategy as terms: (expression, block whose markup applies, tax class,
# the tax and markup base when it differs from the cash: a financed capex at order).
Term = tuple[str, str | None, str, str | None]


def _strategy_columns(w: FleetWriter, t: MonthTable, s: S, add: Any, c: Any) -> None:
    """A strategy's helper columns (contract sizes, …) and its cost; with the plan's price
    adjustments or tax (core/fleet/adjust.py), also its cost at list prices, at the net
    prices, the markup and the tax, each a formula over the ``fleet_*`` names."""
    fl, r, lang = w.fleet, w.r, w.lang
    h, demand = fl.hours_per_month, r.demand
    row = r.row(s)
    name = strategy_name(s, lang)
    cost_header = label("m.cost", lang, name=name)
    terms: Any = None  # m, names → list[Term]
    if s == S.ON_DEMAND:
        terms = lambda m, n: [(f"{c('demand', m)}*{n.od}", "on_demand", SERVICES, None)]  # noqa: E731
    elif s == S.SPOT:
        terms = lambda m, n: [(f"{c('demand', m)}*{n.spot_rate}", "spot", SERVICES, None)]  # noqa: E731
    elif s == S.RESERVED and fl.reserved:
        res = fl.reserved
        pct = 100.0 if res.size_to == SizeTo.PEAK else res.percentile
        gpus = term_sizes(demand / h, res.term_months, pct)
        x = "PERCENTILE({rng},fleet_res_pct/100)"

        def res_gpus(m: int) -> str:
            rng = t.term(t.cols["geq"], m, res.term_months)
            return "=" + _WHOLE.format(x=x.format(rng=rng))

        def terms(m: int, n: Names) -> list[Term]:
            g, d = c("res_gpus", m), c("demand", m)
            return [
                (f"{g}*{n.res}", "reserved", SERVICES, None),
                (f"MAX(0,{d}-{g}*fleet_h)*{n.od}", "on_demand", SERVICES, None),
            ]

        add("res_gpus", label("m.res_gpus", lang), res_gpus, gpus, "int")
    elif s == S.LEASE and fl.lease:
        le = fl.lease
        pct = 100.0 if le.size_to == SizeTo.PEAK else le.percentile
        boxes = term_sizes(demand / (h * le.gpus_per_machine), le.minimum_months, pct)
        x = "PERCENTILE({rng},fleet_lease_pct/100)/fleet_lease_gpm"

        def machines(m: int) -> str:
            rng = t.term(t.cols["geq"], m, le.minimum_months)
            return "=" + _WHOLE.format(x=x.format(rng=rng))

        def deposits(m: int) -> str:
            now = c("machines", m)
            change = now if m == 0 else f"({now}-{c('machines', m - 1)})"
            return f"=IF(fleet_lease_refund=1,{change},MAX(0,{change}))*fleet_lease_dep"

        kept = (None, UNTAXED) if le.deposit_refundable else ("lease", HARDWARE)

        def terms(m: int, n: Names) -> list[Term]:
            b, d = c("machines", m), c("demand", m)
            return [
                (f"{b}*{n.lease}", "lease", HARDWARE, None),
                (c("deposits", m), kept[0], kept[1], None),
                (f"MAX(0,{d}-{b}*fleet_lease_gpm*fleet_h)*{n.od}", "on_demand", SERVICES, None),
            ]

        add("machines", label("m.machines", lang), machines, boxes, "int")
        add("deposits", label("m.deposits", lang), deposits, r.components[row]["deposits"], "money")
    elif s == S.SELF_BUILT and fl.self_built and r.self_built:
        sb = fl.self_built
        start = np.arange(t.months) * h
        running = 1.0 - np.clip((sb.lead_time_days * 24.0 - start) / h, 0.0, 1.0)
        own = np.minimum(demand * running, r.self_built.gpus * h * running)

        def run(m: int) -> str:
            waited = f"(fleet_sb_lead*24-({c('month', m)}-1)*fleet_h)/fleet_h"
            return f"=1-MIN(1,MAX(0,{waited}))"

        def own_hours(m: int) -> str:
            u = c("running", m)
            return f"=MIN({c('demand', m)}*{u},fleet_sb_gpus*fleet_h*{u})"

        fb_block = "spot" if sb.fallback == Fallback.SPOT else "on_demand"

        def terms(m: int, n: Names) -> list[Term]:
            o, u, d = c("own", m), c("running", m), c("demand", m)
            out: list[Term] = []
            if m == 0:  # at order: the capex, or a loan's down payment (taxed on the capex)
                cash = n.sb_down if sb.financing is not None else n.sb_capex
                out.append((cash, "self_built", HARDWARE, n.sb_capex))
            out += [
                (f"{o}*fleet_sb_var", "self_built", HARDWARE, None),
                (f"fleet_sb_host*{u}", "self_built", SERVICES, None),
                (f"fleet_sb_staff*{u}", "self_built", UNTAXED, None),
                (f"{n.sb_rep}*{u}", "self_built", HARDWARE, None),
                (f"({d}-{o})*{n.sb_fb}", fb_block, SERVICES, None),
            ]
            if sb.financing is not None:  # the payments, then the balloon, over the term cell
                month = c("month", m)
                pay = f"IF({month}<=fleet_sb_loan_term,{n.sb_pay},0)"
                out.append((pay, None, UNTAXED, None))
                balloon = f"IF({month}=fleet_sb_loan_term,{n.sb_balloon},0)"
                out.append((balloon, None, UNTAXED, None))
            return out

        add("running", label("m.running", lang), run, running, "pct")
        add("own", label("m.own", lang), own_hours, own, "num")
    elif s == S.HYBRID and fl.hybrid and fl.reserved:
        hy, res = fl.hybrid, fl.reserved
        base = term_sizes(
            (demand - demand * hy.spot_share) / h, res.term_months, hy.base_percentile
        )
        x = "PERCENTILE({rng},fleet_hy_pct/100)*(1-fleet_hy_share)"

        def base_gpus(m: int) -> str:
            rng = t.term(t.cols["geq"], m, res.term_months)
            return "=" + _WHOLE.format(x=x.format(rng=rng))

        def terms(m: int, n: Names) -> list[Term]:
            g, d = c("hy_base", m), c("demand", m)
            rest = f"MAX(0,{d}*(1-fleet_hy_share)-{g}*fleet_h)*{n.od}"
            out: list[Term] = [
                (f"{g}*{n.res}", "reserved", SERVICES, None),
                (rest, "on_demand", SERVICES, None),
            ]
            if fl.spot:
                out.append(
                    (f"{c('demand', m)}*fleet_hy_share*{n.spot_rate}", "spot", SERVICES, None)
                )
            return out

        add("hy_base", label("m.base", lang), base_gpus, base, "int")
    if terms is None:
        return
    _cost_columns(w, s, add, terms, cost_header)


def _cost_columns(w: FleetWriter, s: S, add: Any, terms: Any, cost_header: str) -> None:
    """The strategy's cost column; with adjustments, its list, net, markup and tax columns
    first (the cost = net + markup + the tax unless recoverable)."""
    r, lang = w.r, w.lang
    row = r.row(s)
    name = strategy_name(s, lang)
    comps, monthly = r.components[row], r.monthly[row]
    zero = np.zeros(monthly.size)
    discount, markup = comps.get("discount", zero), comps.get("markup", zero)
    tax = comps.get("tax", zero)
    net = monthly - markup - tax - comps.get("tax_recovered", zero)
    net_names, list_names = w.names(False), w.names(True)

    def total(m: int, n: Names) -> str:
        return "+".join(expr for expr, _, _, _ in terms(m, n))

    def marked(m: int) -> str:
        parts = [
            f"({base or expr})*{w.markup_name(block)}"
            for expr, block, _, base in terms(m, net_names)
            if block is not None and w.markup_name(block)
        ]
        return "=" + ("+".join(parts) or "0")

    def taxed(m: int) -> str:
        parts = [
            f"({base or expr})*{TAX_NAMES[cls]}"
            for expr, _, cls, base in terms(m, net_names)
            if cls in TAX_NAMES
        ]
        return "=" + ("+".join(parts) or "0")

    has_markup = w.marks(s)
    has_tax = w.tax.enabled
    if w.discounted:
        add(
            f"list_{s.value}",
            label("m.list", lang, name=name),
            lambda m: "=" + total(m, list_names),
            net - discount,
            "money",
        )
    if not (has_markup or has_tax):
        add(f"cost_{s.value}", cost_header, lambda m: "=" + total(m, net_names), monthly, "money")
        return
    add(
        f"net_{s.value}",
        label("m.net", lang, name=name),
        lambda m: "=" + total(m, net_names),
        net,
        "money",
    )
    parts = [f"net_{s.value}"]
    if has_markup:
        add(f"mk_{s.value}", label("m.markup", lang, name=name), marked, markup, "money")
        parts.append(f"mk_{s.value}")
    if has_tax:
        add(f"tax_{s.value}", label("m.tax", lang, name=name), taxed, tax, "money")
    t = w.table

    def cost(m: int) -> str:
        cells = "+".join(t.at(t.cols[k], m) for k in parts)
        if has_tax:
            cells += f"+IF(fleet_tax_rec=1,0,{t.at(t.cols[f'tax_{s.value}'], m)})"
        return "=" + cells

    add(f"cost_{s.value}", cost_header, cost, monthly, "money")


def _discount_formula(fl: FleetPlan, c: Any) -> Any:
    """The month's discount factor (core: ``fleet_discount.factors``)."""
    d = fl.discounting
    lag = "" if d.timing is Timing.START else "+1"
    if d.period is Period.ANNUAL:
        return lambda m: f"=(1+fleet_ra)^-(CEILING({c('month', m)}/12,1)-1{lag})"
    return lambda m: f"=(1+fleet_rm)^-({c('month', m)}-1{lag})"
