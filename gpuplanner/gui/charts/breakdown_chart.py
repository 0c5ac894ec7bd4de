"""Total cost of ownership per platform at its chosen GPU count, as stacked parts.

Parts: the platform's itemised bill at the chosen N (``core.bill_lines``, the lines of the bill
panel, ``report --json`` and the workbook): GPU time (a discount netted into it, and the part
named so), each kind of fee present, expected interruption losses, and markup, financing
interest, trial and tax where the plan has them; so each bar ends at its total. The chart only
adds up what it stacks. Past
``MAX_CHART_PLATFORMS`` platforms only the best-ranked (and the selected one) get a row
(limits.py), and a note says so. Platforms the user hid get no row (the axis rescales to the
rest); "relative" divides every part by the cheapest platform's total; hovering a part shows
its platform, its name and its amount.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from PySide6.QtWidgets import QWidget

from gpuplanner.core.bill_lines import bill_lines
from gpuplanner.core.bill_types import BillLine, LineCode, LineGroup
from gpuplanner.core.cost_axis import relative_scale
from gpuplanner.core.fees import FeeKind
from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui import i18n
from gpuplanner.gui.charts.axes import NumberAxis
from gpuplanner.gui.charts.bars import StackedBars
from gpuplanner.gui.charts.limits import limit_note
from gpuplanner.gui.charts.palette import SEGMENT_COLORS, Theme
from gpuplanner.gui.charts.platform_chart import PlatformChart
from gpuplanner.gui.charts.text import compute_label, fee_kind_label, interruption_label
from gpuplanner.gui.document import PlanDocument
from gpuplanner.io import messages

FEE_KINDS = tuple(FeeKind)
COMPUTE, INTERRUPTIONS = "compute", "interruptions"
# Indices into palette.SEGMENT_COLORS.
COMPUTE_COLOR, INTERRUPTION_COLOR = 0, 6
FEE_COLORS = (1, 2, 3, 4, 5, 7, 8, 9, 10)  # one per FeeKind, in enum order
# Lines other than GPU time, losses and fees, in the order the bill lists them (unknown
# codes, e.g. a line a newer core adds, go last).
_EXTRA = ("markup", "interest", "trial", "tax")


def _extra_rank(key: str) -> tuple[int, str]:
    return (_EXTRA.index(key) if key in _EXTRA else len(_EXTRA), key)


def _line_key(line: BillLine) -> str:
    """The segment a bill line is stacked in: a discount is netted into GPU time (its label
    says so), recovered input tax into the tax; a fee by its kind; the rest by its code."""
    if line.code is LineCode.FEE:
        return str(line.params["kind"])
    if line.group is LineGroup.COMPUTE or line.code is LineCode.DISCOUNT:
        return COMPUTE
    if line.code is LineCode.INTERRUPTION:
        return INTERRUPTIONS
    if line.code is LineCode.TAX_RECOVERED:
        return LineCode.TAX.value
    return line.code.value


def breakdown(
    plan: Plan, result: PlanResult, platforms: Sequence[PlatformResult] | None = None
) -> tuple[list[str], np.ndarray]:
    """Segment keys and a (segments × platforms) array of costs at each chosen N (NaN: none),
    for ``platforms`` (default: all of the result's, in plan order).

    The segments are the platform's itemised bill (``core.bill_lines``, the lines the bill
    panel, the report and the workbook show) summed by ``_line_key``, so each bar ends at the
    platform's total. Keys: "compute", the fee kinds used (in FeeKind order),
    "interruptions", then the other lines present (markup, interest, trial, tax …).
    """
    platforms = result.platforms if platforms is None else platforms
    return _breakdown(plan, platforms, _bills(plan, platforms))


def _breakdown(
    plan: Plan, platforms: Sequence[PlatformResult], bills: list[tuple[BillLine, ...]]
) -> tuple[list[str], np.ndarray]:
    present = {_line_key(line) for bill in bills for line in bill}
    used = {fee.kind for pr in platforms for fee in plan.platforms[pr.index].fees}
    kinds = [k.value for k in FEE_KINDS if k in used or k.value in present]
    rest = sorted(present - {COMPUTE, INTERRUPTIONS, *kinds}, key=_extra_rank)
    keys = [COMPUTE, *kinds, INTERRUPTIONS, *rest]
    values = np.full((len(keys), len(platforms)), np.nan)
    for col, bill in enumerate(bills):
        if not bill:
            continue
        values[:, col] = 0.0
        for line in bill:
            values[keys.index(_line_key(line)), col] += line.amount
    return keys, values


def _bills(plan: Plan, platforms: Sequence[PlatformResult]) -> list[tuple[BillLine, ...]]:
    return [bill_lines(plan, pr) if pr.chosen is not None else () for pr in platforms]


def _nets_discount(bills: list[tuple[BillLine, ...]]) -> bool:
    """Whether a shown platform's GPU-time segment has a discount netted into it."""
    lines = (line for bill in bills for line in bill)
    return any(line.code is LineCode.DISCOUNT and line.amount for line in lines)


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
        document.result_changed.connect(self.on_result)
        self.refresh()

    def set_relative(self, on: bool) -> None:
        self.relative = on
        self.refresh()

    def refresh(self, result: PlanResult | None = None) -> None:
        result = result or self._document.result
        plan = self._document.plan
        drawn = self.draw_set(result)
        platforms = [p for p in drawn.platforms if p.name not in self.hidden]
        bills = _bills(plan, platforms)  # once a refresh: the segments and the labels read them
        keys, values = _breakdown(plan, platforms, bills)
        best = result.best.chosen_point if result.best is not None else None
        scale = 1.0
        if self.relative and best is not None:  # 1 when a ratio would overflow
            scale = relative_scale(best.total_cost, [np.nansum(values, axis=0)])
        values = values / scale
        self._scale = scale
        netted = _nets_discount(bills)
        colors = self._color_indices(keys)
        segments = [(key, colors[key], self._label(key, netted)) for key in keys]
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
                count = self.tr("%1 · %2 GPU") if point.gpus == 1 else self.tr("%1 · %2 GPUs")
                texts.append(fmt.fill(count, amount, fmt.integer(point.gpus)))
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
    def _color_indices(keys: Sequence[str]) -> dict[str, int]:
        # Stable per kind across plans: compute indigo, losses rose, fee kinds their own; the
        # other lines take the palette's colours no shown part uses.
        fixed = {COMPUTE: COMPUTE_COLOR, INTERRUPTIONS: INTERRUPTION_COLOR}
        fixed |= {k.value: c for k, c in zip(FEE_KINDS, FEE_COLORS, strict=True)}
        colors = {key: fixed[key] for key in keys if key in fixed}
        free = [c for c in range(len(SEGMENT_COLORS)) if c not in colors.values()]
        for j, key in enumerate(k for k in keys if k not in fixed):
            colors[key] = free[j % len(free)] if free else j % len(SEGMENT_COLORS)
        return colors

    def _label(self, key: str, netted: bool = False) -> str:
        lang = i18n.current_language()
        if key == COMPUTE:
            if netted:  # a discount is drawn as a smaller GPU-time part, and named with it
                discount = messages.label("bill.line.discount", lang)
                return fmt.fill("%1 − %2", compute_label(), discount)
            return compute_label()
        if key == INTERRUPTIONS:
            return interruption_label()
        if key in {k.value for k in FEE_KINDS}:
            return fee_kind_label(FeeKind(key))
        code = f"bill.line.{key}"
        return messages.label(code, lang) if messages.has(code) else key

    def apply_theme(self, theme: Theme) -> None:
        self.bars.apply_theme(theme)
