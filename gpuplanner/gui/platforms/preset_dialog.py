"""Pick a platform preset from the catalog ("Add from preset…" on the Platforms tab).

A preset that "needs a quote" (no published price) can be added too: choosing it shows a
required price field in the quote's unit, and OK waits for a price above zero; the platform
is then dated today, entered by the user. Names and descriptions are the catalog's in the UI
language (``catalog_source.CatalogTexts``); the chosen preset's price basis, interruption
basis, capex bases and notes show below the list (and as each line's tooltip), as plain
text. ``choose_preset(parent, currency)`` is a plain function so tests can replace the dialog.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QMargins, QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.platform import Platform, PricingMode
from gpuplanner.core.pricing_fields import list_price_unit
from gpuplanner.core.pricing_modes import MODE_CLASS
from gpuplanner.gui import catalog_source, i18n, plain_text
from gpuplanner.gui import format as fmt
from gpuplanner.gui.catalog_source import Choice
from gpuplanner.gui.fields import UnitSpinBox
from gpuplanner.io.words.pricing import unit_text


class _RoomyDelegate(QStyledItemDelegate):
    """List lines a pixel taller than Qt's hint: a wrapped line mixing Latin and Chinese
    (drawn with a fallback font) measures a pixel short, and Qt then elides its second line."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        return super().sizeHint(option, index).grownBy(QMargins(0, 1, 0, 1))


class PresetDialog(QDialog):
    """A searchable list of presets; each line names the preset, its provider and price date."""

    def __init__(
        self,
        presets: tuple[Choice[Platform | None], ...],
        currency: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add a platform from a preset"))
        self.resize(760, 520)
        # Presets in the plan's currency first: they need no conversion.
        presets = tuple(
            sorted(presets, key=lambda c: catalog_source.preset_currency(c.id) != currency)
        )
        self._presets = presets
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr("Presets are dated examples, not quotes: check each price with the vendor.")
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search by name, provider or GPU"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        layout.addWidget(self.search)
        self.list = QListWidget(self)
        self.list.setAlternatingRowColors(True)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setItemDelegate(_RoomyDelegate(self.list))
        for index, choice in enumerate(presets):
            item = QListWidgetItem(f"{choice.label}\n    {choice.detail}")
            item.setData(Qt.ItemDataRole.UserRole, index)
            if choice.value is None:
                # No published price: addable with the price the user was quoted.
                if choice.texts.quote_items:
                    text = self.tr("%1 (needs a quote)\n    %2 · ask for: %3")
                    item.setText(fmt.fill(text, choice.label, choice.detail, self._items(choice)))
                else:
                    text = self.tr("%1 (needs a quote)\n    %2")
                    item.setText(fmt.fill(text, choice.label, choice.detail))
            # Escaped, so a user catalog's text is never read as markup.
            item.setToolTip(plain_text.tooltip_html(self.description(choice)))
            self.list.addItem(item)
        self.list.itemDoubleClicked.connect(self.accept)
        layout.addWidget(self.list, 1)
        # The chosen preset's descriptions, plain text (never markup), scrollable.
        self.about = QPlainTextEdit(self)
        self.about.setReadOnly(True)
        self.about.setMaximumHeight(self.fontMetrics().lineSpacing() * 6)
        layout.addWidget(self.about)
        self.quote_box = QWidget(self)
        quote_row = QHBoxLayout(self.quote_box)
        quote_row.setContentsMargins(0, 0, 0, 0)
        self.quote_label = QLabel(self.tr("Quoted price (required):"), self.quote_box)
        self.quote_price = UnitSpinBox("", 0, None, 2, 1)
        self.quote_price.valueChanged.connect(self._update_ok)
        self.quote_price.lineEdit().textEdited.connect(self._update_ok)
        quote_row.addWidget(self.quote_label)
        quote_row.addWidget(self.quote_price)
        quote_row.addStretch(1)
        self.quote_required = QLabel(
            self.tr("Enter the price you were quoted: this preset has no published one."), self
        )
        self.quote_required.setStyleSheet("color: #c62828;")
        self.quote_required.setWordWrap(True)
        layout.addWidget(self.quote_box)
        layout.addWidget(self.quote_required)
        self.currency_note = QLabel(self)
        self.currency_note.setWordWrap(True)
        layout.addWidget(self.currency_note)
        self._currency = currency
        if not presets:
            self.list.hide()
            self.search.hide()
            intro.setText(self.tr("The catalog has no platform presets. Use Add blank instead."))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        # Tab from the quoted price goes on to OK (not past it to Cancel).
        QWidget.setTabOrder(
            self.quote_price, self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        )
        self.list.currentRowChanged.connect(self._on_row)
        first = next((i for i, c in enumerate(presets) if c.value is not None), None)
        if first is not None:
            self.list.setCurrentRow(first)
        elif presets:
            self.list.setCurrentRow(0)
        self._on_row(self.list.currentRow())

    def _filter(self, text: str) -> None:
        needle = text.strip().lower()
        for row in range(self.list.count()):
            item = self.list.item(row)
            choice = self._presets[item.data(Qt.ItemDataRole.UserRole)]
            gpu = choice.value.gpu.name if choice.value is not None else ""
            hay = f"{choice.id} {choice.label} {choice.detail} {gpu}".lower()
            item.setHidden(bool(needle) and needle not in hay)
        current = self.list.currentItem()
        if current is None or current.isHidden():
            # The description, the price field and OK follow what the list shows: the first
            # entry left, or nothing when the filter hides them all.
            visible = [r for r in range(self.list.count()) if not self.list.item(r).isHidden()]
            self.list.setCurrentRow(visible[0] if visible else -1)
            self._on_row(self.list.currentRow())

    def _current(self) -> Choice[Platform | None] | None:
        item = self.list.currentItem()
        if item is None or item.isHidden():
            return None
        return self._presets[item.data(Qt.ItemDataRole.UserRole)]

    def _items(self, choice: Choice[Platform | None]) -> str:
        """What to ask the vendor for, one phrase after another."""
        return self.tr("; ", "between the items to ask a vendor for").join(choice.texts.quote_items)

    def description(self, choice: Choice[Platform | None]) -> str:
        """What the preset says about its price, interruptions, capex and itself, a line each."""
        t = choice.texts
        lines = [(self.tr("Price basis: %1"), t.price_basis)]
        if choice.value is None and t.quote_items:
            lines.append((self.tr("Ask the vendor for: %1"), self._items(choice)))
        if t.capex is not None:
            lines.append((self.tr("Servers and GPUs: %1"), t.capex[0]))
            lines.append((self.tr("Network: %1"), t.capex[1]))
        lines.append((self.tr("Interruptions: %1"), t.interruption_basis))
        lines.append((self.tr("Notes: %1"), t.notes))
        return "\n".join(fmt.fill(label, text) for label, text in lines if text)

    def _quote_unit(self, choice: Choice[Platform | None]) -> str:
        currency = catalog_source.preset_currency(choice.id) or self._currency
        mode = catalog_source.quote_mode(choice.id) or PricingMode.ON_DEMAND
        # the quote mode's list price unit (core/pricing_fields.py), in the catalog's words
        unit = list_price_unit(MODE_CLASS[mode])
        return " " + unit_text(unit, i18n.current_language(), currency)

    def _typed_price(self) -> float:
        """The price in the field as typed so far (the spin box commits only on leaving), 0
        when the text is not a number."""
        box = self.quote_price
        if box.text_problem():
            return 0.0
        return float(box.valueFromText(box.lineEdit().text()))

    def _update_ok(self, *_: object) -> None:
        choice = self._current()
        needs_quote = choice is not None and choice.value is None
        priced = self._typed_price() > 0  # OK enables as the price is typed, not on leaving
        self.quote_required.setVisible(needs_quote and not priced)
        ok = choice is not None and (not needs_quote or priced)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def _on_row(self, row: int) -> None:
        choice = self._current()
        needs_quote = choice is not None and choice.value is None
        self.quote_box.setVisible(needs_quote)
        if needs_quote and choice is not None:
            self.quote_price.setSuffix(self._quote_unit(choice))
        self._update_ok()
        self.about.setPlainText(self.description(choice) if choice is not None else "")
        chosen = choice.value if choice is not None else None
        preset_currency = catalog_source.preset_currency(chosen.preset_id or "") if chosen else None
        if preset_currency and preset_currency != self._currency:
            self.currency_note.setText(
                fmt.fill(
                    self.tr(
                        "This preset is priced in %1 and the plan in %2: its prices are converted "
                        "at the plan's exchange rate when it is added."
                    ),
                    preset_currency,
                    self._currency,
                )
            )
        else:
            self.currency_note.clear()

    def chosen(self) -> Platform | None:
        choice = self._current()
        if choice is None:
            return None
        if choice.value is not None:
            return choice.value  # named in the UI language: the plan keeps that name
        price = self._typed_price()
        if price <= 0:
            return None
        return catalog_source.quoted_platform(choice.id, price, dt.date.today())


def choose_preset(parent: QWidget | None, currency: str) -> Platform | None:
    """Show the dialog; the chosen preset as a platform, or None if cancelled."""
    dialog = PresetDialog(catalog_source.platform_presets(), currency, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.chosen()
