"""The open plan as a document: current plan, undo stack, path, clean state, live analysis.

Every edit goes through ``apply()`` as an undo command holding before/after snapshots of the
immutable plan. Typing in one field merges into one command (same ``merge_key``).
Evaluation is coalesced by a short single-shot timer; ``analysis`` (``core.analyze``) and its
``result`` are always for ``plan``. The analysis evaluates at once; its Monte Carlo and fleet
result are computed when first read (``gui/simulation.py``, ``gui/fleet/fleet_evaluator.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from gpuplanner.core.plan import Plan

if TYPE_CHECKING:
    from gpuplanner.core.analysis import Analysis
    from gpuplanner.core.result import PlanResult

COALESCE_MS = 30


class PlanCommand(QUndoCommand):
    """Replace the plan; consecutive commands with the same merge key collapse into one."""

    _MERGE_ID = 1

    def __init__(
        self, doc: PlanDocument, before: Plan, after: Plan, text: str, merge_key: str | None
    ) -> None:
        super().__init__(text)
        self._doc = doc
        self.before = before
        self.after = after
        self.merge_key = merge_key

    def id(self) -> int:
        return self._MERGE_ID if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, PlanCommand) or other.merge_key != self.merge_key:
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self._doc._set_plan(self.after)

    def undo(self) -> None:
        self._doc._set_plan(self.before)


class PlanDocument(QObject):
    plan_changed = Signal(object)  # Plan, right after every change (undo/redo included)
    result_changed = Signal(object)  # PlanResult (of ``analysis``), coalesced
    path_changed = Signal(object)  # Path | None
    modified_changed = Signal(bool)

    def __init__(
        self,
        plan: Plan,
        path: Path | None = None,
        parent: QObject | None = None,
        *,
        evaluate: bool = True,
    ):
        """``evaluate=False`` (the app's start-up window): the first evaluation waits for
        ``evaluate_pending()``, which the window calls right after its first paint, so the
        first frame shows the plan's inputs with "Calculating…" where its results go."""
        super().__init__(parent)
        self._plan = plan
        self._path = path
        self._analysis: Analysis | None = _analyze(plan) if evaluate else None
        self._first_pending = not evaluate
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(COALESCE_MS)
        self._timer.timeout.connect(self.evaluate_now)

    # --- state -------------------------------------------------------------------------
    @property
    def plan(self) -> Plan:
        return self._plan

    @property
    def analysis(self) -> Analysis:
        """The analysis of the current plan (evaluated now if an update is pending)."""
        if self._analysis is None:
            self.evaluate_now()
        assert self._analysis is not None
        return self._analysis

    @property
    def ready_analysis(self) -> Analysis | None:
        """The current plan's analysis if it has been computed, else None (never evaluates)."""
        return self._analysis

    @property
    def first_result_pending(self) -> bool:
        """True while a document made with ``evaluate=False`` has never been evaluated: the
        widgets built then show "Calculating…" and wait for ``result_changed``."""
        return self._first_pending and self._analysis is None

    @property
    def result(self) -> PlanResult:
        """The result for the current plan (evaluated now if an update is pending)."""
        return self.analysis.result

    @property
    def path(self) -> Path | None:
        return self._path

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def _on_clean_changed(self, clean: bool) -> None:
        self.modified_changed.emit(not clean)

    # --- edits -------------------------------------------------------------------------
    def apply(self, plan: Plan, text: str, merge_key: str | None = None) -> None:
        """Make ``plan`` current as one undoable step (merged with the last if same key)."""
        if plan == self._plan:
            return
        self.undo_stack.push(PlanCommand(self, self._plan, plan, text, merge_key))

    def end_merge(self) -> None:
        """Stop merging: the next edit of the same field starts a new undo step."""
        cmd = self.undo_stack.command(self.undo_stack.index() - 1)
        if isinstance(cmd, PlanCommand):
            cmd.merge_key = None

    def _set_plan(self, plan: Plan) -> None:
        self._plan = plan
        self._analysis = None
        self.plan_changed.emit(plan)
        self._timer.start()

    def evaluate_pending(self) -> None:
        """Evaluate now if the current plan has no analysis yet (else nothing)."""
        if self._analysis is None:
            self.evaluate_now()

    def evaluate_now(self) -> None:
        self._first_pending = False
        self._timer.stop()
        self._analysis = _analyze(self._plan)
        self.result_changed.emit(self._analysis.result)

    # --- lifecycle -----------------------------------------------------------------------
    def mark_saved(self, path: Path) -> None:
        self.undo_stack.setClean()
        if path != self._path:
            self._path = path
            self.path_changed.emit(path)

    def reset(self, plan: Plan, path: Path | None) -> None:
        """Replace the whole document (new/open): clears history, clean state."""
        self.undo_stack.clear()
        self._path = path
        self._set_plan(plan)
        self.undo_stack.setClean()
        self.path_changed.emit(path)
        self.modified_changed.emit(False)
        self.evaluate_now()


def _analyze(plan: Plan) -> Analysis:
    """``core.analyze``, imported at the first evaluation: the calculator's modules are not
    needed before the window's first paint (they are imported right after it)."""
    from gpuplanner.core.analysis import analyze

    return analyze(plan)
