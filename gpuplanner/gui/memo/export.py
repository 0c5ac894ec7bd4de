"""File → Export Decision Memo…: the plan's recommendation as a one- or two-page A4 PDF in
the UI's language (content from ``gpuplanner.io.memo``, typeset by ``memo_pdf``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from gpuplanner import __version__
from gpuplanner.gui import field_errors, i18n, prompts
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.io.atomic import WriteError


def _tr(text: str) -> str:
    return QCoreApplication.translate("MemoExport", text)


def ask_memo_path(parent: QWidget | None, suggested: Path) -> Path | None:
    return prompts.ask_save_file(
        parent, _tr("Export decision memo"), suggested, _tr("PDF documents (*.pdf)"), ".pdf"
    )


def export_memo(window: QWidget | None, document: PlanDocument) -> bool:
    from gpuplanner.gui.memo.pdf import write_memo_pdf
    from gpuplanner.io.memo import build_memo

    base = document.path or Path.home() / "plan"
    path = ask_memo_path(window, base.with_name(base.stem + "-memo.pdf"))
    if path is None:
        return False
    if prompts.refuses_own_file(
        window,
        document.path,
        path,
        _tr("Export decision memo"),
        _tr("That is this plan's own file. Choose another name for the memo."),
    ):
        return False
    try:
        # The document's analysis: the percentiles the Results tab shows, run at most once.
        memo = build_memo(document.analysis, lang=i18n.current_language(), version=__version__)
        write_memo_pdf(memo, path)
    except (WriteError, ValueError) as exc:
        prompts.show_error(
            window,
            _tr("Export decision memo"),
            fmt.fill(_tr("The memo was not written.\n\n%1"), field_errors.exception_text(exc)),
        )
        return False
    except Exception as exc:  # a bug in the memo: say so in a dialog, keep the app running
        prompts.show_error(
            window,
            _tr("Export decision memo"),
            fmt.fill(
                _tr("An internal error stopped the export (%1). No file was written."),
                f"{type(exc).__name__}: {exc}",
            ),
        )
        return False
    return True
