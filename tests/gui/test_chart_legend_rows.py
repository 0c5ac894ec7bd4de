"""Chart legends keep their entries whole where three rows hold them (issue 25 item 9: no
clipped labels).

Beside seed example A's bill in a 1280×720 window the charts are 880 px wide. With a legend
of two rows at most, the "Cost against time" legend there (three platforms, the chosen count,
the Pareto frontier, the P10–P90 cross) was cut to "Pareto frontier: th…option by each time"
and "P10–P90 of cost an…t the chosen count", and at that width the bundled 70B example's
catalog names to "A800 · 8-GPU …a market low)". Three rows hold them whole; a legend that
needs more still cuts its long names (ten long platform names and two marks: four columns of
three rows).
"""

from __future__ import annotations

import math

from chart_helpers import settle
from plans import make_plan, platform
from PySide6.QtWidgets import QApplication

from gpuplanner.core.platform import HourlyPricing
from gpuplanner.gui.charts import ChartsPanel
from gpuplanner.gui.charts.base import LEGEND_ROWS
from gpuplanner.gui.document import PlanDocument
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan, examples_dir

CHARTS_WIDTH = 880  # the charts beside seed example A's bill in a 1280×720 window


def _panel(qtbot, plan) -> ChartsPanel:
    panel = ChartsPanel(PlanDocument(plan))
    qtbot.addWidget(panel)
    panel.resize(CHARTS_WIDTH, 400)
    panel.show()
    qtbot.waitExposed(panel)
    settle()
    return panel


def _legend(chart) -> tuple[list[str], list[str], int]:
    """(names, names as shown, rows) of a chart's legend."""
    legend = chart.legend
    shown = [
        getattr(label, "shown_name", name)
        for name, (_, label) in zip(legend.names, legend.items, strict=True)
    ]
    return legend.names, shown, math.ceil(len(legend.names) / legend.columnCount)


def test_the_examples_legends_are_whole_at_1280x720(qtbot) -> None:
    seed = _panel(qtbot, load_plan(example_plan()))
    tradeoff = seed.charts[2]
    seed.tabs.setCurrentIndex(2)
    settle()
    names, shown, rows = _legend(tradeoff)
    assert "Pareto frontier: the cheapest option by each time" in names
    assert "P10–P90 of cost and time at the chosen count" in names
    assert shown == names and rows <= LEGEND_ROWS
    big = _panel(qtbot, load_plan(examples_dir() / "70b-full-finetune-h100-a800-4090.gpuplan"))
    names, shown, rows = _legend(big.charts[0])
    assert "A800 · 8-GPU nodes, 200G InfiniBand (China market low)" in names
    assert shown == names and rows <= LEGEND_ROWS


def test_a_legend_of_many_long_names_is_cut_within_three_rows(qtbot) -> None:
    long = "Vendor with a very long name · H100 80GB SXM5 on-demand, region {}"
    plan = make_plan(
        platforms=[
            platform(name=long.format(i), pricing=HourlyPricing(price_per_gpu_hour=20.0 + i))
            for i in range(10)
        ]
    )
    panel = _panel(qtbot, plan)
    QApplication.processEvents()
    names, shown, rows = _legend(panel.charts[0])
    assert rows <= LEGEND_ROWS
    cut = [s for n, s in zip(names, shown, strict=True) if n.startswith("Vendor")]
    assert len(cut) == 10 and all("…" in s for s in cut)


def test_the_memory_charts_legend_takes_three_rows_in_the_side_panel(qtbot) -> None:
    """In a 1024×700 window the Workload tab's memory chart is about 385 px wide: its five
    parts and the usable-memory mark took one column of six rows (each column as wide as a
    platform name), the plot squeezed and the V100's row lost its name."""
    from gpuplanner.gui.charts import MemoryChart

    chart = MemoryChart(PlanDocument(load_plan(example_plan())))
    qtbot.addWidget(chart)
    chart.resize(385, 330)
    chart.show()
    qtbot.waitExposed(chart)
    settle()
    names, shown, rows = _legend(chart)
    assert names[-1] == "Usable memory" and shown == names and rows == LEGEND_ROWS
    assert chart.bars.labelled == [0, 1, 2]  # every platform's row keeps its name
