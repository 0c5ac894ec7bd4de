"""English: the itemised bill (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # The itemised bill (gpuplanner.core.bill_lines): lines
    "bill.line.gpu_hours": "GPU time (per GPU-hour)",
    "bill.line.gpu_months": "GPU time (per GPU-month)",
    "bill.line.commitment": "Commitment (whole term)",
    "bill.line.overflow": "Overflow beyond the commitment",
    "bill.line.machine_months": "Machine lease",
    "bill.line.lease_addons": "Lease add-ons",
    "bill.line.lease_deposit": "Deposit kept by the lessor",
    "bill.line.lease_residual": "Lease residual / balloon",
    "bill.line.lease_buyout": "Buy-out (purchase option)",
    "bill.line.depreciation": "Depreciation",
    "bill.line.purchase": "Purchase charged to the job",
    "bill.line.energy": "Electricity",
    "bill.line.hosting": "Hosting",
    "bill.line.staff": "Operations staff",
    "bill.line.repairs": "Repairs",
    "bill.line.interruption": "Interruption losses",
    "bill.line.upload": "GPUs held during the upload",
    "bill.line.download": "GPUs held during the download",
    "bill.line.fee": "Fee: {name}",
    "bill.line.discount": "Discount",
    "bill.line.tax": "Tax (VAT)",
    "bill.line.tax_recovered": "Input tax recovered",
    # The itemised bill (gpuplanner.core.bill_lines): formulas
    "bill.formula.gpu_hours": (
        "GPUs × billed hours × price per GPU-hour; billed hours = clean hours rounded up to the "
        "billing increment, at least the minimum"
    ),
    "bill.formula.gpu_hours.runs": (
        "GPUs × billed hours × price per GPU-hour; billed hours = runs × (each run's hours "
        "rounded up to the billing increment, at least the minimum)"
    ),
    "bill.formula.gpu_months": (
        "GPUs × billed months × price per GPU-month; billed months = started months of "
        "hours-per-month, at least the minimum term"
    ),
    "bill.formula.commitment": (
        "committed GPUs × term months × hours per month × committed price per GPU-hour, "
        "billed whether used or not"
    ),
    "bill.formula.overflow": (
        "overflow GPU-hours × overflow price; overflow GPU-hours = GPUs above the commitment "
        "× the job's hours within the term + every GPU × its hours after the term"
    ),
    "bill.formula.machine_months": (
        "machines × billed months × price per machine-month; machines = GPUs ÷ GPUs per machine, "
        "rounded up"
    ),
    "bill.formula.lease_addons": "machines × billed months × add-ons per machine-month",
    "bill.formula.lease_deposit": (
        "machines × deposit per machine, when the deposit is not refunded (else 0)"
    ),
    "bill.formula.lease_residual": "machines × residual or balloon per machine, due at the end",
    "bill.formula.lease_buyout": (
        "machines × buy-out price per machine, when the buy-out is exercised (else 0)"
    ),
    "bill.formula.depreciation": (
        "GPUs × (1 + spares × card share) × capex per GPU × (1 − residual) × hours ÷ (years × "
        "hours per year × utilization)"
    ),
    "bill.formula.purchase": "GPUs × (1 + spares × card share) × capex per GPU",
    "bill.formula.energy": "GPUs × watts per GPU ÷ 1000 × PUE × hours × price per kWh",
    "bill.formula.energy.profile": (
        "GPUs × watts per GPU × server overhead ÷ 1000 × PUE × ((hours − setup) × load factor + "
        "setup × idle share) × price per kWh"
    ),
    "bill.formula.energy.bought": (
        "watts per GPU × server overhead ÷ 1000 × PUE × (GPUs × ((hours − setup) × load factor "
        "+ setup × idle share) + (GPUs billed − GPUs) × hours × idle share) × price per kWh; "
        "the whole servers' unused GPUs draw the idle share"
    ),
    "bill.formula.hosting": "GPUs × hosting per GPU-month × hours ÷ hours per month",
    "bill.formula.staff": "staff per month × hours ÷ hours per month",
    "bill.formula.hosting.busy": (
        "GPUs × hosting per GPU-month × hours ÷ hours per month ÷ utilization"
    ),
    "bill.formula.staff.busy": "staff per month × hours ÷ hours per month ÷ utilization",
    "bill.formula.repairs.busy": (
        "GPUs × (1 + spares × card share) × capex per GPU × repairs per year × hours ÷ hours per "
        "year ÷ utilization"
    ),
    "bill.formula.repairs": (
        "GPUs × (1 + spares × card share) × capex per GPU × repairs per year × hours ÷ hours per "
        "year"
    ),
    "bill.formula.upload": (
        "GPU time of the clean job plus the upload hours − GPU time of the clean job (the "
        "GPUs are held and billed while the data uploads)"
    ),
    "bill.formula.download": (
        "GPU time with the download hours added − GPU time before them (the GPUs are held "
        "and billed while the checkpoint downloads)"
    ),
    "bill.formula.interruption": (
        "GPU time at the expected hours (with interruptions and checkpoints) − GPU time of the "
        "clean job"
    ),
    "bill.formula.fee.fixed": "rate × quantity",
    "bill.formula.fee.per_gb": "rate per GB × GB",
    "bill.formula.fee.per_gb_month": "rate per GB-month × GB × expected hours ÷ hours per month",
    "bill.formula.fee.per_job_hour": "rate per hour × quantity × expected hours",
    "bill.formula.fee.per_gpu_hour": "rate per GPU-hour × quantity × GPUs × expected hours",
    "bill.formula.fee.per_month": "rate per month × quantity × started months (at least 1)",
    "bill.formula.fee.percent_of_compute": (
        "percent × quantity × (discounted compute + interruptions) ÷ 100"
    ),
    "bill.formula.discount.percent": (
        "(GPU time at the net unit price − at the list price); net price = list × (1 − discount %)"
    ),
    "bill.formula.discount.negotiated": "GPU time at the negotiated unit price − at the list price",
    "bill.formula.markup": "markup % × (GPU time after discount + fees)",
    "bill.formula.interest": (
        "the loan's interest (payments + balloon − amount financed) × the share of its term "
        "the job holds the cluster (hours ÷ term hours; all of it for a whole purchase)"
    ),
    "bill.formula.interest.busy": (
        "the loan's interest (payments + balloon − amount financed) × the job's share of the "
        "hours the cluster is busy over its term (hours ÷ (term hours × utilization), at most "
        "all of it)"
    ),
    "bill.formula.tax": "services × services rate + hardware × hardware rate",
    "bill.formula.tax_recovered": "− tax paid (input tax recoverable)",
    "bill.formula.trial.price": "trial GPUs × trial hours × price per GPU-hour",
    "bill.formula.trial.platform": "trial GPUs held for the trial hours under {platform}'s pricing",
    # The itemised bill (gpuplanner.core.bill_lines): inputs
    "bill.input.hours_clean": "Hours held, clean (training + setup, no data transfer)",
    "bill.input.hours_expected": (
        "Hours held, expected (with interruptions and any data transfer on the held GPUs)"
    ),
    "bill.input.upload_hours": "Upload hours (GPUs held)",
    "bill.input.download_hours": "Download hours (GPUs held)",
    "bill.input.gpu_time_before": "GPU time before this transfer",
    "bill.input.gpu_time_after": "GPU time with this transfer",
    "bill.input.billed_hours": "Billed hours",
    "bill.input.billed_months": "Billed months",
    "bill.input.overflow_gpu_hours": "Overflow GPU-hours",
    "bill.input.residual_per_machine": "Residual / balloon per machine",
    "bill.input.capex_per_gpu": "Capex per GPU",
    "bill.input.card_share": "Card share of the capex (a spare buys the card only)",
    "bill.input.depreciation_years": "Depreciation years",
    "bill.input.utilization": "Utilization (busy share of the life)",
    "bill.input.electricity_per_kwh": "Electricity price",
    "bill.input.setup_hours": "Setup hours",
    "bill.input.runs": "Runs, each billed on its own",
    "bill.input.billed_gpus": "GPUs billed (whole nodes)",
    "bill.input.server_overhead": "Server overhead",
    "bill.input.driver.fixed": "Times charged",
    "bill.input.driver.per_gb_month": "Months (metered)",
    "bill.input.driver.per_job_hour": "Hours, expected",
    "bill.input.driver.per_gpu_hour": "GPU-hours, expected",
    "bill.input.driver.per_month": "Started months",
    "bill.input.driver.percent_of_compute": "Discounted compute + interruptions (the base)",
    "bill.input.discount_percent": "Discount off list",
    "bill.input.net_price": "Net unit price",
    "bill.input.gpu_time_list": "GPU time at list price",
    "bill.input.markup_base": "GPU time after discount + fees",
    "bill.input.down_payment_fraction": "Down payment",
    "bill.input.loan_rate": "Interest rate (APR)",
    "bill.input.balloon_fraction": "Balloon / residual",
    "bill.input.loan_payment": "Payment per month",
    "bill.input.loan_interest": "Interest over the term",
    "bill.input.term_share": "Share of the term's busy hours used",
    "bill.input.services_base": "Services (GPU time, hosting, fees, trial)",
    "bill.input.services_rate_percent": "Services tax rate",
    "bill.input.hardware_base": "Hardware (lease, hardware, power, repairs)",
    "bill.input.hardware_rate_percent": "Hardware tax rate",
    # The itemised bill (gpuplanner.core.bill_lines): units
    "bill.unit.ratio": "×",
    "bill.unit.fraction": "share (0–1)",
    "bill.unit.flag": "1 yes / 0 no",
    "bill.unit.count": "×",
    "bill.unit.quantity": "units",
    "bill.unit.money": "{currency}",
    "bill.unit.money_per_gpu_hour": "{currency}/GPU-h",
    "bill.unit.money_per_gpu_month": "{currency}/GPU-month",
    "bill.unit.money_per_node_hour": "{currency}/node-hour",
    "bill.unit.money_per_machine_month": "{currency}/machine-month",
    "bill.unit.money_per_machine": "{currency}/machine",
    "bill.unit.money_per_gpu": "{currency}/GPU",
    "bill.unit.money_per_kwh": "{currency}/kWh",
    "bill.unit.money_per_month": "{currency}/month",
    "bill.unit.money_per_hour": "{currency}/h",
    "bill.unit.money_per_gb": "{currency}/GB",
    "bill.unit.money_per_gb_month": "{currency}/GB-month",
    # The itemised bill (gpuplanner.core.bill_lines): sources
    "bill.source.preset": "preset",
    "bill.source.catalog": "catalog prior",
    "bill.source.calibration": "calibration",
    "bill.source.measured": "measured",
    "bill.source.computed": "computed",
    "bill.source.convention": "convention",
}
