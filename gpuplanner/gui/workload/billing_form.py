"""The job's billing conventions (plan-level): how many runs it is, and the hours in a month.

Runs are identical jobs one after another, each billed on its own under hourly pricing
(``workload.runs``); a month is 730 h (8,760 / 12) or 720 h (30 days)
(``settings.hours_per_month``). Every change is one undoable ``document.apply``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QGroupBox, QWidget

from gpuplanner.gui import wording
from gpuplanner.gui.binding import Binder, form_layout
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import IntSpinBox, compact_combo


class BillingSection(QGroupBox):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Runs and billing month"), parent)
        form = form_layout()
        b = self.binder = Binder(document, lambda plan: ())
        self.runs = IntSpinBox(
            self.tr("runs"),
            1,
            10000,
            1,
            self.tr("Identical runs (ablations, repeats), each billed on its own per hour."),
        )
        b.row(form, self.tr("Runs:"), self.runs, ("workload", "runs"))
        self.month = compact_combo(QComboBox(self), 16)
        self.month.addItem(self.tr("730 h (8,760 ÷ 12)"), 730.0)
        self.month.addItem(self.tr("720 h (30 days)"), 720.0)
        self.month.setToolTip(self.tr("Hours in a billed month: monthly plans, leases, storage."))
        b.row(form, self.tr("Month:"), self.month, ("settings", "hours_per_month"))
        self.price_age = IntSpinBox(
            wording.word("unit.months"),
            1,
            120,
            1,
            self.tr(
                "Prices or quotes dated more than this many months ago are flagged in Results, "
                "the report, the memo and the workbook."
            ),
        )
        b.row(
            form,
            self.tr("Prices older than:"),
            self.price_age,
            ("settings", "price_max_age_months"),
        )
        self.setLayout(form)
