"""Every word the Fleet sheet writes, from the message catalog (``fleet_xl.*``)."""

from __future__ import annotations

from gpuplanner.io import messages


def label(key: str, lang: str = "en", **fields: object) -> str:
    return messages.text(f"fleet_xl.{key}", lang, messages.render, **fields)
