"""Discount, markup and tax as spreadsheet formulas (core: ``bill``, ``adjustments``, ``tax``).

The net unit price is a named Assumptions cell (``p1_net_price``); GPU time at the net price
is the list formula with that name in place of the list price, so every billing rule
(increments, minimum terms, whole machines) applies to it exactly as in the core.
"""

from __future__ import annotations

from gpuplanner.core.capital import loan_balance_months, monthly_rate
from gpuplanner.core.financing import schedule
from gpuplanner.core.platform import Platform
from gpuplanner.core.pricing_fields import list_price_field
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.io.excel.expr import Expr, if_, max_, num, sum_of
from gpuplanner.io.excel.formulas import (
    HOURS_PER_MONTH,
    HOURS_PER_YEAR,
    Inputs,
    billed_gpus,
    gpu_time_cost,
    gpu_time_with_interruptions,
    hourly_rate,
)
from gpuplanner.io.excel.modes import sheet_mode


class NetInputs(Inputs):
    """The platform's names with the list unit price replaced by ``<prefix>_net_price``."""

    def __init__(self, c: Inputs) -> None:
        super().__init__(c._values, c.prefix, c.platform)
        self._list = list_price_field(c.platform.pricing)

    def __call__(self, field: str) -> Expr:
        return super().__call__("net_price" if field == self._list else field)


def changes_price(c: Inputs) -> bool:
    return c.platform.adjustment.changes_price


def has_markup(p: Platform) -> bool:
    """Whether the platform's markup is in the workbook (set above 0)."""
    return p.adjustment.markup_percent > 0


def adjusted_total(
    c: Inputs, gpu: Expr, fees: list[Expr], trial: Expr | None, n: Expr, hours: Expr
) -> Expr:
    """GPU time after discount + fees + markup + trial + tax in the cost (core: ``bill``)."""
    total = gpu
    for fee in fees:
        total = total + fee
    fee_sum = sum_of(fees) if len(fees) != 1 else fees[0]
    if has_markup(c.platform):
        total = total + markup(c, gpu, fee_sum)
    if financed(c.platform):
        total = total + interest(c, n, hours)
    if has_capital_charge(c):
        total = total + capital_charge(c, n, hours)
    if trial is not None:
        total = total + trial
    if c.plan_has("tax_recoverable"):
        paid = tax_paid(c, n, hours, gpu, fee_sum, trial or num(0))
        total = total + paid + tax_recovered(paid, c._values)
    return total


def gpu_time_at(c: Inputs, n: Expr, clean: Expr, hours: Expr, setup: Expr) -> Expr:
    """GPU time after any discount for ``n`` GPUs (list GPU time when none)."""
    if changes_price(c):
        return net_gpu_time(c, n, clean, hours, setup)
    return gpu_time_with_interruptions(c, n, clean, hours, setup)


def net_price(c: Inputs) -> Expr:
    """The negotiated price, or the list price less the discount (core: ``net_price``)."""
    if c.platform.adjustment.negotiated_price is not None:
        return c("negotiated_price")
    return c(list_price_field(c.platform.pricing)) * (1 - c("discount_percent") / 100)


def net_gpu_time(c: Inputs, n: Expr, clean: Expr, expected: Expr, setup: Expr) -> Expr:
    """GPU time at the net price: MAX(at the clean hours, at the expected hours)."""
    net = NetInputs(c)
    return max_(gpu_time_cost(net, n, clean, setup), gpu_time_cost(net, n, expected, setup))


def gpu_time_after_discount(c: Inputs) -> Expr:
    """What a percent-of-compute fee and the markup see: compute + interruption + discount."""
    gpu = c("compute") + c("interruption")
    return gpu + c("discount") if changes_price(c) else gpu


def markup(c: Inputs, gpu: Expr, fees: Expr) -> Expr:
    return c("markup_percent") / 100 * (gpu + fees)


def tax_paid(c: Inputs, n: Expr, expected: Expr, gpu: Expr, fees: Expr, trial: Expr) -> Expr:
    """Services × services rate + hardware × hardware rate
    (core: ``tax_split.taxable_gpu_time``)."""
    rates = (c.plan("tax_services_rate_percent") / 100, c.plan("tax_hardware_rate_percent") / 100)
    split = sheet_mode(c.platform.pricing).tax
    return split(c, n, expected, gpu, fees + trial, rates)


def tax_recovered(paid: Expr, values: dict[str, float]) -> Expr:
    """−tax when input tax is recoverable, else 0."""
    recoverable = Expr("tax_recoverable", values["tax_recoverable"])  # Assumptions
    return if_(recoverable, num(0) - paid, 0)


def financed(p: Platform) -> bool:
    return rules_for(p.pricing).financing(p.pricing) is not None


def _loan_interest(c: Inputs, n: Expr) -> Expr:
    """The whole loan's interest: capex × interest per unit of capex (Excel PMT over the
    term, with the balloon and the down payment)."""
    q = c.platform.pricing
    loan = rules_for(q).financing(q)
    assert loan is not None  # only a financed platform has loan rows
    net = NetInputs(c) if changes_price(c) else c
    financed = 1 - c("loan_down")
    pmt = Expr(
        f"PMT({c('loan_rate').text}/12,{c('loan_term').text},{financed.text},"
        f"-{c('loan_balloon').text},{c('loan_in_advance').text})",
        -schedule(1.0, loan).payment,
    )
    per_unit = (num(0) - pmt) * c("loan_term") + c("loan_balloon") - financed
    spares = 1 + c("spares_fraction") * c("card_share")  # spare cards only (core: _capex)
    return billed_gpus(c, n) * spares * net("capex_per_gpu") * per_unit


def interest(c: Inputs, n: Expr, hours: Expr) -> Expr:
    """The loan's interest charged to the job (core: ``bill.financing_interest``): the whole
    loan's interest × the share of the term's busy hours held (term × hours per month ×
    utilization; all of it for a whole purchase)."""
    busy = c("loan_term") * c.plan(HOURS_PER_MONTH) * c("utilization")
    share = 1 - max_(0, 1 - hours / busy)
    return _loan_interest(c, n) * if_(c("charge_whole_purchase"), 1, share)


def has_capital_charge(c: Inputs) -> bool:
    """An owned cluster in a plan with a WACC (the ``wacc`` cell)."""
    return c.plan_has("wacc") and rules_for(c.platform.pricing).owns_hardware


def _life_capital_charge(c: Inputs, n: Expr) -> Expr:
    """The capital charge over the cluster's life on its cash capex (core: ``capital.
    life_charge``): capex paid in cash × (months × PMT at the WACC's monthly rate + residual
    − 1), PMT per unit of capital with the residual recovered at the end."""
    assert rules_for(c.platform.pricing).owns_hardware  # has_capital_charge: owned
    wacc = c.plan("wacc")
    r_value = monthly_rate(wacc.value)
    rate = Expr(f"POWER(1+{wacc.text},1/12)", 1 + r_value) - 1
    months = c("depreciation_years") * 12
    residual = c("residual_fraction")
    n_value = months.value
    if r_value == 0:
        pmt_value = (1 - residual.value) / n_value
    else:
        v = (1 + r_value) ** -n_value
        pmt_value = (1 - residual.value * v) * r_value / (1 - v)
    pmt = Expr(f"PMT({rate.text},{months.text},1,-{residual.text},0)", -pmt_value)
    per_unit = (num(0) - pmt) * months + residual - 1
    if financed(c.platform):  # the loan's balances bear its interest instead
        per_unit = per_unit - rate * _balance_months(c)
    net = NetInputs(c) if changes_price(c) else c
    spares = 1 + c("spares_fraction") * c("card_share")  # spare cards only (core: _capex)
    return billed_gpus(c, n) * spares * net("capex_per_gpu") * per_unit


def _balance_months(c: Inputs) -> Expr:
    """Σ of the loan balances that bear interest, per unit of capex (core: ``capital.
    loan_balance_months``): interest ÷ monthly rate, or at 0 % n·F − (F − B)(n − 1 + 2a)/2
    (F financed, B balloon, a = 1 in advance) — the balances themselves."""
    q = c.platform.pricing
    loan = rules_for(q).financing(q)
    assert loan is not None
    rate, n, a = c("loan_rate"), c("loan_term"), c("loan_in_advance")
    financed_ = 1 - c("loan_down")
    zero = n * financed_ - (financed_ - c("loan_balloon")) * (n - 1 + a * 2) / 2
    pmt = Expr(
        f"PMT({rate.text}/12,{n.text},{financed_.text},-{c('loan_balloon').text},{a.text})",
        -schedule(1.0, loan).payment,
    )
    interest = (num(0) - pmt) * n + c("loan_balloon") - financed_
    value = loan_balance_months(loan)
    return Expr(f"IF({rate.text}=0,{zero.text},({interest.text})/({rate.text}/12))", value)


def capital_charge(c: Inputs, n: Expr, hours: Expr) -> Expr:
    """The capital charge to the job (core: ``capital_charge.capital_charge``): the life's charge ×
    the share of the life held, MIN(1, hours ÷ life hours) (all of it for a whole purchase)."""
    life = c("depreciation_years") * c.plan(HOURS_PER_YEAR)
    share = 1 - max_(0, 1 - hours / life)
    return _life_capital_charge(c, n) * if_(c("charge_whole_purchase"), 1, share)


def marginal_rate(c: Inputs, n: Expr) -> Expr:
    """One more hour with the bill's layers (core: ``bill.marginal_rate``)."""
    p = c.platform
    rate = hourly_rate(NetInputs(c) if changes_price(c) else c, n)
    if has_markup(p):
        rate = rate * (1 + c("markup_percent") / 100)
    if c.plan_has("tax_recoverable"):
        cloud = rules_for(p.pricing).taxed_as_service  # the mode's own tax class (core)
        name = "tax_services_rate_percent" if cloud else "tax_hardware_rate_percent"
        rate = rate * (1 + if_(c.plan("tax_recoverable"), 0, c.plan(name) / 100))
    if financed(p):
        busy = c("loan_term") * c.plan(HOURS_PER_MONTH) * c("utilization")  # the term's busy hours
        hourly = _loan_interest(c, n) / busy
        rate = rate + if_(c("charge_whole_purchase"), 0, hourly)
    if has_capital_charge(c):
        life = c("depreciation_years") * c.plan(HOURS_PER_YEAR)
        rate = rate + if_(c("charge_whole_purchase"), 0, _life_capital_charge(c, n) / life)
    return rate
