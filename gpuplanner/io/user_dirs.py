"""The one place that knows where the user's own data lives (platformdirs).

Everything the user adds or edits (catalog entries today) goes under ``user_data_dir()``, never
next to the bundled assets, so an update of the bundled files cannot erase it. Tests isolate it
by pointing the XDG_* variables at a temporary folder (tests/conftest.py).
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "gpuplanner"


def user_data_dir() -> Path:
    """The user's data folder (Linux: ``$XDG_DATA_HOME/gpuplanner``); not created here."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_catalogs_dir() -> Path:
    """Where the user's catalog files (gpus.json, models.json, platforms.json) live."""
    return user_data_dir() / "catalogs"
