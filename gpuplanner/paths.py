"""The one place that knows where bundled assets live.

Assets (``catalogs/`` and ``resources/``) sit at the top of a checkout, inside the
package as ``gpuplanner/_data/`` in a wheel, and under ``sys._MEIPASS`` in a
PyInstaller bundle. No other module builds an asset path.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


@cache
def asset_root() -> Path:
    """Return the folder holding ``catalogs/`` and ``resources/``."""
    candidates: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle))
    candidates.append(_PACKAGE_DIR / "_data")  # wheel
    candidates.append(_PACKAGE_DIR.parent)  # checkout / editable install
    for root in candidates:
        if (root / "catalogs").is_dir():
            return root
    raise FileNotFoundError(
        "gpuplanner's bundled catalogs were not found; looked in "
        + ", ".join(str(c) for c in candidates)
    )


def catalogs_dir() -> Path:
    return asset_root() / "catalogs"


def examples_dir() -> Path:
    return catalogs_dir() / "examples"


def example_plan() -> Path:
    """The plan the app opens on first start."""
    return examples_dir() / "seed-7b-finetune.gpuplan"


def resources_dir() -> Path:
    return asset_root() / "resources"


def translations_dir() -> Path:
    return resources_dir() / "translations"


def icons_dir() -> Path:
    return resources_dir() / "icons"


def docs_dir() -> Path:
    """The in-app help pages (Help → Method), one HTML file per UI language."""
    return resources_dir() / "docs"


def templates_dir() -> Path:
    """The quote templates (``quotes.xlsx``, ``quotes.csv`` and their Chinese versions)."""
    return catalogs_dir() / "templates"
