"""Compute time from the work: each layer's operations timed on the GPU (issue 23 item 2).

Per token, per tensor-parallel rank, for the layout's micro-batch of b·s tokens:

- **GEMMs** (QKV, attention output, MLP up/gate and down, the routed and shared experts, the
  output layer) by their shapes M × N × K, each on the roofline
  t = max(2·M·N·K / (peak · η_max · wave), operand bytes / HBM) + output bytes / HBM, where
  η_max is the GPU's measured best-shape matmul ceiling (stas00/ml-engineering MAMF table,
  the catalog's ``measured_matmul_tflops``; FP8 its own FP8 MAMF, FP8_CEILING), ``wave``
  NVIDIA's wave quantization (tiles of 128 × 256, 128 × 128 or 64 × 128 over the GPU's SMs;
  NVIDIA Deep Learning Performance Guide, "Matrix Multiplication Background"), the epilogue's
  output write not hidden by the main loop (Roofline.gemm), and HBM the bandwidth a streaming
  kernel reaches (HBM_EFFICIENCY).
  Forward 1 pass, backward 2 (1 for a frozen LoRA base), full recompute 1 more. Linear layers
  of the blocks run at the FP8 peak when the workload trains in FP8 (Transformer Engine and
  torchao keep attention and the output layer in BF16), their inputs and output gradients
  cast at FP8_CAST_BYTES an element.
- **Attention** (FlashAttention) at the kernel's published fwd + bwd throughput, counted the
  way its benchmark counts (forward 4·s·d per head and token, halved by the causal mask,
  backward 2.5 × forward): FlashAttention-2 on A100 ≈ 0.64 of peak at long sequences,
  on H100 ≈ 0.36; FlashAttention-3 / cuDNN on H100 ≈ 0.56 (Dao 2023, arXiv 2307.08691
  Fig. 4–7; Shah et al. 2024, arXiv 2407.08608 Fig. 5–6), falling as s / (s + 512) at short
  sequences. Blackwell takes the Hopper fractions (no same-kernel table in the reference).
  Each pass takes the slower of that tensor-core work and its exponent work: one exponential
  a score (P = exp(S − rowmax) forward, P recomputed backward) at the SFU's rate
  (flash_pass_seconds, EXPS_PER_TENSOR_FLOP), which binds only where a GPU's exponent unit is
  slow against its tensor cores: never at head dim 128 on a B200 or GB200 (at peak the two
  tie in FlashAttention-4's roofline, and the tensor cores reach only the kernel's fraction).
  Without FlashAttention, Q·Kᵀ and scores·V are batched GEMMs and the masked softmax and its
  dropout are memory traffic (Megatron's fused softmax; Korthikanti et al. 2022 §4.1).
- **Memory-bound operations** (norms, residual adds, RoPE, the MLP activation, dropout, FP8
  casts, the loss over the vocabulary) by the bytes they read and write at HBM bandwidth;
  fused stacks (Transformer Engine, torch.compile) move about half of eager PyTorch's. MoE
  layers also permute each token to its k experts and back (moe_permute_bytes) and cast the
  k copies to FP8 (fp8_cast_bytes).
- **Host launches** of a dropless MoE layer on a stack that waits for the GPU every such layer
  (StackFacts.moe_host_sync, Megatron-Core): the routed experts' part takes the longer of its
  GPU time and moe_host_seconds (kernels per local expert × HOST_SECONDS_PER_OP, the measured
  CPU time of a one-kernel PyTorch op on the GPU's host: x86 or Grace). A run whose MoE layer
  is sync-free (Workload.moe_host_sync False: fused MoE kernels captured in a CUDA graph, or
  drop-and-pad) charges none.

The sum is divided by the stack's kernel efficiency (core/stacks.py), the host's excess added,
and gives GPU-seconds per token; the efficiency it implies on the layout's work is what the
step model uses as X / peak.
No Python loop over GPU counts: one scalar per layout candidate.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np

from gpuplanner.core.flops import flops_per_param_token, flops_per_token
from gpuplanner.core.memory import (
    is_gated,
    lora_adapted_shapes,
    model_shape,
    quantized_params,
)
from gpuplanner.core.platform import GpuSpec, generation, host_cpu
from gpuplanner.core.qlora import quantized_base
from gpuplanner.core.scaling import StackComm, recompute_flops_per_token
from gpuplanner.core.stacks import (
    StackFacts,
    fp8_recipe_of,
    kernel_efficiency,
    moe_host_sync,
    tp_overlap,
)
from gpuplanner.core.workload import (
    Fp8Recipe,
    Method,
    MoeDispatcher,
    Precision,
    Recompute,
    Workload,
)

# CUTLASS / cuBLAS BF16 tile shapes on Ampere and Hopper, largest first.
TILES = ((128, 256), (128, 128), (64, 128))
# Streaming multiprocessors per GPU (NVIDIA architecture whitepapers: A100 108, H100 SXM 132,
# H20 78, B200 148 per package; B300 / GB300 160, NVIDIA's "Inside NVIDIA Blackwell Ultra"
# blog; L20 / L40S AD102 92 / 142), by catalog id prefix.
SMS = {
    "a100": 108,
    "a800": 108,
    "h100-pcie": 114,
    "h100": 132,
    "h800": 132,
    "h200": 132,
    "h20": 78,
    "b200": 148,
    "gb200": 148,
    "b300": 160,
    "gb300": 160,
    "l20": 92,
    "l40s": 142,
}
DEFAULT_SMS = 108
# Best-shape matmul ceiling / dense peak where the catalog measured none: the generation's
# measured figure (MAMF table: A100 0.87, H100 0.80, B200 0.78; H800 and H20 are Hopper
# dies, A800 an Ampere one); other GPUs 0.7 (an estimate, said in docs/method.md).
GENERATION_CEILING = {"ampere": 0.87, "hopper": 0.80, "blackwell": 0.78}
DEFAULT_CEILING = 0.7
# FlashAttention fwd + bwd throughput / dense BF16 peak at long sequences (module docstring).
FLASH = {("ampere", "fa2"): 0.64, ("ampere", "fa3"): 0.64, ("hopper", "fa2"): 0.36}
FLASH_HOPPER_FA3 = 0.56
FLASH_OTHER = 0.45  # GPUs with no FlashAttention table: between the two (an estimate)
FLASH_HALF_SEQ = 512.0  # s / (s + 512): FA2's throughput at 512 tokens is about half its 16k
# Best-shape FP8 (e4m3) matmul ceiling / FP8 dense peak, measured: stas00/ml-engineering
# compute/accelerator/README.md, MAMF table, float8_e4m3fn (commit 744d01e): H100 SXM 1,402.6
# of 1,979 TFLOPS (0.709), H200 SXM 1,453.4 (0.734), B200 3,432.5 of 4,500 (0.763), GB200
# 3,615.6 of 5,000 (0.723), B300 3,353.3 of 4,500 (0.745). FP8 reaches less of its peak than
# BF16 on Hopper (0.709 against 0.803): the same operand bytes feed twice the FLOPs. By
# catalog id prefix; the H800 is an H100 die; other FP8 GPUs take their generation's lowest
# figure, else the BF16 share.
FP8_CEILING = {
    "h100": 0.709,
    "h800": 0.709,
    "h200": 0.734,
    "b200": 0.763,
    "gb200": 0.723,
    "b300": 0.745,
}
FP8_GENERATION_CEILING = {"hopper": 0.709, "blackwell": 0.723}
# Exponentials (SFU, MUFU.EX2) per dense 16-bit tensor-core FLOP, per SM and clock, so that
# the SFU's rate is the datasheet peak × this (SMs × clock = peak ÷ tensor FLOPs an SM and
# clock): H100 4,096 FLOPs and 16 exponentials, B200 8,192 and 16 (Zadouri et al. 2026,
# FlashAttention-4, arXiv 2603.05451, its Blackwell roofline; the FA3 paper's 989 TFLOPS of
# matmul against 3.9 TFLOPS of special functions on H100, Shah et al. 2024, is the same 16);
# Blackwell Ultra doubles the SFU's throughput, 32 a clock at the B200's 8,192 tensor FLOPs
# (NVIDIA technical blogs "Inside NVIDIA Blackwell Ultra", 2025, and "Making Softmax More
# Efficient with NVIDIA Blackwell Ultra", 2026; FlashAttention-4's SM100 forward turns its
# software exp2 off on sm_103, "fast hardware ex2": Dao-AILab/flash-attention
# flash_attn/cute/flash_fwd_sm100.py). By catalog id prefix, dies with the full per-SM tensor
# rate only (the H20's tensor cores are cut, its SFU is not); other GPUs: no exponent term.
EXPS_PER_TENSOR_FLOP = {
    "h100": 16 / 4096,
    "h800": 16 / 4096,
    "h200": 16 / 4096,
    "b200": 16 / 8192,
    "gb200": 16 / 8192,
    "b300": 32 / 8192,
    "gb300": 32 / 8192,
}
# HBM bandwidth a streaming kernel reaches, of the datasheet figure (torchao
# torchao/testing/training/roofline_utils.py, ``pct_achievable_mem_bw`` 0.92: "pointwise
# triton kernels with large inputs" on H100, 2.2 of 2.4 TB/s).
HBM_EFFICIENCY = 0.92
# FP8 scaling per element of each cast tensor (torchao torchao/testing/training/
# roofline_utils.py, tensorwise dynamic scaling, the current scaling of Transformer Engine's
# FP8-CS recipe): the cast reads the bf16 tensor (2 bytes) and writes FP8 row- and
# column-major (1 + 1: Hopper's FP8 GEMMs take only the TN layout, so the weight gradient
# needs the transposed copy). Its amax pass (2 bytes more) is fused into the producing
# kernel in both FP8 paths (roofline_utils' ``fuse_with_prev``: Transformer Engine's fused
# norm and activation kernels; torchao's float8 runs under torch.compile, as torchtitan's
# Float8 rows do).
FP8_CAST_BYTES = 4.0


@dataclass(frozen=True)
class RecipeCost:
    """What an FP8 scaling recipe adds to a cast and a GEMM (FP8_RECIPE_COSTS)."""

    amax_pass_bytes: float  # bytes an element read again before the cast, for its amax
    scale_bytes: float  # scale bytes an element of each quantized activation or gradient copy
    weight_scale_bytes: float  # scale bytes an element of a quantized weight
    kernels_per_cast: float  # kernels one cast launches (moe_expert_launches)
    promotion: bool  # the GEMM applies the block scales on CUDA cores (Roofline.gemm)


# Per recipe (Transformer Engine's, transformer_engine/common/recipe/__init__.py):
# - delayed (DelayedScaling): the scale comes from the amax history, the tensor's own amax is
#   recorded by the cast kernel itself (and by the fused norm's FP8 output, normalization.cpp
#   Impl::FULLY_FUSED): no pass before the cast, one kernel, one fp32 scale a tensor (0 an
#   element). FP8_CAST_BYTES as it stands.
# - current (Float8CurrentScaling): Float8CurrentScalingQuantizer::quantize_impl
#   (transformer_engine/pytorch/csrc/quantizer.cpp) launches nvte_compute_amax (a reduction
#   reading the bf16 tensor: 2 bytes an element), nvte_compute_scale_from_amax, then
#   nvte_quantize_v2: three kernels, one read more. A norm computes the amax of its output
#   (Impl::FUSED_NORM_AMAX_FP8) but then writes that output in bf16 for the cast to read
#   again, the same order of traffic; charged as the one extra read. torchao's tensorwise
#   scaling under torch.compile fuses the amax into the producing kernel (torchao
#   roofline_utils ``fuse_with_prev``): none where the stack's FP8 path is compiled.
# - mxfp8 (MXFP8BlockScaling): one E8M0 scale (1 byte) per 32 consecutive elements, the block
#   amax taken inside the cast kernel (one kernel, no pass before it); rowwise and columnwise
#   copies both quantized from the bf16 input ("both versions are computed from the high
#   precision input", the recipe's docstring): 1 + 1 FP8 bytes and 1/32 + 1/32 scale bytes.
#   Weights too are scaled in 1 × 32 blocks (enable_2d_quantization off by default). Blackwell's
#   tcgen05 block-scaled MMA applies the scales in the tensor core (PTX ISA, tcgen05.mma
#   .kind::mxf8f6f4.block_scale, scale_vec::1X: one UE8M0 scale per 32 K-elements): no separate
#   dequantisation; timed at the FP8 ceiling (no MXFP8 MAMF table in the reference).
# - blockwise (Float8BlockScaling, DeepSeek-V3's fine-grained scaling, arXiv 2412.19437
#   §3.3.2): activations and gradients in 1 × 128 tiles, weights in 128 × 128 blocks, one fp32
#   scale each (4 / 128 and 4 / 16,384 bytes an element), the tile amax inside the cast
#   kernel; both orientations kept (§3.3.2: "converted from 1x128 to 128x1 tiles in the
#   backward pass"). Hopper's FP8 tensor cores take one scale per GEMM, so the kernel
#   dequantises: every 128 elements of K (4 WGMMAs) the partial sums are "copied to FP32
#   registers on CUDA Cores" and multiplied by the scales (§3.3.2, "Increasing Accumulation
#   Precision"; TE's recipe fixes use_split_accumulator=True), one FP32 FMA an output element
#   per 128 of K, overlapped with the other warpgroup's MMA (§3.3.2) — Roofline.gemm. On
#   Blackwell the power-of-two block scales (the recipe's default) fit the block-scaled MMA's
#   UE8M0 scales: no promotion charged.
FP8_RECIPE_COSTS = {
    Fp8Recipe.DELAYED: RecipeCost(0.0, 0.0, 0.0, 1.0, False),
    Fp8Recipe.CURRENT: RecipeCost(2.0, 0.0, 0.0, 3.0, False),
    Fp8Recipe.MXFP8: RecipeCost(0.0, 1.0 / 32.0, 1.0 / 32.0, 1.0, False),
    Fp8Recipe.BLOCKWISE: RecipeCost(0.0, 4.0 / 128.0, 4.0 / (128.0 * 128.0), 1.0, True),
}
# Elements of K between two promotions (DeepSeek-V3 §3.3.2: N_C = 128).
PROMOTION_INTERVAL = 128.0
# CUDA-core FP32 FLOPs per dense FP8 tensor-core FLOP, per SM and clock, on Hopper: 128 FP32
# lanes (256 FLOPs an FMA each) against 8,192 dense FP8 FLOPs (NVIDIA H100 Tensor Core GPU
# Architecture whitepaper: 128 FP32 cores an SM; 1,979 dense FP8 TFLOPS over 132 SMs at
# 1.83 GHz). The promotion runs at the FP8 peak × this.
PROMOTION_FLOPS_PER_TENSOR_FLOP = {"hopper": 256.0 / 8192.0}
FUSED_SHARE = 0.5  # fused elementwise kernels move about half of eager PyTorch's bytes
BACKWARD_TRAFFIC = 2.0  # backward reads the saved tensors and writes their gradients
# Host seconds per kernel a PyTorch op issues, by the host CPU (platform.host_cpu): the CPU
# time of one torch.nn.Linear forward (one cuBLAS GEMM through Python, the dispatcher and the
# launch), measured beside its GPU time on the three NVIDIA systems: 13.48 µs on a DGX H100's
# Xeon Platinum 8480C, 37.08 µs on a GB200's Grace (33.17 µs on GH200's), BF16, hidden 2,048,
# 8,192 tokens (NVIDIA/TransformerEngine issue 2053, "High CPU overhead on Grace systems",
# 2025-08). The cudaLaunchKernel call alone takes 5-20 µs in profiler traces (Meta's
# HolisticTraceAnalysis docs/source/features/cuda_kernel_launch_stats.rst); te.Linear costs
# more (99.66 µs on GB200, same issue) and is not charged: the plain op is the least.
HOST_SECONDS_PER_OP = {"x86": 13.48e-6, "grace": 37.08e-6}
# A GEMM kernel's time beyond its best-shape rate, t − 2·M·N·K / (peak · η_max): the launch,
# the pipeline's fill and drain, the partial last wave. OpenXLA's measured matmul table
# (xla/backends/gpu/cost_model/matmul_interpolator_data.h, generated by
# xla/tools/matmul_perf_table_gen: the CUPTI median kernel time of each dot, M, N, K =
# 256 … 4,096, batch 1) gives it nearly constant over its 125 shapes: median 6.12 µs on
# sm_90 (H100 SXM, BF16; 2.4 … 10.7 µs), 6.72 µs on sm_100 (B200, BF16), 6.40 µs for its FP8
# e4m3 dots (16-bit, FP8 by generation). Hopper FP8 takes the BF16 figure (the table's sm_90
# FP8 entries exceed the dense FP8 peak, 2,424 TFLOPS at 4096³ against 1,979, and are not
# used; on B200 the two precisions differ by 5 %); Ampere and the other generations, with no
# table, take Hopper's: the latency is the kernel's structure, not its tensor rate.
# Roofline.gemm takes the longer of its roofline and the best-shape time plus this (median
# error over each table's 125 shapes +0.4 %, 0.0 %, 0.0 %, mean |error| 8–11 %; the roofline
# alone −40 %, −64 %, −77 %: tests/core/test_gemm_latency.py).
GEMM_LATENCY = {"hopper": (6.12e-6, 6.12e-6), "blackwell": (6.72e-6, 6.40e-6)}
DEFAULT_GEMM_LATENCY = GEMM_LATENCY["hopper"]


def gemm_latency(gpu: GpuSpec, precision: Precision) -> float:
    """Seconds a GEMM kernel pays beyond its best-shape rate on ``gpu`` in ``precision``
    (GEMM_LATENCY; FP8 where the GPU has an FP8 path)."""
    bf16, fp8 = GEMM_LATENCY.get(generation(gpu), DEFAULT_GEMM_LATENCY)
    return fp8 if precision is Precision.FP8 and gpu.fp8_tflops else bf16


def _sms(gpu: GpuSpec) -> int:
    key = gpu.id.lower()
    best = max((p for p in SMS if key.startswith(p)), key=len, default=None)
    return SMS[best] if best else DEFAULT_SMS


def _wave(m: float, n: float, sms: int) -> float:
    """Share of the SM slots doing work, tiles / (waves · SMs), for the best of the library's
    tile shapes (cuBLAS picks a smaller tile when a large one leaves most SMs idle)."""
    best = 0.0
    for tile_m, tile_n in TILES:
        tiles = math.ceil(m / tile_m) * math.ceil(n / tile_n)
        best = max(best, tiles / (math.ceil(tiles / sms) * sms))
    return best


@dataclass(frozen=True)
class Roofline:
    peak: float  # FLOP/s, 16-bit dense
    fp8_peak: float  # FLOP/s, the FP8 dense peak (0 without FP8)
    ceiling: float  # best-shape matmul efficiency
    fp8_ceiling: float  # best-shape FP8 matmul efficiency (of the FP8 peak)
    bandwidth: float  # HBM bytes/s
    sms: int
    exp_rate: float = 0.0  # exponentials/s the SFUs issue (EXPS_PER_TENSOR_FLOP); 0: no term
    promotion_rate: float = 0.0  # FP32 FLOP/s of block-scale promotion (Hopper); 0: no term
    latency: float = 0.0  # seconds a GEMM kernel takes beyond its best-shape rate (GEMM_LATENCY)
    fp8_latency: float = 0.0  # the same for an FP8 GEMM

    def gemm(
        self,
        m: float,
        n: float,
        k: float,
        fp8: bool = False,
        recipe: RecipeCost | None = None,
        share: float = 1.0,
    ) -> float:
        """Seconds for one M × N × K GEMM: the main loop on the roofline (compute, or reading
        the operands where that takes longer), then the epilogue writing the 16-bit output,
        which the main loop does not hide: tile-ai/tilelang benchmark/matmul_fp8/README.md
        (H800, M = N = 8192, K = 256 … 16,384) fits t = 39 µs + K · 0.084 µs, the fixed part
        the time to write the 134 MB output at 3.35 TB/s (40 µs).

        An FP8 ``recipe`` adds its scales to the operands read (FP8_RECIPE_COSTS) and, where
        the kernel applies block scales on CUDA cores (Hopper block-wise), the promotion's
        FP32 FMAs (one an output element per PROMOTION_INTERVAL of K), which run beside the
        MMA of the other warpgroup (DeepSeek-V3 §3.3.2): the main loop takes the longer.

        No GEMM runs faster than its best-shape rate plus the kernel's fixed latency
        (GEMM_LATENCY), which binds below a few thousand rows or columns; ``share`` GEMMs share
        one latency where they run as one batched kernel or side by side on separate streams
        (StackFacts.expert_gemm_streams)."""
        eight = fp8 and self.fp8_peak > 0
        peak, ceiling = (self.fp8_peak, self.fp8_ceiling) if eight else (self.peak, self.ceiling)
        width = 1.0 if eight else 2.0
        flops = 2.0 * m * n * k
        compute = flops / (peak * ceiling * _wave(m, n, self.sms))
        operands = width * (m * k + n * k)
        if eight and recipe is not None:
            operands += recipe.scale_bytes * m * k + recipe.weight_scale_bytes * n * k
            if recipe.promotion and self.promotion_rate > 0:
                fmas = m * n * math.ceil(k / PROMOTION_INTERVAL)
                compute = max(compute, 2.0 * fmas / self.promotion_rate)
        roof = max(compute, operands / self.bandwidth) + 2.0 * m * n / self.bandwidth
        latency = self.fp8_latency if eight else self.latency
        return max(roof, flops / (peak * ceiling) + latency / max(1.0, share))


def roofline(gpu: GpuSpec, peak_tflops: float) -> Roofline | None:
    """The GPU's roofline, or None when its HBM bandwidth is unknown."""
    if not gpu.memory_bandwidth_gbps:
        return None
    base = gpu.bf16_tflops or gpu.fp16_tflops or peak_tflops
    gen = generation(gpu)
    ceiling = GENERATION_CEILING.get(gen, DEFAULT_CEILING)
    if gpu.matmul_ceiling_tflops:
        ceiling = gpu.matmul_ceiling_tflops / base
    ceiling = min(1.0, ceiling)
    key = gpu.id.lower()
    prefix = max((p for p in FP8_CEILING if key.startswith(p)), key=len, default=None)
    fp8_ceiling = FP8_CEILING[prefix] if prefix else FP8_GENERATION_CEILING.get(gen, ceiling)
    sfu = max((p for p in EXPS_PER_TENSOR_FLOP if key.startswith(p)), key=len, default=None)
    fp8_peak = (gpu.fp8_tflops or 0.0) * 1e12
    latency, fp8_latency = GEMM_LATENCY.get(gen, DEFAULT_GEMM_LATENCY)
    return Roofline(
        peak=peak_tflops * 1e12,
        fp8_peak=fp8_peak,
        ceiling=ceiling,
        fp8_ceiling=fp8_ceiling,
        bandwidth=gpu.memory_bandwidth_gbps * 1e9 * HBM_EFFICIENCY,
        sms=_sms(gpu),
        # The datasheet's dense 16-bit peak, not the platform's: the SFU's clock is the die's.
        exp_rate=base * 1e12 * EXPS_PER_TENSOR_FLOP[sfu] if sfu else 0.0,
        promotion_rate=fp8_peak * PROMOTION_FLOPS_PER_TENSOR_FLOP.get(gen, 0.0),
        latency=latency,
        fp8_latency=fp8_latency,
    )


def flash_efficiency(gpu: GpuSpec, kernel: str, seq: float) -> float:
    gen = generation(gpu)
    if gen in ("hopper", "blackwell"):
        top = FLASH_HOPPER_FA3 if kernel == "fa3" else FLASH[("hopper", "fa2")]
    else:
        top = FLASH.get((gen, kernel), FLASH_OTHER)
    return top * seq / (seq + FLASH_HALF_SEQ)


def flash_pass_seconds(rf: Roofline, flops: float, scores: float, efficiency: float) -> float:
    """Seconds for one FlashAttention pass (forward, or backward) doing ``flops`` tensor-core
    FLOPs over ``scores`` attention scores: the slower of the tensor-core work at the kernel's
    published fraction of the peak (flash_efficiency) and the exponent work, one exponential a
    score, at the SFU's rate (Roofline.exp_rate). The kernels overlap the two (FA3's ping-pong
    of two warpgroups, FA4's softmax warps beside its MMA warp: Shah et al. 2024, Zadouri et
    al. 2026), so a pass takes the longer, FlashAttention-4's roofline (at M = N = d = 128 on
    a B200, 1,024 cycles of MMA and 1,024 of exponentials). The published fraction was
    measured on H100, where the exponentials take half the MMA's cycles (FA3's d = 128
    estimate) and never bind, so it holds no exponent time to count twice; the SFU's own rate is
    charged at its peak, the least time the source allows."""
    tensor = flops / (rf.peak * efficiency)
    exponent = scores / rf.exp_rate if rf.exp_rate > 0 else 0.0
    return max(tensor, exponent)


def cast_bytes_per_element(w: Workload, recipe: Fp8Recipe, compiled: bool = False) -> float:
    """HBM bytes an element of a cast tensor moves under the recipe: FP8_CAST_BYTES (read the
    bf16 tensor, write the row- and column-wise FP8 copies), each copy's scales, and the amax
    pass before the cast (current scaling; none where the stack compiles it into the producing
    kernel, ``compiled``). A frozen LoRA base computes no weight gradient: one copy."""
    cost = FP8_RECIPE_COSTS[recipe]
    copies = 1.0 if w.is_lora else 2.0
    amax = 0.0 if compiled else cost.amax_pass_bytes
    return FP8_CAST_BYTES - (1.0 if w.is_lora else 0.0) + copies * cost.scale_bytes + amax


def fp8_cast_bytes(
    w: Workload,
    moe: bool = False,
    recipe: Fp8Recipe = Fp8Recipe.DELAYED,
    compiled: bool = False,
) -> float:
    """Bytes one tensor-parallel rank moves per token and layer casting to FP8
    (cast_bytes_per_element under the recipe): each linear layer's input, forward (again under
    full recompute), and its output gradient, backward. A frozen LoRA base computes no weight
    gradient, so one FP8 copy (row-major) suffices: 3 bytes an element per tensor. In an MoE
    layer (``moe``) the routed experts' linear layers see a token once per chosen expert:
    Transformer Engine's GroupedLinear quantizes the permuted rows, k per token
    (transformer_engine/pytorch/module/grouped_linear.py, the inputs split by m_splits), and
    each shared expert sees it once."""
    m = w.model
    shape = model_shape(m)
    t = float(w.tensor_parallel)
    h, f, heads, kv = shape.hidden, shape.ffn, shape.heads, shape.kv_heads
    d_qk = float(m.head_dim or h / heads)
    d_v = float(m.v_head_dim or d_qk)
    attn = heads * d_qk + 2 * kv * d_qk if not m.v_head_dim else heads * (d_qk + d_v)
    width = 2.0 if is_gated(m, shape) else 1.0
    inputs = h + heads * d_v / t  # QKV, output projection
    grads = attn / t + h  # their outputs' gradients
    if moe and m.expert_ffn:
        copies = float(m.experts_per_token or 1) + m.shared_experts
        inputs += copies * (h + m.expert_ffn / t)  # each expert's up and down projections
        grads += copies * (width * m.expert_ffn / t + h)
    else:
        inputs += h + f / t  # MLP up, MLP down
        grads += width * f / t + h
    forward = 2.0 if w.recompute is Recompute.FULL else 1.0
    per_element = cast_bytes_per_element(w, recipe, compiled)
    return (inputs * forward + grads) * per_element


def moe_permute_bytes(w: Workload, per_node: bool) -> float:
    """HBM bytes one rank moves per token and MoE layer putting the tokens in expert order and
    back (Megatron-Core megatron/core/transformer/moe/token_dispatcher.py, with
    Transformer Engine's fused permute kernels, ``moe_permute_fusion``): ``permute`` reads the
    token's h elements and writes one copy per chosen expert (k·h), ``unpermute`` reads the k
    copies and writes their probability-weighted sum (h); the alltoall dispatcher with more
    than one local expert also sorts the received chunks by expert and back
    (``sort_chunks_by_idxs``, 2·k·h each way); a per-node dispatcher (DeepEP / HybridEP)
    receives its rows grouped and only permutes. 16-bit elements; backward moves the same
    gradients (and again under full recompute). Expert tensor parallelism gathers the TP
    group's tokens, so a rank permutes whole rows."""
    m = w.model
    if not (m.is_moe and m.expert_ffn):
        return 0.0
    h = float(model_shape(m).hidden)
    k = float(m.experts_per_token or 1)
    local = float(m.experts or 1) / w.expert_parallel
    elements = 2 * h + 2 * k * h  # permute (h in, k·h out) and unpermute (k·h in, h out)
    if not per_node and local > 1:
        elements += 4 * k * h  # sort the received chunks by expert, and back
    passes = 2.0 + (1.0 if w.recompute is Recompute.FULL else 0.0)  # forward, backward
    return 2.0 * elements * passes


def moe_expert_launches(w: Workload, fp8: bool, recipe: Fp8Recipe = Fp8Recipe.DELAYED) -> float:
    """Kernels one rank launches per local expert, MoE layer and micro-batch, forward and
    backward: Transformer Engine's GroupedLinear (transformer_engine/pytorch/module/
    grouped_linear.py, v2.9) for the experts' fc1 and fc2 runs each GEMM as one cuBLAS call
    per expert (general_grouped_gemm → multi_stream_cublas_gemm loops over num_gemms): the
    forward GEMM (again under full recompute), the dgrad and the wgrad GEMM (none for a frozen
    LoRA base). In FP8, split_quantize quantizes each expert's input (forward) and output
    gradient (backward) one tensor at a time ("Quantize kernels individually": only delayed
    scaling has a fused multi-tensor kernel; csrc/extensions/cast.cpp), counted as one kernel
    each under delayed or block scaling, three under current scaling (amax, scale, cast:
    quantizer.cpp Float8CurrentScalingQuantizer::quantize_impl; RecipeCost.kernels_per_cast)."""
    forward = 2.0 if w.recompute is Recompute.FULL else 1.0
    backward = 1.0 if w.is_lora else 2.0
    kernels = FP8_RECIPE_COSTS[recipe].kernels_per_cast
    casts = (forward + 1.0) * kernels if fp8 else 0.0
    return 2.0 * (forward + backward + casts)


def moe_host_seconds(
    w: Workload, fp8: bool, recipe: Fp8Recipe = Fp8Recipe.DELAYED, host: str = "x86"
) -> float:
    """Host seconds one rank spends per MoE layer and micro-batch launching its local experts'
    kernels (moe_expert_launches × HOST_SECONDS_PER_OP of the ``host`` CPU). On a stack whose
    dropless MoE layer waits for the GPU (stacks.moe_host_sync) the host cannot run ahead of
    that work, so the layer's expert part takes max(GPU time, this)."""
    m = w.model
    if not (m.is_moe and m.expert_ffn):
        return 0.0
    local_experts = float(m.experts or 1) / w.expert_parallel
    return local_experts * moe_expert_launches(w, fp8, recipe) * HOST_SECONDS_PER_OP[host]


def host_floor_seconds(w: Workload, facts: StackFacts, host: str) -> float:
    """Host seconds a rank spends per micro-batch launching its layers' kernels, one eager
    PyTorch op each at HOST_SECONDS_PER_OP of the ``host`` CPU, on a stack whose per-layer
    count was measured (StackFacts.host_ops; 0 elsewhere). The kernels run asynchronously,
    so the micro-batch takes the longer of this and the GPU's work (gpu_seconds_per_token):
    at a short micro-batch of a small model the launches, not the GPU, set the pace."""
    ops = facts.host_ops
    if ops is None:
        return 0.0
    forward, backward = (
        (ops.lora_forward, ops.lora_backward) if w.is_lora else (ops.forward, ops.backward)
    )
    if w.method is Method.QLORA:  # each of the 7 (6 ungated) linear layers dequantized
        shape = model_shape(w.model)
        base = quantized_base(w)
        dequant = base.kernels * (7.0 if is_gated(w.model, shape) else 6.0)
        forward = forward + dequant
        backward = backward + (dequant if base.again_in_backward else 0.0)
    again = 1.0 if w.recompute is Recompute.FULL else 0.0
    per_layer = forward * (1.0 + again) + backward
    return model_shape(w.model).layers * per_layer * HOST_SECONDS_PER_OP[host]


def lora_adapter_bytes(w: Workload, forward_passes: float) -> float:
    """HBM bytes per token a tensor-parallel rank moves in one layer's LoRA adapters beside
    the frozen base: PEFT's Linear.forward adds lora_B(lora_A(x)) * scaling to the base
    layer's output (peft/tuners/lora/layer.py; NeMo's adapter alike), each an eager kernel.
    Per adapted d_in → d_out matrix, 16-bit: forward, A reads x (2·d_in), B writes its
    output (2·d_out), the scaling reads and writes it (4·d_out), the add reads both outputs
    and writes the sum (6·d_out); backward, the scaling's gradient (4·d_out), B's input and
    weight gradients each read the output gradient (4·d_out), A's input gradient is written
    (2·d_in) and its weight gradient reads x (2·d_in), and the input gradient adds to the
    base's (6·d_in). The rank-r tensors are negligible; dropout is PEFT's default 0 (none)."""
    if not w.is_lora:
        return 0.0
    shapes = lora_adapted_shapes(w)
    forward = sum(2.0 * d_in + 12.0 * d_out for d_in, d_out in shapes)
    backward = sum(10.0 * d_in + 8.0 * d_out for d_in, d_out in shapes)
    return (forward * forward_passes + backward) / w.tensor_parallel


def qlora_dequant_bytes(w: Workload, forward_passes: float, backward_passes: float) -> float:
    """HBM bytes a tensor-parallel rank moves per micro-batch dequantizing a QLoRA base: each
    4-bit weight is turned back into a 16-bit one before every forward matmul that uses it,
    and again for the input gradient where the format does (core/qlora.py). A cost per
    micro-batch, not per token: at short sequences it is a large share of the step. A rank
    holds fold / (EP · t) of the routed experts."""
    quantized = quantized_params(w)
    if not quantized:
        return 0.0
    if w.expert_parallel > 1:
        routed = min(quantized, w.model.routed_params)
        quantized -= routed * (1.0 - w.expert_fold / w.expert_parallel)
    base = quantized_base(w)
    passes = forward_passes + (backward_passes if base.again_in_backward else 0.0)
    return quantized / w.tensor_parallel * base.dequant_bytes * passes


def gpu_seconds_per_token(w: Workload, gpu: GpuSpec, facts: StackFacts, rf: Roofline) -> float:
    """GPU-seconds the layout spends per trained token on compute (module docstring)."""
    m = w.model
    shape = model_shape(m)
    t = float(w.tensor_parallel)
    s, b = float(w.seq_len), float(w.micro_batch)
    local = s / w.context_parallel  # a context-parallel rank's share of the sequence
    tokens = local * b  # M of every per-token GEMM
    h, f, v = shape.hidden, shape.ffn, shape.vocab
    heads = shape.heads
    d_qk = float(m.head_dim or h / heads)
    d_v = float(m.v_head_dim or d_qk)
    kv = shape.kv_heads
    gated = is_gated(m, shape)
    fp8 = w.precision is Precision.FP8 and rf.fp8_peak > 0
    recipe = fp8_recipe_of(w, facts, generation(gpu))
    cost = FP8_RECIPE_COSTS[recipe]
    passes = flops_per_param_token(w) / 2.0  # forward 1 + backward 2 (LoRA 1)
    full = w.recompute is Recompute.FULL
    selective = w.recompute is Recompute.SELECTIVE
    per_op = selective and facts.selective == "per_op"
    fwd_passes = 1.0 + (1.0 if full else 0.0)
    bwd_passes = passes - 1.0
    # Selective recompute runs again, in backward: Megatron's the attention core's forward
    # (Korthikanti et al. 2022 §5); torchtitan's per-op policy every other matmul (half the
    # linear forward) and the elementwise work, keeping the attention output.
    linear_again = 0.5 if per_op else 0.0
    attention_again = 1.0 if selective and not per_op else 0.0
    elementwise_again = 1.0 if per_op else 0.0

    def linear(n_out: float, k_in: float, m_rows: float = tokens, share: float = 1.0) -> float:
        """Seconds per token for one linear layer's forward, backward and recompute passes."""
        one = rf.gemm(m_rows, n_out, k_in, fp8, cost, share) / m_rows
        return one * (fwd_passes + bwd_passes + linear_again)

    # Attention projections (MLA: the low-rank q/kv projections are in the parameter count;
    # timed as one projection of the same size).
    attn_params = heads * d_qk + 2 * kv * d_qk if not m.v_head_dim else heads * (d_qk + d_v)
    attention_proj = linear(attn_params / t, h) + linear(h, heads * d_v / t)
    width = 2.0 if gated else 1.0
    dense_mlp = linear(width * f / t, h) + linear(h, f / t)
    layers = shape.layers
    moe_layers = 0.0
    moe_mlp = 0.0
    routed_mlp = 0.0  # the routed experts' GEMMs, seconds per token
    if m.is_moe and m.expert_ffn:
        moe_layers = max(0.0, layers - m.dense_layers)
        k_exp = float(m.experts_per_token or 1)
        experts = float(m.experts or 1)
        # Tokens per local expert, balanced: a dropless router's load is as even as its
        # balancing makes it, and the published Megatron-Bridge MoE benchmarks force it even
        # (moe_router_force_load_balancing, scripts/performance/configs/qwen3 and deepseek,
        # 25.11). One GEMM per local expert: Transformer Engine's GroupedLinear issues a cuBLAS
        # GEMM per expert (cpp_extensions/gemm.py general_grouped_gemm, v2.9).
        # Folded experts (Workload.expert_fold = TP / ETP): a rank's share of the micro-batch
        # is 1/fold of the TP group's tokens, each expert split ETP ways, not t (MoE Parallel
        # Folding, arXiv 2504.14960); the FLOPs a rank does are the same.
        fold = w.expert_fold
        rows = max(1.0, tokens * k_exp * w.expert_parallel / (experts * fold))
        fe = float(m.expert_ffn)
        cols = fe * fold / t  # fe / ETP
        local_experts = experts / w.expert_parallel
        side = facts.expert_gemm_streams
        share = local_experts if side is None else min(float(side), local_experts)
        routed = linear(width * cols, h, rows, share) + linear(h, cols, rows, share)
        shared = (linear(width * fe / t, h) + linear(h, fe / t)) * m.shared_experts
        routed_mlp = k_exp * routed / fold
        moe_mlp = routed_mlp + shared
    gemm = (layers - moe_layers) * dense_mlp + moe_layers * moe_mlp + layers * attention_proj

    # Attention core.
    local_heads = heads / t
    if w.flash_attention:
        span = w.attention_span  # s, or the packed sample's length (attention within it)
        fwd = span * local_heads * (d_qk + d_v)  # 2·s·d per head and token, halved (causal)
        scores = local_heads * span / 2.0  # a token's causal scores, one exponential a pass
        # Each CP rank's kernels see its s / CP queries (the ring brings every key); packed
        # samples run as variable-length blocks of their own length.
        eff = flash_efficiency(gpu, facts.attention_kernel, min(local, span))
        forward = flash_pass_seconds(rf, fwd, scores, eff)
        backward = flash_pass_seconds(rf, 2.5 * fwd, scores, eff)  # P recomputed: one exp
        core = forward * (1.0 + (1.0 if full else 0.0) + attention_again) + backward
        scores_bytes = 0.0
    else:
        # Batched over the heads: one kernel each, one latency for all of them.
        per_head = rf.gemm(local, s, d_qk, share=local_heads) + rf.gemm(
            local, d_v, s, share=local_heads
        )
        core = per_head * local_heads / local * (fwd_passes + 2.0 + attention_again)
        # Scale, mask, softmax and dropout over the a·s² scores (Megatron's fused kernels):
        # read + write 2 bytes each and a 1-byte dropout mask, forward, twice in backward.
        again = fwd_passes + BACKWARD_TRAFFIC + attention_again
        scores_bytes = local_heads * s * (2 * 2 + 2 * 2 + 1) * again
    core *= layers

    # Memory-bound elementwise work, bytes per token.
    split = t if (w.sequence_parallel or t == 1) else 1.0
    elems = (4 + 6) * h / split  # two norms (read + write), two residual adds (2 reads + write)
    elems += 2 * (heads * d_qk + kv * d_qk) / t  # RoPE on q and k
    act = ((3 if gated else 2) * f / t) if not m.is_moe else 0.0
    if m.is_moe and m.expert_ffn:
        moe_act = (3 if gated else 2) * m.expert_ffn / t * ((m.experts_per_token or 1) + 1)
        act = ((layers - moe_layers) * (3 if gated else 2) * f / t + moe_layers * moe_act) / layers
    elems += act
    if not gated:
        elems += 2 * 2.5 * h / split  # GPT-style: two dropouts (read, write, mask)
    share = FUSED_SHARE if facts.elementwise == "fused" or (fp8 and facts.fp8_compiled) else 1.0
    bytes_ = 2.0 * elems * share * (fwd_passes + BACKWARD_TRAFFIC + elementwise_again)
    # MoE layers: the tokens permuted to their experts and back, and (FP8) the experts'
    # inputs and output gradients cast once per chosen expert.
    per_node = (w.moe_dispatcher or _stack_dispatcher(facts)) is MoeDispatcher.PER_NODE
    moe_bytes = moe_permute_bytes(w, per_node)
    if fp8:
        compiled = facts.fp8_compiled
        dense_casts = fp8_cast_bytes(w, recipe=recipe, compiled=compiled)
        moe_casts = fp8_cast_bytes(w, moe=True, recipe=recipe, compiled=compiled)
        moe_bytes += moe_casts - dense_casts if moe_layers else 0.0
        bytes_ += dense_casts
    bytes_ += lora_adapter_bytes(w, fwd_passes + linear_again)
    memory = (layers * (bytes_ + scores_bytes) + moe_layers * moe_bytes) / rf.bandwidth
    dequant = qlora_dequant_bytes(w, fwd_passes + linear_again, bwd_passes)
    memory += dequant / tokens / rf.bandwidth

    # Output layer (16-bit), and the loss over the vocabulary: the logits read and written in
    # fp32 about four times (upcast, softmax, its gradient, the bf16 gradient).
    head = rf.gemm(tokens, v / t, h) / tokens * passes
    loss = 16.0 * v / t / rf.bandwidth

    rank_seconds = gemm + core + memory + head + loss
    efficiency = kernel_efficiency(facts, generation(gpu))
    # A dropless MoE layer that waits for the GPU (stacks.moe_host_sync): its experts' part
    # after the wait (their GEMMs, casts and permutes) takes the longer of the GPU's time and
    # the host's launching it (moe_host_seconds, on this GPU's host CPU); the excess, per token.
    host_excess = 0.0
    if moe_layers and moe_host_sync(w, facts):
        expert_gpu = (routed_mlp + moe_bytes / rf.bandwidth) * tokens / efficiency
        excess = max(0.0, moe_host_seconds(w, fp8, recipe, host_cpu(gpu)) - expert_gpu)
        host_excess = moe_layers * excess / tokens
    # An eager stack's launches bound the micro-batch from below (host_floor_seconds; all the
    # layers here, as rank_seconds: pipeline stages split both alike).
    per_token = max(rank_seconds / efficiency, host_floor_seconds(w, facts, host_cpu(gpu)) / tokens)
    # Pipeline stages split the layers, not the shapes: GPU-seconds per token are the rank's
    # seconds × t (the t ranks of a tensor-parallel group run together).
    return (per_token + host_excess) * t


def host_bound(w: Workload, gpu: GpuSpec, facts: StackFacts, peak: float) -> tuple[float, float]:
    """(host seconds, GPU seconds) a rank spends on one micro-batch of the layout ``w``, for
    its pipeline stage's share of the layers: the eager stack's launches (host_floor_seconds)
    and the GPU's own work; the step runs at the longer (gpu_seconds_per_token). (0, 0)
    without a roofline or a measured launch count."""
    host = host_floor_seconds(w, facts, host_cpu(gpu))
    rf = roofline(gpu, peak) if host else None
    if rf is None:
        return 0.0, 0.0
    tokens = w.seq_len / w.context_parallel * w.micro_batch
    unbounded = replace(facts, host_ops=None)
    gpu_all = gpu_seconds_per_token(w, gpu, unbounded, rf) / w.tensor_parallel * tokens
    return host / w.pipeline_parallel, gpu_all / w.pipeline_parallel


def _stack_dispatcher(facts: StackFacts) -> MoeDispatcher:
    return MoeDispatcher.PER_NODE if facts.a2a_per_node else MoeDispatcher.ALLTOALL


def work_rates(
    w: Workload, layouts: tuple[Workload, ...], gpu: GpuSpec, facts: StackFacts, peak: float
) -> np.ndarray | None:
    """Per layout, the compute efficiency its per-op time implies: the step model's work
    (reported model FLOPs + recompute, core/scaling.py) over peak × GPU-seconds per token. None
    when the GPU's roofline is unknown (no HBM bandwidth): the platform's MFU stays."""
    rf = roofline(gpu, peak)
    if rf is None:
        return None
    model = flops_per_token(w)
    # Only these layout fields change the per-op time (ZeRO and pipelining do not change a
    # GEMM's shape): each distinct combination is timed once.
    rates: dict[tuple[object, ...], float] = {}
    out = []
    for c in layouts:
        key = (
            c.tensor_parallel,
            c.micro_batch,
            c.recompute,
            c.sequence_parallel,
            c.expert_parallel,
            c.context_parallel,
        )
        if key not in rates:
            work = model + recompute_flops_per_token(c)
            rates[key] = work / (rf.peak * gpu_seconds_per_token(c, gpu, facts, rf))
        out.append(rates[key])
    return np.array(out, dtype=float)


# SMs a per-node dispatcher (DeepEP) holds in a Megatron-Core run: NeMo's DeepSeek-V3 H100
# recipe keeps 20 SMs off the norm kernels for it (Megatron-Bridge scripts/performance/
# setup_experiment.py, layernorm_sm_margin=20 with DeepEP, 25.09), DeepSeek's 20 (§3.2.2).
# An overlapped NCCL all-to-all holds SMs too; no source here says how many: none charged.
DEEPEP_SMS = 20


def stack_comm(w: Workload, gpu: GpuSpec, facts: StackFacts) -> StackComm:
    """What the stack does with the step's traffic on this GPU (core/stacks.py), with the
    run's own MoE dispatcher and overlap where the plan states them: TP overlap on the
    generations that run it, the all-to-all's overlap, dispatcher and FP8 dispatch (FP8 runs
    only), the pipeline schedule and its point-to-point overlap, and the compute stretch
    S / (S − comm SMs) while the overlapped all-to-all holds SMs (DeepSeek-V3 §3.2.2: 20 of
    the H800's 132, × 1.18)."""
    sms = _sms(gpu)
    # The run's own dispatcher and overlap where the plan states them (Workload.moe_*).
    per_node = facts.a2a_per_node
    held = facts.comm_sms
    if w.moe_dispatcher is not None:
        per_node = w.moe_dispatcher is MoeDispatcher.PER_NODE
        held = facts.comm_sms or (DEEPEP_SMS if per_node else 0)
    hidden = facts.a2a_overlap if w.moe_overlap is None else float(w.moe_overlap)
    held = held if hidden > 0.0 else 0
    return StackComm(
        tp_hidden=tp_overlap(facts, generation(gpu)),
        a2a_hidden=hidden,
        a2a_per_node=per_node,
        fp8_dispatch=facts.fp8_dispatch and w.precision is Precision.FP8,
        dualpipe=facts.pipeline_schedule == "dualpipe",
        p2p_hidden=facts.p2p_overlap,
        compute_stretch=sms / (sms - held) if 0 < held < sms else 1.0,
        dp_per_pass=facts.dp_per_pass,
    )
