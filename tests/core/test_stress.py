"""Stress cases (seed 001 §4.3) at the chosen N, against hand-computed bills.

Base case (see round_plans): 4 GPUs with a measured E(4) = 0.875, so training takes
140 / (4 · 0.875) = 40 h; 1 h setup; 10 per GPU-hour → 4 GPUs cost 40 per hour of the
cluster, and the base bill is 4 · 41 · 10 = 1,640.
"""

from __future__ import annotations

import math

import pytest
from round_plans import round_plan, round_platform

from gpuplanner.core import evaluate
from gpuplanner.core.platform import ReservedPricing, ScalingPoint
from gpuplanner.core.stress import lost_interval_hours, rerun_cost


def _four(**overrides):
    base = {
        "fixed_gpus": 4,
        "scaling_points": (ScalingPoint(gpus=4, efficiency=0.875),),
        "checkpoint_write_hours": 0.0,
        "checkpoint_interval_hours": 3.0,
        "restart_hours": 0.25,
    }
    return evaluate(round_plan(round_platform(**{**base, **overrides}))).platforms[0]


def test_base_bill() -> None:
    r = _four()
    assert r.train_hours[3] == pytest.approx(40.0)
    assert r.total_cost[3] == pytest.approx(1640.0)


def test_thirty_percent_longer() -> None:
    # 40 h × 1.3 = 52 h training + 1 h setup = 53 h; 4 × 53 × 10 = 2,120 (+480).
    s = _four().stress
    assert s.gpus == 4
    assert s.longer.total_cost == pytest.approx(2120.0)
    assert s.longer.extra_cost == pytest.approx(480.0)
    assert s.longer.lost_hours == pytest.approx(12.0)
    assert s.longer.delivery_days == pytest.approx(53.0 / 24)


def test_rerun_from_checkpoint_is_interval_plus_restart_at_hourly_rate() -> None:
    # Lose a full 3 h interval, then 0.25 h restart: (3 + 0.25) × 40 per hour = 130.
    s = _four().stress.rerun_from_checkpoint
    assert s.lost_hours == pytest.approx(3.0)
    assert s.extra_cost == pytest.approx(130.0)
    assert s.total_cost == pytest.approx(1640.0 + 130.0)
    assert s.delivery_days == pytest.approx((41.0 + 3.25) / 24)
    assert rerun_cost(40.0, 3.0, 0.25) == 130.0


def test_reclaim_without_checkpoint_redoes_the_whole_run() -> None:
    # Reclaimed just before the end: the 40 h are redone after a 0.25 h restart: 40.25 × 40.
    s = _four().stress.reclaim_without_checkpoint
    assert s.lost_hours == pytest.approx(40.0)
    assert s.extra_cost == pytest.approx(1610.0)
    assert s.total_cost == pytest.approx(3250.0)


def test_rerun_with_youngs_interval_and_interruptions() -> None:
    # λ = 0.001 per GPU-hour on 4 GPUs: job rate 0.004/h; C = 0.05 h:
    # τ* = sqrt(2 · 0.05 / 0.004) = 5 h → rerun = (5 + 0.25) × 40 = 210.
    r = _four(interruption_rate=0.001, checkpoint_write_hours=0.05, checkpoint_interval_hours=None)
    assert r.checkpoint_interval_hours[3] == pytest.approx(5.0)
    assert r.stress.rerun_from_checkpoint.extra_cost == pytest.approx(210.0)
    # +30 %: T = 52 h → T' = 52 · (1 + 0.05/5) / (1 − 0.004 · (2.5 + 0.25)) = 52.52 / 0.989;
    # held T' + 1 h setup, billed by started minutes, × 4 GPUs × 10.
    held = 52.52 / 0.989 + 1.0
    billed = math.ceil(held * 60 - 1e-9) / 60
    assert r.stress.longer.total_cost == pytest.approx(4 * billed * 10)


def test_rerun_without_a_finite_interval_assumes_one_interruption_per_run() -> None:
    # No interruption rate and no typed interval: Young's optimum is "never"; the stress case
    # uses τ = sqrt(2 · C · T) = sqrt(2 · 0.05 · 40) = 2 h → (2 + 0.25) × 40 = 90.
    r = _four(checkpoint_write_hours=0.05, checkpoint_interval_hours=None)
    assert math.isinf(r.checkpoint_interval_hours[3])
    assert r.stress.rerun_from_checkpoint.lost_hours == pytest.approx(2.0)
    assert r.stress.rerun_from_checkpoint.extra_cost == pytest.approx(90.0)


def test_without_checkpointing_a_rerun_starts_from_zero() -> None:
    r = _four(checkpointing=False)
    s = r.stress
    assert s.rerun_from_checkpoint.extra_cost == pytest.approx(
        s.reclaim_without_checkpoint.extra_cost
    )
    assert s.rerun_from_checkpoint.extra_cost == pytest.approx(40.25 * 40)


def test_lost_interval_never_exceeds_the_run() -> None:
    p = round_platform(checkpoint_interval_hours=100.0)
    assert lost_interval_hours(p, 100.0, 40.0) == 40.0


def test_reserved_cluster_hourly_rate() -> None:
    # 7,300 per GPU-month / 730 h = 10 per GPU-hour: the same events cost the same 130.
    r = _four(pricing=ReservedPricing(price_per_gpu_month=7300.0))
    assert r.stress.rerun_from_checkpoint.extra_cost == pytest.approx(130.0)
    # The +30 % run still fits in the first billed month: no extra cost at all.
    assert r.stress.longer.extra_cost == pytest.approx(0.0)


def test_infeasible_platform_has_no_stress_cases() -> None:
    r = evaluate(round_plan(round_platform(gpu={"memory_gb": 10.0}, max_gpus=1))).platforms[0]
    assert r.chosen is None
    assert r.stress is None
