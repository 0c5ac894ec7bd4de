"""Memory per GPU and its breakdown, as arrays over GPU counts (DESIGN §3.2).

Bytes per parameter follow the ZeRO paper (Rajbhandari et al. 2020): mixed-precision AdamW
keeps bf16 weights (2) + bf16 grads (2) + fp32 master, m, v (12) = 16 B/param. Activations
follow Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer Models".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from gpuplanner.core.base import GB
from gpuplanner.core.qlora import quantized_base
from gpuplanner.core.stacks import facts_of, logit_copies, stack_of
from gpuplanner.core.stage_split import chunk_layers, interleaved_in_flight, rank_layers
from gpuplanner.core.workload import (
    LoraTargets,
    Method,
    ModelArch,
    Optimizer,
    Precision,
    Recompute,
    StatePrecision,
    TrainingStack,
    Workload,
)

ZERO3_COMM_FACTOR = 1.5  # full training under ZeRO-3/FSDP moves 1.5× the all-reduce volume
LOGITS_BYTES_PER_TOKEN_PER_VOCAB = 4.0  # fp32 logits/loss buffer 4·s·b·(V + h) (Megatron)
DEFAULT_VOCAB = 32_000
HEAD_DIM = 128  # typical of Llama/Qwen/Mistral; used only to guess a missing shape


@dataclass(frozen=True)
class Shape:
    layers: float
    hidden: float
    heads: float
    kv_heads: float
    ffn: float
    vocab: float
    estimated: bool


def model_shape(model: ModelArch) -> Shape:
    """The transformer shape, or a typical one derived from Ψ ≈ 12·L·h² with h/L = 128."""
    if model.layers and model.hidden:
        heads = model.heads or max(1, model.hidden // HEAD_DIM)
        return Shape(
            layers=model.layers,
            hidden=model.hidden,
            heads=heads,
            kv_heads=model.kv_heads or heads,
            ffn=model.ffn or 4 * model.hidden,
            vocab=model.vocab or DEFAULT_VOCAB,
            estimated=False,
        )
    hidden = (model.params * HEAD_DIM / 12.0) ** (1.0 / 3.0)
    heads = max(1.0, hidden / HEAD_DIM)
    return Shape(
        layers=max(1.0, hidden / HEAD_DIM),
        hidden=hidden,
        heads=heads,
        kv_heads=heads,
        ffn=4 * hidden,
        vocab=model.vocab or DEFAULT_VOCAB,
        estimated=True,
    )


def is_gated(model: ModelArch, shape: Shape) -> bool:
    """SwiGLU/GeGLU MLP (three FFN matrices): as stated, else when ffn differs from 4·h."""
    if model.gated_mlp is not None:
        return model.gated_mlp
    return bool(model.ffn) and abs(shape.ffn - 4 * shape.hidden) > 0.5


def lora_adapted_shapes(workload: Workload) -> tuple[tuple[float, float], ...]:
    """(d_in, d_out) of each matrix a layer's LoRA adapts. q,v (PEFT's default target modules
    for Llama): h → h and h → kv_dim. All linear: q, k, v, o, gate, up and down (QLoRA paper),
    gate only when the MLP is gated."""
    shape = model_shape(workload.model)
    h, f = shape.hidden, shape.ffn
    kv_dim = h * shape.kv_heads / shape.heads
    if workload.lora_targets is LoraTargets.QV:
        return ((h, h), (h, kv_dim))
    mlp = ((h, f),) * (2 if is_gated(workload.model, shape) else 1) + ((f, h),)
    return ((h, h), (h, kv_dim), (h, kv_dim), (h, h), *mlp)


def lora_trainable_params(workload: Workload) -> float:
    """Adapter parameters r·(d_in + d_out) per adapted matrix in every layer."""
    per_layer = sum(d_in + d_out for d_in, d_out in lora_adapted_shapes(workload))
    return workload.lora_rank * per_layer * model_shape(workload.model).layers


def trainable_params(workload: Workload) -> float:
    return lora_trainable_params(workload) if workload.is_lora else workload.model.params


def _state_bytes_per_param(workload: Workload) -> tuple[float, float, float]:
    """(weights, gradients, optimizer incl. any fp32 master) bytes per trainable parameter.

    FP8 training keeps bf16 weights and an fp32 master (Transformer Engine, torchao float8):
    the same states as bf16.
    """
    fp32 = workload.precision in (Precision.FP32, Precision.TF32)
    if fp32:
        w = g = 4.0
        master = 0.0
        state_b = 4.0  # fp32 moments
    elif workload.state_precision is StatePrecision.PURE_BF16:
        w = g = 2.0
        master = 0.0
        state_b = 2.0  # bf16 moments
    else:
        w = 2.0
        g = 4.0 if workload.state_precision is StatePrecision.MIXED_FP32_GRADS else 2.0
        master = 4.0
        state_b = 4.0
    opt = {
        Optimizer.ADAMW: 2.0 * state_b,  # m and v
        Optimizer.ADAMW_8BIT: 2.0,  # two 8-bit moments (bitsandbytes)
        Optimizer.SGD_MOMENTUM: state_b,
    }[workload.optimizer]
    return w, g, opt + master


def gradient_bytes(workload: Workload) -> float:
    """Bytes of gradients all-reduced per step across the data-parallel group (whole model)."""
    _, g, _ = _state_bytes_per_param(workload)
    return g * trainable_params(workload)


def updated_weight_bytes(workload: Workload) -> float:
    """Bytes of the trained weights as stored: what a sharded optimizer (ZeRO-1/2, Megatron's
    distributed optimizer) all-gathers back after each step's update."""
    w_b, _, _ = _state_bytes_per_param(workload)
    return w_b * trainable_params(workload)


def weight_bytes(workload: Workload) -> float:
    """Bytes of the model's weights as stored: a LoRA base at its storage precision plus the
    adapters; what ZeRO-3/FSDP shards and gathers back for every forward and backward pass."""
    w_b, _, _ = _state_bytes_per_param(workload)
    if not workload.is_lora:
        return w_b * workload.model.params
    params = workload.model.params
    if workload.method is Method.QLORA:
        quantized = quantized_params(workload)
        base = quantized_base(workload).bytes_per_param * quantized + w_b * (params - quantized)
        return base + w_b * trainable_params(workload)
    return w_b * params + w_b * trainable_params(workload)


def quantized_params(workload: Workload) -> float:
    """Parameters a QLoRA base holds in 4 bit: bitsandbytes quantizes the linear layers of the
    blocks only; the embedding and the output layer (V·h each, untied) stay in 16 bit (QLoRA
    paper §3; PEFT's prepare_model_for_kbit_training). 0 for any other method."""
    if workload.method is not Method.QLORA:
        return 0.0
    params = workload.model.params
    shape = model_shape(workload.model)
    return params - min(params, 2.0 * shape.vocab * shape.hidden)


def most_loaded_fraction(workload: Workload) -> float:
    """Share of the parameters on the most loaded GPU of a t × p model split.

    Megatron-LM theoretical_memory_usage.py: (transformer block / p + embedding) / t — the
    first pipeline stage also holds the input embedding (V·h). Without pipelining: 1 / t.
    """
    t, p = workload.tensor_parallel, workload.pipeline_parallel
    if p == 1:
        return 1.0 / t
    shape = model_shape(workload.model)
    dense = workload.model.params - workload.model.routed_params
    embedding = min(shape.vocab * shape.hidden, dense)
    block = dense - embedding
    return (block / p + embedding) / t / dense


def expert_fraction(workload: Workload) -> float:
    """Share of the routed-expert parameters on one GPU: split over EP, the pipeline stages and
    the expert tensor parallelism (Megatron's default: the TP degree), 1 / (EP · ETP · p)."""
    w = workload
    return w.expert_fold / (w.expert_parallel * w.tensor_parallel * w.pipeline_parallel)


def layer_activation_sbh(workload: Workload) -> tuple[float, float]:
    """(unsplit, tensor-split) bytes per s·b·h of one layer, no recompute, attention scores
    excluded (Korthikanti et al. 2022 §4.1: 34 = 10 that TP alone does not split + 24 it does).

    Generalised to the model's shape: K and V shrink with grouped-query attention (2·sbh each
    scaled by kv_heads/heads), and the MLP stores 2 + 4·f/h + 1 (GeLU) or 2 + 8·f/h + 1
    (gated: gate, up, activation and product) instead of 19.
    """
    model = workload.model
    shape = model_shape(model)
    if facts_of(workload).activations == "deepseek_fp8":
        return deepseek_fp8_layer_sbh(workload)
    g = shape.kv_heads / shape.heads
    f = shape.ffn / shape.hidden
    if model.is_moe and model.expert_ffn:
        # A token's MoE layer runs k routed + the shared experts: their widths add up; the
        # leading dense layers keep the dense FFN (averaged over the layers).
        width = float(model.experts_per_token or 0) + model.shared_experts
        moe_f = width * model.expert_ffn / shape.hidden
        moe_layers = max(0.0, shape.layers - model.dense_layers)
        f = (model.dense_layers * f + moe_layers * moe_f) / shape.layers
    attention = 7.0 + 4.0 * g  # QKV input 2, Q 2, K 2g, V 2g, proj input 2, mask 1 (11 at g = 1)
    mlp = 3.0 + (8.0 if is_gated(model, shape) else 4.0) * f  # 19 at f = 4, ungated
    norms = 4.0
    total = attention + mlp + norms
    unsplit = 10.0  # LayerNorm inputs 4, QKV and MLP inputs 4, two dropout masks 2
    return unsplit, total - unsplit


def deepseek_fp8_layer_sbh(workload: Workload) -> tuple[float, float]:
    """(unsplit, tensor-split) bytes per s·b·h one layer keeps under DeepSeek-V3's recipe
    (arXiv 2412.19437 §3.2.3, §3.3.4): the two RMSNorms' inputs in BF16, 4 (their outputs
    recomputed); the MLA latents the recomputed up-projections start from, counted as one
    h-wide FP8 tensor, 1 (DeepSeek-V3's 1,536 + 576 wide in BF16 are 0.59); the attention
    output in E5M6, 1.5 · heads · d_v / h; the MLP's input in FP8, once per routed and shared
    expert a token goes to (k + shared; 1 in a dense layer), and the SwiGLU's two inputs in
    FP8, 2 · f / h per expert width (its output recomputed). DeepSeek-V3: 4 + 1 + 3.43 +
    13.75 (layers averaged) = 22.2, against 38.6 in BF16 with nothing recomputed."""
    model = workload.model
    shape = model_shape(model)
    d_v = float(model.v_head_dim or model.head_dim or shape.hidden / shape.heads)
    attention = 1.5 * shape.heads * d_v / shape.hidden
    dense_mlp = 1.0 + 2.0 * shape.ffn / shape.hidden
    mlp = dense_mlp
    if model.is_moe and model.expert_ffn:
        width = float(model.experts_per_token or 0) + model.shared_experts
        moe_mlp = width + 2.0 * width * model.expert_ffn / shape.hidden
        moe_layers = max(0.0, shape.layers - model.dense_layers)
        mlp = (model.dense_layers * dense_mlp + moe_layers * moe_mlp) / shape.layers
    return 4.0 + 1.0, attention + mlp


def activation_bytes_per_gpu(workload: Workload) -> float:
    """Peak activation bytes on the most loaded GPU (Korthikanti 2022 Table 2; Megatron-LM
    theoretical_memory_usage.py for the pipeline and output-layer terms).

    Per layer, b·s·h bytes × : no parallelism 34 + 5·a·s/h; TP without SP 10 + 24/t +
    5·a·s/(h·t); TP with SP (34 + 5·a·s/h)/t; selective recompute (or FlashAttention) drops
    the 5·a·s/h score term; full recompute keeps only each layer's 2·sbh input (/t with SP)
    plus one layer's working set. The first pipeline stage holds min(m, p) micro-batches of
    its layers, L/p in an even split and one fewer where the stack counts the embedding as a
    layer (core/stage_split.py) (× 1 + (p−1)/(p·v) interleaved; DualPipe p + 1 micro-batches,
    DeepSeek-V3 Table 2); the last stage its layers, the fp32 logits and the final norm's
    output, 4·s·b·(V + h)/t. Megatron-Core's interleaved schedule is followed rank by rank
    (core/stage_split.interleaved_in_flight): each rank's warm-up forwards over its own
    chunks, so a middle rank can hold the most where the first chunk is the embedding's.
    """
    shape = model_shape(workload.model)
    # Context parallelism keeps s / CP tokens of every activation on a GPU (Megatron-Core).
    s = workload.seq_len / workload.context_parallel
    b, h = workload.micro_batch, shape.hidden
    t, p, v = workload.tensor_parallel, workload.pipeline_parallel, workload.virtual_pipeline
    sbh = s * b * h
    unsplit, split = layer_activation_sbh(workload)
    scores = 5.0 * shape.heads * s / h
    if workload.flash_attention or workload.recompute is Recompute.SELECTIVE:
        scores = 0.0
    facts = facts_of(workload)
    if workload.sequence_parallel or t == 1:
        layer = sbh * (unsplit + split + scores) / t
        kept_input = 2.0 * sbh / t
        if facts.tp_saves_gathered_inputs and t > 1:
            # The all-gathered inputs of the QKV and MLP-up projections (2 · sbh each) are
            # kept whole for their weight gradients, not as the 1/t shards Megatron keeps.
            layer += 4.0 * sbh * (1.0 - 1.0 / t)
    else:
        layer = sbh * (unsplit + (split + scores) / t)
        kept_input = 2.0 * sbh
    per_op = workload.recompute is Recompute.SELECTIVE and facts.selective == "per_op"
    working = 0.0  # one layer's full set, rebuilt by the recompute in backward
    if per_op:
        working = layer
        layer = sbh * per_op_layer_sbh(workload) / t
    micro_batches = workload.global_batch / max(1.0, float(workload.micro_batch))
    # The first and last stages' layers as the stack splits them (core/stage_split.py): L/p
    # each in an even split, one fewer where the embedding and the loss count as a layer
    # (DualPipe's V-shaped placement puts both ends on one rank: kept at L/p).
    first_layers = last_layers = shape.layers / p
    if p > 1 and facts.pipeline_schedule != "dualpipe":
        ranks = rank_layers(workload, round(shape.layers), p, v)
        first_layers, last_layers = float(ranks[0]), float(ranks[-1])
    in_flight_layers = first_layers * min(float(p), micro_batches)  # its layers × min(m, p)
    middle_layers = 0.0  # a middle rank's peak, where it can exceed the first's
    if v > 1 and stack_of(workload) is TrainingStack.MEGATRON:
        # Megatron-Core's schedule, rank by rank (core/stage_split.py): where the embedding
        # takes the first chunk, rank 1 holds the most (Llama 3 405B at p 16, v 8: 141
        # layer-micro-batches against rank 0's 112).
        peaks = interleaved_in_flight(chunk_layers(workload, round(shape.layers), p, v), p, v)
        in_flight_layers, last_layers = peaks[0], peaks[-1]
        middle_layers = max(peaks[1:-1], default=0.0)
    elif v > 1:
        in_flight_layers = first_layers * (p + (p - 1) / v)  # L·(1 + (p − 1)/(p·v)) at L/p
    elif facts.pipeline_schedule == "dualpipe" and p > 1:
        in_flight_layers *= (p + 1.0) / p
    elif p > 1:
        # 1F1B: rank r holds min(p − r, m) micro-batches of its layers (Megatron-Core's
        # p − r − 1 warm-up forwards, schedules.py; DeepSpeed's num_pipe_buffers,
        # min(stages − stage_id, micro_batches)): where the embedding takes a slot of the
        # first stage, rank 1 holds p − 1 micro-batches of one layer more.
        ranks = rank_layers(workload, round(shape.layers), p, v)
        middle_layers = max(
            (min(float(p - r), micro_batches) * n for r, n in enumerate(ranks[1:-1], 1)),
            default=0.0,
        )
    embedding = (8.0 * s * b + sbh) * min(p, micro_batches) / t  # ids + embedding dropout

    def held(layers: float) -> float:
        if workload.recompute is Recompute.FULL:
            return layers * kept_input + layer
        return layers * layer + working

    first, last = held(in_flight_layers), held(last_layers)
    middle = held(middle_layers) if middle_layers else 0.0
    logits = LOGITS_BYTES_PER_TOKEN_PER_VOCAB * s * b * (shape.vocab + h) / t
    # The copies the loss keeps (core/stacks.py logit_copies: PyTorch cross entropy on upcast
    # logits 2.5 more fp32-sized copies; a fused loss none), the run's or the stack's.
    logits += (
        logit_copies(workload, facts) * LOGITS_BYTES_PER_TOKEN_PER_VOCAB * s * b * shape.vocab / t
    )
    if p == 1:
        return first + embedding + logits
    return max(first + embedding, middle, last + logits)


def per_op_layer_sbh(workload: Workload) -> float:
    """Bytes per s·b·h one layer keeps under torchtitan's per-op selective AC, which saves
    the outputs of every other matmul and of the attention kernel and recomputes the rest
    (torchtitan distributed/activation_checkpoint.py, ``_save_list``; Llama's order wq, wk,
    wv, wo, w1, w3, w2 keeps wq, wv, w1, w2): the layer input 2, q 2, v 2·g, the gate 2·f/h,
    the MLP output 2 and the attention output 2, with g = kv_heads / heads."""
    shape = model_shape(workload.model)
    g = shape.kv_heads / shape.heads
    return 2.0 + 2.0 + 2.0 * g + 2.0 * shape.ffn / shape.hidden + 2.0 + 2.0


MEMORY_PARTS = ("weights", "gradients", "optimizer", "activations", "reserve")


@dataclass(frozen=True)
class MemoryBreakdown:
    """Per-GPU memory in GB over the swept GPU counts (arrays share the ``n`` grid)."""

    weights: np.ndarray
    gradients: np.ndarray
    optimizer: np.ndarray
    activations: np.ndarray
    reserve: np.ndarray

    @cached_property  # immutable parts: sum once (a table asks for it per cell)
    def total(self) -> np.ndarray:
        return self.weights + self.gradients + self.optimizer + self.activations + self.reserve

    def at(self, index: int) -> dict[str, float]:
        parts = ("weights", "gradients", "optimizer", "activations", "reserve")
        out = {p: float(getattr(self, p)[index]) for p in parts}
        out["total"] = float(self.total[index])
        return out


def memory_per_gpu(workload: Workload, n: np.ndarray, reserve_gb: float) -> MemoryBreakdown:
    """Memory per GPU at each count in ``n`` (ZeRO shards over d = n / (t·p): the
    data-parallel and context-parallel ranks together, as Megatron's distributed optimizer)."""
    return memory_of_terms(memory_terms(workload), n, reserve_gb)


# The figures of one layout's memory that do not depend on N (``memory_terms``): for each
# state (weights, gradients, optimizer) its bytes on the GPU's dense share and its expert
# share before ZeRO divides them, and whether ZeRO shards it.
MEMORY_TERMS = (
    "model_split",
    "expert_split",
    *(f"{s}_{k}" for s in ("weights", "gradients", "optimizer") for k in ("dense", "expert")),
    *(f"{s}_sharded" for s in ("weights", "gradients", "optimizer")),
    "weights_unsharded",
    "gradients_unsharded",
    "activations",
)


def state_totals(workload: Workload) -> tuple[float, float, float]:
    """Bytes of the weights, gradients and optimizer states of the whole model as trained.
    No layout field enters them, so the candidates of one workload share them."""
    _, g_b, o_b = _state_bytes_per_param(workload)
    trainable = trainable_params(workload)
    return weight_bytes(workload), g_b * trainable, o_b * trainable


def memory_terms(
    workload: Workload, totals: tuple[float, float, float] | None = None
) -> dict[str, float]:
    """The layout's ``MEMORY_TERMS``, scalars: what ``memory_of_terms`` needs besides N. A
    layout search takes them once per candidate, with the workload's ``state_totals``, and
    evaluates all candidates at once."""
    share = most_loaded_fraction(workload)
    expert_share = expert_fraction(workload)
    routed = workload.model.routed_params / workload.model.params
    stage = workload.zero_stage
    weights_bytes, gradients_bytes, optimizer_bytes = totals or state_totals(workload)
    if facts_of(workload).pipeline_schedule == "dualpipe" and workload.pipeline_parallel > 1:
        # DualPipe keeps two copies of the parameters (DeepSeek-V3 Table 2: parameters 2×);
        # the paper states nothing more for the gradients and optimizer states.
        weights_bytes *= 2.0
    # LoRA adapts the attention (dense) layers only; the frozen base includes the experts.
    trained_routed = 0.0 if workload.is_lora else routed
    states = {
        "weights": (weights_bytes, stage >= 3, routed),
        "gradients": (gradients_bytes, stage >= 2, trained_routed),
        "optimizer": (optimizer_bytes, stage >= 1, trained_routed),
    }
    out = {
        "model_split": float(workload.tensor_parallel * workload.pipeline_parallel),
        # EP over the fold (Workload.expert_fold): the experts' data-parallel group is d / this.
        "expert_split": float(workload.expert_parallel) / workload.expert_fold,
    }
    for name, (total_bytes, sharded, experts) in states.items():
        out[f"{name}_dense"] = total_bytes * (1.0 - experts) * share
        out[f"{name}_expert"] = total_bytes * experts * expert_share
        out[f"{name}_sharded"] = float(sharded)
    # FSDP under pipeline parallelism (core/stacks.py): the stage's bf16 weights stay
    # gathered and its gradients accumulate unsharded in fp32 (a third of it, 2 of 6).
    unsharded = pipeline_fsdp_unsharded_gb(workload)
    out["weights_unsharded"] = unsharded / 3.0
    out["gradients_unsharded"] = unsharded * 2.0 / 3.0
    out["activations"] = activation_bytes_per_gpu(workload) / GB
    return out


def memory_of_terms(
    terms: Mapping[str, float | np.ndarray], n: np.ndarray, reserve_gb: float
) -> MemoryBreakdown:
    """Memory per GPU from ``memory_terms`` at the counts ``n``: the terms are scalars (one
    layout at every N) or arrays shaped as ``n`` (each count its own layout's)."""
    d = np.maximum(n / terms["model_split"], 1.0)
    # MoE: the routed experts' states shard over the expert data-parallel group, d · fold / EP.
    d_expert = np.maximum(d / terms["expert_split"], 1.0)

    def state(name: str) -> np.ndarray:
        dense, expert = terms[f"{name}_dense"], terms[f"{name}_expert"]
        whole = np.full(n.shape, (dense + expert) / GB)
        return np.where(terms[f"{name}_sharded"], (dense / d + expert / d_expert) / GB, whole)

    return MemoryBreakdown(
        weights=state("weights") + terms["weights_unsharded"],
        gradients=state("gradients") + terms["gradients_unsharded"],
        optimizer=state("optimizer"),
        activations=np.full(n.shape, terms["activations"]),
        reserve=np.full(n.shape, float(reserve_gb)),
    )


def pipeline_fsdp_unsharded_gb(workload: Workload) -> float:
    """GB a rank holds unsharded when its stack runs FSDP (ZeRO-3) under pipeline parallelism:
    the stack's bytes per parameter (torchtitan 6: bf16 weights 2 + fp32 gradients 4) × the
    stage's trained parameters on the GPU (most_loaded_fraction; routed experts / EP · t · p).
    0 without pipelining, below ZeRO-3 or for a stack that reshards."""
    per_param = facts_of(workload).pipeline_fsdp_unsharded_bytes
    if workload.pipeline_parallel == 1 or workload.zero_stage < 3 or not per_param:
        return 0.0
    if workload.is_lora:  # a frozen base: only the adapters carry gradients
        return 0.0
    params = workload.model.params
    routed = workload.model.routed_params
    on_gpu = (params - routed) * most_loaded_fraction(workload)
    on_gpu += routed * expert_fraction(workload)
    return per_param * on_gpu / GB


def checkpoint_bytes(workload: Workload) -> float:
    """Bytes of one training checkpoint: the trained weights and their optimizer states (fp32
    master included), no gradients — 14 B/param for mixed-precision AdamW (2 + 4 + 8; ZeRO,
    Rajbhandari et al. 2020, §3.1's 16Ψ less the 2Ψ of fp16 gradients). A LoRA run saves its
    adapters only."""
    w, _, opt = _state_bytes_per_param(workload)
    return (w + opt) * trainable_params(workload)


def trained_weights_bytes(workload: Workload) -> float:
    """Bytes of what the job delivers: the trained weights at their training precision (the
    adapters alone for LoRA / QLoRA)."""
    w, _, _ = _state_bytes_per_param(workload)
    return w * trainable_params(workload)
