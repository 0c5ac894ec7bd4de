"""Cycles are collected from the event loop, never by an allocation inside a Qt call
(gui/idle_gc.py): CI once hung 300 s in PySide's ``Signal.disconnect`` under pyqtgraph."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import QObject, QTimer

from gpuplanner.gui import idle_gc
from gpuplanner.gui.app import make_application


class _Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: reference counting alone never frees it


def test_a_cycle_waits_for_the_timer_then_is_collected(qtbot) -> None:
    was_enabled = gc.isenabled()
    gc.enable()
    parent = QObject()
    try:
        idle_gc.install(parent, interval_ms=10)
        assert not gc.isenabled()
        gc.collect()
        first = _Node()
        ref = weakref.ref(first)
        # Past generation 0's threshold (700 on CPython), as in a busy GUI between ticks.
        others = [_Node() for _ in range(2 * gc.get_threshold()[0])]
        del first, others
        assert ref() is not None  # no allocation collected it
        qtbot.waitUntil(lambda: ref() is None, timeout=2000)
    finally:
        parent.deleteLater()
        if was_enabled:
            gc.enable()
        else:
            gc.disable()


def test_the_application_gets_one_timer_however_often_it_is_made(qapp) -> None:
    make_application()
    make_application()
    timers = [t for t in qapp.findChildren(QTimer) if t.objectName() == idle_gc.TIMER_NAME]
    assert len(timers) == 1
    assert timers[0].isActive() and timers[0].interval() == 1000
