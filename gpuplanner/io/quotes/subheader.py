"""A header written on two rows, as vendors group their price columns:

    平台名称 | GPU 型号 | 计费方式 |      价格（元）        |
             |          |          | 每卡时单价 | 每卡每月单价 |

The upper row names the groups (merged across their columns in a workbook, or written once
with blanks to their right in a CSV), the lower row the columns. Read as one row, the lower
names are data and the groups no columns, and every offer is refused without the reason.
Three layouts read as one header:

- the header row with a row of column names below it, the header's own cells groups where
  they name no column (above);
- a row of groups and statements that names no column, the column names below it (金额单位：
  万元 | 甲云科技 | GPU 报价 over 平台名称 | …): its texts are statements of every price, as a
  title's are (header_units.statement), and its groups speak of the columns under them;
- a title row of one or two cells right above the header (基本信息 | 租金（万）), its cells
  groups over the columns under them.

A group speaks only of the price columns under it, and only its unit words count
(header_units.unit_words: 元, 万, 含税, /卡/年): "每卡时单价（元）", which header_units then
reads, or refuses where the group says 万元, 含税 or another currency, as a one-row header's
bracket. A lower row that restates a column in the other language (平台名称 over Platform
name) reads as the column, its brackets kept: "Price per GPU-hour (USD)" under 每卡时单价 says
dollars.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from gpuplanner.io.quotes.columns import BY_KEY, HEADERS, normalize_header
from gpuplanner.io.quotes.header_units import brackets, is_money, unit_words
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


def _spans(cells: list[Any], below: tuple[Any, ...] = ()) -> list[str]:
    """The group over each column: its own cell, or the nearest filled one to its left (a
    merged cell reads in its first column only; a CSV writes a group once). Where that is a
    column's own header, which groups nothing, the group to its right over the same run of
    names (a label in the run's last column: | 租金（万元） over 每台每月租金 | 每台押金)."""
    out, current = [], ""
    for cell in cells:
        current = _text(cell) or current
        out.append(current)
    for i, cell in enumerate(cells):
        if _text(cell) or (out[i] and not _key(out[i])):
            continue
        j = next((j for j in range(i + 1, len(cells)) if _text(cells[j])), None)
        if j is None or _key(_text(cells[j])):
            continue
        run = below[i : j + 1]
        if len(run) == j - i + 1 and all(not _blank(c) for c in run):
            out[i] = _text(cells[j])
    return out


def _with_units(name: str, group: str) -> str:
    """A price column's name with what its group says of its figures, in brackets."""
    key = _key(name)
    said = unit_words(group) if group and _key(group) is None else ""
    if not said or key is None or not is_money(BY_KEY[key].unit):
        return name
    return f"{name}（{said}）"


def _names_below(header: list[Any], below: tuple[Any, ...]) -> list[Any] | None:
    """The header's cells with the row below taken as their column names, or None where that
    row is no row of names (module docstring): a text in every filled cell, one of them a
    column's name, and none under a column's header that names another column."""
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
    groups = _spans(header, below)
    combined: list[Any] = []
    for i, cell in enumerate(header):
        own = _text(cell)
        name = _text(below[i]) if i < len(below) else ""
        if not name or name == own:
            combined.append(cell)
        elif _same_column(own, name):  # restated: what its brackets say still holds
            combined.append(own + "".join(f"（{b}）" for b in brackets(name)))
        else:
            combined.append(_with_units(name, groups[i]))
    return combined


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


def joined(table: Table) -> Table:
    """The table with a header on two rows read as one (module docstring), with a note
    naming the columns as read; the table as it is where its header is on one row."""
    if table.rows:
        number, below = table.rows[0]
        width = max(len(table.header), len(below))
        header = list(table.header) + [None] * (width - len(table.header))
        cells = tuple(below) + (None,) * (width - len(below))
        if not any(_key(_text(c)) for c in header):
            # No column named above: a row of groups and statements over the names.
            spans = _spans(header, cells)
            names = [_with_units(_text(c), spans[i]) or c for i, c in enumerate(cells)]
            if any(_key(_text(c)) for c in names):
                said = _statements(table.header_row, header, names)
                note = _note(table.header_row, number, names)
                return replace(
                    table,
                    above=(),
                    header=tuple(names),
                    rows=table.rows[1:],
                    header_row=number,
                    statements=(*table.statements, *said),
                    notes=(*_other_notes(table, number), note),
                )
        combined = _names_below(header, cells)
        if combined is not None:
            said = _statements(table.header_row, header, combined)
            note = _note(table.header_row, number, combined)
            return replace(
                table,
                above=(),
                header=tuple(combined),
                rows=table.rows[1:],
                statements=(*table.statements, *said),
                notes=(*_other_notes(table, number), note),
            )
    if any(not _blank(c) for c in table.above[1:]):  # a group beside a title in A
        groups = _spans(list(table.above))
        header = [
            _with_units(_text(c), groups[i]) if i < len(groups) and _text(c) else c
            for i, c in enumerate(table.header)
        ]
        if header != list(table.header):
            note = _note(table.header_row - 1, table.header_row, header)
            return replace(
                table,
                above=(),
                header=tuple(header),
                notes=(*_other_notes(table, table.header_row), note),
            )
    return table
