"""The Workload tab: the job's form (two columns, scrollable) and its live figures beside it.

The sections at the foot of each column (method, goals, grid, billing; trial, tax, capital)
are below the first screenful: each is a ``LazyWidget`` in the form, built by ``build_later``,
which the main window calls right after its first paint, or when it is first painted or read
(``tab.trial_section`` builds it) — so the window's first paint builds only what it shows. On a
tall window some of them are on screen at the first paint: ``build_on_screen`` fills those first,
before the first result (the main window's next step), so they are not left empty meanwhile. The
form reflows its columns once they are built (a built section can be wider than its place).

``memory_chart_area`` is a ``LazyWidget`` (a vertical layout) under the figures that builds the
memory breakdown chart (pyqtgraph) right after its first paint, or when the main window or a
caller asks (``memory_chart`` builds it if needed) — so the chart is not on the way to the
window's first paint.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QPoint, QSize, Qt
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
from gpuplanner.gui.reflow import ReflowColumns
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

if TYPE_CHECKING:  # built after the first paint (their modules imported then): see above
    from gpuplanner.gui.charts.memory_chart import MemoryChart
    from gpuplanner.gui.platforms.energy_form import CarbonSection
    from gpuplanner.gui.workload.billing_form import BillingSection
    from gpuplanner.gui.workload.capital_form import CapitalSection
    from gpuplanner.gui.workload.tax_form import TaxSection
    from gpuplanner.gui.workload.trial_form import TrialSection

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
        self.data_section = DataSection(document)
        self.batch_section = BatchSection(document)
        self.parallel_section = ParallelSection(document)
        self._later: list[LazyWidget] = []
        self._method_area = self._section_later(lambda: MethodSection(document))
        self._goals_area = self._section_later(lambda: GoalsSection(document))
        self._trial_area = self._section_later(self._make_trial)
        self._tax_area = self._section_later(self._make_tax)
        self._capital_area = self._section_later(self._make_capital)
        self._carbon_area = self._section_later(self._make_carbon)
        self._billing_area = self._section_later(self._make_billing)

        # Two columns where they fit, one on a narrow window: never a sideways scroll bar.
        form = ReflowColumns(
            (
                (
                    self.plan_section,
                    self.model_section,
                    self.moe_section,
                    self._method_area,
                    self._goals_area,
                    self._carbon_area,
                    self._billing_area,
                ),
                (
                    self.data_section,
                    self.batch_section,
                    self.parallel_section,
                    self._trial_area,
                    self._tax_area,
                    self._capital_area,
                ),
            )
        )
        self.form = form
        for area in self._later:
            area.built.connect(lambda _section: form.reflow())

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

    # --- the sections built after the first paint (see the module docstring) -----------------
    def _section_later(self, factory: Callable[[], QWidget]) -> LazyWidget:
        area = LazyWidget(factory, on_show=False)
        self._later.append(area)
        return area

    @property
    def built_later(self) -> bool:
        """Whether the sections below the first screenful are built yet."""
        return all(area.is_built for area in self._later)

    def build_later(self) -> None:
        """Build the sections below the first screenful (the main window: after its paint)."""
        for area in self._later:
            area.build()

    def build_on_screen(self) -> bool:
        """Build the sections not built yet whose place is in view (on a tall window, in the
        first screenful: an unbuilt section has no height, so it shows as a gap, never
        painted); whether there were any."""
        viewport = self.form.parentWidget()
        if viewport is None or not self.isVisible():
            return False
        shown = [
            area
            for area in self._later
            if not area.is_built
            and area.isVisible()
            and 0 <= area.mapTo(viewport, QPoint(0, 0)).y() < viewport.height()
        ]
        for area in shown:
            area.build()
        return bool(shown)

    def _make_trial(self) -> TrialSection:
        from gpuplanner.gui.workload.trial_form import TrialSection  # see the module docstring

        return TrialSection(self._document)

    def _make_tax(self) -> TaxSection:
        from gpuplanner.gui.workload.tax_form import TaxSection  # see the module docstring

        return TaxSection(self._document)

    def _make_capital(self) -> CapitalSection:
        from gpuplanner.gui.workload.capital_form import CapitalSection  # see the module doc

        return CapitalSection(self._document)

    def _make_carbon(self) -> CarbonSection:
        from gpuplanner.gui.platforms.energy_form import CarbonSection  # see the module doc

        return CarbonSection(self._document)

    def _make_billing(self) -> BillingSection:
        from gpuplanner.gui.workload.billing_form import BillingSection  # see the module doc

        return BillingSection(self._document)

    @property
    def method_section(self) -> MethodSection:
        return cast(MethodSection, self._method_area.build())

    @property
    def goals_section(self) -> GoalsSection:
        return cast(GoalsSection, self._goals_area.build())

    @property
    def trial_section(self) -> TrialSection:
        return cast("TrialSection", self._trial_area.build())

    @property
    def tax_section(self) -> TaxSection:
        return cast("TaxSection", self._tax_area.build())

    @property
    def capital_section(self) -> CapitalSection:
        return cast("CapitalSection", self._capital_area.build())

    @property
    def carbon_section(self) -> CarbonSection:
        return cast("CarbonSection", self._carbon_area.build())

    @property
    def billing_section(self) -> BillingSection:
        return cast("BillingSection", self._billing_area.build())

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
