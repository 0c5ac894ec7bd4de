"""The shell around the document: Excel export from the File menu, About, the View toggles,
and ``gpuplanner --smoke`` as CI and the packaged build run it."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import zipfile

import app_helpers

from gpuplanner.gui import format as fmt

# Fixtures shared by the app-shell tests (pytest finds them as module attributes).
answers = app_helpers.answers
make_window = app_helpers.make_window


def test_export_to_excel_writes_the_workbook(make_window, answers, tmp_path):
    window = make_window()
    answers.export_path = tmp_path / "plan.xlsx"
    assert window.export_action.isEnabled()
    assert window.export_action.shortcut().toString() == "Ctrl+E"
    window.export_action.trigger()
    assert answers.errors == []
    with zipfile.ZipFile(answers.export_path) as book:
        assert "xl/workbook.xml" in book.namelist()


def test_a_failed_export_says_why_and_keeps_the_old_file(
    make_window, answers, tmp_path, monkeypatch
):
    window = make_window()
    target = tmp_path / "plan.xlsx"
    target.write_bytes(b"the old workbook")
    answers.export_path = target

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)  # as when Excel holds the file open
    window.export_action.trigger()
    assert len(answers.errors) == 1
    assert str(target) in answers.errors[0][1]
    assert target.read_bytes() == b"the old workbook"


def test_about_and_view_toggles(make_window, answers):
    window = make_window()
    window.show()
    window.about_action.trigger()
    assert answers.asked == ["about"]
    window.warnings_action.trigger()
    assert not window.results_tab.warnings.isVisibleTo(window)
    window.status_bar_action.trigger()
    assert not window.statusBar().isVisibleTo(window)
    again = make_window()  # the choices are remembered
    assert not again.warnings_action.isChecked() and not again.status_bar_action.isChecked()


def test_money_and_figures_are_formatted_for_people():
    assert fmt.money(2880, "CNY") == "¥2,880.00"
    assert fmt.money(-1234.5, "USD") == "-$1,234.50"
    assert fmt.money(10, "CHF") == "CHF 10.00"
    assert fmt.money(float("nan"), "CNY") == fmt.DASH
    assert fmt.percent(0.6552) == "66%"
    assert fmt.fill("%1 then %2", "%2", "b") == "%2 then b"


def test_smoke_paints_once_and_exits_zero():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "gpuplanner", "--smoke"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    match = re.search(r"^first paint: (\d+) ms$", done.stdout, re.MULTILINE)
    assert match, done.stdout
    assert 0 < int(match.group(1)) < 30_000
