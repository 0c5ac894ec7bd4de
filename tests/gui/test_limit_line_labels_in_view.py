"""A deadline line near the right edge of the cost-against-time chart keeps its label in the
plot: the label goes to the side of the line with room (pyqtgraph picks between two anchors),
not always to its right. The 7B LoRA example (deadline 18 h; its RTX 4090 chosen at 15.9 h,
P90 18.5 h) had "Deadline 18.0 h" cut to "Deadlin" at the plot's right edge."""

from __future__ import annotations

from chart_helpers import settle, show_panel

from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.simulation import Simulation
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir


def test_the_deadline_label_stays_inside_the_plot(qtbot) -> None:
    doc = PlanDocument(load_plan(examples_dir() / "7b-lora-single-card-4090-l40s-a100.gpuplan"))
    assert doc.plan.workload.deadline_hours == 18.0
    panel = show_panel(qtbot, doc, size=(880, 400), tab=2)
    Simulation.of(doc).run_now()
    settle()
    chart = panel.tradeoff_chart
    vb = chart.plot.getViewBox()
    vb.prepareForPaint()
    settle()
    x0, x1 = vb.viewRange()[0]
    assert x0 < 18.0 < x1  # the line is in view …
    label = chart.deadline_line.label
    assert label.isVisible() and label.toPlainText().startswith("Deadline")
    box = label.mapRectToScene(label.boundingRect())
    plot = vb.mapRectToScene(vb.boundingRect())
    assert plot.left() <= box.left() and box.right() <= plot.right()  # … and so is its label
