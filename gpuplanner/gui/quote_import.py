"""File → Import quotes… and File → Save quote template…

Every row of the file is checked first (``gpuplanner.io.quotes``); when any has a problem the
list is shown before anything is added, and only "Import the valid rows" adds those. The
offers arrive in one undo step. The file dialogs and the problem list are plain functions, so
tests replace them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.gui import field_errors, i18n, prompts
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.io.atomic import WriteError
from gpuplanner.io.quotes import QuoteImport, QuoteImportError, add_quotes, read_quotes
from gpuplanner.io.quotes import write_template as _write_template


def _tr(text: str) -> str:
    return QCoreApplication.translate("QuoteImport", text)


def ask_quotes_path(parent: QWidget | None, start: Path | None) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(
        parent,
        _tr("Import quotes"),
        str(start or Path.home()),
        _tr("Quote files (*.xlsx *.csv);;All files (*)"),
    )
    return Path(name) if name else None


def ask_template_path(parent: QWidget | None, suggested: Path) -> Path | None:
    """Where to write the template (.xlsx added when missing; a .csv name is kept)."""
    return prompts.ask_save_file(
        parent,
        _tr("Save quote template"),
        suggested,
        _tr("Excel workbooks (*.xlsx);;CSV files (*.csv)"),
        ".xlsx",
    )


class QuoteProblemsDialog(QDialog):
    """The rows with problems, before anything is added; accept = import the valid rows."""

    def __init__(self, parent: QWidget | None, name: str, found: QuoteImport) -> None:
        super().__init__(parent)
        lang = i18n.current_language()
        valid = len(found.valid)
        self.setWindowTitle(_tr("Import quotes"))
        self.resize(860, 420)
        layout = QVBoxLayout(self)
        summary = QLabel(
            fmt.fill(
                _tr("%1: %2 offers, %3 valid. Nothing has been added yet."),
                name,
                fmt.integer(len(found.offers)),
                fmt.integer(valid),
            )
        )
        summary.setTextFormat(Qt.TextFormat.PlainText)  # a file name is never markup
        summary.setWordWrap(True)
        layout.addWidget(summary)
        self.table = QTableWidget(len(found.problems), 3, self)
        self.table.setHorizontalHeaderLabels([_tr("Row"), _tr("Column"), _tr("Problem")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for r, p in enumerate(found.problems):
            where = str(p.row) if p.row is not None else _tr("file")
            for c, text in enumerate((where, p.column_name(lang), p.text(lang))):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.import_button = buttons.addButton(
            fmt.fill(_tr("Import the valid rows (%1)"), fmt.integer(valid)),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.import_button.setEnabled(valid > 0)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


def ask_import_valid(parent: QWidget | None, name: str, found: QuoteImport) -> bool:
    """Show the problems; True when the user chooses to import the valid rows."""
    return QuoteProblemsDialog(parent, name, found).exec() == QDialog.DialogCode.Accepted


def import_quotes(window: QWidget, document: PlanDocument, path: Path | None = None) -> bool:
    """Ask for a quote file, check it, and add its offers as one undo step."""
    start = document.path.parent if document.path else None
    path = path or ask_quotes_path(window, start)
    if path is None:
        return False
    found = read_quotes(path, document.plan, lang=i18n.current_language())
    offers = found.valid
    if found.problems and not ask_import_valid(window, path.name, found):
        return False
    if not offers:
        return False
    try:
        plan = add_quotes(document.plan, offers)
    except QuoteImportError as exc:
        prompts.show_error(
            window,
            _tr("Import quotes"),
            fmt.fill(
                _tr("Nothing was added.\n\n%1"), exc.problems[0].text(i18n.current_language())
            ),
        )
        return False
    step = _tr("Import 1 quote") if len(offers) == 1 else _tr("Import %1 quotes")
    document.apply(plan, fmt.fill(step, fmt.integer(len(offers))))
    return True


def save_quote_template(window: QWidget, document: PlanDocument) -> bool:
    """Write the template with the plan's platforms as its sample rows."""
    base = document.path or Path.home() / "quotes"
    path = ask_template_path(window, base.with_name(base.stem + "-quotes.xlsx"))
    if path is None:
        return False
    if prompts.refuses_own_file(
        window,
        document.path,
        path,
        _tr("Save quote template"),
        _tr("That is this plan's own file. Choose another name for the template."),
    ):
        return False
    plan = document.plan
    try:
        _write_template(path, plan.platforms, plan.currency, i18n.current_language())
    except (WriteError, ValueError) as exc:
        prompts.show_error(
            window,
            _tr("Save quote template"),
            fmt.fill(_tr("The template was not written.\n\n%1"), field_errors.exception_text(exc)),
        )
        return False
    return True
