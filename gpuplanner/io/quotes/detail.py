"""The plan detail columns both ways: a platform's fields beyond the quote terms → cells, and
cells → the fields of the platform being built.

A detail cell is written only where the platform differs from what a blank cell gives (the
field's default), so a template of quotes stays readable; a financing or a trial run that is
there is written whole, so that it comes back even with default terms. The GPU record travels
as columns only when it is not the catalog's record of the GPU named (a GPU of the plan's own,
such as a test GPU, or a catalog record that has changed since the plan was made).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from gpuplanner.core.energy_models import EnergySettings
from gpuplanner.core.platform import HourlyPricing, Platform, PricingMode
from gpuplanner.core.qualification import Qualification
from gpuplanner.core.storage import StorageSpec
from gpuplanner.core.uncertainty_models import Ranges
from gpuplanner.io.catalog.convert import gpu_spec
from gpuplanner.io.catalog.loader import Catalog
from gpuplanner.io.quotes import cells
from gpuplanner.io.quotes.cells import CellProblem
from gpuplanner.io.quotes.columns import (
    DETAIL_COLUMNS,
    FINANCING,
    NOTE_KEYS,
    STORAGE_KINDS,
    Column,
)

if TYPE_CHECKING:
    from gpuplanner.io.quotes.row import QuoteRow

GPU_COLUMNS = tuple(c for c in DETAIL_COLUMNS if c.path[0] == "gpu")
# Dotted field path → column key, for pointing a validation error at its cell.
PATH_COLUMN = {".".join(c.path): c.key for c in DETAIL_COLUMNS}
# Optional sub-records: written whole when present.
_WHOLE = {"financing", "calibration", "measurement"}
_DEFAULTS: dict[str, Any] = {
    "energy": EnergySettings().model_dump(),
    "ranges": Ranges().model_dump(),
    "storage": StorageSpec().model_dump(),
    "qualification": Qualification().model_dump(),
    "pricing": {k: f.default for k, f in HourlyPricing.model_fields.items()},
}


def _dig(data: Any, path: tuple[str, ...]) -> Any:
    for part in path:
        if not isinstance(data, dict):
            return None
        data = data.get(part)
    return data


def _default(path: tuple[str, ...]) -> Any:
    if path[0] in _DEFAULTS:
        return _dig(_DEFAULTS[path[0]], path[1:])
    return Platform.model_fields[path[0]].default


def _points_text(points: list[dict[str, Any]]) -> str:
    return "; ".join(f"{p['gpus']}: {p['efficiency']!r}" for p in points)


def own_gpu(platform: Platform, catalog: Catalog) -> bool:
    """True when the platform's GPU record is not the catalog's record of that GPU."""
    record = catalog.gpus.get(platform.gpu.id)
    return record is None or gpu_spec(record) != platform.gpu


def detail_cells(platform: Platform, catalog: Catalog) -> dict[str, Any]:
    """The detail columns' values for the platform (column key → value; blank ones left out)."""
    data = platform.model_dump()
    with_gpu = own_gpu(platform, catalog)
    out: dict[str, Any] = {}
    for c in DETAIL_COLUMNS:
        if c.key in ("queue_hours", "billing_increment_hours"):
            continue  # written by the template where days or minutes do not round trip
        if c.modes and platform.mode not in c.modes:
            continue
        value = _dig(data, c.path)
        if c.path[0] == "gpu":
            keep = with_gpu and value not in (None, "")
        elif any(part in _WHOLE for part in c.path):
            keep = value is not None and value != ""
        else:
            keep = value != _default(c.path)
        if keep:
            out[c.key] = _as_cell(c, value)
    return out


def _as_cell(c: Column, value: Any) -> Any:
    """A field's value as its cell holds it (lists and times as text)."""
    if c.kind == "points":
        return _points_text(value)
    if c.kind == "names":
        return "; ".join(value)
    if c.kind == "lines":
        return "\n".join(value)
    if c.kind == "datetime" and isinstance(value, dt.datetime):
        return value.isoformat()
    return value


def _names(value: Any) -> tuple[str, ...]:
    """'a; b' → ('a', 'b') (';' or '；' between names)."""
    text = cells.text(value, cells.MAX_NOTE_CHARS, plain=False).replace("；", ";")
    return tuple(part.strip() for part in text.split(";") if part.strip())


def _lines(value: Any) -> tuple[str, ...]:
    """One text per line (machine messages such as NCCL errors: a leading '-' is kept)."""
    text = cells.text(value, cells.MAX_NOTE_CHARS, plain=False)
    lines = tuple(line.strip() for line in text.splitlines() if line.strip())
    for line in lines:  # "-" starts a machine message; "=" and "@" only a formula
        if line.startswith(("=", "@")):
            raise CellProblem("starts_like_formula", char=line[0])
    return lines


def _datetime(value: Any) -> dt.datetime:
    if isinstance(value, dt.datetime):
        return value
    if isinstance(value, dt.date):
        return dt.datetime(value.year, value.month, value.day)
    text = cells.text(value, plain=False)
    try:
        return dt.datetime.fromisoformat(text)
    except ValueError:
        raise CellProblem("not_datetime", got=cells.shown(text)) from None


def _points(value: Any) -> list[dict[str, Any]]:
    """'8: 0.65; 16: 0.6' → scaling points (';' or '；' between points, ':' or '：' inside)."""
    text = cells.text(value, cells.MAX_NOTE_CHARS, plain=False).replace("；", ";")
    out = []
    for part in (p.strip() for p in text.split(";")):
        if not part:
            continue
        gpus, sep, efficiency = part.replace("：", ":").partition(":")
        if not sep:
            raise CellProblem("not_points", got=cells.shown(part))
        try:
            point = {"gpus": cells.whole(gpus.strip()), "efficiency": cells.share(efficiency)}
        except CellProblem:
            raise CellProblem("not_points", got=cells.shown(part)) from None
        out.append(point)
    return out


def _parser(c: Column) -> Callable[[Any], Any]:
    if c.kind == "text":
        limit = cells.MAX_NOTE_CHARS if c.key in NOTE_KEYS else cells.MAX_NAME_CHARS
        return lambda v: cells.text(v, limit)  # never like a formula (docs/usage.md)
    if c.kind == "financing":
        return lambda v: cells.choice(v, FINANCING)
    if c.kind == "storage":
        return lambda v: cells.choice(v, STORAGE_KINDS)
    return {
        "int": cells.whole,
        "share": cells.share,
        "bool": cells.boolean,
        "points": _points,
        "names": _names,
        "lines": _lines,
        "datetime": _datetime,
        "date": cells.date,
    }.get(c.kind, cells.number)


def _put(data: dict[str, Any], path: tuple[str, ...], value: Any) -> None:
    for part in path[:-1]:
        data = data.setdefault(part, {})
    data[path[-1]] = value


def apply_detail(
    row: QuoteRow, mode: PricingMode | None, data: dict[str, Any], pricing: dict[str, Any]
) -> None:
    """Put the row's detail cells into the platform's data (pricing paths into ``pricing``);
    a cell of another pricing mode is a problem, as for the quote columns."""
    for c in DETAIL_COLUMNS:
        if c.path[0] == "gpu" or not row.given(c.key):
            continue
        if c.modes and mode is not None and mode not in c.modes:
            row.add(c.key, "wrong_mode", mode=mode.value)
            continue
        value = row.get(c.key, _parser(c))
        if value is None:
            continue
        if c.path[0] == "pricing":
            _put(pricing, c.path[1:], value)
        else:
            _put(data, c.path, value)


def gpu_record(row: QuoteRow) -> dict[str, Any] | None:
    """The row's own GPU record (the GPU column names it), or None when no GPU detail column
    is filled (the GPU is then the catalog's)."""
    if not any(row.given(c.key) for c in GPU_COLUMNS):
        return None
    # The GPU column names the row's own GPU: a name, never text a spreadsheet runs.
    name = row.get("gpu", cells.text)
    record: dict[str, Any] = {"name": name}
    for c in GPU_COLUMNS:
        value = row.get(c.key, _parser(c))
        if value is not None:
            record[c.path[1]] = value
    return record
