"""The app's UI in another language for one test: its translators installed and the locale
restored afterwards, so a later test is not left speaking Chinese."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QLocale

from gpuplanner.gui import fonts, i18n
from gpuplanner.gui.settings import Settings


@contextmanager
def ui_language(app: QCoreApplication, setting: str) -> Iterator[Settings]:
    """The UI in ``setting`` ("zh_CN", "en"); yields settings that name it, as Preferences
    would have saved them."""
    before = QLocale()
    settings = Settings()
    settings.set("prefs/language", setting)
    translators = i18n.install(app, fonts.effective_setting(setting))
    try:
        yield settings
    finally:
        i18n.uninstall(app, translators)
        QLocale.setDefault(before)
