"""Layout fields that gpuplanner may choose: each pinned by the user or left "Automatic".

A layout field (``core.workload.LayoutField``: TP, PP, EP, micro-batch, ZeRO stage, recompute,
SP, virtual stages) is a row of two parts: a choice "Automatic" / "Pinned" and the pinned
value. "Automatic" adds the field to ``workload.auto_layout`` (the core then picks it per GPU
count, core/layout.py) and greys the value out; "Pinned" removes it, the value as typed applies
again. Each switch is one undo step; a pin the workload refuses (TP not dividing the heads) is
worded next to the field and nothing changes. Also here: the mixture-of-experts shape (experts,
experts per token, their FFN width, shared experts, leading dense layers), shown while the
model is an MoE.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QSignalBlocker
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QWidget

from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.core.workload import LayoutField, ModelArch
from gpuplanner.gui import field_errors, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.binding import Binder, FieldCell, PlanPath, form_layout, zero_is_none
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import IntSpinBox

AUTO = "auto"
PINNED = "pinned"


class AutoPin(QComboBox):
    """ "Automatic" or "Pinned" for one layout field (see the module docstring)."""

    def __init__(
        self,
        document: PlanDocument,
        field: LayoutField,
        cell: FieldCell,
        name: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._document = document
        self.field = field
        self._cell = cell
        self._name = name
        self.addItem(self.tr("Automatic"), AUTO)
        self.addItem(self.tr("Pinned"), PINNED)
        self.setToolTip(
            self.tr(
                "Automatic: gpuplanner picks this setting for every GPU count (the cheapest "
                "layout that fits). Pinned: the value beside it is used as typed."
            )
        )
        self.activated.connect(self._on_chosen)
        document.plan_changed.connect(self._sync)
        self._sync(document.plan)

    def is_automatic(self, plan: Plan | None = None) -> bool:
        plan = plan if plan is not None else self._document.plan
        return self.field in plan.workload.auto_layout

    def _sync(self, plan: Plan) -> None:
        wanted = AUTO if self.is_automatic(plan) else PINNED
        if self.currentData() != wanted:
            with QSignalBlocker(self):
                self.setCurrentIndex(self.findData(wanted))

    def _on_chosen(self, _index: int) -> None:
        plan = self._document.plan
        auto = self.currentData() == AUTO
        if auto == self.is_automatic(plan):
            return
        fields = [f for f in plan.workload.auto_layout if f != self.field]
        if auto:
            fields.append(self.field)
        try:
            new_plan = replace_at(plan, ("workload", "auto_layout"), tuple(fields))
        except ValidationError as exc:
            self._sync(plan)
            self._cell.show_error(field_errors.describe(exc))
            return
        text = self.tr("Let gpuplanner choose %1") if auto else self.tr("Pin %1")
        self._document.apply(new_plan, fmt.fill(text, self._name))


def pinned_row(
    binder: Binder,
    form: QFormLayout,
    label: str,
    widget: QWidget,
    field: LayoutField,
    when: Callable[[Plan, PlanPath], bool] | None = None,
    name: str = "",
) -> AutoPin:
    """A layout field's row: its Automatic/Pinned choice and the value (greyed while automatic)."""

    def pinned(plan: Plan, base: PlanPath) -> bool:
        return field not in plan.workload.auto_layout and (when is None or when(plan, base))

    name = name or label.rstrip(":：")
    undo = fmt.fill(QCoreApplication.translate("binding", "Change %1"), name)
    cell = binder.bind(widget, (field.value,), undo, when=pinned)
    choice = AutoPin(binder.document, field, cell, name)
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(choice)
    layout.addWidget(cell, 1)
    form.addRow(label, row)
    return choice


def _moe_on(plan: Plan, _base: PlanPath) -> bool:
    model = plan.workload.model
    return model.catalog_id is None and model.active_params_b is not None


def _experts_conversions(document: PlanDocument) -> dict[str, Any]:
    """The routed experts, bound to the whole model: typed with no experts-per-token yet they
    start at top-2 routing (Mixtral's), since the model refuses experts without it; cleared
    (0, "none"), both go (a dense model has neither)."""

    def to_plan(value: int) -> ModelArch:
        model = document.plan.workload.model
        experts = value or None
        per_token = model.experts_per_token if experts else None
        if experts and per_token is None:
            per_token = min(2, experts)
        fields = {**dict(model), "experts": experts, "experts_per_token": per_token}
        return ModelArch.model_validate(fields)

    return {"to_plan": to_plan, "to_display": lambda model: model.experts or 0}


def _groups_conversions(document: PlanDocument) -> dict[str, Any]:
    """The routing groups, bound to the whole model: typed with no groups per token yet they
    start at all of them (no limit until the user lowers it), since the model refuses groups
    without it; cleared (0, "none"), both go."""

    def to_plan(value: int) -> ModelArch:
        model = document.plan.workload.model
        groups = value or None
        per_token = model.routing_groups_per_token if groups else None
        if groups and per_token is None:
            per_token = groups
        fields = {**dict(model), "routing_groups": groups, "routing_groups_per_token": per_token}
        return ModelArch.model_validate(fields)

    return {"to_plan": to_plan, "to_display": lambda model: model.routing_groups or 0}


class MoeSection(QGroupBox):
    """The mixture-of-experts shape of a custom model (greyed for a dense or catalog model)."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Mixture of experts"), parent)
        form = form_layout()
        b = self.binder = Binder(document, lambda plan: ("workload", "model"))
        none = wording.word("kit.none")
        self.fields: dict[str, IntSpinBox] = {}
        self.fields["experts"] = IntSpinBox(
            "", 1, None, 1, self.tr("Routed experts per MoE layer."), none_text=none
        )
        conversions = _experts_conversions(document)
        b.row(
            form,
            self.tr("Routed experts:"),
            self.fields["experts"],
            (),
            when=_moe_on,
            **conversions,
        )
        rows = (
            (
                "experts_per_token",
                self.tr("Experts per token:"),
                self.tr("Routed experts each token uses (top-k)."),
            ),
            ("expert_ffn", self.tr("Expert FFN size:"), self.tr("Inner width of one expert.")),
        )
        for field, label, tip in rows:
            box = IntSpinBox("", 1, None, 1, tip, none_text=none)
            self.fields[field] = box
            b.row(form, label, box, (field,), when=_moe_on, **zero_is_none())
        self.fields["routing_groups"] = IntSpinBox(
            "",
            1,
            None,
            1,
            self.tr(
                "Groups the routed experts are split into for group-limited routing "
                "(DeepSeek-V3: 8, one group per node at EP 64). None: no limit."
            ),
            none_text=none,
        )
        b.row(
            form,
            self.tr("Routing groups:"),
            self.fields["routing_groups"],
            (),
            when=_moe_on,
            **_groups_conversions(document),
        )
        per_token = IntSpinBox(
            "",
            1,
            None,
            1,
            self.tr(
                "Most groups a token's experts may come from (DeepSeek-V3: 4). A dispatcher "
                "that sends a token once per node then crosses the network fewer times."
            ),
            none_text=none,
        )
        self.fields["routing_groups_per_token"] = per_token
        b.row(
            form,
            self.tr("Groups per token:"),
            per_token,
            ("routing_groups_per_token",),
            when=_moe_on,
            **zero_is_none(),
        )
        counts = (
            ("shared_experts", self.tr("Shared experts:"), self.tr("Always-on experts.")),
            (
                "dense_layers",
                self.tr("Leading dense layers:"),
                self.tr("Dense layers before the first MoE layer."),
            ),
        )
        for field, label, tip in counts:
            box = IntSpinBox("", 0, None, 1, tip)
            self.fields[field] = box
            b.row(form, label, box, (field,), when=_moe_on)
        self.setLayout(form)
