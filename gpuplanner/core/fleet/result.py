"""What ``evaluate_fleet`` returns: arrays over strategies × months, comparisons, the verdict.

The verdict is a list of codes with parameters (like ``core.notices``); front ends word
them (``gpuplanner.io.fleet.wording`` in English and Chinese, the GUI with ``tr()``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import numpy as np

from gpuplanner.core.fleet.costs import GpuHourUse
from gpuplanner.core.fleet.energy import FleetEnergy, FleetPower
from gpuplanner.core.fleet.plan import FleetStrategy


class FleetCode(StrEnum):
    CHEAPEST = "fleet_cheapest"  # strategy, present_cost, total, per_gpu_hour, horizon_months
    ENERGY = "fleet_energy"  # strategy (the cheapest), kwh, peak_kw, tco2, grid_kg_per_kwh
    BREAKS_EVEN = "fleet_breaks_even"  # against, month, npv
    PAYBACK_AFTER_HORIZON = "fleet_payback_after_horizon"  # against, horizon_months,
    # payback_months, life_months, npv
    NEVER_PAYS_BACK = "fleet_never_pays_back"  # against, npv
    BREAK_EVEN_UTILIZATION = "fleet_break_even_utilization"  # against, utilization,
    # actual_utilization, gpus
    NO_BREAK_EVEN_UTILIZATION = "fleet_no_break_even_utilization"  # against, rented,
    # variable_per_gpu_hour
    CAPACITY_OVERFLOW = "fleet_capacity_overflow"  # gpus, gpu_hours, fallback
    OWED_AFTER_HORIZON = "fleet_owed_after_horizon"  # strategy, amount, months
    LOAN_OWED = "fleet_loan_owed"  # amount (principal at the horizon), payments (left, with
    # the balloon), months
    ASSUMPTIONS = "fleet_assumptions"  # horizon_months, hours_per_month, discount_rate,
    # monthly_rate, gpu_hours
    TAX = "fleet_tax"  # services_rate, hardware_rate, recoverable, tax_paid (the cheapest's)
    ADJUSTED = "fleet_adjusted"  # discount, markup (the cheapest's, over the horizon)
    SELF_BUILT_ASSUMPTIONS = "fleet_self_built_assumptions"  # gpus, spares_fraction, capex,
    # depreciation_years, residual_fraction, lead_time_days, fallback, book_value_end,
    # end_value ("none", "resale" or "book"), end_value_credited, resale_fraction


@dataclass(frozen=True)
class FleetNotice:
    code: FleetCode
    params: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {"code": self.code.value, "params": dict(self.params)}


@dataclass(frozen=True)
class SelfBuiltComparison:
    """The owned cluster against one rented strategy."""

    against: FleetStrategy
    break_even_month: int | None  # first month (1-based) cumulative self-built ≤ rented
    payback_months: float | None  # crossing time; past the horizon at the last month's pace
    payback_extrapolated: bool  # True when payback_months lies beyond the horizon
    break_even_utilization: float | None  # None: renting costs less than the power alone
    npv: float  # present cost of renting − present cost of owning (> 0: owning saves)


@dataclass(frozen=True, eq=False)
class SelfBuiltSummary:
    gpus: int
    capex: float
    depreciation_per_month: float
    fixed_per_month: float  # depreciation + hosting + staff + repairs, a full month
    variable_per_gpu_hour: float  # power × PUE × electricity price
    capacity_gpu_hours_per_month: float
    utilization: float  # mean monthly demand / capacity
    book_value_end: float
    comparisons: tuple[SelfBuiltComparison, ...]

    def against(self, strategy: FleetStrategy) -> SelfBuiltComparison:
        for c in self.comparisons:
            if c.against == strategy:
                return c
        raise KeyError(strategy)


@dataclass(frozen=True, eq=False)
class FleetResult:
    """Rows follow ``strategies``; columns are months 1 … horizon."""

    strategies: tuple[FleetStrategy, ...]
    months: np.ndarray  # 1 … horizon
    demand: np.ndarray  # GPU-hours per month
    monthly: np.ndarray  # (strategies, months) cash cost per month
    cumulative: np.ndarray  # (strategies, months)
    end_flow: np.ndarray  # (strategies,) owed (+) / recovered (−) at the horizon's end
    total: np.ndarray  # (strategies,) Σ monthly + end_flow
    present_cost: np.ndarray  # (strategies,) discounted at the plan's rate
    cost_per_useful_gpu_hour: np.ndarray  # (strategies,) total / Σ demand; NaN if no demand
    components: tuple[dict[str, np.ndarray], ...]
    details: tuple[dict[str, float], ...]
    monthly_rate: float
    discount_factors: np.ndarray  # (months,) applied to each month's cash
    end_discount: float  # applied to end_flow
    ranking: tuple[int, ...]  # row indices, lowest present cost first
    self_built: SelfBuiltSummary | None
    verdict: tuple[FleetNotice, ...] = ()
    # (strategies,) over the horizon, end flow included (core/fleet/adjust.py): the discount
    # (net − list, ≤ 0), the markup, the tax paid and the part of it that is a cost.
    discount: np.ndarray = field(default_factory=lambda: np.zeros(0))
    markup: np.ndarray = field(default_factory=lambda: np.zeros(0))
    tax_paid: np.ndarray = field(default_factory=lambda: np.zeros(0))
    tax: np.ndarray = field(default_factory=lambda: np.zeros(0))
    tax_enabled: bool = False
    # (strategies,) kWh, peak kW, tCO₂ over the horizon (core/fleet/energy.py), and the power
    # and grid figures they are computed with.
    energy: tuple[FleetEnergy, ...] = ()
    power: FleetPower | None = None
    # (strategies,) the GPU-hours each month the energy is computed from (the Fleet sheet's
    # energy formulas read them), None for a strategy that reports none.
    use: tuple[GpuHourUse | None, ...] = ()

    @property
    def total_without_tax(self) -> np.ndarray:
        """Each strategy's total with no tax in it (``total`` less the tax in the cost)."""
        return self.total - self.tax

    @property
    def total_with_tax(self) -> np.ndarray:
        """Each strategy's total with all the tax paid in it (recoverable or not)."""
        return self.total_without_tax + self.tax_paid

    def row(self, strategy: FleetStrategy) -> int:
        return self.strategies.index(strategy)

    @property
    def cheapest(self) -> FleetStrategy:
        return self.strategies[self.ranking[0]]
