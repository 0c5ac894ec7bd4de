"""The Fleet plan tab: a switch for the plan's fleet part, its forms, and the comparison.

Left, in a scrolling column: the frame (GPU, horizon, hours per month, discount rate), the
monthly demand, and one group per strategy (checked = compared). Right: the cheapest strategy
in one line, the cumulative cost chart, and tabs with the verdict, the strategy comparison and
the monthly cost table. Every edit is one undo step on the document; the comparison comes from
the core's ``evaluate_fleet`` (``FleetEvaluator``), never from the GUI.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.edit import replace_at
from gpuplanner.core.fleet.result import FleetCode, FleetResult
from gpuplanner.core.plan import Plan
from gpuplanner.gui import wording
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.figures_table import figures_table
from gpuplanner.gui.fleet import edits
from gpuplanner.gui.fleet.comparison_model import (
    CostColumn,
    SelfBuiltColumn,
    SelfBuiltTableModel,
    StrategyCostsTableModel,
    shown_columns,
)
from gpuplanner.gui.fleet.demand_editor import DemandEditor
from gpuplanner.gui.fleet.fleet_chart import FleetChart
from gpuplanner.gui.fleet.fleet_evaluator import FleetEvaluator
from gpuplanner.gui.fleet.fleet_table import MonthlyCostTableModel
from gpuplanner.gui.fleet.general_form import GeneralSection
from gpuplanner.gui.fleet.self_built_form import SelfBuiltSection
from gpuplanner.gui.fleet.strategy_forms import (
    HybridSection,
    LeaseSection,
    OnDemandSection,
    ReservedSection,
    SpotSection,
)
from gpuplanner.gui.fleet.verdict_view import VerdictView

ADJUSTMENT_COLUMNS = (
    CostColumn.DISCOUNT,
    CostColumn.MARKUP,
    CostColumn.TAX,
    CostColumn.WITHOUT_TAX,
    CostColumn.WITH_TAX,
)
FORM_WIDTH = 450  # px: the form column's starting width; the splitter lets the user change it
EMPTY_PAGE, PLAN_PAGE = 0, 1


class FleetTab(QWidget):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._currency = document.plan.currency  # of the figures shown
        self.switch = QCheckBox(self.tr("This plan has a fleet plan"), self)
        self.switch.setToolTip(
            self.tr(
                "A fleet plan compares renting, reserving, spot, leasing and building your own "
                "cluster for the team's GPU-hours month after month. Off removes it (undoable)."
            )
        )
        self.switch.toggled.connect(self._on_switch)

        self.stack = QStackedWidget(self)
        self.stack.addWidget(self._empty_page())
        self.stack.addWidget(self._plan_page())

        layout = QVBoxLayout(self)
        layout.addWidget(self.switch)
        layout.addWidget(self.stack, 1)

        self.evaluator = FleetEvaluator(document, self)
        self.evaluator.result_changed.connect(self._show)
        self.evaluator.failed.connect(self.verdict.show_failure)
        document.plan_changed.connect(self._on_plan)
        self._on_plan(document.plan)
        self._show(self.evaluator.result)

    # --- pages ---------------------------------------------------------------------------
    def _empty_page(self) -> QWidget:
        label = QLabel(
            self.tr(
                "<p>A fleet plan answers the team's monthly question: for the GPU-hours it needs "
                "month after month, should it rent on demand, take a monthly plan, run on spot, "
                "lease whole machines, build its own cluster, or mix them?</p>"
                "<p>Tick <b>This plan has a fleet plan</b> to start from 3,000 GPU-hours a month "
                "for 24 months at the on-demand price of the first platform billed by the hour, "
                "then add the strategies to compare.</p>"
            )
        )
        label.setTextFormat(Qt.TextFormat.RichText)  # our own markup (gui.plain_text)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        label.setMaximumWidth(720)
        page = QWidget()
        box = QVBoxLayout(page)
        box.addWidget(label)
        box.addStretch(1)
        return page

    def _plan_page(self) -> QWidget:
        d = self.document
        self.general = GeneralSection(d)
        self.demand = DemandEditor(d)
        self.on_demand = OnDemandSection(d)
        self.reserved = ReservedSection(d)
        self.spot = SpotSection(d)
        self.lease = LeaseSection(d)
        self.self_built = SelfBuiltSection(d)
        self.hybrid = HybridSection(d)
        self.sections = (
            self.on_demand,
            self.reserved,
            self.spot,
            self.lease,
            self.self_built,
            self.hybrid,
        )
        column = QWidget()
        forms = QVBoxLayout(column)
        for widget in (self.general, self.demand, *self.sections):
            forms.addWidget(widget)
        forms.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(column)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # As needed, not off: a form wider than its pane is scrolled to, never cut (the English
        # self-built section's longest check box needs 559 px, past the 450 px start).
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.form_scroll = scroll

        self.headline = QLabel()
        self.headline.setTextFormat(Qt.TextFormat.RichText)  # bold, the verdict escaped
        self.headline.setWordWrap(True)
        self.headline.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.chart = FleetChart()
        self.verdict = VerdictView()
        self.costs_model = StrategyCostsTableModel(self)
        self.costs = figures_table(self.costs_model)
        self.costs.horizontalHeader().setSectionResizeMode(
            CostColumn.STRATEGY, QHeaderView.ResizeMode.Stretch
        )
        self.owning_model = SelfBuiltTableModel(self)
        self.owning = figures_table(self.owning_model)
        self.owning.horizontalHeader().setSectionResizeMode(
            SelfBuiltColumn.AGAINST, QHeaderView.ResizeMode.Stretch
        )
        self.monthly_model = MonthlyCostTableModel(self)
        self.monthly = figures_table(self.monthly_model)
        self.outputs = QTabWidget()
        self.outputs.setDocumentMode(True)
        self.outputs.addTab(self.verdict, wording.label("fleet_xl.sec.verdict"))
        self.outputs.addTab(self.costs, self.tr("Strategies"))
        self.owning_tab = self.outputs.addTab(self.owning, self.tr("Self-built vs renting"))
        self.outputs.addTab(self.monthly, self.tr("Monthly costs"))

        lower = QSplitter(Qt.Orientation.Vertical)
        lower.setChildrenCollapsible(False)
        lower.addWidget(self.chart)
        lower.addWidget(self.outputs)
        lower.setStretchFactor(0, 3)
        lower.setStretchFactor(1, 2)
        right = QWidget()
        right_box = QVBoxLayout(right)
        right_box.setContentsMargins(0, 0, 0, 0)
        right_box.addWidget(self.headline)
        right_box.addWidget(lower, 1)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("fleet_splitter")
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(scroll)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        # The pane starts as wide as the form needs in this language, at least FORM_WIDTH.
        bar = scroll.verticalScrollBar().sizeHint().width()
        form_width = max(FORM_WIDTH, column.minimumSizeHint().width() + bar)
        self.splitter.setSizes([form_width, 1280 - form_width])
        page = QWidget()
        box = QHBoxLayout(page)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.splitter)
        return page

    # --- following the document ----------------------------------------------------------
    def _on_plan(self, plan: Plan) -> None:
        has_fleet = plan.fleet is not None
        with QSignalBlocker(self.switch):
            self.switch.setChecked(has_fleet)
        self.stack.setCurrentIndex(PLAN_PAGE if has_fleet else EMPTY_PAGE)
        if plan.currency != self._currency:
            # The fleet result still holds (the evaluator skips it); its money is relabelled.
            self._show(self.evaluator.result)

    def _show(self, result: FleetResult | None) -> None:
        currency = self._currency = self.document.plan.currency
        self.chart.show_result(result, currency)
        self.verdict.show_result(result, currency)
        self.costs_model.set_result(result, currency)
        shown = shown_columns(result)
        for column in ADJUSTMENT_COLUMNS:
            self.costs.setColumnHidden(column, column not in shown)
        self.owning_model.set_result(result, currency)
        self.monthly_model.set_result(result, currency)
        self.self_built.show_result(result)
        owning = result is not None and result.self_built is not None
        self.outputs.setTabEnabled(self.owning_tab, owning)
        self.outputs.setTabToolTip(
            self.owning_tab,
            "" if owning else self.tr("Compare the self-built strategy to see this."),
        )
        self.headline.setText(self._headline(result, currency))

    def _headline(self, result: FleetResult | None, currency: str) -> str:
        if result is None:
            return ""
        cheapest = next((n for n in result.verdict if n.code == FleetCode.CHEAPEST), None)
        if cheapest is None:
            return ""
        return f"<b>{html.escape(self.verdict.describe(cheapest, currency))}</b>"

    # --- the switch ------------------------------------------------------------------------
    def _on_switch(self, on: bool) -> None:
        plan = self.document.plan
        if on == (plan.fleet is not None):
            return
        if on:
            new_plan = replace_at(plan, ("fleet",), edits.default_fleet(plan))
            self.document.apply(new_plan, self.tr("Add a fleet plan"))
        else:
            self.document.apply(
                replace_at(plan, ("fleet",), None), self.tr("Remove the fleet plan")
            )
