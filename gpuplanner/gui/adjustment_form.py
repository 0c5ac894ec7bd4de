"""A platform's price adjustment: a discount off the list unit price or a negotiated price
(with its date and source), and an internal markup (``platform.adjustment``).

The discount or negotiated price replaces the list unit price of the pricing mode (see
``core.adjustments``); the amounts are the bill's, shown in the Results tab. Every change is
one undoable ``document.apply`` through the bound fields.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from gpuplanner.core.adjustments import list_price_field
from gpuplanner.core.plan import Plan
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import OptionalField, UnitSpinBox
from gpuplanner.gui.platform_sections import PlatformSection, Prefix

ADJUSTMENT = ("adjustment",)


def _date_to_plan(text: str) -> dt.date | str | None:
    """ISO text → a date (pydantic reads it and words a bad one); blank → None."""
    return text.strip() or None


def _date_to_display(value: dt.date | None) -> str:
    return value.isoformat() if value else ""


class AdjustmentSection(PlatformSection):
    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(self.tr("Discount and markup"), document, prefix, parent)
        b = self.binder
        self.setToolTip(
            self.tr(
                "A discount or a negotiated price replaces the list unit price (per GPU-hour, "
                "GPU-month, machine-month, or the capex per GPU) before billing rules; add-ons, "
                "running costs and fee items stay as typed. The markup is added last."
            )
        )
        self.discount = UnitSpinBox(
            "%", 0, 99.99, 2, 1, self.tr("Discount off the list unit price (0 = none).")
        )
        b.row(self.form, self.tr("Discount:"), self.discount, (*ADJUSTMENT, "discount_percent"))
        self.negotiated_price = UnitSpinBox(
            "", 0, None, 4, 1, self.tr("The unit price actually agreed, in the list price's unit.")
        )
        self.negotiated = OptionalField(self.tr("Negotiated:"), self.negotiated_price, self)
        self.negotiated.start = self._list_price
        b.row(
            self.form,
            self.tr("Price agreed:"),
            self.negotiated,
            (*ADJUSTMENT, "negotiated_price"),
        )
        self.as_of = QLineEdit(self)
        self.as_of.setPlaceholderText(self.tr("YYYY-MM-DD"))
        self.as_of.setToolTip(self.tr("Date of the negotiated price (quote or contract)."))
        b.row(
            self.form,
            self.tr("Agreed on:"),
            self.as_of,
            (*ADJUSTMENT, "negotiated_as_of"),
            to_plan=_date_to_plan,
            to_display=_date_to_display,
        )
        self.source = QLineEdit(self)
        self.source.setToolTip(self.tr("Where the negotiated price comes from (quote, contract)."))
        b.row(self.form, self.tr("Source:"), self.source, (*ADJUSTMENT, "negotiated_source"))
        self.markup = UnitSpinBox(
            "%",
            0,
            1000,
            2,
            1,
            self.tr("Internal chargeback markup on GPU time after discount plus fees."),
        )
        b.row(self.form, self.tr("Markup:"), self.markup, (*ADJUSTMENT, "markup_percent"))
        self.unit = QLabel(self)
        self.unit.setWordWrap(True)
        self.form.addRow("", self.unit)

    def _list_price(self) -> float:
        p = self.platform()
        return float(getattr(p.pricing, list_price_field(p.mode.value))) if p else 0.0

    def _on_plan(self, plan: Plan) -> None:
        p = self.platform(plan)
        if p is None:
            self.unit.clear()
            return
        units = {
            "price_per_gpu_hour": self.tr("%1 per GPU-hour"),
            "price_per_gpu_month": self.tr("%1 per GPU-month"),
            "price_per_machine_month": self.tr("%1 per machine-month"),
            "capex_per_gpu": self.tr("%1 of capex per GPU"),
        }
        unit = fmt.fill(units[list_price_field(p.mode.value)], plan.currency)
        self.negotiated_price.setSuffix(" " + unit)
        self.unit.setText(fmt.fill(self.tr("Applies to the list price: %1."), unit))
