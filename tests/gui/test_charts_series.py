"""Cost, time and cost-vs-time curves: the plotted data is evaluate's arrays, infeasible GPU
counts are absent, the chosen N is marked, and axes read as money and GPU counts."""

from __future__ import annotations

import chart_helpers
import numpy as np
import pytest
from chart_helpers import DEADLINE_HOURS, rich_plan, show_panel

from gpuplanner.core import evaluate
from gpuplanner.gui import format as fmt
from gpuplanner.gui.charts.axes import GpuCountAxis, NumberAxis
from gpuplanner.gui.charts.tradeoff_chart import staircase

rich_doc = chart_helpers.rich_doc
seed_doc = chart_helpers.seed_doc


def _series(chart, result):
    """(x, y) each chart should plot for a platform, over the N grid."""
    return {
        "cost": lambda pr: (pr.n, pr.total_cost),
        "time": lambda pr: (pr.n, pr.delivery_hours),
        "tradeoff": lambda pr: (pr.delivery_hours, pr.total_cost),
    }[chart]


def test_curves_equal_evaluates_arrays_over_feasible_counts(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    result = evaluate(rich_doc.plan)  # evaluated independently of the document
    charts = {
        "cost": panel.cost_chart,
        "time": panel.time_chart,
        "tradeoff": panel.tradeoff_chart,
    }
    for key, chart in charts.items():
        assert set(chart.platform_items) == {p.name for p in result.platforms}
        for pr in result.platforms:
            items = chart.platform_items[pr.name]
            x_all, y_all = _series(key, result)(pr)
            feasible = pr.feasible
            x, y = items.all.getData()
            np.testing.assert_array_equal(x, x_all[feasible])
            np.testing.assert_array_equal(y, y_all[feasible])
            # The solid part: only counts meeting the deadline (NaN breaks the line elsewhere).
            ok_x, ok_y = items.ok.getData()
            np.testing.assert_array_equal(ok_x, x_all[feasible])
            expected_ok = np.where(pr.deadline_ok[feasible], y_all[feasible], np.nan)
            np.testing.assert_array_equal(ok_y, expected_ok)
            np.testing.assert_array_equal(items.n, pr.n[feasible])
            # The marker sits at the chosen N.
            cx, cy = items.chosen.getData()
            i = pr.chosen - 1
            assert cx.tolist() == [x_all[i]]
            assert cy.tolist() == [y_all[i]]


def test_infeasible_counts_are_absent_not_zero(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    items = panel.cost_chart.platform_items
    # V100 32G, 7B with ZeRO-3: memory first fits at 6 GPUs; quota 96; and only the counts
    # whose ranks share the 5,760 sequences whole (5,760 = 2^7 · 3^2 · 5: not 7, 11, 14 …).
    v100 = items["V100 spot"].all.getData()[0]
    shown = [6, 8, 9, 10, 12, 15, 16, 18, 20, 24, 30, 32, 36, 40, 45, 48, 60, 64, 72, 80, 90]
    assert v100.tolist() == [*shown, 96]
    assert 5 not in v100 and 7 not in v100 and 97 not in v100
    # Whole 8-GPU nodes up to a quota of 64: 8, 16, … 64 but 56 (7 does not divide 5,760).
    cluster = items["Self-built H100 cluster"].all.getData()[0]
    assert cluster.tolist() == [8, 16, 24, 32, 40, 48, 64]
    # No plotted cost is zero or NaN on any curve.
    for platform_items in items.values():
        y = platform_items.all.getData()[1]
        assert np.all(np.isfinite(y)) and np.all(y > 0)


def test_counts_missing_the_deadline_are_only_dashed(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    result = rich_doc.result
    # Self-built: 21 days of procurement lead time > the 48 h deadline at every N.
    cluster = panel.time_chart.platform_items["Self-built H100 cluster"]
    assert np.all(np.isnan(cluster.ok.getData()[1]))
    assert np.all(cluster.all.getData()[1] > DEADLINE_HOURS)
    # V100 spot: few GPUs miss the deadline; those are NaN in the solid curve, the rest match.
    v100 = result.platform("V100 spot")
    items = panel.time_chart.platform_items["V100 spot"]
    n = items.n
    solid = items.ok.getData()[1]
    late = v100.delivery_hours[n - 1] > DEADLINE_HOURS
    assert late.any() and (~late).any()
    assert np.all(np.isnan(solid[late]))
    assert np.all(solid[~late] <= DEADLINE_HOURS)
    assert panel.time_chart.deadline_line.value() == DEADLINE_HOURS
    assert panel.time_chart.deadline_line.isVisible()


def test_seed_markers_sit_at_the_hand_computed_totals(qtbot, seed_doc) -> None:
    panel = show_panel(qtbot, seed_doc)
    # Seed example A at the fixed 8 GPUs: A100 8 × 18 h × 20 = 2,880 CNY; V100 5,760 compute
    # + 750 egress + 121.60 interruptions = 6,631.60; H100 8 × 9 h × 40 = 2,880 (DESIGN seeds).
    markers = {
        name: items.chosen.getData() for name, items in panel.cost_chart.platform_items.items()
    }
    assert markers["A · A100 80G on-demand"][0].tolist() == [8]
    assert markers["A · A100 80G on-demand"][1][0] == pytest.approx(2880.0)
    assert markers["B · V100 32G spot"][1][0] == pytest.approx(6631.60)
    assert markers["C · H100 80G on-demand"][1][0] == pytest.approx(2880.0)
    # No deadline in the seed: no deadline line, no "misses the deadline" legend entry.
    assert not panel.time_chart.deadline_line.isVisible()
    labels = [label.text for _, label in panel.cost_chart.legend.items]
    assert not any("deadline" in text for text in labels)
    assert panel.cost_chart.plot.getAxis("left").labelText == "Total cost (CNY)"


def test_log_n_maps_gpu_counts_and_ticks_at_powers_of_two(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    panel.log_n.setChecked(True)
    items = panel.cost_chart.platform_items["H100 on-demand"]
    x, _ = items.all.getData()
    # the counts from 2 to 128 that divide the 5,760 sequences, shown as log10(N)
    counts = [2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24, 30, 32, 36, 40, 45, 48, 60, 64]
    counts += [72, 80, 90, 96, 120, 128]
    np.testing.assert_allclose(x, np.log10(counts))
    axis = panel.cost_chart.plot.getAxis("bottom")
    levels = axis.tickValues(np.log10(2), np.log10(128), 600)
    values = [v for _, level in levels for v in level]
    assert axis.tickStrings(values, 1, 1) == ["2", "4", "8", "16", "32", "64", "128"]
    # The trade-off chart's time axis goes logarithmic too; its deadline line follows.
    assert panel.tradeoff_chart.deadline_line.value() == pytest.approx(np.log10(DEADLINE_HOURS))
    panel.log_n.setChecked(False)
    assert panel.cost_chart.platform_items["H100 on-demand"].all.getData()[0][0] == 2


def test_axes_write_grouped_numbers_not_si_prefixes(qtbot) -> None:
    money = NumberAxis("left")
    strings = money.tickStrings([0.0, 120_000.0, 1_500_000.0], 1.0, 20_000.0)
    assert strings == [fmt.number(0), fmt.number(120_000), fmt.number(1_500_000)]
    assert not any("e" in s for s in strings)
    assert money.labelUnitPrefix == ""  # no "(×1e6)" rescaling of money
    gpus = GpuCountAxis("bottom")
    assert gpus.tickStrings([1024.0], 1.0, 256.0) == [fmt.integer(1024)]
    # No ticks between whole GPUs however far one zooms in.
    assert all(spacing >= 1 for spacing, _ in gpus.tickSpacing(2.0, 3.0, 800))


def test_frontier_is_the_non_dominated_set_as_steps(qtbot, seed_doc) -> None:
    panel = show_panel(qtbot, seed_doc)
    chart = panel.tradeoff_chart
    result = seed_doc.result
    times, costs = chart.frontier_points(result)
    # Brute force, independent of pareto_front: a point is on the front when no other point
    # is at most as slow and as dear and differs.
    pts = np.concatenate(
        [
            np.column_stack((pr.delivery_hours, pr.total_cost))[pr.feasible]
            for pr in result.platforms
        ]
    )
    expected = {
        (t, c)
        for t, c in pts
        if not any((t2 <= t and c2 <= c and (t2, c2) != (t, c)) for t2, c2 in pts)
    }
    assert set(zip(times.tolist(), costs.tolist(), strict=True)) == expected
    assert np.all(np.diff(times) > 0) and np.all(np.diff(costs) < 0)
    # The fastest option of the seed is the H100 on 8 GPUs: 9 h for 2,880 CNY.
    assert times[0] == pytest.approx(9.0) and costs[0] == pytest.approx(2880.0)
    x, y = chart.frontier.getData()
    sx, sy = staircase(times, costs)
    np.testing.assert_array_equal(x, sx)
    np.testing.assert_array_equal(y, sy)


def test_staircase_holds_each_cost_until_the_next_option() -> None:
    x, y = staircase(np.array([1.0, 2.0, 4.0]), np.array([5.0, 3.0, 1.0]))
    assert x.tolist() == [1.0, 2.0, 2.0, 4.0, 4.0]
    assert y.tolist() == [5.0, 5.0, 3.0, 3.0, 1.0]


def test_budget_line_in_the_plan_currency(qtbot) -> None:
    from gpuplanner.gui.document import PlanDocument

    doc = PlanDocument(rich_plan())
    panel = show_panel(qtbot, doc)
    line = panel.cost_chart.budget_line
    assert line.isVisible() and line.value() == 12_000.0
    assert fmt.money(12_000.0, "CNY", 0) in line.label.format
