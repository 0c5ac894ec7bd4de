"""Load the catalogs: the bundled files, then the user's files on top (user entries win).

The bundled catalog must be valid (a broken one is a packaging bug and raises
``CatalogError``). A user's file never blocks loading: every problem in it (unreadable file,
bad JSON, a bad entry, a reference to a missing GPU) becomes a ``CatalogProblem`` naming the
file, the entry and the field, and only the bad part is skipped.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from gpuplanner.io import messages
from gpuplanner.io.catalog_models import (
    CATALOG_SCHEMA_VERSION,
    GpuRecord,
    InterconnectPreset,
    InterruptionDefaults,
    ModelRecord,
    PlatformPreset,
)
from gpuplanner.io.plan_file import field_path
from gpuplanner.io.safe_read import NotRegularFile, TooLarge, read_regular
from gpuplanner.io.user_dirs import user_catalogs_dir
from gpuplanner.paths import catalogs_dir

Section = Literal["gpus", "models", "interconnects", "platforms"]
SECTIONS: tuple[Section, ...] = ("gpus", "models", "interconnects", "platforms")
RECORD_TYPES: dict[Section, type[BaseModel]] = {
    "gpus": GpuRecord,
    "models": ModelRecord,
    "interconnects": InterconnectPreset,
    "platforms": PlatformPreset,
}
# File name → (its "kind", the list sections it may hold).
FILES: dict[str, tuple[str, tuple[Section, ...]]] = {
    "gpus.json": ("gpus", ("gpus",)),
    "models.json": ("models", ("models",)),
    "platforms.json": ("platforms", ("interconnects", "platforms")),
}
FILE_OF: dict[Section, str] = {s: f for f, (_, secs) in FILES.items() for s in secs}
MAX_FILE_BYTES = 16 * 1024 * 1024  # catalogs are kilobytes; refuse a stray huge file
_ENVELOPE_KEYS = {"schema_version", "kind", "conventions", "notes", "disclaimer", "mfu_prior_rule"}


class CatalogError(ValueError):
    """The bundled catalog is broken, or a user entry cannot be saved."""


@dataclass(frozen=True)
class CatalogProblem:
    """Something wrong in a user's catalog file; the rest of the catalog still loads."""

    file: str
    entry: str | None
    field: str | None
    message: str

    def __str__(self) -> str:
        where = self.file
        if self.entry:
            where += f": entry {self.entry!r}"
        if self.field:
            where += f": {self.field}"
        return f"{where}: {self.message}"


@dataclass(frozen=True)
class Catalog:
    """The merged catalog. Mappings are read-only; ``user`` holds (section, id) from the user."""

    gpus: Mapping[str, GpuRecord]
    models: Mapping[str, ModelRecord]
    interconnects: Mapping[str, InterconnectPreset]
    platforms: Mapping[str, PlatformPreset]
    interruptions: InterruptionDefaults
    user: frozenset[tuple[str, str]] = frozenset()
    problems: tuple[CatalogProblem, ...] = ()
    _aliases: Mapping[str, str] = field(default_factory=dict, repr=False)

    def gpu(self, gpu_id: str) -> GpuRecord:
        """The GPU with this id, or with this id among its aliases; ``KeyError`` if none."""
        if gpu_id in self.gpus:
            return self.gpus[gpu_id]
        return self.gpus[self._aliases[gpu_id]]

    def origin(self, section: Section, entry_id: str) -> Literal["user", "bundled"]:
        return "user" if (section, entry_id) in self.user else "bundled"


_DATE_FIELDS = {"as_of", "prices_as_of"}


def _message(err: Mapping[str, Any]) -> str:
    if err.get("type") == "extra_forbidden":
        return "unknown key (check the spelling)"
    if err.get("type") == "missing":
        return "required but missing"
    if err.get("type") == "string_pattern_mismatch":
        got = json.dumps(err.get("input"), ensure_ascii=False)[:60]
        key = str(err["loc"][-1]) if err.get("loc") else ""
        if key in _DATE_FIELDS:
            return f"must be a date: YYYY, YYYY-MM or YYYY-MM-DD (got {got})"
        if key != "currency":
            return f"must be an id of lowercase letters, digits, '.', '_' or '-' (got {got})"
    msg = str(err.get("msg", "invalid value")).removeprefix("Value error, ")
    shown = json.dumps(err.get("input"), ensure_ascii=False, default=str)
    if "input" in err and err.get("type") not in ("model_type", "dict_type") and len(shown) <= 60:
        msg += f" (got {shown})"
    return msg


def read_catalog_json(path: Path) -> Any:
    """Decode a catalog file; ``ValueError`` with a plain message on any failure."""
    try:
        raw = read_regular(path, MAX_FILE_BYTES)  # a FIFO or /dev/zero: refused, never read
    except NotRegularFile as exc:
        kind = messages.text(f"file_kind.{exc.kind}", messages.ENGLISH)
        raise ValueError(f"{kind} is not a catalog file") from None
    except TooLarge:
        raise ValueError("the file is too large for a catalog") from None
    except OSError as exc:
        raise ValueError(f"cannot read the file: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ValueError(f"not UTF-8 text (bad byte at offset {exc.start})") from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON: {exc.msg} at line {exc.lineno}") from None
    except RecursionError:
        raise ValueError("the JSON is nested too deeply") from None


def _reject_constant(name: str) -> float:
    raise json.JSONDecodeError(f"{name} is not a number a catalog can hold", name, 0)


def check_envelope(data: Any, name: str) -> str | None:
    """Why this decoded file cannot be used at all, or ``None`` when its envelope is fine."""
    kind, _ = FILES[name]
    if not isinstance(data, dict):
        return "the file does not hold a catalog (expected a JSON object)"
    version = data.get("schema_version")
    if isinstance(version, bool) or not isinstance(version, int):
        return f"schema_version must be a whole number (got {version!r})"
    if version > CATALOG_SCHEMA_VERSION:
        return (
            f"written by a newer gpuplanner (schema {version}; this version reads up to "
            f"{CATALOG_SCHEMA_VERSION}); its entries are ignored"
        )
    if version < 1:
        return f"unknown schema_version {version}"
    if data.get("kind", kind) != kind:
        return f"kind is {data.get('kind')!r}, expected {kind!r} for {name}"
    return None


def _entries(
    data: dict[str, Any], section: Section, src: str, problems: list[CatalogProblem] | None
) -> dict[str, Any]:
    """Validate one list section entry by entry. ``problems=None``: raise on the first error."""
    raw = data.get(section, [])
    if not isinstance(raw, list):
        return _fail(problems, CatalogProblem(src, None, section, "must be a list of entries"))
    model = RECORD_TYPES[section]
    out: dict[str, Any] = {}
    for index, item in enumerate(raw):
        label = item.get("id") if isinstance(item, dict) else None
        label = label if isinstance(label, str) and label else f"{section}[{index}]"
        if isinstance(item, dict) and "origin" in item:
            # Records copied from `gpuplanner catalog … --json` carry "origin": not a field.
            item = {k: v for k, v in item.items() if k != "origin"}
        try:
            record: Any = model.model_validate(item)
        except ValidationError as exc:
            errors = exc.errors(include_url=False)
            where = field_path(tuple(errors[0]["loc"])) or None
            message = _message(errors[0])
            if len(errors) > 1:
                message += f" (and {len(errors) - 1} more in this entry)"
            _fail(problems, CatalogProblem(src, label, where, message))
            continue
        if record.id in out:
            _fail(problems, CatalogProblem(src, label, "id", "the same id appears twice"))
            continue
        out[record.id] = record
    return out


def _fail(problems: list[CatalogProblem] | None, problem: CatalogProblem) -> dict[str, Any]:
    if problems is None:
        raise CatalogError(f"bundled catalog is broken: {problem}")
    problems.append(problem)
    return {}


def _load_bundled(folder: Path) -> tuple[dict[Section, dict[str, Any]], InterruptionDefaults]:
    sections: dict[Section, dict[str, Any]] = {}
    interruptions: InterruptionDefaults | None = None
    for name, (_, secs) in FILES.items():
        path = folder / name
        try:
            data = read_catalog_json(path)
        except ValueError as exc:
            raise CatalogError(f"bundled catalog {path} is unreadable: {exc}") from None
        why = check_envelope(data, name)
        if why:
            raise CatalogError(f"bundled catalog {path}: {why}")
        for section in secs:
            sections[section] = _entries(data, section, str(path), None)
        if name == "platforms.json":
            try:
                interruptions = InterruptionDefaults.model_validate(
                    data.get("interruption_defaults")
                )
            except ValidationError as exc:
                err = exc.errors(include_url=False)[0]
                where = field_path(("interruption_defaults", *err["loc"]))
                raise CatalogError(f"bundled catalog {path}: {where}: {_message(err)}") from None
    assert interruptions is not None
    return sections, interruptions


def _load_user_file(path: Path, problems: list[CatalogProblem]) -> dict[Section, dict[str, Any]]:
    name, src = path.name, str(path)
    if not path.exists():
        return {}
    if path.is_dir():
        problems.append(CatalogProblem(src, None, None, "this is a folder, not a catalog file"))
        return {}
    try:
        data = read_catalog_json(path)
    except ValueError as exc:
        problems.append(CatalogProblem(src, None, None, str(exc)))
        return {}
    why = check_envelope(data, name)
    if why:
        problems.append(CatalogProblem(src, None, None, why))
        return {}
    _, secs = FILES[name]
    for key in sorted(set(data) - _ENVELOPE_KEYS - set(secs)):
        problems.append(CatalogProblem(src, None, key, "unknown key (ignored)"))
    return {section: _entries(data, section, src, problems) for section in secs}


def _bad_reference(
    section: Section, record: Any, maps: dict, bundled: dict
) -> tuple[str, str] | None:
    """(field, why) when a record points at something missing or misuses a link; else None."""
    links = maps["interconnects"]
    if section == "interconnects":
        old = bundled["interconnects"].get(record.id)
        if old is not None and old.scope != record.scope:
            return "scope", f"cannot change from {old.scope} (bundled presets use this link)"
    if section == "gpus" and record.interconnect not in links:
        return "interconnect", f"no interconnect preset {record.interconnect!r}"
    if section == "platforms":
        if record.gpu_id not in maps["gpus"] and record.gpu_id not in _alias_map(maps["gpus"]):
            return "gpu_id", f"no GPU {record.gpu_id!r} in the catalog"
        for key in ("intra_node", "inter_node"):
            link = links.get(getattr(record, key))
            if link is None:
                return key, f"no interconnect preset {getattr(record, key)!r}"
            if link.scope != key:
                return key, f"{link.id!r} is an {link.scope.replace('_', '-')} link"
    return None


def _alias_map(gpus: Mapping[str, GpuRecord]) -> dict[str, str]:
    return {alias: g.id for g in gpus.values() for alias in g.aliases if alias not in gpus}


def load_catalog(bundled_dir: Path | None = None, user_dir: Path | None = None) -> Catalog:
    """The bundled catalog with the user's entries on top; user problems are collected."""
    bundled, interruptions = _load_bundled(bundled_dir or catalogs_dir())
    folder = user_dir or user_catalogs_dir()
    problems: list[CatalogProblem] = []
    user: dict[Section, dict[str, Any]] = {s: {} for s in SECTIONS}
    for name in FILES:
        for section, entries in _load_user_file(folder / name, problems).items():
            user[section] = entries
    merged = {s: {**bundled[s], **user[s]} for s in SECTIONS}
    problems += _references(bundled, user, merged, folder)
    problems += _implausible(bundled, user, folder)
    user_ids = frozenset((s, i) for s in SECTIONS for i in user[s] if i in merged[s])
    return Catalog(
        gpus=MappingProxyType(merged["gpus"]),
        models=MappingProxyType(merged["models"]),
        interconnects=MappingProxyType(merged["interconnects"]),
        platforms=MappingProxyType(merged["platforms"]),
        interruptions=interruptions,
        user=user_ids,
        problems=tuple(problems),
        _aliases=MappingProxyType(_alias_map(merged["gpus"])),
    )


def _references(bundled: dict, user: dict, merged: dict, folder: Path) -> list[CatalogProblem]:
    """Check references: a bundled break raises; a user entry that dangles is dropped (and the
    bundled entry it overrode, if any, comes back), so no user file can break the catalog."""
    for section in ("gpus", "platforms"):
        for entry_id, record in bundled[section].items():
            why = _bad_reference(section, record, bundled, bundled)
            if why:
                raise CatalogError(
                    f"bundled catalog is broken: {section} {entry_id!r}: {why[0]}: {why[1]}"
                )
    problems: list[CatalogProblem] = []
    linked: tuple[Section, ...] = ("interconnects", "gpus", "platforms")
    for section in linked:
        for entry_id, record in list(user[section].items()):
            why = _bad_reference(section, record, merged, bundled)
            if why is None:
                continue
            src = str(folder / FILE_OF[section])
            problems.append(CatalogProblem(src, entry_id, why[0], why[1] + " (entry ignored)"))
            del user[section][entry_id]
            if entry_id in bundled[section]:
                merged[section][entry_id] = bundled[section][entry_id]
            else:
                del merged[section][entry_id]
    return problems


# A user figure this many times the largest bundled one is flagged (kept, but said): 1e15
# TFLOPS or 80,000 GB is a unit slip or a typo, and it would rank a platform first.
IMPLAUSIBLE_FACTOR = 10.0


def _figures(value: Any, prefix: str = "") -> dict[str, float]:
    """The numbers of a dumped record by dotted field path (lists and yes/no left out)."""
    out: dict[str, float] = {}
    if isinstance(value, dict):
        for key, item in value.items():
            out.update(_figures(item, f"{prefix}.{key}" if prefix else str(key)))
    elif isinstance(value, int | float) and not isinstance(value, bool):
        out[prefix] = float(value)
    return out


def _implausible(bundled: dict, user: dict, folder: Path) -> list[CatalogProblem]:
    """User figures over ``IMPLAUSIBLE_FACTOR`` times the largest bundled one of their field."""
    problems: list[CatalogProblem] = []
    for section in SECTIONS:
        if not user[section]:
            continue
        largest: dict[str, float] = {}
        for record in bundled[section].values():
            for key, number in _figures(record.model_dump(mode="json")).items():
                largest[key] = max(largest.get(key, 0.0), number)
        src = str(folder / FILE_OF[section])
        for entry_id, record in user[section].items():
            for key, number in _figures(record.model_dump(mode="json")).items():
                top = largest.get(key, 0.0)
                if top > 0 and number > IMPLAUSIBLE_FACTOR * top:
                    problems.append(
                        CatalogProblem(
                            src,
                            entry_id,
                            key,
                            f"{number:g} is over {IMPLAUSIBLE_FACTOR:g} times the largest in "
                            f"the bundled catalog ({top:g}); check the figure and its unit "
                            "(entry kept)",
                        )
                    )
    return problems
