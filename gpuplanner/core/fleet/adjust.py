"""The fleet plan's price adjustments and taxes, at the single-job bill's layers.

Each priced block (on-demand, reserved, spot, lease, self-built) has its own
``adjustment`` (``core.adjustments.PriceAdjustment``); the plan's ``tax``
(``core.tax.TaxSettings``) applies to every strategy. The layers, the same as the job's
bill, so nothing is discounted twice:

1. A discount or negotiated price replaces the block's list UNIT price — per GPU-hour
   (on-demand, spot), per GPU-month (reserved), per machine-month (lease), the capex per GPU
   (self-built) — before any strategy is costed (``net_fleet``). Every use of that price then
   follows it: the on-demand overflow of a reservation or lease, a self-built cluster's
   fallback, the hybrid's parts. The strategy's ``discount`` component is its monthly cash at
   the net prices less at the list prices (≤ 0); what is owed or recovered at the end
   (``end_flow``) is at the net prices.
2. A block's markup (internal chargeback) is that percentage of the strategy's spending on
   the block at its net price: its own component(s) and the commitments it leaves owed past
   the horizon. Deposits returned, value recovered at the end and financing (principal and
   interest) are not marked up. A self-built cluster's capex is marked up (and taxed) in full
   at order, also when a loan pays for it over time.
3. Tax on the spending at the net price, not on the markup: cloud GPU time (on-demand, spot,
   reserved) and a cluster's hosting are services; a machine lease (rent, deposits kept,
   residual / buy-out) and the owned cluster's capex, electricity and repairs are hardware;
   staff, financing and returned or recovered value carry none (core/tax.py). The tax is
   paid in the month of the spending; with recoverable input tax it is credited back in the
   same month (``tax_recovered``), so the cost excludes it.

Worked example (tests/core/test_fleet_adjust.py): 3,000 GPU-h a month × 10 per GPU-h × 12 months
= 360,000 before tax; 6 % services VAT → 381,600 with tax, and 360,000 of cost when input
tax is recoverable; 15 % off → 3,000 × 8.50 × 12 = 306,000, with tax 324,360.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.fleet.costs import StrategyCosts
from gpuplanner.core.fleet.plan import Fallback, FleetPlan, FleetStrategy
from gpuplanner.core.tax import TaxSettings

SERVICES, HARDWARE, UNTAXED = "services", "hardware", "untaxed"

# The list unit price each block's adjustment replaces (core.pricing_fields.list_price_field).
_PRICE_FIELD = {
    "on_demand": "price_per_gpu_hour",
    "reserved": "price_per_gpu_month",
    "spot": "price_per_gpu_hour",
    "lease": "price_per_machine_month",
    "self_built": "capex_per_gpu",
}


def adjustment(fleet: FleetPlan, block: str) -> PriceAdjustment:
    """The adjustment of ``block`` ("on_demand", …); the default when the block is absent."""
    b = getattr(fleet, block)
    return b.adjustment if b is not None else PriceAdjustment()


def net_fleet(fleet: FleetPlan) -> FleetPlan:
    """The plan at every block's net unit price; ``fleet`` itself when nothing changes."""
    update = {}
    for block, name in _PRICE_FIELD.items():
        b = getattr(fleet, block)
        if b is not None and b.adjustment.changes_price:
            net = b.adjustment.net_price(getattr(b, name))
            update[block] = b.model_copy(update={name: net})
    return fleet.model_copy(update=update) if update else fleet


def component_class(fleet: FleetPlan, name: str) -> tuple[str | None, str]:
    """(the block whose markup applies, the tax class) of a cost component."""
    fallback = "spot" if fleet.self_built and fleet.self_built.fallback == Fallback.SPOT else None
    refundable = fleet.lease is not None and fleet.lease.deposit_refundable
    return {
        "on_demand": ("on_demand", SERVICES),
        "spot": ("spot", SERVICES),
        "reserved": ("reserved", SERVICES),
        "lease": ("lease", HARDWARE),
        "deposits": (None, UNTAXED) if refundable else ("lease", HARDWARE),
        "capex": ("self_built", HARDWARE),
        "power": ("self_built", HARDWARE),
        "hosting": ("self_built", SERVICES),
        "staff": ("self_built", UNTAXED),
        "repairs": ("self_built", HARDWARE),
        "fallback": (fallback or "on_demand", SERVICES),
    }.get(name, (None, UNTAXED))  # loan principal and interest


# What a strategy owes past the horizon is spending on this block (a loan's is financing).
_OWED_BLOCK = {
    FleetStrategy.RESERVED: ("reserved", SERVICES),
    FleetStrategy.HYBRID: ("reserved", SERVICES),
    FleetStrategy.LEASE: ("lease", HARDWARE),
}


@dataclass(frozen=True)
class Adjusted:
    """One strategy's costs with the adjustments, and their totals over the horizon."""

    costs: StrategyCosts
    discount: float  # net total − list total (end flow included), ≤ 0
    markup: float
    tax_paid: float
    tax: float  # the part that is a cost: tax_paid, or 0 when recoverable


def rate(tax: TaxSettings, cls: str) -> float:
    return {SERVICES: tax.services_rate, HARDWARE: tax.hardware_rate}.get(cls, 0.0)


def adjust(
    fleet: FleetPlan,
    strategy: FleetStrategy,
    at_list: StrategyCosts,
    at_net: StrategyCosts,
    tax: TaxSettings,
) -> Adjusted:
    """``at_list`` (the strategy at list prices) with its discount, markup and tax
    components, priced from ``at_net`` (the same strategy at the net prices)."""
    months = at_net.monthly.size
    markup, taxed = np.zeros(months), np.zeros(months)
    for name, values in at_net.components.items():
        block, cls = component_class(fleet, name)
        base = values
        if name == "capex":  # the whole purchase at order, financed or not
            base = np.zeros(months)
            base[0] = at_net.details["capex"]
        if block is not None:
            markup += base * adjustment(fleet, block).markup_percent / 100.0
        taxed += base * rate(tax, cls)
    end_markup = end_tax = 0.0
    if strategy in _OWED_BLOCK:
        block, cls = _OWED_BLOCK[strategy]
        spent = at_net.details.get("owed_after_horizon", 0.0)
        spent += at_net.details.get("residual_at_end", 0.0)
        spent += at_net.details.get("buyout_at_end", 0.0)
        end_markup = spent * adjustment(fleet, block).markup_percent / 100.0
        end_tax = spent * rate(tax, cls)
    components = dict(at_list.components)
    extra = {
        "discount": at_net.monthly - at_list.monthly,
        "markup": markup,
        "tax": taxed,
        "tax_recovered": -taxed if tax.recoverable else np.zeros(months),
    }
    shown = {"discount": discount_shown(fleet), "markup": markup.any() or end_markup != 0}
    shown |= {"tax": tax.enabled, "tax_recovered": tax.enabled and tax.recoverable}
    components |= {k: v for k, v in extra.items() if shown[k]}
    end_in_cost = end_tax if not tax.recoverable else 0.0
    details = dict(at_net.details)
    if end_markup or end_tax:
        details |= {"end_markup": end_markup, "end_tax": end_tax}
    if strategy == FleetStrategy.SELF_BUILT:
        details |= _self_built_rates(fleet, details, tax)
    costs = StrategyCosts(
        components, at_net.end_flow + end_markup + end_in_cost, details, at_net.use
    )
    list_total = float(at_list.monthly.sum()) + at_list.end_flow
    paid = float(taxed.sum()) + end_tax
    return Adjusted(
        costs=costs,
        discount=float(at_net.monthly.sum()) + at_net.end_flow - list_total,
        markup=float(markup.sum()) + end_markup,
        tax_paid=paid,
        tax=0.0 if tax.recoverable else paid,
    )


def discount_shown(fleet: FleetPlan) -> bool:
    return any(adjustment(fleet, b).changes_price for b in _PRICE_FIELD)


def _self_built_rates(fleet: FleetPlan, d: dict[str, float], tax: TaxSettings) -> dict[str, float]:
    """The break-even utilization's figures with the markup and the tax in the cost (none
    when neither applies): each part of the fixed month and the power per GPU-hour ×
    (1 + markup + its tax rate in the cost), as the rented strategy's cost per GPU-hour
    carries its own."""
    m = adjustment(fleet, "self_built").markup_percent / 100.0

    def up(cls: str) -> float:
        return 1.0 + m + (0.0 if tax.recoverable else rate(tax, cls))

    if up(HARDWARE) == 1.0 and up(SERVICES) == 1.0:
        return {}
    return {
        "break_even_fixed_per_month": (d["depreciation_per_month"] + d["repairs_per_month"])
        * up(HARDWARE)
        + d["hosting_per_month"] * up(SERVICES)
        + d["staff_per_month"] * up(UNTAXED),
        "break_even_variable_per_gpu_hour": d["variable_per_gpu_hour"] * up(HARDWARE),
    }
