"""Exchange rates a plan keeps, and a platform's prices converted into the plan's currency.

A plan prices everything in one currency (``Plan.currency``). Catalog presets come in their
own (CNY or USD); adding one to a plan in another currency converts every money field at a
rate the plan stores with its date, so the conversion can be seen, dated and re-done. Rates
are "units of the plan's currency for one unit of ``currency``": 1 USD = 7.2 CNY is
``ExchangeRate(currency="USD", rate=7.2)`` in a CNY plan.
"""

from __future__ import annotations

import datetime as dt
from typing import Annotated

from pydantic import Field

from gpuplanner.core.base import Frozen, PositiveFloat
from gpuplanner.core.fees import FeeBasis
from gpuplanner.core.platform import Platform, Pricing
from gpuplanner.core.pricing_fields import money_fields

CurrencyCode = Annotated[str, Field(pattern=r"^[A-Z]{3}$")]

# Symbols for the currencies users meet; any other code is shown as "XYZ 1,234.00".
# JPY gets "JP¥" so it is never confused with CNY's "¥" in one plan.
CURRENCY_SYMBOLS = {
    "CNY": "¥",
    "USD": "$",
    "EUR": "€",
    "GBP": "£",
    "JPY": "JP¥",
    "HKD": "HK$",
    "KRW": "₩",
    "SGD": "S$",
    "TWD": "NT$",
}


class ExchangeRate(Frozen):
    """One unit of ``currency`` is worth ``rate`` units of the plan's currency, as of a date."""

    currency: CurrencyCode
    rate: PositiveFloat
    as_of: dt.date | None = None


def find_rate(rates: tuple[ExchangeRate, ...], currency: str) -> ExchangeRate | None:
    return next((r for r in rates if r.currency == currency), None)


def convert_pricing(pricing: Pricing, factor: float) -> Pricing:
    """``pricing`` with every money field multiplied by ``factor``."""
    fields = money_fields(pricing)
    return pricing.model_copy(update={name: getattr(pricing, name) * factor for name in fields})


def convert_platform(platform: Platform, factor: float, quoted: str | None = None) -> Platform:
    """The platform with its prices and money fees multiplied by ``factor`` (a percent-of-
    compute fee is a share, not money, and stays). Validated again: a converted price must
    still be a valid price. ``quoted``: the currency the prices were in, recorded with the
    rate (``quoted_currency``, ``quoted_rate``) so the workbook can convert them live."""
    fees = tuple(
        fee
        if fee.basis is FeeBasis.PERCENT_OF_COMPUTE
        else fee.model_copy(update={"rate": fee.rate * factor})
        for fee in platform.fees
    )
    data = platform.model_dump()
    data["pricing"] = convert_pricing(platform.pricing, factor).model_dump()
    data["fees"] = [fee.model_dump() for fee in fees]
    negotiated = platform.adjustment.negotiated_price  # a price; the percentages stay
    if negotiated is not None:
        data["adjustment"]["negotiated_price"] = negotiated * factor
    if quoted is not None:
        data["quoted_currency"], data["quoted_rate"] = quoted, factor
    return Platform.model_validate(data)
