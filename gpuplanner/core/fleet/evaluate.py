"""``evaluate_fleet(fleet)``: every strategy's monthly cash over the horizon, compared.

Rows are strategies and columns months, so cumulative curves, present values and the
self-built break-even against every rented strategy are array operations. Conventions:

- Discounting: the plan's ``discounting`` (core/fleet_discount.py): by default an effective
  annual rate, r_m = (1 + r)^(1/12) − 1, and each month's costs paid at its start
  (reservations, leases and capex are prepaid), so month k (1-based) is discounted by
  (1 + r_m)^−(k−1); what is owed or recovered at the end of the horizon by (1 + r_m)^−horizon.
  Annual periods, payment in arrears, a nominal APR and month-by-month discounting of what is
  owed past the horizon are the alternatives.
- Break-even month: the first month whose cumulative self-built cash is ≤ the rented
  strategy's. Payback: the same crossing, interpolated within the month; past the horizon it
  is extrapolated at the last month's saving (flagged). Both are undiscounted cash.
- Break-even utilization u*: owned cost per useful GPU-hour F / (u·N·h) + v equals the
  rented strategy's cost per useful GPU-hour p, so u* = F / (N·h·(p − v)), with F the full
  month's fixed ownership cost (straight-line depreciation, hosting, staff, repairs), v the
  power cost per used GPU-hour, N the working GPUs, h the hours per month.
- Cost per useful GPU-hour: the strategy's total (with what is owed or recovered at the
  end) over the GPU-hours demanded.
- Price adjustments and taxes (core/fleet/adjust.py): every block's discount or negotiated
  price replaces its list unit price before costing; markup and tax are their own monthly
  components on the spending at the net prices, so totals, present costs, the ranking and the
  break-even figures include them (the tax only where input tax is not recoverable).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import numpy as np

from gpuplanner.core.energy_models import CarbonSettings
from gpuplanner.core.fleet import costs as fleet_costs
from gpuplanner.core.fleet import discount as fleet_discount
from gpuplanner.core.fleet.adjust import adjust, net_fleet
from gpuplanner.core.fleet.costs import StrategyCosts
from gpuplanner.core.fleet.demand import demand_months
from gpuplanner.core.fleet.discount import OwedDiscounting, RateType
from gpuplanner.core.fleet.energy import fleet_power, strategy_energy
from gpuplanner.core.fleet.plan import FleetPlan, FleetStrategy
from gpuplanner.core.fleet.result import FleetResult, SelfBuiltComparison, SelfBuiltSummary
from gpuplanner.core.fleet.verdict import build_verdict
from gpuplanner.core.tax import TaxSettings

_COSTERS: dict[FleetStrategy, Callable[[FleetPlan, np.ndarray], StrategyCosts]] = {
    FleetStrategy.ON_DEMAND: fleet_costs.on_demand,
    FleetStrategy.RESERVED: fleet_costs.reserved,
    FleetStrategy.SPOT: fleet_costs.spot,
    FleetStrategy.LEASE: fleet_costs.lease,
    FleetStrategy.SELF_BUILT: fleet_costs.self_built,
    FleetStrategy.HYBRID: fleet_costs.hybrid,
}
_TOLERANCE = 1e-6  # money: curves equal to a millionth of a unit have crossed


def monthly_rate(annual_rate: float, rate_type: RateType = RateType.EFFECTIVE) -> float:
    """The monthly rate equivalent to an effective annual rate (or of a nominal APR)."""
    return fleet_discount.monthly_rate(annual_rate, rate_type)


def present_costs(fleet: FleetPlan, costs: list[StrategyCosts], months: int) -> np.ndarray:
    """Each strategy's present cost under the plan's discounting (core/fleet_discount.py)."""
    d, rate = fleet.discounting, fleet.discount_rate
    f = fleet_discount.factors(rate, d, np.arange(1, months + 1))
    end = fleet_discount.end_factor(rate, d, months)
    out = []
    for c in costs:
        capex = c.components.get("capex")
        upfront = float(capex[0]) * (1.0 - float(f[0])) if capex is not None else 0.0
        owed = c.details.get("owed_after_horizon", 0.0)
        tail = int(c.details.get("owed_months_after_horizon", 0))
        paid = c.details.get("owed_paid_after_horizon")
        if paid is not None and d.owed_after_horizon is OwedDiscounting.MONTHLY:
            # A loan left running: its payments as they fall due and its balloon at the
            # horizon's end, instead of the principal balance settled then.
            balloon = c.details.get("owed_balloon_after_horizon", 0.0)
            owed_pv = paid * fleet_discount.owed_factor(rate, d, months, tail) + balloon * end
        else:
            owed_pv = owed * fleet_discount.owed_factor(rate, d, months, tail)
        out.append(float(c.monthly @ f) + upfront + (c.end_flow - owed) * end + owed_pv)
    return np.array(out)


def evaluate_fleet(
    fleet: FleetPlan, tax: TaxSettings | None = None, carbon: CarbonSettings | None = None
) -> FleetResult:
    """Monthly and cumulative cost, present cost and comparisons for every strategy, with
    the blocks' price adjustments and the plan's ``tax`` (default: off), and each strategy's
    energy and carbon at the plan's grid ``carbon`` (default: the national 2023 factor)."""
    tax = tax or TaxSettings()
    power = fleet_power(fleet, carbon or CarbonSettings())
    demand = demand_months(fleet.demand, fleet.horizon_months)
    strategies = fleet.strategies
    at_list = [_COSTERS[s](fleet, demand) for s in strategies]
    net = net_fleet(fleet)
    at_net = at_list if net is fleet else [_COSTERS[s](net, demand) for s in strategies]
    adjusted = [
        adjust(fleet, s, lc, nc, tax) for s, lc, nc in zip(strategies, at_list, at_net, strict=True)
    ]
    costs = [a.costs for a in adjusted]
    monthly = np.vstack([c.monthly for c in costs])
    end_flow = np.array([c.end_flow for c in costs])
    months = demand.size
    d = fleet.discounting
    rate = monthly_rate(fleet.discount_rate, d.rate_type)
    factors = fleet_discount.factors(fleet.discount_rate, d, np.arange(1, months + 1))
    end_discount = fleet_discount.end_factor(fleet.discount_rate, d, months)
    total = monthly.sum(axis=1) + end_flow
    present = present_costs(fleet, costs, months)
    useful = float(demand.sum())
    per_hour = total / useful if useful > 0 else np.full(len(strategies), np.nan)
    result = FleetResult(
        strategies=strategies,
        months=np.arange(1, months + 1),
        demand=demand,
        monthly=monthly,
        cumulative=np.cumsum(monthly, axis=1),
        end_flow=end_flow,
        total=total,
        present_cost=present,
        cost_per_useful_gpu_hour=per_hour,
        components=tuple(c.components for c in costs),
        details=tuple(c.details for c in costs),
        monthly_rate=rate,
        discount_factors=factors,
        end_discount=end_discount,
        ranking=tuple(int(i) for i in np.argsort(present, kind="stable")),
        self_built=None,
        discount=np.array([a.discount for a in adjusted]),
        markup=np.array([a.markup for a in adjusted]),
        tax_paid=np.array([a.tax_paid for a in adjusted]),
        tax=np.array([a.tax for a in adjusted]),
        tax_enabled=tax.enabled,
        energy=tuple(
            strategy_energy(fleet, power, c.use, _electricity(s, c))
            for s, c in zip(strategies, costs, strict=True)
            if c.use is not None
        ),
        power=power,
        use=tuple(c.use for c in costs),
    )
    if FleetStrategy.SELF_BUILT in strategies:
        result = replace(result, self_built=_self_built_summary(result))
    return replace(result, verdict=build_verdict(fleet, result, tax))


def _electricity(strategy: FleetStrategy, costs: StrategyCosts) -> float | None:
    """The power the user pays for over the horizon: the owned cluster's; a provider's else."""
    power = costs.components.get("power")
    return (
        float(power.sum()) if strategy == FleetStrategy.SELF_BUILT and power is not None else None
    )


def _self_built_summary(result: FleetResult) -> SelfBuiltSummary:
    own = result.row(FleetStrategy.SELF_BUILT)
    d = result.details[own]
    rented = [j for j in range(len(result.strategies)) if j != own]
    # Cumulative self-built minus each rented strategy: ≤ 0 once owning has paid back.
    gap = result.cumulative[own] - result.cumulative[rented]
    crossed = gap <= _TOLERANCE
    capacity = d["capacity_gpu_hours_per_month"]
    comparisons = []
    for k, j in enumerate(rented):
        month, payback, extrapolated = _payback(
            gap[k], crossed[k], result.monthly[j, -1] - result.monthly[own, -1]
        )
        comparisons.append(
            SelfBuiltComparison(
                against=result.strategies[j],
                break_even_month=month,
                payback_months=payback,
                payback_extrapolated=extrapolated,
                break_even_utilization=break_even_utilization(
                    d.get("break_even_fixed_per_month", d["fixed_per_month"]),
                    d.get("break_even_variable_per_gpu_hour", d["variable_per_gpu_hour"]),
                    capacity,
                    float(result.cost_per_useful_gpu_hour[j]),
                ),
                npv=float(result.present_cost[j] - result.present_cost[own]),
            )
        )
    return SelfBuiltSummary(
        gpus=int(d["gpus"]),
        capex=d["capex"],
        depreciation_per_month=d["depreciation_per_month"],
        fixed_per_month=d["fixed_per_month"],
        variable_per_gpu_hour=d["variable_per_gpu_hour"],
        capacity_gpu_hours_per_month=capacity,
        utilization=float(result.demand.mean() / capacity),
        book_value_end=d["book_value_end"],
        comparisons=tuple(comparisons),
    )


def _payback(
    gap: np.ndarray, crossed: np.ndarray, last_saving: float
) -> tuple[int | None, float | None, bool]:
    """(break-even month, payback in months, extrapolated?) from the cumulative gap."""
    if crossed.any():
        m = int(crossed.argmax())
        if m == 0:
            return 1, 1.0, False
        before, after = gap[m - 1], gap[m]
        return m + 1, m + float(before / (before - after)), False
    if last_saving > 0:
        return None, gap.size + float(gap[-1] / last_saving), True
    return None, None, False


def break_even_utilization(
    fixed_per_month: float, variable_per_gpu_hour: float, capacity: float, rented: float
) -> float | None:
    """u* with F / (u·capacity) + v = p; None when p ≤ v (power alone costs more)."""
    margin = rented - variable_per_gpu_hour
    if not np.isfinite(rented) or margin <= 0 or capacity <= 0:
        return None
    return fixed_per_month / (capacity * margin)
