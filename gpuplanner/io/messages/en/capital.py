"""English: the VAT basis of prices and totals, the cost of capital, traceable rates and dates
(io/capital_report.py; see ``gpuplanner.io.messages``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # What the totals are (one sentence), then the rates and recoverability when tax is on.
    "capital.vat.off": (
        "All amounts exclude VAT: the plan charges no tax (excl. VAT, rates {services:g} % on "
        "services and {hardware:g} % on hardware for prices quoted including it)."
    ),
    "capital.vat.on": (
        "VAT is charged at {services:g} % on services (cloud GPU time, hosting, fees) and "
        "{hardware:g} % on hardware (leases, purchases, electricity)."
    ),
    "capital.vat.recoverable": (
        "Input VAT is recoverable: it is paid and credited back, so the totals exclude it "
        "(excl. VAT)."
    ),
    "capital.vat.not_recoverable": (
        "Input VAT is not recoverable: it is part of the cost, so the totals include it "
        "(incl. VAT)."
    ),
    "capital.vat.included": (
        "Prices quoted including VAT (含税), taken net once (÷ 1 + rate): {names}."
    ),
    "capital.vat.excluded": "Every other price is typed or quoted excluding VAT (不含税).",
    "capital.vat.purchase": (
        "{name}: VAT paid at purchase {paid:money} on the whole cluster; this job's bill "
        "carries {share:money} of tax (its allocated share)."
    ),
    "capital.basis.included": "incl. VAT",
    "capital.basis.excluded": "excl. VAT",
    # The workbook (Assumptions sheet)
    "xl.item.vat_basis": "VAT basis of the totals",
    "xl.item.price_incl_vat": "{item} (incl. VAT, as quoted)",
    "xl.item.price_net_of_vat": "{item}, net of VAT",
    "xl.note.vat_basis_rates": (
        "The plan charges no tax; these rates only take the prices quoted including VAT net "
        "(÷ (1 + rate))."
    ),
}
