"""Pricing of a platform: the mode, and only that mode's fields (one stacked page per kind).

Switching mode replaces the pricing with a plausible default of the new kind, seeded from
the current price (``platform_edits.default_pricing``), as one undo step.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker, QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QStackedWidget,
    QWidget,
)

from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import (
    HourlyPricing,
    LeasePricing,
    PricingMode,
    ReservedPricing,
    SelfBuiltPricing,
)
from gpuplanner.core.platform_edits import (
    date_typed_price,
    mark_typed_pricing,
    switch_pricing_mode,
)
from gpuplanner.gui import currency_dialog
from gpuplanner.gui import format as fmt
from gpuplanner.gui.binding import Binder, PlanPath, form_layout, percent_conversions, scaled
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import IntSpinBox, UnitSpinBox, compact_combo
from gpuplanner.gui.platforms.card_share import card_share_row
from gpuplanner.gui.platforms.sections import PlatformSection, Prefix


def _pricing_prefix(prefix: Prefix, kind: type) -> Callable[[Plan], PlanPath | None]:
    """The pricing path while the platform's pricing is of ``kind``; None otherwise."""

    def path(plan: Plan) -> PlanPath | None:
        base = prefix(plan)
        if base is None or not isinstance(plan.platforms[base[1]].pricing, kind):  # type: ignore[index]
            return None
        return (*base, "pricing")

    return path


class CurrentPageStack(QStackedWidget):
    """A stack as tall as its current page (QStackedWidget takes its largest page's size)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentChanged.connect(lambda _i: self.updateGeometry())

    def sizeHint(self) -> QSize:
        page = self.currentWidget()
        return page.sizeHint() if page is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()


class PricingSection(PlatformSection):
    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(self.tr("Pricing"), document, prefix, parent)
        self._currency = document.plan.currency
        self._money_boxes: list[tuple[UnitSpinBox, str]] = []
        self.mode = QComboBox(self)
        compact_combo(self.mode)
        modes = (
            (PricingMode.ON_DEMAND, self.tr("On-demand (per GPU-hour)")),
            (PricingMode.SPOT, self.tr("Spot / preemptible (per GPU-hour)")),
            (PricingMode.RESERVED, self.tr("Reserved / monthly plan")),
            (PricingMode.LEASE, self.tr("Lease of whole machines")),
            (PricingMode.SELF_BUILT, self.tr("Self-built (own hardware)")),
        )
        for mode, label in modes:
            self.mode.addItem(label, mode.value)
        self.mode.setToolTip(self.tr("How the GPUs are paid for; only its fields are shown."))
        self.mode.activated.connect(self._on_mode)
        self.form.addRow(self.tr("Mode:"), self.mode)
        self.pages = CurrentPageStack(self)
        self.binders: dict[type, Binder] = {}
        # The form page of each pricing class, one line a class (test_pricing_modes_gui).
        builders = {
            HourlyPricing: self._hourly,
            ReservedPricing: self._reserved,
            LeasePricing: self._lease,
            SelfBuiltPricing: self._self_built,
        }
        for kind, build in builders.items():
            page = QWidget(self.pages)
            form = form_layout()
            form.setContentsMargins(0, 0, 0, 0)
            page.setLayout(form)
            binder = Binder(document, _pricing_prefix(prefix, kind), adjust=self._typed_price)
            self.binders[kind] = binder
            build(binder, form)
            self.pages.addWidget(page)
        self.form.addRow(self.pages)
        # The VAT basis of every price above (core/vat_basis.py): one per platform's quote.
        self.prices_include_vat = QCheckBox(self.tr("Prices include VAT (含税)"), self)
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

    def _money_unit(self, per: str) -> str:
        return fmt.fill(self.tr("%1 %2"), self._currency, per)

    def _money(self, per: str, tip: str, decimals: int = 2) -> UnitSpinBox:
        box = UnitSpinBox(self._money_unit(per), 0, None, decimals, 1 if decimals else 100, tip)
        self._money_boxes.append((box, per))
        return box

    def _hourly(self, b: Binder, form: QFormLayout) -> None:
        self.price_per_gpu_hour = self._money(
            self.tr("/GPU-h"), self.tr("List price per GPU-hour.")
        )
        b.row(form, self.tr("Price:"), self.price_per_gpu_hour, ("price_per_gpu_hour",))
        self.increment = UnitSpinBox(
            self.tr("min"),
            0.01,
            1440,
            2,
            1,
            self.tr("Billing granularity: 1 min per-minute billing, 60 min hourly."),
        )
        b.row(
            form,
            self.tr("Billed in steps of:"),
            self.increment,
            ("billing_increment_hours",),
            **scaled(60, "min"),
        )
        self.minimum_hours = UnitSpinBox(
            self.tr("h"), 0, None, 2, 1, self.tr("Shortest billed duration.")
        )
        b.row(form, self.tr("Minimum:"), self.minimum_hours, ("minimum_hours",))

    def _reserved(self, b: Binder, form: QFormLayout) -> None:
        self.price_per_gpu_month = self._money(
            self.tr("/GPU-month"), self.tr("Monthly plan price per GPU (each started month)."), 0
        )
        b.row(form, self.tr("Price:"), self.price_per_gpu_month, ("price_per_gpu_month",))
        self.reserved_minimum = IntSpinBox(self.tr("months"), 1, 120, 1, self.tr("Minimum term."))
        b.row(form, self.tr("Minimum term:"), self.reserved_minimum, ("minimum_months",))

    def _lease(self, b: Binder, form: QFormLayout) -> None:
        self.price_per_machine_month = self._money(
            self.tr("/machine-month"), self.tr("Lease price per whole machine per month."), 0
        )
        b.row(form, self.tr("Price:"), self.price_per_machine_month, ("price_per_machine_month",))
        self.lease_minimum = IntSpinBox(self.tr("months"), 1, 120, 1, self.tr("Minimum term."))
        b.row(form, self.tr("Minimum term:"), self.lease_minimum, ("minimum_months",))
        self.deposit = self._money(self.tr("/machine"), self.tr("Deposit per machine."), 0)
        b.row(form, self.tr("Deposit:"), self.deposit, ("deposit_per_machine",))
        self.refundable = QCheckBox(self.tr("Deposit is refunded"), self)
        form.addRow(
            "",
            b.bind(self.refundable, ("deposit_refundable",), self.tr("Toggle refundable deposit")),
        )
        self.addons = self._money(
            self.tr("/machine-month"), self.tr("Add-on packages (storage, network, support)."), 0
        )
        b.row(form, self.tr("Add-ons:"), self.addons, ("addons_per_machine_month",))
        self.lease_residual = self._money(
            self.tr("/machine"),
            self.tr("Residual or balloon owed per machine at the lease's end, in any case."),
            0,
        )
        b.row(form, self.tr("Residual / balloon:"), self.lease_residual, ("residual_per_machine",))
        self.buyout = self._money(
            self.tr("/machine"),
            self.tr("Purchase option: the price per machine to keep it at the lease's end."),
            0,
        )
        b.row(form, self.tr("Buy-out price:"), self.buyout, ("buyout_per_machine",))
        self.exercise_buyout = QCheckBox(self.tr("Exercise the buy-out (keep the machines)"), self)
        self.exercise_buyout.setToolTip(
            self.tr("On: the buy-out is paid at the end; its worth after the job is not credited.")
        )
        form.addRow(
            "",
            b.bind(self.exercise_buyout, ("exercise_buyout",), self.tr("Toggle buy-out")),
        )

    def _self_built(self, b: Binder, form: QFormLayout) -> None:
        self.capex = self._money(
            self.tr("/GPU"), self.tr("Card + server share + network share, per GPU."), 0
        )
        b.row(form, self.tr("Capex:"), self.capex, ("capex_per_gpu",))
        pct = percent_conversions()
        self.spares = UnitSpinBox("%", 0, 100, 1, 1, self.tr("Spare cards bought on top."))
        b.row(form, self.tr("Spares:"), self.spares, ("spares_fraction",), **pct)
        self.card_share = card_share_row(b, form)
        self.depreciation = UnitSpinBox(
            self.tr("years"), 0.5, 15, 1, 0.5, self.tr("Straight-line depreciation period.")
        )
        b.row(form, self.tr("Depreciation:"), self.depreciation, ("depreciation_years",))
        self.residual = UnitSpinBox("%", 0, 100, 0, 5, self.tr("Resale value left at the end."))
        b.row(form, self.tr("Residual value:"), self.residual, ("residual_fraction",), **pct)
        self.utilization = UnitSpinBox(
            "%",
            1,
            100,
            0,
            5,
            self.tr(
                "Busy share of the depreciation life: the job carries its hours over the hours "
                "the cluster is busy (100 %: busy every hour for all its years)."
            ),
        )
        b.row(form, self.tr("Utilization:"), self.utilization, ("utilization",), **pct)
        self.power = UnitSpinBox(
            self.tr("W/GPU"), 0, 5000, 0, 50, self.tr("Card plus its share of the server.")
        )
        b.row(form, self.tr("Power:"), self.power, ("power_w_per_gpu",))
        self.pue = UnitSpinBox("", 1, 5, 2, 0.05, self.tr("Data-centre overhead factor."))
        b.row(form, self.tr("PUE:"), self.pue, ("pue",))
        self.electricity = self._money(self.tr("/kWh"), self.tr("Electricity price."), 2)
        b.row(form, self.tr("Electricity:"), self.electricity, ("electricity_per_kwh",))
        self.hosting = self._money(self.tr("/GPU-month"), self.tr("Rack space and hosting."), 0)
        b.row(form, self.tr("Hosting:"), self.hosting, ("hosting_per_gpu_month",))
        self.staff = self._money(self.tr("/month"), self.tr("Operations staff share."), 0)
        b.row(form, self.tr("Staff:"), self.staff, ("staff_per_month",))
        self.repair = UnitSpinBox("%", 0, 100, 1, 1, self.tr("Repairs per year, of capex."))
        b.row(form, self.tr("Repairs per year:"), self.repair, ("repair_fraction_per_year",), **pct)
        self.lead_time = UnitSpinBox(
            self.tr("days"), 0, 365, 0, 1, self.tr("Procurement lead time: delays delivery.")
        )
        b.row(form, self.tr("Lead time:"), self.lead_time, ("lead_time_days",))
        self.whole_purchase = QCheckBox(self.tr("Charge the whole purchase to this job"), self)
        self.whole_purchase.setToolTip(
            self.tr(
                "On: cash for this job, as if nothing else ever runs on the cluster. Off: this "
                "job's share of the depreciation at the utilization above."
            )
        )
        form.addRow(
            "",
            b.bind(
                self.whole_purchase,
                ("charge_whole_purchase",),
                self.tr("Toggle whole-purchase charge"),
            ),
        )

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
        if plan.currency != self._currency:
            self._currency = plan.currency
            for box, per in self._money_boxes:
                box.setSuffix(" " + self._money_unit(per))

    def _on_mode(self, _index: int) -> None:
        base = self.prefix(self.document.plan)
        if base is None:
            return
        mode = PricingMode(self.mode.currentData())
        plan = switch_pricing_mode(self.document.plan, base[1], mode)  # type: ignore[arg-type]
        self.document.apply(
            plan, fmt.fill(self.tr("Switch pricing to %1"), self.mode.currentText())
        )
