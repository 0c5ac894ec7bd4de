"""Read a quote file (.xlsx or .csv) into a header and bounded rows of plain cell values.

Nothing in the file runs: a workbook is opened read-only with its formulas' *saved* results
(openpyxl ``data_only=True``), never evaluated; a formula without a saved result becomes a
``Formula`` marker the validator refuses. Size, rows and columns are bounded before anything
is parsed, and every way a file can be of the wrong kind has its own message.
"""

from __future__ import annotations

import csv
import io
import re
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gpuplanner.io.quotes.words import QuoteProblem
from gpuplanner.io.safe_read import NotRegularFile, TooLarge, read_regular

MAX_FILE_BYTES = 10 * 1024 * 1024
MAX_UNZIPPED_BYTES = 200 * 1024 * 1024  # a workbook that inflates beyond this is not a quote
MAX_ROWS = 1_000  # offers and fee lines per import (AWS's calculator takes 1,000 per upload)
MAX_SCANNED_ROWS = 20 * MAX_ROWS  # blank rows included: a sheet formatted to row 1,048,576
MAX_COLUMNS = 160  # the template has 106; a wider sheet is not a quote
_CFB_MAGIC = bytes.fromhex("D0CF11E0A1B11AE1")  # OLE compound file: .xls or encrypted OOXML
_ENCRYPTED_STREAM = "EncryptionInfo".encode("utf-16-le")
SHEET_NAMES = ("quotes", "报价")
# OOXML escapes a character XML cannot hold as _xHHHH_ (ECMA-376 Part 1, §22.9.2.19 ST_Xstring);
# Excel shows the character, so the checks must see it too (openpyxl leaves the escape).
_ESCAPE = re.compile(r"_x([0-9A-Fa-f]{4})_")


class QuoteFileError(ValueError):
    """The file cannot be read as quotes at all."""

    def __init__(self, problem: QuoteProblem) -> None:
        super().__init__(str(problem))
        self.problem = problem


@dataclass(frozen=True)
class Formula:
    """A formula cell whose result the file does not hold (it is never evaluated here)."""

    text: str


@dataclass(frozen=True)
class Table:
    header: tuple[Any, ...]
    rows: tuple[tuple[int, tuple[Any, ...]], ...]  # (spreadsheet row number, cells)


def _fail(code: str, **params: Any) -> QuoteFileError:
    return QuoteFileError(QuoteProblem(None, None, code, params))


def read_table(path: Path) -> Table:
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
        raise _fail("not_found", detail=exc.strerror or type(exc).__name__) from None
    head = raw[:8]
    if head == _CFB_MAGIC:
        raise _fail("encrypted" if _ENCRYPTED_STREAM in raw else "old_xls")
    if head.startswith(b"PK\x03\x04"):
        return _read_xlsx(raw)
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        raise _fail("not_xlsx")
    return _read_csv(raw)


def _bounded(rows: Iterator[tuple[int, tuple[Any, ...]]]) -> Table:
    """Header = the first non-blank row; then non-blank rows, at most MAX_ROWS."""
    header: tuple[Any, ...] | None = None
    out: list[tuple[int, tuple[Any, ...]]] = []
    for number, cells in rows:
        if number > MAX_SCANNED_ROWS + 1:
            raise _fail("too_many_rows", limit=MAX_ROWS)
        if all(c is None or (isinstance(c, str) and not c.strip()) for c in cells):
            continue
        if header is None:
            if len(cells) > MAX_COLUMNS and any(c is not None for c in cells[MAX_COLUMNS:]):
                raise _fail("too_many_columns", limit=MAX_COLUMNS)
            header = cells[:MAX_COLUMNS]
            continue
        if len(out) == MAX_ROWS:
            raise _fail("too_many_rows", limit=MAX_ROWS)
        out.append((number, cells[:MAX_COLUMNS]))
    if header is None:
        raise _fail("no_header")
    return Table(header, tuple(out))


def _read_xlsx(raw: bytes) -> Table:
    import openpyxl  # off the start-up path
    from openpyxl.utils.exceptions import InvalidFileException

    try:
        with zipfile.ZipFile(io.BytesIO(raw)) as z:
            names = set(z.namelist())
            inflated = sum(i.file_size for i in z.infolist())
    except (zipfile.BadZipFile, OSError) as exc:
        raise _fail("unreadable", detail=str(exc)) from None
    if "xl/workbook.xml" not in names:
        raise _fail("not_xlsx")
    if inflated > MAX_UNZIPPED_BYTES:
        raise _fail("too_big", size_mb=inflated / 1e6, limit_mb=MAX_UNZIPPED_BYTES // 1_000_000)
    try:
        values = openpyxl.load_workbook(io.BytesIO(raw), read_only=True, data_only=True)
        formulas = openpyxl.load_workbook(io.BytesIO(raw), read_only=True, data_only=False)
    except (InvalidFileException, zipfile.BadZipFile, KeyError, ValueError, OSError) as exc:
        raise _fail("unreadable", detail=str(exc) or type(exc).__name__) from None
    try:
        title = _sheet(values.sheetnames)
        return _bounded(_xlsx_rows(values[title], formulas[title]))
    except QuoteFileError:
        raise
    except Exception as exc:  # a damaged part deep in the package
        raise _fail("unreadable", detail=f"{type(exc).__name__}: {exc}") from None
    finally:
        values.close()
        formulas.close()


def _sheet(names: list[str]) -> str:
    for name in names:
        if name.strip().lower() in SHEET_NAMES:
            return name
    return names[0]


def _xlsx_rows(values: Any, formulas: Any) -> Iterator[tuple[int, tuple[Any, ...]]]:
    pairs = zip(
        values.iter_rows(max_col=MAX_COLUMNS + 1, values_only=True),
        formulas.iter_rows(max_col=MAX_COLUMNS + 1),
        strict=False,
    )
    for number, (cached, cells) in enumerate(pairs, start=1):
        row: list[Any] = []
        for value, cell in zip(cached, cells, strict=False):
            if getattr(cell, "data_type", None) == "f" and value is None:
                row.append(Formula(str(cell.value)))
            elif isinstance(value, str):
                row.append(_ESCAPE.sub(lambda m: chr(int(m[1], 16)), value))
            else:
                row.append(value)
        yield number, tuple(row)


def _read_csv(raw: bytes) -> Table:
    if b"\x00" in raw:
        raise _fail("not_text")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:  # Excel and WPS in Chinese save "CSV" in the system code page (GBK)
            text = raw.decode("gb18030")
        except UnicodeDecodeError as exc:
            raise _fail("bad_encoding", offset=exc.start) from None
    first = text.split("\n", 1)[0]
    delimiter = max((",", ";", "\t"), key=first.count)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)

    def rows() -> Iterator[tuple[int, tuple[Any, ...]]]:
        try:
            for number, cells in enumerate(reader, start=1):
                yield number, tuple(c if c.strip() else None for c in cells)
        except csv.Error as exc:
            raise _fail("unreadable", detail=f"line {reader.line_num}: {exc}") from None

    return _bounded(rows())
