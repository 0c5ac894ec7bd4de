"""Total cost against GPU count, one curve per platform; the budget as a horizontal line.

Where "more cards is cheaper per hour but dearer overall" (or the reverse) shows: a rising
curve means extra GPUs cost more than the hours they save. The cost axis can be logarithmic
(an option 300× the others stays readable) or relative: each cost ÷ the cheapest platform's
total at its chosen count, so 1.0 is the best offer and 2.0 twice its bill.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from gpuplanner.core.cost_axis import CostCurve, cost_range, relative_scale
from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.charts.axes import GpuCountAxis, NumberAxis
from gpuplanner.gui.charts.palette import PlatformColors
from gpuplanner.gui.charts.series import PlatformSeriesChart
from gpuplanner.gui.document import PlanDocument


def worth_comparing_range(
    platforms: Sequence[PlatformResult],
    window: tuple[int, int],
    costs_of: Callable[[PlatformResult], np.ndarray],
) -> tuple[float, float, bool] | None:
    """The cost axis' default range (core/cost_axis.cost_range) over the GPU ``window``, from
    each platform's drawn costs (indexed by N − 1): the cost chart's, and the cost-against-time
    chart's, whose cost axis is the same."""
    curves = []
    inside = slice(window[0] - 1, window[1])
    for pr in platforms:
        if pr.chosen is None:
            continue
        costs = costs_of(pr)
        shown = costs[inside][pr.feasible[inside]]
        chosen = float(costs[pr.chosen - 1])
        curves.append(CostCurve(shown, chosen, priced=not pr.price_missing))
    return cost_range(curves)


class CostChart(PlatformSeriesChart):
    """Total cost of the job (plan currency) over feasible GPU counts."""

    scale_changed = Signal()  # costs are now shown ÷ another figure (``cost_scale``)

    def __init__(
        self,
        document: PlanDocument,
        colors: PlatformColors | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            document,
            colors,
            {"bottom": GpuCountAxis("bottom"), "left": NumberAxis("left")},
            parent,
        )
        self.set_title(wording.label("memo.s.chart"))
        self.budget_line = self.add_limit_line(angle=0)
        self._log = {"x": False, "y": False}
        self.relative = False
        self._scale = 1.0  # what the shown cost is divided by (the cheapest total, relative)
        self.refresh()

    def refresh(self, result: PlanResult | None = None) -> None:
        result = result or self._document.result
        best = result.best
        cheapest = best.chosen_point.total_cost if best and best.chosen_point else 0.0
        scale = 1.0
        if self.relative:  # 1 when a ratio would overflow (core/cost_axis.relative_scale)
            drawn = self.draw_set(result).platforms
            scale = relative_scale(cheapest, [pr.total_cost[pr.feasible] for pr in drawn])
        changed = scale != self._scale
        if changed:
            self._scale = scale
            for items in self.platform_items.values():
                items.shown = ()  # the same costs, drawn at another scale
        super().refresh(result)
        if changed:
            self.scale_changed.emit()

    @property
    def cost_scale(self) -> float:
        """What the drawn costs are divided by: 1, or the cheapest total (relative view)."""
        return self._scale

    def values(self, result: PlatformResult) -> tuple[np.ndarray, np.ndarray]:
        return result.n, result.total_cost / self._scale

    def value_range(
        self, platforms: Sequence[PlatformResult], window: tuple[int, int]
    ) -> tuple[float, float, bool] | None:
        """The costs of the platforms worth comparing over the window (core/cost_axis.py):
        a line far above them leaves the top of the plot."""
        return worth_comparing_range(platforms, window, lambda pr: self.values(pr)[1])

    def set_log_n(self, on: bool) -> None:
        self._log["x"] = on
        self.plot.setLogMode(**self._log)
        self.refocus()

    def set_log_cost(self, on: bool) -> None:
        """A logarithmic cost axis: a purchase 300× the cloud bills still leaves them apart."""
        self._log["y"] = on
        self.plot.setLogMode(**self._log)
        for items in self.platform_items.values():
            items.shown = ()  # the chosen marks: a cost of 0 has no place on a log axis
        self.scale_changed.emit()  # the whiskers leave out their ends at 0 the same way
        self.refresh()  # the budget line is placed in the axis' own (log) units

    def set_relative(self, on: bool) -> None:
        """Costs ÷ the cheapest platform's total (1.0 = the best offer)."""
        self.relative = on
        self.refresh()

    def update_extras(self, plan: Plan, result: PlanResult) -> None:
        self.set_axis_label("bottom", wording.label("memo.chart.x"))
        if self._scale != 1.0:
            # Short: a vertical label longer than a 300-px chart's plot was cut off.
            self.set_axis_label("left", self.tr("Cost (× the cheapest)"))
        else:
            self.set_axis_label("left", fmt.fill(self.tr("Total cost (%1)"), plan.currency))
        budget = plan.workload.budget
        self.budget_line.setVisible(budget is not None)
        if budget is not None:
            shown = budget / self._scale
            self.budget_line.setPos(np.log10(shown) if self._log["y"] else shown)
            text = fmt.fill(self.tr("Budget %1"), fmt.money(budget, plan.currency, 0))
            label = self.budget_line.label
            if label.format != text:  # the same text set again would redraw its cache
                label.setFormat(text)
