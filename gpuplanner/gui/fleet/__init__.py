"""The Fleet plan tab: a team's monthly GPU-hours over months, rented, reserved, leased or built.

PySide6 is imported before any pyqtgraph module so pyqtgraph binds to it (the chart and the
demand preview use pyqtgraph). Every submodule import runs this file first.
"""

import PySide6.QtWidgets  # noqa: F401  (must precede pyqtgraph)

from gpuplanner.gui.fleet.fleet_tab import FleetTab

__all__ = ["FleetTab"]
