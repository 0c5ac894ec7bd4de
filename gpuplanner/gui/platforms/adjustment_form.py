"""A platform's price adjustment: a discount off the list unit price or a negotiated price
(with its date and source), and an internal markup (``platform.adjustment``).

The discount or negotiated price replaces the list unit price of the pricing mode (see
``core.adjustments``); the amounts are the bill's, shown in the Results tab. Every change is
one undoable ``document.apply`` through the bound fields.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import QCheckBox, QLineEdit, QWidget

from gpuplanner.core.plan import Plan
from gpuplanner.core.pricing_fields import list_price_field, list_price_unit
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.gui import format as fmt
from gpuplanner.gui import i18n
from gpuplanner.gui.binding import PlanPath
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import OptionalField, UnitSpinBox, wrapping_label
from gpuplanner.gui.platforms.sections import PlatformSection, Prefix
from gpuplanner.io.words.pricing import field_label, unit_text

ADJUSTMENT = ("adjustment",)


def _date_to_plan(text: str) -> dt.date | str | None:
    """ISO text → a date (pydantic reads it and words a bad one); blank → None."""
    return text.strip() or None


def _date_to_display(value: dt.date | None) -> str:
    return value.isoformat() if value else ""


def _hourly(plan: Plan, base: PlanPath) -> bool:
    return rules_for(plan.platforms[base[1]].pricing).node_hour_quotes  # type: ignore[index]


def _per_node(plan: Plan, base: PlanPath) -> bool:
    p = plan.platforms[base[1]].pricing  # type: ignore[index]
    return rules_for(p).quoted_per_node(p)


class AdjustmentSection(PlatformSection):
    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(self.tr("Billing terms"), document, prefix, parent)
        b = self.binder
        self.setToolTip(
            self.tr(
                "A discount or a negotiated price replaces the list unit price (per GPU-hour, "
                "GPU-month, machine-month, or the capex per GPU) before billing rules; add-ons, "
                "running costs and fee items stay as typed. The markup is added last."
            )
        )
        self.discount = UnitSpinBox(
            "%", 0, 99.99, 2, 1, self.tr("Discount off the list unit price (0 = none).")
        )
        b.row(self.form, self.tr("Discount:"), self.discount, (*ADJUSTMENT, "discount_percent"))
        self.negotiated_price = UnitSpinBox(
            "", 0, None, 4, 1, self.tr("The unit price actually agreed, in the list price's unit.")
        )
        self.negotiated = OptionalField(self.tr("Negotiated:"), self.negotiated_price, self)
        self.negotiated.start = self._list_price
        b.row(
            self.form,
            self.tr("Price agreed:"),
            self.negotiated,
            (*ADJUSTMENT, "negotiated_price"),
        )
        self.as_of = QLineEdit(self)
        self.as_of.setPlaceholderText(self.tr("YYYY-MM-DD"))
        self.as_of.setToolTip(self.tr("Date of the negotiated price (quote or contract)."))
        b.row(
            self.form,
            self.tr("Agreed on:"),
            self.as_of,
            (*ADJUSTMENT, "negotiated_as_of"),
            to_plan=_date_to_plan,
            to_display=_date_to_display,
        )
        self.source = QLineEdit(self)
        self.source.setToolTip(self.tr("Where the negotiated price comes from (quote, contract)."))
        b.row(self.form, self.tr("Source:"), self.source, (*ADJUSTMENT, "negotiated_source"))
        self.markup = UnitSpinBox(
            "%",
            0,
            1000,
            2,
            1,
            self.tr("Internal chargeback markup on GPU time after discount plus fees."),
        )
        b.row(self.form, self.tr("Markup:"), self.markup, (*ADJUSTMENT, "markup_percent"))
        self.unit = wrapping_label(self)
        self.form.addRow("", self.unit)
        # Billing units: a node-hour quote (stored per GPU-hour) and whole-node billing.
        self.per_node = QCheckBox(self.tr("Price quoted per node-hour"), self)
        self.form.addRow(
            "",
            b.bind(
                self.per_node,
                ("pricing", "quoted_per_node"),
                self.tr("Toggle node-hour quote"),
                when=_hourly,
            ),
        )
        self.node_price = UnitSpinBox(
            "", 0, None, 2, 1, self.tr("The quoted price of one node for one hour.")
        )
        b.row(
            self.form,
            self.tr("Node-hour price:"),
            self.node_price,
            ("pricing", "price_per_gpu_hour"),
            when=_per_node,
            to_plan=lambda v: None if v is None else v / self._gpus_per_node(),
            to_display=lambda v: None if v is None else v * self._gpus_per_node(),
        )
        self.whole_nodes = QCheckBox(self.tr("Bill partial nodes as whole nodes"), self)
        self.whole_nodes.setToolTip(
            self.tr(
                "12 GPUs on 8-GPU nodes are billed as 16 (on-demand, spot, reserved); a "
                "self-built cluster buys 2 whole servers: capex, hosting and repairs for 16, "
                "the 4 unused GPUs powered at the idle share. A lease always rents whole machines. "
                "On a rented node the idle GPUs count in the kWh and CO₂ at the idle share, "
                "not in the bill (the provider pays the power)."
            )
        )
        self.form.addRow(
            "",
            b.bind(self.whole_nodes, ("bill_whole_nodes",), self.tr("Toggle whole-node billing")),
        )

    def _gpus_per_node(self) -> int:
        p = self.platform()
        return p.gpus_per_node if p is not None else 8

    def _list_price(self) -> float:
        p = self.platform()
        return float(getattr(p.pricing, list_price_field(p.pricing))) if p else 0.0

    def _on_plan(self, plan: Plan) -> None:
        p = self.platform(plan)
        if p is None:
            self.unit.clear()
            return
        # the list price's unit and label (core/pricing_fields.py)
        lang = i18n.current_language()
        listed = list_price_field(p.pricing)
        unit = unit_text(list_price_unit(p.pricing), lang, plan.currency)
        self.negotiated_price.setSuffix(" " + unit)
        self.node_price.setSuffix(" " + fmt.fill(self.tr("%1 per node-hour"), plan.currency))
        applies = fmt.fill(self.tr("%1 (%2)"), field_label(listed, lang), unit)
        self.unit.setText(fmt.fill(self.tr("Applies to the list price: %1."), applies))
