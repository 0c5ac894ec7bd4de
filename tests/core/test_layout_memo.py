"""An edit that leaves the workload and a platform's hardware unchanged reuses the automatic
layout search (core/layout_memo.py); one that changes the hardware searches again.

The plan: a 30B model (60 layers, hidden 6,656, 64 heads) under ZeRO-0 with only the tensor
parallel degree automatic, on A100 80G at 10 CNY/GPU-h, N = 1 … 16. Its model states are
16 B/param (mixed-precision Adam): 30e9 × 16 B ÷ TP. TP 8 holds 60 GB of states per GPU and
fits in 80 GB; TP 4 holds 120 GB and fits nowhere. With 8 GPUs per node the cheapest count
is N = 8 on TP 8; with 4 GPUs per node TP 8 spans two nodes, is never chosen, and no count
can run the job.
"""

from __future__ import annotations

import numpy as np
import pytest
from plans import make_plan, platform, workload

from gpuplanner.core import evaluate, layout_search
from gpuplanner.core.edit import replace_at
from gpuplanner.core.layout_memo import LAYOUTS
from gpuplanner.core.platform import Platform
from gpuplanner.core.platform_memo import MEMO

M30 = {"params_b": 30.0, "layers": 60, "hidden": 6656, "heads": 64, "ffn": 17920}


@pytest.fixture
def plan():
    MEMO.clear()
    LAYOUTS.clear()
    w = workload(model=M30, zero_stage=0, auto_layout=("tensor_parallel",))
    yield make_plan(workload=w, platforms=[platform(max_gpus=16)], settings={"max_gpus": 16})
    MEMO.clear()
    LAYOUTS.clear()


@pytest.fixture
def searches(monkeypatch) -> list[int]:
    """How many times a platform's automatic layout is searched."""
    calls: list[int] = []
    search = layout_search._search

    def counted(*args, **kwargs):
        calls.append(1)
        return search(*args, **kwargs)

    monkeypatch.setattr(layout_search, "_search", counted)
    return calls


def test_a_price_edit_keeps_the_layout_and_changes_the_cost(plan, searches) -> None:
    """10 → 15 CNY/GPU-h: the same TP 8 at N = 8, the bill × 1.5 (held minutes × N × price),
    and no search run again."""
    before = evaluate(plan).platforms[0]
    assert before.chosen == 8 and before.layout.tensor_parallel[7] == 8
    assert len(searches) == 1
    dearer = replace_at(plan, ("platforms", 0, "pricing", "price_per_gpu_hour"), 15.0)
    after = evaluate(dearer).platforms[0]
    assert len(searches) == 1  # the search of the first evaluation was reused
    assert after.chosen == 8
    np.testing.assert_array_equal(after.layout.tensor_parallel, before.layout.tensor_parallel)
    np.testing.assert_array_equal(after.efficiency, before.efficiency)
    assert after.total_cost[7] == pytest.approx(before.total_cost[7] * 1.5)


def test_a_hardware_edit_searches_the_layout_again(plan, searches) -> None:
    """4 GPUs per node: TP 8 would span two nodes, TP 4 holds 120 GB > 80 GB: nothing runs."""
    assert evaluate(plan).platforms[0].chosen == 8
    small_nodes = replace_at(plan, ("platforms", 0, "gpus_per_node"), 4)
    after = evaluate(small_nodes).platforms[0]
    assert len(searches) == 2
    assert int(after.layout.tensor_parallel.max()) == 4
    assert after.chosen is None


def test_the_memo_answers_as_a_fresh_evaluation(plan) -> None:
    """An MFU edit and back: the kept search gives the first evaluation's figures again."""
    first = evaluate(plan).platforms[0]
    evaluate(replace_at(plan, ("platforms", 0, "mfu"), 0.3))
    again = evaluate(plan).platforms[0]
    LAYOUTS.clear()
    MEMO.clear()
    fresh = evaluate(plan).platforms[0]
    for r in (first, again):
        np.testing.assert_array_equal(r.total_cost, fresh.total_cost)
        np.testing.assert_array_equal(r.layout.tensor_parallel, fresh.layout.tensor_parallel)


class _Reads:
    """A platform that records the names the search reads from it (properties included: they
    are evaluated on the recorder, so the fields they read are recorded too)."""

    def __init__(self, p: Platform) -> None:
        object.__setattr__(self, "_p", p)
        object.__setattr__(self, "read", set())

    def __getattr__(self, name: str) -> object:
        attr = getattr(type(self._p), name, None)
        if isinstance(attr, property):
            return attr.fget(self)  # type: ignore[misc]
        self.read.add(name)
        return getattr(self._p, name)


def test_the_search_key_leaves_out_only_fields_the_search_never_reads(plan) -> None:
    """The search's result is kept under every platform field but ``_NOT_PHYSICAL``: the
    search (memory fit, node span, step model) must read none of those, or an edit of one
    would reuse a stale layout. ``fixed_gpus`` and ``max_gpus`` enter the key through the
    headroom rule's answer, which is computed before the lookup."""
    n = np.arange(1.0, 17.0)
    search = LAYOUTS.of(plan.workload, n, plan.settings.runtime_reserve_gb).search
    assert search is not None
    p = _Reads(plan.platforms[0])
    layout_search._search(plan.workload, p, n, 100.0, search, None, _pools(p, n, search))
    assert {"gpu", "gpus_per_node"} <= p.read, p.read
    assert not p.read & layout_search._NOT_PHYSICAL


def _pools(p, n, search):
    cells = search.cells
    ok = (search.tensor_parallel[:, 0] <= p.gpus_per_node)[cells.row]
    limit = layout_search.HEADROOM_LIMIT * p.usable_memory
    return ok, ok & (cells.memory.total <= limit), limit
