"""The Fleet plan tab: a team's monthly GPU-hours over months, rented, reserved, leased or built.

PySide6 is imported before any pyqtgraph module so pyqtgraph binds to it (the chart and the
demand preview use pyqtgraph). Every submodule import runs this file first.

``FleetTab`` is loaded on first use (PEP 562 ``__getattr__``): the main window builds the tab
when it is first shown, so its pyqtgraph import stays off the way to the first paint.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

import PySide6.QtWidgets  # noqa: F401  (must precede pyqtgraph)

if TYPE_CHECKING:
    from gpuplanner.gui.fleet.fleet_tab import FleetTab

__all__ = ["FleetTab"]


def __getattr__(name: str) -> object:
    if name == "FleetTab":
        return importlib.import_module("gpuplanner.gui.fleet.fleet_tab").FleetTab
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
