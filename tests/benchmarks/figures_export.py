"""Benchmark figure ``export_ms``: ``export_workbook`` of the 10-platform plan to a file.

The whole export as File → Export to Excel… runs it: every sheet, the charts, the cached
values, and the atomic write (evaluation excluded: the app already holds the result).
Budget 1 s (issue "Excel export that finance can audit"). At most 20 timed runs: one
export takes a few hundred milliseconds.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from registry import figure, median_ms
from ten_platforms import ten_platform_plan

EXPORT_BUDGET_MS = 1000.0
MAX_RUNS = 20


@figure("export_ms")
def export_ms(args: argparse.Namespace) -> dict[str, float]:
    from gpuplanner.core import analyze
    from gpuplanner.io.excel.export import export_workbook

    plan = ten_platform_plan()
    analysis = analyze(plan)  # the warm-up export runs its Monte Carlo once, as the GUI's
    with tempfile.TemporaryDirectory(prefix="bench-export-") as folder:
        path = Path(folder) / "plan.xlsx"
        runs = max(1, min(args.repeat, MAX_RUNS))
        ms = median_ms(lambda: export_workbook(analysis, path), runs, warmup=1)
        size_kb = path.stat().st_size / 1024
    return {"export_ms": round(ms, 1), "export_kb": round(size_kb, 1)}
