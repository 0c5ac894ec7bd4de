"""The plan's currency and its exchange rates: the editor, the rate prompt, preset conversion.

A preset priced in another currency than the plan's is converted when it is added, at the
rate the plan stores (with its date); if the plan has none yet, the user is asked for it
once and it is stored with the new platform in the same undo step. Edit → Currency and
Exchange Rates… edits the table later. ``ask_rate`` is a plain function tests replace.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import cast

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.currency import ExchangeRate, convert_platform, find_rate
from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform
from gpuplanner.gui import catalog_source, field_errors, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument

CURRENCIES = ("CNY", "USD", "EUR", "GBP", "JPY", "HKD", "SGD", "KRW", "TWD")
# Only to pre-fill the prompt (mid-2025 market rates, rounded); the user confirms or edits it.
_CNY_PER = {"CNY": 1.0, "USD": 7.2, "EUR": 8.2}


def suggested_rate(foreign: str, plan_currency: str) -> float | None:
    if foreign in _CNY_PER and plan_currency in _CNY_PER:
        return _CNY_PER[foreign] / _CNY_PER[plan_currency]
    return None


class RateDialog(QDialog):
    """ "1 USD = [7.2] CNY as of [date]": the rate for one foreign currency."""

    def __init__(
        self, foreign: str, plan_currency: str, suggested: float | None, parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.foreign = foreign
        self.setWindowTitle(self.tr("Exchange rate"))
        intro = QLabel(
            fmt.fill(
                self.tr(
                    "This preset is priced in %1 and the plan in %2. Its prices are converted at "
                    "this rate, which the plan keeps with its date (Edit → Currency and Exchange "
                    "Rates…). Check today's rate."
                ),
                foreign,
                plan_currency,
            )
        )
        intro.setWordWrap(True)
        self.rate = QDoubleSpinBox(self)
        self.rate.setDecimals(4)
        self.rate.setRange(0.0001, 1e9)
        self.rate.setValue(suggested or 1.0)
        self.rate.setSuffix(f" {plan_currency}")
        self.rate.setPrefix(f"1 {foreign} = ")
        self.as_of = QDateEdit(QDate.currentDate(), self)
        self.as_of.setCalendarPopup(True)
        self.as_of.setDisplayFormat("yyyy-MM-dd")
        form = QFormLayout()
        form.addRow(self.tr("Rate:"), self.rate)
        form.addRow(self.tr("As of:"), self.as_of)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.setMinimumWidth(440)

    def value(self) -> ExchangeRate:
        return ExchangeRate(
            currency=self.foreign,
            rate=self.rate.value(),
            as_of=cast(dt.date, self.as_of.date().toPython()),
        )


def ask_rate(
    parent: QWidget | None, foreign: str, plan_currency: str, suggested: float | None
) -> ExchangeRate | None:
    dialog = RateDialog(foreign, plan_currency, suggested, parent)
    return dialog.value() if dialog.exec() == QDialog.DialogCode.Accepted else None


def rate_text(rate: ExchangeRate, plan_currency: str) -> str:
    """ "1 USD = 7.2 CNY (2025-06-01)"."""
    text = f"1 {rate.currency} = {fmt.locale().toString(rate.rate, 'g', 6)} {plan_currency}"
    return text + (f" ({rate.as_of.isoformat()})" if rate.as_of else "")


def _conversion_note() -> str:
    return QCoreApplication.translate("currency_dialog", "Prices converted from %1 at %2.")


def without_conversion_note(notes: str) -> str:
    """``notes`` without the line ``adopt_preset`` added (in English or the UI's language):
    once the user typed a price, it is no longer the converted one."""
    patterns = {_conversion_note(), "Prices converted from %1 at %2."}
    lines = notes.split("\n")
    kept = [
        line
        for line in lines
        if not any(
            re.fullmatch(re.escape(p).replace("%1", ".+?").replace("%2", ".+"), line.strip())
            for p in patterns
        )
    ]
    return "\n".join(kept)


def adopt_preset(parent: QWidget | None, plan: Plan, platform: Platform) -> tuple[Plan, Platform]:
    """The plan (with the rate added if it was asked for) and the preset in its currency.

    Raises ``LookupError`` when the user cancels the rate prompt: nothing is added then.
    """
    foreign = catalog_source.preset_currency(platform.preset_id or "")
    if not foreign or foreign == plan.currency:
        return plan, platform
    rate = find_rate(plan.exchange_rates, foreign)
    if rate is None:
        rate = ask_rate(parent, foreign, plan.currency, suggested_rate(foreign, plan.currency))
        if rate is None:
            raise LookupError(foreign)
        plan = replace_at(plan, ("exchange_rates",), (*plan.exchange_rates, rate))
    converted = convert_platform(platform, rate.rate, foreign)
    note = fmt.fill(_conversion_note(), foreign, rate_text(rate, plan.currency))
    notes = f"{converted.notes}\n{note}" if converted.notes else note
    return plan, converted.model_copy(update={"notes": notes})


class CurrencyDialog(QDialog):
    """The plan's currency and its table of dated exchange rates."""

    def __init__(self, plan: Plan, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plan = plan
        self.setWindowTitle(self.tr("Currency and exchange rates"))
        self.currency = QComboBox(self)
        self.currency.setEditable(True)
        self.currency.addItems(list(dict.fromkeys((plan.currency, *CURRENCIES))))
        self.currency.setCurrentText(plan.currency)
        self.currency.setToolTip(self.tr("Three-letter ISO code, e.g. CNY, USD, EUR."))
        self.table = QTableWidget(0, 3, self)
        self.table.setHorizontalHeaderLabels(
            [
                wording.label("xl.item.currency"),
                self.tr("Rate (plan currency per unit)"),
                self.tr("Dated"),
            ]
        )
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        # One Tab stop: Tab goes on to the buttons, not round the cells for ever; arrows,
        # typing and F2 move and edit within it.
        self.table.setTabKeyNavigation(False)
        for rate in plan.exchange_rates:
            self._add_row(rate.currency, rate.rate, rate.as_of)
        add = QPushButton(self.tr("Add rate"), self)
        add.clicked.connect(lambda: self._add_row("USD", 1.0, dt.date.today()))
        remove = QPushButton(self.tr("Remove rate"), self)
        remove.clicked.connect(lambda: self.table.removeRow(self.table.currentRow()))
        note = QLabel(
            self.tr(
                "Rates convert presets priced in another currency when they are added. Prices "
                "already in the plan are not converted when the plan's currency changes."
            )
        )
        note.setWordWrap(True)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020")
        self.error.hide()
        form = QFormLayout()
        form.addRow(self.tr("Plan currency:"), self.currency)
        row = QHBoxLayout()
        row.addWidget(add)
        row.addWidget(remove)
        row.addStretch(1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        layout.addWidget(note)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(560, 380)
        self.result_plan: Plan | None = None

    def _add_row(self, currency: str, rate: float, as_of: dt.date | None) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        self.table.setItem(row, 0, QTableWidgetItem(currency))
        self.table.setItem(row, 1, QTableWidgetItem(fmt.locale().toString(rate, "g", 10)))
        self.table.setItem(row, 2, QTableWidgetItem(as_of.isoformat() if as_of else ""))

    def edited_plan(self) -> Plan:
        """The plan with the dialog's currency and rates; raises ValueError saying what is
        wrong (a rate that is not a number, a date that is not YYYY-MM-DD, …)."""
        rates = []
        for row in range(self.table.rowCount()):
            cells = [self.table.item(row, c) for c in range(3)]
            code, rate, when = (c.text().strip() if c else "" for c in cells)
            number, ok = fmt.locale().toDouble(rate)
            if not ok:
                raise ValueError(
                    fmt.fill(self.tr("Row %1: the rate “%2” is not a number."), str(row + 1), rate)
                )
            try:
                as_of = dt.date.fromisoformat(when) if when else None
            except ValueError:
                raise ValueError(
                    fmt.fill(
                        self.tr("Row %1: the date “%2” is not YYYY-MM-DD."), str(row + 1), when
                    )
                ) from None
            rates.append({"currency": code.upper(), "rate": number, "as_of": as_of})
        data = self.plan.model_dump()
        data.update(currency=self.currency.currentText().strip().upper(), exchange_rates=rates)
        try:
            return Plan.model_validate(data)
        except ValidationError as exc:
            raise ValueError(field_errors.describe(exc)) from exc

    def accept(self) -> None:
        try:
            self.result_plan = self.edited_plan()
        except ValueError as exc:
            self.error.setText(str(exc))
            self.error.show()
            return
        super().accept()


def edit_currency(parent: QWidget | None, document: PlanDocument) -> bool:
    """Edit → Currency and Exchange Rates…: one undo step when the user presses OK."""
    dialog = CurrencyDialog(document.plan, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted or dialog.result_plan is None:
        return False
    if dialog.result_plan != document.plan:
        text = QCoreApplication.translate("currency_dialog", "Change currency and exchange rates")
        document.apply(dialog.result_plan, text)
    return True
