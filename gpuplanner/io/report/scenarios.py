"""Named scenarios side by side (core/scenarios.py) for the report, the workbook and the memo:
their words and ``report --json``'s ``scenarios[]``. Nothing is computed here: the outcomes
are read from the analysis."""

from __future__ import annotations

import math
from typing import Any

from gpuplanner.core.analysis import Analysis
from gpuplanner.core.scenarios import Scenario, ScenarioOutcome
from gpuplanner.io import messages


def scenario_name(scenario: Scenario, lang: str = "en") -> str:
    return messages.text(f"scenario.name.{scenario.key}", lang)


def scenario_about(scenario: Scenario, lang: str = "en") -> str:
    """What the scenario overrides, in words ("each spot platform reclaimed 2 × as often")."""
    return messages.text(f"scenario.about.{scenario.key}", lang, factor=scenario.spot_factor)


def _finite(value: float | None) -> float | None:
    return value if value is not None and math.isfinite(value) else None


def best_name(analysis: Analysis, o: ScenarioOutcome) -> str | None:
    return None if o.best is None else analysis.plan.platforms[o.best].name


def scenarios_json(analysis: Analysis, lang: str = "en") -> list[dict[str, Any]]:
    """One entry per scenario: its key, name and overrides in words, the cheapest platform
    meeting the targets (rank 1) and its total, and every platform's total and rank."""
    plan = analysis.plan
    return [
        {
            "key": o.scenario.key,
            "name": scenario_name(o.scenario, lang),
            "overrides": scenario_about(o.scenario, lang),
            "best": best_name(analysis, o),
            "best_total": _finite(o.best_total),
            "platforms": [
                {"name": p.name, "total_cost": _finite(total), "rank": rank}
                for p, total, rank in zip(plan.platforms, o.totals, o.ranks, strict=True)
            ],
        }
        for o in analysis.scenarios
    ]
