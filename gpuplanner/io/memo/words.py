"""The decision memo's wording: the ``memo.*`` entries of the message catalog
(``gpuplanner.io.messages``, English and Simplified Chinese, ``str.format`` placeholders)."""

from __future__ import annotations

from gpuplanner.io.messages import EN, template

_KEYS = tuple(k.removeprefix("memo.") for k in EN if k.startswith("memo."))


def words(lang: str) -> dict[str, str]:
    """Every memo template in ``lang``, by its key without the ``memo.`` prefix."""
    return {key: template(f"memo.{key}", lang) for key in _KEYS}
