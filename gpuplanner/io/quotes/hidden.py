"""The rows and columns a worksheet hides (what the vendor does not see is not imported),
and the cells it merges (what the vendor sees in each row of the block is).

A vendor hides an obsolete price row ("H800 旧价（已作废）"), filters rows out with an
autofilter, or hides an internal column ("内部：底价 12 元，勿外发"); openpyxl's read-only mode,
which the import uses, reads them all as if shown. The sheet's own XML says which are hidden
(``<row r="3" hidden="1">``, ``<col min="6" max="6" hidden="1">``; ECMA-376 Part 1, §18.3.1.73
and §18.3.1.13; an autofilter hides its rows the same way), so the reader leaves them out and
names them in a note, as it does hidden sheets. The package has passed its bounds and DTD
checks (package.py) before this parses any of it.
"""

from __future__ import annotations

import io
import posixpath
import re
import zipfile
from dataclasses import dataclass
from xml.etree import ElementTree

_REL = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _hidden(element: ElementTree.Element) -> bool:
    return element.get("hidden") in ("1", "true")


def sheet_part(z: zipfile.ZipFile, title: str) -> str | None:
    """The package part of the worksheet named ``title`` (workbook.xml and its relations)."""
    workbook = ElementTree.fromstring(z.read("xl/workbook.xml"))
    rel = next(
        (
            e.get(_REL)
            for e in workbook.iter()
            if _local(e.tag) == "sheet" and e.get("name") == title
        ),
        None,
    )
    if rel is None or "xl/_rels/workbook.xml.rels" not in z.namelist():
        return None
    for e in ElementTree.fromstring(z.read("xl/_rels/workbook.xml.rels")).iter():
        if _local(e.tag) == "Relationship" and e.get("Id") == rel:
            target = e.get("Target") or ""
            return (
                target.lstrip("/")
                if target.startswith("/")
                else posixpath.normpath(posixpath.join("xl", target))
            )
    return None


@dataclass(frozen=True)
class Layout:
    """What the sheet's XML says beyond its cells: the 1-based numbers of its hidden rows and
    columns, and its merged ranges (first row, first column, last row, last column)."""

    hidden_rows: frozenset[int] = frozenset()
    hidden_columns: frozenset[int] = frozenset()
    merged: tuple[tuple[int, int, int, int], ...] = ()


_REF = re.compile(r"^([A-Z]{1,3})(\d{1,7}):([A-Z]{1,3})(\d{1,7})$")


def _column_number(letters: str) -> int:
    number = 0
    for c in letters:
        number = number * 26 + ord(c) - 64
    return number


def sheet_layout(raw: bytes, title: str) -> Layout:
    """The hidden rows and columns and the merged ranges of the sheet named ``title``.

    A vendor merges a cell down a block of offers (供应商, 币种, 价格含税 over three rows): the
    value stands for every row of the block, as the vendor sees it, though the file holds it
    in the first cell only (ECMA-376 Part 1, §18.3.1.55 mergeCell)."""
    rows: set[int] = set()
    columns: set[int] = set()
    merged: list[tuple[int, int, int, int]] = []
    with zipfile.ZipFile(io.BytesIO(raw)) as z:
        part = sheet_part(z, title)
        if part is None or part not in z.namelist():
            return Layout()
        with z.open(part) as sheet:
            number = 0
            for _, element in ElementTree.iterparse(sheet, events=("end",)):
                name = _local(element.tag)
                if name == "row":
                    # r is optional: a row without it follows the one before (§18.3.1.73)
                    r = element.get("r") or ""
                    number = int(r) if r.isdigit() else number + 1
                    if _hidden(element):
                        rows.add(number)
                    element.clear()  # a row's cells are not needed here
                elif name == "col" and _hidden(element):
                    low, high = element.get("min") or "", element.get("max") or ""
                    if low.isdigit() and high.isdigit():
                        # a range may run to column 16,384: only the columns a quote can use
                        columns.update(range(int(low), min(int(high), 1_000) + 1))
                elif name == "mergeCell" and len(merged) < 10_000:
                    m = _REF.match(element.get("ref") or "")
                    if m:
                        top, left = int(m[2]), _column_number(m[1])
                        merged.append((top, left, int(m[4]), _column_number(m[3])))
    return Layout(frozenset(rows), frozenset(columns), tuple(merged))
