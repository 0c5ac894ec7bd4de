"""English texts of every message below the GUI, keyed by code, one module per area."""

from __future__ import annotations

from gpuplanner.io.messages.en import (
    bill,
    errors,
    fleet,
    memo,
    notices,
    quotes,
    report,
    terms,
    workbook,
)

_AREAS = (terms, notices, errors, report, workbook, fleet, bill, memo, quotes)

EN: dict[str, str] = {}
for _area in _AREAS:
    assert not EN.keys() & _area.TEXTS.keys(), "a key is defined in two areas"
    EN |= _area.TEXTS
