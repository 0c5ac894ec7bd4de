"""Chart views that help the decision (issue #17): a logarithmic cost axis, costs relative to
the cheapest, hiding platforms everywhere (the axes rescale), hover values on the breakdown.

Seed example A at the chosen 8 GPUs: A100 2,880.00, H100 2,880.00, V100 6,631.60 CNY
(5,760 GPU time + 750 fees + 121.60 interruptions; the Results table).
"""

from __future__ import annotations

import html

import chart_helpers
import numpy as np
import pytest
from chart_helpers import settle, show_panel

from gpuplanner.gui.charts.text import compute_label

seed_doc = chart_helpers.seed_doc  # the fixture, found as a module attribute
V100, H100 = "B · V100 32G spot", "C · H100 80G on-demand"


def _chosen_y(chart, name: str) -> float:
    _x, y = chart.platform_items[name].chosen.getData()
    return float(y[0])


def test_relative_costs_put_the_cheapest_at_one(qtbot, seed_doc) -> None:
    panel = show_panel(qtbot, seed_doc)
    panel.relative.setChecked(True)
    cost = panel.cost_chart
    assert _chosen_y(cost, H100) == pytest.approx(1.0)
    assert _chosen_y(cost, V100) == pytest.approx(6631.60 / 2880.0)  # 2.30× the cheapest
    label = html.unescape(cost.plot.getAxis("left").labelText)  # axis labels are rich text
    assert label == "Cost (× the cheapest)"
    rows, _segments, values = panel.breakdown_chart.shown
    totals = dict(zip(rows, np.nansum(values, axis=0), strict=True))
    assert totals[V100] == pytest.approx(6631.60 / 2880.0)
    panel.relative.setChecked(False)
    assert _chosen_y(cost, V100) == pytest.approx(6631.60)


def test_a_logarithmic_cost_axis_keeps_the_costs(qtbot, seed_doc) -> None:
    panel = show_panel(qtbot, seed_doc)
    panel.log_cost.setChecked(True)
    cost = panel.cost_chart
    assert cost.plot.getAxis("left").logMode
    assert 10 ** _chosen_y(cost, V100) == pytest.approx(6631.60)  # drawn at log10(cost)


def test_hiding_a_platform_rescales_every_chart(qtbot, seed_doc) -> None:
    panel = show_panel(qtbot, seed_doc)
    cost = panel.cost_chart
    vb = cost.plot.getViewBox()
    vb.prepareForPaint()
    assert vb.viewRange()[1][1] > 6631.60
    panel.set_platform_visible(V100, False)
    settle()
    vb.prepareForPaint()
    assert vb.viewRange()[1][1] < 4000  # only the 2,880 curves are left to frame
    assert not cost.platform_items[V100].chosen.isVisible()
    rows, _segments, _values = panel.breakdown_chart.shown
    assert V100 not in rows and H100 in rows  # the breakdown hides it too
    panel.set_platform_visible(V100, True)
    assert V100 in panel.breakdown_chart.shown[0]


def test_a_legend_click_hides_the_platform_in_the_breakdown_as_well(qtbot, seed_doc) -> None:
    panel = show_panel(qtbot, seed_doc)
    panel.time_chart.platform_items[V100].ok.setVisible(False)  # what a legend click does
    assert panel.hidden == {V100}
    assert V100 not in panel.breakdown_chart.shown[0]
    assert not panel.cost_chart.platform_items[V100].ok.isVisible()


def test_hovering_the_breakdown_names_the_part_and_its_amount(qtbot, seed_doc) -> None:
    panel = show_panel(qtbot, seed_doc)
    chart = panel.breakdown_chart
    rows = chart.shown[0]
    row = rows.index(V100)
    assert chart.part_at(100.0, float(row)) == (V100, compute_label(), pytest.approx(5760.0))
    assert chart.part_at(5760.0 + 10.0, float(row))[2] == pytest.approx(750.0)  # egress fee
    assert chart.part_at(7000.0, float(row)) is None  # past the bar


def test_the_mouse_over_a_part_shows_its_amount(qtbot, seed_doc) -> None:
    from PySide6.QtCore import QPointF

    panel = show_panel(qtbot, seed_doc)
    panel.tabs.setCurrentWidget(panel.breakdown_chart)
    settle()
    chart = panel.breakdown_chart
    row = chart.shown[0].index(V100)
    vb = chart.plot.getViewBox()
    chart.bars._on_mouse_moved(vb.mapViewToScene(QPointF(6000.0, float(row))))  # on egress
    # The row's total (5,760 + 750 + 121.60 = 6,631.60) heads it: the text after the bar.
    assert chart.bars.hover_text == f"{V100} — ¥6,632 · 8 GPUs\nEgress: ¥750.00"


def test_the_memory_chart_names_a_part_and_its_size_on_hover(qtbot, seed_doc) -> None:
    from PySide6.QtCore import QPointF

    from gpuplanner.gui.charts import MemoryChart

    chart = MemoryChart(seed_doc)
    qtbot.addWidget(chart)
    chart.resize(900, 500)
    chart.show()
    settle()
    vb = chart.plot.getViewBox()
    # Seed, A100 row at 8 GPUs: weights 1.75 GB first (ZeRO-3 over 8: 2 × 7e9 / 8).
    chart.bars._on_mouse_moved(vb.mapViewToScene(QPointF(1.0, 0.0)))
    a100 = "A · A100 80G on-demand"
    text = chart.bars.row_texts[a100].toPlainText()  # its total and usable memory
    assert text.endswith(" GB · 8 GPUs")
    assert chart.bars.hover_text == f"{a100} — {text}\nWeights: 1.75 GB"


def test_the_hint_says_what_the_chart_in_view_does(qtbot, seed_doc) -> None:
    """The curves take a click and their legend lists platforms; the breakdown's bars take no
    click and its legend lists the bill's parts, so it says what it does offer (issue 17:
    messages never contradict)."""
    panel = show_panel(qtbot, seed_doc)
    assert panel.hint.text().startswith("Click a point to fix that platform's GPU count")
    panel.tabs.setCurrentWidget(panel.breakdown_chart)
    assert panel.hint.text().startswith("Hover a bar for its platform, its total and each part")
    panel.tabs.setCurrentWidget(panel.time_chart)
    assert panel.hint.text().startswith("Click a point")
