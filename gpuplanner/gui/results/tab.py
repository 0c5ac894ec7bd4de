"""The Results tab: a one-line verdict, the ranking table, the warnings, and the charts.

Layout (issue 25 item 8, fits 1280×720 without dragging a divider): the summary and the Show
buttons on top, never scrolled away; below them a vertical splitter with the ranking (or, on
the switch's other buttons, the baseline / energy / tax panel or the deadline / budget
answers in its place), as tall as its rows (five to eight), then ``below``: the selected
platform's verdict and bill over the warnings (``notes``) beside ``charts_area``.
``charts_area`` is a ``LazyWidget``: the charts panel (pyqtgraph) is built when the tab is
first shown or when the main window asks, right after its first paint — not before it.
``charts`` returns the panel, building it if needed. Everything shown comes from the
document's current PlanResult; nothing is computed here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QModelIndex, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLabel,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.result import PlanResult
from gpuplanner.core.verdict import ranked_over_cheaper
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.figures_table import figures_table
from gpuplanner.gui.lazy import LazyWidget
from gpuplanner.gui.results.bill_panel import BillPanel
from gpuplanner.gui.results.finance_panel import FinancePanel
from gpuplanner.gui.results.name_column import NameColumnFit
from gpuplanner.gui.results.ranking_model import (
    FEASIBLE_ROLE,
    RISK_COLUMNS,
    Column,
    RankingTableModel,
)
from gpuplanner.gui.results.risk_columns import ColumnSwitch
from gpuplanner.gui.results.targets_panel import TargetsPanel
from gpuplanner.gui.results.warnings_panel import WarningsPanel
from gpuplanner.gui.simulation import Simulation
from gpuplanner.gui.workload.trial_form import trial_summary

if TYPE_CHECKING:
    from gpuplanner.gui.charts.panel import ChartsPanel

_RISK_VIEW = (Column.RANK, Column.PLATFORM, Column.GPUS, Column.DELIVERY_DAYS, Column.TOTAL)
# The charts panel's size hint (pyqtgraph's 600×480 view hint plus the panel's two rows of
# controls and its tab row), held by the placeholder so the splitter shares out the same room
# whether or not the panel is built yet; beside the bill, they share the width about evenly.
CHARTS_HINT = QSize(600, 538)
MIN_RANKING_ROWS = 5
MAX_RANKING_ROWS = 8  # the ranking's usual height holds up to this many rows; more scroll
MIN_CHARTS_HEIGHT = 300  # tabs, legend and a plot of about 200 px


class ResultsTab(QWidget):
    platform_selected = Signal(str)  # the current row's platform (e.g. for the tornado chart)

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.model = RankingTableModel(self)
        self.simulation = Simulation.of(document)
        self.model.uncertainty = self.simulation.for_result
        self.simulation.simulation_changed.connect(self.model.risk_changed)
        self.table = self._make_table()
        self.columns = ColumnSwitch(
            self.table,
            bill=[c for c in Column if c not in RISK_COLUMNS],
            risk=[*_RISK_VIEW, *RISK_COLUMNS],
        )
        self.table.selectionModel().currentRowChanged.connect(self._on_current_row)
        self.warnings = WarningsPanel()
        self.targets = TargetsPanel()
        self.finance = FinancePanel(document)
        self.explanation = BillPanel()

        # The baseline, energy and tax figures (eight columns) take the ranking's place and
        # width when asked for, rather than a narrow column beside the bill and the warnings.
        self.views = _Views(self.table)
        pages = {
            ColumnSwitch.RANKING: self.table,
            ColumnSwitch.BASELINE: self.finance,
            ColumnSwitch.TARGETS: self.targets,
        }
        for page in pages.values():
            self.views.addWidget(page)
        self.columns.page_changed.connect(lambda key: self.views.setCurrentWidget(pages[key]))
        # The selected platform's verdict and bill over the warnings, in a column beside the
        # charts: at 1280×720 the ranking, a dozen rows of the bill and the charts are all in
        # view without dragging a divider (issue 25 item 8).
        self.notes = QSplitter(Qt.Orientation.Vertical)
        self.notes.setChildrenCollapsible(False)
        self.notes.addWidget(self.explanation)
        self.notes.addWidget(self.warnings)
        self.notes.setStretchFactor(0, 3)
        self.notes.setStretchFactor(1, 1)

        self.charts_area = LazyWidget(self._make_charts, on_show=True, hint=CHARTS_HINT)
        # The charts keep a readable height; on a short screen (150 % scaling on a laptop) the
        # page scrolls up and down instead of crushing them to a line.
        self.charts_area.setMinimumHeight(MIN_CHARTS_HEIGHT)

        self.below = QSplitter(Qt.Orientation.Horizontal)
        self.below.setChildrenCollapsible(False)
        self.below.addWidget(self.notes)
        self.below.addWidget(self.charts_area)
        self.below.setStretchFactor(0, 1)
        self.below.setStretchFactor(1, 1)

        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setObjectName("results_splitter")
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.views)
        self.splitter.addWidget(self.below)
        # The ranking takes the rows it has (at least five); the bill and the charts the rest.
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)

        page = QScrollArea(self)
        page.setWidget(self.splitter)
        page.setWidgetResizable(True)
        page.setFrameShape(QFrame.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        # The Show buttons stay above the page: never scrolled out of view.
        layout.addWidget(self.columns)
        layout.addWidget(page, 1)

        for signal in (
            self.model.modelReset,
            self.model.rowsInserted,
            self.model.rowsRemoved,
            self.model.layoutChanged,
            self.model.dataChanged,
        ):
            signal.connect(self._update_spans)
        document.result_changed.connect(self._show)
        self._show(document.result)

    def _make_table(self) -> QTableView:
        table = figures_table(self.model, row_gap=10)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = table.horizontalHeader()
        # Size columns from 100 rows, not all: with 1,000 platforms measuring every row took
        # a second per edit (Qt's default precision is 1,000 rows).
        header.setResizeContentsPrecision(100)
        # Long platform names give way (cut in the middle, whole in the tooltip) only as far
        # as keeps the Total column in view (gui/results/name_column.py); the columns after
        # it scroll sideways on a narrow window, and the last one takes any room left over.
        header.setStretchLastSection(True)
        self._name_fit = NameColumnFit(table, Column.PLATFORM, Column.LAYOUT, keep=Column.TOTAL)
        # Five rows of the ranking always stay in view, however the splitters are dragged.
        rows = table.verticalHeader().defaultSectionSize() * MIN_RANKING_ROWS
        # The sideways scroll bar (shown on a narrow window) comes out of the same height.
        bar = table.horizontalScrollBar().sizeHint().height()
        chrome = header.sizeHint().height() + bar + 2 * table.frameWidth() + 2
        table.setMinimumHeight(chrome + rows)
        return table

    @property
    def charts(self) -> ChartsPanel:
        """The charts panel, built now if it was not yet (see the module docstring)."""
        return cast("ChartsPanel", self.charts_area.build())

    def _make_charts(self) -> ChartsPanel:
        from gpuplanner.gui.charts import ChartsPanel  # pyqtgraph: after the first paint

        panel = ChartsPanel(self._document)
        self.platform_selected.connect(panel.select_platform)  # the tornado follows
        current = self.table.currentIndex()
        if current.isValid():  # a row picked before the charts existed
            panel.select_platform(self.model.platform_at(current.row()).name)
        return panel

    def _show(self, result: PlanResult) -> None:
        plan = self._document.plan
        self.model.set_result(plan, result)
        self.explanation.set_result(plan, result)
        if self.table.currentIndex().isValid():
            self.explanation.show_platform(self._current_name())
        elif result.platforms:  # nothing picked yet: explain the first of the ranking
            self.explanation.show_platform(result.platforms[result.ranking[0]].name)
        else:
            self.explanation.show_platform(None)
        self.warnings.set_result(result, plan.currency)
        self.targets.set_result(plan, result)
        w = plan.workload
        self.columns.set_targets_available(w.deadline_hours is not None or w.budget is not None)
        self.finance.set_result(result)
        trial = trial_summary(plan, result)
        summary = self._summary_text(result, plan.currency)
        self.summary.setText(f"{summary}\n{trial}" if trial else summary)

    def _current_name(self) -> str | None:
        current = self.table.currentIndex()
        return self.model.platform_at(current.row()).name if current.isValid() else None

    def _on_current_row(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            name = self.model.platform_at(current.row()).name
            self.explanation.show_platform(name)
            self.platform_selected.emit(name)

    def _update_spans(self) -> None:
        """An infeasible row shows its reason across the figure columns."""
        self.table.clearSpans()
        width = len(Column) - Column.GPUS
        for row in range(self.model.rowCount()):
            if not self.model.index(row, 0).data(FEASIBLE_ROLE):
                self.table.setSpan(row, Column.GPUS, 1, width)

    def _summary_text(self, result: PlanResult, currency: str) -> str:
        best = result.best
        if not result.platforms:
            return self.tr("No platforms yet: add the offers to compare on the Platforms tab.")
        if result.awaiting_price:
            return self.tr(
                "No platform that can run this plan has a price yet: enter the prices on the "
                "Platforms tab (the warnings below name the fields)."
            )
        if best is None or best.chosen_point is None:
            return self.tr("No platform can run this plan as entered; the warnings below say why.")
        point = best.chosen_point
        text = (
            self.tr(
                "Cheapest that meets the deadline and budget: %1 — %2 (GPU count %3, %4 h, "
                "delivery in %5 days)"
            )
            if ranked_over_cheaper(result, best)
            else self.tr("Cheapest: %1 — %2 (GPU count %3, %4 h, delivery in %5 days)")
        )
        return fmt.fill(
            text,
            best.name,
            fmt.money(point.total_cost, currency),
            fmt.integer(point.gpus),
            fmt.number(point.hours, 1),
            fmt.number(point.delivery_days, 1),
        )


class _Views(QStackedWidget):
    """The ranking and the tables shown in its place, as tall as the ranking's rows (five to
    eight of them): the bill and the charts below take the rest of the height."""

    def __init__(self, table: QTableView) -> None:
        super().__init__()
        self._table = table
        model = table.model()
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved):
            signal.connect(self.updateGeometry)

    def sizeHint(self) -> QSize:
        table = self._table
        rows = min(max(table.model().rowCount(), MIN_RANKING_ROWS), MAX_RANKING_ROWS)
        header = table.horizontalHeader().sizeHint().height()
        bar = table.horizontalScrollBar().sizeHint().height()
        chrome = header + bar + 2 * table.frameWidth() + 2
        height = chrome + rows * table.verticalHeader().defaultSectionSize()
        return QSize(super().sizeHint().width(), height)
