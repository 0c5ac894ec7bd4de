"""Calibration from a measured run: implied MFU and scaling, by hand, and their use.

The measurement: a 7B model (6 · 7e9 = 4.2e10 FLOPs per token), global batch 4 × 2,048 =
8,192 tokens per step → 4.2e10 × 8,192 = 3.44064e14 FLOPs per step, on A100s (312 TFLOPS).
"""

from __future__ import annotations

import pytest
from plans import make_plan, platform
from pydantic import ValidationError

from gpuplanner.core import evaluate
from gpuplanner.core.notices import Code
from gpuplanner.core.platform import ScalingPoint
from gpuplanner.core.uncertainty_models import Calibration

FLOPS_PER_STEP = 6 * 7e9 * 8192  # 3.44064e14
STEPS = 1e9 / 8192  # 122,070.3125 optimizer steps over 1e9 tokens
SMALL_BATCH = {"global_batch": 4}


def _evaluate(calibration: Calibration, workload=None, **platform_overrides):
    p = platform(calibration=calibration, **platform_overrides)
    result = evaluate(make_plan(workload=workload or SMALL_BATCH, platforms=[p]))
    return result, result.platforms[0]


def test_point_eight_seconds_on_four_gpus() -> None:
    # 3.44064e14 / 0.8 s = 4.3008e14 FLOP/s; / 4 GPUs = 1.0752e14 per GPU;
    # / 312e12 = MFU × E(4) = 0.344615. Communication: ring all-reduce of 2 B × 7e9 grads,
    # 2 · 3/4 · 1.4e10 B / 200 GB/s = 0.105 s ≤ 0.5 overlap × 0.8 s → hidden, E(4) = 1,
    # so the implied MFU is 0.344615.
    result, r = _evaluate(Calibration(gpus=4, step_seconds=0.8))
    c = r.calibration
    assert c.achieved_tflops == pytest.approx(430.08)
    assert c.per_gpu_tflops == pytest.approx(107.52)
    assert c.mfu_times_efficiency == pytest.approx(107.52 / 312)
    assert c.split == "model"
    assert c.implied_efficiency == pytest.approx(1.0)
    assert c.implied_mfu == pytest.approx(0.344615, abs=1e-6)
    assert c.plausible
    # Used in evaluate: MFU and throughput, and the measured step time comes back at N = 4:
    # 122,070.3125 steps × 0.8 s = 97,656.25 s = 27.1267 h.
    assert r.mfu == pytest.approx(107.52 / 312)
    assert r.effective_tflops == pytest.approx(107.52)
    assert r.train_hours[3] == pytest.approx(STEPS * 0.8 / 3600)
    assert not any(n.code.value.startswith("calibration") for n in result.notices)


def test_tokens_per_second_is_the_same_measurement() -> None:
    # 8,192 tokens / 0.8 s = 10,240 tokens/s across the 4 GPUs.
    _, r = _evaluate(Calibration(gpus=4, tokens_per_second=10240.0))
    assert r.calibration.step_seconds == pytest.approx(0.8)
    assert r.calibration.implied_mfu == pytest.approx(107.52 / 312)


def test_communication_bound_step_is_split_by_the_model() -> None:
    # 16 GPUs = 2 nodes, one 12.5 GB/s adapter each (the node's aggregate):
    # t_comm = 2 · 15/16 · 1.4e10 / 12.5e9 = 2.1 s, plus NCCL's ring latency (core/scaling):
    # 175 buckets × 8.4 µs + 350 passes × (14 · 3.4 + 1 · 14 µs) = 23.03 ms → 2.12303 s.
    # Global batch 64 × 2,048 = 131,072 tokens → 5.505024e15 FLOPs per step; measured 4.0 s.
    # MFU × E = 5.505024e15 / 4.0 / 16 / 312e12 = 0.275693.
    # t_comm > 0.5 × 4.0, so t_step = t_c + t_comm − 0.5·t_c → t_c = (4.0 − 2.12303)/0.5 =
    # 3.75394 s; E(16) = 3.75394 / 4.0 = 0.938485 and MFU = 0.275693 / 0.938485.
    _, r = _evaluate(
        Calibration(gpus=16, step_seconds=4.0),
        workload={"global_batch": 64},
        inter_node_gbps=12.5,
        nics_per_node=1,
    )
    c = r.calibration
    product = 6 * 7e9 * 131072 / 4.0 / 16 / 312e12
    assert c.mfu_times_efficiency == pytest.approx(product)
    assert c.implied_efficiency == pytest.approx(0.938485)
    assert c.implied_mfu == pytest.approx(product / 0.938485)
    # Evaluating reproduces the measured 4.0 s per step at 16 GPUs.
    assert r.efficiency[15] == pytest.approx(0.938485)
    assert r.train_hours[15] == pytest.approx(1e9 / 131072 * 4.0 / 3600)


def test_single_gpu_run_separates_mfu_from_scaling() -> None:
    # Seed 001: 1 GPU 10 h vs 4 GPUs 3.5 h → E(4) = 10 / (4 · 3.5) = 0.714. Per step: 2.8 s
    # on 1 GPU, 0.98 s on 4. MFU from the 1-GPU run: 3.44064e14 / 2.8 / 312e12 = 0.393846.
    _, r = _evaluate(Calibration(gpus=4, step_seconds=0.98, single_gpu_step_seconds=2.8))
    c = r.calibration
    assert c.split == "single_gpu_run"
    assert c.implied_mfu == pytest.approx(FLOPS_PER_STEP / 2.8 / 312e12)
    assert c.implied_efficiency == pytest.approx(10 / 14)
    assert r.efficiency[3] == pytest.approx(10 / 14)
    assert r.train_hours[0] == pytest.approx(STEPS * 2.8 / 3600)
    assert r.train_hours[3] == pytest.approx(STEPS * 0.98 / 3600)


def test_measured_scaling_point_at_the_same_count() -> None:
    # A typed E(4) = 0.8 takes precedence: MFU = 0.344615 / 0.8 = 0.430769.
    _, r = _evaluate(
        Calibration(gpus=4, step_seconds=0.8),
        scaling_points=(ScalingPoint(gpus=4, efficiency=0.8),),
    )
    assert r.calibration.split == "measured_point"
    assert r.calibration.implied_mfu == pytest.approx(107.52 / 312 / 0.8)
    assert r.train_hours[3] == pytest.approx(STEPS * 0.8 / 3600)


def test_one_gpu_measurement() -> None:
    # 3.44064e14 / 2.0 s / 312e12 = 0.551385 on one GPU, E(1) = 1.
    _, r = _evaluate(Calibration(gpus=1, step_seconds=2.0))
    assert r.calibration.split == "one_gpu"
    assert r.calibration.implied_mfu == pytest.approx(FLOPS_PER_STEP / 2.0 / 312e12)


def test_implausibly_high_mfu_is_flagged_against_the_matmul_ceiling() -> None:
    # Ceiling 280 / 312 = 0.897. 0.3 s per step on 1 GPU → 3.44064e14 / 0.3 / 312e12 = 3.676:
    # far beyond it (and beyond 100 %): the measurement or the workload must be wrong.
    result, r = _evaluate(
        Calibration(gpus=1, step_seconds=0.3), gpu={"matmul_ceiling_tflops": 280.0}
    )
    high = [n for n in result.notices if n.code is Code.CALIBRATION_MFU_HIGH]
    assert len(high) == 1
    assert high[0].params["ceiling_mfu"] == pytest.approx(280 / 312)
    assert high[0].params["mfu"] == pytest.approx(FLOPS_PER_STEP / 0.3 / 312e12)
    assert not r.calibration.plausible


def test_mfu_just_above_the_ceiling_but_below_one() -> None:
    # 1.2 s on 1 GPU → 0.919 > 0.897.
    result, _ = _evaluate(
        Calibration(gpus=1, step_seconds=1.2), gpu={"matmul_ceiling_tflops": 280.0}
    )
    assert [n.code for n in result.notices if n.code.value.startswith("calibration")] == [
        Code.CALIBRATION_MFU_HIGH
    ]


def test_implausibly_low_mfu_is_flagged() -> None:
    # 30 s on 1 GPU → 3.44064e14 / 30 / 312e12 = 0.0368 < 5 %.
    result, r = _evaluate(Calibration(gpus=1, step_seconds=30.0))
    low = [n for n in result.notices if n.code is Code.CALIBRATION_MFU_LOW]
    assert len(low) == 1
    assert low[0].params["mfu"] == pytest.approx(0.036758, abs=1e-6)
    assert r.mfu == pytest.approx(0.036758, abs=1e-6)  # still used: it is what was measured


def test_superlinear_measurements_are_capped() -> None:
    # 1 GPU 2.8 s, 4 GPUs 0.6 s → 2.8 / 2.4 = 1.17 > 1: capped at 1 with a notice.
    result, r = _evaluate(Calibration(gpus=4, step_seconds=0.6, single_gpu_step_seconds=2.8))
    assert r.calibration.implied_efficiency == 1.0
    assert Code.CALIBRATION_SUPERLINEAR in [n.code for n in result.notices]


def test_communication_longer_than_the_step_is_flagged() -> None:
    # t_comm at 16 GPUs over 12.5 GB/s is 2.1 s (above), but the measured step is 1.5 s.
    result, r = _evaluate(
        Calibration(gpus=16, step_seconds=1.5),
        workload={"global_batch": 64},
        inter_node_gbps=12.5,
        nics_per_node=1,
    )
    assert Code.CALIBRATION_COMM_EXCEEDS in [n.code for n in result.notices]
    assert r.calibration.implied_efficiency == pytest.approx(1.0)


def test_calibration_needs_exactly_one_measurement() -> None:
    with pytest.raises(ValidationError, match="one_measurement"):
        Calibration(gpus=4)
    with pytest.raises(ValidationError, match="one_measurement"):
        Calibration(gpus=4, step_seconds=0.8, tokens_per_second=10240.0)
