"""Pricing of a platform: the mode, and only that mode's fields (one stacked page per kind).

Switching mode replaces the pricing with a plausible default of the new kind, seeded from
the current price (``platform_edits.default_pricing``), as one undo step.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import PricingMode
from gpuplanner.core.platform_edits import (
    date_typed_price,
    mark_typed_pricing,
    switch_pricing_mode,
)
from gpuplanner.core.pricing_fields import PriceField, missing_list_price, price_fields
from gpuplanner.core.pricing_modes import pricing_classes
from gpuplanner.gui import currency_dialog, i18n, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.binding import Binder, FieldCell, PlanPath, form_layout
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import UnitSpinBox, compact_combo
from gpuplanner.gui.platforms.pricing_pages import build_page, unit_suffix
from gpuplanner.gui.platforms.sections import PlatformSection, Prefix
from gpuplanner.io import messages


def _pricing_prefix(prefix: Prefix, kind: type) -> Callable[[Plan], PlanPath | None]:
    """The pricing path while the platform's pricing is of ``kind``; None otherwise."""

    def path(plan: Plan) -> PlanPath | None:
        base = prefix(plan)
        if base is None or not isinstance(plan.platforms[base[1]].pricing, kind):  # type: ignore[index]
            return None
        return (*base, "pricing")

    return path


class CurrentPageStack(QWidget):
    """Pages of which one is shown, the stack as tall as that one.

    A QStackedWidget takes its largest page's size, and its layout the tallest page's height
    for a width (asked of every page, shown or not): once a field's error wrapped under it, the
    Pricing box grew to the tallest page's height, 185 → 522 px, while a refused price was typed.
    Here the pages sit in one box layout, all hidden but the current one: a layout skips
    hidden widgets, in its size hints and its height for a width alike."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._pages: list[QWidget] = []
        self._current = -1

    def addWidget(self, page: QWidget) -> None:
        self._pages.append(page)
        self._box.addWidget(page)
        if self._current < 0:
            self.setCurrentIndex(0)
        else:
            page.hide()

    def setCurrentIndex(self, index: int) -> None:
        self._current = index
        for i, page in enumerate(self._pages):
            page.setVisible(i == index)

    def currentIndex(self) -> int:
        return self._current

    def currentWidget(self) -> QWidget | None:
        return self._pages[self._current] if 0 <= self._current < len(self._pages) else None


class PricingSection(PlatformSection):
    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(wording.label("xl.col.pricing"), document, prefix, parent)
        self._currency = document.plan.currency
        self._money_boxes: list[tuple[UnitSpinBox, PriceField]] = []
        self.mode = QComboBox(self)
        compact_combo(self.mode)
        lang = i18n.current_language()
        for mode in PricingMode:  # each mode's name in the catalog (mode.*)
            self.mode.addItem(messages.label(f"mode.{mode.value}", lang), mode.value)
        self.mode.setToolTip(self.tr("How the GPUs are paid for; only its fields are shown."))
        self.mode.activated.connect(self._on_mode)
        self.form.addRow(self.tr("Mode:"), self.mode)
        self.pages = CurrentPageStack(self)
        self.binders: dict[type, Binder] = {}
        # The widgets of each pricing class's page by field name, built from the fields'
        # descriptions (core/pricing_fields.py, gui/platforms/pricing_pages.py).
        self.fields: dict[type, dict[str, QWidget]] = {}
        for kind in pricing_classes():
            page = QWidget(self.pages)
            form = form_layout()
            form.setContentsMargins(0, 0, 0, 0)
            page.setLayout(form)
            binder = Binder(document, _pricing_prefix(prefix, kind), adjust=self._typed_price)
            self.binders[kind] = binder
            widgets = build_page(kind, binder, form, self._currency, page)
            self.fields[kind] = widgets
            described = price_fields(kind)
            for name, widget in widgets.items():
                if not hasattr(self, name):  # the first page's box, for tests and focus
                    setattr(self, name, widget)
                if described[name].money and isinstance(widget, UnitSpinBox):
                    self._money_boxes.append((widget, described[name]))
            self.pages.addWidget(page)
        self.form.addRow(self.pages)
        # The VAT basis of every price above (core/vat_basis.py): one per platform's quote.
        # The field's name is a domain word: the quote column's (含税 in docs/glossary.md).
        self.prices_include_vat = QCheckBox(wording.label("quote.col.prices_include_vat"), self)
        self.prices_include_vat.setToolTip(
            self.tr(
                "On: the prices above and a negotiated price are quoted including VAT (含税) "
                "and are taken net once at the plan's rate for their class: ¥106 at 6 % is "
                "¥100 net. Off: they exclude VAT (不含税). Fee items are read excluding VAT."
            )
        )
        self.form.addRow(
            "",
            self.binder.bind(
                self.prices_include_vat,
                ("prices_include_vat",),
                self.tr("Toggle VAT-inclusive prices"),
            ),
        )

    def _typed_price(self, before: Plan, after: Plan) -> Plan:
        """A field the user typed is recorded as typed (the bill's source); a typed price is
        dated today, and a preset's conversion note goes."""
        base = self.prefix(before)
        if base is None:
            return after
        index = base[1]
        after = mark_typed_pricing(before, after, index)  # type: ignore[arg-type]
        dated = date_typed_price(before, after, index, dt.date.today())  # type: ignore[arg-type]
        if dated is after:
            return after
        platform = dated.platforms[index]  # type: ignore[index]
        notes = currency_dialog.without_conversion_note(platform.notes)
        if notes == platform.notes:
            return dated
        return replace_at(dated, ("platforms", index, "notes"), notes)

    def refresh(self) -> None:
        super().refresh()
        for binder in self.binders.values():
            binder.refresh()

    def _on_plan(self, plan: Plan) -> None:
        p = self.platform(plan)
        if p is None:
            return
        with QSignalBlocker(self.mode):
            self.mode.setCurrentIndex(self.mode.findData(p.mode.value))
        current = list(self.binders).index(type(p.pricing))
        self.pages.setCurrentIndex(current)
        self._price_notes(p.pricing)
        if plan.currency != self._currency:
            self._currency = plan.currency
            for box, f in self._money_boxes:
                box.setSuffix(" " + unit_suffix(f, plan.currency))

    def price_cell(self, kind: type, name: str) -> FieldCell | None:
        """The cell (field, error and note) of ``kind``'s field ``name`` on its page."""
        widget = self.fields[kind].get(name)
        bindings = self.binders[kind].bindings
        return next((b.cell for b in bindings if b.widget is widget), None)

    def _price_notes(self, pricing: object) -> None:
        """Below the list price of the mode shown: "no price yet" while it is 0 (core/
        pricing_fields.missing_list_price; the Results warning ``price_missing`` says the
        same); other pages' notes are cleared."""
        missing = missing_list_price(pricing)
        note = messages.text("field.price_missing", i18n.current_language()) if missing else ""
        for kind in self.binders:
            for name in self.fields[kind]:
                cell = self.price_cell(kind, name)
                if cell is not None:
                    cell.show_note(note if kind is type(pricing) and name in missing else "")

    def _on_mode(self, _index: int) -> None:
        base = self.prefix(self.document.plan)
        if base is None:
            return
        mode = PricingMode(self.mode.currentData())
        plan = switch_pricing_mode(self.document.plan, base[1], mode)  # type: ignore[arg-type]
        self.document.apply(
            plan, fmt.fill(self.tr("Switch pricing to %1"), self.mode.currentText())
        )
