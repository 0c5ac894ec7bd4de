"""The Fleet sheet of the Excel export: inputs, a month table and totals as live formulas.

Every money figure is a formula over the input cells (named ``fleet_*``), with the value
gpuplanner computed cached beside it, so a viewer that does not recalculate shows the same
numbers and one that does (Excel, LibreOffice) lets finance change a price and see totals
move. The layout (months, contract terms, hosting basis, fallback) is fixed at export.
Text the user typed (GPU name, notes) is written as text, never as a formula.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from xlsxwriter.utility import xl_col_to_name
from xlsxwriter.workbook import Workbook
from xlsxwriter.worksheet import Worksheet

from gpuplanner.core.financing import schedule
from gpuplanner.core.fleet.adjust import (
    HARDWARE,
    SERVICES,
    adjustment,
    net_fleet,
)
from gpuplanner.core.fleet.cash_flow import cash_flows
from gpuplanner.core.fleet.discount import (
    Discounting,
    OwedDiscounting,
    Period,
    RateType,
    Timing,
    annual_rate,
)
from gpuplanner.core.fleet.plan import (
    Fallback,
    FleetPlan,
    FleetSelfBuilt,
    FleetStrategy,
    HostingBasis,
    SizeTo,
)
from gpuplanner.core.fleet.result import FleetResult
from gpuplanner.core.tax import TaxSettings
from gpuplanner.io import messages
from gpuplanner.io.excel.fleet_checks import write_checks
from gpuplanner.io.excel.fleet_energy import write_energy
from gpuplanner.io.excel.fleet_labels import label
from gpuplanner.io.excel.fleet_months import TAX_NAMES, MonthTable, write_months
from gpuplanner.io.excel.fleet_writer import PRICE_CELLS, FleetWriter, Names, fleet_formats
from gpuplanner.io.fleet.wording import describe_fleet_notice, strategy_key, strategy_name

if TYPE_CHECKING:
    from gpuplanner.io.excel.context import ExportContext

SUMMARY_ROW = 4  # the "Totals over the horizon" section; its strategies from two rows on


def present_cell(sheet: str, result: FleetResult, strategy: FleetStrategy) -> str:
    """The Fleet sheet's present-cost cell of ``strategy`` (the Summary sheet reads it)."""
    row = SUMMARY_ROW + 2 + result.strategies.index(strategy) + 1
    quoted = sheet.replace("'", "''")
    return f"'{quoted}'!$E${row}"


def write_fleet_sheet(
    workbook: Workbook,
    fleet: FleetPlan,
    currency: str,
    result: FleetResult,
    sheet_name: str | None = None,
    lang: str = "en",
    worksheet: Worksheet | None = None,
    tax: TaxSettings | None = None,
    tax_names: bool = False,
    wacc_name: bool = False,
    checks: Worksheet | None = None,
) -> Worksheet:
    """Fill ``worksheet`` (or a new sheet added to ``workbook``) with ``result``, the result
    of ``fleet`` under ``tax`` (the plan's), and return it. ``tax_names``: the workbook's
    Assumptions sheet names the tax rates, and the sheet's rates are formulas over them;
    ``wacc_name``: it names the plan's WACC, which the discount rate then reads.
    ``checks``: a sheet to fill with the cross-checks (io/excel/fleet_checks.py)."""
    r = result
    ws = worksheet or workbook.add_worksheet(sheet_name or messages.text("xl.sheet.fleet", lang))
    w = FleetWriter(workbook, ws, fleet, r, lang, tax)
    w.tax_names = tax_names
    w.wacc_name = wacc_name
    w.f = fleet_formats(workbook, currency)
    ws.set_column(0, 0, 62)  # the longest label (the book-value credit) in one line
    ws.set_column(1, 6 + len(_adjustment_columns(w)), 16)
    ws.write_string(0, 0, label("title", lang), w.f["title"])
    ws.write_string(1, 0, label("how", lang), w.f["muted"])
    ws.write_string(2, 0, label("gpu", lang))
    if fleet.gpu_name:
        ws.write_string(2, 1, fleet.gpu_name)
    strategies = r.strategies
    n_rented = len(strategies) - 1 if r.self_built else 0
    summary_row = SUMMARY_ROW
    compare_row = summary_row + len(strategies) + 3
    verdict_row = compare_row + (n_rented + 3 if r.self_built else 0)
    inputs_row = verdict_row + len(r.verdict) + 2
    row = _write_inputs(w, inputs_row)
    table = write_months(w, row + 2)
    write_energy(w, table.header_row + table.months + 2)
    _write_summary(w, summary_row, table)
    if r.self_built:
        _write_compare(w, compare_row, table)
    ws.write_string(verdict_row, 0, label("sec.verdict", lang), w.f["section"])
    for k, notice in enumerate(r.verdict):
        ws.write_string(verdict_row + 1 + k, 0, describe_fleet_notice(notice, currency, lang))
    if checks is not None:
        write_checks(w, table, checks)
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
    write_fleet_sheet(
        ctx.workbook,
        fleet,
        ctx.plan.currency,
        result,
        lang=lang,
        worksheet=ws,
        tax=ctx.plan.tax,
        tax_names=True,
        wacc_name=ctx.plan.capital.wacc is not None,
        checks=ctx.add_sheet("checks"),
    )


def _write_inputs(w: FleetWriter, row: int) -> int:
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

    def adjusted(block: str, list_price: float) -> None:
        """The block's discount (and its net price) or negotiated price (with its date and
        source), and its markup."""
        nonlocal row
        adj = adjustment(fl, block)
        cell, stem = PRICE_CELLS[block]
        if adj.negotiated_price is not None:
            put("negotiated", f"{stem}_net", adj.negotiated_price, None, "in_money")
            for key, text in (
                (
                    "negotiated_as_of",
                    adj.negotiated_as_of.isoformat() if adj.negotiated_as_of else "",
                ),
                ("negotiated_source", adj.negotiated_source),
            ):
                if text:  # what the user typed, written as text (never a formula)
                    ws.write_string(row, 0, label(key, w.lang))
                    ws.write_string(row, 1, text)
                    row += 1
        elif adj.discount_percent > 0:
            put("discount", f"{stem}_disc", adj.discount_percent / 100, None, "in_pct")
            net = adj.net_price(list_price)
            put("net_price", f"{stem}_net", f"={cell}*(1-{stem}_disc)", net, "money")
        if adj.markup_percent > 0:
            put("markup", f"{stem}_mk", adj.markup_percent / 100, None, "in_pct")

    section("sec.general")
    # The horizon is the month table's length: a named figure formulas read, not an input.
    put("horizon", "fleet_months", fl.horizon_months, None, "int")
    put("hours_per_month", "fleet_h", fl.hours_per_month, None, "in_num")
    if w.wacc_name:  # one rate for the job and the fleet: the plan's WACC (Assumptions)
        put("discount_rate", "fleet_rate", "=wacc", fl.discount_rate, "pct")
    else:
        put("discount_rate", "fleet_rate", fl.discount_rate, None, "in_pct")
    rm = "=fleet_rate/12" if nominal else "=(1+fleet_rate)^(1/12)-1"
    put("monthly_rate", "fleet_rm", rm, rate, "pct")
    end = w.r.end_discount
    if conv.period is Period.ANNUAL:
        ra = "=(1+fleet_rate/12)^12-1" if nominal else "=fleet_rate"
        put("annual_rate", "fleet_ra", ra, annual_rate(fl.discount_rate, conv.rate_type), "pct")
        put("end_discount", "fleet_enddisc", "=(1+fleet_ra)^-(fleet_months/12)", end, "num")
    else:
        put("end_discount", "fleet_enddisc", "=(1+fleet_rm)^-fleet_months", end, "num")
    # Float-noise tolerances (the core's): a whole unit counts only above x − fleet_eps, and
    # cumulative cash within fleet_eps_cash has caught up.
    put("eps_units", "fleet_eps", 1e-9, None, "g")
    put("eps_cash", "fleet_eps_cash", 1e-6, None, "g")
    section("sec.on_demand")
    put("price_gpu_hour", "fleet_od", fl.on_demand.price_per_gpu_hour, None, "in_money")
    adjusted("on_demand", fl.on_demand.price_per_gpu_hour)
    if fl.reserved:
        res = fl.reserved
        section("sec.reserved")
        put("price_gpu_month", "fleet_res_price", res.price_per_gpu_month, None, "in_money")
        adjusted("reserved", res.price_per_gpu_month)
        # The term shapes the month table's contracts: a figure formulas read, not an input.
        put("term", "fleet_res_term", res.term_months, None, "int")
        pct = 100.0 if res.size_to == SizeTo.PEAK else res.percentile
        put("percentile", "fleet_res_pct", pct, None, "in_num")
    if fl.spot:
        section("sec.spot")
        put("price_gpu_hour", "fleet_spot_price", fl.spot.price_per_gpu_hour, None, "in_money")
        adjusted("spot", fl.spot.price_per_gpu_hour)
        put("overhead", "fleet_spot_ovh", fl.spot.interruption_overhead, None, "in_pct")
    if fl.lease:
        le = fl.lease
        section("sec.lease")
        put(
            "price_machine_month", "fleet_lease_price", le.price_per_machine_month, None, "in_money"
        )
        adjusted("lease", le.price_per_machine_month)
        put("gpus_per_machine", "fleet_lease_gpm", le.gpus_per_machine, None, "in_int")
        put("term", "fleet_lease_term", le.minimum_months, None, "int")
        put("deposit", "fleet_lease_dep", le.deposit_per_machine, None, "in_money")
        put("refundable", "fleet_lease_refund", int(le.deposit_refundable), None, "in_int")
        pct = 100.0 if le.size_to == SizeTo.PEAK else le.percentile
        put("percentile", "fleet_lease_pct", pct, None, "in_num")
        put("lease_residual", "fleet_lease_residual", le.residual_per_machine, None, "in_money")
        put("lease_buyout", "fleet_lease_buyout", le.buyout_per_machine, None, "in_money")
        put("lease_exercise", "fleet_lease_exercise", int(le.exercise_buyout), None, "in_int")
    if sb and w.r.self_built:
        s = w.r.self_built
        section("sec.self_built")
        for key, name, value, fmt in (
            ("gpus", "fleet_sb_gpus", s.gpus, "in_int"),
            ("gpus_per_server", "fleet_sb_gps", sb.gpus_per_server, "in_int"),
            ("capex_per_gpu", "fleet_sb_capex_gpu", sb.capex_per_gpu, "in_money"),
            ("network_per_gpu", "fleet_sb_net_gpu", sb.network_per_gpu, "in_money"),
            ("spares", "fleet_sb_spares", sb.spares_fraction, "in_pct"),
            ("card_share", "fleet_sb_card", sb.card_share, "in_pct"),
            ("dep_years", "fleet_sb_years", sb.depreciation_years, "in_num"),
            ("residual", "fleet_sb_residual", sb.residual_fraction, "in_pct"),
            ("power", "fleet_sb_w", sb.power_w_per_gpu, "in_num"),
            ("pue", "fleet_sb_pue", sb.pue, "in_num"),
            ("electricity", "fleet_sb_kwh", sb.electricity_per_kwh, "in_money"),
        ):
            put(key, name, value, None, fmt)
        adjusted("self_built", sb.capex_per_gpu)
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
        put("credit", "fleet_sb_book", int(sb.credit_book_value), None, "in_int")
        if sb.resale_fraction is None:  # blank: no market resale value typed
            ws.write_string(row, 0, label("resale", w.lang))
            ws.write_blank(row, 1, None, w.f["in_pct"])
            w.wb.define_name(f"'{w.sheet}'!fleet_sb_resale", f"='{w.sheet}'!$B${row + 1}")
            row += 1
        else:
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
        # The inputs end here; what follows is calculated from them (FAST: inputs apart).
        ws.write_string(row, 0, label("sec.calc", w.lang), w.f["muted"])
        row += 1
        d = w.r.details[w.r.row(FleetStrategy.SELF_BUILT)]
        hosting = (
            "=ROUNDUP(ROUNDUP(fleet_sb_gpus/fleet_sb_gps,0)/fleet_sb_spr,0)*fleet_sb_host_rate/12"
            if per_rack
            else "=fleet_sb_gpus*fleet_sb_w/1000*fleet_sb_host_rate"
        )
        net_names = w.names(False)
        fallback = "=" + (net_names.spot_rate if sb.fallback == Fallback.SPOT else net_names.od)
        capex_gpu = w.price("self_built")
        for key, name, formula, value, fmt in (
            (
                "capex",
                "fleet_sb_capex",
                _capex_formula(sb, capex_gpu),
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
            ("fallback_rate", "fleet_sb_fb", fallback, _fallback_rate(net_fleet(fl)), "money"),
        ):
            put(key, name, formula, value, fmt)
        _break_even_cells(w, put, d)
        if sb.financing is not None:
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
            tail = int(d.get("owed_months_after_horizon", 0))
            put(
                "loan_tail", "fleet_sb_tail", "=MAX(0,fleet_sb_loan_term-fleet_months)", tail, "int"
            )
            put(
                "loan_owed",
                "fleet_sb_owed",
                _owed_principal(w.names(False)),
                d.get("owed_after_horizon", 0.0),
                "money",
            )
        _list_cells(w, put)
    if fl.hybrid:
        section("sec.hybrid")
        put("base_percentile", "fleet_hy_pct", fl.hybrid.base_percentile, None, "in_num")
        put("spot_share", "fleet_hy_share", fl.hybrid.spot_share, None, "in_pct")
    tax = w.tax
    if tax.enabled:  # the plan's tax: the Assumptions sheet's rates, or typed here
        section("sec.tax")
        rates = (
            ("tax_services", "fleet_tax_s", "tax_services_rate_percent/100", tax.services_rate),
            ("tax_hardware", "fleet_tax_h", "tax_hardware_rate_percent/100", tax.hardware_rate),
            ("tax_recoverable", "fleet_tax_rec", "IF(tax_recoverable,1,0)", int(tax.recoverable)),
        )
        for key, name, formula, value in rates:
            if w.tax_names:
                put(key, name, "=" + formula, value, "int" if key == "tax_recoverable" else "pct")
            else:
                put(key, name, value, None, "in_int" if key == "tax_recoverable" else "in_pct")
    return row


def _capex_formula(sb: FleetSelfBuilt, capex_gpu: str) -> str:
    """The cluster's capex over the named cells (core: fleet/costs.self_built): the working
    GPUs' capex and network, plus spare cards at the card share of ``capex_gpu`` (and of the
    network share under the old convention, ``spares_on_network``)."""
    net = "(1+fleet_sb_spares)*fleet_sb_net_gpu" if sb.spares_on_network else "fleet_sb_net_gpu"
    return f"=fleet_sb_gpus*((1+fleet_sb_spares*fleet_sb_card)*{capex_gpu}+{net})"


def _list_cells(w: FleetWriter, put: Any) -> None:
    """The self-built figures at the list capex per GPU (the discount line's other side),
    when the capex or the fallback price is discounted."""
    fl, sb = w.fleet, w.fleet.self_built
    assert sb is not None
    at_list = evaluate_list(fl)
    if adjustment(fl, "self_built").changes_price:
        capex = _capex_formula(sb, "fleet_sb_capex_gpu")
        d = at_list["details"]
        rows = [
            ("capex_list", "fleet_sb_capex_L", capex, d["capex"]),
            (
                "dep_list",
                "fleet_sb_dep_L",
                "=fleet_sb_capex_L*(1-fleet_sb_residual)/(fleet_sb_years*12)",
                d["depreciation_per_month"],
            ),
            (
                "rep_list",
                "fleet_sb_rep_L",
                "=fleet_sb_capex_L*fleet_sb_repairs/12",
                d["repairs_per_month"],
            ),
        ]
        if sb.financing is not None:
            loan = schedule(d["capex"], sb.financing)
            pmt = (
                "=-PMT(fleet_sb_loan_rate/12,fleet_sb_loan_term,fleet_sb_capex_L-fleet_sb_down_L,"
                "-fleet_sb_balloon_L,fleet_sb_loan_adv)"
            )
            rows += [
                (
                    "down_list",
                    "fleet_sb_down_L",
                    "=fleet_sb_capex_L*fleet_sb_loan_down",
                    loan.down_payment,
                ),
                (
                    "balloon_list",
                    "fleet_sb_balloon_L",
                    "=fleet_sb_capex_L*fleet_sb_loan_balloon",
                    loan.balloon,
                ),
                ("pay_list", "fleet_sb_pay_L", pmt, loan.payment),
            ]
        for key, name, formula, value in rows:
            put(key, name, formula, value, "money")
    fb = "spot" if sb.fallback == Fallback.SPOT else "on_demand"
    if adjustment(fl, fb).changes_price:
        names = w.names(True)
        rate = names.spot_rate if fb == "spot" else names.od
        put("fallback_list", "fleet_sb_fb_L", "=" + rate, _fallback_rate(fl), "money")


def evaluate_list(fl: FleetPlan) -> dict[str, Any]:
    """The self-built strategy's details at the list prices (for the list cells' caches)."""
    from gpuplanner.core.fleet.costs import self_built
    from gpuplanner.core.fleet.demand import demand_months

    at_list = self_built(fl, demand_months(fl.demand, fl.horizon_months))
    return {"details": at_list.details}


def _break_even_cells(w: FleetWriter, put: Any, d: dict[str, float]) -> None:
    """The fixed month and the power per GPU-hour with the markup and the tax in the cost,
    as the break-even utilization compares them (core/fleet/adjust.py)."""
    if "break_even_fixed_per_month" not in d:
        return
    mk = w.markup_name("self_built")

    def up(cls: str | None) -> str:
        """ "*(1+markup+tax)" of the cost class, or "" when neither applies."""
        parts = [mk] if mk else []
        if cls and w.tax.enabled:
            parts.append(f"IF(fleet_tax_rec=1,0,fleet_tax_{cls})")
        return f"*(1+{'+'.join(parts)})" if parts else ""

    fixed = f"=(fleet_sb_dep+fleet_sb_rep){up('h')}+fleet_sb_host{up('s')}+fleet_sb_staff{up(None)}"
    put("fixed_be", "fleet_sb_fixed_be", fixed, d["break_even_fixed_per_month"], "money")
    var = f"=fleet_sb_var{up('h')}"
    put("variable_be", "fleet_sb_var_be", var, d["break_even_variable_per_gpu_hour"], "money")


def _fallback_rate(fl: FleetPlan) -> float:
    sb = fl.self_built
    if sb is not None and sb.fallback == Fallback.SPOT and fl.spot is not None:
        return fl.spot.price_per_gpu_hour * (1 + fl.spot.interruption_overhead)
    return fl.on_demand.price_per_gpu_hour


def _end_formula(
    w: FleetWriter, t: MonthTable, s: FleetStrategy, listed: bool = False, adjusted: bool = True
) -> str | float:
    """What is owed (+) or recovered (−) at the end of the horizon, as a formula: at the net
    prices with the markup and the tax on what is spent then (``adjusted``), or at the list
    prices (``listed``)."""
    last, fl = t.months - 1, w.fleet
    n = w.names(listed)
    spent = _end_spent(w, t, s, n)
    if s in (FleetStrategy.RESERVED, FleetStrategy.HYBRID, FleetStrategy.LEASE):
        formula = f"={spent}"
        if s == FleetStrategy.LEASE:
            boxes = t.at(t.cols["machines"], last)
            formula += f"-IF(fleet_lease_refund=1,{boxes}*fleet_lease_dep,0)"
        on_top = _end_on_top(w, s) if adjusted and not listed else ""
        return formula + (f"+({spent})*({on_top})" if on_top else "")
    if s == FleetStrategy.SELF_BUILT:
        served = f"MIN(SUM({t.span(t.cols['running'])}),fleet_sb_years*12)"
        sb = fl.self_built
        book = f"{n.sb_capex}-{n.sb_dep}*{served}"
        # A typed market resale value, else the book value where the plan credits it.
        credit = (
            f"=-IF(ISBLANK(fleet_sb_resale),IF(fleet_sb_book=1,{book},0),"
            f"{n.sb_capex}*fleet_sb_resale)"
        )
        if sb is not None and sb.financing is not None:
            credit += f"+{_owed_principal(n)}"  # the principal still owed at the horizon
        return credit
    return 0.0


def _owed_principal(n: Names) -> str:
    """The loan's principal balance at the horizon (core: fleet/costs._financing_flows): the
    payments and balloon still due, at the loan's rate, in advance or arrears — 0 when the
    term ends within the horizon; read from the term cell."""
    return (
        f"IF(fleet_sb_tail>0,PV(fleet_sb_loan_rate/12,fleet_sb_tail,-{n.sb_pay},"
        f"-{n.sb_balloon},fleet_sb_loan_adv),0)"
    )


def _end_spent(w: FleetWriter, t: MonthTable, s: FleetStrategy, n: Names) -> str:
    """The spending at the horizon's end on the strategy's block: the months left on the
    last contract, and a lease's residual / buy-out."""
    last = t.months - 1
    if s == FleetStrategy.RESERVED:
        return f"{t.at(t.cols['res_gpus'], last)}*{n.res}*{_tail(s)}"
    if s == FleetStrategy.HYBRID:
        return f"{t.at(t.cols['hy_base'], last)}*{n.res}*{_tail(s)}"
    if s == FleetStrategy.LEASE:
        boxes = t.at(t.cols["machines"], last)
        buyout = f"IF(fleet_lease_exercise=1,{boxes}*fleet_lease_buyout,0)"
        return f"{boxes}*{n.lease}*{_tail(s)}+{boxes}*fleet_lease_residual+{buyout}"
    return "0"


def _tail(s: FleetStrategy) -> str:
    """The months of the last contract past the horizon (core: costs.owed_after_horizon)."""
    term = "fleet_lease_term" if s == FleetStrategy.LEASE else "fleet_res_term"
    return f"MOD(-fleet_months,{term})"


def _end_on_top(w: FleetWriter, s: FleetStrategy) -> str:
    """The markup and the tax (in the cost) on the end's spending, as a rate; "" if none."""
    block, cls = ("lease", HARDWARE) if s == FleetStrategy.LEASE else ("reserved", SERVICES)
    parts = [w.markup_name(block) or ""]
    if w.tax.enabled:
        parts.append(f"IF(fleet_tax_rec=1,0,{TAX_NAMES[cls]})")
    return "+".join(p for p in parts if p)


def _owed(w: FleetWriter, t: MonthTable, s: FleetStrategy) -> str | None:
    """The sum owed after the horizon a month (the last contract's), or None."""
    last, n = t.months - 1, w.names(False)
    if s == FleetStrategy.RESERVED:
        return f"{t.at(t.cols['res_gpus'], last)}*{n.res}"
    if s == FleetStrategy.HYBRID:
        return f"{t.at(t.cols['hy_base'], last)}*{n.res}"
    if s == FleetStrategy.LEASE:
        return f"{t.at(t.cols['machines'], last)}*{n.lease}"
    if s == FleetStrategy.SELF_BUILT:
        return n.sb_pay
    return None


def _present_formula(
    w: FleetWriter, t: MonthTable, s: FleetStrategy, cost: str, disc: str, end: str
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
    per_month = _owed(w, t, s)
    monthly = d.owed_after_horizon is OwedDiscounting.MONTHLY
    financed = fl.self_built is not None and fl.self_built.financing is not None
    if monthly and s == FleetStrategy.SELF_BUILT and financed and per_month is not None:
        # A loan left running: its payments as they fall due, over the term cell's months
        # past the horizon, and its balloon at the end, instead of the principal owed then.
        factors = _owed_factors(d, "fleet_sb_tail")
        balloon = f"IF(fleet_sb_tail>0,{w.names(False).sb_balloon},0)"
        return formula + f"+({end}-fleet_sb_owed+{balloon})*fleet_enddisc+{per_month}*({factors})"
    if monthly and tail > 0 and per_month is not None:
        owed = f"{per_month}*{_tail(s)}"
        factors = _owed_factors(d, _tail(s))
        return formula + f"+({end}-{owed})*fleet_enddisc+{per_month}*({factors})"
    return formula + f"+{end}*fleet_enddisc"


def _owed_factors(d: Discounting, tail: str) -> str:
    """Σ of the discount factors of the ``tail`` months after the horizon (core:
    fleet_discount.owed_factor × tail), as a formula over ``fleet_months`` and ``tail``.

    Monthly: (1 + r_m)^−(H + lag) × PV(r_m, n, −1, 0, 1) (an annuity due of n ones). Annual:
    the months left in the horizon's last year at its factor, then whole years of 12 months
    (12 × an annuity due of years) and the rest at the next year's factor."""
    lag = "+1" if d.timing is Timing.END else ""
    if d.period is not Period.ANNUAL:
        return f"(1+fleet_rm)^-(fleet_months{lag})*PV(fleet_rm,{tail},-1,0,1)"
    first = f"MIN({tail},MOD(-fleet_months,12))"  # months to the end of the current year
    rest = f"({tail}-{first})"
    year = f"CEILING(fleet_months/12,1){lag}"  # the exponent of the first whole year after
    return (
        f"{first}*(1+fleet_ra)^-(CEILING((fleet_months+1)/12,1)-1{lag})"
        f"+12*PV(fleet_ra,INT({rest}/12),-1,0,1)*(1+fleet_ra)^-({year})"
        f"+MOD({rest},12)*(1+fleet_ra)^-({year}+INT({rest}/12))"
    )


def _write_summary(w: FleetWriter, row: int, t: MonthTable) -> None:
    r, ws, lang = w.r, w.ws, w.lang
    ws.write_string(row, 0, label("sec.summary", lang), w.f["section"])
    keys = ("col.strategy", "col.cash", "col.end", "col.total", "col.present", "col.per_hour")
    for col, key in enumerate((*keys, *_adjustment_columns(w), "col.upfront")):
        ws.write_string(row + 1, col, label(key, lang), w.f["header"])
    flows = cash_flows(r)
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
        _adjustment_cells(w, t, s, line, 6)
        upfront = _upfront_formula(w, t, s)
        w.cell(line, 6 + len(_adjustment_columns(w)), upfront, flows[i].upfront, "money")


def _upfront_formula(w: FleetWriter, t: MonthTable, s: FleetStrategy) -> str | float:
    """What is paid at order, before the first month's running costs (core:
    fleet/cash_flow.py): the cluster's capex or the loan's down payment, the first machines'
    deposits; nothing for rented GPU time."""
    n, sb = w.names(False), w.fleet.self_built
    if s == FleetStrategy.SELF_BUILT and sb is not None:
        return "=" + (n.sb_down if sb.financing is not None else n.sb_capex)
    if s == FleetStrategy.LEASE:
        return f"=MAX(0,{t.at(t.cols['machines'], 0)}*fleet_lease_dep)"
    return 0.0


def _adjustment_columns(w: FleetWriter) -> list[str]:
    """The Summary's adjustment columns this plan needs (core/fleet/adjust.py)."""
    keys = ["col.discount"] if w.discounted else []
    keys += ["col.markup"] if any(w.marks(s) for s in w.r.strategies) else []
    if w.tax.enabled:
        keys += ["col.tax_paid", "col.total_without_tax", "col.total_with_tax"]
    return keys


def _adjustment_cells(w: FleetWriter, t: MonthTable, s: FleetStrategy, line: int, col: int) -> None:
    """Discount (net − list, the end included), markup and tax paid over the horizon, and
    the totals without and with tax, as formulas over the month table's columns."""
    r, i = w.r, w.r.row(s)
    keys = _adjustment_columns(w)

    def column_sum(key: str) -> str:
        return f"SUM({t.span(t.cols[key])})" if key in t.cols else "0"

    def bare(formula: str | float) -> str:
        return formula[1:] if isinstance(formula, str) else repr(formula)

    spent = _end_spent(w, t, s, w.names(False))
    block, cls = ("lease", HARDWARE) if s == FleetStrategy.LEASE else ("reserved", SERVICES)
    own_end = s in (FleetStrategy.RESERVED, FleetStrategy.HYBRID, FleetStrategy.LEASE)
    cells: dict[str, tuple[str, float]] = {}
    if "col.discount" in keys:
        net = (
            column_sum(f"net_{s.value}")
            if f"net_{s.value}" in t.cols
            else column_sum(f"cost_{s.value}")
        )
        net_end = bare(_end_formula(w, t, s, adjusted=False))
        list_end = bare(_end_formula(w, t, s, listed=True))
        formula = f"=({net}+{net_end})-({column_sum(f'list_{s.value}')}+{list_end})"
        cells["col.discount"] = (formula, float(r.discount[i]))
    if "col.markup" in keys:
        mk = w.markup_name(block) if own_end else None
        end = f"+({spent})*{mk}" if mk else ""
        cells["col.markup"] = (f"={column_sum(f'mk_{s.value}')}{end}", float(r.markup[i]))
    if w.tax.enabled:
        end = f"+({spent})*{TAX_NAMES[cls]}" if own_end else ""
        paid = f"{column_sum(f'tax_{s.value}')}{end}"
        cells["col.tax_paid"] = (f"={paid}", float(r.tax_paid[i]))
        tax_col = xl_col_to_name(col + keys.index("col.tax_paid"))
        without = f"=D{line + 1}-IF(fleet_tax_rec=1,0,{tax_col}{line + 1})"
        cells["col.total_without_tax"] = (without, float(r.total_without_tax[i]))
        without_col = xl_col_to_name(col + keys.index("col.total_without_tax"))
        with_tax = f"={without_col}{line + 1}+{tax_col}{line + 1}"
        cells["col.total_with_tax"] = (with_tax, float(r.total_with_tax[i]))
    for k, key in enumerate(keys):
        formula, value = cells[key]
        w.cell(line, col + k, formula, value, "money")


def _write_compare(w: FleetWriter, row: int, t: MonthTable) -> None:
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
        w.cell(line, 1, f'=IF(COUNT({flags})=0,"{none}",MIN({flags}))', month, "int")
        w.cell(line, 2, f"=E{other}-E{own}", c.npv, "money")
        util: Any = c.break_even_utilization if c.break_even_utilization is not None else none
        be = (
            "_be"
            if "break_even_fixed_per_month" in r.details[r.row(FleetStrategy.SELF_BUILT)]
            else ""
        )
        margin = f"(F{other}-fleet_sb_var{be})"
        formula = (
            f'=IFERROR(IF({margin}<=0,"{none}",fleet_sb_fixed{be}/(fleet_sb_cap*{margin})),'
            f'"{none}")'
        )
        w.cell(line, 3, formula, util, "pct")
        w.cell(line, 4, f"=AVERAGE({demand})/fleet_sb_cap", sb.utilization, "pct")
        line += 1
