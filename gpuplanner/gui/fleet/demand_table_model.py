"""The month table of GPU-hour demand: one row per month of the horizon, one column of figures.

A thin adapter over the document: it shows the monthly figures the plan's demand setting gives
(a constant or ramp is shown read-only, so the table doubles as a preview) and, in table mode,
turns an edited cell into one undo step. Rows are inserted or removed when the horizon changes
and otherwise only updated, so the selection survives edits.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import (
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from gpuplanner.core.edit import replace_at
from gpuplanner.core.fleet.demand import demand_months
from gpuplanner.core.fleet.plan import DemandMode
from gpuplanner.core.plan import Plan
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.table_model import TableModel

Index = QModelIndex | QPersistentModelIndex
_ROLE = Qt.ItemDataRole


def _months(plan: Plan) -> np.ndarray:
    fleet = plan.fleet
    if fleet is None:
        return np.zeros(0)
    return demand_months(fleet.demand, fleet.horizon_months)


def read_number(value: Any) -> float:
    """A typed figure in the user's locale or plain ("3,000", "3000.5"); ValueError if not."""
    if isinstance(value, int | float):
        return float(value)
    text = str(value).strip()
    number, ok = fmt.locale().toDouble(text)
    if ok:
        return number
    number, ok = QLocale.c().toDouble(text.replace(",", ""))
    if ok:
        return number
    raise ValueError(text)


class DemandTableModel(TableModel):
    refused = Signal(str)  # an edited figure the plan does not accept: the reason

    def __init__(self, document: PlanDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._values = _months(document.plan)
        self._editable = self._is_table(document.plan)
        document.plan_changed.connect(self._on_plan_changed)

    @staticmethod
    def _is_table(plan: Plan) -> bool:
        return plan.fleet is not None and plan.fleet.demand.mode == DemandMode.TABLE

    def values(self) -> np.ndarray:
        return self._values.copy()

    # --- model interface ---------------------------------------------------------------
    def row_count(self) -> int:
        return int(self._values.size)

    def column_count(self) -> int:
        return 1

    def data(self, index: Index, role: int = _ROLE.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= self._values.size:
            return None
        value = float(self._values[index.row()])
        if role == _ROLE.DisplayRole:
            return fmt.trimmed(value)
        if role == _ROLE.EditRole:
            return value
        if role == _ROLE.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def header(self, section: int) -> str:
        return wording.label("xl.col.gpu_hours")

    def row_header(self, section: int) -> str:
        return fmt.fill(self.tr("Month %1"), fmt.integer(section + 1))

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self._editable:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: Index, value: Any, role: int = _ROLE.EditRole) -> bool:
        if role != _ROLE.EditRole or not index.isValid() or not self._editable:
            return False
        plan = self._document.plan
        assert plan.fleet is not None
        month = index.row() + 1
        try:
            number = read_number(value)
        except ValueError:
            self.refused.emit(fmt.fill(self.tr("Month %1: not a number"), str(month)))
            return False
        if not np.isfinite(number) or number < 0:
            self.refused.emit(fmt.fill(self.tr("Month %1: must be at least 0"), str(month)))
            return False
        table = list(plan.fleet.demand.table)
        table[index.row()] = number
        new_plan = replace_at(plan, ("fleet", "demand", "table"), tuple(table))
        self._document.apply(new_plan, fmt.fill(self.tr("Change demand of month %1"), str(month)))
        return True

    # --- following the plan ------------------------------------------------------------
    def _on_plan_changed(self, plan: Plan) -> None:
        before, values = self._values, _months(plan)
        editable = self._is_table(plan)
        old, new = before.size, values.size
        if new > old:
            self.beginInsertRows(QModelIndex(), old, new - 1)
            self._values = values
            self.endInsertRows()
        elif new < old:
            self.beginRemoveRows(QModelIndex(), new, old - 1)
            self._values = values
            self.endRemoveRows()
        overlap = min(old, new)
        changed = editable != self._editable or not np.array_equal(
            before[:overlap], values[:overlap]
        )
        self._values, self._editable = values, editable
        if changed and overlap > 0:
            self.dataChanged.emit(self.index(0, 0), self.index(overlap - 1, 0))
