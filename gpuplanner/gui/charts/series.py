"""Charts with one curve per platform over its feasible GPU counts (cost, time, trade-off).

Each platform owns four items, created once and updated with ``setData``: the deadline-meeting
part (solid), the counts that miss the deadline (dashed, with the points either side, so the
dashes join the solid part), every feasible point (not drawn: the view's range, the hover and
a click read it; a dashed curve under the solid one cost a third of a repaint) and the chosen N
(a symbol). Infeasible counts are not passed at all, so
they are absent rather than drawn as zero. Items live in a dict keyed by platform name; a
platform that disappears takes its items with it. Past ``MAX_CHART_PLATFORMS`` platforms only
the best-ranked (and the selected one) are drawn (limits.py), with a note saying so; when that
set changes only the platforms entering or leaving it add or remove items.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import pyqtgraph as pg
from pydantic import ValidationError
from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtWidgets import QGraphicsItem, QWidget

from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui.charts.base import cache_drawing
from gpuplanner.gui.charts.hover import HoverLabel, Pick, nearest_point
from gpuplanner.gui.charts.limits import limit_note
from gpuplanner.gui.charts.palette import PlatformColors, Theme
from gpuplanner.gui.charts.platform_chart import PlatformChart
from gpuplanner.gui.document import PlanDocument

LINE_WIDTH = 2.5
DASHED_WIDTH = 1.5
# One marker shape per palette slot: platforms stay apart even without colour vision.
SYMBOLS = ("o", "s", "t", "d", "h", "star", "p", "t1")


@dataclass
class PlatformItems:
    ok: pg.PlotDataItem  # feasible counts meeting the deadline (NaN elsewhere)
    all: pg.PlotDataItem  # every feasible count (not drawn: range, hover, clicks)
    chosen: pg.PlotDataItem  # the chosen N
    n: np.ndarray  # the GPU counts plotted, aligned with the items' data
    shown: tuple[np.ndarray, ...] = ()  # the arrays last passed to setData
    missed: pg.PlotDataItem = field(default_factory=pg.PlotDataItem)  # dashed: misses

    def items(self) -> tuple[pg.PlotDataItem, ...]:
        return (self.all, self.missed, self.ok, self.chosen)


def clear_marks(item: pg.PlotDataItem) -> None:
    """No marks: pyqtgraph's ``setData([], [])`` hides the symbols but keeps their last
    points, and a hidden scatter still measures them (its bounds): points drawn as NaN on a
    logarithmic axis then warn "All-NaN slice encountered" on stderr at each paint."""
    item.setData([], [])
    item.scatter.clear()


class PlatformSeriesChart(PlatformChart):
    """Base of the per-platform curve charts; subclasses say what x and y are."""

    point_clicked = Signal(str, int)  # platform name, GPU count
    platforms_changed = Signal()  # the set of drawn platforms (``platform_items``) changed
    visibility_changed = Signal(str, bool)  # a platform shown or hidden (e.g. its legend entry)

    def __init__(
        self,
        document: PlanDocument,
        colors: PlatformColors | None = None,
        axis_items: dict[str, pg.AxisItem] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(document, axis_items, parent)
        self.colors = colors or PlatformColors()
        self.platform_items: dict[str, PlatformItems] = {}
        self._legend_names: list[str] = []
        self._legend_extras: list[tuple[pg.GraphicsObject, str]] = []
        self._plan: Plan = document.plan
        self._missed_key = pg.PlotDataItem(pen=self._key_pen(dashed=True))
        # Legend keys are never added to the plot; one point makes the legend draw the symbol
        # with the brush set here (it reads the scatter's options, filled by setData).
        self._chosen_key = pg.PlotDataItem([0.0], [0.0], pen=None, symbol="o", symbolSize=10)
        self._chosen_key.setSymbolBrush(self.theme.foreground)
        self._chosen_key.setSymbolPen(None)
        self.hover = HoverLabel(self.plot)
        self.hover.apply_theme(self.theme)
        self.scene().sigMouseMoved.connect(self._on_mouse_moved)
        self.scene().sigMouseClicked.connect(self._on_mouse_clicked)
        self.point_clicked.connect(self.fix_gpu_count)
        # The value axis fits the curves inside the x range shown (``focus``), so a far-off
        # count's 8-million bill does not flatten the ones that matter to zero.
        self.plot.getViewBox().setAutoVisible(y=True)
        self._focused: tuple[float, float, bool] | None = None  # the x range last opened on
        self._y_focused: tuple[object, ...] | None = None  # the value range last opened on
        # x values of marks drawn beyond the curves, by platform (``hold_in_view``).
        self._held_x: dict[str, np.ndarray] = {}
        document.result_changed.connect(self.on_result)

    # --- what to plot (subclasses) -------------------------------------------------------
    def values(self, result: PlatformResult) -> tuple[np.ndarray, np.ndarray]:
        """x and y over the whole N grid (indexed by N − 1)."""
        raise NotImplementedError

    def update_extras(self, plan: Plan, result: PlanResult) -> None:
        """Lines and items beyond the platform curves (deadline, frontier, labels)."""

    def value_range(
        self, platforms: Sequence[PlatformResult], window: tuple[int, int]
    ) -> tuple[float, float, bool] | None:
        """The value axis' default range over the GPU ``window`` (low, high, a line leaves
        it), in data units; None: fit every curve in view (the auto-range). Subclasses."""
        return None

    # --- updates ------------------------------------------------------------------------
    def refresh(self, result: PlanResult | None = None) -> None:
        result = result or self._document.result
        plan = self._document.plan
        self._plan = plan
        drawn = self.draw_set(result)
        names = drawn.names
        # Colours by the drawn names: a platform keeps its colour while it is drawn, and the
        # drawn ones take distinct colours first.
        self.colors.update(names)
        before = set(self.platform_items)
        for gone in before - set(names):
            self._remove_platform(gone)
        for pr in drawn.platforms:
            items = self.platform_items.get(pr.name) or self._add_platform(pr.name)
            self._update_platform(items, pr)
            visible = pr.name not in self.hidden
            if items.ok.isVisible() != visible:
                items.ok.setVisible(visible)  # hidden items leave the auto-range: it rescales
        self._sync_legend(names, has_deadline=plan.workload.deadline_hours is not None)
        self.set_note(limit_note(drawn))
        self.update_extras(plan, result)
        self.focus(drawn.platforms)
        if set(self.platform_items) != before:
            self.platforms_changed.emit()
        # Settle the auto-range now: left to the paint, the new range would schedule a
        # second full repaint of the chart. (A hidden chart settles when it is shown.)
        if self.isVisible():
            self.plot.getViewBox().prepareForPaint()
        if self.hover.shown:
            self.hover.hide()  # it described the old numbers

    def focus(self, platforms: Sequence[PlatformResult]) -> None:
        """Open the x axis on the counts that matter (``gpu_window``) — again only when that
        window moves (an edit, a hidden platform, a log axis), so a zoom of the user's own
        stays until then. Without a feasible platform the axis ranges over everything."""
        shown = [pr for pr in platforms if pr.name not in self.hidden]
        window = gpu_window(shown)
        log_x = bool(self.plot.getAxis("bottom").logMode)
        vb = self.plot.getViewBox()
        if window is None:
            if self._focused is not None:
                self._focused = None
                vb.enableAutoRange(x=True)
            return
        xs = [self.values(pr)[0][window[0] - 1 : window[1]] for pr in shown]
        oks = [pr.feasible[window[0] - 1 : window[1]] for pr in shown]
        inside = np.concatenate([x[ok] for x, ok in zip(xs, oks, strict=True)])
        held = [self._held_x[pr.name] for pr in shown if pr.name in self._held_x]
        inside = np.concatenate([inside, *held])
        inside = inside[np.isfinite(inside) & ((inside > 0) | (not log_x))]
        if inside.size == 0:
            return
        lo, hi = float(inside.min()), float(inside.max())
        key = (lo, hi, log_x)
        moved = key != self._focused
        if moved:
            self._focused = key
            if log_x:  # view coordinates of a log axis are log10 of the values
                lo, hi = math.log10(lo), math.log10(hi)
            if hi <= lo:
                lo, hi = lo - 0.5, hi + 0.5
            vb.setXRange(lo, hi, padding=0.04)
        self._focus_values(self.value_range(shown, window), moved)

    def _focus_values(self, span: tuple[float, float, bool] | None, moved: bool) -> None:
        """The value axis: fitted to every curve in view (auto-range) unless a line leaves the
        subclass's range (``value_range``), then that range — again only when it changes or
        the x window moved, so the user's own zoom stays until then."""
        log_y = bool(self.plot.getAxis("left").logMode)
        if span is not None and not (span[2] and (span[0] > 0 or not log_y)):
            span = None  # every line fits (or a log axis cannot show 0): the auto-range
        key: tuple[object, ...] = ("auto",) if span is None else (*span[:2], log_y)
        if key == self._y_focused and not moved:
            return
        self._y_focused = key
        vb = self.plot.getViewBox()
        if span is None:
            vb.enableAutoRange(y=True)
            return
        lo, hi = span[0], span[1]
        if log_y:
            lo, hi = math.log10(lo), math.log10(hi)
        if hi <= lo:
            lo, hi = lo - 0.5, hi + 0.5
        vb.setYRange(lo, hi, padding=0.04)

    def hold_in_view(self, xs: dict[str, np.ndarray]) -> None:
        """x values of marks drawn beyond the curves, by platform (the cost-against-time
        chart's P10–P90 of time, from gui/charts/spread_marks.py): the x range the chart opens
        on holds them too, so a cross at the window's slowest count is not cut at the edge."""
        self._held_x = dict(xs)
        if self.drawn is not None:
            self.focus(self.drawn.platforms)  # moves the view only if the range changed

    def refocus(self) -> None:
        """Open on the counts that matter again (after a log axis is switched)."""
        self._focused = None
        self._y_focused = None
        if self.drawn is not None:
            self.focus(self.drawn.platforms)

    def _update_platform(self, items: PlatformItems, pr: PlatformResult) -> None:
        x_all, y_all = self.values(pr)
        mask = pr.feasible
        x, y = x_all[mask], y_all[mask]
        ok = pr.deadline_ok[mask]
        chosen = np.array([pr.chosen or 0], dtype=float)
        new = (x, y, ok, chosen)
        # An edit usually changes one platform; the others keep their arrays, and re-sending
        # them would cost a redraw each for nothing.
        if len(items.shown) == len(new) and all(
            np.array_equal(a, b) for a, b in zip(items.shown, new, strict=True)
        ):
            return
        items.shown = new
        items.n = pr.n[mask].astype(int)
        items.all.setData(x, y)
        items.ok.setData(x, np.where(ok, y, np.nan), connect="finite")
        miss = ~ok
        if miss.any():  # the misses and the points beside them: the dashes meet the solid line
            near = miss.copy()
            near[1:] |= miss[:-1]
            near[:-1] |= miss[1:]
            items.missed.setData(x, np.where(near, y, np.nan), connect="finite")
        else:
            items.missed.setData([], [])
        if pr.chosen is not None and self._drawable(x_all[pr.chosen - 1], y_all[pr.chosen - 1]):
            i = pr.chosen - 1
            items.chosen.setData([x_all[i]], [y_all[i]])
        else:
            clear_marks(items.chosen)

    def _drawable(self, x: float, y: float) -> bool:
        """Whether a mark at (x, y) has a place on the axes: finite, and above 0 on a
        logarithmic one (pyqtgraph would draw log10 0 = −inf as NaN and warn, "All-NaN slice
        encountered", on stderr). A platform with no price and no fees costs 0."""
        for value, axis in ((x, "bottom"), (y, "left")):
            if not math.isfinite(value) or (value <= 0 and self.plot.getAxis(axis).logMode):
                return False
        return True

    def _add_platform(self, name: str) -> PlatformItems:
        items = PlatformItems(
            ok=pg.PlotDataItem(),
            all=pg.PlotDataItem(),
            chosen=pg.PlotDataItem(),
            n=np.zeros(0, int),
        )
        items.chosen.setZValue(10)
        items.ok.setZValue(5)
        # ``all`` holds every point the others draw: the view's range is taken from it alone
        # (each item in the range costs its bounds at every auto-range), and, never drawn,
        # it needs no clamping of far-off values to the view (pyqtgraph's dynamic range
        # limit re-sends an item's data at every change of the value axis' range); neither
        # does the one-point chosen mark.
        for item in (items.all, items.chosen):
            item.setDynamicRangeLimit(None)
            # Their lines have no pen: kept (``all``'s line gives the view its range) but
            # never painted, which pyqtgraph would do for each at every repaint.
            item.curve.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        # The chosen mark, blitted (base.cache_drawing): an edit moves one platform's.
        cache_drawing(items.chosen.scatter)
        for item in items.items():
            self.plot.addItem(item, ignoreBounds=item is not items.all)
        # Hiding a platform from its legend entry hides all of its marks.
        items.ok.visibleChanged.connect(lambda: self._follow_visibility(name, items))
        self.platform_items[name] = items
        self._style_platform(name, items)
        return items

    def _follow_visibility(self, name: str, items: PlatformItems) -> None:
        visible = items.ok.isVisible()
        items.all.setVisible(visible)
        items.missed.setVisible(visible)
        items.chosen.setVisible(visible)
        # pyqtgraph re-ranges on a visibility change only while x auto-ranges too.
        self.plot.getViewBox().queueUpdateAutoRange()
        if visible == (name in self.hidden):  # a legend click, not set_hidden: tell the panel
            self.hidden.symmetric_difference_update({name})
            self.visibility_changed.emit(name, visible)

    def _remove_platform(self, name: str) -> None:
        items = self.platform_items.pop(name)
        self.legend.removeItem(items.ok)
        for item in items.items():
            self.plot.removeItem(item)

    def _style_platform(self, name: str, items: PlatformItems) -> None:
        color = self.colors.color(name, self.theme.dark)
        items.ok.setPen(pg.mkPen(color, width=LINE_WIDTH))
        items.all.setPen(None)
        items.missed.setPen(pg.mkPen(color, width=DASHED_WIDTH, style=Qt.PenStyle.DashLine))
        items.chosen.setPen(None)
        items.chosen.setSymbol(SYMBOLS[self.colors.slot(name) % len(SYMBOLS)])
        items.chosen.setSymbolSize(13)
        items.chosen.setSymbolBrush(color)
        items.chosen.setSymbolPen(pg.mkPen(self.theme.background, width=1.5))

    def _key_pen(self, dashed: bool) -> pg.QtGui.QPen:
        style = Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine
        return pg.mkPen(self.theme.foreground, width=DASHED_WIDTH, style=style)

    def add_legend_entry(self, item: pg.GraphicsObject, label: str) -> None:
        """A legend entry kept after the platforms and style keys (for marks added from
        outside, e.g. a frontier or percentile whiskers); it survives legend rebuilds."""
        self._legend_extras.append((item, label))
        self.legend.addItem(item, label)

    def _sync_legend(self, names: list[str], has_deadline: bool) -> None:
        wanted = [*names, "\0chosen", *(["\0missed"] if has_deadline else [])]
        if wanted == self._legend_names:
            return
        # Rebuilt only when the set or order of platforms changes: entries, not plot items.
        self.legend.clear()
        for name in names:
            self.legend.addItem(self.platform_items[name].ok, name)
        self.legend.addItem(self._chosen_key, self.tr("Chosen GPU count"))
        if has_deadline:
            self.legend.addItem(self._missed_key, self.tr("Misses the deadline (dashed)"))
        for item, label in self._legend_extras:
            self.legend.addItem(item, label)
        self._legend_names = wanted
        self.fit_legend()

    def apply_theme(self, theme: Theme) -> None:
        for name, items in self.platform_items.items():
            self._style_platform(name, items)
        self._missed_key.setPen(self._key_pen(dashed=True))
        self._chosen_key.setSymbolBrush(theme.foreground)
        self.hover.apply_theme(theme)

    # --- hover and click ----------------------------------------------------------------
    def pick(self, scene_pos: QPointF) -> Pick | None:
        candidates = [(name, items.all) for name, items in self.platform_items.items()]
        return nearest_point(self.plot, scene_pos, candidates)

    def gpus_at(self, pick: Pick) -> int:
        return int(self.platform_items[pick.key].n[pick.index])

    def describe(self, name: str, gpus: int) -> str:
        """Hover text: the platform, N, total cost, hours held and delivery time."""
        assert self._result is not None
        pr = self._result.platform(name)
        i = gpus - 1
        currency = self._plan.currency
        return fmt.fill(
            self.tr("%1\n%2 GPUs · %3 in total\n%4 to run · %5 to delivery"),
            name,
            fmt.integer(gpus),
            fmt.money(float(pr.total_cost[i]), currency, 0),
            fmt.hours(float(pr.hours[i])),
            fmt.hours(float(pr.delivery_hours[i])),
        )

    def _on_mouse_moved(self, scene_pos: QPointF) -> None:
        found = self.pick(scene_pos)
        if found is None:
            self.hover.hide()
            return
        self.hover.show_at(found.x, found.y, self.describe(found.key, self.gpus_at(found)))

    def _on_mouse_clicked(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton or event.double():
            return
        found = self.pick(event.scenePos())
        if found is not None:
            self.point_clicked.emit(found.key, self.gpus_at(found))

    def fix_gpu_count(self, name: str, gpus: int) -> None:
        """Fix the platform's GPU count at ``gpus`` as one undoable edit."""
        plan = self._document.plan
        index = next((i for i, p in enumerate(plan.platforms) if p.name == name), None)
        if index is None or plan.platforms[index].fixed_gpus == gpus:
            return
        try:
            edited = replace_at(plan, ("platforms", index, "fixed_gpus"), gpus)
        except ValidationError:
            return  # only feasible (within-quota) points are clickable; nothing to explain
        self._document.apply(edited, self.tr("Fix GPU count"))

    def hide_transient(self) -> None:
        self.hover.hide()


def gpu_window(platforms: Sequence[PlatformResult]) -> tuple[int, int] | None:
    """The GPU counts a chart opens on: a quarter of the smallest chosen count to four times
    the largest, within the counts some of these platforms can run — where the choice is
    made, rather than 1 … 1,024 where one far-off curve sets the scale (issue 25 item 9).
    The chosen counts are the priced platforms' where there are any: one with no price
    entered costs 0 at every count, so its choice (often the most GPUs it may take) says
    nothing. None when none of them can run."""
    runs = [pr for pr in platforms if pr.chosen is not None]
    if not runs:
        return None
    priced = [pr for pr in runs if not pr.price_missing] or runs
    chosen = [int(pr.chosen) for pr in priced if pr.chosen is not None]
    counts = [np.flatnonzero(pr.feasible) + 1 for pr in runs]
    first = min(int(c[0]) for c in counts if c.size)
    last = max(int(c[-1]) for c in counts if c.size)
    lo = max(first, min(chosen) // 4, 1)
    hi = min(last, 4 * max(chosen))
    return lo, max(hi, lo)
