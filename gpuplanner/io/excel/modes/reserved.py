"""A monthly plan in the workbook (core: ``pricing_modes/reserved.py``)."""

from __future__ import annotations

from gpuplanner.core.bill_types import LineCode
from gpuplanner.io.excel.billing_formulas import HOURS_PER_MONTH, Inputs, billed_gpus, billed_months
from gpuplanner.io.excel.expr import Expr
from gpuplanner.io.excel.modes.base import LineCells, SheetMode


def _time(c: Inputs, n: Expr, hours: Expr, setup: Expr | None) -> Expr:
    return billed_gpus(c, n) * billed_months(c, hours) * c("price_per_gpu_month")


def _rate(c: Inputs, n: Expr) -> Expr:
    return billed_gpus(c, n) * c("price_per_gpu_month") / c.plan(HOURS_PER_MONTH)


def _lines(w: LineCells) -> dict[LineCode, Expr]:
    months = w.counted("billed_months", billed_months(w.c, w.clean))
    return {LineCode.GPU_MONTHS: billed_gpus(w.c, w.n) * months * w.price}


SHEET = SheetMode(
    _time, _rate, _lines, rows={"billed_months": "unit.months", "unit_price": "$/unit.per_month"}
)
