"""Application entry: the QApplication, its name and icon, translations, start-up and --smoke.

``run_app(plan_path, smoke)`` is called by ``gpuplanner.cli``. Start-up opens the requested
plan, else the last session if it still loads, else the bundled example, then offers the
unsaved edits of a session that crashed. ``--smoke`` opens the example only, paints once,
prints the time from process start to first paint (at the paint), then waits for the parts
built after the first paint (the charts), prints when they were ready and whether pyqtgraph was
already loaded at the first paint (it should not be: see ``MainWindow.finish_start``), and
exits 0.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from gpuplanner import __version__
from gpuplanner.gui import fonts, i18n
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.lifecycle import start_plan
from gpuplanner.gui.main_window import MainWindow
from gpuplanner.gui.recovery import Recovery
from gpuplanner.gui.settings import APPLICATION, ORGANIZATION, Settings
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan, icons_dir

SMOKE_TIMEOUT_MS = 30_000
SIGNAL_POLL_MS = 500  # lets Python run its signal handlers while Qt's loop is in C++


def make_application() -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("gpuplanner")
    app.setApplicationVersion(__version__)
    # Wayland matches windows to packaging/io.github.gpuplanner.desktop by this id (its icon).
    app.setDesktopFileName("io.github.gpuplanner")
    icon = icons_dir() / "app" / "gpuplanner.svg"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def install_translators(app: QApplication, language: str = "") -> list[QTranslator]:
    """Load gpuplanner's and Qt's own translations for ``language`` ("" = system locale).

    Returns the installed translators (kept alive by the caller); see ``gui.i18n``.
    """
    return i18n.install(app, language)


def create_main_window(
    plan_path: Path | None,
    settings: Settings | None = None,
    recovery: Recovery | None = None,
) -> MainWindow:
    """The window on the start-up plan; reports a requested file that failed to open."""
    settings = settings or Settings()
    plan, path, error = start_plan(plan_path, settings)
    window = MainWindow(PlanDocument(plan, path), settings, recovery)
    if path is not None:
        window.lifecycle.remember(path)
    if error is not None:
        window.lifecycle.report_open_error(error)
    return window


def run_app(plan_path: Path | None, smoke: bool) -> int:
    app = make_application()
    settings = Settings()
    # Chinese without a Chinese font would be boxes: start in English and say why (below).
    language = fonts.effective_setting(settings.get("prefs/language"))
    translators = install_translators(app, language)
    if smoke:
        return _smoke(app)
    window = create_main_window(plan_path, settings, Recovery())
    app.aboutToQuit.connect(window.on_about_to_quit)
    _quit_on_sigterm(app)
    window.show()
    fonts.hint_if_missing(window, settings)
    window.lifecycle.offer_recovery()
    if settings.get("prefs/show_tour"):  # first start, until "Don't show again"
        window.show_tour()
    code = app.exec()
    del translators
    return code


def _quit_on_sigterm(app: QApplication) -> None:
    """SIGTERM (logout, kill) quits through aboutToQuit, which autosaves unsaved edits."""
    signal.signal(signal.SIGTERM, lambda *_: app.quit())
    poll = QTimer(app)
    poll.timeout.connect(lambda: None)
    poll.start(SIGNAL_POLL_MS)


class _FirstPaint(QObject):
    """Notes the first paint event of any widget in ``window`` and prints it at once.

    Printed at the paint, not after the event loop returns: the work the window defers past its
    first paint runs before that, and the benchmark (tests/benchmarks/figures_startup.py) times
    the arrival of this line. Then the deferred parts are built and the app quits.
    """

    def __init__(self, window: MainWindow, start: float) -> None:
        super().__init__(window)
        self._window = window
        self._start = start
        self.at: float | None = None
        self.pyqtgraph_at_paint = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            self.at is None
            and event.type() == QEvent.Type.Paint
            and hasattr(watched, "window")
            and watched.window() is self._window
        ):
            self.at = time.perf_counter()
            self.pyqtgraph_at_paint = "pyqtgraph" in sys.modules
            print(f"first paint: {(self.at - self._start) * 1000:.0f} ms", flush=True)
            QTimer.singleShot(0, self, self._finish)
        return False

    def _finish(self) -> None:
        QApplication.quit()  # first: whatever happens below, the event loop ends
        self._window.finish_start()
        ready = (time.perf_counter() - self._start) * 1000
        when = "before" if self.pyqtgraph_at_paint else "after"
        try:
            print(
                f"charts ready: {ready:.0f} ms (pyqtgraph loaded {when} the first paint)",
                flush=True,
            )
        except (BrokenPipeError, ValueError):  # the reader stopped after the first line
            _silence_stdout()


def _silence_stdout() -> None:
    """Point stdout at the null device, so exiting does not fail flushing a closed pipe."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no real stdout (windowed build): nothing to do
        pass


def _smoke(app: QApplication) -> int:
    """Example plan only (no recovery, no last session), evaluate, show, wait for a paint
    (printed at once), build what the window defers past it, quit."""
    from gpuplanner.cli import START

    document = PlanDocument(load_plan(example_plan()), None)
    document.evaluate_now()
    window = MainWindow(document, Settings(), recovery=None)
    probe = _FirstPaint(window, START)
    app.installEventFilter(probe)
    QTimer.singleShot(SMOKE_TIMEOUT_MS, app.quit)
    window.show()
    app.exec()
    app.removeEventFilter(probe)
    if probe.at is None:
        print("gpuplanner: smoke: the window was never painted", file=sys.stderr)
        return 1
    return 0
