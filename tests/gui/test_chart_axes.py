"""The charts open on the range that matters, and their axis choices are kept with the plan
(issue 25 item 9): the cost-by-GPU-count chart of the 70B example swept to 1,024 GPUs opens
around its chosen counts instead of 1 … 1,024 flat at zero; log and relative switches are the
plan's ``charts`` (saved, reopened, undone); the relative view's axis label fits the plot."""

from __future__ import annotations

import html
import json

import numpy as np
import pytest
from chart_helpers import settle

from gpuplanner.core.chart_axes import ChartAxes
from gpuplanner.gui.charts import ChartsPanel
from gpuplanner.gui.charts.series import gpu_window
from gpuplanner.gui.document import PlanDocument
from gpuplanner.io.plan_file import dumps_plan, load_plan, loads_plan
from gpuplanner.paths import example_plan, examples_dir

A800 = "A800 · 8-GPU nodes, 200G InfiniBand (China market low)"
H100 = "H100 · 8-GPU nodes, 3.2 Tb/s EFA (AWS p5)"


def _70b_cloud() -> PlanDocument:
    """The 70B example's two cloud offers (its RTX 4090 boxes left out)."""
    plan = load_plan(examples_dir() / "70b-full-finetune-h100-a800-4090.gpuplan")
    kept = tuple(p for p in plan.platforms if p.name in (A800, H100))
    return PlanDocument(plan.model_copy(update={"platforms": kept}))


def _panel(qtbot, doc: PlanDocument, size=(740, 420)) -> ChartsPanel:
    """The panel as wide and tall as beside the bill at 1280×720."""
    panel = ChartsPanel(doc)
    qtbot.addWidget(panel)
    panel.resize(*size)
    panel.show()
    qtbot.waitExposed(panel)
    settle()
    return panel


def test_the_cost_chart_opens_around_the_chosen_counts(qtbot) -> None:
    doc = _70b_cloud()
    result = doc.result
    # The core's choices: 16 A800s and 16 H100s; both run from 16 to 256 GPUs (of the
    # 1,024 swept), the H100's bill rising from ¥20,355 to ¥26,891 at 256.
    assert [p.chosen for p in result.platforms] == [16, 16]
    for p in result.platforms:
        runs = np.flatnonzero(p.feasible) + 1
        assert (int(runs[0]), int(runs[-1])) == (16, 256)
    # From a quarter of the smallest chosen count (4; none runs below 16: 16) to four times
    # the largest (64), not over all 16 … 256 (or 1 … 1,024).
    assert gpu_window(result.platforms) == (16, 64)
    panel = _panel(qtbot, doc)
    vb = panel.cost_chart.plot.getViewBox()
    vb.prepareForPaint()
    (x0, x1), (_, y1) = vb.viewRange()
    pad = 0.04 * (64 - 16)
    assert (x0, x1) == pytest.approx((16 - pad, 64 + pad))
    # The cost axis frames the curves inside that range: the H100's dearest count up to 64,
    # not its 256-GPU bill.
    h100 = result.platform(H100)
    inside = h100.total_cost[15:64][h100.feasible[15:64]]
    assert inside.max() <= y1 < float(h100.total_cost[255])
    # Log GPU axis: the same counts in log10 view units.
    panel.log_n.setChecked(True)
    settle()
    x0, x1 = vb.viewRange()[0]
    span = np.log10(64) - np.log10(16)
    assert (x0, x1) == pytest.approx((np.log10(16) - 0.04 * span, np.log10(64) + 0.04 * span))


COMMITMENT = "H100 1-year commitment · GCP a3"


def test_a_line_far_above_the_cheapest_leaves_the_top(qtbot) -> None:
    """The 7B pre-training example (core/cost_axis.py): over its 8 … 512 GPUs the 1-year
    commitment costs $537,514 … $34.4 M, 29 × the spot's $74,561; the cost axis opens on the
    others ($74,032 … $336,949) and the commitment leaves the top — not 0 … 36 M with every
    other line flat on zero. A log cost axis opens on the same costs in log10 units."""
    doc = PlanDocument(load_plan(examples_dir() / "7b-pretrain-1t-tokens.gpuplan"))
    result = doc.result
    window = gpu_window(result.platforms)
    assert window == (8, 512)
    inside = slice(window[0] - 1, window[1])

    def costs(name: str) -> np.ndarray:
        p = result.platform(name)
        return p.total_cost[inside][p.feasible[inside]]

    others = [p.name for p in result.platforms if p.name != COMMITMENT]
    low = min(float(costs(n).min()) for n in others)
    high = max(float(costs(n).max()) for n in others)
    assert (round(low), round(high)) == (74_032, 336_949)
    panel = _panel(qtbot, doc)
    vb = panel.cost_chart.plot.getViewBox()
    vb.prepareForPaint()
    y0, y1 = vb.viewRange()[1]
    pad = 0.04 * (high - low)
    assert (y0, y1) == pytest.approx((low - pad, high + pad))
    assert float(costs(COMMITMENT).min()) > y1  # its cheapest point is above the plot
    panel.log_cost.setChecked(True)
    settle()
    y0, y1 = vb.viewRange()[1]
    span = np.log10(high) - np.log10(low)
    assert (y0, y1) == pytest.approx((np.log10(low) - 0.04 * span, np.log10(high) + 0.04 * span))


def test_axis_choices_are_kept_with_the_plan_and_undone(qtbot) -> None:
    doc = PlanDocument(load_plan(example_plan()))
    assert doc.plan.charts == ChartAxes()  # the example says nothing: every choice off
    panel = _panel(qtbot, doc)
    panel.log_cost.setChecked(True)
    panel.relative.setChecked(True)
    assert doc.plan.charts == ChartAxes(log_cost=True, relative=True) and doc.is_modified()
    reopened = loads_plan(dumps_plan(doc.plan))
    assert reopened.charts == ChartAxes(log_cost=True, relative=True)
    doc.undo_stack.undo()  # the relative switch
    assert doc.plan.charts == ChartAxes(log_cost=True)
    assert not panel.relative.isChecked() and panel.cost_chart.relative is False
    # A plan that opens with its choices draws with them: the cheapest total is 1.0
    # (seed example: H100 ¥2,880, the cheapest), the costs on a log axis.
    other = PlanDocument(reopened)
    panel = _panel(qtbot, other)
    assert panel.relative.isChecked() and panel.log_cost.isChecked()
    chosen = panel.cost_chart.platform_items["C · H100 80G on-demand"].chosen
    assert 10 ** chosen.getData()[1][0] == pytest.approx(1.0)


def test_a_plan_saved_before_the_field_opens_with_every_choice_off() -> None:
    text = dumps_plan(load_plan(example_plan()))
    data = json.loads(text)
    data.pop("charts")
    assert loads_plan(json.dumps(data)).charts == ChartAxes()


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_relative_view_s_axis_label_fits_its_plot(qtbot, qapp, language) -> None:
    """At the smallest height the Results tab gives the charts (300 px) and in both languages
    the relative view's label is drawn whole (the old "Total cost ÷ the cheapest's (×)" ran
    past a short chart's top and bottom)."""
    from ui_language import ui_language

    with ui_language(qapp, language):
        doc = PlanDocument(load_plan(example_plan()))
        panel = _panel(qtbot, doc, size=(740, 300))
        panel.relative.setChecked(True)
        settle()
        chart = panel.cost_chart
        axis = chart.plot.getAxis("left")
        label = html.unescape(axis.labelText)
        assert label == ("Cost (× the cheapest)" if language == "en" else "相对最便宜（倍）")
        # Drawn turned by 90°, beside the axis: whole inside the chart, not cut at its edges.
        margin = round(axis.label.document().documentMargin())  # blank around the glyphs
        box = chart.mapFromScene(axis.label.sceneBoundingRect()).boundingRect()
        drawn = box.adjusted(margin, margin, -margin, -margin)
        assert chart.viewport().rect().contains(drawn), (drawn, chart.viewport().rect())


def test_a_platform_with_no_price_does_not_set_the_gpu_window(qtbot) -> None:
    """A blank platform (Platforms → Add blank: ¥0, no GPU limit) costs 0 at every count, so
    its "chosen" 256 GPUs say nothing; the charts open around the priced platforms' 8 GPUs
    (8 / 4 = 2 … 4 × 8 = 32), not 2 … 256 with the three offers squeezed into the left 10 %."""
    from gpuplanner.core.platform_edits import blank_platform, insert_platform
    from gpuplanner.gui import catalog_source

    plan = load_plan(example_plan())
    gpu = catalog_source.gpus()[0].value
    blank = blank_platform(gpu, "New platform", catalog_source.gpu_defaults(gpu.id))
    doc = PlanDocument(insert_platform(plan, 1, blank))
    result = doc.result
    by_name = {p.name: p for p in result.platforms}
    assert by_name["New platform"].price_missing and by_name["New platform"].chosen == 256
    assert {p.chosen for p in result.platforms if not p.price_missing} == {8}
    assert gpu_window(result.platforms) == (2, 32)
    panel = _panel(qtbot, doc)
    vb = panel.cost_chart.plot.getViewBox()
    vb.prepareForPaint()
    x0, x1 = vb.viewRange()[0]
    assert (x0, x1) == pytest.approx((2 - 0.04 * 30, 32 + 0.04 * 30))  # not out to 256
