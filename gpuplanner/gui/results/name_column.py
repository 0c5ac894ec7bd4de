"""The ranking's platform column gives way so that the Total column stays in view.

Every other column of the ranking is sized to its contents. Platform names from the catalog
run long ("A800 · 8-GPU nodes, 200G InfiniBand (China market low)"): sized whole, three of
them pushed the Total column out of a 1280×720 window, behind the sideways scroll bar, in
the bundled 70B example (issue 25 item 8: the ranking in view without dragging). So the
platform column is as wide as its longest name only while the columns up to Total still fit
the table; otherwise it narrows to the room they leave — names cut in the middle, so both
the GPU at the start and the vendor at the end stay readable, and whole in the tooltip —
but never below ``MIN_NAME_CHARS`` average characters or its header. Past that floor the
layout column gives way next ("TP 1 · PP 1 · DP 16 · ZeRO-3 · full recompute", 297 px, kept
the Total out of a 1024-px window), down to ``MIN_LAYOUT_CHARS``, whole in its tooltip too.
Columns after Total scroll sideways as before.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QHeaderView, QTableView

MIN_NAME_CHARS = 28  # narrower, two names of one vendor read the same
MIN_LAYOUT_CHARS = 20  # "TP 8 · PP 16 · DP 128": the three degrees still read


class NameColumnFit(QObject):
    """Keeps ``table``'s ``name`` column (and, past its floor, the ``layout`` column) at the
    width described in the module docstring, so that the columns up to ``keep`` (the Total)
    are in view."""

    def __init__(self, table: QTableView, name: int, layout: int, keep: int) -> None:
        super().__init__(table)
        self._table = table
        self._keep = keep
        # The columns that give way, in turn, each with its floor in average characters.
        self._giving = ((name, MIN_NAME_CHARS), (layout, MIN_LAYOUT_CHARS))
        table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        header = table.horizontalHeader()
        for column, _ in self._giving:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
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
        char = table.fontMetrics().averageCharWidth()
        giving = [c for c, _ in self._giving]
        up_to = header.visualIndex(self._keep)
        others = sum(
            header.sectionSize(c)
            for c in range(header.count())
            if c not in giving and not header.isSectionHidden(c) and header.visualIndex(c) <= up_to
        )
        excess = -(table.viewport().width() - others)
        widths = {}
        for column, chars in self._giving:
            whole = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
            floor = min(whole, max(header.sectionSizeHint(column), char * chars))
            widths[column] = (whole, floor)
            excess += whole
        for column in giving:  # the name first, then the layout, each down to its floor
            whole, floor = widths[column]
            cut = max(0, min(excess, whole - floor))
            excess -= cut
            if header.sectionSize(column) != whole - cut:
                header.resizeSection(column, whole - cut)
