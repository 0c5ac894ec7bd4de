"""Committed use (core/pricing_modes/committed.py), worked by hand.

The issue's case: 64 GPUs committed for 12 months at ¥9.00 per GPU-hour, overflow on demand
at ¥15.00; a job needing 96 GPUs for 3 months (730 h a month, 2,190 h):

    commitment = 64 × 12 × 730 × 9.00            = 5,045,760.00  (the whole term, used or not)
    overflow   = (96 − 64) × 2,190 × 15.00        = 1,051,200.00
    GPU time   =                                    6,096,960.00
    all on demand: 96 × 2,190 × 15.00             = 3,153,600.00  (2,943,360 less: for one
                                                    3-month job the commitment does not pay)

Break-even: the commitment pays once the job's GPU-hours on it would cost more on demand,
5,045,760 / 15 = 336,384 GPU-hours, i.e. 64 GPUs busy 5,256 h = 60 % of the term.
"""

from __future__ import annotations

import numpy as np
import pytest
from plans import SMALL_1B, make_plan, platform

from gpuplanner.core import evaluate
from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.bill_lines import LineCode, bill_lines
from gpuplanner.core.platform import CommittedPricing, PricingMode
from gpuplanner.core.platform_edits import switch_pricing_mode
from gpuplanner.core.pricing_modes import REGISTRY
from gpuplanner.core.pricing_modes.billing import Usage

Q = CommittedPricing(
    committed_gpus=64, committed_price_per_gpu_hour=9.0, term_months=12, overflow_per_gpu_hour=15.0
)
RULES = REGISTRY[CommittedPricing]


def _cost(n: float, hours: float) -> float:
    p = platform(pricing=Q)
    return float(RULES.cost(p, Q, np.array([n]), np.array([hours]), Usage())[0])


def test_the_issue_case_by_hand() -> None:
    assert _cost(96, 3 * 730) == pytest.approx(5_045_760 + 1_051_200, abs=1e-6)
    assert 96 * 2190 * 15.0 == 3_153_600  # the same job all on demand


def test_the_commitment_is_billed_used_or_not() -> None:
    """32 GPUs for one month: no overflow, the whole commitment; 0 GPUs would pay it too."""
    assert _cost(32, 730) == pytest.approx(5_045_760, abs=1e-6)
    held = RULES.held_gpus(platform(pricing=Q), Q, np.array([32.0]))
    assert float(held[0]) == 64  # the committed GPUs are held (idle power in the kWh)


def test_hours_after_the_term_are_on_demand_for_every_gpu() -> None:
    """64 GPUs for 14 months (10,220 h): 1,460 h after the 8,760-h term × 64 × 15.00 =
    1,401,600 on top of the commitment: 6,447,360."""
    assert _cost(64, 14 * 730) == pytest.approx(5_045_760 + 1_401_600, abs=1e-6)


def test_one_more_hour_costs_only_the_overflow() -> None:
    """Within the term the committed GPUs are paid for: at 96 GPUs an hour is 32 × 15.00."""
    rate = RULES.hourly_rate(platform(pricing=Q), Q, np.array([96.0, 48.0]), 730.0)
    assert rate.tolist() == [480.0, 0.0]


def _plan(**platform_update: object):
    q = CommittedPricing(
        committed_gpus=8,
        committed_price_per_gpu_hour=9.0,
        term_months=1,
        overflow_per_gpu_hour=15.0,
    )
    p = platform(name="C", pricing=q, fixed_gpus=16, **platform_update)
    return make_plan(workload={"model": SMALL_1B, "tokens": 3e10}, platforms=[p])


def test_the_bill_itemises_commitment_and_overflow() -> None:
    """8 GPUs committed for 1 month at 9.00: 8 × 730 × 9 = 52,560, whatever the job; the 8
    GPUs above it pay 15.00 per hour held: the lines add up to the GPU time."""
    plan = _plan()
    r = evaluate(plan).platforms[0]
    lines = {line.code: line for line in bill_lines(plan, r)}
    assert lines[LineCode.COMMITMENT].amount == pytest.approx(52_560.0)
    hours = r.chosen_point.hours
    assert lines[LineCode.OVERFLOW].amount == pytest.approx(8 * hours * 15.0)
    compute = lines[LineCode.COMMITMENT].amount + lines[LineCode.OVERFLOW].amount
    assert r.chosen_point.compute_cost == pytest.approx(compute)


def test_a_discount_applies_to_the_committed_price_only() -> None:
    """10 % off the list (the committed price): −5,256 on the commitment, overflow as typed."""
    plan = _plan(adjustment=PriceAdjustment(discount_percent=10))
    r = evaluate(plan).platforms[0]
    lines = {line.code: line for line in bill_lines(plan, r)}
    assert lines[LineCode.DISCOUNT].amount == pytest.approx(-5_256.0)


def test_switching_seeds_the_commitment_from_the_hourly_price() -> None:
    """From on-demand at 10.00/GPU-h: the platform's 16 fixed GPUs committed for 12 months at
    the monthly plan's 60 % (6.00), overflow at 10.00; and back to on-demand at 10.00."""
    plan = make_plan(platforms=[platform(fixed_gpus=16)])
    to = switch_pricing_mode(plan, 0, PricingMode.COMMITTED).platforms[0].pricing
    assert to == CommittedPricing(
        committed_gpus=16, committed_price_per_gpu_hour=6.0, overflow_per_gpu_hour=10.0
    )
    committed = switch_pricing_mode(plan, 0, PricingMode.COMMITTED)
    back = switch_pricing_mode(committed, 0, PricingMode.ON_DEMAND).platforms[0].pricing
    assert back.price_per_gpu_hour == 10.0
