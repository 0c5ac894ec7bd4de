"""Fee items on several platforms at once: the chooser, "Copy to…" and the joint edit.

The example plan: A (8 A100 for 18 h, compute ¥2,880), B (V100 spot, with an egress line of
¥750) and C (8 H100 for 9 h, compute ¥2,880). Every action is one undo step, validated whole.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from wait import WAIT_MS

from gpuplanner.core.fees import FeeBasis, FeeKind
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fees import platform_chooser
from gpuplanner.gui.fees.platform_chooser import ChoiceRow, PlatformChooserDialog
from gpuplanner.gui.fees.shared_items import holders
from gpuplanner.gui.fees.tab import FeesTab
from gpuplanner.gui.fees.table_model import FeeTableModel
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan

LABOR = "Labor (setup, debugging, migration)"
STORAGE = "Object storage (dataset + checkpoints)"


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(example_plan()))


@pytest.fixture
def tab(doc, qtbot) -> FeesTab:
    widget = FeesTab(doc)
    qtbot.addWidget(widget)
    widget.resize(1280, 720)
    return widget


class Chooser:
    """Stands in for the modal chooser: records what it was shown, answers ``answer``."""

    def __init__(self, answer: list[int] | None) -> None:
        self.answer = answer
        self.rows: list[ChoiceRow] = []

    def __call__(self, parent, title, prompt, rows) -> list[int] | None:
        self.rows = list(rows)
        return self.answer


def totals(doc: PlanDocument) -> list[float]:
    doc.evaluate_now()
    return [p.chosen_point.total_cost for p in doc.result.platforms]


def type_into(qtbot, dialog, text: str) -> None:
    """Type ``text`` over the value field, as a user does (select all, then keys)."""
    dialog.text.selectAll()
    qtbot.keyClicks(dialog.text, text)


def ok(dialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def test_usual_items_on_two_of_three_platforms_then_labor_set_on_both(
    tab, doc, monkeypatch
) -> None:
    before = totals(doc)
    assert before == pytest.approx([2880.0, 6631.6, 2880.0])
    chooser = Chooser([0, 2])
    monkeypatch.setattr(platform_chooser, "choose_platforms", chooser)
    tab.add_usual.click()
    # The chooser lists all three, the shown platform (A) preselected; B lacks 5 (it has egress).
    assert [(r.index, r.checked, r.enabled) for r in chooser.rows] == [
        (0, True, True),
        (1, False, True),
        (2, False, True),
    ]
    assert chooser.rows[1].text == "B · V100 32G spot — 5 items to add"
    plan = doc.plan
    assert [len(p.fees) for p in plan.platforms] == [6, 1, 6]
    assert doc.undo_stack.count() == 1
    assert holders(plan, LABOR) == [0, 2]
    assert totals(doc) == pytest.approx(before)  # the usual lines start at rate 0

    # Labor on both at once: quantity 8 engineer hours × ¥300 = ¥2,400 on A and on C.
    tab.table.selectRow(5)
    dialog = tab.joint_edit_dialog()
    assert dialog is not None and dialog.current_field() == "rate"
    assert dialog.checklist.chosen() == [0, 2]
    dialog.text.setText("300")
    ok(dialog)
    assert totals(doc) == pytest.approx([2880.0 + 2400.0, 6631.6, 2880.0 + 2400.0])
    assert doc.undo_stack.count() == 2
    doc.undo_stack.undo()  # one step takes the rate off both
    assert totals(doc) == pytest.approx(before)
    doc.undo_stack.undo()  # and one step takes the usual items off both
    assert [len(p.fees) for p in doc.plan.platforms] == [0, 1, 0]
    assert doc.plan == load_plan(example_plan())


def test_the_chooser_cancelled_or_with_nothing_to_add(tab, doc, monkeypatch) -> None:
    monkeypatch.setattr(platform_chooser, "choose_platforms", Chooser(None))
    tab.add_usual.click()
    assert doc.undo_stack.count() == 0  # cancelled: nothing changes
    monkeypatch.setattr(platform_chooser, "choose_platforms", Chooser([0, 1, 2]))
    tab.add_usual.click()  # "All"
    assert [len(p.fees) for p in doc.plan.platforms] == [6, 6, 6]
    assert [f.kind for f in doc.plan.platforms[1].fees].count(FeeKind.EGRESS) == 1
    chooser = Chooser([0])
    monkeypatch.setattr(platform_chooser, "choose_platforms", chooser)
    tab.add_usual.click()  # every platform has them all: told so, not asked
    assert chooser.rows == [] and doc.undo_stack.count() == 1
    assert tab.message.text() == "The usual items are all there already."


def test_copy_to_two_platforms_replaces_a_same_named_item(tab, doc, monkeypatch) -> None:
    monkeypatch.setattr(platform_chooser, "choose_platforms", Chooser([0]))
    tab.add_usual.click()  # usual items on A only
    model = tab.model
    assert model.setData(model.index(5, FeeTableModel.RATE), 300.0)  # labor ¥300 × 8 h
    chooser = Chooser([1, 2])
    monkeypatch.setattr(platform_chooser, "choose_platforms", chooser)
    tab.table.selectRow(5)
    tab.copy_to.click()
    # A is the source: shown checked and fixed; B and C free and unchecked.
    assert [(r.index, r.checked, r.enabled) for r in chooser.rows] == [
        (0, True, False),
        (1, False, True),
        (2, False, True),
    ]
    # ¥2,400 of labor now on all three: 2,880 + 2,400; 6,631.6 + 2,400; 2,880 + 2,400.
    assert totals(doc) == pytest.approx([5280.0, 9031.6, 5280.0])
    assert model.setData(model.index(5, FeeTableModel.RATE), 350.0)
    tab.table.selectRow(5)
    tab.copy_to.click()
    assert chooser.rows[1].text == "B · V100 32G spot — has one of this name (replaced)"
    labor = [[f.rate for f in p.fees if f.name == LABOR] for p in doc.plan.platforms]
    assert labor == [[350.0], [350.0], [350.0]]  # replaced, not added twice
    doc.undo_stack.undo()  # the second copy, in one step
    labor = [[f.rate for f in p.fees if f.name == LABOR] for p in doc.plan.platforms]
    assert labor == [[350.0], [300.0], [300.0]]


def test_joint_edit_of_a_storage_rate_on_two_platforms(tab, doc, monkeypatch) -> None:
    monkeypatch.setattr(platform_chooser, "choose_platforms", Chooser([0, 2]))
    tab.add_usual.click()
    tab.platform.setCurrentIndex(2)  # from C's table
    tab.table.setCurrentIndex(tab.model.index(0, FeeTableModel.RATE))
    assert tab.edit_together.isEnabled()
    dialog = tab.joint_edit_dialog()
    items = [dialog.checklist.list.item(k).text() for k in range(dialog.checklist.list.count())]
    assert items == [
        "A · A100 80G on-demand — now ¥0.00 / GB·month",
        "C · H100 80G on-demand — now ¥0.00 / GB·month",
    ]
    dialog.text.setText("0.1")
    ok(dialog)
    rates = [[f.rate for f in p.fees if f.name == STORAGE] for p in doc.plan.platforms]
    assert rates == [[0.1], [], [0.1]] and doc.undo_stack.count() == 2
    doc.evaluate_now()
    # 1,696 GB (dataset 1,500 + two 98 GB checkpoints) × ¥0.1 per GB-month × job months:
    # A 18 h / 730 h = ¥4.18; C 9 h / 730 h = ¥2.09.
    points = [p.chosen_point for p in doc.result.platforms]
    assert points[0].fee_costs[0] == pytest.approx(1696 * 0.1 * 18 / 730)
    assert points[2].fee_costs[0] == pytest.approx(1696 * 0.1 * 9 / 730)
    assert points[1].fees_cost == pytest.approx(750.0)  # B untouched
    doc.undo_stack.undo()
    rates = [[f.rate for f in p.fees if f.name == STORAGE] for p in doc.plan.platforms]
    assert rates == [[0.0], [], [0.0]]


def test_a_joint_edit_of_the_basis_and_of_one_platform_only(tab, doc, monkeypatch) -> None:
    monkeypatch.setattr(platform_chooser, "choose_platforms", Chooser([0, 2]))
    tab.add_usual.click()
    tab.table.selectRow(1)  # egress
    dialog = tab.joint_edit_dialog()
    dialog.field.setCurrentIndex(dialog.field.findData("basis"))
    dialog.choice.setCurrentIndex(dialog.choice.findData("per_month"))
    dialog.checklist.set_checked(2, False)  # only A
    ok(dialog)
    egress = [[f.basis for f in p.fees if f.name == "Egress"] for p in doc.plan.platforms]
    assert egress == [[FeeBasis.PER_MONTH], [], [FeeBasis.PER_GB]]


def test_an_invalid_joint_edit_changes_nothing_and_says_why(tab, doc, monkeypatch, qtbot) -> None:
    monkeypatch.setattr(platform_chooser, "choose_platforms", Chooser([0, 2]))
    tab.add_usual.click()
    before = doc.plan
    tab.table.selectRow(0)
    dialog = tab.joint_edit_dialog()
    type_into(qtbot, dialog, "-1")
    ok(dialog)
    assert doc.plan is before and doc.undo_stack.count() == 1
    assert dialog.error.text() == "must be at least 0" and not dialog.error.isHidden()
    assert dialog.result() == 0  # still open for a correction
    type_into(qtbot, dialog, "60,5")  # English: the comma separates thousands, not 60.5 nor 605
    ok(dialog)
    assert doc.plan is before
    assert dialog.error.text() == "“,” separates thousands here; write the decimal with “.”"
    type_into(qtbot, dialog, "lots")
    ok(dialog)
    assert doc.plan is before and dialog.error.text() == "not a number"
    type_into(qtbot, dialog, "0.25")
    assert dialog.error.isHidden()  # typing clears the old reason
    ok(dialog)
    assert [f.rate for p in doc.plan.platforms for f in p.fees if f.name == STORAGE] == [
        0.25,
        0.25,
    ]


def test_edit_together_needs_an_item_shared_by_name(tab, doc, monkeypatch) -> None:
    tab.platform.setCurrentIndex(1)
    tab.table.selectRow(0)  # B's egress line exists on B only
    assert tab.copy_to.isEnabled() and not tab.edit_together.isEnabled()
    monkeypatch.setattr(platform_chooser, "choose_platforms", Chooser([2]))
    tab.copy_to.click()
    assert tab.edit_together.isEnabled()  # now on B and C


def test_chooser_dialog_all_none_and_fixed_rows(qtbot) -> None:
    rows = [
        ChoiceRow(0, "A — this platform", checked=True, enabled=False),
        ChoiceRow(1, "B"),
        ChoiceRow(2, "C", checked=True),
    ]
    dialog = PlatformChooserDialog("Copy", "Which?", rows)
    qtbot.addWidget(dialog)
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.chosen() == [2] and button.isEnabled()
    dialog.checklist.none.click()
    assert dialog.chosen() == [] and not button.isEnabled()
    assert not dialog.nothing.isHidden()
    dialog.checklist.all.click()
    assert dialog.chosen() == [1, 2] and button.isEnabled()
    # The fixed source row keeps its tick through "None" and "All".
    from PySide6.QtCore import Qt

    assert dialog.checklist.list.item(0).checkState() == Qt.CheckState.Checked


def test_rates_on_different_bases_are_flagged_and_the_menu_has_the_actions(
    tab, doc, monkeypatch
) -> None:
    monkeypatch.setattr(platform_chooser, "choose_platforms", Chooser([0, 2]))
    tab.add_usual.click()
    model = tab.model
    assert model.setData(model.index(5, FeeTableModel.BASIS), "per_job_hour")  # labor on A
    tab.table.selectRow(5)
    dialog = tab.joint_edit_dialog()
    assert "differ in basis" in dialog.unit.text()
    dialog.checklist.set_checked(2, False)
    assert "differ in basis" not in dialog.unit.text()
    assert dialog.unit.text() == "In CNY, per job hour (this platform's basis)."
    # The support line's words say what the percentage is of, in English too.
    assert model.data(model.index(4, FeeTableModel.BASIS)) == (
        "% of (discounted compute + interruptions)"
    )
    assert "(discounted compute plus interruption losses)" in tab.hint.text()
    texts = {a.text(): a.isEnabled() for a in tab.table.actions()}
    assert texts == {
        "Duplicate": True,
        "Remove": True,
        "Copy to…": True,
        "Edit on several platforms…": True,
    }


def test_in_chinese_the_labels_say_what_is_computed(chinese, doc, qtbot, monkeypatch) -> None:
    tab = FeesTab(doc)
    qtbot.addWidget(tab)
    chooser = Chooser([0, 2])
    monkeypatch.setattr(platform_chooser, "choose_platforms", chooser)
    tab.add_usual.click()
    assert tab.add_usual.text() == "添加常见费用项…"
    assert chooser.rows[1].text == "B · V100 32G spot — 将添加 5 项"
    model = tab.model
    # The support line: a percentage of the discounted GPU time, not of the list compute.
    assert model.data(model.index(4, FeeTableModel.BASIS)) == "（折后算力费用 + 中断损失）的百分比"
    assert "折后算力费用 + 中断损失" in doc.plan.platforms[0].fees[4].note
    assert "折后算力费用加中断损失" in tab.hint.text()
    tab.table.setCurrentIndex(model.index(4, FeeTableModel.RATE))
    dialog = tab.joint_edit_dialog()
    assert dialog.unit.text() == "百分比：5 表示（折后算力费用 + 中断损失）的 5 %。"
    dialog.text.setText("-1")
    before = doc.plan
    ok(dialog)
    assert doc.plan is before and dialog.error.text() == "不能小于 0"


def test_the_real_chooser_and_joint_edit_dialogs_from_the_buttons(tab, doc, qtbot) -> None:
    """Once through the real modal chooser (answered by a timer) and the window-modal edit."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from gpuplanner.gui.fees.joint_edit import JointEditDialog

    tab.show()
    seen: list[list[int]] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, PlatformChooserDialog):
            seen.append(dialog.chosen())  # the shown platform, preselected
            dialog.checklist.set_checked(2, True)
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        elif dialog is not None:
            dialog.close()  # not the chooser: never leave the test waiting on a modal

    QTimer.singleShot(0, answer)
    tab.add_usual.click()
    assert seen == [[0]]
    assert [len(p.fees) for p in doc.plan.platforms] == [6, 1, 6]
    tab.table.selectRow(5)
    tab.edit_together.click()
    dialog = tab.findChild(JointEditDialog)
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT_MS)
    type_into(qtbot, dialog, "250")
    ok(dialog)
    labor = [f.rate for p in doc.plan.platforms for f in p.fees if f.name == LABOR]
    assert labor == [250.0, 250.0] and doc.undo_stack.count() == 2
