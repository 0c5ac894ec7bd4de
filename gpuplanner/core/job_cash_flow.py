"""The job's cash month by month: what is paid upfront, then in each month (issue 24).

The cash view (what is paid, not the job's allocated share): an owned cluster's total with
the whole purchase (``Ownership.cash_total``), any other platform's total. Conventions:

- Upfront, at order: an owned cluster's purchase with tax less what a loan finances
  (``Ownership.cash_at_order``); nothing for rented GPUs.
- A loan on the cluster (core/financing.py): its payments month by month over its term, the
  balloon with the last one — past the job's own months when the term is longer.
- The rest (GPU time, running costs, fees, interruptions): by the hours held in each month
  (months of ``settings.hours_per_month`` hours from the start) for hourly modes; evenly over
  the billed months of a commitment (a reservation's or lease's whole months, at least its
  minimum term), with a lease's residual and buy-out in its last month.

Upfront + Σ monthly = the cash total (the loan's interest as the bill has it: any difference
from the schedule's stays in the rest).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gpuplanner.core.bill_lines import bill_lines
from gpuplanner.core.bill_types import LineCode
from gpuplanner.core.financing import schedule
from gpuplanner.core.ownership import ownership
from gpuplanner.core.plan import Plan
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.pricing_modes.billing import billed_months
from gpuplanner.core.result import PlatformResult

_END = (LineCode.LEASE_RESIDUAL, LineCode.LEASE_BUYOUT)
MAX_MONTHS = 1200  # a century of months: the cash-flow table's longest


@dataclass(frozen=True, eq=False)
class JobCashFlow:
    upfront: float
    monthly: np.ndarray  # months 1 … the job's last billed month (or the loan's last)
    total: float  # the cash total: upfront + Σ monthly


def job_cash_flow(plan: Plan, result: PlatformResult) -> JobCashFlow | None:
    """The chosen point's cash flow; None for a platform that cannot run the job."""
    point = result.chosen_point
    if point is None:
        return None
    q = plan.platforms[result.index].pricing
    hpm = plan.settings.hours_per_month
    own = ownership(plan, result)
    total = own.cash_total if own is not None else point.total_cost
    upfront = own.cash_at_order if own is not None else 0.0
    minimum = rules_for(q).minimum_months(q)
    billed = max(float(billed_months(minimum or 0, np.array([point.hours]), hpm)[0]), 1.0)
    # A job of centuries (a tiny MFU, a free platform) would make a table of that many
    # months: the table stops at MAX_MONTHS and its last month holds the rest.
    months = int(min(billed, MAX_MONTHS))
    if minimum is not None:  # a commitment: billed by the month, evenly
        weights = np.ones(months)
        weights[-1] += billed - months
    else:  # by the hours held in each month
        weights = np.clip(point.hours - hpm * np.arange(months), 0.0, hpm)
        weights[-1] += max(0.0, point.hours - hpm * months)
        if weights.sum() <= 0:
            weights = np.ones(months)
    end = sum(line.amount for line in bill_lines(plan, result) if line.code in _END)
    loan = np.zeros(0)
    financing = rules_for(q).financing(q)
    if own is not None and financing is not None:
        s = schedule(own.purchase, financing)
        loan = np.full(financing.term_months, s.payment)
        loan[-1] += s.balloon
    rest = total - upfront - float(loan.sum()) - end
    monthly = np.zeros(max(months, loan.size))
    monthly[:months] += rest * weights / weights.sum()
    monthly[: loan.size] += loan
    monthly[months - 1] += end
    return JobCashFlow(upfront, monthly, total)
