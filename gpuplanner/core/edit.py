"""Validated functional updates of the immutable plan: ``replace_at(plan, path, value)``.

Editors change one field at a time. Each level is rebuilt through ``model_validate`` so field
constraints and model validators run, while untouched sub-models are reused as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

PathItem = str | int


def get_at(obj: Any, path: Sequence[PathItem]) -> Any:
    for key in path:
        obj = obj[key] if isinstance(key, int) else getattr(obj, key)
    return obj


def replace_at(obj: Any, path: Sequence[PathItem], value: Any) -> Any:
    """Return a copy of ``obj`` with ``path`` set to ``value`` (raises pydantic ValidationError)."""
    if not path:
        return value
    key, rest = path[0], path[1:]
    if isinstance(key, int):
        items = list(obj)
        items[key] = replace_at(items[key], rest, value)
        return tuple(items)
    if not isinstance(obj, BaseModel):
        raise TypeError(f"cannot set {key!r} on {type(obj).__name__}")
    fields = dict(obj)
    fields[key] = replace_at(fields[key], rest, value) if rest else value
    return type(obj).model_validate(fields)
