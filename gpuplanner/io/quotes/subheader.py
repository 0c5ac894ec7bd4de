"""A header written on two or three rows, as vendors group their price columns:

    平台名称 | GPU 型号 | 计费方式 |      价格（元）        |
             |          |          | 每卡时单价 | 每卡每月单价 |

The upper row names the groups (merged across their columns in a workbook, or written once
beside blanks in a CSV), the lower row the columns. Read as one row, the lower names are data
and the groups no columns, and every offer is refused without the reason. These read as one
header, with a note naming the columns as read:

- the header row with a row of column names below it, the header's own cells groups where
  they name no column;
- a row that names no column above the names (金额单位：万元 | 甲云科技 | GPU 报价): its texts
  are statements of every price, as a title's are (header_units.statement), and groups of
  the columns under them;
- a row restating the columns in the other language (平台名称 over Platform name): the same
  column, its brackets kept ("Price per GPU-hour (USD)" under 每卡时单价 says dollars);
- a row of units under the names (元/卡/时 | 万元/卡/月): each its column's bracket;
- a row of one or two groups right above the header, none in its first column (| | |
  包年价格（元/卡/年）): heard as prose (a title's words but for what only a unit says).

A group speaks of the columns under it through its unit words only, each kind to the columns
it concerns (header_units.group_words: a currency, 万, 含税, 整机, 包年 to a price; 年 to a
term; 台 to a GPU count), placed in the column's bracket, which header_units then reads or
refuses as a one-row header's. A blank upper cell hears the group to its left and, where the
names run on unbroken to it, the one to its right: an unmerged group may be written in the
first, middle or last column of its run, and a unit heard twice is refused, never missed.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from gpuplanner.io.quotes.columns import BY_KEY, HEADERS, normalize_header
from gpuplanner.io.quotes.header_units import brackets, group_words, is_money, unit_only
from gpuplanner.io.quotes.read import Table
from gpuplanner.io.quotes.words import QuoteProblem, shown


def _blank(cell: Any) -> bool:
    return cell is None or (isinstance(cell, str) and not cell.strip())


def _text(cell: Any) -> str:
    return cell.strip() if isinstance(cell, str) else ""


def _key(text: str) -> str | None:
    return HEADERS.get(normalize_header(text)) if text else None


def _same_column(own: str, name: str) -> bool:
    """Whether ``name`` is ``own`` again: the same text (a cell merged down both rows) or
    the same column in another language (平台名称 over Platform name)."""
    return name == own or (_key(own) is not None and _key(name) == _key(own))


def _groups(
    header: list[Any], below: tuple[Any, ...], spans: tuple[tuple[int, int], ...] = ()
) -> list[str]:
    """The groups' text over each column (module docstring): its own upper cell; for a blank
    one inside a merged cell, that cell's; for another blank, the nearest filled cell to its
    left and, where every name between is filled, the nearest to its right."""
    texts = [_text(c) for c in header]
    merged = {i: first for first, last in spans for i in range(first + 1, last + 1)}
    out = []
    for i, cell in enumerate(header):
        if _text(cell):
            out.append(texts[i])
            continue
        if i in merged:  # a merged group is its own cells' only group
            out.append(texts[merged[i]])
            continue
        left = next((texts[j] for j in range(i - 1, -1, -1) if _text(header[j])), "")
        j = next((j for j in range(i + 1, len(header)) if _text(header[j])), None)
        run = below[i : j + 1] if j is not None else ()
        right = ""
        if j is not None and len(run) == j - i + 1 and all(not _blank(c) for c in run):
            right = texts[j]
        out.append(f"{left} {right}".strip())
    return out


def _with_units(name: str, group: str, prose: bool = False) -> str:
    """A column's name with what its group says of its figures, in brackets (``prose``: the
    group is an info row's cell, header_units.group_words)."""
    key = _key(name)
    said = group_words(group, BY_KEY[key].unit, prose) if key is not None and group else ""
    return f"{name}（{said}）" if said else name


def _names_below(
    header: list[Any], below: tuple[Any, ...], spans: tuple[tuple[int, int], ...] = ()
) -> list[Any] | None:
    """The header's cells with the row below taken as their column names, or None where that
    row is no row of names: a text in every filled cell, one of them a column's name, and
    none under a column's header that names another column."""
    filled = [i for i, cell in enumerate(below) if not _blank(cell)]
    if not filled or any(not isinstance(below[i], str) for i in filled):
        return None
    if not any(_key(_text(below[i])) for i in filled):
        return None
    grouped = restated = False
    for i in filled:
        own, name = _text(header[i]), _text(below[i])
        if _key(own):
            if not _same_column(own, name):
                return None  # a column's header above another name: a data row
            restated = restated or name != own
        else:
            grouped = True
    if not (grouped or restated):
        return None
    groups = _groups(header, below, spans)
    combined: list[Any] = []
    for i, cell in enumerate(header):
        own, name = _text(cell), _text(below[i])
        if not name or name == own:
            combined.append(cell)
        elif _same_column(own, name):  # restated: what its brackets say still holds
            combined.append(own + "".join(f"（{b}）" for b in brackets(name)))
        else:
            combined.append(_with_units(name, groups[i]))
    return combined


def _units_below(header: list[Any], below: tuple[Any, ...]) -> list[Any] | None:
    """The header's cells with a row of units below read into their brackets (元/卡/时 under
    每卡时单价), or None where that row is no row of units (every filled cell a unit, under a
    column's header)."""
    filled = [
        i for i, cell in enumerate(below) if not _blank(cell) and _text(cell) != _text(header[i])
    ]  # a header cell merged down its rows is no unit
    if not filled or any(not isinstance(below[i], str) for i in filled):
        return None
    if not all(unit_only(_text(below[i])) and _key(_text(header[i])) for i in filled):
        return None
    return [
        f"{_text(cell)}（{_text(below[i]).strip('()（）')}）" if i in filled else cell
        for i, cell in enumerate(header)
    ]


def _statements(row: int, groups: list[Any], names: list[Any]) -> tuple[tuple[int, str], ...]:
    """The groups over no price column, as statements of every price (header_units.statement:
    金额单位：万元 over the name column says it of the prices too); a group over price columns
    speaks of those (_with_units)."""
    out = []
    for i, cell in enumerate(groups):
        text = _text(cell)
        if not text or _key(text):
            continue
        end = next((j for j in range(i + 1, len(groups)) if _text(groups[j])), len(groups))
        keys = (_key(_text(names[j])) for j in range(i, end))
        if not any(k is not None and is_money(BY_KEY[k].unit) for k in keys):
            out.append((row, text))
    return tuple(out)


def _other_notes(table: Table, last: int) -> tuple[QuoteProblem, ...]:
    """The table's notes but an earlier join's (a third header row widens its rows), and the
    merged cells named without the header's own (A1:A2, merged down its rows: no offer's)."""
    out = []
    for n in table.notes:
        if n.code == "two_row_header":
            continue
        if n.code == "merged_cells":
            kept = [r for r in n.params["ranges"].split(", ") if not _within(r, last)]
            if not kept:
                continue
            n = replace(n, params={**n.params, "ranges": ", ".join(kept)})
        out.append(n)
    return tuple(out)


def _within(cells: str, last: int) -> bool:
    """Whether a range like A1:A2 lies in the rows up to ``last`` (the header's)."""
    rows = [int(r) for r in re.findall(r"\d+", cells)]
    return bool(rows) and max(rows) <= last


def _note(first: int, last: int, header: list[Any]) -> QuoteProblem:
    columns = ", ".join(shown(c) for c in header if _text(c))
    params = {"rows": f"{first}–{last}", "columns": columns}
    return QuoteProblem(None, None, "two_row_header", params)


def _groups_above(table: Table) -> Table:
    """The header with what a group row right above it (Table.above) says of the columns
    under its cells, heard as prose: a title is read for what only a unit says."""
    if not table.above:
        return table
    header = list(table.header)
    above = list(table.above) + [None] * (len(header) - len(table.above))
    groups = _groups(above, tuple(header))
    heard = [_with_units(_text(c), groups[i], prose=True) or c for i, c in enumerate(header)]
    return replace(table, header=tuple(heard), above=())


def joined(table: Table) -> Table:
    """The table with a header on two rows read as one (module docstring), with a note
    naming the columns as read; the table as it is where its header is on one row."""
    table = _groups_above(table)
    if not table.rows:
        return table
    number, below = table.rows[0]
    width = max(len(table.header), len(below))
    header = list(table.header) + [None] * (width - len(table.header))
    cells = tuple(below) + (None,) * (width - len(below))
    if not any(_key(_text(c)) for c in header):
        # No column named above: a row of groups and statements over the names.
        groups = _groups(header, cells, table.header_spans)
        names = [_with_units(_text(c), groups[i], prose=True) or c for i, c in enumerate(cells)]
        if not any(_key(_text(c)) for c in names):
            return table
        return replace(
            table,
            header=tuple(names),
            rows=table.rows[1:],
            header_row=number,
            header_spans=(),  # the upper row's merges, read
            statements=(*table.statements, *_statements(table.header_row, header, names)),
            notes=(*_other_notes(table, number), _note(table.header_row, number, names)),
        )
    combined = _names_below(header, cells, table.header_spans)
    said: tuple[tuple[int, str], ...] = ()
    if combined is not None:
        said = _statements(table.header_row, header, combined)
    else:
        combined = _units_below(header, cells)
    if combined is None:
        return table
    return replace(
        table,
        header=tuple(combined),
        rows=table.rows[1:],
        statements=(*table.statements, *said),
        notes=(*_other_notes(table, number), _note(table.header_row, number, combined)),
    )
