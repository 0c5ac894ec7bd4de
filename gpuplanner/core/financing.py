"""Financing of an owned cluster: a loan or a finance lease on the capex.

A down payment (a share of the capex) is paid at order; the rest is financed at a nominal
APR compounded monthly (the lender's quote, r_m = APR / 12) over ``term_months`` equal
payments, in arrears (a loan) or in advance (a lease), with an optional balloon / residual
(a share of the capex) due with the last payment. The payment is the annuity with a future
value (the TI BA II PLUS / Excel PMT convention):

    PMT = (P − B·v^n) · r / (1 − v^n)       in arrears,     ÷ (1 + r) more in advance,

with P the amount financed, B the balloon, v = 1 / (1 + r); r = 0 gives (P − B) / n. The
interest is the payments plus the balloon less the amount financed, split month by month
from the running balance. Example: 100,000 at 6 % APR over 36 months in arrears → 3,042.19 a
month, 9,518.97 of interest (tests/core/test_financing.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated

from pydantic import Field, model_validator

from gpuplanner.core.base import Fraction, Frozen
from gpuplanner.core.errors import ErrorCode, invalid

if TYPE_CHECKING:
    import numpy as np

_TOLERANCE = 1e-9  # 0.2 down + 0.8 balloon is exactly what is financed, not more


class FinancingKind(StrEnum):
    LOAN = "loan"
    FINANCE_LEASE = "finance_lease"


class Financing(Frozen):
    kind: FinancingKind = FinancingKind.LOAN
    down_payment_fraction: Fraction = 0.0  # of the capex, paid at order
    annual_rate: Annotated[float, Field(ge=0, le=1)] = 0.06  # nominal APR, monthly
    term_months: Annotated[int, Field(ge=1, le=360)] = 36
    in_advance: bool = False  # payments at each month's start (leases) or end (loans)
    balloon_fraction: Fraction = 0.0  # balloon / lease residual with the last payment

    @model_validator(mode="after")
    def _something_financed(self) -> Financing:
        """The balloon is paid off what is financed (capex less the down payment): it can be
        all of it (interest-only payments), never more — a larger one makes the payment
        negative and charges interest on money never lent. A 100 % down payment leaves
        nothing to finance."""
        down, balloon = self.down_payment_fraction, self.balloon_fraction
        if down >= 1:
            raise invalid(ErrorCode.NOTHING_FINANCED, "down_payment_fraction")
        if balloon > 1 - down + _TOLERANCE:
            raise invalid(
                ErrorCode.BALLOON_OVER_FINANCED,
                "balloon_fraction",
                balloon=round(balloon * 100, 2),
                down=round(down * 100, 2),
                financed=round((1 - down) * 100, 2),
            )
        return self


@dataclass(frozen=True, eq=False)
class Schedule:
    down_payment: float
    financed: float
    payment: float  # each month, for term_months months
    balloon: float  # with the last payment
    interest: np.ndarray  # per month of the term
    principal: np.ndarray  # per month of the term (the last one includes the balloon)

    @property
    def total_interest(self) -> float:
        return float(self.interest.sum())


def schedule(capex: float, f: Financing) -> Schedule:
    import numpy as np  # here, not at the top: the plan models load before the first paint

    down = capex * f.down_payment_fraction
    financed = capex - down
    balloon = capex * f.balloon_fraction
    n, r = f.term_months, f.annual_rate / 12.0
    if r == 0:
        pmt = (financed - balloon) / n
    else:
        v = (1.0 + r) ** -n
        pmt = (financed - balloon * v) * r / (1.0 - v)
        if f.in_advance:
            pmt /= 1.0 + r
    interest = np.zeros(n)
    balance = financed
    for k in range(n):  # n ≤ 360: a short loop over the term, not over GPU counts
        if f.in_advance:
            balance -= pmt
            interest[k] = balance * r
            balance += interest[k]
        else:
            interest[k] = balance * r
            balance += interest[k] - pmt
    principal = pmt - interest
    principal[-1] += balloon
    return Schedule(down, financed, pmt, balloon, interest, principal)
