"""The Results tab's finance panel: each platform's total against the baseline, its energy
and its carbon, at the chosen GPU count.

Every figure is the result's (``PlatformResult.energy``, ``PlanResult.baseline``); nothing is
computed here. Rows follow the ranking (cheapest first); infeasible platforms are left out.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.result import PlanResult
from gpuplanner.gui import format as fmt


class FinancePanel(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Energy and carbon"), parent)
        self.table = QTableWidget(0, 4, self)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Platform"), self.tr("Energy (kWh)"), self.tr("Peak (kW)"), self.tr("CO₂ (t)")]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)

    def set_result(self, result: PlanResult) -> None:
        rows = [result.platforms[i] for i in result.ranking if result.platforms[i].is_feasible]
        self.table.setRowCount(len(rows))
        for row, r in enumerate(rows):
            i = (r.chosen or 1) - 1
            e = r.energy
            cells = [r.name]
            if e is not None:
                cells += [
                    fmt.number(float(e.kwh[i]), 0),
                    fmt.number(float(e.peak_kw[i]), 1),
                    fmt.number(float(e.tco2[i]), 2),
                ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, col, item)
