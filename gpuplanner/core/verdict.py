"""Why a platform wins, loses or cannot run: short reasons as codes with parameters.

The GUI words them (and a reason it cannot run is the core's own ``reason`` notice, worded as
the warnings panel words it, so the two never disagree). Reasons come in this order: the
verdict itself (cannot run / no price entered / cheapest / costs more), then what explains it at
the chosen GPU count — a billing period far longer than the job, a missed deadline or budget.
Memory used above 95 % of usable is not a reason a platform wins or loses: it is the core's
``memory_tight`` notice, said once, in the warnings (the GUI's panel, report --json
``warnings[]``, the text report and the workbook), not repeated here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import numpy as np

from gpuplanner.core.base import HOURS_PER_MONTH
from gpuplanner.core.plan import Plan
from gpuplanner.core.pricing import billed_months, lead_time_hours
from gpuplanner.core.pricing_fields import missing_list_price
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.result import PlanResult, PlatformResult

# A monthly bill is called out when the job uses less than half of the time it pays for.
IDLE_BILLING_SHARE = 0.5


class VerdictCode(StrEnum):
    CANNOT_RUN = "cannot_run"  # notice: the core's reason
    # No price entered (list price 0): ranked after every priced platform, never cheapest.
    PRICE_MISSING = "price_missing"  # field (pricing.<name>), gpus, days
    CHEAPEST = "cheapest"  # gpus, days, cost
    # Ranked first, though a platform that misses the deadline or budget is cheaper.
    CHEAPEST_MEETING = "cheapest_meeting"  # gpus, days
    # Cheaper than the first, ranked below it: it misses the deadline or budget.
    CHEAPER_MISSES = "cheaper_misses"  # best, saving
    TIES = "ties"  # best: as cheap as the platform ranked first
    COSTS_MORE = "costs_more"  # best, extra, percent
    WHOLE_MONTHS = "whole_months"  # months, job_days
    MISSES_DEADLINE = "misses_deadline"  # delivery_days, deadline_days, lead_days
    OVER_BUDGET = "over_budget"  # cost, budget


@dataclass(frozen=True)
class Reason:
    code: VerdictCode
    params: dict[str, Any] = field(default_factory=dict)


def ranked_over_cheaper(result: PlanResult, platform: PlatformResult) -> bool:
    """A platform that misses the deadline or budget costs less than ``platform`` (which then
    ranks above it only for meeting them: say "cheapest that meets", not "cheapest")."""
    if platform.chosen is None:
        return False
    cost = float(platform.total_cost[platform.chosen - 1])
    return any(
        r.chosen is not None and not r.price_missing and float(r.total_cost[r.chosen - 1]) < cost
        for r in result.platforms
    )


def verdict(plan: Plan, result: PlanResult, platform: PlatformResult) -> tuple[Reason, ...]:
    """The reasons for ``platform`` (one of ``result.platforms``) in the plan ``result``."""
    if platform.chosen is None:
        return (Reason(VerdictCode.CANNOT_RUN, {"notice": platform.reason}),)
    i = platform.chosen - 1
    cost = float(platform.total_cost[i])
    best = result.best
    reasons: list[Reason] = []
    if platform.price_missing:  # its total lacks the GPU time: never cheapest, never compared
        missing = missing_list_price(plan.platforms[platform.index].pricing)
        days = float(platform.delivery_hours[i] / 24.0)
        field = f"pricing.{missing[0]}" if missing else "pricing"
        params = {"field": field, "gpus": platform.chosen, "days": days}
        reasons.append(Reason(VerdictCode.PRICE_MISSING, params))
    elif best is None or best.index == platform.index:
        days = float(platform.delivery_hours[i] / 24.0)
        code = (
            VerdictCode.CHEAPEST_MEETING
            if ranked_over_cheaper(result, platform)
            else VerdictCode.CHEAPEST
        )
        reasons.append(Reason(code, {"gpus": platform.chosen, "days": days}))
    else:
        assert best.chosen is not None
        best_cost = float(best.total_cost[best.chosen - 1])
        extra = cost - best_cost
        if extra < -1e-9 * max(abs(best_cost), 1.0):  # ranked below for a missed target
            reasons.append(
                Reason(VerdictCode.CHEAPER_MISSES, {"best": best.name, "saving": -extra})
            )
        elif extra <= 1e-9 * max(abs(best_cost), 1.0):
            reasons.append(Reason(VerdictCode.TIES, {"best": best.name}))
        else:
            percent = 100.0 * extra / best_cost if best_cost > 0 else float("inf")
            params = {"best": best.name, "extra": extra, "percent": percent}
            reasons.append(Reason(VerdictCode.COSTS_MORE, params))
    source = plan.platforms[platform.index]
    held = float(platform.hours[i])
    minimum = rules_for(source.pricing).minimum_months(source.pricing)
    if minimum is not None:
        months = float(billed_months(minimum, np.array([held]))[0])
        if held < IDLE_BILLING_SHARE * months * HOURS_PER_MONTH:
            reasons.append(
                Reason(VerdictCode.WHOLE_MONTHS, {"months": months, "job_days": held / 24.0})
            )
    w = plan.workload
    if w.deadline_hours is not None and not bool(platform.deadline_ok[i]):
        reasons.append(
            Reason(
                VerdictCode.MISSES_DEADLINE,
                {
                    "delivery_days": float(platform.delivery_hours[i] / 24.0),
                    "deadline_days": w.deadline_hours / 24.0,
                    "lead_days": lead_time_hours(source) / 24.0,
                },
            )
        )
    if w.budget is not None and cost > w.budget:
        reasons.append(Reason(VerdictCode.OVER_BUDGET, {"cost": cost, "budget": w.budget}))
    return tuple(reasons)
