"""Which platforms a fee action applies to: a check list with "Select all" / "Select none".

``PlatformChecklist`` is the list itself (the joint-edit dialog embeds it too);
``PlatformChooserDialog`` asks with it for "Add the usual items…" and "Copy to…".
``choose_platforms`` is the plain function the tab calls, so tests answer it without a modal
dialog (monkeypatch ``platform_chooser.choose_platforms``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


@dataclass(frozen=True)
class ChoiceRow:
    """One platform of the list: its plan index, what the row says, and its state.

    A row that cannot be chosen (``enabled`` False) keeps ``checked`` as it is shown: the
    source platform of a copy is checked and fixed, a platform with nothing to add unchecked.
    """

    index: int
    text: str
    checked: bool = False
    enabled: bool = True


class PlatformChecklist(QWidget):
    """Platforms with check boxes; ``chosen()`` is the plan indices of the checked, enabled rows."""

    changed = Signal()

    def __init__(self, rows: Sequence[ChoiceRow], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget(self)
        self.list.setUniformItemSizes(True)
        self.all = QPushButton(self.tr("Select all"), self)
        self.none = QPushButton(self.tr("Select none"), self)
        self.all.setToolTip(self.tr("Check every platform that can be chosen."))
        self.none.setToolTip(self.tr("Uncheck every platform that can be chosen."))
        self.all.clicked.connect(lambda: self._check_all(True))
        self.none.clicked.connect(lambda: self._check_all(False))
        self.list.itemChanged.connect(lambda _item: self.changed.emit())
        shortcuts = QHBoxLayout()
        shortcuts.addWidget(self.all)
        shortcuts.addWidget(self.none)
        shortcuts.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list, 1)
        layout.addLayout(shortcuts)
        self.set_rows(rows)

    def set_rows(self, rows: Sequence[ChoiceRow]) -> None:
        """Show ``rows``; a platform shown before keeps the user's tick."""
        kept = self._states()
        with QSignalBlocker(self.list):
            self.list.clear()
            for row in rows:
                item = QListWidgetItem(row.text, self.list)
                item.setData(Qt.ItemDataRole.UserRole, row.index)
                flags = Qt.ItemFlag.ItemIsUserCheckable
                if row.enabled:
                    flags |= Qt.ItemFlag.ItemIsEnabled
                item.setFlags(flags)
                checked = kept.get(row.index, row.checked) if row.enabled else row.checked
                item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        self.changed.emit()

    def _states(self) -> dict[int, bool]:
        return {
            int(item.data(Qt.ItemDataRole.UserRole)): item.checkState() == Qt.CheckState.Checked
            for item in self._items()
            if item.flags() & Qt.ItemFlag.ItemIsEnabled
        }

    def _items(self) -> list[QListWidgetItem]:
        return [self.list.item(k) for k in range(self.list.count())]

    def _check_all(self, on: bool) -> None:
        state = Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
        with QSignalBlocker(self.list):
            for item in self._items():
                if item.flags() & Qt.ItemFlag.ItemIsEnabled:
                    item.setCheckState(state)
        self.changed.emit()

    def set_checked(self, index: int, on: bool) -> None:
        """Tick or untick the row of plan platform ``index`` (as a click would)."""
        for item in self._items():
            if item.data(Qt.ItemDataRole.UserRole) == index:
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def chosen(self) -> list[int]:
        return [i for i, checked in self._states().items() if checked]


class PlatformChooserDialog(QDialog):
    """ "Apply to which platforms?": the check list, a sentence saying what happens, OK/Cancel."""

    def __init__(
        self, title: str, prompt: str, rows: Sequence[ChoiceRow], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        intro = QLabel(prompt, self)
        intro.setTextFormat(Qt.TextFormat.PlainText)  # item and platform names are the user's
        intro.setWordWrap(True)
        self.checklist = PlatformChecklist(rows, self)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.nothing = QLabel(self.tr("Check at least one platform."), self)
        self.nothing.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.checklist, 1)
        layout.addWidget(self.nothing)
        layout.addWidget(self.buttons)
        self.checklist.changed.connect(self._update_ok)
        self._update_ok()
        self.setMinimumWidth(520)

    def _update_ok(self) -> None:
        some = bool(self.checklist.chosen())
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(some)
        self.nothing.setVisible(not some)

    def chosen(self) -> list[int]:
        return self.checklist.chosen()


def choose_platforms(
    parent: QWidget | None, title: str, prompt: str, rows: Sequence[ChoiceRow]
) -> list[int] | None:
    """The plan indices the user checked, or None when cancelled."""
    dialog = PlatformChooserDialog(title, prompt, rows, parent)
    return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None
