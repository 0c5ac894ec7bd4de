"""The Scenarios sheet: the named scenarios side by side (core/scenarios.py), a column per
scenario with each platform's total and rank and the platform ranked first.

Values computed by gpuplanner, not formulas (each scenario is a whole evaluation of an
overridden plan, which no cell formula can redo), and labelled so on the sheet.
"""

from __future__ import annotations

from gpuplanner.io.excel.context import ExportContext
from gpuplanner.io.report.scenarios import best_name, scenario_about, scenario_name

HEADER = 2  # the header row (0 title, 1 note)


def write_scenarios(ctx: ExportContext) -> None:
    """The exporter's hook (``excel_export.EXTRA_SHEETS``): nothing without a platform."""
    plan, t, lang = ctx.plan, ctx.t, ctx.t.language
    outcomes = ctx.analysis.scenarios
    if not plan.platforms or not outcomes:
        return
    ws = ctx.add_sheet("scenarios")
    ctx.text(ws, 0, 0, t("scen.title"), ctx.f("title"), fit=False)
    ws.merge_range(1, 0, 1, len(outcomes), "", ctx.f("muted_wrap"))
    ctx.text(ws, 1, 0, t("scen.note"), ctx.f("muted_wrap"), fit=False)
    money, whole, muted = ctx.f("plain", "money"), ctx.f("plain", "int"), ctx.f("muted")
    count = len(plan.platforms)
    totals_at = HEADER + 3  # header, its overrides, the "Total cost" heading
    ranks_at = totals_at + count + 2  # a blank row, then the "Rank" heading
    cheapest = ranks_at + count
    ctx.text(ws, HEADER + 2, 0, t("scen.total"), ctx.f("bold"))
    ctx.text(ws, ranks_at - 1, 0, t("scen.rank"), ctx.f("bold"), fit=False)
    for i, p in enumerate(plan.platforms):
        ctx.text(ws, totals_at + i, 0, p.name, ctx.f("name"))
        ctx.text(ws, ranks_at + i, 0, p.name, ctx.f("name"))
    ctx.text(ws, cheapest, 0, t("scen.cheapest"), ctx.f("total"))
    for col, o in enumerate(outcomes, start=1):
        ctx.text(ws, HEADER, col, scenario_name(o.scenario, lang), ctx.f("header"))
        ctx.text(ws, HEADER + 1, col, scenario_about(o.scenario, lang), ctx.f("muted_wrap"))
        ctx.width(ws, col, 22)
        for i, (total, rank) in enumerate(zip(o.totals, o.ranks, strict=True)):
            if total is None:
                ctx.text(ws, totals_at + i, col, t("scen.cannot"), muted)
            else:
                ctx.number(ws, totals_at + i, col, total, money)
            if rank is None:
                ctx.text(ws, ranks_at + i, col, t("scen.cannot"), muted)
            else:
                ctx.number(ws, ranks_at + i, col, rank, whole)
        best = best_name(ctx.analysis, o)
        ctx.text(ws, cheapest, col, best or t("scen.cannot"), ctx.f("total"))
    ctx.width(ws, 0, 24)
    ctx.finish(ws, header_rows=HEADER + 2, freeze_cols=1)
