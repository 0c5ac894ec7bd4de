"""The quote templates shipped under catalogs/templates/, written from two example plans.

    python -m gpuplanner.io.quotes.shipped [FOLDER]     (or python tools/make_quote_templates.py)

quotes.xlsx / quotes.csv: English headers, the USD example plan's platforms as sample rows;
quotes_zh_CN.xlsx / .csv: Chinese headers, the CNY example plan's. Vendors are the catalog
presets' providers in the template's language, each sample quote is valid 30 days from its
price date, and a platform's untouched preset notes read in the template's language. The
Chinese template's sample names and the example plan's own note are written in Chinese here
(``SAMPLE_ZH_CN``: the example plan holds them in English). tests/io/test_quotes_shipped.py fails
when a shipped file differs from what this writes now, so a new column or a changed catalog
text means running it again.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from gpuplanner.core.platform import Platform
from gpuplanner.io.catalog.loader import Catalog, load_catalog
from gpuplanner.io.catalog.models import ZH_CN
from gpuplanner.io.catalog.words import platform_notes
from gpuplanner.io.plan_file import load_plan
from gpuplanner.io.quotes.template import write_template
from gpuplanner.paths import examples_dir, templates_dir

SOURCES = {
    "en": "7b-pretrain-1t-tokens.gpuplan",
    "zh_CN": "13b-on-demand-spot-self-built.gpuplan",
}
STEMS = {"en": "quotes", "zh_CN": "quotes_zh_CN"}
SUFFIXES = (".xlsx", ".csv")
VALID_DAYS = 30  # a sample quote's validity: a month, as vendors' quotes usually run

# The CNY example plan's own texts (names and a note the plan wrote, not catalog texts) in
# Chinese, written by hand for the Chinese template; product names and numbers kept.
SAMPLE_ZH_CN = {
    "A100 on-demand · AWS p4de": "A100 按需 · AWS p4de",
    "A100 spot · GCP a2-ultragpu": "A100 Spot 抢占式 · GCP a2-ultragpu",
    "A100 · self-built 8× server, depreciation by hours used": (
        "A100 · 自建 8 卡服务器，按使用小时折旧"
    ),
    "A100 · self-built 8× server, whole purchase on this job": (
        "A100 · 自建 8 卡服务器，整笔采购计入本任务"
    ),
    "Prices converted from USD at 1 USD = 7.27 CNY (the reference's reported market rate).": (
        "价格已从 USD 按 1 USD = 7.27 CNY（参考资料中的市场汇率）换算。"
    ),
}


def bundled_catalog() -> Catalog:
    """The bundled catalog alone: a user's own catalog folder must not change the files."""
    return load_catalog(user_dir=Path(__file__).parent / "no-user-catalog")


def sample_platforms(lang: str, catalog: Catalog) -> tuple[Platform, ...]:
    """The sample rows of the ``lang`` template: its example plan's platforms as quotes."""
    plan = load_plan(examples_dir() / SOURCES[lang])
    words = SAMPLE_ZH_CN if lang == ZH_CN else {}
    out = []
    for p in plan.platforms:
        preset = catalog.platforms.get(p.preset_id or "")
        notes = platform_notes(p, lang, catalog)
        update = {
            "vendor": str(preset.worded("provider", lang)) if preset else "",
            "quote_valid_until": (
                p.prices_as_of + dt.timedelta(days=VALID_DAYS) if p.prices_as_of else None
            ),
            "name": words.get(p.name, p.name),
            "notes": words.get(notes, notes),
        }
        out.append(p.model_copy(update=update))
    return tuple(out)


def write_shipped_templates(folder: Path, catalog: Catalog | None = None) -> list[Path]:
    """Write the four templates into ``folder``; returns their paths."""
    catalog = catalog or bundled_catalog()
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for lang, name in SOURCES.items():
        platforms = sample_platforms(lang, catalog)
        currency = load_plan(examples_dir() / name).currency
        for suffix in SUFFIXES:
            path = folder / f"{STEMS[lang]}{suffix}"
            write_template(path, platforms, currency, lang, catalog)
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    for path in write_shipped_templates(Path(args[0]) if args else templates_dir()):
        print(path)


if __name__ == "__main__":
    main()
