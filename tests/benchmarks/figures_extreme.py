"""Benchmark figures ``extreme_*``: evaluation of the extreme plans (extreme_plans.py).

``extreme_1000_platforms_ms`` (1,000 platforms, N ≤ 1,024), ``extreme_sweep_100k_ms``
(10 platforms, N ≤ 100,000), ``extreme_1t_params_ms`` (a 1e12-parameter model, N ≤ 100,000),
``extreme_1_token_ms``: median wall time of ``evaluate``; ``extreme_1000_simulate_ms``: the
Monte Carlo pass on the 1,000 platforms; ``extreme_1000_table_ms``: the Results ranking table
(model + view sized like the Results tab: ResizeToContents from 100 rows) taking a new result
of the 1,000-platform plan and painting. Budget: each under 1 s (hardening issue). The charts
are not included: with 1,000 platforms their legends alone take tens of seconds to build.
"""

from __future__ import annotations

import argparse
import os
from dataclasses import replace

from extreme_plans import one_token, thousand_platforms, trillion_parameters, wide_sweep
from registry import figure, median_ms

EXTREME_BUDGET_MS = 1000.0
MAX_RUNS = 5  # each run is up to a few hundred milliseconds


@figure("extreme_evaluate_ms")
def extreme_evaluate_ms(args: argparse.Namespace) -> dict[str, float]:
    from gpuplanner.core import evaluate
    from gpuplanner.core.uncertainty import simulate

    runs = max(1, min(args.repeat, MAX_RUNS))
    figures: dict[str, float] = {}
    for name, build in (
        ("extreme_1000_platforms_ms", thousand_platforms),
        ("extreme_sweep_100k_ms", wide_sweep),
        ("extreme_1t_params_ms", trillion_parameters),
        ("extreme_1_token_ms", one_token),
    ):
        plan = build()
        figures[name] = round(median_ms(lambda p=plan: evaluate(p), runs, warmup=1), 1)
    plan = thousand_platforms()
    result = evaluate(plan)
    figures["extreme_1000_simulate_ms"] = round(
        median_ms(lambda: simulate(plan, result), runs, warmup=1), 1
    )
    return figures


@figure("extreme_1000_table_ms")
def extreme_1000_table_ms(args: argparse.Namespace) -> dict[str, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication, QHeaderView, QTableView

    from gpuplanner.core import evaluate
    from gpuplanner.gui.ranking_model import RankingTableModel

    app = QApplication.instance() or QApplication([])
    plan = thousand_platforms()
    result = evaluate(plan)
    runs = max(1, min(args.repeat, MAX_RUNS))
    # A fresh result per update, as after each edit (results cache their chosen points).
    fresh = iter(
        [
            replace(result, platforms=tuple(replace(p) for p in result.platforms))
            for _ in range(runs + 1)
        ]
    )
    model = RankingTableModel()
    view = QTableView()
    view.setModel(model)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setResizeContentsPrecision(100)  # as the Results tab (results_tab.py)
    view.resize(1280, 500)
    view.show()

    def update() -> None:
        model.set_result(plan, next(fresh))
        app.processEvents()

    return {"extreme_1000_table_ms": round(median_ms(update, runs, warmup=1), 1)}
