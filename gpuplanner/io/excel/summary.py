"""The Summary sheet: title, date, currency, price dates, the recommendation and the ranking.

Money columns are formulas pointing at the TCO totals, so they move with Assumptions; the
order, GPU counts and hours are gpuplanner's (a re-priced plan may rank differently: rerun
gpuplanner for a new recommendation).
"""

from __future__ import annotations

import datetime as dt
import math

from xlsxwriter.format import Format

from gpuplanner import __version__
from gpuplanner.io.excel.context import ExportContext, display_width, platform_prefix
from gpuplanner.io.excel.notice_text import describe

COLUMNS = (
    ("col.rank", "int"),
    ("col.platform", "text"),
    ("col.gpu", "text"),
    ("col.pricing", "text"),
    ("col.gpus", "int"),
    ("col.hours", "hours"),
    ("col.delivery_days", "days"),
    ("col.gpu_hours", "number"),
    ("col.efficiency", "pct"),
    ("col.compute", "money"),
    ("col.interruption", "money"),
    ("col.fees", "money"),
    ("col.total", "money"),
    ("col.per_billion", "money"),
    ("col.deadline_met", "text"),
    ("col.budget_met", "text"),
    ("col.prices_as_of", "date"),
    ("col.note", "text"),
)
# Columns that are formulas over TCO names: column index → name suffix.
_LINKED = {5: "hours_expected", 7: "gpu_hours", 9: "compute", 10: "interruption", 11: "fees"}
_LINKED |= {12: "total", 13: "per_billion"}
HEADER_ROW = 7
PARAGRAPH_CHARS = 180  # characters a wrapped line holds across the table (for row heights)


def write_summary(ctx: ExportContext, today: dt.date | None = None) -> None:
    ws, t, plan = ctx.sheets["summary"], ctx.t, ctx.plan
    bold = ctx.f("bold")
    # The heading block sits in the wide Platform and GPU columns (B, C) of the table below.
    ctx.text(ws, 0, 0, plan.title or t("summary.untitled"), ctx.f("title"), fit=False)
    ctx.text(ws, 1, 1, t("summary.exported"), bold)
    ctx.value(ws, 1, 2, today or dt.date.today(), ctx.f("plain", "date"))
    ctx.text(ws, 1, 3, t("summary.by", version=__version__), ctx.f("muted"), fit=False)
    ctx.text(ws, 2, 1, t("summary.currency"), bold)
    ctx.text(ws, 2, 2, plan.currency)
    ctx.text(ws, 3, 1, t("summary.price_dates"), bold)
    ctx.text(ws, 3, 2, _price_dates(ctx))
    ctx.text(ws, 4, 1, t("summary.recommendation"), bold)
    best = ctx.result.best
    if best is not None and best.chosen_point is not None:
        pt = best.chosen_point
        text = t("summary.recommend", name=best.name, gpus=pt.gpus, days=pt.delivery_days)
        ctx.text(ws, 4, 2, text, bold, fit=False)
        ctx.text(ws, 5, 1, t("summary.total_of_best"), bold)
        total = ctx.ref(f"{platform_prefix(best.index)}_total")
        ctx.formula(ws, 5, 2, total, ctx.f("total", "money"), pt.total_cost)
    else:
        ctx.text(ws, 4, 2, t("summary.none_feasible"), bold, fit=False)
    _paragraph(ctx, 6, t("summary.how_to_read"), ctx.f("muted_wrap"))
    for col, (key, _) in enumerate(COLUMNS):
        ctx.text(ws, HEADER_ROW, col, t(key), ctx.f("header"))
    row = HEADER_ROW + 1
    for index in ctx.result.ranking:
        _ranking_row(ctx, row, index)
        row += 1
    row = _notes(ctx, row + 1)
    ctx.finish(ws, header_rows=HEADER_ROW + 1, freeze_cols=2)
    ws.repeat_rows(HEADER_ROW, HEADER_ROW)


def _ranking_row(ctx: ExportContext, row: int, index: int) -> None:
    ws, t = ctx.sheets["summary"], ctx.t
    p, r = ctx.plan.platforms[index], ctx.result.platforms[index]
    pt = r.chosen_point
    prefix = platform_prefix(index)
    fmt = {col: ctx.f("plain", number) for col, (_, number) in enumerate(COLUMNS)}
    ctx.number(ws, row, 0, r.rank, ctx.f("center", "int"))
    ctx.text(ws, row, 1, p.name, ctx.f("bold"))
    ctx.text(ws, row, 2, p.gpu.name)
    ctx.text(ws, row, 3, t(f"mode.{p.mode.value}"))
    ctx.value(ws, row, 16, p.prices_as_of, fmt[16])
    if pt is None:
        ctx.text(ws, row, 4, t("infeasible"))
        ctx.text(ws, row, 17, describe(r.reason, t) if r.reason else "", ctx.f("text"))
        return
    ctx.number(ws, row, 4, pt.gpus, fmt[4])
    ctx.number(ws, row, 6, pt.delivery_days, fmt[6])
    ctx.number(ws, row, 8, pt.scaling_efficiency, fmt[8])
    cached = {
        5: pt.hours,
        7: pt.gpu_hours,
        9: pt.compute_cost,
        10: pt.interruption_cost,
        11: pt.fees_cost,
        12: pt.total_cost,
        13: pt.cost_per_billion_tokens,
    }
    for col, suffix in _LINKED.items():
        style = "bold" if suffix == "total" else "formula"
        number = COLUMNS[col][1]
        ctx.formula(ws, row, col, ctx.ref(f"{prefix}_{suffix}"), ctx.f(style, number), cached[col])
    yes, no = t("yes"), t("no")
    ctx.text(ws, row, 14, yes if pt.deadline_met else no, ctx.f("center"))
    ctx.text(ws, row, 15, yes if pt.budget_met else no, ctx.f("center"))


def _paragraph(ctx: ExportContext, row: int, text: str, fmt: Format) -> None:
    """Text wrapped across the table's width, the row tall enough for it."""
    ws = ctx.sheets["summary"]
    ws.merge_range(row, 0, row, len(COLUMNS) - 1, "", fmt)
    ctx.text(ws, row, 0, text, fmt, fit=False)
    lines = sum(math.ceil(display_width(line) / PARAGRAPH_CHARS) or 1 for line in text.splitlines())
    ws.set_row(row, 15 * max(1, lines) + 2)


def _price_dates(ctx: ExportContext) -> str:
    dates = sorted({p.prices_as_of for p in ctx.plan.platforms if p.prices_as_of})
    if not dates:
        return ctx.t("summary.price_dates_missing")
    first, last = dates[0].isoformat(), dates[-1].isoformat()
    return first if first == last else f"{first} – {last}"


def _notes(ctx: ExportContext, row: int) -> int:
    ws, t = ctx.sheets["summary"], ctx.t
    if ctx.plan.notes:
        ctx.text(ws, row, 0, t("summary.plan_notes"), ctx.f("bold"))
        _paragraph(ctx, row + 1, ctx.plan.notes, ctx.f("text"))
        row += 3
    if ctx.result.notices:
        ctx.text(ws, row, 0, t("summary.warnings"), ctx.f("bold"))
        for notice in ctx.result.notices:
            row += 1
            ctx.text(ws, row, 0, "• " + describe(notice, t), fit=False)
        row += 1
    return row
