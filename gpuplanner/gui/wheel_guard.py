"""The mouse wheel scrolls the form; it never changes a field the user is not editing.

Qt's spin boxes, combo boxes and sliders take the wheel by default (and with ``WheelFocus``
a wheel turn over one even gives it focus), so scrolling down a long form changed the grid
factor, the billing month and a GPU limit on the way (issue 25). ``WheelGuard``, one
application event filter installed with the QApplication (``install``), applies to every
such widget in every form, dialog and table editor:

- a guarded widget (spin box, combo box, slider — not a scroll bar) is given ``StrongFocus``
  when it is polished, so a wheel turn never focuses it;
- a wheel event on a guarded widget that does not have focus is handed to the nearest scroll
  area around it (the form scrolls), or ignored when there is none; it never reaches the
  widget;
- a focused widget keeps its wheel: the user clicked or tabbed into it and means it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QScrollBar,
    QWidget,
)

from gpuplanner.gui import app_events

_GUARDED = (QAbstractSpinBox, QComboBox, QAbstractSlider)


def guarded(widget: QObject) -> bool:
    """Whether a wheel turn would change this widget's value (a scroll bar only scrolls)."""
    return isinstance(widget, _GUARDED) and not isinstance(widget, QScrollBar)


def _scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        if parent.isWindow():
            return None
        parent = parent.parentWidget()
    return None


class WheelGuard(QObject):
    """Application event filter: see the module docstring."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Polish and guarded(watched):
            assert isinstance(watched, QWidget)
            if watched.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        elif kind == QEvent.Type.Wheel and guarded(watched):
            assert isinstance(watched, QWidget) and isinstance(event, QWheelEvent)
            if watched.hasFocus():
                return False
            self._to_scroll_area(watched, event)
            return True
        return False

    @staticmethod
    def _to_scroll_area(widget: QWidget, event: QWheelEvent) -> None:
        area = _scroll_area(widget)
        if area is None:
            event.ignore()  # a real wheel event then goes on to the parents; nothing changes
            return
        viewport = area.viewport()
        where = QPointF(viewport.mapFromGlobal(event.globalPosition().toPoint()))
        forwarded = QWheelEvent(
            where,
            event.globalPosition(),
            event.pixelDelta(),
            event.angleDelta(),
            event.buttons(),
            event.modifiers(),
            event.phase(),
            event.inverted(),
            event.source(),
        )
        QApplication.sendEvent(viewport, forwarded)
        event.accept()


def install(app: QApplication) -> WheelGuard:
    """Install the guard on the application once (later calls find it); return it. It is
    called by the application's one event filter (gui/app_events.py) for the two event
    types it reads."""
    guard = app.findChild(WheelGuard)
    if guard is None:
        guard = WheelGuard(app)
        app_events.of(app).add((QEvent.Type.Polish, QEvent.Type.Wheel), guard.eventFilter)
    return guard
