"""Text bound for a terminal, with every control character made visible.

A plan or catalog from a stranger may hold ESC sequences (clear the screen, set the window
title, plant an OSC 8 hyperlink), a CR that overwrites a ranking line, a backspace, the C1
controls some terminals obey like ESC (U+009B is CSI), or bidirectional overrides that show
text in another order than it is. ``printable`` writes each as an escape (``\\x1b``,
``\\u202e``), so what is printed is what the file holds, and nothing the terminal acts on.
Line breaks stay unless ``keep_newlines`` is False (a one-line message, a title on its line).
"""

from __future__ import annotations

import re

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
