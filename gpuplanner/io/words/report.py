"""The words of the terminal report (``gpuplanner report``) and the catalog listings, from the
message catalog (``report.*`` and ``catalog.*`` in ``gpuplanner.io.messages``)."""

from __future__ import annotations

from collections.abc import Callable

from gpuplanner.io import messages
from gpuplanner.io.messages import language

# A catalog listing's English word → its catalog key (the listings are built in English).
_CATALOG_KEYS = {
    text: f"{section}.{key}"
    for section in ("catalog", "mode")
    for key, text in messages.section(section).items()
}


def catalog_word(text: str, lang: str = "en") -> str:
    """A catalog listing's word in ``lang`` (unknown words and English stay as they are)."""
    key = _CATALOG_KEYS.get(text)
    return messages.text(key, lang) if key and language(lang) != "en" else text


def words(lang: str = "en") -> Callable[..., str]:
    """A function ``w(key, **fields)`` giving the text of ``report.<key>`` in ``lang``."""

    def w(key: str, **fields: object) -> str:
        return messages.text(f"report.{key}", lang, messages.render, **fields)

    return w
