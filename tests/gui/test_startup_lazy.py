"""The main window's start: charts (pyqtgraph) are built right after the first paint, the
Fleet tab when it is first shown, and a tab shown earlier builds its part on the spot — with
the same layout as when everything is built up front."""

from __future__ import annotations

import app_helpers
from PySide6.QtWidgets import QApplication
from wait import WAIT_MS

from gpuplanner.gui.charts import ChartsPanel, MemoryChart
from gpuplanner.gui.fleet import FleetTab

answers = app_helpers.answers
make_window = app_helpers.make_window


def _parts(window) -> dict[str, bool]:
    return {
        "memory": window.workload_tab.memory_chart_area.is_built,
        "charts": window.results_tab.charts_area.is_built,
        "fleet": window.fleet_tab.is_built,
    }


def test_charts_are_built_right_after_the_first_paint_and_the_fleet_tab_when_shown(
    make_window, qtbot
):
    window = make_window()
    assert _parts(window) == {"memory": False, "charts": False, "fleet": False}
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: _parts(window)["charts"], timeout=WAIT_MS)
    assert _parts(window) == {"memory": True, "charts": True, "fleet": False}
    chart = window.workload_tab.memory_chart
    assert (
        isinstance(chart, MemoryChart)
        and chart.parentWidget() is window.workload_tab.memory_chart_area
    )
    assert list(chart.bars.row_texts) == [p.name for p in window.document.plan.platforms]
    assert isinstance(window.results_tab.charts, ChartsPanel)

    window.tabs.setCurrentWidget(window.fleet_tab)
    fleet = window.fleet_tab.widget
    assert isinstance(fleet, FleetTab) and fleet.isVisible()
    assert fleet.switch.isChecked() == (window.document.plan.fleet is not None)


def test_a_results_tab_shown_first_builds_its_charts_with_the_usual_layout(make_window, qtbot):
    eager = make_window()
    eager.finish_start()  # everything built before the window is laid out
    eager.tabs.setCurrentWidget(eager.results_tab)
    eager.resize(1280, 800)
    eager.show()
    qtbot.waitExposed(eager)

    window = make_window()
    window.tabs.setCurrentWidget(window.results_tab)  # e.g. restored from the last session
    window.resize(1280, 800)
    window.show()  # no event processed yet: nothing painted
    assert _parts(window) == {"memory": False, "charts": True, "fleet": False}
    qtbot.waitExposed(window)
    QApplication.processEvents()
    # The placeholder stood for the panel while the splitter shared out the height.
    assert window.results_tab.splitter.sizes() == eager.results_tab.splitter.sizes()
    assert window.results_tab.charts.height() > window.results_tab.table.height()
