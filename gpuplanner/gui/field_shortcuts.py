"""The window's shortcuts (Ctrl+Z, Ctrl+Y, Ctrl+E, Ctrl+S …) work whatever field has focus.

A line edit or a spin box claims Ctrl+Z and Ctrl+Y for its own text undo (and on Linux Ctrl+E
moves to the end of the line), so with focus in a field — most of the time in a form — the
Edit and File menus' shortcuts did nothing (issue 25). ``FieldShortcuts`` watches the
``ShortcutOverride`` Qt sends the focused widget before a key press: when the keys are one of
the window's actions, the field first commits what is typed in it (as leaving it would: the
typed value becomes an undo step), and the field's claim is refused, so the action runs. Ctrl+Z
after typing 150 in a field therefore commits 150 and undoes it (Redo brings it back), and
Ctrl+S saves the value being typed. Keys the window does not use (Ctrl+A, Ctrl+C …) stay the
field's.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QLineEdit,
    QWidget,
)

from gpuplanner.gui import app_events


def _item_view(editor: QWidget) -> QAbstractItemView | None:
    """The table an editor was opened in (its parent is the table's viewport), if any."""
    viewport = editor.parentWidget()
    view = viewport.parentWidget() if viewport is not None else None
    return view if isinstance(view, QAbstractItemView) else None


def commit_field(widget: QWidget) -> None:
    """Commit what is typed in ``widget`` as leaving it would (nothing for other widgets)."""
    view = _item_view(widget)
    if view is not None:  # a table cell's editor: its delegate writes it to the model
        view.itemDelegateForIndex(view.currentIndex()).commitData.emit(widget)
        return
    if isinstance(widget, QAbstractSpinBox):
        widget.interpretText()  # valueChanged: the binding applies the typed value
        widget.editingFinished.emit()  # the binding ends the field's merged undo step
    elif isinstance(widget, QLineEdit):
        widget.editingFinished.emit()  # a name or a big number is applied on this signal


class FieldShortcuts(QObject):
    """Application event filter for one window: see the module docstring.

    ``actions`` gives the window's actions whose shortcuts beat a field's (read when a key is
    pressed, so actions added later count)."""

    def __init__(self, window: QWidget, actions: Callable[[], list[QAction]]) -> None:
        super().__init__(window)
        self._window = window
        self._actions = actions
        app = QApplication.instance()
        if app is not None:  # through the application's one event filter (gui/app_events.py)
            events = app_events.of(app)
            handler = self.eventFilter
            events.add((QEvent.Type.ShortcutOverride,), handler)
            self.destroyed.connect(lambda *_: events.remove(handler))  # with the window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(watched, QWidget):
            return False
        if watched.window() is not self._window or not isinstance(event, QKeyEvent):
            return False
        if not self._is_window_shortcut(QKeySequence(event.keyCombination())):
            return False
        commit_field(watched)
        return True  # the override is not accepted: Qt's shortcut map triggers the action

    def _is_window_shortcut(self, keys: QKeySequence) -> bool:
        exact = QKeySequence.SequenceMatch.ExactMatch
        return any(
            keys.matches(shortcut) == exact
            for action in self._actions()
            for shortcut in action.shortcuts()
        )
