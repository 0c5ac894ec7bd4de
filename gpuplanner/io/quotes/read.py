"""Read a quote file (.xlsx or .csv) into a header and bounded rows of plain cell values.

Nothing in the file runs: a workbook is opened read-only with its formulas' *saved* results
(openpyxl ``data_only=True``), never evaluated; a formula without a saved result becomes a
``Formula`` marker the validator refuses. Size, parts, shared strings, cell formats and cells
are bounded before openpyxl reads anything (io/quotes/package.py), and a DTD in any part is
refused; the sheet's ``<dimension>`` is never trusted (the sheet is read to its real end, and
at most ``MAX_SCANNED_ROWS`` rows of it). A cell is kept as the vendor sees it: a number shown
as a percent is a ``Percent`` (10 % is 0.1 stored, shown "10%"), a date serial beyond the
calendar a ``BadDate`` (never openpyxl's "#VALUE!"). Every way a file can be of the wrong kind
has its own message.
"""

from __future__ import annotations

import csv
import io
import re
import warnings
import zipfile
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from gpuplanner.io import messages
from gpuplanner.io.quotes.header_units import currency_of
from gpuplanner.io.quotes.hidden import Layout, sheet_layout
from gpuplanner.io.quotes.package import MAX_ROWS, MAX_SCANNED_ROWS, check_package
from gpuplanner.io.quotes.words import Cancelled, QuoteFileError, QuoteProblem, shown
from gpuplanner.io.safe_read import NotRegularFile, TooLarge, read_regular

# progress(done, total): rows read so far (total 0 while the end is unknown); it may raise
# Cancelled to stop the import.
Progress = Callable[[int, int], None]
_EVERY = 50  # rows between two progress calls

MAX_FILE_BYTES = 10 * 1024 * 1024
MAX_COLUMNS = 160  # the template has 148; a wider sheet is not a quote
MAX_CSV_DELIMITERS = 16_000  # per line: 160 columns + 4 notes × 2,000 + 20 names × 200, rounded up
_CFB_MAGIC = bytes.fromhex("D0CF11E0A1B11AE1")  # OLE compound file: .xls or encrypted OOXML
_ENCRYPTED_STREAM = "EncryptionInfo".encode("utf-16-le")
SHEET_NAMES = ("quotes", "报价")
# OOXML escapes a character XML cannot hold as _xHHHH_ (ECMA-376 Part 1, §22.9.2.19 ST_Xstring);
# Excel shows the character, so the checks must see it too (openpyxl leaves the escape).
_ESCAPE = re.compile(r"_x([0-9A-Fa-f]{4})_")
# A number format's literal parts: "…" quoted text, \x one escaped character, [Red] or [$¥-804]
# brackets. A % outside them shows the value × 100 (ECMA-376 Part 1, §18.8.31 numFmts).
_FORMAT_LITERAL = re.compile(r'"[^"]*"|\\.|\[[^\]]*\]')
# Byte-order marks: UTF-32 before UTF-16 (FF FE 00 00 starts with the UTF-16 LE mark).
_BOMS = (
    (b"\xff\xfe\x00\x00", "utf-32"),
    (b"\x00\x00\xfe\xff", "utf-32"),
    (b"\xff\xfe", "utf-16"),
    (b"\xfe\xff", "utf-16"),
)


@dataclass(frozen=True)
class Formula:
    """A formula cell whose result the file does not hold (it is never evaluated here)."""

    text: str


class Percent(float):
    """A number the cell shows as a percent: the stored share (0.1 for "10%")."""


class Priced(float):
    """A number the cell shows with a currency sign (a "$"#,##0.00 or ¥#,##0 format): the
    figure, and the currency the vendor sees beside it (checked against the row's)."""

    currency: str = ""


@dataclass(frozen=True)
class BadDate:
    """A cell formatted as a date whose serial number lies outside the calendar."""


@dataclass(frozen=True)
class Table:
    header: tuple[Any, ...]
    rows: tuple[tuple[int, tuple[Any, ...]], ...]  # (spreadsheet row number, cells)
    notes: tuple[QuoteProblem, ...] = ()  # what the reader left out (hidden sheets)
    header_row: int = 1  # the spreadsheet row the header is on (blank rows above it skipped)
    # A workbook of several sheets: the one read and the others, to name where no header is.
    sheet: str = ""
    other_sheets: str = ""
    # The titles above the header and the notes below the table, with their rows: what they
    # say of every price (金额单位：万元, 以上价格均含税) is checked (header_units.statement).
    statements: tuple[tuple[int, str], ...] = ()
    # The header row's cells merged across columns, (first, last) 0-based: a group's extent
    # where a vendor writes the header on two rows (io/quotes/subheader.py).
    header_spans: tuple[tuple[int, int], ...] = ()
    # The title row right above the header where none of its cells is in the first column:
    # groups written over the columns they concern (| | | 包年价格（元/卡/年）), not a title.
    above: tuple[Any, ...] = ()


def _fail(code: str, **params: Any) -> QuoteFileError:
    return QuoteFileError(QuoteProblem(None, None, code, params))


def read_table(path: Path, progress: Progress | None = None) -> Table:
    """The file's header row and up to ``MAX_ROWS`` non-blank rows; ``QuoteFileError`` if the
    file is not a readable quote file."""
    try:
        # A FIFO, a device or /dev/zero (whose st_size is 0) is refused, never read; at most
        # MAX_FILE_BYTES + 1 bytes are read from anything (io/safe_read.py).
        raw = read_regular(path, MAX_FILE_BYTES)
    except TooLarge as exc:
        too_big = _fail("too_big", size_mb=exc.size / 1e6, limit_mb=MAX_FILE_BYTES // 1_000_000)
        raise too_big from None
    except NotRegularFile as exc:
        raise _fail("not_regular", kind=exc.kind) from None
    except IsADirectoryError:
        raise _fail("is_folder") from None
    except OSError as exc:
        raise _fail("not_found", detail=messages.os_reason(exc)) from None
    head = raw[:8]
    if head == _CFB_MAGIC:
        raise _fail("encrypted" if _ENCRYPTED_STREAM in raw else "old_xls")
    if head.startswith(b"PK\x03\x04"):
        return _read_xlsx(raw, progress)
    if not raw.strip():
        raise _fail("empty_file")
    # A web system's "Excel export" is often an HTML table saved as .xls: not a CSV.
    start = raw[:512].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if start.startswith((b"<!doctype html", b"<html", b"<table")):
        raise _fail("html_file")
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        raise _fail("not_xlsx")
    return _read_csv(raw, progress)


def _bounded(
    rows: Iterable[tuple[int, tuple[Any, ...]]], progress: Progress | None = None
) -> Table:
    """Header = the first non-blank row; then non-blank rows, at most MAX_ROWS."""
    header: tuple[Any, ...] | None = None
    header_row = 1
    titles: list[tuple[int, str]] = []  # rows of one or two cells above the header
    last_title: tuple[int, tuple[Any, ...]] = (0, ())
    notes_below: list[tuple[int, str]] = []  # one-cell rows below it that start as a note does
    out: list[tuple[int, tuple[Any, ...]]] = []
    for number, cells in rows:
        if progress is not None and number % _EVERY == 0:
            progress(number, 0)
        if number > MAX_SCANNED_ROWS + 1:
            if len(out) < MAX_ROWS:  # blank rows, not offers: the sheet runs on past them
                raise _fail("too_many_blank_rows", limit=MAX_SCANNED_ROWS)
            raise _fail("too_many_rows", limit=MAX_ROWS)
        if all(c is None or (isinstance(c, str) and not c.strip()) for c in cells):
            continue
        filled = [c for c in cells if _filled(c)]
        if header is None and len(filled) <= 2 and len(titles) < 10:
            # a header names three columns at least: this is the sheet's title, its date
            titles.append((number, " ".join(str(c) for c in filled)))
            last_title = (number, cells[:MAX_COLUMNS])
            continue
        if header is not None and len(filled) == 1 and _footnote(filled[0]):
            notes_below.append((number, str(filled[0]).strip()))  # 注：以上价格均含税
            continue
        if header is None:
            if len(cells) > MAX_COLUMNS and any(c is not None for c in cells[MAX_COLUMNS:]):
                raise _fail("too_many_columns", limit=MAX_COLUMNS)
            header, header_row = cells[:MAX_COLUMNS], number
            continue
        if len(out) == MAX_ROWS:
            raise _fail("too_many_rows", limit=MAX_ROWS)
        out.append((number, cells[:MAX_COLUMNS]))
    if header is None:
        raise _fail("no_header")
    notes: tuple[QuoteProblem, ...] = ()
    if titles:
        rows_text = ", ".join(str(n) for n, _ in titles)
        notes += (QuoteProblem(None, None, "title_rows", {"rows": rows_text}),)
    if notes_below:
        rows_text = ", ".join(str(n) for n, _ in notes_below)
        notes += (QuoteProblem(None, None, "footnote_rows", {"rows": rows_text}),)
    said = tuple(titles + notes_below)
    number, cells = last_title
    above = cells if number == header_row - 1 and cells and not _filled(cells[0]) else ()
    return Table(header, tuple(out), notes, header_row, statements=said, above=above)


# How a note below a price table starts: 注：…, 备注：…, 说明：…, * …, ※ …, 以上价格…
_NOTE_START = ("注", "备注", "说明", "以上", "以下", "note", "*", "※", "#")


def _footnote(cell: Any) -> bool:
    return isinstance(cell, str) and cell.strip().lower().startswith(_NOTE_START)


def _names(names: list[str]) -> str:
    return ", ".join(shown(n) for n in names[:10]) + (" …" if len(names) > 10 else "")


def _filled(cell: Any) -> bool:
    return cell is not None and not (isinstance(cell, str) and not cell.strip())


def _read_xlsx(raw: bytes, progress: Progress | None = None) -> Table:
    try:
        with zipfile.ZipFile(io.BytesIO(raw)) as z:
            names = set(z.namelist())
            if "xl/workbook.xml" not in names:
                opendocument = "mimetype" in names and z.read("mimetype").startswith(
                    b"application/vnd.oasis.opendocument"
                )
                raise _fail("ods_file" if opendocument else "not_xlsx")
            package = check_package(z)
    except QuoteFileError:
        raise
    except (zipfile.BadZipFile, OSError, EOFError, RuntimeError, NotImplementedError) as exc:
        raise _fail("unreadable", detail=str(exc) or type(exc).__name__) from None
    except zlib.error as exc:
        raise _fail("unreadable", detail=str(exc)) from None
    import openpyxl  # off the start-up path

    # openpyxl warns on stderr about parts it drops (extensions, no default style, a date out
    # of range): none of it is the user's business, and what matters is checked here.
    warnings.filterwarnings("ignore", category=UserWarning, module=r"openpyxl(\.|$)")
    books: list[Any] = []
    try:
        values = openpyxl.load_workbook(
            io.BytesIO(raw), read_only=True, data_only=True, keep_links=False
        )
        books.append(values)
        title, notes = _sheet(values)
        formulas = None
        if package.formula_parts:
            formulas = openpyxl.load_workbook(
                io.BytesIO(raw), read_only=True, data_only=False, keep_links=False
            )
            books.append(formulas)
        rows = _xlsx_rows(values[title], formulas[title] if formulas else None)
        others = [n for n in values.sheetnames if n != title]
        layout = sheet_layout(raw, title)
        shown_rows = _ShownRows(rows, layout)
        try:
            table = _bounded(shown_rows, progress)
        except QuoteFileError as exc:
            if exc.problem.code != "no_header" or len(values.sheetnames) < 2:
                raise
            # which sheet was read, with the others: the quote may be on one of them
            raise _fail("no_header_sheet", sheet=shown(title), others=_names(others)) from None
        notes += table.notes + shown_rows.notes()
        several = len(values.sheetnames) > 1
        sheet, listed = (shown(title), _names(others)) if several else ("", "")
        spans = tuple(
            (left - 1, right - 1)
            for top, left, _, right in layout.merged
            if top == table.header_row and right > left
        )
        return replace(table, notes=notes, sheet=sheet, other_sheets=listed, header_spans=spans)
    except (QuoteFileError, Cancelled):
        raise
    except Exception as exc:  # openpyxl's own errors on a damaged part are of any type
        raise _fail("unreadable", detail=f"{type(exc).__name__}: {exc}"[:200]) from None
    finally:
        for book in books:
            book.close()


class _ShownRows:
    """The rows the sheet shows: hidden rows left out, hidden columns' cells blank; what held
    something is named in the notes (hidden.py)."""

    def __init__(self, rows: Iterator[tuple[int, tuple[Any, ...]]], layout: Layout) -> None:
        self._rows = rows
        self._hidden_rows = layout.hidden_rows
        self._hidden_columns = layout.hidden_columns
        # merged down several rows: (first row, column) → its last row, filled from the first
        self._down = {(t, c): b for t, c, b, _ in layout.merged if b > t}
        self._filling: dict[int, tuple[int, Any]] = {}  # column → (last row, value)
        self.rows_left: list[int] = []
        self.columns_left: set[int] = set()
        self.merged_read: list[str] = []  # the ranges read into every row they cover

    def _merge(self, number: int, cells: tuple[Any, ...]) -> tuple[Any, ...]:
        """A cell merged down a block reads as the block's first cell in every row of it."""
        kept = list(cells)
        for k, value in enumerate(kept):
            last = self._down.get((number, k + 1))
            if last is not None and value is not None:
                self._filling[k + 1] = (last, value)
                self.merged_read.append(
                    f"{column_letter(k + 1)}{number}:{column_letter(k + 1)}{last}"
                )
        for column, (last, value) in list(self._filling.items()):
            if number > last:
                del self._filling[column]
                continue
            while len(kept) < column:
                kept.append(None)
            if kept[column - 1] is None:
                kept[column - 1] = value
        return tuple(kept)

    def __iter__(self) -> Iterator[tuple[int, tuple[Any, ...]]]:
        for number, cells in self._rows:
            if self._down or self._filling:
                cells = self._merge(number, cells)
            filled = any(
                c is not None and not (isinstance(c, str) and not c.strip()) for c in cells
            )
            if number in self._hidden_rows:
                if filled:
                    self.rows_left.append(number)
                continue
            if self._hidden_columns:
                kept = list(cells)
                for k in range(len(kept)):
                    if k + 1 in self._hidden_columns and kept[k] is not None:
                        self.columns_left.add(k + 1)
                        kept[k] = None
                cells = tuple(kept)
            yield number, cells

    def notes(self) -> tuple[QuoteProblem, ...]:
        out = []
        if self.rows_left:
            shown_rows = ", ".join(str(n) for n in self.rows_left[:20])
            more = " …" if len(self.rows_left) > 20 else ""
            out.append(QuoteProblem(None, None, "hidden_rows", {"rows": shown_rows + more}))
        if self.columns_left:
            letters = ", ".join(column_letter(k) for k in sorted(self.columns_left))
            out.append(QuoteProblem(None, None, "hidden_columns", {"columns": letters}))
        if self.merged_read:
            ranges = ", ".join(self.merged_read[:10]) + (" …" if len(self.merged_read) > 10 else "")
            out.append(QuoteProblem(None, None, "merged_cells", {"ranges": ranges}))
        return tuple(out)


def column_letter(column: int) -> str:
    """1 → A, 27 → AA (the spreadsheet's column names)."""
    name = ""
    while column:
        column, rest = divmod(column - 1, 26)
        name = chr(65 + rest) + name
    return name


def _sheet(book: Any) -> tuple[str, tuple[QuoteProblem, ...]]:
    """The visible sheet named Quotes (or 报价), else one whose name says quote (报价单,
    Quotation), else the first visible one; hidden sheets and the other visible ones are
    never read, only named in a note."""
    visible = [ws.title for ws in book.worksheets if ws.sheet_state == "visible"]
    hidden = [ws.title for ws in book.worksheets if ws.sheet_state != "visible"]
    notes: tuple[QuoteProblem, ...] = ()
    if hidden:
        names = ", ".join(shown(n) for n in hidden[:10]) + (" …" if len(hidden) > 10 else "")
        notes = (QuoteProblem(None, None, "hidden_sheets", {"names": names}),)
    if not visible:
        raise _fail("no_visible_sheet")
    named = (n for n in visible if n.strip().lower() in SHEET_NAMES)
    # else a vendor's name for it: 报价单, 报价表, GPU Quotes, Quotation
    like = (n for n in visible if any(w in n.lower() for w in ("报价", "quot")))
    chosen = next(named, None) or next(like, None) or visible[0]
    # The template's own Read me (either language) holds no offers.
    readme = {messages.text("quote_template.sheet.readme", lang) for lang in messages.LANGUAGES}
    others = [n for n in visible if n != chosen and n.strip() not in readme]
    if others:
        names = ", ".join(shown(n) for n in others[:10]) + (" …" if len(others) > 10 else "")
        notes += (
            QuoteProblem(None, None, "other_sheets", {"read": shown(chosen), "names": names}),
        )
    return chosen, notes


def _xlsx_rows(values: Any, formulas: Any) -> Iterator[tuple[int, tuple[Any, ...]]]:
    """Every row to the sheet's real end: the ``<dimension>`` a file states is forgotten
    first (openpyxl would stop at it, losing the rows past it)."""
    values.reset_dimensions()
    found = iter(())
    if formulas is not None:
        formulas.reset_dimensions()
        found = formulas.iter_rows(max_col=MAX_COLUMNS + 1)
    for number, cells in enumerate(values.iter_rows(max_col=MAX_COLUMNS + 1), start=1):
        raw = next(found, ())
        row = [_cell(cell, raw[k] if k < len(raw) else None) for k, cell in enumerate(cells)]
        yield number, tuple(row)


def _cell(cell: Any, formula: Any) -> Any:
    value = cell.value
    if value is None:
        if formula is not None and formula.data_type == "f":
            return Formula(str(formula.value))
        return None
    if isinstance(value, str):
        if cell.data_type == "e" and value == "#VALUE!" and _date_format(cell):
            return BadDate()  # openpyxl's stand-in for a date serial it cannot convert
        return _ESCAPE.sub(lambda m: chr(int(m[1], 16)), value)
    if isinstance(value, int | float) and not isinstance(value, bool) and _percent(cell):
        return Percent(value)
    if isinstance(value, int | float) and not isinstance(value, bool):
        shown_in = _format_currency(cell)
        if shown_in:
            priced = Priced(value)
            priced.currency = shown_in
            return priced
    return value


def _format_currency(cell: Any) -> str:
    """The currency a number format shows beside the figure ("$"#,##0.00 → USD), or ""."""
    fmt = _number_format(cell)
    if fmt == "General":
        return ""
    if "[$¥-411]" in fmt or "[$￥-411]" in fmt:  # Japanese yen
        return "JPY"
    return currency_of(fmt) or ""


def _number_format(cell: Any) -> str:
    try:
        return str(cell.number_format or "General")
    except (IndexError, KeyError, AttributeError):  # a style index the file does not define
        return "General"


def _percent(cell: Any) -> bool:
    return "%" in _FORMAT_LITERAL.sub("", _number_format(cell))


def _date_format(cell: Any) -> bool:
    from openpyxl.styles.numbers import is_date_format

    return bool(is_date_format(_number_format(cell)))


def _decode(raw: bytes) -> str:
    """CSV text: a byte-order mark decides (UTF-8, UTF-16, UTF-32); UTF-16 without one is
    told by its zero bytes; otherwise UTF-8, then GB18030 (Excel and WPS in Chinese save
    "CSV" in the system code page)."""
    for mark, codec in _BOMS:
        if raw.startswith(mark):
            return _strict(raw, codec)
    if len(raw) >= 2 and raw[1] == 0 and raw[0] != 0 and raw[3:4] == b"\x00":
        return _strict(raw, "utf-16-le")
    if len(raw) >= 2 and raw[0] == 0 and raw[1] != 0 and raw[2:3] == b"\x00":
        return _strict(raw, "utf-16-be")
    if b"\x00" in raw:
        raise _fail("not_text")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return _strict(raw, "gb18030")


def _strict(raw: bytes, codec: str) -> str:
    try:
        text = raw.decode(codec)
    except UnicodeDecodeError as exc:
        raise _fail("bad_encoding", offset=exc.start) from None
    if "\x00" in text:
        raise _fail("not_text")
    return text.removeprefix("\ufeff")


def _read_csv(raw: bytes, progress: Progress | None = None) -> Table:
    text = _decode(raw)
    first = text.split("\n", 1)[0]
    delimiter = max((",", ";", "\t"), key=first.count)
    # Python's csv builds every field of a record before we see it: a line of 10 M commas took
    # 7 s and 277 MB. No quote row comes near this many delimiters on one line, even with
    # every note (2,000 characters) and name (200) full of them.
    widest = max(line.count(delimiter) for line in text.split("\n"))
    if widest > MAX_CSV_DELIMITERS:
        raise _fail("too_many_columns", limit=MAX_COLUMNS)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)

    def rows() -> Iterator[tuple[int, tuple[Any, ...]]]:
        try:
            for number, cells in enumerate(reader, start=1):
                yield number, tuple(c if c.strip() else None for c in cells)
        except csv.Error as exc:
            line = reader.line_num
            if "field limit" in str(exc):
                raise _fail("csv_field_too_long", line=line, limit=csv.field_size_limit()) from None
            raise _fail("csv_unreadable", line=line, detail=str(exc)) from None

    return _bounded(rows(), progress)
