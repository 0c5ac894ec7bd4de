"""A plan file from a stranger (issue 18) in the app: start-up on a hostile last session,
drops, ``gpuplanner PLAN --smoke``.

Prompts are answered by the monkeypatched functions of app_helpers. Every test is bounded
by a timeout (a hang fails it); the files involved are checked unchanged.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import app_helpers
import pytest
from hardening_cases import CASES, golden, snapshot
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent

from gpuplanner.gui.settings import Settings
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan

answers = app_helpers.answers
make_window = app_helpers.make_window
pytestmark = pytest.mark.timeout(180)

ROOT = Path(__file__).resolve().parents[2]
LAST_SESSION = (
    "The plan of the last session could not be opened; the example plan is open instead. "
)


def _case(case_id: str, folder: Path) -> Path:
    return next(c for c in CASES if c.id == case_id).make(folder)


@pytest.mark.parametrize("case_id", ["huge_digits", "lone_surrogate", "fifo", "dev_zero"])
def test_a_hostile_last_session_starts_the_app_with_a_message(
    make_window, answers, tmp_path, case_id
):
    """Case 2: the last session's plan became hostile (5,000 digits once crashed every plain
    start). The window opens on the example, says why once in the status bar (no dialog: the
    user did not ask for that file this time) and forgets it, so the next start is clean;
    the file itself is untouched."""
    bad = _case(case_id, tmp_path)
    before = snapshot(bad)
    Settings().last_file = bad
    window = make_window()
    assert window.document.path is None
    assert window.document.plan == load_plan(example_plan())
    assert answers.errors == []  # not asked for this time: the status bar says it
    message = window.statusBar().currentMessage()
    assert message.startswith(LAST_SESSION + str(bad)), message
    assert Settings().last_file is None
    assert make_window().statusBar().currentMessage() == ""  # the next start: clean
    assert snapshot(bad) == before


def test_a_requested_hostile_file_says_so_without_the_last_session_words(
    make_window, answers, tmp_path
):
    """``gpuplanner bad.gpuplan``: the plain open message, the last session kept."""
    bad = _case("huge_digits", tmp_path)
    good = tmp_path / "good.gpuplan"
    good.write_text(json.dumps(golden(), ensure_ascii=False), encoding="utf-8")
    Settings().last_file = good
    window = make_window(bad)
    assert window.document.path == good  # the last session opens instead of the example
    assert len(answers.errors) == 1
    assert answers.errors[0][1].startswith("The plan could not be opened.\n\n" + str(bad))
    assert "5,000 digits" in answers.errors[0][1]


def test_dropping_a_file_of_5000_digits_shows_the_error(make_window, answers, qtbot, tmp_path):
    """Case 2: a drop once did nothing (the ValueError died in the Qt slot); now the dialog."""
    bad = _case("huge_digits", tmp_path)
    window = make_window()
    plan = window.document.plan
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(bad))])
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(event)
    qtbot.waitUntil(lambda: len(answers.errors) == 1, timeout=5000)
    assert "workload.global_batch: a whole number of 5,000 digits" in answers.errors[0][1]
    assert window.document.plan == plan


def test_a_loader_bug_is_a_dialog_not_a_silent_nothing(make_window, answers, monkeypatch, tmp_path):
    """Anything the loader raises (here a simulated bug) reaches the user as the dialog."""
    from gpuplanner.gui import lifecycle

    def broken(path: object) -> object:
        raise MemoryError

    path = tmp_path / "plan.gpuplan"
    path.write_text(json.dumps(golden(), ensure_ascii=False), encoding="utf-8")
    window = make_window()
    monkeypatch.setattr(lifecycle, "load_plan", broken)
    assert not window.lifecycle.open(path)
    assert answers.errors == [
        (
            "Cannot open plan",
            f"The plan could not be opened.\n\n{path}: internal error while reading (MemoryError)",
        )
    ]


def _smoke(path: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(home),
        "XDG_DATA_HOME": str(home),
        "XDG_STATE_HOME": str(home),
        "XDG_CACHE_HOME": str(home),
    }
    return subprocess.run(
        [sys.executable, "-m", "gpuplanner", str(path), "--smoke"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=150,
    )


def test_smoke_opens_the_given_plan_and_paints_every_tab(tmp_path):
    """``gpuplanner PLAN --smoke``: that plan (not the example), its title, a paint, the
    charts, every tab; exit 0."""
    data = golden()
    data["title"] = "Smoke \x1b]0;owned\x07 test"
    path = tmp_path / "smoke.gpuplan"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    done = _smoke(path, tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "opened: Smoke \\x1b]0;owned\\x07 test"  # escaped for the terminal
    assert lines[1].startswith("first paint: ")
    assert lines[2].startswith("charts ready: ")


def test_smoke_on_an_unopenable_plan_prints_the_dialog_message_and_exits_2(tmp_path):
    bad = _case("repeated_key", tmp_path)
    before = snapshot(bad)
    done = _smoke(bad, tmp_path)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.endswith(
        "gpuplanner: Cannot open plan: The plan could not be opened.\n\n"
        f"{bad}: platforms[0].pricing.price_per_gpu_hour: this key appears twice in the "
        "object (first 10.0, then 99999); a plan must give each value once\n"
    )
    assert snapshot(bad) == before
