"""Pipeline schedule terms: how a stack splits the layers over stages, how many virtual stages
it can interleave, and what a stage sends its neighbour (issue 23 item 3).

- **Stage split.** The embedding sits on the first stage, the output layer and the loss on the
  last. Megatron-Core splits the decoder layers evenly when p divides them (its default), so
  the last stage runs L/p layers *and* the output layer; when p does not divide L it runs only
  with ``--account-for-embedding-in-pipeline-split`` / ``--account-for-loss-in-pipeline-split``
  (megatron/training/arguments.py: the embedding and the loss then count as one layer each,
  L + 2 slots; NeMo's Llama 3.1 405B recipe, 126 layers). torchtitan counts them so by
  default (torchtitan/distributed/pipeline_parallel.py, ``_generate_llm_fqn_per_model_part``:
  input_weight = output_weight = 1, the L + 2 slots spread as evenly as possible, the first
  stages taking the remainder), as do Llama 3's own pipeline (Dubey et al. 2024 §3.3.2: "we
  reduce one Transformer layer each from the first and the last stages") and BLOOM's
  Megatron-DeepSpeed (``--pp-partition-method type:transformer|embedding``). The slowest rank
  sets the pace of every micro-batch: the step's compute is the mean stage's × the
  *imbalance*, slowest / mean (in layer-equivalents: the output layer's k·V·h FLOPs a token
  over one layer's; the embedding is a lookup).
- **Virtual stages** (interleaved 1F1B, Narayanan et al. 2021 §2.2.2): v model chunks a rank,
  the bubble (p − 1)/(m·v). Megatron-Core and torchtitan offer it (DeepSpeed's pipeline engine
  and Hugging Face Trainer do not); Megatron-Core needs the stage's slots to split into v
  equal chunks and, with its default micro-batch group of p, the micro-batches to be a
  multiple of p (megatron/core/pipeline_parallel/schedules.py, the check on
  ``microbatch_group_size_per_vp_stage``).
- **Point-to-point traffic** (Narayanan §2.2.2: "the amount of communication also increases
  by v"): every micro-batch crosses each of a rank's v chunk boundaries forward (activations)
  and backward (their gradients), b·s·h of 16-bit values, each tensor-parallel rank sending its
  1/t (sequence parallelism; Narayanan §4.1's scatter/gather without it).
"""

from __future__ import annotations

import math

from gpuplanner.core.flops import executed_flops_per_token, flops_per_param_token
from gpuplanner.core.memory import model_shape
from gpuplanner.core.stacks import stack_of
from gpuplanner.core.stage_split import accounts_for_ends, rank_layers
from gpuplanner.core.workload import STACKS_WITHOUT_INTERLEAVING, TrainingStack, Workload

__all__ = [
    "INTERLEAVING_STACKS",
    "accounts_for_ends",
    "head_layers",
    "imbalance",
    "interleaving_runs",
    "rank_layers",
    "virtual_choices",
]

# Stacks with an interleaved schedule (Megatron-Core's --num-layers-per-virtual-pipeline-stage,
# torchtitan's Interleaved1F1B / looped schedules); the others run plain 1F1B (or DualPipe),
# core/workload.STACKS_WITHOUT_INTERLEAVING, and refuse a pinned v above 1.
INTERLEAVING_STACKS = frozenset(set(TrainingStack) - STACKS_WITHOUT_INTERLEAVING)
# What of the sends a stack hides is its facet ``p2p_overlap`` (core/stacks.py).


def head_layers(w: Workload) -> float:
    """The output layer's work in layers: k·V·h FLOPs a token over one layer's (the executed
    work less the embedding and output matrices, per layer; an untied embedding is in Ψ)."""
    shape = model_shape(w.model)
    head = flops_per_param_token(w) * shape.vocab * shape.hidden
    layer = (executed_flops_per_token(w) - 2.0 * head) / shape.layers
    return head / layer if layer > 0 else 0.0


def imbalance(w: Workload) -> float:
    """Slowest rank's work over the mean rank's (1 without pipelining), module docstring."""
    p = w.pipeline_parallel
    if p <= 1:
        return 1.0
    layers = round(model_shape(w.model).layers)
    head = head_layers(w)
    per_rank = rank_layers(w, layers, p, w.virtual_pipeline)
    loads = [float(n) for n in per_rank]
    loads[-1] += head
    return max(loads) / ((layers + head) / p)


def virtual_choices(w: Workload, layers: int, p: int) -> tuple[int, ...]:
    """Virtual stages the automatic layout tries at p stages: 1, 2 and the most the stack's
    split allows (one layer a chunk; more chunks only cut the bubble further where the stack
    hides the extra traffic, module docstring)."""
    if p <= 1 or stack_of(w) not in INTERLEAVING_STACKS:
        return (1,)
    if stack_of(w) is TrainingStack.MEGATRON:
        slots = layers + 2 if accounts_for_ends(w, layers, p) else layers
        if slots % p:
            return (1,)
        per_stage = slots // p
        allowed = [v for v in range(1, per_stage + 1) if per_stage % v == 0]
    else:  # torchtitan: any chunk count with a layer in every chunk
        allowed = list(range(1, (layers + 2) // p + 1))
    top = allowed[-1]
    return tuple(sorted({v for v in (1, 2, top) if v in allowed}))


def interleaving_runs(p: int, v: int, micro_batches: float) -> bool:
    """Megatron-Core's interleaved schedule runs whole groups of p micro-batches (module
    docstring); plain 1F1B runs any count."""
    if v <= 1:
        return True
    return micro_batches >= p and math.isclose(micro_batches % p, 0.0, abs_tol=1e-9)
