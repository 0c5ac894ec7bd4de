"""Deadline and budget in the Results tab: per platform the GPU count that meets each target.

For every platform: the cheapest GPU count meeting the deadline, the fastest within the budget
and the cheapest meeting both (``PlatformResult.targets``, computed by the core). Where none
does, the cell says so in red and its tooltip words the core's fixes ("a deadline of 2.3 days
would", "a quota of 16 GPUs would"); the warnings panel lists the same fixes as suggestions,
so they are not repeated here. The Results tab shows the panel in the ranking's place and
width ("Show: Deadline and budget", offered while the workload sets a deadline or a budget).
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.decision_result import TargetOption
from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.table_model import TableModel
from gpuplanner.gui.wording import word_notice

ModelIndex = QModelIndex | QPersistentModelIndex
RAW_ROLE = Qt.ItemDataRole.UserRole  # the TargetOption behind a cell (None: none or unset)

_MUTED = QColor(110, 110, 110)
_BAD = QColor(176, 0, 32)


class TargetColumn(IntEnum):
    PLATFORM = 0
    DEADLINE = 1
    BUDGET = 2
    BOTH = 3


class TargetsTableModel(TableModel):
    """Read-only rows of (platform, deadline answer, budget answer, both); reset per result."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[PlatformResult] = []
        self._plan: Plan | None = None

    def set_result(self, plan: Plan, result: PlanResult) -> None:
        rows = [result.platforms[i] for i in result.ranking]
        if [r.name for r in rows] == [r.name for r in self._rows]:
            self._plan, self._rows = plan, rows
            if rows:
                last = self.index(len(rows) - 1, len(TargetColumn) - 1)
                self.dataChanged.emit(self.index(0, 0), last)
            return
        self.beginResetModel()
        self._plan, self._rows = plan, rows
        self.endResetModel()

    def row_count(self) -> int:
        return len(self._rows)

    def column_count(self) -> int:
        return len(TargetColumn)

    def header(self, section: int) -> str:
        return [
            wording.label("report.col.platform"),
            self.tr("Cheapest meeting the deadline"),
            self.tr("Fastest within the budget"),
            self.tr("Cheapest meeting both"),
        ][section]

    def _option(self, row: PlatformResult, col: TargetColumn) -> TargetOption | None:
        t = row.targets
        if t is None:
            return None
        return {TargetColumn.DEADLINE: t.deadline, TargetColumn.BUDGET: t.budget}.get(col, t.both)

    def _is_set(self, col: TargetColumn) -> bool:
        w = self._plan.workload if self._plan else None
        if w is None:
            return False
        deadline, budget = w.deadline_hours is not None, w.budget is not None
        return {TargetColumn.DEADLINE: deadline, TargetColumn.BUDGET: budget}.get(
            col, deadline and budget
        )

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, col = self._rows[index.row()], TargetColumn(index.column())
        if col == TargetColumn.PLATFORM:
            return row.name if role == Qt.ItemDataRole.DisplayRole else None
        option = self._option(row, col)
        missing = row.is_feasible and self._is_set(col) and option is None
        if role == RAW_ROLE:
            return option
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, col, option)
        if role == Qt.ItemDataRole.ForegroundRole:
            if missing:
                return _BAD
            return _MUTED if option is None else None
        if role == Qt.ItemDataRole.ToolTipRole and missing:
            return "\n".join(self.fixes_for(row, col))
        return None

    def _display(self, row: PlatformResult, col: TargetColumn, option: TargetOption | None) -> str:
        if not row.is_feasible:
            return self.tr("Cannot run")
        if not self._is_set(col):
            return fmt.DASH
        if option is None:
            return self.tr("No GPU count does")
        currency = self._plan.currency if self._plan else ""
        template = self.tr("%1 GPU · %2 · %3") if option.gpus == 1 else self.tr("%1 GPUs · %2 · %3")
        return fmt.fill(
            template,
            fmt.integer(option.gpus),
            fmt.money(option.total_cost, currency, 0),  # whole units keep the column narrow
            fmt.days(option.delivery_days, 2),
        )

    def fixes_for(self, row: PlatformResult, col: TargetColumn | None = None) -> list[str]:
        """The worded fixes of a platform (those about ``col``'s target, or all)."""
        if row.targets is None:
            return []
        currency = self._plan.currency if self._plan else ""
        texts = []
        for notice in row.targets.fixes:
            target = notice.params.get("target")
            code = notice.code.value
            if col == TargetColumn.DEADLINE and not (target == "deadline" or "deadline" in code):
                continue
            if col == TargetColumn.BUDGET and not (target == "budget" or "budget" in code):
                continue
            texts.append(word_notice(notice, currency).text)
        return texts

    def all_fixes(self) -> list[str]:
        return [text for row in self._rows for text in self.fixes_for(row)]


class TargetsPanel(QWidget):
    """Title, the answers table and the worded fixes (the Results tab offers it while a
    target is set, in the ranking's place)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = TargetsTableModel(self)
        title = QLabel(self.tr("Deadline and budget"))
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        # Names and answers in full: the columns fit their contents, the last takes the rest.
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        # Said as a tooltip: the table takes all the panel's height.
        self.hint = self.tr(
            "Where no GPU count meets a target, point at the cell for what would; the "
            "same fixes are listed as suggestions under Warnings."
        )
        title.setToolTip(self.hint)
        self.table.setToolTip(self.hint)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(title)
        layout.addWidget(self.table)

    def set_result(self, plan: Plan, result: PlanResult) -> None:
        self.model.set_result(plan, result)
