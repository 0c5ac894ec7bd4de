"""The catalog presets a plan's platforms came from, so the bill can tell a preset's figure
(``source: preset``) from one the user typed over it (``core.bill_lines``).

Read once per process from the catalog the app uses (bundled plus the user's entries); a
catalog that cannot be read, a preset that is gone, or one that needs a quote gives no
preset, and the figures read as typed. A platform converted from the preset's currency at a
rate it records is compared with the preset converted at that rate.
"""

from __future__ import annotations

from functools import lru_cache

from gpuplanner.core.currency import convert_platform
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform
from gpuplanner.io.catalog.convert import preset_platform
from gpuplanner.io.catalog.loader import Catalog, load_catalog


@lru_cache(maxsize=1)
def app_catalog() -> Catalog | None:
    """The catalog the app uses, read once; None when it cannot be read."""
    try:
        return load_catalog()
    except (OSError, ValueError):
        return None


def plan_presets(plan: Plan, catalog: Catalog | None = None) -> dict[int, Platform]:
    """Platform index → the preset it names, as a plan platform (in the preset's currency)."""
    catalog = catalog or app_catalog()
    if catalog is None:
        return {}
    out = {}
    for i in range(len(plan.platforms)):
        preset = platform_preset(plan, i, catalog)
        if preset is not None:
            out[i] = preset
    return out


def platform_preset(plan: Plan, index: int, catalog: Catalog | None = None) -> Platform | None:
    """The preset platform ``index`` names, as a plan platform; None when there is none.

    The bill panel, ``report --json`` and the workbook ask this, so they give every input the
    same source."""
    catalog = catalog or app_catalog()
    if catalog is None or index >= len(plan.platforms):
        return None
    platform = plan.platforms[index]
    preset = catalog.platforms.get(platform.preset_id or "")
    if preset is None or preset.pricing is None:
        return None
    try:
        out = preset_platform(preset, catalog)
    except ValueError:  # a preset whose GPU is gone from the catalog
        return None
    if platform.quoted_rate is not None and platform.quoted_currency == preset.currency:
        # Converted into the plan's currency at the rate the platform records (the preset
        # dialog, core/currency.convert_platform): 6.88 USD at 7.1 is the preset's ¥48.848,
        # not a typed price. Without a recorded rate a converted price stays "typed".
        out = convert_platform(out, platform.quoted_rate, preset.currency)
    return out
