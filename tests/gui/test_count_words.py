"""Counts read as English (issue 17, "grammar of count messages"): a platform on one GPU is
"1 GPU" in the verdict, the layout and memory heads, the breakdown and memory charts and the
fee total — not "1 GPUs". Chinese has no plural: the same words as for 8 cards."""

from __future__ import annotations

from plans import one_gpu_plan

from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.results.layout_detail import detail_rows, memory_rows


def _doc() -> PlanDocument:
    return PlanDocument(one_gpu_plan())  # 13.50 on 1 GPU (tests/plans.py)


def test_one_gpu_is_said_in_the_singular(qtbot) -> None:
    from gpuplanner.gui.charts import ChartsPanel, MemoryChart
    from gpuplanner.gui.fees.tab import FeesTab
    from gpuplanner.gui.results.tab import ResultsTab

    doc = _doc()
    point = doc.result.platforms[0].chosen_point
    assert point is not None and point.gpus == 1 and point.total_cost == 13.5
    tab = ResultsTab(doc)
    qtbot.addWidget(tab)
    assert tab.explanation.verdict.text().startswith("The cheapest option: 1 GPU, delivered in")
    one = doc.result.platforms[0]
    [(layout_head, _)] = detail_rows(one)  # a platform that runs: its layout
    assert layout_head.startswith("Layout at 1 GPU: d 1 × t 1 × p 1 × e 1")
    memory_head, _ = memory_rows(one, 1)  # what a platform that cannot run shows
    assert memory_head.startswith("Memory per GPU at 1 GPU: ")
    assert memory_head.endswith(" of 80 GB usable")  # the A100 80G's whole memory
    charts = ChartsPanel(doc)
    qtbot.addWidget(charts)
    text = charts.breakdown_chart.bars.row_texts["One A100"].toPlainText()
    assert text == f"{fmt.money(13.5, 'CNY', 0)} · 1 GPU"
    memory = MemoryChart(doc)
    qtbot.addWidget(memory)
    assert memory.bars.row_texts["One A100"].toPlainText().endswith(" GB · 1 GPU")
    fees = FeesTab(doc)
    qtbot.addWidget(fees)
    assert fees.total.text().startswith("Fees on 1 GPU: ")
