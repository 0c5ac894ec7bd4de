"""The widgets Tab reaches from a widget, in order, read from Qt's focus chain as Tab walks it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget


def inner_part(widget: QWidget) -> bool:
    """Whether ``widget`` is the line edit of a spin box or combo box (the field's own stop)."""
    return isinstance(widget.parentWidget(), (QAbstractSpinBox, QComboBox))


def tab_stops(start: QWidget, count: int) -> list[QWidget]:
    """Up to ``count`` widgets after ``start`` that take Tab focus: shown, enabled, and not
    a field's inner part."""
    stops: list[QWidget] = []
    widget = start
    while len(stops) < count:
        widget = widget.nextInFocusChain()
        takes_tab = bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        if takes_tab and widget.isVisible() and widget.isEnabled() and not inner_part(widget):
            stops.append(widget)
        if widget is start:
            break
    return stops
