"""English: the VAT basis of prices and totals, the cost of capital, traceable rates and dates
(io/report/capital.py; see ``gpuplanner.io.messages``)."""

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
    # The capital charge (core/capital.py): a bill line, its formula and inputs
    "bill.line.capital_charge": "Capital charge (WACC)",
    "bill.formula.capital_charge": (
        "the cost of capital on the capex over its life (the annuity at the WACC: months × "
        "payment + residual − capex; less WACC × the loan's balance-months, which bear its "
        "interest instead) × the share of the life the job holds the cluster (hours ÷ life "
        "hours; all of it for a whole purchase)"
    ),
    "bill.input.loan_balance_months": "Loan balances owed, summed over its months",
    "bill.input.wacc": "Cost of capital (WACC, a year)",
    "bill.input.life_months": "Life (months)",
    "bill.input.life_capital_charge": "Capital charge over the life",
    "bill.input.life_share": "Share of the life used",
    # The cost of capital (core/capital.py)
    "capital.wacc.none": (
        "No cost of capital is set: cash paid for owned hardware carries no capital charge, "
        "which favours buying (set the WACC in the Workload tab, Cost of capital)."
    ),
    "capital.wacc.on": (
        "Cost of capital (WACC) {wacc:.2f} % a year: the capital an owned cluster ties up "
        "carries a capital charge over the job's share of its life (a loan's part carries its "
        "interest instead), and the fleet discounts at the same rate."
    ),
    "capital.wacc.charge": "{name}: capital charge {charge:money} on its capex.",
    "capital.after_tax": (
        "{name}: {total:money} after corporate income tax at {rate:g} % (depreciation tax "
        "shield {depreciation:money}, interest tax shield {interest:money})."
    ),
    "xl.asm.capital": "Cost of capital",
    "xl.item.income_tax_rate": "Corporate income tax rate (after-tax view)",
    "xl.note.wacc": (
        "An effective rate a year. Each owned cluster's capital charge (TCO sheet) reads it, "
        "and the Fleet sheet discounts at it."
    ),
    "xl.note.income_tax_rate": (
        "Every cost but the capital charge is deductible: total after tax = total − rate × "
        "(total − capital charge)."
    ),
    "xl.tco.after_tax": "Total after income tax",
    "xl.tco.depreciation_shield": "Depreciation tax shield",
    "xl.tco.interest_shield": "Interest tax shield",
    # Traceable rates and dates (core/evaluate.py)
    "notice.price_stale": (
        "{platform}: its prices are dated {as_of}, {months} months before {today} (older than "
        "the plan's {max_months} months)."
    ),
    "notice.price_stale.advice": (
        "GPU prices move within months: ask for a current quote, or change the age limit "
        "(Workload tab, Runs and billing month)."
    ),
    "notice.commitment_idle": (
        "{platform}: the {months}-month minimum term is paid in full for a {job_days:.1f}-day "
        "job: {idle_share:.1%} of the months paid for stay idle."
    ),
    "notice.commitment_idle.advice": (
        "Count on other work for the rest of the term, negotiate a shorter term, or rent by "
        "the hour."
    ),
    "error.quoted_rate_alone": (
        "quoted_currency and quoted_rate go together: the currency the prices were quoted in "
        "and the rate they were converted at (give both, or neither)"
    ),
    "xl.asm.fx": "Exchange rates",
    "xl.item.fx_rate": "1 {currency} in {plan}",
    "xl.note.fx_rate": "As of {date}. Prices quoted in this currency are converted by it.",
    "xl.note.fx_own_rate": (
        "The rate this platform's prices were converted at (the plan's rate is now {plan})."
    ),
    "xl.item.price_quoted": "{item} (in {currency}, as quoted)",
    "xl.item.price_converted": "{item}, converted",
    "capital.fx.same": (
        "{name}: prices quoted in {currency}, converted at {rate} {plan} per {currency} (the "
        "plan's rate; the workbook's rate cell converts them)."
    ),
    "capital.fx.other": (
        "{name}: prices quoted in {currency}, converted at {rate} {plan} per {currency}; the "
        "plan's rate is now {now}."
    ),
    "xl.tco.purchase_tax": "VAT paid at purchase (whole cluster)",
}
