"""Live charts of a plan's result (pyqtgraph): cost, time, trade-off, breakdown and memory.

PySide6 is imported before any pyqtgraph module so pyqtgraph binds to it (pyqtgraph picks the
first Qt binding already imported). Every submodule import runs this file first.

``ChartsPanel`` and ``MemoryChart`` are loaded on first use (PEP 562 ``__getattr__``), so that
importing a light submodule such as ``palette`` does not import pyqtgraph (~0.3 s) on the way
to the window's first paint.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

import PySide6.QtWidgets  # noqa: F401  (must precede pyqtgraph)

if TYPE_CHECKING:
    from gpuplanner.gui.charts.memory_chart import MemoryChart
    from gpuplanner.gui.charts.panel import ChartsPanel

__all__ = ["ChartsPanel", "MemoryChart"]

_LAZY = {
    "ChartsPanel": "gpuplanner.gui.charts.panel",
    "MemoryChart": "gpuplanner.gui.charts.memory_chart",
}


def __getattr__(name: str) -> object:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
