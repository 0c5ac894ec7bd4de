"""P10–P90 whiskers at each platform's chosen GPU count on the cost, time and trade-off charts.

Attached to a ``PlatformSeriesChart`` from the outside (the charts panel does it), so the
charts stay unaware of the simulation. One ``PlotDataItem`` per platform, created once and
updated with ``setData`` on ``simulation_changed``: a vertical whisker from P10 to P90 of
cost (or delivery hours), with end ticks; on the cost-against-time chart a cross of both.
PlotDataItems follow the plot's logarithmic axes by themselves. A whisker hides with its
platform (legend click); the chart's legend keeps one entry explaining the marks.
"""

from __future__ import annotations

import math
from enum import Enum

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QObject

from gpuplanner.core.uncertainty import PlanUncertainty, PlatformUncertainty
from gpuplanner.gui.charts.series import PlatformSeriesChart
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
        self.key = pg.PlotDataItem([0.0], [0.0], pen=None, symbol="|", symbolSize=TICK_SIZE)
        chart.add_legend_entry(
            self.key,
            self.tr("P10–P90 of cost and time at the chosen count")
            if measure is Measure.TRADEOFF
            else self.tr("P10–P90 at the chosen count"),
        )
        self.simulation = Simulation.of(chart._document)
        self.simulation.simulation_changed.connect(self.update_marks)
        # After the chart's own refresh (connected first): follow its platforms now; the
        # whiskers' numbers follow when the simulation reports.
        chart._document.result_changed.connect(self.sync_items)
        self.update_marks(self.simulation.current())

    def sync_items(self, *_: object) -> None:
        """One item per platform of the chart (new ones empty until the simulation reports)."""
        chart = self.chart
        for gone in set(self.items) - set(chart.platform_items):
            chart.plot.removeItem(self.items.pop(gone))
        for name in chart.platform_items:
            self._style(name, self.items.get(name) or self._add(name))

    def update_marks(self, u: PlanUncertainty) -> None:
        self.sync_items()
        by_name = {p.name: p for p in u.platforms if p is not None}
        for name, series in self.chart.platform_items.items():
            item = self.items[name]
            mc = by_name.get(name)
            if mc is None:
                item.setData([], [])
                continue
            xs, ys, symbols = whisker(mc, self.measure)
            # An end that never finishes (infinite) is left out rather than drawn to infinity.
            keep = [
                i
                for i in range(0, len(xs), 2)
                if all(map(math.isfinite, (*xs[i : i + 2], *ys[i : i + 2])))
            ]
            pick = [j for i in keep for j in (i, i + 1)]
            item.setData(
                np.array([xs[j] for j in pick], dtype=float),
                np.array([ys[j] for j in pick], dtype=float),
                connect="pairs",
                symbol=[symbols[j] for j in pick],
            )
            item.setVisible(series.ok.isVisible())

    def _add(self, name: str) -> pg.PlotDataItem:
        item = pg.PlotDataItem()
        item.setZValue(8)  # over the curves, under the chosen-N symbol
        self.chart.plot.addItem(item)
        series = self.chart.platform_items[name]
        series.ok.visibleChanged.connect(lambda: item.setVisible(series.ok.isVisible()))
        self.items[name] = item
        return item

    def _style(self, name: str, item: pg.PlotDataItem) -> None:
        theme = self.chart.theme
        color = self.chart.colors.color(name, theme.dark)
        item.setPen(pg.mkPen(color, width=WHISKER_WIDTH))
        item.setSymbolPen(pg.mkPen(color, width=WHISKER_WIDTH))
        item.setSymbolBrush(color)
        item.setSymbolSize(TICK_SIZE)
        self.key.setSymbolPen(pg.mkPen(theme.foreground, width=WHISKER_WIDTH))
        self.key.setSymbolBrush(theme.foreground)
