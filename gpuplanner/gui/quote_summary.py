"""The quote import's two questions (issue 25 item 6): a missing exchange rate, and what will be
added — the summary the io layer words (``gpuplanner.io.quotes.summary_lines``: rows,
platforms, fee lines, expired quotes, conversions, rows left out), the platforms one per line,
the rows with problems, and a *Keep expired quotes* box (off: an expired quote is left out and
cannot rank as cheapest). Nothing is added until the user presses the add button.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.gui import format as fmt
from gpuplanner.gui import i18n, wording
from gpuplanner.gui.currency_dialog import suggested_rate
from gpuplanner.io import messages
from gpuplanner.io.quotes import ImportSummary, QuoteImport, summary_lines


def _tr(text: str) -> str:
    return QCoreApplication.translate("QuoteImport", text)


def _plain(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)  # file and platform names are never markup
    label.setWordWrap(True)
    return label


def _table(parent: QWidget, heads: list[str], rows: list[list[str]]) -> QTableWidget:
    table = QTableWidget(len(rows), len(heads), parent)
    table.setHorizontalHeaderLabels(heads)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setTabKeyNavigation(False)  # read-only: Tab moves on to the dialog's buttons
    table.setWordWrap(True)
    head = table.horizontalHeader()
    for c in range(len(heads) - 1):
        head.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
    head.setSectionResizeMode(len(heads) - 1, QHeaderView.ResizeMode.Stretch)
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            table.setItem(r, c, QTableWidgetItem(text))
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


class QuoteRatesDialog(QDialog):
    """ "1 USD = [7.2] CNY" for each currency the file quotes in and the plan has no rate for."""

    def __init__(self, parent: QWidget | None, currencies: tuple[str, ...], plan: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Exchange rate needed"))
        layout = QVBoxLayout(self)
        layout.addWidget(
            _plain(
                fmt.fill(
                    _tr(
                        "The file quotes prices in %1, and the plan (in %2) has no exchange "
                        "rate for it. Give the rate to convert them; it is saved in the plan, "
                        "dated today (Edit → Currency and Exchange Rates…). Check today's rate."
                    ),
                    ", ".join(currencies),
                    plan,
                ),
                self,
            )
        )
        form = QFormLayout()
        self.rates: dict[str, QDoubleSpinBox] = {}
        for code in currencies:
            box = QDoubleSpinBox(self)
            box.setDecimals(4)
            box.setRange(0.0001, 1e9)
            box.setValue(suggested_rate(code, plan) or 1.0)
            box.setPrefix(f"1 {code} = ")
            box.setSuffix(f" {plan}")
            form.addRow(fmt.fill(_tr("%1 rate:"), code), box)
            self.rates[code] = box
        layout.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    def values(self) -> dict[str, float]:
        return {code: box.value() for code, box in self.rates.items()}


def ask_rates(
    parent: QWidget | None, currencies: tuple[str, ...], plan_currency: str
) -> dict[str, float] | None:
    """The rates typed, or None when the user cancels (then nothing is imported)."""
    dialog = QuoteRatesDialog(parent, currencies, plan_currency)
    return dialog.values() if dialog.exec() == QDialog.DialogCode.Accepted else None


class QuoteSummaryDialog(QDialog):
    """What the import will add, before it adds anything; accept = add."""

    def __init__(
        self, parent: QWidget | None, name: str, found: QuoteImport, summary: ImportSummary
    ) -> None:
        super().__init__(parent)
        self.summary = summary
        self.lang = i18n.current_language()
        self.setWindowTitle(_tr("Import quotes"))
        self.resize(900, 560)
        layout = QVBoxLayout(self)
        layout.addWidget(_plain(fmt.fill(_tr("%1: nothing has been added yet."), name), self))
        self.lines = _plain("", self)
        layout.addWidget(self.lines)
        # What the reader says beside the offers: hidden sheets left unread, a GPU whose user
        # catalog figure is implausible.
        self.notes = _plain("\n".join(n.text(self.lang) for n in found.notes), self)
        self.notes.setVisible(bool(found.notes))
        layout.addWidget(self.notes)
        self.keep_expired = QCheckBox(
            _tr("Keep expired quotes (they are then ranked with the others and may be cheapest)"),
            self,
        )
        self.keep_expired.setVisible(bool(summary.expired))
        self.keep_expired.toggled.connect(self._update)
        layout.addWidget(self.keep_expired)
        heads = [
            wording.label("report.col.platform"),
            wording.label("catalog.gpu"),
            wording.label("xl.item.mode"),
            _tr("Valid until"),
        ]
        self.platforms = _table(self, heads, [])
        layout.addWidget(self.platforms, 2)
        self.problems_table: QTableWidget | None = None
        if found.problems:
            layout.addWidget(_plain(_tr("Rows with problems (left out):"), self))
            rows = [
                [
                    str(p.row) if p.row is not None else wording.word("quote.where.file"),
                    p.column_name(self.lang),
                    p.text(self.lang),
                ]
                for p in found.problems
            ]
            heads = [
                wording.label("quote.table.row"),
                wording.label("quote.table.column"),
                wording.label("quote.table.problem"),
            ]
            self.problems_table = _table(self, heads, rows)
            layout.addWidget(self.problems_table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.import_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._update()

    def _update(self) -> None:
        keep = self.keep_expired.isChecked()
        lines = summary_lines(self.summary, self.lang, keep, notes=False)  # notes: self.notes
        self.lines.setText("\n".join(lines))
        expired = {p.name for p in self.summary.expired}
        shown = self.summary.platforms if keep else self.summary.chosen(False)
        shown = shown + tuple(p for p in self.summary.platforms if p not in shown)
        self.platforms.setRowCount(len(shown))
        for r, p in enumerate(shown):
            until = p.quote_valid_until.isoformat() if p.quote_valid_until else "—"
            if p.name in expired:
                until = fmt.fill(
                    _tr("%1 (expired, kept)") if keep else _tr("%1 (expired, left out)"), until
                )
            cells = [p.name, p.gpu.name, messages.text(f"mode.{p.mode.value}", self.lang), until]
            for c, text in enumerate(cells):
                self.platforms.setItem(r, c, QTableWidgetItem(text))
        count = len(self.summary.chosen(keep))
        text = _tr("Add 1 platform") if count == 1 else _tr("Add %1 platforms")
        self.import_button.setText(fmt.fill(text, fmt.integer(count)))
        self.import_button.setEnabled(count > 0)


def confirm_import(
    parent: QWidget | None, name: str, found: QuoteImport, summary: ImportSummary
) -> bool | None:
    """None when the user cancels; otherwise whether to keep the expired quotes."""
    dialog = QuoteSummaryDialog(parent, name, found, summary)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.keep_expired.isChecked()
