"""Price adjustments of one platform: a discount off the list price, or a negotiated price,
and an internal markup (chargeback).

The layer (one, so nothing is discounted twice): the discount or the negotiated price
replaces the platform's list UNIT price — the price per GPU-hour (on-demand, spot), per
GPU-month (reserved), per machine-month (lease) or the capex per GPU (self-built) — before
the billing rules (increments, minimum terms, whole machines) apply. Add-ons, deposits,
running costs and fee items stay as typed; a percent-of-compute fee follows the GPU time
after the discount. The bill shows the list GPU time, then the discount as its own
(negative) line. The markup is added last, on the platform's GPU time after the discount
plus its fees (the plan's trial phase is not marked up), as its own line.
"""

from __future__ import annotations

import datetime as dt
from typing import Annotated

from pydantic import Field, model_validator

from gpuplanner.core.base import Frozen, NonNegFloat
from gpuplanner.core.errors import ErrorCode, invalid
from gpuplanner.core.text import OneLine

# An internal markup above 1,000 % is a typo (chargebacks run 0–30 %).
MAX_MARKUP_PERCENT = 1000.0


class PriceAdjustment(Frozen):
    """Discount (``discount_percent`` off the list unit price) or ``negotiated_price`` (the
    price actually agreed, in the list price's unit, with its date and source), and an
    internal ``markup_percent``. The default changes nothing."""

    discount_percent: Annotated[float, Field(ge=0, lt=100)] = 0.0
    negotiated_price: NonNegFloat | None = None
    negotiated_as_of: dt.date | None = None
    negotiated_source: OneLine = ""
    markup_percent: Annotated[float, Field(ge=0, le=MAX_MARKUP_PERCENT)] = 0.0

    @model_validator(mode="after")
    def _one_discount(self) -> PriceAdjustment:
        if self.negotiated_price is not None and self.discount_percent > 0:
            raise invalid(ErrorCode.DISCOUNT_AND_NEGOTIATED, "discount_percent")
        return self

    @property
    def changes_price(self) -> bool:
        return self.discount_percent > 0 or self.negotiated_price is not None

    def net_price(self, list_price: float) -> float:
        if self.negotiated_price is not None:
            return self.negotiated_price
        return list_price * (1.0 - self.discount_percent / 100.0)
