"""Cell editors of the fee table: combos for kind and basis, number boxes for rate and quantity."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from gpuplanner.gui import wording
from gpuplanner.gui.fees.table_model import FeeTableModel

ModelIndex = QModelIndex | QPersistentModelIndex
_MAX = 1e12  # far above any fee; a negative value is impossible in these editors


class FeeDelegate(QStyledItemDelegate):
    def __init__(self, model: FeeTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: ModelIndex
    ) -> QWidget:
        col = index.column()
        if col in (FeeTableModel.KIND, FeeTableModel.BASIS):
            combo = QComboBox(parent)
            labels = (
                self._model.kind_labels()
                if col == FeeTableModel.KIND
                else self._model.basis_labels()
            )
            for value, label in labels.items():
                combo.addItem(label, value.value)
            return combo
        if col in (FeeTableModel.RATE, FeeTableModel.QUANTITY):
            box = QDoubleSpinBox(parent)
            box.setRange(0.0, _MAX)
            box.setDecimals(4 if col == FeeTableModel.RATE else 2)
            box.setToolTip(
                wording.label("fee_basis.percent_of_compute") if self._is_percent(index) else ""
            )
            return box
        return super().createEditor(parent, option, index)

    def _is_percent(self, index: ModelIndex) -> bool:
        return self._model.fee(index.row()).basis.value == "percent_of_compute"

    def setEditorData(self, editor: QWidget, index: ModelIndex) -> None:
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(value)))
        elif isinstance(editor, QDoubleSpinBox):
            editor.setValue(float(value))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: ModelIndex) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)
        elif isinstance(editor, QDoubleSpinBox):
            editor.interpretText()
            model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)
        else:
            super().setModelData(editor, model, index)
