"""How a training stack splits the decoder layers over pipeline ranks (core/pipeline.py says
why, with sources): apart from core/pipeline.py so that core/memory.py can size the first
and last stages without a circle (pipeline.py needs memory.py's model shape)."""

from __future__ import annotations

import functools

import numpy as np

from gpuplanner.core.stacks import stack_of
from gpuplanner.core.workload import TrainingStack, Workload


def _spread(slots: int, stages: int) -> list[int]:
    """``slots`` over ``stages`` as evenly as possible, the first ones taking the remainder."""
    base, extra = divmod(slots, stages)
    return [base + (1 if i < extra else 0) for i in range(stages)]


def accounts_for_ends(w: Workload, layers: int, p: int) -> bool:
    """Whether the stack counts the embedding and the loss as a layer each (core/pipeline.py):
    torchtitan, DeepSpeed and Llama 3's stack always, Megatron-Core when p does not divide L."""
    stack = stack_of(w)
    if stack is TrainingStack.MEGATRON:
        return layers % p != 0
    return stack is not TrainingStack.HF_TRAINER


def rank_layers(w: Workload, layers: int, p: int, v: int) -> list[int]:
    """Decoder layers on each of the p ranks (the last also holds the output layer)."""
    if p <= 1:
        return [layers]
    if not accounts_for_ends(w, layers, p):
        return _spread(layers, p)
    # L + 2 slots over the p·v chunks (loop order: rank r holds chunks r, r + p, …); the first
    # chunk gives a slot to the embedding, the last one to the output layer and the loss.
    chunks = _spread(layers + 2, p * v)
    chunks[0] -= 1
    chunks[-1] -= 1
    return [sum(chunks[r::p]) for r in range(p)]


def chunk_layers(w: Workload, layers: int, p: int, v: int) -> tuple[tuple[int, ...], ...]:
    """Decoder layers of each rank's v model chunks, in chunk order (rank r holds the global
    chunks r, r + p, …): the split ``rank_layers`` sums."""
    if not accounts_for_ends(w, layers, p):
        return tuple(tuple(_spread(n, v)) for n in _spread(layers, p))
    chunks = _spread(layers + 2, p * v)
    chunks[0] -= 1
    chunks[-1] -= 1
    return tuple(tuple(chunks[r::p]) for r in range(p))


@functools.lru_cache(maxsize=256)
def interleaved_in_flight(chunks: tuple[tuple[int, ...], ...], p: int, v: int) -> tuple[float, ...]:
    """Layer-micro-batches of activations each rank holds at its peak under Megatron-Core's
    interleaved 1F1B (megatron/core/pipeline_parallel/schedules.py): the forwards run in the
    order of ``get_schedule_table`` (micro-batch groups of p: chunk 0 for micro-batches 0…p−1,
    chunk 1 for the same, …, then the next group), the backwards in the same order with the
    chunks reversed (``get_model_chunk_id``); rank r runs 2·(p − r − 1) + (v − 1)·p warm-up
    forwards, then one forward and one backward a step, and frees a micro-batch's chunk at
    its backward. Taken at a micro-batch count past the warm-up (3·p, where the peak no longer
    grows; Megatron-LM's theoretical_memory_usage.py likewise assumes a full pipeline).

    With equal chunks of c layers, rank 0 holds 2·(p − 1) + (v − 1)·p + 1 = p·v + p − 1
    chunk-forwards, L·(1 + (p − 1)/(p·v)) layers at L/p a rank (Narayanan et al. 2021
    §2.2.2); where the embedding takes the first chunk's slot, that chunk holds no layer and
    the peak moves to rank 1 (core/pipeline.py)."""
    m = 3 * p
    ids = np.array(
        [c for lo in range(0, m, p) for c in range(v) for _ in range(lo, min(lo + p, m))]
    )
    peaks = []
    for r in range(p):
        warmup = min(2 * (p - r - 1) + (v - 1) * p, m * v)
        per_chunk = np.asarray(chunks[r], dtype=float)
        forward = np.cumsum(per_chunk[ids])
        backward = np.concatenate(([0.0], np.cumsum(per_chunk[v - 1 - ids])))
        held = forward.copy()
        steady = np.arange(warmup, m * v)  # after forward i the backwards 0 … i − warmup − 1 ran
        held[steady] -= backward[steady - warmup]
        peaks.append(float(held.max()))
    return tuple(peaks)
