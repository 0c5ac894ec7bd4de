"""Text bound for a terminal: every control character made visible, widths in columns.

A plan or catalog from a stranger may hold ESC sequences (clear the screen, set the window
title, plant an OSC 8 hyperlink), a CR that overwrites a ranking line, a backspace, the C1
controls some terminals obey like ESC (U+009B is CSI), or bidirectional overrides that show
text in another order than it is. ``printable`` writes each as an escape (``\\x1b``,
``\\u202e``), so what is printed is what the file holds, and nothing the terminal acts on.
Line breaks stay unless ``keep_newlines`` is False (a one-line message, a title on its line).

East Asian wide and full-width characters take two columns, so tables pad by display width
(``display_width``, ``fit``, ``clip``), not by character count; the workbook sizes its
columns the same way.
"""

from __future__ import annotations

import re
import unicodedata

# C0 controls but line feed, DEL, C1 controls, the bidi embeddings, overrides and isolates,
# and lone surrogates (a terminal cannot be sent them at all: printing one raises).
_CONTROL = re.compile(
    "[\x00-\x09\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)
_CONTROL_OR_NEWLINE = re.compile(_CONTROL.pattern[:-1] + "\n]")


_NAMED = {"\t": "\\t", "\r": "\\r", "\n": "\\n"}


def _escaped(match: re.Match[str]) -> str:
    char = match.group()
    if char in _NAMED:
        return _NAMED[char]
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def _json_escaped(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def printable(text: str, keep_newlines: bool = True) -> str:
    """``text`` with control characters written as escapes (see the module docstring)."""
    pattern = _CONTROL if keep_newlines else _CONTROL_OR_NEWLINE
    return pattern.sub(_escaped, text)


def printable_json(text: str) -> str:
    """JSON text (``json.dumps(..., ensure_ascii=False)``) with the controls that JSON leaves
    raw (DEL, C1, bidi) written as ``\\uXXXX``: still the same JSON, safe on a terminal."""
    return _CONTROL.sub(_json_escaped, text)


def display_width(text: str) -> int:
    """Columns ``text`` takes: East Asian wide and full-width characters count two."""
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def clip(text: str, width: int) -> str:
    """``text`` cut to ``width`` columns with a trailing "…" when it is longer."""
    if display_width(text) <= width:
        return text
    out, used = "", 0
    for ch in text:
        w = display_width(ch)
        if used + w > width - 1:
            break
        out, used = out + ch, used + w
    return out + "…"


def clip_name(text: str, width: int) -> str:
    """A name cut to ``width`` columns in the middle, "A100 · self-bu…by hours used": the
    start and the end both show, where two names of one provider differ (a region, a
    market, how it is paid) and a bracket opened at the end is closed."""
    if display_width(text) <= width:
        return text
    room = max(width - 1, 0)
    head_room = (room + 1) // 2
    head, used = "", 0
    for ch in text:
        if used + display_width(ch) > head_room:
            break
        head, used = head + ch, used + display_width(ch)
    tail, left = "", room - used
    for ch in reversed(text[len(head) :]):
        if display_width(ch) > left:
            break
        tail, left = ch + tail, left - display_width(ch)
    return head.rstrip() + "…" + tail.lstrip()


def columns(headers: list[tuple[str, int]]) -> list[int]:
    """Column widths: each at least its default and as wide as its (translated) header."""
    return [max(width, display_width(text)) for text, width in headers]


def fit(text: str, width: int, align: str = "<") -> str:
    """Pad ``text`` to ``width`` columns (``<`` left, ``>`` right)."""
    gap = " " * max(0, width - display_width(text))
    return text + gap if align == "<" else gap + text
