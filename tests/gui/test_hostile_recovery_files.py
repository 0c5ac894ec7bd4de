"""Recovery files are data from a stranger (issue 26): whatever lies in the state folder, the
start goes on, bad files are set aside with a warning, and ``original_path`` is only offered —
the file it names is written only after the user chose it in the save dialog.

Every file is generated small here (the 64 MiB one is sparse: its size is refused before a byte
is read); each test has a timeout, so a FIFO that blocked would fail instead of hanging.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import app_helpers
import pytest

from gpuplanner.gui import prompts
from gpuplanner.gui.recovery import Recovery
from gpuplanner.io.plan_file import MAX_FILE_BYTES, load_plan, save_plan
from gpuplanner.paths import example_plan

pytestmark = pytest.mark.timeout(60)
answers = app_helpers.answers
make_window = app_helpers.make_window


def _plan(mfu: float) -> dict:
    plan = json.loads(example_plan().read_text(encoding="utf-8"))
    plan["platforms"][0]["mfu"] = mfu
    return plan


def _payload(mfu: float = 0.55, **changes: object) -> str:
    data = {
        "format": "gpuplanner-recovery",
        "format_version": 1,
        "saved_at": "2025-06-01T10:00:00+08:00",
        "original_path": None,
        "plan": _plan(mfu),
    }
    return json.dumps({**data, **changes})


@pytest.fixture
def shanghai(monkeypatch):
    """Local time is UTC+8 (no summer time), so a naive 10:00 is 02:00 UTC."""
    monkeypatch.setenv("TZ", "Asia/Shanghai")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_odd_recovery_files_are_set_aside_and_the_newest_good_one_is_offered(
    make_window, answers, shanghai
):
    folder = Recovery().folder
    files = {
        "deep": "[" * 200_000,
        "huge_int": '{"a": ' + "9" * 5000 + "}",  # past Python's 4,300-digit limit
        "bad_time": _payload(saved_at="yesterday"),
        "no_time": _payload(saved_at=12),
        "bad_title": _payload(plan={**_plan(0.5), "format_version": 2} | {"title": 5}),
        # Two good files, one naive (local time, 02:00 UTC) and one with a zone (03:00 UTC):
        # sorting them must not raise, and the one with the later instant wins.
        "naive": _payload(0.55, saved_at="2025-06-01T10:00:00"),
        "aware": _payload(0.6, saved_at="2025-06-01T03:00:00+00:00"),
    }
    for name, text in files.items():
        (folder / f"session-{name}.json").write_text(text, encoding="utf-8")
    os.mkfifo(folder / "session-fifo.json")  # opening it would block for ever
    (folder / "session-zero.json").symlink_to("/dev/zero")  # reading it never ends
    (folder / "session-loop.json").symlink_to(folder / "session-loop.json")
    with open(folder / "session-sparse.json", "wb") as fh:  # 64 MiB + 1 byte, no disk used
        fh.truncate(MAX_FILE_BYTES + 1)

    window = make_window()
    assert window.lifecycle.offer_recovery()
    assert window.document.plan.platforms[0].mfu == 0.6  # 03:00 UTC is after 10:00 at UTC+8

    aside = {p.name for p in (folder / "set-aside").iterdir()}
    expected = {"deep", "huge_int", "bad_time", "no_time", "bad_title"}
    expected |= {"fifo", "zero", "loop", "sparse"}
    assert aside == {f"session-{n}.json" for n in expected}
    left = {p.name for p in folder.glob("session-*.json")} - {window.lifecycle.recovery.file.name}
    assert left == {"session-naive.json"}  # the older good one waits for the next start

    [(title, text)] = answers.warnings
    assert title == "Recovery files set aside"
    assert f"They were moved to {folder / 'set-aside'}." in text
    assert "… and 4 more" in text  # 9 files: five named, the rest counted
    # Which five are named depends on the folder's order; each says why.
    lines = [line.split(": ", 1) for line in text.splitlines() if line.startswith("session-")]
    named = dict(lines)
    known = {
        "session-deep.json": "the JSON is nested too deeply",
        "session-bad_time.json": "saved_at: must be a date and time (ISO 8601)",
        "session-no_time.json": "saved_at: must be a date and time (ISO 8601)",
        "session-bad_title.json": "plan.title: must be text (got 5)",
        "session-fifo.json": "a named pipe (FIFO) is not a plan file",
        "session-zero.json": "a device is not a plan file",
        "session-sparse.json": "the file is too large for a plan (67,108,865 bytes)",
    }
    assert len(named) == 5
    for name, reason in named.items():
        if name in known:
            assert reason.startswith(known[name]), (name, reason)


def test_the_set_aside_warning_speaks_chinese(make_window, answers, chinese):
    folder = Recovery().folder
    (folder / "session-deep.json").write_text("[" * 200_000, encoding="utf-8")
    make_window().lifecycle.offer_recovery()
    [(title, text)] = answers.warnings
    assert title == "已移走的恢复文件"
    assert "session-deep.json: JSON 嵌套层级过深" in text


def _saves(monkeypatch, answer: Path | None) -> list[Path]:
    """The save dialog's suggestions; it answers ``answer``."""
    asked: list[Path] = []

    def ask(parent: object, suggested: Path) -> Path | None:
        asked.append(suggested)
        return answer

    monkeypatch.setattr(prompts, "ask_save_path", ask)
    return asked


def test_a_recovery_file_naming_any_file_never_writes_it_unasked(
    make_window, answers, monkeypatch, tmp_path
):
    """original_path names the user's notes (not a plan): Restore then Save opens the save
    dialog with that name suggested; cancelled, nothing is written; another name chosen, the
    plan goes there and the notes are untouched. Later saves go to the chosen file."""
    victim = tmp_path / "notes.txt"
    victim.write_text("my notes\n", encoding="utf-8")
    folder = Recovery().folder
    (folder / "session-stranger.json").write_text(
        _payload(0.55, original_path=str(victim)), encoding="utf-8"
    )
    window = make_window()
    assert window.lifecycle.offer_recovery()
    assert answers.asked == ["restore:notes.txt"]

    asked = _saves(monkeypatch, None)
    assert not window.lifecycle.save()
    assert asked == [victim]
    assert victim.read_text(encoding="utf-8") == "my notes\n"

    chosen = tmp_path / "chosen.gpuplan"
    asked = _saves(monkeypatch, chosen)
    assert window.lifecycle.save()
    assert victim.read_text(encoding="utf-8") == "my notes\n"
    assert load_plan(chosen).platforms[0].mfu == 0.55
    window.document.apply(window.document.plan.model_copy(update={"title": "again"}), "t")
    assert window.lifecycle.save() and asked == [victim]  # no dialog the second time
    assert load_plan(chosen).title == "again"


def test_restoring_edits_of_a_real_plan_still_asks_before_the_first_save(
    make_window, answers, monkeypatch, tmp_path
):
    """Even when original_path holds a plan (undo goes back to it), Save asks first; choosing
    that same file in the dialog is the user's choice and writes it."""
    path = tmp_path / "plan.gpuplan"
    save_plan(load_plan(example_plan()), path)
    (Recovery().folder / "session-edit.json").write_text(
        _payload(0.45, original_path=str(path)), encoding="utf-8"
    )
    window = make_window()
    assert window.lifecycle.offer_recovery()
    asked = _saves(monkeypatch, path)
    assert window.lifecycle.save()
    assert asked == [path]
    assert load_plan(path).platforms[0].mfu == 0.45


def test_thousands_of_recovery_files_are_read_twenty_at_a_start(make_window, answers):
    """A folder holding 300 damaged files: one start sets aside the 20 newest (by their
    modification time) and leaves the rest for later starts."""
    folder = Recovery().folder
    for k in range(300):
        path = folder / f"session-junk{k:03}.json"
        path.write_text("[1, 2", encoding="utf-8")
        os.utime(path, ns=(k * 10**9, k * 10**9))  # junk299 is the newest
    assert not make_window().lifecycle.offer_recovery()
    aside = sorted(p.name for p in (folder / "set-aside").iterdir())
    assert aside == [f"session-junk{k:03}.json" for k in range(280, 300)]
    assert len(list(folder.glob("session-junk*.json"))) == 280


def test_a_state_folder_that_cannot_be_made_does_not_stop_the_start(make_window, answers):
    """A file where the recovery folder belongs: the window opens, autosave says why."""
    folder = Recovery().folder
    for p in folder.iterdir():
        p.unlink()
    folder.rmdir()
    folder.write_text("not a folder", encoding="utf-8")
    window = make_window()
    messages: list[str] = []
    window.lifecycle.message.connect(messages.append)
    assert not window.lifecycle.offer_recovery()
    window.document.apply(window.document.plan.model_copy(update={"title": "edited"}), "t")
    window.lifecycle.autosave()
    assert len(messages) == 1 and messages[0].startswith("Autosave failed: cannot write ")


def test_a_fifo_or_a_device_as_a_lock_file_never_hangs_the_start(make_window, answers, tmp_path):
    """QLockFile reads an existing lock to check its process: a FIFO as a recovery file's lock
    (or as the open-plan lock of the plan being opened) blocked it for ever, a link to
    /dev/zero read without end. They are removed unopened; the recovery file is offered."""
    from gpuplanner.gui.open_files import _lock_path

    folder = Recovery().folder
    (folder / "session-fifo.json").write_text(_payload(0.55), encoding="utf-8")
    os.mkfifo(folder / "session-fifo.lock")
    (folder / "session-zero.json").write_text("[1, 2", encoding="utf-8")
    (folder / "session-zero.lock").symlink_to("/dev/zero")
    plan = tmp_path / "plan.gpuplan"
    save_plan(load_plan(example_plan()), plan)
    (folder / "open").mkdir()
    os.mkfifo(_lock_path(plan, folder / "open"))
    window = make_window(plan)  # claims the plan's lock: the FIFO is gone first
    assert window.lifecycle.offer_recovery()
    assert window.document.plan.platforms[0].mfu == 0.55
    assert not os.path.lexists(folder / "session-zero.lock")
    assert [item.name for item in window.lifecycle.recovery.set_aside] == ["session-zero.json"]


@pytest.mark.parametrize(
    "original",
    ["/" + "x" * 5000 + "/plan.gpuplan", "/dev/zero", "relative/../plan.gpuplan", "\ud800.gpuplan"],
    ids=["name_too_long", "device", "relative", "surrogate"],
)
def test_any_original_path_restores_without_failing(make_window, answers, monkeypatch, original):
    """original_path is a stranger's text: too long for the system, a device, relative, a lone
    surrogate — restoring never raises, and Save still asks first."""
    (Recovery().folder / "session-odd.json").write_text(
        _payload(0.55, original_path=original), encoding="utf-8"
    )
    window = make_window()
    assert window.lifecycle.offer_recovery()
    assert window.document.plan.platforms[0].mfu == 0.55
    asked = _saves(monkeypatch, None)
    assert not window.lifecycle.save()
    assert len(asked) == 1
