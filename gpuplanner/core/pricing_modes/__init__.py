"""The pricing modes, one module each, and the registry that dispatches on the pricing class.

A new pricing mode is, in the core, a class in core/platform.py (added to the ``Pricing``
union and ``PricingMode``), a module here with its ``ModeRules``, and one line in
``REGISTRY``; then its ``SheetMode`` (io/excel/modes/) and its messages. The whole recipe is
docs/design.md §3.5 ("A new pricing mode"); tests/core/test_pricing_fields.py and
tests/core/test_pricing_modes.py name what a new mode still lacks.
"""

from __future__ import annotations

from typing import Any

from gpuplanner.core.platform import (
    MODE_CLASS,
    CommittedPricing,
    HourlyPricing,
    LeasePricing,
    ReservedPricing,
    SelfBuiltPricing,
    modes_of,
    pricing_classes,
)
from gpuplanner.core.pricing_modes.committed import CommittedRules
from gpuplanner.core.pricing_modes.hourly import HourlyRules
from gpuplanner.core.pricing_modes.lease import LeaseRules
from gpuplanner.core.pricing_modes.reserved import ReservedRules
from gpuplanner.core.pricing_modes.rules import LineContext, ModeRules
from gpuplanner.core.pricing_modes.self_built import SelfBuiltRules

REGISTRY: dict[type, ModeRules[Any]] = {
    HourlyPricing: HourlyRules(),
    ReservedPricing: ReservedRules(),
    LeasePricing: LeaseRules(),
    SelfBuiltPricing: SelfBuiltRules(),
    CommittedPricing: CommittedRules(),
}


def rules_for(pricing: object) -> ModeRules[Any]:
    """The rules of ``pricing``'s mode."""
    return REGISTRY[type(pricing)]


__all__ = [
    "MODE_CLASS",
    "REGISTRY",
    "LineContext",
    "ModeRules",
    "modes_of",
    "pricing_classes",
    "rules_for",
]
