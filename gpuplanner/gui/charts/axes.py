"""Axis items with readable ticks: grouped numbers (no SI prefixes) and whole GPU counts.

pyqtgraph's default ticks write 120000 as "1.2e+05" or rescale the axis to "×1e5" — neither
reads as money. These axes write locale-grouped numbers ("120,000") and GPU counts as integers
(powers of two on a logarithmic axis: 1, 2, 4, … 1,024). ``fit_width`` sizes a side axis for
its tick texts before the chart is first painted. Every axis here is a ``CachedAxis``: blitted
from a pixmap drawn at the screen's device pixel ratio.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPicture, QPixmap, QTransform
from PySide6.QtWidgets import QWidget

from gpuplanner.gui import format as fmt

AXIS_PADDING_PX = 16  # pyqtgraph's tick text offset (5 px) and a gap before the plot's edge


def fit_width(axis: pg.AxisItem, texts: Iterable[str]) -> None:
    """Make a left or right axis wide enough for ``texts`` (its tick labels) now.

    pyqtgraph measures tick texts only while painting the axis and widens it afterwards; until
    then it drops every text wider than its 30-px default, so a chart rendered (exported)
    before its first paint on screen had no names on its axis. A text of several lines is as
    wide as its longest line.
    """
    metrics = QFontMetricsF(axis.style["tickFont"] or axis.font())
    lines = (line for text in texts for line in text.split("\n"))
    widest = max((metrics.horizontalAdvance(line) for line in lines), default=0.0)
    axis.setWidth(math.ceil(widest + AXIS_PADDING_PX))


def _decimals(spacing: float) -> int:
    if spacing <= 0 or not math.isfinite(spacing):
        return 0
    return max(0, math.ceil(-math.log10(spacing)))


class CachedAxis(pg.AxisItem):
    """An axis (its ticks, tick texts and grid) blitted from a pixmap until it changes.

    The axes are a third of a repaint, mostly text. Qt's DeviceCoordinateCache kept them in a
    pixmap placed at whole *logical* pixels: at 150 % scaling one logical pixel is 1.5 device
    pixels, so the cached axes were drawn half a device pixel off and resampled — lines
    blurred and about 12,600 device pixels of a Results chart unlike a fresh paint. This cache
    is placed at whole *device* pixels: a pixmap sized in device pixels with the device's
    ratio (``setDevicePixelRatio``), the axis drawn into it with the painter's own transform
    shifted by whole device pixels, so it rasterises as a fresh paint does at 1.0, 1.5, 2.0.

    pyqtgraph already records the axis in ``self.picture`` and sets it to None whenever the
    range, ticks, pens, fonts or size (its own or its view's) change; the pixmap is drawn
    again when that picture, the device pixel ratio (another screen) or the transform differ.
    Only paints on a widget are cached (an export's image is painted afresh), and only at a
    ratio with whole device pixels to place the pixmap at (``whole_step``: 1.25, 1.5, 1.75,
    2, 4/3 …; a ratio such as 1.3333 has none and its axes are painted afresh).
    ``pixmap_cache = False`` paints afresh always (the tests' reference); ``drop_cache``
    frees the pixmap (the chart hidden).
    """

    def __init__(self, orientation: str, **kwargs) -> None:
        super().__init__(orientation, **kwargs)
        self.pixmap_cache = True
        self._key: tuple[QPicture, float, QTransform] | None = None
        self._pixmap = QPixmap()
        self._origin = QPointF()

    def drop_cache(self) -> None:
        self._key = None
        self._pixmap = QPixmap()

    def _record(self) -> QPicture:
        """pyqtgraph's own recording of the axis (AxisItem.paint, pyqtgraph 0.14)."""
        if self.picture is None:
            picture = QPicture()
            painter = QPainter(picture)
            try:
                if self.style["tickFont"]:
                    painter.setFont(self.style["tickFont"])
                specs = self.generateDrawSpecs(painter)
                if specs is not None:
                    self.drawPicture(painter, *specs)
            finally:
                painter.end()
            self.picture = picture
        return self.picture

    def paint(self, p: QPainter, opt, widget: QWidget | None) -> None:
        picture = self._record()
        # ``widget`` is the view's viewport on screen (or in a grab), None in an export.
        if not self.pixmap_cache or widget is None:
            picture.play(p)
            return
        world = p.worldTransform()
        ratio = widget.devicePixelRatioF()
        key = self._key
        if key is None or key[0] is not picture or key[1] != ratio or key[2] != world:
            if (
                world.isRotating()  # (QTransform.type() crashed PySide 6.11 here)
                or not world.isAffine()
                or whole_step(ratio) is None  # no whole device pixels to place it at
            ):
                picture.play(p)
                return
            self._draw_pixmap(p, picture, world, ratio)
            self._key = (picture, ratio, world)
        # Device pixel onto device pixel: nothing to smooth (smoothing took a slower path).
        smooth = p.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        p.setWorldTransform(QTransform())
        p.drawPixmap(self._origin, self._pixmap)
        p.setWorldTransform(world)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)

    def _draw_pixmap(self, p: QPainter, picture: QPicture, world: QTransform, ratio: float) -> None:
        step = whole_step(ratio)
        assert step is not None
        # The bounds change only with a new picture: pyqtgraph records it again when the
        # axis or its view is resized (resizeEvent, linkedViewChanged) or restyled.
        bounds = self.boundingRect()
        # The pixmap's corner at whole multiples of ``step`` logical pixels (3 device pixels
        # at 150 %), one step out: a whole device pixel, exact in floating point, so a line
        # on a pixel's edge lands on the same side as in a fresh paint.
        shown = world.mapRect(bounds)
        left = (math.floor(shown.left() / step) - 1) * step
        top = (math.floor(shown.top() / step) - 1) * step
        width = math.ceil((shown.right() - left) * ratio) + 2
        height = math.ceil((shown.bottom() - top) * ratio) + 2
        pixmap = self._pixmap  # the same size again (a new range): filled again, not made
        if (pixmap.width(), pixmap.height()) != (max(width, 1), max(height, 1)):
            pixmap = QPixmap(max(width, 1), max(height, 1))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        self._origin = QPointF(left, top)
        painter = QPainter(pixmap)
        try:
            # The state a fresh paint starts from, moved by whole device pixels.
            painter.setRenderHints(p.renderHints())
            painter.setFont(p.font())
            painter.setPen(p.pen())
            painter.setBrush(p.brush())
            painter.setWorldTransform(world * QTransform.fromTranslate(-left, -top))
            picture.play(painter)
        finally:
            painter.end()
        self._pixmap = pixmap


def whole_step(ratio: float) -> int | None:
    """The fewest logical pixels that are whole device pixels at ``ratio`` (1 at 100 % and
    200 %, 2 at 150 %, 4 at 125 % and 175 %, 3 at 4/3); None for one with none up to 8."""
    for step in range(1, 9):
        if abs(step * ratio - round(step * ratio)) < 1e-9:
            return step
    return None


class NumberAxis(CachedAxis):
    """Linear axis with grouped numbers: 1,234,567 and 0.25 — never 1.2e+06."""

    def __init__(self, orientation: str, **kwargs) -> None:
        super().__init__(orientation, **kwargs)
        self.enableAutoSIPrefix(False)

    def logTickValues(self, minVal: float, maxVal: float, size: float, stdTicks):
        # Decades, then 2× and 5× within them: "8 9 10 20" crowds, "5 10 20 50" reads.
        decades = range(math.floor(minVal), math.ceil(maxVal) + 1)
        major = [float(k) for k in decades if minVal <= k <= maxVal]
        minor = [
            k + math.log10(m)
            for k in decades
            for m in (2, 5)
            if minVal <= k + math.log10(m) <= maxVal
        ]
        if len(major) + len(minor) < 2:
            # A range inside one decade (2,000–3,500): round linear steps, placed in log.
            lo, hi = 10**minVal, 10**maxVal
            step = 10 ** math.floor(math.log10(max(hi - lo, 1e-300)))
            if (hi - lo) / step < 3:
                step /= 2 if (hi - lo) / (step / 2) >= 3 else 5
            first = math.ceil(lo / step) * step
            count = int((hi - first) // step) + 1
            major = [math.log10(first + k * step) for k in range(max(count, 0))]
            minor = []
        return [(1.0, major), (None, minor)]

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        if self.logMode:
            # Values are log10 of the data: 1, 2, 5, 10, 20 … written out, never 1e+03.
            return [fmt.number(10**v, max(0, -math.floor(v))) for v in values]
        places = _decimals(spacing * scale)
        return [fmt.number(v * scale, places) for v in values]


class GpuCountAxis(CachedAxis):
    """GPU counts: whole numbers; in log mode ticks at powers of two."""

    def __init__(self, orientation: str = "bottom", **kwargs) -> None:
        super().__init__(orientation, **kwargs)
        self.enableAutoSIPrefix(False)

    def tickSpacing(self, minVal: float, maxVal: float, size: float):
        levels = super().tickSpacing(minVal, maxVal, size)
        # No ticks between whole GPUs: 2.5 GPUs is not a count anyone can rent.
        return [(spacing, offset) for spacing, offset in levels if spacing >= 1] or [(1.0, 0.0)]

    def logTickValues(self, minVal: float, maxVal: float, size: float, stdTicks):
        lo = max(0, math.floor(minVal / math.log10(2)))
        hi = math.ceil(maxVal / math.log10(2))
        powers = [k * math.log10(2) for k in range(lo, hi + 1)]
        powers = [v for v in powers if minVal <= v <= maxVal]
        # Keep labels apart: about one per 45 px, dropping every other power when crowded.
        step = 1
        if size > 0 and powers:
            while len(powers) / step > max(2, size / 45):
                step *= 2
        return [(None, powers[::step])]

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        if self.logMode:
            return [fmt.integer(round(10**v)) for v in values]
        return [fmt.integer(round(v * scale)) for v in values]
