"""Assumptions rows of the finance settings: price adjustments and power settings (per
platform), the plan's taxes and its grid intensity.

Written only where a plan uses them: a platform with a discount, negotiated price or markup
gets its rows and a ``net_price`` formula; a plan with taxes on gets the rates and the
recoverable switch. Each is a named cell the TCO formulas read (``p2_discount_percent``,
``tax_services_rate_percent`` …).
"""

from __future__ import annotations

from xlsxwriter.worksheet import Worksheet

from gpuplanner.core.energy_models import RENTED_PUE
from gpuplanner.core.platform import HourlyPricing, Platform
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.io.energy_report import preset_source
from gpuplanner.io.excel.adjust_formulas import net_price
from gpuplanner.io.excel.assumptions_rows import ITEM, NAME, SCOPE, TYPE, UNIT, VALUE, Row
from gpuplanner.io.excel.context import ExportContext
from gpuplanner.io.excel.expr import Expr
from gpuplanner.io.excel.formulas import Inputs


def adjustment_rows(ctx: ExportContext, p: Platform) -> list[Row]:
    """Rows for what the platform sets: a discount, a negotiated price (date, source), a
    markup; none of them by default."""
    adj = p.adjustment
    rows = []
    if adj.negotiated_price is not None:
        rows.append(
            Row(
                "item.negotiated_price",
                adj.negotiated_price,
                "$",
                "negotiated_price",
                "money",
                "rate",
                ctx.t("note.discount_layer"),
            )
        )
        if adj.negotiated_as_of is not None:
            rows.append(Row("item.negotiated_as_of", adj.negotiated_as_of, number="date"))
        if adj.negotiated_source:
            rows.append(Row("item.negotiated_source", adj.negotiated_source))
    elif adj.discount_percent > 0:
        rows.append(
            Row(
                "item.discount_percent",
                adj.discount_percent,
                "unit.percent",
                "discount_percent",
                "money",
                "number",
                ctx.t("note.discount_layer"),
            )
        )
    if adj.markup_percent > 0:
        rows.append(
            Row(
                "item.markup_percent",
                adj.markup_percent,
                "unit.percent",
                "markup_percent",
                "money",
                "number",
            )
        )
    return rows


def node_price_row(p: Platform) -> Row:
    """A price quoted per node-hour, the input its GPU-hour price is a formula of."""
    assert isinstance(p.pricing, HourlyPricing)
    node = p.pricing.price_per_gpu_hour * p.gpus_per_node
    return Row(
        "item.price_per_node_hour",
        node,
        "$/unit.per_node_hour",
        "price_per_node_hour",
        "money",
        "rate",
    )


def write_price_formulas(
    ctx: ExportContext, ws: Worksheet, row: int, scope: str, prefix: str, p: Platform
) -> int:
    """``<prefix>_price_per_gpu_hour`` from a node-hour quote, and ``<prefix>_net_price``
    (the unit price after the discount): formulas over the rows above."""
    c = Inputs(ctx.values, prefix, p)
    if rules_for(p.pricing).quoted_per_node(p.pricing):
        expr = c("price_per_node_hour") / c("gpus_per_node")
        name = f"{prefix}_price_per_gpu_hour"
        row = _formula(ctx, ws, (row, scope, name, "item.price_per_gpu_hour"), expr)
    if p.adjustment.changes_price:
        expr = net_price(Inputs(ctx.values, prefix, p))
        row = _formula(ctx, ws, (row, scope, f"{prefix}_net_price", "item.net_price"), expr)
    return row


def _formula(
    ctx: ExportContext, ws: Worksheet, where: tuple[int, str, str, str], expr: Expr
) -> int:
    """A named price formula row: ``where`` is (row, scope, defined name, label key)."""
    row, scope, name, item = where
    t = ctx.t
    ctx.text(ws, row, SCOPE, scope)
    ctx.text(ws, row, ITEM, t(item))
    ctx.formula(ws, row, VALUE, expr, ctx.f("formula", "rate"))
    ctx.define(name, ws, row, VALUE, expr.value)
    ctx.text(ws, row, UNIT, ctx.plan.currency, ctx.f("unit"))
    ctx.text(ws, row, NAME, name)
    ctx.text(ws, row, TYPE, t("type.formula"), ctx.f("muted"))
    return row + 1


def billing_rows(ctx: ExportContext) -> list[Row]:
    """The job's number of runs, when it has several (each billed on its own)."""
    runs = ctx.plan.workload.runs
    if runs == 1:
        return []
    return [Row("item.runs", runs, "", "runs", "money", "int", ctx.t("note.runs"))]


def tax_rows(ctx: ExportContext) -> list[Row]:
    tax = ctx.plan.tax
    if not tax.enabled:
        return []
    rows = [
        Row(
            "item.tax_services_rate_percent",
            tax.services_rate_percent,
            "unit.percent",
            "tax_services_rate_percent",
            "money",
            "number",
            ctx.t("note.tax_classes"),
        ),
        Row(
            "item.tax_hardware_rate_percent",
            tax.hardware_rate_percent,
            "unit.percent",
            "tax_hardware_rate_percent",
            "money",
            "number",
        ),
        Row("item.tax_recoverable", tax.recoverable, "", "tax_recoverable", "money"),
    ]
    if tax.source:
        rows.append(Row("item.tax_source", tax.source))
    return rows


_ENERGY_FIELDS = (
    ("gpu_power_w", "unit.watts", "number"),
    ("server_overhead", "", "number"),
    ("pue", "", "number"),
    ("load_factor", "", "pct"),
    ("idle_fraction", "", "pct"),
    ("grid_kg_per_kwh", "unit.kg_per_kwh", "small"),
)


def energy_rows(ctx: ExportContext, p: Platform) -> list[Row]:
    """The platform's power settings, each a named cell the TCO sheet's kWh, peak kW and tCO₂
    formulas read (io/excel/formulas.energy). A rented platform's GPU power is the catalog
    TDP unless typed and its PUE 1.1 unless typed (core/energy.py); an owned cluster's power
    and PUE are its pricing's cells, and its overhead, load and idle share price its
    electricity too (a price input there; elsewhere they move the energy and CO₂ only)."""
    e = p.energy
    owned = rules_for(p.pricing).owned_power(p.pricing) is not None
    values = {
        "gpu_power_w": None if owned else (e.gpu_power_w or p.gpu.tdp_w),
        "server_overhead": e.server_overhead,
        "pue": None if owned else (e.pue if e.pue is not None else RENTED_PUE),
        "load_factor": e.load_factor,
        "idle_fraction": e.idle_fraction,
        "grid_kg_per_kwh": e.grid_kg_per_kwh,
    }
    if not owned and values["gpu_power_w"] is None:  # no power figure: no energy formulas
        values = {"grid_kg_per_kwh": e.grid_kg_per_kwh}
    notes = {
        "gpu_power_w": "" if e.gpu_power_w is not None else ctx.t("note.energy_catalog_tdp"),
        "pue": "" if e.pue is not None else ctx.t("note.energy_rented_pue"),
    }
    kind = "money" if owned else "energy"
    rows = []
    for field, unit, number in _ENERGY_FIELDS:
        value = values.get(field)
        if value is None:
            continue
        note = notes.get(field, "")
        rows.append(Row(f"item.energy_{field}", value, unit, field, kind, number, note))
    return rows


def carbon_rows(ctx: ExportContext) -> list[Row]:
    """The plan's grid intensity (``grid_kg_per_kwh``): a dated, sourced preset or typed."""
    c = ctx.plan.carbon
    if c.kg_per_kwh is not None:
        note = ctx.t("note.grid_typed")
    else:
        note = preset_source(c.region, ctx.t.language)
    region = Row("item.grid_region", ctx.t(f"grid.{c.region.value}"))
    intensity = Row(
        "item.grid_kg_per_kwh",
        c.intensity,
        "unit.kg_per_kwh",
        "grid_kg_per_kwh",
        "money",
        "small",
        note,
    )
    return [region, intensity]


def financing_rows(ctx: ExportContext, p: Platform) -> list[Row]:
    """A self-built platform's loan or finance lease: the named inputs of its interest."""
    f = rules_for(p.pricing).financing(p.pricing)
    if f is None:
        return []
    return [
        Row("item.loan_kind", ctx.t(f"loan.{f.kind.value}")),
        Row("item.loan_down", f.down_payment_fraction, "", "loan_down", "money", "pct"),
        Row("item.loan_rate", f.annual_rate, "", "loan_rate", "money", "pct2"),
        Row("item.loan_term", f.term_months, "unit.months", "loan_term", "money", "int"),
        Row("item.loan_balloon", f.balloon_fraction, "", "loan_balloon", "money", "pct"),
        Row("item.loan_in_advance", int(f.in_advance), "", "loan_in_advance", "money", "int"),
    ]
