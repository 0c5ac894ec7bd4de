"""Help → Method: the page that explains how gpuplanner calculates, in the UI's language.

The pages are HTML files in ``resources/docs`` (``method_en.html``, ``method_zh_CN.html``),
written by hand in each language rather than translated string by string: the explanation
reads as one text, with its formulas and the seed example's table.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from gpuplanner.gui import format as fmt
from gpuplanner.gui.i18n import ENGLISH, current_language
from gpuplanner.paths import docs_dir

DIALOG_SIZE = (780, 680)


def method_page(language: str, folder: Path | None = None) -> Path:
    """The Method page for ``language``; English when that language has none."""
    folder = folder if folder is not None else docs_dir()
    page = folder / f"method_{language}.html"
    return page if page.is_file() else folder / f"method_{ENGLISH}.html"


class MethodDialog(QDialog):
    """A non-modal window showing the Method page; links open in the system browser."""

    def __init__(self, parent: QWidget | None = None, language: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How gpuplanner calculates"))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.page = method_page(language or current_language())
        try:
            self.browser.setHtml(self.page.read_text(encoding="utf-8"))
        except OSError as exc:
            self.browser.setPlainText(
                fmt.fill(self.tr("The Method page could not be read (%1)."), str(exc))
            )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(*DIALOG_SIZE)
