"""LazyWidget (gui/lazy.py): content built once — on request, on first show before any paint,
or right after the placeholder's first paint — and sized like the content until then."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QLabel, QWidget
from tab_stops import tab_stops
from wait import WAIT_MS

from gpuplanner.gui.lazy import LazyWidget


class _Factory:
    """Makes labels and counts the calls."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self) -> QWidget:
        self.calls += 1
        return QLabel(f"content {self.calls}")


class _PaintSeen(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.painted = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted = True
        return False


def test_builds_once_on_request_into_its_own_layout(qtbot):
    factory = _Factory()
    lazy = LazyWidget(factory)
    qtbot.addWidget(lazy)
    assert not lazy.is_built and factory.calls == 0
    with qtbot.waitSignal(lazy.built, timeout=WAIT_MS) as built:
        content = lazy.widget
    assert built.args == [content]
    assert lazy.build() is content and lazy.widget is content and factory.calls == 1
    assert content.parentWidget() is lazy
    assert lazy.layout().indexOf(content) == 0


def test_on_show_builds_and_lays_out_before_the_first_paint(qtbot):
    factory = _Factory()
    lazy = LazyWidget(factory, on_show=True)
    qtbot.addWidget(lazy)
    lazy.resize(300, 200)
    lazy.show()  # no event processed yet: nothing has been painted
    assert factory.calls == 1
    content = lazy.widget
    # Shown and placed at once, so the first frame is complete (no empty placeholder).
    assert content.isVisible()
    assert content.geometry() == lazy.rect()


def test_off_show_waits_for_its_first_paint(qtbot):
    seen = _PaintSeen()
    painted_before_build = []

    def factory() -> QWidget:
        painted_before_build.append(seen.painted)
        return QLabel("late")

    lazy = LazyWidget(factory, on_show=False)
    qtbot.addWidget(lazy)
    lazy.installEventFilter(seen)
    lazy.resize(300, 200)
    lazy.show()
    assert not lazy.is_built
    qtbot.waitUntil(lambda: lazy.is_built, timeout=WAIT_MS)
    assert painted_before_build == [True]
    assert lazy.widget.isVisible()


def test_the_hint_stands_for_the_content_before_and_after_it_is_built(qtbot):
    lazy = LazyWidget(_Factory(), hint=QSize(600, 480))
    qtbot.addWidget(lazy)
    assert lazy.sizeHint() == QSize(600, 480)
    lazy.build()
    assert lazy.sizeHint() == QSize(600, 480)  # the split does not move with the build
    unhinted = LazyWidget(_Factory())
    qtbot.addWidget(unhinted)
    content = unhinted.build()
    assert unhinted.sizeHint() == content.sizeHint()  # the layout's, margins 0
    plain = LazyWidget(_Factory())
    qtbot.addWidget(plain)
    assert plain.sizeHint() == QSize(0, 0)  # no hint: an empty layout's


def test_content_built_later_takes_its_place_in_the_tab_order(qtbot):
    """A form built after the window was shown: Tab goes above → content → below, as laid
    out, not to the content last (Qt appends a widget added later to its window's chain)."""
    from PySide6.QtWidgets import QLineEdit, QSpinBox, QVBoxLayout

    def make() -> QWidget:
        content = QWidget()
        column = QVBoxLayout(content)
        for widget in (QLineEdit("inner 1"), QSpinBox(), QLineEdit("inner 2")):
            column.addWidget(widget)
        return content

    window = QWidget()
    qtbot.addWidget(window)
    column = QVBoxLayout(window)
    above, lazy, below = QLineEdit("above"), LazyWidget(make, on_show=False), QLineEdit("below")
    for widget in (above, lazy, below):
        column.addWidget(widget)
    window.show()
    qtbot.waitExposed(window)
    content = lazy.build()
    inner_1, spin, inner_2 = (content.layout().itemAt(i).widget() for i in range(3))
    assert tab_stops(above, 5) == [inner_1, spin, inner_2, below, above]
