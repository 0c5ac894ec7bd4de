"""Whole-block edits of the fleet plan: the starting plan, strategies on/off, horizon, demand.

Field edits go through the binding helper one field at a time; the edits here change several
fields at once so the plan stays valid (a month table follows the horizon, the hybrid brings
the reserved block it prices with). Each returns the new ``Plan`` for one undo step, or raises
``EditRefused`` with a sentence to show next to the control.

Prices of a newly added strategy are seeded from the on-demand price with the seeds' rules of
thumb (seed-examples.md §F: reserved ≈ 50–70 % of list, spot ≈ 20–30 % of on-demand). A
self-built block's capex per GPU is seed 004's mid-range 65,000 CNY for an A100 at
10 CNY/GPU-h, scaled by the plan's on-demand price over 10 (a GPU dearer to rent is dearer to
buy); its electricity, staff and hosting prices are fixed, sourced figures in the plan's
currency (core/fleet/running_defaults.py), never scaled with the rental price.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import QCoreApplication

from gpuplanner.core.base import HOURS_PER_MONTH
from gpuplanner.core.fleet.demand import demand_months
from gpuplanner.core.fleet.plan import (
    MAX_HORIZON_MONTHS,
    DemandMode,
    Fallback,
    FleetDemand,
    FleetHybrid,
    FleetLease,
    FleetOnDemand,
    FleetPlan,
    FleetReserved,
    FleetSelfBuilt,
    FleetSpot,
    HostingBasis,
)
from gpuplanner.core.fleet.running_defaults import running_defaults
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import HourlyPricing, PricingMode
from gpuplanner.core.pricing_modes.billing import RESERVED_SHARE  # reserved ≈ 50–70 % of list
from gpuplanner.gui import format as fmt

START_GPU_HOURS = 3000.0  # seed 003 §5.3: a 10-person team's A100 GPU-hours a month
START_HORIZON = 24  # months: two years, the seeds' comparison horizon
FALLBACK_PRICE = 10.0  # per GPU-hour when no platform is priced by the hour (seed 003 A100)
_SEED_PRICE = 10.0  # the on-demand price the self-built seed figures go with (CNY/GPU-h)
SPOT_SHARE = 0.25  # spot ≈ 20–30 % of on-demand

BLOCKS = ("reserved", "spot", "lease", "self_built", "hybrid")


class EditRefused(ValueError):
    """The edit would make the plan inconsistent; the message says what to do instead."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("fleet_edits", text)


def _on_demand_price(plan: Plan) -> float:
    """The first on-demand hourly price among the platforms (else any hourly price)."""
    hourly = [p.pricing for p in plan.platforms if isinstance(p.pricing, HourlyPricing)]
    for pricing in hourly:
        if pricing.mode == PricingMode.ON_DEMAND and pricing.price_per_gpu_hour > 0:
            return pricing.price_per_gpu_hour
    for pricing in hourly:
        if pricing.price_per_gpu_hour > 0:
            return pricing.price_per_gpu_hour
    return FALLBACK_PRICE


def default_fleet(plan: Plan) -> FleetPlan:
    """The fleet plan a new one starts from: 3,000 GPU-h a month for 24 months, on demand.

    The GPU and its on-demand price come from the plan's first platform billed by the hour,
    and a reserved monthly plan is compared from the start (the first question teams ask).
    """
    price = _on_demand_price(plan)
    source = next(
        (p for p in plan.platforms if isinstance(p.pricing, HourlyPricing)), plan.platforms[0]
    )
    fleet = FleetPlan(
        gpu_name=source.gpu.name,
        gpu_id=source.gpu.id,
        gpu_tdp_w=source.gpu.tdp_w,
        horizon_months=START_HORIZON,
        demand=FleetDemand(gpu_hours_per_month=START_GPU_HOURS),
        on_demand=FleetOnDemand(price_per_gpu_hour=price),
    )
    reserved = default_block(fleet, "reserved", plan)
    return FleetPlan.model_validate({**dict(fleet), "reserved": reserved})


def _round(value: float) -> float:
    """A seeded price as a person would type it: to the cent below 100, to tens above."""
    if value <= 0:
        return 0.0
    digits = max(0, 2 - int(np.floor(np.log10(value))))
    return float(round(value, digits)) if value < 100 else float(round(value, -1))


def default_block(fleet: FleetPlan, name: str, plan: Plan | None = None) -> Any:
    """A plausible block for strategy ``name`` priced from the fleet's on-demand price; a
    self-built block's running costs are the sourced figures in ``plan``'s currency (CNY
    without a plan)."""
    p = fleet.on_demand.price_per_gpu_hour
    scale = p / _SEED_PRICE
    if name == "reserved":
        return FleetReserved(
            price_per_gpu_month=_round(p * HOURS_PER_MONTH * RESERVED_SHARE), term_months=12
        )
    if name == "spot":
        return FleetSpot(price_per_gpu_hour=_round(p * SPOT_SHARE))
    if name == "lease":
        month = _round(8 * p * HOURS_PER_MONTH * RESERVED_SHARE)
        return FleetLease(price_per_machine_month=month, deposit_per_machine=month)
    if name == "self_built":
        run = running_defaults(plan.currency, plan.exchange_rates) if plan else None
        run = run or running_defaults("CNY")
        return FleetSelfBuilt(
            capex_per_gpu=_round(65_000.0 * scale),  # 50–80 k CNY incl. the server share
            electricity_per_kwh=_round(run.electricity_per_kwh),
            hosting_basis=HostingBasis.PER_RACK_YEAR,
            hosting_rate=_round(run.hosting_per_rack_year),
            staff_fte=0.5,  # 0.5–1 operations FTE (seed 004 §2.3)
            staff_cost_per_fte_year=_round(run.staff_cost_per_fte_year),
            repair_fraction_per_year=0.03,
        )
    if name == "hybrid":
        return FleetHybrid(spot_share=0.2 if fleet.spot is not None else 0.0)
    raise KeyError(name)


def _replace_fleet(plan: Plan, **changes: Any) -> Plan:
    assert plan.fleet is not None
    fleet = FleetPlan.model_validate({**dict(plan.fleet), **changes})
    return Plan.model_validate({**dict(plan), "fleet": fleet})


def set_block(plan: Plan, name: str, on: bool) -> Plan:
    """Compare strategy ``name`` (with a default block) or stop comparing it."""
    fleet = plan.fleet
    assert fleet is not None and name in BLOCKS
    if on:
        if getattr(fleet, name) is not None:
            return plan
        changes: dict[str, Any] = {name: default_block(fleet, name, plan)}
        if name == "hybrid" and fleet.reserved is None:
            changes["reserved"] = default_block(fleet, "reserved", plan)  # the hybrid's base price
        return _replace_fleet(plan, **changes)
    if name == "reserved" and fleet.hybrid is not None:
        raise EditRefused(
            _tr("The hybrid prices its base with this block: turn the hybrid off first.")
        )
    if name == "spot":
        if fleet.hybrid is not None and fleet.hybrid.spot_share > 0:
            raise EditRefused(
                _tr("The hybrid runs a spot share at this price: set its spot share to 0 first.")
            )
        if fleet.self_built is not None and fleet.self_built.fallback == Fallback.SPOT:
            raise EditRefused(
                _tr("The self-built cluster falls back to spot: choose on-demand there first.")
            )
    return _replace_fleet(plan, **{name: None})


def resized_table(table: tuple[float, ...], months: int) -> tuple[float, ...]:
    """The month table cut to ``months``, or lengthened by repeating its last month."""
    if len(table) >= months:
        return tuple(table[:months])
    last = table[-1] if table else 0.0
    return (*table, *([last] * (months - len(table))))


def with_horizon(fleet: FleetPlan, months: int) -> FleetPlan:
    """The fleet over ``months``; a month table keeps its months and repeats the last."""
    changes: dict[str, Any] = {"horizon_months": months}
    demand = fleet.demand
    if demand.mode == DemandMode.TABLE and 1 <= months <= MAX_HORIZON_MONTHS:
        table = resized_table(demand.table, months)
        changes["demand"] = FleetDemand.model_validate({**dict(demand), "table": table})
    return FleetPlan.model_validate({**dict(fleet), **changes})


def with_demand_mode(plan: Plan, mode: DemandMode) -> Plan:
    """Switch the demand mode; a new month table starts from the current monthly figures."""
    fleet = plan.fleet
    assert fleet is not None
    demand = fleet.demand
    if mode == demand.mode:
        return plan
    fields: dict[str, Any] = {**dict(demand), "mode": mode}
    if mode == DemandMode.TABLE:
        months = demand_months(demand, fleet.horizon_months)
        fields["table"] = tuple(float(v) for v in months)
    else:
        # The table is kept out of the file once unused; undo brings it back.
        table = demand.table
        fields["table"] = ()
        if table and demand.mode == DemandMode.TABLE:
            fields["gpu_hours_per_month"] = float(table[0])
            fields["ramp_end_gpu_hours_per_month"] = float(table[-1])
    return _replace_fleet(plan, demand=FleetDemand.model_validate(fields))


def pasted_table(
    fleet: FleetPlan, values: tuple[float, ...], first_month: int
) -> tuple[FleetPlan, int]:
    """The fleet with ``values`` written into the month table from ``first_month`` (0-based).

    The table starts from the current monthly figures; a column running past the horizon
    lengthens it (up to the 240-month limit). Returns the fleet and how many figures were
    dropped beyond that limit.
    """
    current = list(demand_months(fleet.demand, fleet.horizon_months))
    end = first_month + len(values)
    kept = min(end, MAX_HORIZON_MONTHS)
    dropped = end - kept
    months = max(len(current), kept)
    table = list(resized_table(tuple(float(v) for v in current), months))
    table[first_month:kept] = values[: kept - first_month]
    demand = FleetDemand.model_validate(
        {**dict(fleet.demand), "mode": DemandMode.TABLE, "table": tuple(table)}
    )
    new = FleetPlan.model_validate({**dict(fleet), "demand": demand, "horizon_months": months})
    return new, dropped


def whole_table(fleet: FleetPlan, values: tuple[float, ...]) -> FleetPlan:
    """The fleet whose demand is exactly ``values``, one month each (the horizon follows)."""
    if len(values) > MAX_HORIZON_MONTHS:
        raise EditRefused(
            fmt.fill(
                _tr("The column has %1 figures; a fleet plan covers at most %2 months."),
                str(len(values)),
                str(MAX_HORIZON_MONTHS),
            )
        )
    demand = FleetDemand.model_validate(
        {**dict(fleet.demand), "mode": DemandMode.TABLE, "table": tuple(values)}
    )
    return FleetPlan.model_validate(
        {**dict(fleet), "demand": demand, "horizon_months": len(values)}
    )
