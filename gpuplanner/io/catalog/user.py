"""Save and remove the user's own catalog entries (they extend or override the bundled ones).

The user's files sit in the user data folder, in the bundled files' format, so a bundled update
never touches them. Saving rewrites one file atomically and keeps every other entry in it as it
was — even entries this version cannot validate — and refuses to overwrite a file it cannot
read, so the user's data is never lost to a save.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from gpuplanner.io.atomic import atomic_write_bytes
from gpuplanner.io.catalog.loader import (
    FILE_OF,
    FILES,
    RECORD_TYPES,
    CatalogError,
    Section,
    check_envelope,
    read_catalog_json,
)
from gpuplanner.io.catalog.models import CATALOG_SCHEMA_VERSION
from gpuplanner.io.user_dirs import user_catalogs_dir


def _user_file(section: Section, user_dir: Path | None) -> Path:
    return (user_dir or user_catalogs_dir()) / FILE_OF[section]


def _read_user_data(path: Path) -> dict[str, Any]:
    kind, _ = FILES[path.name]
    if not path.exists():
        return {"schema_version": CATALOG_SCHEMA_VERSION, "kind": kind}
    try:
        data = read_catalog_json(path)
    except ValueError as exc:
        raise CatalogError(f"{path}: {exc}; fix or move the file before saving to it") from None
    why = check_envelope(data, path.name)
    if why:
        raise CatalogError(f"{path}: {why.text()}; fix or move the file before saving to it")
    return data


def _write(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False) + "\n"
    atomic_write_bytes(path, text.encode("utf-8"))


def save_user_entry(section: Section, record: BaseModel, user_dir: Path | None = None) -> Path:
    """Add or replace (by id) one entry in the user's catalog; return the file written."""
    model = RECORD_TYPES[section]
    if not isinstance(record, model):
        raise CatalogError(f"a {section} entry must be a {model.__name__}")
    path = _user_file(section, user_dir)
    data = _read_user_data(path)
    entries = data.get(section, [])
    if not isinstance(entries, list):
        raise CatalogError(f"{path}: {section} must be a list; fix the file before saving to it")
    new = record.model_dump(mode="json", exclude_defaults=False)
    kept = [e for e in entries if not (isinstance(e, dict) and e.get("id") == new["id"])]
    data[section] = [*kept, new]
    _write(path, data)
    return path


def remove_user_entry(section: Section, entry_id: str, user_dir: Path | None = None) -> bool:
    """Remove the user's entry with this id (the bundled one, if any, shows again)."""
    path = _user_file(section, user_dir)
    if not path.exists():
        return False
    data = _read_user_data(path)
    entries = data.get(section, [])
    if not isinstance(entries, list):
        raise CatalogError(f"{path}: {section} must be a list; fix the file first")
    kept = [e for e in entries if not (isinstance(e, dict) and e.get("id") == entry_id)]
    if len(kept) == len(entries):
        return False
    data[section] = kept
    _write(path, data)
    return True
