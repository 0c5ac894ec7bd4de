"""Excel's limits, and what the export does at them instead of losing data silently.

- A cell holds at most 32,767 characters (UTF-16 units). XlsxWriter cuts a longer string
  without a word; ``LimitedWorksheet`` cuts it itself, ends it with "… [shortened: …]" and
  notes the cell, so the "Export notes" sheet lists every shortened text.
- A chart holds at most 255 series: a chart of more platforms draws a stated subset
  (``charted``: the cheapest at their chosen count), its title says so, and XlsxWriter's
  warning never reaches stderr.
- A sheet has 16,384 columns and 1,048,576 rows: the Sweep sheet switches to one row per
  platform and GPU count when its columns would run out (sweep.py). The TCO and Memory
  sheets (a column per platform) always fit: a plan holds at most 4,194 platforms (the
  Monte Carlo limit, 8,388,608 draws, over the minimum 2,000 samples).
  Source: Excel specifications and limits,
  https://support.microsoft.com/en-us/office/excel-specifications-and-limits-1672b34d-7043-467e-8e27-269d656771c3
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from xlsxwriter.utility import xl_rowcol_to_cell
from xlsxwriter.worksheet import Worksheet

if TYPE_CHECKING:
    from gpuplanner.core.result import PlanResult, PlatformResult

CELL_CHARS = 32_767
COLUMNS = 16_384
ROWS = 1_048_576
CHART_SERIES = 255


@dataclass(frozen=True)
class Shortened:
    sheet: str
    cell: str
    length: int  # UTF-16 units, as Excel counts


def _utf16(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


class LimitedWorksheet(Worksheet):
    """A worksheet whose strings never pass Excel's cell limit unannounced."""

    shortened: list[Shortened]
    wrapped: dict[tuple[int, int], str]

    def __init__(self) -> None:
        super().__init__()
        self.shortened = []
        self.wrapped = {}  # (row, col) → text of each cell that wraps (rows fit it: print_setup)
        # Set by ExportContext.add_sheet in the workbook's language.
        self.marker: Callable[[int], str] = " … [shortened: {:,} characters]".format

    def _write_string(
        self, row: int, col: int, string: str, cell_format: Any = None
    ) -> Literal[0, -1, -2]:
        if len(string) > CELL_CHARS // 2 and _utf16(string) > CELL_CHARS:
            length = _utf16(string)
            tail = self.marker(length)
            keep = CELL_CHARS - _utf16(tail)
            head = string.encode("utf-16-le")[: keep * 2].decode("utf-16-le", "ignore")
            string = head + tail
            self.shortened.append(Shortened(self.name, xl_rowcol_to_cell(row, col), length))
        if cell_format is not None and cell_format.text_wrap:
            self.wrapped[row, col] = string
        else:
            self.wrapped.pop((row, col), None)
        return super()._write_string(row, col, string, cell_format)


def charted(result: PlanResult) -> list[PlatformResult]:
    """The platforms a workbook chart draws: all that can run, or when more than a chart
    holds, the ``CHART_SERIES`` cheapest at their chosen count (in plan order)."""
    plotted = [r for r in result.platforms if r.feasible.any()]
    if len(plotted) <= CHART_SERIES:
        return plotted

    def cost(r: PlatformResult) -> float:
        return float(r.total_cost[r.chosen - 1]) if r.chosen else float("inf")

    cheapest = sorted(plotted, key=cost)[:CHART_SERIES]
    keep = {r.index for r in cheapest}
    return [r for r in plotted if r.index in keep]
