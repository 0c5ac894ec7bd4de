"""Test setup: offscreen Qt, and user folders isolated in a temporary directory (for the
whole session, then again per test), with a check that the real home was not written."""

from __future__ import annotations

import os
import shutil

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from home_guard import changes, move_home_aside, real_user_folders, snapshot
from hypothesis import settings

# Before any fixture of any scope runs (tests/home_guard.py): the real home's app folders are
# noted, then HOME and XDG point at a throwaway folder for the whole session.
_REAL_FOLDERS = real_user_folders()
_REAL_BEFORE = snapshot(_REAL_FOLDERS)
SESSION_HOME = move_home_aside()

# CI explores the same examples every run (a landing must not depend on luck); developers'
# runs keep exploring new ones and hypothesis remembers what failed.
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


def _close_qt_windows() -> None:
    """Delete the tests' windows while the QApplication still runs, then freeze the rest.

    pytest's unraisable-exception plugin collects garbage hard at unconfigure. After some
    runs of GUI tests (e.g. tests/gui/test_app*.py with test_startup_imports.py and ten more
    files in one process) that collection met a Qt wrapper left behind by a test and the
    interpreter crashed (rc 139) after every test had passed (a collection right here crashed
    the same way). The windows are deleted while Qt still runs, and
    freezing what is left keeps any collection at exit away from it.
    """
    import sys

    if "PySide6.QtWidgets" not in sys.modules:
        return
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        return
    # Deletions already asked for first, so no widget in the list is half deleted; no
    # close(): a window's closeEvent could ask to save and wait for an answer.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    for widget in QApplication.topLevelWidgets():
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.processEvents()
    # What is left is frozen, not collected: a collection at this point (ours or pytest's at
    # unconfigure) met such a wrapper and crashed; the process is about to end anyway.
    gc.freeze()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Fail the run if anything wrote the real home's app folders during it."""
    _close_qt_windows()
    written = changes(_REAL_BEFORE, snapshot(_REAL_FOLDERS))
    if written:
        # On a machine where someone else runs gpuplanner during the suite, their writes show
        # here too: GPUPLANNER_HOME_GUARD=warn reports them without failing the run.
        warn_only = os.environ.get("GPUPLANNER_HOME_GUARD") == "warn"
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        text = "the tests wrote the real home folder:\n" + "\n".join(written)
        if warn_only:
            text += "\n(GPUPLANNER_HOME_GUARD=warn: not failing the run)"
        if reporter is not None:
            reporter.write(f"\n{text}\n", red=True)
        else:
            print(text)
        if not warn_only:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
    shutil.rmtree(SESSION_HOME, ignore_errors=True)


@pytest.fixture(autouse=True)
def _isolated_user_folders(tmp_path_factory: pytest.TempPathFactory, monkeypatch) -> None:
    """platformdirs and QSettings follow XDG on Linux: point them at a fresh folder."""
    home = tmp_path_factory.mktemp("home")
    for var, sub in (
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_DATA_HOME", "data"),
        ("XDG_CACHE_HOME", "cache"),
        ("XDG_STATE_HOME", "state"),
    ):
        path = home / sub
        path.mkdir()
        monkeypatch.setenv(var, str(path))


def _clear_evaluation_memos() -> None:
    import sys

    for name, attr in (
        ("gpuplanner.core.platform_memo", "MEMO"),
        ("gpuplanner.core.layout_memo", "LAYOUTS"),
    ):
        module = sys.modules.get(name)
        if module is not None:
            getattr(module, attr).clear()


@pytest.fixture(autouse=True)
def _fresh_evaluation_memos() -> None:
    """Each test starts with empty evaluation memos (core/platform_memo.py, core/layout_memo.py).

    They are keyed on the inputs' values, so a kept answer is never wrong for the same inputs;
    but a test that monkeypatches a model constant would otherwise read an answer an earlier
    test computed before the patch. Cleared only where the modules are already loaded, so the
    start-up import tests see what the app alone imports.
    """
    _clear_evaluation_memos()


def pytest_configure(config: pytest.Config) -> None:
    """The app's collection policy (gui/idle_gc.py) for the whole run: no automatic collection,
    which could start inside a Qt call and deadlock it (CI hung 300 s in a chart test's
    ``Signal.disconnect``); cycles are collected between tests instead (below)."""
    import gc

    gc.disable()


@pytest.fixture(autouse=True)
def _cycles_collected_between_tests():
    """After each test, once its widgets are closed (autouse fixtures are torn down last),
    with no Qt call on the stack: what the app's idle timer does between events."""
    yield
    from gpuplanner.gui.idle_gc import collect_due

    collect_due()


@pytest.hookimpl(tryfirst=True)
def pytest_runtestloop(session: pytest.Session) -> None:
    """Before the first test: the workbooks of every selected test that reads the
    ``recalculated`` fixture, written by its module's makers and recalculated by LibreOffice
    in one call (tests/recalc.py). Here, not in a fixture, so the batch counts against no
    test's timeout, and runs with the session's user folders, no monkeypatch, empty memos."""
    if session.config.option.collectonly:
        return
    modules = [
        item.module.__name__
        for item in session.items
        if "recalculated" in getattr(item, "fixturenames", ()) and hasattr(item, "module")
    ]
    if modules:
        import recalc  # here: test_home_isolation runs a copy of this file without it

        root = session.config._tmp_path_factory.mktemp("recalc")  # tmp_path_factory's own
        recalc.prepare(modules, root, before_each=_clear_evaluation_memos)


@pytest.fixture
def recalculated(request: pytest.FixtureRequest):
    """``recalculated(key)``: the files this module's ``@recalc.batched(key)`` maker wrote
    and what LibreOffice made of them (tests/recalc.py), recalculated before the first test."""
    import recalc

    module = request.module.__name__
    return lambda key: recalc.result(module, key)


@pytest.fixture
def chinese(qapp):
    """The UI in Simplified Chinese for one test (tests/ui_language.py); yields the settings."""
    from ui_language import ui_language

    with ui_language(qapp, "zh_CN") as settings:
        yield settings
