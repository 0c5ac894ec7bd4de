"""Text from a plan or a catalog is shown as text, never rendered as markup.

Qt guesses: a ``QLabel`` in its default ``AutoText`` format, a message box and every tooltip
render a string as HTML when it starts like a tag (``Qt.mightBeRichText``). A platform named
``<img src="/dev/zero">`` then makes Qt read the device until memory runs out, one naming a
FIFO hangs the app, and ``<a href=…>`` or a huge ``<table>`` render as the file's author
wishes. pyqtgraph's legends, titles and axis labels are HTML by design.

- ``PlainTextPolicy`` (installed on the application by the main window) makes every label
  plain text before it is first shown, unless its code asked for rich text explicitly with
  ``setTextFormat(Qt.TextFormat.RichText)`` (and escaped what it put in), and shows a tooltip
  that looks like markup as the text it is: widgets, item views (a table cell's tooltip from
  its model), menus and tab bars alike.
- ``escape`` is for the places that build HTML on purpose (chart labels, rich labels).
"""

from __future__ import annotations

import html

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QLabel,
    QMenu,
    QTabBar,
    QToolTip,
    QWidget,
)

from gpuplanner.gui import app_events


def escape(text: str) -> str:
    """``text`` for an HTML context: ``<``, ``>``, ``&`` and quotes as entities."""
    return html.escape(text, quote=True)


def tooltip_html(text: str) -> str:
    """Rich text that shows ``text`` exactly, line breaks kept (a tooltip is rich or plain
    by Qt's guess; this one is rich on purpose and holds nothing but the escaped text)."""
    return f"<p style='white-space:pre-wrap'>{escape(text)}</p>"


class PlainTextPolicy(QObject):
    """Application event filter: labels plain unless asked otherwise, tooltips escaped."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Polish:
            if isinstance(watched, QLabel) and watched.textFormat() == Qt.TextFormat.AutoText:
                watched.setTextFormat(Qt.TextFormat.PlainText)
        elif kind == QEvent.Type.ToolTip and isinstance(watched, QWidget):
            assert isinstance(event, QHelpEvent)
            text = _tooltip_of(watched, event)
            if text and QtGui.Qt.mightBeRichText(text):
                QToolTip.showText(event.globalPos(), tooltip_html(text), watched)
                return True
        return False


def _tooltip_of(widget: QWidget, event: QHelpEvent) -> str:
    """The tooltip Qt would show for a help event at ``event.pos()`` on ``widget``."""
    view = widget.parent()
    if isinstance(view, QAbstractItemView) and widget is view.viewport():
        index = view.indexAt(event.pos())
        value = index.data(Qt.ItemDataRole.ToolTipRole) if index.isValid() else None
        return value if isinstance(value, str) else ""
    if isinstance(widget, QMenu):
        action = widget.actionAt(event.pos())
        return action.toolTip() if action is not None else ""
    if isinstance(widget, QTabBar):
        tab = widget.tabAt(event.pos())
        return widget.tabToolTip(tab) if tab >= 0 else ""
    return widget.toolTip()


def install(app: QApplication) -> PlainTextPolicy:
    """Install the policy on the application once (later calls find it); return it."""
    policy = app.findChild(PlainTextPolicy)
    if policy is None:
        policy = PlainTextPolicy(app)
        # Called by the application's one event filter (gui/app_events.py) for its two types.
        kinds = (QEvent.Type.Polish, QEvent.Type.ToolTip)
        app_events.of(app).add(kinds, policy.eventFilter)
    return policy
