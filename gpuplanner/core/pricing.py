"""Money for GPU time under each pricing mode, as arrays over GPU counts (DESIGN §3.5).

Each function takes the GPU counts ``n`` and the hours the GPUs are held, so the same code
prices the clean job and the job inflated by interruptions; the difference is the
interruption cost. Each mode's own rules live in core/pricing_modes/ (one module a mode);
these functions dispatch through its registry.
"""

from __future__ import annotations

import numpy as np

from gpuplanner.core.base import HOURS_PER_MONTH
from gpuplanner.core.platform import Platform
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.pricing_modes.billing import (
    HOURS_PER_YEAR,
    Usage,
    billed_gpus,
    billed_hours,
    billed_months,
    machines,
)
from gpuplanner.core.pricing_modes.self_built import self_built_cost, self_built_parts

__all__ = [
    "HOURS_PER_YEAR",
    "Usage",
    "billed_gpus",
    "billed_hours",
    "billed_months",
    "gpu_time_cost",
    "hourly_rate",
    "lead_time_hours",
    "machines",
    "self_built_cost",
    "self_built_parts",
]


def gpu_time_cost(
    platform: Platform, n: np.ndarray, hours: np.ndarray, usage: Usage | None = None
) -> np.ndarray:
    """What holding ``n`` GPUs for ``hours`` costs under the platform's pricing mode."""
    p = platform.pricing
    return rules_for(p).cost(platform, p, n, hours, usage or Usage())


def lead_time_hours(platform: Platform) -> float:
    p = platform.pricing
    return rules_for(p).lead_time_hours(p)


def hourly_rate(
    platform: Platform, n: np.ndarray, hours_per_month: float = HOURS_PER_MONTH
) -> np.ndarray:
    """Cost of one more hour on ``n`` GPUs, ignoring billing granularity (for stress cases)."""
    p = platform.pricing
    return rules_for(p).hourly_rate(platform, p, n, hours_per_month)
