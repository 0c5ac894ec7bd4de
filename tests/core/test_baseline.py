"""Each platform against a baseline (core/baseline.py): the issue's case, three platforms at
5,426,381 / 6,423,183 / 5,898,240 a month → 1.00× / 1.18× / 1.09× against the first, with a
category split that sums to the gap.

The plan is ``excel_plans.three_platforms``.
"""

from __future__ import annotations

import math

import pytest
from excel_plans import three_platforms

from gpuplanner.core import analyze, evaluate
from gpuplanner.core.baseline import Category, compare
from gpuplanner.io.report.headless import report_json


def test_multiples_and_gap_split_against_the_cheapest() -> None:
    plan = three_platforms()
    c = compare(plan, evaluate(plan))
    assert c.name == "P1" and c.chosen == "cheapest" and c.missing is None
    rows = {r.name: r for r in c.rows}
    assert [rows[n].total for n in ("P1", "P2", "P3")] == [5_426_381, 6_423_183, 5_898_240]
    assert [round(rows[n].multiple, 2) for n in ("P1", "P2", "P3")] == [1.00, 1.18, 1.09]
    p2 = rows["P2"]
    assert p2.gap == 996_802
    assert p2.categories[Category.GPU] == 1_000_000
    assert p2.categories[Category.STORAGE] == -126_381  # 300,000 file − 426,381 object
    assert p2.categories[Category.NETWORK] == 123_183
    assert math.fsum(p2.categories.values()) == p2.gap
    assert math.fsum(p2.shares().values()) == pytest.approx(1.0)
    p3 = rows["P3"].categories
    assert (p3[Category.GPU], p3[Category.STORAGE], p3[Category.SUPPORT]) == (
        500_000,
        -426_381,
        398_240,
    )
    assert rows["P1"].shares() == {}  # no gap to split


def test_a_named_baseline_and_a_stale_one() -> None:
    plan = three_platforms(baseline="P3")
    c = compare(plan, evaluate(plan))
    assert c.name == "P3" and c.chosen == "plan"
    assert round(c.of(0).multiple, 4) == round(5_426_381 / 5_898_240, 4)  # 0.92×
    stale = three_platforms(baseline="P9")
    c = compare(stale, evaluate(stale))
    assert c.name == "P1" and c.chosen == "cheapest" and c.missing == "P9"


def test_report_json_baseline() -> None:
    plan = three_platforms()
    out = report_json(analyze(plan))
    assert out["baseline"] == {
        "name": "P1",
        "chosen": "cheapest",
        "missing": None,
        "missing_reason": None,
        "notice": None,
    }
    p2 = next(p for p in out["platforms"] if p["name"] == "P2")["vs_baseline"]
    assert round(p2["multiple"], 2) == 1.18 and p2["gap"] == 996_802
    assert p2["categories"]["gpu"] == 1_000_000
    assert math.fsum(p2["categories"].values()) == p2["gap"]
    assert math.fsum(p2["shares"].values()) == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "- P2: 1.18× the baseline (+996,802.00); 63 kWh, 34 kg CO₂"),
        ("zh_CN", "- P2：为基准的 1.18 倍（差额 +996,802.00）；耗电 63 kWh，碳排放 34 kg CO₂"),
    ],
)
def test_the_terminal_report_says_it_too(lang: str, line: str) -> None:
    """Seed A's 8 A100s × 18 h × 400 W × 1.1 = 63.36 kWh on every platform; at the China grid's
    0.5306 kg CO₂/kWh 33.6 kg, under a tonne, so in kilograms."""
    from gpuplanner.io.report.headless import report_text

    text = report_text(analyze(three_platforms()), lang=lang)
    assert line in text.splitlines()


@pytest.mark.parametrize(
    ("lang", "notice"),
    [
        (
            "en",
            "Baseline replaced by the cheapest, P1: the plan's baseline “P9” is not a platform "
            "of this plan (renamed or removed).",
        ),
        ("zh_CN", "基准已改为最便宜的 P1：方案指定的基准“P9”不是本方案的平台（已改名或删除）。"),
    ],
)
def test_a_baseline_not_in_the_plan_is_said_to_be_replaced(lang: str, notice: str) -> None:
    """P9 names no platform: the report JSON, the text report and the CSV say the cheapest (P1,
    5,426,381) replaced it, rather than only naming P1."""
    from gpuplanner.io.report.headless import ranking_rows, report_text

    analysis = analyze(three_platforms(baseline="P9"))
    out = report_json(analysis, lang)["baseline"]
    assert out == {
        "name": "P1",
        "chosen": "cheapest",
        "missing": "P9",
        "missing_reason": "not_in_plan",
        "notice": notice,
    }
    assert notice in report_text(analysis, lang=lang).splitlines()
    rows = ranking_rows(analysis, lang)
    assert [r["baseline.name"] for r in rows] == ["P1", "P1", "P1"]
    assert {(r["baseline.missing"], r["baseline.notice"]) for r in rows} == {("P9", notice)}


def test_an_infeasible_baseline_is_said_to_be_replaced_for_that_reason() -> None:
    """P2 held to a quota of 1 GPU cannot fit the model that needs 8: it stays in the plan."""
    plan = three_platforms(baseline="P2")
    p2 = plan.platforms[1].model_copy(update={"fixed_gpus": None, "max_gpus": 1})
    plan = plan.model_copy(update={"platforms": (plan.platforms[0], p2, plan.platforms[2])})
    c = compare(plan, evaluate(plan))
    assert not evaluate(plan).platforms[1].is_feasible
    assert (c.name, c.missing, c.missing_reason) == ("P1", "P2", "infeasible")
    out = report_json(analyze(plan))["baseline"]
    assert out["notice"] == (
        "Baseline replaced by the cheapest, P1: the plan's baseline “P2” cannot run this job."
    )


def test_a_named_baseline_that_is_used_has_no_notice() -> None:
    out = report_json(analyze(three_platforms(baseline="P3")))["baseline"]
    assert out["missing"] is None and out["missing_reason"] is None and out["notice"] is None


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_workbook_says_the_baseline_was_replaced(tmp_path, lang: str) -> None:
    import openpyxl

    from gpuplanner.io.excel.export import export_workbook
    from gpuplanner.io.excel.labels import Labels
    from gpuplanner.io.report.baseline import baseline_json

    plan = three_platforms(baseline="P9")
    analysis = analyze(plan)
    export_workbook(analysis, tmp_path / "b.xlsx", language=lang)
    t = Labels(lang)
    ws = openpyxl.load_workbook(tmp_path / "b.xlsx")[t.sheet("tco")]
    row = next(r for r in range(1, ws.max_row + 1) if ws.cell(r, 1).value == t("tco.vs_baseline"))
    notice = baseline_json(compare(plan, analysis.result), lang)["notice"]
    assert notice.startswith(("Baseline replaced by the cheapest, P1", "基准已改为最便宜的 P1"))
    assert ws.cell(row, 3).value == notice


def test_the_csv_has_the_node_hour_price_and_the_runs() -> None:
    """P1 quoted at 98.32 per 8-GPU node-hour is kept as 12.29 per GPU-hour: the CSV says
    98.32 (12.29 × 8); two runs; P2 and P3 are not quoted per node (empty)."""
    from gpuplanner.core.platform import HourlyPricing
    from gpuplanner.io.report.headless import ranking_rows

    plan = three_platforms()
    quoted = plan.platforms[0].model_copy(
        update={"pricing": HourlyPricing(price_per_gpu_hour=12.29, quoted_per_node=True)}
    )
    work = plan.workload.model_copy(update={"runs": 2})
    plan = plan.model_copy(update={"platforms": (quoted, *plan.platforms[1:]), "workload": work})
    rows = {r["name"]: r for r in ranking_rows(analyze(plan))}
    assert rows["P1"]["price_per_node_hour"] == pytest.approx(98.32)
    assert rows["P2"]["price_per_node_hour"] is None and rows["P3"]["price_per_node_hour"] is None
    assert {r["runs"] for r in rows.values()} == {2}


def _unpriced(plan, *names: str):
    """``plan`` with the named platforms' reservation price 0 (no price entered yet)."""
    from gpuplanner.core.platform import ReservedPricing

    zero = ReservedPricing(price_per_gpu_month=0.0)
    return plan.model_copy(
        update={
            "platforms": tuple(
                p.model_copy(update={"pricing": zero}) if p.name in names else p
                for p in plan.platforms
            )
        }
    )


def test_an_unpriced_baseline_is_replaced_by_the_cheapest_priced_one() -> None:
    """P2 at ¥0 a GPU-month totals its fees only, 300,000 + 123,183 = 423,183: taken as the
    baseline it made P1 (5,426,381) "12.82× the baseline", a comparison with a bill that lacks
    the GPU time. The cheapest priced platform, P1, replaces it, and P2 has no comparison."""
    plan = _unpriced(three_platforms(baseline="P2"), "P2")
    result = evaluate(plan)
    assert result.platforms[1].price_missing
    assert result.platforms[1].chosen_point.total_cost == 423_183
    c = compare(plan, result)
    assert (c.name, c.chosen, c.missing, c.missing_reason) == (
        "P1",
        "cheapest",
        "P2",
        "price_missing",
    )
    assert c.of(1) is None and [r.name for r in c.rows] == ["P1", "P3"]
    assert c.of(2).multiple == pytest.approx(5_898_240 / 5_426_381)
    out = report_json(analyze(plan))["baseline"]
    assert out["notice"] == (
        "Baseline replaced by the cheapest, P1: the plan's baseline “P2” has no price entered yet."
    )
    assert report_json(analyze(plan), "zh_CN")["baseline"]["notice"].startswith("基准已改为")


def test_no_baseline_when_every_platform_is_unpriced() -> None:
    plan = _unpriced(three_platforms(baseline="P2"), "P1", "P2", "P3")
    assert compare(plan, evaluate(plan)) is None
    assert report_json(analyze(plan))["baseline"] is None
