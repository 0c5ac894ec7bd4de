"""Charts blit their small, mostly unchanged items from Qt's item caches (base.cache_drawing):
a legend label, a chosen-count mark, a whisker, a bar's text, the budget line. What they show
must be what a fresh paint shows after an edit, a platform hidden from the menu, a theme
change and a simulation — and an edit redraws only the marks of the platform it changed.

Texts are left out of the pixel comparison: a cached text is drawn at whole pixels, so one at
x = 1,102.4 is a few hundred anti-aliased pixels apart from a fresh paint of it (it looks the
same), and Qt itself redraws a text item when its text changes; the test reads their texts."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import chart_helpers
import numpy as np
import pyqtgraph as pg
import pytest
from chart_helpers import settle, show_panel
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QGraphicsItem, QGraphicsTextItem
from wait import WAIT_MS

from gpuplanner.core.edit import replace_at
from gpuplanner.gui.charts import MemoryChart
from gpuplanner.gui.charts.axes import CachedAxis, whole_step
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
    ratio = chart.devicePixelRatioF() if chart is not None else 1.0  # images in device pixels
    for item in chart.scene().items() if chart is not None else ():
        if isinstance(item, QGraphicsTextItem) and item.isVisible():
            r = chart.mapFromScene(item.sceneBoundingRect()).boundingRect().adjusted(-1, -1, 1, 1)
            top, left = max(math.floor(r.top() * ratio), 0), max(math.floor(r.left() * ratio), 0)
            bottom = math.ceil((r.bottom() + 1) * ratio)
            differ[top:bottom, left : math.ceil((r.right() + 1) * ratio)] = False
    return int(differ.sum())


def _uncached_image(chart: ChartView) -> np.ndarray:
    """The chart painted with every item drawn afresh (caches off), then the caches back,
    filled again now: what they hold by the next check must have come through an update."""
    modes = {item: item.cacheMode() for item in chart.scene().items()}
    for item in modes:
        item.setCacheMode(NO_CACHE)
        item.pixmap_cache = False  # an axis' own cache (CachedAxis); harmless on the rest
    try:
        return _image(chart)
    finally:
        for item, mode in modes.items():
            item.setCacheMode(mode)
            item.pixmap_cache = True
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


@pytest.mark.parametrize("scale", ["1", "1.5", "2"])
def test_cached_axes_match_a_fresh_paint_at_each_scaling(scale: str) -> None:
    """At 100, 150 and 200 % display scaling (QT_SCALE_FACTOR, read when Qt starts: one
    process each) the axes as shown, blitted from their cache, are their fresh paint within
    STRAY_PIXELS device pixels. Qt's item cache placed them at whole logical pixels: at 150 %
    half a device pixel off, 12,700 pixels of the cost chart unlike a fresh paint."""
    here = Path(__file__).parent
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR=scale)
    env["PYTHONPATH"] = os.pathsep.join([str(here), str(here.parent), env.get("PYTHONPATH", "")])
    run = subprocess.run(
        [sys.executable, str(here / "scaled_axes_paint.py")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    stray = json.loads(run.stdout.strip().splitlines()[-1])
    assert stray.pop("ratio") == float(scale)
    assert set(stray) == {"CostChart", "TimeChart", "MemoryChart"}
    assert all(n <= STRAY_PIXELS for n in stray.values()), stray


def test_an_axis_pixmap_is_in_device_pixels_and_goes_with_the_chart(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    chart = panel.cost_chart
    chart.viewport().repaint()
    axis = chart.plot.getAxis("left")
    assert isinstance(axis, CachedAxis)
    ratio = chart.devicePixelRatioF()
    pixmap = axis._pixmap
    assert pixmap.devicePixelRatio() == ratio
    # The axis with its grid (the plot's width), in device pixels, a step and a pixel out.
    shown = chart.mapFromScene(axis.sceneBoundingRect()).boundingRect()
    assert shown.width() * ratio <= pixmap.width() <= (shown.width() + 4) * ratio + 4
    panel.tabs.setCurrentWidget(panel.time_chart)  # the cost chart hidden: its pixmaps go
    settle()
    assert axis._pixmap.isNull()
    panel.tabs.setCurrentWidget(chart)
    settle()
    assert_as_fresh(chart)


def test_whole_steps_of_each_scaling() -> None:
    # By hand: 1 × 1.5 = 1.5, 2 × 1.5 = 3; 4 × 1.25 = 5; 4 × 1.75 = 7; 3 × 4/3 = 4;
    # k × 1.3333 = 1.3333k is whole for no k up to 8 (10,000 would be the first).
    ratios = (1.0, 1.25, 1.5, 1.75, 2.0, 3.0, 4 / 3)
    assert [whole_step(r) for r in ratios] == [1, 4, 2, 4, 1, 1, 3]
    assert whole_step(1.3333) is None
