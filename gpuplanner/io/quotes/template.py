"""Write the quote template (.xlsx or .csv) with a plan's platforms as its rows.

Importing the file back gives the same platforms, field for field (the round trip the tests
check): the quote columns carry the offer, the plan detail columns (io/quotes/detail.py) the
rest. Numbers come back bit for bit: the CSV holds each float's shortest exact text (``repr``);
XlsxWriter writes a number with 16 significant digits, so a float that needs 17 is written as
that text instead (the importer reads numbers in text cells). A value the template shows in
another unit (lead time in days, the billing increment in minutes) is written in the
platform's own unit (hours) when the conversion would not give it back exactly. Text is
written as text, never as a formula (``write_string``), so a name starting with '=' cannot
run in Excel.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gpuplanner.core.platform import Platform, PricingMode
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.io import messages
from gpuplanner.io.atomic import atomic_write_bytes
from gpuplanner.io.catalog.loader import Catalog, load_catalog
from gpuplanner.io.quotes.cells import FORMULA_START
from gpuplanner.io.quotes.columns import COLUMNS, Column, header, stack_list, stack_names
from gpuplanner.io.quotes.detail import detail_cells, own_gpu

_WIDTHS = {"name": 36, "vendor": 14, "gpu": 16, "mode": 12, "notes": 30, "preset": 24}


def _lang(lang: str) -> str:
    return messages.language(lang)


def _w(key: str, lang: str) -> str:
    return messages.text(f"quote_template.{key}", lang)


def mode_word(mode: PricingMode, lang: str) -> str:
    """A pricing mode as the template writes it: its code in English (the Read me lists the
    codes), its UI name in Chinese (按量付费 …, what the Chinese Read me lists). The importer
    reads either (columns.MODES)."""
    return mode.value if _lang(lang) == "en" else messages.text(f"mode.{mode.value}", lang)


def platform_rows(
    platform: Platform, currency: str, lang: str, catalog: Catalog
) -> list[dict[str, Any]]:
    """The platform's offer row and one row per fee beyond the first (keys: column keys)."""
    p = platform
    pricing = p.pricing.model_dump()
    row: dict[str, Any] = {
        "row_type": _w("offer", lang),
        "vendor": p.vendor,
        "name": p.name,
        # A GPU record of the plan's own travels in the GPU detail columns, named here.
        "gpu": p.gpu.name if own_gpu(p, catalog) else p.gpu.id or p.gpu.name,
        "mode": mode_word(p.mode, lang),
        "currency": currency,
        "gpus_per_node": p.gpus_per_node,
        "whole_nodes": _w("yes" if p.whole_nodes else "no", lang),
        "prices_include_vat": _w("yes" if p.prices_include_vat else "no", lang),
        "intra_node": p.intra_node_gbps,
        "inter_node": p.inter_node_gbps,
        "max_gpus": p.max_gpus,
        "fixed_gpus": p.fixed_gpus,
        "setup_hours": p.setup_hours,
        "quote_date": p.prices_as_of,
        "valid_until": p.quote_valid_until,
        "mfu": p.mfu,
        "usable_memory_gb": p.usable_memory_gb,
        "virtualization_derate": p.virtualization_derate,
        # The catalog's name in the template's language; blank: the workload's stack.
        "stack": messages.text(f"stack.{p.stack.value}", lang) if p.stack else None,
        "interruption_rate": p.interruption_rate,
        "notes": p.notes,
        "preset": p.preset_id,
        "nics_per_node": p.nics_per_node,
    }
    a = p.adjustment
    row.update(
        discount_percent=a.discount_percent or None,
        negotiated_price=a.negotiated_price,
        negotiated_as_of=a.negotiated_as_of,
        negotiated_source=a.negotiated_source,
        markup_percent=a.markup_percent or None,
    )
    for c in COLUMNS:
        if c.modes and not c.path and p.mode in c.modes and c.key in pricing:
            row[c.key] = pricing[c.key]
    row.update(detail_cells(p, catalog))
    if "billing_increment_hours" in pricing:
        hours = pricing["billing_increment_hours"]
        _in_unit(row, hours, "billing_increment_minutes", hours * 60.0, lambda m: m / 60.0)
    rules = rules_for(p.pricing)
    if rules.owns_hardware:  # the pricing's own lead time (days) beside the queue
        row["lead_time_days"] = rules.lead_time_hours(p.pricing) / 24.0
        if p.queue_hours:
            row["queue_hours"] = p.queue_hours
    else:
        _in_unit(row, p.queue_hours, "lead_time_days", p.queue_hours / 24.0, lambda d: d * 24.0)
    for key, value in row.items():
        if isinstance(value, bool):
            row[key] = _w("yes" if value else "no", lang)
    rows = [row]
    for i, fee in enumerate(p.fees):
        target: dict[str, Any] = row if i == 0 else {"row_type": _w("fee", lang), "name": p.name}
        target.update(
            fee_name=fee.name,
            fee_kind=fee.kind.value,
            fee_basis=fee.basis.value,
            fee_rate=fee.rate,
            fee_quantity=fee.quantity,
            fee_note=fee.note,
        )
        if i:
            rows.append(target)
    return rows


_HOURS_KEY = {
    "billing_increment_minutes": "billing_increment_hours",
    "lead_time_days": "queue_hours",
}


def _in_unit(
    row: dict[str, Any], hours: float, key: str, shown: float, back: Callable[[float], float]
) -> None:
    """``hours`` as ``shown`` in the column's unit when the importer's conversion (``back``,
    as parse.py computes it) gives exactly ``hours`` again, else in its own hours column:
    about 1 float in 7 does not survive ÷ 24 × 24."""
    if back(shown) == hours:
        row[key] = shown
    else:
        row[_HOURS_KEY[key]] = hours


def template_rows(
    platforms: tuple[Platform, ...], currency: str, lang: str, catalog: Catalog
) -> list[dict]:
    return [r for p in platforms for r in platform_rows(p, currency, lang, catalog)]


def _cell_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, float):
        return repr(value)  # the shortest text that reads back as the same float
    text = str(value)
    # Excel runs a CSV cell that starts like a formula: text such as a plan's platform named
    # '=HYPERLINK(…)' is written after an apostrophe (the importer drops it and refuses the
    # name, as it refuses it typed in a workbook).
    return "'" + text if text.startswith(FORMULA_START) else text


def write_template(
    path: Path | str,
    platforms: tuple[Platform, ...],
    currency: str,
    lang: str = "en",
    catalog: Catalog | None = None,
) -> None:
    """The template at ``path`` (.csv or .xlsx by its suffix), written atomically; ``catalog``
    (default: the bundled one) decides which GPU records are the plan's own."""
    path = Path(path)
    rows = template_rows(platforms, currency, lang, catalog or load_catalog())
    if path.suffix.lower() == ".csv":
        atomic_write_bytes(path, csv_bytes(rows, lang))
    else:
        # Built in memory, then written: xlsxwriter's zip left open on a failed write (a full
        # disk) closed itself at garbage collection into the closed file, and Python printed
        # "Exception ignored in ZipFile.__del__ … write to closed file" after the clean error.
        buf = io.BytesIO()
        _write_xlsx(buf, rows, lang)
        atomic_write_bytes(path, buf.getvalue())


def csv_bytes(rows: list[dict], lang: str) -> bytes:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow([header(c.key, _lang(lang)) for c in COLUMNS])
    for row in rows:
        writer.writerow([_cell_text(row.get(c.key)) for c in COLUMNS])
    return buf.getvalue().encode("utf-8-sig")  # the BOM makes Excel read UTF-8


def _write_xlsx(f: Any, rows: list[dict], lang: str) -> None:
    import xlsxwriter  # off the start-up path

    lang = _lang(lang)
    wb = xlsxwriter.Workbook(f, {"in_memory": True, "strings_to_formulas": False})
    head = wb.add_format({"bold": True, "bg_color": "#DDE7F0", "text_wrap": True, "border": 1})
    date = wb.add_format({"num_format": "yyyy-mm-dd"})
    ws = wb.add_worksheet(_w("sheet.quotes", lang))
    ws.freeze_panes(1, 3)
    ws.set_row(0, 32)
    for col, c in enumerate(COLUMNS):
        ws.write_string(0, col, header(c.key, lang), head)
        ws.set_column(col, col, _WIDTHS.get(c.key, max(10, min(20, len(header(c.key, lang)) + 2))))
    ws.set_landscape()
    ws.set_paper(9)  # A4
    ws.repeat_rows(0)
    for r, row in enumerate(rows, start=1):
        for col, c in enumerate(COLUMNS):
            _write_cell(ws, r, col, row.get(c.key), date)
    _validations(ws, lang, max(len(rows), 1) + 200)
    _readme(wb, lang, head)
    wb.close()


def _write_cell(ws: Any, r: int, col: int, value: Any, date: Any) -> None:
    if value is None or value == "":
        return
    if isinstance(value, dt.date):
        ws.write_datetime(r, col, dt.datetime(value.year, value.month, value.day), date)
    elif isinstance(value, bool):
        ws.write_boolean(r, col, value)
    elif isinstance(value, int | float) and float(f"{value:.16g}") == value:
        ws.write_number(r, col, value)  # XlsxWriter writes '%.16g': exact for this value
    elif isinstance(value, float):
        ws.write_string(r, col, repr(value))  # 17 digits: text, read back exactly
    else:
        ws.write_string(r, col, str(value))


def _validations(ws: Any, lang: str, last: int) -> None:
    lists = {
        "row_type": [_w("offer", lang), _w("fee", lang)],
        "mode": [mode_word(m, lang) for m in PricingMode],
        "whole_nodes": [_w("yes", lang), _w("no", lang)],
        "prices_include_vat": [_w("yes", lang), _w("no", lang)],
        "stack": stack_names(lang),
    }
    for col, c in enumerate(COLUMNS):
        if c.key in lists:
            ws.data_validation(1, col, last, col, {"validate": "list", "source": lists[c.key]})


def _modes(c: Column, every: str, lang: str) -> str:
    joiner = ", " if _lang(lang) == "en" else "、"
    return joiner.join(mode_word(m, lang) for m in c.modes) if c.modes else every


def _readme(wb: Any, lang: str, head: Any) -> None:
    intro, every, required = _w("readme", lang), _w("every", lang), _w("required", lang)
    titles = [_w(f"head.{name}", lang) for name in ("column", "modes", "required", "format")]
    ws = wb.add_worksheet(_w("sheet.readme", lang))
    wrap = wb.add_format({"text_wrap": True, "valign": "top"})
    ws.set_column(0, 0, 34)
    ws.set_column(1, 1, 30)
    ws.set_column(2, 2, 10)
    ws.set_column(3, 3, 48)
    # Printed on A4 landscape, one page wide: portrait cut the four columns across pages.
    ws.set_paper(9)
    ws.set_landscape()
    ws.fit_to_pages(1, 0)
    ws.repeat_rows(2)
    ws.merge_range(0, 0, 0, 3, intro, wrap)
    ws.set_row(0, 110)  # the intro: six lines across the four columns below
    for col, title in enumerate(titles):
        ws.write_string(2, col, title, head)
    for r, c in enumerate(COLUMNS, start=3):
        ws.write_string(r, 0, header(c.key, lang))
        ws.write_string(r, 1, _modes(c, every, lang))
        ws.write_string(r, 2, required if c.required else "")
        ws.write_string(r, 3, _format(c, lang), wrap)


def _format(c: Column, lang: str) -> str:
    """The Read me's format cell of a column (a stack column lists the stacks' names)."""
    if c.kind == "stack":
        return messages.text("quote_template.format.stack", lang, choices=stack_list(lang))
    return _w("format." + ("fee" if c.key in ("fee_kind", "fee_basis") else c.kind), lang)
