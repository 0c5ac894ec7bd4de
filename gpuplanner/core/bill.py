"""The job's bill for given hours: GPU time split into clean and interruption parts, and fees.

Shared by ``evaluate`` (all N, typed inputs) and ``perturb`` (a few N, inputs moved by
multipliers), so both price a job the same way. Arrays broadcast: (N,) or (K, S).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gpuplanner.core.fee_costs import fee_cost
from gpuplanner.core.platform import Platform
from gpuplanner.core.pricing import gpu_time_cost


@dataclass(frozen=True)
class Bill:
    compute: np.ndarray  # GPU time of the clean job
    interruption: np.ndarray  # the extra GPU time interruptions and checkpoints cost
    fees: tuple[np.ndarray, ...]  # one array per fee item, in the platform's order
    finite: np.ndarray  # False where the job is not expected to finish (money set to 0 there)


def job_bill(
    platform: Platform,
    n: np.ndarray,
    clean_hours: np.ndarray,
    held_hours: np.ndarray,
    price: float | np.ndarray = 1.0,
) -> Bill:
    """Bill for holding ``n`` GPUs ``held_hours`` (expected) for a job of ``clean_hours``.

    ``price`` multiplies the GPU-time cost (Monte Carlo); fees on a percent-of-compute basis
    follow it.
    """
    finite = np.isfinite(held_hours)
    safe = np.where(finite, held_hours, 0.0)  # keep inf out of the money arrays
    compute = gpu_time_cost(platform, n, clean_hours) * price
    interruption = np.maximum(gpu_time_cost(platform, n, safe) * price - compute, 0.0)
    gpu = compute + interruption
    fees = tuple(fee_cost(f, n, safe, gpu) for f in platform.fees)
    return Bill(compute=compute, interruption=interruption, fees=fees, finite=finite)
