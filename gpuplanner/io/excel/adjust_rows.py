"""Assumptions rows of the finance settings: price adjustments and power settings (per
platform), the plan's taxes and its grid intensity.

Written only where a plan uses them: a platform with a discount, negotiated price or markup
gets its rows and a ``net_price`` formula; a plan with taxes on gets the rates and the
recoverable switch. Each is a named cell the TCO formulas read (``p2_discount_percent``,
``tax_services_rate_percent`` …).
"""

from __future__ import annotations

from dataclasses import replace

from xlsxwriter.worksheet import Worksheet

from gpuplanner.core.currency import find_rate
from gpuplanner.core.energy_models import RENTED_PUE
from gpuplanner.core.fees import FeeBasis
from gpuplanner.core.platform import HourlyPricing, Platform
from gpuplanner.core.pricing_fields import VatClass, list_price_field, money_fields
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.vat_basis import price_classes
from gpuplanner.io.excel.adjust_formulas import net_price
from gpuplanner.io.excel.assumptions_rows import ITEM, NAME, SCOPE, TYPE, UNIT, VALUE, Row
from gpuplanner.io.excel.context import ExportContext
from gpuplanner.io.excel.expr import Expr
from gpuplanner.io.excel.formulas import Inputs
from gpuplanner.io.report.capital import vat_sentence
from gpuplanner.io.report.energy import preset_source
from gpuplanner.io.words.pricing import item_label


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
    row = write_fx_formulas(ctx, ws, row, scope, prefix, p)
    row = write_vat_formulas(ctx, ws, row, scope, prefix, p)
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
    ctx: ExportContext,
    ws: Worksheet,
    where: tuple[int, str, str, str],
    expr: Expr,
    literal: bool = False,
) -> int:
    """A named price formula row: ``where`` is (row, scope, defined name, label key, or the
    label itself when ``literal``)."""
    row, scope, name, item = where
    t = ctx.t
    ctx.text(ws, row, SCOPE, scope)
    ctx.text(ws, row, ITEM, item if literal else t(item))
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
    """What the totals are (excl. or incl. VAT) and, when tax is on, the rates and the
    recoverable switch; with tax off the rates still take VAT-inclusive prices net (their
    ``<field>_incl_vat`` cells, ``vat_price_formulas``)."""
    tax = ctx.plan.tax
    basis = Row("item.vat_basis", vat_sentence(ctx.plan, ctx.t.language))
    if not tax.enabled:
        if not any(p.prices_include_vat for p in ctx.plan.platforms):
            return [basis]
        return [basis, *_rate_rows(ctx, "note.vat_basis_rates")]
    rows = [basis, *_rate_rows(ctx, "note.tax_classes")]
    rows.append(Row("item.tax_recoverable", tax.recoverable, "", "tax_recoverable", "money"))
    if tax.source:
        rows.append(Row("item.tax_source", tax.source))
    return rows


def capital_rows(ctx: ExportContext) -> list[Row]:
    """The plan's cost of capital (``wacc``, read by each owned cluster's capital charge and
    the Fleet sheet's discount rate) and the after-tax view's income tax rate, when set."""
    c = ctx.plan.capital
    rows = []
    if c.wacc is not None:
        rows.append(Row("item.wacc", c.wacc, "", "wacc", "money", "pct2", ctx.t("note.wacc")))
    if c.income_tax_rate is not None:
        note = ctx.t("note.income_tax_rate")
        rate = c.income_tax_rate
        rows.append(Row("item.income_tax_rate", rate, "", "income_tax_rate", "money", "pct", note))
    return rows


def _rate_rows(ctx: ExportContext, note: str) -> list[Row]:
    tax = ctx.plan.tax
    return [
        Row(
            "item.tax_services_rate_percent",
            tax.services_rate_percent,
            "unit.percent",
            "tax_services_rate_percent",
            "money",
            "number",
            ctx.t(note),
        ),
        Row(
            "item.tax_hardware_rate_percent",
            tax.hardware_rate_percent,
            "unit.percent",
            "tax_hardware_rate_percent",
            "money",
            "number",
        ),
    ]


# The rate cell of each VAT class (core/vat_basis.py); staff carries none.
_RATE_CELLS = {
    VatClass.SERVICES: "tax_services_rate_percent",
    VatClass.HARDWARE: "tax_hardware_rate_percent",
}


def vat_fields(p: Platform) -> dict[str, str]:
    """The price rows a VAT-inclusive platform writes as typed (``<field>_incl_vat``), each
    with the rate cell that takes it net: its pricing's money fields, the node-hour quote (the
    GPU-hour price's class) and a negotiated price (the list price's class)."""
    if not p.prices_include_vat:
        return {}
    classes = price_classes(p.pricing)
    fields = {f: _RATE_CELLS[c] for f, c in classes.items() if c in _RATE_CELLS}
    if "price_per_gpu_hour" in fields:
        fields["price_per_node_hour"] = fields["price_per_gpu_hour"]
    listed = classes[list_price_field(p.pricing)]
    if p.adjustment.negotiated_price is not None and listed in _RATE_CELLS:
        fields["negotiated_price"] = _RATE_CELLS[listed]
    return fields


def fx_rows(ctx: ExportContext) -> list[Row]:
    """The plan's exchange rates, each a named input ``fx_<code>`` (plan currency per unit)
    that the prices quoted in that currency are formulas of (``write_fx_formulas``)."""
    rows = []
    for r in ctx.plan.exchange_rates:
        label = ctx.t("item.fx_rate", currency=r.currency, plan=ctx.plan.currency)
        note = ctx.t("note.fx_rate", date=r.as_of.isoformat()) if r.as_of else ""
        name = f"fx_{r.currency.lower()}"
        rows.append(Row(label, r.rate, "", name, "money", "small", note, literal=True))
    return rows


def fx_fields(p: Platform) -> set[str]:
    """The price rows a platform quoted in another currency writes in that currency
    (``<field>_quoted``): its pricing's money fields, a node-hour quote, a negotiated price
    and its money fees (core/currency.convert_platform converts the same)."""
    if p.quoted_currency is None:
        return set()
    fields = set(money_fields(p.pricing)) | {"price_per_node_hour"}
    if p.adjustment.negotiated_price is not None:
        fields.add("negotiated_price")
    fields |= {
        f"fee{j}_rate"
        for j, fee in enumerate(p.fees, start=1)
        if fee.basis is not FeeBasis.PERCENT_OF_COMPUTE
    }
    return fields


def _fx_rate_name(ctx: ExportContext, prefix: str, p: Platform) -> str:
    """The cell converting the platform's quote: the plan's rate for its currency when the
    prices were converted at it, else the platform's own rate (``<prefix>_fx_rate``)."""
    rate = find_rate(ctx.plan.exchange_rates, p.quoted_currency or "")
    if rate is not None and rate.rate == p.quoted_rate:
        return f"fx_{rate.currency.lower()}"
    return f"{prefix}_fx_rate"


def price_chain_rows(ctx: ExportContext, p: Platform, rows: list[Row]) -> list[Row]:
    """``rows`` with each price as quoted: in its quoted currency (``<field>_quoted``, the
    converted price a formula of it and the rate, ``write_fx_formulas``) and / or including
    VAT (``<field>_incl_vat``, taken net by ``write_vat_formulas``)."""
    fx, vat = fx_fields(p), vat_fields(p)
    out = []
    for row in rows:
        label = row.item if row.literal else ctx.t(row.item)
        if row.name in fx and isinstance(row.value, int | float) and p.quoted_rate:
            label = ctx.t("item.price_quoted", item=label, currency=p.quoted_currency)
            value = row.value / p.quoted_rate
            row = replace(row, item=label, name=f"{row.name}_quoted", literal=True, value=value)
            # in the quoted currency: no unit or symbol of the plan's (the label names it)
            row = replace(row, unit="", number="small")
        elif row.name in vat:
            label = ctx.t("item.price_incl_vat", item=label)
            row = replace(row, item=label, name=f"{row.name}_incl_vat", literal=True)
        out.append(row)
    own = find_rate(ctx.plan.exchange_rates, p.quoted_currency or "")
    if fx and (own is None or own.rate != p.quoted_rate):
        note = ctx.t("note.fx_own_rate", plan=own.rate if own else "—")
        label = ctx.t("item.fx_rate", currency=p.quoted_currency, plan=ctx.plan.currency)
        out.append(Row(label, p.quoted_rate, "", "fx_rate", "money", "small", note, True))
    return out


def write_fx_formulas(
    ctx: ExportContext, ws: Worksheet, row: int, scope: str, prefix: str, p: Platform
) -> int:
    """Each price quoted in another currency converted by formula: ``<prefix>_<field>`` (or
    its ``_incl_vat`` stage) = ``<prefix>_<field>_quoted`` × the rate cell."""
    vat = vat_fields(p)
    for field in sorted(fx_fields(p)):
        quoted = f"{prefix}_{field}_quoted"
        if quoted not in ctx.values:  # a field this platform's rows do not write
            continue
        target = f"{field}_incl_vat" if field in vat else field
        expr = ctx.ref(quoted) * ctx.ref(_fx_rate_name(ctx, prefix, p))
        label = ctx.t("item.price_converted", item=_price_label(ctx, p, field))
        row = _formula(ctx, ws, (row, scope, f"{prefix}_{target}", label), expr, literal=True)
    return row


def _price_label(ctx: ExportContext, p: Platform, field: str) -> str:
    if field.startswith("fee") and field.endswith("_rate"):
        fee = p.fees[int(field[3:-5]) - 1]
        return ctx.t("item.fee_rate", name=fee.name or ctx.t.term(f"fee_kind.{fee.kind.value}"))
    return item_label(field, ctx.t.language, "xl.item")


def write_vat_formulas(
    ctx: ExportContext, ws: Worksheet, row: int, scope: str, prefix: str, p: Platform
) -> int:
    """``<prefix>_<field>`` = ``<prefix>_<field>_incl_vat`` / (1 + rate / 100) for each
    VAT-inclusive price (core/vat_basis.py: net = gross ÷ (1 + rate)), before the formulas
    that read the net price (the GPU-hour price of a node-hour quote, the net price)."""
    for field, rate in vat_fields(p).items():
        gross = f"{prefix}_{field}_incl_vat"
        if gross not in ctx.values:  # a field this platform's rows do not write
            continue
        expr = ctx.ref(gross) / (ctx.ref(rate) / 100 + 1)
        name, label = (
            f"{prefix}_{field}",
            ctx.t("item.price_net_of_vat", item=item_label(field, ctx.t.language, "xl.item")),
        )
        row = _formula(ctx, ws, (row, scope, name, label), expr, literal=True)
    return row


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
