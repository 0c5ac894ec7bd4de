"""Which platforms a chart draws: all of them up to ``MAX_CHART_PLATFORMS``, else the best-ranked.

A chart with hundreds of curves or bars is unreadable and slow to build (pyqtgraph's legend
grows quadratically: a 1,000-platform plan took 90 s to open). Past the limit a chart draws the
platforms ranked cheapest (feasible first, in ranking order; the ranking puts platforms that
cannot run last), always including the platform selected in the Results table, and says so in
a note; the ranking table still lists every platform.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.gui import format as fmt

MAX_CHART_PLATFORMS = 12  # curves per chart: 8 colours × 8 symbols stay apart up to about here


@dataclass(frozen=True)
class DrawnPlatforms:
    """The platforms a chart draws, in drawing (and legend) order, out of ``total``."""

    platforms: tuple[PlatformResult, ...]
    total: int
    with_selected: bool  # the selected platform took the last place of the best-ranked ones

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.platforms]

    @property
    def limited(self) -> bool:
        return len(self.platforms) < self.total


def drawn_platforms(
    result: PlanResult, selected: str | None = None, limit: int = MAX_CHART_PLATFORMS
) -> DrawnPlatforms:
    """Every platform in plan order when there are at most ``limit``; else the ``limit``
    best-ranked in ranking order, the last place going to ``selected`` when it is not among
    them."""
    platforms = result.platforms
    if len(platforms) <= limit:
        return DrawnPlatforms(platforms, len(platforms), with_selected=False)
    indices = list(result.ranking[:limit])
    with_selected = False
    if selected is not None:
        chosen = {platforms[i].name for i in indices}
        found = next((p.index for p in platforms if p.name == selected), None)
        if found is not None and selected not in chosen:
            indices[-1] = found
            with_selected = True
    return DrawnPlatforms(tuple(platforms[i] for i in indices), len(platforms), with_selected)


def _tr(text: str) -> str:
    return QCoreApplication.translate("charts", text)


def limit_note(drawn: DrawnPlatforms, on_results_tab: bool = True) -> str:
    """The sentence under a chart that does not draw every platform ("" when it does)."""
    if not drawn.limited:
        return ""
    # Whole sentences per case, so a translation can order the words its own way.
    if on_results_tab and drawn.with_selected:
        template = _tr(
            "Showing the %1 cheapest of %2 platforms and the one selected in the table; "
            "the table lists them all."
        )
    elif on_results_tab:
        template = _tr("Showing the %1 cheapest of %2 platforms; the table lists them all.")
    else:  # the Workload tab's memory chart (it follows no selection)
        template = _tr("Showing the %1 cheapest of %2 platforms; the Results tab lists them all.")
    cheapest = len(drawn.platforms) - (1 if drawn.with_selected else 0)
    return fmt.fill(template, fmt.integer(cheapest), fmt.integer(drawn.total))
