"""The pricing modes' workbook formulas, one module each, and the registry that dispatches
on the pricing class (core: ``pricing_modes.REGISTRY``).

A new pricing mode is a module here with its ``SHEET`` and one line in ``SHEET_MODES``;
tests/io/test_pricing_modes_io.py fails while a member of the ``Pricing`` union lacks one.
"""

from __future__ import annotations

from gpuplanner.core.platform import (
    CommittedPricing,
    HourlyPricing,
    LeasePricing,
    ReservedPricing,
    SelfBuiltPricing,
)
from gpuplanner.io.excel.modes import committed, hourly, lease, reserved, self_built
from gpuplanner.io.excel.modes.base import LineCells, Rates, SheetMode

SHEET_MODES: dict[type, SheetMode] = {
    HourlyPricing: hourly.SHEET,
    ReservedPricing: reserved.SHEET,
    LeasePricing: lease.SHEET,
    SelfBuiltPricing: self_built.SHEET,
    CommittedPricing: committed.SHEET,
}


def sheet_mode(pricing: object) -> SheetMode:
    """The workbook formulas of ``pricing``'s mode."""
    return SHEET_MODES[type(pricing)]


__all__ = ["SHEET_MODES", "LineCells", "Rates", "SheetMode", "sheet_mode"]
