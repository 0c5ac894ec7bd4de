"""The tornado chart and the P10–P90 whiskers read the simulation's numbers (item data, not
pixels); the simulation is coalesced and its results follow the selected platform."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication
from wait import WAIT_MS

from gpuplanner.core.edit import replace_at
from gpuplanner.core.platform import SelfBuiltPricing
from gpuplanner.core.uncertainty import simulate
from gpuplanner.core.uncertainty_models import Ranges, Spread
from gpuplanner.gui.charts import ChartsPanel
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.results.tab import ResultsTab
from gpuplanner.gui.simulation import Simulation
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan

A100, V100 = "A · A100 80G on-demand", "B · V100 32G spot"


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(example_plan()))


@pytest.fixture
def panel(doc, qtbot) -> ChartsPanel:
    widget = ChartsPanel(doc)
    qtbot.addWidget(widget)
    widget.resize(1240, 480)
    return widget


def test_tornado_bars_equal_simulate_and_are_sorted(panel, doc) -> None:
    chart = panel.tornado_chart
    panel.select_platform(V100)
    assert chart.platform == V100 and chart.platform_combo.currentText() == V100
    mc = simulate(doc.plan, doc.result).platform(V100)
    assert [b.input for b in mc.tornado] == chart.inputs
    swings = [b.swing for b in mc.tornado]
    assert swings == sorted(swings, reverse=True) and swings[0] > 0
    base = mc.base_cost
    assert base == pytest.approx(doc.result.platform(V100).chosen_point.total_cost)
    assert chart.base_line.value() == pytest.approx(base)
    for bars, end in ((chart.low_bars, "cost_at_low"), (chart.high_bars, "cost_at_high")):
        opts = bars.opts
        np.testing.assert_allclose(opts["y"], np.arange(len(mc.tornado)))
        for i, bar in enumerate(mc.tornado):
            value = getattr(bar, end)
            assert opts["x0"][i] == pytest.approx(min(base, value))
            assert opts["x0"][i] + opts["width"][i] == pytest.approx(max(base, value))
    # Row labels, top first, name the input and its range in the form's units.
    ticks = chart.plot.getAxis("left")._tickLevels[0]
    names = {
        "mfu": "MFU",
        "scaling": "Scaling",
        "price": "GPU price",
        "interruption_rate": "Interruption rate",
        "setup_hours": "Setup time",
    }
    assert [label.split("\n")[0] for _, label in ticks] == [names[b.input] for b in mc.tornado]
    assert ticks[0][1].split("\n")[1] == "18.8% to 31.3%"  # V100 MFU 25 % × 0.75 … × 1.25
    assert chart.high_texts[0].textItem.toPlainText() == f"¥{mc.tornado[0].cost_at_high:,.0f}"


def test_tornado_follows_an_edit_of_the_ranges(panel, doc, qtbot) -> None:
    chart = panel.tornado_chart
    panel.select_platform(A100)
    # Price ±50 % now moves the A100's 2,880 by ±1,440: the widest bar, on top.
    ranges = Ranges(price=Spread.pm(0.5))
    with qtbot.waitSignal(Simulation.of(doc).simulation_changed, timeout=WAIT_MS):
        doc.apply(replace_at(doc.plan, ("platforms", 0, "ranges"), ranges), "ranges")
    assert chart.inputs[0] == "price"
    assert chart.low_bars.opts["x0"][0] == pytest.approx(2880.0 * 0.5)
    assert chart.high_bars.opts["width"][0] == pytest.approx(2880.0 * 0.5)


def test_results_table_selection_drives_the_tornado(doc, qtbot) -> None:
    tab = ResultsTab(doc)
    qtbot.addWidget(tab)
    panel = tab.charts
    row = next(r for r in range(tab.model.rowCount()) if tab.model.platform_at(r).name == V100)
    tab.table.selectRow(row)
    assert panel.tornado_chart.platform == V100


def test_whiskers_span_p10_to_p90_at_the_chosen_count(panel, doc) -> None:
    u = simulate(doc.plan, doc.result)
    cost, hours, tradeoff = panel.spreads
    for mc in u.platforms:
        x, y = cost.items[mc.name].getData()
        assert list(x) == [mc.gpus, mc.gpus]
        assert list(y) == pytest.approx([mc.p10_cost, mc.p90_cost])
        x, y = hours.items[mc.name].getData()
        assert list(y) == pytest.approx([mc.p10_days * 24, mc.p90_days * 24])
        x, y = tradeoff.items[mc.name].getData()
        assert list(x) == pytest.approx(
            [mc.base_days * 24] * 2 + [mc.p10_days * 24, mc.p90_days * 24]
        )
        assert list(y) == pytest.approx([mc.p10_cost, mc.p90_cost, mc.base_cost, mc.base_cost])
    labels = [label.text for _, label in panel.cost_chart.legend.items]
    assert "P10–P90 at the chosen count" in labels


def test_a_burst_of_results_runs_the_simulation_once(doc, qtbot) -> None:
    sim = Simulation.of(doc)
    assert Simulation.of(doc) is sim  # one per document
    sim.run_now()
    runs = len(sim.timings_ms)
    with qtbot.waitSignal(sim.simulation_changed, timeout=WAIT_MS):
        for mfu in (0.41, 0.42, 0.43):
            doc.apply(replace_at(doc.plan, ("platforms", 0, "mfu"), mfu), "MFU", "mfu")
            doc.evaluate_now()  # three results in a row, before the event loop runs
    QApplication.processEvents()
    assert len(sim.timings_ms) == runs + 1
    assert sim.current().platform(A100) == simulate(doc.plan, doc.result).platform(A100)


def test_tornado_of_a_platform_that_cannot_run_is_empty(panel, doc, qtbot) -> None:
    # One 80 GB GPU cannot hold the 7B full fine-tune (124.9 GB): no chosen N, no tornado.
    chart = panel.tornado_chart
    panel.select_platform(A100)
    with qtbot.waitSignal(Simulation.of(doc).simulation_changed, timeout=WAIT_MS):
        doc.apply(replace_at(doc.plan, ("platforms", 0, "fixed_gpus"), 1), "one GPU")
    assert chart.inputs == [] and len(chart.low_bars.opts["x0"]) == 0
    assert chart._title == f"{A100} cannot run this plan"
    assert not chart.plot.getAxis("bottom").isVisible()


def test_hovering_a_tornado_bar_shows_its_input_and_total(panel, doc, qtbot) -> None:
    """Like the other charts' hover: the mouse over a bar names the input at that end (V100's
    MFU 25 % × 0.75 = 18.75 % at the low end), the total there and its gap to the expected
    total; both figures are the simulation's own (``TornadoBar.cost_at_low``, ``base_cost``)."""
    chart = panel.tornado_chart
    panel.select_platform(V100)
    panel.show()
    qtbot.waitExposed(panel)
    mc = simulate(doc.plan, doc.result).platform(V100)
    row = chart.inputs.index("mfu")
    low = mc.tornado[row].cost_at_low
    assert low > mc.base_cost  # a lower MFU takes longer and costs more
    vb = chart.plot.getViewBox()
    middle = vb.mapViewToScene(QPointF((mc.base_cost + low) / 2, float(row)))
    chart._on_mouse_moved(middle)
    gap = low - mc.base_cost
    assert chart.hover_text == (
        f"MFU at 18.8% (its low end)\nTotal ¥{low:,.0f}, ¥{gap:,.0f} more than expected"
    )
    assert chart.toolTip() == chart.hover_text
    # The high end (MFU 31.25 %) costs less than expected; off every bar, no tooltip.
    high = mc.tornado[row].cost_at_high
    chart._on_mouse_moved(vb.mapViewToScene(QPointF((mc.base_cost + high) / 2, float(row))))
    assert chart.hover_text.startswith("MFU at 31.3% (its high end)\n")
    assert chart.hover_text.endswith(f"¥{mc.base_cost - high:,.0f} less than expected")
    chart._on_mouse_moved(vb.mapViewToScene(QPointF(mc.base_cost, row + 0.5)))
    assert chart.hover_text == "" and chart.toolTip() == ""


# A name as long as a user may type (the titles elide it at 60 characters).
LONG_NAME = "A100 80G · self-built 8× server, depreciated by the hours used, " * 3 + "自建集群"


def _self_built_doc() -> PlanDocument:
    """Seed example A's A100 owned instead of rented, on its fixed 8 GPUs for 18 h: the bill is
    1,606.595 (tests/core/test_bill_lines.py, by hand: depreciation 421.918 + power 112.896 +
    hosting 295.890 + staff 739.726 + repairs 36.164), 11.157 per GPU-hour of 144."""
    plan = load_plan(example_plan())
    pricing = SelfBuiltPricing(
        capex_per_gpu=100000, hosting_per_gpu_month=1500, staff_per_month=30000
    )
    a = plan.platforms[0].model_copy(update={"name": LONG_NAME, "pricing": pricing})
    return PlanDocument(plan.model_copy(update={"platforms": (a, *plan.platforms[1:])}))


@pytest.mark.parametrize("language", ["en", "zh_CN"])
@pytest.mark.parametrize(("width", "height"), [(740, 300), (740, 480), (1240, 900)])
def test_the_self_built_tornado_prices_a_gpu_hour_as_its_bill_and_labels_never_overlap(
    qtbot, qapp, language, width, height
) -> None:
    """Issue 25 item 7: the GPU-price row reads the bill's 11.157 per GPU-hour ∓ 10 %
    (10.04 to 12.27), not one more hour on one GPU (47.11: the whole staff on one GPU); on a
    chart as short as the Results tab keeps it (300 px) or tall, in both languages and with a
    200-character platform name, no row label reaches into the next and the title fits."""
    from ui_language import ui_language

    with ui_language(qapp, language):
        doc = _self_built_doc()
        widget = ChartsPanel(doc)
        qtbot.addWidget(widget)
        widget.resize(width, height)  # 740: beside the bill at 1280×720
        widget.tabs.setCurrentWidget(widget.tornado_chart)
        widget.show()
        qtbot.waitExposed(widget)
        widget.select_platform(LONG_NAME)
        for _ in range(3):
            QApplication.processEvents()
        chart = widget.tornado_chart
        assert doc.result.platforms[0].total_cost[7] == pytest.approx(1606.594630137)
        price = chart.tick_texts[chart.inputs.index("price")]
        if language == "en":
            assert "¥10.04 to ¥12.27 per GPU-hour" in price or chart.label_lines == 0
        else:
            assert "¥10.04 至 ¥12.27" in price or chart.label_lines == 0
        vb = chart.plot.getViewBox()
        pitch = vb.mapViewToScene(QPointF(0, 1)).y() - vb.mapViewToScene(QPointF(0, 0)).y()
        axis = chart.plot.getAxis("left")
        metrics = QFontMetricsF(axis.style["tickFont"] or axis.font())
        tallest = max(text.count("\n") + 1 for text in chart.tick_texts)
        assert pitch >= tallest * metrics.lineSpacing(), (pitch, chart.tick_texts)
        widest = max(
            metrics.horizontalAdvance(line) for t in chart.tick_texts for line in t.split("\n")
        )
        assert axis.width() >= widest
        # The title (a 200-character name in it) is cut to the chart, which it never widens.
        title = chart.plot.titleLabel.item.boundingRect().width()
        assert title <= chart.width() and chart.plot.width() <= chart.width()
        # The name is what is cut: the count stays ("at 8 GPUs", zh "，8 卡").
        tail = "at 8 GPUs" if language == "en" else "8 卡"
        assert chart.shown_title.endswith(tail) and "…" in chart.shown_title
        if height >= 480:
            assert chart.label_lines == 2  # the input over its range, as on a usual screen
