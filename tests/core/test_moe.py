"""Mixture of experts: expert parallelism shards the routed experts, tokens travel by
all-to-all (core/memory.py, core/scaling.py)."""

from __future__ import annotations

import numpy as np
import pytest
from plans import MIXTRAL_8X7B, platform, workload
from pydantic import ValidationError

from gpuplanner.core.layout import layout_ok
from gpuplanner.core.memory import memory_per_gpu
from gpuplanner.core.scaling import StepTerms, step_time

# Mixtral 8x7B (catalogs/models.json): 46.7B total, 12.9B active, 2 of 8 experts per token.
MIXTRAL = {"name": "Mixtral 8x7B", **MIXTRAL_8X7B}
# Routed experts: (46.7 − 12.9) · 8 / (8 − 2) = 45.0667B; the rest 1.6333B.
ROUTED = (46.7 - 12.9) * 8 / 6
DENSE = 46.7 - ROUTED


def test_routed_parameters_follow_from_total_and_active() -> None:
    w = workload(model=MIXTRAL)
    assert w.model.routed_params == pytest.approx(ROUTED * 1e9)


def test_expert_parallel_shards_the_experts() -> None:
    # EP 8 over d = 8 (N = 8): bf16 weights 2 · (1.6333 + 45.0667 / 8) = 14.533 GB a GPU;
    # without EP every GPU holds all 46.7B: 93.4 GB
    n = np.array([8.0])
    ep = memory_per_gpu(workload(model=MIXTRAL, expert_parallel=8, global_batch=8), n, 0.0)
    assert ep.weights[0] == pytest.approx(2 * (DENSE + ROUTED / 8))
    plain = memory_per_gpu(workload(model=MIXTRAL, global_batch=8), n, 0.0)
    assert plain.weights[0] == pytest.approx(2 * 46.7)
    # ZeRO-1 shards Adam over d = 8 for the dense part but only over d / EP = 1 for experts
    z1 = memory_per_gpu(
        workload(model=MIXTRAL, expert_parallel=8, zero_stage=1, global_batch=8), n, 0.0
    )
    assert z1.optimizer[0] == pytest.approx(12 * (DENSE / 8 + ROUTED / 8))


def test_all_to_all_bytes_per_step() -> None:
    # 4 all-to-alls per MoE layer (dispatch + combine, forward and backward), 32 layers, one
    # micro-batch (batch 8 over d = 8), each (8 − 1)/8 of k · b·s·h · 2 B = 2 · 2048 · 4096 · 2
    w = workload(model=MIXTRAL, expert_parallel=8, global_batch=8)
    a2a = StepTerms.of(w, np.array([8.0])).a2a_bytes[0]
    assert a2a == pytest.approx(4 * 32 * 7 / 8 * 2 * 2048 * 4096 * 2)
    assert a2a == pytest.approx(3_758_096_384)
    # inside one 8-GPU node at 200 GB/s: 18.79 ms a step, exposed (not hidden by overlap)
    step = step_time(w, platform(), np.array([8.0]), 124.8e12)
    assert step.all_to_all[0] == pytest.approx(3_758_096_384 / 200e9)
    # ZeRO-0: each expert lives on one GPU of the 8 (d / EP = 1), so only the 1.6333B dense
    # parameters' bf16 gradients are all-reduced: 2 · 7/8 · 2 · 1.6333e9 bytes, in
    # ceil(1.6333e9 / 40e6) = 41 buckets paying NCCL's latency (core/scaling.py):
    # 41 · 8.4 µs + 82 passes · 7 · 3.4 µs = 2,296 µs
    latency = 41 * 8.4e-6 + 82 * 7 * 3.4e-6
    assert latency == pytest.approx(2.296e-3)
    assert step.data_parallel[0] == pytest.approx(2 * 7 / 8 * 2 * DENSE * 1e9 / 200e9 + latency)


def test_expert_parallel_must_divide_the_data_parallel_group() -> None:
    w = workload(model=MIXTRAL, expert_parallel=8)
    ok = layout_ok(w, platform(), np.arange(1.0, 17.0))
    assert np.flatnonzero(ok).tolist() == [7, 15]  # N = 8 and 16


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"expert_parallel": 2}, "expert_parallel"),  # the default 7B is dense
        ({"model": MIXTRAL, "expert_parallel": 3}, "expert_parallel"),  # 8 experts
        ({"model": {**MIXTRAL, "experts_per_token": 9}}, "experts_per_token"),
        ({"model": {**MIXTRAL, "active_params_b": None}}, "active_params_b"),
    ],
)
def test_impossible_expert_layouts_name_the_field(overrides, field) -> None:
    with pytest.raises(ValidationError, match=field):
        workload(**overrides)
