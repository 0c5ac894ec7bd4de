"""What every sheet writer shares: the workbook, the plan and its result, labels, formats,
the defined names written so far, and safe cell writers.

User text always goes through ``text()`` (``write_string``), so a platform named
``=HYPERLINK(...)`` is stored as a string, never as a formula.
"""

from __future__ import annotations

import datetime as dt
import math
from typing import cast

from xlsxwriter.format import Format
from xlsxwriter.utility import xl_rowcol_to_cell
from xlsxwriter.workbook import Workbook
from xlsxwriter.worksheet import Worksheet

from gpuplanner.core.analysis import Analysis
from gpuplanner.core.uncertainty import PlanUncertainty
from gpuplanner.io.excel.expr import Expr, ref
from gpuplanner.io.excel.formats import Formats
from gpuplanner.io.excel.labels import Labels
from gpuplanner.io.excel.limits import LimitedWorksheet
from gpuplanner.io.excel.print_setup import number_width, wrap_width
from gpuplanner.io.terminal import display_width

MAX_COLUMN_WIDTH = 48  # characters; longer text wraps
MIN_COLUMN_WIDTH = 6


def platform_prefix(index: int) -> str:
    """Defined-name prefix of the platform at ``index`` in the plan: p1, p2 …"""
    return f"p{index + 1}"


def _shown(value: float | None, fmt: Format | None) -> float:
    """Characters a figure shows (a blank or unknown one: a short number's width)."""
    if not finite(value):
        return MIN_COLUMN_WIDTH
    return max(MIN_COLUMN_WIDTH, number_width(float(cast(float, value)), fmt and fmt.num_format))


def finite(value: float | None) -> bool:
    return value is not None and not (isinstance(value, float) and not math.isfinite(value))


class ExportContext:
    """Shared state while one workbook is written."""

    def __init__(self, workbook: Workbook, analysis: Analysis, language: str):
        self.workbook = workbook
        self.analysis = analysis  # its fleet result feeds the Fleet sheet
        self.plan = analysis.plan
        self.result = analysis.result
        self.t = Labels(language)
        self.f = Formats(workbook, self.plan.currency, (self.t("yes"), self.t("no")))
        self.values: dict[str, float] = {}  # defined name → the value written there
        self.sheets: dict[str, Worksheet] = {}
        self._widths: dict[tuple[str, int], float] = {}
        self.export_notes: list[str] = []  # what the workbook left out, for "Export notes"

    @property
    def uncertainty(self) -> PlanUncertainty:
        """The Monte Carlo percentiles of the Summary (run once per analysis)."""
        return self.analysis.uncertainty

    @property
    def transfer_held(self) -> bool:
        """Whether some platform holds its GPUs while data moves (core/transfer.py): then
        its hours held, expected include that time and the clean hours do not, and the
        labels of those rows say so (the ``*_moved`` wordings)."""
        return any(
            r.transfers is not None and r.transfers.held_hours > 0 for r in self.result.platforms
        )

    def held_label(self, key: str) -> str:
        """``key``, or its ``_moved`` wording when data transfer holds some platform's GPUs."""
        return f"{key}_moved" if self.transfer_held else key

    # Sheets -------------------------------------------------------------------------------
    def add_sheet(self, key: str) -> Worksheet:
        # Text past Excel's cell limit is shortened visibly and listed (excel/limits.py).
        sheet = self.workbook.add_worksheet(self.t.sheet(key), LimitedWorksheet)
        sheet.marker = lambda length: self.t("limits.marker", length=length)
        self.sheets[key] = sheet
        return sheet

    # Cells --------------------------------------------------------------------------------
    def text(
        self,
        ws: Worksheet,
        row: int,
        col: int,
        value: str,
        fmt: Format | None = None,
        fit: bool = True,
    ) -> None:
        """Any text, user-typed or not: always a string cell, never a formula.

        ``fit=False`` lets a long line overflow into the empty cells to its right instead
        of widening its column.
        """
        wide = display_width(max(value.splitlines() or [""], key=len))
        if fit and wide > MAX_COLUMN_WIDTH and (fmt is None or not fmt.text_wrap):
            fmt = self.f.wrapping(fmt)  # too long for any column: it wraps
        ws.write_string(row, col, value, fmt)
        if fit and fmt is not None and fmt.text_wrap:  # wraps: a narrower column, a taller row
            self._track(ws, col, wrap_width(value))
        elif fit:
            self._track(ws, col, wide)

    def number(
        self, ws: Worksheet, row: int, col: int, value: float | None, fmt: Format | None = None
    ) -> None:
        """A number, or a blank (formatted) cell when the figure does not exist."""
        if not finite(value):
            ws.write_blank(row, col, None, fmt)
            return
        ws.write_number(row, col, float(cast(float, value)), fmt)
        self._track(ws, col, _shown(value, fmt))

    def value(
        self, ws: Worksheet, row: int, col: int, value: object, fmt: Format | None = None
    ) -> None:
        """Write a plan value by its type: bool, number, date, text or blank."""
        if isinstance(value, bool):
            ws.write_boolean(row, col, value, fmt)
        elif isinstance(value, int | float):
            self.number(ws, row, col, value, fmt)
        elif isinstance(value, dt.date):
            ws.write_datetime(row, col, dt.datetime(value.year, value.month, value.day), fmt)
            self._track(ws, col, 11)
        elif value is None:
            ws.write_blank(row, col, None, fmt)
        else:
            self.text(ws, row, col, str(value), fmt)

    def formula(
        self,
        ws: Worksheet,
        row: int,
        col: int,
        expr: Expr,
        fmt: Format | None = None,
        cached: float | None = None,
        blank: str = "",
    ) -> Expr:
        """Write ``expr`` with its value cached (``blank`` when it is no number); return a
        reference to the cell."""
        value = expr.value if cached is None else cached
        ws.write_formula(row, col, expr.formula, fmt, value if finite(value) else blank)
        self._track(ws, col, _shown(value, fmt))
        return ref(xl_rowcol_to_cell(row, col), value)

    # Names --------------------------------------------------------------------------------
    def define(self, name: str, ws: Worksheet, row: int, col: int, value: float) -> Expr:
        """A workbook-level name for one cell, so formulas read ``p2_price_per_gpu_hour``."""
        cell = xl_rowcol_to_cell(row, col, row_abs=True, col_abs=True)
        self.workbook.define_name(name, f"='{ws.name}'!{cell}")
        self.values[name] = float(value) if finite(value) else math.nan
        return ref(name, self.values[name])

    def ref(self, name: str) -> Expr:
        return ref(name, self.values[name])

    # Layout -------------------------------------------------------------------------------
    def width(self, ws: Worksheet, col: int, chars: float) -> None:
        """Ask for at least ``chars`` characters of width in a column."""
        self._track(ws, col, chars)

    def _track(self, ws: Worksheet, col: int, chars: float) -> None:
        key = (ws.name, col)
        self._widths[key] = max(self._widths.get(key, 0.0), chars)

    def finish(self, ws: Worksheet, header_rows: int, freeze_cols: int = 0) -> None:
        """Column widths, frozen headers and the header rows repeated on every printed page."""
        for (sheet, col), chars in self._widths.items():
            if sheet == ws.name:
                width = min(MAX_COLUMN_WIDTH, max(MIN_COLUMN_WIDTH, chars + 2))
                ws.set_column(col, col, width)
        ws.freeze_panes(header_rows, freeze_cols)
        if header_rows:  # the rest of the print setup: print_setup.apply, once all is written
            ws.repeat_rows(0, header_rows - 1)
