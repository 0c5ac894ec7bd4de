"""The Platforms tab: the candidates' table (master) over the selected one's form (detail).

Add from a preset, add blank, duplicate, remove, move up/down: each is one undoable
``document.apply`` of a ``platform_edits`` function. The table model emits row-level signals,
so the selection follows the platform through edits, undo and redo.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import ValidationError
from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.plan import Plan
from gpuplanner.core.platform_edits import (
    blank_platform,
    duplicate_platform,
    insert_platform,
    move_platform,
    remove_platform,
)
from gpuplanner.gui import catalog_source, currency_dialog, field_errors
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms import preset_dialog
from gpuplanner.gui.platforms.form import PlatformForm
from gpuplanner.gui.platforms.table_model import PlatformTableModel


class PlatformsTab(QWidget):
    """Edits ``plan.platforms``; every change is one undoable ``document.apply``."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.model = PlatformTableModel(document, self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        # Read-only (the form below edits the selected platform): Tab moves on to the form
        # instead of round the cells for ever; arrows pick the platform.
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().setDefaultSectionSize(24)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PlatformTableModel.NAME, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)

        self.add_preset = QPushButton(self.tr("Add from preset…"), self)
        self.add_blank = QPushButton(self.tr("Add blank"), self)
        self.duplicate = QPushButton(self.tr("Duplicate"), self)
        self.remove = QPushButton(self.tr("Remove"), self)
        self.move_up = QPushButton(self.tr("Move up"), self)
        self.move_down = QPushButton(self.tr("Move down"), self)
        self.make_kit = QPushButton(self.tr("Make a test kit…"), self)
        self.make_kit.setToolTip(
            self.tr(
                "Write a folder to copy to a rented machine of this platform: run.py tests "
                "the environment, NCCL bandwidth, storage and a short training run of this "
                "plan's model; File → Import Measurements… brings its results.json back."
            )
        )
        self.add_preset.setToolTip(self.tr("Add a platform from the catalog's presets."))
        self.add_preset.clicked.connect(self.add_from_preset)
        self.add_blank.clicked.connect(self.add_blank_platform)
        self.duplicate.clicked.connect(self.duplicate_selected)
        self.remove.clicked.connect(self.remove_selected)
        self.move_up.clicked.connect(lambda: self.move_selected(-1))
        self.move_down.clicked.connect(lambda: self.move_selected(1))
        self.make_kit.clicked.connect(self.make_test_kit)
        buttons = QHBoxLayout()
        for button in (
            self.add_preset,
            self.add_blank,
            self.duplicate,
            self.remove,
            self.move_up,
            self.move_down,
            self.make_kit,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.status = QLabel(self)
        self.status.setStyleSheet("color: #c62828;")
        self.status.setWordWrap(True)
        buttons.addWidget(self.status)

        # The first step of a new plan, shown while it has no platform.
        self.guide = QLabel(
            self.tr(
                "No platforms yet. Describe the job on the Workload tab (pick a model), then "
                "add the offers to compare: “Add from preset…” for a cloud or a cluster from "
                "the catalog, “Add blank” for a quote of your own."
            ),
            self,
        )
        self.guide.setWordWrap(True)
        self.guide.setTextFormat(Qt.TextFormat.PlainText)

        master = QWidget(self)
        master_layout = QVBoxLayout(master)
        master_layout.setContentsMargins(0, 0, 0, 0)
        master_layout.addWidget(self.guide)
        master_layout.addLayout(buttons)
        master_layout.addWidget(self.table)

        self.form = PlatformForm(document)
        scroll = QScrollArea(self)
        scroll.setWidget(self.form)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)

        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(master)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([175, 625])
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        self.table.selectionModel().currentRowChanged.connect(self._on_current)
        # Rows shifting under the current one move it without a currentRowChanged signal.
        for signal in (
            self.model.rowsInserted,
            self.model.rowsRemoved,
            self.model.rowsMoved,
            self.model.modelReset,
        ):
            signal.connect(self._follow_rows)
        self.select(0)
        self._update_buttons()  # a plan without platforms selects nothing: the guide shows

    # --- selection ----------------------------------------------------------------------
    def current_row(self) -> int | None:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else None

    def select(self, row: int) -> None:
        if not 0 <= row < self.model.rowCount():
            return
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        self.table.selectionModel().setCurrentIndex(self.model.index(row, 0), flags)

    def _on_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self.form.set_index(current.row() if current.isValid() else None)
        self._update_buttons()

    def _follow_rows(self, *_: object) -> None:
        if self.current_row() is None and self.model.rowCount():
            self.select(min(self.form.index or 0, self.model.rowCount() - 1))
        if self.form.index != self.current_row():
            self.form.set_index(self.current_row())
        self._update_buttons()

    def _update_buttons(self) -> None:
        row = self.current_row()
        count = self.model.rowCount()
        has = row is not None
        self.duplicate.setEnabled(has)
        self.make_kit.setEnabled(has)
        self.remove.setEnabled(has)
        self.guide.setVisible(count == 0)
        self.form.setVisible(count > 0)
        self.move_up.setEnabled(has and row > 0)  # type: ignore[operator]
        self.move_down.setEnabled(has and row < count - 1)  # type: ignore[operator]

    # --- actions --------------------------------------------------------------------------
    def _apply(self, build: Callable[[], Plan], text: str, select: int | None) -> None:
        """Build the edited plan and apply it as one step, or say why it cannot be done."""
        try:
            plan = build()
        except ValidationError as exc:
            self._show_status(field_errors.describe(exc))
            return
        except ValueError as exc:
            self._show_status(field_errors.exception_text(exc))
            return
        self._show_status("")
        self.document.apply(plan, text)
        if select is not None:
            self.select(select)
        self._update_buttons()

    def _show_status(self, text: str) -> None:
        self.status.setText(text)

    def _insert_row(self) -> int:
        row = self.current_row()
        return len(self.document.plan.platforms) if row is None else row + 1

    def make_test_kit(self) -> None:
        from gpuplanner.gui import measurements  # loaded when first used

        measurements.make_test_kit(self, self.document, self.current_row())

    def add_from_preset(self) -> None:
        platform = preset_dialog.choose_preset(self, self.document.plan.currency)
        if platform is None:
            return
        try:  # a preset in another currency is converted at the plan's (or a new) rate
            plan, platform = currency_dialog.adopt_preset(self, self.document.plan, platform)
        except LookupError:
            return
        row = self._insert_row()
        self._apply(
            lambda: insert_platform(plan, row, platform),
            fmt.fill(self.tr("Add platform %1"), platform.name),
            row,
        )

    def add_blank_platform(self) -> None:
        plan = self.document.plan
        row = self._insert_row()
        gpus = catalog_source.gpus()
        gpu = gpus[0].value if gpus else plan.platforms[self.current_row() or 0].gpu
        defaults = catalog_source.gpu_defaults(gpu.id) if gpu.id else None
        new = blank_platform(gpu, self.tr("New platform"), defaults)
        self._apply(lambda: insert_platform(plan, row, new), self.tr("Add blank platform"), row)

    def duplicate_selected(self) -> None:
        row = self.current_row()
        if row is None:
            return
        name = self.document.plan.platforms[row].name
        self._apply(
            lambda: duplicate_platform(self.document.plan, row),
            fmt.fill(self.tr("Duplicate %1"), name),
            row + 1,
        )

    def remove_selected(self) -> None:
        row = self.current_row()
        count = len(self.document.plan.platforms)
        if row is None:
            return
        name = self.document.plan.platforms[row].name
        self._apply(
            lambda: remove_platform(self.document.plan, row),
            fmt.fill(self.tr("Remove %1"), name),
            min(row, count - 2) if count > 1 else None,
        )

    def move_selected(self, delta: int) -> None:
        row = self.current_row()
        if row is None or not 0 <= row + delta < len(self.document.plan.platforms):
            return
        name = self.document.plan.platforms[row].name
        self._apply(
            lambda: move_platform(self.document.plan, row, delta),
            fmt.fill(self.tr("Move %1"), name),
            row + delta,
        )
