"""Axis items with readable ticks: grouped numbers (no SI prefixes) and whole GPU counts.

pyqtgraph's default ticks write 120000 as "1.2e+05" or rescale the axis to "×1e5" — neither
reads as money. These axes write locale-grouped numbers ("120,000") and GPU counts as integers
(powers of two on a logarithmic axis: 1, 2, 4, … 1,024). ``fit_width`` sizes a side axis for
its tick texts before the chart is first painted.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pyqtgraph as pg
from PySide6.QtGui import QFontMetricsF

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


class NumberAxis(pg.AxisItem):
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


class GpuCountAxis(pg.AxisItem):
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
