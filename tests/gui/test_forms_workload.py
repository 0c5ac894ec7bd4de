"""The Workload tab: catalog or custom model, tokens, goals, and live figures from the result."""

from __future__ import annotations

import pytest
from wait import WAIT_MS

from gpuplanner.core.workload import Method
from gpuplanner.gui import catalog_source
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.workload.tab import WorkloadTab
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(example_plan()))


@pytest.fixture
def tab(doc, qtbot) -> WorkloadTab:
    widget = WorkloadTab(doc)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    return widget


def test_live_figures_come_from_the_result(tab, doc) -> None:
    d = tab.derived
    assert d.total_flops.text() == "4.20e19 FLOPs"  # 6 × 7e9 × 1e9
    # At one GPU: bf16 weights 2Ψ = 14 GB, grads 14 GB, AdamW fp32 master/m/v 12Ψ = 84 GB,
    # activations 39.5·s·b·h·L + (8·s·b + s·b·h) + 4·s·b·(V + h) (gated MLP; test_memory.py)
    # = 10.91 GB, reserve 2 GB: 124.9 GB.
    assert d.memory_parts["optimizer"].text() == "84.0 GB"
    assert d.memory_parts["activations"].text() == "10.9 GB"
    assert d.memory_total.text() == "124.9 GB"
    # ZeRO-3 shards the 112 GB of states: 112/N + 12.91 ≤ 80 → N = 2 on A100/H100 80 GB;
    # ≤ 32 → N = 6 on the V100 32 GB, where 256 sequences over 6 (or 7) ranks are not whole
    # (micro-batch × DP must divide the global batch): 8.
    counts = [d.platforms.item(r, 2).text() for r in range(3)]
    assert counts == ["2", "8", "2"]


def test_memory_chart_is_built_on_first_use_inside_its_slot(tab) -> None:
    """The slot stays empty until the chart is asked for (first paint comes first), then holds
    exactly that chart, and asking again does not build a second one."""
    area = tab.memory_chart_area
    assert not area.is_built
    chart = tab.memory_chart
    assert area.is_built and area.widget is chart
    assert chart.parent() is area
    assert tab.memory_chart is chart


def test_editing_the_micro_batch_updates_memory_and_can_be_undone(tab, doc, qtbot) -> None:
    with qtbot.waitSignal(doc.result_changed, timeout=WAIT_MS):
        tab.batch_section.micro_batch.setValue(2)
    # Activations double: 2 × 10.91 = 21.81 GB → total 135.8 GB.
    assert tab.derived.memory_total.text() == "135.8 GB"
    doc.undo_stack.undo()
    doc.evaluate_now()
    assert tab.derived.memory_total.text() == "124.9 GB"
    assert tab.batch_section.micro_batch.value() == 1


def test_micro_batch_above_global_is_explained(tab, doc) -> None:
    tab.batch_section.micro_batch.setValue(512)
    binding = tab.batch_section.binder.bindings[1]
    assert binding.error == "the micro-batch cannot exceed the global batch"
    assert doc.plan.workload.micro_batch == 1


def test_lora_rank_only_applies_to_lora(tab, doc) -> None:
    rank = tab.method_section.rank
    assert not rank.isEnabled() and rank.value() == 16
    method = tab.method_section.method
    method.setCurrentIndex(method.findData("lora"))
    assert doc.plan.workload.method is Method.LORA and rank.isEnabled()
    rank.setValue(64)
    assert doc.plan.workload.lora_rank == 64


def test_tokens_as_dataset_times_epochs_and_back(tab, doc) -> None:
    data = tab.data_section
    data.mode.setCurrentIndex(data.mode.findData("epochs"))
    data.mode.activated.emit(data.mode.currentIndex())
    assert data.epochs.isVisibleTo(tab)
    data.epochs.setValue(3.0)
    assert doc.plan.workload.training_tokens == 3e9
    data.mode.setCurrentIndex(data.mode.findData("total"))
    data.mode.activated.emit(data.mode.currentIndex())
    w = doc.plan.workload
    assert (w.tokens, w.epochs) == (3e9, 1.0)  # D unchanged, folded into the token count
    assert not data.epochs.isVisibleTo(tab)
    assert data.tokens.text() == "3 B"
    doc.undo_stack.undo()  # back to 1e9 × 3 epochs: the form shows the epochs again
    assert data.mode.currentData() == "epochs" and data.epochs.isVisibleTo(tab)


def test_deadline_in_days_is_stored_in_hours_and_budget_switches(tab, doc) -> None:
    goals = tab.goals_section
    goals.deadline.inner.setValue(2.0)
    goals.deadline.check.setChecked(True)
    assert doc.plan.workload.deadline_hours == 48.0
    assert goals._hours.text() == "= 48 h"
    goals.budget.check.setChecked(True)
    goals.budget.inner.setValue(5000.0)
    assert doc.plan.workload.budget == 5000.0
    goals.budget.check.setChecked(False)
    assert doc.plan.workload.budget is None


def test_custom_architecture_field_and_unknown_shape(tab, doc) -> None:
    section = tab.model_section
    assert section.combo.currentData() == ""  # the example plan's model is custom
    section.shape_fields["vocab"].setValue(0)  # "unknown"
    assert doc.plan.workload.model.vocab is None
    assert section.shape_fields["vocab"].text() == "unknown"
    section.params.setValue(13.0)
    assert doc.plan.workload.model.params_b == 13.0


def test_choosing_a_catalog_model_copies_it_and_locks_the_shape(tab, doc) -> None:
    choices = catalog_source.models()
    assert choices, "the bundled model catalog is empty"
    choice = choices[0]
    combo = tab.model_section.combo
    index = combo.findData(choice.id)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    model = doc.plan.workload.model
    assert model.catalog_id == choice.id and model.params_b == choice.value.params_b
    assert not tab.model_section.params.isEnabled()
    assert doc.undo_stack.count() == 1
    custom = combo.findData("")
    combo.setCurrentIndex(custom)
    combo.activated.emit(custom)
    assert doc.plan.workload.model.catalog_id is None
    assert doc.plan.workload.model.params_b == choice.value.params_b  # numbers kept
    assert tab.model_section.params.isEnabled()
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.plan.workload.model.name == "7B (Llama-2-7B shape)"
    assert combo.currentData() == ""


def test_switching_moe_on_starts_from_the_total_parameters(tab, doc) -> None:
    active = tab.model_section.active
    active.check.setChecked(True)
    assert doc.plan.workload.model.active_params_b == 7.0
    active.inner.setValue(2.0)
    assert doc.plan.workload.model.active_params_b == 2.0
    doc.evaluate_now()
    # FLOPs follow the active parameters: 6 × 2e9 per token.
    assert tab.derived.flops_per_token.text() == "1.20e10 FLOPs"


def test_epochs_past_the_tokens_cap_are_refused_beside_the_field(tab, doc) -> None:
    """1e15 dataset tokens (the field's own cap) × 2 epochs would train 2e15: refused beside
    Epochs (io/messages error.training_tokens_too_many), the plan keeping its epochs."""
    data = tab.data_section
    data.mode.setCurrentIndex(data.mode.findData("epochs"))
    data.mode.activated.emit(data.mode.currentIndex())
    data.tokens.setText("1e15")
    data.tokens.editingFinished.emit()
    assert doc.plan.workload.tokens == 1e15
    data.epochs.setValue(2)
    binding = next(b for b in data.binder.bindings if b.widget is data.epochs)
    assert binding.cell.error_label.text() == (
        "tokens × epochs × runs is 2e+15 tokens trained, more than 1e+15: a larger value is a "
        "typo — the plan keeps 1 epoch"  # not "1 epochs", as a GUI review found
    )
    assert doc.plan.workload.epochs == 1


def test_packed_samples_are_typed_next_to_the_sequence_and_refused_past_it(tab, doc) -> None:
    """The seed example trains 2,048-token sequences unpacked; a packed length of 200 is
    stored, 0 ("Not packed") clears it, and one past the sequence is refused beside the field
    with the plan unchanged."""
    packed = tab.data_section.packed
    assert doc.plan.workload.packed_sample_len is None and packed.text() == "Not packed"
    packed.setValue(200)
    assert doc.plan.workload.packed_sample_len == 200
    packed.setValue(0)
    assert doc.plan.workload.packed_sample_len is None
    seq = doc.plan.workload.seq_len
    packed.setValue(seq + 1)
    binding = next(b for b in tab.data_section.binder.bindings if b.widget is packed)
    assert binding.error == (
        f"a packed sample of {seq + 1:,} tokens is longer than the sequence ({seq:,} tokens): "
        "samples are packed into a sequence, so each is at most as long"
    )
    assert doc.plan.workload.packed_sample_len is None
