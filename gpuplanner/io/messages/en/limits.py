"""English: the Excel export at Excel's limits (io/excel/limits.py; see io.messages)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "xl.sheet.notes": "Export notes",
    "xl.limits.title": "What this workbook shortened or left out (Excel's limits)",
    "xl.limits.marker": " … [shortened: {length:,} characters; a cell holds 32,767]",
    "xl.limits.shortened": (
        "{sheet}!{cell}: the text of {length:,} characters is shortened to Excel's 32,767 "
        "characters a cell; the plan file holds it whole."
    ),
    "xl.limits.charted": (
        "Sweep charts: the {shown:,} cheapest of {total:,} platforms (at their chosen GPU "
        "count); an Excel chart holds at most 255 series. The table lists every platform."
    ),
    "xl.limits.charted_title": "{title} (the {shown:,} cheapest of {total:,} platforms)",
    "xl.limits.long_sweep": (
        "Sweep: one row per platform and GPU count ({total:,} platforms need more than "
        "Excel's 16,384 columns side by side)."
    ),
    "xl.limits.rows_cut": (
        "Sweep: Excel's {rows:,} rows are full; {cut:,} more (platform, GPU count) rows are "
        "left out. The TCO and Summary sheets hold every platform."
    ),
}
