"""The ranking table's risk columns (P10/P50/P90 of cost and delivery, stress cases) and the
switch between the bill view and the risk view of the table.

Two more buttons show another table in the ranking's place (the tab swaps them on
``page_changed``): the baseline / energy / tax table (eight columns) and, while a deadline or a
budget is set, the answers to them (four columns of "8 GPUs · ¥2,880 · 0.38 d"): they need the
ranking's whole width.

The numbers come from ``core.simulate`` (through ``gui.simulation``) and from each platform
result's ``stress``; nothing is computed here. ``RiskColumns.data`` answers the ranking model
for a feasible row; infeasible rows keep the model's spanned reason.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QLabel, QTableView, QToolButton, QWidget

from gpuplanner.core.result import PlatformResult
from gpuplanner.core.uncertainty import PlatformUncertainty
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording

# Keys of the risk columns, in column order (the ranking model's Column names, lower case).
KEYS = (
    "cost_p10",
    "cost_p50",
    "cost_p90",
    "days_p10",
    "days_p50",
    "days_p90",
    "stress_longer",
    "stress_rerun",
    "stress_reclaim",
)
_PERCENTILES = {  # column key → PlatformUncertainty attribute
    "cost_p10": "p10_cost",
    "cost_p50": "p50_cost",
    "cost_p90": "p90_cost",
    "days_p10": "p10_days",
    "days_p50": "p50_days",
    "days_p90": "p90_days",
}
_STRESS = {
    "stress_longer": "longer",
    "stress_rerun": "rerun_from_checkpoint",
    "stress_reclaim": "reclaim_without_checkpoint",
}


def _days(value: float) -> str:
    # Delivery in well under a day is common on big clusters: keep two decimals below ten days.
    return fmt.number(value, 1 if abs(value) >= 10 else 2)


class RiskColumns(QObject):
    """Headers, values and tooltips of the risk columns (translation context: this class)."""

    def headers(self) -> list[str]:
        return [
            self.tr("Cost P10"),
            self.tr("Cost P50"),
            self.tr("Cost P90"),
            self.tr("Days P10"),
            self.tr("Days P50"),
            self.tr("Days P90"),
            wording.label("report.col.longer"),
            self.tr("Rerun"),
            wording.label("report.col.reclaimed"),
        ]

    def header_tips(self) -> list[str]:
        mc = self.tr(
            "Monte Carlo over the platform's ranges (Platforms tab, Uncertainty ranges), at the "
            "chosen GPU count."
        )
        return [
            self.tr("10 % of the simulated outcomes cost less than this.") + "\n" + mc,
            self.tr("The median simulated cost.") + "\n" + mc,
            self.tr("90 % of the simulated outcomes cost less than this.") + "\n" + mc,
            self.tr("10 % of the simulated outcomes are delivered sooner (days).") + "\n" + mc,
            self.tr("The median simulated delivery time (days).") + "\n" + mc,
            self.tr("90 % of the simulated outcomes are delivered sooner (days).") + "\n" + mc,
            self.tr("Total if training takes 30 % longer than planned."),
            self.tr(
                "Total if one interruption strikes just before a checkpoint: the lost interval "
                "is redone after a restart."
            ),
            self.tr(
                "Total if the instance is reclaimed just before the end with no checkpoint: "
                "the whole training is redone."
            ),
        ]

    def data(
        self,
        key: str,
        role: int,
        row: PlatformResult,
        mc: PlatformUncertainty | None,
        currency: str,
        samples: int,
    ) -> Any:
        """The model's answer for a feasible row's risk cell (``samples``: Monte Carlo runs)."""
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        value = self.raw(key, row, mc)
        if role == Qt.ItemDataRole.UserRole:
            return value
        if role == Qt.ItemDataRole.DisplayRole:
            if value is None:
                return fmt.DASH
            return _days(value) if key.startswith("days") else fmt.money(value, currency)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(key, row, mc, currency, samples)
        return None

    @staticmethod
    def raw(key: str, row: PlatformResult, mc: PlatformUncertainty | None) -> float | None:
        if key in _STRESS:
            if row.stress is None:
                return None
            return getattr(row.stress, _STRESS[key]).total_cost
        if mc is None:
            return None
        return float(getattr(mc, _PERCENTILES[key]))

    def _tooltip(
        self,
        key: str,
        row: PlatformResult,
        mc: PlatformUncertainty | None,
        currency: str,
        samples: int,
    ) -> str | None:
        if key in _STRESS:
            if row.stress is None:
                return None
            case = getattr(row.stress, _STRESS[key])
            return fmt.fill(
                self.tr("%1 more than expected; delivery in %2 days; %3 h of training redone."),
                fmt.money(case.extra_cost, currency),
                _days(case.delivery_days),
                fmt.number(case.lost_hours, 1),
            )
        if mc is None:
            return None
        value = float(getattr(mc, _PERCENTILES[key]))
        if not math.isfinite(value) and mc.unfinished_share > 0:
            return fmt.fill(
                self.tr("In %1 of the simulated runs interruptions never let the job finish."),
                fmt.percent(mc.unfinished_share, 1),
            )
        return fmt.fill(
            self.tr("%1 simulated runs at a GPU count of %2."),
            fmt.integer(samples),
            fmt.integer(mc.gpus),
        )


class ColumnSwitch(QWidget):
    """The views of the ranking's place: the bill (hours, parts of the cost) or the risk
    (percentiles, stress) columns of the ranking, or another table the tab shows there — the
    comparison with the baseline (energy, carbon, tax) and, while the workload sets a deadline
    or a budget, the answers to them."""

    page_changed = Signal(str)  # RANKING, BASELINE or TARGETS: what the tab shows
    RANKING, BASELINE, TARGETS = "ranking", "baseline", "targets"

    def __init__(
        self,
        table: QTableView,
        bill: Iterable[int],
        risk: Iterable[int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._table = table
        self._bill = tuple(bill)
        self._risk = tuple(risk)
        self.bill_button = self._button(
            self.tr("The bill"), self.tr("Hours, GPU-hours and the parts of each total.")
        )
        self.risk_button = self._button(
            self.tr("Risk and stress cases"),
            self.tr(
                "P10 / P50 / P90 of cost and delivery over the uncertainty ranges, and what the "
                "seeds' stress cases would cost."
            ),
        )
        self.baseline_button = self._button(
            wording.label("xl.tco.vs_baseline"),
            self.tr(
                "Each total against the baseline, with energy, peak power and carbon (and the "
                "totals without and with tax when the plan has taxes)."
            ),
        )
        self.targets_button = self._button(
            self.tr("Deadline and budget"),
            self.tr(
                "Per platform the GPU count that meets the deadline, the fastest within the "
                "budget and the cheapest meeting both."
            ),
        )
        self.targets_button.hide()  # until the workload sets a deadline or a budget
        self._group = QButtonGroup(self)
        buttons = (self.bill_button, self.risk_button, self.baseline_button, self.targets_button)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(QLabel(self.tr("Show:"), self))
        for button in buttons:
            button.setCheckable(True)
            button.setAutoRaise(False)
            self._group.addButton(button)
            layout.addWidget(button)
        layout.addStretch(1)
        self.bill_button.setChecked(True)
        self._group.buttonToggled.connect(self._apply)
        self._apply()

    def _button(self, text: str, tip: str) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setToolTip(tip)
        return button

    @property
    def showing_risk(self) -> bool:
        return self.risk_button.isChecked()

    @property
    def showing_baseline(self) -> bool:
        return self.baseline_button.isChecked()

    def show_baseline(self) -> None:
        self.baseline_button.setChecked(True)

    def show_targets(self) -> None:
        self.targets_button.setChecked(True)

    def show_risk(self, on: bool) -> None:
        (self.risk_button if on else self.bill_button).setChecked(True)

    def set_targets_available(self, on: bool) -> None:
        """Offer the deadline/budget view only while a target is set (else back to the bill)."""
        self.targets_button.setVisible(on)
        if not on and self.targets_button.isChecked():
            self.bill_button.setChecked(True)

    def _apply(self, *_: object) -> None:
        if self.showing_baseline:
            self.page_changed.emit(self.BASELINE)
            return
        if self.targets_button.isChecked():
            self.page_changed.emit(self.TARGETS)
            return
        visible = set(self._risk if self.showing_risk else self._bill)
        for column in range(self._table.model().columnCount()):
            self._table.setColumnHidden(column, column not in visible)
        self.page_changed.emit(self.RANKING)
