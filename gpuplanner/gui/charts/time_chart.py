"""Time to delivery against GPU count, one curve per platform; the deadline as a line.

Delivery time (queue + expected training with interruptions + setup + procurement lead time)
is what the deadline is checked against, so it is what is drawn against the deadline.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QWidget

from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.charts.axes import GpuCountAxis, NumberAxis
from gpuplanner.gui.charts.palette import PlatformColors
from gpuplanner.gui.charts.series import PlatformSeriesChart
from gpuplanner.gui.document import PlanDocument


class TimeChart(PlatformSeriesChart):
    """Hours until the trained model is delivered, over feasible GPU counts."""

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
        self.set_title(self.tr("Time to delivery by GPU count"))
        self.set_axis_label("bottom", wording.label("memo.chart.x"))
        self.set_axis_label("left", self.tr("Time to delivery (hours)"))
        self.deadline_line = self.add_limit_line(angle=0)
        self.refresh()

    def values(self, result: PlatformResult) -> tuple[np.ndarray, np.ndarray]:
        return result.n, result.delivery_hours

    def set_log_n(self, on: bool) -> None:
        self.plot.setLogMode(x=on, y=False)
        self.refocus()

    def update_extras(self, plan: Plan, result: PlanResult) -> None:
        deadline = plan.workload.deadline_hours
        self.deadline_line.setVisible(deadline is not None)
        if deadline is not None:
            self.deadline_line.setPos(deadline)
            self.deadline_line.label.setFormat(
                fmt.fill(self.tr("Deadline %1"), fmt.hours(deadline))
            )
