"""Time on N GPUs: a layout-aware step time and the efficiency it implies (DESIGN §3.3).

One optimizer step on N = d·t·p GPUs (d data-, t tensor-, p pipeline-parallel), everything an
array over N:

    compute  = (model FLOPs + recompute FLOPs) per step / (N · X),   X = peak · mfu · (1 − derate)
    tp       = Megatron's tensor-parallel all-reduces over the scale-up link (not overlapped)
    stage    = compute · (imbalance − 1): the slowest pipeline rank's extra (the output layer
               on the last stage; core/pipeline.py)
    p2p      = 2·m·v activations (forward) and gradients (backward) across the rank's chunk
               boundaries (Narayanan et al. 2021 §2.2.2), less what the stack hides
    bubble   = (compute + stage + tp + p2p) · (p − 1) / (m · v)      (Narayanan et al. 2021 §2.2)
    dp       = gradient all-reduce once per step (ZeRO 0–2) or, for ZeRO-3/FSDP, weight
               all-gathers and gradient reduce-scatters for every micro-batch, plus NCCL's
               ring latency per collective (dp_latency: what grows at 10,000+ GPUs)
    step     = compute + stage + tp + p2p + bubble + max(0, dp − overlap · compute)

with m = global batch / (d · micro-batch) micro-batches per step. The efficiency E(N) =
(model FLOPs / (N · X)) / step, so hours = FLOPs / (N · X · E) and the end-to-end MFU a paper
quotes is mfu × E. Collective times use nccl-tests' convention (doc/PERFORMANCE.md): an
all-reduce of S bytes over n ranks takes 2(n − 1)/n · S / busBW.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gpuplanner.core.errors import CoreError, ErrorCode
from gpuplanner.core.flops import (
    executed_attention_flops_per_token,
    executed_flops_per_token,
    flops_per_param_token,
    flops_per_token,
)
from gpuplanner.core.memory import (
    gradient_bytes,
    model_shape,
    trainable_params,
    updated_weight_bytes,
    weight_bytes,
)
from gpuplanner.core.pipeline import imbalance
from gpuplanner.core.platform import GpuSpec, Platform, generation
from gpuplanner.core.stacks import facts_of
from gpuplanner.core.workload import Precision, Recompute, Workload

# Precisions to try, in order, when the GPU lacks the requested one (V100 has no BF16). FP8
# has none: a GPU without FP8 tensor cores cannot run the FP8 recipe the user asked for, and
# timing it in BF16 instead would price another job (the platform is refused, Code.NO_FP8).
_FALLBACKS: dict[Precision, tuple[Precision, ...]] = {
    Precision.BF16: (Precision.BF16, Precision.FP16),
    Precision.FP16: (Precision.FP16, Precision.BF16),
    Precision.FP8: (Precision.FP8,),
    Precision.TF32: (Precision.TF32, Precision.FP32),
    Precision.FP32: (Precision.FP32,),
}
# FP8 training speed-up over BF16 where the GPU record states none: torchtitan, Llama-3.1-8B
# on 8 × H100 with torch.compile, 6,667 → 8,532 tokens/s/GPU = × 1.28
# (pytorch/torchtitan benchmarks/llama3_h100_202412_torchtitan.md). Not the 2× of the peaks.
FP8_SPEEDUP = 1.28
TP_COLLECTIVES_PER_LAYER = 4  # 2 all-reduces forward + 2 backward (Megatron; Korthikanti §4.2.2)
RECOMPUTE_TP_COLLECTIVES = 2  # full recompute runs the forward (and its 2 all-reduces) again
A2A_PER_MOE_LAYER = 4  # dispatch + combine, forward and backward
A2A_RECOMPUTE = 2  # full recompute dispatches and combines again
# FP8 dispatch: 1 byte an element and one fp32 scale per 128 (DeepSeek-V3 §3.3.2, 1 × 128
# tiles), against BF16's 2 for the combine.
FP8_DISPATCH_BYTES = 1.0 + 4.0 / 128.0
# NCCL's latency model for ring reduce-scatters, all-gathers and all-reduces (NVIDIA/nccl
# src/graph/tuning.cc, 2.19 … 2.26, baseLat / hwLat, µs): a call pays a base latency, then
# every ring step one over NVLink (the larger of hwLat and the network post overhead, 1 µs,
# × 3 for Simple) or one over the network. A ring all-reduce over n ranks on k nodes takes
# 2(n − k) NVLink steps and 2(k − 1) network steps; an all-gather or a reduce-scatter half
# of that. NCCL times each call under each protocol it may use, latency + bytes / bandwidth,
# and runs the quickest (ncclTopoGetAlgoTime): Simple at the full bandwidth, or LL128 at
# 0.92 of it with a shorter step (enabled by default on NVLink-connected Volta … Blackwell).
# LL (half the bandwidth, at most 20 GB/s across 4+ nodes) only wins below a few hundred kB,
# which no gradient bucket or FSDP layer is. With one rank a node (2.23+) a network step
# takes the tree's latency. Negligible on a node, this is what makes the data-parallel term
# grow at 10,000+ GPUs, where bandwidth alone does not.


@dataclass(frozen=True)
class NcclProtocol:
    base_s: float  # a call
    nvlink_step_s: float
    net_step_s: float  # ring steps over the network, two or more ranks a node
    net_step_one_s: float  # one rank a node: the tree's network latency
    bandwidth: float  # share of the Simple protocol's bus bandwidth


NCCL_SIMPLE = NcclProtocol(8.4e-6, 3.4e-6, 14.0e-6, 14.0e-6, 1.0)
NCCL_LL128 = NcclProtocol(14.0e-6, 1.9e-6, 4.0e-6, 8.5e-6, 0.92)
# Megatron-Core's gradient bucket: max(40 M, 1 M × DP size) parameters, "larger DP sizes need
# larger buckets to ensure collectives do not become latency-bound" (megatron/core/
# distributed/distributed_data_parallel_config.py, bucket_size). One collective per bucket.
BUCKET_PARAMS = 40e6
BUCKET_PARAMS_PER_RANK = 1e6


def peak_tflops(gpu: GpuSpec, precision: Precision) -> tuple[float, Precision] | None:
    """Dense peak for the precision (or its nearest fallback) and the precision actually used.

    FP8 is the 16-bit peak × the GPU's measured FP8 speed-up (FP8_SPEEDUP when none is
    stated): frameworks run FP8 matmuls but keep attention, norms and communication in bf16.
    """
    for candidate in _FALLBACKS[precision]:
        value = getattr(gpu, f"{candidate.value}_tflops")
        if not value:
            continue
        if candidate is Precision.FP8:
            base = gpu.bf16_tflops or gpu.fp16_tflops
            if base:
                return float(base) * (gpu.fp8_speedup or FP8_SPEEDUP), candidate
        return float(value), candidate
    return None


def effective_flops_per_gpu(platform: Platform, peak: float) -> float:
    """X = peak × mfu × (1 − virtualization derate), in FLOP/s."""
    return peak * 1e12 * platform.mfu * (1.0 - platform.virtualization_derate)


def recompute_flops_per_token(workload: Workload) -> float:
    """Extra FLOPs per token that activation recompute executes.

    Full: one more forward pass, 2/k of the model FLOPs (hardware work 8·Ψ·D for k = 6;
    Narayanan et al. 2021 §5.1, time = 8TP/(nX)). Selective: only the attention core's
    forward, Q·Kᵀ and scores·V, 4·s·h per layer per token (Korthikanti et al. 2022 §5).
    """
    if workload.recompute is Recompute.FULL:
        return 2.0 / flops_per_param_token(workload) * flops_per_token(workload)
    if workload.recompute is Recompute.SELECTIVE:
        shape = model_shape(workload.model)
        return 4.0 * shape.layers * workload.attention_span * shape.hidden
    return 0.0


def _bandwidths(
    platform: Platform, tp: np.ndarray | int, split: np.ndarray | int, n: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """(tensor-parallel, data-parallel) bus bandwidths in bytes/s for TP degree ``tp`` and
    model split t·p ``split`` (scalars, or K × 1 columns for K layouts)."""
    g = platform.gpus_per_node
    intra = platform.intra_node_gbps * 1e9
    node = platform.node_network_gbps * 1e9
    # Within one node: the scale-up link. Across nodes the collective runs hierarchically
    # and the node's aggregate NIC bandwidth carries every group the node takes part in:
    # with r data-parallel ranks per node (g / (t·p), at least 1) the node hosts g / r groups
    # at once, each getting node × r / g (all of it when t·p = 1, one NIC's share when a TP
    # group fills the node). Never more than the scale-up link.
    ranks_per_node = np.maximum(1.0, g / np.asarray(split, dtype=float))
    dp = np.where(n <= g, intra, np.minimum(intra, node * ranks_per_node / g))
    # TP within the scale-up domain (evaluate refuses t above gpus_per_node).
    tp_bw = np.where(np.asarray(tp) <= g, intra, node / g)
    return tp_bw, dp


def data_parallel_bandwidth(workload: Workload, platform: Platform, n: np.ndarray) -> np.ndarray:
    """Bus bandwidth (bytes/s) of one data-parallel group's collectives (see _bandwidths)."""
    split = workload.tensor_parallel * workload.pipeline_parallel
    return _bandwidths(platform, workload.tensor_parallel, split, n)[1] * np.ones(n.shape)


def comm_seconds(workload: Workload, platform: Platform, n: np.ndarray) -> np.ndarray:
    """Data-parallel traffic per optimizer step, seconds (before any overlap)."""
    return StepTerms.of(workload, n).dp_bytes / data_parallel_bandwidth(workload, platform, n)


def tensor_parallel_seconds(workload: Workload, platform: Platform, n: np.ndarray) -> np.ndarray:
    """Megatron TP collectives per step per GPU, seconds."""
    split = workload.tensor_parallel * workload.pipeline_parallel
    bw = _bandwidths(platform, workload.tensor_parallel, split, n)[0]
    return StepTerms.of(workload, n).tp_bytes / bw


def _column(layouts: tuple[Workload, ...], name: str) -> np.ndarray:
    return np.array([getattr(c, name) for c in layouts], dtype=float)[:, None]


@dataclass(frozen=True)
class StepTerms:
    """The platform-independent parts of a step: arrays over N, or K × N for K layouts."""

    model_flops: float  # per step (the same for every layout)
    work_flops: np.ndarray  # model + recompute FLOPs per step
    tp_bytes: np.ndarray  # tensor-parallel bus bytes per step per GPU
    dp_bytes: np.ndarray  # data-parallel bus bytes per step per GPU
    bubble: np.ndarray  # pipeline bubble fraction
    tensor_parallel: np.ndarray  # t
    split: np.ndarray  # t·p
    a2a_bytes: np.ndarray  # MoE all-to-all bytes per step per GPU (one copy per expert)
    ep_span: np.ndarray  # GPUs an expert-parallel group spans, EP · ETP (ETP: t unless folded)
    expert_ranks: np.ndarray  # EP: the ranks the experts are spread over
    ring_bytes: np.ndarray  # context-parallel K/V ring bytes per step per GPU
    attention_share: np.ndarray  # share of the work that is attention (hides the ring)
    # Data-parallel collectives per step: NCCL calls, and ring passes over the d ranks (an
    # all-reduce 2, an all-gather or reduce-scatter 1), for the latency term (combine).
    dp_calls: np.ndarray
    dp_passes: np.ndarray
    # MoE: bytes of one copy of every token over the step's dispatches and combines (a2a_bytes
    # = this · k · (EP − 1)/EP), the model's routing (k experts a token, at most
    # ``routing_nodes`` groups of ``routing_groups``; 0: not node-limited) and DualPipe's bubble
    # (p/2 − 1)/(3·m) (see combine).
    a2a_copy_bytes: np.ndarray
    dual_bubble: np.ndarray
    p2p_bytes: np.ndarray  # pipeline point-to-point bytes per step per GPU (core/pipeline.py)
    interleaved: np.ndarray  # 1 where the layout interleaves (v > 1), else 0
    imbalance: np.ndarray  # slowest pipeline rank's work / the mean rank's
    # ZeRO-1/2: the all-gather of the updated weights, part of dp_bytes (the rest is the
    # gradients' reduce-scatter; 0 for ZeRO-0 and ZeRO-3), the forward's share of the work,
    # and the share of each pass the pipeline schedule runs after a model chunk's last
    # backward (before its first forward): dp_window (combine, dp_overlap_window).
    dp_gather_bytes: np.ndarray
    forward_share: np.ndarray
    dp_window: np.ndarray
    once_a_step: np.ndarray  # 1: ZeRO-0…2 synchronize once a step; 0: ZeRO-3
    experts_per_token: float = 1.0
    routing_groups: float = 0.0
    routing_nodes: float = 0.0

    def rows(self, index: np.ndarray) -> StepTerms:
        """The terms of the layouts at ``index`` (K × N arrays only)."""
        return StepTerms(
            self.model_flops,
            self.work_flops[index],
            self.tp_bytes[index],
            self.dp_bytes[index],
            self.bubble[index],
            self.tensor_parallel[index],
            self.split[index],
            self.a2a_bytes[index],
            self.ep_span[index],
            self.expert_ranks[index],
            self.ring_bytes[index],
            self.attention_share[index],
            self.dp_calls[index],
            self.dp_passes[index],
            self.a2a_copy_bytes[index],
            self.dual_bubble[index],
            self.p2p_bytes[index],
            self.interleaved[index],
            self.imbalance[index],
            self.dp_gather_bytes[index],
            self.forward_share[index],
            self.dp_window[index],
            self.once_a_step[index],
            self.experts_per_token,
            self.routing_groups,
            self.routing_nodes,
        )

    @classmethod
    def of(cls, workload: Workload, n: np.ndarray) -> StepTerms:
        """One layout (the workload's), arrays over N."""
        k = cls.of_layouts(workload, (workload,), n)
        return cls(
            k.model_flops,
            k.work_flops[0, 0],
            k.tp_bytes[0],
            k.dp_bytes[0],
            k.bubble[0],
            k.tensor_parallel[0, 0],
            k.split[0, 0],
            k.a2a_bytes[0],
            k.ep_span[0, 0],
            k.expert_ranks[0, 0],
            k.ring_bytes[0],
            k.attention_share[0, 0],
            k.dp_calls[0],
            k.dp_passes[0],
            k.a2a_copy_bytes[0],
            k.dual_bubble[0],
            k.p2p_bytes[0],
            k.interleaved[0, 0],
            k.imbalance[0, 0],
            k.dp_gather_bytes[0],
            k.forward_share[0, 0],
            k.dp_window[0],
            k.once_a_step[0],
            k.experts_per_token,
            k.routing_groups,
            k.routing_nodes,
        )

    @classmethod
    def of_layouts(
        cls, workload: Workload, layouts: tuple[Workload, ...], n: np.ndarray
    ) -> StepTerms:
        """K layouts of one workload (they differ only in layout fields), K × N arrays.

        With m = global batch / (d · micro-batch) micro-batches per step:
        - TP (Megatron; Korthikanti §4.2.2): each collective an all-reduce of b·s·h
          activations, 2(t−1)/t of it on the bus (with sequence parallelism the same volume
          as an all-gather + reduce-scatter), 4 per layer, 6 with full recompute, for every
          micro-batch through the stage's L/p layers. Exposed: Megatron does not overlap it.
        - DP: ZeRO-0…2 all-reduce the gradients once per step, 2·(d−1)/d·G (ZeRO-1/2 move
          the same volume as a reduce-scatter plus an all-gather). ZeRO-3/FSDP, for every
          micro-batch, all-gathers the sharded weights for forward and for backward and
          reduce-scatters the gradients, m·(d−1)/d·(2·W + G) (ZeRO paper §7.2); under
          pipeline parallelism torchtitan keeps the stage gathered, (d−1)/d·(W + G) once a
          step (torchtitan/distributed/fsdp.py, reshard_after_forward). W and G are
          the GPU's model-parallel share (/ t·p).
        - Bubble: (p − 1) / (m · v) (Narayanan 2021 §2.2); DualPipe's (p/2 − 1)(F&B + B − 3W)
          (DeepSeek-V3 Table 2) with forward F, input-backward B and weight-backward W one unit
          each and F&B = F + B + W (the overlapped pair is compute-bound): (p/2 − 1) units
          against 3·m, (p/2 − 1)/(3·m).
        - Pipeline point-to-point (core/pipeline.py): 2·m·v transfers of the micro-batch's
          b·(s/CP)·h activations (or their gradients) a step, 1/t of each per TP rank.
        - MoE all-to-all (expert parallelism; GShard / Megatron's token dispatcher): each MoE
          layer dispatches and combines the micro-batch's tokens forward and backward (4, 6
          with full recompute), each carrying the k chosen experts' copies of b·s·h
          activations split over the t TP ranks, (EP − 1)/EP of it leaving the GPU; how much
          of it crosses nodes depends on the dispatcher and the routing (combine).
        """
        t = _column(layouts, "tensor_parallel")
        p = _column(layouts, "pipeline_parallel")
        v = _column(layouts, "virtual_pipeline")
        b = _column(layouts, "micro_batch")
        cp = _column(layouts, "context_parallel")
        zero3 = np.array([c.zero_stage >= 3 for c in layouts])[:, None]
        full = np.array([c.recompute is Recompute.FULL for c in layouts])[:, None]
        split = t * p
        d = np.maximum(n / split, 1.0)  # gradient / ZeRO group: data × context parallel
        replicas = np.maximum(n / (split * cp), 1.0)  # ranks that split the batch
        m = np.maximum(workload.global_batch / (replicas * b), 1.0)

        shape = model_shape(workload.model)
        act_bytes = 4.0 if workload.precision in (Precision.FP32, Precision.TF32) else 2.0
        size = b * workload.seq_len / cp * shape.hidden * act_bytes
        count = TP_COLLECTIVES_PER_LAYER + RECOMPUTE_TP_COLLECTIVES * full
        tp_bytes = m * (shape.layers / p * count * 2.0 * (t - 1.0) / t * size)

        # MoE: the routed experts' gradients and weights travel only within their expert
        # data-parallel group of d / EP ranks, each GPU holding 1/EP of them.
        # Folded (Workload.expert_fold, TP / ETP): EP draws on d · fold ranks and a GPU holds
        # fold / (EP · t · p) of the experts (MoE Parallel Folding, arXiv 2504.14960).
        ep = _column(layouts, "expert_parallel")
        fold = _column(layouts, "expert_fold")
        arch = workload.model
        routed = arch.routed_params / arch.params
        trained_routed = 0.0 if workload.is_lora else routed
        d_e = np.maximum(d * fold / ep, 1.0)

        def traffic(total: float, experts: float, times: np.ndarray) -> np.ndarray:
            dense = total * (1.0 - experts) / split * (d - 1.0) / d
            expert = total * experts * fold / (split * ep) * (d_e - 1.0) / d_e
            return times * (dense + expert)

        grads, weights = gradient_bytes(workload), weight_bytes(workload)
        per_micro = traffic(2.0 * weights, routed, m) + traffic(grads, trained_routed, m)
        # FSDP under pipeline parallelism in a stack that keeps the stage unsharded between
        # micro-batches (torchtitan; core/stacks.py pipeline_fsdp_unsharded_bytes): the weights
        # are gathered once a step and the accumulated gradients reduce-scattered once.
        once = np.ones_like(m)
        keeps = (p > 1) & (facts_of(workload).pipeline_fsdp_unsharded_bytes > 0.0)
        per_micro = np.where(
            keeps, traffic(weights, routed, once) + traffic(grads, trained_routed, once), per_micro
        )
        # ZeRO-1/2 (Megatron-Core's distributed optimizer): the gradients reduce-scattered at
        # their reduce precision, the updated weights all-gathered at theirs (bf16 beside
        # fp32 gradients: 4 + 2 bytes a parameter, not 4 + 4; ZeRO paper §5.2 and Megatron-
        # Core docs "Distributed Optimizer": reduce-scatter the grads, all-gather the
        # updated params). ZeRO-0 all-reduces the gradients: twice their bytes. Megatron-LM
        # reduces a bf16 run's gradients in fp32 unless told otherwise (megatron/training/
        # arguments.py: "accumulate and all-reduce gradients in fp32 for bfloat16 data type",
        # --grad-reduce-in-bf16 to opt out): workload.state_precision mixed_fp32_grads.
        zero0 = np.array([c.zero_stage == 0 for c in layouts])[:, None]
        sharded = traffic(grads, trained_routed, once) + traffic(
            updated_weight_bytes(workload), trained_routed, once
        )
        plain = traffic(grads, trained_routed, 2.0 * once)
        dp_bytes = np.where(zero3, per_micro, np.where(zero0, plain, sharded))
        gather = traffic(updated_weight_bytes(workload), trained_routed, once)
        dp_gather = np.where(zero3 | zero0, 0.0, gather)
        window = dp_overlap_window(p, v, m)
        bubble = np.where(p > 1, (p - 1.0) / (m * v), 0.0)
        dual_bubble = np.maximum(p / 2.0 - 1.0, 0.0) / (3.0 * m)

        # Latency (NCCL_* above). ZeRO 0–2: one all-reduce (or reduce-scatter + all-gather,
        # the same two passes) a step per Megatron-Core bucket of the GPU's share of the
        # trained parameters. ZeRO-3 / FSDP: per transformer block of the stage (FSDP2's
        # fully_shard unit in torchtitan), an all-gather forward, one backward and a
        # reduce-scatter, every micro-batch (as the traffic above).
        # Routed experts' gradients are reduced only within their d · fold / EP ranks (none
        # at 1).
        trained = trainable_params(workload)
        reduced = trained * (1.0 - trained_routed) / split
        expert_share = trained * trained_routed * fold / (split * ep)
        reduced = reduced + np.where(d_e > 1.0, expert_share, 0.0)
        bucket = np.maximum(BUCKET_PARAMS, BUCKET_PARAMS_PER_RANK * d)
        buckets = np.ceil(reduced / bucket)
        units = np.ceil(shape.layers / p)
        dp_calls = np.where(zero3, np.where(keeps, 2.0, m * 3.0) * units, buckets)
        dp_passes = np.where(zero3, dp_calls, 2.0 * buckets)

        a2a_copy = np.zeros_like(dp_bytes)
        k = float(arch.experts_per_token or 1)
        if arch.is_moe:
            moe_layers = max(0.0, shape.layers - arch.dense_layers) / p
            count = A2A_PER_MOE_LAYER + A2A_RECOMPUTE * full
            a2a_copy = m * (moe_layers * count * size / t) * np.ones_like(ep)
        a2a_bytes = a2a_copy * k * (ep - 1.0) / ep

        # Context parallelism (Megatron-Core's ring attention): each layer passes the rank's
        # K and V chunk, b·(s/CP)·2·kv_dim/t, to its neighbour CP − 1 times forward and
        # twice that backward (K/V again and their gradients), over the scale-up link,
        # overlapped with the attention kernels (combine charges what they cannot hide).
        kv_dim = shape.kv_heads * shape.hidden / shape.heads
        kv = b * workload.seq_len / cp * 2.0 * kv_dim / t * act_bytes
        ring_bytes = m * (shape.layers / p * 3.0 * (cp - 1.0) * kv)
        executed = executed_flops_per_token(workload)
        attention = executed_attention_flops_per_token(workload)
        share = attention / executed if executed else 0.0

        # Pipeline point-to-point (core/pipeline.py): none without pipelining.
        hop = b * workload.seq_len / cp * shape.hidden * act_bytes / t
        p2p_bytes = np.where(p > 1, 2.0 * m * v * hop, 0.0)
        interleaved = np.where(v > 1, 1.0, 0.0)
        stages = {(c.pipeline_parallel, c.virtual_pipeline): c for c in layouts}
        slowest = {key: imbalance(c) for key, c in stages.items()}
        stage = np.array(
            [slowest[(c.pipeline_parallel, c.virtual_pipeline)] for c in layouts], dtype=float
        )[:, None]

        tokens = workload.tokens_per_step
        model = flops_per_token(workload)
        extra = {
            r: recompute_flops_per_token(workload.model_copy(update={"recompute": r}))
            for r in {c.recompute for c in layouts}
        }
        work = np.array([(model + extra[c.recompute]) * tokens for c in layouts])[:, None]
        fwd_share = {r: forward_share(workload, model, extra[r]) for r in extra}
        return cls(
            model * tokens,
            work,
            tp_bytes,
            dp_bytes,
            bubble,
            t,
            split,
            a2a_bytes,
            ep * t / fold,  # the EP group's span: EP · ETP GPUs
            ep * np.ones_like(t),
            ring_bytes,
            np.full(t.shape, share),
            dp_calls,
            dp_passes,
            a2a_copy,
            dual_bubble,
            p2p_bytes,
            interleaved,
            stage,
            dp_gather,
            np.array([fwd_share[c.recompute] for c in layouts])[:, None],
            window,
            np.where(zero3, 0.0, 1.0),
            k,
            float(arch.routing_groups or 0),
            float(arch.routing_groups_per_token or 0),
        )


def dp_overlap_window(p: np.ndarray, v: np.ndarray, m: np.ndarray) -> np.ndarray:
    """Share of a step's backward (forward) work that runs after a model chunk's gradients
    are complete (before its weights are first needed), where Megatron-Core's distributed
    optimizer reduce-scatters the chunk's gradients (all-gathers its updated weights) behind
    compute: overlap_grad_reduce waits for a bucket's last micro-batch, overlap_param_gather
    for its first (megatron/core/distributed/distributed_data_parallel_config.py). The
    interleaved schedule runs W = (p − r − 1)·2 + (v − 1)·p virtual micro-batches of warm-up
    and as many of cool-down on pipeline rank r, of m·v (megatron/core/pipeline_parallel/
    schedules.py, forward_backward_pipelining_with_interleaving); the last rank, W = (v − 1)·p,
    has the least and sets the step. Without interleaving (or pipelining) only the last
    micro-batch's backward (the first's forward): 1 / m. At 10,752 H100 (GPT-3 175B, p 8,
    v 12, m 8) W = 88 of 96: nearly all; at 512 (m 128) 88 / 1,536."""
    warm = np.where(v > 1, (v - 1.0) * p, 0.0)
    return np.minimum(1.0, np.maximum(1.0, warm) / (m * v))


def forward_share(workload: Workload, model: float, recompute: float) -> float:
    """The forward pass's share of the work of ``model`` + ``recompute`` FLOPs a token: 2
    FLOPs a parameter and token of 6 (4 for a frozen LoRA base), recompute's second forward
    counted with the backward it runs in."""
    work = model + recompute
    return 2.0 / flops_per_param_token(workload) * model / work if work else 1.0 / 3.0


@dataclass(frozen=True)
class StackComm:
    """What the training stack does with a step's communication (core/stacks.py), for a
    platform whose compute time comes from the work; the default is nothing hidden, one copy
    per expert in BF16, plain 1F1B."""

    tp_hidden: float = 0.0  # share of the TP collectives overlapped
    a2a_hidden: float = 0.0  # share of the MoE all-to-all overlapped
    a2a_per_node: bool = False  # one network copy per destination node, NVLink onwards
    fp8_dispatch: bool = False  # dispatch (and its gradient) in FP8, combine in BF16
    dualpipe: bool = False  # DualPipe's bubble instead of 1F1B's
    # Share of the pipeline point-to-point traffic hidden outside the bubble: interleaved
    # layouts only, every layout under DualPipe (core/pipeline.py).
    p2p_hidden: float = 0.0
    # Compute stretch while the overlapped all-to-all holds SMs: S / (S − comm SMs).
    compute_stretch: float = 1.0
    # The data-parallel traffic of ZeRO-0…2 hides per pass, as the pipeline schedule allows
    # (Megatron-Core: StepTerms.dp_window), instead of behind platform.overlap × compute.
    dp_per_pass: bool = False


def all_to_all_seconds(terms: StepTerms, platform: Platform, comm: StackComm) -> np.ndarray:
    """Seconds of MoE all-to-all per step, before overlap.

    Within the scale-up domain (EP · t GPUs in a node) every copy leaving the GPU goes over
    the scale-up link. Across n_e = EP · t / g nodes the copies for the GPU's own node still
    go over NVLink and the rest over its share of the node's network, the two at once (the
    slower one counts). Copies crossing nodes per token: one per remote expert, k·(1 − 1/n_e),
    for a dispatcher that sends one per expert (experts spread evenly); one per remote node
    for one that sends a token once to each node and forwards it there (DeepSeek-V3 §3.2.2):
    the distinct nodes of k experts, n_e·(1 − (1 − 1/n_e)^k), at most the M groups of G a
    node-limited router allows (M·n_e/G nodes when a group spans several; DeepSeek-V3: 4 of
    8 nodes), (1 − 1/n_e) of them remote. DeepSeek-V3 on 8 nodes: 3.5 network copies per
    token instead of 7. FP8 dispatch moves (1 + 4/128 + 2) / (2 + 2) of the BF16 bytes.

    Over the scale-up link, the same dispatcher also sends a token once to each GPU holding
    one of its experts (DeepEP's dispatch layout marks a token per rank, is_token_in_rank,
    and per NVLink peer after the network hop, SourceMeta.is_token_in_nvl_rank_bits: deepseek-
    ai/DeepEP csrc/kernels/intranode.cu, internode.cu), and each GPU sums its experts'
    outputs before the combine sends one back: of the R ranks a token's experts may sit on
    (EP, or EP·M/G under node-limited routing), R·(1 − (1 − 1/R)^k) distinct ones, the
    remote (EP − 1)/EP of them, instead of k·(EP − 1)/EP copies. Qwen3-30B-A3B (k 8) on EP
    8: 4.6 copies a token instead of 7; at EP 64 about 5 % fewer.
    """
    g = float(platform.gpus_per_node)
    k = terms.experts_per_token
    share = (FP8_DISPATCH_BYTES + 2.0) / 4.0 if comm.fp8_dispatch else 1.0
    intra_bytes = terms.a2a_bytes
    if comm.a2a_per_node and k > 1.0:
        ranks = np.maximum(terms.expert_ranks, 1.0)
        if terms.routing_nodes and terms.routing_groups:
            ranks = ranks * min(1.0, terms.routing_nodes / terms.routing_groups)
        ranks = np.maximum(ranks, 1.0)
        intra_bytes = intra_bytes * ranks * (1.0 - (1.0 - 1.0 / ranks) ** k) / k
    intra = intra_bytes * share / (platform.intra_node_gbps * 1e9)
    nodes = np.maximum(terms.ep_span / g, 1.0)
    remote = 1.0 - 1.0 / nodes
    if comm.a2a_per_node:
        reach = nodes * (1.0 - (1.0 - 1.0 / nodes) ** k)
        if terms.routing_nodes and terms.routing_groups:
            limit = terms.routing_nodes * np.maximum(1.0, nodes / terms.routing_groups)
            reach = np.minimum(reach, limit)
        copies = reach * remote
    else:
        copies = k * remote
    net = terms.a2a_copy_bytes * copies * share / (platform.node_network_gbps * 1e9 / g)
    return np.where(terms.ep_span <= g, intra, np.maximum(intra, net))


@dataclass(frozen=True)
class StepTime:
    """Seconds per optimizer step and its parts, arrays over N (or K × N)."""

    ideal: np.ndarray  # model FLOPs / (N · X): the step at efficiency 1
    compute: np.ndarray  # model + recompute FLOPs / (N · X)
    tensor_parallel: np.ndarray
    all_to_all: np.ndarray  # MoE expert-parallel exchanges the stack does not hide
    ring: np.ndarray  # context-parallel K/V exchanges the attention kernels do not hide
    stage: np.ndarray  # the slowest pipeline rank's extra compute (core/pipeline.py)
    p2p: np.ndarray  # pipeline point-to-point traffic not hidden
    bubble: np.ndarray
    data_parallel: np.ndarray  # before overlap
    exposed_data_parallel: np.ndarray
    total: np.ndarray

    @property
    def efficiency(self) -> np.ndarray:
        return self.ideal / self.total


def combine(
    terms: StepTerms,
    platform: Platform,
    n: np.ndarray,
    x: float | np.ndarray,
    x_ideal: float | None = None,
    comm: StackComm | None = None,
) -> StepTime:
    """The modelled step on each N at X FLOP/s per GPU (see the module docstring).

    ``x`` may be a K × 1 column (one rate per layout, core/compute.py); the ideal step is then
    timed at ``x_ideal``, the rate of the layout the reported MFU refers to. ``comm`` is what
    the stack does with the traffic (StackComm; core/stacks.py): the shares of the
    tensor-parallel, MoE all-to-all and interleaved pipeline point-to-point traffic it overlaps
    with compute, each never more than the compute it hides behind, and the SMs the
    overlapped all-to-all takes from that compute (layouts with expert parallelism only)."""
    comm = comm or StackComm()
    tp_bw, dp_bw = _bandwidths(platform, terms.tensor_parallel, terms.split, n)
    ideal = terms.model_flops / (n * (x if x_ideal is None else x_ideal))
    compute = terms.work_flops / (n * x)
    if comm.a2a_hidden > 0.0 and comm.compute_stretch != 1.0:
        compute = compute * np.where(terms.a2a_bytes > 0.0, comm.compute_stretch, 1.0)
    tp_all = terms.tp_bytes / tp_bw
    tp = tp_all - np.minimum(comm.tp_hidden * tp_all, compute)
    a2a_all = all_to_all_seconds(terms, platform, comm)
    a2a = a2a_all - np.minimum(comm.a2a_hidden * a2a_all, compute)
    ring_all = terms.ring_bytes / (platform.intra_node_gbps * 1e9)
    ring = np.maximum(0.0, ring_all - terms.attention_share * compute)
    schedule = terms.dual_bubble if comm.dualpipe else terms.bubble
    if terms.p2p_bytes.any():  # pipelined layouts only (the search times many that are not)
        stage = compute * (terms.imbalance - 1.0)
        p2p_all = terms.p2p_bytes / pipeline_bandwidth(platform, n)
        # DualPipe hides the pipeline sends of every layout (DeepSeek-V3 §3.2.1), Megatron-Core
        # those of the interleaved schedule (core/pipeline.py).
        p2p_share = comm.p2p_hidden * (1.0 if comm.dualpipe else terms.interleaved)
        p2p = p2p_all - np.minimum(p2p_share * p2p_all, compute)
        # The fill and drain wait for every transfer, hidden or not (Narayanan et al. 2021
        # §2.2).
        bubble = (compute + stage + tp + a2a + ring + p2p_all) * schedule
    else:
        stage = p2p = np.zeros_like(compute)
        bubble = (compute + tp + a2a + ring) * schedule
    latency = dp_latency(terms, platform, n, dp_bw)
    dp = terms.dp_bytes / dp_bw + latency
    exposed = np.maximum(0.0, dp - platform.overlap * compute)
    if comm.dp_per_pass:
        # Megatron-Core: the reduce-scatter (ZeRO-0: the all-reduce) behind the backward work
        # the schedule leaves after a chunk's last micro-batch, the all-gather of the updated
        # weights behind the forward work before its first (dp_overlap_window); half the
        # collectives' latency each.
        gather = terms.dp_gather_bytes / dp_bw
        gather = gather + np.where(terms.dp_gather_bytes > 0.0, 0.5 * latency, 0.0)
        forward = compute * terms.forward_share
        per_pass = np.maximum(0.0, dp - gather - terms.dp_window * (compute - forward))
        per_pass = per_pass + np.maximum(0.0, gather - terms.dp_window * forward)
        exposed = np.where(terms.once_a_step > 0.0, per_pass, exposed)
    total = compute + stage + tp + a2a + ring + p2p + bubble + exposed
    return StepTime(ideal, compute, tp, a2a, ring, stage, p2p, bubble, dp, exposed, total)


def pipeline_bandwidth(platform: Platform, n: np.ndarray) -> np.ndarray:
    """Bytes/s of one GPU's point-to-point sends to the next stage: the scale-up link while
    the job fits one node, else its share of the node's network (Megatron's rank order puts
    the pipeline outermost, so a job beyond one node has stages on other nodes and every GPU
    of a stage sends at once; the slowest hop sets the pace)."""
    g = platform.gpus_per_node
    node = platform.node_network_gbps * 1e9 / g
    return np.where(n <= g, platform.intra_node_gbps * 1e9, node)


def dp_latency(
    terms: StepTerms, platform: Platform, n: np.ndarray, bandwidth: np.ndarray
) -> np.ndarray:
    """Seconds a step's data-parallel collectives spend beyond bytes / ``bandwidth``: each
    pass over the d = N / (t·p) ranks, k the nodes the group spans (g / (t·p) of its ranks
    share a node, at least 1), takes d − k NVLink steps and k − 1 network steps under the
    quickest protocol NCCL has for the pass's bytes (NcclProtocol: Simple, or LL128 with
    its lost bandwidth counted here)."""
    g = platform.gpus_per_node
    d = np.maximum(n / terms.split, 1.0)
    per_node = np.minimum(np.maximum(1.0, g / terms.split), d)
    nodes = np.ceil(d / per_node)
    passes = np.maximum(terms.dp_passes, 1.0)
    calls = terms.dp_calls / passes  # base latencies a pass
    pass_bytes = terms.dp_bytes / passes

    def per_pass(proto: NcclProtocol) -> np.ndarray:
        net = np.where(per_node > 1.0, proto.net_step_s, proto.net_step_one_s)
        hops = (d - nodes) * proto.nvlink_step_s + (nodes - 1.0) * net
        lost = pass_bytes / bandwidth * (1.0 / proto.bandwidth - 1.0)
        return calls * proto.base_s + hops + lost

    best = per_pass(NCCL_SIMPLE)
    if nccl_ll128(platform.gpu):
        best = np.minimum(best, per_pass(NCCL_LL128))
    return np.where(d > 1.0, terms.dp_passes * best, 0.0)  # one rank: no collective


def nccl_ll128(gpu: GpuSpec) -> bool:
    """Whether NCCL enables LL128 by default: NVIDIA GPUs of compute capability 7.0 … 12.0
    joined by NVLink (tuning.cc); PCIe cards and other vendors run Simple."""
    return generation(gpu) != "other" and "pcie" not in (gpu.id or gpu.name).lower()


def step_time(workload: Workload, platform: Platform, n: np.ndarray, x: float) -> StepTime:
    """The modelled step of one layout on each N."""
    return combine(StepTerms.of(workload, n), platform, n, x)


def model_efficiency(workload: Workload, platform: Platform, n: np.ndarray, x: float) -> np.ndarray:
    """E(N) = ideal step / modelled step (recompute, bubbles and exposed traffic lower it)."""
    return step_time(workload, platform, n, x).efficiency


def efficiency_from_times(base_gpus: int, base_hours: float, gpus: int, hours: float) -> float:
    """E(N) measured against a baseline run: (base_gpus · base_hours) / (gpus · hours).

    Works for whole-job hours or seconds per step at the same global batch (units cancel);
    with a 1-GPU baseline it is the plain speed-up / N (seed 001: 1 GPU 10 h, 4 GPUs 3.5 h
    → 0.71).
    """
    if min(base_gpus, base_hours, gpus, hours) <= 0:
        raise CoreError(ErrorCode.NONPOSITIVE_MEASUREMENT)
    return (base_gpus * base_hours) / (gpus * hours)


def scaling_efficiency(
    platform: Platform,
    n: np.ndarray,
    modelled: np.ndarray,
    measured_layout: np.ndarray | None = None,
) -> np.ndarray:
    """Modelled efficiency, calibrated by measured points when the platform has any.

    A measured point is a speed-up / N against one GPU, taken on one layout: the typed one,
    whose modelled efficiency is ``measured_layout`` (default ``modelled``: the sweep is that
    layout). The ratio measured / that layout's modelled relative scaling (E(N) / E(1)) is
    interpolated linearly in log2(N) between points (1 at N = 1) and held flat outside them,
    then applied to ``modelled``, so measured counts run on the measured layout reproduce
    exactly and other counts keep the model's shape. Normalising by the sweep's own E(1)
    instead took the layout that fits one GPU (full recompute, E = 0.75) as the measured
    run's baseline: seed example A's V100 fell 0.878 → 0.658 once its layout was automatic.
    """
    if not platform.scaling_points:
        return modelled
    base = modelled if measured_layout is None else measured_layout
    points = {1: 1.0}
    points.update({p.gpus: p.efficiency for p in platform.scaling_points})
    counts = np.array(sorted(points), dtype=float)
    measured = np.array([points[int(c)] for c in counts])
    relative = base / base[0]
    modelled_at = np.interp(counts, n.astype(float), relative)
    ratio = np.interp(np.log2(n), np.log2(counts), measured / modelled_at)
    return np.clip(modelled * ratio, 1e-6, 1.0)
