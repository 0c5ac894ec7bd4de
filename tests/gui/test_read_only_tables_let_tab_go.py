"""A read-only table of figures (or a small table inside a form) is one Tab stop: Tab moves
on to the next field, arrows move within it. With Qt's default (tab-key navigation on), Tab
stepped from cell to cell and from the last cell back to the first, so a keyboard user could
never leave the Workload tab's "Smallest GPU count that fits" table (3 platforms: 9 cells,
round and round)."""

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


def _started(window, qtbot):
    """The main window at 1280 × 720, shown and past its start-up."""
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.finish_start()
    return window


def test_tab_leaves_the_workload_and_results_tables(make_window, qtbot):
    window = _started(make_window(), qtbot)
    derived = window.workload_tab.derived.platforms
    assert derived.rowCount() == 3
    assert _leaves_on_tab(window, derived, qtbot)
    window.tabs.setCurrentWidget(window.results_tab)
    assert _leaves_on_tab(window, window.results_tab.table, qtbot)
    window.results_tab.columns.show_baseline()
    assert _leaves_on_tab(window, window.results_tab.finance.table, qtbot)


def test_tab_leaves_the_platform_list_for_the_form(make_window, qtbot):
    """The Platforms tab's list (read-only; the form below edits the selected platform):
    Tab went round its 3 × 7 cells and never reached the form."""
    window = _started(make_window(), qtbot)
    window.tabs.setCurrentWidget(window.platforms_tab)
    assert _leaves_on_tab(window, window.platforms_tab.table, qtbot)


def test_tab_leaves_the_measured_scaling_points(make_window, qtbot):
    """The Platforms form's measured scaling points (one row on the example's A100) sit
    mid-form: Tab went round their cells and never reached "Add point" or the interruption
    fields below. Arrows, typing and F2 still edit a cell."""
    window = _started(make_window(), qtbot)
    tab = window.platforms_tab
    window.tabs.setCurrentWidget(tab)
    tab.select(0)
    view = tab.form.scaling.view
    assert view.model().rowCount() == 1
    assert _leaves_on_tab(window, view, qtbot)


def test_tab_leaves_the_exchange_rates_for_the_dialog_buttons(qtbot):
    """Edit → Currency: with a rate in the table, Tab went round its cells and never reached
    "Add rate" or OK."""
    import datetime as dt

    from gpuplanner.core.currency import ExchangeRate
    from gpuplanner.gui.currency_dialog import CurrencyDialog
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.paths import example_plan

    rate = ExchangeRate(currency="USD", rate=7.2, as_of=dt.date(2025, 6, 1))
    plan = load_plan(example_plan())
    dialog = CurrencyDialog(plan.model_copy(update={"exchange_rates": (rate,)}))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.table.rowCount() == 1
    assert _leaves_on_tab(dialog, dialog.table, qtbot)


def test_tab_leaves_the_fleet_demand_table(make_window, qtbot):
    """The Fleet plan's month-by-month demand (36 months in the fleet example): Tab went
    round its cells and never reached the paste buttons and the sections below."""
    from gpuplanner.paths import examples_dir

    window = _started(make_window(examples_dir() / "fleet-3000h.gpuplan"), qtbot)
    window.tabs.setCurrentWidget(window.fleet_tab)
    table = window.fleet_tab.widget.demand.table
    assert table.isVisible()
    assert _leaves_on_tab(window, table, qtbot)


def test_tab_leaves_the_fee_items_for_the_buttons(make_window, qtbot):
    """The Fee items tab's table (the seed example's V100 platform has its storage fee): Tab
    went round its cells and never reached "Add item". Arrows, typing and F2 edit a cell."""
    window = _started(make_window(), qtbot)
    tab = window.fees_tab
    window.tabs.setCurrentWidget(tab)
    combo = tab.platform
    for i in range(combo.count()):
        combo.setCurrentIndex(i)
        if tab.table.model().rowCount():
            break
    assert tab.table.model().rowCount() >= 1
    assert _leaves_on_tab(window, tab.table, qtbot)
