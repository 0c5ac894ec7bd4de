"""The TCO breakdown and the memory chart: stacked bars read from the result at the chosen N,
fee kinds summed per platform, usable memory marked, infeasible rows labelled."""

from __future__ import annotations

import chart_helpers
import numpy as np
import pytest
from chart_helpers import show_panel
from excel_plans import seed_plan

from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.edit import replace_at
from gpuplanner.core.platform import ReservedPricing
from gpuplanner.core.tax import china_vat
from gpuplanner.gui import format as fmt
from gpuplanner.gui.charts import MemoryChart
from gpuplanner.gui.charts.breakdown_chart import breakdown
from gpuplanner.gui.charts.text import MEMORY_PARTS
from gpuplanner.gui.document import PlanDocument
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan

rich_doc = chart_helpers.rich_doc
seed_doc = chart_helpers.seed_doc


def _widths(bars, key) -> list[float]:
    return list(bars.segments[key].opts["width"])


def _lefts(bars, key) -> list[float]:
    return list(bars.segments[key].opts["x0"])


def test_seed_breakdown_matches_the_hand_computed_bill(qtbot, seed_doc) -> None:
    panel = show_panel(qtbot, seed_doc)
    bars = panel.breakdown_chart.bars
    assert list(bars.segments) == ["compute", "egress", "interruptions"]
    # Rows in plan order A, B, C. A: 8 × 18 h × 20 = 2,880; C: 8 × 9 h × 40 = 2,880.
    # B (V100 spot): 8 × 60 h × 12 = 5,760 compute, 1,500 GB × 0.5 = 750 egress, and 121.60
    # of interruption losses (seed example; see tests/core/test_evaluate.py for the arithmetic).
    assert _widths(bars, "compute") == pytest.approx([2880.0, 5760.0, 2880.0])
    assert _widths(bars, "egress") == pytest.approx([0.0, 750.0, 0.0])
    assert _widths(bars, "interruptions") == pytest.approx([0.0, 121.60, 0.0])
    # Stacked: egress starts where compute ends, losses after egress.
    assert _lefts(bars, "egress") == pytest.approx([2880.0, 5760.0, 2880.0])
    assert _lefts(bars, "interruptions") == pytest.approx([2880.0, 6510.0, 2880.0])
    text = bars.row_texts["B · V100 32G spot"].toPlainText()
    assert text == f"{fmt.money(6631.60, 'CNY', 0)} · {fmt.integer(8)} GPUs"
    ticks = panel.breakdown_chart.plot.getAxis("left")._tickLevels[0]
    assert [label for _, label in ticks] == [p.name for p in seed_doc.plan.platforms]
    assert panel.breakdown_chart.plot.getAxis("bottom").labelText == "Cost (CNY)"


def test_fee_kinds_are_summed_and_every_part_comes_from_the_result(qtbot, rich_doc) -> None:
    panel = show_panel(qtbot, rich_doc)
    plan, result = rich_doc.plan, rich_doc.result
    keys, values = breakdown(plan, result)
    assert keys == ["compute", "storage_object", "egress", "public_ip", "labor", "interruptions"]
    a100 = result.platform("A100 on-demand")
    i = a100.chosen - 1
    # A100 has object storage (fee 0) and labor (fee 1): 4 h × 300 = 1,200 of labor.
    assert values[:, 0] == pytest.approx(
        [a100.compute_cost[i], a100.fee_costs[0][i], 0.0, 0.0, 1200.0, a100.interruption_cost[i]]
    )
    # Every bar adds up to the platform's total at its chosen N.
    totals = values.sum(axis=0)
    chosen_totals = [pr.total_cost[pr.chosen - 1] for pr in result.platforms]
    assert totals == pytest.approx(chosen_totals)
    bars = panel.breakdown_chart.bars
    for row, key in enumerate(keys):
        np.testing.assert_allclose(_widths(bars, key), values[row])


def test_discount_markup_and_tax_are_parts_and_each_bar_ends_at_its_total(qtbot) -> None:
    # Seed example A on a reserved plan: 8 GPUs × 1 month × 1,250 = 10,000 list GPU time
    # (tests/core/test_adjustments_tax.py). 15 % discount: −1,500, drawn inside GPU time (8,500);
    # 10 % internal markup on GPU time after discount (8,500): 850; China VAT 6 % on the
    # 8,500 of GPU time (a service; the markup is internal, not taxed): 510. Total 9,860.
    plan = seed_plan()
    a = plan.platforms[0].model_copy(
        update={
            "pricing": ReservedPricing(price_per_gpu_month=1250),
            "fees": (),
            "adjustment": PriceAdjustment(discount_percent=15, markup_percent=10),
        }
    )
    doc = PlanDocument(plan.model_copy(update={"platforms": (a,), "tax": china_vat()}))
    doc.evaluate_now()
    panel = show_panel(qtbot, doc)
    bars = panel.breakdown_chart.bars
    assert list(bars.segments) == ["compute", "interruptions", "markup", "tax"]
    assert _widths(bars, "compute") == pytest.approx([8500.0])
    assert _widths(bars, "markup") == pytest.approx([850.0])
    assert _widths(bars, "tax") == pytest.approx([510.0])
    end = _lefts(bars, "tax")[0] + _widths(bars, "tax")[0]
    assert end == pytest.approx(9860.0)
    assert end == pytest.approx(doc.result.platforms[0].chosen_point.total_cost)
    assert bars.row_texts[a.name].toPlainText().startswith(fmt.money(9860.0, "CNY", 0))
    labels = {key: label for key, _, label in panel.breakdown_chart.shown[1]}
    assert labels["compute"] == "Compute (GPU time) − Discount"  # the discount is netted in
    assert labels["markup"] == "Internal markup" and labels["tax"] == "Tax (VAT)"


def test_an_infeasible_platform_has_no_bar_and_says_so(qtbot, seed_doc) -> None:
    # 7B full fine-tune on one V100 32G: 16 B/param × 7e9 = 112 GB of model states alone.
    plan = replace_at(seed_doc.plan, ("platforms", 1, "fixed_gpus"), 1)
    seed_doc.apply(plan, "one V100")
    seed_doc.evaluate_now()
    panel = show_panel(qtbot, seed_doc)
    bars = panel.breakdown_chart.bars
    assert [w[1] for w in (_widths(bars, k) for k in bars.segments)] == [0.0, 0.0, 0.0]
    assert bars.row_texts["B · V100 32G spot"].toPlainText() == "not feasible (see warnings)"


def test_memory_chart_shows_the_breakdown_at_the_chosen_n(qtbot, seed_doc) -> None:
    chart = MemoryChart(seed_doc)
    qtbot.addWidget(chart)
    bars = chart.bars
    assert list(bars.segments) == list(MEMORY_PARTS)
    # Seed: 7B, bf16, AdamW, ZeRO-3 over d = 8: weights 2 × 7e9 / 8 = 1.75 GB, gradients
    # 1.75 GB, optimizer 12 × 7e9 / 8 = 10.5 GB; activations (FlashAttention, no recompute)
    # 39.5·s·b·h·L (gated MLP) = 10.6032 GB + embedding 0.0084 + logits 4·s·(V + h) = 0.2957 GB.
    a100 = 0  # first row
    assert _widths(bars, "weights")[a100] == pytest.approx(1.75)
    assert _widths(bars, "gradients")[a100] == pytest.approx(1.75)
    assert _widths(bars, "optimizer")[a100] == pytest.approx(10.5)
    assert _widths(bars, "activations")[a100] == pytest.approx(
        10.603200512 + 0.008404992 + 0.295698432
    )
    assert _widths(bars, "reserve")[a100] == pytest.approx(2.0)
    # Usable memory marks: one vertical pair of points per row at 80, 32, 80 GB.
    x, y = chart.usable.getData()
    assert x.tolist() == [80.0, 80.0, 32.0, 32.0, 80.0, 80.0]
    assert y[1] - y[0] > 0.6 and y[2] == pytest.approx(y[0] + 1)
    total = 1.75 + 1.75 + 10.5 + 10.907303936 + 2.0  # 26.91 GB
    assert bars.row_texts["B · V100 32G spot"].toPlainText() == (
        f"{fmt.number(total, 1)} / 32 GB · {fmt.integer(8)} GPUs"
    )


def test_memory_chart_shows_a_platform_that_does_not_fit_at_its_fixed_n(qtbot) -> None:
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.paths import example_plan

    plan = replace_at(load_plan(example_plan()), ("platforms", 1, "fixed_gpus"), 1)
    doc = PlanDocument(plan)
    chart = MemoryChart(doc)
    qtbot.addWidget(chart)
    # On 1 GPU nothing is sharded: 14 + 14 + 84 GB of states + 10.91 activations + 2 reserve.
    assert _widths(chart.bars, "optimizer")[1] == pytest.approx(84.0)
    total = 14 + 14 + 84 + 10.907303936 + 2.0
    assert chart.bars.row_texts["B · V100 32G spot"].toPlainText() == (
        f"{fmt.number(total, 1)} / 32 GB · {fmt.integer(1)} GPU · does not fit"
    )


def test_memory_chart_shows_a_quota_bound_platform_at_the_count_its_reason_names(qtbot) -> None:
    """The warning says "needs 8 GPUs; quota 2" (6 hold it, but 256 sequences over 6 or 7
    ranks are not whole: micro-batch × DP must divide the global batch): the chart shows
    those 8 GPUs, not the 2 of the quota (two different memory figures side by side read as
    a contradiction)."""
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.paths import example_plan

    plan = replace_at(load_plan(example_plan()), ("platforms", 1, "fixed_gpus"), None)
    plan = replace_at(plan, ("platforms", 1, "max_gpus"), 2)
    doc = PlanDocument(plan)
    reason = doc.result.platforms[1].reason
    assert reason is not None and reason.params == {"min_gpus": 8, "quota": 2}
    chart = MemoryChart(doc)
    qtbot.addWidget(chart)
    assert chart.bars.row_texts["B · V100 32G spot"].toPlainText().endswith("· 8 GPUs")


def test_a_never_fits_warning_and_the_memory_chart_state_one_figure(qtbot) -> None:
    """Issue #17: a warning's "634 GB per GPU at 1,024 GPUs" beside a chart saying 165 GB.
    70B full fine-tune under ZeRO-1 on H100 80 GB with a quota of 64: weights and gradients
    are not sharded, 2 × 2 bytes × 70.6 B = 282.4 GB, plus 12 bytes × 70.6 B / 64 = 13.2 GB of
    optimizer states, 4.5 GB of (recomputed) activations and the 2 GB reserve: 302.2 GB at
    64 GPUs, the largest count the quota allows. Warning and chart say 302.2 GB at 64 GPUs."""
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.io.words.notices import describe_notice
    from gpuplanner.paths import examples_dir

    plan = load_plan(examples_dir() / "70b-full-finetune-h100-a800-4090.gpuplan")
    plan = replace_at(plan, ("workload", "zero_stage"), 1)
    plan = replace_at(plan, ("platforms", 0, "max_gpus"), 64)
    doc = PlanDocument(plan)
    pr = doc.result.platforms[0]
    assert pr.memory_gpus == 64
    words = describe_notice(pr.reason, "en")
    assert "needs 302.2 GB per GPU" in words and "(64)" in words, words
    chart = MemoryChart(doc)
    qtbot.addWidget(chart)
    row = chart.bars.row_texts[plan.platforms[0].name].toPlainText()
    assert row.startswith("302.2 / 80 GB · 64 GPUs"), row


def _nine_offers() -> PlanDocument:
    """The seed's three platforms, three offers each: offer k (1…9) of seed platform
    (k − 1) mod 3 at (1 + 0.37·(k − 1)) × its price per GPU-hour."""
    plan = load_plan(example_plan())
    offers = []
    for k in range(9):
        base = plan.platforms[k % 3]
        price = base.pricing.price_per_gpu_hour * (1 + 0.37 * k)
        offers.append(
            base.model_copy(
                update={
                    "name": f"{base.name} offer {k + 1}",
                    "pricing": base.pricing.model_copy(update={"price_per_gpu_hour": price}),
                }
            )
        )
    return PlanDocument(plan.model_copy(update={"platforms": tuple(offers)}))


def _visible_label_rects(bars) -> list:
    return [t.sceneBoundingRect() for t in bars.row_texts.values() if t.isVisible()]


def test_nine_platforms_value_labels_never_overlap(qtbot) -> None:
    """Nine rows in the Results tab's charts at 1280×720 (the area's 300 px minimum): rows are
    about 11 px apart, a line of text 19 px, so only rows a line apart are labelled — the
    cheapest first — and every hidden row's name and total is in its hover tooltip."""
    from PySide6.QtCore import QPointF

    doc = _nine_offers()
    panel = show_panel(qtbot, doc)
    panel.resize(1240, 300)
    panel.tabs.setCurrentWidget(panel.breakdown_chart)
    chart_helpers.settle()
    bars = panel.breakdown_chart.bars
    rects = _visible_label_rects(bars)
    assert 2 <= len(rects) < 9
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.intersects(b)
    # Offer 1: A100 at 20 CNY/GPU-h, 8 GPUs × 18 h = 2,880, the cheapest: always labelled.
    first = "A · A100 80G on-demand offer 1"
    assert bars.row_texts[first].isVisible()
    assert bars.row_texts[first].toPlainText() == f"{fmt.money(2880.0, 'CNY', 0)} · 8 GPUs"
    # The left axis names exactly the labelled rows.
    ticks = panel.breakdown_chart.plot.getAxis("left")._tickLevels[0]
    rows = panel.breakdown_chart.shown[0]
    assert [i for i, _ in ticks] == bars.labelled
    assert [rows[i] for i in bars.labelled] == [
        name for name, t in bars.row_texts.items() if t.isVisible()
    ]
    # A hidden row: offer 2 (V100 spot at 12 × 1.37 = 16.44 CNY/GPU-h), its total on hover:
    # GPU time 8 × 60 h × 16.44 = 7,891.20, egress 1,500 GB × 0.5 = 750, interruption losses
    # the seed's 121.60 × 1.37 = 166.59 (they scale with the price) → 8,807.79, "¥8,808".
    hidden = "B · V100 32G spot offer 2"
    row = rows.index(hidden)
    assert not bars.row_texts[hidden].isVisible()
    vb = panel.breakdown_chart.plot.getViewBox()
    bars._on_mouse_moved(vb.mapViewToScene(QPointF(100.0, float(row))))
    total = fmt.money(7891.20 + 750.0 + 166.59, "CNY", 0)
    assert bars.hover_text.startswith(f"{hidden} — {total} · 8 GPUs\n")
    # Given room (the charts dragged to 800 px), every row is named and labelled again.
    panel.resize(1240, 800)
    chart_helpers.settle()
    assert len(_visible_label_rects(bars)) == 9 and bars.labelled == list(range(9))


def test_the_empty_memory_chart_has_no_stray_axis_figures(qtbot) -> None:
    """Issue 25: with no platforms the chart labelled its empty axes -0.4 … 0.4 and
    0.0000000005 (pyqtgraph's own ticks over an empty range). Now neither axis has a figure
    and a note says why; the seed's first platform then brings its row name and the value
    axis back."""
    from gpuplanner.core.plan import blank_plan

    doc = PlanDocument(blank_plan(load_plan(example_plan())))
    chart = MemoryChart(doc)
    qtbot.addWidget(chart)
    chart.resize(360, 400)
    chart.show()
    left, bottom = chart.plot.getAxis("left"), chart.plot.getAxis("bottom")
    assert left._tickLevels == [[]] and bottom._tickLevels == [[]]  # pyqtgraph's setTicks
    assert chart.note_text == "No platforms yet."
    chart.grab()  # paints without a figure
    a100 = load_plan(example_plan()).platforms[0]
    doc.apply(replace_at(doc.plan, ("platforms",), (a100,)), "add")
    doc.evaluate_now()
    assert left._tickLevels == [[(0, "A · A100 80G on-demand")]]
    assert bottom._tickLevels is None and chart.note_text == ""
