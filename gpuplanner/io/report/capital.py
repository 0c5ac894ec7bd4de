"""The VAT basis of a plan's prices and totals, for the report, the workbook and the memo.

One place words what the totals are (excl. VAT when the plan charges no tax or input VAT is
recoverable, incl. VAT when it is a cost), the rates, whether input VAT is recoverable, which
platforms' prices were quoted including VAT (core/vat_basis.py takes them net once) and the
VAT an owned cluster pays at purchase beside the share its bill carries.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from gpuplanner.core.bill_lines import LineCode, bill_lines
from gpuplanner.core.capital import after_tax
from gpuplanner.core.currency import find_rate
from gpuplanner.core.plan import Plan
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.core.vat_basis import net_of_vat, price_classes, purchase_vat
from gpuplanner.io import messages
from gpuplanner.io.messages import Render


def totals_basis(plan: Plan) -> str:
    """``incl_vat`` when VAT is a cost in the totals, else ``excl_vat``."""
    tax = plan.tax
    return "incl_vat" if tax.enabled and not tax.recoverable else "excl_vat"


def vat_json(plan: Plan) -> dict[str, Any]:
    """The plan-level ``vat`` key of ``report --json``."""
    tax = plan.tax
    return {
        "charged": tax.enabled,
        "services_rate_percent": tax.services_rate_percent,
        "hardware_rate_percent": tax.hardware_rate_percent,
        "recoverable": tax.recoverable,
        "totals": totals_basis(plan),
        "prices_include_vat": [p.name for p in plan.platforms if p.prices_include_vat],
    }


def platform_vat_json(plan: Plan, result: PlatformResult) -> dict[str, Any]:
    """A platform's VAT keys: its prices' basis, the net prices it was priced at (when quoted
    including VAT) and the VAT paid at purchase (an owned cluster, tax on)."""
    typed = plan.platforms[result.index]
    net = net_of_vat(typed, plan.tax)
    net_prices = None
    if typed.prices_include_vat:
        net_prices = {f: getattr(net.pricing, f) for f in price_classes(net.pricing)}
        if net.adjustment.negotiated_price is not None:
            net_prices["negotiated_price"] = net.adjustment.negotiated_price
    return {
        "prices_include_vat": typed.prices_include_vat,
        "net_prices": net_prices,
        "purchase_tax_paid": purchase_tax_paid(plan, result),
    }


def purchase_tax_paid(plan: Plan, result: PlatformResult) -> float | None:
    """The VAT an owned cluster pays in cash at purchase, at the chosen N (None: not owned,
    no tax, or no chosen N)."""
    if result.chosen is None:
        return None
    n = np.array([float(result.chosen)])
    paid = purchase_vat(plan.platforms[result.index], n, plan.tax)
    return None if paid is None else float(paid[0])


def vat_sentences(
    plan: Plan,
    result: PlanResult,
    lang: str = "en",
    render: Render = messages.render,
    names: set[str] | None = None,
) -> list[str]:
    """What the totals are and why, the rates, the prices quoted including VAT, and each owned
    cluster's VAT at purchase beside its allocated share: one sentence each (of the platforms
    ``names``, default all)."""
    tax = plan.tax

    def t(key: str, **params: Any) -> str:
        return messages.text(f"capital.vat.{key}", lang, render, **params)

    rates = {"services": tax.services_rate_percent, "hardware": tax.hardware_rate_percent}
    if not tax.enabled:
        lines = [t("off", **rates)]
    else:
        lines = [t("on", **rates), t("recoverable" if tax.recoverable else "not_recoverable")]
    shown = [p for p in plan.platforms if names is None or p.name in names]
    included = [p.name for p in shown if p.prices_include_vat]
    if included:
        lines.append(t("included", names=", ".join(included)))
        if len(included) < len(shown):
            lines.append(t("excluded"))
    for r in result.platforms:
        if names is not None and r.name not in names:
            continue
        paid = purchase_tax_paid(plan, r)
        if paid is None or r.adjustments is None or r.chosen is None:
            continue
        share = float(r.adjustments.tax_paid[r.chosen - 1])
        if math.isfinite(paid):
            lines.append(t("purchase", name=r.name, paid=paid, share=share))
    return lines


def vat_sentence(plan: Plan, lang: str = "en") -> str:
    """What the totals are, with the rates and recoverability, in one line."""
    tax = plan.tax
    rates = {"services": tax.services_rate_percent, "hardware": tax.hardware_rate_percent}
    if not tax.enabled:
        return messages.text("capital.vat.off", lang, **rates)
    recover = "recoverable" if tax.recoverable else "not_recoverable"
    on = messages.text("capital.vat.on", lang, **rates)
    return on + (" " if lang == "en" else "") + messages.text(f"capital.vat.{recover}", lang)


def basis_word(plan: Plan, lang: str = "en") -> str:
    """ "excl. VAT" / "incl. VAT" (不含税 / 含税): what the plan's totals are."""
    key = "included" if totals_basis(plan) == "incl_vat" else "excluded"
    return messages.text(f"capital.basis.{key}", lang)


def capital_json(plan: Plan) -> dict[str, Any]:
    """The plan-level ``capital`` key: the WACC (None: no capital charge), the income tax
    rate of the after-tax view (None: none) and the fleet's discount rate (the WACC when set)."""
    c = plan.capital
    fleet = plan.fleet.discount_rate if plan.fleet is not None else None
    return {"wacc": c.wacc, "income_tax_rate": c.income_tax_rate, "fleet_discount_rate": fleet}


def platform_capital_json(plan: Plan, result: PlatformResult) -> dict[str, Any]:
    """A platform's capital charge at the chosen N and, with an income tax rate, its after-tax
    view: the depreciation and interest tax shields and the total after tax."""
    a, gpus = result.adjustments, result.chosen
    if gpus is None:
        return {"capital_charge": None, "after_tax": None}
    i = gpus - 1
    if a is None:
        charge = 0.0
    else:
        charge = float(np.asarray(a.capital)[i]) if np.ndim(a.capital) else float(a.capital)
    return {"capital_charge": charge, "after_tax": after_tax_json(plan, result, charge)}


def after_tax_json(plan: Plan, result: PlatformResult, charge: float) -> dict[str, Any] | None:
    rate = plan.capital.income_tax_rate
    if rate is None or result.chosen is None:
        return None
    lines = bill_lines(plan, result)
    total = float(result.total_cost[result.chosen - 1])
    held = {LineCode.DEPRECIATION, LineCode.PURCHASE}
    depreciation = math.fsum(line.amount for line in lines if line.code in held)
    interest = math.fsum(line.amount for line in lines if line.code is LineCode.INTEREST)
    shields = rate * (total - charge)
    return {
        "income_tax_rate": rate,
        "depreciation_shield": rate * depreciation,
        "interest_shield": rate * interest,
        "other_shield": shields - rate * (depreciation + interest),
        "total_after_tax": after_tax(total, charge, rate),
    }


def capital_sentences(
    plan: Plan,
    result: PlanResult,
    lang: str = "en",
    render: Render = messages.render,
    names: set[str] | None = None,
) -> list[str]:
    """The cost of capital the plan uses (or that it sets none while it owns hardware), each
    owned cluster's capital charge, and the after-tax totals when an income tax rate is set
    (of the platforms ``names``, default all)."""
    c = plan.capital

    def t(key: str, **params: Any) -> str:
        return messages.text(f"capital.{key}", lang, render, **params)

    shown = [r for r in result.platforms if names is None or r.name in names]
    owned = [r for r in shown if rules_for(plan.platforms[r.index].pricing).owns_hardware]
    lines: list[str] = []
    if c.wacc is None:
        if owned:
            lines.append(t("wacc.none"))
    else:
        lines.append(t("wacc.on", wacc=c.wacc * 100))
        for r in owned:
            charge = platform_capital_json(plan, r)["capital_charge"]
            if charge is not None:
                lines.append(t("wacc.charge", name=r.name, charge=charge))
    if c.income_tax_rate is not None:
        for r in shown:
            view = platform_capital_json(plan, r)["after_tax"]
            if view is None:
                continue
            lines.append(
                t(
                    "after_tax",
                    name=r.name,
                    rate=c.income_tax_rate * 100,
                    total=view["total_after_tax"],
                    depreciation=view["depreciation_shield"],
                    interest=view["interest_shield"],
                )
            )
    return lines


def fx_sentences(plan: Plan, lang: str = "en", names: set[str] | None = None) -> list[str]:
    """Each platform whose prices were quoted in another currency: the currency and the rate
    they were converted at, and the plan's rate now when it differs (of ``names``, default
    all)."""
    lines = []
    for p in plan.platforms:
        if p.quoted_currency is None or (names is not None and p.name not in names):
            continue
        now = find_rate(plan.exchange_rates, p.quoted_currency)
        key = "fx.same" if now is not None and now.rate == p.quoted_rate else "fx.other"
        params = {
            "name": p.name,
            "currency": p.quoted_currency,
            "rate": p.quoted_rate,
            "plan": plan.currency,
            "now": now.rate if now is not None else "—",
        }
        lines.append(messages.text(f"capital.{key}", lang, **params))
    return lines
