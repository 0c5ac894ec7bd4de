"""The automatic layout search on the valid (candidate, N) cells only (core/layout_search.py;
issue 23: ``evaluate_auto_ms`` under 20 ms): the same figures as the full K × N table, the
headroom rule's pick worked by hand, and platforms alike in their hardware sharing one search
without sharing arrays."""

from __future__ import annotations

import numpy as np
from plans import make_plan, platform, workload

from gpuplanner.core import evaluate
from gpuplanner.core.layout import pick
from gpuplanner.core.layout_search import Layouts
from gpuplanner.core.memory import memory_per_gpu
from gpuplanner.core.platform import HourlyPricing
from gpuplanner.core.scaling import StepTerms

AUTO = ("tensor_parallel", "pipeline_parallel", "micro_batch", "zero_stage", "recompute")
LLAMA_13B = {"params_b": 13.0, "layers": 40, "hidden": 5120, "heads": 40, "ffn": 13824}


def test_the_cells_carry_the_full_tables_figures() -> None:
    """Every valid cell's step terms and memory equal, bit for bit, those of the K × N table
    computed for every candidate at every N (the search groups candidates into grids of
    their own valid counts; every term is elementwise in N)."""
    w = workload(model=LLAMA_13B, global_batch=512, auto_layout=AUTO)
    n = np.arange(1.0, 1025.0)
    search = Layouts.of(w, n, 2.0).search
    assert search is not None
    cells = search.cells
    assert 0 < cells.row.size < 0.2 * search.valid.size  # most cells cannot run
    full = StepTerms.of_layouts(w, search.candidates, n)
    terms = cells.terms(np.arange(cells.row.size))
    for name in cells.names:
        table = np.broadcast_to(getattr(full, name), search.valid.shape)
        np.testing.assert_array_equal(getattr(terms, name), table[cells.row, cells.col])
    memory = np.stack([memory_per_gpu(c, n, 2.0).total for c in search.candidates])
    np.testing.assert_array_equal(cells.memory.total, memory[cells.row, cells.col])
    # ordered by N, then candidate: the order ties are broken in
    assert (np.diff(cells.col * len(search.candidates) + cells.row) > 0).all()


def test_the_pick_keeps_the_headroom_within_the_speed_band() -> None:
    """Two counts on an 80 GB card (headroom limit 0.95 × 80 = 76 GB). Count 0: the fastest
    cell (2.00 s) holds 79 GB; one within 1 % of it (2.01 s ≤ 2.02 s) holds 70 GB, so it is
    chosen; the 3 s cell is outside the band. Count 1: two cells tie at 5 s: the first (the
    simpler candidate) wins."""
    col = np.array([0, 0, 0, 1, 1])
    step = np.array([3.0, 2.0, 2.01, 5.0, 5.0])
    memory = np.array([10.0, 79.0, 70.0, 1.0, 1.0])
    counts, first = pick(col, step, memory, 80.0)
    assert counts.tolist() == [0, 1]
    assert first.tolist() == [2, 3]
    # without room anywhere in the band the fastest stays: at 78 GB the 2.01 s cell is tight
    _, first = pick(col, step, np.array([10.0, 79.0, 78.0, 1.0, 1.0]), 80.0)
    assert first.tolist() == [1, 3]


def test_offers_of_one_machine_share_a_search_not_its_arrays() -> None:
    """Two offers of the same GPU at different prices get the same layout at every N; each
    result holds its own arrays."""
    w = workload(model=LLAMA_13B, global_batch=256, auto_layout=AUTO)
    cheap = platform(name="cheap", max_gpus=64)
    dear = platform(name="dear", max_gpus=64, pricing=HourlyPricing(price_per_gpu_hour=19.0))
    r = evaluate(make_plan(workload=w, platforms=[cheap, dear], settings={"max_gpus": 64}))
    a, b = r.platforms
    np.testing.assert_array_equal(a.layout.tensor_parallel, b.layout.tensor_parallel)
    np.testing.assert_array_equal(a.efficiency, b.efficiency)
    assert a.total_cost[15] < b.total_cost[15]
    assert a.memory.total is not b.memory.total
    assert a.layout.tensor_parallel is not b.layout.tensor_parallel
