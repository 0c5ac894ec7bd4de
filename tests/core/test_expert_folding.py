"""Expert tensor parallelism (Workload.expert_tensor_parallel): MoE Parallel Folding (Liu et
al. 2025, arXiv 2504.14960; Megatron-Core's expert_tensor_parallel_size), as every
Megatron-Bridge Qwen3 and DeepSeek-V3 recipe runs it (expert TP 1). Below TP the routed
experts fold the freed TP ranks into expert parallelism: EP draws its ranks from d · TP / ETP,
a GPU holds EP · ETP · p-th of the experts, and the all-to-all spans EP · ETP GPUs. None is
the TP degree, what plans meant before the field.

Qwen3-30B-A3B's shape (tests/plans.py: 128 experts) at TP 2 × EP 64 on 64 GPUs, NeMo's
25.09 Qwen3-235B GB200 layout: d = 32, which EP 64 does not divide; folded, d · 2 / 1 = 64
ranks, which it does."""

from __future__ import annotations

import numpy as np
import pytest
from plans import QWEN3_30B, model, platform, workload
from pydantic import ValidationError

from gpuplanner.core.layout import layout_ok
from gpuplanner.core.memory import expert_fraction
from gpuplanner.core.scaling import StepTerms

N = np.arange(1, 129, dtype=float)


def _moe(**layout: object):
    return workload(model=model(**QWEN3_30B), stack="megatron", **layout)


def test_folding_lets_ep_draw_on_the_tensor_parallel_ranks() -> None:
    gpus = platform(gpus_per_node=72)
    plain = layout_ok(_moe(tensor_parallel=2, expert_parallel=64), gpus, N)
    folded = layout_ok(
        _moe(tensor_parallel=2, expert_parallel=64, expert_tensor_parallel=1), gpus, N
    )
    assert not plain[63] and plain[127]  # EP 64 needs d = 64: 128 GPUs
    assert folded[63] and folded[127]
    # ETP equal to TP is the default, exactly.
    same = layout_ok(_moe(tensor_parallel=2, expert_parallel=8, expert_tensor_parallel=2), gpus, N)
    assert np.array_equal(same, layout_ok(_moe(tensor_parallel=2, expert_parallel=8), gpus, N))


def test_a_gpu_holds_whole_experts_and_the_exchange_spans_ep_times_etp() -> None:
    """TP 2 × EP 8: unfolded a GPU holds 1 / (8 · 2) = 1/16 of the routed experts (16 experts
    split two ways), folded 1/8 (16 whole experts); the all-to-all spans 16 GPUs, then 8."""
    plain = _moe(tensor_parallel=2, expert_parallel=8)
    folded = _moe(tensor_parallel=2, expert_parallel=8, expert_tensor_parallel=1)
    assert expert_fraction(plain) == pytest.approx(1 / 16)
    assert expert_fraction(folded) == pytest.approx(1 / 8)
    n = np.array([64.0])
    assert float(StepTerms.of(plain, n).ep_span.ravel()[0]) == 16
    assert float(StepTerms.of(folded, n).ep_span.ravel()[0]) == 8


@pytest.mark.parametrize(
    ("overrides", "code"),
    [
        ({"expert_tensor_parallel": 1}, "etp_on_dense"),  # the 7B dense default model
        (
            {"model": model(**QWEN3_30B), "tensor_parallel": 2, "expert_tensor_parallel": 4},
            "etp_not_dividing_tp",
        ),
    ],
)
def test_what_cannot_fold_is_refused_naming_the_field(overrides: dict, code: str) -> None:
    with pytest.raises(ValidationError, match=code) as caught:
        workload(**overrides)
    (error,) = caught.value.errors()
    assert error["ctx"]["field"] == "expert_tensor_parallel"
