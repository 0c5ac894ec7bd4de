"""Billing units users are quoted in: node-hour prices, a number of runs, a 720- or 730-hour
month, partial nodes billed as whole nodes (issue 16 figures).

Seed example A holds 8 A100s for 18 hours (17.83 h training + 10 min setup).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from excel_plans import A100, seed_plan

from gpuplanner.core import evaluate
from gpuplanner.core.bill_lines import LineCode, bill_lines, bill_total
from gpuplanner.core.energy_models import CarbonSettings, EnergySettings
from gpuplanner.core.energy_use import energy_use
from gpuplanner.core.fees import FeeBasis, FeeItem, FeeKind
from gpuplanner.core.financing import Financing
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import (
    HourlyPricing,
    Platform,
    PricingMode,
    ReservedPricing,
    SelfBuiltPricing,
)
from gpuplanner.core.pricing import Usage, billed_months, gpu_time_cost, self_built_parts
from gpuplanner.core.pricing_modes.self_built import bought_gpus
from gpuplanner.io.plan_file import PlanError, loads_plan
from gpuplanner.io.words.notices import describe_notice

EXAMPLES = Path(__file__).parents[2] / "catalogs" / "examples"
CATALOG_EXAMPLE = EXAMPLES / "13b-on-demand-spot-self-built.gpuplan"


def _seed_a(**update) -> Plan:
    plan = seed_plan()
    a = plan.platforms[0].model_copy(update=update)
    return plan.model_copy(update={"platforms": (a,)})


def _batch(plan: Plan, sequences: int = 384) -> Plan:
    """``plan`` with a global batch 12 data-parallel ranks share whole (384 = 12 × 32; 256
    would leave 21.33 a rank: micro-batch × DP must divide the global batch)."""
    w = plan.workload.model_copy(update={"global_batch": sequences})
    return plan.model_copy(update={"workload": w})


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
        plan = _batch(
            _seed_a(pricing=reserved, fixed_gpus=12, max_gpus=None, bill_whole_nodes=whole)
        )
        line, r = _line(plan, LineCode.GPU_MONTHS)
        assert r.chosen == 12 and line.amount == amount
    assert {i.name: i.value for i in line.inputs}["billed_gpus"] == 16


def test_whole_node_billing_on_a_platform_renting_whole_machines_only() -> None:
    """26 of the catalog's presets rent whole machines only (``whole_nodes``). Billing partial
    nodes as whole lifts that rule: 12 GPUs run and 16 are billed. Reserved at 9,000 per
    GPU-month, one month: 16 × 9,000 = 144,000. Without it the fixed count of 12 is refused,
    in the GUI's words (not the plan key), in English and Chinese."""
    reserved = ReservedPricing(price_per_gpu_month=9000)
    plan = _seed_a(
        pricing=reserved, fixed_gpus=12, max_gpus=None, whole_nodes=True, bill_whole_nodes=True
    )
    line, r = _line(_batch(plan), LineCode.GPU_MONTHS)
    assert r.chosen == 12 and line.amount == 144_000
    assert {i.name: i.value for i in line.inputs}["billed_gpus"] == 16
    refused = _batch(_seed_a(pricing=reserved, fixed_gpus=12, max_gpus=None, whole_nodes=True))
    reason = evaluate(refused).platforms[0].reason
    assert reason is not None and reason.params["why"] == "layout_nodes"
    en, zh = describe_notice(reason, "en"), describe_notice(reason, "zh_CN")
    assert "“Bill partial nodes as whole nodes” under Billing terms" in en
    assert "12 GPUs then run and 16 are billed" in en
    assert "“计费条款”中勾选“不足整节点按整节点计费”" in zh and "按 16 卡计费" in zh
    assert "whole_nodes" not in en + zh


def test_whole_node_billing_on_a_catalog_preset() -> None:
    """A catalog preset with whole machines only (8 GPUs per node), fixed at 12 GPUs and billed
    as whole nodes: feasible, 16 GPUs billed for the held hours."""
    plan = loads_plan(CATALOG_EXAMPLE.read_text(encoding="utf-8"))
    spot = next(i for i, p in enumerate(plan.platforms) if p.mode == PricingMode.SPOT)
    preset = plan.platforms[spot]
    assert preset.whole_nodes and preset.gpus_per_node == 8
    billed = preset.model_copy(
        update={"fixed_gpus": 12, "max_gpus": None, "bill_whole_nodes": True}
    )
    plan = _batch(plan.model_copy(update={"platforms": (billed,)}))
    r = evaluate(plan).platforms[0]
    line = next(x for x in bill_lines(plan, r) if x.code is LineCode.GPU_HOURS)
    assert r.chosen == 12 and {i.name: i.value for i in line.inputs}["billed_gpus"] == 16


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


def _owned(whole: bool, energy: EnergySettings | None = None) -> Platform:
    pricing = SelfBuiltPricing(capex_per_gpu=100_000, hosting_per_gpu_month=1500)
    extra = {"energy": energy} if energy else {}
    return Platform(name="own", gpu=A100, pricing=pricing, bill_whole_nodes=whole, **extra)


def test_a_self_built_cluster_buys_whole_servers() -> None:
    """12 working GPUs on 8-GPU servers, 100 h, billed as whole nodes: 2 servers, 16 GPUs
    bought. Capex 16 × 1.1 × 100,000 = 1,760,000; depreciation 1,760,000 × 0.7 × 100 ÷
    (3 × 8,760) = 4,687.98; power 16 × 0.7 kW × PUE 1.4 × 100 h × 0.8 = 1,254.40; hosting
    16 × 1,500 × 100 ÷ 730 = 3,287.67; repairs 1,760,000 × 0.02 × 100 ÷ 8,760 = 401.83.
    Without whole nodes the same for 12 GPUs: 3,515.98 + 940.80 + 2,465.75 + 301.37."""
    n, held = np.array([12.0]), np.array([100.0])
    parts = self_built_parts(
        _owned(True).pricing, n, held, None, None, bought_gpus(_owned(True), n)
    )
    assert [round(float(x[0]), 2) for x in parts] == [4687.98, 1254.40, 3287.67, 0.0, 401.83]
    whole = gpu_time_cost(_owned(True), n, held)[0]
    assert whole == pytest.approx(4687.9756 + 1254.40 + 3287.6712 + 401.8265, abs=1e-3)
    partial = gpu_time_cost(_owned(False), n, held)[0]
    assert partial == pytest.approx(3515.9817 + 940.80 + 2465.7534 + 301.3699, abs=1e-3)


def test_unused_bought_gpus_draw_the_idle_share() -> None:
    """An idle share of 0.3: 0.7 kW × 1.4 × 0.8 × (12 × 100 h + 4 × 100 h × 0.3) = 1,034.88,
    and the energy figures count the same kWh: 0.98 kW × 1,320 GPU-h = 1,293.6 kWh."""
    idle = EnergySettings(idle_fraction=0.3)
    n, held = np.array([12.0]), np.array([100.0])
    p = _owned(True, idle)
    parts = self_built_parts(p.pricing, n, held, idle, None, bought_gpus(p, n))
    assert float(parts[1][0]) == pytest.approx(1034.88)
    use = energy_use(p, CarbonSettings(), n, held, 0.0)
    assert float(use.kwh[0]) == pytest.approx(1293.6)
    assert float(use.peak_kw[0]) == pytest.approx(0.98 * (12 + 4 * 0.3))  # 12.936 kW


def test_whole_servers_in_the_bill_and_the_loan() -> None:
    """Seed A at 12 GPUs on a self-built cluster financed by a loan: the bill counts 16
    GPUs bought, its lines add up to the total, and the loan is on 16 × 1.1 × 100,000."""
    loan = Financing(annual_rate=0.06, term_months=36)
    pricing = SelfBuiltPricing(capex_per_gpu=100_000, financing=loan)
    plan = _batch(_seed_a(pricing=pricing, fixed_gpus=12, max_gpus=None, bill_whole_nodes=True))
    r = evaluate(plan).platforms[0]
    lines = bill_lines(plan, r)
    assert bill_total(lines) == pytest.approx(float(r.total_cost[11]), rel=1e-12)
    depreciation = next(x for x in lines if x.code is LineCode.DEPRECIATION)
    assert {i.name: i.value for i in depreciation.inputs}["billed_gpus"] == 16
    interest = next(x for x in lines if x.code is LineCode.INTEREST)
    assert {i.name: i.value for i in interest.inputs}["capex"] == pytest.approx(1_760_000)
