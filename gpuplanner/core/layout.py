"""Automatic layout: per GPU count, the fastest (so cheapest) layout that fits memory.

A layout is (t, p, micro-batch, ZeRO stage, recompute, SP); N = d·t·p. The workload pins
every field except those named in ``Workload.auto_layout``; for those, gpuplanner tries the
candidates below and keeps, at each N, the one with the shortest modelled step among those
that fit the platform's memory and are valid at N. At a fixed N every cost line grows with
the hours the GPUs are held, so the fastest layout that fits is also the cheapest (ties go
to the simpler layout: candidates are ordered simplest first). The search
(``core/layout_search.py``) works on the (candidate, N) cells where a layout can run, all at
once in numpy; no Python loop over N.

Headroom rule: a layout above ``HEADROOM_LIMIT`` (95 %) of usable memory is what the plan
flags as tight (``Code.MEMORY_TIGHT``), so the automatic layout does not pick one wherever it
can avoid it: when some candidate keeps that headroom at a count the platform may use (the
fixed count, else any within the quota), only such candidates count as fitting
(``core/evaluate._automatic``), and a count where none does needs more GPUs. Only when no
count can keep the headroom does the fastest layout that fits stay, flagged. Why: a layout
filling 79.3 of 80 GB runs out of memory on an allocator fragmentation spike or a slightly
longer sequence (PyTorch's caching allocator commonly fragments a few per cent of a card,
DESIGN §3.3); picking it and then warning that it is too tight contradicts itself (issue 25).
``pick`` keeps a softer rule for the counts it is given — among the layouts within
``SPEED_BAND`` (1 %) of the fastest, the fastest that keeps the headroom — which applies when
the headroom cannot be kept anywhere. A pinned layout is the user's: kept, and flagged.

Candidates for an automatic field (others stay as typed):
- tensor_parallel: powers of two dividing the attention and the KV heads, up to the widest
  scale-up domain among the plan's platforms (``gpus_per_node``; at least 8: 1, 2, 4, 8 on
  HGX, up to 64 on an NVL72 rack); each platform only within its own domain (t above its
  ``gpus_per_node`` is masked there).
- pipeline_parallel: 1, 2, 4, 8, 16 dividing the layers.
- zero_stage: 2 or 3 without pipelining (ZeRO-1 and 0 move the same traffic as ZeRO-2 and
  hold more, so they never win), 1 with it (Megatron/DeepSpeed do not combine ZeRO-2/3 with PP).
- micro_batch: 1; with ZeRO-3 also 2, 4, 8 (fewer weight gathers per step).
- recompute: none and full; selective too without FlashAttention (with it, selective holds
  the same activations as none and costs more time).
- sequence_parallel: on whenever t > 1 (it saves memory and costs no time in the model).
- expert_parallel (MoE only): 1, 2, 4 … 64 dividing the experts (and, at N, d).
- virtual_pipeline (p > 1, a stack with an interleaved schedule): 1, 2 and the most chunks the
  stack's layer split allows (core/pipeline.py); above 1 only where the micro-batches a step
  are a multiple of p (Megatron-Core's interleaved schedule; ``layouts_ok``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from gpuplanner.core.memory import model_shape
from gpuplanner.core.pipeline import virtual_choices
from gpuplanner.core.platform import Platform
from gpuplanner.core.stacks import stack_of
from gpuplanner.core.workload import STACKS_WITHOUT_EP, LayoutField, Recompute, Workload

__all__ = ["LayoutField", "LayoutSweep", "layout_candidates", "layout_cause", "layout_ok"]

# Tensor parallelism: powers of two up to the widest scale-up domain among the plan's platforms
# (gpus_per_node: 8 in an HGX node, 72 in an NVL72 rack), never fewer than an HGX node's 8.
HGX_SCALE_UP = 8
PP_CHOICES = (1, 2, 4, 8, 16)
EP_CHOICES = (1, 2, 4, 8, 16, 32, 64)
MICRO_BATCH_CHOICES = (1, 2, 4, 8)
# Share of usable memory above which a layout has no headroom (issue #17's "~95 %").
HEADROOM_LIMIT = 0.95
# A layout this much slower (relative step time) than the fastest still counts as as fast.
SPEED_BAND = 0.01
_RECOMPUTE_CODES = {Recompute.NONE: 0, Recompute.SELECTIVE: 1, Recompute.FULL: 2}
_RECOMPUTE_NAMES = {v: k for k, v in _RECOMPUTE_CODES.items()}


def tp_choices(w: Workload, scale_up: int = HGX_SCALE_UP) -> list[int]:
    """The tensor-parallel degrees an automatic TP tries: powers of two up to ``scale_up``
    (at least 8) dividing both the attention heads and the KV heads — Megatron-Core splits
    each over the TP ranks (attention.py: ``divide(num_attention_heads, tp)`` and
    ``divide(num_query_groups, tp)``), so TP 16 on 8 KV heads does not run."""
    shape = model_shape(w.model)
    heads = w.model.heads or round(shape.heads)
    kv_heads = w.model.kv_heads or heads
    widest = max(HGX_SCALE_UP, scale_up)
    powers = [2**k for k in range(widest.bit_length()) if 2**k <= widest]
    return [t for t in powers if heads % t == 0 and kv_heads % t == 0]


def layout_candidates(w: Workload, scale_up: int = HGX_SCALE_UP) -> tuple[Workload, ...]:
    """The workload with each combination of candidate values for its automatic fields; TP up
    to ``scale_up``, the widest scale-up domain the plan's platforms offer (``tp_choices``)."""
    auto = set(w.auto_layout)
    if not auto:
        return (w,)
    shape = model_shape(w.model)
    layers = w.model.layers or round(shape.layers)
    tps = tp_choices(w, scale_up) if "tensor_parallel" in auto else [w.tensor_parallel]
    pps = (
        [p for p in PP_CHOICES if p <= layers and layers % p == 0]
        if "pipeline_parallel" in auto
        else [w.pipeline_parallel]
    )
    eps = [w.expert_parallel]
    # Never a layout the stack cannot run: no expert parallelism offered to a stack without it
    # (Hugging Face Trainer; core/workload.STACKS_WITHOUT_EP).
    can_ep = stack_of(w) not in STACKS_WITHOUT_EP
    if "expert_parallel" in auto and can_ep and w.model.is_moe and w.model.experts:
        eps = [e for e in EP_CHOICES if w.model.experts % e == 0]
    recomputes = [w.recompute]
    if "recompute" in auto:
        recomputes = [Recompute.NONE, Recompute.FULL]
        if not w.flash_attention:
            recomputes.insert(1, Recompute.SELECTIVE)
    out: list[Workload] = []
    etp = w.expert_tensor_parallel
    for t in (t for t in tps if not etp or t % etp == 0):  # ETP divides TP
        for p in pps:
            if "virtual_pipeline" in auto:
                vs = virtual_choices(w, layers, p)
            else:
                fits = p > 1 and p * w.virtual_pipeline <= layers + 2  # as Workload checks
                vs = (w.virtual_pipeline if fits else 1,)
            zeros = ([2, 3] if p == 1 else [1]) if "zero_stage" in auto else [w.zero_stage]
            for zero in zeros:
                batches = [w.micro_batch]
                if "micro_batch" in auto:
                    options = MICRO_BATCH_CHOICES if zero == 3 else (1,)
                    batches = [b for b in options if b <= w.global_batch]
                for b, v in ((b, v) for b in batches for v in vs):
                    for r, ep in ((r, ep) for r in recomputes for ep in eps):
                        sp = t > 1 if "sequence_parallel" in auto else w.sequence_parallel
                        update = {
                            "expert_parallel": ep,
                            "tensor_parallel": t,
                            "pipeline_parallel": p,
                            "virtual_pipeline": v,
                            "zero_stage": zero,
                            "micro_batch": b,
                            "recompute": r,
                            "sequence_parallel": sp,
                        }
                        out.append(w.model_copy(update=update))
    return tuple(out)


def layout_ok(w: Workload, platform: Platform, n: np.ndarray) -> np.ndarray:
    """GPU counts at which the layout exists on the platform."""
    return layouts_ok(
        np.asarray(w.tensor_parallel),
        np.asarray(w.pipeline_parallel),
        np.asarray(w.micro_batch),
        w.global_batch,
        platform,
        n,
        np.asarray(w.expert_parallel),
        np.asarray(w.context_parallel),
        fold=np.asarray(w.expert_fold),
    )


def layout_cause(w: Workload, platform: Platform, gpus: int) -> tuple[str, dict[str, float]]:
    """Why ``gpus`` GPUs admit no layout (the first rule of ``layouts_ok`` they break), with
    the figures a fix needs: ``layout_nodes`` (not whole nodes), ``layout_scale_up`` (TP × CP
    beyond the scale-up domain), ``layout_split`` (TP × PP × EP
    does not divide N), ``layout_batch`` (micro-batch × data-parallel degree above the
    global batch) or ``layout_micro_batch`` (micro-batch × DP not dividing the global batch,
    a micro-batch of 1 included); ``layout`` where no single rule of the typed layout explains it.

    A field left to gpuplanner is taken at its most lenient value (micro-batch 1); an
    automatic TP/PP is not blamed for the split."""
    auto = set(w.auto_layout)
    split = w.tensor_parallel * w.pipeline_parallel * w.context_parallel
    unit = split * w.expert_parallel
    micro = 1 if "micro_batch" in auto else w.micro_batch
    if platform.counts_whole_nodes and gpus % platform.gpus_per_node:
        size = platform.gpus_per_node
        return "layout_nodes", {"gpus_per_node": size, **_neighbours(gpus, size)}
    span = w.tensor_parallel * w.context_parallel
    if "tensor_parallel" not in auto and span > platform.gpus_per_node:
        # TP and CP exchange every layer over the scale-up link (layouts_ok).
        return "layout_scale_up", {
            "tensor_parallel": w.tensor_parallel,
            "context_parallel": w.context_parallel,
            "span": span,
            "gpus_per_node": platform.gpus_per_node,
        }
    if w.expert_fold != 1.0:  # EP from d · TP / ETP ranks: N a multiple of p · EP · ETP too
        unit = math.lcm(
            split,
            w.pipeline_parallel * w.expert_parallel * round(w.tensor_parallel / w.expert_fold),
        )
    if not auto & {"tensor_parallel", "pipeline_parallel", "expert_parallel"} and gpus % unit:
        return "layout_split", {"split": unit, **_neighbours(gpus, unit)}
    if gpus % unit == 0 and gpus * micro > w.global_batch * split:
        # N = d·t·p: each of the d = N / (t·p) data-parallel ranks takes ≥ one micro-batch.
        ranks = gpus // split
        return "layout_batch", {
            "data_parallel": ranks,
            "micro_batch": micro,
            "need_batch": ranks * micro,
            "global_batch": w.global_batch,
            "max_gpus": (w.global_batch // micro) * split,
        }
    ranks = gpus // split if gpus % unit == 0 else 0
    if ranks and w.global_batch % (micro * ranks):
        # workload.micro_batch × DP must divide the global batch: whole micro-batches a rank.
        return "layout_micro_batch", {
            "data_parallel": ranks,
            "micro_batch": micro,
            "per_rank": round(w.global_batch / (micro * ranks), 2),
            "global_batch": w.global_batch,
        }
    return "layout", {}


def _neighbours(gpus: int, unit: int) -> dict[str, int]:
    """The nearest valid counts below (at least one unit) and above ``gpus``."""
    return {"lower": max(unit, gpus // unit * unit), "upper": (gpus // unit + 1) * unit}


def layouts_ok(
    t: np.ndarray,
    p: np.ndarray,
    b: np.ndarray,
    batch: int,
    platform: Platform | None,
    n: np.ndarray,
    ep: np.ndarray | int = 1,
    cp: np.ndarray | int = 1,
    v: np.ndarray | int = 1,
    fold: np.ndarray | float = 1.0,
) -> np.ndarray:
    """Valid GPU counts for layouts given as scalars or K × 1 columns (K × N result); without
    a platform, only what the layout itself requires. ``v``: the virtual stages the automatic
    layout offers (an interleaved schedule runs whole groups of p micro-batches a step:
    Megatron-Core's schedules.py checks ``microbatch_group_size_per_vp_stage``, p by default;
    core/pipeline.py).

    Each data-parallel rank takes whole micro-batches: micro-batch × d divides the global
    batch, a micro-batch of 1 included (Megatron-LM asserts global_batch_size %
    (micro_batch_size × data_parallel_size) == 0 in its microbatch calculator; 1,920
    sequences on d = 256 ranks would be 7.5 a rank, issue 23), so the automatic layout never
    offers one that does not and a typed one is invalid there."""
    # Context parallelism splits each replica's sequence: N = d·t·p·CP.
    split = np.asarray(t * p * np.asarray(cp), dtype=np.int64)
    counts = n.astype(np.int64)
    # N = d·t·p, and expert parallelism splits the data-parallel group: EP divides d, or
    # d · TP / ETP where the experts fold TP ranks into EP (``fold``, Workload.expert_fold).
    ok = counts % split == 0
    folded = np.rint(np.maximum(counts // split, 1) * np.asarray(fold)).astype(np.int64)
    ok &= folded % np.asarray(ep, dtype=np.int64) == 0
    # Each data-parallel rank needs at least one micro-batch of the global batch per step.
    micro = np.asarray(b, dtype=np.int64)
    ok &= counts * micro <= batch * split
    per_step = micro * np.maximum(counts // split, 1)  # sequences per micro-step, b·d
    ok &= batch % per_step == 0
    # Interleaved: m = batch / (b·d) micro-batches, a whole multiple of p.
    groups = per_step * np.asarray(p, dtype=np.int64)
    ok &= (np.asarray(v) == 1) | ((batch % groups == 0) & (batch >= groups))
    if platform is None:
        return ok
    if platform.counts_whole_nodes:
        ok = ok & (counts % platform.gpus_per_node == 0)
    # Tensor and context parallelism only within the scale-up domain (an NVL72 rack is a
    # 72-GPU node): both exchange every layer over the scale-up link.
    return ok & (t * np.asarray(cp) <= platform.gpus_per_node)


@dataclass(frozen=True, eq=False)
class LayoutSweep:
    """The layout used at each N (arrays over N, like every result)."""

    tensor_parallel: np.ndarray
    pipeline_parallel: np.ndarray
    virtual_pipeline: np.ndarray
    micro_batch: np.ndarray
    zero_stage: np.ndarray
    recompute: np.ndarray  # 0 none, 1 selective, 2 full
    sequence_parallel: np.ndarray
    expert_parallel: np.ndarray
    context_parallel: np.ndarray
    expert_fold: np.ndarray  # TP / ETP (Workload.expert_fold): 1 without folding
    automatic: tuple[str, ...]

    def workload_at(self, w: Workload, index: int) -> Workload:
        """``w`` with the layout used at N = index + 1 (its typed expert TP kept)."""
        update: dict[str, Any] = {
            name: int(getattr(self, name)[index])
            for name in (
                "tensor_parallel",
                "pipeline_parallel",
                "virtual_pipeline",
                "micro_batch",
                "zero_stage",
                "expert_parallel",
                "context_parallel",
            )
        }
        update["sequence_parallel"] = bool(self.sequence_parallel[index])
        update["recompute"] = _RECOMPUTE_NAMES[int(self.recompute[index])]
        return w.model_copy(update=update)

    def at(self, index: int, gpus: int) -> dict[str, Any]:
        t = int(self.tensor_parallel[index])
        p = int(self.pipeline_parallel[index])
        cp = int(self.context_parallel[index])
        unit = t * p * cp
        return {
            "tensor_parallel": t,
            "pipeline_parallel": p,
            "context_parallel": cp,
            "data_parallel": gpus // unit if gpus % unit == 0 else gpus / unit,
            "virtual_pipeline": int(self.virtual_pipeline[index]),
            "micro_batch": int(self.micro_batch[index]),
            "zero_stage": int(self.zero_stage[index]),
            "recompute": _RECOMPUTE_NAMES[int(self.recompute[index])].value,
            "sequence_parallel": bool(self.sequence_parallel[index]),
            "expert_parallel": int(self.expert_parallel[index]),
            "expert_tensor_parallel": round(t / float(self.expert_fold[index])),
            "automatic": list(self.automatic),
        }


def columns(cands: tuple[Workload, ...]) -> dict[str, np.ndarray]:
    """Each layout field of the candidates as an array (one entry per candidate)."""
    return _columns(cands)


def _columns(cands: tuple[Workload, ...]) -> dict[str, np.ndarray]:
    return {
        "tensor_parallel": np.array([c.tensor_parallel for c in cands]),
        "pipeline_parallel": np.array([c.pipeline_parallel for c in cands]),
        "virtual_pipeline": np.array([c.virtual_pipeline for c in cands]),
        "micro_batch": np.array([c.micro_batch for c in cands]),
        "zero_stage": np.array([c.zero_stage for c in cands]),
        "recompute": np.array([_RECOMPUTE_CODES[c.recompute] for c in cands]),
        "sequence_parallel": np.array([c.sequence_parallel for c in cands]),
        "expert_parallel": np.array([c.expert_parallel for c in cands]),
        "context_parallel": np.array([c.context_parallel for c in cands]),
        "expert_fold": np.array([c.expert_fold for c in cands], dtype=float),
    }


def sweep_of(
    cands: tuple[Workload, ...], index: np.ndarray, automatic: tuple[str, ...]
) -> LayoutSweep:
    """The layout arrays for candidate ``index[i]`` at each N."""
    cols = _columns(cands)
    return LayoutSweep(**{k: v[index] for k, v in cols.items()}, automatic=automatic)


def pick(
    col: np.ndarray,
    step: np.ndarray,
    memory_total: np.ndarray,
    usable: float = np.inf,
) -> tuple[np.ndarray, np.ndarray]:
    """Per N, among the cells that run and fit (1-D, ordered by N then candidate, as
    ``layout_search.Cells``): the fastest, or (headroom rule, module docstring) the fastest
    within ``SPEED_BAND`` of it that keeps ``HEADROOM_LIMIT`` of ``usable`` memory; ties go to
    the first candidate (the simplest). Returns the indices of the counts that have such
    cells and, for each, the cell chosen; the other counts are the caller's (where none fits,
    ``layout_search`` shows the valid candidate needing least memory; where none is valid,
    the first)."""
    starts, seg = _segments(col)
    if not starts.size:
        return starts, starts
    fastest = np.minimum.reduceat(step, starts)
    band = np.isfinite(step) & (step <= fastest[seg] * (1.0 + SPEED_BAND))
    roomy = band & (memory_total <= HEADROOM_LIMIT * usable)
    any_roomy = np.logical_or.reduceat(roomy, starts)
    # Where some cell keeps the headroom, only those compete.
    return first_min(col, np.where(any_roomy[seg] & ~roomy, np.inf, step))


def first_min(col: np.ndarray, value: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per count of 1-D cells ordered by count (``col``): the count's index and its first
    cell with the least ``value`` (NaN values: the count's first cell)."""
    starts, seg = _segments(col)
    if not starts.size:
        return starts, starts
    least = np.minimum.reduceat(value, starts)
    where = np.where(value == least[seg], np.arange(col.size), col.size)
    first = np.minimum.reduceat(where, starts)
    return col[starts], np.where(first < col.size, first, starts)


def _segments(col: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Where each run of equal ``col`` starts, and each cell's run."""
    new = np.ones(col.size, bool)
    np.not_equal(col[1:], col[:-1], out=new[1:])
    return np.flatnonzero(new), np.cumsum(new) - 1


def dominance_pairs(cands: tuple[Workload, ...]) -> tuple[np.ndarray, np.ndarray]:
    """(slower, faster) candidate indices where ``faster`` takes no longer at any N.

    With every other field equal: less recompute is faster (none < selective < full: the work
    and TP traffic only grow); ZeRO-2 is faster than ZeRO-3 (it moves 2·G once a step where
    ZeRO-3 moves 2·W + G every micro-batch; without pipelining there is no bubble); and under
    ZeRO-3 a larger micro-batch is faster (fewer gathers, the same compute and TP volume).
    Where the faster one also fits, the slower one can never be chosen.
    """
    order = _RECOMPUTE_CODES
    index = {_key(c): i for i, c in enumerate(cands)}
    slow: list[int] = []
    fast: list[int] = []
    for i, c in enumerate(cands):
        key = _key(c)
        faster = []
        r = order[c.recompute]
        faster += [(*key[:5], q) for q in range(r)]
        if c.zero_stage == 3 and c.pipeline_parallel == 1:
            faster.append((*key[:2], 1, 2, *key[4:]))  # ZeRO-2 at micro-batch 1
            bigger = [b for b in MICRO_BATCH_CHOICES if b > c.micro_batch]
            faster += [(*key[:2], b, 3, *key[4:]) for b in bigger]
        for k in faster:
            j = index.get(k)
            if j is not None:
                slow.append(i)
                fast.append(j)
    return np.array(slow, dtype=int), np.array(fast, dtype=int)


def _key(c: Workload) -> tuple[object, ...]:
    order = _RECOMPUTE_CODES
    return (
        c.tensor_parallel,
        c.pipeline_parallel,
        c.micro_batch,
        c.zero_stage,
        (c.expert_parallel, c.sequence_parallel, c.virtual_pipeline),
        order[c.recompute],
    )


def undominated(okfits: np.ndarray, pairs: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    """Rows (candidates) that can win somewhere: not covered by a faster one that fits
    wherever they do."""
    slow, fast = pairs
    keep = np.ones(okfits.shape[0], bool)
    if slow.size:
        bits = np.packbits(okfits, axis=1)  # eight counts a byte: the same test, 8× fewer
        covered = np.all((bits[slow] & ~bits[fast]) == 0, axis=1)
        keep[slow[covered]] = False
    return keep
