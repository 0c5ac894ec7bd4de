"""Cost of capital: one plan-level rate (WACC) for the job view and the fleet view, and an
optional after-tax view.

A cloud or lease price includes the provider's cost of capital; cash paid for an owned
cluster costs the firm its own. Without a charge for it the job view is biased towards
buying, and a loan (whose interest is a bill line) looks dearer than cash at any rate, while
the fleet view, which discounts every cash flow, says the opposite. With a ``wacc`` the cash
a cluster ties up carries a capital charge, so cash and a loan are compared at their rates.

Capital charge (the capital-recovery annuity, Brealey, Myers & Allen, *Principles of Corporate
Finance*, ch. 6, "equivalent annual cost"; CFA Program curriculum, Corporate Issuers,
"capital investments": the cost of the capital an investment ties up). The cash part of the
capex (all of it, or the down payment of a financed cluster), P, recovered over the
depreciation life of n months at the WACC's monthly rate r, with the residual value B
recovered at its end, is an annuity

    PMT = (P − B·v^n) · r / (1 − v^n),   v = 1 / (1 + r),   r = (1 + WACC)^(1/12) − 1,

(WACC an effective annual rate; the monthly rate whose 12-month compound is it). Its capital
charge is what the annuity pays beyond the capital: n·PMT + B − P (the total interest of the
schedule in core/financing.py at that rate), charged to the job like a loan's interest: the
share of the life the job holds the cluster, hours ÷ (life years × 8,760), at most all of it
(all of it when the whole purchase is charged to the job). Discounted at the WACC, the
straight-line depreciation plus this charge recover exactly the capex less the residual's
present value, as the fleet view's present cost does.

A loan (or finance lease) lends part of that capital: while its balance L_k is owed the firm's
own capital in the cluster is the annuity's capital A_k less L_k (the financing side effect of
adjusted present value, Brealey, Myers & Allen ch. 19). The loan's interest r_loan·Σ L_k is
its own bill line (core/bill.py); the capital charge is then r·Σ (A_k − L_k) = the cash
charge above − r·Σ L_k, with Σ L_k the balances that bear interest over the term. So the
capital costs of a financed cluster exceed those of cash by (r_loan − r)·Σ L_k: a loan below
the WACC is cheaper, one above it dearer, and a loan at the WACC costs what cash does — the
order the fleet view's present costs give.

After-tax view (Brealey, Myers & Allen ch. 6.1 and 19.1: depreciation and interest tax
shields, T × depreciation and T × interest; CFA curriculum, "after-tax cost of debt",
r_d(1 − T)): every cost in the bill but the capital charge is a deductible expense (cloud rent,
a lease, depreciation, electricity, staff, fees, interest, non-recoverable VAT), so the cost
after corporate income tax at rate T is total − T × (total − capital charge). The memo and
the workbook show the depreciation and interest shields apart. The capital charge is not an
expense: the WACC is taken as after-tax already.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

from pydantic import Field

from gpuplanner.core.base import Frozen
from gpuplanner.core.financing import Financing, schedule
from gpuplanner.core.platform import SelfBuiltPricing

if TYPE_CHECKING:
    import numpy as np

Rate = Annotated[float, Field(ge=0, le=1)]


class CapitalSettings(Frozen):
    """The plan's cost of capital (``wacc``, an effective annual rate; None: no capital
    charge, the fleet keeps its own discount rate) and corporate income tax rate for the
    after-tax view (None: no after-tax view). China's standard rate is 25 % (Enterprise Income
    Tax Law of the PRC, 《企业所得税法》 art. 4)."""

    wacc: Rate | None = None
    income_tax_rate: Rate | None = None


def monthly_rate(wacc: float) -> float:
    """The monthly rate whose 12-month compound is the effective annual ``wacc``."""
    return float((1.0 + wacc) ** (1.0 / 12.0) - 1.0)


def life_charge(capital: np.ndarray, residual: float, months: float, wacc: float) -> np.ndarray:
    """The capital charge over a whole life of ``months`` on ``capital`` (array) recovering
    ``residual`` × it at the end: n·PMT + B − P of the annuity at the WACC's monthly rate."""
    import numpy as np  # here, not at the top: the plan models load before the first paint

    r = monthly_rate(wacc)
    balloon = capital * residual
    if r == 0:
        return np.zeros(np.shape(capital))
    v = (1.0 + r) ** -months
    pmt = (capital - balloon * v) * r / (1.0 - v)
    return np.asarray(months * pmt + balloon - capital)


def loan_balance_months(f: Financing) -> float:
    """Σ over the term of the loan balance that bears interest each month, per unit of capex
    (the interest ÷ the monthly loan rate; at 0 % the balances themselves)."""
    import numpy as np  # here, not at the top: the plan models load before the first paint

    s = schedule(1.0, f)
    rate = f.annual_rate / 12.0
    if rate > 0:
        return s.total_interest / rate
    opening = s.financed - np.concatenate(([0.0], np.cumsum(s.principal)[:-1]))
    return float((opening - s.payment if f.in_advance else opening).sum())


def whole_life_charge(q: SelfBuiltPricing, capex: np.ndarray, wacc: float) -> np.ndarray:
    """The capital charge over the whole life on ``capex``, less the loan's share of the
    capital (r × Σ L_k) when the cluster is financed."""
    whole = life_charge(capex, q.residual_fraction, q.depreciation_years * 12.0, wacc)
    if q.financing is not None:
        whole = whole - monthly_rate(wacc) * loan_balance_months(q.financing) * capex
    return whole


def after_tax(total: float, charge: float, tax_rate: float) -> float:
    """The cost after corporate income tax: every cost but the capital charge is deductible."""
    return total - tax_rate * (total - charge)
