"""Typed access to the app's QSettings: defaults in one table, a version, recent files.

Preferences and window state live apart (``prefs/`` and ``window/`` groups). The store is an
INI file in the platformdirs config folder, so tests isolate it with XDG_CONFIG_HOME.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import platformdirs
from PySide6.QtCore import QByteArray, QSettings

ORGANIZATION = "gpuplanner"
APPLICATION = "gpuplanner"
SETTINGS_VERSION = 1
MAX_RECENT = 8

# key → default; the type of the default is the type read back.
DEFAULTS: dict[str, Any] = {
    "prefs/language": "",  # "" = follow the system locale; "en" or "zh_CN" (gui/i18n.py)
    "prefs/cjk_font_hint_shown": False,  # the "install a Chinese font" hint is shown once
    "prefs/show_tour": True,  # the first-run tour (gui/tour.py); off once dismissed
    "session/last_file": "",
    "session/recent_files": [],
    "window/geometry": QByteArray(),
    "window/state": QByteArray(),
    "window/tab": 0,
    "window/results_layout": QByteArray(),
    "window/show_status_bar": True,
    "window/show_warnings": True,
}


def default_file() -> Path:
    """The INI file in the user's config folder.

    Resolved through platformdirs on every call: QSettings caches its own default folders
    for the whole process, so XDG_CONFIG_HOME set by a test would otherwise be ignored.
    """
    return platformdirs.user_config_path(APPLICATION, appauthor=False) / "settings.ini"


class Settings:
    """One typed wrapper over QSettings; every key has a default in ``DEFAULTS``."""

    def __init__(self, store: QSettings | None = None) -> None:
        self._s = (
            store
            if store is not None
            else QSettings(str(default_file()), QSettings.Format.IniFormat)
        )
        version = self._s.value("version", 0, type=int)
        if version != SETTINGS_VERSION:
            self._migrate(int(version))

    def _migrate(self, old: int) -> None:
        # Version 0 is "no settings yet"; nothing to convert. Later versions add steps here.
        self._s.setValue("version", SETTINGS_VERSION)

    # --- generic ----------------------------------------------------------------------------
    def get(self, key: str) -> Any:
        default = DEFAULTS[key]
        if isinstance(default, list):
            value = self._s.value(key, [])
            # QSettings gives back a str for a one-item list and None for an empty one.
            if value is None:
                return []
            return [value] if isinstance(value, str) else list(value)
        if isinstance(default, QByteArray):
            value = self._s.value(key, QByteArray())
            return value if isinstance(value, QByteArray) else QByteArray()
        return self._s.value(key, default, type=type(default))

    def set(self, key: str, value: Any) -> None:
        if key not in DEFAULTS:
            raise KeyError(key)
        self._s.setValue(key, value)

    def sync(self) -> None:
        self._s.sync()

    # --- typed helpers ------------------------------------------------------------------------
    @property
    def last_file(self) -> Path | None:
        text = self.get("session/last_file")
        return Path(text) if text else None

    @last_file.setter
    def last_file(self, path: Path | None) -> None:
        self.set("session/last_file", str(path) if path else "")

    def recent_files(self) -> list[Path]:
        """Recent plans that still exist, newest first (missing ones are pruned)."""
        paths = [Path(p) for p in self.get("session/recent_files") if p]
        kept = [p for p in paths if p.is_file()][:MAX_RECENT]
        if len(kept) != len(paths):
            self.set("session/recent_files", [str(p) for p in kept])
        return kept

    def add_recent(self, path: Path) -> None:
        path = path.resolve()
        paths = [p for p in self.recent_files() if p != path]
        self.set("session/recent_files", [str(p) for p in [path, *paths][:MAX_RECENT]])

    def clear_recent(self) -> None:
        self.set("session/recent_files", [])
