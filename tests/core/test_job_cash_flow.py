"""The job's cash month by month: upfront, then each month (issue 24), in the core, report
--json and the workbook's Cash flow sheet. Figures by hand from the bundled examples:

- 13B, self-built 8× A100 (whole purchase): 704,000 at order; month 1 the running costs and
  interruptions, 193.66 + 202.45 + 822.45 + 71.26 + 5.19 = 1,295.01; cash 705,295.01.
  On a 20 %-down 6 % 36-month loan: 140,800 at order, PMT = 563,200 × 0.005 / (1 − 1.005^−36)
  = 17,133.64 for 36 months (616,810.87, interest 53,610.87 as the bill has it), month 1
  18,428.65; cash 758,905.88.
- 7B pretraining, H100 on demand at AWS (32 GPUs: 24 would leave 42.67 of the 1,024 sequences
  a rank): 207,431.08 over its hours held, month 1 holds 730 of them; the 1-year H100
  commitment on 32 GPUs bills 12 × 179,171.20 (32 × 5,599.10) = 2,150,054.40, evenly.
"""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout
from pathlib import Path

import openpyxl
import pytest
from plans import make_plan, platform

from gpuplanner.cli import main
from gpuplanner.core import analyze
from gpuplanner.core.edit import replace_at
from gpuplanner.core.financing import Financing
from gpuplanner.core.job_cash_flow import job_cash_flow
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.messages import text
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

THIRTEEN_B = examples_dir() / "13b-on-demand-spot-self-built.gpuplan"
PRETRAIN = examples_dir() / "7b-pretrain-1t-tokens.gpuplan"


def _whole_purchase(financing: Financing | None = None):  # type: ignore[no-untyped-def]
    plan = load_plan(THIRTEEN_B)
    i = [k for k, p in enumerate(plan.platforms) if p.pricing.mode == "self_built"][1]
    assert plan.platforms[i].pricing.charge_whole_purchase
    if financing is not None:
        plan = replace_at(plan, ("platforms", i, "pricing", "financing"), financing)
    a = analyze(plan)
    return a.plan, a.result.platforms[i]


def test_an_owned_cluster_pays_at_order_then_runs() -> None:
    flow = job_cash_flow(*_whole_purchase())
    assert flow.upfront == pytest.approx(704_000.0)
    assert flow.monthly == pytest.approx([1_295.01], abs=0.01)
    assert flow.total == pytest.approx(705_295.01, abs=0.01)


def test_a_loan_pays_over_its_term() -> None:
    loan = Financing(down_payment_fraction=0.2, annual_rate=0.06, term_months=36)
    flow = job_cash_flow(*_whole_purchase(loan))
    assert flow.upfront == pytest.approx(140_800.0)
    assert flow.monthly.size == 36
    assert flow.monthly[0] == pytest.approx(18_428.65, abs=0.01)
    assert flow.monthly[1:] == pytest.approx([17_133.64] * 35, abs=0.01)
    assert flow.upfront + flow.monthly.sum() == pytest.approx(758_905.88, abs=0.01)


def test_hours_by_month_and_a_commitment_evenly() -> None:
    a = analyze(load_plan(PRETRAIN))
    by_name = {a.plan.platforms[r.index].name: r for r in a.result.platforms}
    on_demand = by_name["H100 on-demand · AWS p5 (EFA)"]
    flow = job_cash_flow(a.plan, on_demand)
    hours = on_demand.chosen_point.hours
    assert flow.upfront == 0.0 and flow.monthly.size == 2
    assert flow.monthly[0] == pytest.approx(207_431.08 * 730 / hours, abs=0.01)
    assert flow.monthly.sum() == pytest.approx(207_431.08, abs=0.01)
    reserved = next(r for name, r in by_name.items() if "1-year" in name)
    flow = job_cash_flow(a.plan, reserved)
    assert flow.monthly == pytest.approx([179_171.20] * 12, abs=0.01)


def test_report_json_and_the_cash_flow_sheet(tmp_path: Path) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["report", str(THIRTEEN_B), "--json"]) == 0
    platforms = json.loads(out.getvalue())["platforms"]
    whole = next(p for p in platforms if "whole purchase" in p["name"])
    assert whole["cash_flow"]["upfront"] == pytest.approx(704_000.0)
    assert whole["cash_flow"]["monthly"] == pytest.approx([1_295.01], abs=0.01)
    path = tmp_path / "plan.xlsx"
    export_workbook(analyze(load_plan(THIRTEEN_B)), path, language="zh_CN")
    ws = openpyxl.load_workbook(path)[text("xl.sheet.cash_flow", "zh_CN")]
    assert ws["A4"].value == "预付（下单时）"
    totals = {ws.cell(3, c).value: ws.cell(6, c).value for c in range(2, ws.max_column + 1)}
    assert all(str(v).startswith("=SUM(") for v in totals.values())


def test_a_job_of_centuries_has_a_table_of_a_century() -> None:
    """Found by tests/io/test_fuzz_plans.py: a free reservation (0 per GPU-month) whose 13B LoRA
    job never checkpoints under 0.05 interruptions per GPU-hour is held for ~5e17 h, and its
    month table asked numpy for 4 EiB. The table now stops at 1,200 months, the last holding
    the rest: upfront + the months still add up to the total."""
    import numpy as np

    from gpuplanner.core.evaluate import evaluate
    from gpuplanner.core.job_cash_flow import MAX_MONTHS
    from gpuplanner.core.platform import ReservedPricing

    model = {"name": "13B", "params_b": 13.0, "layers": 32, "hidden": 4096, "ffn": 11008}
    plan = make_plan(
        workload={"model": model, "method": "lora", "tokens": 9_716_616_740.0, "global_batch": 32},
        platforms=[
            platform(
                pricing=ReservedPricing(price_per_gpu_month=0.0),
                gpus_per_node=1,
                mfu=0.5,
                intra_node_gbps=5.0,
                inter_node_gbps=1.0,
                overlap=0.0,
                interruption_rate=0.05,
                checkpointing=False,
            )
        ],
    )
    result = evaluate(plan).platforms[0]
    assert result.chosen_point is not None and result.chosen_point.hours > 1e9 * 730
    flow = job_cash_flow(plan, result)
    assert flow is not None and flow.monthly.size == MAX_MONTHS
    assert flow.upfront + float(np.sum(flow.monthly)) == pytest.approx(flow.total)
