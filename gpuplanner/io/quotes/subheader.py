"""A header written on two rows, as vendors group their price columns:

    平台名称 | GPU 型号 | 计费方式 |      价格（元）        |
             |          |          | 每卡时单价 | 每卡每月单价 |

The upper row names the group (merged across its columns in a workbook, or written once with
blanks to its right in a CSV), the lower row the columns; or the lower row restates the
columns in the other language (平台名称 over Platform name), which reads as the upper. Read
as one row, the lower names are data and the group is no column, and every offer is refused
without the reason. Each column takes the lower row's name and, in brackets, what the group
says of its figures once its generic words (价格, price) are gone: "每卡时单价（元）", which
io/quotes/header_units.py then reads, or refuses where the group says 万元, 含税 or another
currency, as it would in a one-row header.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace
from typing import Any

from gpuplanner.io.quotes.columns import HEADERS, normalize_header
from gpuplanner.io.quotes.read import Table
from gpuplanner.io.quotes.words import QuoteProblem, shown

# Words of a group header that name no unit: what remains is its statement of the figures.
_GENERIC = re.compile(
    r"价格|报价|单价|价|费用|金额|收费|标准|参考|明细|prices?|pricing|costs?|rates?|fees?",
    re.IGNORECASE,
)
_BRACKETS = re.compile(r"[()（）\[\]【】]")


def _text(cell: Any) -> str:
    return cell.strip() if isinstance(cell, str) else ""


def _blank(cell: Any) -> bool:
    return cell is None or (isinstance(cell, str) and not cell.strip())


def _names_column(text: str) -> bool:
    return bool(text) and normalize_header(text) in HEADERS


def _same_column(own: str, name: str) -> bool:
    """Whether ``name`` is ``own`` again: the same text (a cell merged down both rows) or
    the same column in another language (平台名称 over Platform name)."""
    if name == own:
        return True
    return _names_column(own) and HEADERS.get(normalize_header(name)) == HEADERS.get(
        normalize_header(own)
    )


def _said(group: str) -> str:
    """What a group header says of its columns' figures: its words less the generic ones."""
    flat = _BRACKETS.sub(" ", unicodedata.normalize("NFKC", group))
    return " ".join(_GENERIC.sub(" ", flat).split())


def joined(table: Table) -> Table:
    """The table with a two-row header read as one (module docstring), and a note naming the
    columns as read; the table as it is where the row below the header is no sub-header: a
    text in every filled cell, one of them a column's name, one under a blank header cell or
    under a header naming no column (or restating a column in another language), and none
    under a column's header that names another column."""
    if not table.rows:
        return table
    number, below = table.rows[0]
    header = list(table.header)
    width = max(len(header), len(below))
    header += [None] * (width - len(header))
    lower = [_text(c) for c in below] + [""] * (width - len(below))
    filled = [i for i, cell in enumerate(below) if not _blank(cell)]
    if not filled or any(not isinstance(below[i], str) for i in filled):
        return table
    if not any(_names_column(lower[i]) for i in filled):
        return table
    # The group over each column: its own header, or the nearest one to its left where its
    # own is blank (a merged cell reads in its first column only).
    groups: list[str] = []
    current = ""
    for cell in header:
        own = _text(cell)
        current = own or current
        groups.append(current)
    under_group = restated = False
    for i in filled:
        own = _text(header[i])
        if own and _names_column(own):
            if not _same_column(own, lower[i]):
                return table  # a column's header above another name: a data row
            restated = restated or lower[i] != own
        else:
            under_group = True
    if not (under_group or restated):
        return table
    combined: list[Any] = []
    for i in range(width):
        own = _text(header[i])
        name = lower[i]
        if not name or _same_column(own, name):
            combined.append(header[i])
            continue
        said = _said(groups[i]) if not _names_column(groups[i]) else ""
        combined.append(f"{name}（{said}）" if said else name)
    shown_names = ", ".join(shown(c) for c in combined if _text(c))
    note = QuoteProblem(
        None,
        None,
        "two_row_header",
        {"rows": f"{table.header_row}–{number}", "columns": shown_names},
    )
    return replace(table, header=tuple(combined), rows=table.rows[1:], notes=(*table.notes, note))
