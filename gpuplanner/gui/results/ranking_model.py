"""The ranking table model: a thin, read-only adapter over the current PlanResult.

One row per platform in rank order (cheapest feasible first, infeasible last). Updates are
fine-grained so a selection survives re-evaluation: values → ``dataChanged``; a new order →
``layoutChanged`` with persistent indexes moved; platforms added or removed → row inserts and
removes. Rows are matched by platform name, and a renamed platform keeps its row.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformPoint, PlatformResult
from gpuplanner.core.uncertainty import PlanUncertainty
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.results.risk_columns import RiskColumns
from gpuplanner.gui.table_model import TableModel
from gpuplanner.gui.wording import word_notice

ModelIndex = QModelIndex | QPersistentModelIndex

RAW_ROLE = Qt.ItemDataRole.UserRole  # the number behind a cell (float/int/bool/None)
FEASIBLE_ROLE = Qt.ItemDataRole.UserRole + 1  # bool, same for every cell of a row

_MUTED = QColor(110, 110, 110)
_BAD = QColor(176, 0, 32)


class Column(IntEnum):
    RANK = 0
    PLATFORM = 1
    GPUS = 2
    LAYOUT = 3
    HOURS = 4
    DELIVERY_DAYS = 5
    GPU_HOURS = 6
    COMPUTE = 7
    FEES = 8
    INTERRUPTION = 9
    TOTAL = 10
    PER_BILLION = 11
    DEADLINE = 12
    # Risk columns (gui/risk_columns.py): Monte Carlo percentiles and the stress cases.
    COST_P10 = 13
    COST_P50 = 14
    COST_P90 = 15
    DAYS_P10 = 16
    DAYS_P50 = 17
    DAYS_P90 = 18
    STRESS_LONGER = 19
    STRESS_RERUN = 20
    STRESS_RECLAIM = 21


RISK_COLUMNS = tuple(c for c in Column if c >= Column.COST_P10)

# Point attribute behind each numeric column.
_FIELDS = {
    Column.GPUS: "gpus",
    Column.HOURS: "hours",
    Column.DELIVERY_DAYS: "delivery_days",
    Column.GPU_HOURS: "gpu_hours",
    Column.COMPUTE: "compute_cost",
    Column.FEES: "fees_cost",
    Column.INTERRUPTION: "interruption_cost",
    Column.TOTAL: "total_cost",
    Column.PER_BILLION: "cost_per_billion_tokens",
    Column.DEADLINE: "deadline_met",
}
_MONEY = {Column.COMPUTE, Column.FEES, Column.INTERRUPTION, Column.TOTAL, Column.PER_BILLION}


class RankingTableModel(TableModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._plan: Plan | None = None
        self._rows: list[PlatformResult] = []
        self._result: PlanResult | None = None
        self._risk = RiskColumns(self)
        # Percentiles for the shown result (gui.simulation); None: risk columns stay empty.
        self.uncertainty: Callable[[Plan, PlanResult], PlanUncertainty] | None = None

    # --- updates --------------------------------------------------------------------------
    def set_result(self, plan: Plan, result: PlanResult) -> None:
        """Show ``result`` (evaluated from ``plan``) with the smallest change signals."""
        self._plan, self._result = plan, result
        new = [result.platforms[i] for i in result.ranking]
        keys = self._match_keys(new)
        self._remove_rows_not_in(set(keys))
        self._append_rows([r for r, k in zip(new, keys, strict=True) if k is None])
        self._reorder([k if k is not None else r.name for r, k in zip(new, keys, strict=True)])
        self._rows = new
        if self._rows:
            last = self.index(len(self._rows) - 1, len(Column) - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def _match_keys(self, new: list[PlatformResult]) -> list[str | None]:
        """The current row name each new row continues (None: a new row)."""
        old_names = [r.name for r in self._rows]
        new_names = {r.name for r in new}
        by_index = {r.index: r.name for r in self._rows if r.name not in new_names}
        keys: list[str | None] = []
        for r in new:
            if r.name in old_names:
                keys.append(r.name)
            else:  # renamed in place, or new
                keys.append(by_index.pop(r.index, None))
        return keys

    def _remove_rows_not_in(self, keep: set[str | None]) -> None:
        for row in reversed(range(len(self._rows))):
            if self._rows[row].name not in keep:
                self.beginRemoveRows(QModelIndex(), row, row)
                del self._rows[row]
                self.endRemoveRows()

    def _append_rows(self, rows: list[PlatformResult]) -> None:
        if not rows:
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
        self._rows.extend(rows)
        self.endInsertRows()

    def _reorder(self, keys: list[str]) -> None:
        """Move rows (named by their current key) into the order of ``keys``."""
        current = [r.name for r in self._rows]
        if current == keys:
            return
        self.layoutAboutToBeChanged.emit()
        new_row = {key: i for i, key in enumerate(keys)}
        old = self.persistentIndexList()
        moved = [self.index(new_row[current[i.row()]], i.column()) for i in old]
        by_key = {r.name: r for r in self._rows}
        self._rows = [by_key[k] for k in keys]
        self.changePersistentIndexList(old, moved)
        self.layoutChanged.emit()

    def risk_changed(self, *_: object) -> None:
        """New percentiles for the shown result: repaint the risk columns."""
        if self._rows:
            last = self.index(len(self._rows) - 1, RISK_COLUMNS[-1])
            self.dataChanged.emit(self.index(0, RISK_COLUMNS[0]), last)

    def _risk_data(self, row: PlatformResult, col: Column, role: int) -> Any:
        u = None
        if self.uncertainty is not None and self._plan is not None and self._result is not None:
            u = self.uncertainty(self._plan, self._result)
        mc = u.platforms[row.index] if u is not None and row.index < len(u.platforms) else None
        mc = mc if mc is not None and mc.name == row.name else None
        samples = u.samples if u is not None else 0
        currency = self._plan.currency if self._plan else ""
        return self._risk.data(col.name.lower(), role, row, mc, currency, samples)

    # --- reading -------------------------------------------------------------------------
    def platform_at(self, row: int) -> PlatformResult:
        return self._rows[row]

    def row_count(self) -> int:
        return len(self._rows)

    def column_count(self) -> int:
        return len(Column)

    def header(self, section: int) -> str:
        return self._headers()[section]

    def header_tip(self, section: int) -> str | None:
        return self._header_tips().get(Column(section))

    def _headers(self) -> list[str]:
        currency = self._plan.currency if self._plan else ""
        return [
            self.tr("#"),
            wording.label("report.col.platform"),
            wording.label("report.col.gpus"),
            self.tr("Layout"),
            wording.label("report.col.hours"),
            wording.label("xl.col.delivery_days"),
            wording.label("xl.col.gpu_hours"),
            wording.label("report.col.compute"),
            wording.label("report.col.fees"),
            wording.label("xl.col.interruption"),
            fmt.fill(self.tr("Total (%1)"), currency),
            self.tr("Per 1B tokens"),
            wording.label("memo.q.deadline"),
            *self._risk.headers(),
        ]

    def _header_tips(self) -> dict[Column, str]:
        risk = dict(zip(RISK_COLUMNS, self._risk.header_tips(), strict=True))
        return risk | {
            Column.HOURS: self.tr(
                "Hours the GPUs are held: expected training time (with interruption losses) "
                "plus setup"
            ),
            Column.LAYOUT: self.tr(
                "Tensor × pipeline × data parallel, ZeRO stage and recompute at the chosen GPU "
                "count; gpuplanner chooses the fields the workload leaves automatic"
            ),
            Column.DELIVERY_DAYS: self.tr("Queue + training + procurement lead time, in days"),
            Column.INTERRUPTION: self.tr("Expected cost of interruptions and checkpoints"),
            Column.TOTAL: self.tr("Compute + fees + interruptions: the whole bill for the job"),
            Column.PER_BILLION: self.tr("Total cost per billion training tokens"),
            Column.DEADLINE: self.tr("Whether delivery meets the workload's deadline"),
        }

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        col = Column(index.column())
        point = row.chosen_point
        if role == FEASIBLE_ROLE:
            return point is not None
        if col in RISK_COLUMNS and point is not None:
            return self._risk_data(row, col, role)
        if role == RAW_ROLE:
            return self._raw(row, point, col)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, point, col)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, point, col)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col in (Column.PLATFORM, Column.LAYOUT) or (point is None and col > Column.PLATFORM):
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            if col == Column.DEADLINE:
                return int(Qt.AlignmentFlag.AlignCenter)
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole:
            if point is None:
                return _MUTED if col != Column.GPUS else _BAD
            if col == Column.DEADLINE and not point.deadline_met:
                return _BAD
            return None
        # The best's total in bold: an unpriced platform ranked 1 is not the cheapest.
        best = row.rank == 1 and not row.price_missing
        if role == Qt.ItemDataRole.FontRole and col == Column.TOTAL and best:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def _raw(self, row: PlatformResult, point: PlatformPoint | None, col: Column) -> Any:
        if col == Column.RANK:
            return row.rank
        if col == Column.PLATFORM:
            return row.name
        if col == Column.LAYOUT:
            return _layout(row, point)
        return getattr(point, _FIELDS[col]) if point is not None else None

    def _display(self, row: PlatformResult, point: PlatformPoint | None, col: Column) -> str:
        if col == Column.RANK:
            return fmt.integer(row.rank)
        if col == Column.PLATFORM:
            return row.name
        if point is None:
            # The reason sits in the GPUs cell; the view spans it over the figure columns.
            return self._reason(row) if col == Column.GPUS else ""
        if col == Column.LAYOUT:
            return self._layout_text(_layout(row, point))
        currency = self._plan.currency if self._plan else ""
        value = getattr(point, _FIELDS[col])
        if col in _MONEY:
            return fmt.money(value, currency)
        if col == Column.GPUS:
            return fmt.integer(value)
        if col in (Column.HOURS, Column.DELIVERY_DAYS, Column.GPU_HOURS):
            return fmt.number(value, 1)
        if self._plan is None or self._plan.workload.deadline_hours is None:
            return fmt.DASH  # no deadline set
        return wording.label("xl.yes") if value else wording.label("xl.no")

    def _layout_text(self, layout: dict[str, Any] | None) -> str:
        """ "TP 8 · PP 2 · DP 4 · ZeRO-1 · full recompute" (stages and recompute when used)."""
        if layout is None:
            return fmt.DASH
        parts = [
            fmt.fill(
                self.tr("TP %1 · PP %2 · DP %3"),
                fmt.integer(layout["tensor_parallel"]),
                fmt.integer(layout["pipeline_parallel"]),
                fmt.number(layout["data_parallel"], 0),
            )
        ]
        if layout["expert_parallel"] > 1:
            parts.append(fmt.fill(self.tr("EP %1"), fmt.integer(layout["expert_parallel"])))
        if layout["zero_stage"]:
            parts.append(fmt.fill(self.tr("ZeRO-%1"), fmt.integer(layout["zero_stage"])))
        if layout["recompute"] == "full":
            parts.append(wording.word("xl.layout.recompute.full"))
        elif layout["recompute"] == "selective":
            parts.append(wording.word("xl.layout.recompute.selective"))
        return " · ".join(parts)

    def _reason(self, row: PlatformResult) -> str:
        if row.reason is None:
            return self.tr("Cannot run this job")
        currency = self._plan.currency if self._plan else ""
        text = word_notice(row.reason, currency).text
        # The row already names the platform; "V100: the job needs…" → "the job needs…".
        text = text.removeprefix(f"{row.name}: ")
        return fmt.fill(self.tr("Cannot run: %1"), text)

    def _tooltip(self, row: PlatformResult, point: PlatformPoint | None, col: Column) -> Any:
        if col == Column.PLATFORM:  # whole, where the column is narrower (name_column.py)
            return row.name
        if col == Column.LAYOUT and point is not None:  # likewise
            return self._display(row, point, col)
        if point is None:
            return self._reason(row) if col >= Column.GPUS else None
        if col == Column.HOURS:
            return fmt.fill(
                self.tr("%1 h of clean training; %2 h held in all"),
                fmt.number(point.train_hours, 2),
                fmt.number(point.hours, 2),
            )
        if col == Column.GPUS:
            return fmt.fill(
                self.tr("Scaling efficiency at this count: %1"),
                fmt.percent(point.scaling_efficiency),
            )
        if row.price_missing and col in (Column.RANK, Column.TOTAL):
            return self.tr(
                "No price entered yet: this total leaves out the GPU time, so the platform is "
                "ranked after every priced one."
            )
        return None


def _layout(row: PlatformResult, point: PlatformPoint | None) -> dict[str, Any] | None:
    """The layout at the row's chosen N (the core's figures, as report --json gives them)."""
    if point is None or row.layout is None:
        return None
    return row.layout.at(point.gpus - 1, point.gpus)
