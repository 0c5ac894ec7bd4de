"""The Fleet sheet's energy block: each strategy's kWh and tCO₂ over the horizon as live
formulas over named inputs and a table of the GPU-hours each month that draw power.

The formulas are core/fleet/energy.py's: kWh = P × overhead × PUE / 1000 × (busy GPU-hours ×
load factor + idle GPU-hours × idle share), rented GPUs at the fleet's power and PUE, the
owned cluster at its block's (``fleet_sb_w``, ``fleet_sb_pue``); tCO₂ = kWh × grid / 1000.
The busy / idle GPU-hours are the core's (cached numbers, fixed at export, as the layout):
change a power, a PUE, the load factor, the idle share or the grid and the totals follow.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import numpy as np
from xlsxwriter.utility import xl_col_to_name

from gpuplanner.core.fleet.costs import GpuHourUse
from gpuplanner.core.fleet.plan import FleetStrategy
from gpuplanner.io.excel.fleet_labels import label
from gpuplanner.io.fleet.wording import strategy_name

if TYPE_CHECKING:
    from gpuplanner.io.excel.fleet_writer import FleetWriter

DASH = "—"  # the rented GPUs' power is unknown (a typed GPU name, no typed power)


def _any(values: np.ndarray | None) -> bool:
    return values is not None and bool(np.any(values))


def write_energy(w: FleetWriter, row: int) -> int:
    """The energy block from ``row``; returns the next free row (nothing without a power)."""
    r, ws, lang, p = w.r, w.ws, w.lang, w.r.power
    if p is None or not r.use:
        return row
    e = w.fleet.energy
    ws.write_string(row, 0, label("sec.energy", lang), w.f["section"])
    row += 1
    known = not math.isnan(p.rented_power_w)
    if known:
        w.named(row, "e_power", "fleet_e_w", p.rented_power_w, None, "in_num")
    else:  # an empty input: typing a power there fills the kWh
        ws.write_string(row, 0, label("e_power", lang))
        ws.write_blank(row, 1, None, w.f["in_num"])
        w.wb.define_name(f"'{w.sheet}'!fleet_e_w", f"='{w.sheet}'!$B${row + 1}")
    row += 1
    for key, name, value in (
        ("e_pue", "fleet_e_pue", p.rented_pue),
        ("e_overhead", "fleet_e_ovh", e.server_overhead),
        ("e_load", "fleet_e_load", e.load_factor),
        ("e_idle", "fleet_e_idle", e.idle_fraction),
        ("e_grid", "fleet_e_grid", p.grid_kg_per_kwh),
    ):
        w.named(row, key, name, value, None, "in_num")
        row += 1
    table_row = row + len(r.strategies) + 4
    columns = _month_columns(w, table_row)
    row += 1
    ws.set_row(row, 30)  # a heading may wrap to two lines
    for col, key in enumerate(("col.strategy", "col.kwh", "col.tco2")):
        ws.write_string(row, col, label(key, lang), w.f["header"])
    energies = iter(r.energy)  # one per strategy that reports its GPU-hours, in order
    for s, use in zip(r.strategies, r.use, strict=True):
        if use is None:
            continue
        row += 1
        fe = next(energies)
        ws.write_string(row, 0, strategy_name(s, lang))
        kwh = _kwh_formula(w, s, use, columns, table_row)
        cached: Any = fe.kwh if math.isfinite(fe.kwh) else DASH
        w.cell(row, 1, kwh, cached, "int")
        co2: Any = fe.tco2 if math.isfinite(fe.tco2) else DASH
        tco2 = f'=IF(ISNUMBER(B{row + 1}),B{row + 1}*fleet_e_grid/1000,"{DASH}")'
        w.cell(row, 2, tco2, co2, "num")
        for col, stem in ((1, "fleet_kwh_"), (2, "fleet_tco2_")):
            ref = f"${xl_col_to_name(col)}${row + 1}"
            w.wb.define_name(f"'{w.sheet}'!{stem}{s.value}", f"='{w.sheet}'!{ref}")
    return _write_month_table(w, table_row, columns)


def _month_columns(w: FleetWriter, header_row: int) -> dict[tuple[FleetStrategy, str], int]:
    """Each strategy's busy / idle (and own cluster's) GPU-hour columns: (strategy, part)."""
    cols: dict[tuple[FleetStrategy, str], int] = {}
    for s, use in zip(w.r.strategies, w.r.use, strict=True):
        if use is None:
            continue
        owned = w.r.self_built is not None and (_any(use.owned_busy) or _any(use.owned_idle))
        for part in ("busy", "idle", *(("owned_busy", "owned_idle") if owned else ())):
            cols[(s, part)] = len(cols) + 1  # column A holds the month
    return cols


def _span(header_row: int, months: int, col: int) -> str:
    name = xl_col_to_name(col)
    return f"${name}${header_row + 2}:${name}${header_row + 1 + months}"


def _kwh_formula(
    w: FleetWriter,
    s: FleetStrategy,
    use: GpuHourUse,
    cols: dict[tuple[FleetStrategy, str], int],
    t_row: int,
) -> str:
    months = w.r.months.size

    def hours(busy: str, idle: str) -> str:
        b = _span(t_row, months, cols[(s, busy)])
        i = _span(t_row, months, cols[(s, idle)])
        return f"(SUM({b})*fleet_e_load+SUM({i})*fleet_e_idle)"

    terms: list[str] = []
    rented = _any(use.busy) or _any(use.idle)
    if rented:
        terms.append(f"fleet_e_w*fleet_e_ovh*fleet_e_pue/1000*{hours('busy', 'idle')}")
    if (s, "owned_busy") in cols:
        terms.append(
            f"fleet_sb_w*fleet_e_ovh*fleet_sb_pue/1000*{hours('owned_busy', 'owned_idle')}"
        )
    total = "+".join(terms) or "0"
    if rented:
        return f'=IF(ISNUMBER(fleet_e_w),{total},"{DASH}")'
    return "=" + total


def _write_month_table(
    w: FleetWriter, header_row: int, cols: dict[tuple[FleetStrategy, str], int]
) -> int:
    r, ws, lang = w.r, w.ws, w.lang
    ws.write_string(header_row - 1, 0, label("sec.energy_months", lang), w.f["section"])
    ws.set_row(header_row, 60)  # four lines of a wrapped heading, not over the month below
    ws.write_string(header_row, 0, label("m.month", lang), w.f["header"])
    for m, month in enumerate(r.months):
        ws.write_number(header_row + 1 + m, 0, int(month), w.f["int"])
    uses = dict(zip(r.strategies, r.use, strict=True))
    last = max(cols.values(), default=0)
    if last > 6:  # the sheet's columns past its totals are narrow: GPU-hours need 16
        ws.set_column(7, last, 16)
    for (s, part), col in cols.items():
        values = getattr(uses[s], part)
        header = label(f"e.{part}", lang, name=strategy_name(s, lang))
        ws.write_string(header_row, col, header, w.f["header"])
        for m in range(r.months.size):
            ws.write_number(header_row + 1 + m, col, float(values[m]), w.f["num"])
    return header_row + 1 + r.months.size
