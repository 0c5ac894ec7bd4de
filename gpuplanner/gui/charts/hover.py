"""Finding the plotted point nearest the mouse, and the label that describes it.

Distances are measured in screen pixels, not data units, so a point is "near" the same way on
a money axis in millions and a GPU axis in ones, and in log mode too (the items' display data
is already log-mapped).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF

from gpuplanner.gui.charts.palette import Theme

PICK_RADIUS_PX = 24.0  # a generous finger: points are 1 px wide lines, not buttons


@dataclass(frozen=True)
class Pick:
    key: str  # the platform name
    index: int  # position in that platform's plotted arrays
    x: float  # view coordinates of the point (log-mapped in log mode)
    y: float


def nearest_point(
    plot: pg.PlotItem,
    scene_pos: QPointF,
    candidates: Iterable[tuple[str, pg.PlotDataItem]],
    radius_px: float = PICK_RADIUS_PX,
) -> Pick | None:
    """The candidate point closest to ``scene_pos`` within ``radius_px`` pixels, if any."""
    vb = plot.getViewBox()
    if not vb.sceneBoundingRect().contains(scene_pos):
        return None
    mouse = vb.mapSceneToView(scene_pos)
    px_w, px_h = vb.viewPixelSize()
    if px_w <= 0 or px_h <= 0:
        return None
    best: Pick | None = None
    best_d2 = radius_px**2
    for key, item in candidates:
        if not item.isVisible():
            continue
        x, y = item.getData()
        if x is None or len(x) == 0:
            continue
        d2 = ((x - mouse.x()) / px_w) ** 2 + ((y - mouse.y()) / px_h) ** 2
        if not np.isfinite(d2).any():
            continue
        i = int(np.nanargmin(d2))
        if d2[i] <= best_d2:
            best_d2 = float(d2[i])
            best = Pick(key, i, float(x[i]), float(y[i]))
    return best


class HoverLabel:
    """A boxed text and a ring at the hovered point, kept inside the view by flipping sides."""

    def __init__(self, plot: pg.PlotItem) -> None:
        self._plot = plot
        self.text = pg.TextItem(anchor=(0, 1))
        self.ring = pg.ScatterPlotItem(size=16, brush=None)
        for item in (self.ring, self.text):
            item.setZValue(100)
            item.hide()
            plot.addItem(item, ignoreBounds=True)

    def apply_theme(self, theme: Theme) -> None:
        fill = pg.mkColor(theme.background)
        fill.setAlphaF(0.92)
        self.text.fill = pg.mkBrush(fill)
        self.text.border = pg.mkPen(theme.foreground)
        self.text.setColor(theme.foreground)
        self.ring.setPen(pg.mkPen(theme.foreground, width=2))

    def show_at(self, x: float, y: float, text: str) -> None:
        (x0, x1), (y0, y1) = self._plot.getViewBox().viewRange()
        # Label away from the nearest edges so it never runs out of the plot.
        right = x > (x0 + x1) / 2
        top = y > (y0 + y1) / 2
        self.text.setAnchor((1.05 if right else -0.05, -0.1 if top else 1.1))
        self.text.setText(text)
        self.text.setPos(x, y)
        self.ring.setData([x], [y])
        self.text.show()
        self.ring.show()

    def hide(self) -> None:
        self.text.hide()
        self.ring.hide()

    @property
    def shown(self) -> bool:
        return self.text.isVisible()
