"""Autosave after the last edit (issue #17): an app killed with SIGKILL five seconds after an
edit — nothing saved by hand, no clean-up run — gives that edit back to the next window."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import app_helpers
import pytest

answers = app_helpers.answers
make_window = app_helpers.make_window

ROOT = Path(__file__).resolve().parents[2]

# The child edits the MFU as a user would (through the document, no autosave call) and says
# where its recovery file is five seconds later; the parent then kills it.
_CHILD = """
import sys
from PySide6.QtCore import QTimer
from gpuplanner.core.edit import replace_at
from gpuplanner.gui.app import create_main_window, make_application
from gpuplanner.gui.recovery import Recovery
from gpuplanner.gui.settings import Settings

app = make_application()
window = create_main_window(None, Settings(), Recovery())
doc = window.document
doc.apply(replace_at(doc.plan, ("platforms", 0, "mfu"), 0.37), "MFU")
QTimer.singleShot(5000, lambda: print(window.lifecycle.recovery.file, flush=True))
sys.exit(app.exec())
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_kill_five_seconds_after_an_edit_loses_nothing(make_window, answers) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}  # the test's own user folders
    proc = subprocess.Popen(
        [sys.executable, "-c", _CHILD],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = proc.stdout.readline() if proc.stdout else ""
    finally:
        proc.send_signal(signal.SIGKILL)
        _out, err = proc.communicate(timeout=60)
    assert proc.returncode == -signal.SIGKILL
    assert Path(line.strip()).is_file(), err  # written by the autosave, never by a clean exit

    window = make_window()
    assert window.lifecycle.offer_recovery()
    assert window.document.plan.platforms[0].mfu == 0.37
    assert window.document.is_modified()
