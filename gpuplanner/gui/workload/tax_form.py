"""The plan's taxes (``plan.tax``): rates for services and for hardware, whether input tax is
recoverable, where the rates come from, and the China preset (6 % / 13 %).

Which lines are services and which hardware is the core's rule (``core.tax``); the tax on
each bill is the result's, shown in the Results tab. Every change is one undoable
``document.apply``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGroupBox, QLineEdit, QPushButton, QWidget

from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.core.tax import china_vat
from gpuplanner.gui.binding import Binder, PlanPath, form_layout
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import UnitSpinBox

TAX: PlanPath = ("tax",)


def _on(plan: Plan, _base: PlanPath) -> bool:
    return plan.tax.enabled


def _rates_used(plan: Plan, _base: PlanPath) -> bool:
    """The rates matter with tax on, and with tax off while a price is quoted incl. VAT (it
    is taken net at them: core/vat_basis.py)."""
    return plan.tax.enabled or any(p.prices_include_vat for p in plan.platforms)


class TaxSection(QGroupBox):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Taxes (VAT)"), parent)
        self._document = document
        form = form_layout()
        b = self.binder = Binder(document, lambda plan: TAX)
        self.setToolTip(
            self.tr(
                "Services: cloud GPU time, hosting, fee items, the trial. Hardware: leases, "
                "self-built hardware, power and repairs. Staff and the markup carry no tax."
            )
        )
        self.enabled = QCheckBox(self.tr("Add taxes to the bills"), self)
        form.addRow("", b.bind(self.enabled, ("enabled",), self.tr("Toggle taxes")))
        self.services = UnitSpinBox("%", 0, 100, 2, 1, self.tr("Tax rate on services."))
        b.row(
            form,
            self.tr("Services:"),
            self.services,
            ("services_rate_percent",),
            when=_rates_used,
        )
        self.hardware = UnitSpinBox("%", 0, 100, 2, 1, self.tr("Tax rate on hardware."))
        b.row(
            form,
            self.tr("Hardware:"),
            self.hardware,
            ("hardware_rate_percent",),
            when=_rates_used,
        )
        self.recoverable = QCheckBox(self.tr("Input tax is recoverable"), self)
        self.recoverable.setToolTip(
            self.tr("Paid, then credited back: the cost to reach the target excludes it.")
        )
        form.addRow(
            "",
            b.bind(self.recoverable, ("recoverable",), self.tr("Toggle recoverable tax"), when=_on),
        )
        self.source = QLineEdit(self)
        self.source.setToolTip(self.tr("Where the rates come from."))
        b.row(form, self.tr("Source:"), self.source, ("source",), when=_on)
        # No parent yet: the form gives it one with the other rows, so Tab reaches it last.
        self.china = QPushButton(self.tr("China VAT preset (6 % / 13 %)"))
        self.china.setToolTip(
            self.tr(
                "6 % on IT services (Caishui [2016] No. 36); 13 % on goods and leases of "
                "tangible movable property (MOF/STA/GACC Announcement 2019 No. 39)."
            )
        )
        self.china.clicked.connect(self.apply_china_preset)
        form.addRow("", self.china)
        self.setLayout(form)

    def apply_china_preset(self) -> None:
        plan = self._document.plan
        tax = china_vat(recoverable=plan.tax.recoverable)
        self._document.apply(replace_at(plan, TAX, tax), self.tr("Apply the China VAT preset"))
