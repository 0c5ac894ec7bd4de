"""Fleet plan in files, words, the report and the Fleet sheet (cached and recalculated)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import openpyxl
import pytest
import xlsxwriter
from recalc import batched

from gpuplanner.cli import main
from gpuplanner.core import analyze
from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import (
    FleetDemand,
    FleetHybrid,
    FleetLease,
    FleetOnDemand,
    FleetPlan,
    FleetReserved,
    FleetSelfBuilt,
    FleetSpot,
)
from gpuplanner.core.fleet.result import FleetCode, FleetNotice
from gpuplanner.io import messages
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.excel.fleet import write_fleet_sheet
from gpuplanner.io.fleet.report import fleet_json, fleet_text
from gpuplanner.io.fleet.wording import describe_fleet_notice, verdict_lines
from gpuplanner.io.plan_file import PlanError, dumps_plan, load_plan, loads_plan
from gpuplanner.paths import example_plan, examples_dir

EXAMPLE = examples_dir() / "fleet-3000h.gpuplan"

# Every strategy, a ramp, percentile sizing, a 12-month term running past a 30-month
# horizon, deposits, per-kW hosting, a 45-day lead time on a spot fallback.
BUSY = FleetPlan(
    gpu_name='=HYPERLINK("x")',  # typed text must stay text in the sheet
    horizon_months=30,
    discount_rate=0.10,
    demand=FleetDemand(mode="ramp", gpu_hours_per_month=500, ramp_end_gpu_hours_per_month=9000),
    on_demand=FleetOnDemand(price_per_gpu_hour=10),
    reserved=FleetReserved(
        price_per_gpu_month=4500, term_months=12, size_to="percentile", percentile=60
    ),
    spot=FleetSpot(price_per_gpu_hour=3, interruption_overhead=0.2),
    lease=FleetLease(
        price_per_machine_month=40000,
        minimum_months=7,
        deposit_per_machine=30000,
        size_to="percentile",
        percentile=75,
    ),
    self_built=FleetSelfBuilt(
        gpus=8,  # peak demand needs 12.3: the rest spills to the fallback
        capex_per_gpu=60000,
        network_per_gpu=5000,
        hosting_basis="per_kw_month",
        hosting_rate=300,
        staff_fte=0.5,
        staff_cost_per_fte_year=300000,
        lead_time_days=45,
        fallback="spot",
    ),
    hybrid=FleetHybrid(base_percentile=40, spot_share=0.3),
)


def test_plans_without_fleet_load_unchanged() -> None:
    plan = load_plan(example_plan())
    assert plan.fleet is None
    again = loads_plan(dumps_plan(plan))
    assert again == plan


def test_example_round_trips_and_bad_fleet_names_the_field() -> None:
    plan = load_plan(EXAMPLE)
    assert loads_plan(dumps_plan(plan)) == plan
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["fleet"]["self_built"]["pirce"] = 1
    with pytest.raises(PlanError) as err:
        loads_plan(json.dumps(data))
    assert err.value.field == "fleet.self_built.pirce"
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["fleet"]["demand"] = {"mode": "table", "table": [3000, 3000]}
    with pytest.raises(PlanError) as err:
        loads_plan(json.dumps(data))
    assert err.value.field == "fleet.demand.table"
    assert "the table has 2 months but the horizon is 24" in str(err.value)


def test_every_code_is_worded_in_both_languages() -> None:
    assert {c.value for c in FleetCode} <= set(messages.section("verdict"))
    r = evaluate_fleet(BUSY)
    seen = {n.code for n in r.verdict}
    assert FleetCode.OWED_AFTER_HORIZON in seen and FleetCode.CAPACITY_OVERFLOW in seen
    for lang in ("en", "zh_CN"):
        for line in verdict_lines(r, "CNY", lang):
            assert not line.startswith("fleet_"), line  # the fallback for a broken template
    never = FleetNotice(
        FleetCode.NO_BREAK_EVEN_UTILIZATION,
        {"against": "spot", "rented": 0.5, "variable_per_gpu_hour": 0.9},
    )
    assert describe_fleet_notice(never, "CNY") == (
        "Against all spot (0.50 CNY per useful GPU-hour) owning never pays: power alone costs "
        "0.90 CNY per GPU-hour."
    )


def test_example_verdict_words() -> None:
    r = evaluate_fleet(load_plan(EXAMPLE).fleet)
    en = verdict_lines(r, "CNY", "en")
    assert en[0] == (
        "Cheapest over 24 months: the hybrid, 407,259 CNY in present value (438,000 CNY in net "
        "cash; 6.08 CNY per useful GPU-hour)."
    )
    # The hybrid: 20 % of 3,000 GPU-h on spot × 1.25 (reclaims) = 750 GPU-h, plus 4 reserved
    # GPUs held (2,400 / 730 = 3.3) × 730 = 2,920: 3,670 GPU-h a month × 24 × 400 W × 1.1 =
    # 38,755.2 kWh, peak 3,670 / 730 × 0.44 = 2.2 kW, × 0.5306 kg/kWh = 20.56 t
    assert en[1] == (
        "Energy of the hybrid: 38,755 kWh over the horizon (peak 2.2 kW), 20.56 t CO₂ at "
        "0.5306 kg CO₂/kWh."
    )
    assert en[3] == (
        "Against on-demand, the 8-GPU cluster pays only above 53.4% utilization; the demand "
        "fills 51.4% of it."
    )
    zh = verdict_lines(r, "CNY", "zh_CN")
    assert zh[1] == (
        "混合策略的能耗：规划期内 38,755 kWh（峰值 2.2 kW），按 0.5306 kg CO₂/kWh 计 20.56 t CO₂。"
    )
    assert zh[2].startswith(
        "自建在 24 个月内追不上按量付费；按最后一个月的节省速度需 57.6 个月回本"
    )
    assert "年折现率 8.00%" in zh[-2]


def test_fleet_json_and_text() -> None:
    fleet = load_plan(EXAMPLE).fleet
    out = fleet_json(fleet, "CNY", evaluate_fleet(fleet))
    json.dumps(out, allow_nan=False)  # no NaN/inf in the contract
    assert out["cheapest"] == "hybrid"
    by = {s["strategy"]: s for s in out["strategies"]}
    assert by["on_demand"]["monthly_cost"] == [30000.0] * 24
    assert by["reserved"]["total_cost"] == pytest.approx(480_000.0)
    assert by["self_built"]["end_flow"] == pytest.approx(-312_745.57, abs=0.01)
    against = out["self_built"]["against"]["on_demand"]
    assert against["break_even_month"] is None and against["payback_extrapolated"] is True
    assert against["break_even_utilization"] == pytest.approx(0.53389, abs=1e-5)
    assert out["verdict"][0]["code"] == "fleet_cheapest"
    text = fleet_text(fleet, "CNY", evaluate_fleet(fleet))
    assert " 1  hybrid " in text and "Verdict:" in text
    # Self-built: 1,057,769.71 of cash over the months, 312,745.57 recovered by the resale at
    # the end: 745,024 net, under a column that says so (it was headed "Cash", where the
    # workbook's cash over the months and the CSV's cash_cost say 1,057,770).
    assert by["self_built"]["total_cost"] == pytest.approx(745_024.14, abs=0.01)
    head, _, *rows = text.split("\n\n")[1].splitlines()
    assert "Net cash CNY" in head and "Cash CNY" not in head
    assert next(r for r in rows if "self-built" in r).split()[2] == "745,024"
    zh = fleet_text(fleet, "CNY", evaluate_fleet(fleet), lang="zh_CN")
    zh_head = zh.split("\n\n")[1].splitlines()[0]
    assert "净现金支出 CNY" in zh_head and "现金合计" not in zh_head


def test_cli_report_has_fleet_only_when_planned(capsys) -> None:
    assert main(["report", str(EXAMPLE), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["fleet"]["strategies"][0]["strategy"] == "on_demand"
    assert report["fleet"]["self_built"]["gpus"] == 8
    assert main(["report", str(example_plan()), "--json"]) == 0
    assert "fleet" not in json.loads(capsys.readouterr().out)
    assert main(["report", str(EXAMPLE)]) == 0
    assert "Fleet plan: 72,000 GPU-hours over 24 months" in capsys.readouterr().out


def _write(path: Path) -> None:
    wb = xlsxwriter.Workbook(str(path))
    fleet = load_plan(EXAMPLE).fleet
    write_fleet_sheet(wb, fleet, "CNY", evaluate_fleet(fleet))
    write_fleet_sheet(wb, BUSY, "CNY", evaluate_fleet(BUSY), sheet_name="Fleet2", lang="zh_CN")
    wb.close()


def _cells(path: Path) -> dict[tuple[str, str], object]:
    wb = openpyxl.load_workbook(path, data_only=True)
    return {(ws.title, c.coordinate): c.value for ws in wb for row in ws.iter_rows() for c in row}


def test_fleet_sheet_caches_the_computed_values(tmp_path: Path) -> None:
    out = tmp_path / "fleet.xlsx"
    _write(out)
    cells = _cells(out)
    r = evaluate_fleet(load_plan(EXAMPLE).fleet)
    # Totals block: rows 7… in strategy order; D = total, E = present cost.
    for k in range(len(r.strategies)):
        assert cells[("Fleet", f"D{7 + k}")] == pytest.approx(r.total[k])
        assert cells[("Fleet", f"E{7 + k}")] == pytest.approx(r.present_cost[k])
    assert [cells[("Fleet", f"A{7 + k}")] for k in range(4)] == [
        "on-demand",
        "reserved / monthly plan",
        "self-built",
        "hybrid",
    ]
    assert cells[("Fleet2", "B3")] == '=HYPERLINK("x")'  # text, not a formula
    formulas = openpyxl.load_workbook(out)["Fleet"]
    assert str(formulas["E7"].value).startswith("=SUMPRODUCT(")


@batched("fleet")  # recalculated with the session's other workbooks (tests/recalc.py)
def _fleet_book(folder: Path) -> list[Path]:
    out = folder / "fleet.xlsx"
    _write(out)
    return [out]


@pytest.mark.slow
def test_fleet_sheet_formulas_recalculate_to_the_same_numbers(recalculated) -> None:
    """LibreOffice recalculates the Fleet sheet (tests/recalc.py; GPUPLANNER_REQUIRE_SOFFICE=1
    turns a missing soffice into a failure)."""
    books = recalculated("fleet")
    (out,), (fresh_path,) = books.inputs, books.outputs
    cached, fresh = _cells(out), _cells(fresh_path)
    numbers = 0
    for key, value in cached.items():
        again = fresh.get(key)
        if isinstance(value, int | float) and not isinstance(value, bool):
            numbers += 1
            assert isinstance(again, int | float), (key, value, again)
            assert math.isclose(value, again, rel_tol=1e-9, abs_tol=1e-6), (key, value, again)
        else:
            assert again == value, (key, value, again)
    assert numbers > 1000  # both sheets' month tables, totals and comparisons


def test_the_exporter_adds_the_fleet_sheet_only_when_planned(tmp_path: Path) -> None:
    for path, expected in ((EXAMPLE, True), (example_plan(), False)):
        plan = load_plan(path)
        out = tmp_path / f"{path.stem}.xlsx"
        export_workbook(analyze(plan), out)
        wb = openpyxl.load_workbook(out, data_only=True)
        assert ("Fleet" in wb.sheetnames) is expected
    ws = openpyxl.load_workbook(tmp_path / "fleet-3000h.xlsx", data_only=True)["Fleet"]
    assert ws["A7"].value == "on-demand" and ws["D7"].value == pytest.approx(720_000.0)
