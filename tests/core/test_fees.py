"""Fee items (DESIGN §3.5): each basis scales with N and time as documented."""

from __future__ import annotations

import numpy as np
import pytest
from plans import fee, make_plan, platform

from gpuplanner.core import evaluate
from gpuplanner.core.fee_costs import fee_cost
from gpuplanner.core.fees import FeeBasis

N = np.array([1.0, 8.0])
HOURS = np.array([730.0, 365.0])  # one month, half a month
COMPUTE = np.array([1000.0, 2000.0])


def _cost(**overrides) -> np.ndarray:
    return fee_cost(fee(**overrides), N, HOURS, COMPUTE)


def test_seed_storage_per_gb_month() -> None:
    # 7 TB = 7,000 GB: file 0.2 × 7,000 = 1,400 per month; object 0.1 × 7,000 = 700 (seed D);
    # metered, so half a month costs half
    file = _cost(kind="storage_file", basis="per_gb_month", rate=0.2, quantity=7000)
    obj = _cost(kind="storage_object", basis="per_gb_month", rate=0.1, quantity=7000)
    np.testing.assert_allclose(file, [1400.0, 700.0])
    np.testing.assert_allclose(obj, [700.0, 350.0])


def test_seed_egress_per_gb() -> None:
    # 1.5 TB public egress × 0.5 CNY/GB = 750 CNY, whatever N and the hours (seed A)
    np.testing.assert_allclose(_cost(kind="egress", basis="per_gb", rate=0.5, quantity=1500), 750)


def test_fixed_and_labor() -> None:
    np.testing.assert_allclose(_cost(basis="fixed", rate=500.0), [500.0, 500.0])
    # labor as hours × rate: 16 h of setup at 300/h = 4,800
    np.testing.assert_allclose(_cost(kind="labor", rate=300.0, quantity=16), [4800.0, 4800.0])


def test_per_job_hour() -> None:
    # 3 public IPs at 2 per hour: 6 × 730 = 4,380; 6 × 365 = 2,190
    cost = _cost(kind="public_ip", basis="per_job_hour", rate=2.0, quantity=3)
    np.testing.assert_allclose(cost, [4380.0, 2190.0])


def test_per_gpu_hour() -> None:
    # 0.5 per GPU-hour: 1 × 730 × 0.5 = 365; 8 × 365 × 0.5 = 1,460
    np.testing.assert_allclose(_cost(basis="per_gpu_hour", rate=0.5), [365.0, 1460.0])


def test_per_month_counts_started_months_at_least_one() -> None:
    # support plan 1,000 per month: 730 h → 1, 365 h → 1, 731 h → 2, 0 h → 1
    support = fee(kind="support", basis="per_month", rate=1000.0)
    hours = np.array([730.0, 365.0, 731.0, 0.0])
    n = np.ones(4)
    np.testing.assert_allclose(fee_cost(support, n, hours, np.zeros(4)), [1000, 1000, 2000, 1000])


def test_percent_of_compute() -> None:
    # 5 % of 1,000 = 50; of 2,000 = 100
    np.testing.assert_allclose(_cost(basis="percent_of_compute", rate=5.0), [50.0, 100.0])


@pytest.mark.parametrize("basis", list(FeeBasis))
def test_zero_quantity_or_rate_costs_nothing(basis: FeeBasis) -> None:
    assert (_cost(basis=basis, rate=3.0, quantity=0.0) == 0.0).all()
    assert (_cost(basis=basis, rate=0.0, quantity=3.0) == 0.0).all()


def test_fees_in_evaluate_over_a_730_hour_job() -> None:
    """A job of exactly 730 h: 1B params (6e9 FLOPs/token) × 4.38e10 tokens = 2.628e20 FLOPs
    at 250 × 0.4 = 1e14 FLOP/s on 1 GPU = 2,628,000 s = 730 h."""
    p = platform(
        gpu={"bf16_tflops": 250.0},
        mfu=0.4,
        fixed_gpus=1,
        fees=(
            fee(kind="storage_file", basis="per_gb_month", rate=0.2, quantity=7000),
            fee(kind="storage_object", basis="per_gb_month", rate=0.1, quantity=7000),
            fee(kind="support", basis="percent_of_compute", rate=5.0),
        ),
    )
    model = {"params_b": 1.0, "layers": 16, "hidden": 2048, "heads": 16, "ffn": 5632}
    plan = make_plan(workload={"model": model, "tokens": 4.38e10}, platforms=[p])
    point = evaluate(plan).platforms[0].chosen_point
    assert point.hours == pytest.approx(730.0)
    # compute 730 h × 10 = 7,300; fees 1,400 + 700 + 5 % · 7,300 = 365
    assert point.compute_cost == pytest.approx(7300.0)
    assert point.fee_costs == pytest.approx((1400.0, 700.0, 365.0))
    assert point.fees_cost == pytest.approx(2465.0)
    assert point.total_cost == pytest.approx(9765.0)
