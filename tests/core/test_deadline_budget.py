"""Deadline and budget per platform: the N that meets each, and the fixes when none does.

Round platform R (round_plans): N GPUs deliver in 140/N + 1 h and cost 1,400 + 10·N
(per-minute billing; 140/N h is a whole number of minutes for N = 1, 2, 3: 8,400/N).
A faster platform H: MFU 0.8 → 70/N + 1 h, at 30 per GPU-hour: 2,100 + 30·N.
"""

from __future__ import annotations

import pytest
from plans import make_plan, platform
from round_plans import round_plan, round_platform

from gpuplanner.core import evaluate
from gpuplanner.core.notices import Code
from gpuplanner.core.platform import HourlyPricing
from gpuplanner.io.words.notices import describe_notice

DEADLINE_48H = {"deadline_hours": 48.0}


def _fast(**overrides):
    base = {"name": "H", "mfu": 0.8, "pricing": HourlyPricing(price_per_gpu_hour=30.0)}
    return round_platform(**{**base, **overrides})


def _fixes(r, code):
    return [n for n in r.targets.fixes if n.code is code]


def test_cheapest_meeting_deadline_and_fastest_within_budget() -> None:
    # Deadline 48 h: 140/N + 1 ≤ 48 → N ≥ 2.98 → N = 3: 47.667 h, 3 · 47.667 · 10 = 1,430.
    # Budget 1,425: 1,400 + 10·N ≤ 1,425 → N ≤ 2; fastest is N = 2: 71 h (2.958 days), 1,420.
    result = evaluate(round_plan(workload={**DEADLINE_48H, "budget": 1425.0}))
    t = result.platforms[0].targets
    assert (t.deadline.gpus, t.deadline.total_cost) == (3, pytest.approx(1430.0))
    assert t.deadline.delivery_days == pytest.approx(47.0 / 24 + 2 / 3 / 24)
    assert (t.budget.gpus, t.budget.total_cost) == (2, pytest.approx(1420.0))
    assert t.budget.delivery_days == pytest.approx(71.0 / 24)
    # Both cannot hold: the conflict is stated with what each costs.
    assert t.both is None
    (conflict,) = _fixes(result.platforms[0], Code.TARGETS_CONFLICT)
    assert conflict.params["deadline_gpus"] == 3
    assert conflict.params["deadline_total"] == pytest.approx(1430.0)
    assert conflict.params["budget_gpus"] == 2
    assert conflict.params["budget_days"] == pytest.approx(71.0 / 24)
    assert conflict in result.notices
    # evaluate's own choice agrees: the cheapest N that meets the deadline.
    assert result.platforms[0].chosen == 3


def test_both_targets_met() -> None:
    # Budget 1,500 allows N ≤ 10; the cheapest N meeting both is the deadline's N = 3.
    result = evaluate(round_plan(workload={**DEADLINE_48H, "budget": 1500.0}))
    t = result.platforms[0].targets
    assert t.both.gpus == 3
    assert t.budget.gpus == 10  # fastest within budget: 15 h at 1,500
    assert t.budget.delivery_days == pytest.approx(15.0 / 24)
    assert t.fixes == ()


def test_no_targets_no_answers() -> None:
    t = evaluate(round_plan()).platforms[0].targets
    assert (t.deadline, t.budget, t.both, t.fixes) == (None, None, None, ())


def test_deadline_out_of_reach_under_the_quota() -> None:
    # Quota 2: the fastest is 2 GPUs, 71 h = 2.958 days > 2 days.
    # Fixes: a deadline of 2.958 days; a quota of 3 GPUs (47.667 h, 1,430); or platform H,
    # whose cheapest N meeting 48 h is 2 GPUs: 70/2 + 1 = 36 h = 1.5 days, 2 · 36 · 30 = 2,160.
    result = evaluate(round_plan(round_platform(max_gpus=2), _fast(), workload=DEADLINE_48H))
    r = result.platform("R")
    assert r.targets.deadline is None
    (later,) = _fixes(r, Code.FIX_LATER_DEADLINE)
    assert later.params == {
        "deadline_days": 2.0,
        "days": pytest.approx(71.0 / 24),
        "gpus": 2,
    }
    (quota,) = _fixes(r, Code.FIX_QUOTA)
    assert quota.params["target"] == "deadline"
    assert (quota.params["gpus"], quota.params["quota"]) == (3, 2)
    assert quota.params["total"] == pytest.approx(1430.0)
    (other,) = _fixes(r, Code.FIX_OTHER_PLATFORM)
    assert other.params["other"] == "H"
    assert other.params["gpus"] == 2
    assert other.params["days"] == pytest.approx(1.5)
    assert other.params["total"] == pytest.approx(2160.0)
    assert result.platform("H").targets.fixes == ()
    # Worded plainly with the numbers.
    assert describe_notice(quota) == (
        "R: a quota of 3 GPUs (now 2) would meet the deadline: 2.0 days for 1,430.00."
    )
    assert "a deadline of 3.0 days would" in describe_notice(later)


def test_budget_out_of_reach() -> None:
    # Budget 1,000: the cheapest R is 1 GPU at 1,410; H is never below 2,130. Only the bigger
    # budget fixes it (more GPUs cost more here, so no quota fix; no other platform).
    result = evaluate(round_plan(round_platform(), _fast(), workload={"budget": 1000.0}))
    r = result.platform("R")
    assert r.targets.budget is None
    assert [n.code for n in r.targets.fixes] == [Code.FIX_BIGGER_BUDGET]
    assert r.targets.fixes[0].params == {"budget": 1000.0, "amount": 1410.0, "gpus": 1}
    assert describe_notice(r.targets.fixes[0]) == (
        "R: no GPU count stays within the budget of 1,000.00; the cheapest is 1,410.00 (at a "
        "GPU count of 1), so a budget of 1,410.00 would."
    )


def test_budget_fix_names_another_platform_that_fits() -> None:
    # Budget 1,415: R fits at N = 1 (1,410). P, the same GPU at 100 per GPU-hour, costs
    # 14,000 + 100·N: it gets R as its fix, at R's fastest N within the budget.
    slow = round_platform(name="P", pricing=HourlyPricing(price_per_gpu_hour=100.0))
    result = evaluate(round_plan(round_platform(), slow, workload={"budget": 1415.0}))
    (other,) = _fixes(result.platform("P"), Code.FIX_OTHER_PLATFORM)
    assert other.params["other"] == "R"
    assert other.params["target"] == "budget"
    assert other.params["gpus"] == 1
    assert other.params["total"] == pytest.approx(1410.0)


def test_infeasible_platform_has_no_answers() -> None:
    result = evaluate(make_plan(platforms=[platform(gpu={"memory_gb": 10.0}, max_gpus=1)]))
    assert result.platforms[0].targets is None


def test_every_new_code_is_worded() -> None:
    result = evaluate(
        round_plan(round_platform(max_gpus=2), _fast(), workload={**DEADLINE_48H, "budget": 1000.0})
    )
    notices = [n for r in result.platforms for n in r.targets.fixes]
    assert {n.code for n in notices} >= {
        Code.FIX_LATER_DEADLINE,
        Code.FIX_QUOTA,
        Code.FIX_OTHER_PLATFORM,
        Code.FIX_BIGGER_BUDGET,
    }
    for n in notices:
        text = describe_notice(n)
        assert not text.startswith(n.code.value), text  # not the fallback
