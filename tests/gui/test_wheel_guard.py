"""The mouse wheel never changes a field behind the user's back (issue 25 item 1).

Scrolling the Workload and Platforms forms once changed the grid factor (0.5306 → 0.55), the
billing month (730 → 720 h) and a GPU limit (8 → 5). Here every spin box, combo box and
slider of every tab (Workload, Platforms for each platform, Fee items, Results, Fleet plan)
gets wheel turns both ways while it does not have focus: the plan and its undo history stay
as they were, and the form around the field scrolls instead. A field the user has clicked
into still takes the wheel.

The wheel events are sent to each field itself (``QApplication.sendEvent``), as Qt delivers a
real one once the line edit inside a spin box has passed it on: before the guard, each of
these turned the value.
"""

from __future__ import annotations

import app_helpers
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget
from wait import WAIT_MS

from gpuplanner.gui import wheel_guard
from gpuplanner.gui.lazy import LazyWidget
from gpuplanner.paths import examples_dir

answers = app_helpers.answers
make_window = app_helpers.make_window

NOTCH = 120  # one wheel notch (QWheelEvent::angleDelta, eighths of a degree)


def _wheel(widget: QWidget, notches: int) -> bool:
    """Send one wheel turn over the middle of ``widget``; whether it was accepted."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, notches * NOTCH),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)
    return event.isAccepted()


def _fields(page: QWidget) -> list[QWidget]:
    return [
        w
        for w in page.findChildren(QWidget)
        if wheel_guard.guarded(w) and w.isVisibleTo(page) and w.isEnabled()
    ]


def _pages(window) -> list[QWidget]:
    """Every tab's page, built (the Fleet tab and the charts are built late)."""
    window.finish_start()
    pages = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        page = window.tabs.widget(index)
        if isinstance(page, LazyWidget):
            page.build()
        QApplication.processEvents()
        pages.append(page)
    return pages


def _scroll_all(window, page: QWidget) -> int:
    """Wheel every field of ``page`` both ways (none focused); how many fields there were."""
    window.setFocus()
    fields = _fields(page)
    for field in fields:
        assert not field.hasFocus()
        _wheel(field, -2)
        _wheel(field, +1)
        _wheel(field, -1)
    return len(fields)


EXAMPLES = examples_dir()


@pytest.mark.parametrize(
    "name",
    [
        "seed-7b-finetune.gpuplan",  # the bundled example: three rented platforms
        "13b-on-demand-spot-self-built.gpuplan",  # spot and self-built pricing forms
        "fleet-3000h.gpuplan",  # a fleet plan: the Fleet tab's forms
    ],
)
def test_scrolling_over_every_field_of_every_form_changes_nothing(
    make_window, qtbot, name: str
) -> None:
    window = make_window(EXAMPLES / name)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    doc = window.document
    before = doc.plan
    counts = {}
    for index, page in enumerate(_pages(window)):
        window.tabs.setCurrentIndex(index)
        counts[window.tabs.tabText(index)] = _scroll_all(window, page)
    platforms = window.platforms_tab
    window.tabs.setCurrentWidget(platforms)
    for row in range(len(doc.plan.platforms)):  # each platform's form (its pricing mode)
        platforms.select(row)
        QApplication.processEvents()
        counts[f"platform {row}"] = _scroll_all(window, platforms)
    assert doc.plan == before
    assert doc.undo_stack.count() == 0
    # Every form was reached: each has fields the wheel used to turn.
    forms = ["Workload", "Platforms"] + (["Fleet plan"] if doc.plan.fleet else [])
    assert all(counts[form] > 0 for form in forms), str(counts)


def test_the_wheel_over_an_unfocused_field_scrolls_the_form(make_window, qtbot) -> None:
    window = make_window()
    window.show()
    qtbot.waitExposed(window)
    window.resize(1280, 720)
    tab = window.workload_tab
    scroll = next(a for a in tab.findChildren(QScrollArea) if a.widget() is tab.form)
    bar = scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=WAIT_MS)
    assert bar.maximum() > 0  # the Workload form is taller than the window at 1280×720
    field = _fields(scroll.widget())[0]
    value = field.value() if hasattr(field, "value") else field.currentIndex()
    assert bar.value() == 0
    assert _wheel(field, -1)
    assert bar.value() > 0  # one notch down scrolled the form
    assert (field.value() if hasattr(field, "value") else field.currentIndex()) == value
    assert window.document.undo_stack.count() == 0


def test_a_focused_field_still_takes_the_wheel(make_window, qtbot) -> None:
    """The example's first platform's GPU limit is 8 (seed example A): one notch up with the
    field focused makes it 9, one undo step."""
    window = make_window()
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    tab = window.platforms_tab
    window.tabs.setCurrentWidget(tab)
    tab.select(0)
    box = tab.form.count.quota.inner
    doc = window.document
    start = doc.plan.platforms[0].max_gpus
    box.setFocus()
    qtbot.waitUntil(box.hasFocus, timeout=WAIT_MS)
    _wheel(box, +1)
    assert doc.plan.platforms[0].max_gpus == start + 1
    assert doc.undo_stack.count() == 1


def test_fields_are_not_focused_by_the_wheel(make_window) -> None:
    """Qt gives spin and combo boxes WheelFocus (a wheel turn focuses them, then turns them):
    every guarded field in the window has StrongFocus instead."""
    window = make_window()
    window.show()
    for page in _pages(window):
        for field in _fields(page):
            assert field.focusPolicy() != Qt.FocusPolicy.WheelFocus, field
