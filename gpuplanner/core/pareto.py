"""Pareto frontier of (cost, time) points: the options no other option beats on both.

Selection of points, not a cost computation: charts use it to highlight "pay more to finish
sooner" across platforms, and any front end can reuse it.
"""

from __future__ import annotations

import numpy as np


def pareto_front(costs: np.ndarray, times: np.ndarray) -> np.ndarray:
    """Indices of the non-dominated points, fastest first (so costs fall along the result).

    A point is dominated when another is at most as slow and at most as dear, and strictly
    better in one. Non-finite points are ignored; of exact duplicates one index is kept.
    """
    costs = np.asarray(costs, dtype=float)
    times = np.asarray(times, dtype=float)
    valid = np.flatnonzero(np.isfinite(costs) & np.isfinite(times))
    if valid.size == 0:
        return valid
    # Fastest first, and the cheapest among equally fast; then a point is on the front
    # exactly when it is cheaper than every faster point before it.
    order = valid[np.lexsort((costs[valid], times[valid]))]
    sorted_costs = costs[order]
    cheapest_before = np.minimum.accumulate(np.concatenate(([np.inf], sorted_costs[:-1])))
    return order[sorted_costs < cheapest_before]
