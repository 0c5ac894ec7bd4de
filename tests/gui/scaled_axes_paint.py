"""Run by test_chart_caches_match_a_fresh_paint.py in a process of its own (Qt reads
QT_SCALE_FACTOR once, when the application starts): prints, as JSON, how many device pixels
of each chart differ between its axes as shown (from their cache) and painted afresh."""

from __future__ import annotations

import json
import sys

from PySide6.QtWidgets import QApplication


def main() -> None:
    app = QApplication(sys.argv[:1])
    import chart_helpers
    from chart_helpers import settle
    from PySide6.QtWidgets import QGraphicsItem
    from test_chart_caches_match_a_fresh_paint import _differ, _image

    from gpuplanner.gui.charts import ChartsPanel, MemoryChart
    from gpuplanner.gui.document import PlanDocument

    doc = PlanDocument(chart_helpers.rich_plan())
    panel = ChartsPanel(doc)
    panel.resize(1240, 480)
    panel.show()
    memory = MemoryChart(doc)
    memory.resize(800, 400)
    memory.show()
    for _ in range(10):
        settle()
    stray = {"ratio": panel.devicePixelRatioF()}
    for chart in (panel.cost_chart, panel.time_chart, memory):
        if chart is not memory:
            panel.tabs.setCurrentWidget(chart)
            settle()
        cached = _image(chart)
        axes = [chart.plot.getAxis(side) for side in ("left", "bottom")]
        modes = [axis.cacheMode() for axis in axes]
        for axis in axes:  # the axes painted afresh, whichever cache they use
            axis.setCacheMode(QGraphicsItem.CacheMode.NoCache)
            axis.pixmap_cache = False
        stray[type(chart).__name__] = _differ(cached, _image(chart), chart)
        for axis, mode in zip(axes, modes, strict=True):
            axis.setCacheMode(mode)
            axis.pixmap_cache = True
    print(json.dumps(stray))
    app.quit()


if __name__ == "__main__":
    main()
