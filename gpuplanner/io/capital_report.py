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

from gpuplanner.core.plan import Plan
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
