"""The charts of the Results tab: cost, time, cost against time and the TCO breakdown.

One tab per chart (the Results tab shares its height with the ranking table), switches for a
logarithmic GPU axis, a logarithmic cost axis and costs relative to the cheapest platform,
a "Platforms" menu that hides platforms in every chart (a legend click hides one too; the
axes rescale to the rest), and "Export chart…" for the chart in view. The charts share one
colour assignment, so a platform has the same colour in every chart. The three switches are
the plan's ``charts`` (core/chart_axes.py): flipping one is an undoable edit saved with the
plan, and the charts follow the plan, so a file opens with the axes it was saved with.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.chart_axes import ChartAxes
from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.gui import prompts
from gpuplanner.gui.charts import export
from gpuplanner.gui.charts.base import ChartView
from gpuplanner.gui.charts.breakdown_chart import BreakdownChart
from gpuplanner.gui.charts.cost_chart import CostChart
from gpuplanner.gui.charts.palette import PlatformColors
from gpuplanner.gui.charts.spread_marks import Measure, SpreadMarks
from gpuplanner.gui.charts.time_chart import TimeChart
from gpuplanner.gui.charts.tornado_chart import TornadoChart
from gpuplanner.gui.charts.tradeoff_chart import TradeoffChart
from gpuplanner.gui.document import PlanDocument


class ChartsPanel(QWidget):
    """Tabs of live charts over the document's result."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self.colors = PlatformColors()
        self.cost_chart = CostChart(document, self.colors)
        self.time_chart = TimeChart(document, self.colors)
        self.tradeoff_chart = TradeoffChart(document, self.colors)
        self.breakdown_chart = BreakdownChart(document)
        self.tornado_chart = TornadoChart(document)
        # P10–P90 whiskers from the Monte Carlo (gui/simulation.py) at each chosen N.
        self.spreads = (
            SpreadMarks(self.cost_chart, Measure.COST),
            SpreadMarks(self.time_chart, Measure.HOURS),
            SpreadMarks(self.tradeoff_chart, Measure.TRADEOFF),
        )

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.cost_chart, self.tr("Cost by GPU count"))
        self.tabs.addTab(self.time_chart, self.tr("Time by GPU count"))
        self.tabs.addTab(self.tradeoff_chart, self.tr("Cost against time"))
        self.tabs.addTab(self.breakdown_chart, self.tr("Cost breakdown"))
        self.tabs.addTab(self.tornado_chart, self.tr("What moves the cost"))
        self.tabs.currentChanged.connect(self._on_tab)

        self.log_n = QCheckBox(self.tr("Logarithmic GPU and time axes"))
        self.log_n.setToolTip(
            self.tr("Spread out small GPU counts and short times when the range is wide")
        )
        self.log_n.toggled.connect(lambda on: self._edit_axes("log_gpus", on))
        self.log_cost = QCheckBox(self.tr("Logarithmic cost axis"))
        self.log_cost.setToolTip(
            self.tr("Keeps the cheaper options apart when one costs hundreds of times more")
        )
        self.log_cost.toggled.connect(lambda on: self._edit_axes("log_cost", on))
        self.relative = QCheckBox(self.tr("Relative to the cheapest"))
        self.relative.setToolTip(
            self.tr("Each cost divided by the cheapest platform's total: 1.0 is the best offer")
        )
        self.relative.toggled.connect(lambda on: self._edit_axes("relative", on))
        self._axes = ChartAxes()  # the plan's axis choices the charts are drawn with
        document.plan_changed.connect(self._follow_plan)
        self.hidden: set[str] = set()
        self.platforms_button = QToolButton()
        self.platforms_button.setText(self.tr("Platforms"))
        self.platforms_button.setToolTip(self.tr("Show or hide platforms in every chart"))
        self.platforms_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.platforms_menu = QMenu(self.platforms_button)
        self.platforms_button.setMenu(self.platforms_menu)
        self.platforms_menu.aboutToShow.connect(self._fill_platforms_menu)
        for chart in (self.cost_chart, self.time_chart, self.tradeoff_chart):
            chart.visibility_changed.connect(self._on_legend_visibility)
        self.export_button = QPushButton(self.tr("Export chart…"))
        self.export_button.setToolTip(self.tr("Save the chart in view as a PNG image"))
        self.export_button.clicked.connect(self.export_current)
        self.hint = self._hint_label()

        # Two rows, so the panel fits beside the bill at 1280×720 (issue 25 item 8): the hint
        # (or, on the tornado's tab, its platform picker) with the buttons, then the axis
        # switches (hidden on the tornado's tab, which has none).
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.hint, 1)  # wraps rather than widening the panel
        top.addWidget(self.tornado_chart.picker, 1)
        top.addWidget(self.platforms_button)
        top.addWidget(self.export_button)
        self.switches = QWidget()
        row = QHBoxLayout(self.switches)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.log_n)
        row.addWidget(self.log_cost)
        row.addWidget(self.relative)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.switches)
        layout.addWidget(self.tabs, 1)
        self._on_tab(self.tabs.currentIndex())
        self._follow_plan(document.plan)

    def _hint_label(self) -> QLabel:
        self._curves_hint = self.tr(
            "Click a point to fix that platform's GPU count (Ctrl+Z undoes); "
            "click a legend entry to hide a platform."
        )
        self._breakdown_hint = self.tr(
            "Hover a bar for its platform, its total and each part; the Platforms menu hides "
            "a platform."
        )
        label = QLabel(self._curves_hint)
        label.setEnabled(False)  # drawn in the palette's disabled (muted) text colour
        label.setWordWrap(True)  # wraps rather than widening the window past the screen
        return label

    @property
    def charts(self) -> tuple[ChartView, ...]:
        return (
            self.cost_chart,
            self.time_chart,
            self.tradeoff_chart,
            self.breakdown_chart,
            self.tornado_chart,
        )

    def _on_tab(self, index: int) -> None:
        """The tornado's platform picker shows on its tab; the hint on the others — the
        breakdown's own (its bars take no click, and its legend lists parts, not platforms)."""
        tornado = self.tabs.widget(index) is self.tornado_chart
        self.tornado_chart.picker.setVisible(tornado)
        self.hint.setVisible(not tornado)
        self.hint.setText(
            self._breakdown_hint
            if self.tabs.widget(index) is self.breakdown_chart
            else self._curves_hint
        )
        self.switches.setVisible(not tornado)
        self.platforms_button.setVisible(not tornado)

    def select_platform(self, name: str) -> None:
        """Follow the Results table's current row: the tornado shows that platform, and the
        other charts draw it even when it is not among the best-ranked they are limited to."""
        self.tornado_chart.set_platform(name)
        for chart in (self.cost_chart, self.time_chart, self.tradeoff_chart, self.breakdown_chart):
            chart.set_selected(name)

    # --- platforms shown ----------------------------------------------------------------
    def _platform_charts(self) -> tuple:
        return (self.cost_chart, self.time_chart, self.tradeoff_chart, self.breakdown_chart)

    def set_hidden(self, names: set[str]) -> None:
        """Hide these platforms in every chart (the axes rescale to the others)."""
        self.hidden = set(names)
        for chart in self._platform_charts():
            chart.set_hidden(self.hidden)

    def set_platform_visible(self, name: str, visible: bool) -> None:
        self.set_hidden(self.hidden - {name} if visible else self.hidden | {name})

    def _on_legend_visibility(self, name: str, visible: bool) -> None:
        self.set_platform_visible(name, visible)

    def _fill_platforms_menu(self) -> None:
        self.platforms_menu.clear()
        for platform in self._document.plan.platforms:
            action = self.platforms_menu.addAction(platform.name)
            action.setCheckable(True)
            action.setChecked(platform.name not in self.hidden)
            action.toggled.connect(
                lambda on, name=platform.name: self.set_platform_visible(name, on)
            )
        if self.hidden:
            self.platforms_menu.addSeparator()
            self.platforms_menu.addAction(self.tr("Show all"), lambda: self.set_hidden(set()))

    # --- axis choices, kept with the plan ---------------------------------------------------
    def _edit_axes(self, key: str, on: bool) -> None:
        """A switch flipped: the plan keeps the choice (one undoable edit); the charts follow
        the plan (``_follow_plan``), so undo, redo and opening a file redraw them too."""
        plan = self._document.plan
        if getattr(plan.charts, key) != on:
            self._document.apply(replace_at(plan, ("charts", key), on), self.tr("Chart axes"))

    def _follow_plan(self, plan: Plan) -> None:
        axes = plan.charts
        if axes == self._axes:
            return
        before, self._axes = self._axes, axes
        for box, on in ((self.log_n, axes.log_gpus), (self.log_cost, axes.log_cost)):
            box.blockSignals(True)
            box.setChecked(on)
            box.blockSignals(False)
        self.relative.blockSignals(True)
        self.relative.setChecked(axes.relative)
        self.relative.blockSignals(False)
        if axes.log_gpus != before.log_gpus:
            self.set_log_n(axes.log_gpus)
        if axes.log_cost != before.log_cost:
            self.cost_chart.set_log_cost(axes.log_cost)
        if axes.relative != before.relative:
            self.set_relative(axes.relative)

    def set_relative(self, on: bool) -> None:
        self.cost_chart.set_relative(on)
        self.breakdown_chart.set_relative(on)

    def set_log_n(self, on: bool) -> None:
        self.cost_chart.set_log_n(on)
        self.time_chart.set_log_n(on)
        self.tradeoff_chart.set_log_time(on)

    def export_current(self) -> None:
        chart = self.tabs.currentWidget()
        assert isinstance(chart, ChartView)
        suggested = self.tabs.tabText(self.tabs.currentIndex()) + ".png"
        path = export.ask_png_path(self, suggested)
        if path is None:
            return
        try:
            export.export_png(chart, path)
        except OSError as err:
            prompts.show_error(self, self.tr("Export chart"), str(err))
