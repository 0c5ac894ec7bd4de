"""The range the cost-by-GPU-count chart's cost axis opens on (``cost_range``).

A view rule, no figure depends on it: the chart opens on the GPU counts that matter
(``gui/charts/series.gpu_window``) and, on this axis, on the costs of the platforms worth
comparing there, so one line far above the others (a 1-year commitment billed for a year of
GPUs) leaves the top of the plot instead of flattening the others to zero. Kept apart from
core/chart_axes.py (the plan's view choices), which the plan models import before numpy is
loaded (tests/gui/test_startup_imports.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

# A platform whose chosen total is more than FAR times the cheapest one's is an order of
# magnitude off (the comparison is settled): it does not set the range, and its line may
# leave the top. Ten: one decade, the step a logarithmic cost axis marks.
FAR = 10.0


@dataclass(frozen=True, eq=False)
class CostCurve:
    """One platform's line as the chart opens: its costs at the feasible GPU counts inside
    the default x window, its cost at the chosen count, and whether it has a price (one with
    no price entered, ``price_missing``, is drawn but never the cheapest)."""

    costs: np.ndarray
    chosen: float
    priced: bool = True


def cost_range(curves: Sequence[CostCurve]) -> tuple[float, float, bool] | None:
    """(low, high, a line leaves it): the cost axis' default range, and True when some drawn
    cost inside the window lies above ``high`` (the view must then not fit every line).

    The rule: c = the cheapest chosen total of a priced platform; the platforms that matter
    are those whose chosen total is at most ``FAR`` × c; the range spans their costs over the
    x window, lowest to highest, but never above ``FAR`` × c. On the 7B pre-training example
    (catalogs/examples/7b-pretrain-1t-tokens.gpuplan) the spot H100's $74,561 is c; the
    1-year commitment ($2.15 M chosen, $34 M at 512 GPUs) is 29 × c and leaves the top, the
    others ($119,763 … $336,949 over 8–512 GPUs) fill the plot. None when no priced platform
    has a positive chosen total (nothing to scale by)."""
    priced = [c.chosen for c in curves if c.priced and math.isfinite(c.chosen) and c.chosen > 0]
    if not priced:
        return None
    ceiling = FAR * min(priced)
    near = [c.costs for c in curves if c.chosen <= ceiling and c.costs.size]
    values = np.concatenate(near) if near else np.empty(0)
    values = values[np.isfinite(values)]
    if values.size == 0:
        return None
    low, high = float(values.min()), min(float(values.max()), ceiling)
    drawn = [c.costs[np.isfinite(c.costs)] for c in curves]
    above = any(d.size > 0 and float(d.max()) > high * (1 + 1e-12) for d in drawn)
    return low, high, above


def relative_scale(cheapest: float, costs: Sequence[np.ndarray]) -> float:
    """What the relative view divides the drawn ``costs`` by: the cheapest priced total, or
    1 (the costs as they are) when there is none (0, NaN) or when a finite cost ÷ it leaves
    float64 (IEEE 754: nothing above 1.797e308; a 1e-300 price beside a 1e15 one gives
    9.35e16 ÷ 9.35e-299 = 1e314), since an infinite ratio is no position on an axis."""
    if not (math.isfinite(cheapest) and cheapest > 0):
        return 1.0
    flat = [np.asarray(c, dtype=float).ravel() for c in costs]
    finite = [c[np.isfinite(c)] for c in flat]
    largest = max((float(np.abs(c).max()) for c in finite if c.size), default=0.0)
    return cheapest if largest / cheapest < np.finfo(float).max else 1.0
