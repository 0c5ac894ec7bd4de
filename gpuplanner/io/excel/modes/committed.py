"""Committed use in the workbook (core: ``pricing_modes/committed.py``): the commitment for
the whole term, and the GPU-hours beyond it at the overflow price."""

from __future__ import annotations

from gpuplanner.core.bill_types import LineCode
from gpuplanner.io.excel.billing_formulas import HOURS_PER_MONTH, Inputs, billed_gpus
from gpuplanner.io.excel.expr import Expr, max_
from gpuplanner.io.excel.modes.base import LineCells, SheetMode


def _commitment(c: Inputs) -> Expr:
    """Committed GPUs × term months × hours per month × committed price."""
    hours = c("term_months") * c.plan(HOURS_PER_MONTH)
    return c("committed_gpus") * hours * c("committed_price_per_gpu_hour")


def _overflow_gpu_hours(c: Inputs, n: Expr, hours: Expr) -> Expr:
    """MAX(n − committed, 0) × MIN(H, term) + n × MAX(H − term, 0), MIN written as
    H − MAX(H − term, 0)."""
    after = max_(hours - c("term_months") * c.plan(HOURS_PER_MONTH), 0)
    billed = billed_gpus(c, n)
    return max_(billed - c("committed_gpus"), 0) * (hours - after) + billed * after


def _time(c: Inputs, n: Expr, hours: Expr, setup: Expr | None) -> Expr:
    return _commitment(c) + _overflow_gpu_hours(c, n, hours) * c("overflow_per_gpu_hour")


def _rate(c: Inputs, n: Expr) -> Expr:
    return max_(billed_gpus(c, n) - c("committed_gpus"), 0) * c("overflow_per_gpu_hour")


def _held(c: Inputs, n: Expr) -> Expr:
    """The committed GPUs are the job's while it runs (core: committed ``held_gpus``)."""
    return max_(billed_gpus(c, n), c("committed_gpus"))


def _lines(w: LineCells) -> dict[LineCode, Expr]:
    extra = w.put("overflow_gpu_hours", _overflow_gpu_hours(w.c, w.n, w.clean), w.number)
    return {
        LineCode.COMMITMENT: _commitment(w.c),
        LineCode.OVERFLOW: extra * w.c("overflow_per_gpu_hour"),
    }


SHEET = SheetMode(_time, _rate, _lines, rows={"overflow_gpu_hours": "unit.gpu_hours"}, held=_held)
