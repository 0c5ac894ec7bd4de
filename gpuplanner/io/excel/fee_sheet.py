"""The Fee items sheet: one row per fee of every platform, cost = rate × quantity × driver.

Rate and quantity point at their Assumptions cells; the driver (months, hours, GPU-hours,
started months, compute / 100 …) is a formula over the platform's TCO column, so a fee
follows a price change exactly as the app's ``fee_cost`` would.
"""

from __future__ import annotations

from gpuplanner.core.fees import FeeBasis
from gpuplanner.io.excel import formulas as fx
from gpuplanner.io.excel.adjust_formulas import gpu_time_after_discount
from gpuplanner.io.excel.context import ExportContext, platform_prefix
from gpuplanner.io.excel.expr import Expr

COLUMNS: tuple[str, ...] = (
    "col.platform",
    "fee.name",
    "fee.kind",
    "fee.basis",
    "fee.rate",
    "fee.quantity",
)
COLUMNS += ("fee.driver", "fee.driver_unit", "fee.cost", "fee.note")
RATE, QUANTITY, DRIVER, DRIVER_UNIT, COST, NOTE = 4, 5, 6, 7, 8, 9


def write_fee_items(ctx: ExportContext) -> None:
    ws, t = ctx.sheets["fees"], ctx.t
    for col, key in enumerate(COLUMNS):
        ctx.text(ws, 0, col, t(key), ctx.f("header"))
    row = 1
    for p, r in zip(ctx.plan.platforms, ctx.result.platforms, strict=True):
        prefix = platform_prefix(r.index)
        c = fx.Inputs(ctx.values, prefix, p)
        pt = r.chosen_point
        for j, fee in enumerate(p.fees, start=1):
            ctx.text(ws, row, 0, p.name)
            ctx.text(ws, row, 1, fee.name or t.term(f"fee_kind.{fee.kind.value}"))
            ctx.text(ws, row, 2, t.term(f"fee_kind.{fee.kind.value}"))
            ctx.text(ws, row, 3, t.term(f"fee_basis.{fee.basis.value}"))
            percent = fee.basis is FeeBasis.PERCENT_OF_COMPUTE
            rate_fmt = ctx.f("formula", "number" if percent else "rate")
            rate = ctx.formula(ws, row, RATE, c(f"fee{j}_rate"), rate_fmt)
            qty = ctx.formula(ws, row, QUANTITY, c(f"fee{j}_quantity"), ctx.f("formula", "number"))
            ctx.text(ws, row, DRIVER_UNIT, t(f"driver.{fee.basis.value}"), ctx.f("unit"))
            if fee.note:
                ctx.text(ws, row, NOTE, fee.note, ctx.f("text"))
            cost = float("nan")
            if pt is not None:
                n, hours = c("gpus"), c("hours_expected")
                gpu_time = gpu_time_after_discount(c)  # percent fees follow the discount
                driver = fx.fee_driver(c, fee.basis, n, hours, gpu_time)
                driver = ctx.formula(ws, row, DRIVER, driver, ctx.f("formula", "number"))
                cost = pt.fee_costs[j - 1]
                ctx.formula(
                    ws, row, COST, _cost(rate, qty, driver), ctx.f("formula", "money"), cost
                )
            ctx.define(f"{prefix}_fee{j}_cost", ws, row, COST, cost)
            row += 1
    if row == 1:
        ctx.text(ws, 1, 0, t("fee.none"), ctx.f("muted"))
    ctx.width(ws, NOTE, 30)
    ctx.finish(ws, header_rows=1, freeze_cols=2)


def _cost(rate: Expr, quantity: Expr, driver: Expr) -> Expr:
    """(rate × quantity) × driver, in the core's order."""
    return rate * quantity * driver
