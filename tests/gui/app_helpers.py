"""Shared pieces of the app-shell tests: windows on the example plan, answered prompts."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from gpuplanner.gui import prompts
from gpuplanner.gui.app import create_main_window
from gpuplanner.gui.main_window import MainWindow
from gpuplanner.gui.recovery import Recovery
from gpuplanner.gui.results.tab import ResultsTab
from gpuplanner.gui.settings import Settings

A100 = "A · A100 80G on-demand"  # the example plan's first platform
# An unsaved plan goes by its title in prompts and the window title: the example's.
EXAMPLE_TITLE = "7B full fine-tune on 1B tokens: three platforms (seed example A)"


@dataclass
class Answers:
    """What the monkeypatched prompts answer, and what they were asked."""

    save_choice: prompts.SaveChoice = prompts.SaveChoice.DISCARD
    conflict_choice: prompts.ConflictChoice = prompts.ConflictChoice.CANCEL
    save_path: Path | None = None
    open_path: Path | None = None
    export_path: Path | None = None
    restore: bool = True
    asked: list[str] = field(default_factory=list)
    errors: list[tuple[str, str]] = field(default_factory=list)
    warnings: list[tuple[str, str]] = field(default_factory=list)


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Answers:
    a = Answers()

    def ask_save_changes(parent: Any, name: str) -> prompts.SaveChoice:
        a.asked.append(f"save_changes:{name}")
        return a.save_choice

    def ask_restore(parent: Any, name: str, saved_at: str) -> bool:
        a.asked.append(f"restore:{name}")
        return a.restore

    def ask_save_conflict(parent: Any, name: str) -> prompts.ConflictChoice:
        a.asked.append(f"save_conflict:{name}")
        return a.conflict_choice

    monkeypatch.setattr(prompts, "ask_save_changes", ask_save_changes)
    monkeypatch.setattr(prompts, "ask_save_conflict", ask_save_conflict)
    monkeypatch.setattr(prompts, "ask_save_path", lambda parent, suggested: a.save_path)
    monkeypatch.setattr(prompts, "ask_open_path", lambda parent, start: a.open_path)
    monkeypatch.setattr(prompts, "ask_export_path", lambda parent, suggested: a.export_path)
    monkeypatch.setattr(prompts, "ask_restore_recovery", ask_restore)
    monkeypatch.setattr(prompts, "show_error", lambda parent, t, m: a.errors.append((t, m)))
    monkeypatch.setattr(prompts, "show_warning", lambda parent, t, m: a.warnings.append((t, m)))
    monkeypatch.setattr(prompts, "show_about", lambda parent, t, m: a.asked.append("about"))
    return a


@pytest.fixture
def make_window(qtbot, answers: Answers) -> Iterator[Callable[..., MainWindow]]:
    """Windows as the app starts them (settings and recovery in the test's user folders)."""
    made: list[MainWindow] = []

    def make(plan_path: Path | None = None, keep: bool = True) -> MainWindow:
        window = create_main_window(plan_path, Settings(), Recovery())
        qtbot.addWidget(window)
        if keep:
            made.append(window)
        return window

    yield make
    answers.save_choice = prompts.SaveChoice.DISCARD  # never block teardown on a prompt
    for window in made:
        window.close()


def row_of(window: MainWindow, name: str) -> int:
    model = window.results_tab.model
    for row in range(model.rowCount()):
        if model.platform_at(row).name == name:
            return row
    raise KeyError(name)


def select_platform(tab: ResultsTab, name: str) -> int:
    """Select platform ``name``'s row in the ranking (its bill fills the panel); its row."""
    for row in range(tab.model.rowCount()):
        if tab.model.platform_at(row).name == name:
            tab.table.selectRow(row)
            return row
    raise KeyError(name)


def drop_file(window: MainWindow, path: Path) -> None:
    """Drop ``path`` on the window as a file manager would (a copy action with its URL)."""
    from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
    from PySide6.QtGui import QDropEvent

    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(event)
