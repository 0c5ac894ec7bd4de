"""Test setup: offscreen Qt, and user folders isolated in a temporary directory."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import settings

# CI explores the same examples every run (a landing must not depend on luck); developers'
# runs keep exploring new ones and hypothesis remembers what failed.
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(autouse=True)
def _isolated_user_folders(tmp_path_factory: pytest.TempPathFactory, monkeypatch) -> None:
    """platformdirs and QSettings follow XDG on Linux: point them at a fresh folder."""
    home = tmp_path_factory.mktemp("home")
    for var, sub in (
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_DATA_HOME", "data"),
        ("XDG_CACHE_HOME", "cache"),
        ("XDG_STATE_HOME", "state"),
    ):
        path = home / sub
        path.mkdir()
        monkeypatch.setenv(var, str(path))


@pytest.fixture
def chinese(qapp):
    """The UI in Simplified Chinese for one test (tests/ui_language.py); yields the settings."""
    from ui_language import ui_language

    with ui_language(qapp, "zh_CN") as settings:
        yield settings
