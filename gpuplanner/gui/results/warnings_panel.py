"""The warnings panel: every notice of the current result in plain words, with what to do.

Read-only rich text (selectable, copyable). Blocking reasons come first, then warnings, then
notes; each line names its platform and is worded in the UI language by ``wording.word_notice``.
"""

from __future__ import annotations

import html

from PySide6.QtWidgets import QLabel, QTextBrowser, QVBoxLayout, QWidget

from gpuplanner.core.result import PlanResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.wording import Severity, Wording, word_notice

_COLORS = {
    Severity.BLOCKING: "#b00020",
    Severity.WARNING: "#9a5b00",
    Severity.SUGGESTION: "#1b7a3a",
    Severity.INFO: "#1d5fa8",
}


class WarningsPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wordings: list[Wording] = []
        self._empty = False  # a new plan with no platform: nothing to warn about yet
        self._title = QLabel(wording.label("memo.s.warnings"))
        font = self._title.font()
        font.setBold(True)
        self._title.setFont(font)
        self._text = QTextBrowser()
        self._text.setOpenLinks(False)
        self._text.setFrameShape(QTextBrowser.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._title)
        layout.addWidget(self._text)

    def set_result(self, result: PlanResult, currency: str) -> None:
        worded = [word_notice(n, currency) for n in result.notices]
        # Stable sort: the core's order (platform by platform) is kept within a severity.
        self.wordings = sorted(worded, key=lambda w: -w.severity)
        if self.wordings:
            self._title.setText(fmt.fill(self.tr("Warnings (%1)"), str(len(self.wordings))))
        else:
            self._title.setText(wording.label("memo.s.warnings"))
        self._empty = not result.platforms
        self._text.setHtml(self._html())

    def plain_text(self) -> str:
        return self._text.toPlainText()

    def _label(self, severity: Severity) -> str:
        if severity == Severity.BLOCKING:
            return self.tr("Cannot run")
        if severity == Severity.WARNING:
            return self.tr("Warning")
        if severity == Severity.SUGGESTION:
            return self.tr("Suggestion")
        return self.tr("Info")

    def _html(self) -> str:
        if not self.wordings:
            none = (
                self.tr("No warnings yet: the plan has no platform.")
                if self._empty
                else self.tr("No warnings: every platform can run this plan as entered.")
            )
            return f"<p>{html.escape(none)}</p>"
        items = []
        for w in self.wordings:
            advice = (
                f"<br><span style='color:#555'>{html.escape(w.advice)}</span>" if w.advice else ""
            )
            items.append(
                f"<p style='margin:0 0 6px 0'>"
                f"<b style='color:{_COLORS[w.severity]}'>{html.escape(self._label(w.severity))}"
                f"</b> — {html.escape(w.text)}{advice}</p>"
            )
        return "".join(items)
