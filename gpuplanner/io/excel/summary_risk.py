"""The Summary's risk tables, below the ranking: Monte Carlo percentiles and stress cases.

Percentiles are values from the analysis's Monte Carlo (grey, and the title says so): a
spreadsheet cannot redraw the samples. Of the stress cases, "+30 % time" reruns the whole
bill in the core and is a value too; the two interruption events add (hours lost + restart)
× the cluster's hourly rate to the TCO total, which is simple enough to be a formula over
TCO and Assumptions names (core: ``stress.py``), so it follows a re-priced workbook.
"""

from __future__ import annotations

import math

from xlsxwriter.utility import xl_rowcol_to_cell

from gpuplanner.core.decision_result import StressCase
from gpuplanner.core.uncertainty import PlatformUncertainty
from gpuplanner.io.excel import formulas as fx
from gpuplanner.io.excel.adjust_formulas import marginal_rate
from gpuplanner.io.excel.context import ExportContext, platform_prefix
from gpuplanner.io.excel.expr import Expr, ref

PLATFORM = 1  # both tables start in the ranking table's Platform column
_MC_COLUMNS: tuple[str, ...] = (
    "col.gpus",
    "col.planned_total",
    "col.p10_cost",
    "col.p50_cost",
    "col.p90_cost",
)
_MC_COLUMNS += ("col.p90_days",)
# One row per platform: +30 % time (total, days), then each event (hours lost, total, days).
_STRESS_GROUPS = (("stress.longer", 2), ("stress.rerun", 3), ("stress.reclaim", 3))
_STRESS_COLUMNS: tuple[str, ...] = ("col.gpus", "col.stress_total", "col.delivery_days")
_STRESS_COLUMNS += ("col.lost_hours", "col.stress_total", "col.delivery_days") * 2


def write_risk(ctx: ExportContext, row: int) -> int:
    """Both tables from ``row``; returns the first free row after them."""
    feasible = [i for i in ctx.result.ranking if ctx.result.platforms[i].chosen is not None]
    if not feasible:
        return row
    row = _monte_carlo(ctx, row, feasible) + 1
    return _stress(ctx, row, feasible) + 1


def _header(ctx: ExportContext, row: int, keys: tuple[str, ...]) -> None:
    ws, t = ctx.sheets["summary"], ctx.t
    ctx.text(ws, row, PLATFORM, t("col.platform"), ctx.f("header"))
    for col, key in enumerate(keys, start=PLATFORM + 1):
        ctx.text(ws, row, col, t(key), ctx.f("header"))


def _title(ctx: ExportContext, row: int, title: str, note: str) -> int:
    ws = ctx.sheets["summary"]
    ctx.text(ws, row, 0, title, ctx.f("bold"), fit=False)
    ctx.text(ws, row + 1, 0, note, ctx.f("muted"), fit=False)
    return row + 2


def _monte_carlo(ctx: ExportContext, row: int, feasible: list[int]) -> int:
    ws, t, u = ctx.sheets["summary"], ctx.t, ctx.uncertainty
    title = t("risk.mc_title", samples=u.samples, seed=u.seed)
    row = _title(ctx, row, title, t("risk.mc_note"))
    _header(ctx, row, _MC_COLUMNS)
    money, days = ctx.f("computed", "money"), ctx.f("computed", "days")
    for index in feasible:
        row += 1
        pu: PlatformUncertainty | None = u.platforms[index]
        pt = ctx.result.platforms[index].chosen_point
        assert pt is not None
        ctx.text(ws, row, PLATFORM, ctx.plan.platforms[index].name, ctx.f("name"))
        ctx.number(ws, row, PLATFORM + 1, pt.gpus, ctx.f("plain", "int"))
        total = ctx.ref(f"{platform_prefix(index)}_total")
        ctx.formula(ws, row, PLATFORM + 2, total, ctx.f("formula", "money"), pt.total_cost)
        if pu is None:
            continue
        figures = ((pu.p10_cost, money), (pu.p50_cost, money), (pu.p90_cost, money))
        for col, (value, fmt) in enumerate((*figures, (pu.p90_days, days)), start=PLATFORM + 3):
            if math.isfinite(value):
                ctx.number(ws, row, col, value, fmt)
            else:  # some samples never finish: the percentile is "never", not a number
                ctx.text(ws, row, col, t("risk.never"), ctx.f("computed"))
    return row + 1


def _stress(ctx: ExportContext, row: int, feasible: list[int]) -> int:
    ws, t = ctx.sheets["summary"], ctx.t
    row = _title(ctx, row, t("risk.stress_title"), t("risk.stress_note"))
    col = PLATFORM + 2
    ctx.text(ws, row, PLATFORM, "", ctx.f("header"))
    ctx.text(ws, row, PLATFORM + 1, "", ctx.f("header"))
    for key, span in _STRESS_GROUPS:
        ws.merge_range(row, col, row, col + span - 1, "", ctx.f("header_center"))
        ctx.text(ws, row, col, t(key), ctx.f("header_center"), fit=False)
        col += span
    row += 1
    _header(ctx, row, _STRESS_COLUMNS)
    for index in feasible:
        s = ctx.result.platforms[index].stress
        if s is None:
            continue
        row += 1
        ctx.text(ws, row, PLATFORM, ctx.plan.platforms[index].name, ctx.f("name"))
        ctx.number(ws, row, PLATFORM + 1, s.gpus, ctx.f("plain", "int"))
        # +30 % time: the core reruns the whole bill (interruptions, increments, fees).
        ctx.number(ws, row, PLATFORM + 2, s.longer.total_cost, ctx.f("computed", "money"))
        ctx.number(ws, row, PLATFORM + 3, s.longer.delivery_days, ctx.f("computed", "days"))
        _event(ctx, row, PLATFORM + 4, index, s.rerun_from_checkpoint)
        _event(ctx, row, PLATFORM + 7, index, s.reclaim_without_checkpoint)
    return row + 1


def _event(ctx: ExportContext, row: int, col: int, index: int, case: StressCase) -> None:
    """Hours lost (a value), then total = TCO total + (lost + restart) × hourly rate and
    delivery = days + (lost + restart) / 24, as formulas."""
    ws = ctx.sheets["summary"]
    c = fx.Inputs(ctx.values, platform_prefix(index), ctx.plan.platforms[index])
    ctx.number(ws, row, col, case.lost_hours, ctx.f("computed", "hours"))
    stretch = _cell(row, col, case.lost_hours) + c("restart_hours")
    total = c("total") + stretch * marginal_rate(c, c("gpus"))
    ctx.formula(ws, row, col + 1, total, ctx.f("bold", "money"))
    days = c("delivery_days") + stretch / 24
    ctx.formula(ws, row, col + 2, days, ctx.f("formula", "days"))


def _cell(row: int, col: int, value: float) -> Expr:
    return ref(xl_rowcol_to_cell(row, col), value)
