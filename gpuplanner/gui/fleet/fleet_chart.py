"""Cumulative cash cost by month, one curve per fleet strategy; self-built's break-evens marked.

Each strategy's curve is created once and kept in a dict (hidden while the strategy is not
compared), and updated with ``setData`` to the core's ``FleetResult.cumulative`` row, months on
x and money in the plan's currency on y. A strategy keeps its colour (``names.strategy_color``)
and a marker shape. Where self-built catches up with a rented strategy, a diamond marks the
month; a dotted line marks the catch-up with on-demand, the verdict's baseline.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QWidget

from gpuplanner.core.fleet.plan import FleetStrategy
from gpuplanner.core.fleet.result import FleetResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.charts.axes import NumberAxis
from gpuplanner.gui.charts.base import ChartView
from gpuplanner.gui.charts.hover import HoverLabel, nearest_point
from gpuplanner.gui.charts.palette import Theme
from gpuplanner.gui.fleet.names import strategy_color, strategy_name

LINE_WIDTH = 2.5
# One marker shape per strategy, so curves stay apart without colour vision.
SYMBOLS = {
    FleetStrategy.ON_DEMAND: "o",
    FleetStrategy.RESERVED: "s",
    FleetStrategy.SPOT: "t",
    FleetStrategy.LEASE: "d",
    FleetStrategy.SELF_BUILT: "star",
    FleetStrategy.HYBRID: "h",
}
MAX_SYMBOLS = 36  # beyond three years of months, markers crowd the line: draw lines only


class FleetChart(ChartView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            {"bottom": NumberAxis("bottom"), "left": NumberAxis("left")},
            parent,
        )
        self.set_title(self.tr("Cumulative cost by month"))
        self.set_axis_label("bottom", wording.label("xl.cash.month"))
        self.curves: dict[FleetStrategy, pg.PlotDataItem] = {}
        self.break_even = pg.ScatterPlotItem(size=13, symbol="d")
        self.break_even.setZValue(20)
        self.plot.addItem(self.break_even)
        # A dotted vertical line at the catch-up with on-demand, labelled at its top.
        self.break_even_line = pg.InfiniteLine(
            angle=90, movable=False, label="", labelOpts={"position": 0.96}
        )
        self.break_even_line.setZValue(-5)
        self.plot.addItem(self.break_even_line)
        self.break_even_line.hide()
        self.hover = HoverLabel(self.plot)
        self.hover.apply_theme(self.theme)
        self.scene().sigMouseMoved.connect(self._on_mouse_moved)
        self._currency = ""
        self._result: FleetResult | None = None
        self._legend: tuple[tuple[FleetStrategy, ...], bool] = ((), False)
        self.apply_theme(self.theme)

    # --- updates ---------------------------------------------------------------------------
    def show_result(self, result: FleetResult | None, currency: str) -> None:
        self._result, self._currency = result, currency
        self.set_axis_label("left", fmt.fill(self.tr("Cumulative cost (%1)"), currency))
        shown = result.strategies if result is not None else ()
        for strategy in FleetStrategy:
            curve = self.curves.get(strategy)
            if strategy not in shown:
                if curve is not None:
                    curve.hide()
                continue
            curve = curve or self._add_curve(strategy)
            row = result.row(strategy)  # type: ignore[union-attr]
            months = result.months.astype(float)  # type: ignore[union-attr]
            markers = months.size <= MAX_SYMBOLS
            curve.setData(
                months,
                result.cumulative[row],  # type: ignore[union-attr]
                symbol=SYMBOLS[strategy] if markers else None,
            )
            curve.show()
        self._show_break_even(result)
        self._sync_legend(shown, self.break_even.isVisible())
        if self.hover.shown:
            self.hover.hide()  # it described the old numbers

    def _add_curve(self, strategy: FleetStrategy) -> pg.PlotDataItem:
        curve = pg.PlotDataItem(symbolSize=6)
        self._style_curve(strategy, curve)
        self.plot.addItem(curve)
        self.curves[strategy] = curve
        return curve

    def _style_curve(self, strategy: FleetStrategy, curve: pg.PlotDataItem) -> None:
        color = strategy_color(strategy, self.theme.dark)
        curve.setPen(pg.mkPen(color, width=LINE_WIDTH))
        curve.setSymbolBrush(color)
        curve.setSymbolPen(None)

    def _sync_legend(self, shown: tuple[FleetStrategy, ...], marks: bool) -> None:
        if (shown, marks) == self._legend:
            return
        self.legend.clear()
        for strategy in shown:
            self.legend.addItem(self.curves[strategy], strategy_name(strategy))
        if marks:
            self.legend.addItem(self.break_even, self.tr("Self-built catches up"))
        self._legend = (shown, marks)

    def _show_break_even(self, result: FleetResult | None) -> None:
        summary = result.self_built if result is not None else None
        points: list[dict] = []
        line_month: int | None = None
        if result is not None and summary is not None:
            own = result.row(FleetStrategy.SELF_BUILT)
            for c in summary.comparisons:
                if c.break_even_month is None:
                    continue
                month = c.break_even_month
                points.append(
                    {
                        "pos": (month, float(result.cumulative[own, month - 1])),
                        "data": c.against.value,
                        "brush": pg.mkBrush(strategy_color(c.against, self.theme.dark)),
                    }
                )
                if c.against == FleetStrategy.ON_DEMAND:
                    line_month = month
        self.break_even.setData(points, pen=pg.mkPen(self.theme.foreground, width=1.5))
        self.break_even.setVisible(bool(points))
        self.break_even_line.setVisible(line_month is not None)
        if line_month is not None and result is not None:
            self.break_even_line.setPos(line_month)
            # Label on the side with room: left of the line in the chart's right half.
            left = line_month > result.months.size / 2
            anchor = (1.05, 0) if left else (-0.05, 0)
            self.break_even_line.label.anchors = [anchor, anchor]
            self.break_even_line.label.updatePosition()
            self.break_even_line.label.setFormat(
                fmt.fill(self.tr("Self-built catches up with on-demand: month %1"), str(line_month))
            )

    # --- theme and hover ------------------------------------------------------------------
    def apply_theme(self, theme: Theme) -> None:
        if not hasattr(self, "hover"):
            return  # a palette change while the base class is still being built
        for strategy, curve in self.curves.items():
            self._style_curve(strategy, curve)
        self.break_even_line.setPen(
            pg.mkPen(theme.foreground, width=1.5, style=Qt.PenStyle.DotLine)
        )
        self.break_even_line.label.setColor(theme.foreground)
        # The legend's sample; each mark is filled with the colour of the strategy it beats.
        self.break_even.setBrush(theme.foreground, update=False)
        self.hover.apply_theme(theme)
        if self._result is not None:
            self._show_break_even(self._result)

    def hide_transient(self) -> None:
        self.hover.hide()

    def _on_mouse_moved(self, pos: QPointF) -> None:
        candidates = [(s.value, c) for s, c in self.curves.items() if c.isVisible()]
        pick = nearest_point(self.plot, pos, candidates)
        if pick is None or self._result is None:
            self.hover.hide()
            return
        strategy = FleetStrategy(pick.key)
        month = round(pick.x)
        text = fmt.fill(
            self.tr("%1\nMonth %2: %3 so far"),
            strategy_name(strategy),
            str(month),
            fmt.money(pick.y, self._currency, 0),
        )
        self.hover.show_at(pick.x, pick.y, text)

    def curve_data(self, strategy: FleetStrategy) -> tuple[np.ndarray, np.ndarray]:
        """The plotted months and cumulative costs of ``strategy`` (for checks and export)."""
        return self.curves[strategy].getData()
