"""File → Import quotes… and File → Save quote template…

The file is read and every row checked off the UI thread (gui/quote_reader.py, the io parser
``gpuplanner.io.quotes``), with progress and Cancel. A currency the plan has no rate for is
asked for (gui/quote_summary.py); then a summary says what will be added — rows, platforms,
fee lines, expired quotes (left out unless kept), conversions, rows with problems — and
nothing is added until the user confirms. The offers (and any rate given) arrive in one undo
step; every failure is a dialog. The file dialogs and the questions are plain functions, so
tests replace them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from gpuplanner.gui import field_errors, i18n, prompts
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.quote_reader import ReadOutcome, read_off_thread
from gpuplanner.gui.quote_summary import ask_rates, confirm_import
from gpuplanner.io.atomic import WriteError
from gpuplanner.io.quotes import QuoteImport, QuoteImportError, add_quotes, summarize
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


def import_quotes(window: QWidget, document: PlanDocument, path: Path | None = None) -> bool:
    """Ask for a quote file, read it off the UI thread, ask for any missing exchange rate,
    show what will be added, and add it as one undo step (the rates given included)."""
    start = document.path.parent if document.path else None
    path = path or ask_quotes_path(window, start)
    if path is None:
        return False
    lang = i18n.current_language()
    plan = document.plan
    catalog = None  # loaded in the worker thread (the user's catalog files included)
    outcome = read_off_thread(window, path, plan, catalog, lang)
    found = _found(window, outcome)
    if found is None:
        return False
    rates: dict[str, float] = {}
    if found.missing_rates:
        typed = ask_rates(window, found.missing_rates, plan.currency)
        if typed is None:
            return False
        rates = typed
        found = _found(window, read_off_thread(window, path, plan, catalog, lang, rates))
        if found is None:
            return False
    summary = summarize(found, plan.currency, rates)
    keep = confirm_import(window, path.name, found, summary)
    if keep is None:
        return False
    chosen = summary.chosen(keep)
    if not chosen:
        return False
    used = {c.currency: c.rate for c in summary.conversions if c.given}
    try:
        new_plan = add_quotes(document.plan, chosen, used, summary.today)
    except QuoteImportError as exc:
        _nothing_added(window, exc.problems[0].text(lang))
        return False
    step = _tr("Import 1 quote") if len(chosen) == 1 else _tr("Import %1 quotes")
    document.apply(new_plan, fmt.fill(step, fmt.integer(len(chosen))))
    return True


def _found(window: QWidget, outcome: ReadOutcome) -> QuoteImport | None:
    """The file's contents, or None (cancelled, or a failure shown in a dialog)."""
    if outcome.error is not None:
        _nothing_added(window, outcome.error)
    return outcome.found


def _nothing_added(window: QWidget, detail: str) -> None:
    prompts.show_error(
        window, _tr("Import quotes"), fmt.fill(_tr("Nothing was added.\n\n%1"), detail)
    )


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
