"""Billing arithmetic shared by the pricing modes (DESIGN §3.5): started units, billed hours
and months, machines, whole-node billing, and the rules of thumb that seed a new mode."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gpuplanner.core.base import HOURS_PER_MONTH
from gpuplanner.core.platform import HourlyPricing, Platform

HOURS_PER_YEAR = 8760.0
_EPS = 1e-9  # keeps 18.000000000001 h from billing one more increment

# Rules of thumb from the seed articles (reference/seed-examples.md §F), used only to fill a
# new pricing mode with a plausible starting figure the user then edits.
RESERVED_SHARE = 0.6  # a monthly plan costs ≈ 50–70 % of on-demand list
FALLBACK_RATE = 20.0  # per GPU-hour, when the platform has no usable price to start from


@dataclass(frozen=True)
class Usage:
    """How the held hours are used and billed: ``setup`` of them are setup (not training);
    they are ``runs`` separate runs of equal length, each billed on its own under hourly
    pricing (10 jobs of 20 min billed per started hour are 10 hours); a month has
    ``hours_per_month`` hours (730 or 720)."""

    setup: float | np.ndarray = 0.0
    runs: int = 1
    hours_per_month: float = HOURS_PER_MONTH


def _started(units: np.ndarray) -> np.ndarray:
    """Started billing units (ceil), tolerant of float noise."""
    with np.errstate(invalid="ignore"):
        # + 0.0 turns ceil(-1e-9) = -0.0 (a job of almost no time) into 0, never "-0.00"
        return np.ceil(units - _EPS) + 0.0


def billed_hours(pricing: HourlyPricing, hours: np.ndarray, runs: int = 1) -> np.ndarray:
    """Billed hours of ``runs`` equal runs held ``hours`` in all, each rounded up on its own."""
    step = pricing.billing_increment_hours
    if runs == 1:
        return np.maximum(pricing.minimum_hours, _started(hours / step) * step)
    each = np.maximum(pricing.minimum_hours, _started(hours / runs / step) * step)
    return runs * each


def billed_months(
    minimum_months: int, hours: np.ndarray, hours_per_month: float = HOURS_PER_MONTH
) -> np.ndarray:
    return np.maximum(minimum_months, _started(hours / hours_per_month))


def machines(platform: Platform, n: np.ndarray) -> np.ndarray:
    return np.ceil(n / platform.gpus_per_node)


def billed_gpus(platform: Platform, n: np.ndarray) -> np.ndarray:
    """GPUs billed: ``n``, or whole nodes of them when the platform bills partial nodes as
    whole (12 GPUs on 8-GPU nodes → 16)."""
    if not platform.bill_whole_nodes:
        return n
    return machines(platform, n) * platform.gpus_per_node


def seed_monthly(rate: float) -> float:
    """A monthly plan's price per GPU seeded from an hourly ``rate`` (``RESERVED_SHARE``)."""
    return round(rate * HOURS_PER_MONTH * RESERVED_SHARE, -1)
