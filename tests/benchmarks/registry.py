"""The benchmark registry: named figures, and a timing helper that reports medians.

A figure is a function taking the parsed command line and returning ``{name: value}`` (a
function may return several related values). Register it with ``@figure("name_ms")``, either
in bench.py or in a module ``tests/benchmarks/figures_*.py`` that bench.py imports on start
(so the GUI and export benchmarks live in their own files).
"""

from __future__ import annotations

import argparse
import gc
import statistics
import time
from collections.abc import Callable

Figure = Callable[[argparse.Namespace], dict[str, float]]
FIGURES: dict[str, Figure] = {}


def figure(name: str) -> Callable[[Figure], Figure]:
    """Register a figure under ``name`` (the JSON key it reports, e.g. ``evaluate_ms``)."""

    def register(fn: Figure) -> Figure:
        if name in FIGURES:
            raise ValueError(f"benchmark figure {name!r} is registered twice")
        FIGURES[name] = fn
        return fn

    return register


def median_ms(fn: Callable[[], object], repeat: int, warmup: int = 3) -> float:
    """Median wall time of ``fn()`` in milliseconds over ``repeat`` runs after ``warmup``.

    The median (not the mean) so one scheduler hiccup does not move the figure; garbage
    collection stays on, as in the app.
    """
    for _ in range(warmup):
        fn()
    gc.collect()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000.0)
    return statistics.median(times)


def fresh_evaluate(plan, today=None):
    """``evaluate(plan)`` from scratch: the platform and layout memos (core/platform_memo.py,
    core/layout_memo.py) emptied first, so a figure timing the evaluation does not time the
    reuse of its own previous run (the edit figures leave them on: reusing what an edit left
    alone is what the app does)."""
    from gpuplanner.core import evaluate
    from gpuplanner.core.layout_memo import LAYOUTS
    from gpuplanner.core.platform_memo import MEMO

    MEMO.clear()
    LAYOUTS.clear()
    return evaluate(plan, today)
