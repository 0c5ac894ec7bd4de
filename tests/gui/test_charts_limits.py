"""Past MAX_CHART_PLATFORMS platforms the charts draw the best-ranked ones (and the selected one)
and say so; the drawn set changes by adding and removing only the platforms entering or leaving
it; whiskers are styled once per theme."""

from __future__ import annotations

import numpy as np
import pytest
from chart_helpers import settle, show_panel
from plans import make_plan, platform
from PySide6.QtGui import QColor, QPalette
from wait import WAIT_MS

from gpuplanner.core import evaluate
from gpuplanner.core.edit import replace_at
from gpuplanner.core.platform import HourlyPricing
from gpuplanner.core.uncertainty import simulate
from gpuplanner.gui.charts import MemoryChart
from gpuplanner.gui.charts.limits import MAX_CHART_PLATFORMS, drawn_platforms, limit_note
from gpuplanner.gui.charts.spread_marks import SpreadMarks
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.simulation import Simulation

COUNT = 30


def many_plan(count: int = COUNT):
    """Platform Pi rents A100s at 40 − i per GPU-hour; otherwise all alike, so the cheapest
    are the last ones: with 30, prices 11 … 22 are P29 … P18 (plan order is the reverse)."""
    return make_plan(
        workload={"zero_stage": 3},  # the 7B full fine-tune fits 80 GB GPUs only sharded
        platforms=[
            platform(
                name=f"P{i:02d}",
                max_gpus=64,
                pricing=HourlyPricing(price_per_gpu_hour=40.0 - i),
            )
            for i in range(count)
        ],
    )


CHEAPEST = [f"P{i:02d}" for i in range(COUNT - 1, COUNT - 1 - MAX_CHART_PLATFORMS, -1)]


@pytest.fixture
def many_doc(qtbot) -> PlanDocument:
    return PlanDocument(many_plan())


def test_drawn_platforms_takes_the_best_ranked_and_the_selected() -> None:
    result = evaluate(many_plan())
    assert MAX_CHART_PLATFORMS == 12
    drawn = drawn_platforms(result)
    assert drawn.names == CHEAPEST  # P29 (11/GPU-h) … P18 (22/GPU-h), cheapest first
    assert drawn.limited and drawn.total == 30 and not drawn.with_selected
    # A selected platform outside them takes the last place; one inside changes nothing.
    assert drawn_platforms(result, "P00").names == [*CHEAPEST[:11], "P00"]
    assert drawn_platforms(result, "P00").with_selected
    assert drawn_platforms(result, "P20").names == CHEAPEST
    assert drawn_platforms(result, "no such platform").names == CHEAPEST
    # Up to the limit: every platform, in plan order, and no note.
    small = evaluate(many_plan(3))
    assert drawn_platforms(small).names == ["P00", "P01", "P02"]
    assert limit_note(drawn_platforms(small)) == ""


def test_thirty_platforms_draw_the_twelve_cheapest_and_say_so(qtbot, many_doc) -> None:
    panel = show_panel(qtbot, many_doc)
    result = evaluate(many_doc.plan)  # evaluated independently of the document
    note = "Showing the 12 cheapest of 30 platforms; the table lists them all."
    for chart, values in (
        (panel.cost_chart, lambda pr: (pr.n, pr.total_cost)),
        (panel.time_chart, lambda pr: (pr.n, pr.delivery_hours)),
        (panel.tradeoff_chart, lambda pr: (pr.delivery_hours, pr.total_cost)),
    ):
        assert chart.drawn.names == CHEAPEST and set(chart.platform_items) == set(CHEAPEST)
        curves = [
            i for i in chart.plot.items if any(i is c.all for c in chart.platform_items.values())
        ]
        assert len(curves) == 12
        for name in CHEAPEST:
            pr = result.platform(name)
            x, y = chart.platform_items[name].all.getData()
            np.testing.assert_array_equal(x, values(pr)[0][pr.feasible])
            np.testing.assert_array_equal(y, values(pr)[1][pr.feasible])
        legend = [label.text for _, label in chart.legend.items]
        assert legend[:12] == CHEAPEST and "P00" not in legend
        assert chart.note_text == note
        assert chart.note.scene() is chart.scene()  # drawn under the legend
    # Whiskers only for the drawn platforms.
    for spread in panel.spreads:
        assert set(spread.items) == set(CHEAPEST)
    bars = panel.breakdown_chart
    rows = bars.bars.row_texts
    assert set(rows) == set(CHEAPEST) and [rows[n].pos().y() for n in CHEAPEST] == list(range(12))
    assert len(bars.bars.segments["compute"].opts["width"]) == 12
    # Compute of P29 at its chosen N is its bar's compute segment (first row).
    p29 = result.platform("P29")
    assert bars.bars.segments["compute"].opts["width"][0] == p29.compute_cost[p29.chosen - 1]
    assert bars.note_text == note


def test_memory_chart_limits_its_rows(qtbot, many_doc) -> None:
    chart = MemoryChart(many_doc)
    qtbot.addWidget(chart)
    rows = chart.bars.row_texts
    assert set(rows) == set(CHEAPEST) and [rows[n].pos().y() for n in CHEAPEST] == list(range(12))
    assert len(chart.usable.getData()[0]) == 2 * 12  # a pair of points per row
    assert chart.note_text == (
        "Showing the 12 cheapest of 30 platforms; the Results tab lists them all."
    )


def test_three_platforms_have_no_note(qtbot) -> None:
    doc = PlanDocument(many_plan(3))
    panel = show_panel(qtbot, doc)
    memory = MemoryChart(doc)
    qtbot.addWidget(memory)
    for chart in (*panel.charts, memory):
        assert chart.note_text == ""
        assert chart.note.scene() is None
    assert list(panel.cost_chart.platform_items) == ["P00", "P01", "P02"]


def test_selecting_a_platform_swaps_only_the_last_one(qtbot, many_doc) -> None:
    panel = show_panel(qtbot, many_doc)
    chart = panel.cost_chart
    kept = {name: chart.platform_items[name] for name in CHEAPEST[:11]}
    leaving = set(chart.platform_items[CHEAPEST[11]].items())
    scene_size = len(chart.scene().items())

    panel.select_platform("P00")
    assert chart.drawn.names == [*CHEAPEST[:11], "P00"]
    assert set(chart.platform_items) == set(chart.drawn.names)
    assert all(chart.platform_items[n] is items for n, items in kept.items())  # same objects
    assert all(item.scene() is None for item in leaving)
    assert len(chart.scene().items()) == scene_size  # three items out, three in
    p00 = many_doc.result.platform("P00")
    np.testing.assert_array_equal(
        chart.platform_items["P00"].all.getData()[1], p00.total_cost[p00.feasible]
    )
    assert chart.note_text == (
        "Showing the 11 cheapest of 30 platforms and the one selected in the table; "
        "the table lists them all."
    )
    rows = panel.breakdown_chart.bars.row_texts
    assert set(rows) == set(chart.drawn.names) and rows["P00"].pos().y() == 11  # last row
    # The whisker of the entering platform shows its percentiles at once.
    cost_spread = panel.spreads[0]
    assert set(cost_spread.items) == set(chart.platform_items)
    mc = simulate(many_doc.plan, many_doc.result).platform("P00")
    assert list(cost_spread.items["P00"].getData()[1]) == pytest.approx([mc.p10_cost, mc.p90_cost])
    # Colours stay with the platforms that stay.
    colors = {n: chart.platform_items[n].ok.opts["pen"].color().name() for n in CHEAPEST[:11]}
    panel.select_platform(CHEAPEST[0])  # among the cheapest: the twelfth comes back
    assert chart.drawn.names == CHEAPEST and set(chart.platform_items) == set(CHEAPEST)
    assert colors == {n: chart.platform_items[n].ok.opts["pen"].color().name() for n in colors}


def test_an_edit_that_reranks_swaps_items_without_orphans(qtbot, many_doc) -> None:
    panel = show_panel(qtbot, many_doc)
    chart = panel.tradeoff_chart
    plot_size = len(chart.plot.items)
    # P00 drops to 5/GPU-h: now the cheapest, and P18 (22/GPU-h) leaves the twelve.
    with qtbot.waitSignal(many_doc.result_changed, timeout=WAIT_MS):
        many_doc.apply(
            replace_at(many_doc.plan, ("platforms", 0, "pricing", "price_per_gpu_hour"), 5.0),
            "price",
        )
    panel.tabs.setCurrentWidget(chart)  # behind another tab: redrawn when shown
    assert chart.drawn.names == ["P00", *CHEAPEST[:11]]
    assert set(chart.platform_items) == set(chart.drawn.names)
    assert [label.text for _, label in chart.legend.items][:12] == chart.drawn.names
    assert len(chart.plot.items) == plot_size
    assert set(panel.spreads[2].items) == set(chart.platform_items)


def test_whiskers_are_styled_once_per_theme(qtbot, many_doc, monkeypatch) -> None:
    panel = show_panel(qtbot, many_doc)
    calls: list[str] = []
    original = SpreadMarks._style
    monkeypatch.setattr(
        SpreadMarks, "_style", lambda self, name, *a: (calls.append(name), original(self, name, *a))
    )
    sim = Simulation.of(many_doc)
    with qtbot.waitSignal(sim.simulation_changed, timeout=WAIT_MS):
        many_doc.apply(replace_at(many_doc.plan, ("platforms", 29, "mfu"), 0.45), "mfu")
    assert calls == []  # new numbers, same platforms: no restyling
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Base, QColor("#17181a"))
    dark.setColor(QPalette.ColorRole.Text, QColor("#e8eaed"))
    panel.setPalette(dark)
    settle()
    assert sorted(calls) == sorted(CHEAPEST * 3)  # each whisker once, on each of 3 charts
    slot = panel.colors.slot("P29")
    pen = panel.spreads[0].items["P29"].opts["pen"].color()
    assert pen == panel.cost_chart.colors.color("P29", dark=True)
    assert panel.colors.slot("P29") == slot
