"""The start-up path stays light: the spreadsheet libraries load only when a workbook is written.

openpyxl and xlsxwriter cost ~0.2 s each to import and nothing before the first paint needs
them (File → Export to Excel imports the exporter when it runs). Each check runs in a fresh
interpreter, because this test process may already hold them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

HEAVY = ("openpyxl", "xlsxwriter")
TIMEOUT_S = 60


def _loaded_after(code: str) -> dict:
    probe = (
        f"{code}\nimport json, sys\nprint(json.dumps({{m: m in sys.modules for m in {HEAVY!r}}}))"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        env=env,
        timeout=TIMEOUT_S,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_importing_the_app_does_not_import_the_spreadsheet_libraries():
    loaded = _loaded_after("import gpuplanner.gui.main_window, gpuplanner.gui.app")
    assert loaded == {"openpyxl": False, "xlsxwriter": False}


def test_the_first_paint_does_not_import_them_either():
    """The whole --smoke start (window on the example plan, evaluated and painted)."""
    loaded = _loaded_after("from gpuplanner.cli import main\nassert main(['--smoke']) == 0")
    assert loaded == {"openpyxl": False, "xlsxwriter": False}


def test_the_probe_sees_an_import_when_there_is_one():
    """So the checks above cannot pass by looking in the wrong place."""
    assert _loaded_after("import openpyxl")["openpyxl"] is True
