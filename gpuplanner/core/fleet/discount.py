"""Discounting conventions of the fleet plan, made explicit (the plan's ``discounting``).

- Rate type: the plan's ``discount_rate`` is an effective annual rate, or a nominal APR
  compounded monthly (monthly rate r / 12; effective (1 + r/12)^12 − 1).
- Period: monthly flows discounted month by month, or summed into years and discounted
  year by year (year j holds months 12(j−1)+1 … 12j).
- Timing: a period's flows are paid at its start (in advance: month k is discounted by
  (1 + r_m)^−(k−1)) or at its end (in arrears: (1 + r_m)^−k). Capex is paid at order, so
  it is discounted from the start of its month under either timing.
- What is recovered or owed as one sum at the horizon's end (book value, deposit refund,
  lease residual) is discounted from the end of the horizon; commitments that run past it
  (the months left on the last reservation or lease) either as one lump at that point, or
  month by month as they fall due.

TI BA II PLUS guidebook figures: 46,000 a year for 5 years at 20 % in arrears → PV
137,568.16; 46 monthly payments of 1,200 in advance at 22 % APR compounded monthly with a
6,500 residual → residual PV 2,818.22, total 40,573.18 (tests/core/test_fleet_discounting.py).
Defaults (effective, monthly, start, lump) are the conventions plans had before.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from gpuplanner.core.base import Frozen

if TYPE_CHECKING:
    import numpy as np


class RateType(StrEnum):
    EFFECTIVE = "effective"  # effective annual rate
    NOMINAL = "nominal"  # APR compounded monthly


class Period(StrEnum):
    MONTHLY = "monthly"
    ANNUAL = "annual"


class Timing(StrEnum):
    START = "start"  # in advance
    END = "end"  # in arrears


class OwedDiscounting(StrEnum):
    LUMP = "lump"  # one sum at the end of the horizon
    MONTHLY = "monthly"  # each month as it falls due


class Discounting(Frozen):
    rate_type: RateType = RateType.EFFECTIVE
    period: Period = Period.MONTHLY
    timing: Timing = Timing.START
    owed_after_horizon: OwedDiscounting = OwedDiscounting.LUMP


def monthly_rate(annual_rate: float, rate_type: RateType = RateType.EFFECTIVE) -> float:
    """The monthly rate of an effective annual rate, or of a nominal APR (r / 12)."""
    if rate_type is RateType.NOMINAL:
        return annual_rate / 12.0
    return (1.0 + annual_rate) ** (1.0 / 12.0) - 1.0


def annual_rate(rate: float, rate_type: RateType = RateType.EFFECTIVE) -> float:
    """The effective annual rate."""
    return (1.0 + rate / 12.0) ** 12 - 1.0 if rate_type is RateType.NOMINAL else rate


def factors(rate: float, d: Discounting, months: np.ndarray) -> np.ndarray:
    """Discount factor of the flows of each (1-based) month, within or past the horizon."""
    import numpy as np  # here, not at the top: the plan models load before the first paint

    lag = 1.0 if d.timing is Timing.END else 0.0
    if d.period is Period.ANNUAL:
        years = np.ceil(np.asarray(months, dtype=float) / 12.0)
        return (1.0 + annual_rate(rate, d.rate_type)) ** -(years - 1.0 + lag)
    return (1.0 + monthly_rate(rate, d.rate_type)) ** -(np.asarray(months, dtype=float) - 1.0 + lag)


def end_factor(rate: float, d: Discounting, horizon: int) -> float:
    """Discount factor of a sum paid or received at the end of the horizon."""
    if d.period is Period.ANNUAL:
        return float((1.0 + annual_rate(rate, d.rate_type)) ** -(horizon / 12.0))
    return float((1.0 + monthly_rate(rate, d.rate_type)) ** -float(horizon))


def owed_factor(rate: float, d: Discounting, horizon: int, tail: int) -> float:
    """What one unit owed per month for ``tail`` months past the horizon is worth today,
    per unit of the sum owed (so the sum × this factor is its present value)."""
    import numpy as np  # here, not at the top: the plan models load before the first paint

    if tail <= 0:
        return 0.0
    if d.owed_after_horizon is OwedDiscounting.LUMP:
        return end_factor(rate, d, horizon)
    months = np.arange(horizon + 1, horizon + tail + 1)
    return float(factors(rate, d, months).sum() / tail)
