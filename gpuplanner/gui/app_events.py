"""One application event filter for the policies that watch every widget.

Qt calls an application event filter for every event of every object — some 20,000 while the
main window is built and first shown — and each Python filter costs a call into Python and a
conversion of ``event.type()`` to an enum (about 7 µs together on a 2-core machine): the three
filters of the plain-text policy, the wheel guard and the window's field shortcuts took about
0.3 s of CPU before the first paint (issue 25 item 11). ``AppEvents`` is the one filter: it
reads the type once and calls only the handlers registered for that type (a Polish, a
ToolTip, a Wheel, a ShortcutOverride), in the order they were added; the first that returns
True stops the event. While the main window builds its tabs the filter is off (``paused``),
and the Polish handlers are then run on the widgets polished meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QWidget

Handler = Callable[[QObject, QEvent], bool]


class AppEvents(QObject):
    """The application's event filter that dispatches by event type (see the module doc)."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self._handlers: dict[QEvent.Type, list[Handler]] = {}
        app.installEventFilter(self)

    def add(self, kinds: tuple[QEvent.Type, ...], handler: Handler) -> None:
        for kind in kinds:
            self._handlers.setdefault(kind, []).append(handler)

    def remove(self, handler: Handler) -> None:
        for kind, handlers in list(self._handlers.items()):
            kept = [h for h in handlers if h != handler]
            if kept:
                self._handlers[kind] = kept
            else:
                del self._handlers[kind]

    @contextmanager
    def paused(self) -> Iterator[list[QWidget]]:
        """No handler is called while many widgets are made at once (the main window's
        tabs: most of the start's events, none a handler acts on but Polish). The caller
        appends the widgets it made to the yielded list; then the Polish handlers run on each
        of them and their children already polished, as they would have at their Polish.
        Only those: ``QApplication.allWidgets()`` also hands back widgets Qt is deleting
        (another window's, in tests), and touching one crashes. A handler for another type
        must not be needed in between (no event loop runs)."""
        made: list[QWidget] = []
        app = QCoreApplication.instance()
        if app is None:
            yield made
            return
        app.removeEventFilter(self)
        try:
            yield made
        finally:
            app.installEventFilter(self)
            handlers = self._handlers.get(QEvent.Type.Polish, [])
            polish = QEvent(QEvent.Type.Polish)
            polished = Qt.WidgetAttribute.WA_WState_Polished
            for root in made:
                for widget in (root, *root.findChildren(QWidget)):
                    if widget.testAttribute(polished):
                        for handler in handlers:
                            handler(widget, polish)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        handlers = self._handlers.get(event.type())
        if handlers:
            for handler in handlers:
                if handler(watched, event):
                    return True
        return False


def of(app: QCoreApplication) -> AppEvents:
    """The application's dispatcher, created and installed on first use."""
    found = app.findChild(AppEvents)
    return found if isinstance(found, AppEvents) else AppEvents(app)
