"""The automatic layout search (core/layout_search.py) gives, bit for bit, what the rules of
core/layout.py give when applied by brute force: every candidate's memory from
``memory_per_gpu`` and its step from ``combine`` over the full candidates × N table, then
per N, in a plain Python loop, the fastest candidate that runs and fits (the headroom rule
and its 1 % speed band), else the valid one needing least memory, else the first candidate
kept. The search computes memory for all candidates at once, prunes, and times only the
cells that can be shown; none of that may change a figure. Checked on validation plans of
every kind (Megatron, torchtitan with context parallelism, QLoRA, MoE on NVL72, pre-training
on A100) with every layout field automatic, and on the 10-platform benchmark plan (whole
nodes, quotas, measured points, headroom), at the inputs ``evaluate`` passes. A small case
is checked against the ZeRO paper's figures by hand."""

from __future__ import annotations

import importlib
import math
import sys
from pathlib import Path

import numpy as np
import pytest
from plans import workload

from gpuplanner.core import evaluate
from gpuplanner.core.layout import (
    HEADROOM_LIMIT,
    SPEED_BAND,
    columns,
    dominance_pairs,
    layout_candidates,
    layouts_ok,
    undominated,
)
from gpuplanner.core.layout_memo import LAYOUTS
from gpuplanner.core.layout_search import Layouts, keeps_headroom
from gpuplanner.core.memory import MEMORY_PARTS, memory_per_gpu
from gpuplanner.core.platform_memo import MEMO
from gpuplanner.core.scaling import StepTerms, combine
from gpuplanner.core.workload import LayoutField
from gpuplanner.io.plan_file import load_plan

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "benchmarks"))
from ten_platforms import ten_platform_plan  # noqa: E402

EVALUATE = importlib.import_module("gpuplanner.core.evaluate")  # the module, not evaluate()
PLANS = (
    "korthikanti-175b-acts-none.gpuplan",
    "torchtitan-8b-8-h100-cp2-tokens.gpuplan",
    "qwen-7b-qlora-8192-a100-memory.gpuplan",
    "nemo-bridge2602-deepseek-v3-256-gb200.gpuplan",
    "llama-2-7b-a100-gpu-hours.gpuplan",
    "nemo-llama3-70b-64-gb200.gpuplan",
)


def brute_force(w, p, n, x, reserve, work, scale_up):
    """``layout_search.automatic`` by the rules alone (see the module docstring)."""
    cands = layout_candidates(w, scale_up)
    cols = columns(cands)
    auto_v = LayoutField.VIRTUAL_PIPELINE in w.auto_layout
    names = ("tensor_parallel", "pipeline_parallel", "micro_batch")
    valid = np.stack(
        [
            layouts_ok(
                *(cols[k][i] for k in names),
                w.global_batch,
                None,
                n,
                cols["expert_parallel"][i],
                cols["context_parallel"][i],
                cols["virtual_pipeline"][i] if auto_v else 1,
                cols["expert_fold"][i],  # EP over d · TP / ETP (Workload.expert_fold)
            )
            for i in range(len(cands))
        ]
    )
    span = cols["tensor_parallel"] * cols["context_parallel"]
    ok = valid & (span <= p.gpus_per_node)[:, None]
    if p.counts_whole_nodes:
        ok &= n.astype(np.int64) % p.gpus_per_node == 0
    memory = [memory_per_gpu(c, n, reserve) for c in cands]
    total = np.stack([m.total for m in memory])
    limit = HEADROOM_LIMIT * p.usable_memory
    roomy = ok & (total <= limit)
    cap = limit if keeps_headroom(p, n, np.nonzero(roomy)[1]) else p.usable_memory
    fit = ok & (total <= cap)
    pairs = dominance_pairs(cands)
    kept = (fit.any(1) & undominated(fit, pairs)) | (roomy.any(1) & undominated(roomy, pairs))
    if not kept.any():
        kept[:] = True
    first_kept = int(np.flatnonzero(kept)[0])
    terms = StepTerms.of_layouts(w, cands, n)
    if work is None:
        step = combine(terms, p, n, x).total
    else:
        step = combine(terms, p, n, work[0][:, None], x, work[1]).total
    step = np.broadcast_to(step, total.shape)
    index, layout_ok, fits = [], [], []
    for j in range(n.size):
        running = [k for k in range(len(cands)) if kept[k] and fit[k, j]]
        if running:
            fastest = min(step[k, j] for k in running)
            band = [
                k
                for k in running
                if math.isfinite(step[k, j]) and step[k, j] <= fastest * (1.0 + SPEED_BAND)
            ]
            keep_room = [k for k in band if total[k, j] <= limit]
            pool = keep_room or running
            best = min(step[k, j] for k in pool)
            index.append(next(k for k in pool if step[k, j] == best))
            layout_ok.append(True)
            fits.append(True)
            continue
        shown = [k for k in range(len(cands)) if kept[k] and ok[k, j]]
        if shown:
            least = min(total[k, j] for k in shown)
            index.append(next(k for k in shown if total[k, j] == least))
            layout_ok.append(True)
            fits.append(False)
        else:
            index.append(first_kept)
            layout_ok.append(False)
            fits.append(bool(total[first_kept, j] <= cap))
    at = (np.array(index), np.arange(n.size))
    parts = {k: np.stack([getattr(m, k) for m in memory])[at] for k in MEMORY_PARTS}
    efficiency = terms.model_flops / (n * x) / step[at]
    layout = {k: v[at[0]] for k, v in cols.items()}
    return np.array(layout_ok), parts, efficiency, layout, np.array(fits)


def _searched(plan, monkeypatch):
    """Every call ``evaluate`` makes to the automatic search: its inputs and its answer."""
    calls = []
    real = EVALUATE.automatic

    def spy(w, p, n, x, search, work=None):
        found = real(w, p, n, x, search, work)
        calls.append(((w, p, n, x, search.reserve, work), found))
        return found

    monkeypatch.setattr(EVALUATE, "automatic", spy)
    MEMO.clear()
    LAYOUTS.clear()
    evaluate(plan)
    return calls


def _all_automatic(plan, sweep_max=None):
    w = plan.workload.model_copy(update={"auto_layout": tuple(LayoutField)})
    w = type(w).model_validate(w.model_dump(mode="json"))
    update = {"workload": w}
    if sweep_max:
        update["sweep_max"] = max(plan.sweep_max, sweep_max)
    return plan.model_copy(update=update)


def _check(calls, scale_up) -> None:
    assert calls
    for (w, p, n, x, reserve, work), found in calls:
        layout_ok, memory, efficiency, sweep, fits = found
        want_ok, want_parts, want_efficiency, want_layout, want_fits = brute_force(
            w, p, n, x, reserve, work, scale_up
        )
        np.testing.assert_array_equal(layout_ok, want_ok)
        np.testing.assert_array_equal(fits, want_fits)
        for k in MEMORY_PARTS:
            np.testing.assert_array_equal(getattr(memory, k), want_parts[k], err_msg=k)
        np.testing.assert_array_equal(efficiency, want_efficiency)
        for k, v in want_layout.items():
            np.testing.assert_array_equal(getattr(sweep, k), v, err_msg=k)


@pytest.mark.parametrize("name", PLANS)
def test_validation_plans_searched_as_by_brute_force(name, monkeypatch) -> None:
    plan = _all_automatic(load_plan(ROOT / "tests" / "validation" / name), sweep_max=128)
    _check(_searched(plan, monkeypatch), max(p.gpus_per_node for p in plan.platforms))


def test_benchmark_plan_searched_as_by_brute_force(monkeypatch) -> None:
    plan = _all_automatic(ten_platform_plan(256))
    calls = _searched(plan, monkeypatch)
    assert len(calls) == len(plan.platforms)
    _check(calls, 8)


def test_cells_hold_the_zero_papers_states() -> None:
    """ZeRO paper Fig. 1 (Ψ = 7.5e9, bf16 weights and gradients, fp32 Adam, 16 B/param):
    on d GPUs ZeRO-2 holds 2Ψ + 14Ψ/d, ZeRO-3 16Ψ/d. d = 64: 15 + 1.640625 = 16.640625 GB
    and 1.875 GB; d = 8: 15 + 13.125 = 28.125 GB and 15 GB. The search's cells (all
    candidates at once) hold these states."""
    w = workload(model={"params_b": 7.5}, global_batch=64, auto_layout=("zero_stage",))
    search = Layouts.of(w, np.arange(1.0, 65.0), 0.0).search
    assert search is not None
    cells = search.cells
    zero = search.columns["zero_stage"][cells.row]
    states = cells.memory.weights + cells.memory.gradients + cells.memory.optimizer
    expected = {(2, 64): 16.640625, (3, 64): 1.875, (2, 8): 28.125, (3, 8): 15.0}
    for (stage, gpus), gb in expected.items():
        (cell,) = np.flatnonzero((zero == stage) & (cells.n == gpus))
        assert states[cell] == pytest.approx(gb, rel=1e-12)
