"""Pick a platform preset from the catalog ("Add from preset…" on the Platforms tab).

``choose_preset(parent, currency)`` is a plain function so tests can replace the dialog.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.platform import Platform
from gpuplanner.gui import catalog_source
from gpuplanner.gui import format as fmt
from gpuplanner.gui.catalog_source import Choice


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
        for index, choice in enumerate(presets):
            item = QListWidgetItem(f"{choice.label}\n    {choice.detail}")
            item.setData(Qt.ItemDataRole.UserRole, index)
            if choice.value is None:
                # No published price: listed so the user knows it exists, not addable.
                item.setText(
                    fmt.fill(
                        self.tr("%1 (needs a quote)\n    ask for: %2"), choice.label, choice.detail
                    )
                )
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            else:
                item.setToolTip(choice.value.notes or choice.label)
            self.list.addItem(item)
        self.list.itemDoubleClicked.connect(self.accept)
        layout.addWidget(self.list, 1)
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
        self.list.currentRowChanged.connect(self._on_row)
        first = next((i for i, c in enumerate(presets) if c.value is not None), None)
        if first is not None:
            self.list.setCurrentRow(first)
        else:
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)

    def _filter(self, text: str) -> None:
        needle = text.strip().lower()
        for row in range(self.list.count()):
            item = self.list.item(row)
            choice = self._presets[item.data(Qt.ItemDataRole.UserRole)]
            gpu = choice.value.gpu.name if choice.value is not None else ""
            hay = f"{choice.label} {choice.detail} {gpu}".lower()
            item.setHidden(bool(needle) and needle not in hay)

    def _on_row(self, row: int) -> None:
        chosen = self.chosen()
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
        item = self.list.currentItem()
        if item is None or item.isHidden() or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            return None
        return self._presets[item.data(Qt.ItemDataRole.UserRole)].value


def choose_preset(parent: QWidget | None, currency: str) -> Platform | None:
    """Show the dialog; the chosen preset as a platform, or None if cancelled."""
    dialog = PresetDialog(catalog_source.platform_presets(), currency, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.chosen()
