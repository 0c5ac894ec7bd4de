"""Tornado chart: which input moves the selected platform's total cost the most.

One row per uncertain input, largest swing on top (the order ``core.simulate`` gives). From the
expected total (a vertical base line) a bar runs to the total with the input at its low end
and another to the total at its high end, in two colours; the other inputs stay as typed.
Rows name the input and its range in the form's units (the GPU price is the bill's own per
GPU-hour, ``PlatformResult.gpu_hour_price``), in two lines, or one, or the name alone, as
the row height allows (labels never overlap); each bar end carries its total; the
mouse over a bar shows the chart's tooltip with that end's input value, its total and how far
it lies from the expected one (``hover_text``, like the bar charts' hover in ``bars.py``). Every
number is read from the simulation's ``TornadoBar``s. Items are created once and updated with
``setOpts``/``setText``; the platform comes from ``platform_combo`` or ``set_platform``.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from gpuplanner.core.result import PlanResult
from gpuplanner.core.uncertainty import PlatformUncertainty
from gpuplanner.core.uncertainty_models import INPUTS
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.charts.axes import CachedAxis, NumberAxis, fit_width
from gpuplanner.gui.charts.base import ChartView
from gpuplanner.gui.charts.palette import Theme, segment_color
from gpuplanner.gui.charts.text import elide
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import compact_combo
from gpuplanner.gui.range_text import RangeText
from gpuplanner.gui.simulation import Simulation

BAR_HEIGHT = 0.6
LOW_COLOR, HIGH_COLOR = 2, 6  # palette.SEGMENT_COLORS: teal (low end), rose (high end)
PICKER_MAX_WIDTH = 360
TEXT_ROOM = 0.22  # share of the x range kept free on each side for the totals at the bar ends
Y_TOP, Y_BOTTOM = -1.1, 0.6  # the y range beyond the rows: a band on top for the base label
ROW_GAP_PX = 2.0  # between one row's label and the next


class TornadoChart(ChartView):
    """Cost swing per input for one platform at its chosen GPU count."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__({"bottom": NumberAxis("bottom"), "left": CachedAxis("left")}, parent)
        self._document = document
        self.simulation = Simulation.of(document)
        self._text = RangeText(self)
        self.inputs: list[str] = []  # row order of the bars (top first)
        self._rows: list[tuple[str, str]] = []  # (input name, its range) per row, top first
        self.label_lines = 2  # a row label's form now: 2 lines, 1 line, or 0 (the name alone)
        self.tick_texts: list[str] = []  # the row labels on the axis, top first
        self._shown: tuple[PlatformUncertainty, str, np.ndarray] | None = None  # for hover
        self.hover_text = ""
        self._selected: str | None = None
        self.platform_combo = compact_combo(QComboBox(), 18)
        self.platform_combo.setToolTip(self.tr("The platform whose cost swings are shown"))
        self.platform_combo.currentIndexChanged.connect(self._on_combo)
        self.platform_combo.setMaximumWidth(PICKER_MAX_WIDTH)
        self.picker = QWidget()  # "Platform: [combo]", for the panel's tool bar
        picker_layout = QHBoxLayout(self.picker)
        picker_layout.setContentsMargins(0, 0, 0, 0)
        picker_layout.addWidget(QLabel(self.tr("Platform:")))
        picker_layout.addWidget(self.platform_combo, 1)
        picker_layout.addStretch(0)

        self.plot.invertY(True)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.showGrid(x=True, y=False, alpha=0.15)
        self.low_bars = pg.BarGraphItem(x0=[], width=[], y=[], height=BAR_HEIGHT)
        self.high_bars = pg.BarGraphItem(x0=[], width=[], y=[], height=BAR_HEIGHT)
        self.base_line = pg.InfiniteLine(
            angle=90,
            movable=False,
            label="",
            labelOpts={"position": 0.02, "anchors": [(-0.05, 0), (-0.05, 0)]},
        )
        self.base_line.setZValue(5)
        # Totals at the bar ends: one text per input and side, created once.
        self.low_texts = [pg.TextItem(anchor=(0, 0.5)) for _ in INPUTS]
        self.high_texts = [pg.TextItem(anchor=(0, 0.5)) for _ in INPUTS]
        for item in (self.low_bars, self.high_bars, self.base_line):
            self.plot.addItem(item)
        for text in (*self.low_texts, *self.high_texts):
            self.plot.addItem(text, ignoreBounds=True)
        self.legend.addItem(self.low_bars, self.tr("Input at its low end"))
        self.legend.addItem(self.high_bars, self.tr("Input at its high end"))
        self.apply_theme(self.theme)

        document.result_changed.connect(self._on_result)
        self.simulation.simulation_changed.connect(self.refresh)
        self.scene().sigMouseMoved.connect(self._on_mouse_moved)
        self.plot.getViewBox().sigResized.connect(self._fit_labels)
        # Drawn now: a chart built after the simulation announced its run (the charts are
        # built after the first paint) would otherwise stay empty until the next edit.
        self.refresh()

    # --- selection ------------------------------------------------------------------------
    @property
    def platform(self) -> str | None:
        return self._selected

    def set_platform(self, name: str) -> None:
        """Show ``name``'s tornado (ignored for a name not in the plan)."""
        index = self.platform_combo.findData(name)
        if index >= 0:
            self.platform_combo.setCurrentIndex(index)

    def _on_combo(self, index: int) -> None:
        name = self.platform_combo.itemData(index)
        if name is not None and name != self._selected:
            self._selected = name
            self.refresh()

    def _on_result(self, result: PlanResult) -> None:
        """Keep the combo's platforms in step; the bars follow the simulation."""
        names = [p.name for p in result.platforms]
        if self._selected not in names:
            best = result.best
            self._selected = best.name if best is not None else (names[0] if names else None)
        combo = self.platform_combo
        if [combo.itemData(i) for i in range(combo.count())] != names:
            combo.blockSignals(True)
            try:
                combo.clear()
                for name in names:
                    combo.addItem(name, name)
            finally:
                combo.blockSignals(False)
        combo.setCurrentIndex(max(0, combo.findData(self._selected)))

    # --- drawing --------------------------------------------------------------------------
    def refresh(self, *_: object) -> None:
        result = self._document.result
        plan = self._document.plan
        self._on_result(result)
        mc = None
        if self._selected is not None:
            r = next((p for p in result.platforms if p.name == self._selected), None)
            mc = self.simulation.platform(r) if r is not None else None
        self.set_axis_label("bottom", fmt.fill(self.tr("Total cost (%1)"), plan.currency))
        if mc is None:
            self._clear()
            name = elide(self._selected or "", 60)
            self.set_title(fmt.fill(self.tr("%1 cannot run this plan"), name), name)
            return
        name = elide(mc.name, 60)
        words = self.tr("What moves the total: %1 at %2 GPUs")
        self.set_title(fmt.fill(words, name, fmt.integer(mc.gpus)), name)
        self._draw(mc, plan.currency)

    def _clear(self) -> None:
        self.inputs = []
        self._rows = []
        self.tick_texts = []
        self._shown = None
        self.hide_hover()
        for bars in (self.low_bars, self.high_bars):
            bars.setOpts(x0=[], width=[], y=[], height=BAR_HEIGHT)
        for text in (*self.low_texts, *self.high_texts):
            text.hide()
        self.base_line.hide()
        self.plot.getAxis("left").setTicks([[]])
        # No stale scale under a "cannot run" title: the axes (and their grid) go too.
        for side in ("left", "bottom"):
            self.plot.hideAxis(side)

    def _draw(self, mc: PlatformUncertainty, currency: str) -> None:
        for side in ("left", "bottom"):
            self.plot.showAxis(side)
        base = mc.base_cost
        bars = mc.tornado
        self.inputs = [b.input for b in bars]
        y = np.arange(len(bars), dtype=float)
        ends = np.array([[b.cost_at_low, b.cost_at_high] for b in bars], dtype=float)
        finite = np.where(np.isfinite(ends), ends, np.nan)
        lo_x = np.nanmin(np.append(finite, base))
        hi_x = np.nanmax(np.append(finite, base))
        span = max(hi_x - lo_x, abs(base) * 0.01, 1e-9)
        right_edge = hi_x + span * TEXT_ROOM * 2
        # A total that never finishes (infinite) is drawn to the edge and labelled as such.
        drawn = np.where(np.isfinite(ends), ends, right_edge)
        for bars_item, col in ((self.low_bars, 0), (self.high_bars, 1)):
            bars_item.setOpts(
                x0=np.minimum(drawn[:, col], base),
                width=np.abs(drawn[:, col] - base),
                y=y,
                height=BAR_HEIGHT,
            )
        self.base_line.setPos(base)
        self.base_line.label.setFormat(
            fmt.fill(self.tr("Expected %1"), fmt.money(base, currency, 0))
        )
        self.base_line.show()
        self._shown = (mc, currency, drawn)
        self.hide_hover()
        self._label_ends(ends, drawn, base, currency)
        self._rows = [
            (self._text.name(b.input), self._text.span(b, mc.gpus, currency)) for b in bars
        ]
        self._fit_labels()
        self.plot.setXRange(lo_x - span * TEXT_ROOM, right_edge, padding=0)
        # A free band above the first row holds the base line's label.
        self.plot.setYRange(Y_TOP, len(bars) - 1 + Y_BOTTOM, padding=0)

    def row_labels(self, lines: int) -> list[str]:
        """Each row's label in ``lines`` lines: the input over its range (2), both on one line
        (1), or the input's name alone (0, the range then only in the hover text)."""
        if lines == 2:
            return [f"{name}\n{span}" for name, span in self._rows]
        if lines == 1:
            return [fmt.fill(self.tr("%1: %2"), name, span) for name, span in self._rows]
        return [name for name, _ in self._rows]

    def _fit_labels(self, *_: object) -> None:
        """Label the rows in as many lines as a row's height holds, so that no label runs
        into the next (pyqtgraph draws every tick text, overlapping or not): two lines where
        there is room, one line on a short chart, the names alone on a very short one."""
        if not self._rows:
            return
        axis = self.plot.getAxis("left")
        line = QFontMetricsF(axis.style["tickFont"] or axis.font()).lineSpacing()
        height = self.plot.getViewBox().height()
        # Before the first layout the view has no height: two lines, as on a usual screen.
        row_px = height / (len(self._rows) - 1 + Y_BOTTOM - Y_TOP) if height > 0 else math.inf
        lines = 2 if row_px >= 2 * line + ROW_GAP_PX else 1 if row_px >= line + ROW_GAP_PX else 0
        texts = self.row_labels(lines)
        if texts == self.tick_texts:
            return
        self.label_lines, self.tick_texts = lines, texts
        axis.setTicks([[(float(i), text) for i, text in enumerate(texts)]])
        fit_width(axis, texts)  # before the first paint: for an export
        self._show_title()  # the room over the plot changed with the axis

    def _label_ends(self, ends: np.ndarray, drawn: np.ndarray, base: float, currency: str) -> None:
        for i in range(len(INPUTS)):
            for texts, col in ((self.low_texts, 0), (self.high_texts, 1)):
                text = texts[i]
                if i >= len(ends) or math.isclose(ends[i, col], base, rel_tol=1e-9):
                    text.hide()  # no swing on this side: nothing to label
                    continue
                value = ends[i, col]
                label = (
                    fmt.money(value, currency, 0)
                    if math.isfinite(value)
                    else wording.word("xl.risk.never")
                )
                left_of_base = drawn[i, col] < base
                text.setAnchor((1.05, 0.5) if left_of_base else (-0.05, 0.5))
                text.setText(label)
                text.setPos(drawn[i, col], float(i))
                text.show()

    # --- hover --------------------------------------------------------------------------
    def bar_at(self, x: float, y: float) -> tuple[int, int] | None:
        """(row, 0 for the low end or 1 for the high end) of the bar at view point (x, y)."""
        if self._shown is None:
            return None
        mc, _, drawn = self._shown
        row = round(y)
        if not 0 <= row < len(mc.tornado) or abs(y - row) > BAR_HEIGHT / 2:
            return None
        base = mc.base_cost
        for side in (0, 1):
            end = drawn[row, side]
            if min(base, end) <= x <= max(base, end) and end != base:
                return row, side
        return None

    def describe(self, row: int, side: int) -> str:
        """E.g. "MFU at 18.8% (its low end)" / "Total ¥6,100, ¥1,200 more than expected"."""
        assert self._shown is not None
        mc, currency, _ = self._shown
        bar = mc.tornado[row]
        name = self._text.name(bar.input)
        value = self._text.end(bar, side, mc.gpus, currency)
        head = fmt.fill(
            self.tr("%1 at %2 (its high end)") if side else self.tr("%1 at %2 (its low end)"),
            name,
            value,
        )
        total = bar.cost_at_high if side else bar.cost_at_low
        if not math.isfinite(total):
            never = self.tr("The job does not finish")
            return f"{head}\n{never}"
        change = total - mc.base_cost
        words = self.tr("Total %1, %2 more than expected") if change >= 0 else None
        words = words or self.tr("Total %1, %2 less than expected")
        money = fmt.money(total, currency, 0), fmt.money(abs(change), currency, 0)
        return f"{head}\n{fmt.fill(words, *money)}"

    def _on_mouse_moved(self, scene_pos: QPointF) -> None:
        vb = self.plot.getViewBox()
        found = None
        if vb.sceneBoundingRect().contains(scene_pos):
            point = vb.mapSceneToView(scene_pos)
            found = self.bar_at(point.x(), point.y())
        if found is None:
            self.hide_hover()
            return
        self.hover_text = self.describe(*found)
        self.setToolTip(self.hover_text)  # where the mouse rests, as on the bar charts

    def hide_hover(self) -> None:
        if self.hover_text:
            self.hover_text = ""
            self.setToolTip("")

    def apply_theme(self, theme: Theme) -> None:
        pen = pg.mkPen(theme.background, width=1)
        self.low_bars.setOpts(brush=pg.mkBrush(segment_color(LOW_COLOR, theme.dark)), pen=pen)
        self.high_bars.setOpts(brush=pg.mkBrush(segment_color(HIGH_COLOR, theme.dark)), pen=pen)
        self.base_line.setPen(pg.mkPen(theme.foreground, width=1.5, style=Qt.PenStyle.DashLine))
        self.base_line.label.setColor(theme.foreground)
        for text in (*self.low_texts, *self.high_texts):
            text.setColor(theme.foreground)
        axis = self.plot.getAxis("left")
        axis.setPen(theme.muted)
        axis.setTextPen(theme.foreground)
