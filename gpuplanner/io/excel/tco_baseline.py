"""The TCO sheet's rows against the baseline: each column's total as a multiple of the
baseline column's, the gap, and the gap per category (core/baseline.py), all formulas over
the TCO cells, so a re-priced workbook re-splits the gap.

A category's gap is (this column's rows of the category) − (the baseline column's same rows);
the categories' rows partition the total's rows, so they add up to the gap.
"""

from __future__ import annotations

import math

from xlsxwriter.utility import xl_rowcol_to_cell

from gpuplanner.core.baseline import BaselineComparison, Category, compare
from gpuplanner.io.excel.context import ExportContext, platform_prefix
from gpuplanner.io.excel.expr import Expr, if_
from gpuplanner.io.report.baseline import baseline_notice

DASH = "—"  # a multiple of a baseline that costs nothing (a negotiated price of 0) is no number

# TCO row keys of each category (those present in a sheet are used).
_ROWS = {
    Category.GPU: ("compute",),
    Category.GOODPUT: ("interruption",),
    Category.ADJUSTMENTS: ("line:discount", "line:markup"),
    Category.FINANCING: ("line:interest", "line:capital_charge"),
    Category.STORAGE: (
        "fee:storage_object",
        "fee:storage_file",
        "fee:storage_block",
        "fee:snapshots",
    ),
    Category.NETWORK: ("fee:egress", "fee:public_ip"),
    Category.SUPPORT: ("fee:support",),
    Category.LABOR: ("fee:labor",),
    Category.OTHER: ("fee:other",),
    Category.TRIAL: ("trial",),
    Category.TAX: ("line:tax", "line:tax_recovered"),
}


def baseline_keys(
    ctx: ExportContext, rows: set[str]
) -> tuple[BaselineComparison | None, list[str]]:
    """The comparison and the rows to add: multiple, gap, one per category the sheet has."""
    comparison = compare(ctx.plan, ctx.result)
    if comparison is None:
        return None, []
    cats = [f"vs:{c.value}" for c in Category if any(k in rows for k in _ROWS[c])]
    return comparison, ["vs_baseline", "vs_multiple", "vs_gap", *cats]


def write_baseline(
    ctx: ExportContext, row: dict[str, int], first: int, c: BaselineComparison
) -> None:
    ws = ctx.sheets["tco"]
    base_col = first + c.index
    # A baseline the plan named but could not use says so ("Baseline replaced by the cheapest").
    notice = baseline_notice(c, ctx.t.language)
    ctx.text(ws, row["vs_baseline"], first, notice or c.name, ctx.f("bold"))
    base_total = ctx.ref(f"{platform_prefix(c.index)}_total")
    for gap in c.rows:
        col = first + gap.index
        total = ctx.ref(f"{platform_prefix(gap.index)}_total")
        # Guarded: total ÷ 0 would show #DIV/0! where the core (and report --json) has none.
        zero = Expr(f"{base_total.text}=0", float(base_total.value == 0))
        multiple = if_(zero, Expr(f'"{DASH}"', math.nan), total / base_total)
        ctx.formula(
            ws, row["vs_multiple"], col, multiple, ctx.f("formula", "small"), gap.multiple, DASH
        )
        ctx.formula(ws, row["vs_gap"], col, total - base_total, ctx.f("formula", "money"), gap.gap)
        for cat in Category:
            key = f"vs:{cat.value}"
            if key not in row:
                continue
            keys = [k for k in _ROWS[cat] if k in row]
            mine = "+".join(xl_rowcol_to_cell(row[k], col) for k in keys)
            theirs = "+".join(xl_rowcol_to_cell(row[k], base_col) for k in keys)
            expr = Expr(f"({mine})-({theirs})", gap.categories[cat])
            ctx.formula(ws, row[key], col, expr, ctx.f("formula", "money"), gap.categories[cat])
