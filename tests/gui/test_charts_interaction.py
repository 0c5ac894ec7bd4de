"""Hover and click on the curve charts: the nearest point is described, and clicking a point
fixes that platform's GPU count as one undoable edit."""

from __future__ import annotations

import chart_helpers
import pytest
from chart_helpers import scene_pos, settle, show_panel, widget_pos
from PySide6.QtCore import Qt
from wait import WAIT_MS

from gpuplanner.gui import format as fmt

rich_doc = chart_helpers.rich_doc

A100 = "A100 on-demand"


def _click(qtbot, chart, x: float, y: float) -> None:
    qtbot.mouseClick(chart.viewport(), Qt.MouseButton.LeftButton, pos=widget_pos(chart, x, y))


def test_clicking_a_point_fixes_the_gpu_count_and_undo_restores(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    chart = panel.cost_chart
    before = rich_doc.result.platform(A100)
    chosen = before.chosen  # the cheapest count meeting the deadline (core tests check which)
    assert chosen is not None and chosen != 40 and rich_doc.plan.platforms[0].fixed_gpus is None
    cost_at_40 = float(before.total_cost[39])

    with qtbot.waitSignal(rich_doc.result_changed, timeout=WAIT_MS):
        _click(qtbot, chart, 40, cost_at_40)

    assert rich_doc.plan.platforms[0].fixed_gpus == 40
    assert rich_doc.undo_stack.undoText() == "Fix GPU count"
    after = rich_doc.result.platform(A100)
    assert after.chosen == 40
    marker_x, marker_y = chart.platform_items[A100].chosen.getData()
    assert marker_x.tolist() == [40] and marker_y.tolist() == [cost_at_40]
    # The other platforms are untouched.
    assert [p.fixed_gpus for p in rich_doc.plan.platforms[1:]] == [None, None, None]

    with qtbot.waitSignal(rich_doc.result_changed, timeout=WAIT_MS):
        rich_doc.undo_stack.undo()
    assert rich_doc.plan.platforms[0].fixed_gpus is None
    assert chart.platform_items[A100].chosen.getData()[0].tolist() == [chosen]


def test_clicking_on_the_time_chart_fixes_the_count_under_the_mouse(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    panel.tabs.setCurrentWidget(panel.time_chart)
    settle()
    chart = panel.time_chart
    v100 = rich_doc.result.platform("V100 spot")
    with qtbot.waitSignal(rich_doc.result_changed, timeout=WAIT_MS):
        _click(qtbot, chart, 64, float(v100.delivery_hours[63]))
    assert rich_doc.plan.platforms[2].fixed_gpus == 64


def test_clicking_empty_space_changes_nothing(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    chart = panel.cost_chart
    # 120 GPUs at 2,000 CNY: only the H100 curve reaches 120 GPUs, and it costs far more.
    _click(qtbot, chart, 120, 2_000)
    assert rich_doc.undo_stack.count() == 0


def test_hover_describes_the_nearest_point(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    chart = panel.cost_chart
    h100 = rich_doc.result.platform("H100 on-demand")
    # A little off the point at 64 GPUs: the nearest point is still N = 64.
    pos = scene_pos(chart, 64, float(h100.total_cost[63]))
    pos.setX(pos.x() + 2)
    pos.setY(pos.y() - 3)
    chart.scene().sigMouseMoved.emit(pos)
    assert chart.hover.shown
    text = chart.hover.text.toPlainText()
    assert "H100 on-demand" in text
    assert f"{fmt.integer(64)} GPUs" in text
    assert fmt.money(float(h100.total_cost[63]), "CNY", 0) in text
    assert fmt.hours(float(h100.hours[63])) in text
    # Far from every curve: the label goes away.
    chart.scene().sigMouseMoved.emit(scene_pos(chart, 120, 2_000))
    assert not chart.hover.shown


def test_hiding_a_platform_from_the_legend_hides_all_its_marks(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    items = panel.cost_chart.platform_items[A100]
    items.ok.setVisible(False)  # what a click on its legend sample does
    assert not items.all.isVisible() and not items.chosen.isVisible()
    # Hidden points cannot be picked.
    cost = float(rich_doc.result.platform(A100).total_cost[39])
    pick = panel.cost_chart.pick(scene_pos(panel.cost_chart, 40, cost))
    assert pick is None or pick.key != A100
    items.ok.setVisible(True)
    assert items.all.isVisible() and items.chosen.isVisible()


@pytest.mark.parametrize("gpus", [1, 200])
def test_fix_gpu_count_ignores_counts_outside_the_quota(qtbot, rich_doc, gpus) -> None:
    panel = show_panel(qtbot, rich_doc)
    if gpus > 64:
        # Above the A100 quota of 64: the plan refuses it, nothing is pushed.
        panel.cost_chart.fix_gpu_count(A100, gpus)
        assert rich_doc.undo_stack.count() == 0
    else:
        panel.cost_chart.fix_gpu_count(A100, gpus)
        assert rich_doc.plan.platforms[0].fixed_gpus == 1
