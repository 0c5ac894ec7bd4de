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
from gpuplanner.core.stacks import default_stack
from gpuplanner.core.text import shorten
from gpuplanner.io import messages
from gpuplanner.io.atomic import atomic_write_bytes
from gpuplanner.io.problems import Problem, field_path, first_problem
from gpuplanner.io.safe_read import NotRegularFile, TooLarge, digest, read_regular

SUFFIX = ".gpuplan"
MAX_FILE_BYTES = 64 * 1024 * 1024  # a plan is kilobytes; refuse to parse a stray huge file


def _from_format_1(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2 only adds keys, each defaulting to what a format-1 file meant, so a format-1
    file needs no change: the layout-aware model's settings (``workload.auto_layout``,
    ``sequence_parallel``, ``state_precision``, ``lora_targets``, ``virtual_pipeline``,
    ``expert_parallel``, ``runs``; MoE shape fields; ``nics_per_node`` — absent: one adapter
    per GPU, what the old per-GPU figure meant), data movement (``upload_mbps``,
    ``download_mbps``), quotes (``vendor``, ``quote_valid_until``, ``prices_entered``), the
    finance settings (``adjustment``, ``tax``, ``energy``, ``carbon``, ``baseline``,
    ``financing``, ``settings.hours_per_month`` = 730, fleet ``discounting``). Saved again,
    the file is format 2, which an older gpuplanner refuses as newer instead of as a typo.

    One default changed meaning: a format-1 fleet cluster bought its spares with their share
    of the network (``fleet.self_built.spares_on_network``, now off by default: spare cards
    only), so a format-1 file that does not say keeps that convention and its figures.

    Numbers and yes/no values need no conversion for the JSON-type check (``_check_json_types``):
    gpuplanner has always written them as JSON numbers and ``true``/``false`` (every version of
    every plan file in the repository's history, 71 of them, opens under the check)."""
    fleet = data.get("fleet")
    if isinstance(fleet, dict):
        owned = fleet.get("self_built")
        if isinstance(owned, dict) and "spares_on_network" not in owned:
            data["fleet"] = {**fleet, "self_built": {**owned, "spares_on_network": True}}
    return data


def _from_format_2(data: dict[str, Any]) -> dict[str, Any]:
    """Format 3 states each platform's VAT basis (``prices_include_vat``, core/vat_basis.py).
    Before it every typed or quoted price was read as excluding VAT, so a format-2 platform
    that does not say is written as excluding it: its figures stay what they were."""
    platforms = data.get("platforms")
    if isinstance(platforms, list):
        data["platforms"] = [
            {"prices_include_vat": False, **p} if isinstance(p, dict) else p for p in platforms
        ]
    return data


# Migrations from version v to v + 1, applied in order to older files.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _from_format_1,
    2: _from_format_2,
}


def _legacy_end_value(data: Any, source: str | None = None) -> Any:
    """``fleet.self_built.credit_value_at_end`` (saved by every gpuplanner before issue 24,
    on by default) credited the book value at the horizon's end unless a resale share was
    typed. It is now ``credit_book_value`` (off by default: book value is not cash) beside
    the typed resale value, so a plan that has the old key keeps its figures: on → the book
    value is still credited (``credit_book_value``), or the typed resale; off → nothing is,
    and a resale share it holds (then ignored) is dropped."""
    fleet = data.get("fleet") if isinstance(data, dict) else None
    if not isinstance(fleet, dict):
        return data
    owned = fleet.get("self_built")
    if not isinstance(owned, dict) or "credit_value_at_end" not in owned:
        return data
    owned = dict(owned)
    credit = owned.pop("credit_value_at_end")
    if credit is True:
        owned.setdefault("credit_book_value", owned.get("resale_fraction") is None)
    elif credit is False:
        owned["resale_fraction"] = None
        owned.setdefault("credit_book_value", False)
    else:  # "no", 0, null: refused under the file's own key (pydantic would read "no" as false)
        shown = {"value": shorten(json.dumps(credit, ensure_ascii=False), 40)}
        field = "fleet.self_built.credit_value_at_end"
        raise PlanError(field, "not_boolean", source, shown)
    return {**data, "fleet": {**fleet, "self_built": owned}}


class PlanError(ValueError):
    """A plan could not be loaded: ``field`` is the path in the file, ``code`` and ``params``
    say why (worded by ``text(lang)``; ``problem`` is the English), ``source`` the file."""

    def __init__(
        self,
        field: str,
        code: str,
        source: str | None = None,
        params: Mapping[str, Any] | None = None,
        got: str | None = None,
        fallback: str = "",
    ) -> None:
        self.field = field
        self.code = code
        self.params = dict(params or {})
        self.got = got
        self.source = source
        self.details = Problem(code, self.params, field, got, fallback)
        self.problem = problem = self.details.text()
        where = f"{source}: " if source else ""
        super().__init__(f"{where}{field}: {problem}" if field else f"{where}{problem}")

    @classmethod
    def of(cls, problem: Problem, source: str | None = None) -> PlanError:
        return cls(
            problem.field, problem.code, source, problem.params, problem.got, problem.fallback
        )

    def text(self, lang: str = "en") -> str:
        """The problem (not the file or the field) in ``lang``."""
        return self.details.text(lang)


def validate_plan(data: Any, source: str | None = None) -> Plan:
    """Validate a decoded JSON value as a plan; raise ``PlanError`` naming the first bad field."""
    version = _check_header(data, source)
    while version < PLAN_FORMAT_VERSION:
        migrate = MIGRATIONS.get(version)
        if migrate is None:  # a gap in the chain is our bug; still a clean refusal
            raise PlanError("format_version", "no_migration", source, {"version": version})
        data = migrate(dict(data))
        version += 1
    data = _legacy_end_value(data, source)
    # After the chain the content is the model's; the model states its own version.
    data = {**data, "format_version": Plan.model_fields["format_version"].default}
    try:
        plan = Plan.model_validate(data)
    except ValidationError as exc:
        raise PlanError.of(first_problem(exc), source) from None
    return _implied_stack(data, plan)


def _implied_stack(data: dict[str, Any], plan: Plan) -> Plan:
    """A plan written before ``workload.stack`` existed reopens with the stack its workload
    implied then (core/stacks.py ``default_stack``: LoRA → HF Trainer, a full fine-tune →
    DeepSpeed, model parallelism → Megatron-Core, FSDP-only → torchtitan), stated, so a later
    layout edit does not silently switch it. A saved ``null`` (automatic) stays automatic."""
    workload = data.get("workload")
    if not isinstance(workload, dict) or "stack" in workload:
        return plan
    w = plan.workload
    return plan.model_copy(update={"workload": w.model_copy(update={"stack": default_stack(w)})})


def _check_header(data: Any, source: str | None) -> int:
    """A JSON object saying it is a gpuplanner plan of a version this one reads; the version."""
    if not isinstance(data, dict):
        raise PlanError("", "not_an_object", source)
    fmt = data.get("format")
    if fmt != PLAN_FORMAT:
        value = json.dumps(fmt, ensure_ascii=False)
        value = value if len(value) <= 60 else value[:57] + "..."
        if fmt is None:
            raise PlanError("format", "not_a_plan", source)
        raise PlanError("format", "not_a_plan_format", source, {"value": value})
    version = data.get("format_version")
    if isinstance(version, _Refused):
        raise PlanError("format_version", version.code, source, version.params)
    if isinstance(version, bool) or not isinstance(version, int):
        shown = json.dumps(version, ensure_ascii=False)[:60]
        raise PlanError("format_version", "int_from_float", source, got=shown)
    if version > PLAN_FORMAT_VERSION:
        raise PlanError(
            "format_version",
            "newer_format",
            source,
            {"version": version, "supported": PLAN_FORMAT_VERSION},
        )
    if version < 1:
        raise PlanError("format_version", "unknown_version", source, {"version": version})
    return version


class _Refused(str):
    """A value decoding set aside (NaN, a 5,000-digit number), kept as a marker so the error
    can name where it sits; ``code`` and ``params`` say why."""

    code = ""
    params: Mapping[str, Any] = {}


def _constant(name: str) -> _Refused:
    marker = _Refused(name)
    marker.code, marker.params = "not_finite", {"name": name}
    return marker


# Python refuses to convert integers past 4,300 digits (a ValueError outside the JSON errors);
# no plan value has more than 16 digits, so a long one is refused with its field instead.
MAX_INT_DIGITS = 1000


def _integer(digits: str) -> int | _Refused:
    if len(digits) <= MAX_INT_DIGITS:
        return int(digits)
    marker = _Refused(digits[:20])
    marker.code, marker.params = "huge_integer", {"digits": len(digits.lstrip("-"))}
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


def _find_refusal(value: Any, surrogates: bool, loc: tuple[Any, ...] = ()) -> Problem | None:
    """The first value the file must not hold, with its place: a marker, a repeated key, a
    lone surrogate (a "\\ud800" escape: text no file, workbook or terminal can write)."""
    if isinstance(value, _Refused):
        return Problem(value.code, value.params, field_path(loc))
    if isinstance(value, str):
        if surrogates and _SURROGATE.search(value):
            return _surrogate_problem(value, loc)
        return None
    if isinstance(value, _Object) and value.repeated is not None:
        name, first, last = value.repeated
        shown = {"first": _shown(first), "last": _shown(last)}
        return Problem("repeated_key", shown, field_path((*loc, name)))
    if isinstance(value, dict | list):
        for key, item in value.items() if isinstance(value, dict) else enumerate(value):
            if surrogates and isinstance(key, str) and _SURROGATE.search(key):
                return _surrogate_problem(key, (*loc, key.encode("utf-8", "replace").decode()))
            found = _find_refusal(item, surrogates, (*loc, key))
            if found:
                return found
    return None


def _surrogate_problem(text: str, loc: tuple[Any, ...]) -> Problem:
    code = ord(_SURROGATE.search(text).group())  # type: ignore[union-attr]
    return Problem("lone_surrogate", {"code": f"\\u{code:04x}"}, field_path(loc))


def _shown(value: Any) -> str:
    if isinstance(value, _Refused):
        return str(value)
    if isinstance(value, dict | list):  # JSON's own words, the same in every language
        return "{…}" if isinstance(value, dict) else "[…]"
    return shorten(json.dumps(value, ensure_ascii=False), 40)


def loads_plan(text: str, source: str | None = None) -> Plan:
    try:
        data = json.loads(
            text, parse_constant=_constant, parse_int=_integer, object_pairs_hook=_object
        )
        _check_header(data, source)  # another kind of file is said first, not its NaNs
        refusal = _find_refusal(data, bool(_SURROGATE_ESCAPE.search(text)))
    except json.JSONDecodeError as exc:
        where = {"detail": exc.msg, "line": exc.lineno, "column": exc.colno}
        raise PlanError("", "not_json", source, where) from None
    except RecursionError:
        raise PlanError("", "nested_too_deeply", source) from None
    if refusal:  # NaN, a huge number, a repeated key, a lone surrogate: named with its place
        raise PlanError.of(refusal, source)
    plan = validate_plan(data, source)
    _check_json_types(data, plan, source)
    return _fleet_tdp_from_catalog(data, plan)


def _fleet_tdp_from_catalog(data: dict[str, Any], plan: Plan) -> Plan:
    """A fleet saved before ``fleet.gpu_tdp_w`` existed lacks the key (a typed GPU saves
    null): when its GPU is a catalog GPU, the catalog's TDP fills it, so the rented GPUs'
    kWh and tCO₂ are known (core/fleet/energy.py) as for a fleet whose GPU is chosen now."""
    raw = data.get("fleet")
    if plan.fleet is None or not plan.fleet.gpu_id or not isinstance(raw, dict):
        return plan
    if "gpu_tdp_w" in raw:
        return plan
    # Read here, not at import: the app opens a plan before its first paint, and the catalog
    # (its models and files) is not needed for that (issue 25 item 11).
    from gpuplanner.io.catalog.loader import load_catalog

    try:
        tdp = load_catalog().gpu(plan.fleet.gpu_id).tdp_w
    except KeyError:  # a GPU no longer (or not yet) in this catalog: the power stays unknown
        return plan
    fleet = plan.fleet.model_copy(update={"gpu_tdp_w": tdp})
    return plan.model_copy(update={"fleet": fleet})


def _check_json_types(data: Any, plan: Plan, source: str | None) -> None:
    """Each number and yes/no as JSON writes it, as the README says: pydantic reads ``true``
    as 1 (a batch of 1), ``"20"`` and ``" 0.4 "`` as numbers and ``"no"``, ``"off"``, ``0`` as
    false. Whatever it converted is refused, naming the field (``plan.model_dump`` holds the
    typed value at the same place as the file's)."""
    found = _wrong_type(data, plan.model_dump(mode="json"), ())
    if found:
        loc, raw, yes_no = found
        shown = {"value": shorten(json.dumps(raw, ensure_ascii=False), 40)}
        if yes_no:
            raise PlanError(field_path(loc), "not_boolean", source, shown)
        raise PlanError(field_path(loc), "boolean_number", source, shown)


def _wrong_type(raw: Any, typed: Any, loc: tuple[Any, ...]) -> tuple[tuple, Any, bool] | None:
    """The first place where the file's value is not the JSON type of the typed one: its
    place, the file's value, and whether a yes/no (else a number) belongs there."""
    if isinstance(typed, bool):
        return None if isinstance(raw, bool) else (loc, raw, True)
    if isinstance(typed, int | float):
        number = isinstance(raw, int | float) and not isinstance(raw, bool)
        return None if number else (loc, raw, False)
    if isinstance(raw, dict) and isinstance(typed, dict):
        for key, item in raw.items():
            if key in typed:
                found = _wrong_type(item, typed[key], (*loc, key))
                if found:
                    return found
    elif isinstance(raw, list) and isinstance(typed, list) and len(raw) == len(typed):
        for i, (a, b) in enumerate(zip(raw, typed, strict=True)):
            found = _wrong_type(a, b, (*loc, i))
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
        raise PlanError("", "folder", src) from None
    except NotRegularFile as exc:
        raise PlanError("", "not_regular", src, {"kind": exc.kind}) from None
    except TooLarge as exc:
        raise PlanError("", "file_too_large", src, {"size": exc.size}) from None
    except FileNotFoundError:
        raise PlanError("", "no_such_file", src) from None
    except PermissionError:
        raise PlanError("", "permission_denied", src) from None
    except OSError as exc:
        raise PlanError("", "unreadable", src, {"detail": messages.os_reason(exc)}) from None
    if not raw.strip():
        raise PlanError("", "file_empty", src)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise PlanError("", "not_utf8", src, {"offset": exc.start}) from None
    return loads_plan(text, src)


def plan_digest(path: Path | str) -> str | None:
    """What a plan file holds now, as a digest: a save compares it with the digest at open or
    at the last save to see whether someone else wrote the file since (``safe_read.digest``)."""
    return digest(path, MAX_FILE_BYTES)


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
