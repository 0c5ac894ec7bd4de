"""The workload form's FP8 scaling recipe: enabled for FP8 runs only, "Automatic" names the
stack's recipe per GPU generation (core/stacks.py), a pick is stored in the plan, and MXFP8
beside a Hopper platform is refused next to the field."""

from __future__ import annotations

from plans import H100_SXM, make_plan, platform, workload

from gpuplanner.core.workload import Fp8Recipe
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.workload.tab import WorkloadTab

H100 = H100_SXM


def _pick(combo, data: str) -> None:
    combo.setCurrentIndex(combo.findData(data))
    combo.activated.emit(combo.currentIndex())


def test_the_recipe_combo_follows_precision_and_names_the_stacks_choice(qtbot) -> None:
    doc = PlanDocument(make_plan(workload=workload(stack="megatron")))
    tab = WorkloadTab(doc)
    qtbot.addWidget(tab)
    section = tab.batch_section
    combo = section.fp8_recipe
    assert not combo.isEnabled() and combo.toolTip()  # BF16: nothing to scale
    _pick(section.precision, "fp8")
    assert combo.isEnabled()
    assert combo.itemText(0) == "Automatic: MXFP8 on Blackwell, delayed elsewhere"
    _pick(combo, "current")
    assert doc.plan.workload.fp8_recipe is Fp8Recipe.CURRENT
    combo.setCurrentIndex(0)
    combo.activated.emit(0)
    assert doc.plan.workload.fp8_recipe is None
    titan = doc.plan.workload.model_copy(update={"stack": "torchtitan"})
    doc.apply(doc.plan.model_copy(update={"workload": titan}), "stack")
    assert combo.itemText(0) == "Automatic: current scaling (per tensor)"


def test_mxfp8_beside_an_h100_is_refused_next_to_the_field(qtbot) -> None:
    plan = make_plan(workload=workload(precision="fp8"), platforms=[platform(gpu=H100)])
    doc = PlanDocument(plan)
    tab = WorkloadTab(doc)
    qtbot.addWidget(tab)
    section = tab.batch_section
    _pick(section.fp8_recipe, "mxfp8")
    binding = next(b for b in section.binder.bindings if b.widget is section.fp8_recipe)
    assert binding.error.startswith("MXFP8 scaling needs Blackwell tensor cores, and P runs on")
    assert doc.plan.workload.fp8_recipe is None
