"""The seeds' stress cases (001 §4.3) at a platform's chosen GPU count.

- Longer: training takes 30 % longer. The whole bill is recomputed (interruption losses of
  the longer run, time-based fees, billing increments) through ``perturb.outcome``.
- Rerun from the last checkpoint: one interruption at the worst moment loses a full
  checkpoint interval τ, then the restart R: extra = (τ + R) × the cluster's hourly rate.
- Reclaimed without checkpoints: the spot instance goes just before the end and nothing was
  saved: the whole training T is redone after the restart: extra = (T + R) × hourly rate.

The two events are priced at the marginal hourly rate (``pricing.hourly_rate``, no billing
increments), as one extra stretch of the same cluster. When the plan gives no finite
checkpoint interval (no interruption rate, so Young's optimum is "never"), the rerun case
assumes the interval Young's rule gives for one interruption per run, τ = √(2·C·T): the
question presumes checkpoints exist. Without checkpointing the rerun starts from zero.
"""

from __future__ import annotations

import math

import numpy as np

from gpuplanner.core.bill import marginal_rate
from gpuplanner.core.decision_result import StressCase, StressCases
from gpuplanner.core.perturb import Baseline, outcome
from gpuplanner.core.platform import Platform
from gpuplanner.core.result import PlatformResult

LONGER_FACTOR = 1.3  # seed 001 §4.3: "what if training takes 30 % longer"


def lost_interval_hours(platform: Platform, interval: float, train_hours: float) -> float:
    """Hours of training lost by one interruption just before the next checkpoint."""
    if not platform.checkpointing:
        return train_hours
    if not math.isfinite(interval):
        interval = math.sqrt(2.0 * platform.checkpoint_write_hours * train_hours)
    return min(interval, train_hours)


def rerun_cost(rate_per_hour: float, lost_hours: float, restart_hours: float) -> float:
    """Extra cost of redoing ``lost_hours`` after a restart of ``restart_hours``."""
    return (lost_hours + restart_hours) * rate_per_hour


def stress_cases(platform: Platform, result: PlatformResult) -> StressCases | None:
    """The three stress cases at the chosen N, or ``None`` for an infeasible platform."""
    if result.chosen is None:
        return None
    n, i = result.chosen, result.chosen - 1
    total = float(result.total_cost[i])
    days = float(result.delivery_hours[i]) / 24.0
    train = float(result.train_hours[i])
    # The bill's layers (discount, markup, tax, interest) apply to the lost hours too.
    rate = float(marginal_rate(platform, np.array([float(n)]), result.terms)[0])
    r = platform.restart_hours

    longer = outcome(Baseline.at(platform, result, np.array([n])), train_time=LONGER_FACTOR)
    longer_total = float(longer.total_cost[0, 0])

    def event(lost: float) -> StressCase:
        extra = rerun_cost(rate, lost, r)
        return StressCase(
            total_cost=total + extra,
            extra_cost=extra,
            delivery_days=days + (lost + r) / 24.0,
            lost_hours=lost,
        )

    interval = float(result.checkpoint_interval_hours[i])
    return StressCases(
        gpus=n,
        longer=StressCase(
            total_cost=longer_total,
            extra_cost=longer_total - total,
            delivery_days=float(longer.delivery_hours[0, 0]) / 24.0,
            lost_hours=train * (LONGER_FACTOR - 1.0),
        ),
        rerun_from_checkpoint=event(lost_interval_hours(platform, interval, train)),
        reclaim_without_checkpoint=event(train),
    )
