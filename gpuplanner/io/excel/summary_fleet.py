"""The Summary sheet's fleet block: the answer finance reads first (issue 24 item 5).

The recommended strategy, its present cost and the runner-up's as formulas reading the Fleet
sheet's totals (so they move when its inputs do), and the break-even in words
(io/fleet/answer.py, the verdict's sentences against the cheapest rented strategy).
"""

from __future__ import annotations

from gpuplanner.core.fleet.plan import FleetStrategy
from gpuplanner.io.excel.context import ExportContext
from gpuplanner.io.excel.expr import ref
from gpuplanner.io.excel.fleet import present_cell
from gpuplanner.io.fleet.answer import fleet_answer
from gpuplanner.io.fleet.wording import describe_fleet_notice, strategy_name


def _name(strategy: FleetStrategy, lang: str) -> str:
    """The strategy's name as a cell's value: capitalised ("Hybrid"; Chinese unchanged)."""
    name = strategy_name(strategy, lang)
    return name[:1].upper() + name[1:]


def write_fleet_answer(ctx: ExportContext, row: int) -> int:
    """The block from ``row``; returns the row after it (``row`` when there is no fleet)."""
    fleet = ctx.plan.fleet
    try:
        result = ctx.analysis.fleet
    except ValueError:
        return row
    if fleet is None or result is None:
        return row
    ws, t, lang = ctx.sheets["summary"], ctx.t, ctx.t.language
    bold, currency = ctx.f("name"), ctx.plan.currency
    answer = fleet_answer(result)
    sheet = t.sheet("fleet")
    ctx.text(ws, row, 0, t("summary.fleet"), ctx.f("bold"), fit=False)
    ctx.text(ws, row + 1, 1, t("summary.fleet_best"), bold)
    ctx.text(ws, row + 1, 2, _name(answer.strategy, lang), ctx.f("bold"), fit=False)
    ctx.text(ws, row + 2, 1, t("summary.fleet_present"), bold)
    cell = ref(present_cell(sheet, result, answer.strategy), answer.present_cost)
    ctx.formula(ws, row + 2, 2, cell, ctx.f("total", "money"))
    row += 3
    if answer.runner_up is not None and answer.runner_up_present_cost is not None:
        ctx.text(ws, row, 1, t("summary.fleet_runner_up"), bold)
        ctx.text(ws, row, 2, _name(answer.runner_up, lang), fit=False)
        ctx.text(ws, row + 1, 1, t("summary.fleet_runner_present"), bold)
        other = ref(present_cell(sheet, result, answer.runner_up), answer.runner_up_present_cost)
        ctx.formula(ws, row + 1, 2, other, ctx.f("plain", "money"))
        row += 2
    lines = [describe_fleet_notice(n, currency, lang) for n in answer.break_even]
    ctx.text(ws, row, 1, t("summary.fleet_break_even"), bold)
    for k, line in enumerate(lines or [t("summary.fleet_no_break_even")]):
        ctx.text(ws, row + k, 2, line, ctx.f("plain"), fit=False)  # runs on to the right
    return row + max(1, len(lines)) + 1
