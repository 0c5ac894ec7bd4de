"""Each fleet strategy's cash cost, month by month, as named components (arrays over months).

Conventions (the verdict states them):
- A month's demand D is spread evenly over its ``hours_per_month`` hours; one GPU gives
  ``hours_per_month`` GPU-hours a month, so D / hours is the GPUs needed on average.
- Reservations and leases are held in whole GPUs / whole machines for whole months, in
  contracts of a fixed term; each contract is sized to the peak (or a percentile) of the
  demand in its own months, and demand above it is bought on demand.
- Commitments that run past the horizon are owed at its end (``end_flow`` > 0): the months
  left on a contract, a loan's principal balance (not its payments left: their interest has
  not accrued); value recovered at the end (refundable deposits, an owned cluster's typed
  resale value, or its book value where the plan says to credit it) is ``end_flow`` < 0.
  ``end_flow`` is kept out of the monthly cash curves but counts in totals and NPV.
- Self-built: capex is paid in month 1 (at order); the cluster runs from delivery after the
  lead time, and until then (and for demand above its capacity) the fallback serves.
  Hosting, staff and repairs run from delivery; power is drawn for the GPU-hours used.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from gpuplanner.core.financing import schedule
from gpuplanner.core.fleet.plan import (
    Fallback,
    FleetLease,
    FleetPlan,
    FleetReserved,
    FleetSelfBuilt,
    HostingBasis,
    SizeTo,
)
from gpuplanner.core.lease_end import lease_end

_EPS = 1e-9  # keeps 4.0000000001 GPUs from reserving a fifth


@dataclass(frozen=True, eq=False)
class GpuHourUse:
    """GPU-hours each month that draw power (core/fleet/energy.py), arrays over months:
    ``busy`` run work (spot reruns included), ``idle`` are held and powered but unused
    (a reservation's, a lease's or an owned cluster's spare capacity); ``owned`` on the
    self-built cluster (its own power and PUE), the rest on rented GPUs."""

    busy: np.ndarray
    idle: np.ndarray
    owned_busy: np.ndarray | None = None
    owned_idle: np.ndarray | None = None


@dataclass(frozen=True, eq=False)
class StrategyCosts:
    components: dict[str, np.ndarray]  # each over months; they add up to the monthly cost
    end_flow: float = 0.0  # at the end of the horizon: owed (+) minus recovered (−)
    details: dict[str, float] = field(default_factory=dict)
    use: GpuHourUse | None = None

    @property
    def monthly(self) -> np.ndarray:
        return np.sum(list(self.components.values()), axis=0)


def whole(units: np.ndarray | float) -> np.ndarray:
    """Whole units needed to cover ``units`` (ceil, tolerant of float noise)."""
    return np.maximum(0.0, np.ceil(np.asarray(units, dtype=float) - _EPS))


def term_sizes(need: np.ndarray, term: int, percentile: float) -> np.ndarray:
    """Whole units held each month: per contract of ``term`` months, the percentile of need.

    numpy's default (linear) percentile is the same as Excel's PERCENTILE / PERCENTILE.INC,
    so the Fleet sheet's formulas reproduce these sizes; 100 is the peak.
    """
    months = need.size
    terms = -(-months // term)
    padded = np.full(terms * term, np.nan)
    padded[:months] = need
    per_term = np.nanpercentile(padded.reshape(terms, term), percentile, axis=1)
    return np.repeat(whole(per_term), term)[:months]


def owed_after_horizon(units: np.ndarray, term: int, price: float) -> tuple[float, int]:
    """Payments of the last contract that fall after the horizon: (amount, months)."""
    months = units.size
    last_start = ((months - 1) // term) * term
    tail = last_start + term - months
    return float(units[-1] * price * tail), tail


def _percentile(size_to: SizeTo, percentile: float) -> float:
    return 100.0 if size_to == SizeTo.PEAK else percentile


def on_demand(fleet: FleetPlan, demand: np.ndarray) -> StrategyCosts:
    return StrategyCosts(
        {"on_demand": demand * fleet.on_demand.price_per_gpu_hour},
        use=GpuHourUse(busy=demand, idle=np.zeros_like(demand)),
    )


def spot_rate(fleet: FleetPlan) -> float:
    """Spot cost per useful GPU-hour: the price plus the hours lost to reclaims."""
    assert fleet.spot is not None
    return fleet.spot.price_per_gpu_hour * (1.0 + fleet.spot.interruption_overhead)


def spot_hours(fleet: FleetPlan, useful: np.ndarray) -> np.ndarray:
    """GPU-hours run on spot for ``useful`` ones: the reruns after reclaims draw power too."""
    assert fleet.spot is not None
    return useful * (1.0 + fleet.spot.interruption_overhead)


def spot(fleet: FleetPlan, demand: np.ndarray) -> StrategyCosts:
    return StrategyCosts(
        {"spot": demand * spot_rate(fleet)},
        use=GpuHourUse(busy=spot_hours(fleet, demand), idle=np.zeros_like(demand)),
    )


def _reserved_with_overflow(
    fleet: FleetPlan, r: FleetReserved, demand: np.ndarray, percentile: float
) -> StrategyCosts:
    h = fleet.hours_per_month
    gpus = term_sizes(demand / h, r.term_months, percentile)
    overflow = np.maximum(0.0, demand - gpus * h)
    owed, tail = owed_after_horizon(gpus, r.term_months, r.price_per_gpu_month)
    # Reserved GPUs are held all month: the hours they do not run are idle.
    idle = gpus * h - (demand - overflow)
    return StrategyCosts(
        {
            "reserved": gpus * r.price_per_gpu_month,
            "on_demand": overflow * fleet.on_demand.price_per_gpu_hour,
        },
        end_flow=owed,
        details={
            "reserved_gpus_first": float(gpus[0]),
            "reserved_gpus_max": float(gpus.max()),
            "owed_after_horizon": owed,
            "owed_months_after_horizon": float(tail),
            "overflow_gpu_hours": float(overflow.sum()),
        },
        use=GpuHourUse(busy=demand, idle=idle),
    )


def reserved(fleet: FleetPlan, demand: np.ndarray) -> StrategyCosts:
    r = fleet.reserved
    assert r is not None
    return _reserved_with_overflow(fleet, r, demand, _percentile(r.size_to, r.percentile))


def hybrid(fleet: FleetPlan, demand: np.ndarray) -> StrategyCosts:
    hy, r = fleet.hybrid, fleet.reserved
    assert hy is not None and r is not None
    spot_part = demand * hy.spot_share
    base = _reserved_with_overflow(fleet, r, demand - spot_part, hy.base_percentile)
    spot_cost = spot_part * spot_rate(fleet) if hy.spot_share > 0 else np.zeros_like(demand)
    assert base.use is not None
    reruns = spot_hours(fleet, spot_part) if hy.spot_share > 0 else np.zeros_like(demand)
    return StrategyCosts(
        {**base.components, "spot": spot_cost},
        end_flow=base.end_flow,
        details=base.details,
        use=GpuHourUse(busy=base.use.busy + reruns, idle=base.use.idle),
    )


def lease(fleet: FleetPlan, demand: np.ndarray) -> StrategyCosts:
    le: FleetLease | None = fleet.lease
    assert le is not None
    h, per = fleet.hours_per_month, le.gpus_per_machine
    pct = _percentile(le.size_to, le.percentile)
    boxes = term_sizes(demand / (h * per), le.minimum_months, pct)
    overflow = np.maximum(0.0, demand - boxes * per * h)
    change = np.diff(boxes, prepend=0.0)
    if le.deposit_refundable:
        deposits = change * le.deposit_per_machine  # paid on a rise, returned on a fall
        refund = float(boxes[-1] * le.deposit_per_machine)
    else:
        deposits = np.maximum(change, 0.0) * le.deposit_per_machine
        refund = 0.0
    owed, tail = owed_after_horizon(boxes, le.minimum_months, le.price_per_machine_month)
    residual, buyout = map(
        float,
        lease_end(boxes[-1], le.residual_per_machine, le.buyout_per_machine, le.exercise_buyout),
    )
    return StrategyCosts(
        {
            "lease": boxes * le.price_per_machine_month,
            "deposits": deposits,
            "on_demand": overflow * fleet.on_demand.price_per_gpu_hour,
        },
        end_flow=owed - refund + residual + buyout,
        details={
            "machines_first": float(boxes[0]),
            "paid_at_order": float(max(0.0, deposits[0])),  # the first machines' deposits
            "machines_max": float(boxes.max()),
            "owed_after_horizon": owed,
            "owed_months_after_horizon": float(tail),
            "deposit_refund": refund,
            "residual_at_end": residual,
            "buyout_at_end": buyout,
            "overflow_gpu_hours": float(overflow.sum()),
        },
        use=GpuHourUse(busy=demand, idle=boxes * per * h - (demand - overflow)),
    )


def self_built_gpus(fleet: FleetPlan, demand: np.ndarray) -> int:
    """The plan's GPU count, or the peak month's average GPUs in whole servers (≥ 1)."""
    sb = fleet.self_built
    assert sb is not None
    if sb.gpus is not None:
        return sb.gpus
    servers = max(1.0, float(whole(demand.max() / fleet.hours_per_month / sb.gpus_per_server)))
    return int(servers) * sb.gpus_per_server


def self_built_fixed_month(sb: FleetSelfBuilt, gpus: int, capex: float) -> dict[str, float]:
    """A full month's ownership costs that do not depend on use (the accounting view)."""
    if sb.hosting_basis == HostingBasis.PER_RACK_YEAR:
        servers = -(-gpus // sb.gpus_per_server)
        racks = -(-servers // sb.servers_per_rack)
        hosting = racks * sb.hosting_rate / 12.0
    else:
        hosting = gpus * sb.power_w_per_gpu / 1000.0 * sb.hosting_rate
    return {
        "depreciation": capex * (1.0 - sb.residual_fraction) / (sb.depreciation_years * 12.0),
        "hosting": hosting,
        "staff": sb.staff_fte * sb.staff_cost_per_fte_year / 12.0,
        "repairs": capex * sb.repair_fraction_per_year / 12.0,
    }


def self_built(fleet: FleetPlan, demand: np.ndarray) -> StrategyCosts:
    sb = fleet.self_built
    assert sb is not None
    h, months = fleet.hours_per_month, demand.size
    gpus = self_built_gpus(fleet, demand)
    # Spare cards buy the card only (card_share of the capex per GPU), and its network share
    # only under the old convention (spares_on_network).
    spare_per_gpu = sb.spares_fraction * (
        sb.card_share * sb.capex_per_gpu + sb.network_per_gpu * sb.spares_on_network
    )
    spares_capex = gpus * spare_per_gpu
    capex = gpus * (sb.capex_per_gpu + sb.network_per_gpu) + spares_capex
    # Share of each month before delivery: the whole month, part of it, then none.
    start = np.arange(months) * h
    waiting = np.clip((sb.lead_time_days * 24.0 - start) / h, 0.0, 1.0)
    running = 1.0 - waiting
    own = np.minimum(demand * running, gpus * h * running)
    fallback_hours = demand - own
    fallback_rate = (
        spot_rate(fleet) if sb.fallback == Fallback.SPOT else fleet.on_demand.price_per_gpu_hour
    )
    kwh_per_gpu_hour = sb.power_w_per_gpu / 1000.0 * sb.pue
    fixed = self_built_fixed_month(sb, gpus, capex)
    life_months = sb.depreciation_years * 12.0
    in_service = float(running.sum())
    book_end = capex - fixed["depreciation"] * min(in_service, life_months)
    # What the end credits: a typed market resale value, else the book value only where the
    # plan says so (the old convention), else nothing (book value is not cash).
    if sb.resale_fraction is not None:
        credited, convention = capex * sb.resale_fraction, "resale"
    elif sb.credit_book_value:
        credited, convention = book_end, "book"
    else:
        credited, convention = 0.0, "none"
    capex_flow = np.zeros(months)
    loan = _financing_flows(sb, capex, months)
    capex_flow[0] = capex if loan is None else loan["down"]
    overflow = float((demand * running - own).sum())
    financed = (
        {}
        if loan is None
        else {"loan_principal": loan["principal"], "loan_interest": loan["interest"]}
    )
    owed = 0.0 if loan is None else float(loan["owed"])
    end_flow = owed - credited
    return StrategyCosts(
        {
            "capex": capex_flow,
            **financed,
            "power": own * kwh_per_gpu_hour * sb.electricity_per_kwh,
            "hosting": fixed["hosting"] * running,
            "staff": fixed["staff"] * running,
            "repairs": fixed["repairs"] * running,
            "fallback": fallback_hours * fallback_rate,
        },
        end_flow=end_flow,
        details={
            "gpus": float(gpus),
            "capex": capex,
            "paid_at_order": float(capex_flow[0]),  # the capex, or a loan's down payment
            "spares_capex": spares_capex,
            **(
                {}
                if loan is None
                else {
                    "loan_payment": float(loan["payment"]),
                    "loan_interest_total": float(loan["interest_total"]),
                    "owed_after_horizon": owed,
                    "owed_months_after_horizon": float(loan["tail"]),
                    # What a loan left running pays after the horizon (payments, balloon):
                    # the "monthly" owed discounting reads these (core/fleet/evaluate.py).
                    "owed_paid_after_horizon": float(loan["paid_after"]),
                    "owed_balloon_after_horizon": float(loan["balloon_after"]),
                }
            ),
            "depreciation_per_month": fixed["depreciation"],
            "fixed_per_month": sum(fixed.values()),
            "hosting_per_month": fixed["hosting"],
            "staff_per_month": fixed["staff"],
            "repairs_per_month": fixed["repairs"],
            "variable_per_gpu_hour": kwh_per_gpu_hour * sb.electricity_per_kwh,
            "capacity_gpu_hours_per_month": gpus * h,
            "months_in_service": in_service,
            "book_value_end": book_end,
            "end_value_credited": credited,
            "end_value_convention": {"none": 0.0, "resale": 1.0, "book": 2.0}[convention],
            "fallback_gpu_hours": float(fallback_hours.sum()),
            "overflow_gpu_hours": overflow,
        },
        use=GpuHourUse(
            busy=spot_hours(fleet, fallback_hours)
            if sb.fallback == Fallback.SPOT
            else fallback_hours,
            idle=np.zeros(months),
            owned_busy=own,
            # The working GPUs are powered from delivery; the hours they do not run are idle
            # (spare cards sit on the shelf, unpowered).
            owned_idle=gpus * h * running - own,
        ),
    )


def _financing_flows(sb: FleetSelfBuilt, capex: float, months: int) -> dict[str, Any] | None:
    """A financed cluster's down payment, monthly principal and interest within the horizon,
    what is owed at its end (the principal balance then: the amount financed less the
    principal repaid within the horizon, the balloon's included) and what a loan left running
    pays after it (payments and the balloon)."""
    if sb.financing is None:
        return None
    s = schedule(capex, sb.financing)
    term = sb.financing.term_months
    within = min(term, months)
    principal, interest = np.zeros(months), np.zeros(months)
    principal[:within] = s.principal[:within]
    interest[:within] = s.interest[:within]
    tail = max(0, term - months)
    return {
        "down": s.down_payment,
        "principal": principal,
        "interest": interest,
        "payment": s.payment,
        "interest_total": s.total_interest,
        "owed": s.financed - float(s.principal[:within].sum()) if tail > 0 else 0.0,
        "tail": tail,
        "paid_after": s.payment * tail,
        "balloon_after": s.balloon if tail > 0 else 0.0,
    }
