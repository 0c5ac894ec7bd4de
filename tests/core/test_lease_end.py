"""A lease's end (core/lease_end.py): the residual or balloon and the buy-out (purchase
option), in a single job's bill and in the fleet plan, by hand.

The job bill is undiscounted; where discounting applies (the fleet plan) the same residual
is the TI BA II PLUS guidebook's lease example: 46 monthly payments of 1,200 in advance at
22 % APR compounded monthly with a 6,500 residual → residual PV 2,818.22, total 40,573.18.
"""

from __future__ import annotations

import pytest
from excel_plans import seed_plan
from pydantic import ValidationError

from gpuplanner.core import analyze, evaluate
from gpuplanner.core.bill_lines import LineCode, bill_lines, bill_total
from gpuplanner.core.lease_end import lease_end
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import LeasePricing
from gpuplanner.io.report.headless import ranking_rows, report_json


def _job(pricing: LeasePricing, gpus: int = 16) -> Plan:
    """Seed example A's A100 platform (under a day held) at ``gpus`` GPUs on 8-GPU machines."""
    plan = seed_plan()
    a = plan.platforms[0].model_copy(
        update={"pricing": pricing, "fixed_gpus": gpus, "max_gpus": None}
    )
    return plan.model_copy(update={"platforms": (a,)})


def _lines(plan: Plan) -> dict[LineCode, float]:
    r = evaluate(plan).platforms[0]
    assert r.chosen is not None
    lines = bill_lines(plan, r)
    assert bill_total(lines) == pytest.approx(float(r.total_cost[r.chosen - 1]), rel=1e-12)
    return {line.code: line.amount for line in lines}


def test_job_bill_with_residual_and_exercised_buyout_by_hand() -> None:
    """16 GPUs → 2 machines; the hours start one month, the minimum is 46 months:
    rent 2 × 46 × 1,200 = 110,400; residual 2 × 6,500 = 13,000; buy-out 2 × 9,000 = 18,000;
    total 141,400 (nothing discounted in a job's bill)."""
    pricing = LeasePricing(
        price_per_machine_month=1200,
        minimum_months=46,
        residual_per_machine=6500,
        buyout_per_machine=9000,
        exercise_buyout=True,
    )
    plan = _job(pricing)
    amounts = _lines(plan)
    assert amounts[LineCode.MACHINE_MONTHS] == 110_400
    assert amounts[LineCode.LEASE_RESIDUAL] == 13_000
    assert amounts[LineCode.LEASE_BUYOUT] == 18_000
    r = evaluate(plan).platforms[0]
    assert float(r.total_cost[15]) == pytest.approx(141_400)
    report = report_json(analyze(plan), "en")
    bill = {b["line"]: b for b in report["platforms"][0]["bill"]}
    assert bill["lease_residual"]["amount"] == 13_000
    assert bill["lease_buyout"]["label"] == "Buy-out (purchase option)"
    row = ranking_rows(analyze(plan), "zh_CN")[0]  # the CSV's columns
    assert (row["lease_residual_cost"], row["lease_buyout_cost"]) == (13_000, 18_000)
    zh = report_json(analyze(plan), "zh_CN")["platforms"][0]["bill"]
    assert {b["label"] for b in zh} >= {"租赁期末余值 / 尾款", "留购价（购买选择权）"}


def test_buyout_not_exercised_is_a_zero_line() -> None:
    pricing = LeasePricing(price_per_machine_month=1200, buyout_per_machine=9000)
    amounts = _lines(_job(pricing))
    assert amounts[LineCode.LEASE_BUYOUT] == 0.0
    assert LineCode.LEASE_RESIDUAL not in amounts  # no residual typed, no line
    assert sum(amounts.values()) == 2 * 1 * 1200


def test_exercising_a_buyout_without_a_price_is_refused() -> None:
    with pytest.raises(ValidationError) as e:
        LeasePricing(price_per_machine_month=1200, exercise_buyout=True)
    (err,) = e.value.errors()
    assert err["type"] == "buyout_without_price"
    assert err["ctx"]["field"] == "buyout_per_machine"


def test_the_end_of_a_lease_by_hand() -> None:
    """``lease_end`` for 2 machines, 6,500 residual, 9,000 buy-out: 13,000 and 18,000
    exercised, 13,000 and 0 not. The fleet plan's lease charges its residual through it,
    discounted from the horizon's end: tests/core/test_fleet_discounting.py's TI BA II PLUS
    lease (residual PV 2,818.22, total 40,573.18)."""
    assert [float(x) for x in lease_end(2, 6500, 9000, True)] == [13_000, 18_000]
    assert [float(x) for x in lease_end(2, 6500, 9000, False)] == [13_000, 0]
