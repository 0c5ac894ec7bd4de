"""Undo, redo and the window's shortcuts work with focus in a field (issue 25 item 3).

A spin box and a line edit claim Ctrl+Z / Ctrl+Y for their own text undo (and Ctrl+E on
Linux), so these keys did nothing to the plan while a field had focus. Now the field commits
what is typed (the typed value becomes an undo step), then the window's action runs.
Figures: seed example A, whose first platform runs at 40 % MFU and whose title is
"7B full fine-tune on 1B tokens: three platforms (seed example A)".
"""

from __future__ import annotations

import app_helpers
import pytest
from PySide6.QtCore import Qt
from wait import WAIT_MS

from gpuplanner.gui import prompts

answers = app_helpers.answers
make_window = app_helpers.make_window

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def window(make_window, qtbot):
    window = make_window()
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow(), timeout=WAIT_MS)
    return window


def _focus(qtbot, widget) -> None:
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus, timeout=WAIT_MS)


def _mfu_box(window):
    window.tabs.setCurrentWidget(window.platforms_tab)
    window.platforms_tab.select(0)
    return window.platforms_tab.form.performance.mfu


def test_ctrl_z_in_a_spin_box_commits_the_typed_value_then_undoes_it(window, qtbot) -> None:
    doc = window.document
    box = _mfu_box(window)
    _focus(qtbot, box)
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "55")
    assert doc.plan.platforms[0].mfu == 0.4  # typed, not yet committed
    qtbot.keyClick(box, Qt.Key.Key_Z, CTRL)
    assert box.hasFocus()
    assert doc.plan.platforms[0].mfu == 0.4  # 55 % was committed, then undone
    assert box.value() == 40.0
    assert doc.undo_stack.count() == 1 and doc.undo_stack.index() == 0
    qtbot.keyClick(box, Qt.Key.Key_Y, CTRL)  # redo, focus still in the field
    assert doc.plan.platforms[0].mfu == 0.55
    assert box.value() == 55.0


def test_ctrl_z_in_a_spin_box_undoes_the_last_edit_of_another_field(window, qtbot) -> None:
    doc = window.document
    section = window.workload_tab.plan_section
    window.tabs.setCurrentWidget(window.workload_tab)
    section.title_edit.setText("Llama-2-70B plan")
    section.title_edit.textEdited.emit("Llama-2-70B plan")  # as typing it does
    assert doc.plan.title == "Llama-2-70B plan"
    box = _mfu_box(window)
    _focus(qtbot, box)  # nothing typed in it
    qtbot.keyClick(box, Qt.Key.Key_Z, CTRL)
    assert doc.plan.title == app_helpers.EXAMPLE_TITLE
    assert doc.plan.platforms[0].mfu == 0.4
    assert doc.undo_stack.index() == 0


def test_ctrl_z_in_a_line_edit_is_the_plan_undo(window, qtbot) -> None:
    """Before: the line edit undid its own text (textChanged, not an edit), so the plan kept
    the typed title while the field showed the old one."""
    doc = window.document
    window.tabs.setCurrentWidget(window.workload_tab)
    edit = window.workload_tab.plan_section.title_edit
    _focus(qtbot, edit)
    edit.selectAll()
    qtbot.keyClicks(edit, "Llama-2-70B plan")
    assert doc.plan.title == "Llama-2-70B plan"
    qtbot.keyClick(edit, Qt.Key.Key_Z, CTRL)
    assert doc.plan.title == app_helpers.EXAMPLE_TITLE
    assert edit.text() == app_helpers.EXAMPLE_TITLE
    qtbot.keyClick(edit, Qt.Key.Key_Y, CTRL)
    assert doc.plan.title == "Llama-2-70B plan" == edit.text()


def test_ctrl_e_in_a_field_exports_with_the_typed_value(window, qtbot, monkeypatch) -> None:
    asked: list[float] = []

    def ask_export_path(parent, suggested):
        asked.append(window.document.plan.platforms[0].mfu)
        return None  # cancelled: nothing written

    monkeypatch.setattr(prompts, "ask_export_path", ask_export_path)
    box = _mfu_box(window)
    _focus(qtbot, box)
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "45")
    qtbot.keyClick(box, Qt.Key.Key_E, CTRL)
    assert asked == [0.45]  # the export was asked for, with 45 % already in the plan


def test_keys_the_window_does_not_use_stay_with_the_field(window, qtbot) -> None:
    box = _mfu_box(window)
    _focus(qtbot, box)
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_A, CTRL)  # select all: the field's own
    assert box.lineEdit().selectedText() == box.lineEdit().text()
    assert window.document.undo_stack.count() == 0


def test_ctrl_z_in_a_fee_table_cell_commits_it_then_undoes_it(window, qtbot) -> None:
    """A labour fee of ¥300 a unit on the first platform: 450 typed in its rate cell and
    Ctrl+Z before leaving the cell -- the cell's editor commits through its delegate (one
    step), the undo takes it back to 300, and Redo brings 450."""
    from PySide6.QtWidgets import QApplication

    from gpuplanner.core.fees import FeeItem
    from gpuplanner.core.platform_edits import put_fee
    from gpuplanner.gui.fees.table_model import FeeTableModel

    doc = window.document
    doc.apply(put_fee(doc.plan, FeeItem(name="Labor", rate=300.0, quantity=8.0), [0]), "fee")
    tab = window.fees_tab
    window.tabs.setCurrentWidget(tab)
    index = tab.model.index(0, FeeTableModel.RATE)
    tab.table.setCurrentIndex(index)
    tab.table.edit(index)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not tab.table, timeout=WAIT_MS)
    editor = QApplication.focusWidget()
    edit = editor.lineEdit() if hasattr(editor, "lineEdit") else editor
    edit.selectAll()
    qtbot.keyClicks(edit, "450")
    assert doc.plan.platforms[0].fees[0].rate == 300.0  # still in the editor
    qtbot.keyClick(editor, Qt.Key.Key_Z, CTRL)
    assert doc.plan.platforms[0].fees[0].rate == 300.0
    assert doc.undo_stack.count() == 2 and doc.undo_stack.index() == 1  # 450: one step, undone
    doc.undo_stack.redo()
    assert doc.plan.platforms[0].fees[0].rate == 450.0
