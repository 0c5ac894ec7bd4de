"""Reuse of a platform's evaluation when nothing it depends on has changed (the GUI's edits).

An edit changes one field, and ``core.edit.replace_at`` keeps every untouched sub-model the
same object: after a price is typed on one platform, the other platforms, the workload and the
plan's terms are the very objects of the last evaluation. ``PlatformMemo`` keeps, per platform
slot, the inputs of that slot's last evaluation and what came of it (its result, the notices it
raised, its stress cases); ``evaluate`` asks it before evaluating a platform. Inputs are
compared by identity, then by value, so an equal input rebuilt reuses too and any changed one
evaluates anew: the memo never changes an answer, only skips recomputing it (a platform's
evaluation is a function of these inputs alone: ``evaluate._evaluate_platform``). It holds one
entry per platform slot of the last plan evaluated (at most ``MAX_SLOTS``): about what that
plan's result holds itself. Benchmarks of the evaluation empty it first.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gpuplanner.core.notices import Notice
from gpuplanner.core.result import PlatformResult

MAX_SLOTS = 4096  # platforms remembered at most (a plan has a few; a sweep test thousands)


@dataclass(frozen=True)
class Evaluated:
    """One platform's evaluation: its result before ranking, its notices, its stress cases."""

    result: PlatformResult
    notices: tuple[Notice, ...]
    stress: Any  # core.stress.stress_cases of the priced platform and ``result``


def _same(a: Sequence[object], b: Sequence[object]) -> bool:
    return len(a) == len(b) and all(x is y or x == y for x, y in zip(a, b, strict=True))


class PlatformMemo:
    """The last evaluation of each platform slot, with the inputs it was made from."""

    def __init__(self) -> None:
        self._slots: dict[int, tuple[tuple[object, ...], Evaluated]] = {}
        self._lock = threading.Lock()

    def get(self, slot: int, inputs: tuple[object, ...]) -> Evaluated | None:
        with self._lock:
            kept = self._slots.get(slot)
        if kept is None or not _same(kept[0], inputs):
            return None
        return kept[1]

    def put(self, slot: int, inputs: tuple[object, ...], evaluated: Evaluated) -> Evaluated:
        with self._lock:
            if slot < MAX_SLOTS:
                self._slots[slot] = (inputs, evaluated)
        return evaluated

    def keep(self, slots: int) -> None:
        """Forget the slots from ``slots`` on (a plan with fewer platforms than the last):
        what the memo holds is then about what the last result holds itself."""
        with self._lock:
            for slot in [s for s in self._slots if s >= slots]:
                del self._slots[slot]

    def clear(self) -> None:
        with self._lock:
            self._slots.clear()


MEMO = PlatformMemo()
