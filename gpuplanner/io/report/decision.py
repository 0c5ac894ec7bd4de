"""Decision support in the headless report: percentiles, tornado, stress cases, targets, trial.

``platform_decision_json`` adds these keys to each platform of ``--json``; ``decision_text``
is the terminal section. Both read the same ``PlanResult`` and ``PlanUncertainty`` the GUI
shows; nothing here recomputes a cost.
"""

from __future__ import annotations

import math
from dataclasses import asdict
from typing import Any

from gpuplanner.core.decision_result import StressCase, TargetOption
from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.core.trial import trial_terms
from gpuplanner.core.uncertainty import PlanUncertainty, PlatformUncertainty
from gpuplanner.io.terminal import clip_name, columns, display_width, fit
from gpuplanner.io.words.notices import describe_notice
from gpuplanner.io.words.report import words

_PERCENTILES = ("p10_cost", "p50_cost", "p90_cost", "p10_days", "p50_days", "p90_days")


def _num(value: float | None) -> float | None:
    """JSON has no NaN/inf: an undefined figure is null."""
    if value is None:
        return None
    return value if math.isfinite(value) else None


def _clean(data: dict[str, Any]) -> dict[str, Any]:
    return {k: _num(v) if isinstance(v, float) else v for k, v in data.items()}


def _case(case: StressCase) -> dict[str, Any]:
    return _clean(asdict(case))


def _option(option: TargetOption | None) -> dict[str, Any] | None:
    return _clean(asdict(option)) if option else None


def platform_decision_json(
    result: PlatformResult, uncertainty: PlatformUncertainty | None, lang: str = "en"
) -> dict[str, Any]:
    """Keys for one platform: null where the platform is infeasible or a target is unset."""
    out: dict[str, Any] = {"mfu_used": _num(result.mfu)}
    u = uncertainty
    for key in _PERCENTILES:
        out[key] = _num(getattr(u, key)) if u else None
    out["unfinished_share"] = u.unfinished_share if u else None
    out["tornado"] = [
        {**_clean(asdict(bar)), "swing": _num(bar.swing)} for bar in (u.tornado if u else ())
    ]
    s = result.stress
    out["stress"] = (
        {
            "gpus": s.gpus,
            "longer_30": _case(s.longer),
            "rerun_from_checkpoint": _case(s.rerun_from_checkpoint),
            "reclaim_without_checkpoint": _case(s.reclaim_without_checkpoint),
        }
        if s
        else None
    )
    t = result.targets
    out["targets"] = (
        {
            "cheapest_meeting_deadline": _option(t.deadline),
            "fastest_within_budget": _option(t.budget),
            "cheapest_meeting_both": _option(t.both),
            "fixes": [{**n.as_dict(), "text": describe_notice(n, lang)} for n in t.fixes],
        }
        if t
        else None
    )
    c = result.calibration
    out["calibration"] = _clean(asdict(c)) if c else None
    return out


def plan_decision_json(plan: Plan, uncertainty: PlanUncertainty) -> dict[str, Any]:
    """Plan-wide keys: the Monte Carlo settings and the trial phase (timings stay out: the
    contract must be reproducible)."""
    t = plan.trial
    return {
        "monte_carlo": {"samples": uncertainty.samples, "seed": uncertainty.seed},
        "trial": t.model_dump(mode="json") if t else None,
    }


def _money(value: float | None) -> str:
    return "—" if value is None or not math.isfinite(value) else f"{value:,.0f}"


def _days(value: float) -> str:
    return f"{value:.1f}" if math.isfinite(value) else "—"  # never finishes in some samples


def decision_text(
    plan: Plan, result: PlanResult, uncertainty: PlanUncertainty, lang: str = "en"
) -> list[str]:
    """Terminal lines: the spread of each bill and its stress cases, at the chosen N."""
    w = words(lang)
    heads = [
        (w("col.platform"), 28, "<"),
        ("P10", 11, ">"),
        ("P50", 11, ">"),
        ("P90", 11, ">"),
        (w("col.p90_days"), 8, ">"),
        (w("col.longer"), 11, ">"),
        (w("col.rerun"), 11, ">"),
        (w("col.reclaimed"), 11, ">"),
    ]
    widths = columns([(text, width) for text, width, _ in heads])

    def row(cells: list[str]) -> str:
        return " ".join(fit(c, n, a) for c, n, (_, _, a) in zip(cells, widths, heads, strict=True))

    header = row([text for text, _, _ in heads])
    lines = [
        w("uncertainty", samples=uncertainty.samples, currency=plan.currency),
        header,
        "-" * display_width(header),
    ]
    for i in result.ranking:
        r = result.platforms[i]
        u = uncertainty.platforms[i]
        if u is None or r.stress is None:
            continue
        s = r.stress
        lines.append(
            row(
                [
                    clip_name(r.name, widths[0]),
                    _money(u.p10_cost),
                    _money(u.p50_cost),
                    _money(u.p90_cost),
                    _days(u.p90_days),
                    _money(s.longer.total_cost),
                    _money(s.rerun_from_checkpoint.total_cost),
                    _money(s.reclaim_without_checkpoint.total_cost),
                ]
            )
        )
    if plan.trial:
        cost = _money(trial_terms(plan).cost)
        lines.append(
            w(
                "trial",
                hours=plan.trial.hours,
                gpus=plan.trial.gpus,
                cost=cost,
                currency=plan.currency,
            )
        )
    return lines
