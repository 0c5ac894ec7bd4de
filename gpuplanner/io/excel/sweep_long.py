"""The Sweep sheet in long format: one row per platform and GPU count.

Used when the wide layout (a column per platform in each of four blocks) would pass Excel's
16,384 columns, from 4,093 platforms (sweep.wide_fits). Columns: platform, N, total cost,
hours held, and the two helper cells the total's formula reads; each platform's rows are
contiguous, so its chart series is one range. Only feasible counts get a row. The formulas
are the wide layout's (sweep_rows.write_row). If even the rows would pass Excel's 1,048,576, the
rows stop there and the Export notes say so.
"""

from __future__ import annotations

from typing import Any

from gpuplanner.core.platform import Platform
from gpuplanner.core.result import PlatformResult
from gpuplanner.io.excel import limits
from gpuplanner.io.excel.context import ExportContext
from gpuplanner.io.excel.expr import ref
from gpuplanner.io.excel.sweep_rows import FIRST, NAMES, NOTE, Columns, charts, write_row

PLATFORM, N, COST, HOURS, CLEAN, GPU_TIME = range(6)
AT = Columns(COST, HOURS, CLEAN, GPU_TIME)
HEADERS = (
    (PLATFORM, "sweep.platform"),
    (N, "sweep.n"),
    (COST, "sweep.cost_block"),
    (HOURS, "sweep.hours_block"),
    (CLEAN, "sweep.clean_block"),
    (GPU_TIME, "sweep.gpu_time_block"),
)


def write_long_sweep(
    ctx: ExportContext, platforms: list[tuple[Platform, PlatformResult]], counts: list[int]
) -> None:
    ws, t = ctx.sheets["sweep"], ctx.t
    ctx.export_notes.append(t("limits.long_sweep", total=len(platforms)))
    ws.merge_range(NOTE, 0, NOTE, GPU_TIME, "", ctx.f("muted_wrap"))
    ctx.text(ws, NOTE, 0, t("sweep.note"), ctx.f("muted_wrap"), fit=False)
    ws.set_row(NOTE, 45)
    for col, key in HEADERS:
        held = key in ("sweep.hours_block", "sweep.clean_block", "sweep.gpu_time_block")
        ctx.text(ws, NAMES, col, t(ctx.held_label(key) if held else key), ctx.f("header"))
        ctx.width(ws, col, 14)
    rows: dict[int, tuple[int, int]] = {}  # platform index → its first and last row
    row, cut = FIRST, 0
    for p, r in platforms:
        start = row
        for n in counts:
            if not r.feasible[n - 1]:
                continue
            if row >= limits.ROWS:
                cut += 1
                continue
            ctx.text(ws, row, PLATFORM, p.name)
            ctx.number(ws, row, N, n, ctx.f("bold", "int"))
            write_row(ctx, ws, row, n, ref(f"$B{row + 1}", n), p, r, AT)
            row += 1
        if row > start:
            rows[r.index] = (start, row - 1)
    if cut:
        ctx.export_notes.append(t("limits.rows_cut", rows=limits.ROWS, cut=cut))
    sheet = ws.name

    def series(r: PlatformResult, hours: bool) -> dict[str, Any]:
        first, last = rows[r.index]
        col = HOURS if hours else COST
        return {
            "name": [sheet, first, PLATFORM],
            "categories": [sheet, first, N, last, N],
            "values": [sheet, first, col, last, col],
        }

    if all(r.index in rows for r in limits.charted(ctx.result)):
        charts(ctx, series, FIRST, chart_col=GPU_TIME + 2)
    ctx.finish(ws, header_rows=FIRST, freeze_cols=2)
    ws.repeat_rows(NAMES, NAMES)
