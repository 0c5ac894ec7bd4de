"""FlashAttention's exponent work against its tensor-core work (core/compute.py).

One exponential a causal attention score in each pass (forward: P = exp(S − rowmax); backward:
P recomputed from S and the log-sum-exp). Per SM and clock: B200 8,192 dense BF16 tensor FLOPs
and 16 exponentials (Zadouri et al. 2026, FlashAttention-4, arXiv 2603.05451); Blackwell
Ultra doubles the SFU to 32 (NVIDIA, "Making Softmax More Efficient with NVIDIA Blackwell
Ultra", 2026). Datasheet dense BF16 peaks: B200 / B300 2,250, GB200 / GB300 2,500 TFLOPS.
The kernel's fraction of the peak at s = 8,192: 0.56 × 8,192 / (8,192 + 512) = 0.527059
(FA3 on H100, Shah et al. 2024; core/compute.py flash_efficiency).
"""

from __future__ import annotations

import pytest
from plans import model, workload

from gpuplanner.core.compute import flash_pass_seconds, gpu_seconds_per_token, roofline
from gpuplanner.core.platform import GpuSpec
from gpuplanner.core.stacks import STACKS
from gpuplanner.core.workload import TrainingStack

ETA = 0.56 * 8192 / (8192 + 512)


def blackwell(gpu_id: str, peak: float) -> GpuSpec:
    # GB200 and GB300 alike but for the id (the same measured ceiling), so that only the SFU
    # differs between them.
    return GpuSpec(
        id=gpu_id,
        name=gpu_id,
        memory_gb=186.0,
        bf16_tflops=peak,
        fp8_tflops=2 * peak,
        matmul_ceiling_tflops=1822.0,
        memory_bandwidth_gbps=8000.0,
    )


def test_the_sfu_rate_is_the_peak_over_the_tensor_flops_an_exponential() -> None:
    # B200: 2.25e15 × 16 / 8,192 = 4.39453e12 exponentials/s (148 SMs at 1.86 GHz × 16);
    # GB300: 2.5e15 × 32 / 8,192 = 9.76563e12. Without a sourced SFU figure (A100, H20): none.
    b200 = roofline(blackwell("b200-sxm-180gb", 2250.0), 2250.0)
    gb300 = roofline(blackwell("gb300-per-gpu", 2500.0), 2500.0)
    a100 = roofline(blackwell("a100-80gb-sxm", 312.0), 312.0)
    assert b200 is not None and gb300 is not None and a100 is not None
    assert b200.exp_rate == pytest.approx(4.39453125e12)
    assert gb300.exp_rate == pytest.approx(9.765625e12)
    assert a100.exp_rate == 0.0


def test_at_head_dim_128_the_tensor_cores_bind_even_on_a_b200() -> None:
    # Llama 3 8B's forward, per token and layer at s = 8,192: 8,192 · 32 heads · (128 + 128)
    # = 67,108,864 FLOPs over 32 · 4,096 = 131,072 causal scores. Tensor cores:
    # 67,108,864 / (2.25e15 · 0.527059) = 5.6590e-8 s; exponentials 131,072 / 4.39453e12 =
    # 2.9826e-8 s: at peak the two tie (FA4's roofline), at the kernel's fraction the MMA binds.
    rf = roofline(blackwell("b200-sxm-180gb", 2250.0), 2250.0)
    assert rf is not None
    assert flash_pass_seconds(rf, 67_108_864, 131_072, ETA) == pytest.approx(5.658982e-8)


def test_at_head_dim_64_the_b200_waits_for_its_exponentials_and_the_b300_does_not() -> None:
    # 64 heads of 64: the same 67,108,864 FLOPs over twice the scores, 262,144. B200:
    # 262,144 / 4.39453e12 = 5.9652e-8 s, above the tensor cores' 5.6590e-8; the B300's
    # doubled SFU takes 2.9826e-8, so its pass is the tensor cores' 5.6590e-8, 5.1 % less.
    b200 = roofline(blackwell("b200-sxm-180gb", 2250.0), 2250.0)
    b300 = roofline(blackwell("b300-sxm-270gb", 2250.0), 2250.0)
    assert b200 is not None and b300 is not None
    assert flash_pass_seconds(b200, 67_108_864, 262_144, ETA) == pytest.approx(5.965232e-8)
    assert flash_pass_seconds(b300, 67_108_864, 262_144, ETA) == pytest.approx(5.658982e-8)


def test_twice_the_sfu_speeds_up_only_the_attention_its_exponentials_bind() -> None:
    # 32 layers, s = 8,192, one sequence, Megatron-Core (kernel efficiency 0.73387 on
    # Blackwell), GB200 against GB300 at the same 2,500 TFLOPS peak and matmul ceiling. Their
    # GEMMs differ only by the last wave over 148 and 160 SMs, the same at head dim 128
    # (32 heads) and 64 (64 heads): both have 4,096-wide projections. Head dim 128: the
    # tensor cores bind the attention on both. Head dim 64: a forward pass on the GB200 waits
    # for its exponentials, 262,144 / 4.88281e12 = 5.3687e-8 s, on the GB300 for its tensor
    # cores, 67,108,864 / (2.5e15 · 0.527059) = 5.0931e-8 s; the backward (2.5 × the FLOPs,
    # one exponential a score) binds on the tensor cores on both:
    # 32 · (5.3687e-8 − 5.0931e-8) / 0.73387 = 1.2018e-7 s a token less on the GB300.
    facts = STACKS[TrainingStack.MEGATRON]
    gb200, gb300 = blackwell("gb200-per-gpu", 2500.0), blackwell("gb300-per-gpu", 2500.0)
    rf200, rf300 = roofline(gb200, 2500.0), roofline(gb300, 2500.0)
    assert rf200 is not None and rf300 is not None
    gap = {}
    for heads in (32, 64):
        w = workload(
            seq_len=8192,
            micro_batch=1,
            precision="bf16",
            recompute="none",
            model=model(layers=32, hidden=4096, heads=heads, ffn=14336, params_b=8.0),
        )
        slow = gpu_seconds_per_token(w, gb200, facts, rf200)
        gap[heads] = slow - gpu_seconds_per_token(w, gb300, facts, rf300)
    assert gap[64] - gap[32] == pytest.approx(1.2018e-7, rel=1e-3)
