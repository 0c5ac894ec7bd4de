"""Discounts, negotiated prices, markups and taxes: own bill lines, one layer, by hand.

The issue's case: a 15 % discount then 6 % VAT on a 10,000 list bill = 9,010.00; with input
VAT recoverable the cost is 8,500.00. Bills of 10,000 are built from seed example A's
8 GPUs for 18 hours on a reserved plan of 1,250 per GPU-month (8 × 1 month × 1,250).
"""

from __future__ import annotations

import datetime as dt
import json

import pytest
from excel_plans import seed_plan
from pydantic import ValidationError

from gpuplanner.core import analyze, evaluate
from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.bill_lines import LineCode, Source, bill_lines, bill_total
from gpuplanner.core.fees import FeeBasis, FeeItem, FeeKind
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import LeasePricing, ReservedPricing, SelfBuiltPricing
from gpuplanner.core.tax import CN_VAT_SOURCE, TaxSettings, china_vat
from gpuplanner.core.uncertainty import simulate
from gpuplanner.io.plan_file import PlanError, loads_plan
from gpuplanner.io.report.headless import report_json


def _plan(adjustment=None, tax=None, pricing=None, fees=()) -> Plan:
    plan = seed_plan()
    update = {"pricing": pricing or ReservedPricing(price_per_gpu_month=1250), "fees": fees}
    if adjustment is not None:
        update["adjustment"] = adjustment
    a = plan.platforms[0].model_copy(update=update)
    return plan.model_copy(update={"platforms": (a,), "tax": tax or TaxSettings()})


def _bill(plan: Plan) -> tuple[dict[str, float], float]:
    r = evaluate(plan).platforms[0]
    lines = bill_lines(plan, r)
    total = float(r.total_cost[r.chosen - 1])
    assert bill_total(lines) == pytest.approx(total, rel=1e-12)
    return {line.code.value: line.amount for line in lines}, total


def test_discount_then_vat_issue_case() -> None:
    discount = PriceAdjustment(discount_percent=15)
    lines, total = _bill(_plan(discount, china_vat()))
    assert lines["gpu_months"] == 10000
    assert lines["discount"] == pytest.approx(-1500)
    assert lines["tax"] == pytest.approx(510)  # 6 % of 8,500: cloud GPU time is a service
    assert total == pytest.approx(9010.00)
    lines, total = _bill(_plan(discount, china_vat(recoverable=True)))
    assert lines["tax"] == pytest.approx(510) and lines["tax_recovered"] == pytest.approx(-510)
    assert total == pytest.approx(8500.00)
    entry = report_json(analyze(_plan(discount, china_vat(recoverable=True))))["platforms"][0]
    assert entry["total_with_tax"] == pytest.approx(9010.00)
    assert entry["total_without_tax"] == pytest.approx(8500.00)
    assert entry["tax_paid"] == pytest.approx(510) and entry["tax_cost"] == 0
    assert entry["discount_cost"] == pytest.approx(-1500)


def test_negotiated_price_replaces_the_list_unit_price() -> None:
    agreed = PriceAdjustment(
        negotiated_price=1000, negotiated_as_of=dt.date(2025, 5, 1), negotiated_source="quote"
    )
    lines, total = _bill(_plan(agreed))
    assert lines["discount"] == pytest.approx(-2000)  # 8 × 1 × (1,000 − 1,250)
    assert total == pytest.approx(8000)
    line = next(
        x
        for x in bill_lines(_plan(agreed), evaluate(_plan(agreed)).platforms[0])
        if x.code is LineCode.DISCOUNT
    )
    assert line.params == {
        "price_field": "price_per_gpu_month",
        "as_of": "2025-05-01",
        "source": "quote",
    }


def test_markup_after_discount_on_gpu_time_and_fees_untaxed() -> None:
    fees = (FeeItem(kind=FeeKind.SUPPORT, basis=FeeBasis.PERCENT_OF_COMPUTE, rate=10),)
    adj = PriceAdjustment(discount_percent=15, markup_percent=10)
    lines, total = _bill(_plan(adj, china_vat(), fees=fees))
    assert lines["fee"] == pytest.approx(850)  # 10 % of the GPU time after discount
    assert lines["markup"] == pytest.approx(0.10 * (8500 + 850))  # 935
    assert lines["tax"] == pytest.approx(0.06 * (8500 + 850))  # 561: markup is not taxed
    assert total == pytest.approx(8500 + 850 + 935 + 561)


def test_lease_is_taxed_at_the_hardware_rate() -> None:
    lease = LeasePricing(price_per_machine_month=10000)
    lines, total = _bill(_plan(tax=china_vat(), pricing=lease))
    assert lines["tax"] == pytest.approx(1300)  # 13 % of 1 machine × 1 month × 10,000
    assert total == pytest.approx(11300)


def test_self_built_discount_is_off_the_capex() -> None:
    """Capex 8 × 1.1 × 100,000 = 880,000 bought whole; 10 % off the capex = −88,000, and the
    repairs (2 %/year of capex × 18 h) shrink by 10 % too."""
    pricing = SelfBuiltPricing(capex_per_gpu=100000, charge_whole_purchase=True)
    lines, _ = _bill(_plan(PriceAdjustment(discount_percent=10), pricing=pricing))
    repairs_list = 880000 * 0.02 * 18 / 8760
    assert lines["purchase"] == pytest.approx(880000)
    assert lines["discount"] == pytest.approx(-(88000 + 0.1 * repairs_list))


def test_taxes_reach_monte_carlo_and_the_ranking_base() -> None:
    plan = _plan(PriceAdjustment(discount_percent=15), china_vat())
    result = evaluate(plan)
    u = simulate(plan, result)
    assert u.platforms[0].base_cost == pytest.approx(9010.00)


def test_china_preset_names_its_source_and_reads_as_preset() -> None:
    plan = _plan(tax=china_vat())
    r = evaluate(plan).platforms[0]
    tax = next(x for x in bill_lines(plan, r) if x.code is LineCode.TAX)
    assert tax.params["source"] == CN_VAT_SOURCE and "2019" in CN_VAT_SOURCE
    assert {i.name: i.source for i in tax.inputs}["services_rate_percent"] is Source.PRESET


def test_defaults_change_nothing() -> None:
    plain = seed_plan()
    assert plain.tax == TaxSettings() and not plain.tax.enabled
    r = evaluate(plain).platforms[0]
    assert float(r.total_cost[7]) == pytest.approx(2880.0)
    assert {x.code for x in bill_lines(plain, r)} == {LineCode.GPU_HOURS, LineCode.INTERRUPTION}


@pytest.mark.parametrize(
    ("update", "field"),
    [
        ({"discount_percent": -10}, "discount_percent"),
        ({"discount_percent": 100}, "discount_percent"),
        ({"discount_percent": 5, "negotiated_price": 1}, "discount_percent"),
        ({"markup_percent": 5000}, "markup_percent"),
        ({"negotiated_price": -1}, "negotiated_price"),
    ],
)
def test_bad_adjustments_name_the_field(update: dict, field: str) -> None:
    with pytest.raises(ValidationError) as err:
        PriceAdjustment(**update)
    assert field in str(err.value)


def test_plan_file_errors_name_the_path() -> None:
    data = json.loads(seed_plan().model_dump_json())
    data["tax"] = {"enabled": True, "services_rate_percent": 600}
    with pytest.raises(PlanError) as err:
        loads_plan(json.dumps(data))
    assert "tax.services_rate_percent" in str(err.value)
    data["tax"] = {}
    data["platforms"][0]["adjustment"] = {"discount_percent": -10}
    with pytest.raises(PlanError) as err:
        loads_plan(json.dumps(data))
    assert "platforms[0].adjustment.discount_percent" in str(err.value)


def test_a_negotiated_price_above_the_list_is_refused() -> None:
    """8 GPUs reserved for a month at a list of 1,250 per GPU-month: a negotiated 1,300 would
    be a "discount" of 8 × (1,300 − 1,250) = +400 (README: discount_cost ≤ 0). It is refused,
    naming the field, in English and Chinese; at the list price it is a discount of 0."""
    data = json.loads(_plan().model_dump_json())
    data["platforms"][0]["adjustment"] = {"negotiated_price": 1300}
    with pytest.raises(PlanError) as err:
        loads_plan(json.dumps(data))
    assert "platforms[0].adjustment.negotiated_price" in str(err.value)
    assert "the negotiated price (1300) is above the list price (1250)" in err.value.text("en")
    assert "议定价格（1300）高于标价（1250），不是折扣" in err.value.text("zh_CN")
    data["platforms"][0]["adjustment"] = {"negotiated_price": 1250}
    lines, total = _bill(loads_plan(json.dumps(data)))
    assert lines["discount"] == 0 and total == 10_000  # 8 × 1 × 1,250


def test_a_negotiated_price_does_not_carry_into_another_unit() -> None:
    """Seed A on-demand at 20 per GPU-hour, negotiated 18: switched to self-built, 18 per
    GPU-hour is no capex per GPU, so it is dropped (the discount percent would stay); switched
    to spot it stays in the same unit while at most the new list price."""
    from gpuplanner.core.platform import Platform, PricingMode
    from gpuplanner.core.platform_edits import switch_pricing_mode

    plan = seed_plan()
    a = Platform.model_validate(
        {**dict(plan.platforms[0]), "adjustment": PriceAdjustment(negotiated_price=18)}
    )
    plan = plan.model_copy(update={"platforms": (a,)})
    owned = switch_pricing_mode(plan, 0, PricingMode.SELF_BUILT).platforms[0]
    assert owned.adjustment.negotiated_price is None
    spot = switch_pricing_mode(plan, 0, PricingMode.SPOT).platforms[0]
    assert spot.pricing.price_per_gpu_hour == 20  # the same hourly fields, relabelled
    assert spot.adjustment.negotiated_price == 18


def test_percent_of_compute_fee_says_its_base_is_after_discount() -> None:
    """5 % support on 10,000 list, 15 % off: 5 % of the discounted 8,500 = 425.00, and the
    words (bill line, its driver input) name the discounted base in both languages."""
    from gpuplanner.io.words.bill import line_json

    fees = (FeeItem(kind=FeeKind.SUPPORT, basis=FeeBasis.PERCENT_OF_COMPUTE, rate=5),)
    plan = _plan(PriceAdjustment(discount_percent=15), fees=fees)
    r = evaluate(plan).platforms[0]
    fee = next(line for line in bill_lines(plan, r) if line.code is LineCode.FEE)
    assert fee.amount == pytest.approx(425.00)
    for lang, formula, driver in (
        ("en", "(discounted compute + interruptions) ÷ 100", "Discounted compute + interruptions"),
        ("zh_CN", "(折后算力费用 + 中断损失) ÷ 100", "折后算力费用 + 中断损失"),
    ):
        entry = line_json(fee, plan.currency, lang)
        assert formula in entry["formula"]
        base = [i for i in entry["inputs"] if i["label"].startswith(driver)]
        assert len(base) == 1, entry["inputs"]
        # The input shown is the base itself, so the formula adds up from what is shown:
        # percent × quantity × base ÷ 100 = 5 × 1 × 8,500 ÷ 100 = 425 (not a base ÷ 100 of 85).
        assert base[0]["value"] == pytest.approx(8500.00)
        assert "÷ 100" not in base[0]["label"] + base[0]["unit"], base[0]
