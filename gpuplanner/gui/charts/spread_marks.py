"""P10–P90 whiskers at each platform's chosen GPU count on the cost, time and trade-off charts.

Attached to a ``PlatformSeriesChart`` from the outside (the charts panel does it), so the
charts stay unaware of the simulation. One ``PlotDataItem`` per platform the chart draws,
created when the platform enters the chart, styled once (again only when the theme changes)
and updated with ``setData`` on ``simulation_changed``: a vertical whisker from P10 to P90 of
cost (or delivery hours), with end ticks; on the cost-against-time chart a cross of both.
PlotDataItems follow the plot's logarithmic axes by themselves. A whisker hides with its
platform (legend click); the chart's legend keeps one entry explaining the marks.
"""

from __future__ import annotations

from enum import Enum

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QObject

from gpuplanner.core.uncertainty import PlanUncertainty, PlatformUncertainty
from gpuplanner.gui.charts.base import cache_drawing
from gpuplanner.gui.charts.palette import Theme
from gpuplanner.gui.charts.series import PlatformSeriesChart, clear_marks
from gpuplanner.gui.simulation import Simulation

WHISKER_WIDTH = 2.0
TICK_SIZE = 12


class Measure(Enum):
    COST = "cost"  # y = total cost at x = N
    HOURS = "hours"  # y = delivery hours at x = N
    TRADEOFF = "tradeoff"  # x = delivery hours, y = total cost


def whisker(mc: PlatformUncertainty, measure: Measure) -> tuple[list, list, list]:
    """x, y and symbols of one platform's marks (pairs of points joined by lines)."""
    cost = (mc.p10_cost, mc.p90_cost)
    hours = (mc.p10_days * 24.0, mc.p90_days * 24.0)
    if measure is Measure.TRADEOFF:
        t, c = mc.base_days * 24.0, mc.base_cost
        xs = [t, t, *hours]
        ys = [*cost, c, c]
        return xs, ys, ["_", "_", "|", "|"]
    lo, hi = cost if measure is Measure.COST else hours
    return [mc.gpus, mc.gpus], [lo, hi], ["_", "_"]


class SpreadMarks(QObject):
    def __init__(self, chart: PlatformSeriesChart, measure: Measure) -> None:
        super().__init__(chart)
        self.chart = chart
        self.measure = measure
        self.items: dict[str, pg.PlotDataItem] = {}
        self._latest: PlanUncertainty | None = None  # the last percentiles reported
        self.key = pg.PlotDataItem([0.0], [0.0], pen=None, symbol="|", symbolSize=TICK_SIZE)
        self._style_key(chart.theme)
        chart.add_legend_entry(
            self.key,
            self.tr("P10–P90 of cost and time at the chosen count")
            if measure is Measure.TRADEOFF
            else self.tr("P10–P90 at the chosen count"),
        )
        self.simulation = Simulation.of(chart._document)
        self.simulation.simulation_changed.connect(self.update_marks)
        # The chart's platforms enter and leave with results and with the selection: follow
        # them now (a new whisker shows the latest percentiles reported; the numbers of the
        # new result follow when the simulation reports).
        chart.platforms_changed.connect(self.sync_items)
        scale_changed = getattr(chart, "scale_changed", None)  # the cost chart's relative view
        if scale_changed is not None and measure is Measure.COST:
            scale_changed.connect(lambda: self.update_marks(self._latest))
        chart.theme_changed.connect(self.apply_theme)
        self.update_marks(self.simulation.current())

    def sync_items(self, *_: object) -> None:
        """One item per platform of the chart; only entering and leaving ones change."""
        chart = self.chart
        for gone in set(self.items) - set(chart.platform_items):
            chart.plot.removeItem(self.items.pop(gone))
        by_name = self._by_name(self._latest)
        for name in chart.platform_items:
            if name not in self.items:
                self._set_marks(name, self._add(name), by_name.get(name))

    def update_marks(self, u: PlanUncertainty | None) -> None:
        self._latest = u
        self.sync_items()
        by_name = self._by_name(u)
        for name, item in self.items.items():
            self._set_marks(name, item, by_name.get(name))
        if self.measure is Measure.TRADEOFF:  # time is x here: the chart opens on the crosses
            held = {}
            for name, item in self.items.items():
                xs = item.xData
                if xs is not None and len(xs):
                    held[name] = np.asarray(xs, dtype=float)
            self.chart.hold_in_view(held)

    @staticmethod
    def _by_name(u: PlanUncertainty | None) -> dict[str, PlatformUncertainty]:
        return {p.name: p for p in u.platforms if p is not None} if u is not None else {}

    def _set_marks(self, name: str, item: pg.PlotDataItem, mc: PlatformUncertainty | None) -> None:
        if mc is None:
            clear_marks(item)
            return
        xs, ys, symbols = whisker(mc, self.measure)
        if self.measure is Measure.COST:  # drawn on the cost chart's scale (relative view)
            scale = float(getattr(self.chart, "cost_scale", 1.0))
            ys = [y / scale for y in ys]
        # An end that never finishes (infinite) is left out rather than drawn to infinity,
        # and one at 0 on a logarithmic axis (series._drawable).
        drawable = self.chart._drawable
        keep = [
            i
            for i in range(0, len(xs), 2)
            if all(drawable(x, y) for x, y in zip(xs[i : i + 2], ys[i : i + 2], strict=True))
        ]
        pick = [j for i in keep for j in (i, i + 1)]
        if not pick:
            clear_marks(item)
            return
        item.setData(
            np.array([xs[j] for j in pick], dtype=float),
            np.array([ys[j] for j in pick], dtype=float),
            connect="pairs",
            symbol=[symbols[j] for j in pick],
        )
        item.setVisible(self.chart.platform_items[name].ok.isVisible())

    def _add(self, name: str) -> pg.PlotDataItem:
        item = pg.PlotDataItem()
        item.setZValue(8)  # over the curves, under the chosen-N symbol
        # Blitted (base.cache_drawing): the whiskers change when the simulation reports,
        # not at each edit, and pyqtgraph's line and ticks cost more to paint than a curve.
        cache_drawing(item.curve, item.scatter)
        self.chart.plot.addItem(item)
        series = self.chart.platform_items[name]
        series.ok.visibleChanged.connect(lambda: item.setVisible(series.ok.isVisible()))
        self.items[name] = item
        self._style(name, item, self.chart.theme)
        return item

    def apply_theme(self, theme: Theme) -> None:
        """Re-colour every whisker and the legend key (only on a theme change)."""
        for name, item in self.items.items():
            self._style(name, item, theme)
        self._style_key(theme)

    def _style(self, name: str, item: pg.PlotDataItem, theme: Theme) -> None:
        color = self.chart.colors.color(name, theme.dark)
        # Each setter redraws the item: style once, not on every simulation.
        item.setPen(pg.mkPen(color, width=WHISKER_WIDTH))
        item.setSymbolPen(pg.mkPen(color, width=WHISKER_WIDTH))
        item.setSymbolBrush(color)
        item.setSymbolSize(TICK_SIZE)

    def _style_key(self, theme: Theme) -> None:
        self.key.setSymbolPen(pg.mkPen(theme.foreground, width=WHISKER_WIDTH))
        self.key.setSymbolBrush(theme.foreground)
