"""The widgets Tab reaches from a widget, in order, read from Qt's focus chain as Tab walks it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def tab_stops(start: QWidget, count: int) -> list[QWidget]:
    """Up to ``count`` widgets after ``start`` that take Tab focus: shown, enabled, and not
    inside the previous one (a spin box's own line edit is the spin box's stop)."""
    stops: list[QWidget] = []
    widget = start
    while len(stops) < count:
        widget = widget.nextInFocusChain()
        takes_tab = bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        if takes_tab and widget.isVisible() and widget.isEnabled():
            inner = bool(stops) and stops[-1].isAncestorOf(widget)
            if not inner:
                stops.append(widget)
        if widget is start:
            break
    return stops
