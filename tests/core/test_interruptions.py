"""Interruptions and checkpoints (DESIGN §3.4): Young's interval, the inflated time T',
the no-checkpoint expectation, and what evaluate makes of them."""

from __future__ import annotations

import math

import numpy as np
import pytest
from plans import make_plan, platform

from gpuplanner.core import evaluate
from gpuplanner.core.interruptions import expected_hours, young_interval
from gpuplanner.core.notices import Code
from gpuplanner.core.platform import HourlyPricing

EIGHT = np.array([8.0])
T = np.array([100.0])


def _spot(**overrides):
    base = {
        "interruption_rate": 0.0005,
        "checkpoint_write_hours": 0.05,
        "restart_hours": 0.25,
    }
    return platform(**{**base, **overrides})


def test_young_interval() -> None:
    # τ* = sqrt(2 · 0.05 / (8 · 0.0005)) = sqrt(0.1 / 0.004) = 5 h
    assert young_interval(0.05, np.array([0.004]))[0] == pytest.approx(5.0)
    assert np.isinf(young_interval(0.05, np.array([0.0]))[0])


def test_inflation_with_young_checkpoints() -> None:
    # τ = 5 h; T' = 100 · (1 + 0.05/5) / (1 − 0.004 · (5/2 + 0.25)) = 101 / 0.989 = 102.1234
    out = expected_hours(_spot(), EIGHT, T)
    assert out.interval_hours[0] == pytest.approx(5.0)
    assert out.hours[0] == pytest.approx(101 / 0.989, rel=1e-12)
    assert out.hours[0] == pytest.approx(102.1234, abs=1e-4)


def test_inflation_with_a_fixed_interval() -> None:
    # τ = 2 h; T' = 100 · (1 + 0.05/2) / (1 − 0.004 · (1 + 0.25)) = 102.5 / 0.995 = 103.0151
    out = expected_hours(_spot(checkpoint_interval_hours=2.0), EIGHT, T)
    assert out.interval_hours[0] == 2.0
    assert out.hours[0] == pytest.approx(102.5 / 0.995, rel=1e-12)


def test_without_checkpoints_progress_is_lost() -> None:
    # (e^{Nλ T} − 1)(1/(Nλ) + R) = (e^{0.4} − 1)(250 + 0.25) = 0.4918247 · 250.25 = 123.0791 h
    out = expected_hours(_spot(checkpointing=False), EIGHT, T)
    assert out.hours[0] == pytest.approx(math.expm1(0.4) * 250.25, rel=1e-12)
    assert out.hours[0] == pytest.approx(123.0791, abs=1e-4)
    assert np.isnan(out.interval_hours[0])


def test_no_interruptions_leave_time_unchanged() -> None:
    # λ = 0: T' = T with Young's interval (never checkpoint) and without checkpoints
    assert expected_hours(_spot(interruption_rate=0.0), EIGHT, T).hours[0] == 100.0
    no_ckpt = _spot(interruption_rate=0.0, checkpointing=False)
    assert expected_hours(no_ckpt, EIGHT, T).hours[0] == 100.0
    # a fixed interval still pays its writes: 100 · (1 + 0.05/2) = 102.5
    fixed = _spot(interruption_rate=0.0, checkpoint_interval_hours=2.0)
    assert expected_hours(fixed, EIGHT, T).hours[0] == pytest.approx(102.5)


def test_never_finishing_is_infinite() -> None:
    # checkpoints: N λ = 4/h, τ* = sqrt(0.1/4) = 0.158 h; 4 · (0.079 + 0.25) = 1.32 ≥ 1
    assert np.isinf(expected_hours(_spot(interruption_rate=0.5), EIGHT, T).hours[0])
    # fixed τ = 100 h at N λ = 0.08: 0.08 · (50 + 0.25) = 4.02 ≥ 1
    fixed = _spot(interruption_rate=0.01, checkpoint_interval_hours=100.0)
    assert np.isinf(expected_hours(fixed, EIGHT, T).hours[0])
    # no checkpoints: N λ T = 0.08 · 1000 = 80 > 50 (e^80 is not a plan)
    no_ckpt = _spot(interruption_rate=0.01, checkpointing=False)
    assert np.isinf(expected_hours(no_ckpt, EIGHT, np.array([1000.0])).hours[0])


def _lora_plan(**platform_overrides):
    # 7B LoRA: 4 · 7e9 · 1e9 = 2.8e19 FLOPs at 250 × 0.4 = 1e14 FLOP/s → 77.778 h on 1 GPU.
    # Billing in 1e-9 h steps so that costs are continuous.
    base = {
        "gpu": {"bf16_tflops": 250.0},
        "mfu": 0.4,
        "fixed_gpus": 1,
        "restart_hours": 0.1,
        "pricing": HourlyPricing(price_per_gpu_hour=10.0, billing_increment_hours=1e-9),
    }
    return make_plan(
        workload={"method": "lora"}, platforms=[platform(**{**base, **platform_overrides})]
    )


CLEAN = 2.8e19 / 1e14 / 3600  # 77.778 h


def test_interruption_cost_in_evaluate() -> None:
    # λ = 0.001, C = 0.05, R = 0.1: τ = sqrt(0.1/0.001) = 10 h
    # T' = 77.778 · (1 + 0.005) / (1 − 0.001 · (5 + 0.1)) = 78.1667 / 0.9949 = 78.5674 h
    # interruption cost = 10 · (78.5674 − 77.7778) = 7.896
    r = evaluate(_lora_plan(interruption_rate=0.001)).platforms[0]
    expected = CLEAN * 1.005 / 0.9949
    point = r.chosen_point
    assert point.checkpoint_interval_hours == pytest.approx(10.0)
    assert point.train_hours == pytest.approx(CLEAN)
    assert point.hours == pytest.approx(expected, rel=1e-9)
    assert point.compute_cost == pytest.approx(10 * CLEAN, rel=1e-9)
    assert point.interruption_cost == pytest.approx(10 * (expected - CLEAN), rel=1e-6)
    assert point.total_cost == pytest.approx(10 * expected, rel=1e-9)


def test_no_checkpoint_risk_is_reported_in_hours() -> None:
    # (e^{0.077778} − 1)(1000 + 0.1) = 80.89 h expected instead of 77.78: 3.11 h lost
    result = evaluate(_lora_plan(interruption_rate=0.001, checkpointing=False))
    expected = math.expm1(0.001 * CLEAN) * (1000 + 0.1)
    assert result.platforms[0].chosen_point.hours == pytest.approx(expected, rel=1e-9)
    notice = next(n for n in result.notices if n.code is Code.NO_CHECKPOINT_RISK)
    assert notice.params["lost_hours"] == pytest.approx(expected - CLEAN, rel=1e-6)
    assert notice.params["lost_hours"] == pytest.approx(3.11, abs=0.01)


def test_never_finishing_platform_is_infeasible_with_a_reason() -> None:
    # No checkpoints, λ = 1 per GPU-hour: N λ T ≥ λ · 77.8 GPU-h > 50 at every N
    plan = _lora_plan(interruption_rate=1.0, checkpointing=False, fixed_gpus=None, max_gpus=64)
    r = evaluate(plan).platforms[0]
    assert r.chosen is None
    assert not r.feasible.any()
    assert r.reason.code is Code.NEVER_FINISHES
    assert r.reason.params == {"gpus": 1}
    # a fixed count says why it fails
    fixed = evaluate(_lora_plan(interruption_rate=1.0, checkpointing=False)).platforms[0]
    assert fixed.reason.code is Code.FIXED_GPUS_INFEASIBLE
    assert fixed.reason.params["why"] == "interruptions"
