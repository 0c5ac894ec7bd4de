"""Platforms → Make a test kit…, and File → Import measurements… (issue 28).

The kit is written by ``gpuplanner.io.kit``; its results come back in one undo step, every
moved input recorded as measured. Dialogs are plain functions so tests replace them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from gpuplanner.gui import format as fmt
from gpuplanner.gui import i18n, prompts
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.prompts import show_info
from gpuplanner.io import messages
from gpuplanner.io.atomic import WriteError
from gpuplanner.io.kit import KitError, apply_results, load_results, make_kit
from gpuplanner.io.kit.words import summary


def _tr(text: str) -> str:
    return QCoreApplication.translate("Measurements", text)


def ask_results_path(parent: QWidget | None, start: Path | None) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(
        parent,
        _tr("Import measurements"),
        str(start or Path.home()),
        _tr("Kit results (*.json);;All files (*)"),
    )
    return Path(name) if name else None


def ask_kit_folder(parent: QWidget | None, start: Path | None) -> Path | None:
    name = QFileDialog.getExistingDirectory(
        parent, _tr("Folder for the test kit"), str(start or Path.home())
    )
    return Path(name) if name else None


def _start(doc: PlanDocument) -> Path | None:
    return doc.path.parent if doc.path else None


def make_test_kit(parent: QWidget | None, doc: PlanDocument, index: int | None) -> None:
    """Write the kit for the platform at ``index`` into a folder the user chooses."""
    if index is None or not 0 <= index < len(doc.plan.platforms):
        return
    name = doc.plan.platforms[index].name
    folder = ask_kit_folder(parent, _start(doc))
    if folder is None:
        return
    lang = i18n.current_language()
    try:
        make_kit(doc.plan, name, folder, plan_path=doc.path)
    except (KitError, WriteError) as exc:
        prompts.show_error(parent, _tr("Make a test kit"), exc.text(lang))
        return
    show_info(
        parent,
        _tr("Make a test kit"),
        # The app's own way back, not the command line's (gpuplanner import-measurements PLAN …).
        messages.text("kit.written_gui", lang, messages.render, out=str(folder), platform=name),
    )


def import_measurements(parent: QWidget | None, doc: PlanDocument) -> bool:
    """Read a results.json and apply what fits to its platform; False when nothing changed."""
    path = ask_results_path(parent, _start(doc))
    if path is None:
        return False
    return apply_file(parent, doc, path)


def apply_file(parent: QWidget | None, doc: PlanDocument, path: Path) -> bool:
    lang = i18n.current_language()
    try:
        results = load_results(path)
        plan, applied = apply_results(doc.plan, results, path)
    except KitError as exc:
        prompts.show_error(parent, _tr("Import measurements"), exc.text(lang))
        return False
    doc.apply(plan, fmt.fill(_tr("Import measurements for %1"), applied.platform))
    show_info(
        parent, _tr("Import measurements"), "\n".join(summary(applied, results, path.name, lang))
    )
    return True
