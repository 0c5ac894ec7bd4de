"""The fleet plan's frame: GPU type, horizon, hours-per-month convention, discount rate, notes.

The horizon is bound to the whole fleet block so a month table follows it in the same step
(``edits.with_horizon``); the GPU comes from the catalog or is typed as a name.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QComboBox, QGroupBox, QLineEdit, QWidget

from gpuplanner.core.fleet.discount import OwedDiscounting, Period, RateType, Timing
from gpuplanner.core.fleet.plan import MAX_HORIZON_MONTHS, MAX_HOURS_PER_MONTH, FleetPlan
from gpuplanner.core.plan import Plan
from gpuplanner.gui import catalog_source, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.binding import (
    Binder,
    FieldBinding,
    FieldCell,
    PlanPath,
    form_layout,
    percent_conversions,
)
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import IntSpinBox, UnitSpinBox, compact_combo
from gpuplanner.gui.fleet import edits


def _fleet_prefix(plan: Plan) -> PlanPath | None:
    return ("fleet",) if plan.fleet is not None else None


class GeneralSection(QGroupBox):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(wording.label("xl.sheet.fleet"), parent)
        self.document = document
        self.form = form_layout()
        self.setLayout(self.form)
        self.gpu = self._make_gpu_combo()
        self.form.addRow(self.tr("GPU type:"), self.gpu)

        self.horizon = IntSpinBox(
            wording.word("unit.months"),
            1,
            MAX_HORIZON_MONTHS,
            1,
            self.tr(
                "How far ahead to compare; a month table keeps its months and repeats the last."
            ),
        )
        self.horizon_cell = FieldCell(self.horizon)
        self.horizon_binding = FieldBinding(
            document,
            self.horizon,
            _fleet_prefix,
            self.tr("Change the fleet horizon"),
            cell=self.horizon_cell,
            # the Fleet tab edits only a plan that has a fleet
            to_plan=lambda months: edits.with_horizon(document.plan.fleet, months),  # type: ignore[arg-type]
            to_display=lambda v: v.horizon_months if isinstance(v, FleetPlan) else v,
            unit=wording.word("unit.months"),
        )
        self.form.addRow(self.tr("Horizon:"), self.horizon_cell)

        b = self.binder = Binder(document, _fleet_prefix)
        self.hours = UnitSpinBox(
            wording.word("unit.hours"),
            1,
            MAX_HOURS_PER_MONTH,
            1,
            10,
            self.tr(
                "Hours in a month: one GPU gives this many GPU-hours a month. 730 = 8,760 h / 12, "
                "the cloud billing convention; 720 = 30 days; 744 = 31 days."
            ),
        )
        b.row(self.form, self.tr("Hours per month:"), self.hours, ("hours_per_month",))
        self.discount = UnitSpinBox(
            self.tr("%/year"),
            0,
            100,
            2,
            0.5,
            self.tr(
                "Annual rate for present values (NPV): the cost of capital. With a WACC set "
                "in the Workload tab the fleet discounts at it (greyed out here)."
            ),
        )
        b.row(
            self.form,
            self.tr("Discount rate:"),
            self.discount,
            ("discount_rate",),
            when=lambda plan, _base: plan.capital.wacc is None,  # else the plan's WACC
            **percent_conversions(),
        )
        self._conventions(b)
        self.notes = QLineEdit(self)
        self.notes.setToolTip(self.tr("Where the figures come from, what was assumed."))
        b.row(self.form, self.tr("Notes:"), self.notes, ("notes",))
        document.plan_changed.connect(self._on_plan)
        self._on_plan(document.plan)

    def _conventions(self, b: Binder) -> None:
        """Rate type, period, timing and the months owed past the horizon (fleet_discount)."""
        choices = (
            (
                self.tr("Rate is:"),
                "rate_type",
                (
                    (RateType.EFFECTIVE, self.tr("effective annual")),
                    (RateType.NOMINAL, self.tr("nominal APR, compounded monthly")),
                ),
            ),
            (
                self.tr("Discount by:"),
                "period",
                ((Period.MONTHLY, self.tr("monthly")), (Period.ANNUAL, self.tr("annually"))),
            ),
            (
                self.tr("Flows paid:"),
                "timing",
                (
                    (Timing.START, self.tr("in advance (period start)")),
                    (Timing.END, self.tr("in arrears (period end)")),
                ),
            ),
            (
                self.tr("Owed after horizon:"),
                "owed_after_horizon",
                (
                    (OwedDiscounting.LUMP, self.tr("one sum at the horizon's end")),
                    (OwedDiscounting.MONTHLY, self.tr("month by month as it falls due")),
                ),
            ),
        )
        self.conventions: dict[str, QComboBox] = {}
        for label, field, options in choices:
            combo = compact_combo(QComboBox(self), 22)
            for value, text in options:
                combo.addItem(text, value.value)
            b.row(self.form, label, combo, ("discounting", field))
            self.conventions[field] = combo

    # --- GPU type ------------------------------------------------------------------------
    def _make_gpu_combo(self) -> QComboBox:
        combo = QComboBox(self)
        combo.setEditable(True)
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        compact_combo(combo, 20)
        combo.setToolTip(
            self.tr("The GPU the team rents or would buy: from the catalog, or type any name.")
        )
        for choice in catalog_source.gpus():
            combo.addItem(choice.label, choice.id)
        combo.activated.connect(self._on_gpu_chosen)
        line = combo.lineEdit()
        line.textEdited.connect(self._on_gpu_typed)
        line.editingFinished.connect(self.document.end_merge)
        return combo

    def _on_gpu_chosen(self, index: int) -> None:
        plan = self.document.plan
        gpu_id = self.gpu.itemData(index)
        if plan.fleet is None or not gpu_id:
            return
        name = self.gpu.itemText(index)
        tdp = next((c.value.tdp_w for c in catalog_source.gpus() if c.id == gpu_id), None)
        fleet = FleetPlan.model_validate(
            {**dict(plan.fleet), "gpu_name": name, "gpu_id": gpu_id, "gpu_tdp_w": tdp}
        )
        self.document.apply(
            plan.model_validate({**dict(plan), "fleet": fleet}),
            fmt.fill(self.tr("Fleet GPU %1"), name),
        )

    def _on_gpu_typed(self, text: str) -> None:
        plan = self.document.plan
        if plan.fleet is None:
            return
        fleet = FleetPlan.model_validate(
            {**dict(plan.fleet), "gpu_name": text, "gpu_id": "", "gpu_tdp_w": None}
        )
        self.document.apply(
            plan.model_validate({**dict(plan), "fleet": fleet}),
            self.tr("Change the fleet GPU"),
            merge_key="fleet.gpu_name",
        )

    def _on_plan(self, plan: Plan) -> None:
        fleet = plan.fleet
        self.setEnabled(fleet is not None)
        if fleet is None:
            return
        catalog_id = catalog_source.resolve_gpu_id(fleet.gpu_id)
        index = self.gpu.findData(catalog_id) if catalog_id else -1
        with QSignalBlocker(self.gpu):
            if index >= 0:
                self.gpu.setCurrentIndex(index)
            if self.gpu.currentText() != fleet.gpu_name:
                self.gpu.setEditText(fleet.gpu_name)
