"""The ranking's platform column gives way so that the Total column stays in view.

Every other column of the ranking is sized to its contents. Platform names from the catalog
run long ("A800 · 8-GPU nodes, 200G InfiniBand (China market low)"): sized whole, three of
them pushed the Total column out of a 1280×720 window, behind the sideways scroll bar, in
the bundled 70B example (issue 25 item 8: the ranking in view without dragging). So the
platform column is as wide as its longest name only while the columns up to Total still fit
the table; otherwise it narrows to the room they leave — names cut in the middle, so both
the GPU at the start and the vendor at the end stay readable, and whole in the tooltip —
but never below ``MIN_NAME_CHARS`` average characters or its header. Columns after Total
scroll sideways as before.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QHeaderView, QTableView

MIN_NAME_CHARS = 28  # narrower, two names of one vendor read the same


class NameColumnFit(QObject):
    """Keeps ``table``'s ``name`` column at the width described in the module docstring,
    so that the columns up to ``keep`` (the Total) are in view."""

    def __init__(self, table: QTableView, name: int, keep: int) -> None:
        super().__init__(table)
        self._table = table
        self._name = name
        self._keep = keep
        table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        header = table.horizontalHeader()
        header.setSectionResizeMode(name, QHeaderView.ResizeMode.Interactive)
        # One fit after the other columns have taken their new widths (they are sized to
        # their contents when Qt next lays the table out, not when the model changes).
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        header.sectionResized.connect(self._schedule)
        header.geometriesChanged.connect(self._schedule)
        model = table.model()
        for signal in (
            model.modelReset,
            model.rowsInserted,
            model.rowsRemoved,
            model.layoutChanged,
            model.dataChanged,
        ):
            signal.connect(self._schedule)
        table.viewport().installEventFilter(self)
        self._schedule()

    def _schedule(self, *_: object) -> None:
        self._timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._schedule()
        return False

    def fit(self) -> None:
        table, header = self._table, self._table.horizontalHeader()
        name = self._name
        whole = max(table.sizeHintForColumn(name), header.sectionSizeHint(name))
        floor = max(
            header.sectionSizeHint(name), table.fontMetrics().averageCharWidth() * MIN_NAME_CHARS
        )
        up_to = header.visualIndex(self._keep)
        others = sum(
            header.sectionSize(c)
            for c in range(header.count())
            if c != name and not header.isSectionHidden(c) and header.visualIndex(c) <= up_to
        )
        room = table.viewport().width() - others
        width = min(whole, max(room, floor))
        if header.sectionSize(name) != width:
            header.resizeSection(name, width)
