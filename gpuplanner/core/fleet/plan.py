"""The fleet plan's inputs: monthly GPU-hour demand over a horizon and each strategy's prices.

A fleet plan asks a different question from the job: not "what does this training run cost"
but "for this team's GPU-hours month after month, should we rent on demand, commit to
reserved capacity, run on spot, lease machines, build our own cluster, or mix?". Every
strategy block except on-demand is optional; a block left out is a strategy not considered.
``gpuplanner.core.fleet.evaluate.evaluate_fleet`` turns a ``FleetPlan`` into a ``FleetResult``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated

from pydantic import Field, model_validator

from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.base import (
    HOURS_PER_MONTH,
    NOT_VANISHING,
    Fraction,
    Frozen,
    NonNegFloat,
    PositiveFloat,
    PositiveInt,
)
from gpuplanner.core.energy_models import EnergySettings
from gpuplanner.core.errors import ErrorCode, invalid
from gpuplanner.core.financing import Financing
from gpuplanner.core.fleet.discount import Discounting
from gpuplanner.core.lease_end import check_buyout
from gpuplanner.core.text import Lines, OneLine

MAX_HORIZON_MONTHS = 240  # 20 years: beyond any GPU's useful life
MAX_HOURS_PER_MONTH = 744.0  # 31 days × 24 h

Percentile = Annotated[float, Field(gt=0, le=100), NOT_VANISHING]  # 100 = the peak month


class FleetStrategy(StrEnum):
    """The strategies compared, in the order results, tables and charts show them."""

    ON_DEMAND = "on_demand"
    RESERVED = "reserved"
    SPOT = "spot"
    LEASE = "lease"
    SELF_BUILT = "self_built"
    HYBRID = "hybrid"


class DemandMode(StrEnum):
    CONSTANT = "constant"  # the same GPU-hours every month
    RAMP = "ramp"  # linear from the first month's figure to the last month's
    TABLE = "table"  # one figure per month, typed or pasted from a spreadsheet


class SizeTo(StrEnum):
    PEAK = "peak"
    PERCENTILE = "percentile"  # demand above it spills over to on-demand


class HostingBasis(StrEnum):
    PER_RACK_YEAR = "per_rack_year"  # colocation priced per rack (机柜) per year
    PER_KW_MONTH = "per_kw_month"  # priced per kW of IT load per month


class Fallback(StrEnum):
    ON_DEMAND = "on_demand"
    SPOT = "spot"


class FleetDemand(Frozen):
    """GPU-hours needed each month; see ``gpuplanner.core.fleet.demand.demand_months``."""

    mode: DemandMode = DemandMode.CONSTANT
    gpu_hours_per_month: NonNegFloat = 0.0  # constant; the first month of a ramp
    ramp_end_gpu_hours_per_month: NonNegFloat = 0.0  # the last month of a ramp
    table: tuple[NonNegFloat, ...] = ()  # table mode: exactly horizon_months figures


class FleetOnDemand(Frozen):
    price_per_gpu_hour: NonNegFloat
    # Each block's discount or negotiated price and markup (core/fleet/adjust.py).
    adjustment: PriceAdjustment = PriceAdjustment()


class FleetReserved(Frozen):
    """Reserved capacity / monthly plan (包月/包年): whole GPUs, whole months, whole terms.

    Each term is sized to the peak (or a percentile) of its own months' demand, so a growing
    team re-sizes at renewal; demand above the reservation is bought on demand.
    """

    price_per_gpu_month: NonNegFloat
    term_months: Annotated[int, Field(ge=1, le=60)] = 12  # 1 = month-to-month, 12, 36
    size_to: SizeTo = SizeTo.PEAK
    percentile: Percentile = 50.0  # used when size_to is percentile
    adjustment: PriceAdjustment = PriceAdjustment()


class FleetSpot(Frozen):
    price_per_gpu_hour: NonNegFloat
    # Extra GPU-hours lost to reclaims (reruns since the last checkpoint, restarts,
    # checkpoint writes) as a share of the useful GPU-hours.
    interruption_overhead: Annotated[float, Field(ge=0, le=10)] = 0.10
    # Compare running all the work on spot; sensible only if all of it tolerates reclaims.
    # Off, the spot price still serves the hybrid's spot share and a spot fallback.
    compare_all_spot: bool = True
    adjustment: PriceAdjustment = PriceAdjustment()


class FleetLease(Frozen):
    """Whole machines (整机租赁) by the month, in contracts of ``minimum_months``.

    Each contract is sized like a reservation; a deposit is paid per machine when the
    machine count rises and, if refundable, returned when it falls and at the end.
    """

    price_per_machine_month: NonNegFloat
    gpus_per_machine: PositiveInt = 8
    minimum_months: Annotated[int, Field(ge=1, le=60)] = 12
    deposit_per_machine: NonNegFloat = 0.0
    deposit_refundable: bool = True
    size_to: SizeTo = SizeTo.PEAK
    percentile: Percentile = 50.0
    # Paid at the end of the horizon per machine then held (core/lease_end.py): a residual
    # or balloon owed in any case, and a purchase option (buy-out) paid only when exercised.
    residual_per_machine: NonNegFloat = 0.0
    buyout_per_machine: NonNegFloat = 0.0
    exercise_buyout: bool = False
    adjustment: PriceAdjustment = PriceAdjustment()

    @model_validator(mode="after")
    def _buyout_priced(self) -> FleetLease:
        check_buyout(self.buyout_per_machine, self.exercise_buyout)
        return self


class FleetSelfBuilt(Frozen):
    """An owned cluster (自建): capex paid at order, running costs from delivery."""

    gpus: PositiveInt | None = None  # working GPUs; None: the peak month, whole servers
    gpus_per_server: PositiveInt = 8
    capex_per_gpu: NonNegFloat  # card + its share of the server
    network_per_gpu: NonNegFloat = 0.0  # share of switches, optics, cabling
    spares_fraction: Fraction = 0.10  # spare cards bought on top; they add no capacity
    # The card's part of ``capex_per_gpu`` (card + server share): a spare buys the card only,
    # not a server share (1: the capex is the card alone, or its split is not known), as a
    # job's SelfBuiltPricing.card_share.
    card_share: Fraction = 1.0
    # Spares multiply the network share too (the old convention, kept for format-1 files by
    # io/plan_file.py); off (the default): spare cards only.
    spares_on_network: bool = False
    depreciation_years: Annotated[float, Field(gt=0, le=20), NOT_VANISHING] = 3.0
    residual_fraction: Fraction = 0.30  # value left after the depreciation life
    power_w_per_gpu: NonNegFloat = 700.0  # card plus its share of the server, under load
    pue: Annotated[float, Field(ge=1, le=5)] = 1.4
    electricity_per_kwh: NonNegFloat = 0.8
    hosting_basis: HostingBasis = HostingBasis.PER_RACK_YEAR
    hosting_rate: NonNegFloat = 0.0  # per rack-year, or per kW of IT load per month
    servers_per_rack: PositiveInt = 1  # an 8-GPU server draws ~6–10 kW: often one per rack
    staff_fte: NonNegFloat = 0.0
    staff_cost_per_fte_year: NonNegFloat = 0.0
    repair_fraction_per_year: Fraction = 0.02  # repair spending per year, share of capex
    lead_time_days: Annotated[float, Field(ge=0, le=730)] = 21.0
    fallback: Fallback = Fallback.ON_DEMAND  # serves demand before delivery and overflow
    # What is credited at the horizon's end (core/fleet/costs.py): a typed market resale value
    # (``resale_fraction`` of the capex: what a buyer would pay); else, only with
    # ``credit_book_value``, the straight-line book value (not cash: the convention of plans
    # saved before issue 24, which io/plan_file.py keeps for them); else nothing (the default).
    credit_book_value: bool = False
    resale_fraction: Fraction | None = None
    # A loan or finance lease on the capex (core/financing.py): a down payment at order, then
    # monthly payments (principal and interest apart) and a balloon; what is still owed at
    # the horizon is the loan's principal balance then (the payments left less their interest
    # not yet accrued), counted at its end.
    financing: Financing | None = None
    adjustment: PriceAdjustment = PriceAdjustment()


class FleetHybrid(Frozen):
    """Reserved base + spot share + on-demand peaks, with the reserved block's price/term.

    ``spot_share`` of every month's GPU-hours is interruptible work run on spot; the rest
    gets a reserved base at ``base_percentile`` of its monthly demand, peaks on demand.
    """

    base_percentile: Percentile = 50.0
    spot_share: Fraction = 0.0


class FleetPlan(Frozen):
    gpu_name: OneLine = ""
    gpu_id: OneLine = ""
    # The rented GPUs' power (core/fleet/energy.py): the catalog TDP of the fleet's GPU,
    # copied when the GPU is chosen; None: unknown (kWh and tCO₂ of renting are then null).
    gpu_tdp_w: PositiveFloat | None = None
    # Power draw of the rented GPUs (a typed power wins over the TDP; PUE None: 1.1), server
    # overhead, load factor and idle share for all strategies, a grid factor overriding the
    # plan's. A self-built cluster's power per GPU and PUE are its block's.
    energy: EnergySettings = EnergySettings()
    notes: Lines = ""
    horizon_months: Annotated[int, Field(ge=1, le=MAX_HORIZON_MONTHS)] = 24
    hours_per_month: Annotated[float, Field(gt=0, le=MAX_HOURS_PER_MONTH), NOT_VANISHING] = (
        HOURS_PER_MONTH
    )
    discount_rate: Annotated[float, Field(ge=0, le=1)] = 0.08  # per year (see discounting)
    discounting: Discounting = Discounting()  # rate type, period, timing (fleet_discount)
    demand: FleetDemand
    on_demand: FleetOnDemand
    reserved: FleetReserved | None = None
    spot: FleetSpot | None = None
    lease: FleetLease | None = None
    self_built: FleetSelfBuilt | None = None
    hybrid: FleetHybrid | None = None

    @model_validator(mode="after")
    def _consistent(self) -> FleetPlan:
        d = self.demand
        if d.mode == DemandMode.TABLE and len(d.table) != self.horizon_months:
            raise invalid(
                ErrorCode.DEMAND_TABLE_LENGTH,
                "demand.table",
                months=len(d.table),
                horizon=self.horizon_months,
            )
        if self.hybrid is not None:
            if self.reserved is None:
                raise invalid(ErrorCode.HYBRID_NEEDS_RESERVED, "hybrid")
            if self.hybrid.spot_share > 0 and self.spot is None:
                raise invalid(ErrorCode.HYBRID_SPOT_NEEDS_SPOT, "hybrid.spot_share")
        sb = self.self_built
        if sb is not None and sb.fallback == Fallback.SPOT and self.spot is None:
            raise invalid(ErrorCode.FALLBACK_SPOT_NEEDS_SPOT, "self_built.fallback")
        return self

    @property
    def strategies(self) -> tuple[FleetStrategy, ...]:
        """The strategies this plan compares: on-demand plus every block filled in."""
        blocks = {
            FleetStrategy.RESERVED: self.reserved,
            FleetStrategy.SPOT: self.spot if self.spot and self.spot.compare_all_spot else None,
            FleetStrategy.LEASE: self.lease,
            FleetStrategy.SELF_BUILT: self.self_built,
            FleetStrategy.HYBRID: self.hybrid,
        }
        return (FleetStrategy.ON_DEMAND, *(s for s, b in blocks.items() if b is not None))
