"""Pricing fields (core/pricing_fields.py): each field's label (the platform form's row and
the quote template's column header) and tooltip, and a price in its unit."""

TEXTS = {
    # On-demand and spot
    "pricing.tip.price_per_gpu_hour": "List price per GPU-hour.",
    "pricing.field.billing_increment_hours": "Billing increment (minutes)",
    "pricing.tip.billing_increment_hours": (
        "Billing granularity: 1 min per-minute billing, 60 min hourly."
    ),
    "pricing.tip.minimum_hours": "Shortest billed duration.",
    "pricing.field.quoted_per_node": "Quoted per node-hour",
    "pricing.tip.quoted_per_node": "The price was quoted per node-hour (stored per GPU-hour).",
    # Reserved / monthly plan
    "pricing.tip.price_per_gpu_month": "Monthly plan price per GPU (each started month).",
    "pricing.field.minimum_months": "Minimum months",
    "pricing.tip.minimum_months": "Minimum term.",
    # Lease of whole machines
    "pricing.tip.price_per_machine_month": "Lease price per whole machine per month.",
    "pricing.tip.deposit_per_machine": "Deposit per machine.",
    "pricing.tip.deposit_refundable": "On: the deposit is refunded at the lease's end.",
    "pricing.tip.addons_per_machine_month": "Add-on packages (storage, network, support).",
    "pricing.tip.residual_per_machine": (
        "Residual or balloon owed per machine at the lease's end, in any case."
    ),
    "pricing.tip.buyout_per_machine": (
        "Purchase option: the price per machine to keep it at the lease's end."
    ),
    "pricing.tip.exercise_buyout": (
        "On: the buy-out is paid at the end; its worth after the job is not credited."
    ),
    # Self-built
    "pricing.field.capex_per_gpu": "Purchase per GPU",
    "pricing.tip.capex_per_gpu": "Card + server share + network share, per GPU.",
    "pricing.field.spares_fraction": "Spares share",
    "pricing.tip.spares_fraction": "Spare cards bought on top.",
    "pricing.field.card_share": "Card share of purchase",
    "pricing.tip.card_share": (
        "The card's part of the capex per GPU: a spare buys the card only, not a server "
        "or network share. 100 %: the capex is the card alone."
    ),
    "pricing.tip.depreciation_years": "Straight-line depreciation period.",
    "pricing.field.residual_fraction": "Residual value share",
    "pricing.tip.residual_fraction": "Resale value left at the end.",
    "pricing.field.utilization": "Utilization",
    "pricing.tip.utilization": (
        "Busy share of the depreciation life: the job carries its hours over the hours "
        "the cluster is busy (100 %: busy every hour for all its years)."
    ),
    "pricing.field.power_w_per_gpu": "Power per GPU (W)",
    "pricing.tip.power_w_per_gpu": "Card plus its share of the server.",
    "pricing.tip.pue": "Data-centre overhead factor.",
    "pricing.tip.electricity_per_kwh": "Electricity price.",
    "pricing.tip.hosting_per_gpu_month": "Rack space and hosting.",
    "pricing.tip.staff_per_month": "Operations staff share.",
    "pricing.field.repair_fraction_per_year": "Repairs per year (share)",
    "pricing.tip.repair_fraction_per_year": "Repairs per year, of capex.",
    "pricing.tip.lead_time_days": "Procurement lead time: delays delivery.",
    "pricing.field.charge_whole_purchase": "Charge whole purchase",
    "pricing.tip.charge_whole_purchase": (
        "On: cash for this job, as if nothing else ever runs on the cluster. Off: this "
        "job's share of the depreciation at the utilization above."
    ),
    # A price in its unit (the platform list, the preset dialog, the adjustment form)
    "pricing.per.money_per_gpu_hour": "{price} /GPU-h",
    "pricing.per.money_per_gpu_month": "{price} /GPU-month",
    "pricing.per.money_per_machine_month": "{price} /machine-month",
    "pricing.per.money_per_gpu": "{price} /GPU capex",
    # Committed use
    "pricing.field.committed_gpus": "Committed GPUs",
    "pricing.tip.committed_gpus": (
        "GPUs committed for the whole term: billed every hour of it, used or not."
    ),
    "pricing.field.committed_price_per_gpu_hour": "Committed price per GPU-hour",
    "pricing.tip.committed_price_per_gpu_hour": (
        "The committed rate per GPU-hour (the list price a discount applies to)."
    ),
    "pricing.field.term_months": "Commitment term (months)",
    "pricing.tip.term_months": "How long the commitment runs: all its hours are billed.",
    "pricing.field.overflow_per_gpu_hour": "Overflow price per GPU-hour",
    "pricing.tip.overflow_per_gpu_hour": (
        "On-demand price of GPUs beyond the commitment, and of every GPU after the term."
    ),
}
