"""The Platforms tab (placeholder until the full form lands)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from gpuplanner.gui.document import PlanDocument


class PlatformsTab(QWidget):
    """Edits the document's plan; every change is one undoable document.apply."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Platforms")))
