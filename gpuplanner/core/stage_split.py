"""How a training stack splits the decoder layers over pipeline ranks (core/pipeline.py says
why, with sources): apart from core/pipeline.py so that core/memory.py can size the first
and last stages without a circle (pipeline.py needs memory.py's model shape)."""

from __future__ import annotations

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
