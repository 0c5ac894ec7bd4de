"""The job's bill for given hours: GPU time split into clean and interruption parts, fees,
and the adjustments on top (discount, markup, tax).

Shared by ``evaluate`` (all N, typed inputs) and ``perturb`` (a few N, inputs moved by
multipliers), so both price a job the same way. Arrays broadcast: (N,) or (K, S).
The layers are documented in ``core.adjustments`` (discount and markup) and ``core.tax``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from gpuplanner.core.base import HOURS_PER_MONTH
from gpuplanner.core.capital_charge import capital_charge, hourly_capital_charge
from gpuplanner.core.energy_models import CarbonSettings
from gpuplanner.core.fee_costs import fee_cost
from gpuplanner.core.financing import schedule
from gpuplanner.core.platform import (
    Platform,
)
from gpuplanner.core.pricing import Usage, gpu_time_cost, hourly_rate
from gpuplanner.core.pricing_fields import list_price_field
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.pricing_modes.rules import FinancedCapex
from gpuplanner.core.tax import TaxSettings
from gpuplanner.core.tax_split import taxable_gpu_time


@dataclass(frozen=True)
class BillTerms:
    """Plan-level terms of every platform's bill: the taxes, and the trial phase's cost
    (taxed as a service on each bill, like the trial line itself)."""

    tax: TaxSettings = field(default_factory=TaxSettings)
    trial_cost: float = 0.0
    carbon: CarbonSettings = field(default_factory=CarbonSettings)  # for kWh → tCO₂
    runs: int = 1  # identical runs, each billed on its own (core/pricing.py: Usage)
    hours_per_month: float = HOURS_PER_MONTH
    wacc: float | None = None  # the plan's cost of capital (core/capital.py); None: no charge


@dataclass(frozen=True)
class Bill:
    compute: np.ndarray  # GPU time of the clean job, at the list price
    interruption: np.ndarray  # the extra GPU time interruptions and checkpoints cost (list)
    fees: tuple[np.ndarray, ...]  # one array per fee item, in the platform's order
    finite: np.ndarray  # False where the job is not expected to finish (money set to 0 there)
    discount: np.ndarray  # ≤ 0: GPU time at the net price less at the list price
    markup: np.ndarray  # internal markup on the GPU time after discount plus the fees
    tax_paid: np.ndarray  # tax on the bill (trial included), paid in cash
    tax: np.ndarray  # the part of it that is a cost: all of it, or 0 when recoverable
    interest: np.ndarray | float = 0.0  # financing of an owned cluster (core/financing.py)
    capital: np.ndarray | float = 0.0  # capital charge on its cash capex (core/capital.py)

    @property
    def adjustments(self) -> np.ndarray:
        """What the adjustments add to compute + interruption + fees + trial."""
        return self.discount + self.markup + self.tax + self.interest + self.capital


def net_platform(platform: Platform) -> Platform:
    """The platform at its net unit price (discounted or negotiated); itself when none."""
    adj = platform.adjustment
    if not adj.changes_price:
        return platform
    name = list_price_field(platform.pricing)
    net = adj.net_price(getattr(platform.pricing, name))
    return platform.model_copy(update={"pricing": platform.pricing.model_copy(update={name: net})})


def job_bill(
    platform: Platform,
    n: np.ndarray,
    clean_hours: np.ndarray,
    held_hours: np.ndarray,
    price: float | np.ndarray = 1.0,
    terms: BillTerms | None = None,
    setup_hours: float | np.ndarray = 0.0,
) -> Bill:
    """Bill for holding ``n`` GPUs ``held_hours`` (expected) for a job of ``clean_hours``.

    ``price`` multiplies the GPU-time cost (Monte Carlo); fees on a percent-of-compute basis
    follow it. ``setup_hours`` of the held hours are setup, not training (a self-built
    cluster's power draw differs between the two; core/energy.py).
    """
    terms = terms or BillTerms()
    finite = np.isfinite(held_hours)
    safe = np.where(finite, held_hours, 0.0)  # keep inf out of the money arrays
    s = Usage(setup_hours, terms.runs, terms.hours_per_month)
    compute = gpu_time_cost(platform, n, clean_hours, s) * price
    interruption = np.maximum(gpu_time_cost(platform, n, safe, s) * price - compute, 0.0)
    gpu = compute + interruption
    net = net_platform(platform)
    if net is platform:
        discount = np.zeros(np.shape(gpu))
    else:
        net_compute = gpu_time_cost(net, n, clean_hours, s) * price
        net_gpu = np.maximum(gpu_time_cost(net, n, safe, s) * price, net_compute)
        discount = net_gpu - gpu
    gpu = gpu + discount
    fees = tuple(fee_cost(f, n, safe, gpu, terms.hours_per_month) for f in platform.fees)
    own = gpu
    for f in fees:  # shapes may differ ((K, 1) fixed fees beside (K, S) ones)
        own = own + f
    markup = own * (platform.adjustment.markup_percent / 100.0)
    tax = terms.tax
    if tax.enabled:
        services, hardware = taxable_gpu_time(net, n, safe, gpu, price, s)
        services = services + (own - gpu) + terms.trial_cost
        tax_paid = services * tax.services_rate + hardware * tax.hardware_rate
    else:
        tax_paid = np.zeros(np.shape(gpu))
    in_cost = np.zeros(np.shape(gpu)) if tax.recoverable else tax_paid
    interest = financing_interest(net, n, safe, s) * price
    capital = capital_charge(net, n, safe, terms.wacc) * price
    return Bill(
        compute=compute,
        interruption=interruption,
        fees=fees,
        finite=finite,
        discount=discount,
        markup=markup,
        tax_paid=tax_paid,
        tax=in_cost,
        interest=interest,
        capital=capital,
    )


def financing_interest(
    platform: Platform, n: np.ndarray, hours: np.ndarray, usage: Usage
) -> np.ndarray | float:
    """The loan's interest charged to the job: all of it with a whole-purchase charge, else
    the job's share of the hours the cluster is busy over the term (hours ÷ (term hours ×
    utilization), at most 1) — the same busy hours its depreciation and running costs are
    shared over (core/pricing_modes/self_built.busy_share)."""
    loan = rules_for(platform.pricing).financed(platform, platform.pricing, n)
    if loan is None:
        return 0.0
    f = loan.financing
    per_unit = schedule(1.0, f).total_interest  # interest is linear in the capex
    if loan.whole_purchase:
        return loan.capex * per_unit
    share = np.minimum(1.0, hours / loan_busy_hours(loan, usage.hours_per_month))
    return loan.capex * per_unit * share


def loan_busy_hours(loan: FinancedCapex, hours_per_month: float) -> float:
    """The hours a financed cluster is busy over its loan's term: term months × hours per
    month × utilization (12 × 730 × 0.2 = 1,752)."""
    return loan.financing.term_months * hours_per_month * loan.busy_share


def marginal_rate(platform: Platform, n: np.ndarray, terms: BillTerms | None = None) -> np.ndarray:
    """One more hour on ``n`` GPUs with the bill's layers: at the net unit price, marked up,
    with the tax in the cost (the services rate for cloud GPU time, the hardware rate for a
    lease or an owned cluster) and, for a financed cluster not bought whole, the interest of
    one of its term's busy hours. The stress cases price lost hours with it."""
    terms = terms or BillTerms()
    net = net_platform(platform)
    rate = hourly_rate(net, n, terms.hours_per_month)
    rate = rate * (1.0 + platform.adjustment.markup_percent / 100.0)
    tax = terms.tax
    if tax.enabled and not tax.recoverable:
        cloud = rules_for(platform.pricing).taxed_as_service
        rate = rate * (1.0 + (tax.services_rate if cloud else tax.hardware_rate))
    loan = rules_for(net.pricing).financed(net, net.pricing, n)
    if loan is not None and not loan.whole_purchase:
        f = loan.financing
        rate = rate + loan.capex * schedule(1.0, f).total_interest / loan_busy_hours(
            loan, terms.hours_per_month
        )
    return rate + hourly_capital_charge(net, n, terms.wacc)
