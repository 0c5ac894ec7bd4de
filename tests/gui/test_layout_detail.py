"""The Results tab's explanation: the chosen layout in detail, and the memory of a platform
that cannot run at the count its reason names."""

from __future__ import annotations

from plans import make_plan, platform, workload

from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.results.bill_panel import AMOUNT_ROLE
from gpuplanner.gui.results.tab import ResultsTab


def _explain(qtbot, plan, name: str) -> str:
    tab = ResultsTab(PlanDocument(plan))
    qtbot.addWidget(tab)
    tab.explanation.show_platform(name)
    # the same words head the bill tree: a heading row, its details under it
    tree = tab.explanation.bill
    rows = []
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        if item.data(0, AMOUNT_ROLE) is None and item.text(0) != "Total":
            rows += [item.text(0), *(item.child(c).text(0) for c in range(item.childCount()))]
    assert rows == tab.explanation.detail.split("\n")
    return tab.explanation.detail


def test_the_chosen_layout_and_what_was_automatic(qtbot) -> None:
    # 7B on 24 GB cards, ZeRO-3 pinned, recompute automatic: at 8 GPUs only full recompute
    # fits (tests/core/test_layout.py, test_layout_column.py), d = 8 / (1 × 1) = 8.
    w = workload(zero_stage=3, auto_layout=("recompute",))
    p = platform(name="small", gpu={"memory_gb": 24.0}, fixed_gpus=8)
    text = _explain(qtbot, make_plan(workload=w, platforms=[p], settings={"max_gpus": 16}), "small")
    assert text.split("\n") == [
        "Layout at 8 GPUs: d 8 × t 1 × p 1 × e 1",
        "Micro-batch: 1",
        "ZeRO stage: 3",
        "Recompute: full",
        "Sequence parallelism: on",
        "Chosen by gpuplanner: recompute",
    ]


def test_a_platform_that_cannot_run_still_shows_its_memory(qtbot) -> None:
    # No ZeRO, 8 GPUs fixed on 80 GB: every GPU holds all the 7B states, bf16 weights 2Ψ =
    # 14 GB, gradients 14 GB, fp32 master + m + v 12Ψ = 84 GB, activations 10.9 GB (b = 1,
    # s = 2,048; tests/gui/test_forms_workload.py), reserve 2 GB: 124.9 GB, over 80.
    p = platform(name="big", fixed_gpus=8)
    text = _explain(qtbot, make_plan(platforms=[p]), "big")
    rows = text.split("\n")
    assert rows[0] == "Layout at 8 GPUs: d 8 × t 1 × p 1 × e 1"
    assert rows[2] == "ZeRO stage: 0"
    assert rows[6:] == [
        "Memory per GPU at 8 GPUs: 124.9 GB of 80 GB usable",
        "Weights: 14.0 GB",
        "Gradients: 14.0 GB",
        "Optimizer states: 84.0 GB",
        "Activations: 10.9 GB",
        "Runtime reserve: 2.0 GB",
    ]


def test_nothing_selected_shows_no_layout(qtbot) -> None:
    tab = ResultsTab(PlanDocument(make_plan()))
    qtbot.addWidget(tab)
    tab.explanation.show_platform(None)
    assert tab.explanation.detail == ""
    assert tab.explanation.bill.topLevelItemCount() == 0


def test_the_settings_gpuplanner_may_choose_are_catalog_words(qapp) -> None:
    """ "Chosen by gpuplanner: …" names each LayoutField with the catalog's ``layout.*`` words
    (issue 27 item 2), in Chinese docs/glossary.md's terms: 虚拟流水线阶段, not the 虚拟阶段
    the GUI's own string had."""
    from ui_language import ui_language

    from gpuplanner.gui.results.layout_detail import _field_names

    english = [
        "tensor parallel",
        "pipeline parallel",
        "micro-batch",
        "ZeRO stage",
        "recompute",
        "sequence parallelism",
        "expert parallel",
        "virtual pipeline stages",
    ]
    chinese = ["张量并行", "流水线并行", "微批大小", "ZeRO 阶段", "激活重计算", "序列并行"]
    chinese += ["专家并行", "虚拟流水线阶段"]
    assert list(_field_names().values()) == english
    with ui_language(qapp, "zh_CN"):
        assert list(_field_names().values()) == chinese
