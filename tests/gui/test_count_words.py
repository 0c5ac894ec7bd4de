"""Counts read as English (issue 17, "grammar of count messages"): a platform on one GPU is
"1 GPU" in the verdict, the layout and memory heads, the breakdown and memory charts and the
fee total — not "1 GPUs". Chinese has no plural: the same words as for 8 cards."""

from __future__ import annotations

from plans import make_plan, platform

from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.results.layout_detail import detail_rows, memory_rows

# A 1B-shaped full fine-tune on 1e8 tokens fits one A100 80G (16 B/param × 1e9 = 16 GB of
# model states, plus activations). Held 80.13 min
# (training + 10 min setup), billed by the minute: 81 min × 10 CNY/GPU-h = 13.50 on 1 GPU.
SMALL = {"name": "1B", "params_b": 1.0, "layers": 16, "hidden": 2048, "heads": 16, "ffn": 5504}


def _doc() -> PlanDocument:
    plan = make_plan(
        workload={"model": SMALL, "tokens": 1e8},
        platforms=[platform(name="One A100", fixed_gpus=1)],
    )
    return PlanDocument(plan)


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
    assert memory_head.endswith(" of 80.0 GB usable")  # the A100 80G's whole memory
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
