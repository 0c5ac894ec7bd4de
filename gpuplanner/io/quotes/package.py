"""An .xlsx package checked before openpyxl reads any of it: bounded in time and memory.

openpyxl loads every shared string and every cell format when it opens a workbook, and trusts
whatever XML the parts hold: a 129 KB file of 3 M one-letter shared strings took 4 min and
411 MB, and a DTD in a part can expand entities (billion laughs) or name an external one.
So every part is streamed once first (the zip's declared sizes bound what inflates: Python's
zipfile stops at them) and the file is refused, with the limit named, when

- the package has too many parts, or a part unpacks beyond its cap;
- an XML part is not UTF-8 (Excel, WPS and LibreOffice write UTF-8; a UTF-16 part would hide
  its markup from the byte counts below);
- any part declares a DTD (Excel never writes one);
- the shared strings, the cell formats or one sheet's cells exceed their counts.

The counts are of start tags in the bytes (a tag inside a comment counts too: the counts are
upper bounds), so they cost one regular-expression pass over at most ``MAX_UNZIPPED_BYTES``.
"""

from __future__ import annotations

import re
import zipfile
from dataclasses import dataclass

from gpuplanner.io.quotes.words import QuoteFileError, QuoteProblem

MAX_ROWS = 1_000  # offers and fee lines per import (AWS's calculator takes 1,000 per upload)
MAX_SCANNED_ROWS = 20 * MAX_ROWS  # blank rows included: a sheet formatted to row 1,048,576
MAX_UNZIPPED_BYTES = 64 * 1024 * 1024  # the whole package, inflated
MAX_PARTS = 1_000
MAX_CELLS = 200_000  # in one sheet: 1,000 rows × 160 columns is 160,000
MAX_SHARED_STRINGS = 200_000  # at most one per cell
MAX_CELL_FORMATS = 65_490  # Excel's own limit of unique cell formats (Excel specifications)
_MB = 1024 * 1024
# Caps per part (inflated bytes); a part not named here: _OTHER_PART.
_SHEET_PART = 32 * _MB
_STRINGS_PART = 16 * _MB
_OTHER_PART = 4 * _MB
# openpyxl parses every defined name at load (80,000 of them, 4 MB, took 3 s): a quote
# workbook's own part is a few kilobytes.
_WORKBOOK_PART = 1 * _MB
_CHUNK = 1024 * 1024
_TAIL = 64  # bytes kept between chunks so a tag split across them is still seen
_PREFIX = rb"<(?:[A-Za-z_][\w.\-]*:)?"  # an element name may carry a namespace prefix
_ROW = re.compile(_PREFIX + rb"row[\s/>]")
_CELL = re.compile(_PREFIX + rb"c[\s/>]")
_FORMULA = re.compile(_PREFIX + rb"f[\s/>]")
_STRING = re.compile(_PREFIX + rb"si[\s/>]")
_FORMAT = re.compile(_PREFIX + rb"xf[\s/>]")
_DTD = re.compile(rb"<!DOCTYPE|<!ENTITY", re.IGNORECASE)
_UTF16 = (b"\xff\xfe", b"\xfe\xff", b"\x00<", b"<\x00")


@dataclass(frozen=True)
class Package:
    """What the checks learnt: the parts that hold formulas (a second, formula-reading pass
    of openpyxl is needed only for those)."""

    formula_parts: frozenset[str]


def _fail(code: str, **params: object) -> QuoteFileError:
    return QuoteFileError(QuoteProblem(None, None, code, dict(params)))


def _cap(name: str) -> int:
    low = name.lower()
    if low.startswith("xl/worksheets/"):
        return _SHEET_PART
    if low.endswith("sharedstrings.xml"):
        return _STRINGS_PART
    if low == "xl/workbook.xml":
        return _WORKBOOK_PART
    return _OTHER_PART


def _counted(name: str) -> tuple[tuple[re.Pattern[bytes], int, str], ...]:
    """The start tags counted in a part: (pattern, limit, problem code)."""
    low = name.lower()
    if low.startswith("xl/worksheets/"):
        return ((_ROW, MAX_SCANNED_ROWS + 1, "too_many_rows"), (_CELL, MAX_CELLS, "too_many_cells"))
    if low.endswith("sharedstrings.xml"):
        return ((_STRING, MAX_SHARED_STRINGS, "too_many_strings"),)
    if low.endswith("styles.xml"):
        return ((_FORMAT, MAX_CELL_FORMATS, "too_many_formats"),)
    return ()


def check_package(z: zipfile.ZipFile) -> Package:
    """Refuse the package (``QuoteFileError``) unless every part is within its bounds."""
    infos = z.infolist()
    if len(infos) > MAX_PARTS:
        raise _fail("too_many_parts", count=len(infos), limit=MAX_PARTS)
    inflated = sum(i.file_size for i in infos)
    if inflated > MAX_UNZIPPED_BYTES:
        raise _fail("too_big", size_mb=inflated / 1e6, limit_mb=MAX_UNZIPPED_BYTES // 1_000_000)
    formulas: set[str] = set()
    for info in infos:
        if info.is_dir():
            continue
        cap = _cap(info.filename)
        if info.file_size > cap:
            raise _fail(
                "part_too_big",
                part=info.filename[:80],
                size_mb=info.file_size / 1e6,
                limit_mb=cap // 1_000_000,
            )
        if _scan(z, info):
            formulas.add(info.filename)
    return Package(frozenset(formulas))


def _scan(z: zipfile.ZipFile, info: zipfile.ZipInfo) -> bool:
    """Stream one part through the checks; True when it holds a formula."""
    name = info.filename
    counted = _counted(name)
    counts = [0] * len(counted)
    sheet = name.lower().startswith("xl/worksheets/")
    formula = False
    tail = b""
    first = True
    with z.open(info) as part:
        while chunk := part.read(_CHUNK):
            if first and chunk.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(_UTF16):
                raise _fail("part_encoding", part=name[:80])
            first = False
            data = tail + chunk
            if _DTD.search(data):
                raise _fail("dtd", part=name[:80])
            # A tag wholly inside the carried tail was counted with the chunk before.
            start = len(tail)
            for k, (pattern, limit, code) in enumerate(counted):
                counts[k] += sum(1 for m in pattern.finditer(data) if m.end() > start)
                if counts[k] > limit:
                    shown = MAX_ROWS if code == "too_many_rows" else limit  # as the CSV says it
                    raise _fail(code, part=name[:80], limit=shown)
            if sheet and not formula:
                formula = _FORMULA.search(data) is not None
            tail = data[-_TAIL:]
    return formula
