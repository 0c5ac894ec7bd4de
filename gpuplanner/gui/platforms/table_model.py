"""The list of candidate platforms as a read-only table (the master of the Platforms tab).

A thin adapter over ``document.plan.platforms``: it keeps the last tuple it showed and turns
each plan change into row insertions, removals, moves or ``dataChanged`` (see row_sync).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from gpuplanner.core import PlanResult, PlatformResult
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform, PricingMode
from gpuplanner.core.pricing_fields import list_price_field, price_fields
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.gui import format as fmt
from gpuplanner.gui import i18n, wording
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.row_sync import sync_rows
from gpuplanner.gui.table_model import TableModel, numbered
from gpuplanner.io import messages
from gpuplanner.io.words.pricing import price_text

ModelIndex = QModelIndex | QPersistentModelIndex


class PlatformTableModel(TableModel):
    NAME, GPU, MODE, PRICE, MFU, GPUS, QUOTA = range(7)

    def __init__(self, document: PlanDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._platforms: tuple[Platform, ...] = document.plan.platforms
        self._currency = document.plan.currency
        document.plan_changed.connect(self._on_plan_changed)
        document.result_changed.connect(self._on_result_changed)

    def _headers(self) -> list[str]:
        return [
            wording.label("catalog.name"),
            wording.label("catalog.gpu"),
            wording.label("xl.col.pricing"),
            wording.label("catalog.price"),
            wording.label("quote.col.mfu"),
            wording.label("report.col.gpus"),
            self.tr("Quota"),
        ]

    def mode_label(self, mode: PricingMode) -> str:
        return messages.label(f"mode.{mode.value}", i18n.current_language())

    def _price(self, p: Platform) -> str:
        q = p.pricing
        if rules_for(q).quoted_per_node(q):  # shown as quoted (README: the node-hour figure)
            per_gpu = float(getattr(q, list_price_field(q)))  # per GPU-hour modes only
            node = fmt.money(per_gpu * p.gpus_per_node, self._currency)
            return fmt.fill(self.tr("%1 /node-h (%2 GPUs)"), node, p.gpus_per_node)
        # the list price in its unit (core/pricing_fields.py), at its shown decimals
        listed = list_price_field(q)
        decimals = price_fields(q)[listed].decimals
        amount = fmt.money(getattr(q, listed), self._currency, decimals)
        return price_text(q, amount, i18n.current_language())

    # --- Qt model API -------------------------------------------------------------------
    def row_count(self) -> int:
        return len(self._platforms)

    def column_count(self) -> int:
        return 7

    def header(self, section: int) -> str:
        return self._headers()[section]

    row_header = staticmethod(numbered)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._platforms):
            return None
        p = self._platforms[index.row()]
        col = index.column()
        if col == self.MFU and role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._mfu(p, index.row(), role)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._display(p, col)
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (
            self.PRICE,
            self.MFU,
            self.GPUS,
            self.QUOTA,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _measured(self, p: Platform, row: int) -> PlatformResult | None:
        """The result of a platform whose MFU comes from a measured run (None otherwise)."""
        results = self._document.result.platforms
        if p.calibration is None or row >= len(results) or results[row].name != p.name:
            return None  # no measured run, or the result still follows an older plan
        r = results[row]
        return r if r.calibration is not None else None

    def _from_work(self, p: Platform, row: int) -> PlatformResult | None:
        """The result of a platform whose compute time comes from the work (None otherwise)."""
        results = self._document.result.platforms
        if not p.efficiency_from_work or row >= len(results) or results[row].name != p.name:
            return None
        return results[row]

    def _mfu(self, p: Platform, row: int, role: int) -> str:
        # The MFU used is the calculator's (implied by the measured run); never computed here.
        r = self._measured(p, row)
        if r is None:
            worked = self._from_work(p, row)
            if worked is None:
                return fmt.percent(p.mfu)
            if role == Qt.ItemDataRole.DisplayRole:
                return fmt.fill(self.tr("%1 (from the work)"), fmt.percent(worked.mfu, 1))
            return self.tr("the MFU the per-layer compute time implies for this GPU and stack")
        if role == Qt.ItemDataRole.DisplayRole:
            return fmt.fill(self.tr("%1 (measured)"), fmt.percent(r.mfu, 1))
        return fmt.fill(
            self.tr("typed %1; the measured run's implied MFU is used"), fmt.percent(p.mfu, 1)
        )

    def _display(self, p: Platform, col: int) -> str:
        if col == self.NAME:
            return p.name
        if col == self.GPU:
            return p.gpu.name
        if col == self.MODE:
            return self.mode_label(p.mode)
        if col == self.PRICE:
            return self._price(p)
        if col == self.MFU:
            return fmt.percent(p.mfu)
        if col == self.GPUS:
            return fmt.integer(p.fixed_gpus) if p.fixed_gpus else self.tr("auto")
        return fmt.integer(p.max_gpus) if p.max_gpus else wording.word("kit.none")

    # --- following the document ---------------------------------------------------------
    def platform(self, row: int) -> Platform:
        return self._platforms[row]

    def _store(self, platforms: Sequence[Platform]) -> None:
        self._platforms = tuple(platforms)

    def _on_result_changed(self, result: PlanResult) -> None:
        if self._platforms:
            last = len(self._platforms) - 1
            self.dataChanged.emit(self.index(0, self.MFU), self.index(last, self.MFU))

    def _on_plan_changed(self, plan: Plan) -> None:
        if plan.currency != self._currency:
            self._currency = plan.currency
            self.beginResetModel()
            self._platforms = plan.platforms
            self.endResetModel()
            return
        sync_rows(self, self._platforms, plan.platforms, self._store)
