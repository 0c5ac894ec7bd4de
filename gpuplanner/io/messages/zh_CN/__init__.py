"""Simplified Chinese texts of every message below the GUI, keyed by code, one module per area."""

from __future__ import annotations

from gpuplanner.io.messages.zh_CN import (
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

ZH_CN: dict[str, str] = {}
for _area in _AREAS:
    assert not ZH_CN.keys() & _area.TEXTS.keys(), "a key is defined in two areas"
    ZH_CN |= _area.TEXTS
