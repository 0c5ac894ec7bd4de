"""The ``platforms[].energy`` block of the report: kWh, peak kW, tCO₂ and what they rest on."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from gpuplanner.core.energy_models import GridRegion
from gpuplanner.core.plan import Plan
from gpuplanner.io import messages

if TYPE_CHECKING:
    from gpuplanner.core.result import PlatformResult


def _num(value: float) -> float | None:
    return value if math.isfinite(value) else None


def grid_source(plan: Plan, result: PlatformResult, lang: str = "en") -> tuple[str, str]:
    """Where the grid intensity comes from: ("typed", "") or (region, "source (as of)")."""
    own = plan.platforms[result.index].energy.grid_kg_per_kwh
    if own is not None or plan.carbon.kg_per_kwh is not None:
        return "typed", ""
    return plan.carbon.region.value, preset_source(plan.carbon.region, lang)


def preset_source(region: GridRegion, lang: str = "en") -> str:
    """A grid preset's source and date in ``lang`` (core keeps the English)."""
    return messages.text(f"report.grid_source.{region.value}", lang)


def energy_json(
    plan: Plan, result: PlatformResult, gpus: int, lang: str = "en"
) -> dict[str, Any] | None:
    e, i = result.energy, gpus - 1
    if e is None:
        return None
    # Here, not at the top: the app's grid picker reads ``preset_source`` before the first
    # paint, the pricing rules (numpy) load after it.
    from gpuplanner.core.pricing_modes import rules_for

    p = plan.platforms[result.index]
    kwh = float(e.kwh[i])
    price = rules_for(p.pricing).electricity_price(p.pricing)
    region, source = grid_source(plan, result, lang)
    return {
        "kwh": _num(kwh),
        "peak_kw": _num(float(e.peak_kw[i])),
        "tco2": _num(float(e.tco2[i])),
        "gpu_power_w": _num(e.gpu_power_w),
        "power_source": e.power_source,
        "server_overhead": p.energy.server_overhead,
        "pue": e.pue,
        "load_factor": p.energy.load_factor,
        "idle_fraction": p.energy.idle_fraction,
        "grid_kg_per_kwh": e.grid_kg_per_kwh,
        "grid": region,
        "grid_source": source,
        "electricity_cost": _num(kwh * price) if price is not None else None,
    }
