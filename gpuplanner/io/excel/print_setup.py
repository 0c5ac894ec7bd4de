"""How every sheet of the workbook prints: A4 landscape, one page wide, readable type.

Applied to each sheet once its writer is done (``apply``, called by the exporter):
- page: A4 landscape, fit to one page wide and as many tall as needed, narrow margins, the
  plan title in the header, the sheet name and "page N of M" in the footer;
- rows: a row holding wrapped text (notes, headers, long platform names) is made tall enough
  for its lines. Neither LibreOffice nor a merged cell in Excel grows a row on opening a file,
  so without this a long header or note is cut off or runs into the row below;
- print area: the used cells and the charts, nothing more, so no page is blank: a sheet
  writer that sets its own area (the Sweep's rows that carry figures) keeps its rows.

Widths are XlsxWriter's pixels (``int(chars × 7 + 0.5) + 5`` for the default Calibri 11,
XlsxWriter docs "Worksheet: set_column()"); a row is 15 points per line of Calibri 11.
"""

from __future__ import annotations

import math
import re

from xlsxwriter.utility import xl_cell_to_rowcol
from xlsxwriter.worksheet import Worksheet

from gpuplanner.io.terminal import display_width

A4 = 9  # Excel's paper code
DIGIT_PX, PADDING_PX = 7, 5  # Calibri 11: the "0" is 7 px; a column adds 5 px of padding
ROW_PX = 20  # XlsxWriter's default row (15 pt)
LINE_PT = 15.0  # one line of Calibri 11
WIDE_LINE_PT = 16.5  # a line of Chinese: the fallback CJK font sits taller than Calibri
TEXT_CHAR = 0.9  # a letter's mean width, in digits, for bold Calibri text (errs on the wide side)
WRAP_LINES = 3  # wrapped text asks for a width that holds it in about this many lines
HEADER_TITLE_CHARS = 120  # Excel allows 255 characters in a header, "&" doubled included
# Break opportunities: spaces, and between any two CJK characters.
_UNBREAKABLE = re.compile(r"[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\S")


def wrap_width(text: str) -> float:
    """The width (characters) wrapped text asks of its column: about a third of its length,
    never narrower than its longest unbreakable word."""
    words = _UNBREAKABLE.findall(text)
    longest = max((display_width(w) for w in words), default=0)
    longest_line = max((display_width(line) for line in text.splitlines()), default=0)
    return float(max(longest, math.ceil(longest_line / WRAP_LINES)))


def lines_needed(text: str, width_px: float) -> int:
    """Lines ``text`` takes wrapped in ``width_px``: greedy word wrap, a character taken as
    ``TEXT_CHAR`` of a digit's width (bold Calibri's mean letter; plain text is narrower)."""
    capacity = max(1.0, (width_px - PADDING_PX - 2) / (DIGIT_PX * TEXT_CHAR))
    total = 0
    for paragraph in text.splitlines() or [""]:
        used, lines = 0.0, 1
        for word in _UNBREAKABLE.findall(paragraph):
            size = display_width(word) * (1.05 if display_width(word) > len(word) else 1.0)
            gap = 1.0 if used and not _is_wide(word) else 0.0
            if used + gap + size <= capacity:
                used += gap + size
                continue
            if used:
                lines += 1  # the word starts a new line
            spill = math.ceil(size / capacity) - 1  # lines a word wider than the cell fills
            lines += spill
            used = size - spill * capacity
        total += lines
    return total


def _is_wide(word: str) -> bool:
    return display_width(word) > len(word)


def column_px(ws: Worksheet, col: int) -> int:
    info = ws.col_info.get(col)
    if info is None or info.width is None:
        return ws.default_col_width
    return 0 if info.hidden else int(info.width)


def apply(ws: Worksheet, title: str, footer: str, one_page: bool = False) -> None:
    """Print setup of one finished sheet (its column widths already set): ``title`` in the
    header, ``footer`` in the footer; ``one_page`` keeps it on a single page (the Memory
    sheet: a short table and its 440 px chart, never split)."""
    _fit_rows(ws)
    ws.set_landscape()
    ws.set_paper(A4)
    ws.fit_to_pages(1, 1 if one_page else 0)  # one page wide, as many tall as needed
    ws.set_margins(left=0.4, right=0.4, top=0.6, bottom=0.6)
    ws.set_header("&L" + _header_text(title))
    ws.set_footer(footer)
    _print_area(ws)


def _header_text(title: str) -> str:
    """The title on one line, short enough for Excel's header; its "&" (which starts a code
    in Excel's header language, "&[Path]", "&P") is written "&&", so it prints as typed."""
    return " ".join(title.split())[:HEADER_TITLE_CHARS].replace("&", "&&")


def _fit_rows(ws: Worksheet) -> None:
    """Each row with wrapped text as tall as its tallest cell needs (never lower than set)."""
    spans = {(m[0], m[1]): m for m in ws.merge if m[0] == m[2]}
    needed: dict[int, float] = {}
    for (row, col), text in ws.wrapped.items():
        last = spans.get((row, col), (row, col, row, col))[3]
        width = sum(column_px(ws, c) for c in range(col, last + 1))
        per_line = WIDE_LINE_PT if any(_is_wide(ch) for ch in text) else LINE_PT
        needed[row] = max(needed.get(row, 0.0), lines_needed(text, width) * per_line + 3)
    for row, points in needed.items():
        info = ws.row_info.get(row)
        current = info.height * 0.75 if info is not None and info.height else LINE_PT
        if points > current + 0.5:
            ws.set_row(row, points, info.row_format if info is not None else None)


def _print_area(ws: Worksheet) -> None:
    """The used cells and every chart: no blank column or page past them."""
    if ws.dim_rowmax is None or ws.dim_colmax is None:
        return
    last_row, last_col = ws.dim_rowmax, ws.dim_colmax
    if ws.print_area_range:  # the writer chose (the Sweep: rows with figures, not helpers)
        corner = ws.print_area_range.split(":")[-1].replace("$", "")
        last_row, last_col = xl_cell_to_rowcol(corner)
    for row, col, chart, x_offset, y_offset, x_scale, y_scale, *_ in ws.charts:
        end_col, left = col, chart.width * x_scale + x_offset
        while left > 0:
            left -= column_px(ws, end_col)
            end_col += 1
        end_row, left = row, chart.height * y_scale + y_offset
        while left > 0:
            info = ws.row_info.get(end_row)
            left -= info.height if info is not None and info.height else ROW_PX
            end_row += 1
        last_col, last_row = max(last_col, end_col - 1), max(last_row, end_row - 1)
    ws.print_area(0, 0, last_row, last_col)


def number_width(value: float, num_format: object) -> float:
    """Characters ``value`` shows in ``num_format`` (``"¥"#,##0.00``, ``0.0%`` …): what its
    column needs instead of a fixed guess, so money columns stay as narrow as their figures."""
    spec = num_format if isinstance(num_format, str) else "General"
    if spec in ("General", "@"):
        return float(len(f"{value:,.6g}"))
    places = re.search(r"\.([0#]+)", spec)
    decimals = len(places.group(1)) if places else 0
    shown = abs(value) * (100 if "%" in spec else 1)
    digits = f"{shown:,.{decimals}f}" if "," in spec else f"{shown:.{decimals}f}"
    if "E" in spec:
        digits = f"{shown:.{decimals}E}"
    literal = sum(display_width(part) for part in re.findall(r'"([^"]*)"', spec))
    return float(len(digits) + literal + ("%" in spec) + (value < 0))
