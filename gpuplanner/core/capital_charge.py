"""The capital charge of one platform's owned cluster for a job (``core.capital`` holds the
settings and the annuity; this part asks the pricing mode whether the hardware is owned and
what it cost, so the plan can hold ``CapitalSettings`` without importing the pricing modes)."""

from __future__ import annotations

from typing import cast

import numpy as np

from gpuplanner.core.capital import whole_life_charge
from gpuplanner.core.platform import Platform, SelfBuiltPricing
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.pricing_modes.billing import HOURS_PER_YEAR
from gpuplanner.core.pricing_modes.self_built import purchase_capex


def capital_charge(
    platform: Platform, n: np.ndarray, hours: np.ndarray, wacc: float | None
) -> np.ndarray | float:
    """The capital charge on the cash an owned cluster of ``n`` GPUs ties up, for a job
    holding it ``hours``: the whole life's charge (less a loan's share) × the share of the
    life held (all of it with a whole-purchase charge). 0 without a WACC or rented."""
    if wacc is None or not rules_for(platform.pricing).owns_hardware:
        return 0.0
    q = cast(SelfBuiltPricing, platform.pricing)
    whole = whole_life_charge(q, purchase_capex(platform, n), wacc)
    if q.charge_whole_purchase:
        return whole
    share = np.minimum(1.0, hours / (q.depreciation_years * HOURS_PER_YEAR))
    return whole * share


def hourly_capital_charge(platform: Platform, n: np.ndarray, wacc: float | None) -> np.ndarray:
    """The capital charge of one more hour (0 with a whole-purchase charge: not per hour)."""
    owned = rules_for(platform.pricing).owns_hardware
    if wacc is None or not owned or cast(SelfBuiltPricing, platform.pricing).charge_whole_purchase:
        return np.zeros(np.shape(n))
    one = np.ones(np.shape(n))
    return np.asarray(capital_charge(platform, n, one, wacc)) * one
