"""Total cost against GPU count, one curve per platform; the budget as a horizontal line.

Where "more cards is cheaper per hour but dearer overall" (or the reverse) shows: a rising
curve means extra GPUs cost more than the hours they save.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QWidget

from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui.charts.axes import GpuCountAxis, NumberAxis
from gpuplanner.gui.charts.palette import PlatformColors
from gpuplanner.gui.charts.series import PlatformSeriesChart
from gpuplanner.gui.document import PlanDocument


class CostChart(PlatformSeriesChart):
    """Total cost of the job (plan currency) over feasible GPU counts."""

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
        self.set_title(self.tr("Total cost by GPU count"))
        self.budget_line = self.add_limit_line(angle=0)
        self.refresh()

    def values(self, result: PlatformResult) -> tuple[np.ndarray, np.ndarray]:
        return result.n, result.total_cost

    def set_log_n(self, on: bool) -> None:
        self.plot.setLogMode(x=on, y=False)

    def update_extras(self, plan: Plan, result: PlanResult) -> None:
        self.set_axis_label("bottom", self.tr("GPUs"))
        self.set_axis_label("left", fmt.fill(self.tr("Total cost (%1)"), plan.currency))
        budget = plan.workload.budget
        self.budget_line.setVisible(budget is not None)
        if budget is not None:
            self.budget_line.setPos(budget)
            self.budget_line.label.setFormat(
                fmt.fill(self.tr("Budget %1"), fmt.money(budget, plan.currency, 0))
            )
