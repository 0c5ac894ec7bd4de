"""Decision-support forms: uncertainty ranges and the measured run (Platforms), the trial run
(Workload). Every change is one undo step; a refused value is explained next to the field.

Calibration case (tests/core/test_calibration.py): a 7B model (6 · 7e9 FLOPs per token), global
batch 4 × 2,048 = 8,192 tokens per step → 3.44064e14 FLOPs per step, on A100s (312 TFLOPS).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gpuplanner.core.uncertainty_models import Calibration, Spread, TrialPhase
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.tab import PlatformsTab
from gpuplanner.gui.simulation import Simulation
from gpuplanner.gui.workload.tab import WorkloadTab
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan
from tests.plans import make_plan, platform

A100 = "A · A100 80G on-demand"
# 3.44064e14 FLOPs / 0.8 s / 4 GPUs = 107.52 TFLOPS per GPU: MFU × E(4) = 107.52 / 312.
# The modelled all-reduce (2 · 3/4 · 1.4e10 B / 200 GB/s = 0.105 s) hides behind half of the
# 0.8 s step, so E(4) = 1 and the implied MFU is 0.344615.
IMPLIED_MFU = 107.52 / 312


@pytest.fixture
def seed_doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(example_plan()))


@pytest.fixture
def small_batch_doc(qtbot) -> PlanDocument:
    return PlanDocument(make_plan(workload={"global_batch": 4}, platforms=[platform()]))


def _tab(qtbot, doc: PlanDocument) -> PlatformsTab:
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    tab.resize(1280, 800)
    return tab


def _type(qtbot, box, text: str) -> None:
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Return)


def test_a_measured_run_sets_the_hand_computed_mfu_and_undo_removes_it(
    qtbot, small_batch_doc
) -> None:
    doc = small_batch_doc
    section = _tab(qtbot, doc).form.calibration
    assert doc.result.platforms[0].mfu == 0.4 and not section.enabled.isChecked()
    section.enabled.setChecked(True)  # one step: a first measurement to edit
    assert doc.plan.platforms[0].calibration is not None
    section.gpus.setValue(4)
    _type(qtbot, section.step, "0.8")
    assert doc.plan.platforms[0].calibration == Calibration(gpus=4, step_seconds=0.8)
    doc.evaluate_now()
    r = doc.result.platforms[0]
    assert r.mfu == pytest.approx(IMPLIED_MFU)
    assert r.calibration.implied_efficiency == pytest.approx(1.0)
    assert "Implies MFU 34.5% and scaling 100.0% at a GPU count of 4" in section.implied.text()
    assert section.warning.isHidden()
    # The same measurement as a rate: 8,192 tokens / 0.8 s = 10,240 tokens/s, same MFU.
    section.kind.setCurrentIndex(1)
    section.kind.activated.emit(1)
    assert doc.plan.platforms[0].calibration.tokens_per_second == pytest.approx(10240.0)
    assert section.rate.value() == pytest.approx(10240.0)
    doc.evaluate_now()
    assert doc.result.platforms[0].mfu == pytest.approx(IMPLIED_MFU)
    # Clearing (unticking) removes it as one more step; undo brings it back, and undoing
    # every step of the session restores the typed MFU.
    section.enabled.setChecked(False)
    assert doc.plan.platforms[0].calibration is None
    doc.evaluate_now()
    assert doc.result.platforms[0].mfu == 0.4
    doc.undo_stack.undo()
    assert doc.plan.platforms[0].calibration.tokens_per_second == pytest.approx(10240.0)
    assert section.enabled.isChecked()
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    doc.evaluate_now()
    assert doc.plan.platforms[0].calibration is None
    assert doc.result.platforms[0].mfu == 0.4 and not section.enabled.isChecked()


def test_an_implausible_measurement_is_explained(qtbot, small_batch_doc) -> None:
    doc = small_batch_doc
    section = _tab(qtbot, doc).form.calibration
    section.enabled.setChecked(True)
    section.gpus.setValue(1)
    _type(qtbot, section.step, "30")
    doc.evaluate_now()
    # 3.44064e14 / 30 s / 312e12 = 3.68 %, under the 5 % floor: used, but flagged.
    assert doc.result.platforms[0].mfu == pytest.approx(3.44064e14 / 30 / 312e12)
    assert not section.warning.isHidden()
    assert "implies an MFU of only 3.7% (below 5%)" in section.warning.text()


def test_a_one_gpu_step_time_needs_a_multi_gpu_run(qtbot, small_batch_doc) -> None:
    doc = small_batch_doc
    section = _tab(qtbot, doc).form.calibration
    section.enabled.setChecked(True)
    section.gpus.setValue(1)
    before = doc.plan
    section.single.check.setChecked(True)
    cell = section.single.parent().parent()  # the FieldCell around the optional field
    assert cell.error_label.text() == (
        "a 1-GPU step time only helps when the run used more than one GPU — not applied"
    )
    assert doc.plan is before


def test_range_ends_are_typed_in_percent_and_undoable(qtbot, seed_doc) -> None:
    doc = seed_doc
    ranges = _tab(qtbot, doc).form.ranges
    assert ranges.low["mfu"].value() == 75.0 and ranges.high["mfu"].value() == 125.0
    _type(qtbot, ranges.low["mfu"], "50")
    assert doc.plan.platforms[0].ranges.mfu == Spread(low=0.5, high=1.25)
    _type(qtbot, ranges.high["price"], "130")
    assert doc.plan.platforms[0].ranges.price == Spread(low=0.9, high=1.3)
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.plan.platforms[0].ranges.mfu == Spread(low=0.75, high=1.25)
    assert ranges.low["mfu"].value() == 75.0


def test_refused_range_ends_are_explained_and_the_plan_stays(qtbot, seed_doc) -> None:
    doc = seed_doc
    ranges = _tab(qtbot, doc).form.ranges
    before = doc.plan
    ranges.low["mfu"].setValue(0.0)
    low_mfu = ranges.binder.bindings[0]
    assert low_mfu.error == "must be at least 1% of the typed value: time divides by it"
    ranges.high["mfu"].setValue(90.0)
    assert ranges.binder.bindings[1].error == "must be at least 100 %"
    ranges.low["price"].setValue(120.0)
    assert ranges.binder.bindings[4].error == "must be at most 100 %"
    assert doc.plan is before and doc.undo_stack.count() == 0


def test_range_spans_show_the_typed_values_moved_to_both_ends(qtbot, seed_doc) -> None:
    doc = seed_doc
    ranges = _tab(qtbot, doc).form.ranges
    Simulation.of(doc).run_now()
    # A100: MFU 40 % × 0.75 … × 1.25; 20 per GPU-hour × 0.9 … × 1.1; setup 10 min × 0.5 … × 2.
    assert ranges.spans["mfu"].text() == "30.0% to 50.0%"
    assert ranges.spans["price"].text() == "¥18.00 to ¥22.00 per GPU-hour"
    assert ranges.spans["setup_hours"].text() == "5 to 20 min"
    assert ranges.spans["interruption_rate"].text() == "none entered, so no spread"


def test_trial_run_cost_appears_and_undo_removes_it(qtbot, seed_doc) -> None:
    doc = seed_doc
    tab = WorkloadTab(doc)
    qtbot.addWidget(tab)
    trial = tab.trial_section
    total = doc.result.platform(A100).chosen_point.total_cost
    assert not trial.isChecked() and trial.cost.text() == "No trial run."
    trial.setChecked(True)
    # First guess: 8 h on one GPU priced like the cheapest per-hour platform (V100 spot at 12).
    assert doc.plan.trial == TrialPhase(hours=8.0, gpus=1, platform="B · V100 32G spot")
    trial.source.setCurrentIndex(0)
    trial.source.activated.emit(0)  # a typed price per GPU-hour
    _type(qtbot, trial.price, "3.5")
    trial.gpus.setValue(2)
    assert doc.plan.trial == TrialPhase(hours=8.0, gpus=2, price_per_gpu_hour=3.5)
    doc.evaluate_now()
    # 2 GPUs × 8 h × 3.5 = 56, shown and added to every total.
    assert trial.cost.text() == "¥56.00, added to every platform's total."
    assert doc.result.platform(A100).chosen_point.total_cost == pytest.approx(total + 56.0)
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    doc.evaluate_now()
    assert doc.plan.trial is None and not trial.isChecked()
    assert trial.cost.text() == "No trial run."
    assert doc.result.platform(A100).chosen_point.total_cost == pytest.approx(total)


def test_trial_priced_on_a_platform_and_its_saved_setup(qtbot, seed_doc) -> None:
    doc = seed_doc
    tab = WorkloadTab(doc)
    qtbot.addWidget(tab)
    trial = tab.trial_section
    trial.setChecked(True)
    _type(qtbot, trial.saves, "6")
    assert doc.plan.trial.saves_setup_hours == pytest.approx(0.1)
    doc.evaluate_now()
    # 8 h on one V100 spot GPU at 12 per GPU-hour (per-minute billing) = 96. The A100's
    # 10 min of setup drop to 4: 1,070 + 4 = 1,074 min × 8 GPUs × 20 / 60 = 2,864, + 96.
    a100 = doc.result.platform(A100)
    assert a100.chosen_point.trial_cost == pytest.approx(96.0)
    assert a100.chosen_point.total_cost == pytest.approx(2864.0 + 96.0)
