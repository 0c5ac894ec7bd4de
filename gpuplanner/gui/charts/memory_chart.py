"""Memory per GPU, stacked by part, against each candidate platform's usable GPU memory.

For the Workload tab: each platform's row shows the per-GPU memory at the GPU count that
matters for it (the chosen N; for an infeasible platform the core's ``memory_gpus``, the N its
reason quotes, so the chart and the warning state the same figure) and a mark at its usable
memory, so "does it fit, and by how much" is visible.
Past ``MAX_CHART_PLATFORMS`` platforms only the best-ranked get a row (limits.py), and a note
says so.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QWidget

from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.charts.axes import NumberAxis
from gpuplanner.gui.charts.bars import BAR_HEIGHT, StackedBars
from gpuplanner.gui.charts.base import ChartView
from gpuplanner.gui.charts.limits import drawn_platforms, limit_note
from gpuplanner.gui.charts.palette import Theme
from gpuplanner.gui.charts.text import MEMORY_PARTS, memory_part_label
from gpuplanner.gui.document import PlanDocument

# Indices into palette.SEGMENT_COLORS, one per part in MEMORY_PARTS order.
PART_COLORS = (0, 1, 3, 5, 10)
USABLE_MARK_WIDTH = 3
# Height: title, axis and a two-row legend, plus room for each platform's bar and its text.
FRAME_PX, ROW_PX = 170, 34
NOTE_PX = 24  # the line under the legend when not every platform has a row


def shown_gpus(plan: Plan, pr: PlatformResult) -> int:
    """The GPU count whose memory a platform's row shows."""
    if pr.chosen is not None:
        return pr.chosen
    if pr.memory_gpus is not None:
        return pr.memory_gpus  # the N the platform's reason quotes
    platform = plan.platforms[pr.index]
    largest = len(pr.n)
    return min(platform.fixed_gpus or platform.max_gpus or largest, largest)


class MemoryChart(ChartView):
    """Stacked memory parts per GPU for each platform, with its usable memory marked."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__({"bottom": NumberAxis("bottom")}, parent)
        self._document = document
        self.bars = StackedBars(self)
        self.bars.describe = lambda gb: fmt.gigabytes(gb, 2)  # a part's size, on hover
        # One item draws every platform's usable-memory mark: pairs of points, one per row.
        self.usable = pg.PlotDataItem(connect="pairs")
        self.usable.setZValue(5)
        self._usable_shown = np.zeros(0)
        self._shown_key: tuple | None = None  # what the rows were last drawn from
        self.plot.addItem(self.usable)
        # Short: beside five parts in a 385-px side panel (1024-px window) the legend then takes
        # two columns of three rows; "Usable memory per GPU" held it to one of six, the plot
        # squeezed and a row's name dropped. The axis already says "per GPU".
        self.bars.add_legend_entry(self.usable, self.tr("Usable memory"))
        self._style_usable(self.theme)
        self.set_title(wording.label("xl.mem.chart"))
        self.set_axis_label("bottom", self.tr("Memory per GPU (GB)"))
        document.result_changed.connect(self.on_result)
        self.refresh()

    def refresh(self, result: PlanResult | None = None) -> None:
        result = result or self._document.result
        plan = self._document.plan
        drawn = drawn_platforms(result)
        rows = [pr.name for pr in drawn.platforms]
        counts = [shown_gpus(plan, pr) for pr in drawn.platforms]
        values = np.zeros((len(MEMORY_PARTS), len(drawn.platforms)))
        totals = np.zeros(len(drawn.platforms))
        for col, (pr, gpus) in enumerate(zip(drawn.platforms, counts, strict=True)):
            i = gpus - 1
            # the platform's own breakdown: its layout at that count (typed or automatic)
            values[:, col] = [getattr(pr.memory, part)[i] for part in MEMORY_PARTS]
            totals[col] = pr.memory.total[i]
        usable_gb = np.asarray([pr.usable_memory_gb for pr in drawn.platforms], dtype=float)
        # Most edits (a price, an MFU) leave every row as it was: nothing to word or redraw.
        key = (rows, counts, values.tobytes(), totals.tobytes(), usable_gb.tobytes(), drawn.total)
        if key == self._shown_key:
            return
        self._shown_key = key
        texts = [
            self._row_text(float(total), float(usable), gpus)
            for total, usable, gpus in zip(totals, usable_gb, counts, strict=True)
        ]
        segments = [
            (part, color, memory_part_label(part))
            for part, color in zip(MEMORY_PARTS, PART_COLORS, strict=True)
        ]
        # Texts start after the usable mark when the bar is shorter than the GPU's memory.
        ends = np.maximum(values.sum(axis=0), usable_gb)
        self.bars.update(rows, segments, values, texts, float(ends.max(initial=0.0)), ends)
        self._update_usable(usable_gb)
        empty = self.tr("No platforms yet.")
        self.set_note(limit_note(drawn, on_results_tab=False) if rows else empty)
        self.setMinimumHeight(FRAME_PX + ROW_PX * len(rows) + (NOTE_PX if drawn.limited else 0))

    def _row_text(self, total: float, usable: float, gpus: int) -> str:
        """The text after a row's bar. Short: the chart often sits in a narrow side panel."""
        fits = total <= usable
        if gpus == 1:  # "1 GPU", not "1 GPUs"
            template = (
                self.tr("%1 / %2 GB · %3 GPU")
                if fits
                else self.tr("%1 / %2 GB · %3 GPU · does not fit")
            )
        else:
            template = (
                self.tr("%1 / %2 GB · %3 GPUs")
                if fits
                else self.tr("%1 / %2 GB · %3 GPUs · does not fit")
            )
        # The GPU's memory as the datasheet says it (80 GB, a typed 23.5 GB as typed).
        return fmt.fill(template, fmt.number(total, 1), fmt.trimmed(usable), fmt.integer(gpus))

    def _update_usable(self, usable: np.ndarray) -> None:
        if np.array_equal(usable, self._usable_shown):
            return
        self._usable_shown = usable
        half = BAR_HEIGHT / 2 + 0.08
        rows = np.arange(len(usable), dtype=float)
        x = np.repeat(usable, 2)
        y = np.column_stack((rows - half, rows + half)).ravel()
        self.usable.setData(x, y)

    def _style_usable(self, theme: Theme) -> None:
        self.usable.setPen(pg.mkPen(theme.foreground, width=USABLE_MARK_WIDTH))

    def apply_theme(self, theme: Theme) -> None:
        self.bars.apply_theme(theme)
        self._style_usable(theme)
