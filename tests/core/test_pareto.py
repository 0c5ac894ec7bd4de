"""``pareto_front``: the (cost, time) options no other option beats on both."""

from __future__ import annotations

import numpy as np

from gpuplanner.core.pareto import pareto_front


def test_dominated_points_are_dropped_fastest_first() -> None:
    # (time, cost): p0 (1, 5) fastest; p1 (2, 3) cheaper; p2 (2, 4) beaten by p1 (same time,
    # dearer); p3 (4, 1) cheapest; p4 (5, 2) beaten by p3 (slower and dearer).
    costs = np.array([5.0, 3.0, 4.0, 1.0, 2.0])
    times = np.array([1.0, 2.0, 2.0, 4.0, 5.0])
    assert pareto_front(costs, times).tolist() == [0, 1, 3]


def test_order_of_input_does_not_matter_and_nan_is_ignored() -> None:
    costs = np.array([1.0, np.nan, 5.0, 3.0])
    times = np.array([4.0, 0.5, 1.0, 2.0])
    # Without the NaN point: (1, 5), (2, 3), (4, 1) — all on the front, fastest first.
    assert pareto_front(costs, times).tolist() == [2, 3, 0]


def test_equal_points_keep_one_and_empty_input_gives_empty() -> None:
    assert pareto_front(np.array([2.0, 2.0]), np.array([3.0, 3.0])).tolist() == [0]
    assert pareto_front(np.zeros(0), np.zeros(0)).tolist() == []
    # Same cost, slower: dominated.
    assert pareto_front(np.array([2.0, 2.0]), np.array([3.0, 4.0])).tolist() == [0]
