"""Documents in the main window: start-up, save/reopen, the close prompt, errors, recent files,
drops, and crash recovery (real windows, prompts answered by monkeypatched functions)."""

from __future__ import annotations

import gc
import json
from pathlib import Path

import app_helpers
import pytest
import shiboken6
from app_helpers import A100, EXAMPLE_TITLE
from wait import WAIT_MS

from gpuplanner.core.edit import replace_at
from gpuplanner.gui import prompts
from gpuplanner.gui.recovery import Recovery
from gpuplanner.gui.results.ranking_model import RAW_ROLE, Column
from gpuplanner.gui.settings import MAX_RECENT, Settings
from gpuplanner.io.plan_file import load_plan, save_plan
from gpuplanner.paths import example_plan

# Fixtures shared by the app-shell tests (pytest finds them as module attributes).
answers = app_helpers.answers
make_window = app_helpers.make_window

MFU = ("platforms", 0, "mfu")


def _edit_mfu(window, value: float = 0.5) -> None:
    doc = window.document
    doc.apply(replace_at(doc.plan, MFU, value), "MFU")
    doc.evaluate_now()


def _table(window) -> list[list[object]]:
    model = window.results_tab.model
    return [
        [model.index(r, c).data(RAW_ROLE) for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def test_first_start_opens_the_example_then_the_last_file(make_window, answers, tmp_path):
    first = make_window()
    assert first.document.plan == load_plan(example_plan())
    assert first.document.path is None and not first.isWindowModified()
    answers.save_path = tmp_path / "mine.gpuplan"
    assert first.lifecycle.save_as()
    first.close()

    again = make_window()
    assert again.document.path == tmp_path / "mine.gpuplan"
    (tmp_path / "mine.gpuplan").write_text("{ not json", encoding="utf-8")
    fallback = make_window()  # the last file no longer loads: the example, no error dialog
    assert fallback.document.path is None and answers.errors == []


def test_save_then_reopen_gives_the_same_plan_and_results(make_window, answers, tmp_path):
    window = make_window()
    _edit_mfu(window)
    assert window.isWindowModified() and "[*]" in window.windowTitle()
    answers.save_path = tmp_path / "edited.gpuplan"
    assert window.lifecycle.save()  # no path yet: Save asks where, like Save As
    assert not window.isWindowModified()
    assert window.windowTitle().startswith("edited.gpuplan")

    reopened = make_window(tmp_path / "edited.gpuplan")
    assert reopened.document.plan == window.document.plan
    assert reopened.document.plan.platforms[0].mfu == 0.5
    assert _table(reopened) == _table(window)


def test_close_with_changes_asks_and_cancel_keeps_the_window(make_window, answers, qtbot):
    window = make_window()
    window.show()
    _edit_mfu(window)
    answers.save_choice = prompts.SaveChoice.CANCEL
    assert not window.close()
    assert window.isVisible() and window.document.is_modified()
    assert answers.asked == [f"save_changes:{EXAMPLE_TITLE}"]

    answers.save_choice = prompts.SaveChoice.DISCARD
    assert window.close()
    assert not window.lifecycle.recovery.file.exists()  # a clean exit leaves no recovery file


def test_close_choosing_save_writes_the_file(make_window, answers, tmp_path):
    path = tmp_path / "plan.gpuplan"
    save_plan(load_plan(example_plan()), path)
    window = make_window(path)
    _edit_mfu(window, 0.45)
    answers.save_choice = prompts.SaveChoice.SAVE
    assert window.close()
    assert load_plan(path).platforms[0].mfu == 0.45


def test_a_bad_file_is_reported_and_left_untouched(make_window, answers, tmp_path):
    window = make_window()
    bad = tmp_path / "bad.gpuplan"
    data = example_plan().read_text(encoding="utf-8").replace('"mfu": 0.4', '"mfu": 1.7')
    bad.write_text(data, encoding="utf-8")
    before = bad.read_bytes()
    assert not window.lifecycle.open(bad)
    assert len(answers.errors) == 1
    _title, message = answers.errors[0]
    assert "platforms[0].mfu" in message  # the field is named
    assert bad.read_bytes() == before
    assert window.document.path is None  # the current plan stays


def test_new_and_open_ask_about_unsaved_changes(make_window, answers, tmp_path):
    window = make_window()
    _edit_mfu(window)
    answers.save_choice = prompts.SaveChoice.CANCEL
    assert not window.lifecycle.new()
    assert window.document.plan.platforms[0].mfu == 0.5
    answers.save_choice = prompts.SaveChoice.DISCARD
    assert window.lifecycle.new()
    assert window.document.plan.platforms == () and not window.isWindowModified()


def load_plan_text(file: Path) -> dict:
    return json.loads(file.read_text(encoding="utf-8"))


def test_recent_files_are_capped_and_pruned(tmp_path):
    settings = Settings()
    paths = []
    for i in range(MAX_RECENT + 2):
        path = tmp_path / f"p{i}.gpuplan"
        path.write_text("{}", encoding="utf-8")
        settings.add_recent(path)
        paths.append(path)
    recent = settings.recent_files()
    assert recent == [p.resolve() for p in reversed(paths)][:MAX_RECENT]
    paths[-1].unlink()
    assert settings.recent_files()[0] == paths[-2].resolve()


def test_dropping_a_plan_opens_it(make_window, qtbot, tmp_path):
    path = tmp_path / "dropped.gpuplan"
    save_plan(replace_at(load_plan(example_plan()), MFU, 0.3), path)
    window = make_window()
    app_helpers.drop_file(window, path)
    qtbot.waitUntil(lambda: window.document.path == path, timeout=WAIT_MS)
    assert window.document.plan.platforms[0].mfu == 0.3


def test_window_size_and_tab_are_restored(make_window):
    window = make_window()
    window.resize(700, 500)  # inside the offscreen screen (800 × 600), so not clamped
    window.tabs.setCurrentIndex(3)
    window.close()
    again = make_window()
    assert (again.width(), again.height()) == (700, 500)
    assert again.tabs.currentIndex() == 3


def _crash_after_autosave(make_window) -> Path:
    """A window with an unsaved MFU edit autosaves, then dies without the clean-exit path."""
    crashed = make_window(keep=False)
    _edit_mfu(crashed)
    crashed.lifecycle.autosave()  # what the one-minute timer does
    file = crashed.lifecycle.recovery.file
    assert file.exists()
    shiboken6.delete(crashed)  # no closeEvent: nothing cleans up
    del crashed
    gc.collect()  # its lock is released, as when the process is gone
    return file


def test_a_crash_is_offered_back_and_restores_the_edit(make_window, answers):
    file = _crash_after_autosave(make_window)
    window = make_window()
    assert window.lifecycle.offer_recovery()
    assert answers.asked == [f"restore:{EXAMPLE_TITLE}"]
    assert window.document.plan.platforms[0].mfu == 0.5
    assert window.document.is_modified() and window.isWindowModified()
    assert not file.exists()
    # A100: clean 17.8333 h × 0.4/0.5 = 14.2667 h + 1/6 h setup = 14.4333 h = 866 min;
    # 8 GPUs × 866/60 h × 20 CNY = 2,309.33 CNY.
    row = next(r for r in range(3) if window.results_tab.model.platform_at(r).name == A100)
    total = window.results_tab.model.index(row, Column.TOTAL).data(RAW_ROLE)
    assert total == pytest.approx(8 * 866 / 60 * 20)


def test_a_declined_recovery_file_is_removed(make_window, answers):
    file = _crash_after_autosave(make_window)
    answers.restore = False
    window = make_window()
    assert not window.lifecycle.offer_recovery()
    assert not file.exists()
    assert window.document.plan.platforms[0].mfu == 0.4 and not window.isWindowModified()
    assert Recovery().orphans() == []


def test_recovery_of_a_saved_file_undoes_back_to_it(make_window, answers, tmp_path):
    path = tmp_path / "plan.gpuplan"
    save_plan(load_plan(example_plan()), path)
    crashed = make_window(path, keep=False)
    _edit_mfu(crashed, 0.45)
    crashed.lifecycle.autosave()
    shiboken6.delete(crashed)
    del crashed
    gc.collect()
    window = make_window()  # the last session is that file
    assert window.lifecycle.offer_recovery()
    assert answers.asked == ["restore:plan.gpuplan"]
    assert window.document.path == path and window.document.plan.platforms[0].mfu == 0.45
    window.document.undo_stack.undo()
    assert window.document.plan.platforms[0].mfu == 0.4 and not window.isWindowModified()
    assert load_plan(path).platforms[0].mfu == 0.4  # the user's file was never written


def test_autosave_follows_each_edit_and_runs_when_the_app_quits_unsaved(make_window, qtbot):
    window = make_window()
    assert not window.autosave_timer.isActive()  # nothing edited, nothing to save
    file = window.lifecycle.recovery.file
    _edit_mfu(window, 0.45)
    assert window.autosave_timer.isActive()  # a few seconds after the last edit …
    with qtbot.waitSignal(window.autosave_timer.timeout, timeout=10_000):
        pass
    assert load_plan_text(file)["plan"]["platforms"][0]["mfu"] == 0.45  # … it is on disk
    window.document.undo_stack.undo()
    window.lifecycle.autosave()  # back to the saved state: nothing to recover
    assert not file.exists()
    window.on_about_to_quit()  # nothing unsaved: no recovery file
    assert not file.exists()
    _edit_mfu(window)
    window.on_about_to_quit()  # e.g. logout: the app quits without the window's prompt
    assert file.exists()
    assert Recovery().orphans() == []  # still running: never offered to another window


def test_open_recent_lists_saved_plans_and_opens_them(make_window, answers, tmp_path):
    window = make_window()
    answers.save_path = tmp_path / "recent.gpuplan"
    assert window.lifecycle.save_as()
    assert window.lifecycle.new()
    window._fill_recent_menu()
    first = window.recent_menu.actions()[0]
    assert first.text() == "&1 recent.gpuplan"
    first.trigger()
    assert window.document.path == tmp_path / "recent.gpuplan"
