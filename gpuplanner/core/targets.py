"""Deadline and budget: per platform the N that meets each, and what would fix it when none does.

Fixes, each a notice with numbers: a later deadline (the fastest delivery) or a bigger budget
(the cheapest bill); a larger quota when a count above the quota would meet the target; the
best other platform (another GPU) that meets it; and, when each target is reachable alone but
not both together, what each one costs in the other's terms.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from gpuplanner.core.decision_result import TargetAnswers, TargetOption
from gpuplanner.core.notices import Code, Notice
from gpuplanner.core.result import PlatformResult
from gpuplanner.core.workload import Workload


def _option(r: PlatformResult, mask: np.ndarray, fastest: bool) -> TargetOption | None:
    """Cheapest (or fastest) N in ``mask``; ties go to the other criterion, then fewer GPUs."""
    hits = np.flatnonzero(mask)
    if not hits.size:
        return None
    cost, time = r.total_cost[hits], r.delivery_hours[hits]
    keys = (hits, cost, time) if fastest else (hits, time, cost)
    i = int(hits[np.lexsort(keys)[0]])
    return TargetOption(
        gpus=i + 1, total_cost=float(r.total_cost[i]), delivery_days=float(r.delivery_hours[i] / 24)
    )


def answer_targets(
    workload: Workload, results: Sequence[PlatformResult]
) -> list[TargetAnswers | None]:
    """Answers for every platform (``None`` for an infeasible one), fixes included."""
    deadline, budget = workload.deadline_hours, workload.budget
    # Each platform's answers once: they are also the "another platform" fixes of the others.
    by_deadline = [
        _option(r, r.feasible & r.deadline_ok, fastest=False) if deadline else None for r in results
    ]
    by_budget = [
        _option(r, r.feasible & r.budget_ok, fastest=True) if budget else None for r in results
    ]
    answers: list[TargetAnswers | None] = []
    for k, r in enumerate(results):
        if not r.is_feasible:
            answers.append(None)
            continue
        d, b = by_deadline[k], by_budget[k]
        both = (
            _option(r, r.feasible & r.deadline_ok & r.budget_ok, fastest=False)
            if d is not None and b is not None
            else None
        )
        fixes: list[Notice] = []
        if deadline and d is None:
            fastest = _option(r, r.feasible, fastest=True)
            assert fastest is not None  # r is feasible somewhere
            fixes.append(
                Notice(
                    Code.FIX_LATER_DEADLINE,
                    r.name,
                    {
                        "deadline_days": deadline / 24,
                        "days": fastest.delivery_days,
                        "gpus": fastest.gpus,
                    },
                )
            )
            fixes += _quota_fix(r, r.deadline_ok, "deadline")
            fixes += _other_fix(r, results, by_deadline, "deadline", fastest=False)
        if budget and b is None:
            cheapest = _option(r, r.feasible, fastest=False)
            assert cheapest is not None
            fixes.append(
                Notice(
                    Code.FIX_BIGGER_BUDGET,
                    r.name,
                    {"budget": budget, "amount": cheapest.total_cost, "gpus": cheapest.gpus},
                )
            )
            fixes += _quota_fix(r, r.budget_ok, "budget")
            fixes += _other_fix(r, results, by_budget, "budget", fastest=True)
        if d is not None and b is not None and both is None:
            assert deadline is not None  # d answers the deadline, so there is one
            fixes.append(
                Notice(
                    Code.TARGETS_CONFLICT,
                    r.name,
                    {
                        "budget": budget,
                        "deadline_days": deadline / 24,
                        "deadline_gpus": d.gpus,
                        "deadline_total": d.total_cost,
                        "budget_gpus": b.gpus,
                        "budget_days": b.delivery_days,
                    },
                )
            )
        answers.append(TargetAnswers(deadline=d, budget=b, both=both, fixes=tuple(fixes)))
    return answers


def _quota_fix(r: PlatformResult, ok: np.ndarray, target: str) -> list[Notice]:
    """A count above the quota that would meet the target (memory, layout and finish allowing)."""
    beyond = r.layout_ok & r.fits_memory & np.isfinite(r.hours) & ~r.within_quota & ok
    hits = np.flatnonzero(beyond)
    if not hits.size:
        return []
    i = int(hits[0])  # the smallest quota that would do
    quota = int(np.flatnonzero(r.within_quota)[-1]) + 1 if r.within_quota.any() else 0
    return [
        Notice(
            Code.FIX_QUOTA,
            r.name,
            {
                "target": target,
                "gpus": i + 1,
                "quota": quota,
                "days": float(r.delivery_hours[i] / 24),
                "total": float(r.total_cost[i]),
            },
        )
    ]


def _other_fix(
    r: PlatformResult,
    results: Sequence[PlatformResult],
    answers: list[TargetOption | None],
    target: str,
    fastest: bool,
) -> list[Notice]:
    """The best other platform meeting the target: cheapest for a deadline, fastest in budget.
    A platform with no price entered (``price_missing``: its total lacks the GPU time) is
    never offered as the way out."""
    options = [
        (o, opt)
        for o, opt in zip(results, answers, strict=True)
        if o is not r and opt is not None and not o.price_missing
    ]
    if not options:
        return []
    other, opt = min(
        options,
        key=lambda x: (
            (x[1].delivery_days, x[1].total_cost)
            if fastest
            else (x[1].total_cost, x[1].delivery_days)
        ),
    )
    return [
        Notice(
            Code.FIX_OTHER_PLATFORM,
            r.name,
            {
                "target": target,
                "other": other.name,
                "gpus": opt.gpus,
                "days": opt.delivery_days,
                "total": opt.total_cost,
            },
        )
    ]
