"""Total cost of ownership per platform at its chosen GPU count, as stacked parts.

Parts: compute (GPU time), each kind of fee present in the plan (summed over that platform's
fee items of the kind), and expected interruption losses. Every number is read from the
result's arrays at the chosen N; the chart only adds up what it stacks. Past
``MAX_CHART_PLATFORMS`` platforms only the best-ranked (and the selected one) get a row
(limits.py), and a note says so. Platforms the user hid get no row (the axis rescales to the
rest); "relative" divides every part by the cheapest platform's total; hovering a part shows
its platform, its name and its amount.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from PySide6.QtWidgets import QWidget

from gpuplanner.core.fees import FeeKind
from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui.charts.axes import NumberAxis
from gpuplanner.gui.charts.bars import StackedBars
from gpuplanner.gui.charts.limits import limit_note
from gpuplanner.gui.charts.palette import Theme
from gpuplanner.gui.charts.platform_chart import PlatformChart
from gpuplanner.gui.charts.text import compute_label, fee_kind_label, interruption_label
from gpuplanner.gui.document import PlanDocument

FEE_KINDS = tuple(FeeKind)
COMPUTE, INTERRUPTIONS = "compute", "interruptions"
# Indices into palette.SEGMENT_COLORS.
COMPUTE_COLOR, INTERRUPTION_COLOR = 0, 6
FEE_COLORS = (1, 2, 3, 4, 5, 7, 8, 9, 10)  # one per FeeKind, in enum order


def breakdown(
    plan: Plan, result: PlanResult, platforms: Sequence[PlatformResult] | None = None
) -> tuple[list[str], np.ndarray]:
    """Segment keys and a (segments × platforms) array of costs at each chosen N (NaN: none),
    for ``platforms`` (default: all of the result's, in plan order).

    Keys: "compute", the fee kinds used by those platforms (in FeeKind order), "interruptions".
    """
    platforms = result.platforms if platforms is None else platforms
    used = {fee.kind for pr in platforms for fee in plan.platforms[pr.index].fees}
    kinds = [k for k in FEE_KINDS if k in used]
    keys = [COMPUTE, *[k.value for k in kinds], INTERRUPTIONS]
    values = np.full((len(keys), len(platforms)), np.nan)
    for col, pr in enumerate(platforms):
        if pr.chosen is None:
            continue
        i = pr.chosen - 1
        values[:, col] = 0.0
        values[0, col] = pr.compute_cost[i]
        for fee, cost in zip(plan.platforms[pr.index].fees, pr.fee_costs, strict=True):
            values[1 + kinds.index(fee.kind), col] += cost[i]
        values[-1, col] = pr.interruption_cost[i]
    return keys, values


class BreakdownChart(PlatformChart):
    """Stacked horizontal bars of each platform's TCO in the plan's currency."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(document, {"bottom": NumberAxis("bottom")}, parent)
        self.bars = StackedBars(self)
        self.relative = False
        self._scale = 1.0
        self.shown: tuple[list[str], list[tuple[str, int, str]], np.ndarray] = ([], [], np.zeros(0))
        self.bars.describe = self._describe
        self.set_title(self.tr("Cost breakdown at the chosen GPU count"))
        document.result_changed.connect(self.refresh)
        self.refresh()

    def set_relative(self, on: bool) -> None:
        self.relative = on
        self.refresh()

    def refresh(self, result: PlanResult | None = None) -> None:
        result = result or self._document.result
        plan = self._document.plan
        drawn = self.draw_set(result)
        platforms = [p for p in drawn.platforms if p.name not in self.hidden]
        keys, values = breakdown(plan, result, platforms)
        best = result.best.chosen_point if result.best is not None else None
        scale = best.total_cost if self.relative and best and best.total_cost > 0 else 1.0
        values = values / scale
        self._scale = scale
        segments = [(key, self._color_index(key), self._label(key)) for key in keys]
        rows = [p.name for p in platforms]
        texts = []
        for pr in platforms:
            point = pr.chosen_point
            if point is None:
                texts.append(self.tr("not feasible (see warnings)"))
            else:
                amount = (
                    fmt.fill(self.tr("%1×"), fmt.number(point.total_cost / scale, 2))
                    if scale != 1.0
                    else fmt.money(point.total_cost, plan.currency, 0)
                )
                texts.append(fmt.fill(self.tr("%1 · %2 GPUs"), amount, fmt.integer(point.gpus)))
        totals = np.nansum(values, axis=0)
        self.bars.update(rows, segments, values, texts, float(totals.max(initial=0.0)))
        self.shown = (rows, segments, values)
        if scale != 1.0:
            self.set_axis_label("bottom", self.tr("Cost ÷ the cheapest's total (×)"))
        else:
            self.set_axis_label("bottom", fmt.fill(self.tr("Cost (%1)"), plan.currency))
        self.set_note(limit_note(drawn))

    # --- hover (StackedBars shows it; these words say what an amount is) ----------------
    def _describe(self, amount: float) -> str:
        if self._scale != 1.0:
            return fmt.fill(self.tr("%1× the cheapest's total"), fmt.number(amount, 3))
        return fmt.money(amount, self._document.plan.currency, 2)

    def part_at(self, x: float, y: float) -> tuple[str, str, float] | None:
        return self.bars.part_at(x, y)

    def hide_transient(self) -> None:
        self.bars.hide_hover()

    @staticmethod
    def _color_index(key: str) -> int:
        # Stable per kind across plans: compute indigo, losses rose, fee kinds the rest.
        if key == COMPUTE:
            return COMPUTE_COLOR
        if key == INTERRUPTIONS:
            return INTERRUPTION_COLOR
        return FEE_COLORS[FEE_KINDS.index(FeeKind(key))]

    def _label(self, key: str) -> str:
        if key == COMPUTE:
            return compute_label()
        if key == INTERRUPTIONS:
            return interruption_label()
        return fee_kind_label(FeeKind(key))

    def apply_theme(self, theme: Theme) -> None:
        self.bars.apply_theme(theme)
