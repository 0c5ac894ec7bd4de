"""What was wrong with an input, as a code with parameters, worded from the message catalog.

A ``Problem`` comes from a core validator (``core.errors.invalid``: the code is the error's
``type``, the parameters its ``ctx``), from pydantic's own checks (``less_than_equal`` with
``{"le": 1}``) or from the plan-file loader (``file_empty``). ``text(lang)`` words it; the GUI
passes a ``render`` that writes numbers in the display locale. The catalog keys are
``error.<code>``; ``tests/io/test_messages.py`` checks that every code has both languages.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from gpuplanner.core.platform import PricingMode
from gpuplanner.core.text import SHORT_QUOTE, shorten
from gpuplanner.io import messages

# pydantic's codes that mean "not a number" / "not a whole number": one wording each.
_SAME_AS = {
    "float_parsing": "finite_number",
    "float_type": "finite_number",
    "int_parsing": "finite_number",
    "int_type": "finite_number",
    "tuple_type": "list_type",
    "model_type": "dict_type",
    "model_attributes_type": "dict_type",
    "bool_type": "bool_parsing",
    "date_type": "date_parsing",
    "date_from_datetime_parsing": "date_parsing",
    "date_from_datetime_inexact": "date_parsing",
}
_PRICING_TAGS = frozenset(PricingMode)  # the pricing union's tags (its discriminator)
_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_KEY_QUOTE = 40  # characters of a stray key quoted in a field path
_PARAM_QUOTE = 200  # characters of a file's text quoted in a message (a union's tag, a pattern)
MAX_PROBLEM = 2000  # characters: the last guard on a message that quotes a file's text


@dataclass(frozen=True)
class Problem:
    """One refusal: ``code`` (a catalog key after ``error.``), ``params``, the ``field`` path,
    the value the input held (``got``, JSON text) and pydantic's own English words for a code
    the catalog does not know (``fallback``)."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)
    field: str = ""
    got: str | None = None
    fallback: str = ""
    more: int = 0  # further problems of the same entry, not worded one by one

    def text(
        self, lang: str = "en", render: messages.Render = messages.render, got: bool = True
    ) -> str:
        """The problem in ``lang``; with the value held ("(got 2)") unless ``got`` is False."""
        worded = error_text(self.code, self.params, lang, render, self.fallback)
        if got and self.got is not None:
            worded = messages.text("error.got", lang, render, problem=worded, got=self.got)
        if self.more:
            worded = messages.text("error.and_more", lang, render, problem=worded, more=self.more)
        return shorten(worded, MAX_PROBLEM)


def error_text(
    code: str,
    params: Mapping[str, Any] | None = None,
    lang: str = "en",
    render: messages.Render = messages.render,
    fallback: str = "",
) -> str:
    """The catalog's wording of error ``code``; ``fallback`` (or the code) when it has none."""
    key = f"error.{_SAME_AS.get(code, code)}"
    if not messages.has(key):
        return fallback or code
    params = dict(params or {})
    if params.get("more"):
        params["names"] = messages.text("list.more", lang, render, **params)
    if "kind" in params and messages.has(f"file_kind.{params['kind']}"):
        params["kind"] = messages.text(f"file_kind.{params['kind']}", lang)
    if "scope" in params and messages.has(f"scope.{params['scope']}"):
        params["scope"] = messages.text(f"scope.{params['scope']}", lang)
    try:
        return messages.text(key, lang, render, **params)
    except (KeyError, ValueError, IndexError):
        return fallback or code


def known(code: str) -> bool:
    """Whether the catalog words ``code`` (in every language: the completeness test)."""
    return messages.has(f"error.{_SAME_AS.get(code, code)}")


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


def from_pydantic(err: Mapping[str, Any]) -> Problem:
    """One entry of ``ValidationError.errors()`` as a problem.

    A core check across fields names its field in ``ctx["field"]``, relative to the model
    that checks it; it is joined to the error's location.
    """
    code = str(err.get("type", "value_error"))
    if code == "union_tag_invalid":
        return _unknown_tag(err)
    params = dict(err.get("ctx") or {})
    params.pop("error", None)  # a plain ValueError's exception object
    # A hostile file's million-character pricing kind must not become a million-character message.
    params = {k: shorten(v, _PARAM_QUOTE) if isinstance(v, str) else v for k, v in params.items()}
    named = params.pop("field", "")
    path = field_path(tuple(err.get("loc", ())))
    if named:
        path = f"{path}.{named}" if path else named
    if isinstance(params.get("expected"), str):  # "'bf16', 'fp16' or 'fp8'": no English "or"
        params["expected"] = params["expected"].replace(" or ", ", ")
    fallback = str(err.get("msg", "invalid value")).removeprefix("Value error, ")
    return Problem(code, params, path, _got(err, code), fallback)


def _unknown_tag(err: Mapping[str, Any]) -> Problem:
    """A discriminated union's tag no member has (a pricing ``mode`` of "free"): said as the
    enum field it is in the file, ``pricing.mode: must be one of 'on_demand', … (got "free")``,
    not with pydantic's list of enum reprs."""
    ctx = err.get("ctx") or {}
    key = str(ctx.get("discriminator", "")).strip("'") or "mode"
    # Each tag is 'value' in the list, bare or inside an enum's <Name.MEMBER: 'value'> repr.
    tags = re.findall(r"'([^']*)'", str(ctx.get("expected_tags", "")))
    expected = ", ".join(f"'{t}'" for t in tags)
    path = field_path((*err.get("loc", ()), key))
    given = err.get("input")
    tag = given.get(key) if isinstance(given, Mapping) else ctx.get("tag")  # 3, null as written
    tag = shorten(tag, _PARAM_QUOTE) if isinstance(tag, str) else tag
    shown = json.dumps(tag, ensure_ascii=False, default=str)[: _PARAM_QUOTE + 2]
    fallback = f"must be one of {expected}"
    return Problem("enum", {"expected": expected}, path, shown, fallback)


def first_problem(error: ValidationError) -> Problem:
    return from_pydantic(error.errors(include_url=False)[0])


def _got(err: Mapping[str, Any], code: str) -> str | None:
    """The value the input held, as JSON, when it is short and says something."""
    if code in ("extra_forbidden", "missing") or "input" not in err:
        return None
    value = err["input"]
    short = not isinstance(value, str) or len(value) <= SHORT_QUOTE  # no dump of 40 MB text
    if short and isinstance(value, str | int | float | bool | None):
        shown = json.dumps(value, ensure_ascii=False, default=str)
        if len(shown) <= SHORT_QUOTE:
            return shown
    return None
