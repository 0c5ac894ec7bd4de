"""A platform's energy use for a job: whose power and PUE count (the pricing mode's rule:
an owned cluster's own, else the typed or catalog GPU), and the GPUs held idle in partly used
nodes. The arithmetic it is built from is ``core.energy``, which the fleet view shares."""

from __future__ import annotations

import numpy as np

from gpuplanner.core.energy import EnergyUse, grid_intensity, kw_per_gpu, tonnes_co2
from gpuplanner.core.energy_models import RENTED_PUE, CarbonSettings, energized_hours
from gpuplanner.core.platform import Platform
from gpuplanner.core.pricing_modes import rules_for


def energy_use(
    platform: Platform,
    carbon: CarbonSettings,
    n: np.ndarray,
    held_hours: np.ndarray,
    setup_hours: float,
) -> EnergyUse:
    """kWh, peak kW and tCO₂ of holding ``n`` GPUs ``held_hours`` (setup included)."""
    e = platform.energy
    q = platform.pricing
    power: float | None
    owned = rules_for(q).owned_power(q)
    if owned is not None:
        (power, pue), source = owned, "pricing"
    else:
        typed = e.gpu_power_w is not None
        power = e.gpu_power_w if typed else platform.gpu.tdp_w
        source = "typed" if typed else "catalog" if power is not None else "unknown"
        pue = e.pue if e.pue is not None else RENTED_PUE
    watts = float(power) if power is not None else float("nan")
    grid = grid_intensity(e, carbon)
    per_gpu = kw_per_gpu(watts, e, pue)
    # GPUs held beyond the job's in its partly used nodes (whole nodes billed, a lease's
    # whole machines, an owned cluster's whole servers) sit powered at the idle share all
    # the hours. On a rented platform the provider pays that power: it counts in the kWh
    # and tCO₂ (the job reserved those GPUs), never in a bill.
    unused = rules_for(q).held_gpus(platform, q, n) - n
    peak = n * per_gpu + unused * per_gpu * e.idle_fraction
    with np.errstate(invalid="ignore"):
        hours = np.where(np.isfinite(held_hours), held_hours, np.nan)
        kwh = n * per_gpu * energized_hours(e, hours, setup_hours)
        kwh = kwh + unused * per_gpu * hours * e.idle_fraction
    return EnergyUse(
        kwh=kwh,
        peak_kw=peak,
        tco2=tonnes_co2(kwh, grid),
        gpu_power_w=watts,
        pue=pue,
        grid_kg_per_kwh=grid,
        power_source=source,
    )
