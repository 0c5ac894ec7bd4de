"""Python's cyclic garbage collector, run from Qt's event loop instead of at any allocation.

Left automatic, a collection starts at whichever allocation crosses a threshold, also one
inside a Qt call that holds a signal-slot lock (PySide's ``Signal.disconnect``, reached when
pyqtgraph re-parents an item). Freeing a cycle of Qt wrappers there deletes QObjects, whose
destructors take Qt's pooled locks again: the GUI thread can wait on itself for ever. CI saw it
once (a chart's hover label being added to its plot, still in ``disconnect`` after 300 s).

So automatic collection is off, and a timer on the GUI thread collects what is due, where no
Qt lock is held: pyqtgraph's ``util.garbage_collector`` policy
(after Erik Janssens, "Should Python garbage collector be disabled in Qt apps?", 2014), written
out here because importing pyqtgraph before the first paint would slow start-up
(``MainWindow.finish_start``). Reference counting still frees everything that is not a cycle at
once; only cycles wait for the next tick. The CLI never installs it: no Qt, no such locks.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 1000  # pyqtgraph's default: cycles wait at most a second
TIMER_NAME = "idle_gc"


def collect_due() -> int:
    """One collection of the oldest generation past its threshold (and, with it, the younger
    ones), as the automatic collector chooses; the number of unreachable objects found, 0
    when nothing is due."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = -1
    for generation in range(3):
        if counts[generation] <= thresholds[generation]:
            break
        due = generation
    return gc.collect(due) if due >= 0 else 0


def install(parent: QObject, interval_ms: int = INTERVAL_MS) -> QTimer:
    """Turn automatic collection off and collect from a timer owned by ``parent`` (the
    QApplication); returns the timer. Installing twice keeps the first timer."""
    gc.disable()
    timer = parent.findChild(QTimer, TIMER_NAME)
    if timer is not None:
        return timer
    timer = QTimer(parent)
    timer.setObjectName(TIMER_NAME)
    timer.timeout.connect(collect_due)
    timer.start(interval_ms)
    return timer
