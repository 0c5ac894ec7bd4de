"""Application entry: the QApplication, its name and icon, translations, start-up and --smoke.

``run_app(plan_path, smoke)`` is called by ``gpuplanner.cli``. Start-up opens the requested
plan, else the last session if it still loads, else the bundled example, then offers the
unsaved edits of a session that crashed. ``--smoke`` opens the example only, paints once,
prints the time from process start to first paint and exits 0.
"""

from __future__ import annotations

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
    """Notes the first paint event of any widget in ``window``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.at: float | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            self.at is None
            and event.type() == QEvent.Type.Paint
            and hasattr(watched, "window")
            and watched.window() is self._window
        ):
            self.at = time.perf_counter()
            QTimer.singleShot(0, QApplication.quit)
        return False


def _smoke(app: QApplication) -> int:
    """Example plan only (no recovery, no last session), evaluate, show, wait for a paint."""
    from gpuplanner.cli import START

    document = PlanDocument(load_plan(example_plan()), None)
    document.evaluate_now()
    window = MainWindow(document, Settings(), recovery=None)
    probe = _FirstPaint(window)
    app.installEventFilter(probe)
    QTimer.singleShot(SMOKE_TIMEOUT_MS, app.quit)
    window.show()
    app.exec()
    app.removeEventFilter(probe)
    if probe.at is None:
        print("gpuplanner: smoke: the window was never painted", file=sys.stderr)
        return 1
    print(f"first paint: {(probe.at - START) * 1000:.0f} ms")
    return 0
