"""The Fee items tab: a platform selector and that platform's fee items.

Add, duplicate, remove, "Add the usual items…", "Copy to…" and "Edit on several platforms…"
are each one undoable ``document.apply``; the last three ask which platforms (the chooser in
``platform_chooser``, the dialog in ``joint_edit``). Cell edits go through the table model.
Costs come from the result at the chosen GPU count.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core import PlanResult
from gpuplanner.core.edit import replace_at
from gpuplanner.core.fees import FeeBasis, FeeItem, FeeKind
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform_edits import put_fee, unique_name
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fees import platform_chooser
from gpuplanner.gui.fees.delegate import FeeDelegate
from gpuplanner.gui.fees.joint_edit import JointEditDialog
from gpuplanner.gui.fees.platform_chooser import ChoiceRow
from gpuplanner.gui.fees.shared_items import JOINT_FIELDS, holders, item_row
from gpuplanner.gui.fees.table_model import FIELDS, FeeTableModel
from gpuplanner.gui.fees.usual import usual_items, with_usual_items
from gpuplanner.gui.fields import compact_combo


class FeesTab(QWidget):
    """Edits ``plan.platforms[i].fees``; every change is one undoable ``document.apply``."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.platform = QComboBox(self)
        compact_combo(self.platform, 32)
        self.platform.setToolTip(self.tr("Whose fee items to show."))
        self.platform.currentIndexChanged.connect(self._on_platform)
        self.model = FeeTableModel(document, self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setItemDelegate(FeeDelegate(self.model, self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        # Arrows, typing and F2 move and edit within; Tab moves on to the buttons (a keyboard
        # user went round the cells and never reached "Add item").
        self.table.setTabKeyNavigation(False)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(FeeTableModel.NOTE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(FeeTableModel.NAME, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(FeeTableModel.NAME, 240)

        self.add = QPushButton(self.tr("Add item"), self)
        self.duplicate = QPushButton(self.tr("Duplicate"), self)
        self.remove = QPushButton(self.tr("Remove"), self)
        self.add_usual = QPushButton(self.tr("Add the usual items…"), self)
        self.add_usual.setToolTip(
            self.tr(
                "Storage, egress, public IP, snapshots, support and labor lines, with rate "
                "0 to fill in and quantities from the workload, on the platforms you check; "
                "kinds a platform already has are skipped. One undo step."
            )
        )
        self.copy_to = QPushButton(self.tr("Copy to…"), self)
        self.copy_to.setToolTip(
            self.tr(
                "Put the selected item on the platforms you check; an item of the same "
                "name there is replaced, so copying again after an edit updates them all."
            )
        )
        self.edit_together = QPushButton(self.tr("Edit on several platforms…"), self)
        self.edit_together.setToolTip(
            self.tr(
                "Change one field (rate, quantity, basis, kind or note) of the selected item "
                "on every platform that has an item of the same name, in one undo step."
            )
        )
        self.copy_to.clicked.connect(self.copy_item_to)
        self.edit_together.clicked.connect(self.edit_on_several)
        # The selected item's actions on a right click too, enabled as their buttons are.
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self._row_actions: list[tuple[QPushButton, QAction]] = []
        for button in (self.duplicate, self.remove, self.copy_to, self.edit_together):
            action = QAction(button.text(), self.table)
            action.triggered.connect(button.click)
            self.table.addAction(action)
            self._row_actions.append((button, action))
        self.add.clicked.connect(self.add_item)
        self.duplicate.clicked.connect(self.duplicate_item)
        self.remove.clicked.connect(self.remove_item)
        self.add_usual.clicked.connect(self.add_usual_items)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Platform:"), self))
        top.addWidget(self.platform)
        top.addStretch(1)
        actions = QHBoxLayout()  # a row of its own: the window stays narrow enough for 150 %
        for button in (
            self.add,
            self.duplicate,
            self.remove,
            self.copy_to,
            self.edit_together,
            self.add_usual,
        ):
            actions.addWidget(button)
        actions.addStretch(1)
        self.message = QLabel(self)
        self.message.setStyleSheet("color: #c62828;")
        self.message.setWordWrap(True)
        self.message.hide()
        self.total = QLabel(self)
        self.hint = QLabel(
            self.tr(
                "Double-click a cell to edit. Basis: how the fee scales — fixed; per GB; "
                "per GB-month (× job months); per job hour; per GPU-hour; per started "
                "month; or a percentage of the GPU time after any discount (discounted "
                "compute plus interruption losses)."
            ),
            self,
        )
        self.hint.setWordWrap(True)
        self.hint.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(actions)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.total)
        layout.addWidget(self.hint)

        self.model.error.connect(self._show_error)
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._update_buttons())
        self.model.modelReset.connect(self._update_buttons)
        self.model.rowsInserted.connect(self._update_buttons)
        self.model.rowsRemoved.connect(self._update_buttons)
        document.plan_changed.connect(self._sync_platforms)
        document.result_changed.connect(self._show_total)
        self._sync_platforms(document.plan)
        self._show_total(document.result)

    # --- platform selector --------------------------------------------------------------
    def _sync_platforms(self, plan: Plan) -> None:
        names = [p.name for p in plan.platforms]
        shown = self.platform.currentText()
        # Follow the platform by name through reordering; by position through a rename.
        index = names.index(shown) if shown in names else self.platform.currentIndex()
        index = min(max(index, 0), len(names) - 1)
        with QSignalBlocker(self.platform):
            if [self.platform.itemText(i) for i in range(self.platform.count())] != names:
                self.platform.clear()
                self.platform.addItems(names)
            self.platform.setCurrentIndex(index)
        chosen = index if names else None  # a new plan has no platform yet
        if self.model.platform_index != chosen:
            self.model.set_platform(chosen)
        for button in (self.add, self.add_usual):
            button.setEnabled(bool(names))
        self._update_buttons()

    def _on_platform(self, index: int) -> None:
        self.model.set_platform(index if index >= 0 else None)
        self._show_error("")
        self._show_total(self.document.result)

    def platform_index(self) -> int | None:
        return self.model.platform_index

    # --- actions --------------------------------------------------------------------------
    def _fees(self) -> tuple[FeeItem, ...]:
        i = self.platform_index()
        return self.document.plan.platforms[i].fees if i is not None else ()

    def _set_fees(self, fees: tuple[FeeItem, ...], text: str, select: int | None) -> None:
        i = self.platform_index()
        if i is None:
            return
        self.document.apply(replace_at(self.document.plan, ("platforms", i, "fees"), fees), text)
        if select is not None and 0 <= select < self.model.rowCount():
            self.table.selectRow(select)
        self._update_buttons()

    def _row(self) -> int | None:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else None

    def add_item(self) -> None:
        fees = self._fees()
        name = unique_name(self.tr("New item"), (f.name for f in fees))
        item = FeeItem(name=name, kind=FeeKind.OTHER, basis=FeeBasis.FIXED, rate=0.0)
        self._set_fees((*fees, item), self.tr("Add fee item"), len(fees))

    def duplicate_item(self) -> None:
        row, fees = self._row(), self._fees()
        if row is None or row >= len(fees):
            return
        copy = fees[row].model_copy(
            update={"name": unique_name(fees[row].name, (f.name for f in fees))}
        )
        self._set_fees(
            (*fees[: row + 1], copy, *fees[row + 1 :]), self.tr("Duplicate fee item"), row + 1
        )

    def remove_item(self) -> None:
        row, fees = self._row(), self._fees()
        if row is None or row >= len(fees):
            return
        rest = fees[:row] + fees[row + 1 :]
        self._set_fees(rest, self.tr("Remove fee item"), min(row, len(rest) - 1))

    def add_usual_items(self) -> None:
        """The usual items on the platforms the user checks (the shown one preselected)."""
        plan, shown = self.document.plan, self.platform_index()
        if shown is None:
            return
        missing = [len(usual_items(plan, k)) for k in range(len(plan.platforms))]
        if not any(missing):
            self._show_error(self.tr("The usual items are all there already."))
            return
        if len(plan.platforms) == 1:
            chosen: list[int] | None = [shown]
        else:
            rows = [
                ChoiceRow(
                    k, self._usual_row_text(p.name, n), checked=k == shown and n > 0, enabled=n > 0
                )
                for k, (p, n) in enumerate(zip(plan.platforms, missing, strict=True))
            ]
            chosen = platform_chooser.choose_platforms(
                self,
                self.tr("Add the usual items"),
                self.tr(
                    "Add the usual fee lines to the checked platforms, in one step. Rates "
                    "start at 0 for you to fill in; each platform keeps the kinds it has."
                ),
                rows,
            )
        if not chosen:
            return
        self._show_error("")
        self.document.apply(with_usual_items(plan, chosen), self.tr("Add the usual fee items"))

    def _usual_row_text(self, name: str, missing: int) -> str:
        if missing == 0:
            return fmt.fill(self.tr("%1 — has them all"), name)
        if missing == 1:
            return fmt.fill(self.tr("%1 — 1 item to add"), name)
        return fmt.fill(self.tr("%1 — %2 items to add"), name, fmt.integer(missing))

    def copy_item_to(self) -> None:
        """The selected item on the platforms the user checks (replacing one of the same name)."""
        row, fees, shown = self._row(), self._fees(), self.platform_index()
        if row is None or row >= len(fees) or shown is None:
            return
        item, plan = fees[row], self.document.plan
        rows = []
        for k, p in enumerate(plan.platforms):
            if k == shown:
                rows.append(
                    ChoiceRow(
                        k,
                        fmt.fill(self.tr("%1 — this platform"), p.name),
                        checked=True,
                        enabled=False,
                    )
                )
            elif item_row(plan, k, item.name) is not None:
                text = fmt.fill(self.tr("%1 — has one of this name (replaced)"), p.name)
                rows.append(ChoiceRow(k, text))
            else:
                rows.append(ChoiceRow(k, p.name))
        chosen = platform_chooser.choose_platforms(
            self,
            fmt.fill(self.tr("Copy “%1” to…"), item.name),
            fmt.fill(
                self.tr(
                    "Put a copy of “%1” on the checked platforms, in one step; an item of "
                    "the same name there is replaced."
                ),
                item.name,
            ),
            rows,
        )
        if not chosen:
            return
        self.document.apply(
            put_fee(plan, item, chosen), fmt.fill(self.tr("Copy %1 to other platforms"), item.name)
        )

    def joint_edit_dialog(self) -> JointEditDialog | None:
        """The dialog that edits the selected item on the platforms sharing its name."""
        row, fees, shown = self._row(), self._fees(), self.platform_index()
        if row is None or row >= len(fees) or shown is None:
            return None
        column = self.table.currentIndex().column()
        field = FIELDS[column] if 0 <= column < len(FIELDS) else "rate"
        if field not in JOINT_FIELDS:
            field = "rate"
        return JointEditDialog(self.document, self.model, shown, fees[row].name, field, self)

    def edit_on_several(self) -> None:
        dialog = self.joint_edit_dialog()
        if dialog is not None:
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.open()

    # --- feedback -------------------------------------------------------------------------
    def _update_buttons(self, *_: object) -> None:
        has = self._row() is not None
        self.duplicate.setEnabled(has)
        self.remove.setEnabled(has)
        plan, row, shown = self.document.plan, self._row(), self.platform_index()
        several = len(plan.platforms) > 1
        self.copy_to.setEnabled(has and several)
        shared = (
            row is not None
            and shown is not None
            and row < len(plan.platforms[shown].fees)
            and len(holders(plan, plan.platforms[shown].fees[row].name)) > 1
        )
        self.edit_together.setEnabled(shared)
        for button, action in self._row_actions:
            action.setEnabled(button.isEnabled())

    def _show_error(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def _show_total(self, result: PlanResult) -> None:
        i = self.platform_index()
        if i is None or not 0 <= i < len(result.platforms):
            self.total.clear()
            return
        point = result.platforms[i].chosen_point
        if point is None:
            self.total.setText(self.tr("This platform cannot run the job; no fees computed."))
            return
        self.total.setText(
            fmt.fill(
                self.tr("Fees on %1 GPU: %2 (compute %3)")
                if point.gpus == 1
                else self.tr("Fees on %1 GPUs: %2 (compute %3)"),
                fmt.integer(point.gpus),
                fmt.money(point.fees_cost, self.document.plan.currency),
                fmt.money(point.compute_cost, self.document.plan.currency),
            )
        )
