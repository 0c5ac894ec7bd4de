"""The trial phase ("small card trial, big card finish") in the Workload tab, and its summary.

A check box adds or removes ``plan.trial``; hours, GPUs, the price (a typed price per GPU-hour
or a platform of the plan whose pricing applies) and the setup time it saves are bound
fields. Every change is one undoable ``document.apply``. The cost shown is the result's
``trial_cost``; nothing is priced here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QSignalBlocker
from PySide6.QtWidgets import QComboBox, QGroupBox, QHBoxLayout, QLabel, QWidget

from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import HourlyPricing
from gpuplanner.core.uncertainty_models import TrialPhase
from gpuplanner.gui import field_errors, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.binding import Binder, FieldBinding, FieldCell, PlanPath, form_layout, scaled
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import IntSpinBox, UnitSpinBox, compact_combo

if TYPE_CHECKING:  # the calculator is imported after the first paint (gui/document.py)
    from gpuplanner.core.result import PlanResult

TRIAL: PlanPath = ("trial",)
DEFAULT_HOURS = 8.0  # a working day of debugging on the small card


def _trial(plan: Plan) -> PlanPath | None:
    return TRIAL if plan.trial is not None else None


def default_trial(plan: Plan) -> TrialPhase:
    """A starting trial: 8 h on one GPU, priced like the plan's cheapest per-hour platform."""
    hourly = [
        (p.pricing.price_per_gpu_hour, p.name)
        for p in plan.platforms
        if isinstance(p.pricing, HourlyPricing)
    ]
    name = min(hourly)[1] if hourly else plan.platforms[0].name
    return TrialPhase(hours=DEFAULT_HOURS, gpus=1, platform=name)


def trial_summary(plan: Plan, result: PlanResult) -> str:
    """One sentence for the Results tab: what the trial costs and that every total includes it."""
    if plan.trial is None or not result.platforms:
        return ""
    cost = float(result.platforms[0].trial_cost[0])  # the same on every platform and N
    template = (
        QCoreApplication.translate(
            "trial",
            "The trial run (%1 on one GPU) costs %3; it is included in every total and "
            "delays every delivery by %1.",
        )
        if plan.trial.gpus == 1
        else QCoreApplication.translate(
            "trial",
            "The trial run (%1 on %2 GPUs) costs %3; it is included in every total and "
            "delays every delivery by %1.",
        )
    )
    return fmt.fill(
        template,
        fmt.hours(plan.trial.hours),
        fmt.integer(plan.trial.gpus),
        fmt.money(cost, plan.currency),
    )


class TrialSection(QGroupBox):
    """Edits ``plan.trial``; the group's own check box adds or removes the trial."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Trial run (small card trial, big card finish)"), parent)
        self._document = document
        form = self._form = form_layout()
        b = self.binder = Binder(document, _trial)
        # The title's check box: debugging on a cheaper GPU before the run, or not.
        self.setCheckable(True)
        self.setToolTip(
            self.tr(
                "Debug on a cheaper GPU before the run. The trial's cost is added to every "
                "platform's total and its hours to every delivery; the setup it saves comes "
                "off each platform's setup time."
            )
        )
        self.toggled.connect(self._on_enabled)
        self.hours = UnitSpinBox(
            wording.word("unit.hours"), 0.01, None, 1, 1, self.tr("Length of the trial.")
        )
        self.gpus = IntSpinBox(
            wording.word("unit.gpus"), 1, 1024, 1, self.tr("GPUs used by the trial.")
        )
        size = QWidget(self)
        size_layout = QHBoxLayout(size)
        size_layout.setContentsMargins(0, 0, 0, 0)
        size_layout.addWidget(b.bind(self.hours, ("hours",), self.tr("Change trial length")))
        size_layout.addWidget(QLabel(self.tr("on"), size))
        size_layout.addWidget(b.bind(self.gpus, ("gpus",), self.tr("Change trial GPUs")))
        size_layout.addStretch(1)
        form.addRow(self.tr("Trial:"), size)
        self.source = compact_combo(QComboBox(self), 14)
        self.source.setToolTip(
            self.tr("Price the trial at a typed rate, or under one of the plan's platforms.")
        )
        self.source.activated.connect(self._on_source)
        form.addRow(self.tr("Priced at:"), self.source)
        self.price = UnitSpinBox(
            fmt.fill(self.tr("%1 /GPU-h"), document.plan.currency),
            0,
            None,
            2,
            1,
            self.tr("What one GPU-hour of the trial costs."),
        )
        self.price.setValue(1.0)
        self.price_cell = FieldCell(self.price)
        self.binder.bindings.append(
            FieldBinding(
                document,
                self.price,
                self._price_path,
                self.tr("Change trial price"),
                cell=self.price_cell,
            )
        )
        form.addRow(self.tr("Price:"), self.price_cell)
        self.saves = UnitSpinBox(
            wording.word("unit.minutes"),
            0,
            None,
            0,
            5,
            self.tr(
                "Setup and debugging the trial takes off every platform's own setup time "
                "(never below zero)."
            ),
        )
        b.row(
            form, self.tr("Saves setup:"), self.saves, ("saves_setup_hours",), **scaled(60, "min")
        )
        self.cost = QLabel(self)  # one short line: a wrapped label in a form field gets clipped
        form.addRow(self.tr("Trial cost:"), self.cost)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #c62828;")
        self.error.setWordWrap(True)
        self.error.hide()
        form.addRow("", self.error)
        self.setLayout(form)
        document.plan_changed.connect(self._sync)
        document.result_changed.connect(self._show_cost)
        self._sync(document.plan)
        if document.first_result_pending:  # the window evaluates right after its first paint
            self.cost.setText(self.tr("Calculating…"))
        else:
            self._show_cost(document.result)

    @staticmethod
    def _price_path(plan: Plan) -> PlanPath | None:
        t = plan.trial
        return (*TRIAL, "price_per_gpu_hour") if t and t.price_per_gpu_hour is not None else None

    # --- plan → widgets ------------------------------------------------------------------
    def _sync(self, plan: Plan) -> None:
        t = plan.trial
        with QSignalBlocker(self):
            self.setChecked(t is not None)
        with QSignalBlocker(self.source):
            self.source.clear()
            self.source.addItem(self.tr("A typed price per GPU-hour"), None)
            for p in plan.platforms:
                self.source.addItem(fmt.fill(self.tr("%1's pricing"), p.name), p.name)
            self.source.setCurrentIndex(max(0, self.source.findData(t.platform if t else None)))
        self.source.setEnabled(t is not None)
        typed = t is None or t.price_per_gpu_hour is not None
        self._form.setRowVisible(self.price_cell, typed)
        if t is None:
            self.cost.setText(self.tr("No trial run."))

    def _show_cost(self, result: PlanResult) -> None:
        plan = self._document.plan
        if plan.trial is None or not result.platforms:
            self.cost.setText(self.tr("No trial run."))
            return
        self.cost.setText(
            fmt.fill(
                self.tr("%1, added to every platform's total."),
                fmt.money(float(result.platforms[0].trial_cost[0]), plan.currency),
            )
        )

    # --- widgets → plan ------------------------------------------------------------------
    def _apply(self, trial: TrialPhase | None, text: str) -> None:
        try:
            plan = replace_at(self._document.plan, TRIAL, trial)
        except ValidationError as exc:
            self._show_error(field_errors.describe(exc))
            return
        self._show_error("")
        self._document.apply(plan, text)

    def _show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def _on_enabled(self, on: bool) -> None:
        if on:
            self._apply(default_trial(self._document.plan), self.tr("Add trial run"))
        else:
            self._apply(None, self.tr("Remove trial run"))

    def _on_source(self, index: int) -> None:
        t = self._document.plan.trial
        if t is None:
            return
        name: Any = self.source.itemData(index)
        fields = dict(t)
        if name is None:
            fields.update(platform=None, price_per_gpu_hour=self.price.value())
            text = self.tr("Price the trial per GPU-hour")
        else:
            fields.update(platform=name, price_per_gpu_hour=None)
            text = fmt.fill(self.tr("Price the trial on %1"), name)
        try:
            trial = TrialPhase.model_validate(fields)
        except ValidationError as exc:
            self._show_error(field_errors.describe(exc))
            return
        self._apply(trial, text)
