"""The Fee items tab: per-platform tables, cell edits, the usual items, costs from the result."""

from __future__ import annotations

import pytest
from ui_language import ui_language

from gpuplanner.core.fees import FeeBasis, FeeKind
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fees.tab import FeesTab
from gpuplanner.gui.fees.table_model import FeeTableModel
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(example_plan()))


@pytest.fixture
def tab(doc, qtbot, monkeypatch) -> FeesTab:
    from gpuplanner.gui.fees import platform_chooser

    # "Add the usual items…" asks which platforms: here, the one shown (preselected).
    def shown_only(parent, title, prompt, rows):
        return [r.index for r in rows if r.checked and r.enabled]

    monkeypatch.setattr(platform_chooser, "choose_platforms", shown_only)
    widget = FeesTab(doc)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    return widget


def kinds(doc: PlanDocument, index: int) -> list[FeeKind]:
    return [f.kind for f in doc.plan.platforms[index].fees]


def test_add_the_usual_items_once_in_one_undo_step(tab, doc) -> None:
    tab.add_usual.click()
    assert kinds(doc, 0) == [
        FeeKind.STORAGE_OBJECT,
        FeeKind.EGRESS,
        FeeKind.PUBLIC_IP,
        FeeKind.SNAPSHOTS,
        FeeKind.SUPPORT,
        FeeKind.LABOR,
    ]
    fees = doc.plan.platforms[0].fees
    # Storage: the 1,500 GB dataset and two checkpoints of the 7B model, each 7e9 params ×
    # 14 B (bf16 weights 2 + fp32 master 4 + AdamW moments 8) = 98 GB: 1,500 + 196 = 1,696.
    assert fees[0].basis is FeeBasis.PER_GB_MONTH and fees[0].quantity == 1696.0
    assert fees[1].quantity == 14.0  # egress: the trained bf16 weights, 7e9 × 2 B
    assert fees[3].quantity == 98.0  # snapshots: one checkpoint
    assert fees[4].basis is FeeBasis.PERCENT_OF_COMPUTE
    assert all(f.rate == 0.0 and f.note for f in fees)
    assert doc.undo_stack.count() == 1
    tab.add_usual.click()  # A has every kind: it cannot be chosen again, nothing is added
    assert len(doc.plan.platforms[0].fees) == 6 and doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert kinds(doc, 0) == []


def test_usual_items_skip_kinds_already_present(tab, doc) -> None:
    tab.platform.setCurrentIndex(1)  # the V100 platform already has an egress line
    assert tab.model.rowCount() == 1
    tab.add_usual.click()
    assert kinds(doc, 1).count(FeeKind.EGRESS) == 1
    assert len(doc.plan.platforms[1].fees) == 6
    assert kinds(doc, 0) == []  # other platforms untouched


def test_cell_edit_sets_the_cost_from_the_result(tab, doc, qtbot) -> None:
    tab.add_usual.click()
    model = tab.model
    assert model.setData(model.index(0, FeeTableModel.RATE), 0.1)
    doc.evaluate_now()
    # 1,696 GB × 0.1 CNY per GB-month × 18 h / 730 h per month = 4.18 CNY.
    expected = 1696 * 0.1 * 18 / 730
    point = doc.result.platforms[0].chosen_point
    assert point.fee_costs[0] == pytest.approx(expected)
    assert model.data(model.index(0, FeeTableModel.COST)) == "¥4.18"
    assert point.total_cost == pytest.approx(2880 + expected)
    assert "¥4.18" in tab.total.text()
    assert model.setData(model.index(4, FeeTableModel.RATE), 5.0)  # support: 5 % of compute
    doc.evaluate_now()
    assert doc.result.platforms[0].chosen_point.fee_costs[4] == pytest.approx(0.05 * 2880)
    assert model.data(model.index(4, FeeTableModel.RATE)) == "5.00 %"


def test_rates_and_quantities_say_their_units(tab, doc, qapp) -> None:
    # The example's V100 spot platform: public egress at ¥0.50 per GB for 1,500 GB.
    tab.platform.setCurrentIndex(1)
    model = tab.model
    assert model.data(model.index(0, FeeTableModel.RATE)) == "¥0.50 / GB"
    assert model.data(model.index(0, FeeTableModel.QUANTITY)) == "1,500 GB"
    basis = {FeeBasis.PER_GPU_HOUR: "¥0.50 / GPU-h", FeeBasis.FIXED: "¥0.50"}
    for b, text in basis.items():
        assert model.setData(model.index(0, FeeTableModel.BASIS), b.value)
        assert model.data(model.index(0, FeeTableModel.RATE)) == text
        assert model.data(model.index(0, FeeTableModel.QUANTITY)) == "× 1,500"
    assert model.setData(model.index(0, FeeTableModel.BASIS), "per_gb_month")
    with ui_language(qapp, "zh_CN"):
        assert model.data(model.index(0, FeeTableModel.RATE)) == "¥0.50 / GB·月"
        assert model.setData(model.index(0, FeeTableModel.BASIS), "per_gpu_hour")
        assert model.data(model.index(0, FeeTableModel.RATE)) == "¥0.50 / 卡时"


def test_kind_and_basis_cells_take_enum_values_and_bad_numbers_are_refused(tab, doc) -> None:
    tab.add_item()
    model = tab.model
    assert model.setData(model.index(0, FeeTableModel.KIND), "egress")
    assert model.setData(model.index(0, FeeTableModel.BASIS), "per_gb")
    fee = doc.plan.platforms[0].fees[0]
    assert fee.kind is FeeKind.EGRESS and fee.basis is FeeBasis.PER_GB
    before = doc.plan
    assert not model.setData(model.index(0, FeeTableModel.RATE), -1.0)
    assert tab.message.text() == "must be at least 0"
    assert not model.setData(model.index(0, FeeTableModel.QUANTITY), "lots")
    assert tab.message.text() == "must be a number"
    assert doc.plan is before
    assert not model.setData(model.index(0, FeeTableModel.COST), 1.0)  # read-only


def test_add_duplicate_remove_items(tab, doc) -> None:
    tab.add_item()
    tab.add_item()
    assert [f.name for f in doc.plan.platforms[0].fees] == ["New item", "New item (2)"]
    tab.table.selectRow(0)
    tab.duplicate.click()
    assert [f.name for f in doc.plan.platforms[0].fees] == [
        "New item",
        "New item (3)",
        "New item (2)",
    ]
    tab.table.selectRow(2)
    tab.remove.click()
    assert len(doc.plan.platforms[0].fees) == 2
    for _ in range(4):
        doc.undo_stack.undo()
    assert doc.plan.platforms[0].fees == ()


def test_platform_selector_follows_renames_and_reordering(tab, doc) -> None:
    from gpuplanner.core.edit import replace_at

    tab.platform.setCurrentIndex(1)
    plan = doc.plan
    doc.apply(replace_at(plan, ("platforms",), plan.platforms[::-1]), "reverse")
    assert tab.platform.currentText() == "B · V100 32G spot"
    assert tab.model.rowCount() == 1  # still the V100's egress line
    doc.apply(replace_at(doc.plan, ("platforms", 1, "name"), "V100 renamed"), "rename")
    assert tab.platform.currentText() == "V100 renamed" and tab.model.rowCount() == 1


def test_model_tester_on_the_fee_table(tab, doc, qtmodeltester) -> None:
    tab.add_usual.click()
    qtmodeltester.check(tab.model)


def test_delegate_editors_write_kinds_bases_and_rates(tab, doc) -> None:
    from PySide6.QtWidgets import QStyleOptionViewItem

    tab.add_item()
    delegate, model = tab.table.itemDelegate(), tab.model
    index = model.index(0, FeeTableModel.BASIS)
    editor = delegate.createEditor(tab.table.viewport(), QStyleOptionViewItem(), index)
    delegate.setEditorData(editor, index)
    assert editor.currentData() == "fixed"
    editor.setCurrentIndex(editor.findData("per_gpu_hour"))
    delegate.setModelData(editor, model, index)
    index = model.index(0, FeeTableModel.RATE)
    editor = delegate.createEditor(tab.table.viewport(), QStyleOptionViewItem(), index)
    assert editor.minimum() == 0.0  # a negative fee cannot even be typed here
    editor.setValue(2.5)
    delegate.setModelData(editor, model, index)
    fee = doc.plan.platforms[0].fees[0]
    assert fee.basis is FeeBasis.PER_GPU_HOUR and fee.rate == 2.5
    doc.evaluate_now()
    # 2.5 per GPU-hour × quantity 1 × 8 GPUs × 18 h = 360.
    assert doc.result.platforms[0].chosen_point.fee_costs[0] == pytest.approx(360.0)


def test_opening_another_plan_shows_its_platforms(tab, doc) -> None:
    from tests.plans import fee, make_plan, platform

    tab.platform.setCurrentIndex(2)
    doc.reset(make_plan(platforms=[platform(name="Only", fees=(fee(name="x"),))]), None)
    assert [tab.platform.itemText(i) for i in range(tab.platform.count())] == ["Only"]
    assert tab.model.rowCount() == 1 and tab.model.fee(0).name == "x"


def test_the_usual_items_on_every_platform_in_one_step(tab, doc, monkeypatch) -> None:
    from gpuplanner.gui.fees import platform_chooser

    # The chooser answered "All" (tests/gui/test_fees_several.py drives it more).
    monkeypatch.setattr(platform_chooser, "choose_platforms", lambda *_: [0, 1, 2])
    tab.add_usual.click()
    assert [len(p.fees) for p in doc.plan.platforms] == [6, 6, 6]  # V100 kept its egress
    assert kinds(doc, 1).count(FeeKind.EGRESS) == 1
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert [len(p.fees) for p in doc.plan.platforms] == [0, 1, 0]
