"""Measured scaling points of a platform (GPUs → efficiency): a small editable table.

The seeds advise running 20–50 steps on each candidate; the measured efficiency at a GPU
count calibrates the modelled curve. Each cell edit, addition or removal is one undo step.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import (
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import ScalingPoint
from gpuplanner.gui import field_errors, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.sections import PlatformSection, Prefix
from gpuplanner.gui.row_sync import sync_rows
from gpuplanner.gui.table_model import TableModel

ModelIndex = QModelIndex | QPersistentModelIndex


class ScalingPointsModel(TableModel):
    """Rows are the selected platform's points; efficiency is shown and typed in percent."""

    GPUS, EFFICIENCY = range(2)
    error = Signal(str)  # the reason a typed value was refused ("" once a value is taken)

    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QObject | None = None):
        super().__init__(parent)
        self._document = document
        self._prefix = prefix
        self._points: tuple[ScalingPoint, ...] = self._current(document.plan)
        document.plan_changed.connect(self._on_plan)

    def _current(self, plan: Plan) -> tuple[ScalingPoint, ...]:
        base = self._prefix(plan)
        return plan.platforms[base[1]].scaling_points if base is not None else ()  # type: ignore[index]

    def reload(self) -> None:
        """The selection moved to another platform: show its points."""
        self.beginResetModel()
        self._points = self._current(self._document.plan)
        self.endResetModel()

    def _store(self, points: Sequence[ScalingPoint]) -> None:
        self._points = tuple(points)

    def _on_plan(self, plan: Plan) -> None:
        sync_rows(self, self._points, self._current(plan), self._store)

    def row_count(self) -> int:
        return len(self._points)

    def column_count(self) -> int:
        return 2

    def header(self, section: int) -> str:
        return (wording.label("report.col.gpus"), self.tr("Efficiency (%)"))[section]

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return super().flags(index) | Qt.ItemFlag.ItemIsEditable

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._points):
            return None
        point = self._points[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == self.GPUS:
                return fmt.integer(point.gpus)
            return fmt.number(point.efficiency * 100, 1)
        if role == Qt.ItemDataRole.EditRole:
            if index.column() == self.GPUS:
                return point.gpus
            return round(point.efficiency * 100, 4)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def setData(self, index: ModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        base = self._prefix(self._document.plan)
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or base is None:
            return False
        field = "gpus" if index.column() == self.GPUS else "efficiency"
        try:
            number = float(value)
            new_value: float | int = int(number) if field == "gpus" else number / 100.0
            path = (*base, "scaling_points", index.row(), field)
            plan = replace_at(self._document.plan, path, new_value)
        except ValidationError as exc:
            convert = (lambda v: v) if field == "gpus" else (lambda v: v * 100)
            self.error.emit(field_errors.describe(exc, convert, "" if field == "gpus" else "%"))
            return False
        except (TypeError, ValueError):
            self.error.emit(wording.word("error.finite_number"))
            return False
        self.error.emit("")
        self._document.apply(plan, self.tr("Edit scaling point"))
        return True


class ScalingPointsSection(PlatformSection):
    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(self.tr("Measured scaling"), document, prefix, parent)
        self.setToolTip(
            self.tr(
                "Efficiency measured on this platform at a GPU count (speed-up ÷ GPUs). "
                "Between points the modelled curve is calibrated to them."
            )
        )
        self.model = ScalingPointsModel(document, prefix, self)
        self.view = QTableView(self)
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        # One Tab stop in the form (Qt's tab-key navigation would go round the cells for ever
        # and never reach the fields below); arrows, typing and F2 edit a cell.
        self.view.setTabKeyNavigation(False)
        self.view.setMaximumHeight(96)
        self.add = QPushButton(self.tr("Add point"), self)
        self.remove = QPushButton(self.tr("Remove"), self)
        self.add.clicked.connect(self.add_point)
        self.remove.clicked.connect(self.remove_point)
        self.message = QLabel(self)
        self.message.setStyleSheet("color: #c62828;")
        self.message.setWordWrap(True)
        self.message.hide()
        self.model.error.connect(self._show_error)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add)
        buttons.addWidget(self.remove)
        buttons.addStretch(1)
        box = QVBoxLayout()
        box.addWidget(self.view)
        box.addLayout(buttons)
        box.addWidget(self.message)
        self.form.addRow(box)

    def refresh(self) -> None:
        self.model.reload()
        super().refresh()

    def _show_error(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def add_point(self) -> None:
        """A point at the next doubling, at the efficiency the model now predicts there."""
        plan = self.document.plan
        base = self.prefix(plan)
        if base is None:
            return
        points = plan.platforms[base[1]].scaling_points  # type: ignore[index]
        gpus = max((p.gpus for p in points), default=4) * 2
        gpus = min(gpus, plan.sweep_max)
        while gpus in {p.gpus for p in points} and gpus > 1:
            gpus -= 1
        r = self.document.result.platforms[base[1]]  # type: ignore[index]
        predicted = float(r.efficiency[gpus - 1]) if gpus <= len(r.efficiency) else 0.8
        efficiency = round(min(1.0, max(0.01, predicted if predicted == predicted else 0.8)), 3)
        new = tuple(
            sorted((*points, ScalingPoint(gpus=gpus, efficiency=efficiency)), key=lambda p: p.gpus)
        )
        try:
            edited = replace_at(plan, (*base, "scaling_points"), new)
        except ValidationError as exc:
            self._show_error(field_errors.describe(exc))
            return
        self.document.apply(edited, self.tr("Add scaling point"))

    def remove_point(self) -> None:
        plan = self.document.plan
        base = self.prefix(plan)
        row = self.view.currentIndex().row()
        points = plan.platforms[base[1]].scaling_points if base is not None else ()  # type: ignore[index]
        if base is None or not 0 <= row < len(points):
            return
        new = points[:row] + points[row + 1 :]
        self.document.apply(
            replace_at(plan, (*base, "scaling_points"), new), self.tr("Remove scaling point")
        )
