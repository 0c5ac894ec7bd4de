"""Chinese glyphs: is a font installed that draws them, and what to tell the user if not.

Windows and macOS ship CJK fonts (Microsoft YaHei, PingFang SC). A minimal Linux desktop or
server may have none, and every Chinese string then renders as boxes; Qt finds any font
fontconfig knows, so installing one package is enough. Without one, the app starts in
English (a Chinese UI of boxes is unusable) and says once which package to install.
"""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QMessageBox, QWidget

from gpuplanner.gui import i18n
from gpuplanner.gui.settings import Settings

# Deliberately English and untranslated: it is shown exactly when Chinese cannot be drawn.
HINT_TITLE = "Chinese font missing"
HINT_TEXT = (
    "No font with Chinese characters is installed, so gpuplanner starts in English.\n\n"
    "Install one and restart gpuplanner, e.g. on Debian or Ubuntu:\n"
    "    sudo apt install fonts-wqy-microhei\n"
    "(or fonts-noto-cjk; on Fedora: google-noto-sans-cjk-fonts).\n\n"
    "未安装中文字体，gpuplanner 暂以英文界面启动。"
)


def chinese_families() -> list[str]:
    """Installed font families that cover Simplified Chinese (needs a QGuiApplication)."""
    return list(QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese))


def missing_for(setting: str) -> bool:
    """True when ``setting`` asks for the Chinese UI and no font can draw it."""
    return i18n.resolve_language(setting) == i18n.CHINESE and not chinese_families()


def effective_setting(setting: str) -> str:
    """The language setting to start with: English when Chinese cannot be drawn."""
    return i18n.ENGLISH if missing_for(setting) else setting


def show_hint(parent: QWidget | None, title: str, text: str) -> None:
    """The one-time message (a plain function: tests replace it)."""
    QMessageBox.information(parent, title, text)


def hint_if_missing(parent: QWidget | None, settings: Settings) -> bool:
    """Say once which font package to install; True when the hint was shown."""
    if not missing_for(settings.get("prefs/language")):
        return False
    if settings.get("prefs/cjk_font_hint_shown"):
        return False
    show_hint(parent, HINT_TITLE, HINT_TEXT)
    settings.set("prefs/cjk_font_hint_shown", True)
    return True
