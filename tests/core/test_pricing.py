"""Money for GPU time under every pricing mode (DESIGN §3.5), hand-computed."""

from __future__ import annotations

import numpy as np
import pytest
from plans import make_plan, platform

from gpuplanner.core import evaluate
from gpuplanner.core.platform import (
    HourlyPricing,
    LeasePricing,
    PricingMode,
    ReservedPricing,
    SelfBuiltPricing,
)
from gpuplanner.core.pricing import gpu_time_cost, hourly_rate, lead_time_hours


def _cost(pricing, gpus: float, hours: float, **platform_overrides) -> float:
    p = platform(pricing=pricing, **platform_overrides)
    return float(gpu_time_cost(p, np.array([gpus]), np.array([hours]))[0])


def test_seed_3000_gpu_hours_at_10_cny() -> None:
    # 8 GPUs × 375 h = 3,000 GPU-h × 10 CNY = 30,000 CNY (seed D)
    assert _cost(HourlyPricing(price_per_gpu_hour=10.0), 8, 375.0) == pytest.approx(30_000.0)


def test_on_demand_bills_started_minutes() -> None:
    # 1.005 h = 60.3 min → 61 started minutes; 2 GPUs × 61/60 h × 10 = 20.333
    od = HourlyPricing(price_per_gpu_hour=10.0)
    assert _cost(od, 2, 1.005) == pytest.approx(2 * 61 / 60 * 10)
    # float noise must not bill one more minute: 8 × 18 h × 20 = 2,880
    seed = HourlyPricing(price_per_gpu_hour=20.0)
    assert _cost(seed, 8, 18.0 + 1e-12) == pytest.approx(2880.0)


def test_hourly_increment_and_minimum() -> None:
    # hourly billing: 1.2 h → 2 h; 2 GPUs × 2 h × 10 = 40
    hourly = HourlyPricing(price_per_gpu_hour=10.0, billing_increment_hours=1.0)
    assert _cost(hourly, 2, 1.2) == pytest.approx(40.0)
    # minimum 1 h: 0.5 h → 1 h; 2 × 1 × 10 = 20; above the minimum the minutes count
    minimum = HourlyPricing(price_per_gpu_hour=10.0, minimum_hours=1.0)
    assert _cost(minimum, 2, 0.5) == pytest.approx(20.0)
    assert _cost(minimum, 2, 1.5) == pytest.approx(30.0)


def test_spot_is_billed_like_on_demand() -> None:
    spot = HourlyPricing(mode=PricingMode.SPOT, price_per_gpu_hour=3.0)
    assert _cost(spot, 4, 10.0) == pytest.approx(120.0)  # 4 × 10 × 3


def test_reserved_bills_whole_months_with_a_minimum_term() -> None:
    # 1,000 h = 1.37 months → 2 started months; 8 GPUs × 2 × 5,000 = 80,000
    reserved = ReservedPricing(price_per_gpu_month=5000.0)
    assert _cost(reserved, 8, 1000.0) == pytest.approx(80_000.0)
    # exactly 730 h is one month: 8 × 1 × 5,000
    assert _cost(reserved, 8, 730.0) == pytest.approx(40_000.0)
    # a 3-month minimum term: 8 × 3 × 5,000 = 120,000
    term = ReservedPricing(price_per_gpu_month=5000.0, minimum_months=3)
    assert _cost(term, 8, 1000.0) == pytest.approx(120_000.0)


def test_lease_bills_whole_machines_deposit_and_add_ons() -> None:
    # 12 GPUs on 8-GPU machines → 2 machines; 800 h → 2 months;
    # 2 × (2 × (40,000 + 2,000 add-ons) + 10,000 non-refundable deposit) = 188,000
    lease = LeasePricing(
        price_per_machine_month=40_000.0,
        addons_per_machine_month=2_000.0,
        deposit_per_machine=10_000.0,
        deposit_refundable=False,
    )
    assert _cost(lease, 12, 800.0) == pytest.approx(188_000.0)
    # a refundable deposit is not a cost: 2 × 2 × 42,000 = 168,000
    refundable = lease.model_copy(update={"deposit_refundable": True})
    assert _cost(refundable, 12, 800.0) == pytest.approx(168_000.0)
    # 3-month minimum: 2 × (3 × 42,000 + 10,000) = 272,000
    term = lease.model_copy(update={"minimum_months": 3})
    assert _cost(term, 12, 800.0) == pytest.approx(272_000.0)


SELF_BUILT = SelfBuiltPricing(
    capex_per_gpu=60_000.0,
    spares_fraction=0.10,
    depreciation_years=3.0,
    residual_fraction=0.30,
    power_w_per_gpu=700.0,
    pue=1.4,
    electricity_per_kwh=0.8,
    hosting_per_gpu_month=500.0,
    staff_per_month=20_000.0,
    repair_fraction_per_year=0.02,
    lead_time_days=21.0,
)
# 8 GPUs for 1,000 h, by hand:
#   capex 8 × 1.1 × 60,000 = 528,000 (10 % spares)
#   depreciation 528,000 × 0.7 × 1,000 / (3 × 8,760) = 14,063.93
#   power 5.6 kW × PUE 1.4 × 1,000 h × 0.8 = 6,272.00
#   hosting 8 × 500 × 1,000 / 730 = 5,479.45; staff 20,000 × 1,000 / 730 = 27,397.26
#   repairs 528,000 × 0.02 × 1,000 / 8,760 = 1,205.48


def test_self_built_allocates_depreciation_by_hours() -> None:
    # By hand: 14,063.93 + 6,272 + 5,479.45 + 27,397.26 + 1,205.48 = 54,418.12
    assert _cost(SELF_BUILT, 8, 1000.0) == pytest.approx(54_418.12, abs=0.01)


def test_self_built_can_charge_the_whole_purchase() -> None:
    # By hand: 528,000 + 6,272 + 5,479.45 + 27,397.26 + 1,205.48 = 568,354.19
    whole = SELF_BUILT.model_copy(update={"charge_whole_purchase": True})
    assert _cost(whole, 8, 1000.0) == pytest.approx(568_354.19, abs=0.01)


def test_hourly_rate_of_each_mode() -> None:
    n = np.array([8.0])
    od = platform(pricing=HourlyPricing(price_per_gpu_hour=10.0))
    assert hourly_rate(od, n)[0] == pytest.approx(80.0)
    reserved = platform(pricing=ReservedPricing(price_per_gpu_month=7300.0))
    assert hourly_rate(reserved, n)[0] == pytest.approx(80.0)  # 8 × 7,300 / 730
    lease = platform(pricing=LeasePricing(price_per_machine_month=73_000.0))
    assert hourly_rate(lease, n)[0] == pytest.approx(100.0)  # 1 machine × 73,000 / 730
    # one more hour of a whole-purchase cluster costs its running costs, not the purchase:
    # (6,272 + 5,479.45 + 27,397.26 + 1,205.48) / 1,000 h = 40.354 per hour
    whole = platform(pricing=SELF_BUILT.model_copy(update={"charge_whole_purchase": True}))
    assert hourly_rate(whole, n)[0] == pytest.approx(40.354, abs=1e-3)
    # with depreciation allocated by hours: 54,418.12 / 1,000 h
    allocated = platform(pricing=SELF_BUILT)
    assert hourly_rate(allocated, n)[0] == pytest.approx(54.418, abs=1e-3)


def test_lead_time_is_added_to_delivery() -> None:
    # 7B LoRA, 2.8e19 FLOPs at 250 × 0.4 TFLOPS on 1 GPU = 77.78 h; + 4 h queue + 21 days
    p = platform(
        pricing=SELF_BUILT,
        gpu={"bf16_tflops": 250.0},
        mfu=0.4,
        fixed_gpus=1,
        queue_hours=4.0,
    )
    assert lead_time_hours(p) == 21 * 24
    r = evaluate(make_plan(workload={"method": "lora"}, platforms=[p])).platforms[0]
    hours = 2.8e19 / 1e14 / 3600
    assert r.chosen_point.hours == pytest.approx(hours)
    assert r.chosen_point.delivery_days == pytest.approx((4 + hours + 504) / 24)
    # on-demand has no lead time
    assert lead_time_hours(platform()) == 0.0


def test_evaluate_uses_the_pricing_mode() -> None:
    # LoRA at 1e14 FLOP/s: 77.78 h on 1 GPU; reserved bills 1 month: 1 × 1 × 5,000
    p = platform(
        pricing=ReservedPricing(price_per_gpu_month=5000.0),
        gpu={"bf16_tflops": 250.0},
        mfu=0.4,
        fixed_gpus=1,
    )
    r = evaluate(make_plan(workload={"method": "lora"}, platforms=[p])).platforms[0]
    assert r.chosen_point.compute_cost == pytest.approx(5000.0)
    # cost per billion tokens = 5,000 / (1e9 / 1e9)
    assert r.chosen_point.cost_per_billion_tokens == pytest.approx(5000.0)
