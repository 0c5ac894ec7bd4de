"""``analyze(plan)``: everything a view or a writer shows about a plan, from one entry point.

The evaluation (every platform at every GPU count) is computed at once: it is what each edit
needs. The Monte Carlo percentiles, the fleet comparison and the named scenarios are
computed the first time they are read and then kept on that ``Analysis``, so the GUI's edit
path pays for the evaluation only (``gui/simulation.py`` asks for the percentiles later, off
the edit path), and the CLI's four outputs, or an export after the charts were drawn, share
one run of each.

This module is the only caller of ``evaluate``, ``simulate`` and ``evaluate_fleet`` outside
their own modules (tests/core/test_one_analysis.py greps the package): a writer is handed an
``Analysis`` and never computes.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from gpuplanner.core.evaluate import evaluate
from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult
from gpuplanner.core.scenarios import DEFAULT_SCENARIOS, ScenarioOutcome, outcome, scenario_plan

if TYPE_CHECKING:  # imported where first read: the app's first paint needs neither
    from gpuplanner.core.fleet.result import FleetResult
    from gpuplanner.core.uncertainty import PlanUncertainty


@dataclass(frozen=True, eq=False)
class Analysis:
    """A plan, its evaluation and, on first access, its percentiles and fleet result.

    ``today`` decided which quotes had expired; the decision memo dates itself with it."""

    plan: Plan
    result: PlanResult
    today: dt.date

    @cached_property
    def uncertainty(self) -> PlanUncertainty:
        """Monte Carlo percentiles and tornado of every feasible platform (core/uncertainty)."""
        from gpuplanner.core.uncertainty import simulate

        return simulate(self.plan, self.result)

    @cached_property
    def fleet(self) -> FleetResult | None:
        """The fleet comparison (core/fleet), None when the plan has no fleet part.

        A fleet the core refuses raises ``ValueError`` on every read (nothing is cached)."""
        from gpuplanner.core.fleet.evaluate import evaluate_fleet

        fleet = self.plan.fleet
        return evaluate_fleet(fleet, self.plan.tax, self.plan.carbon) if fleet is not None else None

    @cached_property
    def scenarios(self) -> tuple[ScenarioOutcome, ...]:
        """The named scenarios side by side (core/scenarios.py): each one evaluate of the
        overridden plan; the plan as typed is this analysis's own result."""
        return tuple(
            outcome(
                s,
                self.result if s.as_typed else evaluate(scenario_plan(self.plan, s), self.today),
            )
            for s in DEFAULT_SCENARIOS
        )

    @property
    def simulated(self) -> bool:
        """Whether the percentiles have been computed (reading ``uncertainty`` computes them)."""
        return "uncertainty" in self.__dict__


def analyze(plan: Plan, *, today: dt.date | None = None) -> Analysis:
    """Evaluate ``plan`` now; its percentiles and fleet result follow when first read.

    ``today`` (default: the system date) decides which vendor quotes have expired."""
    day = today or dt.date.today()
    return Analysis(plan, evaluate(plan, day), day)
