"""Named scenarios side by side (issue 24 Build): "list prices", "negotiated" (the plan as
typed) and "spot risk", each one evaluation of an overridden plan (core/scenarios.py).

By hand: three platforms, each 8 GPUs held 45 h of setup plus a few seconds of training,
billed per minute: 45 h 1 min = 45.016667 h.
- "Discounted cloud": 10 per GPU-hour, 20 % off → negotiated 8 × 45.016667 × 8 = 2,881.07;
  at its list price 8 × 45.016667 × 10 = 3,601.33.
- "List cloud": 9 per GPU-hour, no discount → 3,241.20 in every scenario.
- "Cheap spot": 6 per GPU-hour → 2,160.80 (no training hours to be reclaimed).
Negotiated ranks the discounted cloud 2nd, list prices 3rd (above it the list cloud, 3,241.20).
"""

from __future__ import annotations

import pytest
from plans import make_plan, platform

from gpuplanner.core import analyze
from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.platform import HourlyPricing
from gpuplanner.core.scenarios import DEFAULT_SCENARIOS, scenario_plan
from gpuplanner.io.report.headless import report_json

HELD = dict(fixed_gpus=8, setup_hours=45.0, interruption_rate=0.0)
SHORT = {"zero_stage": 3, "tokens": 1e5, "model": {"name": "1B", "params_b": 1.0}}


def three_platforms():
    return make_plan(
        workload=SHORT,
        platforms=[
            platform(
                name="Discounted cloud", adjustment=PriceAdjustment(discount_percent=20), **HELD
            ),
            platform(name="List cloud", pricing=HourlyPricing(price_per_gpu_hour=9.0), **HELD),
            platform(
                name="Cheap spot",
                pricing=HourlyPricing(mode="spot", price_per_gpu_hour=6.0),
                **HELD,
            ),
        ],
    )


def test_list_prices_and_negotiated_by_hand() -> None:
    by_key = {o.scenario.key: o for o in analyze(three_platforms()).scenarios}
    assert list(by_key) == ["list_prices", "negotiated", "spot_risk"]
    listed, negotiated = by_key["list_prices"], by_key["negotiated"]
    assert negotiated.totals == pytest.approx((2_881.07, 3_241.20, 2_160.80), abs=0.005)
    assert listed.totals == pytest.approx((3_601.33, 3_241.20, 2_160.80), abs=0.005)
    assert negotiated.ranks == (2, 3, 1)
    assert listed.ranks == (3, 2, 1)
    assert listed.best == negotiated.best == 2
    assert listed.best_total == pytest.approx(2_160.80, abs=0.005)


def test_the_plan_as_typed_is_the_analysis_itself() -> None:
    """ "Negotiated" reuses the analysis's own evaluation; the overrides leave the plan as it
    was (a list-price plan keeps the markup, the buyer's own)."""
    plan = three_platforms()
    a = analyze(plan)
    negotiated = a.scenarios[1]
    assert negotiated.totals == tuple(float(r.chosen_point.total_cost) for r in a.result.platforms)
    listed = scenario_plan(plan, DEFAULT_SCENARIOS[0])
    assert listed.platforms[0].adjustment == PriceAdjustment()
    assert plan.platforms[0].adjustment.discount_percent == 20  # the plan itself untouched
    assert scenario_plan(plan, DEFAULT_SCENARIOS[1]) is plan


def test_spot_risk_doubles_only_the_spot_reclaims() -> None:
    """A 1B fine-tune on 1e9 tokens trains for hours on 8 GPUs: the spot platform at 0.01
    reclaims per GPU-hour loses more to twice that rate; the on-demand one is unchanged."""
    spot = platform(
        name="Spot",
        pricing=HourlyPricing(mode="spot", price_per_gpu_hour=6.0),
        fixed_gpus=8,
        interruption_rate=0.01,
    )
    plan = make_plan(
        workload={"zero_stage": 3, "tokens": 1e9, "model": {"name": "1B", "params_b": 1.0}},
        platforms=[platform(name="On-demand", fixed_gpus=8), spot],
    )
    doubled = scenario_plan(plan, DEFAULT_SCENARIOS[2])
    assert doubled.platforms[1].interruption_rate == 0.02
    assert doubled.platforms[0] is plan.platforms[0]
    _, negotiated, risk = analyze(plan).scenarios
    assert risk.totals[0] == negotiated.totals[0]
    assert risk.totals[1] > negotiated.totals[1]


@pytest.mark.parametrize(
    ("lang", "name", "about"),
    [
        ("en", "List prices", "every platform at its list price"),
        ("zh_CN", "标价", "所有平台按标价计"),
    ],
)
def test_report_json_scenarios(lang: str, name: str, about: str) -> None:
    out = report_json(analyze(three_platforms()), lang)
    first, _, risk = out["scenarios"]
    assert first["key"] == "list_prices"
    assert first["name"] == name
    assert first["overrides"].startswith(about)
    assert first["best"] == "Cheap spot"
    assert first["best_total"] == pytest.approx(2_160.80, abs=0.005)
    assert [p["name"] for p in first["platforms"]] == [
        "Discounted cloud",
        "List cloud",
        "Cheap spot",
    ]
    assert first["platforms"][0]["total_cost"] == pytest.approx(3_601.33, abs=0.005)
    assert [p["rank"] for p in first["platforms"]] == [3, 2, 1]
    assert ("2 ×" if lang == "en" else "2 倍") in risk["overrides"]


@pytest.mark.parametrize(
    ("lang", "sheet", "header", "first"),
    [("en", "Scenarios", "List prices", "Ranks first"), ("zh_CN", "情景", "标价", "排名第一")],
)
def test_workbook_sheet_a_column_per_scenario(lang, sheet, header, first) -> None:
    """Totals and ranks as values (labelled gpuplanner's), a column per scenario."""
    import io

    import openpyxl

    from gpuplanner.io.excel.export import build_workbook

    wb = openpyxl.load_workbook(io.BytesIO(build_workbook(analyze(three_platforms()), lang)))
    ws = wb[sheet]
    rows = {ws.cell(r, 1).value: r for r in range(1, ws.max_row + 1)}
    assert ws.cell(3, 2).value == header
    assert "gpuplanner" in ws.cell(2, 1).value
    total = next(r for r in range(1, ws.max_row + 1) if ws.cell(r, 1).value == "Discounted cloud")
    assert ws.cell(total, 2).value == pytest.approx(3_601.33, abs=0.005)  # list prices
    assert ws.cell(total, 3).value == pytest.approx(2_881.07, abs=0.005)  # negotiated
    assert not str(ws.cell(total, 2).value).startswith("=")  # a value, not a formula
    assert ws.cell(rows[first], 2).value == "Cheap spot"


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            "List prices (every platform at its list price: no discount or negotiated "
            "price): Cheap spot ranks first at ¥2,160.80.",
        ),
        ("zh_CN", "标价（所有平台按标价计，不计折扣或议定价）：Cheap spot 排名第一，¥2,160.80。"),
    ],
)
def test_memo_one_line_per_scenario(lang: str, line: str) -> None:
    from gpuplanner.io.memo import build_memo

    memo = build_memo(analyze(three_platforms()), lang=lang)
    assert len(memo.scenarios) == 3
    assert memo.scenarios[0] == line
