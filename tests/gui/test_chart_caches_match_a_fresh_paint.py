"""Charts blit their small, mostly unchanged items from Qt's item caches (base.cache_drawing):
a legend label, a chosen-count mark, a whisker, a bar's text, the budget line. What they show
must be what a fresh paint shows after an edit, a platform hidden from the menu, a theme
change and a simulation — and an edit redraws only the marks of the platform it changed.

Texts are left out of the pixel comparison: a cached text is drawn at whole pixels, so one at
x = 1,102.4 is a few hundred anti-aliased pixels apart from a fresh paint of it (it looks the
same), and Qt itself redraws a text item when its text changes; the test reads their texts."""

from __future__ import annotations

import chart_helpers
import numpy as np
import pyqtgraph as pg
from chart_helpers import settle, show_panel
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QGraphicsItem, QGraphicsTextItem
from wait import WAIT_MS

from gpuplanner.core.edit import replace_at
from gpuplanner.gui.charts import MemoryChart
from gpuplanner.gui.charts.base import ChartView
from gpuplanner.gui.simulation import Simulation

rich_doc = chart_helpers.rich_doc
NO_CACHE = QGraphicsItem.CacheMode.NoCache
# A cached item is drawn at whole device pixels: one pixel at an axis' corner was measured.
# A stale mark differs by far more: a 13-px symbol or a 12-px whisker tick in another colour
# or place changes over a hundred pixels.
STRAY_PIXELS = 4


def _image(chart: ChartView) -> np.ndarray:
    image = chart.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), -1, 4)
    return rows[:, : image.width(), :3].copy()


def _differ(a: np.ndarray, b: np.ndarray, chart: ChartView | None = None) -> int:
    """How many pixels of two images of the same size differ (outside ``chart``'s texts)."""
    assert a.shape == b.shape
    differ = (a != b).any(axis=2)
    for item in chart.scene().items() if chart is not None else ():
        if isinstance(item, QGraphicsTextItem) and item.isVisible():
            r = chart.mapFromScene(item.sceneBoundingRect()).boundingRect().adjusted(-1, -1, 1, 1)
            differ[max(r.top(), 0) : r.bottom() + 1, max(r.left(), 0) : r.right() + 1] = False
    return int(differ.sum())


def _uncached_image(chart: ChartView) -> np.ndarray:
    """The chart painted with every item drawn afresh (caches off), then the caches back,
    filled again now: what they hold by the next check must have come through an update."""
    modes = {item: item.cacheMode() for item in chart.scene().items()}
    for item in modes:
        item.setCacheMode(NO_CACHE)
    try:
        return _image(chart)
    finally:
        for item, mode in modes.items():
            item.setCacheMode(mode)
        _image(chart)


def assert_as_fresh(chart: ChartView) -> np.ndarray:
    """The chart as shown, checked against a fresh paint of it."""
    cached = _image(chart)
    stray = _differ(cached, _uncached_image(chart), chart)
    assert stray <= STRAY_PIXELS, f"{stray} pixels differ from a fresh paint"
    return cached


def _apply(qtbot, doc, path: tuple, value: object) -> None:
    with qtbot.waitSignal(doc.result_changed, timeout=WAIT_MS):
        doc.apply(replace_at(doc.plan, path, value), "edit")
    settle()


def test_cached_marks_show_what_a_fresh_paint_shows(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    chart = panel.cost_chart
    Simulation.of(rich_doc).run_now()  # whiskers drawn (off the edit path), then cached
    settle()
    # The budget (12,000) is in view, and so are the chosen marks and whiskers.
    assert chart.budget_line.isVisible() and all(
        s.items[name].isVisible() for s in panel.spreads[:1] for name in chart.platform_items
    )
    assert_as_fresh(chart)
    whisker = panel.spreads[0].items["A100 on-demand"].getData()[1]
    _apply(qtbot, rich_doc, ("platforms", 0, "mfu"), 0.5)  # A100's curve and mark move
    Simulation.of(rich_doc).run_now()  # ... and its whisker
    settle()
    assert list(panel.spreads[0].items["A100 on-demand"].getData()[1]) != list(whisker)
    shown = assert_as_fresh(chart)
    panel.set_platform_visible("H100 on-demand", False)  # its mark and whisker go
    settle()
    assert _differ(assert_as_fresh(chart), shown) > 100 * STRAY_PIXELS
    panel.set_platform_visible("H100 on-demand", True)
    settle()
    assert_as_fresh(chart)
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Base, QColor("#17181a"))
    dark.setColor(QPalette.ColorRole.Text, QColor("#e8eaed"))
    panel.setPalette(dark)  # every mark and legend sample in the dark colours
    settle()
    assert_as_fresh(chart)
    panel.tabs.setCurrentWidget(panel.time_chart)
    settle()
    assert_as_fresh(panel.time_chart)


def test_memory_chart_texts_follow_an_edit(qtbot, rich_doc) -> None:
    chart = MemoryChart(rich_doc)
    qtbot.addWidget(chart)
    chart.resize(800, 400)
    chart.show()
    settle()
    assert_as_fresh(chart)
    before = {name: label.textItem.toPlainText() for name, label in chart.bars.row_texts.items()}
    _apply(qtbot, rich_doc, ("workload", "micro_batch"), 2)  # activations double
    after = {name: label.textItem.toPlainText() for name, label in chart.bars.row_texts.items()}
    assert after != before
    assert_as_fresh(chart)


def test_an_edit_redraws_the_marks_of_the_platform_it_changed_only(
    qtbot, rich_doc, monkeypatch
) -> None:
    panel = show_panel(qtbot, rich_doc)
    Simulation.of(rich_doc).hold()  # the whiskers stay as they are (they follow the simulation)
    chart = panel.cost_chart
    chart.viewport().repaint()
    # A mark's paint culls its points to the view first (Qt's call of paint itself does not
    # see a patched method: PySide keeps the override it found).
    painted: list[pg.ScatterPlotItem] = []
    cull = pg.ScatterPlotItem._maskAt
    monkeypatch.setattr(
        pg.ScatterPlotItem, "_maskAt", lambda self, *a: (painted.append(self), cull(self, *a))[1]
    )
    chart.viewport().repaint()
    assert painted == []  # nothing changed: every mark blitted
    before = {name: items.chosen.getData() for name, items in chart.platform_items.items()}
    view = chart.plot.getViewBox().viewRange()
    _apply(qtbot, rich_doc, ("platforms", 0, "pricing", "price_per_gpu_hour"), 21.0)
    chart.viewport().repaint()
    # The axes kept their range (a new scale would redraw every mark, rightly).
    assert chart.plot.getViewBox().viewRange() == view
    a100 = chart.platform_items["A100 on-demand"]
    assert set(painted) == {a100.chosen.scatter}  # the other platforms' marks blitted
    # ... and it shows the new bill: the A100's chosen count at 21 instead of 20 CNY/GPU-h.
    pr = rich_doc.result.platform("A100 on-demand")
    x, y = a100.chosen.getData()
    assert (x[0], y[0]) == (pr.chosen, pr.total_cost[pr.chosen - 1])
    assert y[0] > before["A100 on-demand"][1][0]
    for name, items in chart.platform_items.items():
        if name != "A100 on-demand":
            x, y = items.chosen.getData()
            assert [list(x), list(y)] == [list(v) for v in before[name]]
