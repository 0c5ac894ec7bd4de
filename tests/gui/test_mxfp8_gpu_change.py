"""A plan stating MXFP8 on Blackwell only, then the Platforms form picks a Hopper GPU: the
pick is refused next to the GPU picker (the plan keeps its B200, the picker shows it again),
nothing reaches the undo stack, and the app does not raise. An H100 preset added to that
plan, or FP8 switched on over a stored MXFP8, is refused the same way, next to its control."""

from __future__ import annotations

from plans import make_plan, platform, workload

from gpuplanner.gui import catalog_source
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms import preset_dialog
from gpuplanner.gui.platforms.tab import PlatformsTab
from gpuplanner.gui.workload.tab import WorkloadTab

_REFUSAL = "MXFP8 scaling needs Blackwell tensor cores, and B200 runs on the NVIDIA H100"


def _card(gpu_id: str):
    return next(c.value for c in catalog_source.gpus() if c.id == gpu_id)


def _pick(combo, data: str) -> None:
    combo.setCurrentIndex(combo.findData(data))
    combo.activated.emit(combo.currentIndex())


def _mxfp8_plan(precision: str = "fp8"):
    return make_plan(
        workload=workload(precision=precision, fp8_recipe="mxfp8"),
        platforms=[platform(name="B200", gpu=_card("b200-sxm-180gb"))],
    )


def test_an_h100_picked_beside_mxfp8_is_refused_next_to_the_gpu_picker(qtbot) -> None:
    doc = PlanDocument(_mxfp8_plan())
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    tab.select(0)
    gpu = tab.form.gpu
    before = doc.plan
    _pick(gpu.combo, "h100-sxm-80gb")  # raised a ValidationError out of the slot before
    assert doc.plan is before and doc.undo_stack.count() == 0
    assert gpu.combo.currentData() == "b200-sxm-180gb"  # the picker tells the plan's card
    assert gpu.notice.isVisibleTo(tab) and gpu.notice.text().startswith(_REFUSAL)
    _pick(gpu.combo, "b300-sxm-270gb")  # another Blackwell card is taken, the refusal goes
    assert doc.plan.platforms[0].gpu.id == "b300-sxm-270gb"
    assert not gpu.notice.text().startswith("MXFP8")
    doc.undo_stack.undo()
    assert doc.plan.platforms[0].gpu.id == "b200-sxm-180gb"
    assert gpu.combo.currentData() == "b200-sxm-180gb"


def test_an_h100_preset_beside_mxfp8_is_refused_with_the_reason(qtbot, monkeypatch) -> None:
    doc = PlanDocument(_mxfp8_plan())
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    preset = platform(name="H100", gpu=_card("h100-sxm-80gb"))
    monkeypatch.setattr(preset_dialog, "choose_preset", lambda parent, currency: preset)
    tab.add_preset.click()
    assert [p.name for p in doc.plan.platforms] == ["B200"] and doc.undo_stack.count() == 0
    assert tab.status.text().startswith("MXFP8 scaling needs Blackwell tensor cores, and H100")


def test_fp8_over_a_stored_mxfp8_is_refused_next_to_precision_and_undo_holds(qtbot) -> None:
    plan = make_plan(
        workload=workload(precision="bf16", fp8_recipe="mxfp8"),
        platforms=[platform(name="H100", gpu=_card("h100-sxm-80gb"))],
    )
    doc = PlanDocument(plan)
    doc.apply(plan.model_copy(update={"title": "t"}), "title")
    tab = WorkloadTab(doc)
    qtbot.addWidget(tab)
    section = tab.batch_section
    _pick(section.precision, "fp8")
    binding = next(b for b in section.binder.bindings if b.widget is section.precision)
    assert binding.error.startswith("MXFP8 scaling needs Blackwell tensor cores, and H100")
    assert doc.plan.workload.precision.value == "bf16" and doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.plan is plan


def test_a_stored_mxfp8_in_a_bf16_plan_can_be_cleared_then_fp8_is_taken(qtbot) -> None:
    """The way out of the refusal above: the message says to choose another recipe, so the
    recipe combo stays enabled while BF16 stores one (it was disabled for any BF16 plan, and
    FP8 could then never be chosen beside the H100 without removing it)."""
    plan = make_plan(
        workload=workload(precision="bf16", fp8_recipe="mxfp8"),
        platforms=[platform(name="H100", gpu=_card("h100-sxm-80gb"))],
    )
    doc = PlanDocument(plan)
    tab = WorkloadTab(doc)
    qtbot.addWidget(tab)
    section = tab.batch_section
    assert section.fp8_recipe.isEnabled()
    _pick(section.fp8_recipe, "")  # Automatic
    assert doc.plan.workload.fp8_recipe is None
    assert not section.fp8_recipe.isEnabled()  # BF16 and nothing stated: nothing to scale
    _pick(section.precision, "fp8")
    assert doc.plan.workload.precision.value == "fp8" and section.fp8_recipe.isEnabled()
