"""A read-only table of figures is one Tab stop: Tab moves on to the next field, arrows move
within it. With Qt's default (tab-key navigation on), Tab stepped from cell to cell and from
the last cell back to the first, so a keyboard user could never leave the Workload tab's
"Smallest GPU count that fits" table (3 platforms: 9 cells, round and round)."""

from __future__ import annotations

import app_helpers
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

answers = app_helpers.answers
make_window = app_helpers.make_window


def _leaves_on_tab(window, table, qtbot) -> bool:
    window.activateWindow()
    table.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table)
    for _ in range(table.model().rowCount() * table.model().columnCount() + 1):
        QTest.keyClick(table, Qt.Key.Key_Tab)
        if QApplication.focusWidget() is not table:
            return True
    return False


def test_tab_leaves_the_workload_and_results_tables(make_window, qtbot):
    window = make_window()
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.finish_start()
    derived = window.workload_tab.derived.platforms
    assert derived.rowCount() == 3
    assert _leaves_on_tab(window, derived, qtbot)
    window.tabs.setCurrentWidget(window.results_tab)
    assert _leaves_on_tab(window, window.results_tab.table, qtbot)
    window.results_tab.columns.show_baseline()
    assert _leaves_on_tab(window, window.results_tab.finance.table, qtbot)
