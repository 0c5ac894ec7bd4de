"""The Workload tab: the job's form (two columns, scrollable) and its live figures beside it.

``memory_chart_area`` is a ``LazyWidget`` (a vertical layout) under the figures that builds the
memory breakdown chart (pyqtgraph) right after its first paint, or when the main window or a
caller asks (``memory_chart`` builds it if needed) — so the chart is not on the way to the
window's first paint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QFrame,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.gui.binding import Binder
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.lazy import LazyWidget
from gpuplanner.gui.platforms.energy_form import CarbonSection
from gpuplanner.gui.reflow import ReflowColumns
from gpuplanner.gui.workload.billing_form import BillingSection
from gpuplanner.gui.workload.capital_form import CapitalSection
from gpuplanner.gui.workload.derived import DerivedPanel
from gpuplanner.gui.workload.layout_fields import MoeSection
from gpuplanner.gui.workload.model_section import ModelSection
from gpuplanner.gui.workload.plan_section import PlanSection
from gpuplanner.gui.workload.sections import (
    BatchSection,
    DataSection,
    GoalsSection,
    MethodSection,
    ParallelSection,
)
from gpuplanner.gui.workload.tax_form import TaxSection
from gpuplanner.gui.workload.trial_form import TrialSection

if TYPE_CHECKING:
    from gpuplanner.gui.charts.memory_chart import MemoryChart

# The memory chart's size hint (pyqtgraph's default view hint), held by the placeholder so the
# form and the side panel share the width as they do once the chart is built.
MEMORY_CHART_HINT = QSize(600, 480)


class WorkloadTab(QWidget):
    """Edits ``plan.workload``; every change is one undoable ``document.apply``."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self.plan_section = PlanSection(document)
        self.model_section = ModelSection(document)
        self.moe_section = MoeSection(document)
        self.method_section = MethodSection(document)
        self.data_section = DataSection(document)
        self.batch_section = BatchSection(document)
        self.parallel_section = ParallelSection(document)
        self.goals_section = GoalsSection(document)
        self.trial_section = TrialSection(document)
        self.tax_section = TaxSection(document)
        self.capital_section = CapitalSection(document)
        self.carbon_section = CarbonSection(document)
        self.billing_section = BillingSection(document)

        # Two columns where they fit, one on a narrow window: never a sideways scroll bar.
        form = ReflowColumns(
            (
                (
                    self.plan_section,
                    self.model_section,
                    self.moe_section,
                    self.method_section,
                    self.goals_section,
                    self.carbon_section,
                    self.billing_section,
                ),
                (
                    self.data_section,
                    self.batch_section,
                    self.parallel_section,
                    self.trial_section,
                    self.tax_section,
                    self.capital_section,
                ),
            )
        )
        self.form = form

        scroll = QScrollArea(self)
        scroll.setWidget(form)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

        self.derived = DerivedPanel(document)
        self.memory_chart_area = LazyWidget(
            self._make_memory_chart, on_show=False, hint=MEMORY_CHART_HINT
        )
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.derived)
        side_layout.addWidget(self.memory_chart_area, 1)
        side_scroll = QScrollArea(self)
        side_scroll.setWidget(side)
        side_scroll.setWidgetResizable(True)
        side_scroll.setFrameShape(QFrame.Shape.NoFrame)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(scroll)
        splitter.addWidget(side_scroll)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

    @property
    def memory_chart(self) -> MemoryChart:
        """The memory chart, built now if it was not yet (see the module docstring)."""
        return cast("MemoryChart", self.memory_chart_area.build())

    def _make_memory_chart(self) -> MemoryChart:
        from gpuplanner.gui.charts import MemoryChart  # pyqtgraph: after the first paint

        return MemoryChart(self._document)

    @property
    def binders(self) -> list[Binder]:
        """Every field binding of the tab (tests reach fields through their sections)."""
        return [
            s.binder
            for s in (
                self.plan_section,
                self.model_section,
                self.moe_section,
                self.method_section,
                self.data_section,
                self.batch_section,
                self.parallel_section,
                self.goals_section,
                self.trial_section,
            )
        ]
