"""One platform's fee items as an editable table; each cell edit is one undo step.

Columns: name, kind, basis, rate, quantity, note, and the item's cost at the platform's
chosen GPU count, read from the document's result (never computed here). A refused value
is reported through ``error`` and the plan stays as it was.
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

from gpuplanner.core import PlanResult
from gpuplanner.core.fees import FeeBasis, FeeItem, FeeKind
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform_edits import set_fee_value
from gpuplanner.gui import field_errors, i18n, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.row_sync import sync_rows
from gpuplanner.gui.table_model import TableModel, numbered
from gpuplanner.io import messages

ModelIndex = QModelIndex | QPersistentModelIndex
FIELDS = (  # the plan field of each column before the cost
    "name",
    "kind",
    "basis",
    "rate",
    "quantity",
    "note",
)


class FeeTableModel(TableModel):
    NAME, KIND, BASIS, RATE, QUANTITY, NOTE, COST = range(7)
    error = Signal(str)  # why a typed value was refused ("" once a value is taken)

    def __init__(self, document: PlanDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._platform: int | None = 0 if document.plan.platforms else None
        self._fees: tuple[FeeItem, ...] = self._current(document.plan)
        # The last result delivered; reading document.result would evaluate on every keystroke.
        self._result: PlanResult = document.result
        document.plan_changed.connect(self._on_plan)
        document.result_changed.connect(self._on_result)

    # --- labels -------------------------------------------------------------------------
    def kind_labels(self) -> dict[FeeKind, str]:
        lang = i18n.current_language()
        return {kind: messages.label(f"fee_kind.{kind.value}", lang) for kind in FeeKind}

    def basis_labels(self) -> dict[FeeBasis, str]:
        return {basis: wording.word(f"fee_basis.{basis.value}") for basis in FeeBasis}

    def _headers(self) -> list[str]:
        return [
            wording.label("catalog.name"),
            wording.label("xl.fee.kind"),
            wording.label("xl.fee.basis"),
            wording.label("xl.fee.rate"),
            wording.label("xl.fee.quantity"),
            wording.label("xl.fee.note"),
            self.tr("Cost at chosen N"),
        ]

    # --- which platform -----------------------------------------------------------------
    @property
    def platform_index(self) -> int | None:
        return self._platform

    def set_platform(self, index: int | None) -> None:
        self.beginResetModel()
        self._platform = index
        self._fees = self._current(self._document.plan)
        self.endResetModel()

    def _current(self, plan: Plan) -> tuple[FeeItem, ...]:
        if self._platform is None or not 0 <= self._platform < len(plan.platforms):
            return ()
        return plan.platforms[self._platform].fees

    def fee(self, row: int) -> FeeItem:
        return self._fees[row]

    # --- Qt model API -------------------------------------------------------------------
    def row_count(self) -> int:
        return len(self._fees)

    def column_count(self) -> int:
        return 7

    def header(self, section: int) -> str:
        return self._headers()[section]

    row_header = staticmethod(numbered)

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = super().flags(index)
        return flags if index.column() == self.COST else flags | Qt.ItemFlag.ItemIsEditable

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._fees):
            return None
        fee, col = self._fees[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(fee, index.row(), col)
        if role == Qt.ItemDataRole.EditRole and col != self.COST:
            value = getattr(fee, FIELDS[col])
            return value.value if isinstance(value, FeeKind | FeeBasis) else value
        if role == Qt.ItemDataRole.ToolTipRole and col in (self.NAME, self.NOTE):
            return getattr(fee, FIELDS[col]) or None
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (
            self.RATE,
            self.QUANTITY,
            self.COST,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _display(self, fee: FeeItem, row: int, col: int) -> str:
        if col == self.COST:
            return self._cost_text(row, self._document.plan.currency)
        return self.value_text(fee, col)

    def value_text(self, fee: FeeItem, col: int) -> str:
        """What the table shows for ``fee``'s field in column ``col`` (not the cost)."""
        currency = self._document.plan.currency
        if col == self.KIND:
            return self.kind_labels()[fee.kind]
        if col == self.BASIS:
            return self.basis_labels()[fee.basis]
        if col == self.RATE:
            if fee.basis is FeeBasis.PERCENT_OF_COMPUTE:
                return fmt.fill(self.tr("%1 %"), fmt.number(fee.rate, 2))
            money = fmt.money(fee.rate, currency, 4 if 0 < fee.rate < 0.01 else 2)
            per = self._rate_units().get(fee.basis)
            return fmt.fill(per, money) if per else money
        if col == self.QUANTITY:
            number = fmt.trimmed(fee.quantity, 2)
            gb = fee.basis in (FeeBasis.PER_GB, FeeBasis.PER_GB_MONTH)
            return fmt.fill(self.tr("%1 GB") if gb else self.tr("× %1"), number)
        return str(getattr(fee, FIELDS[col]))

    def _rate_units(self) -> dict[FeeBasis, str]:
        """What a rate is paid per, by basis (core/fees.FeeBasis: cost = rate × quantity ×
        driver); a fixed rate is an amount."""
        return {
            FeeBasis.PER_GB: self.tr("%1 / GB"),
            FeeBasis.PER_GB_MONTH: self.tr("%1 / GB·month"),
            FeeBasis.PER_JOB_HOUR: self.tr("%1 / h"),
            FeeBasis.PER_GPU_HOUR: self.tr("%1 / GPU-h"),
            FeeBasis.PER_MONTH: self.tr("%1 / month"),
        }

    def _cost_text(self, row: int, currency: str) -> str:
        result = self._result
        if self._platform is None or self._platform >= len(result.platforms):
            return fmt.DASH
        point = result.platforms[self._platform].chosen_point
        if point is None or row >= len(point.fee_costs):
            return fmt.DASH
        return fmt.money(point.fee_costs[row], currency)

    def setData(self, index: ModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or self._platform is None:
            return False
        if index.column() == self.COST or index.row() >= len(self._fees):
            return False
        field = FIELDS[index.column()]
        try:
            if field in ("rate", "quantity"):
                value = float(value)
            plan = set_fee_value(self._document.plan, self._platform, index.row(), field, value)
        except ValidationError as exc:
            self.error.emit(field_errors.describe(exc))
            return False
        except (TypeError, ValueError):
            self.error.emit(wording.word("error.finite_number"))
            return False
        self.error.emit("")
        self._document.apply(plan, self.tr("Edit fee item"))
        return True

    # --- following the document ---------------------------------------------------------
    def _store(self, fees: Sequence[FeeItem]) -> None:
        self._fees = tuple(fees)

    def _on_plan(self, plan: Plan) -> None:
        if self._platform is not None and self._platform >= len(plan.platforms):
            self.set_platform(len(plan.platforms) - 1 if plan.platforms else None)
            return
        sync_rows(self, self._fees, self._current(plan), self._store)

    def _on_result(self, result: PlanResult) -> None:
        self._result = result
        if self._fees:
            last = len(self._fees) - 1
            self.dataChanged.emit(self.index(0, self.COST), self.index(last, self.COST))
