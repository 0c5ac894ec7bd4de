"""Memory per GPU (DESIGN §3.2): model states, ZeRO sharding, activations, LoRA, reserve.

GB are decimal (1e9 bytes). Activation bytes per layer follow Korthikanti et al. 2022:
s·b·h·34 with FlashAttention and no recompute; the logits buffer is 4·s·b·V once.
"""

from __future__ import annotations

import numpy as np
import pytest
from plans import make_plan, platform, workload

from gpuplanner.core import evaluate
from gpuplanner.core.memory import (
    activation_bytes_per_gpu,
    lora_trainable_params,
    memory_per_gpu,
)
from gpuplanner.core.notices import Code

ONE = np.array([1.0])


def _states(mem) -> np.ndarray:
    return mem.weights + mem.gradients + mem.optimizer


def test_mixed_precision_adamw_is_16_bytes_per_param() -> None:
    # bf16 weights 2 + bf16 grads 2 + fp32 master, m, v 12 = 16 B/param → 7e9 · 16 = 112 GB
    mem = memory_per_gpu(workload(), ONE, 0.0)
    assert mem.weights[0] == pytest.approx(14.0)
    assert mem.gradients[0] == pytest.approx(14.0)
    assert mem.optimizer[0] == pytest.approx(84.0)
    assert _states(mem)[0] * 1e9 / 7e9 == pytest.approx(16.0)


def test_other_optimizers_and_fp32() -> None:
    # 8-bit Adam: 2 B states + 4 B fp32 master = 6 B/param → 42 GB for 7e9
    assert memory_per_gpu(workload(optimizer="adamw_8bit"), ONE, 0).optimizer[0] == (
        pytest.approx(42.0)
    )
    # SGD with momentum: 4 B master + 4 B momentum = 8 B/param → 56 GB
    assert memory_per_gpu(workload(optimizer="sgd_momentum"), ONE, 0).optimizer[0] == (
        pytest.approx(56.0)
    )
    # Pure fp32 AdamW: weights 4 + grads 4 + m, v 8 (no separate master) = 16 B/param
    fp32 = memory_per_gpu(workload(precision="fp32"), ONE, 0)
    assert (fp32.weights[0], fp32.gradients[0], fp32.optimizer[0]) == pytest.approx((28, 28, 56))


@pytest.mark.parametrize(
    ("stage", "expected_gb"),
    [(0, 120.0), (1, 31.40625), (2, 16.640625), (3, 1.875)],
)
def test_zero_paper_figure_1(stage: int, expected_gb: float) -> None:
    """Ψ = 7.5e9, d = 64 (ZeRO paper Fig. 1: 120 / 31.4 / 16.6 / 1.9 GB)."""
    # stage 0: 16 · 7.5 = 120; stage 1: 2Ψ + 2Ψ + 12Ψ/64 = 15 + 15 + 1.40625
    # stage 2: 2Ψ + 14Ψ/64 = 15 + 1.640625; stage 3: 16Ψ/64 = 1.875
    w = workload(model={"params_b": 7.5}, zero_stage=stage, global_batch=64)
    mem = memory_per_gpu(w, np.array([64.0]), 0.0)
    assert _states(mem)[0] == pytest.approx(expected_gb, rel=1e-12)
    assert round(float(_states(mem)[0]), 1) == {0: 120.0, 1: 31.4, 2: 16.6, 3: 1.9}[stage]


# Llama-like shapes; seq 2048, FlashAttention, no recompute, reserve 2 GB (the default).
# 13B/30B use the Llama-1/2 FFN widths; vocab 32,000 for all.
SHAPES = {
    "7B": {"params_b": 7.0, "layers": 32, "hidden": 4096, "heads": 32, "ffn": 11008},
    "13B": {"params_b": 13.0, "layers": 40, "hidden": 5120, "heads": 40, "ffn": 13824},
    "30B": {"params_b": 32.5, "layers": 60, "hidden": 6656, "heads": 52, "ffn": 17920},
    "70B": {
        "params_b": 70.0,
        "layers": 80,
        "hidden": 8192,
        "heads": 64,
        "kv_heads": 8,
        "ffn": 28672,
    },
}


@pytest.mark.parametrize(
    ("size", "micro_batch", "expected_gb", "low", "high"),
    [
        # 16·7 = 112; acts 2048·2·4096·34·32 = 18.254 GB; logits 4·2048·2·32000 = 0.524
        ("7B", 2, 112 + 18.253611008 + 0.524288 + 2, 120, 140),
        # 16·13 = 208; acts 2048·2·5120·34·40 = 28.521 GB; logits 0.524
        ("13B", 2, 208 + 28.5212672 + 0.524288 + 2, 220, 280),
        # 16·32.5 = 520; acts 2048·4·6656·34·60 = 111.233 GB; logits 1.049
        ("30B", 4, 520 + 111.23294208 + 1.048576 + 2, 600, 700),
        # 16·70 = 1120; acts 2048·8·8192·34·80 = 365.072 GB; logits 2.097 → 1.49 TB
        ("70B", 8, 1120 + 365.07222016 + 2.097152 + 2, 1400, 1600),
    ],
)
def test_full_fine_tune_in_seed_ranges(
    size: str, micro_batch: int, expected_gb: float, low: float, high: float
) -> None:
    """Full fine-tune on one GPU (no sharding), AdamW bf16, micro-batch 2/2/4/8, seq 2048,
    FlashAttention, no recompute, 2 GB reserve — lands inside the seed's range (003 §1.1)."""
    w = workload(model=SHAPES[size], micro_batch=micro_batch)
    total = memory_per_gpu(w, ONE, 2.0).total[0]
    assert total == pytest.approx(expected_gb, rel=1e-9)
    assert low <= total <= high


@pytest.mark.parametrize(
    ("size", "expected_gb", "low", "high"),
    [
        # adapters 16·32·(6·4096 + 2·4096 + 3·(4096+11008)) = 39,976,960 at 16 B
        # base 2·7e9 = 14 GB; acts 2048·4096·34·32 = 9.127 GB; logits 4·2048·32000 = 0.262
        ("7B", 14 + 39_976_960 * 16 / 1e9 + 9.126805504 + 0.262144 + 2, 16, 32),
        # adapters 16·40·(6·5120 + 2·5120 + 3·(5120+13824)) = 62,586,880; acts 14.261 GB
        ("13B", 26 + 62_586_880 * 16 / 1e9 + 14.2606336 + 0.262144 + 2, 40, 60),
        # adapters 16·60·(6·6656 + 2·6656 + 3·(6656+17920)) = 121,896,960; acts 27.808 GB
        ("30B", 65 + 121_896_960 * 16 / 1e9 + 27.80823552 + 0.262144 + 2, 80, 120),
        # GQA: kv dim 8192·8/64 = 1024; adapters 16·80·(6·8192 + 2·1024 + 3·(8192+28672))
        # = 207,093,760; acts 2048·8192·34·80 = 45.634 GB
        ("70B", 140 + 207_093_760 * 16 / 1e9 + 45.63402752 + 0.262144 + 2, 160, 220),
    ],
)
def test_lora_in_seed_ranges(size: str, expected_gb: float, low: float, high: float) -> None:
    """LoRA rank 16 on q,k,v,o,gate,up,down, bf16 base, micro-batch 1, seq 2048,
    FlashAttention, no recompute, 2 GB reserve, one GPU."""
    w = workload(model=SHAPES[size], method="lora", lora_rank=16, micro_batch=1)
    total = memory_per_gpu(w, ONE, 2.0).total[0]
    assert total == pytest.approx(expected_gb, rel=1e-9)
    assert low <= total <= high


def test_lora_adapter_count_llama_7b() -> None:
    # r · Σ(d_in + d_out) over 7 matrices · L = 16 · 78,080 · 32
    assert lora_trainable_params(workload(method="lora")) == 39_976_960


def test_qlora_base_is_nf4() -> None:
    # 0.516 B/param · 7e9 = 3.612 GB + adapters 39,976,960 · 2 B = 0.0799539 GB
    mem = memory_per_gpu(workload(method="qlora"), ONE, 0)
    assert mem.weights[0] == pytest.approx(3.612 + 0.07995392, rel=1e-12)


def test_activations_without_flash_attention_add_the_score_term() -> None:
    # per layer s·b·h·(34 + 5·a·s/h) = 2048·1·4096·(34 + 5·32·2048/4096) = 2048·4096·114
    # × 32 layers = 30,601,641,984 + logits 262,144,000
    w = workload(flash_attention=False)
    assert activation_bytes_per_gpu(w) == pytest.approx(30_601_641_984 + 262_144_000)


def test_recompute_shrinks_activations() -> None:
    sbh = 2048 * 1 * 4096
    logits = 262_144_000
    # selective: 34·s·b·h per layer (the attention term goes even without flash)
    selective = workload(recompute="selective", flash_attention=False)
    assert activation_bytes_per_gpu(selective) == pytest.approx(32 * 34 * sbh + logits)
    # full: 2·s·b·h per layer kept + one layer's working set 34·s·b·h
    full = workload(recompute="full")
    assert activation_bytes_per_gpu(full) == pytest.approx(32 * 2 * sbh + 34 * sbh + logits)


def test_tensor_and_pipeline_parallel_divide_the_states() -> None:
    # t·p = 4 at N = 4 (d = 1): 112 GB of states / 4 = 28 GB; activations / t = 18.254 / 2
    w = workload(tensor_parallel=2, pipeline_parallel=2, micro_batch=2)
    mem = memory_per_gpu(w, np.array([4.0]), 0.0)
    assert _states(mem)[0] == pytest.approx(28.0)
    assert mem.activations[0] == pytest.approx(18.253611008 / 2 + 0.524288, rel=1e-9)


def test_reserve_is_added_once_per_gpu() -> None:
    plain = memory_per_gpu(workload(), ONE, 0.0).total[0]
    assert memory_per_gpu(workload(), ONE, 5.5).total[0] - plain == pytest.approx(5.5)


def test_zero3_memory_falls_with_gpus() -> None:
    # 112 GB / N + 9.389 GB activations + 2 GB reserve
    mem = memory_per_gpu(workload(zero_stage=3), np.arange(1, 9, dtype=float), 2.0)
    expected = 112 / np.arange(1, 9) + 9.126805504 + 0.262144 + 2
    np.testing.assert_allclose(mem.total, expected, rtol=1e-12)


def test_missing_shape_is_estimated_with_a_notice() -> None:
    # h = (Ψ · 128 / 12)^(1/3) = (7.4667e10)^(1/3) = 4211.0; L = h / 128 = 32.9
    w = workload(model={"layers": None, "hidden": None, "heads": None, "ffn": None})
    result = evaluate(make_plan(workload=w, platforms=[platform()]))
    notice = next(n for n in result.notices if n.code is Code.MODEL_SHAPE_ESTIMATED)
    assert notice.params == {"params_b": 7.0, "layers": 33, "hidden": 4211}


def test_usable_memory_overrides_the_datasheet() -> None:
    # a "24 GB" shared GPU that really gives 16 GB (seed C): 7B LoRA needs 26.03 GB → no fit
    p = platform(gpu={"memory_gb": 24.0}, usable_memory_gb=16.0, max_gpus=1)
    result = evaluate(make_plan(workload={"method": "lora"}, platforms=[p]))
    r = result.platforms[0]
    assert r.usable_memory_gb == 16.0
    assert not r.fits_memory[0]
    assert r.reason.code is Code.NEVER_FITS
