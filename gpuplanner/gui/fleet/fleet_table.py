"""The monthly cost table: one row per month, the demand, then each strategy's cash that month.

A thin adapter over the core's ``FleetResult.monthly`` (nothing is computed here). The model
is reset only when the shape changes (another horizon or set of strategies); otherwise the
figures change in place, so a selected month stays selected while the user edits prices.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt

from gpuplanner.core.fleet.plan import FleetStrategy
from gpuplanner.core.fleet.result import FleetResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.fleet.names import strategy_name
from gpuplanner.gui.table_model import TableModel

Index = QModelIndex | QPersistentModelIndex
_ROLE = Qt.ItemDataRole
MONTH, DEMAND = 0, 1
FIRST_STRATEGY = 2
VALUE_ROLE = _ROLE.UserRole + 1  # the unformatted figure, for sorting, copying and tests


class MonthlyCostTableModel(TableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._result: FleetResult | None = None
        self._currency = ""

    def set_result(self, result: FleetResult | None, currency: str) -> None:
        old = self._shape(self._result)
        self._currency = currency
        if self._shape(result) != old:
            self.beginResetModel()
            self._result = result
            self.endResetModel()
            return
        self._result = result
        if result is not None and self.rowCount() > 0:
            last = self.index(self.rowCount() - 1, self.columnCount() - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    @staticmethod
    def _shape(result: FleetResult | None) -> tuple[int, tuple[FleetStrategy, ...]]:
        if result is None:
            return 0, ()
        return int(result.months.size), result.strategies

    def strategy_at(self, column: int) -> FleetStrategy | None:
        if self._result is None or column < FIRST_STRATEGY:
            return None
        return self._result.strategies[column - FIRST_STRATEGY]

    # --- model interface ---------------------------------------------------------------
    def row_count(self) -> int:
        return 0 if self._result is None else int(self._result.months.size)

    def column_count(self) -> int:
        return 0 if self._result is None else FIRST_STRATEGY + len(self._result.strategies)

    def _value(self, row: int, column: int) -> float:
        assert self._result is not None
        if column == MONTH:
            return float(self._result.months[row])
        if column == DEMAND:
            return float(self._result.demand[row])
        return float(self._result.monthly[column - FIRST_STRATEGY, row])

    def data(self, index: Index, role: int = _ROLE.DisplayRole) -> Any:
        if not index.isValid() or self._result is None:
            return None
        row, column = index.row(), index.column()
        if row >= self.rowCount() or column >= self.columnCount():
            return None
        value = self._value(row, column)
        if role == _ROLE.DisplayRole:
            if column == MONTH:
                return fmt.integer(int(value))
            if column == DEMAND:
                return fmt.number(value, 0)
            return fmt.money(value, self._currency, 0)
        if role == VALUE_ROLE:
            return value
        if role == _ROLE.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def header(self, section: int) -> str | None:
        if section == MONTH:
            return wording.label("xl.cash.month")
        if section == DEMAND:
            return self.tr("Demand (GPU-h)")
        strategy = self.strategy_at(section)
        return strategy_name(strategy) if strategy is not None else None

    def header_tip(self, section: int) -> str | None:
        if section == DEMAND:
            return self.tr("GPU-hours needed that month")
        strategy = self.strategy_at(section)
        if strategy is None:
            return None
        return fmt.fill(
            self.tr("Cash paid in the month for %1, in %2 (paid at the month's start)"),
            strategy_name(strategy),
            self._currency,
        )
