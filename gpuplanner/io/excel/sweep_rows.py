"""What both layouts of the Sweep sheet write (``sweep`` wide, ``sweep_long`` long): the
counts swept, one (platform, N) row of formulas, and the two charts.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, NamedTuple

from xlsxwriter.utility import xl_rowcol_to_cell
from xlsxwriter.worksheet import Worksheet

from gpuplanner.core.platform import Platform
from gpuplanner.core.result import PlatformResult
from gpuplanner.io.excel import adjust_formulas as adj
from gpuplanner.io.excel import formulas as fx
from gpuplanner.io.excel import limits
from gpuplanner.io.excel.context import ExportContext, platform_prefix
from gpuplanner.io.excel.expr import Expr, ref

EVERY_COUNT_UP_TO = 64
STEPS_PER_DOUBLING = 8
NOTE, BLOCK, NAMES, FIRST = 0, 1, 2, 3  # rows: note, block titles, platform names, data
LOG_SPREAD = 20.0  # costs spanning more than this factor get a logarithmic axis


def sweep_counts(ctx: ExportContext) -> list[int]:
    plan, result = ctx.plan, ctx.result
    top = int(result.n[-1])
    w = plan.workload
    step = w.tensor_parallel * w.pipeline_parallel
    for p in plan.platforms:
        if p.counts_whole_nodes:
            step = math.lcm(step, p.gpus_per_node)
    counts = set(range(1, min(EVERY_COUNT_UP_TO, top) + 1))
    k = 1
    while (value := EVERY_COUNT_UP_TO * 2 ** (k / STEPS_PER_DOUBLING)) <= top:
        counts.add(min(top, max(step, round(value / step) * step)))
        k += 1
    counts.add(top)
    for r in result.platforms:
        counts.update(n for n in (r.chosen, r.min_gpus) if n)
    return sorted(counts)


class Columns(NamedTuple):
    """Where one (platform, N) row writes: total cost, hours, and the two helper cells."""

    cost: int
    hours: int
    clean: int
    gpu_time: int


def write_row(
    ctx: ExportContext,
    ws: Worksheet,
    row: int,
    n: int,
    n_cell: Expr,
    p: Platform,
    r: PlatformResult,
    at: Columns,
) -> None:
    """One platform at one GPU count: hours as values, GPU time and the total as formulas
    over the Assumptions names (the same in the wide and the long layout)."""
    j = n - 1
    money, hours_fmt = ctx.f("formula", "money"), ctx.f("computed", "hours")
    c = fx.Inputs(ctx.values, platform_prefix(r.index), p)
    clean_value = float(r.train_hours[j] + r.setup_hours)  # setup after any trial
    ctx.number(ws, row, at.hours, float(r.hours[j]), hours_fmt)
    ctx.number(ws, row, at.clean, clean_value, hours_fmt)
    hours = _cell(row, at.hours, float(r.hours[j]))
    clean = _cell(row, at.clean, clean_value)
    # GPU time after any discount (core: bill.job_bill): what fees and tax see.
    setup = fx.setup_used(c, ctx.plan.trial is not None)
    gpu_time = adj.gpu_time_at(c, n_cell, clean, hours, setup)
    cached = float(r.compute_cost[j] + r.interruption_cost[j])
    cached += float(r.adjustments.discount[j]) if r.adjustments else 0.0
    helper_money = ctx.f("computed", "money")
    gpu_time = ctx.formula(ws, row, at.gpu_time, gpu_time, helper_money, cached)
    fees = [
        c(f"fee{f}_rate")
        * c(f"fee{f}_quantity")
        * fx.fee_driver(c, fee.basis, n_cell, hours, gpu_time)
        for f, fee in enumerate(p.fees, start=1)
    ]
    trial = ctx.ref("trial_cost") if ctx.plan.trial is not None else None
    total = adj.adjusted_total(c, gpu_time, fees, trial, n_cell, hours)
    ctx.formula(ws, row, at.cost, total, money, float(r.total_cost[j]))


def _cell(row: int, col: int, value: float) -> Expr:
    return ref(xl_rowcol_to_cell(row, col), value)


def _spread(ctx: ExportContext) -> float:
    """Largest over smallest positive total cost plotted, across all platforms."""
    values = [
        float(r.total_cost[n - 1])
        for n in sweep_counts(ctx)
        for r in ctx.result.platforms
        if r.feasible[n - 1] and r.total_cost[n - 1] > 0
    ]
    return max(values) / min(values) if values else 1.0


def charts(
    ctx: ExportContext,
    series: Callable[[PlatformResult, bool], dict[str, Any]],
    top: int,
    chart_col: int,
) -> None:
    """Native scatter charts with straight lines: N is numeric (log₂ axis), not a category.

    ``series(r, hours)`` gives a platform's name, N and value ranges (cost, or hours); the
    charts sit from row ``top`` at ``chart_col``."""
    ws, t = ctx.sheets["sweep"], ctx.t
    plotted = limits.charted(ctx.result)
    if not plotted:
        return  # nothing can run: an empty chart is not allowed in a workbook
    runnable = sum(1 for r in ctx.result.platforms if r.feasible.any())
    subset = len(plotted) < runnable
    if subset:
        ctx.export_notes.append(t("limits.charted", shown=len(plotted), total=runnable))
    specs = (("sweep.cost_chart", False), ("sweep.hours_chart", True))
    for i, (title, hours) in enumerate(specs):
        chart = ctx.workbook.add_chart({"type": "scatter", "subtype": "straight_with_markers"})
        for r in plotted:
            style = {"marker": {"type": "circle", "size": 3}, "line": {"width": 1.5}}
            chart.add_series({**series(r, hours), **style})
        name = t(title)
        if subset:
            name = t("limits.charted_title", title=name, shown=len(plotted), total=runnable)
        chart.set_title({"name": name, "name_font": {"size": 12}})
        chart.set_x_axis(
            {
                "name": t("sweep.axis_gpus"),
                "log_base": 2,
                "min": 1,
                "major_gridlines": {"visible": False},
            }
        )
        money = ctx.f.numbers["money"].replace(".00", "")
        y_axis: dict[str, object] = {"name": t("sweep.axis_hours") if hours else ctx.plan.currency}
        y_axis["num_format"] = "#,##0" if hours else money
        if hours or _spread(ctx) > LOG_SPREAD:
            y_axis["log_base"] = 10
        chart.set_y_axis(y_axis)
        chart.set_legend({"position": "bottom"})
        # Blanks inside a curve are counts the layout forbids (whole machines, t·p): join
        # the feasible points across them rather than dropping to zero.
        chart.show_blanks_as("span")
        chart.set_size({"width": 720, "height": 400})
        ws.insert_chart(top + i * 21, chart_col, chart, {"x_offset": 10, "y_offset": 5})
