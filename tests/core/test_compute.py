"""Compute time from the work (core/compute.py) and the training stacks (core/stacks.py).

Figures by hand from datasheets: H100 SXM 989.4 dense BF16 TFLOPS, 794.5 measured best-shape
matmul TFLOPS and 1,402.6 FP8 (stas00/ml-engineering MAMF table), 3,350 GB/s HBM3 of which a
streaming kernel reaches 0.92 (torchao roofline_utils.py), 132 SMs (NVIDIA H100 whitepaper);
DeepSeek-V3's MLA head dimensions from arXiv 2412.19437 §2.1.1.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from plans import H100_SXM, QWEN3_30B, make_plan, model, platform, workload

from gpuplanner.core import evaluate
from gpuplanner.core.compute import (
    fp8_cast_bytes,
    gpu_seconds_per_token,
    host_floor_seconds,
    lora_adapter_bytes,
    moe_expert_launches,
    moe_host_seconds,
    moe_permute_bytes,
    qlora_dequant_bytes,
    roofline,
)
from gpuplanner.core.flops import executed_attention_flops_per_token, flops_per_token
from gpuplanner.core.memory import weight_bytes
from gpuplanner.core.platform import GpuSpec, host_cpu
from gpuplanner.core.stacks import STACKS, default_stack, kernel_efficiency
from gpuplanner.core.workload import TrainingStack

H100 = GpuSpec(**H100_SXM, matmul_ceiling_tflops=794.5)
# A100 SXM4 80GB: 2,039 GB/s HBM2e (NVIDIA A100 datasheet), 271.2 measured matmul TFLOPS (MAMF).
A100_WORK = {"matmul_ceiling_tflops": 271.2, "memory_bandwidth_gbps": 2039.0}


def test_a_large_gemm_runs_at_the_measured_ceiling_less_the_last_wave() -> None:
    # 8192³: 64 × 128 tiles fill 128 · 64 = 8,192 of 63 waves × 132 SMs = 8,316 slots
    # (0.985, better than 128 × 256's 2,048 / 2,112 = 0.970);
    # main loop 2 · 8192³ / (794.5e12 · 8,192 / 8,316) = 1.40485 ms, then the epilogue writes
    # the 2 · 8192² = 134,217,728-byte output at 3,350 GB/s × 0.92 = 3.082e12 B/s: 43.55 µs;
    # 1.44840 ms in all.
    rf = roofline(H100, 989.4)
    assert rf is not None
    assert rf.gemm(8192, 8192, 8192) == pytest.approx(1.44840e-3, rel=1e-4)


def test_an_fp8_gemm_runs_at_the_measured_fp8_ceiling() -> None:
    # The H100's FP8 MAMF is 1,402.6 of 1,978.9 TFLOPS (0.709; stas00/ml-engineering, e4m3),
    # not its BF16 share: 2 · 8192³ / (1,978.9e12 · 0.709 · 8,192 / 8,316) = 0.79553 ms; the
    # FP8 operands (8192² + 8192² bytes, 43.5 µs) take less; the bf16 output adds 43.55 µs:
    # 0.83907 ms, 1.73× faster than BF16's 1.44840 ms, not the peaks' 2×.
    rf = roofline(H100, 989.4)
    assert rf is not None
    assert rf.gemm(8192, 8192, 8192, fp8=True) == pytest.approx(0.83907e-3, rel=1e-4)


def test_the_b300_runs_at_its_own_measured_matmul_ceilings() -> None:
    # stas00/ml-engineering MAMF tables (torch 2.9.1+cu130): B300 SXM BF16 1,769.0 of 2,250
    # TFLOPS (0.786, the catalog's measured_matmul_tflops), FP8 3,353.3 of 4,500 (0.745),
    # not the Blackwell generation's 0.78 and lowest FP8 0.723.
    b300 = GpuSpec(
        id="b300-sxm-270gb",
        name="B300",
        memory_gb=270.0,
        bf16_tflops=2250.0,
        fp8_tflops=4500.0,
        matmul_ceiling_tflops=1769.0,
        memory_bandwidth_gbps=8000.0,
    )
    rf = roofline(b300, 2250.0)
    assert rf is not None
    assert rf.ceiling == pytest.approx(0.78622, rel=1e-4)
    assert rf.fp8_ceiling == pytest.approx(0.745)


def test_a_thin_gemm_is_bound_by_memory() -> None:
    # 128 × 8192 × 8192 (a small expert's tokens): it reads 2 · (128·8192 + 8192²) =
    # 136,314,880 B and writes 2 · 128 · 8192 = 2,097,152 B: 138,412,032 B at
    # 3.35e12 · 0.92 B/s (torchao's achievable HBM share) = 44.9 µs, above its 17.9e9 FLOPs'
    # compute time at the ceiling (64 × 128 tiles: 2 × 64 = 128 of 132 SMs, 22.3 µs).
    rf = roofline(H100, 989.4)
    assert rf is not None
    assert rf.gemm(128, 8192, 8192) == pytest.approx(138_412_032 / (3.35e12 * 0.92), rel=1e-9)


def test_fp8_casts_move_four_bytes_an_element_three_for_a_frozen_base() -> None:
    # Llama-2-7B (h 4,096, 32 heads of 128, ffn 11,008, gated), TP 1: the four linear inputs
    # 4,096 + 4,096 + 4,096 + 11,008 = 23,296 elements a token, their output gradients
    # 12,288 + 4,096 + 22,016 + 4,096 = 42,496; read in bf16 and written in FP8 row- and
    # column-major, 4 bytes each: 263,168 B a token and layer; full recompute casts the
    # inputs again: 356,352 B; LoRA needs no transposed copy: 3 bytes, 197,376 B.
    llama = model(layers=32, hidden=4096, heads=32, ffn=11008, gated_mlp=True, params_b=6.74)
    base = {"model": llama, "precision": "fp8", "method": "pretrain", "recompute": "none"}
    assert fp8_cast_bytes(workload(**base)) == pytest.approx(263_168.0)
    assert fp8_cast_bytes(workload(**{**base, "recompute": "full"})) == pytest.approx(356_352.0)
    assert fp8_cast_bytes(workload(**{**base, "method": "lora"})) == pytest.approx(197_376.0)


def test_moe_tokens_are_permuted_to_their_experts_and_back() -> None:
    # Qwen3-30B-A3B (Hugging Face config.json: h 2,048, 128 experts, top 8) at EP 8: 16 local
    # experts. Megatron-Core's alltoall dispatcher (token_dispatcher.py): permute reads 2,048
    # and writes 8 · 2,048 = 16,384 elements, the sort by local expert and back 4 · 16,384 =
    # 65,536, unpermute reads 16,384 and writes 2,048: 102,400 elements of 2 bytes, forward
    # and backward: 409,600 B a token and MoE layer. DeepEP / HybridEP receive their rows
    # grouped: 36,864 elements, 147,456 B; one local expert (EP 128) needs no sort either;
    # full recompute permutes again: 614,400 B.
    base = {"model": model(**QWEN3_30B), "expert_parallel": 8, "recompute": "none"}
    assert moe_permute_bytes(workload(**base), per_node=False) == pytest.approx(409_600.0)
    assert moe_permute_bytes(workload(**base), per_node=True) == pytest.approx(147_456.0)
    one = workload(**{**base, "expert_parallel": 128})
    assert moe_permute_bytes(one, per_node=False) == pytest.approx(147_456.0)
    full = workload(**{**base, "recompute": "full"})
    assert moe_permute_bytes(full, per_node=False) == pytest.approx(614_400.0)
    assert moe_permute_bytes(workload(), per_node=False) == 0.0  # a dense model


def test_an_moe_layer_casts_each_expert_copy_to_fp8() -> None:
    # Qwen3-30B-A3B, TP 1: QKV and output projection inputs 2,048 + 32 · 128 = 6,144, each of
    # the 8 chosen experts' up and down inputs 2,048 + 768 (Transformer Engine's GroupedLinear
    # quantizes the permuted rows): 28,672 elements; gradients of QKV (4,096 + 2 · 4 · 128 =
    # 5,120), the projection (2,048) and per expert 2 · 768 + 2,048: 35,840; 4 bytes each:
    # 258,048 B a token, where the dense MLP of ffn 6,144 would give 143,360 B.
    w = workload(model=model(**QWEN3_30B), precision="fp8", expert_parallel=8)
    assert fp8_cast_bytes(w, moe=True) == pytest.approx(258_048.0)
    assert fp8_cast_bytes(w) == pytest.approx(143_360.0)


def test_a_dropless_moe_layer_launches_kernels_for_each_local_expert() -> None:
    """Qwen3-30B-A3B (128 experts) at EP 8: 16 local experts. Transformer Engine v2.9
    GroupedLinear (grouped_linear.py, multi_stream_cublas_gemm) runs fc1 and fc2 as one cuBLAS
    GEMM per expert: forward, dgrad, wgrad = 3 each, 6 an expert; FP8 adds split_quantize's
    per-expert casts of each linear's input and output gradient (2 each): 10; full recompute
    runs the forward GEMM and its cast again: 2 · (2 + 2 + 3) = 14; a frozen LoRA base has no
    wgrad: 2 · (1 + 1) = 4. At a one-kernel PyTorch op's measured host time on a DGX H100's
    x86 CPU, 13.48 µs (nn.Linear forward, TransformerEngine issue 2053): 16 · 10 · 13.48 µs =
    2.1568 ms a layer and micro-batch in FP8, 1.29408 ms in BF16; one local expert (EP 128)
    134.8 µs; on GB200's Grace, 37.08 µs an op: 16 · 10 · 37.08 µs = 5.9328 ms."""
    base = {"model": model(**QWEN3_30B), "expert_parallel": 8, "recompute": "none"}
    w = workload(**base)
    assert moe_expert_launches(w, fp8=True) == 10.0
    assert moe_expert_launches(w, fp8=False) == 6.0
    full = workload(**{**base, "recompute": "full"})
    assert moe_expert_launches(full, fp8=True) == 14.0
    assert moe_expert_launches(workload(**{**base, "method": "lora"}), fp8=False) == 4.0
    assert moe_host_seconds(w, fp8=True) == pytest.approx(2.1568e-3)
    assert moe_host_seconds(w, fp8=False) == pytest.approx(1.29408e-3)
    assert moe_host_seconds(w, fp8=True, host="grace") == pytest.approx(5.9328e-3)
    one = workload(**{**base, "expert_parallel": 128})
    assert moe_host_seconds(one, fp8=True) == pytest.approx(134.8e-6)
    assert moe_host_seconds(workload(), fp8=True) == 0.0  # a dense model


def test_the_host_time_counts_only_where_it_exceeds_the_experts_gpu_work() -> None:
    """Megatron-Core waits for the GPU every dropless MoE layer, so the experts' part takes
    max(GPU, host). Qwen3-30B-A3B on H100 at EP 8, micro-batch 4 of 4,096 tokens, FP8: the
    experts' GEMMs alone are 16,384 · 8 · 3 passes · 2 · 2,048 · (1,536 + 768) = 3.711 TFLOP,
    at least 2.646 ms at 1,402.6 FP8 TFLOPS, 3.60 ms at Megatron's 0.734 kernel efficiency:
    more than the host's 2.157 ms (16 experts · 10 kernels · 13.48 µs), which stays hidden.
    A tiny MoE (h 256, 64 experts of ffn 64, top 1, EP 1, BF16, micro-batch 1) launches
    64 · 6 · 13.48 µs = 5.1763 ms a layer; its 64-row GEMMs fill one
    tile of 132 SMs: fc1 (64 × 128 × 256) 2 · 64 · 128 · 256 · 132 / 794.5e12 = 0.697 µs
    + its 16 KB output at 3,082 GB/s = 0.702 µs, fc2 (64 × 256 × 64, two 64 × 128 tiles)
    2 · 64 · 256 · 64 · 66 / 794.5e12 + 0.011 = 0.185 µs; on Transformer Engine's four
    streams each takes at least its best-shape time plus a quarter of the 6.12 µs GEMM
    latency: 5.3 ns + 1.530 µs = 1.5353 µs and 2.6 ns + 1.530 µs = 1.5326 µs, × 3 passes ×
    64 experts = 589.0 µs; the permutes 8 · 256 elements of 2 bytes, forward and backward,
    × 4,096 tokens = 33.6 MB at 3,082 GB/s = 10.9 µs; ÷ 0.734: 817.5 µs of GPU work, 4.359 ms
    of host time exposed a layer. A plan that states the layer sync-free (moe_host_sync
    False: Megatron-Core 26.08's fused MoE layer in a CUDA graph) charges none; one that
    states a wait on a stack without one (torchtitan, kernel efficiency 0.64, one grouped
    kernel for the 64 experts: 6.12 / 64 µs of latency each, under the rooflines above)
    charges 5.1763 ms − 181.2 µs / 0.64."""
    megatron = STACKS[TrainingStack.MEGATRON]
    unsynced = replace(megatron, moe_host_sync=False)
    rf = roofline(H100, 989.4)
    assert rf is not None
    common = {"seq_len": 4096, "micro_batch": 1, "recompute": "none", "stack": "megatron"}
    qwen = workload(
        model=model(**QWEN3_30B), expert_parallel=8, precision="fp8", **common | {"micro_batch": 4}
    )
    assert gpu_seconds_per_token(qwen, H100, megatron, rf) == pytest.approx(
        gpu_seconds_per_token(qwen, H100, unsynced, rf), rel=1e-12
    )
    tiny = {
        "layers": 4,
        "hidden": 256,
        "heads": 4,
        "kv_heads": 4,
        "ffn": 1024,
        "gated_mlp": True,
        "params_b": 0.1,
        "active_params_b": 0.01,
        "experts": 64,
        "experts_per_token": 1,
        "expert_ffn": 64,
    }
    w = workload(model=model(**tiny), expert_parallel=1, **common)
    extra = gpu_seconds_per_token(w, H100, megatron, rf) - gpu_seconds_per_token(
        w, H100, unsynced, rf
    )
    per_layer = extra * 4096 / 4
    assert per_layer == pytest.approx(5.1763e-3 - 817.5e-6, rel=0.002)
    sync_free = w.model_copy(update={"moe_host_sync": False})
    assert gpu_seconds_per_token(sync_free, H100, megatron, rf) == pytest.approx(
        gpu_seconds_per_token(w, H100, unsynced, rf), rel=1e-12
    )
    titan = STACKS[TrainingStack.TORCHTITAN]
    waits = w.model_copy(update={"moe_host_sync": True})
    extra = gpu_seconds_per_token(waits, H100, titan, rf) - gpu_seconds_per_token(
        w, H100, titan, rf
    )
    # the same 181.2 µs of expert work at eager PyTorch's 0.64: 283 µs; 4.893 ms exposed
    assert extra * 4096 / 4 == pytest.approx(5.1763e-3 - 181.2e-6 / 0.64, rel=0.003)


def test_the_host_cpu_is_grace_on_nvidias_superchips_and_x86_elsewhere() -> None:
    """GH200, GB200 and GB300 put a Grace CPU beside the GPU; an HGX / DGX board (H100, B200,
    B300) or a PCIe card sits in an x86 server. Catalog ids and typed names alike."""
    cases = {
        ("gb200-per-gpu", "NVIDIA GB200 (per Blackwell GPU)"): "grace",
        ("gb300-per-gpu", "NVIDIA GB300"): "grace",
        ("", "NVIDIA GH200 Grace Hopper"): "grace",
        ("b200-sxm-180gb", "NVIDIA B200 SXM"): "x86",
        ("b300-sxm-270gb", "NVIDIA B300 SXM"): "x86",
        ("h100-sxm-80gb", "NVIDIA H100 SXM5 80GB"): "x86",
        ("", "My lab's card"): "x86",
    }
    for (gpu_id, name), host in cases.items():
        assert host_cpu(GpuSpec(id=gpu_id, name=name, memory_gb=80, bf16_tflops=989)) == host


def test_megatron_keeps_the_same_stack_hopper_ratio_of_its_a100_efficiency() -> None:
    # Eager PyTorch's in-sample efficiencies (torchtitan's rows): 0.64 on H100, 0.75 on A100,
    # a ratio of 0.8533; Megatron-Core's 0.86 (Korthikanti Table 5, A100, with the pipeline
    # terms of core/pipeline.py) × 0.8533 = 0.73387 on Hopper and Blackwell.
    facts = STACKS[TrainingStack.MEGATRON]
    assert kernel_efficiency(facts, "ampere") == pytest.approx(0.86)
    assert kernel_efficiency(facts, "hopper") == pytest.approx(0.73387, rel=1e-4)
    assert kernel_efficiency(facts, "blackwell") == pytest.approx(0.73387, rel=1e-4)
    assert kernel_efficiency(STACKS[TrainingStack.TORCHTITAN], "hopper") == pytest.approx(0.64)


def test_no_roofline_without_the_hbm_bandwidth() -> None:
    assert roofline(H100.model_copy(update={"memory_bandwidth_gbps": None}), 989.4) is None


def test_mla_attention_uses_its_own_head_dimensions() -> None:
    # DeepSeek-V3: 61 layers, 128 heads, q/k 128 + 64 = 192, v 128, s = 4,096:
    # 6 · 61 · 4,096 · 128 · (192 + 128) = 61,404,610,560 FLOPs per token, always executed;
    # counted in the reported model FLOPs only with include_attention_flops.
    w = workload(
        seq_len=4096,
        model=model(layers=61, hidden=7168, heads=128, head_dim=192, v_head_dim=128, params_b=37.0),
    )
    assert executed_attention_flops_per_token(w) == pytest.approx(61_404_610_560.0)
    assert flops_per_token(w) == pytest.approx(6 * 37e9)
    counted = w.model_copy(update={"include_attention_flops": True})
    assert flops_per_token(counted) == pytest.approx(6 * 37e9 + 61_404_610_560.0)


def test_the_default_stack_is_what_most_users_of_the_workload_run() -> None:
    assert default_stack(workload(method="lora")) is TrainingStack.HF_TRAINER
    assert default_stack(workload(method="qlora")) is TrainingStack.HF_TRAINER
    assert default_stack(workload()) is TrainingStack.DEEPSPEED  # full fine-tune, no TP/PP
    pretrain = {"method": "pretrain", "global_batch": 512}
    assert default_stack(workload(**pretrain, tensor_parallel=8)) is TrainingStack.MEGATRON
    assert default_stack(workload(**pretrain, zero_stage=3)) is TrainingStack.TORCHTITAN
    typed = workload(method="lora", stack="megatron")
    assert typed.stack is TrainingStack.MEGATRON


def test_a_typed_mfu_keeps_its_hours_and_the_work_replaces_it_when_asked() -> None:
    # Seed A's 7B on one roomy 250-TFLOPS GPU at MFU 0.4: 4.2e19 / 1e14 = 116.67 h as typed.
    roomy = {"memory_gb": 192.0, "bf16_tflops": 250.0, "fp16_tflops": 250.0}
    typed = platform(gpu=roomy, mfu=0.4, fixed_gpus=1)
    r = evaluate(make_plan(platforms=[typed])).platforms[0]
    assert r.chosen_point.hours == pytest.approx(420_000 / 3600, rel=1e-9)
    # Without an HBM bandwidth the work cannot be timed: the typed MFU stays.
    unknown = typed.model_copy(update={"efficiency_from_work": True})
    assert evaluate(make_plan(platforms=[unknown])).platforms[0].mfu == pytest.approx(0.4)
    # With one, the MFU is what the per-op time implies: below the 0.8 ceiling and above 0.4.
    gpu = typed.gpu.model_copy(
        update={"memory_bandwidth_gbps": 3350.0, "matmul_ceiling_tflops": 200.0}
    )
    timed = unknown.model_copy(update={"gpu": gpu})
    mfu = evaluate(make_plan(platforms=[timed])).platforms[0].mfu
    assert 0.4 < mfu < 0.8


def test_a_plan_saved_before_the_stack_reopens_with_the_stack_it_implied(tmp_path) -> None:
    # The shipped examples predate workload.stack: the 7B LoRA one implied Hugging Face +
    # PEFT, the seed full fine-tune DeepSpeed, the 1T-token pre-training (no TP/PP, ZeRO-1)
    # Megatron-Core. A plan saved with the automatic choice keeps it automatic.
    from gpuplanner import paths
    from gpuplanner.io.plan_file import dumps_plan, load_plan

    folder = paths.example_plan().parent
    lora = load_plan(folder / "7b-lora-single-card-4090-l40s-a100.gpuplan")
    assert lora.workload.stack is TrainingStack.HF_TRAINER
    assert load_plan(folder / "seed-7b-finetune.gpuplan").workload.stack is TrainingStack.DEEPSPEED
    pretrain = load_plan(folder / "7b-pretrain-1t-tokens.gpuplan")
    assert pretrain.workload.stack is TrainingStack.MEGATRON
    automatic = pretrain.model_copy(
        update={"workload": pretrain.workload.model_copy(update={"stack": None})}
    )
    path = tmp_path / "auto.gpuplan"
    path.write_text(dumps_plan(automatic), encoding="utf-8")
    assert load_plan(path).workload.stack is None


def test_report_json_names_the_stack_and_the_mfu_source() -> None:
    # A typed MFU is "typed"; the workload's stack (automatic: DeepSpeed for a full fine-tune)
    # with its facets and source.
    from gpuplanner.core import analyze
    from gpuplanner.io.report.headless import report_json

    data = report_json(analyze(make_plan()))
    stack = data["workload"]["stack"]
    assert (stack["id"], stack["automatic"], stack["fp8"]) == ("deepspeed", True, False)
    assert stack["name"] == "DeepSpeed (ZeRO)" and "DeepSpeed" in stack["source"]
    assert data["platforms"][0]["mfu_source"] == "typed"
    zh = report_json(analyze(make_plan()), "zh_CN")["workload"]["stack"]
    assert zh["name"] == "DeepSpeed（ZeRO）"


def test_a_stack_that_cannot_run_the_layout_is_refused_naming_the_field() -> None:
    # Hugging Face Trainer has no expert parallelism; DeepSpeed and HF Trainer no FP8 path
    # (core/workload.py, worded en + zh_CN). The automatic stack never picks one of them.
    from pydantic import ValidationError

    from gpuplanner.core.stacks import STACKS
    from gpuplanner.io.problems import first_problem

    moe = model(params_b=46.7, active_params_b=12.9, experts=8, experts_per_token=2)
    with pytest.raises(ValidationError) as info:
        workload(model=moe, expert_parallel=2, stack="hf_trainer")
    problem = first_problem(info.value)
    assert problem.field == "expert_parallel"
    assert "no expert parallelism" in problem.text()
    assert "不支持专家并行" in problem.text("zh_CN")
    with pytest.raises(ValidationError) as info:
        workload(precision="fp8", stack="deepspeed")
    assert first_problem(info.value).field == "precision"
    assert default_stack(workload(precision="fp8")) is TrainingStack.MEGATRON
    assert default_stack(workload(model=moe, expert_parallel=2, method="lora")) is (
        TrainingStack.MEGATRON
    )
    for stack, facts in STACKS.items():  # the facts say the same as the validation
        ok_ep = stack not in (TrainingStack.HF_TRAINER,)
        ok_fp8 = stack not in (TrainingStack.DEEPSPEED, TrainingStack.HF_TRAINER)
        assert (facts.expert_parallel, facts.fp8) == (ok_ep, ok_fp8)


def test_context_parallelism_splits_the_sequence_its_memory_and_passes_kv_around_a_ring() -> None:
    # Megatron-Core CP: 2·CP equal chunks of the sequence, CP dividing the heads.
    import numpy as np
    from pydantic import ValidationError

    from gpuplanner.core.memory import activation_bytes_per_gpu
    from gpuplanner.core.scaling import StepTerms
    from gpuplanner.io.problems import first_problem

    with pytest.raises(ValidationError) as info:
        workload(context_parallel=3)  # 2048 / (2 · 3) is not whole
    assert first_problem(info.value).field == "context_parallel"
    assert "2 × 3 equal chunks" in first_problem(info.value).text()
    with pytest.raises(ValidationError) as info:
        workload(context_parallel=64, seq_len=8192)  # 32 heads
    assert "does not divide the 32 attention heads" in first_problem(info.value).text()
    # Activations: the 7B at s = 2,048 holds 10.907 GB without CP (test_layout.py), every
    # term linear in s under FlashAttention: 5.4535 GB with CP 2.
    assert activation_bytes_per_gpu(workload()) / 1e9 == pytest.approx(10.907, abs=1e-3)
    assert activation_bytes_per_gpu(workload(context_parallel=2)) / 1e9 == pytest.approx(
        10.907 / 2, abs=1e-3
    )
    # Ring: K and V of 1,024 tokens, 2 · 4,096 wide in bf16 = 16,777,216 B a layer, sent
    # (CP − 1) = 1 time forward and 2 backward, 32 layers: 1,610,612,736 B a micro-batch;
    # on 2 GPUs there is one replica, so 256 micro-batches: 412,316,860,416 B a step.
    terms = StepTerms.of(workload(context_parallel=2), np.array([2.0]))
    assert float(terms.ring_bytes[0]) == pytest.approx(412_316_860_416.0)
    # N = d · t · p · CP: odd counts are not offered; TP 8 × CP 2 does not fit an 8-GPU node.
    r = evaluate(make_plan(workload={"context_parallel": 2, "zero_stage": 3})).platforms[0]
    assert not r.layout_ok[2] and r.layout_ok[3]
    assert r.layout.at(3, 4)["data_parallel"] == 2
    wide = {"context_parallel": 2, "tensor_parallel": 8, "seq_len": 4096}
    r = evaluate(make_plan(workload=wide)).platforms[0]
    assert r.chosen is None and r.reason.code.value == "cp_across_nodes"
    assert r.reason.params["span"] == 16


def test_torchtitan_fp8_times_its_elementwise_work_compiled() -> None:
    # torchao's float8 runs under torch.compile, which fuses the elementwise work: half of
    # eager's bytes. Llama-2-7B, TP 1, no recompute: two norms and two residual adds
    # 10 · 4,096 + RoPE 2 · (4,096 + 4,096) + SwiGLU 3 · 11,008 = 90,368 elements a token
    # and layer, 2 bytes, forward 1 + backward 2: 542,208 B eager, 271,104 B compiled; 32
    # layers of the difference, 8,675,328 B at 3.35e12 · 0.92 B/s, over eager PyTorch's
    # Hopper efficiency 0.64: 4.3982 µs a token.
    from dataclasses import replace

    from gpuplanner.core.compute import gpu_seconds_per_token

    llama = model(layers=32, hidden=4096, heads=32, ffn=11008, gated_mlp=True, params_b=6.74)
    w = workload(
        model=llama, precision="fp8", method="pretrain", recompute="none", stack="torchtitan"
    )
    # Delayed scaling: no amax pass, so only the elementwise work differs (the amax pass a
    # compiled current-scaling cast saves is test_current_scaling_reads_each_cast_tensor_...).
    w = w.model_copy(update={"seq_len": 4096, "micro_batch": 1, "fp8_recipe": "delayed"})
    rf = roofline(H100, 989.4)
    assert rf is not None
    compiled = STACKS[TrainingStack.TORCHTITAN]
    eager = replace(compiled, fp8_compiled=False)
    difference = gpu_seconds_per_token(w, H100, eager, rf) - gpu_seconds_per_token(
        w, H100, compiled, rf
    )
    assert difference == pytest.approx(4.3982e-6, rel=1e-4)


def test_an_fp8_gemm_loses_throughput_at_short_k_as_tilelangs_sweep_does() -> None:
    # tile-ai/tilelang benchmark/matmul_fp8/README.md, H800 SXM, M = N = 8192: K = 1,024 runs
    # at 1,129 (or 927, the second sweep) TFLOPS against 1,507 (1,461) at K = 8,192, a ratio
    # of 0.749 (0.634). The model: the main loop at 0.709 of 1,978.9 TFLOPS over 8,192 of
    # 8,316 slots, 99.4 µs at K = 1,024 and 795.5 µs at 8,192, each plus the 134 MB bf16
    # output at 3.082e12 B/s (43.5 µs): 142.99 and 839.07 µs, 961 and 1,310 TFLOPS, a ratio
    # of 839.07 / (8 · 142.99) = 0.7335, between the two sweeps.
    h800 = H100.model_copy(update={"id": "h800-sxm-80gb", "matmul_ceiling_tflops": None})
    rf = roofline(h800, 989.4)
    assert rf is not None
    short, long = rf.gemm(8192, 8192, 1024, fp8=True), rf.gemm(8192, 8192, 8192, fp8=True)
    assert short == pytest.approx(142.99e-6, rel=1e-4)
    assert long / (8 * short) == pytest.approx(0.7335, abs=1e-3)
    assert 927 / 1461 < long / (8 * short) < 1129 / 1507


def test_an_eager_stack_is_never_faster_than_its_hosts_launches() -> None:
    """Hugging Face Trainer + PEFT LoRA launches 128 kernels a layer forward and 197 backward
    (HF_HOST_OPS, counted with torch.profiler: tools/measure_host_ops.py); under full
    recompute the forward runs twice: 32 layers · (2 · 128 + 197) · 13.48 µs (a one-kernel
    op on a DGX's x86, TransformerEngine issue 2053) = 0.19540608 s a micro-batch. A full
    fine-tune without recompute on Grace: 32 · (40 + 118) · 37.08 µs = 0.18747648 s. A QLoRA
    base adds 2 dequantization kernels a linear layer and pass (bitsandbytes' MatMul4Bit), 14
    a layer forward and backward: 32 · (2 · 142 + 211) · 13.48 µs = 0.2135232 s. No count
    is measured for Megatron-Core: no floor."""
    hf, megatron = STACKS[TrainingStack.HF_TRAINER], STACKS[TrainingStack.MEGATRON]
    lora = workload(method="lora", lora_rank=64, recompute="full", stack="hf_trainer")
    assert host_floor_seconds(lora, hf, "x86") == pytest.approx(0.19540608, rel=1e-12)
    full = workload(recompute="none", stack="hf_trainer")
    assert host_floor_seconds(full, hf, "grace") == pytest.approx(0.18747648, rel=1e-12)
    qlora = workload(method="qlora", lora_rank=64, recompute="full", stack="hf_trainer")
    assert host_floor_seconds(qlora, hf, "x86") == pytest.approx(0.2135232, rel=1e-12)
    # AutoGPTQ's unpacking: 9 eager kernels a linear layer, 63 a layer, forward only (the
    # backward reuses the 16-bit weight): 32 · (2 · 191 + 197) · 13.48 µs = 0.24975744 s.
    gptq = workload(
        method="qlora", qlora_base="gptq", lora_rank=64, recompute="full", stack="hf_trainer"
    )
    assert host_floor_seconds(gptq, hf, "x86") == pytest.approx(0.24975744, rel=1e-12)
    assert host_floor_seconds(lora, megatron, "x86") == 0.0


def test_a_short_lora_micro_batch_takes_the_hosts_time_a_long_one_the_gpus() -> None:
    """7B LoRA on one A100 80G (271.2 measured matmul TFLOPS, 2,039 GB/s), 8 micro-batches of
    256 tokens: the GPU's work (7 GFLOP a token · 256 · 3 passes, about 70 ms) is shorter
    than the launches, so a step is 8 · 0.19540608 = 1.56324864 s. At 8,192 tokens the GPU's
    work (about 2.4 s a micro-batch) is longer and the floor changes nothing."""
    a100 = platform(fixed_gpus=1, efficiency_from_work=True, gpu=A100_WORK)
    common = {"method": "lora", "lora_rank": 64, "recompute": "full", "stack": "hf_trainer"}
    short = workload(seq_len=256, global_batch=8, micro_batch=1, tokens=2048e3, **common)
    result = evaluate(make_plan(workload=short, platforms=[a100]))
    step = float(result.platforms[0].train_hours[0]) * 3600.0 / result.steps
    assert step == pytest.approx(1.56324864, rel=1e-9)
    hf = STACKS[TrainingStack.HF_TRAINER]
    rf = roofline(a100.gpu, 312.0)
    assert rf is not None
    long = workload(seq_len=8192, global_batch=8, micro_batch=1, **common)
    unfloored = gpu_seconds_per_token(long, a100.gpu, replace(hf, host_ops=None), rf)
    assert gpu_seconds_per_token(long, a100.gpu, hf, rf) == unfloored
    assert unfloored * 8192 > 1.0  # seconds a micro-batch: well above the 0.20 s floor


def test_a_qlora_base_is_dequantized_before_every_matmul() -> None:
    """bitsandbytes' MatMul4Bit turns the NF4 weight into a 16-bit one forward and backward:
    the 7B's 7e9 parameters less the 16-bit embedding and output layer (2 · 32,000 · 4,096 =
    262,144,000) are 6,737,856,000 quantized, read at 0.516 bytes and written at 2 on each
    of 3 passes (forward, its recompute, the input gradient): 50,857,337,088 bytes a
    micro-batch, half on each of 2 tensor-parallel ranks; a 16-bit LoRA base none.

    AutoGPTQ's trainable QuantLinear (qlinear_cuda_old.py) unpacks the int4 weight in eager
    ops, 0.5 + 4 (shift to int32) + 4 + 1 (to int8) + 1 + 1 (& 15) + 1 + 1 (− zeros) + 1 + 2
    (× fp16 scales) = 16.5 bytes a weight, forward and recompute only (torch.matmul keeps the
    16-bit result for the input gradient): 6,737,856,000 · 16.5 · 2 = 222,349,248,000."""
    qlora = workload(method="qlora", recompute="full")
    assert qlora_dequant_bytes(qlora, 2.0, 1.0) == pytest.approx(50_857_337_088, rel=1e-12)
    split = workload(method="qlora", recompute="full", tensor_parallel=2)
    assert qlora_dequant_bytes(split, 2.0, 1.0) == pytest.approx(25_428_668_544, rel=1e-12)
    assert qlora_dequant_bytes(workload(method="lora"), 2.0, 1.0) == 0.0
    gptq = workload(method="qlora", qlora_base="gptq", recompute="full")
    assert qlora_dequant_bytes(gptq, 2.0, 1.0) == pytest.approx(222_349_248_000, rel=1e-12)
    # Stored: 4 bits, an fp16 scale and a 4-bit zero per 128 weights (0.51953125 bytes)
    # against NF4's 0.516: 6,737,856,000 · 0.00353125 = 23,793,054 bytes more.
    more = weight_bytes(gptq) - weight_bytes(qlora)
    assert more == pytest.approx(23_793_054, rel=1e-9)


def test_lora_adapters_move_their_own_activations() -> None:
    """PEFT adds lora_B(lora_A(x)) * scaling to the frozen layer's output, each an eager
    kernel. 7B (h 4,096, FFN 11,008, 32 KV heads), every linear layer: inputs 6 · 4,096 +
    11,008 = 35,584 wide, outputs 4 · 4,096 + 2 · 11,008 + 4,096 = 42,496; forward 2 · 35,584
    + 12 · 42,496 = 581,120 bytes a token, backward 10 · 35,584 + 8 · 42,496 = 695,808; the
    forward twice under full recompute: 1,858,048 bytes a token and layer. q, v only (inputs
    and outputs 8,192), no recompute: 114,688 + 147,456 = 262,144; halved on 2 TP ranks."""
    every = workload(method="lora", lora_targets="all_linear")
    assert lora_adapter_bytes(every, 2.0) == pytest.approx(1_858_048, rel=1e-12)
    qv = workload(method="lora", lora_targets="qv")
    assert lora_adapter_bytes(qv, 1.0) == pytest.approx(262_144, rel=1e-12)
    split = workload(method="lora", lora_targets="qv", tensor_parallel=2)
    assert lora_adapter_bytes(split, 1.0) == pytest.approx(131_072, rel=1e-12)
    assert lora_adapter_bytes(workload(), 1.0) == 0.0
