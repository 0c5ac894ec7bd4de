"""Form sections in columns side by side while they fit, in fewer columns when the room is narrow.

A scrolling form of two or three columns needs 800–1,250 pixels; at 1280×720, or at 150 %
scaling on a 1600×1000 screen (1,066 logical pixels), that would mean a horizontal scroll bar
and cut-off fields. ``ReflowColumns`` reports the width of one column as its minimum, so a
resizable scroll area never scrolls sideways, and on each resize lays the groups out in as
many columns as the width allows (groups keep their order and stay whole).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget


class ReflowColumns(QWidget):
    def __init__(self, groups: Sequence[Sequence[QWidget]], parent: QWidget | None = None):
        super().__init__(parent)
        self._groups = [list(group) for group in groups]
        for group in self._groups:
            for widget in group:
                widget.setParent(self)
        self._row = QHBoxLayout(self)
        self._columns: list[QVBoxLayout] = []
        self.count = 0
        self._arrange(len(self._groups))

    def _assignment(self, n: int) -> list[list[QWidget]]:
        """Group j goes to column ⌊j·n/len(groups)⌋: neighbours share a column first."""
        columns: list[list[QWidget]] = [[] for _ in range(n)]
        for j, group in enumerate(self._groups):
            columns[j * n // len(self._groups)].extend(group)
        return columns

    def width_for(self, n: int) -> int:
        """The narrowest this form can be in ``n`` columns."""
        margins = self._row.contentsMargins()
        widest = [
            max((w.minimumSizeHint().width() for w in column), default=0)
            for column in self._assignment(n)
        ]
        spacing = max(self._row.spacing(), 0) * (n - 1)
        return sum(widest) + spacing + margins.left() + margins.right()

    def _arrange(self, n: int) -> None:
        if n == self.count:
            return
        for column in self._columns:
            while column.count():
                column.takeAt(0)
            self._row.removeItem(column)
            column.deleteLater()
        self._columns = []
        for widgets in self._assignment(n):
            column = QVBoxLayout()
            for widget in widgets:
                column.addWidget(widget)
            column.addStretch(1)
            self._row.addLayout(column, 1)
            self._columns.append(column)
        self.count = n
        self.updateGeometry()

    def columns_for(self, width: int) -> int:
        for n in range(len(self._groups), 1, -1):
            if self.width_for(n) <= width:
                return n
        return 1

    def reflow(self) -> None:
        """Lay the groups out again for the current width (a group's own width changed: a
        section built after the first paint, gui/workload/tab.py)."""
        self._arrange(self.columns_for(self.width()))
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(self.columns_for(event.size().width()))

    def minimumSizeHint(self) -> QSize:
        height = self._row.minimumSize().height()
        return QSize(self.width_for(1), height)

    def sizeHint(self) -> QSize:
        return QSize(self.width_for(len(self._groups)), self._row.sizeHint().height())
