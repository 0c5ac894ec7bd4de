"""Monte Carlo percentiles and tornado for the document's current result, run off the edit path.

One ``Simulation`` per document (``Simulation.of(document)``) reads the percentiles of the
document's ``Analysis`` (``core/analysis.py``), which computes them on first read and keeps
them; the document's edit path only evaluates. After each ``result_changed`` it schedules that
read on a single-shot timer, so a burst of results costs one run: at once (0 ms, after the
event loop has painted the new result) when the last run was fast, after ``SLOW_DELAY_MS``
when it was slow, so typing never waits on it. Then it emits ``simulation_changed``.

Readers that must match the result they show (the ranking table) call ``for_result``, which
reads the analysis of that result synchronously when the scheduled run has not happened yet;
the analysis keeps the answer, so it is computed once either way (and an export reuses it).
"""

from __future__ import annotations

import datetime as dt
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from gpuplanner.core.plan import Plan
from gpuplanner.gui.document import PlanDocument

if TYPE_CHECKING:  # the calculator is imported after the window's first paint (gui/document.py)
    from gpuplanner.core.analysis import Analysis
    from gpuplanner.core.result import PlanResult, PlatformResult
    from gpuplanner.core.uncertainty import PlanUncertainty, PlatformUncertainty

# Measured in the GUI (tests/gui/test_decision_simulation.py): ~1 ms on the example plan,
# under 30 ms on the 10-platform benchmark plan. Up to FAST_MS a run is not worth delaying.
FAST_MS = 15.0
SLOW_DELAY_MS = 150  # a slow run waits until typing pauses
_KEEP_TIMINGS = 50


class Simulation(QObject):
    """Reads the percentiles of a document's analysis, coalesced; see the module docstring."""

    simulation_changed = Signal(object)  # PlanUncertainty of the document's current result

    def __init__(self, document: PlanDocument) -> None:
        super().__init__(document)
        self.setObjectName("gpuplanner_simulation")
        self._document = document
        self._delivered: Analysis | None = None  # the document's, at its last result_changed
        self._read: Analysis | None = None  # the analysis whose percentiles were read last
        self._announced = True
        self.timings_ms: list[float] = []  # wall time of the latest runs (for the status)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run_scheduled)
        self._held = False
        document.result_changed.connect(self._on_result)
        self._schedule()

    @classmethod
    def of(cls, document: PlanDocument) -> Simulation:
        """The document's simulation, created on first use (a child of the document)."""
        found = document.findChild(cls, "gpuplanner_simulation")
        return found if isinstance(found, cls) else cls(document)

    # --- reading --------------------------------------------------------------------
    def current(self) -> PlanUncertainty:
        """Percentiles for the document's current result (computed now if still pending)."""
        return self._percentiles(self._document.analysis)

    def for_result(self, plan: Plan, result: PlanResult) -> PlanUncertainty:
        """Percentiles for ``result`` (evaluated from ``plan``): those of the analysis that
        holds it — the last read, the last delivered, the document's — never evaluating."""
        for a in (self._read, self._delivered, self._document.ready_analysis):
            if a is not None and a.result is result:
                return self._percentiles(a)
        # A result no analysis of this document holds (a caller's own): analyse that pair.
        from gpuplanner.core.analysis import Analysis

        return self._percentiles(Analysis(plan, result, dt.date.today()))

    def _percentiles(self, analysis: Analysis) -> PlanUncertainty:
        start, computes = time.perf_counter(), not analysis.simulated
        u = analysis.uncertainty  # computed on the first read, then kept on the analysis
        if computes:
            self._record((time.perf_counter() - start) * 1e3)
        if analysis is not self._read:
            self._read, self._announced = analysis, False
        return u

    def platform(self, r: PlatformResult) -> PlatformUncertainty | None:
        """The current percentiles of one platform of the document's result (None: infeasible)."""
        u = self.current()
        p = u.platforms[r.index] if r.index < len(u.platforms) else None
        return p if p is not None and p.name == r.name else None

    def ready_platform(self, r: PlatformResult) -> PlatformUncertainty | None:
        """``platform(r)`` if the current analysis has its percentiles already, else None
        (never runs the Monte Carlo: for a form that fills in on ``simulation_changed``)."""
        analysis = self._document.ready_analysis
        if analysis is None or not analysis.simulated:
            return None
        return self.platform(r)

    @property
    def median_ms(self) -> float | None:
        import statistics  # here, not at the top: read after the first paint, if ever

        return statistics.median(self.timings_ms) if self.timings_ms else None

    # --- scheduling -------------------------------------------------------------------
    def _on_result(self, *_: object) -> None:
        self._delivered = self._document.ready_analysis
        self._schedule()

    def hold(self) -> None:
        """No scheduled run until ``release`` (the main window holds it until its first paint,
        which needs no percentiles); a reader (``current``) still gets them at once."""
        self._held = True
        self._timer.stop()

    def release(self) -> None:
        if self._held:
            self._held = False
            self._schedule()

    def _schedule(self) -> None:
        if self._held:
            return
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
