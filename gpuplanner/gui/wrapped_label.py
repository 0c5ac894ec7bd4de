"""A word-wrapped label that is never shorter than its text at its current width.

Qt lays a word-wrapped ``QLabel`` out from a guessed width: a splitter or a crowded layout can
then give it fewer lines than its text takes at the width it really gets, and the last lines
are cut off (the Results tab's verdict lost its "Fix: …" line in Chinese). This label's minimum
size hint is ``heightForWidth`` of its width, so the layouts above give it the room its lines
need, and a scrolling page scrolls instead.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class WrappedLabel(QLabel):
    """Plain, selectable, word-wrapped text whose every line stays in view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)  # a stranger's platform name is no markup
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._fitted = -1  # heightForWidth at the last width seen

    def minimumSizeHint(self) -> QSize:
        # Qt's hint for a wrapped label is a line or two at a guessed width; layouts size a
        # widget's minimum from this hint, so give the lines at the width it really has.
        # (Not setMinimumHeight: heightForWidth counts the minimum in, and it would only grow.)
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self.heightForWidth(self.width())))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        needed = self.heightForWidth(self.width())
        if needed != self._fitted:  # only the height follows the width: this settles
            self._fitted = needed
            self.updateGeometry()  # the layouts above ask for the hint again
