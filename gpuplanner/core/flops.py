"""Work: how many FLOPs training needs (DESIGN §3.1)."""

from __future__ import annotations

from gpuplanner.core.workload import Workload

FULL_TRAINING_K = 6.0  # forward 2 + backward 4 FLOPs per parameter per token
LORA_K = 4.0  # frozen base: no weight gradients, so the backward pass costs ~2 not 4


def flops_per_param_token(workload: Workload) -> float:
    return LORA_K if workload.is_lora else FULL_TRAINING_K


def attention_flops_per_token(workload: Workload) -> float:
    """Attention score/context FLOPs per token: 12·L·s·h at k = 6.

    This is PaLM's 12·L·H·Q·T term and what Narayanan et al.'s full form
    72·B·s·L·h²·(1 + s/(6h) + …) gives per token (DESIGN §3.1 quotes "6·L·s·h", which halves
    it for the causal mask; we follow the published convention so MFU figures compare).
    Only when the plan asks for it and the architecture is known; scaled by k/6 for LoRA.
    """
    m = workload.model
    if not workload.include_attention_flops or not (m.layers and m.hidden):
        return 0.0
    k = flops_per_param_token(workload)
    return 2.0 * k * m.layers * workload.seq_len * m.hidden


def flops_per_token(workload: Workload) -> float:
    k = flops_per_param_token(workload)
    return k * workload.model.active_params + attention_flops_per_token(workload)


def total_flops(workload: Workload) -> float:
    """Model FLOPs to reach the target: k·Ψ_active·D (+ attention). MFU is quoted against this."""
    return flops_per_token(workload) * workload.training_tokens
