"""The Workload tab's layout fields: each pinned or "Automatic", and the settings beside them
(model states, LoRA targets, SP, virtual stages, EP, the MoE shape)."""

from __future__ import annotations

import pytest
from plans import MIXTRAL_8X7B, make_plan, platform, workload

from gpuplanner.core.workload import LayoutField, LoraTargets, QloraBase, StatePrecision
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.workload.layout_fields import AUTO, PINNED, AutoPin
from gpuplanner.gui.workload.tab import WorkloadTab

MIXTRAL = MIXTRAL_8X7B


def _tab(qtbot, **w) -> tuple[WorkloadTab, PlanDocument]:
    doc = PlanDocument(make_plan(workload=workload(**w), platforms=[platform(fixed_gpus=8)]))
    tab = WorkloadTab(doc)
    qtbot.addWidget(tab)
    return tab, doc


def _choose(pin: AutoPin, data: str) -> None:
    pin.setCurrentIndex(pin.findData(data))
    pin.activated.emit(pin.currentIndex())


@pytest.mark.parametrize(
    ("attr", "field"),
    [
        ("tp_auto", LayoutField.TENSOR_PARALLEL),
        ("pp_auto", LayoutField.PIPELINE_PARALLEL),
        ("zero_auto", LayoutField.ZERO_STAGE),
        ("sp_auto", LayoutField.SEQUENCE_PARALLEL),
    ],
)
def test_automatic_adds_the_field_and_pinned_removes_it(qtbot, attr, field) -> None:
    tab, doc = _tab(qtbot)
    pin = getattr(tab.parallel_section, attr)
    assert pin.currentData() == PINNED and doc.plan.workload.auto_layout == ()
    steps = doc.undo_stack.count()
    _choose(pin, AUTO)
    assert doc.plan.workload.auto_layout == (field,)
    assert doc.undo_stack.count() == steps + 1  # one undo step
    _choose(pin, PINNED)
    assert doc.plan.workload.auto_layout == ()
    doc.undo_stack.undo()
    assert doc.plan.workload.auto_layout == (field,) and pin.currentData() == AUTO


def test_micro_batch_and_recompute_automatic_grey_their_values(qtbot) -> None:
    tab, doc = _tab(qtbot)
    batch = tab.batch_section
    _choose(batch.micro_batch_auto, AUTO)
    _choose(batch.recompute_auto, AUTO)
    assert doc.plan.workload.auto_layout == (LayoutField.MICRO_BATCH, LayoutField.RECOMPUTE)
    assert not batch.micro_batch.isEnabled() and not batch.recompute.isEnabled()
    _choose(batch.micro_batch_auto, PINNED)
    assert batch.micro_batch.isEnabled()


def test_typing_a_pinned_tensor_parallel_is_one_step(qtbot) -> None:
    tab, doc = _tab(qtbot)
    steps = doc.undo_stack.count()
    tab.parallel_section.tp.setValue(4)
    doc.end_merge()
    assert doc.plan.workload.tensor_parallel == 4
    assert doc.undo_stack.count() == steps + 1
    doc.undo_stack.undo()
    assert doc.plan.workload.tensor_parallel == 1


def test_pinning_a_tensor_parallel_that_does_not_divide_the_heads_is_refused(qtbot) -> None:
    # Automatic TP keeps any typed value (the core chooses); pinning 3 for 32 heads cannot be.
    tab, doc = _tab(qtbot, tensor_parallel=3, auto_layout=("tensor_parallel",))
    section = tab.parallel_section
    _choose(section.tp_auto, PINNED)
    assert LayoutField.TENSOR_PARALLEL in doc.plan.workload.auto_layout
    assert section.tp_auto.currentData() == AUTO
    label = section.tp.parentWidget().parentWidget().error_label
    assert label.text() == "tensor parallel 3 does not divide the model's 32 attention heads"


def test_more_pipeline_stages_than_layers_is_worded_next_to_the_field(qtbot) -> None:
    tab, doc = _tab(qtbot)
    section = tab.parallel_section
    section.pp.setValue(64)  # the 7B model has 32 layers
    binding = next(b for b in section.binder.bindings if b.widget is section.pp)
    assert binding.error == "64 pipeline stages for a model of 32 layers"
    assert doc.plan.workload.pipeline_parallel == 1


def test_virtual_stages_apply_with_pipelining_only(qtbot) -> None:
    tab, doc = _tab(qtbot)
    section = tab.parallel_section
    assert not section.vp.isEnabled()
    section.pp.setValue(4)
    assert section.vp.isEnabled()
    section.vp.setValue(2)
    assert doc.plan.workload.virtual_pipeline == 2


def test_virtual_stages_automatic_greys_the_value_and_is_one_step(qtbot) -> None:
    tab, doc = _tab(qtbot, pipeline_parallel=4)
    section = tab.parallel_section
    assert section.vp.isEnabled() and section.vp_auto.currentData() == PINNED
    steps = doc.undo_stack.count()
    _choose(section.vp_auto, AUTO)
    assert doc.plan.workload.auto_layout == (LayoutField.VIRTUAL_PIPELINE,)
    assert not section.vp.isEnabled() and doc.undo_stack.count() == steps + 1
    doc.undo_stack.undo()
    assert doc.plan.workload.auto_layout == () and section.vp.isEnabled()


def test_expert_parallel_greyed_for_a_dense_model_and_typed_for_moe(qtbot) -> None:
    tab, _doc = _tab(qtbot)
    assert not tab.parallel_section.ep.isEnabled()
    tab, doc = _tab(qtbot, model=MIXTRAL, global_batch=64)
    tab.parallel_section.ep.setValue(8)
    assert doc.plan.workload.expert_parallel == 8


def test_state_precision_and_lora_targets(qtbot) -> None:
    tab, doc = _tab(qtbot)
    combo = tab.batch_section.state_precision
    combo.setCurrentIndex(combo.findData("pure_bf16"))
    assert doc.plan.workload.state_precision is StatePrecision.PURE_BF16
    targets = tab.method_section.lora_targets
    assert not targets.isEnabled()  # a full fine-tune has no adapters
    method = tab.method_section.method
    method.setCurrentIndex(method.findData("lora"))
    assert targets.isEnabled()
    targets.setCurrentIndex(targets.findData("qv"))
    assert doc.plan.workload.lora_targets is LoraTargets.QV
    base = tab.method_section.qlora_base
    assert not base.isEnabled()  # LoRA: a 16-bit base
    method.setCurrentIndex(method.findData("qlora"))
    assert base.isEnabled()
    base.setCurrentIndex(base.findData("gptq"))
    assert doc.plan.workload.qlora_base is QloraBase.GPTQ


def test_sequence_parallel_check_box(qtbot) -> None:
    tab, doc = _tab(qtbot)
    assert tab.parallel_section.sp.isChecked()  # the default: SP alongside TP
    tab.parallel_section.sp.setChecked(False)
    assert doc.plan.workload.sequence_parallel is False


def test_routed_experts_start_with_top_two(qtbot) -> None:
    moe = {**MIXTRAL, "experts": None, "experts_per_token": None, "expert_ffn": None}
    tab, doc = _tab(qtbot, model=moe)
    fields = tab.moe_section.fields
    assert fields["experts"].isEnabled()  # active parameters set: an MoE model
    fields["experts"].setValue(16)
    model = doc.plan.workload.model
    assert (model.experts, model.experts_per_token) == (16, 2)
    tab, _doc = _tab(qtbot)
    assert not tab.moe_section.fields["experts"].isEnabled()  # dense


def test_routing_groups_start_without_a_limit(qtbot) -> None:
    """Node-limited routing (DeepSeek-V3: 4 of 8 groups). Groups typed alone start at all of
    them a token (no limit yet; the model refuses groups without it); then 4 of 8; cleared,
    both go. Groups per token above the groups are refused, the plan keeps 4."""
    tab, doc = _tab(qtbot, model={**MIXTRAL, "experts": 16})
    fields = tab.moe_section.fields
    assert fields["routing_groups"].isEnabled()
    assert fields["routing_groups_per_token"].toolTip()
    fields["routing_groups"].setValue(8)
    model = doc.plan.workload.model
    assert (model.routing_groups, model.routing_groups_per_token) == (8, 8)
    fields["routing_groups_per_token"].setValue(4)
    assert doc.plan.workload.model.routing_groups_per_token == 4
    fields["routing_groups_per_token"].setValue(9)
    assert doc.plan.workload.model.routing_groups_per_token == 4
    fields["routing_groups"].setValue(0)
    model = doc.plan.workload.model
    assert (model.routing_groups, model.routing_groups_per_token) == (None, None)
