"""A quote file read off the UI thread, with progress and Cancel (issue 26).

The io parser (``gpuplanner.io.quotes.read_quotes``) runs in a Python thread; the window keeps
painting and a window-modal progress dialog (shown only when the read takes longer than a
moment) counts the rows read and checked. Cancel asks the thread to stop: the parser's
progress callback raises ``Cancelled`` at the next rows, and nothing is returned. The caller
polls until the thread ends, so the import stays one straight function (and one undo step).
An error the parser did not foresee comes back as its text, for a dialog — never raised in a
menu handler.
"""

from __future__ import annotations

import gc
import threading
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QEventLoop,
    QObject,
    Qt,
)
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from gpuplanner.core.plan import Plan
from gpuplanner.gui import format as fmt
from gpuplanner.io.catalog.loader import Catalog
from gpuplanner.io.quotes import Cancelled, QuoteImport, read_quotes

SHOW_AFTER_MS = 400  # a quick read never flashes a dialog
POLL_MS = 20  # how often the UI thread looks at the read while it keeps painting
# Until the window-modal dialog shows, the window would take clicks and keys: a second import
# or an edit in the middle of this one. They are swallowed while the file is read.
_INPUT = {
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.KeyPress,
    QEvent.Type.KeyRelease,
    QEvent.Type.Wheel,
    QEvent.Type.Shortcut,
    QEvent.Type.ShortcutOverride,
    QEvent.Type.Close,
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("QuoteImport", text)


@dataclass(frozen=True)
class ReadOutcome:
    found: QuoteImport | None = None  # None: cancelled or failed
    error: str | None = None  # an unforeseen failure, as text
    cancelled: bool = False


class _Read:
    """One ``read_quotes`` in a Python thread. It shares only plain values with the UI
    thread (the rows read so far, the outcome, a cancel flag): no Qt object crosses threads
    and no queued signal is left pending when the read ends."""

    def __init__(self) -> None:
        self.progress = (0, 0)  # (done, total); total 0: still reading
        self.outcome = ReadOutcome()
        self.cancel = threading.Event()

    def run(
        self, path: Path, plan: Plan, catalog: Catalog | None, lang: str, rates: dict[str, float]
    ) -> None:
        try:
            found = read_quotes(path, plan, catalog, lang, rates, progress=self._progress)
        except Cancelled:
            self.outcome = ReadOutcome(cancelled=True)
        except Exception as exc:  # shown in a dialog by the caller, never lost in a thread
            self.outcome = ReadOutcome(error=f"{type(exc).__name__}: {exc}"[:500])
        else:
            self.outcome = ReadOutcome(found=found)

    def _progress(self, done: int, total: int) -> None:
        if self.cancel.is_set():
            raise Cancelled
        self.progress = (done, total)


def _show_rows(dialog: QProgressDialog, done: int, total: int) -> None:
    if total:
        dialog.setLabelText(
            fmt.fill(_tr("Checking row %1 of %2…"), fmt.integer(done), fmt.integer(total))
        )
        dialog.setRange(0, total)
        dialog.setValue(done)
    else:
        dialog.setLabelText(fmt.fill(_tr("Reading row %1…"), fmt.integer(done)))


class _InputBlocker(QObject):
    """Swallows user input to every widget but the progress dialog's while it is installed."""

    def __init__(self, dialog: QProgressDialog) -> None:
        super().__init__(dialog)
        self.dialog = dialog

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in _INPUT:
            return False
        widget = watched if isinstance(watched, QWidget) else None
        inside = widget is not None and (widget is self.dialog or self.dialog.isAncestorOf(widget))
        return not inside


def read_off_thread(
    parent: QWidget | None,
    path: Path,
    plan: Plan,
    catalog: Catalog | None,
    lang: str,
    rates: dict[str, float] | None = None,
) -> ReadOutcome:
    """Read ``path`` in a worker thread while the UI stays live; Cancel stops it.

    The UI thread polls (``processEvents`` every 20 ms) instead of running a nested event
    loop: a nested ``QEventLoop`` also ran the deferred deletions of other windows' widgets
    in the middle of the import, which crashed the test suite."""
    dialog = QProgressDialog(fmt.fill(_tr("Reading %1…"), path.name), _tr("Cancel"), 0, 0, parent)
    dialog.setWindowTitle(_tr("Import quotes"))
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setValue(0)  # starts the timer that shows the dialog after SHOW_AFTER_MS
    read = _Read()
    worker = threading.Thread(
        target=read.run, args=(path, plan, catalog, lang, dict(rates or {})), daemon=True
    )
    blocker = _InputBlocker(dialog)
    app = QApplication.instance()
    if app is not None:
        app.installEventFilter(blocker)
    shown = (0, 0)
    # Python's cyclic garbage collector runs in whichever thread allocates: in the reader it
    # could free Qt objects (a closed window's wrappers) off the GUI thread, which crashes.
    # Collect here, on the GUI thread, and keep it off until the read is over.
    gc.collect()
    collecting = gc.isenabled()
    gc.disable()
    try:
        worker.start()
        while worker.is_alive():
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, POLL_MS)
            if dialog.wasCanceled():
                read.cancel.set()
            elif read.progress != shown:
                shown = read.progress
                _show_rows(dialog, *shown)
            worker.join(POLL_MS / 1000)
    finally:
        if collecting:
            gc.enable()
        if app is not None:
            app.removeEventFilter(blocker)
    outcome = read.outcome
    if dialog.wasCanceled() and outcome.found is not None:
        outcome = ReadOutcome(cancelled=True)  # cancelled after the last row: still cancelled
    dialog.reset()
    dialog.hide()  # auto-close is off: reset() leaves it on screen until deleted
    dialog.deleteLater()
    return outcome
