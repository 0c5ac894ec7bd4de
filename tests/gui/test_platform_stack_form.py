"""The platform form's training stack (issue 23 item 1: per platform where a provider's stack
differs): the empty entry names the workload's stack, a pick is stored on that platform only,
undo returns to the workload's. The seed example is a 7B full fine-tune without model
parallelism, whose usual stack is DeepSpeed (ZeRO)."""

from __future__ import annotations

from gpuplanner.core.workload import TrainingStack
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.sections import PerformanceSection
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan


def test_a_platform_picks_its_own_stack_and_undo_returns_to_the_workloads(qtbot) -> None:
    plan = load_plan(example_plan())
    automatic = plan.workload.model_copy(update={"stack": None})
    doc = PlanDocument(plan.model_copy(update={"workload": automatic}))
    section = PerformanceSection(doc, lambda plan: ("platforms", 1))
    qtbot.addWidget(section)
    section.refresh()
    combo = section.stack
    assert combo.currentIndex() == 0
    assert combo.itemText(0) == "The workload's (DeepSpeed (ZeRO))"
    assert "NeMo" in combo.toolTip()
    assert "Transformer Engine" in combo.itemData(1, 3)  # Qt.ToolTipRole
    combo.setCurrentIndex(combo.findData("megatron"))
    assert doc.plan.platforms[1].stack is TrainingStack.MEGATRON
    assert doc.plan.platforms[0].stack is None and doc.plan.workload.stack is None
    doc.undo_stack.undo()
    assert doc.plan.platforms[1].stack is None and combo.currentIndex() == 0
