"""Money for GPU time under each pricing mode, as arrays over GPU counts (DESIGN §3.5).

Each function takes the GPU counts ``n`` and the hours the GPUs are held, so the same code
prices the clean job and the job inflated by interruptions; the difference is the
interruption cost.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gpuplanner.core.base import HOURS_PER_MONTH
from gpuplanner.core.energy_models import EnergySettings, energized_hours
from gpuplanner.core.platform import (
    HourlyPricing,
    LeasePricing,
    Platform,
    ReservedPricing,
    SelfBuiltPricing,
)

HOURS_PER_YEAR = 8760.0
_EPS = 1e-9  # keeps 18.000000000001 h from billing one more increment


@dataclass(frozen=True)
class Usage:
    """How the held hours are used and billed: ``setup`` of them are setup (not training);
    they are ``runs`` separate runs of equal length, each billed on its own under hourly
    pricing (10 jobs of 20 min billed per started hour are 10 hours); a month has
    ``hours_per_month`` hours (730 or 720)."""

    setup: float | np.ndarray = 0.0
    runs: int = 1
    hours_per_month: float = HOURS_PER_MONTH


def _started(units: np.ndarray) -> np.ndarray:
    """Started billing units (ceil), tolerant of float noise."""
    with np.errstate(invalid="ignore"):
        # + 0.0 turns ceil(-1e-9) = -0.0 (a job of almost no time) into 0, never "-0.00"
        return np.ceil(units - _EPS) + 0.0


def billed_hours(pricing: HourlyPricing, hours: np.ndarray, runs: int = 1) -> np.ndarray:
    """Billed hours of ``runs`` equal runs held ``hours`` in all, each rounded up on its own."""
    step = pricing.billing_increment_hours
    if runs == 1:
        return np.maximum(pricing.minimum_hours, _started(hours / step) * step)
    each = np.maximum(pricing.minimum_hours, _started(hours / runs / step) * step)
    return runs * each


def billed_months(
    minimum_months: int, hours: np.ndarray, hours_per_month: float = HOURS_PER_MONTH
) -> np.ndarray:
    return np.maximum(minimum_months, _started(hours / hours_per_month))


def machines(platform: Platform, n: np.ndarray) -> np.ndarray:
    return np.ceil(n / platform.gpus_per_node)


def billed_gpus(platform: Platform, n: np.ndarray) -> np.ndarray:
    """GPUs billed: ``n``, or whole nodes of them when the platform bills partial nodes as
    whole (12 GPUs on 8-GPU nodes → 16)."""
    if not platform.bill_whole_nodes:
        return n
    return machines(platform, n) * platform.gpus_per_node


def gpu_time_cost(
    platform: Platform, n: np.ndarray, hours: np.ndarray, usage: Usage | None = None
) -> np.ndarray:
    """What holding ``n`` GPUs for ``hours`` costs under the platform's pricing mode."""
    u = usage or Usage()
    p = platform.pricing
    if isinstance(p, HourlyPricing):
        return billed_gpus(platform, n) * billed_hours(p, hours, u.runs) * p.price_per_gpu_hour
    if isinstance(p, ReservedPricing):
        months = billed_months(p.minimum_months, hours, u.hours_per_month)
        return billed_gpus(platform, n) * months * p.price_per_gpu_month
    if isinstance(p, LeasePricing):
        boxes = machines(platform, n)
        months = billed_months(p.minimum_months, hours, u.hours_per_month)
        deposit = 0.0 if p.deposit_refundable else p.deposit_per_machine
        return boxes * (months * (p.price_per_machine_month + p.addons_per_machine_month) + deposit)
    return self_built_cost(p, n, hours, platform.energy, u)


def self_built_cost(
    p: SelfBuiltPricing,
    n: np.ndarray,
    hours: np.ndarray,
    profile: EnergySettings | None = None,
    usage: Usage | None = None,
) -> np.ndarray:
    """Ownership cost of ``n`` working GPUs (plus spares) for ``hours``: the sum of
    ``self_built_parts`` in their order."""
    hardware, energy, hosting, staff, repairs = self_built_parts(p, n, hours, profile, usage)
    return hardware + energy + hosting + staff + repairs


def self_built_parts(
    p: SelfBuiltPricing,
    n: np.ndarray,
    hours: np.ndarray,
    profile: EnergySettings | None = None,
    usage: Usage | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Hardware, power, hosting, staff and repairs of owning ``n`` GPUs for ``hours``.

    Depreciation is straight-line to the residual and allocated by the hours used, unless
    the plan charges the whole purchase to this job. Power follows the platform's energy
    settings (server overhead, load factor while training, idle share while setting up;
    core/energy.py), which by default leave it at power × PUE × hours.
    """
    e = profile or EnergySettings()
    u = usage or Usage()
    capex = n * (1.0 + p.spares_fraction) * p.capex_per_gpu
    if p.charge_whole_purchase:
        hardware = capex
    else:
        hardware = (
            capex * (1.0 - p.residual_fraction) * hours / (p.depreciation_years * HOURS_PER_YEAR)
        )
    powered = energized_hours(e, hours, u.setup)
    watts = p.power_w_per_gpu * e.server_overhead
    energy = n * watts / 1000.0 * p.pue * powered * p.electricity_per_kwh
    months = hours / u.hours_per_month
    hosting = n * p.hosting_per_gpu_month * months
    staff = p.staff_per_month * months
    repairs = capex * p.repair_fraction_per_year * hours / HOURS_PER_YEAR
    return hardware, energy, hosting, staff, repairs


def lead_time_hours(platform: Platform) -> float:
    p = platform.pricing
    return p.lead_time_days * 24.0 if isinstance(p, SelfBuiltPricing) else 0.0


def hourly_rate(
    platform: Platform, n: np.ndarray, hours_per_month: float = HOURS_PER_MONTH
) -> np.ndarray:
    """Cost of one more hour on ``n`` GPUs, ignoring billing granularity (for stress cases)."""
    p = platform.pricing
    if isinstance(p, HourlyPricing):
        return billed_gpus(platform, n) * p.price_per_gpu_hour
    if isinstance(p, ReservedPricing):
        return billed_gpus(platform, n) * p.price_per_gpu_month / hours_per_month
    if isinstance(p, LeasePricing):
        return (
            machines(platform, n)
            * (p.price_per_machine_month + p.addons_per_machine_month)
            / hours_per_month
        )
    # The difference, not the cost of one hour: a whole-purchase charge is not per hour.
    one, zero = np.ones_like(n, dtype=float), np.zeros_like(n, dtype=float)
    e, u = platform.energy, Usage(hours_per_month=hours_per_month)
    return self_built_cost(p, n, one, e, u) - self_built_cost(p, n, zero, e, u)
