"""The self-built cluster's form: what is bought, what it costs to run, and when it arrives.

Three parts in one group: purchase (GPUs, capex incl. server and network share, spares at the
card's share of the capex, straight-line depreciation to a residual), running (power × PUE ×
electricity price, hosting per rack-year or per kW-month, staff, repairs) and delivery
(procurement lead time served by a fallback strategy, the value credited at the end). The GPU
count left automatic shows the count the calculator chose.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QCheckBox, QLabel, QWidget

from gpuplanner.core.fleet.plan import Fallback, HostingBasis
from gpuplanner.core.fleet.result import FleetResult
from gpuplanner.core.fleet.running_defaults import RunningDefaults, running_defaults
from gpuplanner.core.plan import Plan
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.binding import percent_conversions, zero_is_none
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import IntSpinBox, OptionalField, UnitSpinBox, enum_combo
from gpuplanner.gui.fleet.names import strategy_name
from gpuplanner.gui.fleet.strategy_section import StrategySection
from gpuplanner.gui.platforms.card_share import card_share_row
from gpuplanner.gui.platforms.financing_form import FinancingRows


def _heading(text: str) -> QLabel:
    label = QLabel(f"<b>{html.escape(text)}</b>")
    label.setTextFormat(Qt.TextFormat.RichText)  # markup on purpose (gui.plain_text)
    label.setContentsMargins(0, 6, 0, 0)
    return label


def _is_per_rack(plan: Plan, base: tuple) -> bool:
    sb = plan.fleet.self_built if plan.fleet is not None else None
    return sb is not None and sb.hosting_basis == HostingBasis.PER_RACK_YEAR


class SelfBuiltSection(StrategySection):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(strategy_name("self_built"), document, "self_built", True, parent)
        self._purchase()
        self._running()
        self._delivery()
        self.resale = UnitSpinBox(
            "%",
            0,
            100,
            0,
            5,
            self.tr(
                "A market resale value: what a buyer would pay for the cluster at the "
                "horizon's end, as a share of capex. None: nothing is credited."
            ),
        )
        self.resale_field = OptionalField(self.tr("Resale"), self.resale, self, start=30.0)
        self.binder.row(
            self.form,
            self.tr("Value at the end:"),
            self.resale_field,
            ("resale_fraction",),
            **percent_conversions(),
        )
        self.financing = FinancingRows(document, self.form, self, self._prefix)
        self.finish()

    def _purchase(self) -> None:
        b, form = self.binder, self.form
        form.addRow(_heading(self.tr("Purchase")))
        self.gpus = IntSpinBox(
            wording.word("unit.gpus"),
            1,
            None,
            8,
            self.tr("Working GPUs bought (spares come on top). Auto: the peak month, in servers."),
            none_text=self.tr("Auto"),
        )
        b.row(form, self.tr("GPUs:"), self.gpus, ("gpus",), **zero_is_none())
        self.auto_gpus = QLabel(self)
        form.addRow("", self.auto_gpus)
        self.gpus_per_server = IntSpinBox(
            wording.word("unit.gpus"), 1, 16, 1, self.tr("GPUs per server.")
        )
        b.row(form, self.tr("Server:"), self.gpus_per_server, ("gpus_per_server",))
        self.capex = self.money(
            self.tr("/GPU"),
            self.tr("Card plus its share of the server (seed 004: 50–80 k CNY per GPU)."),
            0,
            1000,
        )
        b.row(form, self.tr("Capex:"), self.capex, ("capex_per_gpu",))
        self.adjustment_rows(form, "capex_per_gpu")
        self.network = self.money(
            self.tr("/GPU"), self.tr("Share of switches, optics and cabling."), 0, 100
        )
        b.row(form, self.tr("Network:"), self.network, ("network_per_gpu",))
        self.spares = UnitSpinBox("%", 0, 100, 1, 5, wording.word("pricing.tip.spares_fraction"))
        b.row(form, self.tr("Spares:"), self.spares, ("spares_fraction",), **percent_conversions())
        self.card_share = card_share_row(b, form)
        self.spares_network = QCheckBox(self.tr("Spares also multiply the network share"), self)
        self.spares_network.setToolTip(
            self.tr("Off: spare cards only (a spare card needs no spare switch port).")
        )
        b.row(form, "", self.spares_network, ("spares_on_network",), self.tr("Spares and network"))
        self.depreciation = UnitSpinBox(
            wording.word("unit.years"), 0.5, 20, 1, 1, self.tr("Straight-line depreciation life.")
        )
        b.row(form, self.tr("Depreciation:"), self.depreciation, ("depreciation_years",))
        self.residual = UnitSpinBox(
            "%", 0, 100, 0, 5, self.tr("Value left at the end of the depreciation life.")
        )
        b.row(
            form,
            self.tr("Residual:"),
            self.residual,
            ("residual_fraction",),
            **percent_conversions(),
        )

    def _running(self) -> None:
        b, form = self.binder, self.form
        form.addRow(_heading(self.tr("Running")))
        # The sourced figures a new block starts from, said once (core/fleet/running_defaults).
        self.defaults_note = QLabel(self)
        self.defaults_note.setWordWrap(True)
        self.defaults_note.setObjectName("selfBuiltDefaults")
        form.addRow(self.defaults_note)
        self.power = UnitSpinBox(
            self.tr("W/GPU"), 0, 3000, 0, 50, self.tr("Card plus its server share, under load.")
        )
        b.row(form, self.tr("Power:"), self.power, ("power_w_per_gpu",))
        self.pue = UnitSpinBox(
            "", 1, 5, 2, 0.05, self.tr("Data-centre PUE: 1.2 good, 1.5 typical.")
        )
        b.row(form, self.tr("PUE:"), self.pue, ("pue",))
        self.electricity = self.money(
            self.tr("/kWh"), wording.word("pricing.tip.electricity_per_kwh"), 3, 0.05
        )
        b.row(form, self.tr("Electricity:"), self.electricity, ("electricity_per_kwh",))
        self.hosting_basis = enum_combo(
            [(basis, wording.label(f"hosting_basis.{basis.value}")) for basis in HostingBasis],
            self.tr("How the colocation charges."),
        )
        b.row(form, self.tr("Hosting priced:"), self.hosting_basis, ("hosting_basis",))
        self.hosting_rate = self.money(
            self.tr("/rack-year"), self.tr("Hosting price (seed 004: 30–50 k CNY a rack-year)."), 0
        )
        b.row(form, self.tr("Hosting:"), self.hosting_rate, ("hosting_rate",))
        self.servers_per_rack = IntSpinBox(
            self.tr("per rack"),
            1,
            8,
            1,
            self.tr("Servers per rack: an 8-GPU server draws 6–10 kW, often one a rack."),
        )
        b.row(
            form,
            self.tr("Servers:"),
            self.servers_per_rack,
            ("servers_per_rack",),
            when=_is_per_rack,
        )
        self.staff = UnitSpinBox(self.tr("FTE"), 0, 20, 2, 0.25, self.tr("Operations staff."))
        b.row(form, self.tr("Staff:"), self.staff, ("staff_fte",))
        self.staff_cost = self.money(
            self.tr("/FTE-year"), self.tr("Cost of one operations FTE a year."), 0, 10_000
        )
        b.row(form, self.tr("Staff cost:"), self.staff_cost, ("staff_cost_per_fte_year",))
        self.repairs = UnitSpinBox(
            self.tr("%/year"), 0, 100, 1, 0.5, self.tr("Repair spending a year, share of capex.")
        )
        b.row(
            form,
            self.tr("Repairs:"),
            self.repairs,
            ("repair_fraction_per_year",),
            **percent_conversions(),
        )

    def _delivery(self) -> None:
        b, form = self.binder, self.form
        form.addRow(_heading(self.tr("Delivery and end")))
        self.lead_time = UnitSpinBox(
            wording.word("unit.days"),
            0,
            730,
            0,
            7,
            self.tr("Procurement to first use (2–4 weeks)."),
        )
        b.row(form, self.tr("Lead time:"), self.lead_time, ("lead_time_days",))
        self.fallback = enum_combo(
            [
                (Fallback.ON_DEMAND, strategy_name("on_demand")),
                (Fallback.SPOT, wording.label("mode.spot")),
            ],
            self.tr("Serves demand before delivery and above the cluster's capacity."),
        )
        b.row(form, self.tr("Meanwhile:"), self.fallback, ("fallback",))
        self.credit = QCheckBox(
            self.tr("Credit the book value when no resale value is typed (not cash)"), self
        )
        self.credit.setToolTip(
            self.tr(
                "Off (the default): without a typed resale value the cluster is worth nothing at "
                "the horizon's end. On: its straight-line book value is credited as if it were "
                "resale cash, the convention of plans saved before."
            )
        )
        b.row(form, "", self.credit, ("credit_book_value",), self.tr("Credit book value"))

    def refresh_extras(self, plan: Plan) -> None:
        if hasattr(self, "financing"):  # built after the first refresh of the base class
            self.financing.refresh(plan)
        fleet = plan.fleet
        # Spot as a fallback needs the spot block's price: offer it only when there is one.
        model = self.fallback.model()
        if isinstance(model, QStandardItemModel):
            model.item(1).setEnabled(fleet is not None and fleet.spot is not None)
        self.defaults_note.setText(
            self.defaults_text(running_defaults(plan.currency, plan.exchange_rates))
        )
        sb = fleet.self_built if fleet is not None else None
        if sb is not None:
            per_rack = sb.hosting_basis == HostingBasis.PER_RACK_YEAR
            per = self.tr("/rack-year") if per_rack else self.tr("/kW-month")
            self.hosting_rate.setSuffix(" " + self.money_unit(per))

    def defaults_text(self, d: RunningDefaults) -> str:
        """One sentence: the defaults a new block gets in this currency, and their sources."""
        if not d.sourced:
            return fmt.fill(
                self.tr(
                    "No sourced defaults for %1 (add a USD or CNY exchange rate): type the "
                    "electricity, staff and hosting prices."
                ),
                d.currency,
            )
        figures = fmt.fill(
            self.tr("Defaults: electricity %1/kWh, staff %2 a person-year, hosting %3 a rack-year"),
            fmt.money(d.electricity_per_kwh, d.currency, 2),
            fmt.money(d.staff_cost_per_fte_year, d.currency, 0),
            fmt.money(d.hosting_per_rack_year, d.currency, 0),
        )
        if d.source_currency == "CNY":
            source = self.tr(
                "seed 004 (racks 30–50 k, staff 250–400 k CNY a year) and the fleet example's "
                "0.80 CNY/kWh"
            )
        else:
            source = self.tr(
                "EIA 2023 U.S. industrial average 8.06 ¢/kWh, BLS median wage of systems "
                "administrators (May 2022), CBRE H2 2024 colocation 184.06 USD/kW-month × 5.6 kW"
            )
        if d.source_currency != d.currency:
            source = fmt.fill(
                self.tr("%1, at 1 %2 = %3 %4"),
                source,
                d.source_currency,
                fmt.number(d.rate, 4),
                d.currency,
            )
        return fmt.fill(self.tr("%1 (%2). Type your own."), figures, source)

    def show_result(self, result: FleetResult | None) -> None:
        """Show the GPU count the calculator chose when the count is automatic."""
        fleet = self.document.plan.fleet
        summary = result.self_built if result is not None else None
        if fleet is None or fleet.self_built is None or summary is None:
            self.auto_gpus.clear()
            return
        text = fmt.fill(
            self.tr("%1 GPUs, %2 with spares; capex %3"),
            fmt.integer(summary.gpus),
            fmt.number(summary.gpus * (1 + fleet.self_built.spares_fraction), 1),
            fmt.money(summary.capex, self.document.plan.currency, 0),
        )
        self.auto_gpus.setText(text)
