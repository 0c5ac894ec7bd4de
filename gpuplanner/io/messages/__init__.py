"""One catalog for every word below the GUI, keyed by code, one table per language.

The core says what happened as a code with parameters (notices, validation errors, verdicts);
io and the GUI word it here. ``en`` holds the English table, ``zh_CN`` the Simplified Chinese
one, both ``key: template``, each gathered from one module per area (notices, errors, report,
workbook, fleet, bill, memo, quotes, terms, capital: VAT basis and cost of capital);
``tests/io/test_messages.py`` checks that every key has a text in both, with the same
placeholders, and that every code the program can raise has a key.

Templates name their fields ``{name}`` or ``{name:spec}`` (a ``format()`` spec such as
``,.2f`` or ``.0%``, or ``money`` for an amount in the plan's currency); the GUI's own chrome
uses Qt's ``%1``. ``fill`` substitutes either kind
in one pass, so a value that itself holds ``%2`` or ``{x}`` is never substituted again.
"""

from __future__ import annotations

import errno
import importlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from gpuplanner.io.messages.aliases import SAME_AS

# One module per area in each language's package (en/notices.py, zh_CN/notices.py …).
AREAS = (
    "terms",
    "notices",
    "errors",
    "report",
    "workbook",
    "fleet",
    "bill",
    "memo",
    "quotes",
    "limits",
    "kit",
    "capital",
    "scenarios",
    "pricing",
)


def _table(language: str) -> dict[str, str]:
    """Every area's ``TEXTS`` of one language, merged, and the keys that read another key's
    words (``aliases.SAME_AS``); a key in two areas, or an alias also written out, is a bug."""
    table: dict[str, str] = {}
    for area in AREAS:
        texts = importlib.import_module(f"gpuplanner.io.messages.{language}.{area}").TEXTS
        twice = table.keys() & texts.keys()
        if twice:
            raise ValueError(f"{language}: {sorted(twice)} defined in two areas")
        table |= texts
    written = table.keys() & SAME_AS.keys()
    if written:
        raise ValueError(f"{language}: {sorted(written)} are aliases (messages/aliases.py)")
    unknown = {alias: key for alias, key in SAME_AS.items() if key not in table}
    if unknown:
        raise ValueError(f"{language}: aliases of keys not written: {unknown}")
    return table | {alias: table[key] for alias, key in SAME_AS.items()}


EN = _table("en")
ZH_CN = _table("zh_CN")

__all__ = [
    "EN",
    "LANGUAGES",
    "ZH_CN",
    "fill",
    "has",
    "label",
    "language",
    "section",
    "substitute",
    "template",
    "text",
]

ENGLISH = "en"
CHINESE = "zh_CN"
LANGUAGES = (ENGLISH, CHINESE)  # what the report, the workbook and the CLI speak
TABLES: dict[str, Mapping[str, str]] = {ENGLISH: EN, CHINESE: ZH_CN}

# %1 … %9 (Qt style), {{ and }} (literal braces), {name} or {name:spec} (str.format style).
_PLACEHOLDER = re.compile(r"%(\d)|\{\{|\}\}|\{([A-Za-z_]\w*)(?::([^{}]*))?\}")

Render = Callable[[Any, str], str]
MONEY = "money"  # the spec of an amount in the plan's currency: "{total:money}"


def language(lang: str | None) -> str:
    """The language to speak for ``lang``: ``zh``, ``zh_CN``, ``zh-Hans`` … → ``zh_CN``;
    anything else (``en``, ``fr``, "", None) → ``en``."""
    if lang and lang.strip().lower().replace("-", "_").startswith("zh"):
        return CHINESE
    return ENGLISH


def render(value: Any, spec: str) -> str:
    """A value as plain text: ``format(value, spec)`` for numbers, ``str`` otherwise; a whole
    float without a spec as an integer."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return str(value)
    if spec == MONEY:
        return format(value, ",.2f")
    if spec:
        return format(value, spec)
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e16:
        return str(int(value))  # a limit of 0.0 or 1e15 reads "0", "1000000000000000"
    return str(value)


def fill(template: str, /, *values: Any, **params: Any) -> str:
    """``template`` with ``%1`` … from ``values`` and ``{name[:spec]}`` from ``params``.

    One pass over the template: a substituted value is never scanned again (a label holding
    "%2" stays "%2"). A missing value raises ``KeyError``.
    """
    return substitute(template, values, params)


def substitute(
    template: str,
    values: tuple[Any, ...] = (),
    params: Mapping[str, Any] | None = None,
    render: Render = render,
) -> str:
    """``fill`` with ``render(value, spec)`` turning each value into text; the GUI passes one
    that writes numbers in the display locale."""
    named = params or {}

    def one(match: re.Match[str]) -> str:
        index, name, spec = match.groups()
        if index is not None:
            position = int(index) - 1
            if not 0 <= position < len(values):
                raise KeyError(f"%{index}")
            return render(values[position], "")
        if name is None:
            return match.group(0)[0]  # "{{" → "{", "}}" → "}"
        return render(named[name], spec or "")

    return _PLACEHOLDER.sub(one, template)


def fields(template: str) -> set[str]:
    """The names of a template's placeholders (``%1`` counts as ``1``)."""
    return {m.group(1) or m.group(2) for m in _PLACEHOLDER.finditer(template) if m.lastindex}


def has(key: str) -> bool:
    return key in EN


def template(key: str, lang: str = ENGLISH) -> str:
    """The raw template of ``key`` in ``lang`` (English where the language lacks it)."""
    table = TABLES[language(lang)]
    return table[key] if key in table else EN[key]


@dataclass(frozen=True)
class OsReason:
    """Why the system refused a file operation, said in the message's language: the catalog's
    ``os_error.<ENAME>`` where it has one, else the system's own (English) words, which a
    Chinese message showed as they were ("无法写入 …：No such file or directory")."""

    name: str  # errno's symbolic name, "ENOENT"
    system: str  # the system's words, strerror

    def worded(self, lang: str) -> str:
        key = f"os_error.{self.name}"
        return template(key, lang) if key in EN else self.system

    def __str__(self) -> str:
        return self.worded(ENGLISH)


def os_reason(exc: OSError) -> OsReason:
    """``exc``'s reason, for a message parameter (``detail=os_reason(exc)``)."""
    name = errno.errorcode.get(exc.errno or 0, "")
    return OsReason(name, exc.strerror or str(exc) or type(exc).__name__)


def text(key: str, lang: str = ENGLISH, render: Render = render, /, **params: Any) -> str:
    """The message ``key`` in ``lang`` with its ``params`` filled in."""
    params = {k: v.worded(lang) if isinstance(v, OsReason) else v for k, v in params.items()}
    return substitute(template(key, lang), (), params, render)


def label(key: str, lang: str = ENGLISH) -> str:
    """The message ``key`` as a heading or a table label: its first letter capitalised ("on-demand"
    → "On-demand"; Chinese has no case), so one word serves a sentence and a column."""
    worded = text(key, lang)
    return worded[:1].upper() + worded[1:]


def section(prefix: str, lang: str = ENGLISH) -> dict[str, str]:
    """The raw templates of every key ``prefix.<name>`` in ``lang``, as ``{name: template}``
    (English where the language lacks one)."""
    start = prefix + "."
    return {key[len(start) :]: template(key, lang) for key in EN if key.startswith(start)}
