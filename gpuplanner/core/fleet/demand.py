"""Monthly GPU-hour demand: the fleet plan's demand setting as an array over months.

Also parses a column pasted from a spreadsheet, so the GUI's month table and any other
front end accept the same text the same way.
"""

from __future__ import annotations

import re

import numpy as np

from gpuplanner.core.errors import CoreError, ErrorCode
from gpuplanner.core.fleet.plan import DemandMode, FleetDemand

# Thousands separators a spreadsheet may paste: "3,000", "3 000", "3'000", "3，000".
_THOUSANDS = re.compile(r"(?<=\d)[,\s'，\u00a0\u202f](?=\d{3}(?:\D|$))")


def demand_months(demand: FleetDemand, horizon_months: int) -> np.ndarray:
    """GPU-hours needed in each month 1 … horizon (index 0 is month 1)."""
    if demand.mode == DemandMode.TABLE:
        return np.asarray(demand.table, dtype=float)
    if demand.mode == DemandMode.RAMP and horizon_months > 1:
        return np.linspace(
            demand.gpu_hours_per_month, demand.ramp_end_gpu_hours_per_month, horizon_months
        )
    return np.full(horizon_months, demand.gpu_hours_per_month, dtype=float)


def parse_demand_column(text: str) -> tuple[float, ...]:
    """Numbers from a pasted column (one per line; a row's first cell if tab-separated).

    Blank lines are skipped; anything else that is not a non-negative number is a
    ``ValueError`` naming the line, so the user can find it in the spreadsheet.
    """
    values: list[float] = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        cell = line.split("\t", 1)[0].strip()
        if not cell:
            continue
        cleaned = _THOUSANDS.sub("", cell)
        try:
            value = float(cleaned)
        except ValueError:
            raise CoreError(ErrorCode.PASTE_NOT_A_NUMBER, line=lineno, cell=cell) from None
        if not np.isfinite(value) or value < 0:
            raise CoreError(ErrorCode.PASTE_NEGATIVE, line=lineno, cell=cell)
        values.append(value)
    if not values:
        raise CoreError(ErrorCode.PASTE_EMPTY)
    return tuple(values)
