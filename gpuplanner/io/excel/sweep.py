"""The Sweep sheet: total cost and hours by GPU count for every platform, with line charts.

Rows: every count 1–64, then about eight counts per doubling (rounded to a count every
platform's layout allows) up to the largest swept, plus each platform's chosen and minimum
count: a readable table and smooth curves without a thousand mostly empty rows. Only
feasible counts get numbers; the rest stay blank (not zero) and the charts join the
feasible points across them.
Costs are formulas over Assumptions (N and hours in the row are gpuplanner's values).
"""

from __future__ import annotations

from typing import Any

from gpuplanner.core.result import PlatformResult
from gpuplanner.io.excel import limits
from gpuplanner.io.excel.context import ExportContext
from gpuplanner.io.excel.expr import ref
from gpuplanner.io.excel.sweep_long import write_long_sweep
from gpuplanner.io.excel.sweep_rows import (
    BLOCK,
    FIRST,
    NAMES,
    NOTE,
    Columns,
    charts,
    sweep_counts,
    write_row,
)

CHART_COLUMNS = 10  # empty columns the charts sit over, between the main and helper blocks
CHART_GAP_CHARS = 8.5  # their width: 10 × (int(10.5 × 7 + 0.5) + 5) = 790 px hold 10 + 720 px


def wide_fits(platforms: int) -> bool:
    """Whether the four blocks side by side (and the charts' gap) fit Excel's columns: up to
    4,092 platforms (the last column, 0-based, is 4·k + 3 + CHART_COLUMNS)."""
    return 4 * platforms + 4 + CHART_COLUMNS < limits.COLUMNS


def write_sweep(ctx: ExportContext) -> None:
    ws, t = ctx.sheets["sweep"], ctx.t
    platforms = list(zip(ctx.plan.platforms, ctx.result.platforms, strict=True))
    k = len(platforms)
    if not wide_fits(k):
        write_long_sweep(ctx, platforms, sweep_counts(ctx))
        return
    cost0, hours0 = 1, k + 2
    clean0 = hours0 + k + 1 + CHART_COLUMNS
    time0 = clean0 + k + 1
    blocks = (
        (cost0, "sweep.cost_block"),
        (hours0, ctx.held_label("sweep.hours_block")),
        (clean0, ctx.held_label("sweep.clean_block")),
        (time0, ctx.held_label("sweep.gpu_time_block")),
    )
    ws.merge_range(NOTE, 0, NOTE, hours0 + k - 1, "", ctx.f("muted_wrap"))
    ctx.text(ws, NOTE, 0, t("sweep.note"), ctx.f("muted_wrap"), fit=False)
    ws.set_row(NOTE, 45)
    ctx.text(ws, NAMES, 0, t("sweep.n"), ctx.f("header"))
    ctx.text(ws, BLOCK, 0, "", ctx.f("header"))
    for first, key in blocks:
        if k > 1:
            ws.merge_range(BLOCK, first, BLOCK, first + k - 1, "", ctx.f("header"))
        ctx.text(ws, BLOCK, first, t(key), ctx.f("header"), fit=False)
        for p, r in platforms:
            ctx.text(ws, NAMES, first + r.index, p.name, ctx.f("header"))
            ctx.width(ws, first + r.index, 14)

    counts = sweep_counts(ctx)
    printed = FIRST  # the last row with a figure: the counts past it print nothing
    for i, n in enumerate(counts):
        row = FIRST + i
        ctx.number(ws, row, 0, n, ctx.f("bold", "int"))
        n_cell = ref(f"$A{row + 1}", n)
        for p, r in platforms:
            if r.feasible[n - 1]:
                printed = row
                at = Columns(cost0 + r.index, hours0 + r.index, clean0 + r.index, time0 + r.index)
                write_row(ctx, ws, row, n, n_cell, p, r, at)
    last = FIRST + len(counts) - 1
    sheet = ws.name

    def series(r: PlatformResult, hours: bool) -> dict[str, Any]:
        col = (hours0 if hours else cost0) + r.index
        return {
            "name": [sheet, NAMES, col],
            "categories": [sheet, FIRST, 0, last, 0],
            "values": [sheet, FIRST, col, last, col],
        }

    charts(ctx, series, FIRST, chart_col=hours0 + k + 1)
    for gap in range(hours0 + k + 1, clean0):  # wide enough to hold a 720 px chart
        ctx.width(ws, gap, CHART_GAP_CHARS)
    ctx.width(ws, 0, 8)
    ctx.finish(ws, header_rows=FIRST, freeze_cols=1)
    ws.repeat_rows(BLOCK, NAMES)
    ws.print_area(0, 0, printed, hours0 + k + CHART_COLUMNS)
