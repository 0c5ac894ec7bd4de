"""On-demand and spot in the workbook (core: ``pricing_modes/hourly.py``)."""

from __future__ import annotations

from gpuplanner.core.bill_types import LineCode
from gpuplanner.io.excel.billing_formulas import Inputs, billed_gpus, billed_hours
from gpuplanner.io.excel.expr import Expr
from gpuplanner.io.excel.modes.base import LineCells, SheetMode


def _time(c: Inputs, n: Expr, hours: Expr, setup: Expr | None) -> Expr:
    return billed_gpus(c, n) * billed_hours(c, hours) * c("price_per_gpu_hour")


def _rate(c: Inputs, n: Expr) -> Expr:
    return billed_gpus(c, n) * c("price_per_gpu_hour")


def _lines(w: LineCells) -> dict[LineCode, Expr]:
    billed = w.put("billed_hours", billed_hours(w.c, w.clean), w.number)
    return {LineCode.GPU_HOURS: billed_gpus(w.c, w.n) * billed * w.price}


SHEET = SheetMode(
    _time, _rate, _lines, rows={"billed_hours": "unit.hours", "unit_price": "$/unit.per_gpu_hour"}
)
