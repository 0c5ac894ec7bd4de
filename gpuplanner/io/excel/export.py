"""Export a plan and its evaluation to an Excel workbook finance can audit (DESIGN §8).

Sheets: Summary (ranking, Monte Carlo percentiles, stress cases), Assumptions (every input,
each cell a workbook-level name), TCO (money as formulas over those names), Fee items, Sweep
(with charts), Memory, and Fleet when planned. Formulas carry the app's figures as cached
values, so viewers that never recalculate still show numbers.

XlsxWriter rather than openpyxl: openpyxl cannot store a formula's cached value, so a
workbook it writes shows empty money cells in any viewer that does not recalculate
(previewers, some web and mobile viewers, Python readers). XlsxWriter's
``write_formula(..., value=...)`` stores both. The workbook is built in memory and moved
into place atomically: a failed export leaves an existing file untouched.
"""

from __future__ import annotations

import functools
import io
import logging
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import xlsxwriter

from gpuplanner.core.analysis import Analysis
from gpuplanner.io.atomic import WriteError, atomic_write_bytes
from gpuplanner.io.excel import print_setup
from gpuplanner.io.excel.assumptions import write_assumptions
from gpuplanner.io.excel.cash_flow_sheet import write_cash_flow
from gpuplanner.io.excel.context import ExportContext
from gpuplanner.io.excel.fee_sheet import write_fee_items
from gpuplanner.io.excel.fleet import write_fleet
from gpuplanner.io.excel.memory_sheet import write_memory
from gpuplanner.io.excel.scenario_sheet import write_scenarios
from gpuplanner.io.excel.summary import write_summary
from gpuplanner.io.excel.sweep import write_sweep
from gpuplanner.io.excel.tco import TcoSheet

log = logging.getLogger(__name__)
SheetWriter = Callable[[ExportContext], None]

# Sheets after the built-in ones, in order. The Fleet sheet plugs in here: a writer that
# returns at once when ``plan.fleet`` is absent, else calls ``ctx.add_sheet("fleet")`` (its
# label is in labels.py) and fills it; ``ctx.ref("hours_per_month")`` etc. are available.
EXTRA_SHEETS: tuple[SheetWriter, ...] = (write_cash_flow, write_scenarios, write_fleet)

CORE_SHEETS = ("summary", "assumptions", "tco", "fees", "sweep", "memory")


def _warnings_logged(build: Callable[..., bytes]) -> Callable[..., bytes]:
    """XlsxWriter warns on stderr past its limits; the writers stay within them (excel/limits)
    and the command line promises one line on stderr, so anything left is logged instead."""

    @functools.wraps(build)
    def logged(*args: Any, **kwargs: Any) -> bytes:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            data = build(*args, **kwargs)
        for warning in caught:
            log.info("xlsxwriter: %s", warning.message)
        return data

    return logged


@_warnings_logged
def build_workbook(
    analysis: Analysis, language: str = "en", extra_sheets: Sequence[SheetWriter] = ()
) -> bytes:
    """The .xlsx file of ``analysis`` as bytes (nothing touches the disk).

    Its Monte Carlo percentiles and fleet result are read from the analysis, so an export
    after the GUI or the CLI has shown them runs neither again."""
    buffer = io.BytesIO()
    # Text is only ever text: no string turns into a formula, a number or a link by itself.
    workbook = xlsxwriter.Workbook(
        buffer,
        {
            "in_memory": True,
            "strings_to_formulas": False,
            "strings_to_numbers": False,
            "strings_to_urls": False,
        },
    )
    ctx = ExportContext(workbook, analysis, language)
    for key in CORE_SHEETS:
        ctx.add_sheet(key)
    # Order matters for the defined names each writer reads, not for the sheet order.
    write_assumptions(ctx)
    tco = TcoSheet(ctx)
    tco.write_costs()
    write_fee_items(ctx)
    tco.write_totals()
    write_summary(ctx)
    write_sweep(ctx)
    write_memory(ctx)
    for writer in (*EXTRA_SHEETS, *extra_sheets):
        writer(ctx)
    write_export_notes(ctx)
    title, footer = ctx.plan.title or ctx.t("summary.untitled"), ctx.t("print.footer")
    for sheet in ctx.sheets.values():
        print_setup.apply(sheet, title, footer, one_page=sheet.name == ctx.t.sheet("memory"))
    ctx.sheets["summary"].activate()
    workbook.set_properties({"title": analysis.plan.title, "comments": "gpuplanner"})
    workbook.close()
    return buffer.getvalue()


def write_export_notes(ctx: ExportContext) -> None:
    """An "Export notes" sheet when something was shortened or left out of a chart."""
    lines = list(ctx.export_notes)
    for ws in ctx.sheets.values():
        for s in getattr(ws, "shortened", []):
            lines.append(ctx.t("limits.shortened", sheet=s.sheet, cell=s.cell, length=s.length))
    if not lines:
        return
    ws = ctx.add_sheet("notes")
    ctx.text(ws, 0, 0, ctx.t("limits.title"), ctx.f("title"))
    for i, line in enumerate(lines, start=2):
        ctx.text(ws, i, 0, line, ctx.f("text"), fit=False)
    ws.set_column(0, 0, 120)


def export_workbook(
    analysis: Analysis,
    path: Path | str,
    language: str = "en",
    extra_sheets: Sequence[SheetWriter] = (),
) -> None:
    """Write the workbook to ``path`` atomically.

    Raises ``WriteError`` with a message naming the file when it cannot be written (a
    missing folder, no permission, the file open in Excel on Windows); any existing file
    at ``path`` is then left as it was.
    """
    data = build_workbook(analysis, language, extra_sheets)
    try:
        atomic_write_bytes(Path(path), data)
    except WriteError as exc:
        if isinstance(exc.__cause__, PermissionError):
            raise exc.while_open("workbook") from exc
        raise
