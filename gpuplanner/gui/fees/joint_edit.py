"""Edit one field of a fee item on every checked platform that has an item of that name.

"Edit on several platforms…" in the Fee items tab: the field (rate, quantity, basis, kind,
note), the new value, and the platforms holding an item of the same name, each row showing
its current value. OK builds the whole new plan first (``shared_items.set_fee_field``): a
value any platform refuses is explained next to the field and changes nothing; a valid one
is ONE undo step for all of them.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.fees import FeeBasis, FeeKind
from gpuplanner.gui import field_errors
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fees.platform_chooser import ChoiceRow, PlatformChecklist
from gpuplanner.gui.fees.shared_items import JOINT_FIELDS, holders, item_of, set_fee_field
from gpuplanner.gui.fees.table_model import FIELDS, FeeTableModel
from gpuplanner.gui.fields import parse_number

_NUMBERS = ("rate", "quantity")
_CHOICES = ("basis", "kind")
_SHOWN = 40  # characters of a platform's current value shown in its row


class JointEditDialog(QDialog):
    """One field of the item ``name`` set on the checked platforms, as one undoable step."""

    def __init__(
        self,
        document: PlanDocument,
        model: FeeTableModel,
        platform: int,
        name: str,
        field: str = "rate",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.document, self._model, self.name = document, model, name
        self._platform = platform
        self.setWindowTitle(fmt.fill(self.tr("Edit “%1” on several platforms"), name))
        intro = QLabel(
            self.tr(
                "Sets one field of this item on each checked platform that has an item of "
                "the same name, in one step (one undo). A value any of them refuses changes "
                "none of them."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.field = QComboBox(self)
        for key in JOINT_FIELDS:
            self.field.addItem(model.header(FIELDS.index(key)), key)
        self.text = QLineEdit(self)
        self.text.setClearButtonEnabled(True)
        self.choice = QComboBox(self)
        self.value = QStackedWidget(self)
        self.value.addWidget(self.text)
        self.value.addWidget(self.choice)
        self.value.setSizePolicy(self.text.sizePolicy())
        self.unit = QLabel(self)
        self.unit.setEnabled(False)
        self.unit.setWordWrap(True)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #c62828;")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.hide()
        self.checklist = PlatformChecklist((), self)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.apply)
        self.buttons.rejected.connect(self.reject)
        item = QLabel(name, self)
        item.setTextFormat(Qt.TextFormat.PlainText)  # the user's own name, never markup
        form = QFormLayout()
        form.addRow(self.tr("Item:"), item)
        form.addRow(self.tr("Field:"), self.field)
        form.addRow(self.tr("New value:"), self.value)
        form.addRow("", self.unit)
        form.addRow("", self.error)
        form.addRow(self.tr("Platforms:"), self.checklist)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form, 1)
        layout.addWidget(self.buttons)
        self.field.currentIndexChanged.connect(self._on_field)
        self.text.textEdited.connect(lambda _text: self._show_error(""))
        self.choice.currentIndexChanged.connect(lambda _i: self._show_error(""))
        self.checklist.changed.connect(self._update_ok)
        self.checklist.changed.connect(self._update_unit)
        self.field.setCurrentIndex(max(0, self.field.findData(field)))
        self._on_field()
        self.setMinimumWidth(520)

    # --- the field and its value -----------------------------------------------------------
    def current_field(self) -> str:
        return str(self.field.currentData())

    def _on_field(self, *_: object) -> None:
        key = self.current_field()
        source = item_of(self.document.plan, self._platform, self.name)
        self._show_error("")
        if key in _CHOICES:
            labels: dict[Any, str] = (
                self._model.basis_labels() if key == "basis" else self._model.kind_labels()
            )
            self.choice.clear()
            for value, label in labels.items():
                self.choice.addItem(label, value.value)
            if source is not None:
                self.choice.setCurrentIndex(self.choice.findData(getattr(source, key).value))
            self.value.setCurrentWidget(self.choice)
        else:
            self.text.setText(self._start_text(key))
            self.value.setCurrentWidget(self.text)
        self._show_rows(key)
        self._update_unit()

    def _start_text(self, key: str) -> str:
        source = item_of(self.document.plan, self._platform, self.name)
        if source is None:
            return ""
        value = getattr(source, key)
        if key in _NUMBERS:
            return fmt.locale().toString(float(value), "g", 12)
        return str(value)

    def _unit_text(self, key: str) -> str:
        plan = self.document.plan
        source = item_of(plan, self._platform, self.name)
        if key != "rate" or source is None:
            return ""
        if source.basis is FeeBasis.PERCENT_OF_COMPUTE:
            text = self.tr("A percentage: 5 means 5 % of (discounted compute + interruptions).")
        else:
            text = fmt.fill(
                self.tr("In %1, %2 (this platform's basis)."),
                plan.currency,
                self._model.basis_labels()[source.basis],
            )
        chosen = (item_of(plan, i, self.name) for i in self.checklist.chosen())
        if len({item.basis for item in chosen if item is not None}) > 1:
            text += " " + self.tr(
                "The checked items differ in basis: the same rate means a different thing on each."
            )
        return text

    def _update_unit(self) -> None:
        self.unit.setText(self._unit_text(self.current_field()))
        self.unit.setVisible(bool(self.unit.text()))

    def _show_rows(self, key: str) -> None:
        plan = self.document.plan
        col = FIELDS.index(key)
        rows = []
        for i in holders(plan, self.name):
            item = item_of(plan, i, self.name)
            assert item is not None
            now = self._model.value_text(item, col) or self.tr("(empty)")
            if key == "rate" and item.basis is FeeBasis.FIXED:
                # The other rates carry their unit (¥0.10 / GB·month); an amount says it is one.
                basis = self._model.basis_labels()[item.basis]
                now = fmt.fill(self.tr("%1 (%2)"), now, basis)
            if len(now) > _SHOWN:  # a long note: its start is enough to recognise it
                now = now[: _SHOWN - 1] + "…"
            text = fmt.fill(self.tr("%1 — now %2"), plan.platforms[i].name, now)
            rows.append(ChoiceRow(i, text, checked=True))
        self.checklist.set_rows(rows)

    # --- applying ----------------------------------------------------------------------------
    def typed_value(self) -> Any:
        """The value to set (ValueError with the reason when the text is not one)."""
        key = self.current_field()
        if key == "basis":
            return FeeBasis(self.choice.currentData())
        if key == "kind":
            return FeeKind(self.choice.currentData())
        if key in _NUMBERS:
            return parse_number(self.text.text(), fmt.locale())
        return self.text.text()

    def apply(self) -> None:
        """Set the value on every checked platform in one step, or explain and change nothing."""
        chosen = self.checklist.chosen()
        if not chosen:
            return
        key = self.current_field()
        try:
            plan = set_fee_field(self.document.plan, self.name, key, self.typed_value(), chosen)
        except ValidationError as exc:
            self._show_error(field_errors.describe(exc))
            return
        except ValueError as exc:
            self._show_error(str(exc))
            return
        label = self.field.currentText()
        self.document.apply(
            plan, fmt.fill(self.tr("Edit “%1” (%2) on several platforms"), self.name, label)
        )
        self.accept()

    def _show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def _update_ok(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(self.checklist.chosen()))
