"""On a tall window the Workload sections built after the first paint are in the first
screenful: they must be built and painted before the first result is worked out (numpy and
the calculator load then, about half a second), not left as an empty third of the form.

Measured at 1920×1080 before this was fixed: method, goals, grid, billing, trial and the rest
appeared 0.55 s after the first frame, the form blank below the MoE and Parallelism sections.
"""

from __future__ import annotations

import app_helpers
from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtWidgets import QApplication

from gpuplanner.gui.lazy import LazyWidget

answers = app_helpers.answers
make_window = app_helpers.make_window


class _Painted(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.widgets: set[int] = set()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.widgets.add(id(watched))
        return False


def test_sections_in_the_first_screenful_are_painted_before_the_first_result(make_window, qtbot):
    painted = _Painted()
    QApplication.instance().installEventFilter(painted)
    window = make_window()
    tab = window.workload_tab
    areas = tab.form.findChildren(LazyWidget)
    assert len(areas) == 7 and not tab.built_later
    seen: dict[str, list[str]] = {}

    def at_first_result(_result) -> None:
        if seen:
            return
        viewport = tab.form.parentWidget()  # the scroll area's viewport
        visible = QRect(tab.form.mapFrom(viewport, viewport.rect().topLeft()), viewport.size())
        # An area not built yet has no height: it is on screen where its top is.
        on_screen = [a for a in areas if visible.top() <= a.geometry().top() < visible.bottom()]
        seen["on screen"] = [str(a.geometry()) for a in on_screen]
        seen["empty"] = [
            str(a.geometry())
            for a in on_screen
            if not a.is_built or id(a.widget) not in painted.widgets
        ]

    window.document.result_changed.connect(at_first_result)
    try:
        window.show()
        window.resize(1920, 1080)  # taller than the offscreen screen it was fitted to: no paint yet
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: bool(seen))
    finally:
        QApplication.instance().removeEventFilter(painted)
    assert seen["on screen"]  # at this height the method and trial sections show at once
    assert seen["empty"] == []
