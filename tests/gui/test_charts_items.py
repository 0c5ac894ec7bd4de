"""Chart items are created once: edits update them in place, a platform added or removed adds
or removes only its own items, colours stay with their platform, and themes re-colour."""

from __future__ import annotations

import chart_helpers
import numpy as np
from chart_helpers import rich_plan, settle, show_panel
from plans import platform
from PySide6.QtGui import QColor, QPalette
from wait import WAIT_MS

from gpuplanner.core.edit import replace_at
from gpuplanner.gui.charts import MemoryChart
from gpuplanner.gui.charts.breakdown_chart import BreakdownChart
from gpuplanner.gui.charts.cost_chart import CostChart
from gpuplanner.gui.charts.palette import (
    PLATFORM_COLORS_DARK,
    PLATFORM_COLORS_LIGHT,
    PlatformColors,
)
from gpuplanner.gui.charts.time_chart import TimeChart
from gpuplanner.gui.charts.tradeoff_chart import TradeoffChart

rich_doc = chart_helpers.rich_doc

NEW = "L40S on-demand"


def _scene_items(chart) -> set:
    return set(chart.scene().items())


def _apply(qtbot, doc, plan) -> None:
    with qtbot.waitSignal(doc.result_changed, timeout=WAIT_MS):
        doc.apply(plan, "edit")


def test_an_edit_updates_the_same_items(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    before = {
        chart: (dict(chart.platform_items), _scene_items(chart))
        for chart in (panel.cost_chart, panel.time_chart, panel.tradeoff_chart)
    }
    bars = dict(panel.breakdown_chart.bars.segments)
    _apply(qtbot, rich_doc, replace_at(rich_doc.plan, ("platforms", 0, "mfu"), 0.5))
    for chart, (items, scene_items) in before.items():
        panel.tabs.setCurrentWidget(chart)  # a chart behind another tab redraws when shown
        assert chart.platform_items == items  # same PlatformItems objects
        assert _scene_items(chart) == scene_items  # nothing added, nothing left behind
    panel.tabs.setCurrentWidget(panel.breakdown_chart)
    assert panel.breakdown_chart.bars.segments == bars
    panel.tabs.setCurrentWidget(panel.cost_chart)
    # ... and the data moved: A100 at 24 GPUs is cheaper with MFU 0.5 than with 0.4.
    x, y = panel.cost_chart.platform_items["A100 on-demand"].all.getData()
    assert y[x.tolist().index(24)] == rich_doc.result.platform("A100 on-demand").total_cost[23]


def test_adding_and_removing_a_platform_leaves_no_orphans(qtbot, rich_doc) -> None:
    # The charts on their own (the panel may attach further marks of its own).
    colors = PlatformColors()
    charts = (
        CostChart(rich_doc, colors),
        TimeChart(rich_doc, colors),
        TradeoffChart(rich_doc, colors),
    )
    every = (*charts, BreakdownChart(rich_doc), MemoryChart(rich_doc))
    for chart in every:
        qtbot.addWidget(chart)
    start = {chart: _scene_items(chart) for chart in every}
    data_items = {chart: set(chart.plot.items) for chart in every}
    legend_sizes = {chart: len(chart.legend.items) for chart in charts}
    kept = {chart: chart.platform_items["H100 on-demand"] for chart in charts}

    plan = rich_doc.plan
    _apply(qtbot, rich_doc, replace_at(plan, ("platforms",), (*plan.platforms, platform(name=NEW))))
    for chart in charts:
        assert NEW in chart.platform_items
        added = _scene_items(chart) - start[chart]
        new_items = set(chart.platform_items[NEW].items())
        assert new_items <= added  # its three items are in the plot
        assert len(chart.legend.items) == legend_sizes[chart] + 1
        assert chart.platform_items["H100 on-demand"] is kept[chart]  # others untouched
    assert NEW in every[3].bars.row_texts
    assert NEW in every[4].bars.row_texts
    removed = {chart: set(chart.platform_items[NEW].items()) for chart in charts}

    _apply(qtbot, rich_doc, plan)  # back to the four platforms
    for chart in every:
        # The plot holds exactly the items it held before (the same objects), and the scene
        # as many items (legend entries are rebuilt when the platform list changes).
        assert set(chart.plot.items) == data_items[chart], type(chart).__name__
        assert len(_scene_items(chart)) == len(start[chart]), type(chart).__name__
    for chart in charts:
        assert NEW not in chart.platform_items
        assert all(item.scene() is None for item in removed[chart])
        assert len(chart.legend.items) == legend_sizes[chart]


def test_a_fee_kind_that_disappears_takes_its_bar_segment(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    segments = panel.breakdown_chart.bars.segments
    assert "egress" in segments
    egress_bar = segments["egress"]
    # Egress is only on the V100 platform: remove its fees.
    _apply(qtbot, rich_doc, replace_at(rich_doc.plan, ("platforms", 2, "fees"), ()))
    panel.tabs.setCurrentWidget(panel.breakdown_chart)  # redrawn when shown (on its own tab)
    assert "egress" not in segments
    assert egress_bar.scene() is None
    labels = [label.text for _, label in panel.breakdown_chart.legend.items]
    assert "Egress" not in labels and "Labor" in labels


def test_colours_stay_with_their_platform(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)

    def pen_color(name: str) -> str:
        return panel.cost_chart.platform_items[name].ok.opts["pen"].color().name()

    h100 = pen_color("H100 on-demand")
    v100 = pen_color("V100 spot")
    # Remove the first platform: the others keep their colours.
    plan = rich_doc.plan
    _apply(qtbot, rich_doc, replace_at(plan, ("platforms",), plan.platforms[1:]))
    assert pen_color("H100 on-demand") == h100
    assert pen_color("V100 spot") == v100
    # The time and trade-off charts use the same colours.
    assert panel.time_chart.platform_items["V100 spot"].ok.opts["pen"].color().name() == v100


def test_palette_assignment_rules() -> None:
    colors = PlatformColors()
    colors.update(["a", "b", "c"])
    assert [colors.slot(n) for n in "abc"] == [0, 1, 2]
    colors.update(["b", "c"])  # "a" removed: the others keep their slots
    assert [colors.slot(n) for n in "bc"] == [1, 2]
    colors.update(["b", "c", "d"])  # a new name takes the first free slot
    assert colors.slot("d") == 0
    colors.update(["b", "c2", "d"])  # "c" renamed in place: "c2" inherits its colour
    assert colors.slot("c2") == 2
    many = [f"p{i}" for i in range(10)]
    colors.update(many)
    assert len({colors.slot(n) for n in many}) == len(PLATFORM_COLORS_LIGHT)  # all used


def test_dark_palette_recolours_background_text_and_curves(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Base, QColor("#17181a"))
    dark.setColor(QPalette.ColorRole.Text, QColor("#e8eaed"))
    panel.setPalette(dark)
    settle()
    chart = panel.cost_chart
    assert chart.theme.dark
    assert chart.backgroundBrush().color().name() == "#17181a"
    assert chart.plot.getAxis("left").textPen().color().name() == "#e8eaed"
    slot = panel.colors.slot("A100 on-demand")
    pen = chart.platform_items["A100 on-demand"].ok.opts["pen"].color().name()
    assert pen == QColor(PLATFORM_COLORS_DARK[slot]).name().lower()
    panel.setPalette(QPalette())
    settle()
    assert not chart.theme.dark
    pen = chart.platform_items["A100 on-demand"].ok.opts["pen"].color().name()
    assert pen == QColor(PLATFORM_COLORS_LIGHT[slot]).name().lower()


def test_rich_plan_builds(qtbot) -> None:
    assert len(rich_plan().platforms) == 4


def test_a_chart_behind_another_tab_is_redrawn_when_shown_not_on_each_edit(qtbot, rich_doc) -> None:
    """An edit redraws the chart in view only (issue 25 item 11: an edit reaches the charts
    in one frame); the time chart, on its own tab, is marked stale and drawn with the
    document's latest result when it is shown. A100 on-demand at MFU 0.5 then 0.55: the
    shown curve is the latest result's hours, point for point."""
    panel = show_panel(qtbot, rich_doc)
    time_chart = panel.time_chart
    drawn: list[object] = []
    original = time_chart.refresh
    time_chart.refresh = lambda result=None: (drawn.append(result), original(result))[1]
    for mfu in (0.5, 0.55):
        _apply(qtbot, rich_doc, replace_at(rich_doc.plan, ("platforms", 0, "mfu"), mfu))
    assert drawn == [] and time_chart.stale
    panel.tabs.setCurrentWidget(time_chart)
    assert len(drawn) == 1 and not time_chart.stale
    result = rich_doc.result.platform("A100 on-demand")
    _x, y = time_chart.platform_items["A100 on-demand"].all.getData()
    assert np.array_equal(y, result.delivery_hours[result.feasible])
    assert not panel.cost_chart.stale  # in view: drawn at each edit
