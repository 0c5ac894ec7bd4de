"""The bill's adjustment lines: discount or negotiated price, markup, tax and tax recovered.

Amounts are ``evaluate``'s (``PlatformResult.adjustments``, from ``core.bill``); the inputs
show what they multiply. The layers are documented in ``core.adjustments`` and ``core.tax``.
"""

from __future__ import annotations

from typing import cast

import numpy as np

from gpuplanner.core.bill import BillTerms, loan_busy_hours, net_platform
from gpuplanner.core.bill_types import BillInput, BillLine, LineCode, LineGroup, Source, Sources
from gpuplanner.core.capital import loan_balance_months, whole_life_charge
from gpuplanner.core.financing import schedule
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform, SelfBuiltPricing
from gpuplanner.core.pricing import HOURS_PER_YEAR, Usage
from gpuplanner.core.pricing_fields import list_price_field, list_price_unit
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.pricing_modes.self_built import purchase_capex
from gpuplanner.core.result import PlatformResult
from gpuplanner.core.tax import CN_VAT_SOURCE
from gpuplanner.core.tax_split import taxable_gpu_time


def adjustment_lines(
    platform: Platform, result: PlatformResult, i: int, src: Sources
) -> tuple[list[BillLine], list[BillLine]]:
    """The discount line (none without a discount) and the markup line (none at 0 %)."""
    adj, a = platform.adjustment, result.adjustments
    if a is None:
        return [], []
    discount: list[BillLine] = []
    list_gpu = float(result.compute_cost[i] + result.interruption_cost[i])
    if adj.changes_price:
        name = list_price_field(platform.pricing)
        unit = list_price_unit(platform.pricing)
        list_price = float(getattr(platform.pricing, name))
        inputs = [BillInput(name, list_price, unit, src(name))]
        params: dict[str, object] = {"price_field": name}
        if adj.negotiated_price is not None:
            formula = "discount.negotiated"
            inputs.append(BillInput("negotiated_price", adj.negotiated_price, unit, Source.TYPED))
            as_of = adj.negotiated_as_of.isoformat() if adj.negotiated_as_of else ""
            params |= {"as_of": as_of, "source": adj.negotiated_source}
        else:
            formula = "discount.percent"
            inputs.append(
                BillInput("discount_percent", adj.discount_percent, "percent", Source.TYPED)
            )
            net = adj.net_price(list_price)
            inputs.append(BillInput("net_price", net, unit, Source.COMPUTED))
        inputs.append(BillInput("gpu_time_list", list_gpu, "money", Source.COMPUTED))
        amount = float(a.discount[i])
        discount.append(
            BillLine(
                LineCode.DISCOUNT, LineGroup.ADJUSTMENTS, formula, tuple(inputs), amount, params
            )
        )
    markup: list[BillLine] = []
    if adj.markup_percent > 0:
        base = list_gpu + float(a.discount[i]) + float(result.fees_cost[i])
        inputs = [
            BillInput("markup_percent", adj.markup_percent, "percent", Source.TYPED),
            BillInput("markup_base", base, "money", Source.COMPUTED),
        ]
        markup.append(
            BillLine(
                LineCode.MARKUP,
                LineGroup.ADJUSTMENTS,
                LineCode.MARKUP.value,
                tuple(inputs),
                float(a.markup[i]),
            )
        )
    return discount, markup


def interest_line(
    platform: Platform, result: PlatformResult, i: int, held: float
) -> list[BillLine]:
    """The financing interest charged to the job (none without financing)."""
    net, a = net_platform(platform), result.adjustments
    financed = rules_for(net.pricing).financed(net, net.pricing, np.array([i + 1.0]))
    if financed is None or a is None:
        return []
    f = financed.financing
    terms = result.terms or BillTerms()
    capex = float(financed.capex[0])
    loan = schedule(capex, f)
    busy = loan_busy_hours(financed, terms.hours_per_month)
    share = 1.0 if financed.whole_purchase else min(1.0, held / busy)
    shared = not financed.whole_purchase and financed.busy_share < 1
    # below 100 % utilization the share is of the term's busy hours (core/bill.py)
    utilization = [BillInput("utilization", financed.busy_share, "fraction", Source.TYPED)]
    inputs = (
        BillInput("capex", capex, "money", Source.COMPUTED),
        BillInput("down_payment_fraction", f.down_payment_fraction, "fraction", Source.TYPED),
        BillInput("loan_rate", f.annual_rate, "fraction", Source.TYPED),
        BillInput("term_months", float(f.term_months), "months", Source.TYPED),
        BillInput("balloon_fraction", f.balloon_fraction, "fraction", Source.TYPED),
        BillInput("loan_payment", loan.payment, "money_per_month", Source.COMPUTED),
        BillInput("loan_interest", loan.total_interest, "money", Source.COMPUTED),
        *(utilization if shared else []),
        BillInput("term_share", share, "fraction", Source.COMPUTED),
    )
    params = {"financing": f.kind.value, "in_advance": f.in_advance}
    amount = float(np.asarray(a.interest)[i]) if np.ndim(a.interest) else float(a.interest)
    formula = "interest.busy" if shared else "interest"
    return [BillLine(LineCode.INTEREST, LineGroup.FINANCING, formula, inputs, amount, params)]


def capital_line(platform: Platform, result: PlatformResult, i: int, held: float) -> list[BillLine]:
    """The capital charge on an owned cluster's cash capex at the plan's WACC (none without
    a WACC or for a rented platform): the life's charge × the share of the life held."""
    net, a, terms = net_platform(platform), result.adjustments, result.terms or BillTerms()
    if terms.wacc is None or not rules_for(net.pricing).owns_hardware or a is None:
        return []
    q = cast(SelfBuiltPricing, net.pricing)
    capex = float(purchase_capex(net, np.array([i + 1.0]))[0])
    months = q.depreciation_years * 12.0
    life = float(whole_life_charge(q, np.array([capex]), terms.wacc)[0])
    life_hours = q.depreciation_years * HOURS_PER_YEAR
    share = 1.0 if q.charge_whole_purchase else min(1.0, held / life_hours)
    loan = []
    if q.financing is not None:  # the loan's share of the capital bears its interest instead
        owed = loan_balance_months(q.financing) * capex
        loan = [BillInput("loan_balance_months", owed, "money", Source.COMPUTED)]
    inputs = (
        BillInput("capex", capex, "money", Source.COMPUTED),
        BillInput("wacc", terms.wacc, "fraction", Source.TYPED),
        BillInput("life_months", months, "months", Source.TYPED),
        BillInput("residual_fraction", q.residual_fraction, "fraction", Source.TYPED),
        *loan,
        BillInput("life_capital_charge", life, "money", Source.COMPUTED),
        BillInput("life_share", share, "fraction", Source.COMPUTED),
    )
    amount = float(np.asarray(a.capital)[i]) if np.ndim(a.capital) else float(a.capital)
    code = LineCode.CAPITAL_CHARGE
    return [BillLine(code, LineGroup.FINANCING, code.value, inputs, amount)]


def tax_lines(
    plan: Plan, platform: Platform, result: PlatformResult, i: int, held: np.ndarray
) -> list[BillLine]:
    """The tax paid, and its recovery when input tax is recoverable (none when taxes are off)."""
    tax, a = plan.tax, result.adjustments
    if not tax.enabled or a is None:
        return []
    n = np.array([float(i + 1)])
    gpu = np.array([float(result.compute_cost[i] + result.interruption_cost[i] + a.discount[i])])
    terms = result.terms or BillTerms()
    usage = Usage(result.setup_hours, terms.runs, terms.hours_per_month)
    services, hardware = taxable_gpu_time(net_platform(platform), n, held, gpu, 1.0, usage)
    services_base = float(services[0]) + float(result.fees_cost[i]) + float(result.trial_cost[i])
    source = Source.PRESET if tax.source == CN_VAT_SOURCE else Source.TYPED
    inputs = (
        BillInput("services_base", services_base, "money", Source.COMPUTED),
        BillInput("services_rate_percent", tax.services_rate_percent, "percent", source),
        BillInput("hardware_base", float(hardware[0]), "money", Source.COMPUTED),
        BillInput("hardware_rate_percent", tax.hardware_rate_percent, "percent", source),
    )
    paid = float(a.tax_paid[i])
    params = {"source": tax.source}
    lines = [BillLine(LineCode.TAX, LineGroup.TAX, LineCode.TAX.value, inputs, paid, params)]
    if tax.recoverable:
        recovered = (BillInput("tax_paid", paid, "money", Source.COMPUTED),)
        lines.append(
            BillLine(
                LineCode.TAX_RECOVERED,
                LineGroup.TAX,
                LineCode.TAX_RECOVERED.value,
                recovered,
                float(a.tax[i]) - paid,
            )
        )
    return lines
