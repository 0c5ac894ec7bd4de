"""Characters the memo's fonts cannot draw: shown by their code, and said, never empty boxes.

A plan's name, title or notes may hold an emoji (🚀) or another character no installed font
has; Qt then prints an empty box (tofu) and the reader cannot tell what was there. Before the
memo is laid out, every character is checked against the memo's fonts (and an emoji font when
one is installed, added to the memo's families), then against every installed family (Qt's
own fallback); one that none can draw becomes ``[U+1F680]`` and the memo's warnings say which
were replaced and how to print them.
"""

from __future__ import annotations

import dataclasses
import unicodedata
from functools import cache
from typing import Any

from PySide6.QtGui import QFont, QFontDatabase, QRawFont

from gpuplanner.io import messages
from gpuplanner.io.memo.content import Memo

# Emoji families, in order of preference (Linux, macOS, Windows, Firefox's, a monochrome one).
EMOJI_FAMILIES = (
    "Noto Color Emoji",
    "Apple Color Emoji",
    "Segoe UI Emoji",
    "Twemoji Mozilla",
    "Noto Emoji",
    "Symbola",
)
SHOWN_CODES = 8  # codes listed in the warning; the rest are counted


def installed_emoji_families() -> list[str]:
    have = set(QFontDatabase.families())
    return [f for f in EMOJI_FAMILIES if f in have]


@cache
def _raw(family: str) -> QRawFont:
    return QRawFont.fromFont(QFont(family))


def _ignorable(ch: str) -> bool:
    """Marks no font draws on their own (variation selectors, joiners, combining marks left
    after NFC): the renderer handles them with the character before."""
    return unicodedata.category(ch) in ("Mn", "Me", "Cf") or 0xFE00 <= ord(ch) <= 0xFE0F


class Glyphs:
    """Which characters the memo's ``families`` (then any installed family) can draw."""

    def __init__(self, families: list[str]) -> None:
        have = set(QFontDatabase.families())
        self._chain = [_raw(f) for f in families if f in have]
        self._known: dict[str, bool] = {}

    def drawable(self, ch: str) -> bool:
        if ch.isascii() or ch.isspace() or _ignorable(ch):
            return True
        if ch not in self._known:
            code = ord(ch)
            ok = any(r.supportsCharacter(code) for r in self._chain) or any(
                _raw(f).supportsCharacter(code) for f in QFontDatabase.families()
            )
            self._known[ch] = ok
        return self._known[ch]


def visible_memo(memo: Memo, families: list[str]) -> Memo:
    """``memo`` with each character no installed font can draw shown as ``[U+XXXX]``, and a
    warning naming them first among the warnings; ``memo`` itself when every one is drawn."""
    glyphs = Glyphs(families)
    missing: dict[str, None] = {}

    def fix(text: str) -> str:
        if text.isascii():
            return text
        out = []
        for ch in text:
            if glyphs.drawable(ch):
                out.append(ch)
            else:
                missing[ch] = None
                out.append(f"[U+{ord(ch):04X}]")
        return "".join(out)

    fixed = _map_strings(memo, fix)
    if not missing:
        return memo
    codes = [f"U+{ord(c):04X}" for c in missing]
    shown = ", ".join(codes[:SHOWN_CODES])
    if len(codes) > SHOWN_CODES:
        shown += messages.text("memo.glyphs_more", memo.lang, count=len(codes) - SHOWN_CODES)
    note = messages.text("memo.glyphs_missing", memo.lang, codes=shown)
    return dataclasses.replace(fixed, warnings=(note, *fixed.warnings))


def _map_strings(value: Any, fix: Any) -> Any:
    """``value`` with ``fix`` applied to every string in it (dataclasses, tuples, lists, dict
    values); dict keys (codes) and everything else as they are."""
    if isinstance(value, str):
        return fix(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {
            f.name: _map_strings(getattr(value, f.name), fix)
            for f in dataclasses.fields(value)
            if f.init
        }
        return dataclasses.replace(value, **changes)
    if isinstance(value, tuple):
        return tuple(_map_strings(v, fix) for v in value)
    if isinstance(value, list):
        return [_map_strings(v, fix) for v in value]
    if isinstance(value, dict):
        return {k: _map_strings(v, fix) for k, v in value.items()}
    return value
