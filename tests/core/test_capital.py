"""Cost of capital (issue 24 item 7), by hand.

The 13B example's self-built server buys 8 GPUs × 80,000 × 1.1 spares = 704,000, depreciated
over 3 years to a 30 % residual; the job holds it 44.51475 h of the 26,280 h life (share
0.00169386). At a WACC of 8 % a year (monthly r = 1.08^(1/12) − 1 = 0.643403 %, v^36 =
1.08^−3), the capital-recovery annuity (Brealey, Myers & Allen ch. 6) on 704,000 with 211,200
recovered at the end pays 16,738.04 a month, so the life's capital charge is 36 × 16,738.04 +
211,200 − 704,000 = 109,769.52 and the job's share 185.93: the cash purchase costs 2,129.75 +
185.93 = 2,315.68 (tax off). Financed with 20 % down and a 6 % APR loan over 36 months, the
563,200 financed pays 17,133.64 a month, 53,610.87 of interest (90.81 on this job) on balances
summing to 53,610.87 / 0.5 % = 10,722,173.24 balance-months; those bear the loan's interest
instead of the WACC, so the capital charge is 109,769.52 − 0.643403 % × 10,722,173.24 =
40,782.73 (69.08 on the job): 2,129.75 + 90.81 + 69.08 = 2,289.64, cheaper than cash.
Without a WACC the loan looks dearer (2,220.56 vs 2,129.75; 2,375.85 vs 2,285.04 with VAT),
as the issue measured. At a WACC of 5 % (monthly 0.407412 %) the cash charge is 68,999.97
(116.88 on the job: 2,246.63) and the loan's 68,999.97 − 43,683.46 = 25,316.51 (42.88, with
the 90.81 of interest 2,263.44): the 6 % loan is then dearer in both views.
"""

from __future__ import annotations

import json
from pathlib import Path

import openpyxl
import pytest
from excel_plans import named
from recalc import batched

from gpuplanner import paths
from gpuplanner.core import analyze, evaluate
from gpuplanner.core.bill_lines import LineCode, bill_lines, bill_total
from gpuplanner.core.capital import CapitalSettings
from gpuplanner.core.financing import Financing
from gpuplanner.core.plan import Plan
from gpuplanner.core.tax import china_vat
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.memo.content import build_memo
from gpuplanner.io.plan_file import dumps_plan, load_plan, loads_plan
from gpuplanner.io.report.headless import report_json, report_text

LOAN = Financing(down_payment_fraction=0.2, annual_rate=0.06, term_months=36)


def _thirteen(wacc: float | None, income_tax: float | None = None, tax: bool = False) -> Plan:
    """The 13B example's self-built server, paid in cash and on the 6 % loan."""
    plan = load_plan(paths.examples_dir() / "13b-on-demand-spot-self-built.gpuplan")
    cash = plan.platforms[2]
    loan = cash.model_copy(
        update={"name": "loan", "pricing": cash.pricing.model_copy(update={"financing": LOAN})}
    )
    update = {
        "platforms": (cash, loan),
        "capital": CapitalSettings(wacc=wacc, income_tax_rate=income_tax),
    }
    if tax:
        update["tax"] = china_vat()
    return plan.model_copy(update=update)


def _totals(plan: Plan) -> list[float]:
    out = []
    for r in evaluate(plan).platforms:
        total = float(r.total_cost[r.chosen - 1])
        assert bill_total(bill_lines(plan, r)) == pytest.approx(total, rel=1e-12)
        out.append(total)
    return out


def test_wacc_charges_cash_and_the_down_payment() -> None:
    plan = _thirteen(0.08)
    result = evaluate(plan)
    cash, loan = result.platforms
    assert float(cash.adjustments.capital[7]) == pytest.approx(185.9347, abs=1e-3)
    assert float(loan.adjustments.capital[7]) == pytest.approx(69.0804, abs=1e-3)
    assert float(loan.adjustments.interest[7]) == pytest.approx(90.8095, abs=1e-3)
    assert _totals(plan) == pytest.approx([2315.6846, 2289.6399], abs=1e-3)
    line = next(x for x in bill_lines(plan, cash) if x.code is LineCode.CAPITAL_CHARGE)
    inputs = {i.name: i.value for i in line.inputs}
    assert inputs["capex"] == pytest.approx(704_000)
    assert inputs["life_capital_charge"] == pytest.approx(109_769.5166, abs=1e-3)
    assert inputs["life_share"] == pytest.approx(44.51475 / 26_280, rel=1e-6)
    # with VAT the loan stays cheaper: 2,470.97 vs 2,444.93
    assert _totals(_thirteen(0.08, tax=True)) == pytest.approx([2470.97, 2444.93], abs=0.005)


def test_without_a_wacc_nothing_changes() -> None:
    """Today's figures (the issue's measurement): the loan looks dearer than cash."""
    assert _totals(_thirteen(None)) == pytest.approx([2129.75, 2220.56], abs=0.005)
    assert _totals(_thirteen(None, tax=True)) == pytest.approx([2285.04, 2375.85], abs=0.005)


def test_at_five_percent_cash_is_cheaper() -> None:
    cash, loan = _totals(_thirteen(0.05))
    assert cash == pytest.approx(2246.6266, abs=1e-3)
    assert loan == pytest.approx(2263.4422, abs=1e-3)


def _fleet(wacc: float | None, financing: Financing | None) -> Plan:
    plan = load_plan(paths.examples_dir() / "fleet-3000h.gpuplan")
    assert plan.fleet is not None and plan.fleet.self_built is not None
    owned = plan.fleet.self_built.model_copy(update={"financing": financing})
    data = json.loads(dumps_plan(plan))
    data["fleet"]["self_built"] = json.loads(owned.model_dump_json())
    data["capital"] = {"wacc": wacc, "income_tax_rate": None}
    return loads_plan(json.dumps(data))


def _fleet_owned(plan: Plan) -> float:
    fleet = analyze(plan).fleet
    assert fleet is not None
    return float(fleet.present_cost[list(fleet.strategies).index("self_built")])


def test_the_fleet_discounts_at_the_plan_wacc() -> None:
    """One rate for both views: the fleet example's own 8 % gives way to the plan's WACC, and
    the job view and the fleet view agree on cash vs the 6 % loan at 8 % and at 5 %."""
    assert _fleet(None, None).fleet.discount_rate == 0.08  # its own rate, kept
    assert _fleet(0.05, None).fleet.discount_rate == 0.05
    # 8 %: the loan is cheaper in the fleet (747,763.95 < 756,034.22) as in the job view
    assert _fleet_owned(_fleet(0.08, LOAN)) == pytest.approx(747_763.95, abs=0.01)
    assert _fleet_owned(_fleet(0.08, None)) == pytest.approx(756_034.22, abs=0.01)
    # 5 %: dearer in both (760,487.92 > 752,407.76)
    assert _fleet_owned(_fleet(0.05, LOAN)) == pytest.approx(760_487.92, abs=0.01)
    assert _fleet_owned(_fleet(0.05, None)) == pytest.approx(752_407.76, abs=0.01)


def test_after_tax_view_in_json_text_and_memo() -> None:
    """25 % income tax, VAT on: cash 2,470.97 − 25 % × (2,470.97 − 185.93) = 1,899.71; its
    depreciation shield is 25 % of the depreciation line."""
    plan = _thirteen(0.08, income_tax=0.25, tax=True)
    report = report_json(analyze(plan))
    assert report["capital"] == {"wacc": 0.08, "income_tax_rate": 0.25, "fleet_discount_rate": None}
    cash = next(p for p in report["platforms"] if p["name"] != "loan")
    assert cash["capital_charge"] == pytest.approx(185.93, abs=0.005)
    view = cash["after_tax"]
    assert view["total_after_tax"] == pytest.approx(1899.71, abs=0.005)
    depreciation = next(b["amount"] for b in cash["bill"] if b["line"] == "depreciation")
    assert view["depreciation_shield"] == pytest.approx(0.25 * depreciation)
    loan = next(p for p in report["platforms"] if p["name"] == "loan")
    assert loan["after_tax"]["interest_shield"] == pytest.approx(0.25 * 90.8095, abs=1e-3)
    line = next(b for b in loan["bill"] if b["line"] == "capital_charge")
    assert line["amount"] == pytest.approx(69.08, abs=0.005)
    text = report_text(analyze(plan))
    assert "Cost of capital (WACC) 8.00 % a year" in text
    assert "1,899.71 after corporate income tax at 25 %" in text
    zh = report_text(analyze(plan), "zh_CN")
    assert "资金成本（WACC）每年 8.00%" in zh and "税后成本 1,899.71" in zh
    memo = build_memo(analyze(plan), lang="en").assumptions
    assert any("capital charge ¥185.93" in a for a in memo)
    none = report_text(analyze(_thirteen(None)))
    assert "No cost of capital is set" in none


def _local(wb: openpyxl.Workbook, name: str) -> object:
    """The value of the cell a sheet-local name (the Fleet sheet's) points at."""
    ws = next(ws for ws in wb.worksheets if name in ws.defined_names)
    (_sheet, coord), *_ = ws.defined_names[name].destinations
    return ws[coord.replace("$", "")].value


def _export(plan: Plan, path: Path, lang: str = "en") -> Path:
    export_workbook(analyze(plan), path, language=lang)
    return path


@batched("capital")  # recalculated with the session's other workbooks (tests/recalc.py)
def _capital_books(folder: Path) -> list[Path]:
    """As exported (zh_CN, with tax), and two books with the WACC typed 5 %: a job, a fleet."""
    first = _export(_thirteen(0.08, income_tax=0.25, tax=True), folder / "capital.xlsx", "zh_CN")
    second = _export(_thirteen(0.08), folder / "five.xlsx")
    wb = openpyxl.load_workbook(second)
    (sheet, coord), *_ = wb.defined_names["wacc"].destinations
    wb[sheet][coord.replace("$", "")].value = 0.05
    wb.save(second)
    fleet = _export(_fleet(0.08, LOAN), folder / "fleet.xlsx")
    wb = openpyxl.load_workbook(fleet)
    (sheet, coord), *_ = wb.defined_names["wacc"].destinations
    wb[sheet][coord.replace("$", "")].value = 0.05
    wb.save(fleet)
    return [first, second, fleet]


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_recalculated_capital_charge_equals_the_cli(recalculated) -> None:
    """The capital charge and the after-tax totals are live formulas over ``wacc`` and
    ``income_tax_rate``: recalculated as exported they equal the CLI's; the WACC typed 5 %
    gives the cash purchase 2,129.75 + 116.88 = 2,246.63; the Fleet sheet's rate reads it."""
    plan = _thirteen(0.08, income_tax=0.25, tax=True)
    made = recalculated("capital")
    first, _, fleet = made.inputs
    assert str(_local(openpyxl.load_workbook(fleet), "fleet_rate")) == "=wacc"
    books = [openpyxl.load_workbook(p, data_only=True) for p in made.outputs]
    report = report_json(analyze(plan))
    for i, entry in enumerate(p for p in report["platforms"]):
        index = next(r.index for r in evaluate(plan).platforms if r.name == entry["name"])
        assert named(books[0], f"p{index + 1}_total") == pytest.approx(entry["total_cost"])
        after = entry["after_tax"]["total_after_tax"]
        assert named(books[0], f"p{index + 1}_after_tax") == pytest.approx(after), i
    # every figure of every sheet recalculates to the one cached (the app's)
    cached = openpyxl.load_workbook(first, data_only=True)
    for ws in books[0].worksheets:
        for row in ws.iter_rows():
            for cell in row:
                was = cached[ws.title][cell.coordinate].value
                if isinstance(was, int | float) and not isinstance(was, bool):
                    assert cell.value == pytest.approx(was, rel=1e-9, abs=1e-9), cell.coordinate
    assert named(books[1], "p1_total") == pytest.approx(2246.6266, abs=1e-3)
    assert _local(books[2], "fleet_rate") == pytest.approx(0.05)
