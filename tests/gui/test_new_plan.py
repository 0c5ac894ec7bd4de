"""File → New gives an empty plan with its first step; title, notes and price dates follow the
user (issue #17)."""

from __future__ import annotations

import datetime as dt

import app_helpers
from PySide6.QtCore import Qt

from gpuplanner.core.edit import replace_at
from gpuplanner.core.workload import LayoutField
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan

answers = app_helpers.answers
make_window = app_helpers.make_window


def test_new_is_an_empty_plan_with_the_first_step_shown(make_window, qtbot) -> None:
    window = make_window()
    window.show()
    assert window.new_plan()
    plan = window.document.plan
    example = load_plan(example_plan())
    assert plan.platforms == () and plan.trial is None and plan.exchange_rates == ()
    assert plan.title == "" and plan.notes == ""  # nothing of the example reaches a workbook
    # One workload to start from, every layout field automatic and the dataset the tokens'
    # own, 1e9 × 4 B = 4 GB, not the seed article's 1,500 GB (issue 25).
    start = {"auto_layout": tuple(LayoutField), "dataset_gb": 4.0}
    assert plan.workload == example.workload.model_copy(update=start)
    assert window.tabs.currentWidget() is window.workload_tab
    assert "add platforms from presets" in window.statusBar().currentMessage()
    assert window.best_label.text() == "No platforms yet: add some on the Platforms tab"
    tab = window.platforms_tab
    assert tab.guide.isVisibleTo(tab) and not tab.form.isVisibleTo(tab)
    assert window.results_tab.model.rowCount() == 0
    assert window.windowTitle() == "Untitled[*] — gpuplanner"
    for index in range(window.tabs.count()):  # every tab paints an empty plan
        window.tabs.setCurrentIndex(index)
        window.tabs.currentWidget().grab()


def test_the_example_opens_with_its_title_and_a_typed_title_names_the_window(
    make_window, qtbot
) -> None:
    window = make_window()
    assert window.windowTitle() == f"{app_helpers.EXAMPLE_TITLE}[*] — gpuplanner"
    section = window.workload_tab.plan_section
    section.title_edit.selectAll()
    qtbot.keyClicks(section.title_edit, "Llama-2-70B plan")
    qtbot.keyClick(section.title_edit, Qt.Key.Key_Return)
    assert window.document.plan.title == "Llama-2-70B plan"
    assert window.windowTitle() == "Llama-2-70B plan[*] — gpuplanner"
    assert window.document.undo_stack.count() == 1  # the typing is one step
    section.notes_edit.setPlainText("Quotes from June; the cluster needs a 21-day lead time.")
    assert window.document.plan.notes == "Quotes from June; the cluster needs a 21-day lead time."
    assert window.document.undo_stack.count() == 2
    window.document.undo_stack.undo()
    assert section.notes_edit.toPlainText() == load_plan(example_plan()).notes


def test_the_last_platform_can_be_removed(make_window) -> None:
    window = make_window()
    tab = window.platforms_tab
    for _ in range(3):
        tab.select(0)
        tab.remove_selected()
    assert window.document.plan.platforms == ()
    assert tab.guide.isVisibleTo(tab)


def test_a_typed_price_is_dated_today_and_entered_by_the_user(make_window, qtbot) -> None:
    window = make_window()
    doc = window.document
    converted = "Prices converted from USD at 1 USD = 7.2 CNY (2025-06-01)."
    doc.apply(replace_at(doc.plan, ("platforms", 0, "notes"), f"Good image\n{converted}"), "n")
    doc.apply(replace_at(doc.plan, ("platforms", 0, "preset_id"), "a100-cloud"), "p")
    tab = window.platforms_tab
    tab.select(0)
    general = tab.form.general
    assert general.source.text() == "2025-06-01 (preset a100-cloud)"
    price = tab.form.pricing.price_per_gpu_hour
    price.lineEdit().selectAll()
    qtbot.keyClicks(price.lineEdit(), "18")
    qtbot.keyClick(price.lineEdit(), Qt.Key.Key_Return)
    platform = doc.plan.platforms[0]
    today = dt.date.today()
    assert platform.pricing.price_per_gpu_hour == 18.0
    assert platform.prices_as_of == today and platform.prices_entered
    assert platform.notes == "Good image"  # the price is no longer the converted one
    assert general.source.text() == (
        f"{today.isoformat()}, entered by the user (started from preset a100-cloud)"
    )
    assert doc.undo_stack.count() == 3  # price, date and note: one step
    doc.undo_stack.undo()
    assert doc.plan.platforms[0].prices_as_of == dt.date(2025, 6, 1)
    assert converted in doc.plan.platforms[0].notes


def test_a_new_plan_and_a_new_platform_start_with_every_layout_field_automatic(
    make_window, qtbot
) -> None:
    """File → New: each of the seven layout rows reads Automatic, its pinned value greyed; a
    blank platform has no fixed GPU count. With seed example A's A100 80G platform added, the
    smallest count is 2 GPUs on ZeRO-2 · DP 2 (7B, by hand: bf16 weights 7e9 × 2 B = 14 GB,
    gradients 14 / 2 = 7 GB, Adam fp32 states 7e9 × 12 B / 2 = 42 GB, + 10.91 GB activations
    + 2 GB reserve = 75.91 GB, 94.9 % of 80 GB: within the 95 % headroom)."""
    from gpuplanner.gui.workload.layout_fields import AUTO, AutoPin

    window = make_window()
    window.show()
    assert window.new_plan()
    pins = window.workload_tab.findChildren(AutoPin)
    assert {pin.field for pin in pins} == set(LayoutField)
    assert all(pin.currentData() == AUTO and pin.currentText() == "Automatic" for pin in pins)
    doc = window.document
    tab = window.platforms_tab
    tab.add_blank_platform()
    assert doc.plan.platforms[0].fixed_gpus is None
    assert not tab.form.count.fixed.check.isChecked()  # the GPU count: chosen by gpuplanner
    a100 = load_plan(example_plan()).platforms[0]
    doc.apply(replace_at(doc.plan, ("platforms",), (a100,)), "add A100")
    r = doc.result.platforms[0]
    assert r.min_gpus == 2
    at2 = r.layout.at(1, 2)
    assert (at2["zero_stage"], at2["data_parallel"], at2["recompute"]) == (2, 2, "none")
    assert float(r.memory.weights[1]) == 14.0 and float(r.memory.gradients[1]) == 7.0
    assert float(r.memory.optimizer[1]) == 42.0
    assert float(r.memory.total[1]) <= 0.95 * 80.0


def test_a_new_plans_dataset_follows_the_tokens_until_a_size_is_typed(make_window, qtbot) -> None:
    """1e9 tokens as uint32 token ids: 4 GB, "4 bytes per token". 2.5B tokens typed: 10 GB
    (2.5e9 × 4 B). A typed 50 GB then stays when the tokens change (20 bytes per token at
    2.5e9 tokens). Seed example A's own 1,500 GB for 1e9 tokens reads 1,500 bytes per token."""
    from PySide6.QtCore import Qt

    window = make_window()
    window.show()
    data = window.workload_tab.data_section
    assert data.bytes_note.text() == "1,500 bytes per token"  # the example as saved
    assert window.new_plan()
    doc = window.document
    assert doc.plan.workload.dataset_gb == 4.0
    assert data.dataset_gb.value() == 4.0 and data.bytes_note.text() == "4 bytes per token"
    data.tokens.setFocus()
    data.tokens.selectAll()
    qtbot.keyClicks(data.tokens, "2.5B")
    qtbot.keyClick(data.tokens, Qt.Key.Key_Return)
    assert doc.plan.workload.tokens == 2.5e9
    assert doc.plan.workload.dataset_gb == 10.0 and data.dataset_gb.value() == 10.0
    assert doc.undo_stack.count() == 1  # the tokens and the size that follows: one step
    doc.apply(replace_at(doc.plan, ("workload", "dataset_gb"), 50.0), "typed size")
    assert data.bytes_note.text() == "20 bytes per token"
    data.tokens.selectAll()
    qtbot.keyClicks(data.tokens, "3B")
    qtbot.keyClick(data.tokens, Qt.Key.Key_Return)
    assert doc.plan.workload.dataset_gb == 50.0  # typed: it stays
