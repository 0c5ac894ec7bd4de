"""The workload form's training stack (core/stacks.py): automatic names its choice; a pick is
stored in the plan; undo returns to automatic. The seed example is a 7B full fine-tune
without model parallelism, whose usual stack is DeepSpeed (ZeRO)."""

from __future__ import annotations

import pytest

from gpuplanner.core.workload import TrainingStack
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.workload.tab import WorkloadTab
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan


def _pick(combo, data: str) -> None:
    """Choose the entry holding ``data`` ("": Automatic) as a click does."""
    combo.setCurrentIndex(combo.findData(data))
    combo.activated.emit(combo.currentIndex())


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    plan = load_plan(example_plan())
    automatic = plan.workload.model_copy(update={"stack": None})
    return PlanDocument(plan.model_copy(update={"workload": automatic}))


def test_the_stack_combo_names_the_automatic_choice_and_stores_a_pick(qtbot, doc) -> None:
    tab = WorkloadTab(doc)
    qtbot.addWidget(tab)
    combo = tab.parallel_section.stack
    assert combo.currentIndex() == 0
    assert combo.itemText(0) == (
        "Automatic: DeepSpeed (ZeRO) (what most full fine-tunes without model parallelism use)"
    )
    assert "Transformer Engine" in combo.itemData(1, 3)  # Qt.ToolTipRole
    combo.setCurrentIndex(combo.findData("megatron"))
    assert doc.plan.workload.stack is TrainingStack.MEGATRON
    doc.undo_stack.undo()
    assert doc.plan.workload.stack is None and combo.currentIndex() == 0


def test_compute_time_from_the_work_replaces_the_typed_mfu_in_the_form(qtbot, doc) -> None:
    # The seed example's A100 80G platform with the catalog's 2,039 GB/s: with the switch on,
    # the MFU box gives way to the MFU the per-layer time implies (the result's, never
    # computed by the form). Without a bandwidth the typed MFU stays (test_compute.py).
    from gpuplanner.gui.platforms.tab import PlatformsTab

    first = doc.plan.platforms[0]
    gpu = first.gpu.model_copy(update={"memory_bandwidth_gbps": 2039.0})
    platforms = (first.model_copy(update={"gpu": gpu}), *doc.plan.platforms[1:])
    doc = PlanDocument(doc.plan.model_copy(update={"platforms": platforms}))
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    tab.show()
    perf = tab.form.performance
    assert perf.mfu.isEnabled() and not perf.implied.isVisibleTo(tab)
    perf.from_work.setChecked(True)
    assert doc.plan.platforms[0].efficiency_from_work
    doc.evaluate_now()
    r = doc.result.platforms[0]
    assert r.mfu_source == "work" and 0.3 < r.mfu < 0.87  # below the A100's MAMF ceiling
    assert not perf.mfu.isEnabled() and perf.implied.isVisibleTo(tab)  # greyed: not used
    assert perf.implied.text() == f"MFU from the work: {100 * r.mfu:.1f}%"


def test_the_moe_exchange_combos_name_the_stacks_choice_and_store_a_pick(qtbot) -> None:
    """An MoE run's dispatcher and overlap: "Automatic" names what the stack does
    (Megatron-Core: one copy per expert, not overlapped; HAI-LLM: once per node,
    overlapped); a pick is stored in the plan and Automatic clears it."""
    from plans import MIXTRAL_8X7B, make_plan, workload

    from gpuplanner.core.workload import MoeDispatcher
    from gpuplanner.gui.document import PlanDocument
    from gpuplanner.gui.workload.tab import WorkloadTab

    moe = MIXTRAL_8X7B
    doc = PlanDocument(make_plan(workload=workload(model=moe, stack="megatron")))
    tab = WorkloadTab(doc)
    qtbot.addWidget(tab)
    section = tab.parallel_section
    assert section.dispatcher.isEnabled() and section.dispatcher.toolTip()
    assert "one copy per expert" in section.dispatcher.itemText(0)
    assert "not overlapped" in section.moe_overlap.itemText(0)
    section.dispatcher.setCurrentIndex(section.dispatcher.findData("per_node"))
    section.dispatcher.activated.emit(section.dispatcher.currentIndex())
    section.moe_overlap.setCurrentIndex(section.moe_overlap.findData("on"))
    section.moe_overlap.activated.emit(section.moe_overlap.currentIndex())
    w = doc.plan.workload
    assert (w.moe_dispatcher, w.moe_overlap) == (MoeDispatcher.PER_NODE, True)
    section.moe_overlap.setCurrentIndex(0)
    section.moe_overlap.activated.emit(0)
    assert doc.plan.workload.moe_overlap is None
    hai = doc.plan.workload.model_copy(
        update={"stack": TrainingStack.HAI_LLM, "moe_dispatcher": None}
    )
    doc.apply(doc.plan.model_copy(update={"workload": hai}), "stack")
    assert "once per node" in section.dispatcher.itemText(0)
    assert section.moe_overlap.itemText(0).endswith("overlapped")
    assert "not" not in section.moe_overlap.itemText(0)


def test_the_moe_host_sync_combo_names_the_stacks_choice_and_stores_a_pick(qtbot) -> None:
    """Megatron-Core's dropless MoE layer waits for the GPU (core/stacks.py); torchtitan's
    does not. "Automatic" says which; "Sync-free" stores False (Megatron-Core 26.08's
    graph-captured layer), Automatic clears it."""
    from plans import MIXTRAL_8X7B, make_plan, workload

    from gpuplanner.gui.document import PlanDocument
    from gpuplanner.gui.workload.tab import WorkloadTab

    doc = PlanDocument(make_plan(workload=workload(model=MIXTRAL_8X7B, stack="megatron")))
    tab = WorkloadTab(doc)
    qtbot.addWidget(tab)
    combo = tab.parallel_section.moe_host_sync
    assert combo.isEnabled() and "13.48 µs" in combo.toolTip()
    assert combo.itemText(0) == "Automatic: waits for the GPU"
    _pick(combo, "free")
    assert doc.plan.workload.moe_host_sync is False
    _pick(combo, "")
    assert doc.plan.workload.moe_host_sync is None
    titan = doc.plan.workload.model_copy(update={"stack": TrainingStack.TORCHTITAN})
    doc.apply(doc.plan.model_copy(update={"workload": titan}), "stack")
    assert combo.itemText(0) == "Automatic: sync-free"


def test_the_loss_combo_names_the_stacks_loss_and_stores_a_pick(qtbot) -> None:
    """Megatron-Core's loss is fused, the Hugging Face Trainer's runs on fp32 logits
    (core/stacks.py logit_copies): "Automatic" says which; "Fused" stores True (Liger's fused
    linear cross entropy), Automatic clears it; the peak memory drops by the 7B's 2.5 fp32
    copies, 2.5 · 4 · 2,048 · 32,000 B = 0.655 GB at micro-batch 1."""
    from plans import make_plan, workload

    from gpuplanner.core.evaluate import evaluate
    from gpuplanner.gui.document import PlanDocument
    from gpuplanner.gui.workload.tab import WorkloadTab

    doc = PlanDocument(make_plan(workload=workload(stack="hf_trainer", micro_batch=1)))
    tab = WorkloadTab(doc)
    qtbot.addWidget(tab)
    combo = tab.batch_section.fused_loss
    assert "Liger" in combo.toolTip()
    assert combo.itemText(0) == "Automatic: fp32 logits"
    before = evaluate(doc.plan).platforms[0].memory.at(0)["total"]
    _pick(combo, "fused")
    assert doc.plan.workload.fused_loss is True
    after = evaluate(doc.plan).platforms[0].memory.at(0)["total"]
    assert before - after == pytest.approx(0.65536, rel=1e-6)
    _pick(combo, "")
    assert doc.plan.workload.fused_loss is None
    megatron = doc.plan.workload.model_copy(update={"stack": TrainingStack.MEGATRON})
    doc.apply(doc.plan.model_copy(update={"workload": megatron}), "stack")
    assert combo.itemText(0) == "Automatic: fused"


def test_expert_tensor_parallel_is_typed_for_an_moe_and_refused_past_tp(qtbot, doc) -> None:
    """Greyed for the seed example's dense 7B; for an MoE at TP 2, 1 folds the experts' TP
    into EP (stored), "As TP" clears it, and 4 (not a divisor of TP 2) is refused
    beside the field with the plan unchanged."""
    from plans import MIXTRAL_8X7B, make_plan, workload

    from gpuplanner.gui.document import PlanDocument
    from gpuplanner.gui.workload.tab import WorkloadTab

    dense = WorkloadTab(doc)
    qtbot.addWidget(dense)
    assert not dense.parallel_section.etp.isEnabled()
    moe = PlanDocument(
        make_plan(workload=workload(model=MIXTRAL_8X7B, stack="megatron", tensor_parallel=2))
    )
    tab = WorkloadTab(moe)
    qtbot.addWidget(tab)
    etp = tab.parallel_section.etp
    assert etp.isEnabled() and etp.text() == "As TP"
    etp.setValue(1)
    assert moe.plan.workload.expert_tensor_parallel == 1
    etp.setValue(0)
    assert moe.plan.workload.expert_tensor_parallel is None
    etp.setValue(4)
    binding = next(b for b in tab.parallel_section.binder.bindings if b.widget is etp)
    assert binding.error == (
        "expert tensor parallelism 4 does not divide the tensor parallelism 2: the experts' "
        "TP group is a part of the attention's"
    )
    assert moe.plan.workload.expert_tensor_parallel is None


def test_the_results_layout_names_folded_experts(qapp) -> None:
    """The bill's layout lines add the experts' TP degree only where it differs from TP."""
    from gpuplanner.gui.results.layout_detail import layout_rows

    layout = {
        "tensor_parallel": 2,
        "pipeline_parallel": 1,
        "context_parallel": 1,
        "data_parallel": 32,
        "virtual_pipeline": 1,
        "micro_batch": 1,
        "zero_stage": 1,
        "recompute": "none",
        "sequence_parallel": True,
        "expert_parallel": 64,
        "expert_tensor_parallel": 1,
        "automatic": [],
    }
    _, rows = layout_rows(layout, 64)
    assert "Expert tensor parallel: 1" in rows
    _, plain = layout_rows({**layout, "expert_tensor_parallel": 2}, 64)
    assert not any(r.startswith("Expert tensor parallel") for r in plain)
