"""Energy and carbon of a job on every platform, rented or owned (arrays over GPU counts).

    kWh = N × P × overhead × PUE × (training hours × load factor + setup hours × idle share)
          / 1000
    peak kW = N × P × overhead × PUE / 1000,   tCO₂ = kWh × grid intensity (kg/kWh) / 1000

P is the GPU's power: for a rented platform the catalog TDP unless typed; for a self-built
cluster the pricing's power per GPU (card plus its share of the server) and PUE, which also
price its electricity (so the kWh here are the kWh billed). The GPUs of a partly used node
that are held but idle — a node billed whole (``bill_whole_nodes``: 12 GPUs on 8-GPU nodes
hold 16), a leased machine, an owned cluster's whole server — draw P × overhead × PUE × the
idle share all the hours: on an owned cluster in its electricity bill too; on a rented node,
whose power the provider pays, in the kWh and tCO₂ only. The method is the LLaMA paper's
(Touvron et al. 2023, arXiv 2302.13971, §6 "Carbon footprint": GPU-hours × GPU power × PUE
1.1, × 0.385 kg CO₂eq/kWh): LLaMA-7B's 82,432 GPU-hours at 400 W give 36.27 MWh, 13.96 t.
Defaults (overhead 1, load 1, idle 1) keep a plan's old self-built electricity figures.
Whose P and PUE count, and the idle GPUs held, are the pricing mode's rules: ``core.energy_use``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gpuplanner.core.energy_models import CarbonSettings, EnergySettings


@dataclass(frozen=True, eq=False)
class EnergyUse:
    """Arrays over N (NaN where the job does not finish or the power is unknown)."""

    kwh: np.ndarray
    peak_kw: np.ndarray
    tco2: np.ndarray
    gpu_power_w: float  # NaN when unknown
    pue: float
    grid_kg_per_kwh: float
    power_source: str  # "typed", "catalog", "pricing" or "unknown"


def kw_per_gpu(watts: float, e: EnergySettings, pue: float) -> float:
    """kW one GPU draws at the wall under load: P × server overhead × PUE / 1000."""
    return watts * e.server_overhead * pue / 1000.0


def grid_intensity(e: EnergySettings, carbon: CarbonSettings) -> float:
    """kg CO₂ per kWh: the platform's own figure, else the plan's grid."""
    return e.grid_kg_per_kwh if e.grid_kg_per_kwh is not None else carbon.intensity


def tonnes_co2(kwh: np.ndarray, grid_kg_per_kwh: float) -> np.ndarray:
    """t CO₂ = kWh × grid intensity (kg/kWh) / 1000."""
    return kwh * grid_kg_per_kwh / 1000.0
