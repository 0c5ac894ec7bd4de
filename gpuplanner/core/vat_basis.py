"""The VAT basis of a platform's prices: a price typed or quoted including VAT (含税) is taken
net (不含税) once, before anything is priced.

Chinese quotes are usually VAT-inclusive; the bill adds VAT on net prices (core/tax.py), so an
inclusive price read as net counts the tax twice. A platform whose ``prices_include_vat`` is
set has every money field of its pricing (and its negotiated price) divided by one plus the
VAT rate of that price's class (the plan's rates, core/tax.py):

    net = gross / (1 + rate)          e.g. ¥106 at 6 % → ¥100 net,

the tax-exclusive price of a tax-inclusive one (价税分离: Caishui [2016] No. 36, 财税
〔2016〕36号, annex 1, art. 22: 销售额 = 含税销售额 ÷ (1 + 税率), i.e. sales = inclusive
sales ÷ (1 + rate)). The rates apply whether or not the plan charges tax: with tax off the
figures are net of VAT ("excl. VAT"); with tax on the bill adds it back at the same rate
(¥106 again, or ¥100 when input tax is recoverable).

Classes follow the bill's split (core/tax.py): cloud GPU time is a service, a lease is
hardware; an owned cluster's capex and electricity are hardware, hosting a service and staff
untaxed (salaries carry no VAT). Fee items are read as excluding VAT (as the bill taxes them).
The conversion is idempotent: the net platform says its prices exclude VAT.
"""

from __future__ import annotations

import numpy as np

from gpuplanner.core.platform import Platform, Pricing
from gpuplanner.core.pricing_fields import VatClass, list_price_field, vat_classes
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.pricing_modes.self_built import purchase_capex
from gpuplanner.core.tax import TaxSettings


def price_classes(pricing: Pricing) -> dict[str, VatClass]:
    """The VAT class of each money field of ``pricing``: the field's own (an owned
    cluster's capex and power are hardware, hosting a service, staff none), else that of
    the mode's GPU time (a service in the cloud, hardware for a lease)."""
    rules = rules_for(pricing)
    return vat_classes(pricing, VatClass.SERVICES if rules.taxed_as_service else VatClass.HARDWARE)


def basis_rate(tax: TaxSettings, cls: VatClass) -> float:
    """The rate a VAT-inclusive price of class ``cls`` carries (the plan's rate, tax on or
    off: the basis is a fact about the price, not about what the plan charges)."""
    if cls is VatClass.SERVICES:
        return tax.services_rate_percent / 100.0
    if cls is VatClass.HARDWARE:
        return tax.hardware_rate_percent / 100.0
    return 0.0


def field_rates(platform: Platform, tax: TaxSettings) -> dict[str, float]:
    """The rate each money field of the platform's pricing is taken net at."""
    return {f: basis_rate(tax, c) for f, c in price_classes(platform.pricing).items()}


def net_of_vat(platform: Platform, tax: TaxSettings) -> Platform:
    """The platform at prices excluding VAT: itself when they already do."""
    if not platform.prices_include_vat:
        return platform
    rates = field_rates(platform, tax)
    q = platform.pricing
    pricing = q.model_copy(
        update={f: getattr(q, f) / (1.0 + rate) for f, rate in rates.items() if rate}
    )
    update: dict[str, object] = {"pricing": pricing, "prices_include_vat": False}
    negotiated = platform.adjustment.negotiated_price
    if negotiated is not None:  # in the list price's unit: that field's class
        rate = rates[list_price_field(platform.pricing)]
        adj = platform.adjustment.model_copy(update={"negotiated_price": negotiated / (1 + rate)})
        update["adjustment"] = adj
    return platform.model_copy(update=update)


def purchase_vat(platform: Platform, n: np.ndarray, tax: TaxSettings) -> np.ndarray | None:
    """The VAT an owned cluster pays in cash when it is bought: its capex (GPUs bought and
    spares, at the net price after any discount) × the hardware rate — paid at purchase
    whatever share of it the job's bill carries (the bill's tax line taxes only the
    depreciation allocated to the job). None for a platform that buys nothing or a plan that
    charges no tax."""
    from gpuplanner.core.bill import net_platform  # core/bill.py prices through this module

    p = net_platform(net_of_vat(platform, tax))
    if not tax.enabled or not rules_for(p.pricing).owns_hardware:
        return None
    return purchase_capex(p, n) * tax.hardware_rate
