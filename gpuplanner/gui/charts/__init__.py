"""Live charts of a plan's result (pyqtgraph): cost, time, trade-off, breakdown and memory.

PySide6 is imported before any pyqtgraph module so pyqtgraph binds to it (pyqtgraph picks the
first Qt binding already imported). Every submodule import runs this file first.
"""

import PySide6.QtWidgets  # noqa: F401  (must precede pyqtgraph)

from gpuplanner.gui.charts.memory_chart import MemoryChart
from gpuplanner.gui.charts.panel import ChartsPanel

__all__ = ["ChartsPanel", "MemoryChart"]
