"""Small generators of quote workbooks written part by part (no fixture files): every part of
the package is ours to make hostile — a lying ``<dimension>``, millions of shared strings, a
DTD, a hidden sheet, a percent-formatted cell, a date serial past year 9999.

A cell is given as a Python value: ``str`` → a shared string, ``int | float`` → a number,
``Styled(value, style)`` → a number with the ``cellXfs`` index ``style`` (see ``STYLES``).
"""

from __future__ import annotations

import io
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PKG = "http://schemas.openxmlformats.org/package/2006/relationships"
# cellXfs: 0 General, 1 built-in 9 ("0%"), 2 built-in 10 ("0.00%"), 3 built-in 14 (a date).
STYLES = (
    f'<styleSheet xmlns="{NS}"><fonts count="1"><font/></fonts>'
    '<fills count="1"><fill><patternFill/></fill></fills><borders count="1"><border/></borders>'
    '<cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="4">'
    '<xf numFmtId="0"/><xf numFmtId="9" applyNumberFormat="1"/>'
    '<xf numFmtId="10" applyNumberFormat="1"/><xf numFmtId="14" applyNumberFormat="1"/>'
    "</cellXfs></styleSheet>"
)
PERCENT, PERCENT_2, DATE = 1, 2, 3


@dataclass(frozen=True)
class Styled:
    value: float
    style: int


@dataclass(frozen=True)
class Sheet:
    name: str
    rows: list[list[Any]]
    state: str = "visible"  # or "hidden", "veryHidden"
    dimension: str | None = None  # written as is (a lie, when asked)


def _column(i: int) -> str:
    name = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        name = chr(65 + r) + name
    return name


def sheet_xml(sheet: Sheet, strings: dict[str, int]) -> str:
    out = [f'<worksheet xmlns="{NS}">']
    if sheet.dimension:
        out.append(f'<dimension ref="{sheet.dimension}"/>')
    out.append("<sheetData>")
    for r, row in enumerate(sheet.rows, start=1):
        out.append(f'<row r="{r}">')
        for c, value in enumerate(row):
            ref = f"{_column(c)}{r}"
            if value is None or value == "":
                continue
            if isinstance(value, Styled):
                out.append(f'<c r="{ref}" s="{value.style}"><v>{value.value!r}</v></c>')
            elif isinstance(value, str):
                index = strings.setdefault(value, len(strings))
                out.append(f'<c r="{ref}" t="s"><v>{index}</v></c>')
            else:
                out.append(f'<c r="{ref}"><v>{value!r}</v></c>')
        out.append("</row>")
    out.append("</sheetData></worksheet>")
    return "".join(out)


def workbook(
    path: Path,
    sheets: list[Sheet],
    *,
    shared: bytes | None = None,
    prolog: dict[str, str] | None = None,
    extra: dict[str, bytes | str] | None = None,
) -> Path:
    """Write the package. ``shared`` replaces the shared-strings part; ``prolog`` puts text
    (a DTD) before the root element of the named parts; ``extra`` adds or replaces parts."""
    strings: dict[str, int] = {}
    parts: dict[str, bytes | str] = {}
    for i, s in enumerate(sheets, start=1):
        parts[f"xl/worksheets/sheet{i}.xml"] = sheet_xml(s, strings)
    entries = "".join(
        f'<sheet name="{escape(s.name)}" sheetId="{i}" state="{s.state}" r:id="rId{i}"/>'
        for i, s in enumerate(sheets, start=1)
    )
    parts["xl/workbook.xml"] = (
        f'<workbook xmlns="{NS}" xmlns:r="{REL}"><sheets>{entries}</sheets></workbook>'
    )
    rels = "".join(
        f'<Relationship Id="rId{i}" Type="{REL}/worksheet" Target="worksheets/sheet{i}.xml"/>'
        for i in range(1, len(sheets) + 1)
    )
    n = len(sheets)
    rels += f'<Relationship Id="rId{n + 1}" Type="{REL}/styles" Target="styles.xml"/>'
    rels += f'<Relationship Id="rId{n + 2}" Type="{REL}/sharedStrings" Target="sharedStrings.xml"/>'
    parts["xl/_rels/workbook.xml.rels"] = f'<Relationships xmlns="{PKG}">{rels}</Relationships>'
    parts["_rels/.rels"] = (
        f'<Relationships xmlns="{PKG}"><Relationship Id="rId1" Type="{REL}/officeDocument" '
        'Target="xl/workbook.xml"/></Relationships>'
    )
    parts["xl/styles.xml"] = STYLES
    sst = "".join(f"<si><t>{escape(t)}</t></si>" for t in strings)
    parts["xl/sharedStrings.xml"] = shared or (
        f'<sst xmlns="{NS}" count="{len(strings)}" uniqueCount="{len(strings)}">{sst}</sst>'
    )
    ct = "application/vnd.openxmlformats-officedocument.spreadsheetml"
    overrides = "".join(
        f'<Override PartName="/xl/worksheets/sheet{i}.xml" ContentType="{ct}.worksheet+xml"/>'
        for i in range(1, n + 1)
    )
    parts["[Content_Types].xml"] = (
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
        'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
        f'<Override PartName="/xl/workbook.xml" ContentType="{ct}.sheet.main+xml"/>'
        f'<Override PartName="/xl/styles.xml" ContentType="{ct}.styles+xml"/>'
        f'<Override PartName="/xl/sharedStrings.xml" ContentType="{ct}.sharedStrings+xml"/>'
        f"{overrides}</Types>"
    )
    parts.update(extra or {})
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, body in parts.items():
            data = body.encode() if isinstance(body, str) else body
            head = (prolog or {}).get(name)
            if head is not None:
                data = b'<?xml version="1.0"?>' + head.encode() + data
            z.writestr(name, data)
    path.write_bytes(buf.getvalue())
    return path


def many_shared_strings(count: int) -> bytes:
    """A shared-strings part of ``count`` one-letter strings (3 M of them zip to ~130 KB)."""
    body = b"<si><t>a</t></si>" * count
    return f'<sst xmlns="{NS}" count="{count}" uniqueCount="{count}">'.encode() + body + b"</sst>"


BILLION_LAUGHS = (
    '<!DOCTYPE lolz [<!ENTITY lol "lol">'
    '<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">'
    '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>'
)
EXTERNAL_ENTITY = '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>'
