"""The look of a read-only table of figures (the Results ranking, the Fleet tab's tables):
whole rows selected, alternating rows, one line per row, columns sized to their contents with
room between the right-aligned money columns."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView


def figures_table(model: QAbstractItemModel, row_gap: int = 8) -> QTableView:
    """A table of ``model``'s figures; a row is a text line plus ``row_gap`` pixels high."""
    table = QTableView()
    table.setModel(model)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    # One Tab stop, arrows within: Qt's tab-key navigation goes cell to cell and from the last
    # cell back to the first, so Tab could never leave a read-only table.
    table.setTabKeyNavigation(False)
    table.setWordWrap(False)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + row_gap)
    # Breathing room between the right-aligned money columns.
    table.setStyleSheet("QTableView::item { padding: 0px 8px; }")
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setHighlightSections(False)
    return table
