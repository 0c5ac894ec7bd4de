"""Benchmarks (DESIGN §9): a script, not a test. Prints one JSON object on its last line.

    python tests/benchmarks/bench.py                 # every registered figure
    python tests/benchmarks/bench.py evaluate_ms     # only the named ones
    python tests/benchmarks/bench.py --repeat 200 --list

Figures so far: ``evaluate_ms`` — median time of ``evaluate`` on the 10-platform plan swept
over N = 1 … 1,024 (ten_platforms.py; budget 10 ms). More (``edit_to_chart_ms``,
``export_ms``, ``startup_ms``, ``monte_carlo_ms``) are added as functions registered with
``@figure(...)`` here or in ``figures_*.py`` modules next to this file.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(HERE))

from registry import FIGURES, figure, fresh_evaluate, median_ms  # noqa: E402
from ten_platforms import ten_platform_plan  # noqa: E402

EVALUATE_BUDGET_MS = 10.0


@figure("evaluate_ms")
def evaluate_ms(args: argparse.Namespace) -> dict[str, float]:
    plan = ten_platform_plan()
    return {"evaluate_ms": round(median_ms(lambda: fresh_evaluate(plan), args.repeat), 3)}


@figure("evaluate_auto_ms")
def evaluate_auto_ms(args: argparse.Namespace) -> dict[str, float]:
    """The same plan with every layout field automatic (core/layout.py): the cheapest layout
    per N, searched on the cells where a candidate can run (core/layout_search.py)."""

    base = ten_platform_plan()
    auto = (
        "tensor_parallel",
        "pipeline_parallel",
        "micro_batch",
        "zero_stage",
        "recompute",
        "sequence_parallel",
    )
    workload = base.workload.model_copy(update={"auto_layout": auto})
    plan = base.model_copy(update={"workload": workload})
    return {"evaluate_auto_ms": round(median_ms(lambda: fresh_evaluate(plan), args.repeat), 3)}


def _load_figure_modules() -> None:
    for path in sorted(HERE.glob("figures_*.py")):
        importlib.import_module(path.stem)


def main(argv: list[str] | None = None) -> int:
    _load_figure_modules()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="figures to measure (default: all)")
    parser.add_argument("--repeat", type=int, default=50, help="timed runs per figure")
    parser.add_argument("--list", action="store_true", help="list the figures and exit")
    args = parser.parse_args(argv)
    if args.list:
        print("\n".join(sorted(FIGURES)))
        return 0
    unknown = [n for n in args.names if n not in FIGURES]
    if unknown:
        parser.error(f"unknown figure(s): {', '.join(unknown)}; known: {', '.join(FIGURES)}")
    results: dict[str, float] = {}
    for name in args.names or list(FIGURES):
        values = FIGURES[name](args)
        for key, value in values.items():
            print(f"{key}: {value}", file=sys.stderr)
        results.update(values)
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
