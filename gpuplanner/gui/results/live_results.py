"""A dockable live-results panel: the verdict line and the charts, beside any tab.

View → Live Results opens it (docked at the bottom, or floated onto a second screen), so the
ranking and the cost curves move while a price or an MFU is being typed on the Platforms or
Workload tab. It is a second view of the same document: nothing is computed here, and the
charts (pyqtgraph) are built when it is first opened, never before the first paint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QVBoxLayout, QWidget

from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument

if TYPE_CHECKING:
    from gpuplanner.core.result import PlanResult
    from gpuplanner.gui.charts.panel import ChartsPanel


class LiveResultsDock(QDockWidget):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Live results"), parent)
        self.setObjectName("live_results")  # saveState/restoreState need a name
        self._document = document
        self.charts: ChartsPanel | None = None
        self.best = QLabel(self)
        self.best.setWordWrap(True)
        self.best.setTextFormat(Qt.TextFormat.PlainText)
        body = QWidget(self)
        self._layout = QVBoxLayout(body)
        self._layout.setContentsMargins(4, 2, 4, 2)
        self._layout.addWidget(self.best)
        self.setWidget(body)
        self.setAllowedAreas(
            Qt.DockWidgetArea.BottomDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
        )
        document.result_changed.connect(self._show)
        self.visibilityChanged.connect(self._on_visible)

    def _on_visible(self, visible: bool) -> None:
        if visible and self.charts is None:
            from gpuplanner.gui.charts import ChartsPanel  # pyqtgraph: only when opened

            self.charts = ChartsPanel(self._document)
            self.charts.setMinimumHeight(260)
            self._layout.addWidget(self.charts, 1)
            self.charts.show()  # now, not a loop turn later: its charts draw each result
            window = self.parentWidget()
            if isinstance(window, QMainWindow) and not self.isFloating():
                # A third of the window: the form being edited keeps the larger part.
                window.resizeDocks(
                    [self], [max(380, window.height() // 3)], Qt.Orientation.Vertical
                )
        if visible:
            self._show(self._document.result)

    def _show(self, result: PlanResult) -> None:
        # Here, not at the top: the calculator (numpy) is imported after the first paint.
        from gpuplanner.core.verdict import ranked_over_cheaper

        if not self.isVisible():
            return
        best = result.best
        currency = self._document.plan.currency
        if result.awaiting_price:  # what can run has no price: never called the cheapest
            self.best.setText(self.tr("No platform that can run this plan has a price yet."))
            return
        if best is None or best.chosen_point is None:
            self.best.setText(self.tr("No platform can run this plan yet."))
            return
        point = best.chosen_point
        text = (
            self.tr("Cheapest meeting the targets now: %1 — %2 on %3 GPUs, delivered in %4 days")
            if ranked_over_cheaper(result, best)
            else self.tr("Cheapest now: %1 — %2 on %3 GPUs, delivered in %4 days")
        )
        self.best.setText(
            fmt.fill(
                text,
                best.name,
                fmt.money(point.total_cost, currency),
                fmt.integer(point.gpus),
                fmt.number(point.delivery_days, 1),
            )
        )
