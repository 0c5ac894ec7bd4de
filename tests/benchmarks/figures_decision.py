"""Benchmark figure ``monte_carlo_ms``: ``simulate`` (Monte Carlo, tornado) on 10 platforms.

Kept apart from ``evaluate_ms`` because the GUI runs ``simulate`` coalesced, off the keystroke
path; its budget is 30 ms (issue "Decision support"). Also reports ``evaluate_simulate_ms``,
the whole headless pass (evaluate, then simulate), as the CLI report runs it.
"""

from __future__ import annotations

import argparse

from registry import figure, fresh_evaluate, median_ms
from ten_platforms import ten_platform_plan

MONTE_CARLO_BUDGET_MS = 30.0


@figure("monte_carlo_ms")
def monte_carlo_ms(args: argparse.Namespace) -> dict[str, float]:
    from gpuplanner.core import evaluate
    from gpuplanner.core.uncertainty import simulate

    plan = ten_platform_plan()
    result = evaluate(plan)
    return {
        "monte_carlo_ms": round(median_ms(lambda: simulate(plan, result), args.repeat), 3),
        "evaluate_simulate_ms": round(
            median_ms(lambda: simulate(plan, fresh_evaluate(plan)), args.repeat), 3
        ),
    }
