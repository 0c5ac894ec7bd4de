"""The frame every chart shares: a titled plot with its legend beneath, themed from the palette.

A chart is one ``GraphicsLayoutWidget``: the plot in row 0 and the legend in row 1, so the
legend never covers data and is part of an exported image. Colours follow the widget palette
(light or dark) and are re-applied when the palette changes.

A chart follows the document's results with ``on_result`` (connected to ``result_changed``):
it redraws at once when it can be seen, or when it is not in a shown window at all (a chart
made for an export or a test); hidden in a shown window (another tab, a Results tab not in
view, a closed dock) it is only marked stale and redraws when it is next shown, before it
paints — so an edit redraws the charts in view, never the ones behind other tabs.
"""

from __future__ import annotations

import math
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QHideEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QGraphicsItem, QWidget

from gpuplanner.gui.charts.axes import CachedAxis
from gpuplanner.gui.charts.palette import Theme
from gpuplanner.gui.plain_text import escape

TITLE_POINTS = 11.0
TITLE_SIZE = f"{TITLE_POINTS:g}pt"
TITLE_MARGIN_PX = 24  # the layout's margins either side of the title
NOTE_SIZE = "9pt"
LEGEND_COLUMNS = 4  # at most; fewer when the chart is narrow
LEGEND_GAP_PX = 24  # between legend columns
SWATCH_PX = 30  # a legend entry's sample and the space after it
LEGEND_NAME_PX = 150  # the least room a cut name gets: "A800 · 8-GPU…(China market low)"
LEGEND_POINTS = 9.0  # pyqtgraph's legend text size (LegendItem's labelTextSize, "9pt")
# Qt keeps an item drawn with this cache in a pixmap and blits it until the item changes
# (update(), a new scale), without calling its paint() or boundingRect(): for pyqtgraph's
# Python items that is most of a repaint's cost (``cache_drawing``).
CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache
# Rows the legend may take (about 18 px each) before long names are cut: with two, the
# example's "Pareto frontier: the cheapest option by each time" and every catalog platform
# name were cut to "…" at 1280×720 where three rows hold them whole (issue 25 item 9).
LEGEND_ROWS = 3


def cache_drawing(*items: QGraphicsItem) -> None:
    """Blit these items from a pixmap until they change (``CACHED``).

    For small items that rarely change between frames — a legend entry, a mark at one point, a
    text, a whisker — and never a whole-plot curve: the pixmaps share QPixmapCache's limit.
    """
    for item in items:
        item.setCacheMode(CACHED)


class PlainLegend(pg.LegendItem):
    """A legend whose labels are text: pyqtgraph renders a label as HTML, so a platform named
    ``<img src="/dev/zero">`` would be an image read from a device (issue 18). The labels
    are blitted from a cache (they stay the same from edit to edit); the samples are not: a
    cached sample's line came out a third thinner at 150 % scaling."""

    def addItem(self, item: pg.GraphicsObject, name: str) -> None:
        super().addItem(item, escape(name))
        self.names.append(name)
        cache_drawing(self.items[-1][1].item)  # the label's text (redrawn on setText)

    def clear(self) -> None:
        super().clear()
        self.names.clear()

    def removeItem(self, item: pg.GraphicsObject) -> None:
        for i, (sample, _) in enumerate(self.items):
            if sample.item is item:
                del self.names[i]
                break
        super().removeItem(item)

    @property
    def names(self) -> list[str]:
        """Each entry's whole name, in order (a label may show it cut to its column)."""
        if not hasattr(self, "_names"):
            self._names: list[str] = []
        return self._names


class ChartView(pg.GraphicsLayoutWidget):
    """A plot with a title, axis labels carrying units, and a legend in the row below.

    A note (``set_note``) goes in a third row, under the legend, only while there is one.
    """

    theme_changed = Signal(object)  # the new Theme, after the chart re-coloured its own items

    def __init__(
        self,
        axis_items: dict[str, pg.AxisItem] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        # The axes are blitted from a pixmap at the device's pixel ratio (CachedAxis).
        axes = {side: CachedAxis(side) for side in ("left", "bottom", "right", "top")}
        self.plot = pg.PlotItem(axisItems=axes | (axis_items or {}))
        for side in ("right", "top"):
            if side not in (axis_items or {}):
                self.plot.hideAxis(side)  # shown only when given, as pyqtgraph's default
        # pyqtgraph's own menu offers its SVG exporter, which crashes on Qt 6.12
        # (machine notes); "Export chart…" in the panel replaces it.
        self.plot.setMenuEnabled(False)
        self.plot.showGrid(x=True, y=True, alpha=0.15)
        self.addItem(self.plot, row=0, col=0)
        self.legend = PlainLegend(colCount=LEGEND_COLUMNS, verSpacing=-4)
        self.addItem(self.legend, row=1, col=0)
        self.ci.layout.setRowStretchFactor(0, 1)
        self._title = ""
        self._title_name: str | None = None
        self.shown_title = ""  # the title as drawn (cut to the chart's width)
        self._labels: dict[str, str] = {}
        self._limit_lines: list[pg.InfiniteLine] = []
        self._note_text = ""
        self.note = pg.LabelItem("", size=NOTE_SIZE)  # in the layout only while it has text
        self.theme = Theme.from_palette(self.palette())
        self._apply_base_theme()
        # The axes (ticks, tick texts, grid), their labels and the title are mostly text, a
        # third of a repaint: each is drawn once into a pixmap and blitted until it changes
        # (an axis redraws itself when its range or ticks move), not re-rendered per frame.
        # The axes keep their own pixmap, at the device's pixel ratio (CachedAxis): Qt's
        # cache drew them half a device pixel off at 150 %.
        for side in ("left", "bottom", "right", "top"):
            cache_drawing(self.plot.getAxis(side).label)
        cache_drawing(self.plot.titleLabel)
        self.stale = False  # a result arrived while hidden: redrawn when next shown
        self._ready = True

    # --- following the results (see the module doc) ----------------------------------
    def refresh(self, result: Any = None) -> None:
        """Draw the document's current result (charts that follow results override)."""

    def on_result(self, result: Any) -> None:
        """The document's new result: drawn now if seen, else when next shown."""
        if self.isVisible() or not self.window().isVisible():
            self.stale = False
            self.refresh(result)
        else:
            self.stale = True

    def showEvent(self, event: QShowEvent) -> None:
        if self.stale:
            self.stale = False
            self.refresh()  # the document's result now, before the first frame shows
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self.drop_axis_caches()  # a hidden chart holds no pixmaps (drawn again when shown)
        super().hideEvent(event)

    def axes(self) -> list[pg.AxisItem]:
        return [self.plot.getAxis(side) for side in ("left", "bottom", "right", "top")]

    def drop_axis_caches(self) -> None:
        for axis in self.axes():
            if isinstance(axis, CachedAxis):
                axis.drop_cache()

    # --- texts -----------------------------------------------------------------------
    def set_title(self, title: str, name: str | None = None) -> None:
        """Title the chart. ``name`` (a platform's, once in ``title``) is the part cut to
        fit a narrow chart, so "… at 16 GPUs" stays whole."""
        self._title, self._title_name = title, name
        self._show_title()

    def _show_title(self) -> None:
        """The title, cut with "…" to the plot area's width: pyqtgraph makes a title as wide
        as its text, and a long one (a platform's name in it) widened the plot past the
        chart's edge, cutting the plot off. Again after the left axis changes width."""
        font = QFont(self.font())
        font.setPointSizeF(TITLE_POINTS)
        # The title sits over the plot area only, right of the left axis.
        left = self.plot.getAxis("left")
        axis = left.width() if left.isVisible() else 0.0
        room = max(self.width() - axis - TITLE_MARGIN_PX, 80.0)
        metrics = QFontMetricsF(font)
        shown, name = self._title, getattr(self, "_title_name", None)
        if metrics.horizontalAdvance(shown) > room and name and name in shown:
            rest = metrics.horizontalAdvance(shown.replace(name, "", 1))
            cut = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(room - rest, 40.0))
            shown = shown.replace(name, cut, 1)
        shown = metrics.elidedText(shown, Qt.TextElideMode.ElideRight, room)
        self.shown_title = shown
        self.plot.setTitle(escape(shown), color=self.theme.foreground.name(), size=TITLE_SIZE)
        # The layout took the widest title's width as its minimum; back to the view's size.
        if self.ci.geometry().width() > self.width():
            self.ci.setGeometry(QRectF(0, 0, self.width(), self.height()))

    def set_axis_label(self, side: str, text: str) -> None:
        """Label an axis; ``text`` carries its unit, e.g. "Total cost (CNY)"."""
        if self._labels.get(side) == text:
            return
        self._labels[side] = text
        # No ``units=``: pyqtgraph would then add SI prefixes (k, M) to money.
        self.plot.setLabel(side, escape(text), color=self.theme.foreground.name())

    def set_note(self, text: str) -> None:
        """Show ``text`` under the legend ("" removes the row)."""
        if text == self._note_text:
            return
        had_note = bool(self._note_text)
        self._note_text = text
        if text:
            self.note.setText(escape(text), color=self.theme.foreground.name(), size=NOTE_SIZE)
            if not had_note:
                self.addItem(self.note, row=2, col=0)
        elif had_note:
            self.removeItem(self.note)

    @property
    def note_text(self) -> str:
        return self._note_text

    def resizeEvent(self, event: QResizeEvent | None) -> None:
        # A legend wider than the chart would push the plot and its title out of view.
        # (pyqtgraph itself calls this with None while setting up.)
        # pyqtgraph's close() clears the scene (the legend's labels with it), then resizes.
        if hasattr(self, "legend") and not getattr(self, "closed", False):
            self.fit_legend()
            if getattr(self, "_title", ""):
                self._show_title()
        super().resizeEvent(event)

    def fit_legend(self) -> None:
        """Lay the legend out in columns that hold every name whole while that takes at most
        ``LEGEND_ROWS`` rows; else in more columns (at most four, each at least
        ``LEGEND_NAME_PX`` for a name) with the long names cut in the middle to the column,
        "A100 · self-bu…on this job": one entry a row would squeeze a short chart's plot to
        a strip, and a name wider than the chart was cut at its edge. On a resize, and by a
        chart that has just filled its legend."""
        legend = self.legend
        names = legend.names
        if len(names) != len(legend.items):
            return  # entries added by pyqtgraph itself: leave them as they are
        font = QFont(self.font())
        font.setPointSizeF(LEGEND_POINTS)
        metrics = QFontMetricsF(font)
        width = float(self.width())
        widest = max((metrics.horizontalAdvance(n) for n in names), default=0.0)
        # A column as wide as its widest name needs: the memory chart's parts ("Weights" …)
        # take two columns in a 380-px side panel, where a platform-name width took one.
        whole = int(width // (widest + SWATCH_PX + LEGEND_GAP_PX))
        columns = max(1, min(LEGEND_COLUMNS, whole))
        room = math.inf
        if names and math.ceil(len(names) / columns) > LEGEND_ROWS:
            fit = int(width // (LEGEND_NAME_PX + SWATCH_PX + LEGEND_GAP_PX))
            needed = math.ceil(len(names) / LEGEND_ROWS)  # columns for LEGEND_ROWS rows
            columns = max(columns, min(LEGEND_COLUMNS, fit, needed))
            room = width / columns - SWATCH_PX - LEGEND_GAP_PX
        for name, (_, label) in zip(names, legend.items, strict=True):
            shown = name
            if metrics.horizontalAdvance(name) > room:
                shown = metrics.elidedText(name, Qt.TextElideMode.ElideMiddle, room)
            if getattr(label, "shown_name", name) != shown:
                label.setText(escape(shown))
                label.shown_name = shown
        if columns != legend.columnCount:
            legend.setColumnCount(columns)

    # --- theme ------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange and getattr(self, "_ready", False):
            # Another screen or scaling: the axes' pixmaps (keyed on the ratio too) go now.
            self.drop_axis_caches()
            self.viewport().update()
        # The base class changes roles while constructing, before the plot exists.
        if event.type() == QEvent.Type.PaletteChange and getattr(self, "_ready", False):
            self.theme = Theme.from_palette(self.palette())
            self._apply_base_theme()
            self.apply_theme(self.theme)
            self.theme_changed.emit(self.theme)

    def _apply_base_theme(self) -> None:
        t = self.theme
        self.setBackground(t.background)
        for side in ("left", "bottom", "right", "top"):
            axis = self.plot.getAxis(side)
            axis.setPen(t.muted)
            axis.setTextPen(t.foreground)
            # Major and minor ticks only: a third level turns the grid into fabric.
            axis.setStyle(maxTickLevel=1)
        for side, text in self._labels.items():
            self.plot.setLabel(side, escape(text), color=t.foreground.name())
        if self._title:
            self._show_title()
        self.legend.setLabelTextColor(t.foreground)
        if self._note_text:
            self.note.setText(escape(self._note_text), color=t.foreground.name(), size=NOTE_SIZE)
        for line in self._limit_lines:
            self._style_limit_line(line)

    def add_limit_line(self, angle: int) -> pg.InfiniteLine:
        """A dotted reference line (deadline, budget) labelled at its far end, beside the line.

        Horizontal: the label sits above the line at the right end; vertical: at the top,
        right of the line — clear of where curves usually start (left and bottom) — or left
        of it when the line is in the right half of the view, so it is not cut at the edge
        (pyqtgraph takes the first anchor while the view's centre is right of the line).
        """
        anchors = [(1, 1), (1, 1)] if angle == 0 else [(-0.05, 0), (1.05, 0)]
        line = pg.InfiniteLine(
            angle=angle,
            movable=False,
            label="",
            labelOpts={"position": 0.98, "anchors": anchors},
        )
        line.setZValue(-5)
        line.hide()
        # Redrawn when it moves, the range changes or its label's text does.
        cache_drawing(line, line.label.textItem)
        self._limit_lines.append(line)
        self._style_limit_line(line)
        self.plot.addItem(line)
        return line

    def _style_limit_line(self, line: pg.InfiniteLine) -> None:
        color = self.theme.foreground
        line.setPen(pg.mkPen(color, width=1.5, style=Qt.PenStyle.DotLine))
        line.label.setColor(color)

    def apply_theme(self, theme: Theme) -> None:
        """Re-colour the chart's own items for ``theme`` (subclasses extend)."""

    def hide_transient(self) -> None:
        """Hide hover decorations (before an export); subclasses with hover override."""
