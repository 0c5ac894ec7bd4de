"""Load the catalogs: the bundled files, then the user's files on top (user entries win).

The bundled catalog must be valid (a broken one is a packaging bug and raises
``CatalogError``). A user's file never blocks loading: every problem in it (unreadable file,
bad JSON, a bad entry, a reference to a missing GPU) becomes a ``CatalogProblem`` naming the
file, the entry and the field, and only the bad part is skipped.
"""

from __future__ import annotations

import errno
import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from gpuplanner.io import messages
from gpuplanner.io.catalog.models import (
    CATALOG_SCHEMA_VERSION,
    GpuRecord,
    InterconnectPreset,
    InterruptionDefaults,
    ModelRecord,
    PlatformPreset,
)
from gpuplanner.io.problems import Problem, field_path, from_pydantic
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
    """Something wrong in a user's catalog file; the rest of the catalog still loads.

    ``problem`` says what as a code with parameters (``error.<code>`` in the message
    catalog); ``message`` is its English, ``text(lang)`` the whole line in any language."""

    file: str
    entry: str | None
    field: str | None
    problem: Problem

    @property
    def message(self) -> str:
        return self.problem.text()

    def text(self, lang: str = "en") -> str:
        where = [self.file]
        if self.entry:
            where.append(
                messages.text("error.catalog_entry", lang, messages.render, entry=repr(self.entry))
            )
        if self.field:
            where.append(self.field)
        return ": ".join([*where, self.problem.text(lang)])

    def __str__(self) -> str:
        return self.text()


class CatalogReadError(ValueError):
    """A catalog file that cannot be read or decoded: ``problem`` says why."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        super().__init__(problem.text())


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

    def implausible(self, section: Section, entry_id: str) -> tuple[CatalogProblem, ...]:
        """The flagged figures of one user entry (kept, but far from every bundled one)."""
        file = FILE_OF[section]
        return tuple(
            p
            for p in self.problems
            if p.entry == entry_id and p.problem.code in IMPLAUSIBLE and p.file.endswith(file)
        )


_DATE_FIELDS = {"as_of", "prices_as_of"}


def _problem(err: Mapping[str, Any]) -> Problem:
    """A validation error of a catalog entry: as a plan's, with the catalog's own id and date
    patterns named."""
    problem = from_pydantic(err)
    if err.get("type") == "string_pattern_mismatch":
        key = str(err["loc"][-1]) if err.get("loc") else ""
        if key in _DATE_FIELDS:
            return replace(problem, code="catalog_date")
        if key != "currency":
            return replace(problem, code="catalog_id")
    return problem


def _fault(code: str, **params: Any) -> Problem:
    return Problem(code, params)


def read_catalog_json(path: Path) -> Any:
    """Decode a catalog file; ``ValueError`` with a plain message on any failure."""
    try:
        raw = read_regular(path, MAX_FILE_BYTES)  # a FIFO or /dev/zero: refused, never read
    except NotRegularFile as exc:
        raise CatalogReadError(_fault("catalog_not_regular", kind=exc.kind)) from None
    except TooLarge:
        raise CatalogReadError(_fault("catalog_too_large")) from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # Path.exists() says False: it would vanish unsaid
            raise CatalogReadError(_fault("link_loop")) from None
        if isinstance(exc, FileNotFoundError) and path.is_symlink():
            raise CatalogReadError(_fault("link_dangling")) from None
        raise CatalogReadError(_fault("unreadable", detail=messages.os_reason(exc))) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CatalogReadError(_fault("not_utf8", offset=exc.start)) from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise CatalogReadError(
            _fault("catalog_not_json", detail=exc.msg, line=exc.lineno)
        ) from None
    except RecursionError:
        raise CatalogReadError(_fault("nested_too_deeply")) from None


def _reject_constant(name: str) -> float:
    raise json.JSONDecodeError(f"{name} is not a number a catalog can hold", name, 0)


def check_envelope(data: Any, name: str) -> Problem | None:
    """Why this decoded file cannot be used at all, or ``None`` when its envelope is fine."""
    kind, _ = FILES[name]
    if not isinstance(data, dict):
        return _fault("catalog_not_object")
    version = data.get("schema_version")
    if isinstance(version, bool) or not isinstance(version, int):
        return Problem("catalog_version_not_whole", {}, "", repr(version))
    if version > CATALOG_SCHEMA_VERSION:
        return _fault("catalog_newer", version=version, supported=CATALOG_SCHEMA_VERSION)
    if version < 1:
        return _fault("catalog_unknown_version", version=version)
    if data.get("kind", kind) != kind:
        return _fault(
            "catalog_wrong_kind", kind=repr(data.get("kind")), expected=repr(kind), name=name
        )
    return None


def _entries(
    data: dict[str, Any], section: Section, src: str, problems: list[CatalogProblem] | None
) -> dict[str, Any]:
    """Validate one list section entry by entry. ``problems=None``: raise on the first error."""
    raw = data.get(section, [])
    if not isinstance(raw, list):
        return _fail(problems, CatalogProblem(src, None, section, _fault("catalog_not_list")))
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
            problem = _problem(errors[0])
            where = problem.field or None
            if len(errors) > 1:
                problem = replace(problem, more=len(errors) - 1)
            _fail(problems, CatalogProblem(src, label, where, problem))
            continue
        if record.id in out:
            _fail(problems, CatalogProblem(src, label, "id", _fault("catalog_same_id")))
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
        except CatalogReadError as exc:
            raise CatalogError(f"bundled catalog {path} is unreadable: {exc}") from None
        why = check_envelope(data, name)
        if why:
            raise CatalogError(f"bundled catalog {path}: {why.text()}")
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
                refusal = _problem(err).text()
                raise CatalogError(f"bundled catalog {path}: {where}: {refusal}") from None
    assert interruptions is not None
    return sections, interruptions


def _load_user_file(path: Path, problems: list[CatalogProblem]) -> dict[Section, dict[str, Any]]:
    name, src = path.name, str(path)
    if not path.exists() and not path.is_symlink():
        return {}  # no such file (a link that leads nowhere, or loops, is read and said)
    if path.is_dir():
        problems.append(CatalogProblem(src, None, None, _fault("catalog_folder")))
        return {}
    try:
        data = read_catalog_json(path)
    except CatalogReadError as exc:
        problems.append(CatalogProblem(src, None, None, exc.problem))
        return {}
    why = check_envelope(data, name)
    if why:
        problems.append(CatalogProblem(src, None, None, why))
        return {}
    _, secs = FILES[name]
    for key in sorted(set(data) - _ENVELOPE_KEYS - set(secs)):
        problems.append(CatalogProblem(src, None, key, _fault("catalog_unknown_key")))
    return {section: _entries(data, section, src, problems) for section in secs}


def _bad_reference(
    section: Section, record: Any, maps: dict, bundled: dict
) -> tuple[str, Problem] | None:
    """(field, why) when a record points at something missing or misuses a link; else None."""
    links = maps["interconnects"]
    if section == "interconnects":
        old = bundled["interconnects"].get(record.id)
        if old is not None and old.scope != record.scope:
            return "scope", _fault("catalog_scope_changed", scope=old.scope)
    if section == "gpus" and record.interconnect not in links:
        return "interconnect", _fault("catalog_no_link", id=repr(record.interconnect))
    if section == "platforms":
        if record.gpu_id not in maps["gpus"] and record.gpu_id not in _alias_map(maps["gpus"]):
            return "gpu_id", _fault("catalog_no_gpu", id=repr(record.gpu_id))
        for key in ("intra_node", "inter_node"):
            link = links.get(getattr(record, key))
            if link is None:
                return key, _fault("catalog_no_link", id=repr(getattr(record, key)))
            if link.scope != key:
                return key, _fault("catalog_wrong_scope", id=repr(link.id), scope=link.scope)
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
                    f"bundled catalog is broken: {section} {entry_id!r}: {why[0]}: {why[1].text()}"
                )
    problems: list[CatalogProblem] = []
    linked: tuple[Section, ...] = ("interconnects", "gpus", "platforms")
    for section in linked:
        for entry_id, record in list(user[section].items()):
            why = _bad_reference(section, record, merged, bundled)
            if why is None:
                continue
            src = str(folder / FILE_OF[section])
            ignored = replace(why[1], code=f"{why[1].code}.ignored")
            problems.append(CatalogProblem(src, entry_id, why[0], ignored))
            del user[section][entry_id]
            if entry_id in bundled[section]:
                merged[section][entry_id] = bundled[section][entry_id]
            else:
                del merged[section][entry_id]
    return problems


# A user figure this many times above the largest bundled one of its field, or below the
# smallest, is flagged (kept, but said): 1e15 TFLOPS, 80,000 GB or an H100 at 1e-9 TFLOPS is a
# unit slip or a typo, and it would rank a platform first (or last).
IMPLAUSIBLE_FACTOR = 10.0
IMPLAUSIBLE = ("catalog_implausible", "catalog_implausible_small")
# The low check is for magnitudes (TFLOPS, GB, GB/s, W, prices, parameters): a field whose
# bundled figures go below 1 (a fraction, a rate, a share) may hold any small value.
SMALL_CHECK_FLOOR = 1.0


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
    """User figures over ``IMPLAUSIBLE_FACTOR`` times the largest bundled one of their field,
    or (above 0) under the smallest over the factor, for magnitudes."""
    problems: list[CatalogProblem] = []
    for section in SECTIONS:
        if not user[section]:
            continue
        largest: dict[str, float] = {}
        smallest: dict[str, float] = {}  # positive figures only: 0 is "none", not a size
        for record in bundled[section].values():
            for key, number in _figures(record.model_dump(mode="json")).items():
                largest[key] = max(largest.get(key, 0.0), number)
                if number > 0:
                    smallest[key] = min(smallest.get(key, math.inf), number)
        src = str(folder / FILE_OF[section])
        for entry_id, record in user[section].items():
            for key, number in _figures(record.model_dump(mode="json")).items():
                top, low = largest.get(key, 0.0), smallest.get(key, 0.0)
                if top > 0 and number > IMPLAUSIBLE_FACTOR * top:
                    why = _fault(
                        "catalog_implausible", number=number, factor=IMPLAUSIBLE_FACTOR, top=top
                    )
                elif low >= SMALL_CHECK_FLOOR and 0 < number < low / IMPLAUSIBLE_FACTOR:
                    why = _fault(
                        "catalog_implausible_small",
                        number=number,
                        factor=IMPLAUSIBLE_FACTOR,
                        low=low,
                    )
                else:
                    continue
                problems.append(CatalogProblem(src, entry_id, key, why))
    return problems
