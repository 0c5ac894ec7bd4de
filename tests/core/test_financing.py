"""Financing of an owned cluster (core/financing.py): a loan or finance lease, its interest
as its own bill line, and its cash in the fleet plan.

Standard amortization: 100,000 at 6 % APR over 36 months in arrears → 3,042.19 a month,
500.00 of interest in month 1, 9,518.97 over the term. The TI BA II PLUS lease (46 payments
of 1,200 in advance at 22 % APR, 6,500 residual, PV 40,573.18) read the other way: financing
40,573.18 with a 6,500 balloon in advance costs 1,200.00 a month.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from excel_plans import seed_plan
from pydantic import ValidationError
from recalc import batched

from gpuplanner.core import analyze, evaluate
from gpuplanner.core.bill_lines import LineCode, bill_lines, bill_total
from gpuplanner.core.financing import Financing, schedule
from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import FleetDemand, FleetOnDemand, FleetPlan, FleetSelfBuilt
from gpuplanner.core.fleet.plan import FleetStrategy as S
from gpuplanner.core.platform import SelfBuiltPricing
from gpuplanner.io.plan_file import PlanError, loads_plan
from gpuplanner.io.problems import error_text, first_problem
from gpuplanner.io.report.headless import report_json


def test_a_loan_in_arrears() -> None:
    s = schedule(100_000, Financing(annual_rate=0.06, term_months=36))
    assert round(s.payment, 2) == 3_042.19
    assert s.interest[0] == pytest.approx(500.0)
    assert round(s.total_interest, 2) == 9_518.97
    assert s.principal.sum() == pytest.approx(100_000)


def test_a_finance_lease_in_advance_with_a_residual() -> None:
    capex = 40_573.18
    f = Financing(
        kind="finance_lease",
        annual_rate=0.22,
        term_months=46,
        in_advance=True,
        balloon_fraction=6_500 / capex,
    )
    s = schedule(capex, f)
    assert round(s.payment, 2) == 1_200.00
    assert s.total_interest == pytest.approx(46 * s.payment + 6_500 - capex)


def test_a_balloon_of_all_that_is_financed_is_an_interest_only_loan() -> None:
    """100,000 with 20 % down and an 80 % balloon at 6 % APR over 12 months in arrears:
    80,000 financed, all of it due at the end, so each payment is the month's interest
    80,000 × 0.06 / 12 = 400.00; 12 × 400 = 4,800.00 of interest."""
    s = schedule(
        100_000, Financing(down_payment_fraction=0.2, balloon_fraction=0.8, term_months=12)
    )
    assert (s.financed, round(s.payment, 2), round(s.total_interest, 2)) == (80_000, 400.0, 4800.0)


@pytest.mark.parametrize(
    ("down", "balloon", "field", "en", "zh"),
    [
        (
            1.0,
            1.0,
            "down_payment_fraction",
            "a down payment of 100 % leaves nothing to finance",
            "首付 100 % 时没有可融资的金额",
        ),
        (1.0, 0.0, "down_payment_fraction", "remove the financing", "取消融资"),
        (
            0.25,
            0.8,
            "balloon_fraction",
            "the balloon / residual (80 % of the capex) is more than the 75 % financed after "
            "the 25 % down payment: at most 75 %",
            "尾款/残值（投资额的 80 %）超过首付 25 % 之后的融资额（75 %）：最多 75 %",
        ),
    ],
)
def test_a_balloon_above_what_is_financed_is_refused(down, balloon, field, en, zh) -> None:
    """Balloon + down payment above 100 % made the payment negative and charged interest on
    money never lent (audit: 100 % + 100 % gave −17,897.04 a month and 59,706.42 of
    interest); the refusal names the field, in English and Chinese."""
    with pytest.raises(ValidationError) as e:
        Financing(down_payment_fraction=down, balloon_fraction=balloon)
    problem = first_problem(e.value)
    assert problem.field.endswith(field)
    assert en in error_text(problem.code, problem.params, "en")
    assert zh in error_text(problem.code, problem.params, "zh_CN")


def test_a_plan_file_with_too_large_a_balloon_names_the_field() -> None:
    data = json.loads(seed_plan().model_dump_json())
    data["platforms"][0]["pricing"] = {
        "mode": "self_built",
        "capex_per_gpu": 100_000,
        "financing": {"down_payment_fraction": 0.5, "balloon_fraction": 0.6},
    }
    with pytest.raises(PlanError) as err:
        loads_plan(json.dumps(data))
    assert "platforms[0].pricing.financing.balloon_fraction" in str(err.value)
    assert "at most 50 %" in str(err.value)


def _seed_a_self_built(**pricing) -> tuple:
    plan = seed_plan()
    p = SelfBuiltPricing(capex_per_gpu=100_000, **pricing)
    a = plan.platforms[0].model_copy(update={"pricing": p})
    plan = plan.model_copy(update={"platforms": (a,)})
    r = evaluate(plan).platforms[0]
    lines = bill_lines(plan, r)
    assert bill_total(lines) == pytest.approx(float(r.total_cost[7]), rel=1e-12)
    return plan, r, next(x for x in lines if x.code is LineCode.INTEREST)


def test_interest_is_a_bill_line_allocated_by_the_hours() -> None:
    """Capex 8 × 1.1 × 100,000 = 880,000 on the 6 % / 36-month loan: interest 880,000 ×
    0.0951897 = 83,766.9 over the term; seed A holds it 18 h of 36 × 730 = 26,280 h."""
    loan = Financing(annual_rate=0.06, term_months=36)
    per_unit = schedule(1.0, loan).total_interest
    assert per_unit == pytest.approx(0.0951897, abs=1e-7)
    plan, _, line = _seed_a_self_built(financing=loan)
    assert line.amount == pytest.approx(880_000 * per_unit * 18 / 26_280)  # 57.37
    assert round(line.amount, 2) == 57.37
    entry = report_json(analyze(plan))["platforms"][0]
    assert [b["line"] for b in entry["bill"]].count("interest") == 1
    _, _, whole = _seed_a_self_built(financing=loan, charge_whole_purchase=True)
    assert whole.amount == pytest.approx(880_000 * per_unit)


def _fleet(financing: Financing, horizon: int) -> FleetPlan:
    return FleetPlan(
        horizon_months=horizon,
        discount_rate=0.0,
        demand=FleetDemand(gpu_hours_per_month=3000.0),
        on_demand=FleetOnDemand(price_per_gpu_hour=10.0),
        self_built=FleetSelfBuilt(
            gpus=8, capex_per_gpu=50_000, lead_time_days=0, financing=financing
        ),
    )


def test_a_financed_fleet_cluster() -> None:
    """440,000 of capex (8 × 1.1 × 50,000), 20 % down (88,000), 352,000 over 12 months at
    6 %: the loan is paid inside a 24-month horizon; over a 6-month horizon half of the
    payments are left at its end: the principal owed then is what counts (issue 24 item 8)."""
    loan = Financing(down_payment_fraction=0.2, annual_rate=0.06, term_months=12)
    s = schedule(440_000, loan)
    r = evaluate_fleet(_fleet(loan, 24))
    c = r.components[r.row(S.SELF_BUILT)]
    assert c["capex"][0] == pytest.approx(88_000)
    assert c["loan_interest"].sum() == pytest.approx(s.total_interest)
    assert (c["loan_principal"] + c["loan_interest"])[:12] == pytest.approx(np.full(12, s.payment))
    assert c["loan_principal"][12:].sum() == 0
    cash = r.total[r.row(S.SELF_BUILT)]
    unfinanced = evaluate_fleet(_fleet(None, 24)).total[r.row(S.SELF_BUILT)]  # type: ignore[arg-type]
    assert cash - unfinanced == pytest.approx(s.total_interest)  # the interest, at 0 %
    short = evaluate_fleet(_fleet(loan, 6))
    d = short.details[short.row(S.SELF_BUILT)]
    # PMT = 352,000 × 0.005 / (1 − 1.005^−12) = 30,295.38; six payments left, 181,772.30;
    # the principal then is their value at the loan's rate: 30,295.38 × (1 − 1.005^−6) /
    # 0.005 = 178,633.23.
    assert d["owed_paid_after_horizon"] == pytest.approx(181_772.30, abs=0.01)
    assert d["owed_after_horizon"] == pytest.approx(178_633.23, abs=0.01)


@batched("loans")  # recalculated with the session's other workbooks (tests/recalc.py)
def _loan_sheets(folder):
    """A Fleet sheet per financing: a loan, and a finance lease owed past the horizon."""
    import xlsxwriter

    from gpuplanner.core.fleet.discount import Discounting
    from gpuplanner.io.excel.fleet import write_fleet_sheet

    loan = Financing(down_payment_fraction=0.2, annual_rate=0.06, term_months=12)
    lease = Financing(
        kind="finance_lease",
        annual_rate=0.08,
        term_months=36,
        in_advance=True,
        balloon_fraction=0.1,
    )
    plans = {
        "loan": _fleet(loan, 24),
        "lease_past": _fleet(lease, 24).model_copy(
            update={"discount_rate": 0.1, "discounting": Discounting(owed_after_horizon="monthly")}
        ),
    }
    sb = plans["lease_past"].self_built.model_copy(update={"resale_fraction": 0.4})
    plans["lease_past"] = plans["lease_past"].model_copy(update={"self_built": sb})
    out = folder / "loans.xlsx"
    wb = xlsxwriter.Workbook(str(out))
    for name, fleet in plans.items():
        write_fleet_sheet(wb, fleet, "CNY", evaluate_fleet(fleet), sheet_name=name)
    wb.close()
    return [out]


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_the_fleet_sheet_prices_the_loan_with_pmt(recalculated) -> None:
    """Down payment, PMT payments, balloon and owed payments are formulas LibreOffice
    evaluates to the core's figures (inside and past the horizon, with a resale value)."""
    from recalc import assert_cached_equal_recalculated

    books = recalculated("loans")
    (out,), (fresh_path,) = books.inputs, books.outputs
    sheets = ["loan", "lease_past"]  # the maker's sheets
    assert assert_cached_equal_recalculated(out, fresh_path, sheets) > 300


@pytest.mark.parametrize("recoverable", [False, True])
def test_monte_carlo_and_stress_start_from_the_whole_bill(recoverable: bool) -> None:
    """With every multiplier at 1 the simulation's base cost is evaluate's total, discount,
    markup, tax, power profile, whole-node billing, runs and financing included."""
    from excel_plans import finance_plan

    from gpuplanner.core.uncertainty import simulate

    plan = finance_plan(recoverable=recoverable, trial=recoverable)
    result = evaluate(plan)
    u = simulate(plan, result)
    checked = 0
    for r, p in zip(result.platforms, u.platforms, strict=True):
        if r.chosen is None:
            continue
        assert p.base_cost == pytest.approx(float(r.total_cost[r.chosen - 1]), rel=1e-12), r.name
        assert r.stress.longer.total_cost >= r.total_cost[r.chosen - 1]  # a month holds +30 %
        checked += 1
    assert checked >= 8  # every pricing mode and financing of the finance plan
