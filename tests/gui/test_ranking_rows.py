"""The ranking keeps five rows in view (issue 17), also when the window is too narrow for
its columns and the table scrolls sideways: the scroll bar must not eat a row."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QSplitter

from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.results.tab import MIN_RANKING_ROWS, ResultsTab
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan


def test_five_rows_stay_in_view_with_the_sideways_scroll_bar(qtbot) -> None:
    tab = ResultsTab(PlanDocument(load_plan(example_plan())))
    qtbot.addWidget(tab)
    tab.resize(520, 480)  # far narrower than the columns: the table scrolls sideways
    tab.show()
    qtbot.waitExposed(tab)
    for splitter in tab.findChildren(QSplitter):  # dragged to give the table nothing
        splitter.setSizes([0] + [10_000] * (splitter.count() - 1))
    QApplication.processEvents()
    table = tab.table
    assert table.horizontalScrollBar().isVisible()
    row = table.verticalHeader().defaultSectionSize()
    assert table.viewport().height() >= MIN_RANKING_ROWS * row
