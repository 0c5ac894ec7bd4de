"""The automatic layout search (core/layout.py states the rules): the candidates' memory, step
terms and validity once per plan, then per platform the fastest candidate that fits at each N.

Speed (issue 23: ``evaluate_auto_ms`` under 20 ms for 10 platforms × N = 1 … 1,024): most
(candidate, N) cells cannot run — N = d·t·p·CP leaves a TP 8 × PP 8 layout 16 counts of
1,024, a micro-batch of 2 with a batch of 512 nine — so memory and the step terms are
computed only on the valid cells, flattened into 1-D arrays (``Cells``): memory from each
candidate's terms that do not depend on N (``memory.memory_terms``), all cells at once; the
validity once per distinct (t, p, b, EP, CP, v). The step terms of a group of candidates
with about as many valid counts come from one call of ``StepTerms.of_layouts`` with a
candidates × counts grid of N (every term is elementwise in N, so a cell's figure is the
number it is in the full K × N table); per platform, the step model is timed, in one call,
only on the cells it can show (those that run and fit, the least-memory one where none fits,
the first kept candidate where none runs), and the pick is a per-N reduction over them
(``layout.pick``). No Python loop over N; the loops are over candidates.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any

import numpy as np

from gpuplanner.core.layout import (
    HEADROOM_LIMIT,
    HGX_SCALE_UP,
    LayoutSweep,
    columns,
    dominance_pairs,
    first_min,
    layout_candidates,
    layouts_ok,
    pick,
    undominated,
)
from gpuplanner.core.memory import (
    MEMORY_PARTS,
    MEMORY_TERMS,
    MemoryBreakdown,
    memory_of_terms,
    memory_per_gpu,
    memory_terms,
    state_totals,
)
from gpuplanner.core.platform import GpuSpec, Platform
from gpuplanner.core.scaling import StackComm, StepTerms, combine
from gpuplanner.core.workload import LayoutField, Workload

Sweep = tuple[np.ndarray, MemoryBreakdown, np.ndarray, LayoutSweep, np.ndarray]
# Candidates whose valid counts are within this factor of a group's largest share one grid.
GROUP_SPAN = 4


def at_cells(terms: StepTerms, rows: np.ndarray, cols: np.ndarray) -> StepTerms:
    """The K × M (or K × 1) terms at the cells (rows[i], cols[i]), as 1-D arrays."""
    arrays = _arrays(terms)
    width = max(v.shape[-1] for v in arrays.values())
    flat = rows * width + cols
    taken = {k: v.ravel()[flat] if v.shape[-1] == width else v[rows, 0] for k, v in arrays.items()}
    return replace(terms, **taken)


def _arrays(terms: StepTerms) -> dict[str, np.ndarray]:
    values = {f.name: getattr(terms, f.name) for f in fields(terms)}
    return {k: v for k, v in values.items() if isinstance(v, np.ndarray)}


@dataclass(frozen=True)
class Cells:
    """The (candidate, N) cells valid before any platform's limits, flattened and ordered by
    N, then by candidate (the simplest first, as ``layout.pick`` breaks ties)."""

    row: np.ndarray  # candidate index
    col: np.ndarray  # index into n
    flat: np.ndarray  # row · N + col, the cell's place in a K × N table
    n: np.ndarray  # the GPU count
    memory: MemoryBreakdown  # per GPU, GB
    template: StepTerms  # the terms' scalars (its arrays are those of some cells)
    names: tuple[str, ...]  # the terms' array fields, the rows of ``matrix``
    matrix: np.ndarray  # F × cells: every array field, so a selection is one take

    @property
    def model_flops(self) -> float:
        return self.template.model_flops

    def terms(self, index: np.ndarray) -> StepTerms:
        """The step terms of the cells ``index``, 1-D."""
        return self.at(np.take(self.matrix, index, axis=1))  # rows contiguous (a[:, i] is not)

    def at(self, matrix: np.ndarray) -> StepTerms:
        """The step terms whose array fields are the rows of ``matrix`` (``names`` order)."""
        return replace(self.template, **dict(zip(self.names, matrix, strict=True)))

    @classmethod
    def of(
        cls,
        w: Workload,
        candidates: tuple[Workload, ...],
        valid: np.ndarray,
        n: np.ndarray,
        reserve: float,
    ) -> Cells:
        by_n = np.ascontiguousarray(valid.T)  # N × K: nonzero walks it in the cells' order
        col, row = np.nonzero(by_n)
        places = np.full(by_n.shape, -1)
        places[by_n] = np.arange(col.size)
        where = places.T  # each valid cell's place in that order, K × N
        counts = valid.sum(axis=1)
        # Memory: each candidate's terms once (none depends on N), then every cell at once.
        memory = memory_of_terms(terms_of(candidates, row), n[col], reserve)
        # Step terms: one grid per group of candidates with about as many valid counts.
        taken: dict[str, np.ndarray] = {}
        terms = None
        for group in _groups(counts):
            grid_rows, grid_cols = np.nonzero(valid[group])
            offset = np.cumsum(counts[group]) - counts[group]
            rank = np.arange(grid_rows.size) - offset[grid_rows]
            width = int(counts[group].max())
            last = n[grid_cols[offset + counts[group] - 1]]  # pad with a valid count
            grid = np.repeat(last[:, None], width, axis=1)
            grid[grid_rows, rank] = n[grid_cols]
            terms = StepTerms.of_layouts(w, tuple(candidates[k] for k in group), grid)
            dest = where[group[grid_rows], grid_cols]
            for name, values in _arrays(at_cells(terms, grid_rows, rank)).items():
                taken.setdefault(name, np.empty(col.size, values.dtype))[dest] = values
        if terms is None:  # no valid cell at all: the terms' fields from an empty grid
            terms = StepTerms.of_layouts(w, candidates[:1], n[:0])
            taken = {k: v.ravel()[:0] for k, v in _arrays(terms).items()}
        names = tuple(taken)
        matrix = np.array([taken[k] for k in names], dtype=float).reshape(len(names), col.size)
        flat = row * n.size + col
        return cls(row, col, flat, n[col], memory, terms, names, matrix)


def _valid(w: Workload, cols: dict[str, np.ndarray], v: np.ndarray, n: np.ndarray) -> np.ndarray:
    """``layouts_ok`` for every candidate (K × N), taken once per distinct (t, p, b, EP, CP,
    v): candidates that differ only in ZeRO stage, recompute or SP run at the same counts."""
    names = ("tensor_parallel", "pipeline_parallel", "micro_batch", "expert_parallel")
    columns = [*(cols[k] for k in names), cols["context_parallel"], v, cols["expert_fold"]]
    keys = np.stack(columns, axis=1)
    distinct, inverse = np.unique(keys, axis=0, return_inverse=True)
    t, p, b, ep, cp, vp, fold = (distinct[:, i, None] for i in range(keys.shape[1]))
    ok = layouts_ok(t, p, b, w.global_batch, None, n, ep, cp, vp, fold)
    return ok[inverse.ravel()]


def terms_of(candidates: tuple[Workload, ...], row: np.ndarray) -> dict[str, np.ndarray]:
    """The candidates' memory terms (core/memory.memory_terms), taken at each cell's row."""
    totals = state_totals(candidates[0])  # the same for every candidate (no layout field)
    per_candidate = [memory_terms(c, totals) for c in candidates]
    return {k: np.array([t[k] for t in per_candidate])[row] for k in MEMORY_TERMS}


def _groups(counts: np.ndarray) -> list[np.ndarray]:
    """Candidates with valid counts, most counts first, in groups whose counts are within
    ``GROUP_SPAN`` of the group's largest (a grid pads each to the largest)."""
    order = [int(k) for k in np.argsort(-counts, kind="stable") if counts[k]]
    groups: list[list[int]] = []
    for k in order:
        if groups and counts[k] * GROUP_SPAN > counts[groups[-1][0]]:
            groups[-1].append(k)
        else:
            groups.append([k])
    return [np.array(g) for g in groups]


@dataclass(frozen=True)
class LayoutSearch:
    """The candidates, their validity before any platform's limits (K × N) and their valid
    cells' memory and step terms."""

    workload: Workload
    candidates: tuple[Workload, ...]
    n: np.ndarray
    reserve: float
    valid: np.ndarray  # K × N
    tensor_parallel: np.ndarray  # K × 1: TP × CP, the GPUs that must share a node
    pairs: tuple[np.ndarray, np.ndarray]  # (slower, faster) candidates (layout.py)
    columns: dict[str, np.ndarray]  # each layout field per candidate (layout.columns)
    cells: Cells
    # Candidates' terms (in ``cells.names`` order, F × N) and memory at every N, computed
    # when a platform first shows one where no candidate runs (``outside``), then kept for
    # the other platforms.
    every_n: dict[int, tuple[np.ndarray, MemoryBreakdown]] = field(default_factory=dict)
    found: dict[tuple[Any, ...], Sweep] = field(default_factory=dict)  # automatic, by platform

    def outside(self, k: int) -> tuple[np.ndarray, MemoryBreakdown]:
        """Candidate ``k``'s step terms (as ``Cells.matrix``, a column per count) and memory at
        every count, valid or not (where no candidate runs, the first kept is shown)."""
        if k not in self.every_n:
            c, size = self.candidates[k], self.n.size
            terms = StepTerms.of_layouts(self.workload, (c,), self.n)
            flat = _arrays(at_cells(terms, np.zeros(size, int), np.arange(size)))
            matrix = np.array([flat[name] for name in self.cells.names], dtype=float)
            self.every_n[k] = matrix, memory_per_gpu(c, self.n, self.reserve)
        return self.every_n[k]


@dataclass(frozen=True)
class Layouts:
    """The workload's layout candidates, searched once per plan and shared by every platform;
    ``search`` is None when every layout field is pinned. ``terms`` and ``sweep`` are the
    workload's own (typed) layout, the same for every platform."""

    candidates: tuple[Workload, ...]
    terms: StepTerms
    sweep: LayoutSweep
    search: LayoutSearch | None = None
    # Per-op rates of the candidates per (GPU, peak), filled as platforms are evaluated.
    rates: dict[tuple[GpuSpec, float], np.ndarray | None] = field(default_factory=dict)

    @classmethod
    def of(
        cls, w: Workload, n: np.ndarray, reserve: float, scale_up: int = HGX_SCALE_UP
    ) -> Layouts:
        """The candidates (TP up to ``scale_up``, the widest scale-up domain among the plan's
        platforms), their search, and the workload's own layout."""
        candidates = layout_candidates(w, scale_up)
        own = columns((w,))
        typed = LayoutSweep(**{k: v[np.zeros(n.shape, int)] for k, v in own.items()}, automatic=())
        terms = StepTerms.of(w, n)
        per_candidate = columns(candidates)
        # One candidate that is the workload's own layout needs no search; one that is not
        # (an automatic TP whose only choice is 1, on one KV head, beside a stored TP 8) is
        # searched like any other, so the layout run is the candidate, never the stored one.
        if len(candidates) == 1 and all(
            np.array_equal(v, own[k]) for k, v in per_candidate.items()
        ):
            return cls(candidates, terms, typed)
        cols = {k: v[:, None] for k, v in per_candidate.items()}
        t = cols["tensor_parallel"]
        # Only an automatic interleaving is held to whole groups of p micro-batches; a pinned
        # one is the user's (core/layout.py).
        auto_v = LayoutField.VIRTUAL_PIPELINE in w.auto_layout
        v = per_candidate["virtual_pipeline"] if auto_v else np.ones(len(candidates), int)
        valid = _valid(w, per_candidate, v, n)
        search = LayoutSearch(
            w,
            candidates,
            n,
            reserve,
            valid,
            t * cols["context_parallel"],  # the scale-up span: TP × CP
            dominance_pairs(candidates),
            per_candidate,
            Cells.of(w, candidates, valid, n, reserve),
        )
        return cls(candidates, terms, typed, search)


def automatic(
    w: Workload,
    p: Platform,
    n: np.ndarray,
    x: float,
    search: LayoutSearch,
    work: tuple[np.ndarray, StackComm] | None = None,
) -> Sweep:
    """Per N the fastest candidate layout that fits (core/layout.py), all candidates at once,
    and whether it fits: within the headroom limit wherever the platform can keep it."""
    cells = search.cells
    spans = search.tensor_parallel[:, 0] <= p.gpus_per_node  # per candidate
    whole = np.ones(n.shape, bool)
    if p.counts_whole_nodes:
        whole = n.astype(np.int64) % p.gpus_per_node == 0
    ok = spans[cells.row] & whole[cells.col]
    limit = HEADROOM_LIMIT * p.usable_memory
    roomy = ok & (cells.memory.total <= limit)  # the headroom rule's pool
    # Some count the plan may use has a layout with headroom: a layout above the limit then
    # does not count as fitting, so the automatic layout never picks one it then flags as
    # tight (Code.MEMORY_TIGHT); those counts need more GPUs or another layout.
    headroom = keeps_headroom(p, n, cells.col[roomy])
    # Platforms alike in everything the search reads (offers of one machine at different
    # prices) share one search; each gets its own copy of the arrays.
    rates = None if work is None else (work[0].tobytes(), work[1])
    key = (_physical(p), headroom, x, rates)
    found = search.found.get(key)
    if found is None:
        found = _search(w, p, n, x, search, work, (ok, roomy, limit if headroom else None))
        search.found[key] = found
    layout_ok, memory, efficiency, sweep, fits = found
    copied = {k: getattr(memory, k).copy() for k in MEMORY_PARTS}
    arrays = {f.name: getattr(sweep, f.name).copy() for f in fields(sweep) if f.name != "automatic"}
    return (
        layout_ok.copy(),
        MemoryBreakdown(**copied),
        efficiency.copy(),
        replace(sweep, **arrays),
        fits.copy(),
    )


# Platform fields that never enter the layout search or the step model (money, words, dates,
# data movement, interruptions, uncertainty); every other field does, or may.
_NOT_PHYSICAL = frozenset(
    {
        "name",
        "notes",
        "preset_id",
        "vendor",
        "prices_as_of",
        "prices_entered",
        "quote_valid_until",
        "prices_include_vat",
        "quoted_currency",
        "quoted_rate",
        "typed_pricing",
        "pricing",
        "fees",
        "adjustment",
        "energy",
        "ranges",
        "setup_hours",
        "upload_mbps",
        "download_mbps",
        "transfer_holds_gpus",
        "queue_hours",
        "interruption_rate",
        "checkpointing",
        "checkpoint_interval_hours",
        "checkpoint_write_hours",
        "restart_hours",
        "measurement",
        "qualification",
        "fixed_gpus",  # only through the headroom rule, keyed by its answer
        "max_gpus",
    }
)


def _physical(p: Platform) -> tuple[Any, ...]:
    return tuple(getattr(p, k) for k in type(p).model_fields if k not in _NOT_PHYSICAL)


def _search(
    w: Workload,
    p: Platform,
    n: np.ndarray,
    x: float,
    search: LayoutSearch,
    work: tuple[np.ndarray, StackComm] | None,
    pools: tuple[np.ndarray, np.ndarray, float | None],
) -> Sweep:
    """``automatic`` for one platform: ``pools`` are the cells that run there, those that
    keep the headroom, and the headroom limit when it applies."""
    cells = search.cells
    size = len(search.candidates), n.size
    ok, roomy, limit = pools
    total = cells.memory.total
    cap = p.usable_memory if limit is None else limit
    okfit = ok & (total <= cap)
    # Only the candidates that can win somewhere enter the step model: they fit somewhere and
    # no faster candidate fits wherever they do (all of them when none fits, so an
    # infeasible platform still shows its least-memory layout).
    fitting, pool = np.zeros(size, bool), np.zeros(size, bool)
    fitting.ravel()[cells.flat[okfit]] = True
    pool.ravel()[cells.flat[roomy]] = True
    kept = (fitting.any(axis=1) & undominated(fitting, search.pairs)) | (
        pool.any(axis=1) & undominated(pool, search.pairs)
    )
    if not kept.any():
        kept[:] = True
    first_kept = int(np.flatnonzero(kept)[0])
    # The cells the step model times: a kept candidate's counts where it runs and fits …
    timed = np.flatnonzero(kept[cells.row] & okfit)
    untimed = np.ones(n.size, bool)
    untimed[cells.col[timed]] = False
    # … at the counts where none fits, the valid candidate needing least memory (to explain) …
    spare = np.flatnonzero(kept[cells.row] & ok & untimed[cells.col])
    explained, least = first_min(cells.col[spare], total[spare])
    # … and where no candidate runs, the first kept one (its terms at every count).
    untimed[explained] = False
    nowhere = np.flatnonzero(untimed)
    # One call of the step model for all three (it is elementwise in the cells).
    on = np.concatenate([timed, spare[least]])
    rows = np.concatenate([cells.row[on], np.full(nowhere.size, first_kept)])
    matrix = np.take(cells.matrix, on, axis=1)
    memory = None
    if nowhere.size:
        outside, memory = search.outside(first_kept)
        matrix = np.concatenate([matrix, outside[:, nowhere]], axis=1)
    gpus = np.concatenate([cells.n[on], n[nowhere]])
    rates = None if work is None else work[0]
    hidden = StackComm() if work is None else work[1]
    steps = _step(cells.at(matrix), p, gpus, x, rates, rows, hidden)
    step, ends = steps[: timed.size], np.cumsum([timed.size, explained.size])
    counts, first = pick(cells.col[timed], step, total[timed], p.usable_memory)
    chosen = timed[first]  # the cell chosen at each count that has one
    index = np.empty(n.size, int)
    index[counts] = cells.row[chosen]
    index[explained] = cells.row[spare[least]]
    index[nowhere] = first_kept
    seconds = np.empty(n.size)
    seconds[counts] = step[first]
    seconds[explained] = steps[ends[0] : ends[1]]
    seconds[nowhere] = steps[ends[1] :]
    layout_ok = np.ones(n.size, bool)
    layout_ok[nowhere] = False
    fits = np.zeros(n.size, bool)
    fits[counts] = True  # where the least-memory candidate is shown, none fits
    shown = np.concatenate([counts, explained])
    shown_cells = np.concatenate([chosen, spare[least]])
    parts = {k: np.empty(n.size) for k in MEMORY_PARTS}
    for k in MEMORY_PARTS:
        parts[k][shown] = getattr(cells.memory, k)[shown_cells]
    if memory is not None:
        for k in MEMORY_PARTS:
            parts[k][nowhere] = getattr(memory, k)[nowhere]
        fits[nowhere] = memory.total[nowhere] <= cap
    sweep = LayoutSweep(
        **{k: v[index] for k, v in search.columns.items()},
        automatic=tuple(str(f) for f in w.auto_layout),
    )
    ideal = cells.model_flops / (n * x)  # the step at efficiency 1 (combine)
    return layout_ok, MemoryBreakdown(**parts), ideal / seconds, sweep, fits


def _step(
    terms: StepTerms,
    p: Platform,
    n: np.ndarray,
    x: float,
    rates: np.ndarray | None,
    row: np.ndarray,
    hidden: StackComm,
) -> np.ndarray:
    """The modelled step of 1-D cells: at X, or at each candidate's own rate (core/compute.py)
    with what its stack does with the traffic (StackComm)."""
    if rates is None:
        return combine(terms, p, n, x).total
    return combine(terms, p, n, rates[row], x, hidden).total


def keep_measured(p: Platform, n: np.ndarray, typed: Sweep, found: Sweep) -> Sweep:
    """The automatic sweep with the typed layout at each count a scaling point was measured,
    where that layout runs and fits: the measurement is of that layout (a speed-up measured
    on ZeRO-3 says nothing of PP 8), so the measured count reproduces it (issue 23: seed
    example A's V100 came out dearer automatic than pinned)."""
    counts = [s.gpus for s in p.scaling_points]
    keep = np.isin(n.astype(np.int64), counts) & typed[0] & typed[4]
    if not keep.any():
        return found

    def merged(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return np.where(keep, a, b)

    memory = MemoryBreakdown(
        **{k: merged(getattr(typed[1], k), getattr(found[1], k)) for k in MEMORY_PARTS}
    )
    arrays = [f.name for f in fields(LayoutSweep) if f.name != "automatic"]
    chosen: dict[str, Any] = {f: merged(getattr(typed[3], f), getattr(found[3], f)) for f in arrays}
    sweep = replace(found[3], **chosen)
    return (
        merged(typed[0], found[0]),
        memory,
        merged(typed[2], found[2]),
        sweep,
        merged(typed[4], found[4]),
    )


def keeps_headroom(p: Platform, n: np.ndarray, roomy_counts: np.ndarray) -> bool:
    """Whether a candidate keeps the headroom (``HEADROOM_LIMIT``) at some count the platform
    may use (``roomy_counts``: indices into ``n`` where one does): the fixed count, else any
    count within the quota."""
    allowed = n == p.fixed_gpus if p.fixed_gpus is not None else n <= (p.max_gpus or int(n[-1]))
    return bool(allowed[roomy_counts].any())
