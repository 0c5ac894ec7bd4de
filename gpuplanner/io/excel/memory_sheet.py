"""The Memory sheet: the per-GPU breakdown (weights, gradients, optimizer states,
activations, reserve) on one unsharded GPU and on each platform at its chosen count.

All values are computed by gpuplanner; a stacked column chart shows the same figures.
"""

from __future__ import annotations

from gpuplanner.core.memory import MemoryBreakdown
from gpuplanner.io.excel.context import ExportContext

PARTS = ("weights", "gradients", "optimizer", "activations", "reserve")
FIRST = 3  # first component row (0 header, 1 GPU count, 2 note)


def write_memory(ctx: ExportContext) -> None:
    ws, t = ctx.sheets["memory"], ctx.t
    result = ctx.result
    gb, bold_gb = ctx.f("computed", "gb"), ctx.f("total", "gb")
    ctx.text(ws, 0, 0, t("mem.component"), ctx.f("header"))
    ctx.text(ws, 1, 0, t("col.gpus"), ctx.f("bold"))
    for i, part in enumerate(PARTS):
        ctx.text(ws, FIRST + i, 0, t(f"mem.{part}"))
    total_row, usable_row, fits_row = FIRST + len(PARTS), FIRST + len(PARTS) + 1, FIRST + 7
    ctx.text(ws, total_row, 0, t("mem.total"), ctx.f("total"))
    ctx.text(ws, usable_row, 0, t("mem.usable"))
    ctx.text(ws, fits_row, 0, t("mem.fits"))

    columns: list[tuple[str, int | None, float | None, MemoryBreakdown]] = [
        (t("mem.single"), 1, None, result.memory)
    ]
    for p, r in zip(ctx.plan.platforms, result.platforms, strict=True):
        columns.append((p.name, r.chosen or r.min_gpus, r.usable_memory_gb, r.memory))
    for col, (title, gpus, usable, memory) in enumerate(columns, start=1):
        ctx.text(ws, 0, col, title, ctx.f("header"))
        ctx.width(ws, col, 14)
        if gpus is None:
            continue
        ctx.number(ws, 1, col, gpus, ctx.f("bold", "int"))
        breakdown = memory.at(gpus - 1)  # the platform's layout there (typed or automatic)
        for i, part in enumerate(PARTS):
            ctx.number(ws, FIRST + i, col, breakdown[part], gb)
        ctx.number(ws, total_row, col, breakdown["total"], bold_gb)
        if usable is not None:
            ctx.number(ws, usable_row, col, usable, gb)
            fits = breakdown["total"] <= usable
            ctx.text(ws, fits_row, col, t("yes") if fits else t("no"), ctx.f("center"))
    # The note spans the table and wraps there, instead of running past the printed columns.
    ws.merge_range(2, 0, 2, len(columns) - 1, "", ctx.f("muted_wrap"))
    ctx.text(ws, 2, 0, t("mem.note"), ctx.f("muted_wrap"), fit=False)
    _chart(ctx, len(columns))
    ctx.width(ws, 0, 16)
    ctx.finish(ws, header_rows=1, freeze_cols=1)


def _chart(ctx: ExportContext, n_columns: int) -> None:
    ws, sheet = ctx.sheets["memory"], ctx.sheets["memory"].name
    chart = ctx.workbook.add_chart({"type": "column", "subtype": "stacked"})
    for i in range(len(PARTS)):
        chart.add_series(
            {
                "name": [sheet, FIRST + i, 0],
                "categories": [sheet, 0, 1, 0, n_columns],
                "values": [sheet, FIRST + i, 1, FIRST + i, n_columns],
            }
        )
    chart.set_title({"name": ctx.t("mem.chart"), "name_font": {"size": 12}})
    chart.set_y_axis({"name": "GB", "num_format": "#,##0"})
    chart.set_legend({"position": "bottom"})
    chart.set_size({"width": 720, "height": 440})
    ws.insert_chart(FIRST + len(PARTS) + 4, 1, chart)
