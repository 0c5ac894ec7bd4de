"""Cost against time to delivery: each platform's trade-off curve and the Pareto frontier.

Walking a platform's curve from right to left adds GPUs: finishing sooner, usually paying
more. The frontier (computed by ``core.pareto``) links the options no other option beats on
both cost and time, across all platforms.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QWidget

from gpuplanner.core.pareto import pareto_front
from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui.charts.axes import NumberAxis
from gpuplanner.gui.charts.cost_chart import worth_comparing_range
from gpuplanner.gui.charts.palette import PlatformColors, Theme
from gpuplanner.gui.charts.series import PlatformSeriesChart
from gpuplanner.gui.document import PlanDocument

FRONTIER_WIDTH = 6  # a translucent band under the curves, not another line among them


def staircase(times: np.ndarray, costs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The frontier as steps: until the next option's time, the cheapest cost stays put.

    Straight lines between frontier points would promise options that do not exist.
    """
    if times.size == 0:
        return times, costs
    return np.repeat(times, 2)[1:], np.repeat(costs, 2)[:-1]


class TradeoffChart(PlatformSeriesChart):
    """Total cost (y) against time to delivery (x) over each platform's feasible GPU counts."""

    def __init__(
        self,
        document: PlanDocument,
        colors: PlatformColors | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            document,
            colors,
            {"bottom": NumberAxis("bottom"), "left": NumberAxis("left")},
            parent,
        )
        self.set_title(self.tr("Cost against time: paying more to finish sooner"))
        self.set_axis_label("bottom", self.tr("Time to delivery (hours)"))
        self.frontier = pg.PlotDataItem()
        self.frontier.setZValue(-1)
        self.plot.addItem(self.frontier)
        self.add_legend_entry(
            self.frontier, self.tr("Pareto frontier: the cheapest option by each time")
        )
        self.deadline_line = self.add_limit_line(angle=90)
        self._style_frontier(self.theme)
        self.refresh()

    def set_log_time(self, on: bool) -> None:
        self.plot.setLogMode(x=on, y=False)
        self.refocus()
        if self._result is not None:
            self.update_extras(self._plan, self._result)

    def values(self, result: PlatformResult) -> tuple[np.ndarray, np.ndarray]:
        return result.delivery_hours, result.total_cost

    def value_range(
        self, platforms: Sequence[PlatformResult], window: tuple[int, int]
    ) -> tuple[float, float, bool] | None:
        """The cost axis opens as the cost chart's does (core/cost_axis.py): a line far above
        the platforms worth comparing (a server bought for one job) leaves the top."""
        return worth_comparing_range(platforms, window, lambda pr: pr.total_cost)

    def frontier_points(self, result: PlanResult) -> tuple[np.ndarray, np.ndarray]:
        """(time, cost) of the frontier across every platform's feasible points, fastest first."""
        times = [pr.delivery_hours[pr.feasible] for pr in result.platforms]
        costs = [pr.total_cost[pr.feasible] for pr in result.platforms]
        t = np.concatenate(times) if times else np.zeros(0)
        c = np.concatenate(costs) if costs else np.zeros(0)
        front = pareto_front(c, t)
        return t[front], c[front]

    def update_extras(self, plan: Plan, result: PlanResult) -> None:
        self.set_axis_label("left", fmt.fill(self.tr("Total cost (%1)"), plan.currency))
        self.frontier.setData(*staircase(*self.frontier_points(result)))
        deadline = plan.workload.deadline_hours
        self.deadline_line.setVisible(deadline is not None)
        if deadline is not None:
            # Lines are placed in view coordinates: log10 of the hours on a log axis.
            log_x = self.plot.getAxis("bottom").logMode
            self.deadline_line.setPos(math.log10(deadline) if log_x else deadline)
            self.deadline_line.label.setFormat(
                fmt.fill(self.tr("Deadline %1"), fmt.hours(deadline))
            )

    def _style_frontier(self, theme: Theme) -> None:
        band = pg.mkColor(theme.foreground)
        band.setAlphaF(0.18)
        self.frontier.setPen(pg.mkPen(band, width=FRONTIER_WIDTH))

    def apply_theme(self, theme: Theme) -> None:
        self._style_frontier(theme)
        super().apply_theme(theme)
