"""Tab walks the whole Workload form top to bottom, the sections built after the first paint
included (gui/lazy.py), with every optional part switched on so its fields show.

At 1280×720 the form is one column: each Tab must land lower down (or to the right on the
same row), and every field of the form must be reached before Tab leaves it.
"""

from __future__ import annotations

from itertools import pairwise

import app_helpers
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QGroupBox, QWidget
from tab_stops import inner_part, tab_stops

answers = app_helpers.answers
make_window = app_helpers.make_window

SAME_ROW_PX = 8  # a pin and its field sit on one row, a few pixels apart


def _fields(form: QWidget) -> list[QWidget]:
    return [
        w
        for w in form.findChildren(QWidget)
        if w.focusPolicy() & Qt.FocusPolicy.TabFocus
        and w.isVisible()
        and w.isEnabled()
        and not inner_part(w)
    ]


def _switch_everything_on(form: QWidget, qtbot) -> None:
    for _ in range(3):  # a switched-on part can show more switches
        for box in form.findChildren(QCheckBox):
            if box.isVisible() and box.isEnabled() and not box.isChecked():
                box.click()
        for group in form.findChildren(QGroupBox):
            if group.isCheckable() and group.isVisible() and not group.isChecked():
                group.setChecked(True)
        qtbot.wait(1)


def test_tab_walks_the_workload_form_top_to_bottom_at_1280x720(make_window, qtbot):
    window = make_window()
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.finish_start()
    form = window.workload_tab.form
    _switch_everything_on(form, qtbot)
    fields = _fields(form)
    assert len(fields) > 60  # the example's form, every part on

    def at(w: QWidget) -> tuple[int, int]:
        p = w.mapTo(form, w.rect().topLeft())
        return p.x(), p.y()

    first = min(fields, key=lambda w: (at(w)[1], at(w)[0]))
    stops = [first, *tab_stops(first, 200)]
    inside = stops[: next(i for i, w in enumerate(stops) if not form.isAncestorOf(w))]
    for before, after in pairwise(inside):
        (x0, y0), (x1, y1) = at(before), at(after)
        same_row = abs(y1 - y0) <= SAME_ROW_PX
        assert (same_row and x1 > x0) or (not same_row and y1 > y0), (
            f"Tab from {type(before).__name__} at {x0, y0} went back to "
            f"{type(after).__name__} at {x1, y1}"
        )
    missed = [f"{type(w).__name__} at {at(w)}" for w in fields if w not in inside]
    assert not missed, f"Tab never reaches {missed}"
