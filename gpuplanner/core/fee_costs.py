"""Cost of each fee item over GPU counts, from its basis (see ``FeeBasis``).

``BASES`` holds each basis's rules (its driver and the units of its rate and driver), one
line a basis; tests/core/test_pricing_modes.py fails while a basis lacks one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from gpuplanner.core.base import HOURS_PER_MONTH
from gpuplanner.core.fees import FeeBasis, FeeItem

# driver(n, job_hours, compute_cost, hours_per_month)
Driver = Callable[[np.ndarray, np.ndarray, np.ndarray, float], np.ndarray]


@dataclass(frozen=True)
class BasisRules:
    """A basis's driver and the unit codes of its rate and of its driver (the bill lines).

    ``shown`` is what the bill explanation lists as the driver input where that differs from
    the driver: a percent fee lists its base (the money it is a percent of), not the base ÷ 100
    the cost multiplies, so "percent × quantity × base ÷ 100" adds up from what is shown.
    """

    driver: Driver
    rate_unit: str
    driver_unit: str
    shown: Driver | None = None

    def shown_driver(
        self, n: np.ndarray, hours: np.ndarray, compute: np.ndarray, hpm: float
    ) -> np.ndarray:
        """The driver input as the bill lists it (see ``shown``)."""
        return (self.shown or self.driver)(n, hours, compute, hpm)


def _one(n: np.ndarray, hours: np.ndarray, compute: np.ndarray, hpm: float) -> np.ndarray:
    return np.ones(n.shape)


def _metered_months(
    n: np.ndarray, hours: np.ndarray, compute: np.ndarray, hpm: float
) -> np.ndarray:
    return hours / hpm  # metered storage: fractional months


def _job_hours(n: np.ndarray, hours: np.ndarray, compute: np.ndarray, hpm: float) -> np.ndarray:
    return hours


def _gpu_hours(n: np.ndarray, hours: np.ndarray, compute: np.ndarray, hpm: float) -> np.ndarray:
    return n * hours


def _started_months(
    n: np.ndarray, hours: np.ndarray, compute: np.ndarray, hpm: float
) -> np.ndarray:
    with np.errstate(invalid="ignore"):
        return np.maximum(1.0, np.ceil(hours / hpm - 1e-9))


def _hundredths(n: np.ndarray, hours: np.ndarray, compute: np.ndarray, hpm: float) -> np.ndarray:
    return compute / 100.0


def _base(n: np.ndarray, hours: np.ndarray, compute: np.ndarray, hpm: float) -> np.ndarray:
    return compute


BASES: dict[FeeBasis, BasisRules] = {
    FeeBasis.FIXED: BasisRules(_one, "money", "count"),
    FeeBasis.PER_GB: BasisRules(_one, "money_per_gb", "count"),
    FeeBasis.PER_GB_MONTH: BasisRules(_metered_months, "money_per_gb_month", "months"),
    FeeBasis.PER_JOB_HOUR: BasisRules(_job_hours, "money_per_hour", "hours"),
    FeeBasis.PER_GPU_HOUR: BasisRules(_gpu_hours, "money_per_gpu_hour", "gpu_hours"),
    FeeBasis.PER_MONTH: BasisRules(_started_months, "money_per_month", "months"),
    FeeBasis.PERCENT_OF_COMPUTE: BasisRules(_hundredths, "percent", "money", _base),
}


def fee_cost(
    fee: FeeItem,
    n: np.ndarray,
    job_hours: np.ndarray,
    compute_cost: np.ndarray,
    hours_per_month: float = HOURS_PER_MONTH,
) -> np.ndarray:
    """``rate × quantity × driver`` where the driver depends on the basis."""
    driver = BASES[fee.basis].driver(n, job_hours, compute_cost, hours_per_month)
    return fee.rate * fee.quantity * driver
