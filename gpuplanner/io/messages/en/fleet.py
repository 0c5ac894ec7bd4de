"""English: the fleet plan's strategies, verdict and sheet (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # Fleet strategies
    "strategy.reserved": "reserved / monthly plan",
    "strategy.spot": "all spot",
    "strategy.lease": "leased machines",
    "strategy.hybrid": "hybrid",
    "strategy.reserved.phrase": "the reserved / monthly plan",
    "strategy.hybrid.phrase": "the hybrid",
    # The fleet verdict (gpuplanner.core.fleet.result.FleetCode) and its additions
    "verdict.fleet_cheapest": (
        "Cheapest over {horizon_months} months: {strategy}, {present_cost} in present "
        "value ({total} in net cash; {per_gpu_hour} per useful GPU-hour)."
    ),
    "verdict.fleet_energy": (
        "Energy of {strategy}: {kwh} kWh over the horizon (peak {peak_kw} kW), {tco2} t CO₂ at "
        "{grid_kg_per_kwh} kg CO₂/kWh."
    ),
    "verdict.spot_caveat": " This holds only if all the work tolerates spot reclaims.",
    "verdict.fleet_breaks_even": (
        "Self-built catches up with {against} in month {month} (cumulative cash); building "
        "instead of {against} has an NPV of {npv}."
    ),
    "verdict.fleet_payback_after_horizon": (
        "Self-built does not catch up with {against} within {horizon_months} months; at the last "
        "month's saving it would take {payback_months} months (depreciation life {life_months} "
        "months). Building instead of {against} has an NPV of {npv}."
    ),
    "verdict.fleet_never_pays_back": (
        "Self-built never catches up with {against}: its monthly running cost is not lower. "
        "Building instead of {against} has an NPV of {npv}."
    ),
    "verdict.fleet_break_even_utilization": (
        "Against {against}, the {gpus}-GPU cluster pays only above {utilization} utilization; the "
        "demand fills {actual_utilization} of it."
    ),
    "verdict.above_full": " Above 100 %: owning cannot beat it at any load.",
    "verdict.fleet_no_break_even_utilization": (
        "Against {against} ({rented} per useful GPU-hour) owning never pays: power "
        "alone costs {variable_per_gpu_hour} per GPU-hour."
    ),
    "verdict.fleet_capacity_overflow": (
        "Demand above the {gpus}-GPU cluster's capacity ({gpu_hours} GPU-hours over the horizon) "
        "is served {fallback}."
    ),
    "verdict.fleet_owed_after_horizon": (
        "{strategy}: the last contract runs {months} months past the horizon; the {amount}"
        " still owed is counted."
    ),
    "verdict.fleet_tax": "Tax: {services_rate} on services, {hardware_rate} on hardware.",
    "verdict.tax_in_cost": (
        "Tax: {services_rate} on services (cloud GPU time, hosting) and {hardware_rate} on "
        "hardware (leases, capex, power, repairs) is in the totals; the cheapest pays "
        "{tax_paid}."
    ),
    "verdict.tax_recoverable": (
        "Tax: {services_rate} on services (cloud GPU time, hosting) and {hardware_rate} on "
        "hardware (leases, capex, power, repairs) is paid ({tax_paid} by the "
        "cheapest) and recovered as input tax: the totals exclude it."
    ),
    "verdict.fleet_adjusted": (
        "Prices: the blocks' discounts and negotiated prices ({discount} for the "
        "cheapest) and markups ({markup}) are in the totals."
    ),
    "verdict.fleet_assumptions": (
        "Assumptions: {gpu_hours} GPU-hours over {horizon_months} months; {hours_per_month} hours "
        "per month; discount rate {discount_rate} a year ({monthly_rate} a month), each month's "
        "costs paid at its start; break-even months and payback are undiscounted cash."
    ),
    "verdict.fleet_self_built_assumptions": (
        "Self-built: {gpus} GPUs plus {spares_fraction} spares, capex {capex} paid at "
        "order; straight-line depreciation over {depreciation_years} years to a "
        "{residual_fraction} residual; {lead_time_days} days' lead time served {fallback}; power "
        "only for the GPU-hours used."
    ),
    "verdict.credit": (
        " The book value left at the end, {book_value_end}, is credited as if it "
        "were resale cash (the convention of plans saved before; type a market resale value "
        "instead)."
    ),
    "verdict.credit_resale": (
        " The typed resale value, {resale_fraction} of the capex ({end_value_credited}"
        "), is credited at the end (book value {book_value_end})."
    ),
    "verdict.no_credit": (
        " No resale value is credited at the end (the book value, {book_value_end}, is not cash)."
    ),
    "verdict.fleet_loan_owed": (
        "Self-built: the loan runs {months} months past the horizon; the principal still owed "
        "then, {amount}, is counted (the payments left, {payments}, "
        "include interest not yet due)."
    ),
    "verdict.fallback_on_demand": "on demand",
    "verdict.fallback_spot": "on spot",
    # The workbook's Fleet sheet
    "fleet_xl.title": "Fleet plan: rent, reserve, lease or build",
    "fleet_xl.how": (
        "Blue cells on yellow are inputs: change one and every money figure below follows. The "
        "month table's layout (horizon, contract terms, hosting basis, fallback) is fixed when "
        "the sheet is written."
    ),
    "fleet_xl.sec.general": "General",
    "fleet_xl.sec.spot": "Spot",
    "fleet_xl.sec.summary": "Totals over the horizon",
    "fleet_xl.sec.compare": "Self-built against each rented strategy",
    "fleet_xl.sec.verdict": "Verdict",
    "fleet_xl.sec.months": "Month by month",
    "fleet_xl.horizon": "Horizon (months)",
    "fleet_xl.discount_rate": "Discount rate (per year)",
    "fleet_xl.monthly_rate": "Monthly rate (effective: (1 + r)^(1/12) − 1; nominal APR: r / 12)",
    "fleet_xl.annual_rate": "Annual rate (effective; nominal APR: (1 + r/12)^12 − 1)",
    "fleet_xl.end_discount": "Discount at the horizon's end",
    "fleet_xl.term": "Contract term (months)",
    "fleet_xl.percentile": "Sized to percentile (100 = peak)",
    "fleet_xl.overhead": "Interruption overhead (extra GPU-hours)",
    "fleet_xl.refundable": "Deposit refundable (1 = yes)",
    "fleet_xl.lease_residual": "Residual / balloon per machine (paid at the end)",
    "fleet_xl.lease_buyout": "Buy-out price per machine (purchase option)",
    "fleet_xl.lease_exercise": "Buy-out exercised (1 = yes, paid at the end)",
    "fleet_xl.gpus": "Working GPUs",
    "fleet_xl.gpus_per_server": "GPUs per server",
    "fleet_xl.capex_per_gpu": "Capex per GPU (card + server share)",
    "fleet_xl.network_per_gpu": "Network per GPU",
    "fleet_xl.spares": "Spares (share of GPUs)",
    "fleet_xl.dep_years": "Depreciation (years)",
    "fleet_xl.residual": "Residual value (share of capex)",
    "fleet_xl.power": "Power per GPU incl. server share (W)",
    "fleet_xl.electricity": "Electricity per kWh",
    "fleet_xl.hosting_rack": "Hosting per rack-year",
    "fleet_xl.hosting_kw": "Hosting per kW-month",
    "fleet_xl.servers_per_rack": "Servers per rack",
    "fleet_xl.staff_fte": "Operations staff (FTE)",
    "fleet_xl.staff_cost": "Cost per FTE-year",
    "fleet_xl.repairs": "Repairs per year (share of capex)",
    "fleet_xl.lead_days": "Lead time (days)",
    "fleet_xl.credit": "Credit the book value when no resale value is typed (1 = yes)",
    "fleet_xl.resale": "Market resale value at the end (of capex; blank: none)",
    "fleet_xl.loan_down": "Loan: down payment (of capex)",
    "fleet_xl.loan_rate": "Loan: interest rate (nominal APR)",
    "fleet_xl.loan_term": "Loan: term (months)",
    "fleet_xl.loan_balloon": "Loan: balloon / residual (of capex)",
    "fleet_xl.loan_advance": "Loan: payments in advance (1) or arrears (0)",
    "fleet_xl.loan_down_paid": "Down payment, paid at order",
    "fleet_xl.loan_balloon_paid": "Balloon, with the last payment",
    "fleet_xl.loan_payment": "Loan payment per month (PMT of capex − down, balloon)",
    "fleet_xl.capex": "Capex, paid at order",
    "fleet_xl.dep_month": "Depreciation per month = capex × (1 − residual) / life",
    "fleet_xl.hosting_month": "Hosting per month",
    "fleet_xl.staff_month": "Staff per month",
    "fleet_xl.repairs_month": "Repairs per month",
    "fleet_xl.fixed_month": "Fixed ownership cost per month",
    "fleet_xl.variable": "Power cost per used GPU-hour = W × PUE × price",
    "fleet_xl.capacity": "Capacity (GPU-hours per month)",
    "fleet_xl.fallback_rate": "Fallback cost per GPU-hour",
    "fleet_xl.base_percentile": "Reserved base at percentile",
    "fleet_xl.spot_share": "Spot share of GPU-hours",
    "fleet_xl.col.cash": "Cash over the months",
    "fleet_xl.col.end": "Owed (+) / recovered (−) at the end",
    "fleet_xl.col.present": "Present cost",
    "fleet_xl.col.per_hour": "Per useful GPU-hour",
    "fleet_xl.col.against": "Against",
    "fleet_xl.col.break_even": "Break-even month",
    "fleet_xl.col.npv": "NPV of building instead",
    "fleet_xl.col.utilization": "Break-even utilization",
    "fleet_xl.col.actual": "Demand utilization",
    "fleet_xl.m.month": "Month",
    "fleet_xl.m.demand": "Demand (GPU-hours)",
    "fleet_xl.m.gpu_eq": "GPUs on average",
    "fleet_xl.m.discount": "Discount factor",
    "fleet_xl.m.res_gpus": "Reserved GPUs",
    "fleet_xl.m.machines": "Machines leased",
    "fleet_xl.m.deposits": "Deposits",
    "fleet_xl.m.running": "Cluster running (share of month)",
    "fleet_xl.m.own": "GPU-hours on own cluster",
    "fleet_xl.m.base": "Hybrid reserved GPUs",
    "fleet_xl.sec.tax": "Tax (the plan's)",
    "fleet_xl.tax_services": "Tax rate on services (cloud GPU time, hosting)",
    "fleet_xl.tax_hardware": "Tax rate on hardware (lease, capex, power, repairs)",
    "fleet_xl.tax_recoverable": "Input tax recoverable (1 = yes)",
    "fleet_xl.negotiated": "Negotiated price (replaces the list price)",
    "fleet_xl.negotiated_as_of": "Negotiated on",
    "fleet_xl.negotiated_source": "Negotiation source",
    "fleet_xl.discount": "Discount off the list price",
    "fleet_xl.net_price": "Net price = list × (1 − discount)",
    "fleet_xl.capex_list": "Capex at the list price (for the discount line)",
    "fleet_xl.dep_list": "Depreciation per month at the list price",
    "fleet_xl.rep_list": "Repairs per month at the list price",
    "fleet_xl.down_list": "Down payment at the list price",
    "fleet_xl.balloon_list": "Balloon at the list price",
    "fleet_xl.pay_list": "Loan payment per month at the list price",
    "fleet_xl.fallback_list": "Fallback cost per GPU-hour at the list price",
    "fleet_xl.fixed_be": "Fixed cost per month with markup and tax in the cost",
    "fleet_xl.variable_be": "Power per used GPU-hour with markup and tax in the cost",
    "fleet_xl.col.discount": "Discount (net − list)",
    "fleet_xl.col.markup": "Markup",
    "fleet_xl.col.tax_paid": "Tax paid",
    "fleet_xl.sec.energy": "Energy and carbon over the horizon",
    "fleet_xl.sec.energy_months": "GPU-hours drawing power, month by month",
    "fleet_xl.e_power": "Rented GPUs: power per GPU (W)",
    "fleet_xl.e_pue": "Rented GPUs: PUE",
    "fleet_xl.e_load": "Load factor (average draw while running)",
    "fleet_xl.e_idle": "Idle share (draw while held but unused)",
    "fleet_xl.e_grid": "Grid factor (kg CO₂ per kWh)",
    "fleet_xl.col.tco2": "CO₂ (t)",
    "fleet_xl.e.busy": "{name}: GPU-hours run",
    "fleet_xl.e.idle": "{name}: GPU-hours held idle",
    "fleet_xl.e.owned_busy": "{name}: own cluster, GPU-hours run",
    "fleet_xl.e.owned_idle": "{name}: own cluster, GPU-hours idle",
    "fleet_xl.m.list": "{name}: at list prices",
    "fleet_xl.m.net": "{name}: at net prices, before markup and tax",
    "fleet_xl.m.markup": "{name}: markup",
    "fleet_xl.m.tax": "{name}: tax paid",
    "fleet_xl.m.cost": "{name}: cost",
    "fleet_xl.m.cum": "{name}: cumulative",
    "fleet_xl.m.flag": "Self-built caught up with {name}",
    # The fleet answer on the memo's first page and the workbook's Summary (io/fleet/answer.py)
    "memo.s.fleet": "Fleet decision",
    "fleet_answer.best": (
        "For {gpu_hours} GPU-hours over {horizon_months} months, {strategy} costs least: "
        "{present_cost} in present value ({total} in cash over the horizon)."
    ),
    "fleet_answer.runner_up": (
        "Runner-up: {strategy} at {present_cost} in present value, {gap} more."
    ),
    "fleet_answer.no_runner_up": "No other strategy is compared.",
    "fleet_answer.no_break_even": "No owned cluster is compared, so there is no break-even.",
    "xl.summary.fleet_best": "Recommended strategy",
    "xl.summary.fleet_present": "Its present cost",
    "xl.summary.fleet_runner_up": "Runner-up",
    "xl.summary.fleet_runner_present": "Runner-up's present cost",
    "xl.summary.fleet_break_even": "Break-even",
    "xl.summary.fleet_no_break_even": "No owned cluster is compared.",
    "fleet_xl.loan_tail": "Loan: months of the term past the horizon",
    "fleet_xl.loan_owed": "Loan: principal owed at the horizon (PV of what is left at its rate)",
    "fleet_xl.eps_units": "Tolerance: whole units count above x − this (float noise)",
    "fleet_xl.eps_cash": "Tolerance: cumulative cash this close has caught up",
    # The Checks sheet (io/excel/fleet_checks.py)
    "xl.sheet.checks": "Checks",
    "fleet_xl.chk.title": "Checks: sums and cross-checks of the Fleet sheet",
    "fleet_xl.chk.how": (
        "Each reads TRUE while the sheet is consistent; a FALSE names what to look at (after "
        "an input changes the ranking, rerun gpuplanner for a new recommendation)."
    ),
    "fleet_xl.chk.cash": "{name}: cash over the horizon = cumulative cash in the last month",
    "fleet_xl.chk.demand": "Demand = GPUs on average × hours per month, summed over the months",
    "fleet_xl.chk.cheapest": "The recommended strategy, {name}, has the lowest present cost",
    "fleet_xl.chk.capacity": "The owned cluster never runs more GPU-hours than it has",
    "fleet_xl.chk.loan": "Loan: down payment + the payments and balloon at the loan's rate = capex",
    "fleet_xl.chk.all": "All checks",
    "fleet_xl.sec.calc": "Calculated from the inputs above (formulas; do not type here)",
    "fleet_xl.col.upfront": "Upfront at order (in month 1's cash)",
    # The workbook's Cash flow sheet (io/excel/cash_flow_sheet.py; core/job_cash_flow.py)
    "xl.sheet.cash_flow": "Cash flow",
    "xl.cash.title": "The job's cash, upfront and month by month (what is paid)",
    "xl.cash.note": (
        "Values from gpuplanner, in the cash view: an owned cluster's whole purchase at order "
        "(less what a loan finances, then its payments), GPU time by the hours held each "
        "month, a commitment evenly over its billed months."
    ),
    "xl.cash.upfront": "Upfront, at order",
    "xl.cash.total": "Cash total",
}
