"""Text a stranger typed: names normalised, look-alikes told apart, quotes kept short.

- ``clean_name``: NFC (a name typed on macOS, NFD, is the same name typed on Windows) without
  control, format and other invisible characters (zero-width space, a right-to-left override,
  NUL), which no one can see on screen, in a workbook or in a terminal. ``clean_text`` is the
  same for text of several lines (notes), keeping its line breaks and tabs. They are THE
  sanitiser of user text: every string of a plan that reaches an output (names, fee names,
  the model name, the title, notes, vendor) is one of the ``OneLine`` or ``Lines`` types, so
  the GUI, the memo, the workbook, the CSV and the terminal all get the same text (a U+202E
  in a fee name once turned "Fee: ¥1.00" into "¥100,000.00" in the memo).
- ``look_alike_key``: what a name looks like: NFKC (full-width Ａ is A) with the Cyrillic and
  Greek letters that are drawn like Latin ones mapped to those (Unicode's confusables,
  https://www.unicode.org/Public/security/latest/confusables.txt, the single-letter cases).
- ``shorten``: a quote of user text in an error message: at most ``limit`` characters, and
  when cut, its length is said (an unknown key of 40 MB must not become a 40 MB message).
"""

from __future__ import annotations

import unicodedata
from typing import Annotated

from pydantic import AfterValidator

# Categories nobody sees: Cc control (NUL, ESC, CR …), Cf format (zero-width space and joiner,
# RTL/LTR overrides, BOM), Cs lone surrogates, Zl/Zp line and paragraph separators.
_INVISIBLE = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})

# Cyrillic and Greek letters drawn like a Latin letter (confusables.txt, letters only).
_LATIN_LOOK = str.maketrans(
    {
        "а": "a", "в": "b", "е": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p",
        "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ј": "j", "ԁ": "d",
        "ɡ": "g", "ԛ": "q", "ԝ": "w", "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M",
        "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X", "У": "Y", "Ѕ": "S",
        "І": "I", "Ј": "J", "Ԛ": "Q", "Ԝ": "W", "α": "a", "ο": "o", "ρ": "p", "ν": "v",
        "υ": "u", "ι": "i", "κ": "k", "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H",
        "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y",
        "Χ": "X",
    }
)  # fmt: skip

SHORT_QUOTE = 60  # characters of user text quoted in a one-line message


def clean_name(name: str) -> str:
    """``name`` in NFC without invisible characters (see the module docstring)."""
    if name.isascii() and name.isprintable():
        return name  # the common case, fast: nothing to normalise or strip
    text = unicodedata.normalize("NFC", name)
    return "".join(c for c in text if unicodedata.category(c) not in _INVISIBLE)


_LINE_BREAKS = str.maketrans({"\r": "\n", "\u2028": "\n", "\u2029": "\n"})


def clean_text(text: str) -> str:
    """``text`` cleaned as ``clean_name`` cleans a name, its line breaks and tabs kept (CR LF
    and CR, the Unicode line and paragraph separators become LF)."""
    if text.isascii() and text.isprintable():
        return text
    lines = unicodedata.normalize("NFC", text.replace("\r\n", "\n")).translate(_LINE_BREAKS)
    kept = "\n\t"
    return "".join(c for c in lines if c in kept or unicodedata.category(c) not in _INVISIBLE)


# User text in a plan: one line (a name, a title) or several (notes), always cleaned.
OneLine = Annotated[str, AfterValidator(clean_name)]
Lines = Annotated[str, AfterValidator(clean_text)]


def look_alike_key(name: str) -> str:
    """Two names with the same key look the same on screen."""
    return unicodedata.normalize("NFKC", clean_name(name)).translate(_LATIN_LOOK)


def first_difference(a: str, b: str) -> str:
    """The first character where two look-alike names differ, named: "U+043E CYRILLIC …"."""
    for x, y in zip(a, b, strict=False):
        if x != y:
            return _named(x) if not x.isascii() else _named(y)
    longer = a if len(a) > len(b) else b
    return _named(longer[min(len(a), len(b))]) if a != b else ""


def _named(c: str) -> str:
    return f"U+{ord(c):04X} {unicodedata.name(c, 'UNNAMED CHARACTER')}"


def shorten(text: str, limit: int = SHORT_QUOTE) -> str:
    """``text`` if short, else its start, "…" and its length in characters."""
    if len(text) <= limit:
        return text
    return f"{text[: max(limit - 1, 1)]}… ({len(text):,} characters)"


def listed(items: list[str], most: int = 5) -> str:
    """At most ``most`` quoted items, then how many more: "a, b, c and 4,997 more"."""
    shown = ", ".join(shorten(i) for i in items[:most])
    rest = len(items) - most
    return f"{shown} and {rest:,} more" if rest > 0 else shown
