"""The plan's own title and notes (they head the report and the exported workbook)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QGroupBox, QLineEdit, QPlainTextEdit, QWidget

from gpuplanner.gui import wording
from gpuplanner.gui.binding import Binder, form_layout
from gpuplanner.gui.document import PlanDocument

NOTES_LINES = 3  # tall enough for a short memo, short enough to leave the form in view


class PlanSection(QGroupBox):
    """Title and notes of the plan, edited in place; each edit is one undo step."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(wording.label("xl.asm.plan"), parent)
        form = form_layout()
        self.binder = Binder(document, lambda plan: ())
        self.title_edit = QLineEdit(self)
        self.title_edit.setPlaceholderText(
            self.tr("e.g. Llama-2-70B fine-tune: cloud vs own cluster")
        )
        self.title_edit.setToolTip(
            self.tr("Names the plan in the window, the report and the workbook.")
        )
        self.binder.row(form, self.tr("Title:"), self.title_edit, ("title",))
        self.notes_edit = QPlainTextEdit(self)
        self.notes_edit.setTabChangesFocus(True)
        self.notes_edit.setPlaceholderText(
            self.tr("Assumptions, sources, who asked: exported as is.")
        )
        self.notes_edit.setToolTip(self.tr("Free notes, exported with the plan."))
        lines = QFontMetrics(self.notes_edit.font()).lineSpacing() * NOTES_LINES
        self.notes_edit.setFixedHeight(lines + 2 * self.notes_edit.frameWidth() + 8)
        self.binder.row(form, self.tr("Notes:"), self.notes_edit, ("notes",))
        self.setLayout(form)
