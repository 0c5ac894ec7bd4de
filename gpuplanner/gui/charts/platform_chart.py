"""A chart of the plan's platforms: the set it draws and the platform selected in Results.

The cost, time and trade-off charts and the breakdown chart all draw a limited set of the
plan's platforms (``limits.drawn_platforms``) that always includes the one selected in the
Results table; selecting another platform redraws only when the limit left it out.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtWidgets import QWidget

from gpuplanner.core.result import PlanResult
from gpuplanner.gui.charts.base import ChartView
from gpuplanner.gui.charts.limits import DrawnPlatforms, drawn_platforms
from gpuplanner.gui.document import PlanDocument


class PlatformChart(ChartView):
    """Subclasses draw in ``refresh``; they read ``self.drawn`` set by ``draw_set``."""

    def __init__(
        self,
        document: PlanDocument,
        axis_items: dict[str, pg.AxisItem] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(axis_items, parent)
        self._document = document
        self._selected: str | None = None
        self._result: PlanResult | None = None
        self.drawn: DrawnPlatforms | None = None
        self.hidden: set[str] = set()  # platforms the user hid (the panel's menu, a legend)

    def set_selected(self, name: str | None) -> None:
        """The platform picked in the Results table: always drawn, even past the limit."""
        if name == self._selected:
            return
        self._selected = name
        if self._result is not None and self.drawn is not None and self.drawn.limited:
            self.refresh(self._result)

    def set_hidden(self, names: set[str]) -> None:
        """Hide these platforms; the axes rescale to the ones left."""
        self.hidden = set(names)
        if self._result is not None:
            self.refresh(self._result)

    def draw_set(self, result: PlanResult) -> DrawnPlatforms:
        """Remember ``result`` and choose the platforms to draw for it."""
        self._result = result
        self.drawn = drawn_platforms(result, self._selected)
        return self.drawn

    def refresh(self, result: PlanResult | None = None) -> None:
        raise NotImplementedError
