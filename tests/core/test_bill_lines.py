"""The itemised bill (core.bill_lines): lines that add up to the total, amounts by hand.

Every case holds seed example A's A100 platform at its fixed 8 GPUs for its 18 hours
(17.83 h of training + 10 min setup; seed-examples.md, example A: 8 GPUs × 18 h × 20 =
2,880), priced under each mode in turn, so each amount is a product of typed numbers.
"""

from __future__ import annotations

import math

import pytest
from excel_plans import every_mode_plan, seed_plan

from gpuplanner.core import analyze, evaluate
from gpuplanner.core.bill_lines import LineCode, LineGroup, Source, bill_lines, bill_total
from gpuplanner.core.fees import FeeBasis, FeeItem, FeeKind
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import (
    HourlyPricing,
    LeasePricing,
    PricingMode,
    ReservedPricing,
    SelfBuiltPricing,
)
from gpuplanner.core.uncertainty_models import TrialPhase
from gpuplanner.io.report.headless import report_json

FEES = (
    FeeItem(name="Setup labor", kind=FeeKind.LABOR, basis=FeeBasis.FIXED, rate=500),
    FeeItem(kind=FeeKind.SNAPSHOTS, basis=FeeBasis.PER_GPU_HOUR, rate=0.1),
    FeeItem(kind=FeeKind.SUPPORT, basis=FeeBasis.PERCENT_OF_COMPUTE, rate=5),
)


def _seed_a(pricing, fees=(), trial: TrialPhase | None = None) -> Plan:
    plan = seed_plan()
    a = plan.platforms[0].model_copy(update={"pricing": pricing, "fees": fees})
    return plan.model_copy(update={"platforms": (a,), "trial": trial})


def _amounts(plan: Plan) -> tuple[dict[str, float], float]:
    r = evaluate(plan).platforms[0]
    assert r.chosen == 8
    lines = bill_lines(plan, r)
    total = float(r.total_cost[7])
    assert bill_total(lines) == pytest.approx(total, rel=1e-12)
    out: dict[str, float] = {}
    for line in lines:
        key = line.code.value
        if line.code is LineCode.FEE:
            key = f"fee:{line.params['basis']}"
        out[key] = out.get(key, 0.0) + line.amount
    return out, total


def test_on_demand_with_fees_and_trial() -> None:
    trial = TrialPhase(hours=8, gpus=2, price_per_gpu_hour=3.5)
    plan = _seed_a(HourlyPricing(price_per_gpu_hour=20.0), FEES, trial)
    amounts, total = _amounts(plan)
    assert amounts["gpu_hours"] == pytest.approx(8 * 18 * 20)  # 2,880 (seed example A)
    assert amounts["interruption"] == 0
    assert amounts["fee:fixed"] == 500
    assert amounts["fee:per_gpu_hour"] == pytest.approx(8 * 18 * 0.1)  # 14.40
    assert amounts["fee:percent_of_compute"] == pytest.approx(0.05 * 2880)  # 144.00
    assert amounts["trial"] == pytest.approx(2 * 8 * 3.5)  # 56.00
    assert total == pytest.approx(2880 + 500 + 14.4 + 144 + 56)


def test_spot_hourly_increments() -> None:
    pricing = HourlyPricing(
        mode=PricingMode.SPOT, price_per_gpu_hour=7.0, billing_increment_hours=1.0
    )
    amounts, total = _amounts(_seed_a(pricing))
    assert amounts == {"gpu_hours": pytest.approx(8 * 18 * 7), "interruption": 0.0}
    assert total == pytest.approx(1008)


def test_reserved_started_months() -> None:
    amounts, total = _amounts(_seed_a(ReservedPricing(price_per_gpu_month=9000)))
    assert amounts["gpu_months"] == 8 * 1 * 9000  # 18 h start one month
    assert total == 72000


def test_lease_rent_addons_and_kept_deposit() -> None:
    pricing = LeasePricing(
        price_per_machine_month=60000,
        addons_per_machine_month=2500,
        deposit_per_machine=50000,
        deposit_refundable=False,
        minimum_months=2,
    )
    amounts, total = _amounts(_seed_a(pricing))
    assert amounts["machine_months"] == 1 * 2 * 60000
    assert amounts["lease_addons"] == 1 * 2 * 2500
    assert amounts["lease_deposit"] == 50000
    assert total == 175000


def test_self_built_depreciation_by_hand() -> None:
    pricing = SelfBuiltPricing(
        capex_per_gpu=100000, hosting_per_gpu_month=1500, staff_per_month=30000
    )
    amounts, total = _amounts(_seed_a(pricing))
    # Capex 8 × 1.1 × 100,000 = 880,000; 70 % of it over 3 × 8,760 h, 18 h used.
    assert amounts["depreciation"] == pytest.approx(421.917808219, rel=1e-9)
    assert amounts["energy"] == pytest.approx(8 * 0.7 * 1.4 * 18 * 0.8)  # 112.896 kWh-priced
    assert amounts["hosting"] == pytest.approx(295.890410959, rel=1e-9)  # 12,000 × 18/730
    assert amounts["staff"] == pytest.approx(739.726027397, rel=1e-9)  # 30,000 × 18/730
    assert amounts["repairs"] == pytest.approx(36.164383562, rel=1e-9)  # 17,600 × 18/8,760
    assert total == pytest.approx(1606.594630137, rel=1e-9)


def test_self_built_whole_purchase() -> None:
    pricing = SelfBuiltPricing(capex_per_gpu=200000, charge_whole_purchase=True, pue=1.1)
    amounts, _ = _amounts(_seed_a(pricing))
    assert amounts["purchase"] == pytest.approx(1_760_000)
    assert "depreciation" not in amounts


def test_every_mode_plan_lines_sum_to_totals() -> None:
    """All pricing modes, interruptions with and without checkpoints, a fee of every basis."""
    plan = every_mode_plan()
    result = evaluate(plan)
    seen = set()
    for r in result.platforms:
        lines = bill_lines(plan, r)
        if r.chosen is None:
            assert lines == ()
            continue
        i = r.chosen - 1
        assert bill_total(lines) == pytest.approx(float(r.total_cost[i]), rel=1e-12)
        by_group = {g: math.fsum(x.amount for x in lines if x.group is g) for g in LineGroup}
        assert by_group[LineGroup.COMPUTE] == pytest.approx(float(r.compute_cost[i]), rel=1e-12)
        assert by_group[LineGroup.FEES] == pytest.approx(float(r.fees_cost[i]), rel=1e-12)
        seen |= {x.code for x in lines}
        seen.add(plan.platforms[r.index].mode)
    assert set(PricingMode) <= seen
    assert {LineCode.LEASE_DEPOSIT, LineCode.PURCHASE, LineCode.DEPRECIATION} <= seen


def test_sources_and_report_json() -> None:
    plan = _seed_a(HourlyPricing(price_per_gpu_hour=20.0), FEES)
    r = evaluate(plan).platforms[0]
    preset = plan.platforms[0].model_copy(
        update={"pricing": HourlyPricing(price_per_gpu_hour=25.0)}
    )
    line = bill_lines(plan, r, preset=preset)[0]
    sources = {i.name: i.source for i in line.inputs}
    assert sources["price_per_gpu_hour"] is Source.TYPED  # changed from the preset's 25
    assert sources["billing_increment_hours"] is Source.PRESET  # the preset's per-minute
    assert sources["gpus"] is Source.TYPED  # a fixed count
    assert sources["billed_hours"] is Source.COMPUTED

    for lang, word in (("en", "Price per GPU-hour"), ("zh_CN", "每卡时单价")):
        entry = report_json(analyze(plan), lang=lang)["platforms"][0]
        bill = entry["bill"]
        assert [b["line"] for b in bill] == ["gpu_hours", "interruption", "fee", "fee", "fee"]
        assert math.fsum(b["amount"] for b in bill) == pytest.approx(entry["total_cost"])
        price = next(i for i in bill[0]["inputs"] if i["name"] == "price_per_gpu_hour")
        assert price == {
            "name": "price_per_gpu_hour",
            "label": word,
            "value": 20.0,
            "unit": "CNY/GPU-h" if lang == "en" else "CNY/卡时",
            "source": "typed",
            "source_text": "typed" if lang == "en" else "用户输入",
        }
        assert bill[2]["params"] == {
            "index": 1,
            "name": "Setup labor",
            "kind": "labor",
            "basis": "fixed",
        }
        assert bill[0]["formula"].startswith("GPUs × billed hours" if lang == "en" else "卡数")


def test_a_preset_figure_reads_as_preset_until_it_is_typed_over() -> None:
    """The 13B example's self-built platform comes from the catalog preset
    selfbuilt-8x-a100: its capex is the preset's; typed over, it is the user's."""
    from gpuplanner.io.catalog.presets import plan_presets
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.paths import examples_dir

    plan = load_plan(examples_dir() / "13b-on-demand-spot-self-built.gpuplan")
    i = next(k for k, p in enumerate(plan.platforms) if p.preset_id == "selfbuilt-8x-a100")
    presets = plan_presets(plan)
    r = evaluate(plan).platforms[i]
    first = bill_lines(plan, r, preset=presets[i])[0]
    assert {x.name: x.source for x in first.inputs}["capex_per_gpu"] is Source.PRESET
    p = plan.platforms[i]
    typed = p.model_copy(update={"pricing": p.pricing.model_copy(update={"capex_per_gpu": 1.0})})
    plan2 = plan.model_copy(
        update={"platforms": tuple(typed if k == i else x for k, x in enumerate(plan.platforms))}
    )
    r2 = evaluate(plan2).platforms[i]
    first = bill_lines(plan2, r2, preset=plan_presets(plan2)[i])[0]
    assert {x.name: x.source for x in first.inputs}["capex_per_gpu"] is Source.TYPED
    entry = report_json(analyze(plan))["platforms"]
    line = next(e for e in entry if e["name"] == p.name)["bill"][0]
    assert {x["name"]: x["source"] for x in line["inputs"]}["capex_per_gpu"] == "preset"


def test_every_shipped_example_itemises_to_its_totals() -> None:
    """Whatever the time model computes, each feasible platform's bill adds up to its total."""
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.paths import examples_dir

    checked = 0
    for path in sorted(examples_dir().glob("*.gpuplan")):
        plan = load_plan(path)
        for r in evaluate(plan).platforms:
            if r.chosen is None:
                continue
            total = float(r.total_cost[r.chosen - 1])
            assert bill_total(bill_lines(plan, r)) == pytest.approx(total, rel=1e-12), path.name
            checked += 1
    assert checked >= 10
