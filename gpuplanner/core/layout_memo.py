"""Reuse of the automatic layout search across edits that leave its inputs unchanged.

``Layouts.of(w, n, reserve, scale_up)`` builds the layout candidates of a workload and their
valid cells' memory and step terms (core/layout_search.py; ~3.5 ms CPU for 1,024 counts with
every layout field automatic), and its ``LayoutSearch`` keeps each platform's automatic
layout keyed on the platform fields the search reads (``layout_search._physical``: its
hardware, interconnect and stack, never its price, fees or VAT) and on the answers it depends
on. Both were rebuilt by every evaluation, so typing a price ran the whole search again.
``LayoutsMemo`` keeps the last few ``Layouts`` keyed on exactly the arguments ``Layouts.of``
takes (the workload, the counts, the reserve and the widest scale-up domain) — compared by
identity, then by value, as core/platform_memo.py does — so an edit that leaves the workload,
the sweep and the reserve unchanged reuses the candidates, and a platform whose hardware is
unchanged reuses its search. The memo never changes an answer: ``Layouts.of`` is a function
of those arguments alone, and ``automatic`` returns copies of what it keeps.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

import numpy as np

from gpuplanner.core.layout import HGX_SCALE_UP
from gpuplanner.core.layout_search import Layouts
from gpuplanner.core.workload import Workload

MAX_KEPT = 4  # workloads remembered (one per training stack a plan's platforms run)
# Platform searches kept per workload: an MFU typed digit by digit adds one search each, so
# the oldest go (a search holds a few arrays over N: about 100 kB at N = 1 … 1,024).
MAX_SEARCHES = 64


def _same(a: Sequence[object], b: Sequence[object]) -> bool:
    return len(a) == len(b) and all(x is y or x == y for x, y in zip(a, b, strict=True))


class LayoutsMemo:
    """The last ``Layouts`` built, with the arguments each was built from, newest last."""

    def __init__(self) -> None:
        self._kept: list[tuple[tuple[object, ...], Layouts]] = []
        self._lock = threading.Lock()

    def of(
        self, w: Workload, n: np.ndarray, reserve: float, scale_up: int = HGX_SCALE_UP
    ) -> Layouts:
        """``Layouts.of(w, n, reserve, scale_up)``, reused when those arguments are a kept
        one's."""
        inputs: tuple[object, ...] = (w, n.dtype.str, n.tobytes(), reserve, scale_up)
        with self._lock:
            for i, (kept, layouts) in enumerate(self._kept):
                if _same(kept, inputs):
                    self._kept.append(self._kept.pop(i))
                    _trim(layouts)
                    return layouts
        layouts = Layouts.of(w, n, reserve, scale_up)
        with self._lock:
            self._kept.append((inputs, layouts))
            del self._kept[:-MAX_KEPT]
        return layouts

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()


def _trim(layouts: Layouts) -> None:
    """Forget the oldest platform searches beyond ``MAX_SEARCHES`` (dicts keep insertion order)."""
    if layouts.search is None:
        return
    found = layouts.search.found
    for key in list(found)[: max(0, len(found) - MAX_SEARCHES)]:
        del found[key]


LAYOUTS = LayoutsMemo()
