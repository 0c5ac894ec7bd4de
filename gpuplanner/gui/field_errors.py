"""Plain, translatable wording of a plan validation error for the field that caused it.

pydantic reports a code and its limit (``less_than_equal``, ``{"le": 1}``); the core's model
validators report an English sentence. Both become a short reason such as "must be at most 1"
shown next to the field, in the user's language.
"""

from __future__ import annotations

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
