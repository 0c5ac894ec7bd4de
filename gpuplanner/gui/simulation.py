"""Monte Carlo percentiles and tornado for the document's current result, run off the edit path.

One ``Simulation`` per document (``Simulation.of(document)``) calls ``core.simulate`` — the
only place in the GUI that does. After each ``result_changed`` it schedules a run on a
single-shot timer, so a burst of results costs one run: at once (0 ms, after the event loop
has painted the new result) when the last run was fast, after ``SLOW_DELAY_MS`` when it was
slow, so typing never waits on it. Then it emits ``simulation_changed``.

Readers that must match the result they show (the ranking table) call ``for_result``, which
computes synchronously when the scheduled run has not happened yet; the answer is cached for
that result object, so it is computed once either way.
"""

from __future__ import annotations

import statistics
import time

from PySide6.QtCore import QObject, QTimer, Signal

from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.core.uncertainty import PlanUncertainty, PlatformUncertainty, simulate
from gpuplanner.gui.document import PlanDocument

# Measured in the GUI (tests/gui/test_decision_simulation.py): ~1 ms on the example plan,
# under 30 ms on the 10-platform benchmark plan. Up to FAST_MS a run is not worth delaying.
FAST_MS = 15.0
SLOW_DELAY_MS = 150  # a slow run waits until typing pauses
_KEEP_TIMINGS = 50


class Simulation(QObject):
    """Runs ``simulate(plan, result)`` for a document, coalesced; see the module docstring."""

    simulation_changed = Signal(object)  # PlanUncertainty of the document's current result

    def __init__(self, document: PlanDocument) -> None:
        super().__init__(document)
        self.setObjectName("gpuplanner_simulation")
        self._document = document
        self._result: PlanResult | None = None
        self._uncertainty: PlanUncertainty | None = None
        self._announced = True
        self.timings_ms: list[float] = []  # wall time of the latest runs (for the status)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run_scheduled)
        document.result_changed.connect(self._schedule)
        self._schedule()

    @classmethod
    def of(cls, document: PlanDocument) -> Simulation:
        """The document's simulation, created on first use (a child of the document)."""
        found = document.findChild(cls, "gpuplanner_simulation")
        return found if isinstance(found, cls) else cls(document)

    # --- reading --------------------------------------------------------------------
    def current(self) -> PlanUncertainty:
        """Percentiles for the document's current result (computed now if still pending)."""
        return self.for_result(self._document.plan, self._document.result)

    def for_result(self, plan: Plan, result: PlanResult) -> PlanUncertainty:
        """Percentiles for ``result`` (evaluated from ``plan``); cached for the latest result."""
        if result is not self._result or self._uncertainty is None:
            start = time.perf_counter()
            self._uncertainty = simulate(plan, result)
            self._record((time.perf_counter() - start) * 1e3)
            self._result = result
            self._announced = False
        return self._uncertainty

    def platform(self, r: PlatformResult) -> PlatformUncertainty | None:
        """The current percentiles of one platform of the document's result (None: infeasible)."""
        u = self.current()
        p = u.platforms[r.index] if r.index < len(u.platforms) else None
        return p if p is not None and p.name == r.name else None

    @property
    def median_ms(self) -> float | None:
        return statistics.median(self.timings_ms) if self.timings_ms else None

    # --- scheduling -------------------------------------------------------------------
    def _schedule(self, *_: object) -> None:
        last = self.timings_ms[-1] if self.timings_ms else 0.0
        self._timer.start(0 if last <= FAST_MS else SLOW_DELAY_MS)

    def run_now(self) -> PlanUncertainty:
        """Run a pending simulation at once and announce it (tests, export)."""
        self._timer.stop()
        return self._run_scheduled()

    def _run_scheduled(self) -> PlanUncertainty:
        u = self.current()
        if not self._announced:
            self._announced = True
            self.simulation_changed.emit(u)
        return u

    def _record(self, ms: float) -> None:
        self.timings_ms.append(ms)
        del self.timings_ms[:-_KEEP_TIMINGS]
