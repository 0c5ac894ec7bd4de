"""The FP8 scaling recipe (core/compute.py FP8_RECIPE_COSTS, core/stacks.py defaults).

Figures by hand from Transformer Engine's recipes (transformer_engine/common/recipe/
__init__.py, csrc/quantizer.cpp) and DeepSeek-V3 §3.3.2 (arXiv 2412.19437): delayed scaling
reads the bf16 tensor once and writes two FP8 copies (4 bytes an element); current scaling
reads it once more for the amax (6); MXFP8 adds one E8M0 byte per 32 elements to each copy
(4 + 2/32 = 4.0625); block-wise adds one fp32 scale per 128 to each (4 + 8/128 = 4.0625).
"""

from __future__ import annotations

import pytest
from plans import B200_SXM, H100_SXM, QWEN3_30B, make_plan, model, platform, workload
from pydantic import ValidationError

from gpuplanner.core import evaluate
from gpuplanner.core.compute import (
    FP8_RECIPE_COSTS,
    Roofline,
    cast_bytes_per_element,
    fp8_cast_bytes,
    moe_expert_launches,
    roofline,
)
from gpuplanner.core.platform import GpuSpec
from gpuplanner.core.stacks import STACKS, fp8_recipe_of
from gpuplanner.core.workload import Fp8Recipe, TrainingStack
from gpuplanner.io.problems import first_problem

H100 = GpuSpec(**H100_SXM, matmul_ceiling_tflops=794.5)
B200 = GpuSpec(**B200_SXM)
LLAMA2_7B = {"layers": 32, "hidden": 4096, "heads": 32, "ffn": 11008, "gated_mlp": True}


def test_each_recipe_moves_its_bytes_an_element_of_a_cast() -> None:
    w = workload(precision="fp8", method="pretrain")
    assert cast_bytes_per_element(w, Fp8Recipe.DELAYED) == 4.0
    assert cast_bytes_per_element(w, Fp8Recipe.CURRENT) == 6.0
    # torchao's tensorwise (current) scaling under torch.compile: the amax fused upstream.
    assert cast_bytes_per_element(w, Fp8Recipe.CURRENT, compiled=True) == 4.0
    assert cast_bytes_per_element(w, Fp8Recipe.MXFP8) == pytest.approx(4.0625)
    assert cast_bytes_per_element(w, Fp8Recipe.BLOCKWISE) == pytest.approx(4.0625)
    # A frozen LoRA base keeps one copy: 3 bytes + one copy's scales (1/32 for MXFP8).
    lora = workload(precision="fp8", method="lora")
    assert cast_bytes_per_element(lora, Fp8Recipe.MXFP8) == pytest.approx(3.03125)
    assert cast_bytes_per_element(lora, Fp8Recipe.CURRENT) == 5.0


def test_llama2_7b_casts_under_each_recipe() -> None:
    # 23,296 input and 42,496 output-gradient elements a token and layer (test_compute):
    # 65,792 elements × 4 = 263,168 B delayed, × 6 = 394,752 B current, × 4.0625 = 267,280 B
    # MXFP8.
    w = workload(model=model(**LLAMA2_7B, params_b=6.74), precision="fp8", method="pretrain")
    assert fp8_cast_bytes(w) == pytest.approx(263_168.0)
    assert fp8_cast_bytes(w, recipe=Fp8Recipe.CURRENT) == pytest.approx(394_752.0)
    assert fp8_cast_bytes(w, recipe=Fp8Recipe.MXFP8) == pytest.approx(267_280.0)


def test_current_scaling_launches_three_kernels_a_cast() -> None:
    # Qwen3-30B-A3B at EP 8 (test_compute): fc1 and fc2, forward 1 + backward 2 GEMMs and 2
    # casts each; current scaling's casts are amax, scale and cast: 2 · (1 + 2 + 2 · 3) = 18.
    w = workload(model=model(**QWEN3_30B), expert_parallel=8, recompute="none")
    assert moe_expert_launches(w, fp8=True) == 10.0
    assert moe_expert_launches(w, fp8=True, recipe=Fp8Recipe.CURRENT) == 18.0
    assert moe_expert_launches(w, fp8=True, recipe=Fp8Recipe.MXFP8) == 10.0


def test_mxfp8_scales_are_read_with_the_operands_of_a_memory_bound_gemm() -> None:
    # B200, M = 128, N = K = 16,384: 64 × 128 tiles, 256 of them over 148 SMs (two waves,
    # 0.865 busy), so the main loop's 2 · 128 · 16384² = 6.872e10 FLOPs take
    # 6.872e10 / (4.5e15 · 0.763 · 0.865) = 23.1 µs, less than reading the operands: FP8
    # 128·16384 + 16384² = 270,532,608 B and their E8M0 scales, 1/32 of that, 8,454,144 B;
    # then the 2 · 128 · 16384 = 4,194,304 B output, all at 8,000 GB/s × 0.92 (38.5 µs; the
    # best-shape time plus the 6.72 µs GEMM latency, 20.0 + 6.7 µs, is shorter).
    rf = roofline(B200, 2250.0)
    assert rf is not None
    mx = FP8_RECIPE_COSTS[Fp8Recipe.MXFP8]
    expected = (270_532_608 + 8_454_144 + 4_194_304) / (8000e9 * 0.92)
    assert rf.gemm(128, 16384, 16384, fp8=True, recipe=mx) == pytest.approx(expected, rel=1e-12)
    per_tensor = (270_532_608 + 4_194_304) / (8000e9 * 0.92)
    assert rf.gemm(128, 16384, 16384, fp8=True) == pytest.approx(per_tensor, rel=1e-12)


def test_hopper_block_wise_promotion_binds_only_where_cuda_cores_are_slow() -> None:
    # A made-up GPU: 1 PFLOP/s FP8 at ceiling 1, one SM, 10 TB/s, promotion at 1 TFLOP/s.
    # M = N = 128, K = 1,024: MMA 2 · 128² · 1024 / 1e15 = 33.6 ns; promotion one FMA an
    # output every 128 of K: 128² · 8 FMAs = 262,144 FLOPs / 1e12 = 262.144 ns, the longer;
    # then the 32,768-byte output at 1e13 B/s: 3.2768 ns.
    rf = Roofline(
        peak=5e14,
        fp8_peak=1e15,
        ceiling=1.0,
        fp8_ceiling=1.0,
        bandwidth=1e13,
        sms=1,
        promotion_rate=1e12,
    )
    block = FP8_RECIPE_COSTS[Fp8Recipe.BLOCKWISE]
    assert rf.gemm(128, 128, 1024, fp8=True, recipe=block) == pytest.approx(262.144e-9 + 3.2768e-9)
    # On an H100 the CUDA cores run at 1/32 of the FP8 rate (H100 whitepaper: 128 FP32 lanes
    # against 8,192 FP8 FLOPs an SM and clock): 8192³ promotes in 2 · 8192² · 64 / 61.8 TFLOP/s
    # = 0.139 ms beside 0.796 ms of MMA: hidden, the GEMM takes the per-tensor time.
    h100 = roofline(H100, 989.4)
    assert h100 is not None
    assert h100.promotion_rate == pytest.approx(1978.9e12 / 32)
    assert h100.gemm(8192, 8192, 8192, True, block) == h100.gemm(8192, 8192, 8192, True)


def test_each_stack_defaults_to_its_recipe_on_each_generation() -> None:
    """Megatron-Core: delayed on Hopper (TransformerConfig's default), MXFP8 on Blackwell
    (Megatron-Bridge's Blackwell rows, Transformer Engine's default on sm_100); torchtitan:
    torchao tensorwise, current scaling; HAI-LLM: DeepSeek-V3's block-wise; a stated recipe
    wins."""
    w = workload(precision="fp8")
    mega, titan = STACKS[TrainingStack.MEGATRON], STACKS[TrainingStack.TORCHTITAN]
    assert fp8_recipe_of(w, mega, "hopper") is Fp8Recipe.DELAYED
    assert fp8_recipe_of(w, mega, "blackwell") is Fp8Recipe.MXFP8
    assert fp8_recipe_of(w, titan, "blackwell") is Fp8Recipe.CURRENT
    assert fp8_recipe_of(w, STACKS[TrainingStack.HAI_LLM], "hopper") is Fp8Recipe.BLOCKWISE
    typed = workload(precision="fp8", fp8_recipe="current")
    assert fp8_recipe_of(typed, mega, "blackwell") is Fp8Recipe.CURRENT


def test_a_plan_without_a_recipe_keeps_its_hopper_numbers() -> None:
    """A plan saved before the setting (no fp8_recipe) on H100 under Megatron-Core times
    delayed scaling, the per-tensor cast it was timed with: the same figures, bit for bit;
    stating current scaling costs the amax pass (slower)."""
    g = H100.model_dump()
    base = {"model": model(**LLAMA2_7B, params_b=6.74), "precision": "fp8", "stack": "megatron"}
    plans = [
        make_plan(
            workload=workload(**base, **extra),
            platforms=[platform(gpu=g, efficiency_from_work=True)],
        )
        for extra in ({}, {"fp8_recipe": "delayed"}, {"fp8_recipe": "current"})
    ]
    old, delayed, current = (evaluate(p).platforms[0] for p in plans)
    assert old.mfu == delayed.mfu
    assert (old.train_hours == delayed.train_hours).all()
    assert current.mfu < delayed.mfu


def test_mxfp8_beside_a_hopper_gpu_is_refused_naming_the_recipe() -> None:
    h100 = platform(name="hopper", gpu={**H100.model_dump()})
    b200 = platform(name="blackwell", gpu={**B200.model_dump()})
    mx = {"precision": "fp8", "fp8_recipe": "mxfp8"}
    with pytest.raises(ValidationError) as err:
        make_plan(workload=mx, platforms=[b200, h100])
    problem = first_problem(err.value)
    assert (problem.code, problem.field) == ("mxfp8_needs_blackwell", "workload.fp8_recipe")
    make_plan(workload=mx, platforms=[b200])  # Blackwell only: fine
    make_plan(workload={**mx, "precision": "bf16"}, platforms=[h100])  # not an FP8 run
