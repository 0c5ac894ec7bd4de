"""``.gpuplan`` files: load (validate, migrate, refuse newer), save atomically, JSON Schema.

Unknown keys are an error naming the key: a typo such as ``"pirce"`` must not silently
fall back to a default in a document that decides money.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from gpuplanner.core.plan import PLAN_FORMAT, PLAN_FORMAT_VERSION, Plan
from gpuplanner.core.text import SHORT_QUOTE, shorten
from gpuplanner.io.atomic import atomic_write_bytes
from gpuplanner.io.safe_read import NotRegularFile, TooLarge, read_regular

SUFFIX = ".gpuplan"
MAX_FILE_BYTES = 64 * 1024 * 1024  # a plan is kilobytes; refuse to parse a stray huge file

# Migrations from version v to v + 1, applied in order to older files.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


class PlanError(ValueError):
    """A plan could not be loaded: ``field`` is the path in the file, ``problem`` the reason."""

    def __init__(self, field: str, problem: str, source: str | None = None) -> None:
        self.field = field
        self.problem = problem = shorten(problem, MAX_PROBLEM)
        self.source = source
        where = f"{source}: " if source else ""
        super().__init__(f"{where}{field}: {problem}" if field else f"{where}{problem}")


def field_path(loc: tuple[Any, ...]) -> str:
    """('platforms', 1, 'pricing', 'spot', 'price_per_gpu_hour') → platforms[1].pricing.price…"""
    parts: list[str] = []
    for i, item in enumerate(loc):
        if isinstance(item, int):
            parts.append(f"[{item}]")
            continue
        # A discriminated union puts the tag in the path; it is not a key in the file.
        if i > 0 and loc[i - 1] == "pricing" and item in _PRICING_TAGS:
            continue
        if item in ("function-after", "function-before"):
            continue
        key = str(item)
        if not _KEY.fullmatch(key) or len(key) > SHORT_QUOTE:
            # A stray key such as "a b" or "\n": quoted, on one line; a huge one shortened.
            parts.append(f"[{json.dumps(shorten(key, _KEY_QUOTE), ensure_ascii=False)}]")
            continue
        parts.append(("." if parts else "") + key)
    return "".join(parts)


_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_KEY_QUOTE = 40  # characters of a stray key quoted in a field path
MAX_PROBLEM = 2000  # characters: the last guard on a message that quotes a file's text


_PRICING_TAGS = {"on_demand", "spot", "reserved", "lease", "self_built"}


def _problem(err: Mapping[str, Any]) -> str:
    msg = str(err.get("msg", "invalid value"))
    msg = msg.removeprefix("Value error, ")
    if err.get("type") == "extra_forbidden":
        return "unknown key (check the spelling)"
    if err.get("type") == "missing":
        return "required but missing"
    value = err.get("input")
    short = not isinstance(value, str) or len(value) <= SHORT_QUOTE  # no dump of 40 MB text
    if "input" in err and short and isinstance(value, str | int | float | bool | None):
        shown = json.dumps(value, ensure_ascii=False, default=str)
        if len(shown) <= SHORT_QUOTE:
            msg += f" (got {shown})"
    return msg


def validate_plan(data: Any, source: str | None = None) -> Plan:
    """Validate a decoded JSON value as a plan; raise ``PlanError`` naming the first bad field."""
    version = _check_header(data, source)
    while version < PLAN_FORMAT_VERSION:
        migrate = MIGRATIONS.get(version)
        if migrate is None:  # a gap in the chain is our bug; still a clean refusal
            raise PlanError("format_version", f"no migration from format {version}", source)
        data = migrate(dict(data))
        version += 1
    # After the chain the content is the model's; the model states its own version.
    data = {**data, "format_version": Plan.model_fields["format_version"].default}
    try:
        return Plan.model_validate(data)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        field, problem = field_path(tuple(first["loc"])), _problem(first)
        # A check across fields sits on the plan and says which field it means:
        # "trial.platform: no platform named …" → field trial.platform.
        named = _NAMED_FIELD.fullmatch(problem) if not field else None
        if named:
            field, problem = named.groups()
        raise PlanError(field, problem, source) from None


_NAMED_FIELD = re.compile(r"([a-z_]+(?:\[\d+\])?(?:\.[a-z_]+(?:\[\d+\])?)*): (.+)", re.DOTALL)


def _check_header(data: Any, source: str | None) -> int:
    """A JSON object saying it is a gpuplanner plan of a version this one reads; the version."""
    if not isinstance(data, dict):
        raise PlanError("", "the file does not hold a plan (expected a JSON object)", source)
    fmt = data.get("format")
    if fmt != PLAN_FORMAT:
        value = json.dumps(fmt, ensure_ascii=False)
        value = value if len(value) <= 60 else value[:57] + "..."
        shown = 'it has no "format" key' if fmt is None else f"format is {value}"
        raise PlanError("format", f"not a gpuplanner plan ({shown})", source)
    version = data.get("format_version")
    if isinstance(version, _Refused):
        raise PlanError("format_version", version.problem, source)
    if isinstance(version, bool) or not isinstance(version, int):
        shown = json.dumps(version, ensure_ascii=False)[:60]
        raise PlanError("format_version", f"must be a whole number (got {shown})", source)
    if version > PLAN_FORMAT_VERSION:
        raise PlanError(
            "format_version",
            f"this plan was saved by a newer gpuplanner (format {version}); this version reads "
            f"up to format {PLAN_FORMAT_VERSION} — please update gpuplanner",
            source,
        )
    if version < 1:
        raise PlanError("format_version", f"unknown format version {version}", source)
    return version


class _Refused(str):
    """A value decoding set aside (NaN, a 5,000-digit number), kept as a marker so the error
    can name where it sits; ``problem`` says why."""

    problem = ""


def _constant(name: str) -> _Refused:
    marker = _Refused(name)
    marker.problem = f"{name} is not a number a plan can hold"
    return marker


# Python refuses to convert integers past 4,300 digits (a ValueError outside the JSON errors);
# no plan value has more than 16 digits, so a long one is refused with its field instead.
MAX_INT_DIGITS = 1000


def _integer(digits: str) -> int | _Refused:
    if len(digits) <= MAX_INT_DIGITS:
        return int(digits)
    marker = _Refused(digits[:20])
    marker.problem = (
        f"a whole number of {len(digits.lstrip('-')):,} digits is far beyond any value a plan "
        "can hold"
    )
    return marker


class _Object(dict):
    """A JSON object; ``repeated`` names a key the file gives twice (the last would win)."""

    repeated: tuple[str, Any, Any] | None = None


def _object(pairs: list[tuple[str, Any]]) -> _Object:
    obj = _Object(pairs)
    if len(obj) != len(pairs):
        seen: dict[str, Any] = {}
        for key, value in pairs:
            if key in seen:
                obj.repeated = (key, seen[key], value)
                break
            seen[key] = value
    return obj


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _find_refusal(
    value: Any, surrogates: bool, loc: tuple[Any, ...] = ()
) -> tuple[tuple[Any, ...], str] | None:
    """The first value the file must not hold, with its place: a marker, a repeated key, a
    lone surrogate (a "\\ud800" escape: text no file, workbook or terminal can write)."""
    if isinstance(value, _Refused):
        return loc, value.problem
    if isinstance(value, str):
        if surrogates and _SURROGATE.search(value):
            return loc, _surrogate_problem(value)
        return None
    if isinstance(value, _Object) and value.repeated is not None:
        name, first, last = value.repeated
        return (*loc, name), (
            f"this key appears twice in the object (first {_shown(first)}, then "
            f"{_shown(last)}); a plan must give each value once"
        )
    if isinstance(value, dict | list):
        for key, item in value.items() if isinstance(value, dict) else enumerate(value):
            if surrogates and isinstance(key, str) and _SURROGATE.search(key):
                return (*loc, key.encode("utf-8", "replace").decode()), _surrogate_problem(key)
            found = _find_refusal(item, surrogates, (*loc, key))
            if found:
                return found
    return None


def _surrogate_problem(text: str) -> str:
    code = ord(_SURROGATE.search(text).group())  # type: ignore[union-attr]
    return f"holds a lone surrogate (\\u{code:04x}), which is not a character of any text"


def _shown(value: Any) -> str:
    if isinstance(value, _Refused):
        return str(value)
    if isinstance(value, dict | list):
        return "an object" if isinstance(value, dict) else "a list"
    return shorten(json.dumps(value, ensure_ascii=False), 40)


def loads_plan(text: str, source: str | None = None) -> Plan:
    try:
        data = json.loads(
            text, parse_constant=_constant, parse_int=_integer, object_pairs_hook=_object
        )
        _check_header(data, source)  # another kind of file is said first, not its NaNs
        refusal = _find_refusal(data, bool(_SURROGATE_ESCAPE.search(text)))
    except json.JSONDecodeError as exc:
        raise PlanError(
            "", f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})", source
        ) from None
    except RecursionError:
        raise PlanError("", "the JSON is nested too deeply", source) from None
    if refusal:  # NaN, a huge number, a repeated key, a lone surrogate: named with its place
        loc, problem = refusal
        raise PlanError(field_path(loc), problem, source)
    plan = validate_plan(data, source)
    _check_no_booleans(data, plan, source)
    return plan


def _check_no_booleans(data: Any, plan: Plan, source: str | None) -> None:
    """``true`` where a number belongs: pydantic reads it as 1 (a batch of 1) — refused."""
    found = _boolean_number(data, plan.model_dump(mode="json"), ())
    if found:
        raise PlanError(
            field_path(found[0]), f"must be a number, not {json.dumps(found[1])}", source
        )


def _boolean_number(raw: Any, typed: Any, loc: tuple[Any, ...]) -> tuple[tuple, bool] | None:
    if isinstance(raw, bool):
        number = isinstance(typed, int | float) and not isinstance(typed, bool)
        return (loc, raw) if number else None
    if isinstance(raw, dict) and isinstance(typed, dict):
        for key, item in raw.items():
            if key in typed:
                found = _boolean_number(item, typed[key], (*loc, key))
                if found:
                    return found
    elif isinstance(raw, list) and isinstance(typed, list) and len(raw) == len(typed):
        for i, (a, b) in enumerate(zip(raw, typed, strict=True)):
            found = _boolean_number(a, b, (*loc, i))
            if found:
                return found
    return None


def load_plan(path: Path | str) -> Plan:
    """Read a plan file. Never modifies the file; every failure is a ``PlanError``."""
    p = Path(path)
    src = str(p)
    try:
        raw = read_regular(p, MAX_FILE_BYTES)
    except IsADirectoryError:
        raise PlanError("", "this is a folder, not a plan file", src) from None
    except NotRegularFile as exc:
        raise PlanError("", f"{exc.kind} is not a plan file", src) from None
    except TooLarge as exc:
        raise PlanError("", f"the file is too large for a plan ({exc.size:,} bytes)", src) from None
    except FileNotFoundError:
        raise PlanError("", "the file does not exist", src) from None
    except PermissionError:
        raise PlanError("", "permission denied: the file cannot be read", src) from None
    except OSError as exc:
        raise PlanError("", f"cannot read the file: {exc.strerror or exc}", src) from None
    if not raw.strip():
        raise PlanError("", "the file is empty", src)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise PlanError("", f"not UTF-8 text (bad byte at offset {exc.start})", src) from None
    return loads_plan(text, src)


def dumps_plan(plan: Plan) -> str:
    data = plan.model_dump(mode="json")
    _check_finite(data)
    return json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False) + "\n"


def save_plan(plan: Plan, path: Path | str) -> None:
    """Write atomically (temporary file, fsync, replace): the old file survives any failure."""
    atomic_write_bytes(path, dumps_plan(plan).encode("utf-8"))


def _check_finite(value: Any) -> None:
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError("a plan cannot hold NaN or infinity")
    if isinstance(value, dict):
        for v in value.values():
            _check_finite(v)
    elif isinstance(value, list):
        for v in value:
            _check_finite(v)


def plan_schema() -> dict[str, Any]:
    schema = Plan.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "gpuplanner plan"
    return schema
