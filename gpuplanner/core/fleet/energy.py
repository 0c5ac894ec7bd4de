"""Energy and carbon of each fleet strategy over the horizon: kWh, peak kW, tCO₂.

The job's energy model (core/energy.py), applied to each strategy's GPU-hours (the
``GpuHourUse`` of core/fleet/costs.py) instead of N GPUs × hours:

    kWh = P × overhead × PUE / 1000 × (busy GPU-hours × load factor + idle GPU-hours × idle share)
    peak kW = max over months of P × overhead × PUE / 1000 × (busy + idle × idle share) / h
    tCO₂ = kWh × grid intensity (kg/kWh) / 1000

Busy GPU-hours are the demand (spot's reclaim reruns included); idle ones are held but not
run: a reservation's or a lease's GPUs beyond the month's demand, an owned cluster's working
GPUs beyond its use from delivery. A month's demand is spread evenly over its h hours, so
(busy + idle × share) / h is the GPUs powered on average that month. P and PUE: for rented
GPUs the fleet's typed power or the GPU's catalog TDP and its PUE (1.1 if not typed); for the
owned cluster its block's power per GPU and PUE (the ones its electricity is priced with).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gpuplanner.core.energy import grid_intensity, kw_per_gpu, tonnes_co2
from gpuplanner.core.energy_models import (
    RENTED_PUE,
    CarbonSettings,
    EnergySettings,
    energized_hours,
)
from gpuplanner.core.fleet.costs import GpuHourUse
from gpuplanner.core.fleet.plan import FleetPlan


@dataclass(frozen=True)
class FleetEnergy:
    """One strategy over the horizon (NaN where the rented GPUs' power is unknown)."""

    kwh: float
    peak_kw: float
    tco2: float
    electricity_cost: float | None  # what the user pays for power: the self-built's only


@dataclass(frozen=True)
class FleetPower:
    """The figures the strategies' energy is computed with."""

    rented_power_w: float  # NaN when unknown
    rented_pue: float
    owned_power_w: float | None
    owned_pue: float | None
    grid_kg_per_kwh: float


def fleet_power(fleet: FleetPlan, carbon: CarbonSettings) -> FleetPower:
    e, sb = fleet.energy, fleet.self_built
    watts = e.gpu_power_w if e.gpu_power_w is not None else fleet.gpu_tdp_w
    return FleetPower(
        rented_power_w=float(watts) if watts is not None else float("nan"),
        rented_pue=e.pue if e.pue is not None else RENTED_PUE,
        owned_power_w=sb.power_w_per_gpu if sb is not None else None,
        owned_pue=sb.pue if sb is not None else None,
        grid_kg_per_kwh=grid_intensity(e, carbon),
    )


def _draw(
    e: EnergySettings, kw: float, busy: np.ndarray | None, idle: np.ndarray | None, h: float
) -> tuple[float, np.ndarray]:
    """(kWh over the horizon, kW each month) of GPUs drawing ``kw`` each at full power."""
    if busy is None or idle is None or not (busy.any() or idle.any()):
        return 0.0, np.zeros(1)  # no such GPUs: nothing drawn, even at an unknown power
    kwh = kw * float(energized_hours(e, busy + idle, idle).sum())
    return kwh, kw * (busy + idle * e.idle_fraction) / h


def strategy_energy(
    fleet: FleetPlan, power: FleetPower, use: GpuHourUse, electricity_cost: float | None
) -> FleetEnergy:
    e, h = fleet.energy, fleet.hours_per_month
    rented_kwh, rented_kw = _draw(
        e, kw_per_gpu(power.rented_power_w, e, power.rented_pue), use.busy, use.idle, h
    )
    owned_kwh, owned_kw = 0.0, np.zeros(1)
    if power.owned_power_w is not None and power.owned_pue is not None:
        owned_kwh, owned_kw = _draw(
            e,
            kw_per_gpu(power.owned_power_w, e, power.owned_pue),
            use.owned_busy,
            use.owned_idle,
            h,
        )
    kwh = rented_kwh + owned_kwh
    peak = float(np.max(rented_kw + owned_kw))  # a one-element zero broadcasts
    return FleetEnergy(
        kwh=kwh,
        peak_kw=peak,
        tco2=float(tonnes_co2(np.asarray(kwh), power.grid_kg_per_kwh)),
        electricity_cost=electricity_cost,
    )
