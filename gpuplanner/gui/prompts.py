"""Every question the app asks the user, as a plain function tests can monkeypatch.

Callers use ``prompts.ask_…(…)`` through the module (not ``from … import``), so a test that
sets ``monkeypatch.setattr(prompts, "ask_save_changes", …)`` answers without a modal dialog.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from gpuplanner.gui import format as fmt

PLAN_SUFFIX = ".gpuplan"
EXCEL_SUFFIX = ".xlsx"


class SaveChoice(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


def _tr(text: str) -> str:
    return QCoreApplication.translate("prompts", text)


class ConflictChoice(Enum):
    RELOAD = "reload"
    OVERWRITE = "overwrite"
    SAVE_AS = "save_as"
    CANCEL = "cancel"


def _plan_filter() -> str:
    return QCoreApplication.translate("prompts", "gpuplanner plans (*.gpuplan);;All files (*)")


def ask_save_changes(parent: QWidget | None, document_name: str) -> SaveChoice:
    """Save, discard or cancel before the current plan is closed or replaced."""
    box = QMessageBox(parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # the name is a file's: never markup
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("prompts", "Unsaved changes"))
    box.setText(
        fmt.fill(
            QCoreApplication.translate("prompts", "Save the changes to “%1” before closing?"),
            document_name,
        )
    )
    box.setInformativeText(
        QCoreApplication.translate("prompts", "Your changes will be lost if you don't save them.")
    )
    buttons = (
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel
    )
    box.setStandardButtons(buttons)
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    answer = box.exec()
    if answer == QMessageBox.StandardButton.Save:
        return SaveChoice.SAVE
    if answer == QMessageBox.StandardButton.Discard:
        return SaveChoice.DISCARD
    return SaveChoice.CANCEL


def ask_save_conflict(parent: QWidget | None, document_name: str) -> ConflictChoice:
    """The plan's file changed on disk since this window opened or saved it."""
    box = QMessageBox(parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(_tr("File changed on disk"))
    box.setText(
        _tr("“%1” was changed on disk since you opened or last saved it.").replace(
            "%1", document_name
        )
    )
    box.setInformativeText(
        _tr(
            "Another window or program wrote it. Reload it (your changes here are lost), "
            "overwrite it with your version (its changes are lost), or save yours under "
            "another name?"
        )
    )
    reload = box.addButton(_tr("Reload"), QMessageBox.ButtonRole.DestructiveRole)
    overwrite = box.addButton(_tr("Overwrite"), QMessageBox.ButtonRole.AcceptRole)
    save_as = box.addButton(_tr("Save As…"), QMessageBox.ButtonRole.ActionRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(save_as)
    box.exec()
    clicked = box.clickedButton()
    if clicked is reload:
        return ConflictChoice.RELOAD
    if clicked is overwrite:
        return ConflictChoice.OVERWRITE
    if clicked is save_as:
        return ConflictChoice.SAVE_AS
    return ConflictChoice.CANCEL


def ask_open_path(parent: QWidget | None, start: Path | None) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("prompts", "Open plan"),
        str(start or Path.home()),
        _plan_filter(),
    )
    return Path(name) if name else None


def _ask_save_file(
    parent: QWidget | None, caption: str, suggested: Path, name_filter: str, suffix: str
) -> Path | None:
    # An instance (not the static helper) so the dialog adds the suffix itself and asks
    # before overwriting the file that will really be written.
    dialog = QFileDialog(parent, caption, str(suggested.parent), name_filter)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setDefaultSuffix(suffix.lstrip("."))
    dialog.selectFile(suggested.name)
    if dialog.exec() != QFileDialog.DialogCode.Accepted:
        return None
    files = dialog.selectedFiles()
    return Path(files[0]) if files else None


def ask_save_file(
    parent: QWidget | None, caption: str, suggested: Path, name_filter: str, suffix: str
) -> Path | None:
    """Where to write a file of another kind (quote template, memo): ``suffix`` is added
    when the name has none, and an existing file is confirmed before it is replaced."""
    return _ask_save_file(parent, caption, suggested, name_filter, suffix)


def is_same_file(own: Path | None, path: Path) -> bool:
    """True when ``path`` is the plan's own file ``own`` (so writing there would destroy it)."""
    return own is not None and path.exists() and own.exists() and path.samefile(own)


def refuses_own_file(
    parent: QWidget | None, own: Path | None, path: Path, title: str, message: str
) -> bool:
    """True, after saying ``message``, when a file of another kind (memo, quote template) is to
    be written over the plan's own file ``own``."""
    if not is_same_file(own, path):
        return False
    show_error(parent, title, message)
    return True


def ask_save_path(parent: QWidget | None, suggested: Path) -> Path | None:
    """Where to save the plan; the .gpuplan suffix is added when missing."""
    return _ask_save_file(
        parent,
        QCoreApplication.translate("prompts", "Save plan as"),
        suggested,
        _plan_filter(),
        PLAN_SUFFIX,
    )


def ask_export_path(parent: QWidget | None, suggested: Path) -> Path | None:
    """Where to write the Excel workbook; the .xlsx suffix is added when missing."""
    return _ask_save_file(
        parent,
        QCoreApplication.translate("prompts", "Export to Excel"),
        suggested,
        QCoreApplication.translate("prompts", "Excel workbooks (*.xlsx);;All files (*)"),
        EXCEL_SUFFIX,
    )


def ask_restore_recovery(parent: QWidget | None, name: str, saved_at: str) -> bool:
    """Offer the unsaved edits of a session that ended without saving."""
    box = QMessageBox(parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("prompts", "Recover unsaved changes"))
    box.setText(
        fmt.fill(
            QCoreApplication.translate(
                "prompts",
                "gpuplanner did not close normally last time. Restore the unsaved changes to “%1”?",
            ),
            name,
        )
    )
    box.setInformativeText(
        fmt.fill(
            QCoreApplication.translate(
                "prompts", "Last autosaved at %1. If you choose No, the recovered copy is deleted."
            ),
            saved_at,
        )
    )
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    return box.exec() == QMessageBox.StandardButton.Yes


def show_error(parent: QWidget | None, title: str, message: str) -> None:
    """A modal error; the message (it quotes files and plans) is plain text, never markup."""
    box = QMessageBox(
        QMessageBox.Icon.Critical, title, message, QMessageBox.StandardButton.Ok, parent
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()


def show_warning(parent: QWidget | None, title: str, message: str) -> None:
    """A modal warning (the app goes on); plain text, like ``show_error``."""
    box = QMessageBox(
        QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, parent
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()


def show_info(parent: QWidget | None, title: str, message: str) -> None:
    """A modal note (something done, with what to do next); plain text, like ``show_error``."""
    box = QMessageBox(
        QMessageBox.Icon.Information, title, message, QMessageBox.StandardButton.Ok, parent
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()


def show_about(parent: QWidget | None, title: str, text: str) -> None:
    from gpuplanner.gui.about_dialog import AboutDialog

    AboutDialog(parent, title, text).exec()
