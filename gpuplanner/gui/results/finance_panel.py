"""The Results tab's finance panel: each platform's total against the baseline (a multiple
and the gap, split by category for the selected row), its energy and its carbon, at the
chosen GPU count; and the picker of the baseline (``plan.baseline``).

The Results tab shows the panel in the ranking table's place and width (its "Against the
baseline" view: eight columns do not fit beside the bill and the warnings): the table shows
every name and figure in full, at least ``MIN_ROWS`` rows; the baseline picker and the selected
row's split sit to its right.

Every figure is the core's (``core.baseline.compare``, ``PlatformResult.energy``); nothing is
priced here. Rows follow the ranking (cheapest first); infeasible platforms are left out.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.baseline import BaselineComparison, Category, compare
from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui import i18n, wording
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import compact_combo
from gpuplanner.io import messages
from gpuplanner.io.report.baseline import baseline_notice
from gpuplanner.io.report.capital import purchase_tax_paid

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
MIN_ROWS = 3  # rows of the table always in view (the example's three platforms)


def _purchase_vat(plan: Plan, r: PlatformResult) -> str:
    """An owned cluster's VAT paid at purchase beside its bill's share (io/report/capital),
    in the UI language; "" for a rented platform or a plan without tax."""
    paid = purchase_tax_paid(plan, r)
    if paid is None or r.adjustments is None or r.chosen is None:
        return ""

    def render(value: Any, spec: str) -> str:
        if spec == messages.MONEY and isinstance(value, int | float):
            return fmt.money(value, plan.currency)
        return fmt.render(value, spec)

    share = float(r.adjustments.tax_paid[r.chosen - 1])
    lang = i18n.current_language()
    return messages.text("capital.vat.purchase", lang, render, name=r.name, paid=paid, share=share)


class FinancePanel(QGroupBox):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Against the baseline; energy and carbon"), parent)
        self._document = document
        self.comparison: BaselineComparison | None = None
        self._indexes: list[int] = []
        self.baseline = compact_combo(QComboBox(self), 16)
        self.baseline.setToolTip(
            self.tr("The platform every total is compared with (default: the cheapest).")
        )
        self.baseline.activated.connect(self._on_baseline)
        self.table = QTableWidget(0, 8, self)
        self.table.setHorizontalHeaderLabels(
            [
                wording.label("report.col.platform"),
                self.tr("× baseline"),
                self.tr("Gap"),
                wording.label("xl.tco.energy_kwh"),
                self.tr("Peak (kW)"),
                wording.label("fleet_xl.col.tco2"),
                self.tr("Without tax"),
                self.tr("With tax"),
            ]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # read-only: Tab moves on (figures_table)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        # Names and figures in full (never "C · H100 80G…"): columns fit their contents, the
        # table is no wider than they are (the baseline's split takes the rest), and a window
        # too narrow for them scrolls sideways.
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.sectionResized.connect(self._fit_width)
        header.setMinimumSectionSize(self.fontMetrics().horizontalAdvance("×") * 8)
        rows = self.table.verticalHeader().defaultSectionSize() * MIN_ROWS
        bar = self.table.horizontalScrollBar().sizeHint().height()
        chrome = header.sizeHint().height() + bar + 2 * self.table.frameWidth() + 2
        self.table.setMinimumHeight(chrome + rows)
        self.table.currentCellChanged.connect(lambda row, *_: self._show_split(row))
        self.split = QLabel(self)
        self.split.setWordWrap(True)
        self.split.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.split.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        top = QFormLayout()
        top.addRow(self.tr("Baseline:"), self.baseline)
        side = QVBoxLayout()
        side.addLayout(top)
        side.addWidget(self.split, 1)
        layout = QHBoxLayout(self)
        layout.addWidget(self.table, 1)  # the room its columns need first, the rest beside
        layout.addLayout(side, 0)
        # The baseline's categories, as the workbook's TCO sheet names them.
        self._names = {c: wording.in_sentence(f"xl.category.{c.value}") for c in Category}

    def set_result(self, result: PlanResult) -> None:
        plan = self._document.plan
        self.comparison = (
            compare(plan, result) if len(result.platforms) == len(plan.platforms) else None
        )
        with QSignalBlocker(self.baseline):
            self.baseline.clear()
            self.baseline.addItem(self.tr("The cheapest"), None)
            for p in plan.platforms:
                self.baseline.addItem(p.name, p.name)
            self.baseline.setCurrentIndex(max(0, self.baseline.findData(plan.baseline)))
        rows = [result.platforms[i] for i in result.ranking if result.platforms[i].is_feasible]
        self.table.setRowCount(len(rows))
        self._indexes = [r.index for r in rows]
        for row, r in enumerate(rows):
            i = (r.chosen or 1) - 1
            gap = self.comparison.of(r.index) if self.comparison else None
            cells = [r.name]
            times = ""  # a baseline that costs nothing is no multiple of anything: "—"
            if gap:
                times = fmt.number(gap.multiple, 2)
                times = fmt.fill(self.tr("%1×"), times) if times != fmt.DASH else times
            cells += [
                times,
                fmt.money(gap.gap, plan.currency) if gap else "",
            ]
            e = r.energy
            if e is not None:
                cells += [
                    fmt.number(float(e.kwh[i]), 0),
                    fmt.number(float(e.peak_kw[i]), 1),
                    fmt.number(float(e.tco2[i]), 2),
                ]
            a = r.adjustments
            if plan.tax.enabled and a is not None:  # the cost without tax, and the cash out
                without = float(r.total_cost[i]) - float(a.tax[i])
                cells += [
                    fmt.money(without, plan.currency),
                    fmt.money(without + float(a.tax_paid[i]), plan.currency),
                ]
            purchase = _purchase_vat(plan, r) if len(cells) == 8 else ""
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(_RIGHT)
                if col == 7 and purchase:  # an owned cluster: the VAT paid when it is bought
                    item.setToolTip(purchase)
                self.table.setItem(row, col, item)
        for col in (6, 7):
            self.table.setColumnHidden(col, not plan.tax.enabled)
        self._fit_width()  # hiding a column emits no sectionResized
        self._show_split(max(0, self.table.currentRow()))

    def _fit_width(self, *_: object) -> None:
        bar = self.table.verticalScrollBar()
        spare = bar.sizeHint().width() if bar.isVisible() else 0
        self.table.setMaximumWidth(
            self.table.horizontalHeader().length() + spare + 2 * (self.table.frameWidth())
        )

    def _show_split(self, row: int) -> None:
        c = self.comparison
        if c is None or not 0 <= row < len(self._indexes):
            self.split.setText(self.tr("No platform can run this plan."))
            return
        gap = c.of(self._indexes[row])
        currency = self._document.plan.currency
        head = fmt.fill(self.tr("Baseline: %1."), c.name)
        if c.missing and c.missing_reason == "price_missing":
            head = baseline_notice(c, i18n.current_language()) or head
        elif c.missing and c.missing_reason == "infeasible":
            head = fmt.fill(
                self.tr(
                    "Baseline replaced by the cheapest, %1: the plan's baseline %2 cannot run "
                    "this job."
                ),
                c.name,
                c.missing,
            )
        elif c.missing:
            head = fmt.fill(
                self.tr(
                    "Baseline replaced by the cheapest, %1: the plan's baseline %2 is not a "
                    "platform of this plan."
                ),
                c.name,
                c.missing,
            )
        if gap is None or gap.gap == 0 or gap.index == c.index:
            self.split.setText(head)
            return
        parts = [
            fmt.fill(self.tr("%1 %2"), self._names[k], fmt.money(v, currency))
            for k, v in gap.categories.items()
            if v != 0
        ]
        self.split.setText(
            head
            + " "
            + fmt.fill(
                self.tr("%1 vs the baseline: %2 (sums to %3)."),
                gap.name,
                self.tr("; ").join(parts),
                fmt.money(gap.gap, currency),
            )
        )

    def _on_baseline(self, index: int) -> None:
        name = self.baseline.itemData(index)
        plan = replace_at(self._document.plan, ("baseline",), name)
        text = fmt.fill(self.tr("Compare with %1"), self.baseline.itemText(index))
        self._document.apply(plan, text)
