"""Traceable rates and dates (issue 24 item 10), by hand.

A price dated 2025-03-06 read on 2026-12-01 is 20 whole months old: past the default limit of
6 months it is flagged (notice ``price_stale``) in the JSON, the report, the workbook's
Summary and the memo, in both languages; at a 24-month limit it is not. Seed example A's 8 GPUs
for 18 h (0.75 day) on a 12-month reserved term pay 12 months for 18 h: 1 − 18 / (12 × 730) =
99.79 % of the months paid stay idle (notice ``commitment_idle``); a 1-month term for the same
job is the billing month the bill's verdict explains, not a commitment longer than the job.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import openpyxl
import pytest
from excel_plans import seed_plan

from gpuplanner import paths
from gpuplanner.core import analyze
from gpuplanner.core.evaluate import months_between
from gpuplanner.core.notices import Code
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import ReservedPricing
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.excel.labels import Labels
from gpuplanner.io.memo.content import build_memo
from gpuplanner.io.report import report_json, report_text

TODAY = dt.date(2026, 12, 1)


def _thirteen(max_months: int = 6) -> Plan:
    plan = load_thirteen()
    settings = plan.settings.model_copy(update={"price_max_age_months": max_months})
    return plan.model_copy(update={"settings": settings})


def load_thirteen() -> Plan:
    from gpuplanner.io.plan_file import load_plan

    return load_plan(paths.examples_dir() / "13b-on-demand-spot-self-built.gpuplan")


def test_whole_months() -> None:
    assert months_between(dt.date(2025, 3, 6), TODAY) == 20
    assert months_between(dt.date(2026, 6, 1), TODAY) == 6
    assert months_between(dt.date(2026, 6, 2), TODAY) == 5


def test_old_prices_are_flagged_everywhere(tmp_path: Path) -> None:
    analysis = analyze(_thirteen(), today=TODAY)
    stale = [n for n in analysis.result.notices if n.code is Code.PRICE_STALE]
    spot = next(n for n in stale if n.platform == "A100 spot · GCP a2-ultragpu")
    assert spot.params == {
        "as_of": "2025-03-06",
        "months": 20,
        "max_months": 6,
        "today": TODAY.isoformat(),
    }
    assert "A100 on-demand · AWS p4de" not in {n.platform for n in stale}  # 2026-11-09
    text = "A100 spot · GCP a2-ultragpu: its prices are dated 2025-03-06, 20 months before"
    warnings = [w["text"] for w in report_json(analysis)["warnings"]]
    assert any(w.startswith(text) for w in warnings)
    assert text in report_text(analysis)
    zh = "A100 spot · GCP a2-ultragpu：价格日期为 2025-03-06，距 2026-12-01 已 20 个月"
    assert zh in report_text(analysis, "zh_CN")
    memo = build_memo(analysis, lang="zh_CN").warnings
    assert any(w.startswith(zh) for w in memo)
    path = tmp_path / "stale.xlsx"
    export_workbook(analysis, path, language="en")
    ws = openpyxl.load_workbook(path)[Labels("en").sheet("summary")]
    cells = [str(c.value) for row in ws.iter_rows() for c in row if c.value]
    assert any(text in c for c in cells)
    # a limit of 24 months: no price is too old
    later = analyze(_thirteen(24), today=TODAY)
    assert not [n for n in later.result.notices if n.code is Code.PRICE_STALE]


def _reserved(months: int) -> Plan:
    plan = seed_plan()
    a = plan.platforms[0].model_copy(
        update={
            "pricing": ReservedPricing(price_per_gpu_month=1250, minimum_months=months),
            "fees": (),
        }
    )
    return plan.model_copy(update={"platforms": (a,)})


def test_a_commitment_longer_than_the_job_is_flagged_with_its_idle_share() -> None:
    analysis = analyze(_reserved(12), today=TODAY)
    (notice,) = [n for n in analysis.result.notices if n.code is Code.COMMITMENT_IDLE]
    assert notice.params["months"] == 12 and notice.params["gpus"] == 8
    assert notice.params["job_days"] == pytest.approx(0.75)
    assert notice.params["idle_share"] == pytest.approx(1 - 18 / (12 * 730))
    en = report_text(analysis)
    assert "the 12-month minimum term is paid in full for a 0.8-day job: 99.8% of the" in en
    assert "12 个月的最短租期需全额支付，而任务只需 0.8 天：所付月份中有 99.8% 闲置" in (
        report_text(analysis, "zh_CN")
    )
    one = analyze(_reserved(1), today=TODAY)
    assert not [n for n in one.result.notices if n.code is Code.COMMITMENT_IDLE]
