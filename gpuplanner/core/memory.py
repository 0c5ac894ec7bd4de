"""Memory per GPU and its breakdown, as arrays over GPU counts (DESIGN §3.2).

Bytes per parameter follow the ZeRO paper (Rajbhandari et al. 2020): mixed-precision AdamW
keeps bf16 weights (2) + bf16 grads (2) + fp32 master, m, v (12) = 16 B/param. Activations
follow Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer Models".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from gpuplanner.core.base import GB
from gpuplanner.core.workload import Method, ModelArch, Optimizer, Precision, Recompute, Workload

NF4_BYTES_PER_PARAM = 0.516  # 4-bit NF4 + double-quantized constants (QLoRA paper, §3)
ZERO3_COMM_FACTOR = 1.5  # full training under ZeRO-3/FSDP moves 1.5× the all-reduce volume
LOGITS_BYTES_PER_TOKEN_PER_VOCAB = 4.0  # fp32 logits/loss buffer ≈ 4·s·b·V
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


def lora_trainable_params(workload: Workload) -> float:
    """Adapter parameters r·(d_in + d_out) on q, k, v, o, gate, up and down in every layer."""
    shape = model_shape(workload.model)
    kv_dim = shape.hidden * shape.kv_heads / shape.heads
    per_layer = 6 * shape.hidden + 2 * kv_dim + 3 * (shape.hidden + shape.ffn)
    return workload.lora_rank * per_layer * shape.layers


def trainable_params(workload: Workload) -> float:
    return lora_trainable_params(workload) if workload.is_lora else workload.model.params


def _state_bytes_per_param(workload: Workload) -> tuple[float, float, float]:
    """(weights, gradients, optimizer) bytes per trainable parameter."""
    fp32 = workload.precision in (Precision.FP32, Precision.TF32)
    w = g = 4.0 if fp32 else 2.0
    master = 0.0 if fp32 else 4.0
    opt = {
        Optimizer.ADAMW: 8.0,
        Optimizer.ADAMW_8BIT: 2.0,
        Optimizer.SGD_MOMENTUM: 4.0,
    }[workload.optimizer]
    return w, g, opt + master


def gradient_bytes(workload: Workload) -> float:
    """Bytes of gradients all-reduced per step across the data-parallel group (whole model)."""
    _, g, _ = _state_bytes_per_param(workload)
    return g * trainable_params(workload)


def weight_bytes(workload: Workload) -> float:
    """Bytes of the model's weights as stored: a LoRA base at its storage precision plus the
    adapters; what ZeRO-3/FSDP shards and gathers back for every forward and backward pass."""
    w_b, _, _ = _state_bytes_per_param(workload)
    if not workload.is_lora:
        return w_b * workload.model.params
    base_b = NF4_BYTES_PER_PARAM if workload.method is Method.QLORA else w_b
    return base_b * workload.model.params + w_b * trainable_params(workload)


def activation_bytes_per_gpu(workload: Workload) -> float:
    shape = model_shape(workload.model)
    s, b, h = workload.seq_len, workload.micro_batch, shape.hidden
    attn_term = 0.0 if workload.flash_attention else 5.0 * shape.heads * s / h
    layer_full = s * b * h * (34.0 + attn_term)
    if workload.recompute is Recompute.NONE:
        acts = shape.layers * layer_full
    elif workload.recompute is Recompute.SELECTIVE:
        acts = shape.layers * 34.0 * s * b * h
    else:  # full: layer inputs kept, one layer's working set recomputed at a time
        acts = shape.layers * 2.0 * s * b * h + layer_full
    # 1F1B pipelines keep p micro-batches of L/p layers in flight: about L layers' worth.
    acts /= workload.tensor_parallel  # tensor + sequence parallel split activations
    logits = LOGITS_BYTES_PER_TOKEN_PER_VOCAB * s * b * shape.vocab
    return acts + logits


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
    """Memory per GPU at each count in ``n`` (data-parallel degree d = n / (t·p))."""
    model_split = workload.tensor_parallel * workload.pipeline_parallel
    d = np.maximum(n / model_split, 1.0)
    stage = workload.zero_stage
    _, g_b, o_b = _state_bytes_per_param(workload)
    trainable = trainable_params(workload)

    weights_bytes = weight_bytes(workload)

    def shard(total_bytes: float, sharded: bool) -> np.ndarray:
        per_gpu = total_bytes / model_split
        return (per_gpu / d if sharded else np.full(n.shape, per_gpu)) / GB

    acts = activation_bytes_per_gpu(workload) / GB
    return MemoryBreakdown(
        weights=shard(weights_bytes, stage >= 3),
        gradients=shard(g_b * trainable, stage >= 2),
        optimizer=shard(o_b * trainable, stage >= 1),
        activations=np.full(n.shape, acts),
        reserve=np.full(n.shape, float(reserve_gb)),
    )
