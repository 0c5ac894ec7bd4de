"""Financing of an owned cluster (``core.financing.Financing``): the rows of a loan or a
finance lease, for the platform form (``pricing.financing`` of a self-built platform) and the
Fleet tab (``fleet.self_built.financing``).

A check box adds or removes the financing (one undoable ``document.apply``); the fields are
bound below ``financing`` and greyed out while there is none. The interest is the core's,
shown in the bill.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QWidget

from gpuplanner.core.edit import replace_at
from gpuplanner.core.financing import Financing, FinancingKind
from gpuplanner.core.plan import Plan
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.gui import wording
from gpuplanner.gui.binding import Binder, PlanPath, percent_conversions
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import IntSpinBox, UnitSpinBox, compact_combo
from gpuplanner.gui.platforms.sections import PlatformSection, Prefix


def _tr(text: str) -> str:
    return QCoreApplication.translate("FinancingRows", text)


class FinancingRows:
    """The check box and the fields, added to ``form``; ``owner(plan)`` is the path of the
    model holding ``financing`` (None when it does not apply)."""

    def __init__(
        self,
        document: PlanDocument,
        form: QFormLayout,
        parent: QWidget,
        owner: Callable[[Plan], PlanPath | None],
    ) -> None:
        self.document, self.owner = document, owner
        self.enabled = QCheckBox(_tr("Financed by a loan or finance lease"), parent)
        self.enabled.setToolTip(
            _tr("A down payment at order, monthly payments (interest apart) and a balloon.")
        )
        self.enabled.toggled.connect(self._on_toggled)
        form.addRow("", self.enabled)
        b = self.binder = Binder(document, self._financing)
        self.kind = compact_combo(QComboBox(parent), 16)
        self.kind.addItem(wording.label("xl.loan.loan"), FinancingKind.LOAN.value)
        self.kind.addItem(wording.label("xl.loan.finance_lease"), FinancingKind.FINANCE_LEASE.value)
        b.row(form, _tr("Financing:"), self.kind, ("kind",))
        pct = percent_conversions()
        self.down = UnitSpinBox("%", 0, 100, 1, 5, _tr("Down payment, a share of the capex."))
        b.row(form, _tr("Down payment:"), self.down, ("down_payment_fraction",), **pct)
        self.rate = UnitSpinBox("%", 0, 100, 2, 0.25, _tr("Nominal APR, compounded monthly."))
        b.row(form, _tr("Interest rate:"), self.rate, ("annual_rate",), **pct)
        self.term = IntSpinBox(
            wording.word("unit.months"), 1, 360, 1, _tr("Number of monthly payments.")
        )
        b.row(form, _tr("Term:"), self.term, ("term_months",))
        self.balloon = UnitSpinBox(
            "%", 0, 100, 1, 5, _tr("Balloon or lease residual with the last payment, of capex.")
        )
        b.row(form, _tr("Balloon / residual:"), self.balloon, ("balloon_fraction",), **pct)
        self.advance = QCheckBox(_tr("Payments in advance (lease)"), parent)
        form.addRow("", b.bind(self.advance, ("in_advance",), _tr("Toggle payments in advance")))

    def _financing(self, plan: Plan) -> PlanPath | None:
        base = self.owner(plan)
        if base is None or _at(plan, base).financing is None:
            return None
        return (*base, "financing")

    def refresh(self, plan: Plan) -> None:
        base = self.owner(plan)
        on = base is not None and _at(plan, base).financing is not None
        self.enabled.blockSignals(True)
        try:
            self.enabled.setChecked(on)
        finally:
            self.enabled.blockSignals(False)
        self.enabled.setEnabled(base is not None)
        self.binder.refresh()

    def _on_toggled(self, on: bool) -> None:
        base = self.owner(self.document.plan)
        if base is None:
            return
        plan = replace_at(self.document.plan, (*base, "financing"), Financing() if on else None)
        text = _tr("Finance the cluster") if on else _tr("Remove the financing")
        self.document.apply(plan, text)


def _at(plan: Plan, path: PlanPath) -> Any:
    obj: Any = plan
    for key in path:
        obj = obj[key] if isinstance(key, int) else getattr(obj, key)  # type: ignore[index]
    return obj


class FinancingSection(PlatformSection):
    """The platform form's financing group: for self-built platforms only."""

    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(self.tr("Financing (self-built)"), document, prefix, parent)
        self.rows = FinancingRows(document, self.form, self, self._pricing)

    def _pricing(self, plan: Plan) -> PlanPath | None:
        base = self.prefix(plan)
        if base is None:
            return None
        pricing = plan.platforms[base[1]].pricing  # type: ignore[index]
        if not rules_for(pricing).owns_hardware:  # only an owned cluster's capex is financed
            return None
        return (*base, "pricing")

    def _on_plan(self, plan: Plan) -> None:
        self.rows.refresh(plan)
