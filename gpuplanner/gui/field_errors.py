"""Plain, translatable wording of a plan validation error for the field that caused it.

pydantic reports a code and its limit (``less_than_equal``, ``{"le": 1}``); the core's model
validators report an English sentence. Both become a short reason such as "must be at most 1"
shown next to the field, in the user's language.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication

from gpuplanner.gui import format as fmt


def _tr(text: str) -> str:
    return QCoreApplication.translate("field_errors", text)


def _core_messages() -> dict[str, str]:
    """The core validators' sentences (matched by their start) in the user's language."""
    return {
        "active_params_b cannot exceed": _tr("active parameters cannot exceed the total"),
        "kv_heads cannot exceed": _tr("KV heads cannot exceed attention heads"),
        "micro_batch cannot exceed": _tr("the micro-batch cannot exceed the global batch"),
        "scaling_points: two points": _tr("two scaling points have the same GPU count"),
        "fixed_gpus exceeds max_gpus": _tr("the fixed GPU count exceeds the quota"),
        "usable_memory_gb exceeds": _tr("usable memory cannot exceed the GPU's memory"),
        "a GPU needs at least one TFLOPS": _tr("the GPU needs at least one TFLOPS figure"),
        "platform names must be unique": _tr("another platform already has this name"),
        "platform names must be told apart": _tr(
            "another platform's name looks the same (it differs only by a look-alike letter)"
        ),
        "a name needs at least one visible character": _tr(
            "a name needs at least one visible character"
        ),
        "trial.platform: no platform named": _tr(
            "the trial phase names this platform: change the trial first"
        ),
        "(time divides by it)": _tr("must be at least 1 %: time divides by it"),
        "give exactly one of step_seconds": _tr("give the step time or the token rate, not both"),
        "single_gpu_step_seconds is for": _tr(
            "a 1-GPU step time only helps when the run used more than one GPU"
        ),
        "give exactly one of price_per_gpu_hour": _tr(
            "give a price per GPU-hour or a platform to price the trial, not both"
        ),
        "exchange_rates: one rate per currency": _tr(
            "one exchange rate per currency, and none for the plan's own currency"
        ),
    }


def _bound(value: object, to_display: Callable[[float], float], unit: str) -> str:
    try:
        shown = to_display(float(value))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return str(value)
    decimals = 0 if float(shown).is_integer() else 2
    text = fmt.number(shown, decimals)
    return f"{text} {unit}".strip()


def describe(
    error: ValidationError,
    to_display: Callable[[float], float] = lambda v: v,
    unit: str = "",
) -> str:
    """The first problem of ``error`` as a reason; limits converted to the field's display."""
    first = error.errors()[0]
    kind = first.get("type", "")
    ctx = first.get("ctx") or {}
    limits = {
        "greater_than": ("gt", _tr("must be more than %1")),
        "greater_than_equal": ("ge", _tr("must be at least %1")),
        "less_than": ("lt", _tr("must be less than %1")),
        "less_than_equal": ("le", _tr("must be at most %1")),
    }
    if kind in limits:
        key, template = limits[kind]
        return template.replace("%1", _bound(ctx.get(key), to_display, unit))
    if kind == "string_too_short":
        return _tr("must not be empty")
    if kind in ("finite_number", "float_parsing", "int_parsing", "float_type", "int_type"):
        return _tr("must be a number")
    if kind == "int_from_float":
        return _tr("must be a whole number")
    if kind == "string_pattern_mismatch":
        return _tr("has the wrong form")
    message = str(first.get("msg", ""))
    for start, wording in _core_messages().items():
        if start in message:
            return wording
    return message.removeprefix("Value error, ")


def _plan_patterns() -> list[tuple[re.Pattern[str], str]]:
    """PlanError problems (gpuplanner.io.plan_file) as patterns → wording; %n = the groups."""
    rules = [
        (r"the file is empty", _tr("the file is empty")),
        (r"not UTF-8 text \(bad byte at offset (\d+)\)", _tr("not UTF-8 text (bad byte at %1)")),
        (
            r"not valid JSON: .* \(line (\d+), column (\d+)\)",
            _tr("not valid JSON (line %1, column %2)"),
        ),
        (r"this is a folder, not a plan file", _tr("this is a folder, not a plan file")),
        (r"the file does not exist", _tr("the file does not exist")),
        (r"permission denied: .*", _tr("permission denied: the file cannot be read")),
        (
            r"the file is too large for a plan \((.+) bytes\)",
            _tr("the file is too large (%1 bytes)"),
        ),
        (
            r"this plan was saved by a newer gpuplanner \(format (\d+)\); "
            r"this version reads up to format (\d+).*",
            _tr(
                "this plan was saved by a newer gpuplanner (format %1); this version reads "
                "up to format %2 — please update gpuplanner"
            ),
        ),
        (r"not a gpuplanner plan .*", _tr("not a gpuplanner plan")),
        (r"the file does not hold a plan .*", _tr("the file does not hold a plan")),
        (r"unknown format version (-?\d+)", _tr("unknown format version %1")),
        (r"the JSON is nested too deeply", _tr("the JSON is nested too deeply")),
        (r"unknown key .*", _tr("unknown key (check the spelling)")),
        (r"required but missing", _tr("required but missing")),
        (r"(NaN|-?Infinity) is not a number a plan can hold", _tr("%1 is not a number")),
        (r"Input should be greater than or equal to (\S+)", _tr("must be at least %1")),
        (r"Input should be greater than (\S+)", _tr("must be more than %1")),
        (r"Input should be less than or equal to (\S+)", _tr("must be at most %1")),
        (r"Input should be less than (\S+)", _tr("must be less than %1")),
        (r"Input should be a finite number", _tr("must be a number")),
        (r"Input should be a valid (?:number|integer)[^(]*", _tr("must be a number")),
        (r"must be a whole number", _tr("must be a whole number")),
        (
            r"a whole number of (\S+) digits is far beyond any value a plan can hold",
            _tr("a whole number of %1 digits is far beyond any value a plan can hold"),
        ),
        (
            r"holds a lone surrogate \((\S+)\), which is not a character of any text",
            _tr("holds a lone surrogate (%1), which is not a character of any text"),
        ),
        (
            r"this key appears twice in the object \(first (.+), then (.+)\); "
            r"a plan must give each value once",
            _tr("this key appears twice (first %1, then %2); a plan gives each value once"),
        ),
        (r"must be a number, not (true|false)", _tr("must be a number, not %1")),
        (
            r"(?:a named pipe \(FIFO\)|a device|a socket|a special file) is not a plan file",
            _tr("this is a pipe or a device, not a plan file"),
        ),
        (r"internal error while reading \((\w+)\)", _tr("internal error while reading (%1)")),
    ]
    return [
        (re.compile(pattern + r"(?: \(got (.*)\))?", re.DOTALL), text) for pattern, text in rules
    ]


def plan_problem(problem: str) -> str | None:
    """A PlanError's ``problem`` in the user's language; None when no translation is known.

    The value the file held ("got …") is kept; the core's sentences use the inline table.
    """
    worded: str | None = None
    got: str | None = None
    for pattern, text in _plan_patterns():
        match = pattern.fullmatch(problem)
        if match:
            *groups, got = match.groups()
            worded = fmt.fill(text, *groups) if groups else text
            break
    else:
        for start, wording in _core_messages().items():
            if start in problem:
                worded = wording
                break
    if worded is None:
        return None
    return fmt.fill(_tr("%1 (got %2)"), worded, got) if got else worded
