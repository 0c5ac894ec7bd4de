"""Horizontal stacked bars, one row per platform, one ``BarGraphItem`` per segment kind.

Shared by the cost breakdown and the memory chart. Rows read top to bottom in plan order with
the platform names on the left axis (long names fit better there than under vertical bars).
Segment items and row labels are kept in dicts and updated with ``setOpts``/``setText``; only a
segment kind or a platform that appears or disappears adds or removes items. Hovering a part
shows a tooltip naming its row, the row's text (its total), its part and its amount (worded by
the chart's ``describe``).

Rows closer together than a line of text (nine platforms in a short chart) would write their
names and texts over each other: ``_thin_labels`` then names only rows a line apart, taking
them in order of their bar's end (the cheapest first, the infeasible last), and the hover
tooltip gives every row's name and text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF
from PySide6.QtGui import QFontMetricsF

from gpuplanner.gui.charts.axes import fit_width
from gpuplanner.gui.charts.base import ChartView, cache_drawing
from gpuplanner.gui.charts.palette import Theme, segment_color
from gpuplanner.gui.charts.text import elide

BAR_HEIGHT = 0.62
TEXT_GAP_PX = 16  # between a bar's end and its text, and after the text
LABEL_MARGIN_PX = 1  # around a row's text (Qt's QTextDocument default: 4)


class StackedBars:
    """The bars, their legend entries, the row labels and a text after each bar."""

    def __init__(self, chart: ChartView) -> None:
        self._chart = chart
        self.plot = chart.plot
        self.plot.invertY(True)
        # Bars are read, not explored: fixed ranges, no panning or zooming.
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.showGrid(x=True, y=False, alpha=0.15)
        self.segments: dict[str, pg.BarGraphItem] = {}
        self._segment_colors: dict[str, int] = {}
        self.row_texts: dict[str, pg.TextItem] = {}
        self._legend_keys: list[str] = []
        self._extra_legend: list[tuple[pg.GraphicsObject, str]] = []
        self._last: tuple | None = None
        self._ranges: dict[int, tuple[float, float]] = {}
        self._rows: list[str] | None = None  # None: no rows set yet (the axis ticks are Qt's)
        self._names: list[str] = []  # the rows' names as the left axis writes them
        self._priority: list[int] = []  # rows in the order they get a label
        self.labelled: list[int] = []  # rows whose name and text are shown
        self._x_max = 1.0
        self._text_px = 0.0
        self.plot.getViewBox().sigResized.connect(self._fit_x)
        # Hover: what is drawn, and how the chart words one part's amount.
        self.shown: tuple[list[str], list[str], np.ndarray] = ([], [], np.zeros((0, 0)))
        self.describe: Callable[[float], str] = lambda amount: f"{amount:g}"
        self.hover_text = ""
        self._texts: list[str] = []
        chart.scene().sigMouseMoved.connect(self._on_mouse_moved)

    def add_legend_entry(self, item: pg.GraphicsObject, label: str) -> None:
        """A legend entry after the segments (e.g. the usable-memory mark)."""
        self._extra_legend.append((item, label))
        self._legend_keys = []  # rebuild on next update

    def update(
        self,
        rows: Sequence[str],
        segments: Sequence[tuple[str, int, str]],
        values: np.ndarray,
        texts: Sequence[str],
        x_max: float,
        text_at: np.ndarray | None = None,
    ) -> None:
        """Draw ``values[s, r]`` for segment s = (key, colour index, label) and row r.

        NaN values draw nothing (an infeasible row); ``texts[r]`` is written after row r's bar
        (or at ``text_at[r]``). An update identical to the last one changes nothing.
        """
        keys = [key for key, _, _ in segments]
        widths = np.nan_to_num(np.asarray(values, dtype=float).reshape(len(keys), len(rows)))
        ends = widths.sum(axis=0)
        at = ends if text_at is None else np.asarray(text_at, dtype=float)
        signature = (list(rows), keys, widths.tobytes(), list(texts), x_max, at.tobytes())
        if signature == self._last:
            return
        self._last = signature
        for gone in set(self.segments) - set(keys):
            self.plot.removeItem(self.segments.pop(gone))
        left = np.zeros(len(rows))
        y = np.arange(len(rows), dtype=float)
        for (key, color_index, _), width in zip(segments, widths, strict=True):
            bar = self.segments.get(key)
            if bar is None:
                bar = pg.BarGraphItem(x0=left, width=width, y=y, height=BAR_HEIGHT)
                self.segments[key] = bar
                self._segment_colors[key] = color_index
                self._style_segment(key, bar)
                self.plot.addItem(bar)
            bar.setOpts(x0=left.copy(), width=width, y=y, height=BAR_HEIGHT)
            left = left + width
        self.shown = (list(rows), [label for _, _, label in segments], widths)
        self._texts = list(texts)
        self.hide_hover()
        self._update_rows(rows, at, texts)
        # Labels go to the cheapest (shortest) bars first; an undrawn (NaN) row comes last.
        drawn = np.asarray(values, dtype=float).reshape(len(keys), len(rows))
        missing = np.isnan(drawn).all(axis=0) if len(keys) else np.ones(len(rows), bool)
        self._priority = sorted(range(len(rows)), key=lambda r: (bool(missing[r]), ends[r], r))
        self._sync_legend(segments)
        self._x_max = max(x_max, 1e-9)
        self._fit_x()
        self._set_range(1, (-0.5, max(len(rows), 1) - 0.5))
        self._thin_labels()

    # --- hover --------------------------------------------------------------------------
    def part_at(self, x: float, y: float) -> tuple[str, str, float] | None:
        """(row, part label, amount as drawn) of the bar part at view point (x, y)."""
        rows, labels, widths = self.shown
        row = round(y)
        if not rows or not 0 <= row < len(rows) or abs(y - row) > BAR_HEIGHT / 2:
            return None
        left = 0.0
        for label, amounts in zip(labels, widths, strict=True):
            amount = float(amounts[row])
            if left <= x < left + amount:
                return rows[row], label, amount
            left += amount
        return None

    def _on_mouse_moved(self, scene_pos: QPointF) -> None:
        vb = self.plot.getViewBox()
        found = None
        if vb.sceneBoundingRect().contains(scene_pos):
            point = vb.mapSceneToView(scene_pos)
            found = self.part_at(point.x(), point.y())
        if found is None:
            self.hide_hover()
            return
        row, label, amount = found
        text = self._texts[self.shown[0].index(row)]
        head = f"{row} — {text}" if text else row
        self.hover_text = f"{head}\n{label}: {self.describe(amount)}"
        # The chart's tooltip, shown where the mouse rests: bars are read, not explored (a
        # boxed label would cover them).
        self._chart.setToolTip(self.hover_text)

    def hide_hover(self) -> None:
        if self.hover_text:
            self.hover_text = ""
            self._chart.setToolTip("")

    def _set_range(self, axis: int, span: tuple[float, float]) -> None:
        # Setting an unchanged range still repaints both axes: skip it.
        if self._ranges.get(axis) == span:
            return
        self._ranges[axis] = span
        if axis == 0:
            self.plot.setXRange(*span, padding=0)
        else:
            self.plot.setYRange(*span, padding=0.02)

    def _fit_x(self) -> None:
        """Widen the x range so the longest text after a bar stays inside the plot.

        With W pixels of plot and a text of t pixels after the longest bar (x_max), the range
        R must satisfy x_max + t·R/W = R, i.e. R = x_max / (1 − t/W).
        """
        width_px = self.plot.getViewBox().width()
        share = (self._text_px + 2 * TEXT_GAP_PX) / width_px if width_px > 0 else 0.3
        self._set_range(0, (0.0, self._x_max / (1 - min(share, 0.7))))
        self._thin_labels()

    def _thin_labels(self) -> None:
        """Show the names and texts of rows at least a line of text apart (see the module
        docstring), in ``_priority`` order; the others keep their bar and their tooltip."""
        rows = self._rows or []
        vb = self.plot.getViewBox()
        top, bottom = vb.viewRange()[1]
        pitch = vb.height() / (bottom - top) if bottom > top else 0.0  # pixels per row
        line = max(
            (label.boundingRect().height() for label in self.row_texts.values()), default=0.0
        )
        line = max(line, QFontMetricsF(self.plot.getAxis("left").font()).height())
        taken: list[int] = []
        for row in self._priority:
            if pitch <= 0 or all(abs(row - other) * pitch >= line for other in taken):
                taken.append(row)
        labelled = sorted(taken)
        for i, name in enumerate(rows):
            self.row_texts[name].setVisible(i in taken)
        if labelled != self.labelled:
            self.labelled = labelled
            ticks = [(i, self._names[i]) for i in labelled]
            self.plot.getAxis("left").setTicks([ticks])

    def _update_rows(self, rows: Sequence[str], ends: np.ndarray, texts: Sequence[str]) -> None:
        if list(rows) != self._rows:
            self._rows = list(rows)
            axis = self.plot.getAxis("left")
            names = [elide(name) for name in rows]
            self._names = names
            self.labelled = list(range(len(names)))
            axis.setTicks([list(enumerate(names))])
            fit_width(axis, names)  # pyqtgraph would widen it only after a paint
            # No rows: no figures along the value axis either (pyqtgraph would label the
            # empty range 0 … 1e-9 with "0.0000000005"); its own ticks come back with rows.
            self.plot.getAxis("bottom").setTicks([[]] if not rows else None)
        for gone in set(self.row_texts) - set(rows):
            self.plot.removeItem(self.row_texts.pop(gone))
        for i, name in enumerate(rows):
            label = self.row_texts.get(name)
            if label is None:
                label = pg.TextItem(anchor=(-0.04, 0.5))
                # A tight box (Qt's 4 px margin makes a line 8 px taller): rows a line apart
                # then all get their text where the chart has room for it.
                label.textItem.document().setDocumentMargin(LABEL_MARGIN_PX)
                label.setColor(self._chart.theme.foreground)
                cache_drawing(label.textItem)  # blitted until its text or colour changes
                self.row_texts[name] = label
                self.plot.addItem(label, ignoreBounds=True)
            label.setText(texts[i])
            label.setPos(float(ends[i]), float(i))
        metrics = QFontMetricsF(self.plot.font())
        self._text_px = max((metrics.horizontalAdvance(t) for t in texts), default=0.0)

    def _sync_legend(self, segments: Sequence[tuple[str, int, str]]) -> None:
        keys = [key for key, _, _ in segments]
        if keys == self._legend_keys:
            return
        legend = self._chart.legend
        legend.clear()
        for key, _, label in segments:
            legend.addItem(self.segments[key], label)
        for item, label in self._extra_legend:
            legend.addItem(item, label)
        self._legend_keys = keys
        self._chart.fit_legend()

    def _style_segment(self, key: str, bar: pg.BarGraphItem) -> None:
        theme = self._chart.theme
        color = segment_color(self._segment_colors[key], theme.dark)
        # A background-coloured outline separates adjacent segments of similar colours.
        bar.setOpts(brush=pg.mkBrush(color), pen=pg.mkPen(theme.background, width=1))

    def apply_theme(self, theme: Theme) -> None:
        for key, bar in self.segments.items():
            self._style_segment(key, bar)
        for label in self.row_texts.values():
            label.setColor(theme.foreground)
