"""The Cash flow sheet: each platform's cash for the job, upfront and month by month
(core/job_cash_flow.py), in the cash view — what is paid, not the job's allocated share.

Values computed by gpuplanner (a month's split follows the schedule, not a formula); the
total row sums them with a live SUM, and equals the cash total (the Summary's total, or an
owned cluster's "cash for this job").
"""

from __future__ import annotations

from xlsxwriter.utility import xl_rowcol_to_cell

from gpuplanner.core.job_cash_flow import JobCashFlow, job_cash_flow
from gpuplanner.io.excel.context import ExportContext
from gpuplanner.io.excel.expr import Expr

HEADER = 2  # the header row (0 title, 1 note)


def write_cash_flow(ctx: ExportContext) -> None:
    """The exporter's hook (``excel_export.EXTRA_SHEETS``): one column per feasible platform,
    in ranking order."""
    plan, result, t = ctx.plan, ctx.result, ctx.t
    flows: list[tuple[str, JobCashFlow]] = []
    for index in result.ranking:
        flow = job_cash_flow(plan, result.platforms[index])
        if flow is not None:
            flows.append((plan.platforms[index].name, flow))
    if not flows:
        return
    ws = ctx.add_sheet("cash_flow")
    ctx.text(ws, 0, 0, t("cash.title"), ctx.f("title"), fit=False)
    # The note spans the table and wraps there (print_setup makes the row tall enough).
    ws.merge_range(1, 0, 1, len(flows), "", ctx.f("muted_wrap"))
    ctx.text(ws, 1, 0, t("cash.note"), ctx.f("muted_wrap"), fit=False)
    ctx.text(ws, HEADER, 0, t("cash.month"), ctx.f("header"))
    months = max(flow.monthly.size for _, flow in flows)
    ctx.text(ws, HEADER + 1, 0, t("cash.upfront"), ctx.f("bold"))
    for m in range(months):
        ctx.number(ws, HEADER + 2 + m, 0, m + 1, ctx.f("plain", "int"))
    last = HEADER + 2 + months
    ctx.text(ws, last, 0, t("cash.total"), ctx.f("total"))
    money = ctx.f("plain", "money")
    for col, (name, flow) in enumerate(flows, start=1):
        ctx.text(ws, HEADER, col, name, ctx.f("header"))
        ctx.width(ws, col, 16)
        ctx.number(ws, HEADER + 1, col, flow.upfront, money)
        for m in range(months):
            value = float(flow.monthly[m]) if m < flow.monthly.size else 0.0
            ctx.number(ws, HEADER + 2 + m, col, value, money)
        first = xl_rowcol_to_cell(HEADER + 1, col)
        end = xl_rowcol_to_cell(last - 1, col)
        ctx.formula(ws, last, col, Expr(f"SUM({first}:{end})", flow.total), ctx.f("total", "money"))
    ctx.width(ws, 0, 22)
    ctx.finish(ws, header_rows=HEADER + 1, freeze_cols=1)
