"""Named scenarios side by side (issue 24): the plan evaluated again under a few overrides the
core already understands, so finance sees how the answer moves with them.

Each scenario is a small set of overrides of the plan; evaluating it is one ``evaluate`` of
the overridden plan (core/analysis.py runs them; this module only builds the plans and reads
the results). The default three, for every plan, without a plan-file change:

- ``list_prices``: every platform at its list price (no discount, no negotiated price; an
  internal markup stays, it is no price paid to a vendor);
- ``negotiated``: the plan as typed (its discounts and negotiated prices);
- ``spot_risk``: each spot platform reclaimed ``SPOT_RISK_FACTOR`` times as often (its
  interruption rate × 2); the other platforms as typed.
"""

from __future__ import annotations

from dataclasses import dataclass

from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform, PricingMode
from gpuplanner.core.result import PlanResult

SPOT_RISK_FACTOR = 2.0  # a doubled reclaim rate: the spot market twice as busy as typed


@dataclass(frozen=True)
class Scenario:
    """A named set of overrides: ``list_prices`` drops every discount and negotiated price;
    ``spot_factor`` multiplies each spot platform's interruption rate."""

    key: str  # its name in the message catalog (scenario.name.<key>) and in report --json
    list_prices: bool = False
    spot_factor: float = 1.0

    @property
    def as_typed(self) -> bool:
        """Whether the scenario is the plan itself (its evaluation is the plan's own)."""
        return not self.list_prices and self.spot_factor == 1.0


DEFAULT_SCENARIOS: tuple[Scenario, ...] = (
    Scenario("list_prices", list_prices=True),
    Scenario("negotiated"),
    Scenario("spot_risk", spot_factor=SPOT_RISK_FACTOR),
)


@dataclass(frozen=True)
class ScenarioOutcome:
    """One scenario's answer: per platform (the plan's order) its total at the N the
    scenario's evaluation chooses and its rank (None where it cannot do the job), and the
    rank-1 platform's index (None when none can)."""

    scenario: Scenario
    totals: tuple[float | None, ...]
    ranks: tuple[int | None, ...]
    best: int | None

    @property
    def best_total(self) -> float | None:
        return None if self.best is None else self.totals[self.best]


def scenario_plan(plan: Plan, scenario: Scenario) -> Plan:
    """``plan`` with ``scenario``'s overrides (itself for the plan as typed)."""
    if scenario.as_typed:
        return plan
    platforms = tuple(_override(p, scenario) for p in plan.platforms)
    return plan.model_copy(update={"platforms": platforms})


def _override(p: Platform, scenario: Scenario) -> Platform:
    update: dict[str, object] = {}
    if scenario.list_prices and p.adjustment.changes_price:
        # The list price: no discount, no negotiated price; the markup is the buyer's own.
        update["adjustment"] = PriceAdjustment(markup_percent=p.adjustment.markup_percent)
    if scenario.spot_factor != 1.0 and p.mode is PricingMode.SPOT:
        update["interruption_rate"] = p.interruption_rate * scenario.spot_factor
    return p.model_copy(update=update) if update else p


def outcome(scenario: Scenario, result: PlanResult) -> ScenarioOutcome:
    """The scenario's totals, ranks and cheapest platform from its evaluation ``result``."""
    totals = tuple(
        None if r.chosen_point is None else r.chosen_point.total_cost for r in result.platforms
    )
    ranks = tuple(r.rank for r in result.platforms)
    best = result.best
    return ScenarioOutcome(scenario, totals, ranks, None if best is None else best.index)
