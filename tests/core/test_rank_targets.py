"""Constraints rank first (issue 24 item 3): a platform that meets the deadline and budget
ranks above every one that misses them, however cheap; the memo's runner-up meets them; the
text report, report --json (``rank``, ``meets_targets``), the CSV and the workbook's Summary
agree.

Figures by hand on the memo's monthly plan (tests/io/test_memo.py: 8 fixed A100s, a ≈12 h job
in one started month): Cloud A 8 × ¥10,000 = ¥80,000, Cloud B 8 × ¥12,500 = ¥100,000, Cloud C
8 × ¥15,000 = ¥120,000. Cloud A waits 360 h (15 days) in a queue, so it delivers after a
10-day (240 h) deadline whatever the model's hours; B and C deliver the same day.
"""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import pytest
from test_memo import memo_plan

from gpuplanner.core import analyze
from gpuplanner.core.verdict import VerdictCode, verdict
from gpuplanner.io.excel.export import build_workbook
from gpuplanner.io.memo import build_memo
from gpuplanner.io.report.headless import ranking_rows, report_json, report_text

TODAY = dt.date(2026, 11, 24)  # the quotes are valid until 2026-11-25


def queued_plan(*queued: int, **workload):
    """The memo plan with a 10-day deadline and a 15-day queue on the platforms listed."""
    plan = memo_plan(deadline_hours=240.0, **workload)
    platforms = [
        p.model_copy(update={"queue_hours": 360.0}) if i in queued else p
        for i, p in enumerate(plan.platforms)
    ]
    return plan.model_copy(update={"platforms": tuple(platforms)})


def _order(result):
    return [(result.platforms[i].name, result.platforms[i].rank) for i in result.ranking]


def test_a_cheaper_platform_that_misses_the_deadline_ranks_below_those_that_meet_it() -> None:
    analysis = analyze(queued_plan(1), today=TODAY)  # Cloud A (index 1) queued
    result = analysis.result
    assert _order(result) == [("Cloud B", 1), ("Cloud C", 2), ("Cloud A", 3)]
    assert result.best is not None and result.best.name == "Cloud B"
    totals = [result.platforms[i].chosen_point.total_cost for i in result.ranking]
    assert totals == [100_000.0, 120_000.0, 80_000.0]
    cloud_a = result.platform("Cloud A").chosen_point
    assert not cloud_a.deadline_met and cloud_a.delivery_days > 15.0
    # Why, platform by platform (the Results tab's verdict): the first is the cheapest that
    # meets the targets, the cheaper one says by how much and that it misses the deadline.
    plan = analysis.plan
    first = {r.code: r.params for r in verdict(plan, result, result.platform("Cloud B"))}
    assert VerdictCode.CHEAPEST_MEETING in first and VerdictCode.CHEAPEST not in first
    cheaper = {r.code: r.params for r in verdict(plan, result, result.platform("Cloud A"))}
    assert cheaper[VerdictCode.CHEAPER_MISSES] == {"best": "Cloud B", "saving": 20_000.0}
    assert VerdictCode.MISSES_DEADLINE in cheaper


def test_a_budget_counts_too_and_those_missing_either_follow_by_cost() -> None:
    """Budget ¥110,000: Cloud B (¥100,000, on time) meets both; Cloud A misses the deadline,
    Cloud C (¥120,000) the budget — both miss a target, so they follow by cost: A, then C."""
    result = analyze(queued_plan(1, budget=110_000.0), today=TODAY).result
    assert _order(result) == [("Cloud B", 1), ("Cloud A", 2), ("Cloud C", 3)]
    assert not result.platform("Cloud C").chosen_point.budget_met


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_json_csv_text_and_summary_agree_on_the_order(lang: str) -> None:
    analysis = analyze(queued_plan(1), today=TODAY)
    report = report_json(analysis, lang)
    assert [(p["name"], p["rank"], p["meets_targets"]) for p in report["platforms"]] == [
        ("Cloud B", 1, True),
        ("Cloud C", 2, True),
        ("Cloud A", 3, False),
    ]
    assert report["best"] == "Cloud B"
    rows = ranking_rows(analysis, lang)
    assert [(r["name"], r["rank"], r["meets_targets"]) for r in rows] == [
        ("Cloud B", 1, True),
        ("Cloud C", 2, True),
        ("Cloud A", 3, False),
    ]
    text = report_text(analysis, lang)
    table = [line.split()[:3] for line in text.splitlines() if line.startswith((" 1", " 2", " 3"))]
    assert table == [["1", "Cloud", "B"], ["2", "Cloud", "C"], ["3", "Cloud", "A"]]
    rule = (
        "排名：先列满足工期和预算的平台（由低到高），再列未满足的平台（Cloud A）。"
        if lang == "zh_CN"
        else "Ranked: the platforms that meet the deadline and budget first, cheapest first; "
        "then those that miss them (Cloud A)."
    )
    assert rule in text
    wb = openpyxl.load_workbook(io.BytesIO(build_workbook(analysis, lang)), data_only=True)
    summary = wb.worksheets[0]
    ranked = [(summary.cell(r, 1).value, summary.cell(r, 2).value) for r in range(9, 12)]
    assert ranked == [(1, "Cloud B"), (2, "Cloud C"), (3, "Cloud A")]
    assert "Cloud B" in summary["C5"].value  # the recommendation


def test_the_memos_runner_up_meets_the_targets() -> None:
    """Recommended Cloud B; the runner-up is Cloud C (¥120,000 − ¥100,000 = ¥20,000 more),
    not the cheaper Cloud A that misses the deadline."""
    memo = build_memo(analyze(queued_plan(1), today=TODAY), lang="en", version="9.9")
    assert memo.recommended == "Cloud B" and memo.total == "¥100,000.00"
    assert memo.gap == "¥20,000.00"
    assert memo.runner_up[0].startswith(
        "Cloud C costs ¥120,000.00, ¥20,000.00 more than the recommendation (+20.0 %)"
    )
    assert "¥20,000.00 less than the runner-up, Cloud C." in memo.summary
    assert memo.verdict == "Meets the deadline."
    assert memo.bills.head == ("Line", "Cloud B", "Cloud C", "Cloud A")


@pytest.mark.parametrize(
    "lang,summary,first,missed",
    [
        (
            "en",
            "; the only platform that meets the deadline.",
            "No other platform meets the deadline. The next in the ranking, Cloud A, costs "
            "¥80,000.00 (−¥20,000.00 against the recommendation)",
            "It misses the deadline.",
        ),
        (
            "zh_CN",
            "；这是唯一满足工期的平台。",
            "没有其他平台能满足工期。排名其后的 Cloud A 需 ¥80,000.00"
            "（与建议方案相比 −¥20,000.00）",
            "它无法满足工期。",
        ),
    ],
)
def test_when_only_the_recommendation_meets_the_targets_no_runner_up_is_named(
    lang: str, summary: str, first: str, missed: str
) -> None:
    """Cloud A and Cloud C queued: only Cloud B (¥100,000) is on time. The memo names no
    runner-up and no gap; the next platform is said with what it misses."""
    memo = build_memo(analyze(queued_plan(1, 2), today=TODAY), lang=lang, version="9.9")
    assert memo.recommended == "Cloud B" and memo.gap is None
    assert memo.summary.endswith(summary)
    assert memo.runner_up[0].startswith(first)
    assert memo.runner_up[1:] == (missed,)


def test_the_issue_plan_names_the_a800_reservation_as_runner_up() -> None:
    """Issue 24's plan: the self-built cluster (21 days' lead time) misses the 14-day
    deadline, so the A800 reservation — 16 GPUs × ¥3,600 × one started month = ¥57,600 —
    is the runner-up and the self-built cluster ranks last."""
    from three_platforms import three_platform_plan

    analysis = analyze(three_platform_plan(), today=dt.date(2026, 12, 1))
    names = [analysis.result.platforms[i].name for i in analysis.result.ranking]
    assert names == ["AWS p5 · H100 on-demand", "A800 reserved · China", "Self-built 2 × 8 H100"]
    memo = build_memo(analysis, lang="en")
    assert memo.runner_up[0].startswith("A800 reserved · China costs ¥57,600.00")
    assert "the runner-up, A800 reserved · China." in memo.summary
