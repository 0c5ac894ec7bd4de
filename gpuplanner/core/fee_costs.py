"""Cost of each fee item over GPU counts, from its basis (see ``FeeBasis``)."""

from __future__ import annotations

import numpy as np

from gpuplanner.core.base import HOURS_PER_MONTH
from gpuplanner.core.fees import FeeBasis, FeeItem


def fee_cost(
    fee: FeeItem,
    n: np.ndarray,
    job_hours: np.ndarray,
    compute_cost: np.ndarray,
    hours_per_month: float = HOURS_PER_MONTH,
) -> np.ndarray:
    """``rate × quantity × driver`` where the driver depends on the basis."""
    base = fee.rate * fee.quantity
    match fee.basis:
        case FeeBasis.FIXED | FeeBasis.PER_GB:
            driver = np.ones(n.shape)
        case FeeBasis.PER_GB_MONTH:
            driver = job_hours / hours_per_month  # metered storage: fractional months
        case FeeBasis.PER_JOB_HOUR:
            driver = job_hours
        case FeeBasis.PER_GPU_HOUR:
            driver = n * job_hours
        case FeeBasis.PER_MONTH:
            with np.errstate(invalid="ignore"):
                driver = np.maximum(1.0, np.ceil(job_hours / hours_per_month - 1e-9))
        case FeeBasis.PERCENT_OF_COMPUTE:
            driver = compute_cost / 100.0
    return base * driver
