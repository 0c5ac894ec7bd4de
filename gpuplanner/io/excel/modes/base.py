"""What a pricing mode's workbook formulas must say (core: its ``ModeRules``).

One ``SheetMode`` per pricing class (``SHEET_MODES`` in this package): the cost of holding
``n`` GPUs, the cost of one more hour, the TCO sheet's GPU-time lines and the rows they are
written over, the GPUs held, and the tax split. Nothing outside this package branches on a
pricing's type.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gpuplanner.core.bill_types import LineCode
from gpuplanner.io.excel.billing_formulas import Inputs, billed_gpus
from gpuplanner.io.excel.expr import Expr

Rates = tuple[Expr, Expr]  # services rate, hardware rate


@dataclass(frozen=True)
class LineCells:
    """What a mode's GPU-time lines are written from: the inputs, the GPUs, the clean and
    setup hours, the unit price cell (None unless the mode writes a ``unit_price`` row),
    ``put`` (writes one row's formula and returns its cell) and the cell formats of a count
    and of a number."""

    c: Inputs
    n: Expr
    clean: Expr
    setup: Expr
    price: Any
    put: Callable[..., Expr]
    count: Any
    number: Any

    def counted(self, key: str, expr: Expr) -> Expr:
        return self.put(key, expr, self.count)


def tax_services(c: Inputs, n: Expr, expected: Expr, gpu: Expr, services: Expr, r: Rates) -> Expr:
    """Cloud GPU time is a service, like the fees and the trial (core/tax.py)."""
    return (gpu + services) * r[0]


@dataclass(frozen=True)
class SheetMode:
    """A pricing mode's formulas (core: its ``ModeRules``).

    ``gpu_time(c, n, hours, setup)``: holding ``n`` GPUs for ``hours``; ``hourly_rate``: one
    more hour; ``lines``: the TCO sheet's GPU-time rows by bill line code (core:
    ``ModeRules.lines``); ``rows``: the TCO rows those lines are written over, each with
    its unit (a workbook unit key, "$" the plan's currency; ``unit_price`` is the list
    price per billed unit); ``held``: the GPUs held for ``n`` (core: ``held_gpus``);
    ``tax``: services × rate + hardware × rate of the GPU time and the services
    (core: ``tax_split``)."""

    gpu_time: Callable[[Inputs, Expr, Expr, Expr | None], Expr]
    hourly_rate: Callable[[Inputs, Expr], Expr]
    lines: Callable[[LineCells], dict[LineCode, Expr]]
    rows: dict[str, str] = field(default_factory=dict)
    held: Callable[[Inputs, Expr], Expr] = billed_gpus
    tax: Callable[[Inputs, Expr, Expr, Expr, Expr, Rates], Expr] = tax_services
