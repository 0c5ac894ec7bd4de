"""The rented strategies' forms: on-demand, reserved, spot, leased machines and the hybrid.

Each is a ``StrategySection`` bound to its block of the fleet plan; the self-built cluster
has its own module (``self_built_form``), being the longest.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QWidget

from gpuplanner.core.plan import Plan
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.binding import percent_conversions
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import IntSpinBox, UnitSpinBox
from gpuplanner.gui.fleet.names import strategy_name
from gpuplanner.gui.fleet.strategy_section import StrategySection

TERMS = (1, 12, 36)  # month to month, 1-year and 3-year reservations


class OnDemandSection(StrategySection):
    """The baseline every other strategy is compared with; always present."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(strategy_name("on_demand"), document, "on_demand", False, parent)
        self.price = self.money(
            wording.word("unit.per_gpu_hour"),
            self.tr("List price per GPU-hour; also what overflow and fallbacks pay."),
        )
        self.binder.row(self.form, self.tr("Price:"), self.price, ("price_per_gpu_hour",))
        self.adjustment_rows(self.form, "price_per_gpu_hour")
        self.finish()


class TermCombo(QComboBox):
    """1, 12 or 36 months, plus whatever other term the plan holds (up to 60 months)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for months in TERMS:
            self.addItem(self._label(months), months)

    def _label(self, months: int) -> str:
        if months == 1:
            return self.tr("Month to month")
        if months % 12 == 0:
            years = months // 12
            return self.tr("1 year") if years == 1 else fmt.fill(self.tr("%1 years"), str(years))
        return fmt.fill(self.tr("%1 months"), str(months))

    def ensure(self, months: int) -> None:
        if self.findData(months) < 0:
            with QSignalBlocker(self):
                self.addItem(self._label(months), months)


class ReservedSection(StrategySection):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(strategy_name("reserved"), document, "reserved", True, parent)
        b = self.binder
        self.price = self.money(
            self.tr("/GPU-month"),
            self.tr("Price of one GPU reserved for a month (包月); about 50–70 % of list."),
            0,
            100,
        )
        b.row(self.form, self.tr("Price:"), self.price, ("price_per_gpu_month",))
        self.adjustment_rows(self.form, "price_per_gpu_month")
        self.term = TermCombo(self)
        self.term.setToolTip(
            self.tr("Contract length; each term is sized anew, so a growing team re-sizes.")
        )
        # Before the binding: a term the list lacks must be listed before it is shown.
        document.plan_changed.connect(self._ensure_term)
        self._ensure_term(document.plan)
        b.row(self.form, self.tr("Term:"), self.term, ("term_months",))
        self.size_to_rows(self.form, wording.word("unit.gpus"))
        self.finish()

    def _ensure_term(self, plan: Plan) -> None:
        if plan.fleet is not None and plan.fleet.reserved is not None:
            self.term.ensure(plan.fleet.reserved.term_months)


class SpotSection(StrategySection):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(wording.label("mode.spot"), document, "spot", True, parent)
        b = self.binder
        self.price = self.money(
            wording.word("unit.per_gpu_hour"),
            self.tr("Spot / preemptible price; about 20–30 % of on-demand."),
        )
        b.row(self.form, self.tr("Price:"), self.price, ("price_per_gpu_hour",))
        self.adjustment_rows(self.form, "price_per_gpu_hour")
        self.overhead = UnitSpinBox(
            "%",
            0,
            1000,
            1,
            5,
            self.tr(
                "GPU-hours lost to reclaims (reruns since the last checkpoint, restarts, "
                "checkpoint writes) as a share of the useful GPU-hours."
            ),
        )
        b.row(
            self.form,
            self.tr("Interruption overhead:"),
            self.overhead,
            ("interruption_overhead",),
            **percent_conversions(),
        )
        self.compare_all = QCheckBox(self.tr("Compare running all the work on spot"), self)
        self.compare_all.setToolTip(
            self.tr(
                "Sensible only if every job tolerates reclaims. Off, the spot price still "
                "serves the hybrid's spot share and a spot fallback."
            )
        )
        b.row(self.form, "", self.compare_all, ("compare_all_spot",), self.tr("Compare all spot"))
        self.finish()


class LeaseSection(StrategySection):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(strategy_name("lease"), document, "lease", True, parent)
        b = self.binder
        self.price = self.money(
            self.tr("/machine-month"),
            self.tr("Rent of one whole machine a month (整机租赁)."),
            0,
            100,
        )
        b.row(self.form, self.tr("Price:"), self.price, ("price_per_machine_month",))
        self.adjustment_rows(self.form, "price_per_machine_month")
        self.gpus_per_machine = IntSpinBox(
            wording.word("unit.gpus"), 1, 16, 1, self.tr("GPUs per machine.")
        )
        b.row(self.form, self.tr("Machine:"), self.gpus_per_machine, ("gpus_per_machine",))
        self.minimum = IntSpinBox(
            wording.word("unit.months"),
            1,
            60,
            1,
            self.tr("Minimum contract; machines are held in these."),
        )
        b.row(self.form, self.tr("Minimum term:"), self.minimum, ("minimum_months",))
        self.deposit = self.money(
            self.tr("/machine"), self.tr("Paid when a machine is added."), 0, 100
        )
        b.row(self.form, self.tr("Deposit:"), self.deposit, ("deposit_per_machine",))
        self.refundable = QCheckBox(self.tr("Refunded when a machine is returned"), self)
        b.row(self.form, "", self.refundable, ("deposit_refundable",), self.tr("Deposit refund"))
        self.residual = self.money(
            self.tr("/machine"),
            self.tr("Paid at the end per machine held, in any case: a residual or balloon."),
            0,
            100,
        )
        b.row(self.form, self.tr("Residual / balloon:"), self.residual, ("residual_per_machine",))
        self.buyout = self.money(
            self.tr("/machine"),
            self.tr("Purchase option: the price per machine to keep it at the horizon's end."),
            0,
            100,
        )
        b.row(self.form, self.tr("Buy-out price:"), self.buyout, ("buyout_per_machine",))
        self.exercise_buyout = QCheckBox(self.tr("Exercise the buy-out (keep the machines)"), self)
        self.exercise_buyout.setToolTip(
            self.tr("On: the buy-out is paid at the end; the machines' worth is not credited.")
        )
        b.row(self.form, "", self.exercise_buyout, ("exercise_buyout",), self.tr("Toggle buy-out"))
        self.size_to_rows(self.form, wording.word("unit.machines"))
        self.finish()


class HybridSection(StrategySection):
    """Reserved base + spot share + on-demand peaks, priced by the reserved and spot blocks."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(strategy_name("hybrid"), document, "hybrid", True, parent)
        b = self.binder
        self.base = UnitSpinBox(
            "",
            1,
            100,
            0,
            5,
            self.tr(
                "The reserved base covers this percentile of the monthly demand (after the "
                "spot share); months above it buy the rest on demand."
            ),
        )
        self.base.setPrefix("P")
        b.row(self.form, self.tr("Reserved base:"), self.base, ("base_percentile",))
        self.spot_share = UnitSpinBox(
            "%", 0, 100, 0, 5, self.tr("Share of every month's GPU-hours run on spot.")
        )
        b.row(
            self.form,
            self.tr("Spot share:"),
            self.spot_share,
            ("spot_share",),
            when=lambda plan, base: plan.fleet is not None and plan.fleet.spot is not None,
            **percent_conversions(),
        )
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.form.addRow(self.note)
        self.finish()

    def refresh_extras(self, plan: Plan) -> None:
        fleet = plan.fleet
        if fleet is not None and fleet.spot is None:
            self.note.setText(self.tr("Turn on Spot above to give the hybrid a spot share."))
        else:
            self.note.setText(
                self.tr("Priced with the reserved block's price and term and the spot price.")
            )
