"""Application entry: the QApplication, its name and icon, translations, start-up and --smoke.

``run_app(plan_path, smoke, started)`` is called by ``gpuplanner.cli`` (never the other way).
Start-up opens the requested plan, else the last session if it still loads, else the bundled
example, then offers the unsaved edits of a session that crashed. ``--smoke`` opens the example
only, paints once, prints the time from process start to first paint (at the paint), then waits
for the parts built after the first paint (the charts), prints when they were ready and whether
pyqtgraph was already loaded at the first paint (it should not be: see
``MainWindow.finish_start``), and exits 0.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QTabWidget

from gpuplanner import __version__
from gpuplanner.exit_codes import EXIT_BAD_INPUT
from gpuplanner.gui import app_events, combo_text, fonts, i18n, idle_gc, plain_text, wheel_guard
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.lazy import LazyWidget
from gpuplanner.gui.lifecycle import (
    internal_open_error,
    open_error_text,
    start_plan,
)
from gpuplanner.gui.main_window import MainWindow
from gpuplanner.gui.recovery import Recovery
from gpuplanner.gui.settings import APPLICATION, ORGANIZATION, Settings
from gpuplanner.io.plan_file import PlanError, load_plan
from gpuplanner.io.terminal import printable
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
    combo_text.install(app)  # a combo too narrow for its entry shows it cut with "…"
    plain_text.install(app)  # a plan's text is never markup, dialogs before the window too
    wheel_guard.install(app)  # the wheel scrolls forms, never changes an unfocused field
    idle_gc.install(app)  # cycles are collected from the event loop, never inside a Qt call
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
    # Evaluated right after the window's first paint (MainWindow._build_next), not before it.
    window = MainWindow(PlanDocument(plan, path, evaluate=False), settings, recovery)
    if path is not None:
        window.lifecycle.remember(path)
    if error is not None:
        window.lifecycle.report_open_error(error)

    def report_catalog() -> None:
        # Reading the catalog costs ~0.1 s: said over the painted window, its tabs built.
        from gpuplanner.gui import catalog_source

        window.lifecycle.report_catalog_problems(catalog_source.user_problems())

    window.after_first_paint(report_catalog)
    return window


def run_app(plan_path: Path | None, smoke: bool, started: float | None = None) -> int:
    """The app's main loop; ``started`` (``time.perf_counter()`` when the process began,
    from ``gpuplanner.cli``, which starts the app) is where ``--smoke`` times the first
    paint from (now, when not given)."""
    app = make_application()
    settings = Settings()
    # Chinese without a Chinese font would be boxes: start in English and say why (below).
    language = fonts.effective_setting(settings.get("prefs/language"))
    translators = install_translators(app, language)
    if smoke:
        return _smoke(app, plan_path, time.perf_counter() if started is None else started, settings)
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
    the arrival of this line. Then the deferred parts are built and the app quits. It is a Paint
    handler of the application's one event filter (gui/app_events.py), not a filter of its own,
    which would be one more call into Python for each of the thousands of events before it.
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
        self.tabs_painted = paint_every_tab(self._window)


def paint_every_tab(window: MainWindow) -> int:
    """Show and render every tab, nested tabs (the charts) included; return how many.

    ``grab()`` paints at once: labels, tables, legends and chart titles with the plan's texts
    in them, what a user sees clicking through every tab, checked headless."""
    window.fleet_tab.build()
    painted = 0
    pending: list[QTabWidget] = [window.tabs]
    while pending:
        tabs = pending.pop(0)
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            page = tabs.widget(index)
            if isinstance(page, LazyWidget):
                page.build()
            QApplication.processEvents()
            window.grab()
            painted += 1
            pending += [t for t in page.findChildren(QTabWidget) if t not in pending]
    return painted


def _silence_stdout() -> None:
    """Point stdout at the null device, so exiting does not fail flushing a closed pipe."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no real stdout (windowed build): nothing to do
        pass


def _smoke(app: QApplication, plan_path: Path | None, started: float, settings: Settings) -> int:
    """Open ``plan_path`` (else the example; no recovery, no last session), print its title,
    evaluate, show, wait for a paint (printed at once), build what the window defers past it,
    paint every tab, quit. A plan that cannot be opened: the dialog's message on stderr, 2."""
    path = plan_path or example_plan()
    try:
        plan = load_plan(path)
    except PlanError as exc:
        return _smoke_refused(exc)
    except Exception as exc:  # a loader bug: worded as the dialog words it
        return _smoke_refused(internal_open_error(exc, path))
    print(f"opened: {printable(plan.title or path.name)}", flush=True)
    document = PlanDocument(plan, plan_path, evaluate=False)  # evaluated after the paint
    window = MainWindow(document, settings, recovery=None)
    probe = _FirstPaint(window, started)
    events = app_events.of(app)
    events.add((QEvent.Type.Paint,), probe.eventFilter)
    QTimer.singleShot(SMOKE_TIMEOUT_MS, app.quit)
    window.show()
    app.exec()
    events.remove(probe.eventFilter)
    if probe.at is None:
        print("gpuplanner: smoke: the window was never painted", file=sys.stderr)
        return 1
    return 0


def _smoke_refused(exc: PlanError) -> int:
    title, message = open_error_text(exc)
    print(printable(f"gpuplanner: {title}: {message}"), file=sys.stderr)
    return EXIT_BAD_INPUT
