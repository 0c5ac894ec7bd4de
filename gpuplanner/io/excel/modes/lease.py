"""A lease of whole machines in the workbook (core: ``pricing_modes/lease.py``)."""

from __future__ import annotations

from gpuplanner.core.bill_types import LineCode
from gpuplanner.core.platform import LeasePricing
from gpuplanner.io.excel.billing_formulas import (
    HOURS_PER_MONTH,
    Inputs,
    billed_months,
    machines,
)
from gpuplanner.io.excel.expr import Expr, if_, sum_of
from gpuplanner.io.excel.modes.base import LineCells, Rates, SheetMode


def lease_lines(c: Inputs, boxes: Expr, months: Expr) -> dict[LineCode, Expr]:
    """Rent, add-ons, the deposit kept and what is due at the end (core: ``bill_lines`` of
    a lease)."""
    return {
        LineCode.MACHINE_MONTHS: boxes * months * c("price_per_machine_month"),
        LineCode.LEASE_ADDONS: boxes * months * c("addons_per_machine_month"),
        LineCode.LEASE_DEPOSIT: boxes * lease_deposit(c),
        **lease_end(c, boxes),
    }


def lease_end(c: Inputs, boxes: Expr) -> dict[LineCode, Expr]:
    """The residual or balloon, and the buy-out when exercised (core/lease_end.py), for the
    lines the bill has: a residual above 0, a buy-out with a price."""
    q = c.platform.pricing
    assert isinstance(q, LeasePricing)
    lines: dict[LineCode, Expr] = {}
    if q.residual_per_machine > 0:
        lines[LineCode.LEASE_RESIDUAL] = boxes * c("residual_per_machine")
    if q.buyout_per_machine > 0:
        buyout = if_(c("exercise_buyout"), c("buyout_per_machine"), 0)
        lines[LineCode.LEASE_BUYOUT] = boxes * buyout
    return lines


def lease_deposit(c: Inputs) -> Expr:
    """The deposit that stays with the lessor (0 when refundable)."""
    return if_(c("deposit_refundable"), 0, c("deposit_per_machine"))


def _time(c: Inputs, n: Expr, hours: Expr, setup: Expr | None) -> Expr:
    price = c("price_per_machine_month") + c("addons_per_machine_month")
    boxes = machines(c, n)
    rent = boxes * (billed_months(c, hours) * price + lease_deposit(c))
    return sum_of([rent, *lease_end(c, boxes).values()])


def _rate(c: Inputs, n: Expr) -> Expr:
    price = c("price_per_machine_month") + c("addons_per_machine_month")
    return machines(c, n) * price / c.plan(HOURS_PER_MONTH)


def _held(c: Inputs, n: Expr) -> Expr:
    """A lease rents whole machines: all their GPUs are the job's (core: lease ``held_gpus``)."""
    return machines(c, n) * c("gpus_per_node")


def _lines(w: LineCells) -> dict[LineCode, Expr]:
    months = w.counted("billed_months", billed_months(w.c, w.clean))
    boxes = w.counted("machines", machines(w.c, w.n))
    return lease_lines(w.c, boxes, months)


def _tax(c: Inputs, n: Expr, expected: Expr, gpu: Expr, services: Expr, rates: Rates) -> Expr:
    """A machine lease is hardware; the fees and the trial are services."""
    return services * rates[0] + gpu * rates[1]


SHEET = SheetMode(
    _time,
    _rate,
    _lines,
    rows={"billed_months": "unit.months", "machines": "unit.machines"},
    held=_held,
    tax=_tax,
)
