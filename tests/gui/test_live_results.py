"""View → Live Results: the cheapest platform and the charts stay in view on the tab being
edited (issue #17), and follow each committed edit."""

from __future__ import annotations

import app_helpers
from PySide6.QtCore import Qt

answers = app_helpers.answers
make_window = app_helpers.make_window


def test_the_live_results_follow_a_price_typed_on_the_platforms_tab(make_window, qtbot) -> None:
    window = make_window()
    window.show()
    dock = window.live_results
    assert not dock.isVisible() and dock.charts is None  # nothing built before it is asked for
    window.tabs.setCurrentWidget(window.platforms_tab)
    window.live_action.trigger()
    assert dock.isVisible() and dock.charts is not None
    assert dock.best.text().startswith("Cheapest now: C · H100 80G on-demand — ¥2,880.00")
    tab = window.platforms_tab
    tab.select(0)  # the A100 at 20 CNY/GPU-h: 8 × 18 h × 20 = 2,880
    price = tab.form.pricing.price_per_gpu_hour
    price.lineEdit().selectAll()
    qtbot.keyClicks(price.lineEdit(), "15")
    qtbot.keyClick(price.lineEdit(), Qt.Key.Key_Return)
    window.document.evaluate_now()
    # 8 GPUs × 18 h × 15 CNY = 2,160: the A100 is now the cheapest, seen without leaving.
    assert dock.best.text().startswith("Cheapest now: A · A100 80G on-demand — ¥2,160.00")
    _x, y = dock.charts.cost_chart.platform_items["A · A100 80G on-demand"].chosen.getData()
    assert float(y[0]) == 2160.0
    assert window.tabs.currentWidget() is tab
