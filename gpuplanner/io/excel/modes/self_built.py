"""An owned cluster in the workbook (core: ``pricing_modes/self_built.py``)."""

from __future__ import annotations

from typing import cast

from gpuplanner.core.bill_types import LineCode
from gpuplanner.core.platform import SelfBuiltPricing
from gpuplanner.io.excel.billing_formulas import (
    HOURS_PER_MONTH,
    HOURS_PER_YEAR,
    Inputs,
    billed_gpus,
    capex,
    electricity,
)
from gpuplanner.io.excel.expr import Expr, if_, num, sum_of
from gpuplanner.io.excel.modes.base import LineCells, Rates, SheetMode

_RUNNING_LINES = (LineCode.ENERGY, LineCode.HOSTING, LineCode.STAFF, LineCode.REPAIRS)


def self_built_parts(
    c: Inputs, n: Expr, hours: Expr, capex_: Expr, setup: Expr | None = None
) -> list[Expr]:
    """Hardware, power, hosting, staff and repairs (core: ``self_built_cost``); ``setup`` of
    the hours are setup, not training."""
    per_year = c.plan(HOURS_PER_YEAR)
    life = c("depreciation_years") * per_year * c("utilization")  # the busy hours of its life
    depreciation = capex_ * (1 - c("residual_fraction")) * hours / life
    # hosting, staff and repairs over the busy hours (core: self_built.busy_share)
    busy = if_(c("charge_whole_purchase"), 1, c("utilization"))
    months = hours / c.plan(HOURS_PER_MONTH) / busy
    return [
        if_(c("charge_whole_purchase"), capex_, depreciation),
        electricity(c, n, hours, setup),
        billed_gpus(c, n) * c("hosting_per_gpu_month") * months,
        c("staff_per_month") * months,
        capex_ * c("repair_fraction_per_year") * hours / per_year / busy,
    ]


def _time(c: Inputs, n: Expr, hours: Expr, setup: Expr | None) -> Expr:
    return sum_of(self_built_parts(c, n, hours, capex(c, n), setup))


def _rate(c: Inputs, n: Expr) -> Expr:
    """The cost of one hour less the cost of none: depreciation (0 when the whole purchase
    is charged), power, hosting, staff and repairs for one hour."""
    per_month, per_year = c.plan(HOURS_PER_MONTH), c.plan(HOURS_PER_YEAR)
    capex_ = capex(c, n)
    life = c("depreciation_years") * per_year * c("utilization")
    depreciation = capex_ * (1 - c("residual_fraction")) / life
    busy = if_(c("charge_whole_purchase"), 1, c("utilization"))
    return sum_of(
        [
            if_(c("charge_whole_purchase"), 0, depreciation),
            electricity(c, n, num(1), None),
            billed_gpus(c, n) * c("hosting_per_gpu_month") / per_month / busy,
            c("staff_per_month") / per_month / busy,
            capex_ * c("repair_fraction_per_year") / per_year / busy,
        ]
    )


def _lines(w: LineCells) -> dict[LineCode, Expr]:
    capex_ = w.put("capex", capex(w.c, w.n))
    parts = self_built_parts(w.c, w.n, w.clean, capex_, w.setup)
    whole = cast(SelfBuiltPricing, w.c.platform.pricing).charge_whole_purchase
    hardware = LineCode.PURCHASE if whole else LineCode.DEPRECIATION
    return dict(zip((hardware, *_RUNNING_LINES), parts, strict=True))


def _tax(c: Inputs, n: Expr, expected: Expr, gpu: Expr, services: Expr, rates: Rates) -> Expr:
    """Hosting is a service; the hardware, power and repairs are hardware; staff is untaxed."""
    months = expected / c.plan(HOURS_PER_MONTH)
    hosting = billed_gpus(c, n) * c("hosting_per_gpu_month") * months
    staff = c("staff_per_month") * months
    return (hosting + services) * rates[0] + (gpu - hosting - staff) * rates[1]


SHEET = SheetMode(_time, _rate, _lines, rows={"capex": "$"}, tax=_tax)
