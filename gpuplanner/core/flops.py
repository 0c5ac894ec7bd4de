"""Work: how many FLOPs training needs (DESIGN §3.1).

Two counts. The *executed* work is what the GPUs run: k·Ψ_active per token plus the attention
score and context products, always (when the architecture is known), because the hardware
runs them whatever convention a paper quotes its MFU in. The *reported* model FLOPs are the
MFU convention: k·Ψ_active, plus attention only with ``include_attention_flops`` (PaLM and
Megatron count it, many fine-tuning write-ups do not). MFU is quoted against the reported
count; time comes from the executed one.
"""

from __future__ import annotations

from gpuplanner.core.workload import Workload

FULL_TRAINING_K = 6.0  # forward 2 + backward 4 FLOPs per parameter per token
LORA_K = 4.0  # frozen base: no weight gradients, so the backward pass costs ~2 not 4


def flops_per_param_token(workload: Workload) -> float:
    return LORA_K if workload.is_lora else FULL_TRAINING_K


def executed_attention_flops_per_token(workload: Workload) -> float:
    """Attention score/context FLOPs per token the GPUs execute: k·L·s·n_h·(d_qk + d_v).

    With d_qk = d_v = h / n_h this is 12·L·s·h at k = 6: PaLM's 12·L·H·Q·T term and what
    Narayanan et al.'s full form 72·B·s·L·h²·(1 + s/(6h) + …) gives per token (DESIGN §3.1
    quotes "6·L·s·h", which halves it for the causal mask; we follow the published convention
    so MFU figures compare). Multi-head latent attention (DeepSeek-V2/V3, arXiv 2412.19437
    §2.1.1) scores with d_qk = 128 + 64 and mixes values of d_v = 128 per head: its own head
    dimensions, not h / n_h. Zero when the architecture is unknown; k/6 of it for LoRA.
    """
    m = workload.model
    if not (m.layers and m.hidden):
        return 0.0
    heads = float(m.heads or max(1, m.hidden // 128))
    d_qk = float(m.head_dim or m.hidden / heads)
    d_v = float(m.v_head_dim or d_qk)
    k = flops_per_param_token(workload)
    # Packed samples: attention within each (Workload.attention_span), not the whole sequence.
    return k * m.layers * workload.attention_span * heads * (d_qk + d_v)


def attention_flops_per_token(workload: Workload) -> float:
    """The attention FLOPs the reported MFU counts: the executed ones when the plan asks."""
    if not workload.include_attention_flops:
        return 0.0
    return executed_attention_flops_per_token(workload)


def flops_per_token(workload: Workload) -> float:
    """Reported model FLOPs per token (the MFU convention)."""
    k = flops_per_param_token(workload)
    return k * workload.model.active_params + attention_flops_per_token(workload)


def executed_flops_per_token(workload: Workload) -> float:
    """FLOPs per token the GPUs execute before any recompute: k·Ψ_active + attention."""
    k = flops_per_param_token(workload)
    return k * workload.model.active_params + executed_attention_flops_per_token(workload)


def total_flops(workload: Workload) -> float:
    """Reported model FLOPs to reach the target: k·Ψ_active·D (+ attention when asked). MFU is
    quoted against this; the hours come from the executed work (core/scaling.py)."""
    return flops_per_token(workload) * workload.training_tokens
