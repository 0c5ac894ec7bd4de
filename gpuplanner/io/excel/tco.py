"""The TCO sheet: a column per platform, each money line a formula over Assumptions names.

Rows run from the GPU count and hours (values computed by gpuplanner, plus setup hours)
through what is billed (hours, months, machines, unit price, or the self-built ownership
lines) to compute, interruptions, fee lines by kind, the plan's trial phase (when it has
one), the total and the cost per billion tokens. Written in two passes around the Fee items
sheet, whose cost cells the fee lines sum.
"""

from __future__ import annotations

import math
from typing import Any

from xlsxwriter.utility import xl_rowcol_to_cell

from gpuplanner.core.bill_lines import LineCode, bill_lines
from gpuplanner.core.bill_types import COMPUTE_CODES
from gpuplanner.core.fees import FeeKind
from gpuplanner.core.platform import Platform
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.result import PlatformResult
from gpuplanner.io import messages
from gpuplanner.io.excel import adjust_formulas as adj
from gpuplanner.io.excel import formulas as fx
from gpuplanner.io.excel.context import ExportContext, platform_prefix
from gpuplanner.io.excel.expr import Expr, max_, num, sum_of
from gpuplanner.io.excel.modes import LineCells, sheet_mode
from gpuplanner.io.excel.notice_text import describe
from gpuplanner.io.excel.tco_baseline import baseline_keys, write_baseline
from gpuplanner.io.report.capital import purchase_tax_paid

FIRST = 2  # first platform column (A: line, B: unit)


# TCO row of each GPU-time bill line; depreciation and a whole purchase share one row, whose
# formula follows the workbook's charge_whole_purchase switch.
_COMPUTE_ROWS: dict[LineCode, str] = {
    code: f"line:{code.value}"
    for code in LineCode
    if code in COMPUTE_CODES  # the GPU-time lines
}
_COMPUTE_ROWS[LineCode.DEPRECIATION] = _COMPUTE_ROWS[LineCode.PURCHASE] = "hardware"
# GPUs held while data moves (core/bill_lines.py ``_transfer_lines``): the GPU time each
# transfer's held hours (Assumptions ``*_hours_held``) add on top of the hours before it.
_TRANSFER_LINES = {LineCode.UPLOAD: "upload_hours_held", LineCode.DOWNLOAD: "download_hours_held"}


# The billing rows in the order they are listed when several modes write them; a mode's
# other rows follow (io/excel/modes: each SheetMode's ``rows``).
_BILLING_ROWS = ("billed_hours", "billed_months", "machines", "unit_price", "capex")


def _unit(t: Any, unit: str, currency: str) -> str:
    """A workbook unit key (``unit.hours``), or the currency per one (``$/unit.per_month``)."""
    return currency + t(unit[2:]) if unit.startswith("$/") else t(unit)


class TcoSheet:
    """Row layout decided from the plan (only the billing rows some platform uses).

    The money rows are the platform's bill (``core.bill_lines``): one row per kind of line,
    each cell a formula over the Assumptions names with the bill line's amount cached, so
    the workbook, the report and the app itemise the same figures.
    """

    def __init__(self, ctx: ExportContext) -> None:
        self.ctx = ctx
        self.ws = ctx.sheets["tco"]
        self.bills = {r.index: bill_lines(ctx.plan, r) for r in ctx.result.platforms}
        # the billing rows the plan's modes write (each SheetMode's ``rows``), with units
        self.units: dict[str, str] = {}
        for p in ctx.plan.platforms:
            self.units.update(sheet_mode(p.pricing).rows)
        owned = any(rules_for(p.pricing).owns_hardware for p in ctx.plan.platforms)
        kinds = {f.kind for p in ctx.plan.platforms for f in p.fees}
        self.kinds = [k for k in FeeKind if k in kinds]
        used = {line.code for lines in self.bills.values() for line in lines}
        lines = [c for c in LineCode if c in used and c in _COMPUTE_ROWS]
        keys = ["mode", "prefix", "gpus", "hours_clean", "hours_expected", "gpu_hours"]
        keys += [k for k in _BILLING_ROWS if k in self.units]
        keys += [k for k in self.units if k not in _BILLING_ROWS]
        keys += list(dict.fromkeys(_COMPUTE_ROWS[c] for c in lines))
        keys += [f"line:{c.value}" for c in _TRANSFER_LINES if c in used]
        keys += ["compute", "gpu_time_expected", "interruption"]
        keys += ["line:discount"] if LineCode.DISCOUNT in used else []
        marked = any(adj.has_markup(p) for p in ctx.plan.platforms)
        keys += [f"fee:{k.value}" for k in self.kinds]
        keys += ["fees_total"]
        keys += ["line:markup"] if marked else []
        keys += ["line:interest"] if LineCode.INTEREST in used else []
        keys += ["line:capital_charge"] if LineCode.CAPITAL_CHARGE in used else []
        keys += ["trial"] if ctx.plan.trial is not None else []
        keys += ["line:tax", "line:tax_recovered"] if ctx.plan.tax.enabled else []
        keys += ["total"]
        # With taxes on, the cost without tax (the total less the net tax) and the cash out
        # with tax (that plus the tax paid), as report --json and the Results tab give them.
        keys += ["total_without_tax", "total_with_tax"] if ctx.plan.tax.enabled else []
        if ctx.plan.tax.enabled and owned:
            keys += ["purchase_tax"]  # the VAT paid at purchase, beside the bill's share
        if ctx.plan.capital.income_tax_rate is not None:  # the after-tax view (core/capital)
            keys += ["depreciation_shield", "interest_shield", "after_tax"]
        keys += ["per_billion"]
        self.comparison, against = baseline_keys(ctx, set(keys))
        keys += against
        keys += ["energy_kwh", "peak_kw", "grid", "tco2"]
        keys += ["note"] if any(r.chosen is None for r in ctx.result.platforms) else []
        self.row = {key: i + 1 for i, key in enumerate(keys)}

    # Pass 1 ------------------------------------------------------------------------------
    def write_costs(self) -> None:
        ctx, ws, t = self.ctx, self.ws, self.ctx.t
        ctx.text(ws, 0, 0, t("tco.line"), ctx.f("header"))
        ctx.text(ws, 0, 1, t("tco.unit"), ctx.f("header"))
        for key, row in self.row.items():
            label, unit = self._label(key)
            style = "total" if key == "total" else "subtotal" if key == "compute" else "bold"
            ctx.text(ws, row, 0, label, ctx.f(style) if key in ("total", "compute") else None)
            if unit:
                ctx.text(ws, row, 1, unit)
        for p, r in zip(ctx.plan.platforms, ctx.result.platforms, strict=True):
            col = FIRST + r.index
            ctx.text(ws, 0, col, p.name, ctx.f("header"))
            ctx.width(ws, col, 16)
            ctx.text(ws, self.row["mode"], col, t.term(f"mode.{p.mode.value}"))
            ctx.text(ws, self.row["prefix"], col, platform_prefix(r.index), ctx.f("muted"))
            if r.chosen is None:
                ctx.text(ws, self.row["gpus"], col, t("infeasible"), ctx.f("bold"))
                if r.reason is not None:
                    ctx.text(
                        ws,
                        self.row["note"],
                        col,
                        describe(r.reason, t, ctx.plan.currency),
                        ctx.f("text"),
                        fit=False,
                    )
                continue
            self._costs(p, r, col)

    def _costs(self, p: Platform, r: PlatformResult, col: int) -> None:
        ctx, ws = self.ctx, self.ws
        c = fx.Inputs(ctx.values, platform_prefix(r.index), p)
        pt = r.chosen_point
        assert pt is not None
        money, hours = ctx.f("formula", "money"), ctx.f("formula", "hours")

        def put(key: str, expr: Expr, fmt=money, cached: float | None = None) -> Expr:
            cell = ctx.formula(ws, self.row[key], col, expr, fmt, cached)
            return cell

        def name(key: str, cell: Expr) -> Expr:
            return ctx.define(f"{c.prefix}_{key}", ws, self.row[key], col, cell.value)

        n = put("gpus", c("gpus"), ctx.f("formula", "int"))
        setup = fx.setup_used(c, ctx.plan.trial is not None)
        clean = name("hours_clean", put("hours_clean", c("train_hours") + setup, hours))
        moved = c("upload_hours_held") + c("download_hours_held")
        expected = c("train_hours_expected") + setup + moved
        expected = name("hours_expected", put("hours_expected", expected, hours, pt.hours))
        gpu_hours = put("gpu_hours", n * expected, ctx.f("formula", "number"), pt.gpu_hours)
        name("gpu_hours", gpu_hours)
        q = p.pricing
        price: Any = fx.unit_price(c)  # None unless the mode writes a unit_price row
        if price is not None:
            price = put("unit_price", price, ctx.f("formula", "rate"))
        cells = LineCells(
            c, n, clean, setup, price, put, ctx.f("formula", "int"), ctx.f("formula", "number")
        )
        exprs = sheet_mode(q).lines(cells)
        amounts = {line.code: line.amount for line in self.bills[r.index]}
        assert set(exprs) <= set(amounts), "the workbook and the bill itemise differently"
        parts = [put(_COMPUTE_ROWS[k], e, money, amounts[k]) for k, e in exprs.items()]
        before, at_before = clean, sum_of(parts)
        for code, held in _TRANSFER_LINES.items():
            if code in amounts:
                before = before + c(held)
                at_after = fx.gpu_time_cost(c, n, before, setup)
                parts.append(put(f"line:{code.value}", at_after - at_before, money, amounts[code]))
                at_before = at_after
        compute = sum_of(parts)
        compute = name(
            "compute", put("compute", compute, ctx.f("subtotal", "money"), pt.compute_cost)
        )
        at_expected = put("gpu_time_expected", fx.gpu_time_cost(c, n, expected, setup))
        interruption = max_(at_expected - compute, 0)
        interruption = put("interruption", interruption, money, pt.interruption_cost)
        interruption = name("interruption", interruption)
        if LineCode.DISCOUNT in amounts:  # net GPU time less the list GPU time
            held_clean = clean + moved
            net = adj.net_gpu_time(c, n, held_clean, expected, setup)
            discount = net - (compute + interruption)
            cell = put("line:discount", discount, money, amounts[LineCode.DISCOUNT])
            ctx.define(f"{c.prefix}_discount", ws, self.row["line:discount"], col, cell.value)

    # Pass 2 ------------------------------------------------------------------------------
    def write_totals(self) -> None:
        ctx, ws = self.ctx, self.ws
        money = ctx.f("formula", "money")
        for p, r in zip(ctx.plan.platforms, ctx.result.platforms, strict=True):
            pt = r.chosen_point
            if pt is None:
                continue
            col, prefix = FIRST + r.index, platform_prefix(r.index)
            for kind in self.kinds:
                items = [
                    ctx.ref(f"{prefix}_fee{j}_cost")
                    for j, fee in enumerate(p.fees, start=1)
                    if fee.kind is kind
                ]
                row = self.row[f"fee:{kind.value}"]
                if items:
                    cached = sum(pt.fee_costs[j] for j, f in enumerate(p.fees) if f.kind is kind)
                    ctx.formula(ws, row, col, sum_of(items), money, cached)
            fees = self._fee_rows_sum(col, pt.fees_cost)
            fees = ctx.formula(ws, self.row["fees_total"], col, fees, money, pt.fees_cost)
            fees = ctx.define(f"{prefix}_fees", ws, self.row["fees_total"], col, fees.value)
            c = fx.Inputs(ctx.values, prefix, p)
            amounts = {line.code: line.amount for line in self.bills[r.index]}
            gpu = adj.gpu_time_after_discount(c)
            total = gpu + fees
            if adj.has_markup(p):
                markup = adj.markup(c, gpu, fees)
                cached = amounts.get(LineCode.MARKUP, 0.0)
                total = total + self._put("line:markup", col, markup, cached)
            if LineCode.INTEREST in amounts:
                interest = adj.interest(c, c("gpus"), c("hours_expected"))
                total = total + self._put(
                    "line:interest", col, interest, amounts[LineCode.INTEREST]
                )
            if LineCode.CAPITAL_CHARGE in amounts:  # the plan's WACC on the cash capex
                charge = adj.capital_charge(c, c("gpus"), c("hours_expected"))
                cached = amounts[LineCode.CAPITAL_CHARGE]
                total = total + self._put("line:capital_charge", col, charge, cached)
            trial: Expr = num(0)
            if ctx.plan.trial is not None:
                trial = fx.trial_cost(ctx.values, ctx.plan)
                trial = ctx.formula(ws, self.row["trial"], col, trial, money, pt.trial_cost)
                trial = ctx.define(f"{prefix}_trial", ws, self.row["trial"], col, trial.value)
                total = total + trial
            taxes: tuple[Expr, Expr] | None = None
            if ctx.plan.tax.enabled:
                paid = adj.tax_paid(c, c("gpus"), c("hours_expected"), gpu, fees, trial)
                paid = self._put("line:tax", col, paid, amounts[LineCode.TAX])
                back = adj.tax_recovered(paid, ctx.values)
                cached = amounts.get(LineCode.TAX_RECOVERED, 0.0)
                back = self._put("line:tax_recovered", col, back, cached)
                total, taxes = total + paid + back, (paid, back)
            fmt = ctx.f("total", "money")
            total = ctx.formula(ws, self.row["total"], col, total, fmt, pt.total_cost)
            ctx.define(f"{prefix}_total", ws, self.row["total"], col, total.value)
            if taxes is not None:
                self._tax_totals(prefix, col, total, *taxes, amounts)
                if "purchase_tax" in self.row and rules_for(p.pricing).owns_hardware:
                    self._purchase_tax(c, col, r)
            if ctx.plan.capital.income_tax_rate is not None:
                self._after_tax(prefix, col, total, amounts)
            per_billion = total / (ctx.ref("training_tokens") / 1e9)
            row = self.row["per_billion"]
            ctx.formula(ws, row, col, per_billion, money, pt.cost_per_billion_tokens)
            ctx.define(f"{prefix}_per_billion", ws, row, col, pt.cost_per_billion_tokens)
            self._energy(p, r, col, c)
        if self.comparison is not None:
            write_baseline(ctx, self.row, FIRST, self.comparison)
        ctx.width(ws, 0, 30)
        ctx.finish(ws, header_rows=1, freeze_cols=2)

    def _energy(self, p: Platform, r: PlatformResult, col: int, c: fx.Inputs) -> None:
        """kWh and peak kW over the platform's power cells, the grid intensity and tCO₂: all
        formulas with gpuplanner's figures cached (a GPU without a power figure: blank)."""
        ctx, ws, e = self.ctx, self.ws, r.energy
        if e is None or r.chosen is None:
            return
        i = r.chosen - 1
        kwh, peak = float(e.kwh[i]), float(e.peak_kw[i])
        if not math.isfinite(kwh):
            ctx.number(ws, self.row["energy_kwh"], col, kwh, ctx.f("computed", "number"))
            return  # no power figure for this GPU
        owned = rules_for(p.pricing).owned_power(p.pricing) is not None
        setup = fx.setup_used(c, ctx.plan.trial is not None)
        kwh_f, peak_f = fx.energy(c, c("gpus"), c("hours_expected"), setup, owned)
        fmt = ctx.f("formula", "number")
        ctx.formula(ws, self.row["energy_kwh"], col, kwh_f, fmt, kwh)
        ctx.formula(ws, self.row["peak_kw"], col, peak_f, fmt, peak)
        kwh_cell = ctx.define(f"{c.prefix}_energy_kwh", ws, self.row["energy_kwh"], col, kwh)
        own = p.energy.grid_kg_per_kwh is not None
        grid = c("grid_kg_per_kwh") if own else ctx.ref("grid_kg_per_kwh")
        grid = ctx.formula(ws, self.row["grid"], col, grid, ctx.f("formula", "small"))
        tco2 = kwh_cell * grid / 1000
        cell = ctx.formula(
            ws, self.row["tco2"], col, tco2, ctx.f("formula", "number"), float(e.tco2[i])
        )
        ctx.define(f"{c.prefix}_tco2", ws, self.row["tco2"], col, cell.value)

    def _tax_totals(
        self, prefix: str, col: int, total: Expr, paid: Expr, back: Expr, amounts: dict
    ) -> None:
        """Total without tax = total − (tax paid + recovered); with tax = that + tax paid."""
        ctx, ws = self.ctx, self.ws
        tax_paid = amounts[LineCode.TAX]
        net_tax = tax_paid + amounts.get(LineCode.TAX_RECOVERED, 0.0)
        without = self._put("total_without_tax", col, total - (paid + back), total.value - net_tax)
        without = ctx.define(
            f"{prefix}_total_without_tax", ws, self.row["total_without_tax"], col, without.value
        )
        with_tax = self._put("total_with_tax", col, without + paid, without.value + tax_paid)
        ctx.define(f"{prefix}_total_with_tax", ws, self.row["total_with_tax"], col, with_tax.value)

    def _purchase_tax(self, c: fx.Inputs, col: int, r: PlatformResult) -> None:
        """VAT paid at purchase on the whole cluster: capex at the net price × the hardware
        rate (core: ``vat_basis.purchase_vat``)."""
        net = adj.NetInputs(c) if adj.changes_price(c) else c
        rate = c.plan("tax_hardware_rate_percent") / 100
        paid = purchase_tax_paid(self.ctx.plan, r) or 0.0
        self._put("purchase_tax", col, fx.capex(net, c("gpus")) * rate, paid)

    def _after_tax(self, prefix: str, col: int, total: Expr, amounts: dict) -> None:
        """The after-tax view (core: ``capital.after_tax``): the depreciation and interest tax
        shields, rate × those lines, and total − rate × (total − capital charge)."""
        rate = self.ctx.ref("income_tax_rate")

        def cell(key: str, codes: tuple[LineCode, ...]) -> Expr:
            value = math.fsum(amounts.get(code, 0.0) for code in codes)
            if not any(code in amounts for code in codes):
                return num(0)
            return Expr(xl_rowcol_to_cell(self.row[key], col), value)

        depreciation = cell("hardware", (LineCode.DEPRECIATION, LineCode.PURCHASE))
        interest = cell("line:interest", (LineCode.INTEREST,))
        charge = cell("line:capital_charge", (LineCode.CAPITAL_CHARGE,))
        self._put("depreciation_shield", col, rate * depreciation, rate.value * depreciation.value)
        self._put("interest_shield", col, rate * interest, rate.value * interest.value)
        after = total - rate * (total - charge)
        after = self._put("after_tax", col, after, after.value)
        self.ctx.define(f"{prefix}_after_tax", self.ws, self.row["after_tax"], col, after.value)

    def _put(self, key: str, col: int, expr: Expr, cached: float) -> Expr:
        return self.ctx.formula(
            self.ws, self.row[key], col, expr, self.ctx.f("formula", "money"), cached
        )

    def _fee_rows_sum(self, col: int, value: float) -> Expr:
        """SUM over the column's fee lines (blank lines count 0); 0 when the plan has none."""
        if not self.kinds:
            return num(0)
        first = self.row[f"fee:{self.kinds[0].value}"]
        last = self.row[f"fee:{self.kinds[-1].value}"]
        span = f"{xl_rowcol_to_cell(first, col)}:{xl_rowcol_to_cell(last, col)}"
        return Expr(f"SUM({span})", value)

    def _label(self, key: str) -> tuple[str, str]:
        t, cur = self.ctx.t, self.ctx.plan.currency
        if key.startswith("fee:"):
            return t("tco.fee_kind", kind=t.term(f"fee_kind.{key[4:]}")), cur
        if key.startswith("line:"):
            return messages.template(f"bill.line.{key[5:]}", t.language), cur
        if key.startswith("vs:"):
            return t("tco.vs_category", category=t(f"category.{key[3:]}")), cur
        if key == "vs_multiple":
            return t("tco.vs_multiple"), "×"
        mode_units = {k: cur if u == "$" else _unit(t, u, cur) for k, u in self.units.items()}
        units = {
            **mode_units,
            "gpus": t("unit.gpus"),
            "hours_clean": t("unit.hours"),
            "hours_expected": t("unit.hours"),
            "gpu_hours": t("unit.gpu_hours"),
            "energy_kwh": t("unit.kwh"),
            "peak_kw": t("unit.kw"),
            "grid": t("unit.kg_per_kwh"),
            "tco2": t("unit.t_co2"),
        }
        plain = {"mode": "item.mode", "prefix": "tco.prefix", "gpus": "col.gpus"}
        if key in ("hours_clean", "hours_expected"):
            plain[key] = self.ctx.held_label(f"tco.{key}")
        label = t(plain.get(key, "col.note" if key == "note" else f"tco.{key}"))
        unit = units.get(key, "" if key in ("mode", "prefix", "note", "vs_baseline") else cur)
        return label, unit
