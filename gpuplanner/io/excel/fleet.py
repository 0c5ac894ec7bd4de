"""The Fleet sheet of the Excel export: inputs, a month table and totals as live formulas.

Every money figure is a formula over the input cells (named ``fleet_*``), with the value
gpuplanner computed cached beside it, so a viewer that does not recalculate shows the same
numbers and one that does (Excel, LibreOffice) lets finance change a price and see totals
move. The layout (months, contract terms, hosting basis, fallback) is fixed at export.
Text the user typed (GPU name, notes) is written as text, never as a formula.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from xlsxwriter.workbook import Workbook
from xlsxwriter.worksheet import Worksheet

from gpuplanner.core.financing import schedule
from gpuplanner.core.fleet.discount import OwedDiscounting, Period, RateType, Timing, annual_rate
from gpuplanner.core.fleet.plan import Fallback, FleetPlan, FleetStrategy, HostingBasis, SizeTo
from gpuplanner.core.fleet.result import FleetResult
from gpuplanner.io import messages
from gpuplanner.io.excel.fleet_labels import label
from gpuplanner.io.excel.fleet_months import NOT_YET, MonthTable, write_months
from gpuplanner.io.fleet.wording import describe_fleet_notice, strategy_key, strategy_name

if TYPE_CHECKING:
    from gpuplanner.io.excel.context import ExportContext

_SYMBOLS = {"CNY": "¥", "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "HKD": "HK$"}


def _formats(wb: Workbook, currency: str) -> dict[str, Any]:
    sym = _SYMBOLS.get(currency)
    money = f'"{sym}"#,##0.00' if sym else f'#,##0.00 "{currency}"'
    numbers = {"money": money, "num": "#,##0.00##", "pct": "0.00%", "int": "#,##0", "g": "General"}
    inp = {"font_color": "#0000FF", "bg_color": "#FFF2CC", "border": 1, "border_color": "#BFBFBF"}
    out: dict[str, Any] = {
        "title": wb.add_format({"bold": True, "font_size": 14}),
        "section": wb.add_format({"bold": True, "font_size": 12}),
        "header": wb.add_format(
            {"bold": True, "bg_color": "#DDEBF7", "bottom": 1, "text_wrap": True}
        ),
        "text": wb.add_format({"text_wrap": False}),
        "muted": wb.add_format({"font_color": "#808080", "italic": True}),
    }
    for key, num in numbers.items():
        out[key] = wb.add_format({"num_format": num})
        out["in_" + key] = wb.add_format({**inp, "num_format": num})
    return out


class _Writer:
    def __init__(self, wb: Workbook, ws: Worksheet, fleet: FleetPlan, r: FleetResult, lang: str):
        self.wb, self.ws, self.fleet, self.r, self.lang = wb, ws, fleet, r, lang
        self.f = _formats(wb, "")
        self.sheet = ws.get_name()

    def cell(self, row: int, col: int, formula: str | float, value: Any, fmt: str) -> None:
        if isinstance(formula, str):
            self.ws.write_formula(row, col, formula, self.f[fmt], value)
        else:
            self.ws.write_number(row, col, formula, self.f[fmt])

    def named(self, row: int, key: str, name: str, formula: str | float, value: Any, fmt: str):
        self.ws.write_string(row, 0, label(key, self.lang))
        self.cell(row, 1, formula, value, fmt)
        # Sheet-local names: another sheet (or a second fleet) may use the same ones.
        self.wb.define_name(f"'{self.sheet}'!{name}", f"='{self.sheet}'!$B${row + 1}")


def write_fleet_sheet(
    workbook: Workbook,
    fleet: FleetPlan,
    currency: str,
    result: FleetResult,
    sheet_name: str | None = None,
    lang: str = "en",
    worksheet: Worksheet | None = None,
) -> Worksheet:
    """Fill ``worksheet`` (or a new sheet added to ``workbook``) with ``result``, the result
    of ``fleet``, and return it."""
    r = result
    ws = worksheet or workbook.add_worksheet(sheet_name or messages.text("xl.sheet.fleet", lang))
    w = _Writer(workbook, ws, fleet, r, lang)
    w.f = _formats(workbook, currency)
    ws.set_column(0, 0, 46)
    ws.set_column(1, 6, 16)
    ws.write_string(0, 0, label("title", lang), w.f["title"])
    ws.write_string(1, 0, label("how", lang), w.f["muted"])
    ws.write_string(2, 0, label("gpu", lang))
    if fleet.gpu_name:
        ws.write_string(2, 1, fleet.gpu_name)
    strategies = r.strategies
    n_rented = len(strategies) - 1 if r.self_built else 0
    summary_row = 4
    compare_row = summary_row + len(strategies) + 3
    verdict_row = compare_row + (n_rented + 3 if r.self_built else 0)
    inputs_row = verdict_row + len(r.verdict) + 2
    row = _write_inputs(w, inputs_row)
    table = write_months(w, row + 2)
    _write_summary(w, summary_row, table)
    if r.self_built:
        _write_compare(w, compare_row, table)
    ws.write_string(verdict_row, 0, label("sec.verdict", lang), w.f["section"])
    for k, notice in enumerate(r.verdict):
        ws.write_string(verdict_row + 1 + k, 0, describe_fleet_notice(notice, currency, lang))
    ws.set_landscape()
    ws.fit_to_pages(1, 0)
    return ws


def write_fleet(ctx: ExportContext) -> None:
    """The exporter's hook (``excel_export.EXTRA_SHEETS``): a Fleet sheet when planned."""
    fleet, result = ctx.plan.fleet, ctx.analysis.fleet
    if fleet is None or result is None:
        return
    ws = ctx.add_sheet("fleet")
    lang = ctx.t.language
    write_fleet_sheet(ctx.workbook, fleet, ctx.plan.currency, result, lang=lang, worksheet=ws)


def _write_inputs(w: _Writer, row: int) -> int:
    """The named input cells and the derived ownership figures; returns the next free row."""
    fl, sb, ws = w.fleet, w.fleet.self_built, w.ws
    conv = fl.discounting
    rate = w.r.monthly_rate
    nominal = conv.rate_type is RateType.NOMINAL

    def section(key: str) -> None:
        """A section's heading: its own label, or the strategy's name ("sec.lease")."""
        nonlocal row
        row += 1
        name = key.removeprefix("sec.")
        named = name in {s.value for s in FleetStrategy} and not messages.has(f"fleet_xl.{key}")
        title = messages.label(strategy_key(name), w.lang) if named else label(key, w.lang)
        ws.write_string(row, 0, title, w.f["section"])
        row += 1

    def put(key: str, name: str, formula: str | float, value: Any, fmt: str) -> None:
        nonlocal row
        w.named(row, key, name, formula, value, fmt)
        row += 1

    section("sec.general")
    ws.write_string(row, 0, label("horizon", w.lang))
    ws.write_number(row, 1, fl.horizon_months, w.f["int"])
    row += 1
    put("hours_per_month", "fleet_h", fl.hours_per_month, None, "in_num")
    put("discount_rate", "fleet_rate", fl.discount_rate, None, "in_pct")
    rm = "=fleet_rate/12" if nominal else "=(1+fleet_rate)^(1/12)-1"
    put("monthly_rate", "fleet_rm", rm, rate, "pct")
    end, months = w.r.end_discount, fl.horizon_months
    if conv.period is Period.ANNUAL:
        ra = "=(1+fleet_rate/12)^12-1" if nominal else "=fleet_rate"
        put("annual_rate", "fleet_ra", ra, annual_rate(fl.discount_rate, conv.rate_type), "pct")
        put("end_discount", "fleet_enddisc", f"=(1+fleet_ra)^-({months}/12)", end, "num")
    else:
        put("end_discount", "fleet_enddisc", f"=(1+fleet_rm)^-{months}", end, "num")
    section("sec.on_demand")
    put("price_gpu_hour", "fleet_od", fl.on_demand.price_per_gpu_hour, None, "in_money")
    if fl.reserved:
        res = fl.reserved
        section("sec.reserved")
        put("price_gpu_month", "fleet_res_price", res.price_per_gpu_month, None, "in_money")
        ws.write_string(row, 0, label("term", w.lang))
        ws.write_number(row, 1, res.term_months, w.f["int"])
        row += 1
        pct = 100.0 if res.size_to == SizeTo.PEAK else res.percentile
        put("percentile", "fleet_res_pct", pct, None, "in_num")
    if fl.spot:
        section("sec.spot")
        put("price_gpu_hour", "fleet_spot_price", fl.spot.price_per_gpu_hour, None, "in_money")
        put("overhead", "fleet_spot_ovh", fl.spot.interruption_overhead, None, "in_pct")
    if fl.lease:
        le = fl.lease
        section("sec.lease")
        put(
            "price_machine_month", "fleet_lease_price", le.price_per_machine_month, None, "in_money"
        )
        put("gpus_per_machine", "fleet_lease_gpm", le.gpus_per_machine, None, "in_int")
        ws.write_string(row, 0, label("term", w.lang))
        ws.write_number(row, 1, le.minimum_months, w.f["int"])
        row += 1
        put("deposit", "fleet_lease_dep", le.deposit_per_machine, None, "in_money")
        put("refundable", "fleet_lease_refund", int(le.deposit_refundable), None, "in_int")
        pct = 100.0 if le.size_to == SizeTo.PEAK else le.percentile
        put("percentile", "fleet_lease_pct", pct, None, "in_num")
    if sb and w.r.self_built:
        s = w.r.self_built
        section("sec.self_built")
        for key, name, value, fmt in (
            ("gpus", "fleet_sb_gpus", s.gpus, "in_int"),
            ("gpus_per_server", "fleet_sb_gps", sb.gpus_per_server, "in_int"),
            ("capex_per_gpu", "fleet_sb_capex_gpu", sb.capex_per_gpu, "in_money"),
            ("network_per_gpu", "fleet_sb_net_gpu", sb.network_per_gpu, "in_money"),
            ("spares", "fleet_sb_spares", sb.spares_fraction, "in_pct"),
            ("dep_years", "fleet_sb_years", sb.depreciation_years, "in_num"),
            ("residual", "fleet_sb_residual", sb.residual_fraction, "in_pct"),
            ("power", "fleet_sb_w", sb.power_w_per_gpu, "in_num"),
            ("pue", "fleet_sb_pue", sb.pue, "in_num"),
            ("electricity", "fleet_sb_kwh", sb.electricity_per_kwh, "in_money"),
        ):
            put(key, name, value, None, fmt)
        per_rack = sb.hosting_basis == HostingBasis.PER_RACK_YEAR
        put(
            "hosting_rack" if per_rack else "hosting_kw",
            "fleet_sb_host_rate",
            sb.hosting_rate,
            None,
            "in_money",
        )
        put("servers_per_rack", "fleet_sb_spr", sb.servers_per_rack, None, "in_int")
        put("staff_fte", "fleet_sb_fte", sb.staff_fte, None, "in_num")
        put("staff_cost", "fleet_sb_fte_cost", sb.staff_cost_per_fte_year, None, "in_money")
        put("repairs", "fleet_sb_repairs", sb.repair_fraction_per_year, None, "in_pct")
        put("lead_days", "fleet_sb_lead", sb.lead_time_days, None, "in_num")
        put("credit", "fleet_sb_credit", int(sb.credit_value_at_end), None, "in_int")
        d = w.r.details[w.r.row(FleetStrategy.SELF_BUILT)]
        hosting = (
            "=ROUNDUP(ROUNDUP(fleet_sb_gpus/fleet_sb_gps,0)/fleet_sb_spr,0)*fleet_sb_host_rate/12"
            if per_rack
            else "=fleet_sb_gpus*fleet_sb_w/1000*fleet_sb_host_rate"
        )
        fallback = (
            "=fleet_spot_price*(1+fleet_spot_ovh)" if sb.fallback == Fallback.SPOT else "=fleet_od"
        )
        for key, name, formula, value, fmt in (
            (
                "capex",
                "fleet_sb_capex",
                "=fleet_sb_gpus*(1+fleet_sb_spares)*(fleet_sb_capex_gpu+fleet_sb_net_gpu)"
                if sb.spares_on_network
                else "=fleet_sb_gpus*((1+fleet_sb_spares)*fleet_sb_capex_gpu+fleet_sb_net_gpu)",
                s.capex,
                "money",
            ),
            (
                "dep_month",
                "fleet_sb_dep",
                "=fleet_sb_capex*(1-fleet_sb_residual)/(fleet_sb_years*12)",
                s.depreciation_per_month,
                "money",
            ),
            ("hosting_month", "fleet_sb_host", hosting, d["hosting_per_month"], "money"),
            (
                "staff_month",
                "fleet_sb_staff",
                "=fleet_sb_fte*fleet_sb_fte_cost/12",
                d["staff_per_month"],
                "money",
            ),
            (
                "repairs_month",
                "fleet_sb_rep",
                "=fleet_sb_capex*fleet_sb_repairs/12",
                d["repairs_per_month"],
                "money",
            ),
            (
                "fixed_month",
                "fleet_sb_fixed",
                "=fleet_sb_dep+fleet_sb_host+fleet_sb_staff+fleet_sb_rep",
                s.fixed_per_month,
                "money",
            ),
            (
                "variable",
                "fleet_sb_var",
                "=fleet_sb_w/1000*fleet_sb_pue*fleet_sb_kwh",
                s.variable_per_gpu_hour,
                "money",
            ),
            (
                "capacity",
                "fleet_sb_cap",
                "=fleet_sb_gpus*fleet_h",
                s.capacity_gpu_hours_per_month,
                "num",
            ),
            ("fallback_rate", "fleet_sb_fb", fallback, float(_fallback_rate(fl)), "money"),
        ):
            put(key, name, formula, value, fmt)
        if sb.resale_fraction is not None:
            put("resale", "fleet_sb_resale", sb.resale_fraction, None, "in_pct")
        if sb.financing is not None:
            f, loan = sb.financing, schedule(s.capex, sb.financing)
            for key, name, value, fmt in (
                ("loan_down", "fleet_sb_loan_down", f.down_payment_fraction, "in_pct"),
                ("loan_rate", "fleet_sb_loan_rate", f.annual_rate, "in_pct"),
                ("loan_term", "fleet_sb_loan_term", f.term_months, "in_int"),
                ("loan_balloon", "fleet_sb_loan_balloon", f.balloon_fraction, "in_pct"),
                ("loan_advance", "fleet_sb_loan_adv", int(f.in_advance), "in_int"),
            ):
                put(key, name, value, None, fmt)
            put(
                "loan_down_paid",
                "fleet_sb_down",
                "=fleet_sb_capex*fleet_sb_loan_down",
                loan.down_payment,
                "money",
            )
            put(
                "loan_balloon_paid",
                "fleet_sb_balloon",
                "=fleet_sb_capex*fleet_sb_loan_balloon",
                loan.balloon,
                "money",
            )
            pmt = (
                "=-PMT(fleet_sb_loan_rate/12,fleet_sb_loan_term,fleet_sb_capex-fleet_sb_down,"
                "-fleet_sb_balloon,fleet_sb_loan_adv)"
            )
            put("loan_payment", "fleet_sb_pay", pmt, loan.payment, "money")
    if fl.hybrid:
        section("sec.hybrid")
        put("base_percentile", "fleet_hy_pct", fl.hybrid.base_percentile, None, "in_num")
        put("spot_share", "fleet_hy_share", fl.hybrid.spot_share, None, "in_pct")
    return row


def _fallback_rate(fl: FleetPlan) -> float:
    sb = fl.self_built
    if sb is not None and sb.fallback == Fallback.SPOT and fl.spot is not None:
        return fl.spot.price_per_gpu_hour * (1 + fl.spot.interruption_overhead)
    return fl.on_demand.price_per_gpu_hour


def _end_formula(w: _Writer, t: MonthTable, s: FleetStrategy) -> str | float:
    """What is owed (+) or recovered (−) at the end of the horizon, as a formula."""
    r, last, fl = w.r, t.months - 1, w.fleet
    tail = int(r.details[r.row(s)].get("owed_months_after_horizon", 0))
    if s == FleetStrategy.RESERVED:
        return f"={t.at(t.cols['res_gpus'], last)}*fleet_res_price*{tail}"
    if s == FleetStrategy.HYBRID:
        return f"={t.at(t.cols['hy_base'], last)}*fleet_res_price*{tail}"
    if s == FleetStrategy.LEASE:
        boxes = t.at(t.cols["machines"], last)
        refund = f"IF(fleet_lease_refund=1,{boxes}*fleet_lease_dep,0)"
        residual = fl.lease.residual_per_machine if fl.lease else 0.0
        return f"={boxes}*fleet_lease_price*{tail}-{refund}+{boxes}*{residual!r}"
    if s == FleetStrategy.SELF_BUILT:
        served = f"MIN(SUM({t.span(t.cols['running'])}),fleet_sb_years*12)"
        sb = fl.self_built
        value = f"fleet_sb_capex-fleet_sb_dep*{served}"
        if sb is not None and sb.resale_fraction is not None:
            value = "fleet_sb_capex*fleet_sb_resale"
        credit = f"=-IF(fleet_sb_credit=1,{value},0)"
        if sb is not None and sb.financing is not None and tail > 0:
            credit += f"+fleet_sb_pay*{tail}+fleet_sb_balloon"
        return credit
    return 0.0


def _owed(t: MonthTable, s: FleetStrategy) -> str | None:
    """The sum owed after the horizon (the last contract's remaining months), or None."""
    last = t.months - 1
    if s == FleetStrategy.RESERVED:
        return f"{t.at(t.cols['res_gpus'], last)}*fleet_res_price"
    if s == FleetStrategy.HYBRID:
        return f"{t.at(t.cols['hy_base'], last)}*fleet_res_price"
    if s == FleetStrategy.LEASE:
        return f"{t.at(t.cols['machines'], last)}*fleet_lease_price"
    if s == FleetStrategy.SELF_BUILT:
        return "fleet_sb_pay"
    return None


def _present_formula(
    w: _Writer, t: MonthTable, s: FleetStrategy, cost: str, disc: str, end: str
) -> str:
    """SUMPRODUCT of the months' cash and factors; capex at order (undiscounted when flows
    are in arrears); the end flow at the horizon's end, or its owed months one by one
    (core: ``fleet.present_costs``)."""
    fl, r = w.fleet, w.r
    d = fl.discounting
    formula = f"=SUMPRODUCT({cost},{disc})"
    if s == FleetStrategy.SELF_BUILT and d.timing is Timing.END:
        formula += f"+fleet_sb_capex*(1-{t.at(t.cols['disc'], 0)})"
    tail = int(r.details[r.row(s)].get("owed_months_after_horizon", 0))
    per_month = _owed(t, s)
    if d.owed_after_horizon is OwedDiscounting.MONTHLY and tail > 0 and per_month is not None:
        lag = 1 if d.timing is Timing.END else 0
        months = range(fl.horizon_months + 1, fl.horizon_months + tail + 1)
        if d.period is Period.ANNUAL:
            terms = [f"(1+fleet_ra)^-({-(-m // 12) - 1 + lag})" for m in months]
        else:
            terms = [f"(1+fleet_rm)^-{m - 1 + lag}" for m in months]
        owed = f"{per_month}*{tail}"
        return formula + f"+({end}-{owed})*fleet_enddisc+{per_month}*({'+'.join(terms)})"
    return formula + f"+{end}*fleet_enddisc"


def _write_summary(w: _Writer, row: int, t: MonthTable) -> None:
    r, ws, lang = w.r, w.ws, w.lang
    ws.write_string(row, 0, label("sec.summary", lang), w.f["section"])
    keys = ("col.strategy", "col.cash", "col.end", "col.total", "col.present", "col.per_hour")
    for col, key in enumerate(keys):
        ws.write_string(row + 1, col, label(key, lang), w.f["header"])
    demand = f"SUM({t.span(t.cols['demand'])})"
    disc = t.span(t.cols["disc"])
    for k, s in enumerate(r.strategies):
        i, line = r.row(s), row + 2 + k
        t.summary_rows[s] = line
        cost = t.span(t.cost[s])
        ws.write_string(line, 0, strategy_name(s, lang))
        cash = float(r.monthly[i].sum())
        w.cell(line, 1, f"=SUM({cost})", cash, "money")
        w.cell(line, 2, _end_formula(w, t, s), float(r.end_flow[i]), "money")
        w.cell(line, 3, f"=B{line + 1}+C{line + 1}", float(r.total[i]), "money")
        present = _present_formula(w, t, s, cost, disc, f"C{line + 1}")
        w.cell(line, 4, present, float(r.present_cost[i]), "money")
        per = float(r.cost_per_useful_gpu_hour[i])
        per_value: Any = per if per == per else "—"  # NaN when there is no demand
        w.cell(line, 5, f'=IF({demand}=0,"—",D{line + 1}/{demand})', per_value, "money")


def _write_compare(w: _Writer, row: int, t: MonthTable) -> None:
    r, ws, lang, sb = w.r, w.ws, w.lang, w.r.self_built
    assert sb is not None
    none = label("none", lang)
    ws.write_string(row, 0, label("sec.compare", lang), w.f["section"])
    keys = ("col.against", "col.break_even", "col.npv", "col.utilization", "col.actual")
    for col, key in enumerate(keys):
        ws.write_string(row + 1, col, label(key, lang), w.f["header"])
    own = t.summary_rows[FleetStrategy.SELF_BUILT] + 1
    demand = t.span(t.cols["demand"])
    line = row + 2
    for s in r.strategies:
        if s == FleetStrategy.SELF_BUILT:
            continue
        c = sb.against(s)
        other = t.summary_rows[s] + 1
        flags = t.span(t.flag[s])
        ws.write_string(line, 0, strategy_name(s, lang))
        month: Any = c.break_even_month if c.break_even_month is not None else none
        w.cell(line, 1, f'=IF(MIN({flags})={NOT_YET},"{none}",MIN({flags}))', month, "int")
        w.cell(line, 2, f"=E{other}-E{own}", c.npv, "money")
        util: Any = c.break_even_utilization if c.break_even_utilization is not None else none
        margin = f"(F{other}-fleet_sb_var)"
        formula = (
            f'=IFERROR(IF({margin}<=0,"{none}",fleet_sb_fixed/(fleet_sb_cap*{margin})),"{none}")'
        )
        w.cell(line, 3, formula, util, "pct")
        w.cell(line, 4, f"=AVERAGE({demand})/fleet_sb_cap", sb.utilization, "pct")
        line += 1
