"""Write the shipped quote templates under catalogs/templates/ from two example plans.

    python tools/make_quote_templates.py

quotes.xlsx / quotes.csv: English headers, the USD example plan's platforms as sample rows;
quotes_zh_CN.xlsx / .csv: Chinese headers, the CNY example plan's. Vendors come from the
catalog presets' providers and each sample quote is valid 30 days from its price date.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gpuplanner.io.catalog.loader import load_catalog  # noqa: E402
from gpuplanner.io.plan_file import load_plan  # noqa: E402
from gpuplanner.io.quotes import write_template  # noqa: E402
from gpuplanner.paths import examples_dir, templates_dir  # noqa: E402

SOURCES = {
    "en": "7b-pretrain-1t-tokens.gpuplan",
    "zh_CN": "13b-on-demand-spot-self-built.gpuplan",
}


def main() -> None:
    catalog = load_catalog(user_dir=ROOT / "no-user-catalog")
    folder = templates_dir()
    folder.mkdir(exist_ok=True)
    for lang, name in SOURCES.items():
        plan = load_plan(examples_dir() / name)
        platforms = []
        for p in plan.platforms:
            preset = catalog.platforms.get(p.preset_id or "")
            until = p.prices_as_of + dt.timedelta(days=30) if p.prices_as_of else None
            vendor = preset.provider if preset else ""
            platforms.append(p.model_copy(update={"vendor": vendor, "quote_valid_until": until}))
        stem = "quotes" if lang == "en" else "quotes_zh_CN"
        for suffix in (".xlsx", ".csv"):
            write_template(
                folder / f"{stem}{suffix}", tuple(platforms), plan.currency, lang, catalog
            )
            print(folder / f"{stem}{suffix}")


if __name__ == "__main__":
    main()
