"""Billing units users are quoted in: node-hour prices, a number of runs, a 720- or 730-hour
month, partial nodes billed as whole nodes (issue 16 figures).

Seed example A holds 8 A100s for 18 hours (17.83 h training + 10 min setup).
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from excel_plans import A100, seed_plan

from gpuplanner.core import evaluate
from gpuplanner.core.bill_lines import LineCode, bill_lines
from gpuplanner.core.fees import FeeBasis, FeeItem, FeeKind
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import HourlyPricing, Platform, ReservedPricing
from gpuplanner.core.pricing import Usage, billed_months, gpu_time_cost
from gpuplanner.io.plan_file import PlanError, loads_plan


def _seed_a(**update) -> Plan:
    plan = seed_plan()
    a = plan.platforms[0].model_copy(update=update)
    return plan.model_copy(update={"platforms": (a,)})


def _line(plan: Plan, code: LineCode):
    r = evaluate(plan).platforms[0]
    return next(x for x in bill_lines(plan, r) if x.code is code), r


def test_a_node_hour_price() -> None:
    """98.32 per 8-GPU node-hour = 12.29 per GPU-hour; 8 GPUs × 18 h × 12.29 = 1,769.76."""
    pricing = HourlyPricing(price_per_gpu_hour=98.32 / 8, quoted_per_node=True)
    assert pricing.price_per_gpu_hour == 12.29
    line, r = _line(_seed_a(pricing=pricing), LineCode.GPU_HOURS)
    inputs = {i.name: i.value for i in line.inputs}
    assert inputs["price_per_node_hour"] == pytest.approx(98.32)
    assert line.amount == pytest.approx(1769.76)
    assert float(r.total_cost[7]) == pytest.approx(1769.76)


@pytest.mark.parametrize(("increment", "cost"), [(1 / 3600, 10.00), (1.0, 30.00)])
def test_ten_runs_of_twenty_minutes(increment: float, cost: float) -> None:
    """10 runs of 20 min at 3.00/h: per-second billing 10 × 1/3 h × 3 = 10.00; per started
    hour each run is one hour: 10 × 1 h × 3 = 30.00."""
    p = Platform(
        name="x",
        gpu=A100,
        pricing=HourlyPricing(price_per_gpu_hour=3.0, billing_increment_hours=increment),
    )
    held = np.array([10 * 20 / 60])
    assert gpu_time_cost(p, np.array([1.0]), held, Usage(runs=10))[0] == pytest.approx(cost)


def test_runs_through_the_whole_plan() -> None:
    """Two runs of seed A: twice the tokens; per started hour each run's 17.92 h (half of
    35.67 h training + 10 min setup) is 18 h: 2 × 18 h × 8 GPUs × 20 = 5,760."""
    plan = _seed_a(pricing=HourlyPricing(price_per_gpu_hour=20.0, billing_increment_hours=1.0))
    plan = plan.model_copy(update={"workload": plan.workload.model_copy(update={"runs": 2})})
    line, _ = _line(plan, LineCode.GPU_HOURS)
    assert plan.workload.training_tokens == 2e9
    assert {i.name: i.value for i in line.inputs}["runs"] == 2
    assert line.formula == "gpu_hours.runs"
    assert line.amount == pytest.approx(5760.0)


def test_a_720_hour_month() -> None:
    assert billed_months(1, np.array([725.0]), 730.0)[0] == 1
    assert billed_months(1, np.array([725.0]), 720.0)[0] == 2
    fee = FeeItem(kind=FeeKind.STORAGE_OBJECT, basis=FeeBasis.PER_GB_MONTH, rate=0.1, quantity=1000)
    plan = _seed_a(fees=(fee,))
    for hours, amount in ((730.0, 100 * 18 / 730), (720.0, 100 * 18 / 720)):  # 2.47 / 2.50
        settings = plan.settings.model_copy(update={"hours_per_month": hours})
        line, _ = _line(plan.model_copy(update={"settings": settings}), LineCode.FEE)
        assert line.amount == pytest.approx(amount)


def test_partial_nodes_billed_as_whole_nodes() -> None:
    """12 GPUs on 8-GPU nodes: 16 billed. Reserved at 9,000/GPU-month, one month: 144,000
    (108,000 for the 12 alone)."""
    reserved = ReservedPricing(price_per_gpu_month=9000)
    for whole, amount in ((False, 108_000), (True, 144_000)):
        plan = _seed_a(pricing=reserved, fixed_gpus=12, max_gpus=None, bill_whole_nodes=whole)
        line, r = _line(plan, LineCode.GPU_MONTHS)
        assert r.chosen == 12 and line.amount == amount
    assert {i.name: i.value for i in line.inputs}["billed_gpus"] == 16


def test_bad_billing_settings_name_the_field() -> None:
    data = json.loads(seed_plan().model_dump_json())
    data["settings"]["hours_per_month"] = 800
    with pytest.raises(PlanError) as err:
        loads_plan(json.dumps(data))
    assert "settings.hours_per_month" in str(err.value)
    data = json.loads(seed_plan().model_dump_json())
    data["workload"]["runs"] = 0
    with pytest.raises(PlanError) as err:
        loads_plan(json.dumps(data))
    assert "workload.runs" in str(err.value)
