"""A plan's copy of a preset's notes, shown in the export's language.

A platform added from a preset keeps the preset's notes in the UI language of the day it was
added (``convert.preset_platform``). While that copy is still the preset's own text, in either
language, a workbook in the other language shows the preset's notes in its language; notes the
user wrote or edited are the user's and stay as they are.
"""

from __future__ import annotations

from gpuplanner.core.platform import Platform
from gpuplanner.io.catalog.loader import Catalog
from gpuplanner.io.catalog.models import ZH_CN


def platform_notes(platform: Platform, lang: str, catalog: Catalog | None) -> str:
    """``platform.notes`` in ``lang`` when they are its preset's untouched notes."""
    preset = catalog.platforms.get(platform.preset_id or "") if catalog is not None else None
    if preset is None or not platform.notes:
        return platform.notes
    if platform.notes in (preset.worded("notes", "en"), preset.worded("notes", ZH_CN)):
        return str(preset.worded("notes", lang))
    return platform.notes
