"""The main window fits the screen it opens on (issue #17): a 1280×720 laptop, and a
1600×1000 screen at 150 % scaling (1,067×667 logical pixels).

Each case starts the app in a child process on an offscreen screen of that size (Qt's
offscreen platform reads its screens from a JSON file; ``QT_SCALE_FACTOR`` scales it), opens
the example with its default size and looks at every tab: the window stays on the screen, no
form scrolls sideways, and no field, button or label is squeezed below the size its text needs
or pushed outside its parent; no table column narrower than its header or cells, and a table
shows its first three rows — in the Results tab's bill, risk, baseline and deadline/budget
views alike. In the bill view (issue 25 item 8) the ranking's rows, at least eight rows of the
bill and the Show buttons are in view without dragging a divider or scrolling the page, and
every bill row is as tall as its text wrapped at its column's width (no "…").
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

_CHILD = r"""
import json, sys
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox, QLabel,
    QGraphicsView, QLineEdit, QScrollArea, QTableView, QWidget,
)
from PySide6.QtCore import Qt
from gpuplanner.gui.app import create_main_window, make_application
from gpuplanner.gui.settings import Settings

app = make_application()
window = create_main_window(None, Settings(), recovery=None)
window.show()
window.finish_start()
app.processEvents()
free = app.primaryScreen().availableGeometry()
problems = []
if not free.contains(window.frameGeometry()):
    problems.append(f"window {window.frameGeometry().getRect()} outside {free.getRect()}")
FIELDS = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit)

def scrolled(widget):
    # Inside a scroll area's contents: reachable by scrolling up and down, not cut off.
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea) and parent.widget() is not None:
            return parent
        parent = parent.parentWidget()
    return None

def check_tables(tab, page):
    # No column narrower than its header or its cells (a name cut to "C · H100 80G…"), and a
    # table of a few rows shows them all (up to three) rather than one and a half.
    for table in page.findChildren(QTableView):
        if not table.isVisible() or table.model() is None:
            continue
        header = table.horizontalHeader()
        for column in range(table.model().columnCount()):
            if table.isColumnHidden(column):
                continue
            need = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
            if table.columnWidth(column) + 1 < need:
                title = table.model().headerData(column, Qt.Orientation.Horizontal)
                problems.append(
                    f"{tab}: column {title!r} cut to {table.columnWidth(column)} px of {need}"
                )
        rows = min(table.model().rowCount(), 3)
        shown = table.viewport().height() // max(table.rowHeight(0), 1) if rows else 0
        if shown < rows:
            problems.append(f"{tab}: a table shows {shown} of its first {rows} rows")


def check(index, tab):
    for area in window.tabs.widget(index).findChildren(QScrollArea):
        if area.isVisible() and area.horizontalScrollBar().isVisible():
            need, room = area.widget().minimumSizeHint().width(), area.viewport().width()
            problems.append(f"{tab}: a form scrolls sideways ({need} px in {room})")
    for view in window.tabs.widget(index).findChildren(QGraphicsView):
        if view.isVisible() and view.height() < 150:
            problems.append(f"{tab}: a chart crushed to {view.height()} px")
    for widget in window.tabs.widget(index).findChildren(QWidget):
        if not widget.isVisible() or isinstance(widget.parentWidget(), QAbstractItemView):
            continue
        name = f"{tab}: {type(widget).__name__} {getattr(widget, 'text', lambda: '')()!r}"
        parent = widget.parentWidget()
        area = scrolled(widget)
        if parent is not None and area is None and not parent.rect().contains(widget.geometry()):
            problems.append(f"{name} outside its parent")
        wraps = isinstance(widget, QLabel) and widget.wordWrap()
        if isinstance(widget, (*FIELDS, QLabel)) and not wraps:
            need = widget.minimumSizeHint()
            if widget.width() + 1 < need.width():
                problems.append(f"{name} squeezed to {widget.width()} px of {need.width()}")
    check_tables(tab, window.tabs.widget(index))


for index in range(window.tabs.count()):
    window.tabs.setCurrentIndex(index)
    app.processEvents()
    check(index, window.tabs.tabText(index))
# The Results tab's other views: the risk columns, and the baseline / energy / tax table.
results = window.tabs.indexOf(window.results_tab)
window.tabs.setCurrentIndex(results)
window.results_tab.columns.show_risk(True)
app.processEvents()
check(results, "Results (risk)")
window.results_tab.columns.show_baseline()
app.processEvents()
check(results, "Results (baseline)")
# With a deadline and a budget: their answers, four columns, in the ranking's place.
from gpuplanner.core.edit import replace_at
doc = window.document
plan = replace_at(doc.plan, ("workload", "deadline_hours"), 20.0)
doc.apply(replace_at(plan, ("workload", "budget"), 3000.0), "targets")
doc.evaluate_now()
window.results_tab.columns.show_targets()
app.processEvents()
check(results, "Results (deadline and budget)")

# Issue 25 item 8: the bill view with the cheapest platform's bill — the ranking's rows, at
# least eight rows of the bill and the Show buttons in view without dragging a divider; the
# page does not scroll (nothing scrolled away); a bill row as tall as its text wrapped at the
# column's width (never cut with "…").
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem, QTreeWidgetItemIterator
doc.undo_stack.undo()
doc.evaluate_now()
tab = window.results_tab
tab.columns.show_risk(False)
app.processEvents()
app.processEvents()
tree = tab.explanation.bill
viewport = tree.viewport().rect()
rows = []
it = QTreeWidgetItemIterator(tree)
while it.value() is not None:
    item = it.value()
    rect = tree.visualItemRect(item)
    if viewport.contains(rect):
        rows.append(item.text(0))
        # Where the style draws the text in this row (as the view paints it), less its margins.
        option = QStyleOptionViewItem()
        index = tree.indexFromItem(item, 0)
        tree.itemDelegate().initStyleOption(option, index)
        option.rect = tree.visualRect(index)
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        box = tree.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, tree)
        margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1
        need = QFontMetrics(option.font).boundingRect(
            0, 0, box.width() - 2 * margin, 10_000, int(Qt.TextFlag.TextWordWrap), item.text(0)
        ).height()
        if box.height() < need:
            problems.append(f"bill row {item.text(0)!r} {box.height()} px tall of {need}")
    it += 1
if len(rows) < 8:
    problems.append(f"the bill shows {len(rows)} rows: {rows}")
ranking = tab.table
shown = ranking.viewport().height() // max(ranking.rowHeight(0), 1)
if shown < ranking.model().rowCount():
    problems.append(f"the ranking shows {shown} of its {ranking.model().rowCount()} rows")
page = tab.findChild(QScrollArea)
if page.verticalScrollBar().isVisible():
    problems.append(f"the Results page scrolls ({page.widget().minimumSizeHint().height()} px)")
buttons = tab.columns
if not buttons.isVisible() or not tab.rect().contains(buttons.geometry()):
    problems.append("the Show buttons are out of view")
bill_rows = len(rows)
doc.undo_stack.setClean()
print(json.dumps({
    "size": window.size().toTuple(), "free": free.getRect(), "problems": problems,
    "bill_rows": bill_rows,
}))
"""


@pytest.mark.parametrize(
    ("width", "height", "scale"),
    [(1280, 720, "1"), (1600, 1000, "1.5")],
    ids=["1280x720", "1600x1000-at-150%"],
)
def test_the_window_fits_the_screen_and_cuts_nothing_off(tmp_path, width, height, scale) -> None:
    screens = tmp_path / "screens.json"
    screens.write_text(
        json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height}]}),
        encoding="utf-8",
    )
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={screens}",
        "QT_SCALE_FACTOR": scale,
    }
    proc = subprocess.run(
        [sys.executable, "-c", _CHILD],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    logical = (round(width / float(scale)), round(height / float(scale)))
    assert report["free"][2:] == pytest.approx(list(logical), abs=1)
    assert report["size"][0] <= logical[0] and report["size"][1] <= logical[1]
    assert report["problems"] == []
    assert report["bill_rows"] >= 8
