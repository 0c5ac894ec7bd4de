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


# Per layer (Korthikanti 2022 §4.1, bytes per s·b·h): attention 11 (K and V 2 each, × kv/heads
# with GQA: 7 + 4·kv/a), layer norms 4, and a gated (SwiGLU) MLP 3 + 8·f/h (input 2, gate, up,
# SiLU output and product 2·f/h each, mask 1) in place of GPT's 19. Recomputed by hand when the
# model learnt the FFN width and GQA: Llama-7B 11 + 4 + 3 + 8 · 11008/4096 = 39.5 (was 34).
# Plus Megatron's embedding terms 8·s·b + s·b·h and the last stage's fp32 logits with the final
# norm's output, 4·s·b·(V + h) (Megatron theoretical_memory_usage.py).
@pytest.mark.parametrize(
    ("size", "micro_batch", "expected_gb", "low", "high"),
    [
        # 16·7 = 112; acts 2048·2·4096·39.5·32 = 21.206 GB; embedding 8·4096 + 2048·2·4096
        # = 0.0168 GB; logits 4·2048·2·(32000 + 4096) = 0.591 GB
        ("7B", 2, 112 + 21.206401024 + 0.016809984 + 0.591396864 + 2, 120, 140),
        # 16·13 = 208; f/h = 2.7 → 39.6; acts 2048·2·5120·39.6·40 = 33.219 GB; logits 0.608
        ("13B", 2, 208 + 33.21888768 + 0.021004288 + 0.60817408 + 2, 220, 280),
        # 16·32.5 = 520; f/h = 17920/6656 → 39.538; acts 2048·4·6656·39.538·60 = 129.352 GB
        ("30B", 4, 520 + 129.35233536 + 0.054591488 + 1.266679808 + 2, 600, 700),
        # GQA 8 of 64 heads: 7 + 0.5; f/h = 3.5 → MLP 31; 42.5 · 2048·8·8192 · 80 = 456.340 GB
        ("70B", 8, 1120 + 456.3402752 + 0.1343488 + 2.634022912 + 2, 1400, 1600),
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
        # base 2·7e9 = 14 GB; acts 2048·4096·39.5·32 = 10.603 GB; embedding 0.0084 GB;
        # logits 4·2048·(32000 + 4096) = 0.296 GB, and the Hugging Face Trainer's (LoRA's
        # default stack) 2.5 more fp32-sized logit copies 2.5·4·2048·32000 = 0.65536 GB
        ("7B", 14 + 39_976_960 * 16 / 1e9 + 10.603200512 + 0.008404992 + 0.951058432, 16, 32),
        # adapters 16·40·(6·5120 + 2·5120 + 3·(5120+13824)) = 62,586,880; acts 16.609 GB
        ("13B", 26 + 62_586_880 * 16 / 1e9 + 16.60944384 + 0.010502144 + 0.95944704, 40, 60),
        # adapters 16·60·(6·6656 + 2·6656 + 3·(6656+17920)) = 121,896,960; acts 32.338 GB
        ("30B", 65 + 121_896_960 * 16 / 1e9 + 32.33808384 + 0.013647872 + 0.972029952, 80, 120),
        # GQA: kv dim 8192·8/64 = 1024; adapters 16·80·(6·8192 + 2·1024 + 3·(8192+28672))
        # = 207,093,760; acts 2048·8192·42.5·80 = 57.043 GB
        ("70B", 140 + 207_093_760 * 16 / 1e9 + 57.0425344 + 0.0167936 + 0.984612864, 160, 220),
    ],
)
def test_lora_in_seed_ranges(size: str, expected_gb: float, low: float, high: float) -> None:
    """LoRA rank 16 on q,k,v,o,gate,up,down, bf16 base, micro-batch 1, seq 2048,
    FlashAttention, no recompute, 2 GB reserve, one GPU."""
    w = workload(model=SHAPES[size], method="lora", lora_rank=16, micro_batch=1)
    total = memory_per_gpu(w, ONE, 2.0).total[0]
    assert total == pytest.approx(expected_gb + 2.0, rel=1e-9)
    assert low <= total <= high


def test_a_fused_loss_keeps_no_fp32_logit_copies() -> None:
    """LoRA's default stack (Hugging Face Trainer) keeps 2.5 fp32-sized copies of the 7B's
    logits, 2.5 · 4 · 2,048 · 32,000 = 0.65536 GB; a fused loss (Liger's fused linear cross
    entropy, a compiled loss: workload.fused_loss true) none, and false states PyTorch's 2.5
    on a stack whose loss is fused (Megatron-Core)."""
    lora = workload(method="lora", lora_rank=16, micro_batch=1)
    plain = memory_per_gpu(lora, ONE, 0).total[0]
    fused = memory_per_gpu(lora.model_copy(update={"fused_loss": True}), ONE, 0).total[0]
    assert plain - fused == pytest.approx(0.65536, rel=1e-9)
    assert memory_per_gpu(lora.model_copy(update={"fused_loss": False}), ONE, 0).total[0] == plain
    megatron = workload(stack="megatron", micro_batch=1)
    upcast = megatron.model_copy(update={"fused_loss": False})
    extra = memory_per_gpu(upcast, ONE, 0).total[0] - memory_per_gpu(megatron, ONE, 0).total[0]
    assert extra == pytest.approx(0.65536, rel=1e-9)


def test_lora_adapter_count_llama_7b() -> None:
    # r · Σ(d_in + d_out) over 7 matrices · L = 16 · 78,080 · 32
    assert lora_trainable_params(workload(method="lora")) == 39_976_960


def test_qlora_base_is_nf4_but_the_embedding_and_head_stay_16_bit() -> None:
    # bitsandbytes quantizes the blocks' linear layers: the embedding and output layer,
    # 2 · 32,000 · 4,096 = 262,144,000 parameters, stay bf16 (524,288,000 B); the other
    # 6,737,856,000 at 0.516 B = 3,476,733,696 B; + adapters 39,976,960 · 2 B
    mem = memory_per_gpu(workload(method="qlora"), ONE, 0)
    assert mem.weights[0] == pytest.approx(4.001021696 + 0.07995392, rel=1e-12)


# GPT-22B of Korthikanti et al. 2022 (48 layers, h 6144, 64 heads, FFN 4h, vocab 51,200) at
# seq 2048, micro-batch 4, TP 8: the Table 2 formulas per layer, in units of s·b·h.
GPT_22B = {
    "params_b": 22.0,
    "layers": 48,
    "hidden": 6144,
    "heads": 64,
    "ffn": 4 * 6144,
    "vocab": 51200,
}
SBH_22B = 2048 * 4 * 6144
# embedding (8·s·b + s·b·h) / t and logits 4·s·b·(V + h) / t, once
EXTRA_22B = (8 * 2048 * 4 + SBH_22B + 4 * 2048 * 4 * (51200 + 6144)) / 8


def _gpt_22b(**overrides):
    base = {"seq_len": 2048, "micro_batch": 4, "global_batch": 4, "tensor_parallel": 8}
    return workload(model=GPT_22B, flash_attention=False, **base, **overrides)


@pytest.mark.parametrize(
    ("sp", "recompute", "per_layer"),
    [
        # TP without SP: 10 + 24/t + 5·a·s/(h·t) = 10 + 3 + 5·64·2048/(6144·8) = 26.333
        (False, "none", 10 + 3 + 5 * 64 * 2048 / (6144 * 8)),
        # TP + SP: (34 + 5·a·s/h) / t = (34 + 106.667) / 8 = 17.583
        (True, "none", (34 + 5 * 64 * 2048 / 6144) / 8),
        # TP + selective: 10 + 24/t = 13
        (False, "selective", 13.0),
        # TP + SP + selective: 34/t = 4.25
        (True, "selective", 4.25),
    ],
)
def test_korthikanti_table_2(sp: bool, recompute: str, per_layer: float) -> None:
    w = _gpt_22b(sequence_parallel=sp, recompute=recompute)
    assert activation_bytes_per_gpu(w) == pytest.approx(48 * per_layer * SBH_22B + EXTRA_22B)


def test_full_recompute_keeps_the_layer_inputs() -> None:
    # SP + full: 2·s·b·h/t per layer kept + one layer's working set (34 + 106.667)/t
    w = _gpt_22b(recompute="full")
    kept = 48 * 2 / 8 + (34 + 5 * 64 * 2048 / 6144) / 8
    assert activation_bytes_per_gpu(w) == pytest.approx(kept * SBH_22B + EXTRA_22B)


def test_pipeline_first_stage_holds_p_micro_batches_and_the_last_the_logits() -> None:
    # 175B (96 layers, h 12288, 96 heads), seq 2048, b 1, TP 8 + SP + selective, PP 8,
    # 64 micro-batches: the first stage holds min(m, p) = 8 micro-batches of 12 layers =
    # 96 layers · 34/8 s·b·h plus 8 micro-batches' embedding terms; the logits
    # 4·s·(51200 + 12288)/8 sit on the last stage, which holds 12 layers of 1 micro-batch.
    gpt3 = {
        "params_b": 175.0,
        "layers": 96,
        "hidden": 12288,
        "heads": 96,
        "ffn": 4 * 12288,
        "vocab": 51200,
    }
    sbh = 2048 * 12288
    base = {
        "model": gpt3,
        "seq_len": 2048,
        "micro_batch": 1,
        "global_batch": 64,
        "tensor_parallel": 8,
        "pipeline_parallel": 8,
        "recompute": "selective",
    }
    first = 96 * 4.25 * sbh + 8 * (8 * 2048 + sbh) / 8
    assert activation_bytes_per_gpu(workload(**base)) == pytest.approx(first)
    # interleaved, v = 3: × (1 + (p − 1)/(p·v)) = 1 + 7/24 (Megatron; 9.56 → 12.38 GiB, the
    # 12.4 GiB of Korthikanti's Fig. 1)
    inter = 96 * 4.25 * sbh * (1 + 7 / 24) + 8 * (8 * 2048 + sbh) / 8
    assert activation_bytes_per_gpu(workload(**base, virtual_pipeline=3)) == pytest.approx(inter)
    assert inter / 2**30 == pytest.approx(12.38, abs=0.01)


def test_recompute_shrinks_activations() -> None:
    # Llama-7B (39.5 s·b·h per layer), seq 2048, b 1, no TP: scores 5·32·2048/4096 = 80
    sbh = 2048 * 1 * 4096
    extra = 8 * 2048 + sbh + 4 * 2048 * (32000 + 4096)
    none = workload(flash_attention=False)
    assert activation_bytes_per_gpu(none) == pytest.approx(32 * (39.5 + 80) * sbh + extra)
    # selective drops the score term even without FlashAttention
    selective = workload(recompute="selective", flash_attention=False)
    assert activation_bytes_per_gpu(selective) == pytest.approx(32 * 39.5 * sbh + extra)
    # full: 2·s·b·h per layer kept + one layer's working set 39.5·s·b·h
    full = workload(recompute="full")
    assert activation_bytes_per_gpu(full) == pytest.approx((32 * 2 + 39.5) * sbh + extra)


def test_tensor_and_pipeline_parallel_divide_the_states() -> None:
    # t·p = 4 at N = 4 (d = 1). Megatron's most loaded shard: (block / p + embedding) / t with
    # embedding 32000·4096 = 131,072,000: ((7e9 − 131,072,000)/2 + 131,072,000)/2 params
    # = 1,782,768,000 × 16 B = 28.524288 GB (112 / 4 = 28 without the embedding)
    w = workload(tensor_parallel=2, pipeline_parallel=2, micro_batch=2)
    mem = memory_per_gpu(w, np.array([4.0]), 0.0)
    assert _states(mem)[0] == pytest.approx(28.524288)
    # activations: first stage, min(m, p) = 2 micro-batches of 16 layers at 39.5/2 s·b·h
    # (SP), + 2 micro-batches' embedding terms / 2; the last stage (16 layers, 1 micro-batch,
    # logits 4·2048·2·36096/2) is smaller
    sbh = 2048 * 2 * 4096
    first = 32 * 39.5 / 2 * sbh + 2 * (8 * 2048 * 2 + sbh) / 2
    assert mem.activations[0] == pytest.approx(first / 1e9, rel=1e-12)


@pytest.mark.parametrize(
    ("state_precision", "optimizer", "zero", "expected"),
    [
        # Megatron with fp32 gradients: 2 + 4 + 12 = 18 B/param (Korthikanti Fig. 1)
        ("mixed_fp32_grads", "adamw", 0, 18.0),
        # its distributed optimizer (ZeRO-1 over d = 8): 6 + 12/d = 7.5
        ("mixed_fp32_grads", "adamw", 1, 7.5),
        # pure bf16 AdamW: weights, gradients, m, v at 2 B each = 8
        ("pure_bf16", "adamw", 0, 8.0),
        # 8-bit Adam, mixed: 2 + 2 + 2 + 4 master = 10
        ("mixed", "adamw_8bit", 0, 10.0),
    ],
)
def test_state_precisions(state_precision: str, optimizer: str, zero: int, expected: float) -> None:
    w = workload(state_precision=state_precision, optimizer=optimizer, zero_stage=zero)
    mem = memory_per_gpu(w, np.array([8.0]), 0.0)
    assert _states(mem)[0] * 1e9 / 7e9 == pytest.approx(expected)


def test_lora_on_q_and_v_only() -> None:
    # PEFT's default targets: q (4096 + 4096) + v (4096 + 4096) = 16,384 per layer · 32 · r 16
    assert lora_trainable_params(workload(method="lora", lora_targets="qv")) == 8_388_608
    # GQA 70B: q (8192 + 8192) + v (8192 + 1024) = 25,600 · 80 · 16 = 32,768,000
    w = workload(model=SHAPES["70B"], method="lora", lora_targets="qv")
    assert lora_trainable_params(w) == 32_768_000


def test_reserve_is_added_once_per_gpu() -> None:
    plain = memory_per_gpu(workload(), ONE, 0.0).total[0]
    assert memory_per_gpu(workload(), ONE, 5.5).total[0] - plain == pytest.approx(5.5)


def test_zero3_memory_falls_with_gpus() -> None:
    # 112 GB / N + 10.908 GB activations (as in the 7B LoRA case above) + 2 GB reserve
    mem = memory_per_gpu(workload(zero_stage=3), np.arange(1, 9, dtype=float), 2.0)
    expected = 112 / np.arange(1, 9) + 10.603200512 + 0.008404992 + 0.295698432 + 2
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


def test_checkpoint_and_delivered_weights_sizes() -> None:
    from gpuplanner.core.memory import checkpoint_bytes, trained_weights_bytes
    from gpuplanner.core.workload import Method

    full = workload()  # 7B, mixed-precision AdamW
    # Weights 2 B + fp32 master 4 B + two fp32 moments 8 B = 14 B/param (ZeRO §3.1 less the
    # 2 B of gradients, which a checkpoint does not keep): 7e9 × 14 = 98 GB.
    assert checkpoint_bytes(full) == pytest.approx(98e9)
    assert trained_weights_bytes(full) == pytest.approx(14e9)  # 7e9 × 2 B bf16
    lora = workload(method=Method.LORA)
    assert checkpoint_bytes(lora) < 1e9  # adapters only, never the frozen base


def test_fsdp_under_pipeline_parallelism_keeps_the_stage_unsharded_in_torchtitan() -> None:
    # torchtitan runs FSDP under PP with reshard_after_forward off (torchtitan
    # distributed/fsdp.py) and gradient sync off until the last micro-batch
    # (torch.distributed.pipelining stage.py): each rank keeps its stage's bf16 weights (2 B)
    # and fp32 gradients (4 B) unsharded. 7B (embedding 32,000 · 4,096 = 131,072,000; block
    # 6,868,928,000) at TP 2 × PP 4 on 64 GPUs (d = 8): the first stage's share is
    # (6,868,928,000 / 4 + 131,072,000) / 2 = 924,152,000 parameters; 6 B each = 5.544912 GB,
    # 1.848304 GB of weights and 3.696608 GB of gradients on top of the ZeRO-3 shards of
    # 2 B · 924,152,000 / 8 = 0.231038 GB each.
    from gpuplanner.core.memory import pipeline_fsdp_unsharded_gb

    layout = {
        "method": "pretrain",
        "global_batch": 64,
        "zero_stage": 3,
        "tensor_parallel": 2,
        "pipeline_parallel": 4,
    }
    titan = workload(**layout, stack="torchtitan")
    assert pipeline_fsdp_unsharded_gb(titan) == pytest.approx(5.544912)
    mem = memory_per_gpu(titan, np.array([64.0]), 0.0)
    assert mem.weights[0] == pytest.approx(0.231038 + 1.848304)
    assert mem.gradients[0] == pytest.approx(0.231038 + 3.696608)
    # Resharding stacks, no pipeline, or ZeRO below 3: nothing held unsharded.
    assert pipeline_fsdp_unsharded_gb(workload(**layout, stack="deepspeed")) == 0.0
    assert pipeline_fsdp_unsharded_gb(titan.model_copy(update={"pipeline_parallel": 1})) == 0.0
    assert pipeline_fsdp_unsharded_gb(titan.model_copy(update={"zero_stage": 1})) == 0.0


def test_dtensor_tensor_parallelism_keeps_the_gathered_linear_inputs_whole(monkeypatch) -> None:
    # torchtitan's SequenceParallel + ColwiseParallel all-gather the norm output before the
    # QKV and MLP-up matmuls and autograd saves it whole (2 · sbh each), where Megatron keeps
    # the 1/t shard (Korthikanti §4.2.2). 7B, s = 4,096, b = 1, TP 2 with SP: sbh =
    # 16,777,216; 4 · sbh · (1 − 1/2) = 33,554,432 B more a layer, × 32 layers kept without
    # recompute = 1,073,741,824 B; with full recompute only the layer being recomputed holds
    # it: 33,554,432 B.
    from dataclasses import replace

    from gpuplanner.core.stacks import STACKS
    from gpuplanner.core.workload import TrainingStack

    layout = {
        "method": "pretrain",
        "stack": "torchtitan",
        "global_batch": 8,
        "seq_len": 4096,
        "micro_batch": 1,
        "tensor_parallel": 2,
        "sequence_parallel": True,
        "recompute": "none",
    }
    kept = {
        r: activation_bytes_per_gpu(workload(**{**layout, "recompute": r}))
        for r in ("none", "full")
    }
    titan = STACKS[TrainingStack.TORCHTITAN]
    monkeypatch.setitem(
        STACKS, TrainingStack.TORCHTITAN, replace(titan, tp_saves_gathered_inputs=False)
    )
    for r, extra in (("none", 1_073_741_824.0), ("full", 33_554_432.0)):
        sharded = activation_bytes_per_gpu(workload(**{**layout, "recompute": r}))
        assert kept[r] - sharded == pytest.approx(extra)


def test_interleaved_activations_peak_on_the_second_rank_of_llama3_405b() -> None:
    """Llama 3 405B (Dubey et al. 2024 Table 3: 126 layers, h 16,384, 128 heads, 8 KV heads,
    FFN 53,248), seq 8,192, TP 8 with SP, PP 16, v = 8 on Megatron-Core, no recompute, flash
    attention: a layer keeps 7 + 4·8/128 + 3 + 8·53,248/16,384 + 4 = 40.25 s·b·h, /8 =
    40.25 × 8,192 × 16,384 / 8 = 675,282,944 bytes. Megatron-Core's interleaved schedule has
    rank 1 hold 141 layer-micro-batches (tests/core/test_pipeline.py), above rank 0's 112 plus
    its embedding terms and rank 15's 113 plus the logits: 141 × 675,282,944 = 95.21e9 bytes,
    where the closed form at rank 0's 7 layers, 7 × (16 + 15/8) = 125.1, gave 84.5e9."""
    llama = {
        "params_b": 405.9,
        "layers": 126,
        "hidden": 16384,
        "heads": 128,
        "kv_heads": 8,
        "ffn": 53248,
        "vocab": 128256,
    }
    w = workload(
        model=llama,
        seq_len=8192,
        micro_batch=1,
        global_batch=2048,
        tensor_parallel=8,
        pipeline_parallel=16,
        virtual_pipeline=8,
        recompute="none",
        stack="megatron",
    )
    assert activation_bytes_per_gpu(w) == pytest.approx(141 * 675_282_944)
    # 1F1B (v = 1): rank r holds p − r micro-batches of its layers (7, 8 × 14, 7): rank 0
    # 16 × 7 = 112, rank 1 15 × 8 = 120, the most.
    one = w.model_copy(update={"virtual_pipeline": 1})
    assert activation_bytes_per_gpu(one) == pytest.approx(120 * 675_282_944)
