"""One plan, two month conventions (issue 16 item 4, "730 / 720 everywhere"): the job's
``settings.hours_per_month`` and the fleet plan's ``fleet.hours_per_month`` are separate
settings, so when they differ the plan says so, in English and Chinese, in the warnings."""

from __future__ import annotations

import pytest

from gpuplanner.core import analyze, evaluate
from gpuplanner.core.notices import Code
from gpuplanner.core.plan import Plan
from gpuplanner.io.plan_file import load_plan
from gpuplanner.io.report.headless import report_json
from gpuplanner.io.words.notices import describe_notice, notice_advice
from gpuplanner.paths import examples_dir


def _fleet_plan(job_hours: float) -> Plan:
    plan = load_plan(examples_dir() / "fleet-3000h.gpuplan")
    assert plan.fleet is not None and plan.fleet.hours_per_month == 730
    settings = plan.settings.model_copy(update={"hours_per_month": job_hours})
    return plan.model_copy(update={"settings": settings})


def test_a_720_hour_job_beside_a_730_hour_fleet_is_said() -> None:
    (notice,) = [n for n in evaluate(_fleet_plan(720)).notices if n.code is Code.MONTHS_DIFFER]
    assert notice.params == {"job_hours": 720, "fleet_hours": 730}
    en, zh = describe_notice(notice, "en"), describe_notice(notice, "zh_CN")
    assert en.startswith("The job's billing month is 720 h (Workload tab, Runs and billing")
    assert "the fleet plan's 730 h (Fleet plan tab, Hours per month)" in en
    assert "任务的计费月为 720 小时" in zh and "长期规划为 730 小时" in zh
    assert "730 h (8,760 ÷ 12) or 720 h (30 days)" in notice_advice(notice, "en")
    assert "720 小时（30 天）" in notice_advice(notice, "zh_CN")
    warnings = report_json(analyze(_fleet_plan(720)), lang="zh_CN")["warnings"]
    assert [w["code"] for w in warnings].count("months_differ") == 1


@pytest.mark.parametrize("plan", ["same", "no fleet"])
def test_one_convention_says_nothing(plan: str) -> None:
    p = _fleet_plan(730)
    if plan == "no fleet":
        p = p.model_copy(
            update={
                "fleet": None,
                "settings": p.settings.model_copy(update={"hours_per_month": 720}),
            }
        )
    assert Code.MONTHS_DIFFER not in {n.code for n in evaluate(p).notices}
