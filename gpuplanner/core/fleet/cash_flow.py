"""A fleet strategy's cash flow in three parts: upfront at order, month by month, at the end.

What a CFO's cash plan asks of each strategy (issue 24): the sum paid before the first
month's running costs — an owned cluster's capex at order (or a loan's down payment) and a
lease's deposits for the machines first taken — then each month's cash without it (rent,
running costs, loan payments, deposits on later machines, their markup and tax), and the
one sum owed (+) or recovered (−) at the horizon's end. Upfront + Σ monthly + end is the
strategy's total (``FleetResult.total``); the tax and markup on the upfront purchase stay in
month 1's monthly figure, as the components book them.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gpuplanner.core.fleet.result import FleetResult


@dataclass(frozen=True, eq=False)
class CashFlow:
    upfront: float
    monthly: np.ndarray  # months 1 … horizon, the upfront taken out of month 1
    end: float

    @property
    def total(self) -> float:
        return self.upfront + float(self.monthly.sum()) + self.end


def cash_flows(result: FleetResult) -> tuple[CashFlow, ...]:
    """Each strategy's cash flow, in the order of ``result.strategies``."""
    out = []
    for i in range(len(result.strategies)):
        # At the net prices (a block's discount or negotiated price), as the details are.
        upfront = result.details[i].get("paid_at_order", 0.0)
        monthly = np.array(result.monthly[i], dtype=float)
        monthly[0] -= upfront
        out.append(CashFlow(upfront, monthly, float(result.end_flow[i])))
    return tuple(out)
