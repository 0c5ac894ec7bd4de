"""Uncertainty ranges of the selected platform: low and high ends of the inputs that move the bill.

Each of MFU, scaling efficiency, GPU price, interruption rate and setup time gets a low and a
high end, typed as a percentage of the value entered elsewhere in the form (75 % … 125 %
is ±25 %). Monte Carlo draws between them and the tornado moves each to its ends. Beside each
pair, the absolute range at the chosen GPU count, from the simulation's base values.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult
from gpuplanner.core.uncertainty_models import INPUTS, MAX_SPREAD
from gpuplanner.gui import format as fmt
from gpuplanner.gui.binding import percent_conversions
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import UnitSpinBox
from gpuplanner.gui.platforms.sections import PlatformSection, Prefix
from gpuplanner.gui.range_text import RangeText
from gpuplanner.gui.simulation import Simulation


class RangesSection(PlatformSection):
    """Low/high multipliers of ``platform.ranges``, shown as percentages of the typed values."""

    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(self.tr("Uncertainty ranges"), document, prefix, parent)
        self.simulation = Simulation.of(document)
        self._text = RangeText(self)
        names = {key: fmt.fill(self.tr("%1:"), self._text.name(key)) for key in INPUTS}
        self.low: dict[str, UnitSpinBox] = {}
        self.high: dict[str, UnitSpinBox] = {}
        self.spans: dict[str, QLabel] = {}
        intro = QLabel(
            self.tr(
                "Low and high ends as % of the value entered; P10–P90 and the tornado use them."
            )
        )
        intro.setWordWrap(True)
        intro.setEnabled(False)  # muted, like a caption
        self.form.addRow(intro)
        for key in INPUTS:
            self.form.addRow(names[key], self._row(key, names[key]))
        self.simulation.simulation_changed.connect(self._show_spans)

    def _row(self, key: str, label: str) -> QWidget:
        low = UnitSpinBox(
            "%", 0, 100, 0, 5, self.tr("Low end, as % of the value entered (100 % = no spread).")
        )
        high = UnitSpinBox(
            "%",
            100,
            MAX_SPREAD * 100,
            0,
            5,
            self.tr("High end, as % of the value entered (100 % = no spread)."),
        )
        self.low[key], self.high[key] = low, high
        what = label.rstrip(":")
        low_cell = self.binder.bind(
            low,
            ("ranges", key, "low"),
            fmt.fill(self.tr("Change low end of %1"), what),
            **percent_conversions(),
        )
        high_cell = self.binder.bind(
            high,
            ("ranges", key, "high"),
            fmt.fill(self.tr("Change high end of %1"), what),
            **percent_conversions(),
        )
        span = QLabel(self)
        span.setEnabled(False)
        self.spans[key] = span
        row = QWidget(self)
        grid = QGridLayout(row)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(low_cell, 0, 0)
        grid.addWidget(QLabel(self.tr("to")), 0, 1)
        grid.addWidget(high_cell, 0, 2)
        grid.addWidget(span, 1, 0, 1, 3)
        grid.setColumnStretch(3, 1)
        return row

    def _on_result(self, result: PlanResult) -> None:
        # Spans follow the simulation (scheduled after this result); clear what is now stale.
        r = self.platform_result(result)
        if r is None or not r.is_feasible:
            for span in self.spans.values():
                span.setText(self.tr("not feasible: no range to show") if r else "")

    def _show_spans(self, *_: object, ready_only: bool = False) -> None:
        r = self.platform_result(self.document.result)
        read = self.simulation.ready_platform if ready_only else self.simulation.platform
        mc = read(r) if r is not None else None
        if mc is None:
            return
        bars = {b.input: b for b in mc.tornado}
        for key, span in self.spans.items():
            span.setText(self._text.span(bars[key], mc.gpus, self.document.plan.currency))

    def refresh(self) -> None:
        super().refresh()
        # The spans as far as the Monte Carlo has run: it is not run here (the form is built
        # before the window's first paint); ``simulation_changed`` fills them in.
        self._show_spans(ready_only=True)

    def _on_plan(self, plan: Plan) -> None:
        """Nothing beyond the bound fields (the spans wait for the simulation)."""
