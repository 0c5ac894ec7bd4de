"""The bill and delivery time at given GPU counts when inputs move by multipliers.

One formula shared by Monte Carlo, the tornado and the +30 % stress case. It restarts from
the deterministic pass (clean training hours, E(N), checkpoint interval) rather than from the
plan, so it costs a few array operations per call; with every multiplier at 1 it reproduces
``evaluate``'s total and delivery exactly (a test checks this for every pricing mode).

Conventions: MFU scales throughput (capped at 100 %); scaling multiplies E(N) for N > 1
(capped at 1; E(1) = 1 always); price multiplies the GPU-time cost under any pricing mode
(fees on a percent-of-compute basis follow); the interruption rate multiplies λ while the
checkpoint interval stays the one planned (the interval is chosen before reality happens);
setup multiplies the setup hours. The trial phase, queue and lead time are not varied.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gpuplanner.core.bill import BillTerms, job_bill
from gpuplanner.core.interruptions import inflate
from gpuplanner.core.platform import Platform
from gpuplanner.core.result import PlatformResult

Multiplier = float | np.ndarray


@dataclass(frozen=True)
class Baseline:
    """The deterministic figures at K GPU counts, as (K, 1) columns; samples run along axis 1."""

    platform: Platform
    n: np.ndarray
    train_hours: np.ndarray
    efficiency: np.ndarray
    interval: np.ndarray
    other_delivery_hours: np.ndarray  # queue + lead time + trial: not varied
    trial_cost: np.ndarray
    mfu: float
    setup_hours: float
    terms: BillTerms | None = None  # plan-level bill terms (tax, trial cost)

    @classmethod
    def at(cls, platform: Platform, result: PlatformResult, counts: np.ndarray) -> Baseline:
        i = np.asarray(counts, dtype=int).reshape(-1, 1) - 1

        def col(a: np.ndarray) -> np.ndarray:
            return a[i]

        return cls(
            platform=platform,
            n=col(result.n),
            train_hours=col(result.train_hours),
            efficiency=col(result.efficiency),
            interval=col(result.checkpoint_interval_hours),
            other_delivery_hours=col(result.delivery_hours) - col(result.hours),
            trial_cost=col(result.trial_cost),
            mfu=result.mfu,
            setup_hours=result.setup_hours,
            terms=result.terms,
        )


@dataclass(frozen=True)
class Outcome:
    total_cost: np.ndarray  # inf where the job is not expected to finish
    delivery_hours: np.ndarray


def outcome(
    base: Baseline,
    *,
    mfu: Multiplier = 1.0,
    scaling: Multiplier = 1.0,
    price: Multiplier = 1.0,
    interruption_rate: Multiplier = 1.0,
    setup_hours: Multiplier = 1.0,
    train_time: Multiplier = 1.0,
) -> Outcome:
    """Total cost and delivery hours, shape (K, S) for multipliers of shape (S,)."""
    p = base.platform
    mfu_factor = np.minimum(mfu, max(1.0, 1.0 / base.mfu))
    e = np.where(base.n > 1, np.minimum(base.efficiency * scaling, 1.0), base.efficiency)
    train = base.train_hours * train_time * base.efficiency / (mfu_factor * e)
    rate = base.n * p.interruption_rate * interruption_rate
    held = inflate(
        train, rate, base.interval, p.checkpoint_write_hours, p.restart_hours, p.checkpointing
    )
    setup = base.setup_hours * setup_hours
    hours = held + setup
    bill = job_bill(p, base.n, train + setup, hours, price, base.terms, setup)
    total = bill.compute + bill.interruption + base.trial_cost
    for fee in bill.fees:
        total = total + fee
    total = total + bill.adjustments
    return Outcome(
        total_cost=np.where(bill.finite, total, np.inf),
        delivery_hours=hours + base.other_delivery_hours,
    )
