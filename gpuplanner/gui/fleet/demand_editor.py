"""The fleet's monthly GPU-hour demand: constant, a linear ramp, or a month table to paste into.

The month table always lists the months the demand setting gives (read-only for a constant or
a ramp, so it doubles as a preview); in table mode its cells are edited in place, and a column
copied from a spreadsheet is pasted at the selected month (Ctrl+V) or as the whole demand
(the horizon then follows the column's length). A small stepped chart previews the months.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from pydantic import ValidationError
from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.errors import CoreError
from gpuplanner.core.fleet.demand import parse_demand_column
from gpuplanner.core.fleet.plan import DemandMode
from gpuplanner.core.plan import Plan
from gpuplanner.gui import field_errors, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.binding import Binder, form_layout
from gpuplanner.gui.charts.palette import Theme
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import UnitSpinBox
from gpuplanner.gui.fleet import edits
from gpuplanner.gui.fleet.demand_table_model import DemandTableModel
from gpuplanner.gui.i18n import current_language
from gpuplanner.io.problems import error_text

_ERROR_STYLE = "color: #c62828;"
TABLE_HEIGHT = 170  # about six months visible; the table scrolls
PREVIEW_HEIGHT = 80


def _demand_prefix(plan: Plan) -> tuple[str, ...] | None:
    return ("fleet", "demand") if plan.fleet is not None else None


class DemandTableView(QTableView):
    """The month table; Ctrl+V (the platform's paste key) pastes a spreadsheet column."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.paste_requested: Callable[[], None] | None = None  # set by the editor

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Paste) and self.paste_requested:
            self.paste_requested()
            event.accept()
            return
        super().keyPressEvent(event)


class DemandEditor(QGroupBox):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Demand"), parent)
        self.document = document
        self.form = form_layout()
        self.mode = QComboBox(self)
        for mode, label in (
            (DemandMode.CONSTANT, self.tr("Constant")),
            (DemandMode.RAMP, self.tr("Linear ramp")),
            (DemandMode.TABLE, self.tr("Month table")),
        ):
            self.mode.addItem(label, mode.value)
        self.mode.setToolTip(
            self.tr(
                "Constant: the same GPU-hours every month. Linear ramp: from the first "
                "month's figure to the last month's. Month table: one figure per month, typed "
                "or pasted from a spreadsheet."
            )
        )
        self.mode.activated.connect(self._on_mode)
        self.form.addRow(self.tr("Given as:"), self.mode)

        b = self.binder = Binder(document, _demand_prefix)
        not_table = lambda plan, base: plan.fleet.demand.mode != DemandMode.TABLE  # noqa: E731
        self.first = UnitSpinBox(
            wording.word("unit.gpu_hours"),
            0,
            None,
            0,
            100,
            self.tr("GPU-hours the team needs a month."),
        )
        self.first_cell = b.bind(
            self.first, ("gpu_hours_per_month",), self.tr("Change monthly demand"), when=not_table
        )
        self.form.addRow(self.tr("Each month:"), self.first_cell)
        self.last = UnitSpinBox(
            wording.word("unit.gpu_hours"),
            0,
            None,
            0,
            100,
            self.tr("GPU-hours in the last month of the ramp."),
        )
        self.last_cell = b.bind(
            self.last,
            ("ramp_end_gpu_hours_per_month",),
            self.tr("Change the ramp's last month"),
            when=not_table,
        )
        self.form.addRow(self.tr("Last month:"), self.last_cell)

        self.model = DemandTableModel(document, self)
        self.model.refused.connect(self._show_message)
        self.table = self._make_table()
        self.paste_button = QPushButton(self.tr("Paste at Selected Month"), self)
        self.paste_button.setToolTip(
            self.tr(
                "Paste a column copied from a spreadsheet, starting at the selected month "
                "(Ctrl+V in the table). Months past the horizon lengthen it."
            )
        )
        self.paste_button.clicked.connect(self.paste_from_clipboard)
        self.replace_button = QPushButton(self.tr("Paste as Whole Demand"), self)
        self.replace_button.setToolTip(
            self.tr("Use the copied column as the demand, one month a figure; the horizon follows.")
        )
        self.replace_button.clicked.connect(self.replace_from_clipboard)
        buttons = QHBoxLayout()
        buttons.addWidget(self.paste_button)
        buttons.addWidget(self.replace_button)
        buttons.addStretch(1)

        self.message = QLabel(self)
        self.message.setStyleSheet(_ERROR_STYLE)
        self.message.setWordWrap(True)
        self.message.hide()
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.preview = self._make_preview()

        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        layout.addWidget(self.summary)
        layout.addWidget(self.preview)
        document.plan_changed.connect(self._on_plan)
        self._on_plan(document.plan)

    # --- widgets -------------------------------------------------------------------------
    def _make_table(self) -> DemandTableView:
        table = DemandTableView(self)
        table.setModel(self.model)
        table.paste_requested = self.paste_from_clipboard
        table.setSelectionMode(QAbstractItemView.SelectionMode.ContiguousSelection)
        table.setAlternatingRowColors(True)
        # One Tab stop in the form (Tab would go round the months for ever and never reach
        # the buttons and sections below); arrows, typing and F2 move and edit within it.
        table.setTabKeyNavigation(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
        table.setFixedHeight(TABLE_HEIGHT)
        table.setToolTip(
            self.tr(
                "GPU-hours per month. In month-table mode, type over a figure or paste a "
                "spreadsheet column with Ctrl+V."
            )
        )
        paste = QAction(self.tr("Paste Column Here"), table)
        paste.triggered.connect(self.paste_from_clipboard)
        table.addAction(paste)
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        return table

    def _make_preview(self) -> pg.PlotWidget:
        theme = Theme.from_palette(self.palette())
        plot = pg.PlotWidget(self)
        plot.setBackground(theme.background)
        plot.setFixedHeight(PREVIEW_HEIGHT)
        plot.setMenuEnabled(False)
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        item = plot.getPlotItem()
        item.hideAxis("left")
        item.getAxis("bottom").setTextPen(theme.foreground)
        item.getAxis("bottom").setPen(theme.muted)
        fill = pg.mkColor(theme.foreground)
        fill.setAlphaF(0.18)
        self.preview_curve = pg.PlotDataItem(
            stepMode="center", fillLevel=0, brush=fill, pen=pg.mkPen(theme.foreground, width=1)
        )
        plot.addItem(self.preview_curve)
        plot.setToolTip(self.tr("The GPU-hours of each month"))
        return plot

    # --- following the plan ---------------------------------------------------------------
    def _on_plan(self, plan: Plan) -> None:
        self._clear_message()  # it spoke of the plan before this change
        fleet = plan.fleet
        self.setEnabled(fleet is not None)
        if fleet is None:
            return
        mode = fleet.demand.mode
        with QSignalBlocker(self.mode):
            self.mode.setCurrentIndex(self.mode.findData(mode.value))
        ramp = mode == DemandMode.RAMP
        label = self.form.labelForField(self.first_cell)
        if isinstance(label, QLabel):
            label.setText(self.tr("First month:") if ramp else self.tr("Each month:"))
        self.form.setRowVisible(self.first_cell, mode != DemandMode.TABLE)
        self.form.setRowVisible(self.last_cell, ramp)
        self._show_months(self.model.values(), fleet.hours_per_month)

    def _show_months(self, months: np.ndarray, hours_per_month: float) -> None:
        if months.size == 0:
            self.summary.clear()
            self.preview_curve.setData([], [])
            return
        peak = float(months.max())
        self.summary.setText(
            fmt.fill(
                self.tr("%1 GPU-hours over %2 months; peak month %3 GPU-hours (%4 GPUs busy)."),
                fmt.number(float(months.sum()), 0),
                fmt.integer(months.size),
                fmt.number(peak, 0),
                fmt.number(peak / hours_per_month, 1),
            )
        )
        edges = np.arange(months.size + 1, dtype=float) + 0.5
        self.preview_curve.setData(edges, months)

    # --- edits -----------------------------------------------------------------------------
    def _on_mode(self, index: int) -> None:
        plan = self.document.plan
        if plan.fleet is None:
            return
        mode = DemandMode(self.mode.itemData(index))
        new_plan = edits.with_demand_mode(plan, mode)
        self.document.apply(new_plan, self.tr("Change the demand mode"))

    def _clipboard_values(self) -> tuple[float, ...] | None:
        text = QGuiApplication.clipboard().text()
        try:
            return parse_demand_column(text)
        except CoreError as exc:  # which line is not a figure, in the user's language
            self._show_message(error_text(exc.code, exc.params, current_language(), fmt.render))
            return None

    def paste_from_clipboard(self) -> None:
        """Paste the copied column from the selected month on (the first when none)."""
        plan = self.document.plan
        values = self._clipboard_values()
        if plan.fleet is None or values is None:
            return
        current = self.table.currentIndex()
        first = current.row() if current.isValid() else 0
        try:
            fleet, dropped = edits.pasted_table(plan.fleet, values, first)
            new_plan = plan.model_validate({**dict(plan), "fleet": fleet})
        except ValidationError as exc:  # not expected: the column parsed as figures ≥ 0
            self._show_message(field_errors.describe(exc))
            return
        text = fmt.fill(self.tr("Paste %1 months of demand"), str(len(values) - dropped))
        self.document.apply(new_plan, text)
        if dropped:
            self._show_message(
                fmt.fill(
                    self.tr("%1 figures past month %2 were left out (the longest horizon)."),
                    str(dropped),
                    str(fleet.horizon_months),
                )
            )

    def replace_from_clipboard(self) -> None:
        """Make the copied column the whole demand; the horizon becomes its length."""
        plan = self.document.plan
        values = self._clipboard_values()
        if plan.fleet is None or values is None:
            return
        try:
            fleet = edits.whole_table(plan.fleet, values)
        except edits.EditRefused as exc:
            self._show_message(str(exc))
            return
        new_plan = plan.model_validate({**dict(plan), "fleet": fleet})
        text = fmt.fill(self.tr("Paste %1 months as the demand"), str(len(values)))
        self.document.apply(new_plan, text)

    def _show_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()

    def _clear_message(self) -> None:
        self.message.clear()
        self.message.hide()
