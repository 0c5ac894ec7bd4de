"""The part every table model of the app shares: counts and headers from small hooks.

Qt asks a model for ``rowCount``, ``columnCount`` and ``headerData`` with a parent index, an
orientation and a role; each table here answers the same way (a flat table, horizontal titles
with optional tooltips, vertical row numbers where the table shows them). Subclasses say only
what differs: how many rows and columns, and the text of a column's title and tip.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

ModelIndex = QModelIndex | QPersistentModelIndex
_DISPLAY = Qt.ItemDataRole.DisplayRole
_TIP = Qt.ItemDataRole.ToolTipRole


class TableModel(QAbstractTableModel):
    """A flat table model; override ``row_count``, ``column_count`` and ``header``."""

    def row_count(self) -> int:
        raise NotImplementedError

    def column_count(self) -> int:
        raise NotImplementedError

    def header(self, section: int) -> str | None:
        """The title of column ``section`` (0 ≤ section < column_count)."""
        return None

    def header_tip(self, section: int) -> str | None:
        """The tooltip of column ``section``, if it has one."""
        return None

    def row_header(self, section: int) -> Any:
        """The vertical header of row ``section``; none by default."""
        return None

    # --- Qt's model API ---------------------------------------------------------------------
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt default
        return 0 if parent.isValid() else self.row_count()

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.column_count()

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if orientation == Qt.Orientation.Vertical:
            return self.row_header(section) if role == _DISPLAY else None
        if not 0 <= section < self.column_count():
            return None
        if role == _DISPLAY:
            return self.header(section)
        if role == _TIP:
            return self.header_tip(section)
        return None


def numbered(section: int) -> int:
    """Row numbers 1, 2, 3 … for a ``row_header``."""
    return section + 1
