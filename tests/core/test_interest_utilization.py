"""A financed cluster's loan interest follows the stated utilization (issue 24 item 2).

The job's share of an owned cluster's depreciation, hosting, staff and repairs is its hours
over the hours the cluster is busy (core/pricing_modes/self_built.busy_share); its share of
the loan's interest is the same: hours ÷ (term hours × utilization), at most 1.

By hand: 8 GPUs × 100,000, no spares = 800,000 on a 12 % APR loan over 12 months in arrears:
r = 1 % a month, payment 800,000 × 0.01 ÷ (1 − 1.01^−12) = 8,000 ÷ 0.1125508 = 71,079.03,
interest 12 × 71,079.03 − 800,000 = 52,948.37. The term's busy hours at 20 % utilization:
12 × 730 × 0.2 = 1,752. A 45-hour job carries 52,948.37 × 45 ÷ 1,752 = 1,359.98 (at 100 %:
÷ 8,760 = 271.99, five times less).
"""

from __future__ import annotations

import numpy as np
import pytest
from plans import make_plan, platform
from recalc import batched

from gpuplanner.core import evaluate
from gpuplanner.core.bill import BillTerms, financing_interest, marginal_rate
from gpuplanner.core.bill_lines import LineCode, bill_lines, bill_total
from gpuplanner.core.financing import Financing
from gpuplanner.core.platform import SelfBuiltPricing
from gpuplanner.core.pricing import Usage
from gpuplanner.io.words.bill import formula_text

LOAN = Financing(annual_rate=0.12, term_months=12)


def owned(utilization: float, whole: bool = False) -> SelfBuiltPricing:
    """Only the interest moves with utilization here: no power, hosting, staff or repairs."""
    return SelfBuiltPricing(
        capex_per_gpu=100_000.0,
        spares_fraction=0.0,
        power_w_per_gpu=0.0,
        electricity_per_kwh=0.0,
        repair_fraction_per_year=0.0,
        lead_time_days=0.0,
        utilization=utilization,
        charge_whole_purchase=whole,
        financing=LOAN,
    )


def test_the_interest_share_is_of_the_terms_busy_hours() -> None:
    n, hours = np.array([8.0, 8.0]), np.array([45.0, 1_752.0])
    at_20 = financing_interest(platform(pricing=owned(0.2)), n, hours, Usage())
    at_100 = financing_interest(platform(pricing=owned(1.0)), n, hours, Usage())
    whole = financing_interest(platform(pricing=owned(0.2, whole=True)), n, hours, Usage())
    assert float(at_20[0]) == pytest.approx(1_359.98, abs=0.005)
    assert float(at_20[1]) == pytest.approx(52_948.37, abs=0.005)  # all the busy hours: all
    assert float(at_100[0]) == pytest.approx(271.99, abs=0.01)
    assert [float(x) for x in whole] == pytest.approx([52_948.37, 52_948.37], abs=0.005)


def test_one_more_hour_carries_a_busy_hours_interest() -> None:
    """The stress cases' hourly rate: 52,948.37 ÷ 1,752 = 30.22 of interest an hour (the
    cluster's other hourly costs are 0 here but depreciation: 800,000 × 0.7 ÷ (3 × 8,760 ×
    0.2) = 560,000 ÷ 5,256 = 106.54, with the default 30 % residual over 3 years)."""
    rate = marginal_rate(platform(pricing=owned(0.2)), np.array([8.0]), BillTerms())
    assert float(rate[0]) == pytest.approx(30.22 + 106.54, abs=0.01)


def test_the_bill_line_states_the_utilization() -> None:
    own = platform(pricing=owned(0.2), fixed_gpus=8, setup_hours=45.0, interruption_rate=0.0)
    plan = make_plan(
        workload={"zero_stage": 3, "tokens": 1e5, "model": {"name": "1B", "params_b": 1.0}},
        platforms=[own],
    )
    r = evaluate(plan).platforms[0]
    held = float(r.hours[7])
    assert held == pytest.approx(45.0, abs=0.01)  # the premise: a 45-hour job
    lines = bill_lines(plan, r)
    line = next(x for x in lines if x.code is LineCode.INTEREST)
    assert line.amount == pytest.approx(1_359.98 * held / 45.0, abs=0.005)
    inputs = {i.name: i.value for i in line.inputs}
    assert inputs["utilization"] == 0.2
    assert inputs["term_share"] == pytest.approx(held / 1_752.0)
    assert bill_total(lines) == pytest.approx(float(r.total_cost[7]), rel=1e-12)
    assert "utilization" in formula_text(line, "en")
    assert "利用率" in formula_text(line, "zh_CN")


def _plan_at(utilization: float):
    own = platform(
        pricing=owned(utilization), fixed_gpus=8, setup_hours=45.0, interruption_rate=0.0
    )
    return make_plan(
        workload={"zero_stage": 3, "tokens": 1e5, "model": {"name": "1B", "params_b": 1.0}},
        platforms=[own],
    )


@batched("loan40")  # recalculated with the session's other workbooks (tests/recalc.py)
def _loan_book_typed_to_40(folder):
    import openpyxl

    from gpuplanner.core import analyze
    from gpuplanner.io.excel.context import platform_prefix
    from gpuplanner.io.excel.export import export_workbook

    path = folder / "loan.xlsx"
    export_workbook(analyze(_plan_at(0.2)), path, language="en")
    wb = openpyxl.load_workbook(path)
    (sheet, coord), *_ = wb.defined_names[f"{platform_prefix(0)}_utilization"].destinations
    wb[sheet][coord.replace("$", "")].value = 0.4
    wb.save(folder / "loan40.xlsx")
    return [folder / "loan40.xlsx"]


@pytest.mark.slow  # LibreOffice recalculation
def test_the_workbook_interest_follows_its_utilization_cell(recalculated) -> None:
    """The TCO sheet's interest formula reads the named utilization cell: typed from 20 % to
    40 % in the workbook, LibreOffice recalculates the total to what ``evaluate`` gives at
    40 % (the interest then 52,948.37 × 45 ÷ 3,504 = 679.99)."""
    import openpyxl
    from excel_plans import named

    from gpuplanner.io.excel.context import platform_prefix

    plan_at = _plan_at
    prefix = platform_prefix(0)
    (fresh,) = recalculated("loan40").outputs
    got = named(openpyxl.load_workbook(fresh, data_only=True), f"{prefix}_total")
    at_40 = evaluate(plan_at(0.4)).platforms[0]
    interest = next(x for x in bill_lines(plan_at(0.4), at_40) if x.code is LineCode.INTEREST)
    assert interest.amount == pytest.approx(679.99 * float(at_40.hours[7]) / 45.0, abs=0.005)
    assert got == pytest.approx(float(at_40.total_cost[7]), rel=1e-9)


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        (
            "en",
            "Its loan's interest is shared the same way: the job's 45.0 hours over the 1,752 "
            "hours the cluster is busy in the loan's 12-month term.",
        ),
        (
            "zh_CN",
            "其贷款利息同样按繁忙小时分摊：本任务 45.0 小时，"
            "占贷款 12 个月期限内的 1,752 个繁忙小时。",
        ),
    ],
)
def test_the_memo_says_the_interest_follows_the_busy_hours(lang: str, sentence: str) -> None:
    """12 × 730 × 0.2 = 1,752 busy hours of the term; none at 100 % utilization."""
    from gpuplanner.core import analyze
    from gpuplanner.io.memo import build_memo

    def memo(utilization: float):
        own = platform(
            pricing=owned(utilization), fixed_gpus=8, setup_hours=45.0, interruption_rate=0.0
        )
        plan = make_plan(
            workload={"zero_stage": 3, "tokens": 1e5, "model": {"name": "1B", "params_b": 1.0}},
            platforms=[own],
        )
        return build_memo(analyze(plan), lang=lang)

    assert sentence in memo(0.2).assumptions
    assert not any("1,752" in a for a in memo(1.0).assumptions)
