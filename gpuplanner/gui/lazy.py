"""A placeholder widget that builds its content only when it is first needed.

The charts and the Fleet tab need pyqtgraph, whose import alone costs about 0.3 s of CPU (it
copies every PySide6 class), and their construction another 0.2 s; none of it is needed for
the window's first paint. A ``LazyWidget`` holds a factory and builds the content:

- when asked (``build()`` or ``widget``) — the main window asks right after its first paint,
  and code or tests that reach into the content get it built on the spot;
- with ``on_show=True``, when it is first shown (before it paints, so no empty frame): a tab
  the user opens before the deferred build has run;
- with ``on_show=False``, right after its own first paint (a placeholder that is visible at
  start-up, such as the Workload tab's memory chart, paints empty once, then fills).

The content goes into the placeholder's own vertical layout, so ``widget.parentWidget()`` is
the placeholder. The placeholder reports ``hint`` as its size hint — the content's usual
hint — before and after the build, so a splitter or layout that sizes itself before the build
leaves the content the room it has once built (a content whose own hint moves with its width,
such as a word-wrapped label in the charts panel, would otherwise shift the split).

Tab order: Qt puts a widget that joins a window late at the end of the window's focus chain,
so Tab would reach content built after the first paint last, after everything laid out below
it. ``build`` moves the content's fields to the placeholder's own place in the chain.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QPaintEvent, QShowEvent
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QVBoxLayout, QWidget


class LazyWidget(QWidget):
    """Builds ``factory()`` into itself once, on request, on first show or after first paint."""

    built = Signal(QWidget)  # the content, once, right after it was made

    def __init__(
        self,
        factory: Callable[[], QWidget],
        on_show: bool = True,
        hint: QSize | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._factory = factory
        self._on_show = on_show
        self._hint = hint
        self._content: QWidget | None = None
        self._scheduled = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    @property
    def is_built(self) -> bool:
        return self._content is not None

    @property
    def widget(self) -> QWidget:
        """The content, built now if it was not yet."""
        return self.build()

    def build(self) -> QWidget:
        if self._content is None:
            content = self._factory()
            self._content = content
            self.layout().addWidget(content)
            self._take_place_in_tab_order(content)
            if self.isVisible():
                # Added to a shown parent, Qt would show it one event-loop turn later and lay it
                # out later still: show and place it now, so its first frame is complete.
                content.show()
                self.layout().activate()
            self.built.emit(content)
        return self._content

    def _take_place_in_tab_order(self, content: QWidget) -> None:
        """Move ``content``'s tab stops right after this placeholder in the focus chain."""
        stops = []  # the content's own chain, in its order (Qt keeps a moved subtree's chain)
        widget: QWidget | None = content
        while widget is not None and (widget is content or content.isAncestorOf(widget)):
            if widget.focusPolicy() != Qt.FocusPolicy.NoFocus and not _inside_compound(
                widget, content
            ):
                stops.append(widget)
            widget = widget.nextInFocusChain()
            if widget is content:
                break
        if not stops:
            return
        # setTabOrder ignores a widget without focus: the placeholder takes one for the moves.
        policy = self.focusPolicy()
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        previous: QWidget = self
        for stop in stops:
            QWidget.setTabOrder(previous, stop)  # moves a compound (a spin box) whole
            previous = stop
        self.setFocusPolicy(policy)

    def sizeHint(self) -> QSize:
        if self._hint is not None:
            return self._hint
        return super().sizeHint()

    def showEvent(self, event: QShowEvent) -> None:
        if self._on_show:
            self.build()
        super().showEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._content is None and not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self, self.build)


def _inside_compound(widget: QWidget, content: QWidget) -> bool:
    """Whether ``widget`` is part of a compound field in ``content`` (a spin box's or a
    combo box's line edit), which ``setTabOrder`` moves with the field. (Not read from
    ``focusProxy()``: calling it here left PySide6 6.12 with a deleted table in the Results
    tab.)"""
    parent = widget.parentWidget()
    while parent is not None and (parent is content or content.isAncestorOf(parent)):
        if isinstance(parent, (QAbstractSpinBox, QComboBox)):
            return True
        if parent is content:
            break
        parent = parent.parentWidget()
    return False
