"""A job longer than its loan carries all of the loan's interest, never more (issue 27).

An owned cluster not bought whole carries the share of the loan's interest that its hours
are of the loan's term (core/bill.financing_interest, the bill's interest line in
core/bill_extras.interest_line): at most 1. Every other interest test holds the cluster for
a small part of the term, so a share left uncapped survived.

By hand: 8 GPUs × 100,000, no spares = 800,000 of capex on a 12 % APR loan over ONE month
in arrears (term 730 h): r = 1 % a month, one payment of 808,000, interest 800,000 × 0.01 =
8,000.
"""

from __future__ import annotations

import numpy as np
import pytest
from plans import SMALL_1B, make_plan, platform

from gpuplanner.core import evaluate
from gpuplanner.core.bill import financing_interest
from gpuplanner.core.bill_lines import LineCode, bill_lines, bill_total
from gpuplanner.core.financing import Financing, schedule
from gpuplanner.core.platform import SelfBuiltPricing
from gpuplanner.core.pricing import Usage

ONE_MONTH = Financing(annual_rate=0.12, term_months=1)
OWNED = SelfBuiltPricing(capex_per_gpu=100_000.0, spares_fraction=0.0, financing=ONE_MONTH)


def test_the_one_month_loan_by_hand() -> None:
    """800,000 × 12 % / 12 = 8,000 of interest in its one month."""
    assert schedule(800_000.0, ONE_MONTH).total_interest == pytest.approx(8_000.0)


def test_the_interest_share_stops_at_the_whole_loan() -> None:
    """365 h is half the 730-h term: 4,000; 730 h all of it: 8,000; 1,460 h (twice the
    term) still 8,000, not 16,000; 8,030 h (11 terms) still 8,000."""
    p = platform(pricing=OWNED)
    n = np.full(4, 8.0)
    hours = np.array([365.0, 730.0, 1_460.0, 8_030.0])
    interest = financing_interest(p, n, hours, Usage())
    assert [float(x) for x in interest] == pytest.approx([4_000.0, 8_000.0, 8_000.0, 8_000.0])


def test_a_job_longer_than_its_loan_bills_the_whole_interest_once() -> None:
    """A 1B full fine-tune on 1e12 tokens on 8 A100s holds them about 1,669 h, more than
    twice the one-month (730 h) loan: the bill's interest line is 8,000 with a term share of
    1 (uncapped: 8,000 × 1,669 / 730 ≈ 18,290), and the lines still add up to the total."""
    plan = make_plan(
        workload={"model": SMALL_1B, "tokens": 1e12},
        platforms=[platform(pricing=OWNED, fixed_gpus=8)],
    )
    r = evaluate(plan).platforms[0]
    assert r.chosen == 8
    assert float(r.hours[7]) > 2 * 730.0  # the premise: the job outlasts the loan
    lines = bill_lines(plan, r)
    interest = next(x for x in lines if x.code is LineCode.INTEREST)
    assert interest.amount == pytest.approx(8_000.0)
    assert {i.name: i.value for i in interest.inputs}["term_share"] == 1.0
    assert bill_total(lines) == pytest.approx(float(r.total_cost[7]), rel=1e-12)
