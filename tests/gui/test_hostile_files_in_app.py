"""A plan file from a stranger (issue 18) in the app: start-up on a hostile last session,
drops, ``gpuplanner PLAN --smoke``.

Prompts are answered by the monkeypatched functions of app_helpers. Every test is bounded
by a timeout (a hang fails it); the files involved are checked unchanged.
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import app_helpers
import pytest
from hardening_cases import CASES, DEV_ZERO_MARKUP, MARKUP, golden, markup_everywhere, snapshot
from PySide6 import QtGui
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QMessageBox,
    QToolTip,
)
from wait import WAIT_MS

from gpuplanner.gui.app import paint_every_tab
from gpuplanner.gui.plain_text import tooltip_html
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
    app_helpers.drop_file(window, bad)
    qtbot.waitUntil(lambda: len(answers.errors) == 1, timeout=WAIT_MS)
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
    # The plan's text is cleaned when read (core/text.py, issue 26): ESC and BEL are gone.
    assert lines[0] == "opened: Smoke ]0;owned test"
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


# --- Case 1: markup in every text field is shown as text ---------------------------------
PROBE = 'src="/nonexistent/gpuplanner-probe.png"'  # raw only where HTML would be rendered


def _renders_rich(label: QLabel) -> bool:
    kind = label.textFormat()
    auto = kind == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(label.text())
    return kind == Qt.TextFormat.RichText or auto


def _open_markup_plan(make_window, tmp_path: Path):
    path = tmp_path / "markup.gpuplan"
    path.write_text(json.dumps(markup_everywhere(), ensure_ascii=False), encoding="utf-8")
    window = make_window()
    window.resize(1280, 800)
    window.show()
    assert window.lifecycle.open(path)
    window.document.evaluate_now()
    tabs = paint_every_tab(window)  # every tab and chart tab shown and painted
    assert tabs >= 10
    return window


def test_markup_in_every_text_field_is_never_rendered(make_window, answers, qtbot, tmp_path):
    """Case 1: a plan with an image, a link, a table and bold in all 19 of its text fields
    (title, notes, names, GPU and model names, fee names and notes, the trial's note, the
    fleet's texts), every tab and chart painted: no label renders markup holding the plan's
    text, and no chart text (legend, title, axis, note) holds it unescaped."""
    window = _open_markup_plan(make_window, tmp_path)
    # The window's own tree (docks included): QApplication.allWidgets() would also hand back
    # widgets of earlier tests that Qt is still deleting, and touching those crashes.
    labels = window.findChildren(QLabel)
    showing = [label for label in labels if "gpuplanner-probe" in label.text()]
    assert showing, "the plan's names reach labels (the best platform, the status)"
    assert [label.text() for label in showing if _renders_rich(label)] == []
    assert window.best_label.textFormat() == Qt.TextFormat.PlainText
    chart_texts = []
    for view in window.findChildren(QGraphicsView):
        for item in view.scene().items():
            if isinstance(item, QGraphicsTextItem):
                chart_texts.append(item.toHtml())
    # The plan's names reach the charts (a title cuts a long one to its start, so the
    # escaped start of the markup is what is there), as text.
    assert any("&lt;img src=" in html for html in chart_texts)
    assert [html for html in chart_texts if PROBE in html] == []
    assert answers.errors == []


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen tooltips
def test_a_tooltip_with_markup_shows_its_text(make_window, answers, qtbot, tmp_path):
    """Case 1: tooltips are rich text by Qt's guess. A fee's note (the fee table's tooltip)
    and a platform's name in the ranking: the tooltip shown is the escaped text."""
    window = _open_markup_plan(make_window, tmp_path)
    shown = []
    for tab in range(window.tabs.count()):
        window.tabs.setCurrentIndex(tab)
        QApplication.processEvents()
        shown += _tooltips_shown(window)
    assert shown, "some view shows a plan text as a tooltip"
    for tip, text in shown:
        assert text == tooltip_html(tip)
        assert "&lt;img src=&quot;/nonexistent/gpuplanner-probe.png&quot;&gt;" in text
    QToolTip.hideText()


def _tooltips_shown(window) -> list[tuple[str, str]]:
    """Hover each visible cell whose tooltip holds plan text: (its tooltip, what is shown)."""
    shown = []
    for view in window.findChildren(QAbstractItemView):
        model = view.model()
        if model is None or not view.isVisible():
            continue
        for row in range(min(model.rowCount(), 3)):
            for col in range(model.columnCount()):
                index = model.index(row, col)
                tip = index.data(Qt.ItemDataRole.ToolTipRole)
                if not isinstance(tip, str) or "gpuplanner-probe" not in tip:
                    continue
                rect = view.visualRect(index)
                if rect.isEmpty():
                    continue
                viewport = view.viewport()
                at = rect.center()
                event = QHelpEvent(QEvent.Type.ToolTip, at, viewport.mapToGlobal(at))
                QApplication.sendEvent(viewport, event)
                shown.append((tip, QToolTip.text()))
    return shown


def test_an_error_message_quoting_markup_is_plain_text(monkeypatch):
    """Case 1: the error dialog quotes the file name and the plan's text: plain text."""
    boxes: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: boxes.append(self) or 0)
    real = importlib.import_module("gpuplanner.gui.prompts")
    importlib.reload(real)  # the answers fixture is not used here: the real show_error
    real.show_error(None, "Cannot open plan", f"{MARKUP}: unknown key")
    assert boxes[0].textFormat() == Qt.TextFormat.PlainText
    assert boxes[0].text() == f"{MARKUP}: unknown key"


def test_smoke_on_a_plan_with_dev_zero_markup_everywhere_exits_0(tmp_path):
    """Case 1, the reported crash: ``<img src="/dev/zero">`` in every text field once aborted
    the app (std::bad_alloc) about 3 s after opening; now ``--smoke`` paints it all."""
    path = tmp_path / "dev-zero.gpuplan"
    data = markup_everywhere(DEV_ZERO_MARKUP)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    done = _smoke(path, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith(f"opened: {data['title']}\n")


# --- Case 5: a damaged user catalog is said in the app ------------------------------------
@pytest.fixture
def fresh_catalog():
    from gpuplanner.gui import catalog_source

    catalog_source.clear_cache()  # the catalog is loaded once per process: reload it here
    yield
    catalog_source.clear_cache()  # and leave no damaged one to the next test


@pytest.mark.parametrize("damage", ["bad_json", "dev_zero"])
def test_a_damaged_user_catalog_is_said_at_start_and_the_gpus_stay(
    make_window, answers, fresh_catalog, damage
):
    """Case 5: the user's entries once vanished from the app without a word (only the CLI
    warned), and a catalog linked to /dev/zero left no GPUs at all."""
    from gpuplanner.gui import catalog_source
    from gpuplanner.io.user_dirs import user_catalogs_dir

    folder = user_catalogs_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "gpus.json"
    if damage == "bad_json":
        path.write_text('{"schema_version": 1, "gpus": [', encoding="utf-8")
    else:
        path.symlink_to("/dev/zero")
    window = make_window()
    assert answers.warnings == []  # not before the first paint: the catalog is read after it
    window.finish_start()
    assert len(answers.warnings) == 1
    title, message = answers.warnings[0]
    assert title == "Your catalog"
    assert message.startswith("Some entries of your own catalog cannot be used")
    assert f"\n\n{path}: " in message
    assert ("a device is not a catalog file" if damage == "dev_zero" else "not valid JSON") in (
        message
    )
    assert any(c.id == "h100-sxm-80gb" for c in catalog_source.gpus())  # the bundled GPUs stay


# --- Case 7: two windows on one plan --------------------------------------------------------
def _two_windows(make_window, tmp_path: Path):
    """Window B opens the plan, then window A opens it, edits the title and saves; then B
    (opened earlier) edits the notes and saves."""
    path = tmp_path / "shared.gpuplan"
    path.write_text(json.dumps(golden(), ensure_ascii=False), encoding="utf-8")
    b = make_window(path)
    a = make_window(path)
    doc_a = a.document
    doc_a.apply(doc_a.plan.model_copy(update={"title": "A's title"}), "title")
    assert a.lifecycle.save()
    doc_b = b.document
    doc_b.apply(doc_b.plan.model_copy(update={"notes": "B's notes"}), "notes")
    return path, a, b


@pytest.mark.parametrize("choice", ["cancel", "overwrite", "reload", "save_as"])
def test_the_second_window_is_asked_before_its_save_drops_the_first(
    make_window, answers, tmp_path, choice
):
    """Case 7: B's save once replaced A's title without a word. Now B is asked; each answer
    does what it says, and nothing is lost that the user did not choose to lose."""
    from gpuplanner.gui import prompts

    path, _, b = _two_windows(make_window, tmp_path)
    answers.conflict_choice = prompts.ConflictChoice(choice)
    answers.save_path = tmp_path / "mine.gpuplan"
    saved = b.lifecycle.save()
    assert answers.asked == ["save_conflict:shared.gpuplan"]
    on_disk = load_plan(path)
    if choice == "cancel":
        assert not saved and b.document.is_modified()
        assert (on_disk.title, on_disk.notes) == ("A's title", golden()["notes"])
    elif choice == "overwrite":
        assert saved and not b.document.is_modified()
        assert (on_disk.title, on_disk.notes) == (golden()["title"], "B's notes")
    elif choice == "reload":
        assert not saved and not b.document.is_modified()
        assert b.document.plan == on_disk  # A's version, B's notes edit given up
        assert on_disk.title == "A's title"
    else:
        assert saved and b.document.path == answers.save_path
        assert on_disk.title == "A's title"
        assert load_plan(answers.save_path).notes == "B's notes"
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".gpuplan") == (
        ["mine.gpuplan", "shared.gpuplan"] if choice == "save_as" else ["shared.gpuplan"]
    )


def test_no_question_when_the_file_is_as_this_window_left_it(make_window, answers, tmp_path):
    """Case 7: saving twice, or after another program only touched the file (same bytes, a
    new modification time), asks nothing."""
    path = tmp_path / "plan.gpuplan"
    path.write_text(json.dumps(golden(), ensure_ascii=False), encoding="utf-8")
    window = make_window(path)
    doc = window.document
    doc.apply(doc.plan.model_copy(update={"title": "one"}), "title")
    assert window.lifecycle.save()
    os.utime(path, (1_000_000_000, 1_000_000_000))  # touched, not changed
    doc.apply(doc.plan.model_copy(update={"title": "two"}), "title")
    assert window.lifecycle.save()
    assert answers.asked == [] and load_plan(path).title == "two"


def test_saving_a_plan_opened_through_a_symlink_keeps_the_link(make_window, answers, tmp_path):
    """Case 8 in the app: File → Save on a plan opened through a link writes the real file."""
    real = tmp_path / "real.gpuplan"
    real.write_text(json.dumps(golden(), ensure_ascii=False), encoding="utf-8")
    link = tmp_path / "link.gpuplan"
    link.symlink_to(real)
    window = make_window(link)
    doc = window.document
    doc.apply(doc.plan.model_copy(update={"title": "saved via the link"}), "title")
    assert window.lifecycle.save()
    assert answers.asked == [] and answers.errors == []
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert load_plan(real).title == "saved via the link"
    assert sorted(p.name for p in tmp_path.iterdir() if not p.is_dir()) == [
        "link.gpuplan",
        "real.gpuplan",
    ]
