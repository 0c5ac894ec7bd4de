"""The plan's cost of capital (``plan.capital``): the WACC that charges owned hardware's cash
capex and that the fleet discounts at, and the income tax rate of the after-tax view.

The charge and the after-tax figures are the core's (``core.capital``), shown in the Results
tab, the report and the memo. Every change is one undoable ``document.apply``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QWidget

from gpuplanner.gui import wording
from gpuplanner.gui.binding import Binder, PlanPath, form_layout, percent_conversions
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import OptionalField, UnitSpinBox

CAPITAL: PlanPath = ("capital",)
WACC_START = 8.0  # % a year: a first figure to edit (a typical corporate WACC), never assumed
INCOME_TAX_START = 25.0  # China's standard enterprise income tax rate (EIT Law art. 4)


class CapitalSection(QGroupBox):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(wording.label("xl.asm.capital"), parent)
        form = form_layout()
        b = self.binder = Binder(document, lambda plan: CAPITAL)
        self.wacc_box = UnitSpinBox(
            "%",
            0,
            100,
            2,
            0.5,
            self.tr(
                "The firm's cost of capital (WACC), an effective rate a year. Cash paid for "
                "owned hardware then carries a capital charge over the job's share of its "
                "life (a loan's part carries its interest instead), and the fleet discounts "
                "at the same rate. Off: no capital charge, which favours buying."
            ),
        )
        self.wacc = OptionalField(self.tr("Charge it"), self.wacc_box, self, WACC_START)
        b.row(form, self.tr("WACC:"), self.wacc, ("wacc",), **percent_conversions())
        self.income_tax_box = UnitSpinBox(
            "%",
            0,
            100,
            2,
            1,
            self.tr(
                "Corporate income tax rate for the after-tax view: every cost but the capital "
                "charge is deductible (depreciation and interest tax shields). China: 25 %."
            ),
        )
        self.income_tax = OptionalField(
            self.tr("After-tax view"), self.income_tax_box, self, INCOME_TAX_START
        )
        b.row(
            form,
            self.tr("Income tax:"),
            self.income_tax,
            ("income_tax_rate",),
            **percent_conversions(),
        )
        self.setLayout(form)
