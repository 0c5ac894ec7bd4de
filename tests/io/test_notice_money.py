"""A notice's amounts carry the plan's currency in the report, the memo and the workbook, as
they do in the GUI (issue 24 item 11: money named as users say it).

The Llama-2-70B review plan's warnings read 'AWS p5 · H100 on-demand meets the deadline at
a GPU count of 16: 1.0 days for 19,083.29.' (英: '1.0 天，19,083.29。') in the memo, the text
report and the workbook, a bare number beside every other amount's ¥. Here a fix notice for
a platform that misses the deadline: 2.0 days for ¥1,430.00 (the figure of
tests/core/test_deadline_budget.py), and with no currency given the bare figure stays.
"""

from __future__ import annotations

from gpuplanner.core.notices import Code, Notice
from gpuplanner.io.words.notices import describe_notice

FIX = Notice(
    Code.FIX_QUOTA,
    platform="R",
    params={"target": "deadline", "gpus": 3, "quota": 2, "days": 2.0, "total": 1430.0},
)


def test_a_notice_names_the_plans_currency() -> None:
    assert describe_notice(FIX, "en", currency="CNY") == (
        "R: a quota of 3 GPUs (now 2) would meet the deadline: 2.0 days for ¥1,430.00."
    )
    assert describe_notice(FIX, "zh_CN", currency="USD").endswith("2.0 天，$1,430.00。")
    assert describe_notice(FIX, "en").endswith("2.0 days for 1,430.00.")


def test_the_text_report_memo_and_workbook_say_the_currency() -> None:
    import io

    import openpyxl

    from gpuplanner.core.analysis import analyze
    from gpuplanner.core.edit import replace_at
    from gpuplanner.io.excel.export import build_workbook
    from gpuplanner.io.memo import build_memo
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.io.report.headless import report_text
    from gpuplanner.paths import examples_dir

    # The 13B example with a 14-day deadline: its self-built servers (21 days to deliver) are
    # told which platform meets it, and for how much.
    plan = load_plan(examples_dir() / "13b-on-demand-spot-self-built.gpuplan")
    plan = replace_at(plan, ("workload", "deadline_hours"), 336.0)
    plan = replace_at(plan, ("settings", "price_max_age_months"), 120)  # room in the memo
    plan = plan.model_copy(update={"platforms": plan.platforms[1:3], "baseline": None})
    analysis = analyze(plan)
    fixes = [n for r in analysis.result.platforms for n in (r.targets.fixes if r.targets else ())]
    money = [n for n in analysis.result.notices if "total" in n.params or "amount" in n.params]
    assert money or fixes
    text = report_text(analysis, "zh_CN")
    warned = [line for line in text.splitlines() if line.startswith("- ") and "天，" in line]
    assert warned and all("¥" in line for line in warned)
    memo = build_memo(analysis, lang="en", version="9.9")
    priced = [w for w in memo.warnings if " days for " in w]
    assert priced and all(" days for ¥" in w for w in priced)
    wb = openpyxl.load_workbook(io.BytesIO(build_workbook(analysis)))
    cells = [str(c.value) for row in wb.worksheets[0].iter_rows() for c in row if c.value]
    said = [c for c in cells if " days for " in c]
    assert said and all(" days for ¥" in c for c in said)
