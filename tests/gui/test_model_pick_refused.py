"""A catalog model the plan's pinned layout cannot run is refused next to the model picker:
TP 8 pinned, then Qwen2.5-7B (28 attention heads, 4 KV heads; catalogs/models.json): 8
divides neither. Before, the pick raised a ValidationError out of the combo's slot and the
combo showed Qwen2.5-7B over a plan that kept its 7B."""

from __future__ import annotations

import sys

from plans import make_plan, workload

from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.workload.tab import WorkloadTab


def test_a_model_the_pinned_tp_cannot_split_is_refused_beside_the_picker(qtbot, monkeypatch):
    raised: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda _t, exc, _tb: raised.append(exc))
    plan = make_plan(workload=workload(tensor_parallel=8))
    doc = PlanDocument(plan)
    tab = WorkloadTab(doc)
    qtbot.addWidget(tab)
    section = tab.model_section
    combo = section.combo
    combo.setCurrentIndex(combo.findData("qwen2.5-7b"))
    combo.activated.emit(combo.currentIndex())
    assert raised == []
    assert doc.plan is plan and doc.undo_stack.count() == 0
    assert combo.currentData() == ""  # the plan's custom 7B again
    said = "tensor parallel 8 does not divide the model's 28 attention heads"
    assert section.refusal.text() == said
    assert section.refusal.isVisibleTo(tab)
    combo.setCurrentIndex(combo.findData("llama-2-7b"))  # 32 heads: TP 8 runs
    combo.activated.emit(combo.currentIndex())
    assert doc.plan.workload.model.catalog_id == "llama-2-7b"
    assert not section.refusal.isVisibleTo(tab)
    doc.undo_stack.undo()
    assert doc.plan is plan
