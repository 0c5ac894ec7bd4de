"""Field binding and input widgets: edits become undo steps, bad values are explained, not kept."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gpuplanner.gui.binding import FieldBinding, FieldCell, percent_conversions, scaled
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import (
    BigNumberEdit,
    OptionalField,
    UnitSpinBox,
    format_big_number,
    parse_big_number,
)
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan

MFU = ("platforms", 0, "mfu")
PRICE = ("platforms", 0, "pricing", "price_per_gpu_hour")


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(example_plan()))


def _bound_box(qtbot, doc, path, **conv) -> tuple[UnitSpinBox, FieldBinding]:
    box = UnitSpinBox("%", 1, 100, 1, 1)
    cell = FieldCell(box)
    qtbot.addWidget(cell)
    return box, FieldBinding(doc, box, path, "MFU", cell=cell, **conv)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1e9", 1e9),
        ("1,000,000,000", 1e9),
        ("1B", 1e9),
        ("1.5 T", 1.5e12),
        ("500M", 5e8),
        ("20万", 2e5),
        ("10亿", 1e9),
        ("2_000", 2000.0),
    ],
)
def test_big_numbers_read_as_engineers_write_them(text: str, value: float) -> None:
    assert parse_big_number(text) == pytest.approx(value)


def test_big_number_text_round_trips_and_rejects_junk() -> None:
    assert format_big_number(1e9) == "1 B"
    assert format_big_number(2.5e10) == "25 B"
    assert parse_big_number(format_big_number(1.234567e12)) == pytest.approx(1.234567e12)
    with pytest.raises(ValueError, match="not a number"):
        parse_big_number("lots")
    with pytest.raises(ValueError, match="suffix"):
        parse_big_number("5 X")


def test_typing_mfu_merges_into_one_step_and_sets_the_hand_computed_total(doc, qtbot) -> None:
    box, _ = _bound_box(qtbot, doc, MFU, **percent_conversions())
    assert box.value() == 40.0  # 0.40 shown as a percentage
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, "50")  # "5" is never applied: the value is committed by Return
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert doc.plan.platforms[0].mfu == 0.5
    assert doc.undo_stack.count() == 1
    # At 0.40: 8 GPUs × 18 h × 20 = 2,880 with 10 min setup, so 1,070 min of training.
    # At 0.50: 1,070 × 0.40/0.50 = 856 min + 10 min setup = 866 min, billed per minute:
    # 8 × 866/60 h × 20 CNY = 2,309.33.
    doc.evaluate_now()
    assert doc.result.platforms[0].chosen_point.total_cost == pytest.approx(8 * 866 / 60 * 20)
    doc.undo_stack.undo()
    assert box.value() == 40.0 and doc.plan.platforms[0].mfu == 0.4
    doc.undo_stack.redo()
    assert box.value() == 50.0


def test_bad_mfu_is_explained_next_to_the_field_and_never_reaches_the_plan(doc, qtbot) -> None:
    box, binding = _bound_box(qtbot, doc, MFU, **percent_conversions())
    before = doc.plan
    box.setValue(150.0)  # what typing "150" leaves in the box
    assert binding.error == "must be at most 100 %"
    assert binding.cell.error_label.isVisibleTo(binding.cell)
    assert doc.plan is before and doc.undo_stack.count() == 0
    box.setValue(45.0)
    assert binding.error == "" and doc.plan.platforms[0].mfu == 0.45


def test_negative_price_is_refused_with_the_reason(doc, qtbot) -> None:
    box = UnitSpinBox("CNY /GPU-h", 0, None, 2, 1)
    cell = FieldCell(box)
    qtbot.addWidget(cell)
    binding = FieldBinding(doc, box, PRICE, "price", cell=cell)
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, "-5")
    assert binding.error == "must be at least 0 CNY /GPU-h"
    assert doc.plan.platforms[0].pricing.price_per_gpu_hour == 20.0
    assert doc.undo_stack.count() == 0


def test_arrows_stop_at_the_valid_range(qtbot) -> None:
    box = UnitSpinBox("%", 1, 100, 1, 1)
    qtbot.addWidget(box)
    box.setValue(99.5)
    box.stepBy(5)
    assert box.value() == 100.0
    box.setValue(1.0)
    box.stepBy(-3)
    assert box.value() == 1.0


def test_refresh_from_undo_does_not_echo_an_edit(doc, qtbot) -> None:
    box, _ = _bound_box(qtbot, doc, MFU, **percent_conversions())
    doc.apply(doc.plan.model_copy(), "noop")  # equal plan: not pushed
    from gpuplanner.core.edit import replace_at

    doc.apply(replace_at(doc.plan, MFU, 0.3), "MFU")
    assert box.value() == 30.0
    assert doc.undo_stack.count() == 1  # the refresh did not push a second step


def test_optional_field_switches_between_none_and_a_value(doc, qtbot) -> None:
    field = OptionalField("On", UnitSpinBox("days", 0.1, 3650, 1, 1))
    cell = FieldCell(field)
    qtbot.addWidget(cell)
    FieldBinding(
        doc, field, ("workload", "deadline_hours"), "deadline", cell=cell, **scaled(1 / 24, "")
    )
    assert not field.check.isChecked() and not field.inner.isEnabled()
    field.inner.setValue(3.0)
    field.check.setChecked(True)
    assert doc.plan.workload.deadline_hours == 72.0  # 3 days × 24 h
    field.inner.setValue(2.5)
    assert doc.plan.workload.deadline_hours == 60.0
    field.check.setChecked(False)
    assert doc.plan.workload.deadline_hours is None


def test_big_number_edit_binding_and_parse_error(doc, qtbot) -> None:
    edit = BigNumberEdit()
    cell = FieldCell(edit)
    qtbot.addWidget(cell)
    binding = FieldBinding(doc, edit, ("workload", "tokens"), "tokens", cell=cell)
    assert edit.text() == "1 B"
    edit.selectAll()
    qtbot.keyClicks(edit, "2.5B")
    assert doc.plan.workload.tokens == 1e9  # nothing is applied before Return
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert doc.plan.workload.tokens == 2.5e9
    qtbot.keyClicks(edit, "x")  # "2.5Bx"
    assert "suffix" in binding.error
    assert doc.plan.workload.tokens == 2.5e9
