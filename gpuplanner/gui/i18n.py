"""The UI language: which one, its locale, and the Qt translators that speak it.

The ``prefs/language`` setting is "" (or "system") to follow the system locale, "en" or
"zh_CN". Any Chinese system locale gets the Simplified Chinese UI (our only Chinese
translation); everything else gets English. The numbers keep the system's own locale when
the language follows the system, and take the chosen language's locale when it is forced.

gpuplanner's compiled catalog (``gpuplanner_zh_CN.qm``) ships in wheels and bundles. A
checkout or an editable install has only the ``.ts`` source, so it is compiled once with
PySide6's bundled ``lrelease`` into the user cache folder, keyed by the source's hash (an
edited ``.ts`` gets a fresh ``.qm``; a stale one is never loaded).
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

import platformdirs
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from gpuplanner.paths import translations_dir

ENGLISH = "en"
CHINESE = "zh_CN"
LANGUAGES = (ENGLISH, CHINESE)  # what the UI, the report and the workbook speak
SYSTEM = ""  # the setting's value for "follow the system locale"
CATALOG = "gpuplanner"  # resources/translations/gpuplanner_<lang>.ts
QT_CATALOGS = ("qtbase",)  # Qt's own dialogs and buttons (Save, Discard, Cancel …)
LRELEASE_TIMEOUT_S = 60


def resolve_language(setting: str, system: QLocale | None = None) -> str:
    """The UI language for a ``prefs/language`` value: "en" or "zh_CN"."""
    if setting in LANGUAGES:
        return setting
    system = system if system is not None else QLocale.system()
    # Traditional Chinese readers read Simplified far better than English.
    return CHINESE if system.language() == QLocale.Language.Chinese else ENGLISH


def display_locale(setting: str, system: QLocale | None = None) -> QLocale:
    """The locale for numbers, money and dates under that setting."""
    system = system if system is not None else QLocale.system()
    language = resolve_language(setting, system)
    if setting not in LANGUAGES:
        return system
    if language == CHINESE:
        return QLocale(QLocale.Language.Chinese, QLocale.Country.China)
    if system.language() == QLocale.Language.English:
        return system  # keep en_GB, en_IN … grouping and dates
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)


def current_language() -> str:
    """The language the running UI speaks (from the default locale set at start-up)."""
    return CHINESE if QLocale().language() == QLocale.Language.Chinese else ENGLISH


def _lrelease() -> Path | None:
    """PySide6's bundled lrelease binary, if this installation has one (bundles do not)."""
    try:
        import PySide6
    except ImportError:  # pragma: no cover - PySide6 is always there when the GUI runs
        return None
    folder = Path(PySide6.__file__).resolve().parent
    exe = folder / ("lrelease.exe" if sys.platform == "win32" else "lrelease")
    return exe if exe.is_file() else None


def compile_ts(ts: Path, qm: Path) -> bool:
    """Compile ``ts`` into ``qm`` with lrelease; False (and nothing written) on failure."""
    import subprocess  # here, not at the top: needed only when no current .qm is shipped

    exe = _lrelease()
    if exe is None:
        return False
    qm.parent.mkdir(parents=True, exist_ok=True)
    partial = qm.with_suffix(".qm.part")
    try:
        subprocess.run(
            [str(exe), "-silent", str(ts), "-qm", str(partial)],
            check=True,
            capture_output=True,
            timeout=LRELEASE_TIMEOUT_S,
        )
        partial.replace(qm)
    except (OSError, subprocess.SubprocessError):
        partial.unlink(missing_ok=True)
        return False
    return True


def cache_dir() -> Path:
    return platformdirs.user_cache_path("gpuplanner", appauthor=False) / "translations"


def catalog_file(language: str, folder: Path | None = None) -> Path | None:
    """The .qm to load for ``language``: the shipped one when it is current, else one compiled
    from the .ts into the cache, else a shipped one even if older than its source."""
    folder = folder if folder is not None else translations_dir()
    ts = folder / f"{CATALOG}_{language}.ts"
    shipped = folder / f"{CATALOG}_{language}.qm"
    if not ts.is_file():
        return shipped if shipped.is_file() else None
    if shipped.is_file() and shipped.stat().st_mtime >= ts.stat().st_mtime:
        return shipped
    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16]
    cached = cache_dir() / f"{CATALOG}_{language}-{digest}.qm"
    if cached.is_file() or compile_ts(ts, cached):
        return cached
    return shipped if shipped.is_file() else None


def _load(path: Path, parent: QCoreApplication) -> QTranslator | None:
    translator = QTranslator(parent)
    return translator if translator.load(str(path)) else None


def install(app: QCoreApplication, setting: str) -> list[QTranslator]:
    """Set the default locale and install Qt's and gpuplanner's translators for ``setting``.

    Returns the installed translators (parented to ``app``; ``uninstall`` removes them). In
    English nothing is installed: the source strings are the English UI.
    """
    QLocale.setDefault(display_locale(setting))
    language = resolve_language(setting)
    if language == ENGLISH:
        return []
    installed: list[QTranslator] = []
    qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    paths = [qt_folder / f"{name}_{language}.qm" for name in QT_CATALOGS]
    paths.append(catalog_file(language) or Path())
    for path in paths:
        translator = _load(path, app) if path.is_file() else None
        if translator is not None:
            app.installTranslator(translator)
            installed.append(translator)
    return installed


def uninstall(app: QCoreApplication, translators: list[QTranslator]) -> None:
    """Remove translators ``install`` put in (tests switch languages within one process)."""
    for translator in translators:
        app.removeTranslator(translator)
        translator.deleteLater()
