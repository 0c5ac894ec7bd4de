"""A plan validation error worded for the field that caused it, in the user's language.

pydantic reports a code and its limit (``less_than_equal``, ``{"le": 1}``), the core's
validators a code with parameters (``core.errors``); both are worded from the message
catalog (``io.messages``), limits converted to the field's display unit: "must be at most 1".
A few codes read differently next to their field than in a file's refusal (``field.<code>``).
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import ValidationError

from gpuplanner.core.errors import CoreError
from gpuplanner.gui import format as fmt
from gpuplanner.gui import i18n
from gpuplanner.io import messages
from gpuplanner.io.problems import error_text, first_problem

_LIMITS = ("gt", "ge", "lt", "le")


def _bound(value: object, to_display: Callable[[float], float], unit: str) -> str:
    try:
        shown = to_display(float(value))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return str(value)
    decimals = 0 if float(shown).is_integer() else 2
    text = fmt.number(shown, decimals)
    if shown == 1:  # "at least 1 GPU", not "1 GPUs" (Chinese units have no plural)
        unit = _SINGULAR.get(unit, unit)
    return f"{text} {unit}".strip()


# English plural units of the number fields and their singular.
_SINGULAR = {"GPUs": "GPU", "months": "month", "days": "day", "years": "year", "seq": "seq"}


def describe(
    error: ValidationError,
    to_display: Callable[[float], float] = lambda v: v,
    unit: str = "",
) -> str:
    """The first problem of ``error`` as a reason; limits converted to the field's display."""
    problem = first_problem(error)
    params = dict(problem.params)
    for key in _LIMITS:
        if key in params:
            params[key] = _bound(params[key], to_display, unit)
    lang = i18n.current_language()
    if messages.has(f"field.{problem.code}"):
        return messages.text(f"field.{problem.code}", lang, fmt.render, **params)
    return error_text(problem.code, params, lang, fmt.render, problem.fallback)


def exception_text(exc: BaseException) -> str:
    """A refusal from io (a plan file, a write) in the UI language when it carries a code
    (its ``text(lang)``); any other exception's own message."""
    if isinstance(exc, CoreError):
        return error_text(exc.code.value, exc.params, i18n.current_language(), fmt.render)
    text = getattr(exc, "text", None)
    return str(text(i18n.current_language())) if callable(text) else str(exc)
