"""Benchmark figure ``edit_to_chart_ms``: one field edit until every chart shows the new data.

The 10-platform plan (N = 1 … 1,024) in a ChartsPanel (cost chart in view) and a MemoryChart,
offscreen at realistic sizes. Each run changes platform 0's MFU (alternating 0.40 / 0.41, so
its curves, markers, bars and the frontier move), evaluates at once (the document's 30 ms
coalescing delay is a choice, not work) so every chart updates from ``result_changed``, then
repaints the charts in view synchronously and checks that each chart holds the new arrays.
Work the panel schedules for later on purpose (the Monte Carlo whiskers and tornado run on a
timer "off the edit path", gui/simulation.py) is left out. Budget 50 ms (issue "Live charts").

``edit_to_chart_workload_ms`` is the worst case: a workload edit (training tokens 1 % up and
down) moves every platform's curves at once. The ``*_cpu_ms`` twins are medians of process CPU
time for the same edits: on a shared, loaded machine wall time mostly measures the queue.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import time
from collections.abc import Callable

import numpy as np
from registry import figure, median_ms
from ten_platforms import ten_platform_plan

EDIT_BUDGET_MS = 50.0
MAX_RUNS = 30


def median_cpu_ms(fn: Callable[[], object], repeat: int, warmup: int = 3) -> float:
    """Median process CPU time of ``fn()`` in milliseconds (Qt paints in this thread)."""
    for _ in range(warmup):
        fn()
    gc.collect()
    times = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        times.append((time.process_time() - start) * 1000.0)
    return statistics.median(times)


@figure("edit_to_chart_ms")
def edit_to_chart_ms(args: argparse.Namespace) -> dict[str, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])

    from gpuplanner.core.edit import replace_at
    from gpuplanner.gui.charts import ChartsPanel, MemoryChart
    from gpuplanner.gui.document import PlanDocument

    doc = PlanDocument(ten_platform_plan())
    panel = ChartsPanel(doc)
    panel.resize(1240, 480)
    panel.show()
    memory = MemoryChart(doc)
    memory.resize(800, 360)
    memory.show()
    for _ in range(3):
        app.processEvents()
    name = doc.plan.platforms[0].name
    state = {"k": 0}

    def shows(result) -> bool:
        pr = result.platforms[0]
        mask = pr.feasible
        curves = [
            (panel.cost_chart, pr.total_cost[mask]),
            (panel.time_chart, pr.delivery_hours[mask]),
            (panel.tradeoff_chart, pr.total_cost[mask]),
        ]
        ok = all(np.array_equal(c.platform_items[name].all.getData()[1], y) for c, y in curves)
        bar_total = sum(
            bar.opts["width"][0] for bar in panel.breakdown_chart.bars.segments.values()
        )
        return ok and np.isclose(bar_total, pr.total_cost[pr.chosen - 1]) and memory.bars.segments

    in_view = (panel.cost_chart, memory)

    def apply(path: tuple, value: object) -> None:
        doc.apply(replace_at(doc.plan, path, value), "bench")
        doc.evaluate_now()
        for chart in in_view:
            chart.viewport().repaint()
        if not shows(doc.result):
            raise AssertionError("a chart does not show the new result")

    def platform_edit() -> None:
        state["k"] += 1
        apply(("platforms", 0, "mfu"), 0.40 if state["k"] % 2 else 0.41)

    tokens = doc.plan.workload.tokens

    def workload_edit() -> None:
        state["k"] += 1
        apply(("workload", "tokens"), tokens * (1.01 if state["k"] % 2 else 1.0))

    runs = max(5, min(args.repeat, MAX_RUNS))
    figures = {
        "edit_to_chart_ms": round(median_ms(platform_edit, runs), 2),
        "edit_to_chart_workload_ms": round(median_ms(workload_edit, runs), 2),
        "edit_to_chart_cpu_ms": round(median_cpu_ms(platform_edit, runs), 2),
        "edit_to_chart_workload_cpu_ms": round(median_cpu_ms(workload_edit, runs), 2),
    }
    panel.close()
    memory.close()
    return figures
