"""The cost axis opens on the platforms worth comparing (core/cost_axis.py): c = the cheapest
chosen total of a priced platform; the range spans the costs over the x window of the
platforms whose chosen total is at most 10 × c, capped at 10 × c; a line above leaves the top.
Every figure below is worked by hand from that rule."""

from __future__ import annotations

import numpy as np
import pytest

from gpuplanner.core.cost_axis import FAR, CostCurve, cost_range


def _curve(costs: list[float], chosen: float, priced: bool = True) -> CostCurve:
    return CostCurve(np.array(costs, dtype=float), chosen, priced)


A = _curve([100.0, 120.0, 150.0], 100.0)  # the cheapest: c = 100, ceiling 10 × 100 = 1,000
B = _curve([300.0, 280.0, 400.0], 280.0)  # 2.8 × c: compared
FAR_OFF = _curve([2_000.0, 3_000.0, 5_000.0], 2_000.0)  # 20 × c: leaves the top


def test_lines_that_matter_fill_the_plot() -> None:
    assert FAR == 10.0
    # A and B: 100 … 400, nothing above.
    assert cost_range([A, B]) == (100.0, 400.0, False)


def test_a_line_an_order_of_magnitude_off_leaves_the_top() -> None:
    # The same range as without it; it is drawn above 400 (its lowest cost is 2,000).
    assert cost_range([A, B, FAR_OFF]) == (100.0, 400.0, True)


def test_a_steep_line_that_matters_is_cut_at_ten_times_the_cheapest() -> None:
    steep = _curve([150.0, 900.0, 1_500.0], 150.0)  # chosen 1.5 × c, rising to 15 × c
    assert cost_range([A, steep]) == (100.0, 1_000.0, True)  # min(1,500, 1,000)


def test_a_platform_without_a_price_is_drawn_but_never_the_cheapest() -> None:
    blank = _curve([0.0, 0.0, 0.0], 0.0, priced=False)  # ¥0: no price entered
    # c stays 100 (A); the blank line at 0 is drawn, so the range starts there.
    assert cost_range([blank, A, B, FAR_OFF]) == (0.0, 400.0, True)
    assert cost_range([blank]) is None  # nothing priced to scale by: the auto-range


def test_the_seven_b_pretraining_example_by_hand() -> None:
    """catalogs/examples/7b-pretrain-1t-tokens.gpuplan over 8 … 512 GPUs (report --json
    totals): spot $74,561 chosen (74,032 … 78,363), on-demand p5 $207,431 (206,509 …
    214,348), A100 $330,685 (326,454 … 336,949), Lambda box $119,763, the 1-year
    commitment $2,150,054 (537,514 … 34,400,870). c = 74,561, ceiling 745,610: the
    commitment (28.8 × c) leaves the top; the range is 74,032 … 336,949."""
    curves = [
        _curve([206_509.0, 214_348.0], 207_431.0),
        _curve([74_032.0, 78_363.0], 74_561.0),
        _curve([537_514.0, 34_400_870.0], 2_150_054.0),
        _curve([119_763.0], 119_763.0),
        _curve([326_454.0, 336_949.0], 330_685.0),
    ]
    low, high, above = cost_range(curves)
    assert (low, high, above) == (74_032.0, 336_949.0, True)
    assert high < 537_514.0  # the commitment's cheapest point is above the plot


def test_no_feasible_cost_gives_no_range() -> None:
    assert cost_range([]) is None
    assert cost_range([_curve([np.nan], 100.0)]) is None
    assert cost_range([A]) == pytest.approx((100.0, 150.0, False))


def test_a_relative_view_divides_by_the_cheapest_while_every_ratio_is_a_number() -> None:
    """1,870 and 2,389 over a cheapest 1,870: 1 and 1.28, so the view divides by 1,870."""
    from gpuplanner.core.cost_axis import relative_scale

    costs = [np.array([1870.0, 2389.0, np.inf]), np.array([np.nan])]
    assert relative_scale(1870.0, costs) == 1870.0


def test_a_ratio_beyond_float64_keeps_the_costs_as_they_are() -> None:
    """A 1e-300 price beside a 1e15 one (2 GPUs, 0.935 h): 9.35e16 ÷ 9.35e-299 = 1e314, past
    float64's largest 1.797e308 (IEEE 754): the ratio would be infinite, so the relative view
    draws the costs themselves (divisor 1); none cheapest (0, NaN) also gives 1."""
    from gpuplanner.core.cost_axis import relative_scale

    assert relative_scale(9.35e-299, [np.array([9.35e-299, 9.35e16])]) == 1.0
    assert relative_scale(9.35e-299, [np.array([9.35e-299, 1.0e9])]) == 9.35e-299  # 1.07e307
    assert relative_scale(0.0, [np.array([5.0])]) == 1.0
    assert relative_scale(float("nan"), [np.array([5.0])]) == 1.0
    assert relative_scale(2.0, []) == 2.0
