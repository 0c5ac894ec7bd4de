"""The cost-against-time chart's cost axis opens on the platforms worth comparing, as the
cost-by-GPU-count chart's does (core/cost_axis.py): in the 13B example the self-built
server bought for this one job (¥705,295 at its 8 GPUs, 331 × the cheapest ¥2,129.75)
leaves the top, instead of a 0 … 700,000 axis with the other three lines flat on zero."""

from __future__ import annotations

from chart_helpers import show_panel

from gpuplanner.gui.document import PlanDocument
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

PURCHASE = "A100 · self-built 8× server, whole purchase on this job"
DEPRECIATION = "A100 · self-built 8× server, depreciation by hours used"


def test_a_purchase_far_above_the_others_leaves_the_top(qtbot) -> None:
    doc = PlanDocument(load_plan(examples_dir() / "13b-on-demand-spot-self-built.gpuplan"))
    result = doc.result
    chosen = {p.name: float(p.total_cost[p.chosen - 1]) for p in result.platforms}
    assert round(chosen[PURCHASE]) == 705_295 and round(chosen[DEPRECIATION], 2) == 2_129.75
    panel = show_panel(qtbot, doc, size=(880, 400), tab=2)
    vb = panel.tradeoff_chart.plot.getViewBox()
    vb.prepareForPaint()
    y0, y1 = vb.viewRange()[1]
    # Every other chosen total in view; the purchase above it, and the axis no taller than
    # ten times the cheapest (FAR) plus the 4 % padding.
    assert all(y0 <= c <= y1 for name, c in chosen.items() if name != PURCHASE)
    assert chosen[PURCHASE] > y1
    assert y1 <= 10 * chosen[DEPRECIATION] * 1.05
