"""Inputs are applied whole or not at all (issue #17): typing never leaves a prefix in the plan.

Each test types into the real Platforms form and asserts three things: what the plan holds,
what the field shows, and how many undo steps the typing made (one per committed value).
"""

from __future__ import annotations

import pytest
import test_forms_platforms
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication
from ui_language import ui_language
from wait import WAIT_MS

from gpuplanner.core.edit import replace_at
from gpuplanner.gui.fields import UnitSpinBox, parse_number, shows_nothing
from gpuplanner.gui.platforms.tab import PlatformsTab

ENGLISH = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
GERMAN = QLocale(QLocale.Language.German, QLocale.Country.Germany)


doc = test_forms_platforms.doc  # the example plan's document (a fixture)


@pytest.fixture
def tab(doc, qtbot) -> PlatformsTab:
    widget = test_forms_platforms.tab.__wrapped__(doc, qtbot)  # as the form tests build it
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    return widget


def _type(qtbot, box, text: str) -> None:
    box.setFocus()
    qtbot.waitUntil(box.hasFocus, timeout=WAIT_MS)
    edit = box.lineEdit() if hasattr(box, "lineEdit") else box
    edit.selectAll()
    qtbot.keyClicks(edit, text)


def _leave(qtbot, tab: PlatformsTab, box) -> None:
    """Move the keyboard focus elsewhere, as a click on another field would."""
    tab.form.general.name.setFocus()
    qtbot.waitUntil(lambda: not box.hasFocus(), timeout=WAIT_MS)


def _shown(box) -> str:
    return box.lineEdit().text()


def test_typing_150_percent_mfu_keeps_40_in_the_plan_and_restores_it_on_leaving(
    tab, doc, qtbot
) -> None:
    box = tab.form.performance.mfu
    binding = tab.form.performance.binder.bindings[0]
    _type(qtbot, box, "150")
    # "1" and "15" are valid MFUs, but none of them reached the plan: it still runs at 40 %.
    assert doc.plan.platforms[0].mfu == 0.4
    assert binding.error == "must be at most 100 %"
    assert binding.cell.error_label.text() == "must be at most 100 % — the plan keeps 40 %"
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert doc.plan.platforms[0].mfu == 0.4 and doc.undo_stack.count() == 0
    assert _shown(box) == "150.0 %"  # Return keeps what was typed, with its reason
    _leave(qtbot, tab, box)
    assert _shown(box) == "40.0 %" and binding.error == ""
    assert doc.plan.platforms[0].mfu == 0.4 and doc.undo_stack.count() == 0
    # Said, not only undone (a GUI review: a pasted value vanished unseen on Tab); no red frame.
    assert binding.cell.error_label.isVisible()
    assert binding.cell.error_label.text() == "Not applied: must be at most 100 %"
    assert not box.property("invalid")
    doc.apply(doc.plan.model_copy(update={"title": "next edit"}), "title")  # the next change
    assert not binding.cell.error_label.isVisible()


def test_a_fixed_count_of_32_over_a_quota_of_8_is_refused_whole(tab, doc, qtbot) -> None:
    count = tab.form.count
    assert doc.plan.platforms[0].max_gpus == 8 and doc.plan.platforms[0].fixed_gpus == 8
    box = count.fixed.inner
    _type(qtbot, box, "32")
    assert count.binder.bindings[0].error == "the fixed GPU count exceeds the quota"
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert doc.plan.platforms[0].fixed_gpus == 8  # not 3, the valid prefix of 32
    assert doc.undo_stack.count() == 0
    _leave(qtbot, tab, box)
    assert _shown(box) == "8 GPUs"
    # A valid count is one step, and undo gives back exactly the previous value.
    _type(qtbot, box, "4")
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert doc.plan.platforms[0].fixed_gpus == 4 and doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.plan.platforms[0].fixed_gpus == 8 and _shown(box) == "8 GPUs"


def test_1e3_is_a_thousand_and_one_undo_step(tab, doc, qtbot) -> None:
    price = tab.form.pricing.price_per_gpu_hour
    _type(qtbot, price, "1e3")
    assert doc.plan.platforms[0].pricing.price_per_gpu_hour == 20.0  # not yet committed
    qtbot.keyClick(price.lineEdit(), Qt.Key.Key_Return)
    assert doc.plan.platforms[0].pricing.price_per_gpu_hour == 1000.0  # not 13
    assert doc.undo_stack.count() == 1
    assert _shown(price).startswith("1,000.00")
    # 8 GPUs for 1,070 min of training + 10 min setup, billed per minute at 1,000 CNY/GPU-h:
    # 8 × 1,080/60 h × 1,000 = 144,000 (the example's 2,880 at 20 CNY, × 50).
    doc.evaluate_now()
    assert doc.result.platforms[0].chosen_point.total_cost == pytest.approx(144_000.0)


def test_60_comma_5_in_english_is_refused_not_read_as_605(tab, doc, qtbot) -> None:
    price = tab.form.pricing.price_per_gpu_hour
    bindings = (b for binder in tab.form.pricing.binders.values() for b in binder.bindings)
    binding = next(b for b in bindings if b.widget is price)
    _type(qtbot, price, "60,5")
    assert binding.error == "“,” separates thousands here; write the decimal with “.”"
    qtbot.keyClick(price.lineEdit(), Qt.Key.Key_Return)
    assert doc.plan.platforms[0].pricing.price_per_gpu_hour == 20.0  # not 605
    assert doc.undo_stack.count() == 0
    assert _shown(price).startswith("60,5")  # the text stays with its reason
    _leave(qtbot, tab, price)
    assert _shown(price).startswith("20.00") and binding.error == ""
    _type(qtbot, price, "60.5")
    qtbot.keyClick(price.lineEdit(), Qt.Key.Key_Return)
    assert doc.plan.platforms[0].pricing.price_per_gpu_hour == 60.5
    assert doc.undo_stack.count() == 1


def test_60_comma_5_where_the_comma_is_the_decimal_separator(qtbot) -> None:
    box = UnitSpinBox("EUR", 0, None, 2, 1)
    box.setLocale(GERMAN)
    qtbot.addWidget(box)
    box.lineEdit().setText("60,5 EUR")
    assert box.text_problem() == ""
    assert box.valueFromText(box.lineEdit().text()) == 60.5
    assert parse_number("1.234,5", GERMAN) == 1234.5
    with pytest.raises(ValueError, match="separates thousands"):
        parse_number("60.5", GERMAN)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1e3", 1000.0),
        ("2.5E-2", 0.025),
        ("1,234,567.5", 1234567.5),
        ("６０．５", 60.5),  # full-width digits typed with a Chinese input method
        ("-4", -4.0),
    ],
)
def test_numbers_read_as_an_english_locale_means_them(text: str, value: float) -> None:
    assert parse_number(text, ENGLISH) == value


@pytest.mark.parametrize("text", ["60,5", "12,34", "1e", "abc", "", "1.2.3"])
def test_texts_that_are_not_numbers_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_number(text, ENGLISH)


def test_a_disabled_count_shows_its_own_platform_and_switching_on_adopts_no_stale_value(
    tab, doc, qtbot
) -> None:
    plan = replace_at(doc.plan, ("platforms", 0, "max_gpus"), 64)
    plan = replace_at(plan, ("platforms", 0, "fixed_gpus"), 32)
    plan = replace_at(plan, ("platforms", 1, "fixed_gpus"), None)
    doc.reset(plan, None)
    count = tab.form.count
    tab.select(0)
    assert _shown(count.fixed.inner) == "32 GPUs"
    tab.select(1)  # this platform has no fixed count: the greyed field shows nothing
    assert not count.fixed.check.isChecked() and not count.fixed.inner.isEnabled()
    assert shows_nothing(count.fixed.inner) and "32" not in _shown(count.fixed.inner)
    doc.evaluate_now()
    chosen = doc.result.platforms[1].chosen_point.gpus
    count.fixed.check.setChecked(True)  # starts from what the plan picks now, not 32
    assert doc.plan.platforms[1].fixed_gpus == chosen != 32
    assert doc.undo_stack.count() == 1


def test_an_fp8_peak_of_another_gpu_is_not_shown_on_a_gpu_without_fp8(tab, doc, qtbot) -> None:
    fp8 = tab.form.gpu.tflops["fp8"]
    tab.select(2)  # the H100 has FP8
    assert fp8.check.isChecked() and _shown(fp8.inner) == "1,978.9 TFLOPS"
    tab.select(0)  # the A100 has none
    assert not fp8.check.isChecked() and shows_nothing(fp8.inner)


def test_no_selection_empties_the_form(tab, doc, qtbot) -> None:
    tab.table.selectionModel().clearSelection()
    tab.table.selectionModel().clearCurrentIndex()
    QApplication.processEvents()
    assert tab.current_row() is None
    assert tab.form.general.name.text() == ""
    assert shows_nothing(tab.form.performance.mfu)


def test_a_count_of_one_is_worded_in_the_singular(tab, doc, qtbot) -> None:
    box = tab.form.count.fixed.inner
    _type(qtbot, box, "0")
    assert tab.form.count.binder.bindings[0].error == "must be at least 1 GPU"


def test_a_discount_with_more_decimals_than_the_field_shows_is_refused(tab, doc, qtbot) -> None:
    """99.999 % in the two-decimal Discount field (maximum 99.99) would have been kept in the plan
    while the field read "100.00 %", a value the plan does not hold: it is refused whole."""
    box = tab.form.adjustment.discount
    binding = next(b for b in tab.form.adjustment.binder.bindings if b.widget is box)
    before = doc.plan.platforms[0].adjustment
    _type(qtbot, box, "99.999")
    assert binding.error == "at most 2 decimal places here"
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert doc.plan.platforms[0].adjustment == before and doc.undo_stack.count() == 0
    assert _shown(box) == "99.999 %"  # what was typed stays with its reason
    _leave(qtbot, tab, box)
    assert _shown(box) == "0.00 %" and binding.error == ""
    _type(qtbot, box, "99.99")  # the field's maximum, shown as held
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert doc.plan.platforms[0].adjustment.discount_percent == 99.99
    assert _shown(box) == "99.99 %" and doc.undo_stack.count() == 1


def test_the_decimal_places_refusal_is_worded_in_chinese(qapp) -> None:

    with ui_language(qapp, "zh_CN"):
        box = UnitSpinBox("%", 0, 99.99, 2)
        box.lineEdit().setText("99.999 %")
        assert box.text_problem() == "此处最多 2 位小数"


def test_a_name_that_duplicates_another_is_applied_whole_or_not_at_all(tab, doc, qtbot) -> None:
    """Typing the second platform's name into the first: "A" … are valid prefixes on the way,
    but none reaches the plan; the whole is refused, and leaving restores the plan's name."""
    first, second = doc.plan.platforms[0].name, doc.plan.platforms[1].name
    tab.select(0)
    box = tab.form.general.name
    binding = next(b for b in tab.form.general.binder.bindings if b.widget is box)
    _type(qtbot, box, second)
    assert doc.plan.platforms[0].name == first and doc.undo_stack.count() == 0
    assert binding.error == "another platform already has this name"
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert doc.plan.platforms[0].name == first and doc.undo_stack.count() == 0
    assert box.text() == second  # what was typed stays with its reason
    tab.form.general.notes.setFocus()
    qtbot.waitUntil(lambda: not box.hasFocus(), timeout=WAIT_MS)
    assert box.text() == first and binding.error == ""
    assert doc.plan.platforms[0].name == first and doc.undo_stack.count() == 0
    # A name nobody else has: applied on Return, whole, as one undo step.
    _type(qtbot, box, f"{second} renamed")
    assert doc.plan.platforms[0].name == first  # not yet, and no prefix either
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert doc.plan.platforms[0].name == f"{second} renamed" and doc.undo_stack.count() == 1


def test_a_typed_price_drops_the_bundled_examples_conversion_note(qtbot) -> None:
    """The 13B example's on-demand A100 was converted from the USD preset at 7.27 CNY/USD; once
    60.5 is typed the price is the user's, so that note goes (it read "…; the app's currency
    conversion comes later" before, a line the typed price kept, into the workbook's notes)."""
    from gpuplanner.gui.document import PlanDocument
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.paths import examples_dir

    doc = PlanDocument(load_plan(examples_dir() / "13b-on-demand-spot-self-built.gpuplan"))
    assert doc.plan.platforms[0].notes == (
        "Prices converted from USD at 1 USD = 7.27 CNY (the reference's reported market rate)."
    )
    widget = PlatformsTab(doc)
    qtbot.addWidget(widget)
    widget.select(0)
    price = widget.form.pricing.price_per_gpu_hour
    price.setFocus()
    price.lineEdit().selectAll()
    qtbot.keyClicks(price.lineEdit(), "60.5")
    qtbot.keyClick(price.lineEdit(), Qt.Key.Key_Return)
    p = doc.plan.platforms[0]
    assert p.pricing.price_per_gpu_hour == 60.5 and p.notes == "" and p.prices_entered
    assert doc.undo_stack.count() == 1
