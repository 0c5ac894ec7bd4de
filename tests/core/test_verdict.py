"""Why a platform wins, loses or cannot run (core.verdict), on seed example A.

Seed example A (seed-examples.md): 8 GPUs for 18 h (17.83 h of training + 10 min setup).
A100 at 20 CNY/GPU-h: 8 × 18 × 20 = 2,880; H100 at 40 CNY/GPU-h for 9 h: 2,880 too.
"""

from __future__ import annotations

import pytest
from excel_plans import seed_plan

from gpuplanner.core import evaluate
from gpuplanner.core.edit import replace_at
from gpuplanner.core.layout import HEADROOM_LIMIT
from gpuplanner.core.notices import Code
from gpuplanner.core.platform import ReservedPricing
from gpuplanner.core.verdict import VerdictCode, verdict


def _reasons(plan, name):
    result = evaluate(plan)
    return {r.code: r.params for r in verdict(plan, result, result.platform(name))}


A100, V100, H100 = "A · A100 80G on-demand", "B · V100 32G spot", "C · H100 80G on-demand"


def test_the_first_is_cheapest_a_tie_says_so_and_the_loser_says_by_how_much() -> None:
    plan = seed_plan()
    first = _reasons(plan, H100)
    assert first[VerdictCode.CHEAPEST] == {"gpus": 8, "days": pytest.approx(9 / 24)}
    assert _reasons(plan, A100)[VerdictCode.TIES] == {"best": H100}  # 2,880 both
    loser = _reasons(plan, V100)[VerdictCode.COSTS_MORE]
    # V100: 5,760 GPU time + 750 fees + 121.60 interruptions = 6,631.60 (the Results table).
    assert loser["extra"] == pytest.approx(6631.60 - 2880.0)
    assert loser["percent"] == pytest.approx(100 * 3751.60 / 2880)


def test_a_monthly_plan_for_an_18_hour_job_bills_a_whole_month() -> None:
    plan = replace_at(
        seed_plan(), ("platforms", 0, "pricing"), ReservedPricing(price_per_gpu_month=3000)
    )
    months = _reasons(plan, A100)[VerdictCode.WHOLE_MONTHS]
    assert months == {"months": 1.0, "job_days": pytest.approx(18 / 24)}


def test_a_missed_deadline_and_a_budget_are_named() -> None:
    plan = replace_at(seed_plan(), ("workload", "deadline_hours"), 12.0)
    plan = replace_at(plan, ("workload", "budget"), 3000.0)
    reasons = _reasons(plan, A100)  # 18 h at the fixed 8 GPUs: misses a 12 h deadline
    assert reasons[VerdictCode.MISSES_DEADLINE] == {
        "delivery_days": pytest.approx(18 / 24),
        "deadline_days": 0.5,
        "lead_days": 0.0,
    }
    assert VerdictCode.OVER_BUDGET not in reasons  # 2,880 ≤ 3,000
    assert _reasons(plan, V100)[VerdictCode.OVER_BUDGET]["cost"] == pytest.approx(6631.60)


def test_a_platform_that_cannot_run_gives_the_cores_own_reason() -> None:
    plan = replace_at(seed_plan(), ("platforms", 1, "fixed_gpus"), 1)  # 1 V100 of 32 GB
    reasons = _reasons(plan, V100)
    assert list(reasons) == [VerdictCode.CANNOT_RUN]
    assert reasons[VerdictCode.CANNOT_RUN]["notice"].code is Code.FIXED_GPUS_INFEASIBLE


def test_memory_above_95_percent_of_usable_is_one_notice_not_also_a_verdict() -> None:
    """The headroom flag is said once: the core's memory_tight notice (the warnings), not a
    second reason in the verdict worded differently (issue 17: messages never repeat)."""
    plan = seed_plan()
    result = evaluate(plan)
    a100 = result.platform(A100)
    used = float(a100.memory.total[7])  # at the chosen 8 GPUs
    # Usable memory just above what the layout uses: the share is over the 95 % limit.
    tight = replace_at(plan, ("platforms", 0, "usable_memory_gb"), used / 0.97)
    notices = [n for n in evaluate(tight).notices if n.code is Code.MEMORY_TIGHT]
    assert [n.platform for n in notices] == [A100] and HEADROOM_LIMIT == 0.95
    assert notices[0].params["share"] == pytest.approx(0.97)
    assert set(_reasons(tight, A100)) == {VerdictCode.TIES}  # 2,880 as the H100: nothing else
    roomy = replace_at(plan, ("platforms", 0, "usable_memory_gb"), used / 0.90)
    assert not [n for n in evaluate(roomy).notices if n.code is Code.MEMORY_TIGHT]
