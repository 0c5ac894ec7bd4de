"""The cost-against-time chart opens with every P10–P90 cross whole (issue 25 item 9:
nothing that matters off-screen).

Its time axis opened on the curves' delivery hours over the GPU window, so a platform chosen
at the window's smallest count — its slowest point — sat on the right edge with the P90 end
of its time cut off: the bundled example's V100 spot (8 GPUs, 61.3 h) and the 70B example's
A800 (16 GPUs, 79 h)."""

from __future__ import annotations

import pytest
from chart_helpers import settle, show_panel

from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.simulation import Simulation
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan, examples_dir


@pytest.mark.parametrize(
    "path",
    [example_plan(), examples_dir() / "70b-full-finetune-h100-a800-4090.gpuplan"],
    ids=["seed-example", "70b-example"],
)
def test_the_tradeoff_chart_holds_every_whisker(qtbot, path) -> None:
    doc = PlanDocument(load_plan(path))
    panel = show_panel(qtbot, doc, size=(880, 400), tab=2)
    u = Simulation.of(doc).run_now()
    settle()
    chart = panel.tradeoff_chart
    vb = chart.plot.getViewBox()
    vb.prepareForPaint()
    (x0, x1), _ = vb.viewRange()
    crosses = [p for p in u.platforms if p is not None]
    assert crosses
    for mc in crosses:
        slow, fast = mc.p90_days * 24.0, mc.p10_days * 24.0
        assert x0 <= fast and slow <= x1, f"{mc.name}: {fast:.1f}–{slow:.1f} h in {x0:.1f}–{x1:.1f}"
