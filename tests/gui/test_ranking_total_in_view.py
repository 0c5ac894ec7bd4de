"""The ranking keeps its Total column in view at 1280×720 (issue 25 item 8).

The bundled 70B example's platforms (catalogs/examples/70b-full-finetune-h100-a800-4090)
carry the catalog's long names, "A800 · 8-GPU nodes, 200G InfiniBand (China market low)":
sized whole, they pushed Total (CNY) behind the sideways scroll bar in the Results tab of a
1280×720 window, in English. The platform column now narrows just enough — names cut in the
middle, whole in the tooltip — and never below 28 average characters; short names (seed
example A) stay whole.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from ui_language import ui_language
from wait import WAIT_MS

from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.results.name_column import MIN_LAYOUT_CHARS, MIN_NAME_CHARS
from gpuplanner.gui.results.ranking_model import Column
from gpuplanner.gui.results.tab import ResultsTab
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan, examples_dir

P70 = examples_dir() / "70b-full-finetune-h100-a800-4090.gpuplan"
A800 = "A800 · 8-GPU nodes, 200G InfiniBand (China market low)"


def _tab(qtbot, path, width: int) -> ResultsTab:
    tab = ResultsTab(PlanDocument(load_plan(path)))
    qtbot.addWidget(tab)
    tab.resize(width, 700)  # the Results tab's width in a 1280×720 window: 1,256 px
    tab.show()
    qtbot.waitExposed(tab)
    for _ in range(3):
        QApplication.processEvents()
    return tab


def _right_edge(table, column: int) -> int:
    header = table.horizontalHeader()
    return header.sectionViewportPosition(column) + header.sectionSize(column)


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_total_stays_in_view_with_the_longest_names(qapp, qtbot, lang) -> None:
    with ui_language(qapp, lang):
        tab = _tab(qtbot, P70, 1256)
        table = tab.table
        qtbot.waitUntil(
            lambda: _right_edge(table, Column.TOTAL) <= table.viewport().width(), timeout=WAIT_MS
        )
        assert table.horizontalScrollBar().value() == 0
        row = next(r for r in range(3) if tab.model.platform_at(r).name == A800)
        cell = tab.model.index(row, Column.PLATFORM)
        assert cell.data() == A800  # the text is whole; only the view cuts it
        assert cell.data(Qt.ItemDataRole.ToolTipRole) == A800  # the whole name
        floor = table.fontMetrics().averageCharWidth() * MIN_NAME_CHARS
        assert table.columnWidth(Column.PLATFORM) >= floor


def test_short_names_stay_whole_and_the_floor_holds_on_a_narrow_tab(qtbot) -> None:
    tab = _tab(qtbot, example_plan(), 1256)  # seed example A: "C · H100 80G on-demand"
    table = tab.table
    assert table.columnWidth(Column.PLATFORM) >= table.sizeHintForColumn(Column.PLATFORM)
    narrow = _tab(qtbot, P70, 700)
    floor = narrow.table.fontMetrics().averageCharWidth() * MIN_NAME_CHARS
    qtbot.waitUntil(lambda: narrow.table.columnWidth(Column.PLATFORM) == floor, timeout=WAIT_MS)
    assert narrow.table.columnWidth(Column.LAYOUT) >= (
        narrow.table.fontMetrics().averageCharWidth() * MIN_LAYOUT_CHARS
    )


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_on_a_1024_px_screen_the_layout_gives_way_too(qapp, qtbot, lang) -> None:
    """A GUI review at 1024×700: with the names at their floor, the layout column (297 px of
    "TP 1 · PP 1 · DP 16 · ZeRO-3 · full recompute") still pushed the Total out of view. It now
    gives way next, down to MIN_LAYOUT_CHARS, whole in its tooltip."""
    with ui_language(qapp, lang):
        tab = _tab(qtbot, P70, 1000)  # the Results tab's width in a 1024×700 window
        table = tab.table
        qtbot.waitUntil(
            lambda: _right_edge(table, Column.TOTAL) <= table.viewport().width(), timeout=WAIT_MS
        )
        layout = tab.model.index(0, Column.LAYOUT)
        assert table.columnWidth(Column.LAYOUT) < table.sizeHintForColumn(Column.LAYOUT)
        assert layout.data(Qt.ItemDataRole.ToolTipRole) == layout.data()  # whole there
        assert "PP 1" in layout.data()
