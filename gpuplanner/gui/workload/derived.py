"""Live figures beside the workload form, read from the document's result (never computed here).

Work (tokens, FLOPs, steps), memory per GPU at one GPU with its parts, and for each platform
the smallest GPU count whose memory fits, or why none does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.wording import word_notice

if TYPE_CHECKING:  # the calculator is imported after the first paint (gui/document.py)
    from gpuplanner.core.result import PlanResult

_PARTS = ("weights", "gradients", "optimizer", "activations", "reserve")


class DerivedPanel(QWidget):
    """Read-only labels and a small table refreshed on ``document.result_changed``."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

        work = QGroupBox(self.tr("Work"), self)
        work_form = QFormLayout(work)
        self.tokens = QLabel(work)
        self.flops_per_token = QLabel(work)
        self.total_flops = QLabel(work)
        self.steps = QLabel(work)
        work_form.addRow(self.tr("Training tokens:"), self.tokens)
        work_form.addRow(self.tr("FLOPs per token:"), self.flops_per_token)
        work_form.addRow(self.tr("Total FLOPs:"), self.total_flops)
        work_form.addRow(self.tr("Optimizer steps:"), self.steps)
        layout.addWidget(work)

        memory = QGroupBox(self.tr("Memory per GPU (on 1 GPU)"), self)
        memory.setToolTip(
            self.tr(
                "ZeRO/FSDP sharding divides the model states by the data-parallel GPUs, "
                "so the need per GPU falls as GPUs are added."
            )
        )
        mem_form = QFormLayout(memory)
        labels = {
            "weights": self.tr("Weights:"),
            "gradients": self.tr("Gradients:"),
            "optimizer": self.tr("Optimizer states:"),
            "activations": self.tr("Activations:"),
            "reserve": self.tr("Runtime reserve:"),
        }
        self.memory_parts: dict[str, QLabel] = {}
        for part in _PARTS:
            self.memory_parts[part] = QLabel(memory)
            mem_form.addRow(labels[part], self.memory_parts[part])
        self.memory_total = QLabel(memory)
        font = self.memory_total.font()
        font.setBold(True)
        self.memory_total.setFont(font)
        mem_form.addRow(self.tr("Total:"), self.memory_total)
        layout.addWidget(memory)

        fit = QGroupBox(self.tr("Smallest GPU count that fits"), self)
        fit_layout = QVBoxLayout(fit)
        self.platforms = QTableWidget(0, 3, fit)
        self.platforms.setHorizontalHeaderLabels(
            [
                wording.label("report.col.platform"),
                wording.label("xl.item.memory_gb"),
                self.tr("Min GPUs"),
            ]
        )
        header = self.platforms.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.platforms.verticalHeader().hide()
        self.platforms.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.platforms.setTabKeyNavigation(False)  # read-only: Tab moves on (figures_table)
        self.platforms.setWordWrap(True)
        fit_layout.addWidget(self.platforms)
        self.reasons = QLabel(fit)
        self.reasons.setWordWrap(True)
        fit_layout.addWidget(self.reasons)
        layout.addWidget(fit)

        document.result_changed.connect(self.show_result)
        if document.first_result_pending:  # the window evaluates right after its first paint
            self._show_calculating()
        else:
            self.show_result(document.result)

    def _show_calculating(self) -> None:
        """The first frame of the app's window: no result yet, an ellipsis where each goes."""
        for label in (
            self.tokens,
            self.flops_per_token,
            self.total_flops,
            self.steps,
            self.memory_total,
            *self.memory_parts.values(),
        ):
            label.setText("…")
        self.reasons.setText(self.tr("Calculating…"))

    def show_result(self, result: PlanResult) -> None:
        self.tokens.setText(fmt.number(result.training_tokens))
        self.flops_per_token.setText(fmt.flops(result.flops_per_token))
        self.total_flops.setText(fmt.flops(result.total_flops))
        self.steps.setText(fmt.number(result.steps))
        at_one = result.memory.at(0)
        for part, label in self.memory_parts.items():
            label.setText(fmt.gigabytes(at_one[part]))
        self.memory_total.setText(fmt.gigabytes(at_one["total"]))
        self._show_platforms(result)

    def _show_platforms(self, result: PlanResult) -> None:
        # Fill with fixed column widths, then size once: with ResizeToContents on, every
        # setItem re-measured the whole column (9 s per edit with 1,000 platforms).
        header = self.platforms.horizontalHeader()
        modes = [header.sectionResizeMode(c) for c in range(header.count())]
        for col in range(header.count()):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Fixed)
        try:
            self._fill_platforms(result)
        finally:
            for col, mode in enumerate(modes):
                header.setSectionResizeMode(col, mode)

    def _fill_platforms(self, result: PlanResult) -> None:
        currency = self._document.plan.currency
        self.platforms.setRowCount(len(result.platforms))
        reasons: list[str] = []
        # Not "never": only the counts swept were tried (up to the plan's largest count), and
        # the reason below says what would make it fit — the same words as the Results tab.
        swept = self._document.plan.sweep_max
        never = fmt.fill(self.tr("not within %1 GPUs"), fmt.integer(swept))
        for row, p in enumerate(result.platforms):
            count = fmt.integer(p.min_gpus) if p.min_gpus is not None else never
            cells = (p.name, fmt.gigabytes(p.usable_memory_gb, 0), count)
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.platforms.setItem(row, col, item)
            if p.reason is not None:
                reasons.append("• " + word_notice(p.reason, currency).text)
        self.platforms.resizeRowsToContents()
        # As tall as its rows: the space below belongs to the memory chart.
        height = self.platforms.horizontalHeader().height() + 2 * self.platforms.frameWidth()
        height += sum(self.platforms.rowHeight(r) for r in range(self.platforms.rowCount()))
        self.platforms.setFixedHeight(height)
        self.reasons.setText("\n".join(reasons))
        self.reasons.setVisible(bool(reasons))
