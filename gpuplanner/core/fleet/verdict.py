"""The fleet verdict as codes with parameters: what is cheapest, and does owning pay.

The self-built cluster is judged against on-demand (the seeds' baseline) and against the
cheapest rented strategy when that is another one. Every verdict ends with the assumptions
it rests on, so a worded verdict always states them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from gpuplanner.core.fleet.plan import FleetPlan, FleetStrategy
from gpuplanner.core.fleet.result import FleetCode, FleetNotice, SelfBuiltComparison
from gpuplanner.core.tax import TaxSettings

if TYPE_CHECKING:
    from gpuplanner.core.fleet.result import FleetResult


_END_VALUES = ("none", "resale", "book")  # details["end_value_convention"] 0, 1, 2


def _num(value: float) -> float | None:
    return float(value) if np.isfinite(value) else None


def build_verdict(
    fleet: FleetPlan, result: FleetResult, tax: TaxSettings | None = None
) -> tuple[FleetNotice, ...]:
    notes: list[FleetNotice] = []
    best = result.ranking[0]
    notes.append(
        FleetNotice(
            FleetCode.CHEAPEST,
            {
                "strategy": result.strategies[best].value,
                "present_cost": float(result.present_cost[best]),
                "total": float(result.total[best]),
                "per_gpu_hour": _num(result.cost_per_useful_gpu_hour[best]),
                "horizon_months": fleet.horizon_months,
            },
        )
    )
    notes += _energy_notice(result, best)
    sb = result.self_built
    if sb is not None:
        rented = [i for i in result.ranking if result.strategies[i] != FleetStrategy.SELF_BUILT]
        targets = [FleetStrategy.ON_DEMAND]
        cheapest_rented = result.strategies[rented[0]]
        if cheapest_rented != FleetStrategy.ON_DEMAND:
            targets.append(cheapest_rented)
        life = fleet.self_built.depreciation_years * 12.0 if fleet.self_built else 0.0
        for target in targets:
            comparison = sb.against(target)
            notes.append(_payback_notice(comparison, fleet.horizon_months, life))
            notes.append(_utilization_notice(comparison, sb.utilization, sb.gpus, result))
        overflow = result.details[result.row(FleetStrategy.SELF_BUILT)]["overflow_gpu_hours"]
        if overflow > 0 and fleet.self_built is not None:
            notes.append(
                FleetNotice(
                    FleetCode.CAPACITY_OVERFLOW,
                    {
                        "gpus": sb.gpus,
                        "gpu_hours": overflow,
                        "fallback": fleet.self_built.fallback.value,
                    },
                )
            )
    for i, strategy in enumerate(result.strategies):
        owed = result.details[i].get("owed_after_horizon", 0.0)
        if owed > 0 and strategy == FleetStrategy.SELF_BUILT:
            d = result.details[i]
            paid = d["owed_paid_after_horizon"] + d["owed_balloon_after_horizon"]
            params = {"amount": owed, "payments": paid}
            params["months"] = int(d["owed_months_after_horizon"])
            notes.append(FleetNotice(FleetCode.LOAN_OWED, params))
        elif owed > 0:
            notes.append(
                FleetNotice(
                    FleetCode.OWED_AFTER_HORIZON,
                    {
                        "strategy": strategy.value,
                        "amount": owed,
                        "months": int(result.details[i]["owed_months_after_horizon"]),
                    },
                )
            )
    notes += _adjustment_notices(result, tax or TaxSettings(), best)
    notes.append(
        FleetNotice(
            FleetCode.ASSUMPTIONS,
            {
                "horizon_months": fleet.horizon_months,
                "hours_per_month": fleet.hours_per_month,
                "discount_rate": fleet.discount_rate,
                "monthly_rate": result.monthly_rate,
                "gpu_hours": float(result.demand.sum()),
            },
        )
    )
    if sb is not None and fleet.self_built is not None:
        s = fleet.self_built
        own = result.details[result.row(FleetStrategy.SELF_BUILT)]
        notes.append(
            FleetNotice(
                FleetCode.SELF_BUILT_ASSUMPTIONS,
                {
                    "gpus": sb.gpus,
                    "spares_fraction": s.spares_fraction,
                    "capex": sb.capex,
                    "depreciation_years": s.depreciation_years,
                    "residual_fraction": s.residual_fraction,
                    "lead_time_days": s.lead_time_days,
                    "fallback": s.fallback.value,
                    "book_value_end": sb.book_value_end,
                    "end_value": _END_VALUES[int(own["end_value_convention"])],
                    "end_value_credited": own["end_value_credited"],
                    "resale_fraction": s.resale_fraction,
                },
            )
        )
    return tuple(notes)


def _payback_notice(c: SelfBuiltComparison, horizon: int, life_months: float) -> FleetNotice:
    against = c.against.value
    if c.break_even_month is not None:
        return FleetNotice(
            FleetCode.BREAKS_EVEN, {"against": against, "month": c.break_even_month, "npv": c.npv}
        )
    if c.payback_months is not None:
        return FleetNotice(
            FleetCode.PAYBACK_AFTER_HORIZON,
            {
                "against": against,
                "horizon_months": horizon,
                "payback_months": c.payback_months,
                "life_months": life_months,
                "npv": c.npv,
            },
        )
    return FleetNotice(FleetCode.NEVER_PAYS_BACK, {"against": against, "npv": c.npv})


def _utilization_notice(
    c: SelfBuiltComparison, actual: float, gpus: int, result: FleetResult
) -> FleetNotice:
    if c.break_even_utilization is None:
        own = result.self_built
        return FleetNotice(
            FleetCode.NO_BREAK_EVEN_UTILIZATION,
            {
                "against": c.against.value,
                "rented": _num(result.cost_per_useful_gpu_hour[result.row(c.against)]),
                "variable_per_gpu_hour": _power_rate(result) if own else None,
            },
        )
    return FleetNotice(
        FleetCode.BREAK_EVEN_UTILIZATION,
        {
            "against": c.against.value,
            "utilization": c.break_even_utilization,
            "actual_utilization": actual,
            "gpus": gpus,
        },
    )


def _power_rate(result: FleetResult) -> float:
    """The owned cluster's power per GPU-hour, with its markup and tax in the cost when the
    plan has them (core/fleet/adjust.py), as the break-even utilization compares it."""
    d = result.details[result.row(FleetStrategy.SELF_BUILT)]
    return d.get("break_even_variable_per_gpu_hour", d["variable_per_gpu_hour"])


def _energy_notice(result: FleetResult, best: int) -> list[FleetNotice]:
    """The cheapest strategy's kWh, peak kW and tCO₂ (none when its power is unknown)."""
    if best >= len(result.energy) or result.power is None:
        return []
    e = result.energy[best]
    if not np.isfinite(e.kwh):
        return []
    params = {"strategy": result.strategies[best].value, "kwh": e.kwh, "peak_kw": e.peak_kw}
    params |= {"tco2": e.tco2, "grid_kg_per_kwh": result.power.grid_kg_per_kwh}
    return [FleetNotice(FleetCode.ENERGY, params)]


def _adjustment_notices(result: FleetResult, tax: TaxSettings, best: int) -> list[FleetNotice]:
    """What the totals hold of the blocks' price adjustments and the plan's tax (stated for
    the cheapest strategy; core/fleet/adjust.py)."""
    notes = []
    if result.discount.any() or result.markup.any():
        notes.append(
            FleetNotice(
                FleetCode.ADJUSTED,
                {"discount": float(result.discount[best]), "markup": float(result.markup[best])},
            )
        )
    if tax.enabled:
        notes.append(
            FleetNotice(
                FleetCode.TAX,
                {
                    "services_rate": tax.services_rate,
                    "hardware_rate": tax.hardware_rate,
                    "recoverable": tax.recoverable,
                    "tax_paid": float(result.tax_paid[best]),
                },
            )
        )
    return notes
