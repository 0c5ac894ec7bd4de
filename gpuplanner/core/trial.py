"""The optional trial phase ("small card trial, big card finish", seed 000 §5.3): its terms.

Convention: the trial runs before the main job, so its hours add to every platform's
delivery time and its cost to every platform's total as a separate line (``trial_cost``);
the ranking is unchanged by it (the same amount everywhere). Setup hours it saves come off
each platform's own setup hours, never below zero.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform
from gpuplanner.core.pricing import Usage, gpu_time_cost
from gpuplanner.core.vat_basis import net_of_vat


@dataclass(frozen=True)
class TrialTerms:
    cost: float = 0.0
    hours: float = 0.0
    saves_setup_hours: float = 0.0

    def setup_hours(self, platform: Platform) -> float:
        """The platform's setup hours left for the main run after the trial."""
        return max(0.0, platform.setup_hours - self.saves_setup_hours)


def trial_terms(plan: Plan) -> TrialTerms:
    """Cost: GPUs × hours × price, or holding that many GPUs for the hours on the named
    platform under its own pricing (billing increments and minimum terms included)."""
    t = plan.trial
    if t is None:
        return TrialTerms()
    if t.price_per_gpu_hour is not None:
        cost = t.gpus * t.hours * t.price_per_gpu_hour
    else:
        where = next(p for p in plan.platforms if p.name == t.platform)
        where = net_of_vat(where, plan.tax)  # the platform's net prices (core/vat_basis.py)
        usage = Usage(hours_per_month=plan.settings.hours_per_month)
        n, hours = np.array([float(t.gpus)]), np.array([t.hours])
        cost = float(gpu_time_cost(where, n, hours, usage)[0])
    return TrialTerms(cost=cost, hours=t.hours, saves_setup_hours=t.saves_setup_hours)
