"""The plan's fleet comparison, read from the document's ``Analysis``, coalesced after edits.

The document's PlanResult covers the training job only; the fleet comparison is a separate,
cheap part of the analysis (a few milliseconds, computed on its first read and kept), read
here a short moment after the last plan change so a burst of keystrokes compares once, and
not again after an edit elsewhere in the plan. The GUI never computes a cost itself.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer, Signal

from gpuplanner.core.fleet.plan import FleetPlan
from gpuplanner.core.fleet.result import FleetResult
from gpuplanner.core.plan import Plan
from gpuplanner.core.tax import TaxSettings
from gpuplanner.gui.document import COALESCE_MS, PlanDocument

log = logging.getLogger(__name__)


class FleetEvaluator(QObject):
    """Holds the FleetResult for the document's current fleet plan (None without one)."""

    result_changed = Signal(object)  # FleetResult | None
    failed = Signal(str)  # the core refused the plan: the reason, for the verdict panel

    def __init__(self, document: PlanDocument, parent: QObject | None = None) -> None:
        super().__init__(parent or document)
        self._document = document
        self._fleet: FleetPlan | None = None
        self._tax: TaxSettings | None = None  # the plan's taxes apply to the fleet too
        self._result: FleetResult | None = None
        self._stale = True
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(COALESCE_MS)
        self._timer.timeout.connect(self.evaluate_now)
        document.plan_changed.connect(self._on_plan_changed)

    @property
    def result(self) -> FleetResult | None:
        """The result for the current fleet plan (evaluated now if an update is pending)."""
        if self._stale:
            self.evaluate_now()
        return self._result

    def _on_plan_changed(self, plan: Plan) -> None:
        if plan.fleet is self._fleet and plan.tax == self._tax and not self._stale:
            return  # an edit elsewhere in the plan: the fleet result still holds
        self._stale = True
        self._timer.start()

    def evaluate_now(self) -> None:
        self._timer.stop()
        analysis = self._document.analysis
        self._fleet, self._tax, self._stale = analysis.plan.fleet, analysis.plan.tax, False
        try:
            self._result = analysis.fleet
        except (ValueError, ArithmeticError) as exc:  # a valid plan should never get here
            log.warning("the fleet plan could not be evaluated", exc_info=True)
            self._result = None
            self.result_changed.emit(None)
            self.failed.emit(str(exc))
            return
        self.result_changed.emit(self._result)
