"""One strategy's group box in the Fleet tab: a switch to compare it, and its bound fields.

A checkable group adds the strategy with plausible default prices or removes it, as one undo
step (``edits.set_block``); unchecked, its fields fold away. An edit the plan refuses (turning
off a block another strategy needs) is explained in the group and the box stays checked.
Money fields carry the plan's currency in their unit and follow it when it changes.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.fleet.plan import SizeTo
from gpuplanner.core.plan import Plan
from gpuplanner.gui import format as fmt
from gpuplanner.gui.binding import Binder, PlanPath, form_layout
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import OptionalField, UnitSpinBox, enum_combo
from gpuplanner.gui.fleet import edits
from gpuplanner.gui.fleet.names import strategy_name

_ERROR_STYLE = "color: #c62828;"


def _adjustment(plan: Plan, base: PlanPath) -> PriceAdjustment:
    """The adjustment of the block at ``base`` (("fleet", block))."""
    block = base[1]
    assert isinstance(block, str)
    return getattr(plan.fleet, block).adjustment


def _date_to_plan(text: str) -> dt.date | str | None:
    """ISO text → a date (pydantic reads it and words a bad one); blank → None."""
    return text.strip() or None


def _date_to_display(value: dt.date | None) -> str:
    return value.isoformat() if value else ""


class StrategySection(QGroupBox):
    """``block`` is the FleetPlan field ("reserved", …); "" for a block that is always there."""

    def __init__(
        self,
        title: str,
        document: PlanDocument,
        block: str,
        optional: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(title, parent)
        self.document = document
        self.block = block
        self._currency = document.plan.currency
        self._money_boxes: list[tuple[UnitSpinBox, str]] = []
        self.binder = Binder(document, self._prefix)
        self.message = QLabel(self)
        self.message.setStyleSheet(_ERROR_STYLE)
        self.message.setWordWrap(True)
        self.message.hide()
        self.off_note = QLabel(
            self.tr("Not compared. Tick to add it, priced from the on-demand price."), self
        )
        self.off_note.setWordWrap(True)
        self.off_note.setEnabled(False)
        self.off_note.hide()
        self.body = QWidget(self)
        self.form = form_layout()
        self.form.setContentsMargins(0, 0, 0, 0)
        self.body.setLayout(self.form)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.off_note)
        layout.addWidget(self.body)
        self.setCheckable(optional)
        if optional:
            self.toggled.connect(self._on_toggled)
        document.plan_changed.connect(self._on_plan)

    def _prefix(self, plan: Plan) -> PlanPath | None:
        fleet = plan.fleet
        if fleet is None or getattr(fleet, self.block) is None:
            return None
        return ("fleet", self.block)

    def finish(self) -> None:
        """Call at the end of a subclass's constructor, once its fields exist."""
        self._on_plan(self.document.plan)

    # --- fields ---------------------------------------------------------------------------
    def money_unit(self, per: str) -> str:
        return fmt.fill(self.tr("%1 %2"), self._currency, per).strip()

    def money(self, per: str, tip: str, decimals: int = 2, step: float = 1.0) -> UnitSpinBox:
        box = UnitSpinBox(self.money_unit(per), 0, None, decimals, step, tip)
        self._money_boxes.append((box, per))
        return box

    def size_to_rows(self, form: QFormLayout, what: str) -> None:
        """ "Size to: peak / percentile" and the percentile, for reservations and leases."""
        self.size_to = enum_combo(
            [
                (SizeTo.PEAK, self.tr("Peak month of each term")),
                (SizeTo.PERCENTILE, self.tr("A percentile of each term's months")),
            ],
            fmt.fill(
                self.tr(
                    "How many %1 each contract holds: enough for the busiest month, or for a "
                    "percentile of its months with the rest bought on demand."
                ),
                what,
            ),
        )
        self.binder.row(form, self.tr("Size to:"), self.size_to, ("size_to",))
        self.percentile = UnitSpinBox(
            "",
            1,
            100,
            0,
            5,
            self.tr("P50 = the median month; demand above it is bought on demand."),
        )
        self.percentile.setPrefix("P")
        self.binder.row(
            form,
            self.tr("Percentile:"),
            self.percentile,
            ("percentile",),
            when=lambda plan, base: (
                plan.fleet is not None and getattr(plan.fleet, base[1]).size_to == SizeTo.PERCENTILE
            ),
        )

    def adjustment_rows(self, form: QFormLayout, price_field: str) -> None:
        """The block's discount off its list price, or the price negotiated (in the list
        price's unit), and its internal markup (core/fleet/adjust.py): the net price is
        what every strategy using this block pays."""
        adjustment = ("adjustment",)
        self.discount = UnitSpinBox(
            "%",
            0,
            99.99,
            2,
            1,
            self.tr(
                "Discount off the list price above (0 = none); every strategy that buys at "
                "this price, overflow and fallbacks included, pays the net price."
            ),
        )
        self.binder.row(
            form, self.tr("Discount:"), self.discount, (*adjustment, "discount_percent")
        )
        self.negotiated_price = UnitSpinBox(
            "", 0, None, 4, 1, self.tr("The price actually agreed, in the list price's unit.")
        )
        self.negotiated = OptionalField(self.tr("Negotiated:"), self.negotiated_price, self)
        self.negotiated.start = lambda: self._list_price(price_field)
        self.binder.row(
            form, self.tr("Price agreed:"), self.negotiated, (*adjustment, "negotiated_price")
        )
        negotiated = lambda plan, base: _adjustment(plan, base).negotiated_price is not None  # noqa: E731
        self.as_of = QLineEdit(self)
        self.as_of.setPlaceholderText(self.tr("YYYY-MM-DD"))
        self.as_of.setToolTip(self.tr("Date of the negotiated price (quote or contract)."))
        self.source = QLineEdit(self)
        self.source.setPlaceholderText(self.tr("source"))
        self.source.setToolTip(self.tr("Where the negotiated price comes from (quote, contract)."))
        agreed = QWidget(self)
        row = QHBoxLayout(agreed)
        row.setContentsMargins(0, 0, 0, 0)
        for widget, name, text in (
            (self.as_of, "negotiated_as_of", self.tr("Change the negotiation date")),
            (self.source, "negotiated_source", self.tr("Change the negotiation source")),
        ):
            dates = {"to_plan": _date_to_plan, "to_display": _date_to_display}
            extra = dates if name == "negotiated_as_of" else {}
            cell = self.binder.bind(widget, (*adjustment, name), text, when=negotiated, **extra)
            row.addWidget(cell, 1 if name == "negotiated_as_of" else 2)
        form.addRow(self.tr("Agreed on:"), agreed)
        self.markup = UnitSpinBox(
            "%",
            0,
            1000,
            2,
            1,
            self.tr("Internal chargeback markup on what is spent at this price (untaxed)."),
        )
        self.binder.row(form, self.tr("Markup:"), self.markup, (*adjustment, "markup_percent"))

    def _list_price(self, price_field: str) -> float:
        fleet = self.document.plan.fleet
        block = getattr(fleet, self.block, None) if fleet is not None else None
        return float(getattr(block, price_field)) if block is not None else 0.0

    # --- following the plan ---------------------------------------------------------------
    def _on_plan(self, plan: Plan) -> None:
        self.message.hide()  # it explained a refusal about the plan before this change
        if plan.currency != self._currency:
            self._currency = plan.currency
            for box, per in self._money_boxes:
                box.setSuffix(" " + self.money_unit(per))
        present = self._prefix(plan) is not None
        if self.isCheckable():
            with QSignalBlocker(self):
                self.setChecked(present)
            self.body.setVisible(present)
            self.off_note.setVisible(not present)
        self.setEnabled(plan.fleet is not None)
        # A checked group re-enables all its children: let the bindings grey out again
        # the fields that do not apply.
        self.binder.refresh()
        self.refresh_extras(plan)

    def refresh_extras(self, plan: Plan) -> None:
        """Update what is not a bound field (hints, units); sections override."""

    def _on_toggled(self, on: bool) -> None:
        plan = self.document.plan
        if plan.fleet is None:
            return
        name = strategy_name(self.block)
        try:
            new_plan = edits.set_block(plan, self.block, on)
        except edits.EditRefused as exc:
            with QSignalBlocker(self):
                self.setChecked(True)
            self.binder.refresh()
            self.message.setText(str(exc))
            self.message.show()
            return
        self.message.hide()
        text = self.tr("Compare %1") if on else self.tr("Stop comparing %1")
        self.document.apply(new_plan, fmt.fill(text, name))
