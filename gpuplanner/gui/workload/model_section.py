"""The workload's model: a searchable catalog choice, or a custom architecture.

Choosing a catalog model copies its architecture into ``plan.workload.model`` (with its
``catalog_id``) as one undo step; the shape fields are then read-only, so the plan never claims
a catalog model it no longer matches. "Custom architecture" keeps the numbers and unlocks them.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QComboBox, QCompleter, QGroupBox, QLineEdit, QWidget

from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.gui import catalog_source, plain_text
from gpuplanner.gui import format as fmt
from gpuplanner.gui.binding import Binder, PlanPath, form_layout, zero_is_none
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import IntSpinBox, OptionalField, UnitSpinBox, compact_combo

CUSTOM = ""  # combo data of the "custom architecture" entry


def _custom(plan: Plan, _base: PlanPath) -> bool:
    return plan.workload.model.catalog_id is None


class ModelSection(QGroupBox):
    """Catalog combo with a contains-search completer, then the architecture fields."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Model"), parent)
        self._document = document
        self._models = {c.id: c for c in catalog_source.models()}
        form = form_layout()
        self.combo = QComboBox(self)
        compact_combo(self.combo)
        self.combo.setEditable(True)
        self.combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.combo.addItem(self.tr("Custom architecture"), CUSTOM)
        for choice in self._models.values():
            self.combo.addItem(choice.label, choice.id)
            about = "\n".join(x for x in (choice.detail, choice.texts.notes) if x)
            tooltip = plain_text.tooltip_html(about)  # a catalog's text, never markup
            self.combo.setItemData(self.combo.count() - 1, tooltip, Qt.ItemDataRole.ToolTipRole)
        completer = QCompleter(self.combo.model(), self.combo)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.combo.setCompleter(completer)
        self.combo.setToolTip(
            self.tr(
                "Pick a model from the catalog (type to search), or choose Custom "
                "architecture and enter its shape."
            )
        )
        self.combo.activated.connect(self._on_chosen)
        form.addRow(self.tr("From catalog:"), self.combo)

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

    def _sync_combo(self, plan: Plan) -> None:
        wanted = plan.workload.model.catalog_id or CUSTOM
        index = self.combo.findData(wanted)
        if index < 0:  # a catalog id this installation does not have: show its name
            with QSignalBlocker(self.combo):
                self.combo.addItem(plan.workload.model.name or wanted, wanted)
            index = self.combo.count() - 1
        if index != self.combo.currentIndex():
            with QSignalBlocker(self.combo):
                self.combo.setCurrentIndex(index)

    def _on_chosen(self, index: int) -> None:
        plan = self._document.plan
        wanted = self.combo.itemData(index)
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
        self._document.apply(replace_at(plan, ("workload", "model"), model), text)
