"""Qt's own dialog texts that Qt's Simplified Chinese catalog leaves in English.

Qt's dialogs are translated by ``qtbase_zh_CN.qm`` (loaded by ``gui.i18n``), but that
catalog (Qt 6.11) lacks a few strings of the file dialog Qt draws itself: "&Look in:" and
"Files of &type:" stayed English in the Chinese UI (issue 25), and so did the Type column's
words for a folder, a drive, a link (``QAbstractFileIconProvider``, new in Qt 6). They are
listed here under Qt's own context so that lupdate puts them in gpuplanner's catalog, which
is installed after Qt's and so is asked first; the app never calls this module's names.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

QT_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"),
)


def _with_disambiguation() -> tuple[str, ...]:
    """Qt asks for these with a disambiguation, which lupdate reads from ``translate`` calls
    (not from a NOOP); never called."""
    return (
        QCoreApplication.translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
        QCoreApplication.translate("QAbstractFileIconProvider", "Shortcut", "All other platforms"),
    )
