"""The workload's model: a searchable catalog choice, or a custom architecture.

Choosing a catalog model copies its architecture into ``plan.workload.model`` (with its
``catalog_id``) as one undo step; the shape fields are then read-only, so the plan never claims
a catalog model it no longer matches. "Custom architecture" keeps the numbers and unlocks them.

The catalog's entries are not needed for the window's first paint (reading and checking the
catalog cost about 0.05 s of the start): the combo starts with "Custom architecture" and the
plan's own model, and gets the catalog's entries on first need — when the main window asks
right after its first paint (``fill_catalog``), when the combo gets focus or opens its list,
or when code reads ``combo``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pydantic import ValidationError
from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QComboBox, QCompleter, QGroupBox, QLabel, QLineEdit, QWidget

from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.core.workload import ModelArch
from gpuplanner.gui import field_errors, plain_text, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.binding import _ERROR_STYLE, Binder, PlanPath, form_layout, zero_is_none
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import IntSpinBox, OptionalField, UnitSpinBox, compact_combo

if TYPE_CHECKING:  # the catalog is read after the first paint (fill_catalog)
    from gpuplanner.gui import catalog_source

CUSTOM = ""  # combo data of the "custom architecture" entry


def _custom(plan: Plan, _base: PlanPath) -> bool:
    return plan.workload.model.catalog_id is None


class ModelSection(QGroupBox):
    """Catalog combo with a contains-search completer, then the architecture fields."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(wording.label("xl.item.model"), parent)
        self._document = document
        self._models: dict[str, catalog_source.Choice[ModelArch]] | None = None
        form = form_layout()
        self._form = form
        self._refusal: QLabel | None = None  # made when a pick is first refused
        self._combo = _CatalogCombo(self.fill_catalog, self)
        combo = self._combo
        compact_combo(combo)
        combo.setEditable(True)
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        combo.addItem(self.tr("Custom architecture"), CUSTOM)
        completer = QCompleter(combo.model(), combo)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        combo.setCompleter(completer)
        combo.setToolTip(
            self.tr(
                "Pick a model from the catalog (type to search), or choose Custom "
                "architecture and enter its shape."
            )
        )
        combo.activated.connect(self._on_chosen)
        form.addRow(self.tr("From catalog:"), combo)

        b = Binder(document, lambda plan: ("workload", "model"))
        self.binder = b
        self.name = QLineEdit(self)
        self.name.setToolTip(self.tr("A name for the model in reports."))
        b.row(form, self.tr("Name:"), self.name, ("name",), when=_custom)
        self.params = UnitSpinBox(
            self.tr("B params"),
            0.01,
            2000,
            2,
            0.5,
            self.tr("Total parameters in billions (all experts of a mixture-of-experts model)."),
        )
        b.row(form, self.tr("Parameters:"), self.params, ("params_b",), when=_custom)
        self.active = OptionalField(
            self.tr("MoE"),
            UnitSpinBox(
                self.tr("B active"),
                0.01,
                2000,
                2,
                0.5,
                self.tr("Parameters active per token (mixture-of-experts); sets the FLOPs."),
            ),
        )
        # Switching MoE on starts from the total, a valid value to lower.
        self.active.start = lambda: document.plan.workload.model.params_b
        b.row(form, self.tr("Active parameters:"), self.active, ("active_params_b",), when=_custom)
        unknown = self.tr("unknown")
        shape = (
            ("layers", self.tr("Layers:"), self.tr("Transformer blocks.")),
            ("hidden", self.tr("Hidden size:"), self.tr("Model width h.")),
            ("heads", self.tr("Attention heads:"), self.tr("Query heads a.")),
            ("kv_heads", self.tr("KV heads:"), self.tr("Key/value heads (grouped-query).")),
            ("ffn", self.tr("FFN size:"), self.tr("Feed-forward inner width.")),
            ("vocab", self.tr("Vocabulary:"), self.tr("Tokens in the vocabulary.")),
        )
        hint = self.tr("Leave at “unknown” to estimate a typical shape from the parameters.")
        self.shape_fields: dict[str, IntSpinBox] = {}
        for field, label, tip in shape:
            box = IntSpinBox("", 1, None, 1, f"{tip} {hint}", none_text=unknown)
            self.shape_fields[field] = box
            b.row(form, label, box, (field,), when=_custom, **zero_is_none())
        self.setLayout(form)
        document.plan_changed.connect(self._sync_combo)
        self._sync_combo(document.plan)

    @property
    def combo(self) -> QComboBox:
        """The catalog combo, its catalog entries filled in."""
        self.fill_catalog()
        return self._combo

    def fill_catalog(self) -> None:
        """Add the catalog's models to the combo (once; see the module doc)."""
        if self._models is not None:
            return
        from gpuplanner.gui import catalog_source  # here, not at the top: after the first paint

        self._models = {c.id: c for c in catalog_source.models()}
        combo = self._combo
        with QSignalBlocker(combo):
            while combo.count() > 1:  # the plan's own entry, if any: the catalog's replaces it
                combo.removeItem(combo.count() - 1)
            for choice in self._models.values():
                combo.addItem(choice.label, choice.id)
                about = "\n".join(x for x in (choice.detail, choice.texts.notes) if x)
                tooltip = plain_text.tooltip_html(about)  # a catalog's text, never markup
                combo.setItemData(combo.count() - 1, tooltip, Qt.ItemDataRole.ToolTipRole)
        self._sync_combo(self._document.plan)

    @property
    def refusal(self) -> QLabel:
        """Why the last model picked was refused (under the picker; hidden until then)."""
        if self._refusal is None:
            self._refusal = QLabel(self)
            self._refusal.setWordWrap(True)
            self._refusal.setTextFormat(Qt.TextFormat.PlainText)
            self._refusal.setStyleSheet(_ERROR_STYLE)
            row, _role = self._form.getWidgetPosition(self._combo)
            self._form.insertRow(row + 1, "", self._refusal)
        return self._refusal

    def _sync_combo(self, plan: Plan) -> None:
        if self._refusal is not None:
            self._refusal.hide()  # it told the last pick, until the next edit
        combo = self._combo
        wanted = plan.workload.model.catalog_id or CUSTOM
        index = combo.findData(wanted)
        if index < 0:  # not in the catalog (or the catalog not read yet): show its name
            with QSignalBlocker(combo):
                combo.addItem(plan.workload.model.name or wanted, wanted)
            index = combo.count() - 1
        if index != combo.currentIndex():
            with QSignalBlocker(combo):
                combo.setCurrentIndex(index)

    def _on_chosen(self, index: int) -> None:
        self.fill_catalog()
        assert self._models is not None
        plan = self._document.plan
        wanted = self._combo.itemData(index)
        current = plan.workload.model
        if wanted == (current.catalog_id or CUSTOM):
            return
        if wanted == CUSTOM:
            model = current.model_copy(update={"catalog_id": None})
            text = self.tr("Use a custom architecture")
        elif wanted in self._models:
            model = self._models[wanted].value.model_copy(update={"catalog_id": wanted})
            text = fmt.fill(self.tr("Choose model %1"), self._models[wanted].label)
        else:
            return
        try:
            edited = replace_at(plan, ("workload", "model"), model)
        except ValidationError as exc:
            # The plan's pinned layout cannot run this model (TP 8 on 28 heads, EP on a dense
            # model …): said here, the plan and the picker keep the model they had.
            self._sync_combo(plan)
            self.refusal.setText(field_errors.describe(exc))
            self.refusal.show()
            return
        self._document.apply(edited, text)


class _CatalogCombo(QComboBox):
    """A combo that asks for its catalog entries before the user can see or pick one."""

    def __init__(self, fill: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._fill = fill

    def showPopup(self) -> None:
        self._fill()
        super().showPopup()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._fill()  # before typing to search (the completer) or arrowing through entries
        super().focusInEvent(event)
