"""Hardening in the app (items 1, 3, 4): a damaged file opened any way (File → Open, start-up,
a drop) shows the error dialog and leaves the current plan and the file alone; a failed save
says why and keeps the document modified; a real app killed with SIGKILL after its autosave
is offered back by the next window; a failed export keeps the old workbook.

Prompts are answered by the monkeypatched functions of app_helpers.
"""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import app_helpers
import pytest
from app_helpers import EXAMPLE_TITLE
from hardening_cases import CASES, GOLDEN, snapshot
from PySide6.QtWidgets import QApplication, QHeaderView, QTableView
from wait import WAIT_MS

from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import PLAN_FORMAT_VERSION
from gpuplanner.gui import prompts, recovery
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.recovery import Recovery
from gpuplanner.gui.results.ranking_model import Column, RankingTableModel
from gpuplanner.io import atomic
from gpuplanner.io.plan_file import load_plan, save_plan
from gpuplanner.paths import example_plan

answers = app_helpers.answers
make_window = app_helpers.make_window

MFU = ("platforms", 0, "mfu")
ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.timeout(300)  # a hang (a FIFO, /dev/zero as the plan) fails the test


def _edit(window, value: float) -> None:
    doc = window.document
    doc.apply(replace_at(doc.plan, MFU, value), "MFU")


def _state(window) -> tuple:
    doc = window.document
    return doc.plan, doc.path, doc.is_modified(), doc.undo_stack.index(), window.windowTitle()


def test_every_damaged_file_shows_the_error_and_changes_nothing(make_window, answers, tmp_path):
    """File → Open on each damaged file: one error dialog naming the file, the field and the
    problem; the open plan, its undo history and the file on disk stay as they were."""
    window = make_window()
    _edit(window, 0.45)  # unsaved edits that must survive every failed open
    answers.save_choice = prompts.SaveChoice.DISCARD  # even "discard" loses nothing here
    for case in CASES:
        path = case.make(tmp_path)
        before, state = snapshot(path), _state(window)
        answers.errors.clear()
        assert not window.lifecycle.open(path), case.id
        assert len(answers.errors) == 1, case.id
        title, message = answers.errors[0]
        assert title == "Cannot open plan"
        assert message.startswith("The plan could not be opened.\n\n" + str(path)), case.id
        assert case.field in message and case.problem in message, (case.id, message)
        assert _state(window) == state, case.id
        assert snapshot(path) == before, case.id
    assert window.document.plan.platforms[0].mfu == 0.45


def test_an_unreadable_file_shows_the_error(make_window, answers, tmp_path, monkeypatch):
    path = tmp_path / "locked.gpuplan"
    path.write_bytes(GOLDEN.read_bytes())
    window = make_window()
    state = _state(window)

    real_open = Path.open

    def denied(self: Path, *args: object, **kwargs: object) -> object:
        if self == path:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", denied)  # root reads a chmod 000 file anyway
    assert not window.lifecycle.open(path)
    assert answers.errors == [
        (
            "Cannot open plan",
            f"The plan could not be opened.\n\n{path}: permission denied: the file cannot be read",
        )
    ]
    assert _state(window) == state


def test_starting_on_a_damaged_file_opens_the_example_and_says_why(make_window, answers, tmp_path):
    """``gpuplanner bad.gpuplan``: the window opens (on the example) with the error shown."""
    bad = next(c for c in CASES if c.id == "truncated").make(tmp_path)
    window = make_window(bad)
    assert window.document.path is None
    assert window.document.plan == load_plan(example_plan())
    assert len(answers.errors) == 1 and "not valid JSON" in answers.errors[0][1]


def test_dropping_a_damaged_file_shows_the_error(make_window, answers, qtbot, tmp_path):
    bad = next(c for c in CASES if c.id == "nan").make(tmp_path)
    window = make_window()
    state = _state(window)
    app_helpers.drop_file(window, bad)
    qtbot.waitUntil(lambda: len(answers.errors) == 1, timeout=WAIT_MS)
    assert "platforms[0].mfu: NaN is not a number a plan can hold" in answers.errors[0][1]
    assert _state(window) == state


def _disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full)


def test_a_failed_save_says_why_and_loses_nothing(make_window, answers, tmp_path):
    path = tmp_path / "plan.gpuplan"
    save_plan(load_plan(example_plan()), path)
    before = snapshot(path)
    window = make_window(path)
    _edit(window, 0.45)
    with pytest.MonkeyPatch.context() as mp:
        _disk_full(mp)
        assert not window.lifecycle.save()
    assert answers.errors == [
        (
            "Cannot save plan",
            f"The plan was not saved.\n\ncannot write {path}: No space left on device",
        )
    ]
    assert window.document.is_modified() and window.isWindowModified()
    assert window.document.plan.platforms[0].mfu == 0.45
    assert snapshot(path) == before
    assert [p.name for p in tmp_path.iterdir()] == ["plan.gpuplan"]  # no temporary file
    assert window.lifecycle.save()  # space freed: the same Save now works
    assert load_plan(path).platforms[0].mfu == 0.45 and not window.document.is_modified()


def test_closing_with_a_save_that_fails_keeps_the_window(make_window, answers, tmp_path):
    """Close → Save → the disk is full: the window stays open with the edits."""
    path = tmp_path / "plan.gpuplan"
    save_plan(load_plan(example_plan()), path)
    window = make_window(path)
    window.show()
    _edit(window, 0.45)
    answers.save_choice = prompts.SaveChoice.SAVE
    with pytest.MonkeyPatch.context() as mp:
        _disk_full(mp)
        assert not window.close()
    assert window.isVisible() and window.document.is_modified()
    assert len(answers.errors) == 1 and "No space left on device" in answers.errors[0][1]
    assert load_plan(path).platforms[0].mfu == 0.4


@pytest.mark.parametrize("where", ["missing folder", "a folder", "read-only folder"])
def test_save_as_to_a_bad_place(make_window, answers, tmp_path, monkeypatch, where):
    window = make_window()
    _edit(window, 0.45)
    if where == "missing folder":
        answers.save_path = tmp_path / "nowhere" / "plan.gpuplan"
        reason = f"the folder {tmp_path / 'nowhere'} does not exist"
    elif where == "a folder":
        answers.save_path = tmp_path / "plan.gpuplan"
        answers.save_path.mkdir()
        reason = "it is a folder"
    else:
        answers.save_path = tmp_path / "plan.gpuplan"

        def refuse(*args: object, **kwargs: object):
            raise PermissionError(errno.EACCES, "Permission denied")

        monkeypatch.setattr(atomic.tempfile, "mkstemp", refuse)  # root ignores chmod 555
        reason = "Permission denied"
    assert not window.lifecycle.save_as()
    assert answers.errors == [
        (
            "Cannot save plan",
            f"The plan was not saved.\n\ncannot write {answers.save_path}: {reason}",
        )
    ]
    assert window.document.path is None and window.document.is_modified()


def test_a_failed_export_keeps_the_old_workbook(make_window, answers, tmp_path, monkeypatch):
    window = make_window()
    target = tmp_path / "plan.xlsx"
    target.write_bytes(b"last month's workbook")
    answers.export_path = target
    _disk_full(monkeypatch)
    assert not window.lifecycle.export_excel()
    assert answers.errors == [
        (
            "Export to Excel",
            f"The workbook was not written.\n\ncannot write {target}: No space left on device",
        )
    ]
    assert target.read_bytes() == b"last month's workbook"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["plan.xlsx"]


def test_export_over_the_plan_itself_is_refused(make_window, answers, tmp_path):
    """A slip in the export dialog (the plan's own name, overwrite confirmed) keeps the plan."""
    path = tmp_path / "plan.gpuplan"
    save_plan(load_plan(example_plan()), path)
    before = snapshot(path)
    window = make_window(path)
    answers.export_path = path
    assert not window.lifecycle.export_excel()
    assert answers.errors == [
        ("Export to Excel", "That is this plan's own file. Choose another name for the workbook.")
    ]
    assert snapshot(path) == before and load_plan(path) == window.document.plan


# A real app process: the example plan, an MFU edit, the autosave the one-minute timer does,
# then it waits in its event loop until the test kills it.
_APP = """
import sys
from gpuplanner.core.edit import replace_at
from gpuplanner.gui.app import create_main_window, make_application
from gpuplanner.gui.recovery import Recovery
from gpuplanner.gui.settings import Settings

app = make_application()
window = create_main_window(None, Settings(), Recovery())
doc = window.document
doc.apply(replace_at(doc.plan, ("platforms", 0, "mfu"), 0.55), "MFU")
window.lifecycle.autosave()
print(window.lifecycle.recovery.file, flush=True)
sys.exit(app.exec())
"""


def test_a_killed_app_is_offered_back_by_the_next_window(make_window, answers):
    """SIGKILL (a crash, the OOM killer): no clean-up runs, the lock file stays with a dead
    process id; the next window must see the session is gone and offer its edits."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}  # the test's own user folders
    proc = subprocess.Popen(
        [sys.executable, "-c", _APP],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = proc.stdout.readline()
        recovery_file = Path(line.strip())
        assert recovery_file.is_file(), line or proc.stderr.read()
        assert recovery_file.with_suffix(".lock").is_file()  # the session holds its lock
        window = make_window()
        assert not window.lifecycle.offer_recovery()  # still running: not offered
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=60)
    assert proc.returncode == -signal.SIGKILL
    assert recovery_file.with_suffix(".lock").is_file()  # nothing cleaned up after a kill

    window = make_window()
    assert window.lifecycle.offer_recovery()
    assert answers.asked == [f"restore:{EXAMPLE_TITLE}"]
    assert window.document.plan.platforms[0].mfu == 0.55
    assert window.document.is_modified()
    assert not recovery_file.exists() and not recovery_file.with_suffix(".lock").exists()


def test_odd_recovery_files_never_stop_the_start_and_are_not_thrown_away_lightly(
    make_window, answers, monkeypatch
):
    """Left by crashed sessions: a damaged file is set aside with a warning (it can never be
    restored); one written by a newer gpuplanner, and one the disk will not read right now, are
    kept for later; the good one is offered."""
    folder = Recovery().folder
    good = json.loads(example_plan().read_text(encoding="utf-8"))
    good["platforms"][0]["mfu"] = 0.55

    def payload(**changes: object) -> str:
        data = {
            "format": "gpuplanner-recovery",
            "format_version": 1,
            "saved_at": "2025-06-01T10:00:00+08:00",
            "original_path": None,
            "plan": good,
        }
        return json.dumps({**data, **changes})

    files = {
        "damaged": "[1, 2",
        "a_list": "[]",
        "newer_file": payload(format_version=2),
        "newer_plan": payload(
            plan={**good, "format_version": PLAN_FORMAT_VERSION + 1, "new_key": 1}
        ),
        "unreadable": payload(),
        "good": payload(),
    }
    for name, text in files.items():
        (folder / f"session-{name}.json").write_text(text, encoding="utf-8")
    real_read = recovery.read_regular

    def flaky(path: Path, limit: int) -> bytes:
        if Path(path).name == "session-unreadable.json":
            raise OSError(errno.EIO, "Input/output error")
        return real_read(path, limit)

    monkeypatch.setattr(recovery, "read_regular", flaky)
    window = make_window()
    assert window.lifecycle.offer_recovery()
    assert answers.asked == [f"restore:{EXAMPLE_TITLE}"]
    assert window.document.plan.platforms[0].mfu == 0.55
    left = sorted(p.name for p in folder.glob("session-*.json"))
    kept = ["newer_file", "newer_plan", "unreadable"]
    assert [n for n in left if n != window.lifecycle.recovery.file.name] == [
        f"session-{n}.json" for n in kept
    ]
    aside = sorted(p.name for p in (folder / "set-aside").iterdir())
    assert aside == ["session-a_list.json", "session-damaged.json"]
    [(title, text)] = answers.warnings
    assert title == "Recovery files set aside"
    assert "session-damaged.json: not valid JSON: Expecting ',' delimiter" in text


def test_autosave_into_an_unwritable_folder_only_says_so(make_window, monkeypatch):
    window = make_window()
    _edit(window, 0.45)
    messages: list[str] = []
    window.lifecycle.message.connect(messages.append)
    _disk_full(monkeypatch)
    window.lifecycle.autosave()  # the timer's call: no exception, no dialog
    assert len(messages) == 1
    assert messages[0].startswith("Autosave failed: cannot write ")
    assert messages[0].endswith("No space left on device")
    assert window.document.is_modified()


def test_a_thousand_platforms_evaluate_and_update_the_ranking(qtbot):
    """An edit of a 1,000-platform plan reaches the ranking table (sized like the Results
    tab, from 100 rows) with the cheapest platform first. Its speed is printed, not asserted,
    by ``python tests/benchmarks/bench.py extreme_1000_edit_ms``."""
    bench = str(ROOT / "tests" / "benchmarks")
    if bench not in sys.path:
        sys.path.insert(0, bench)
    from extreme_plans import thousand_platforms

    document = PlanDocument(thousand_platforms())
    model = RankingTableModel()
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setResizeContentsPrecision(100)
    view.resize(1280, 500)
    view.show()
    model.set_result(document.plan, document.result)
    document.apply(replace_at(document.plan, MFU, 0.5), "MFU")
    document.evaluate_now()
    model.set_result(document.plan, document.result)
    QApplication.processEvents()  # the view lays out and paints the new figures
    assert model.rowCount() == 1000
    best = document.result.best
    assert model.index(0, Column.PLATFORM).data() == best.name
