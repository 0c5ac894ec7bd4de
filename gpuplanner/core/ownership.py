"""An owned cluster said honestly (issue 24 item 2): what buying it costs and pays out, the
utilization behind the job's share, and the job's total in both views.

The bill allocates the depreciation by the hours the job holds the cluster over the hours it
is busy in its life (``SelfBuiltPricing.utilization``), or charges the whole purchase. Beside
it a reader needs the purchase itself (servers, network and storage share per GPU, and the
spare cards; before and with the hardware tax), the cash paid at order, and the two totals:
"this job's share" and "cash for this job" (the whole purchase on the job, as if nothing else
ever ran on the cluster). Nothing here is new arithmetic: the figures are the bill's
(``self_built_parts``) and the evaluation's other view (``PlatformResult.other_view_cost``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gpuplanner.core.financing import schedule
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import SelfBuiltPricing
from gpuplanner.core.pricing_modes.billing import HOURS_PER_YEAR
from gpuplanner.core.pricing_modes.self_built import bought_gpus, life_busy_hours
from gpuplanner.core.result import PlatformResult
from gpuplanner.core.vat_basis import net_of_vat

# The two totals differ by less than this share: one figure is said, not two.
SAME_VIEW = 0.005


@dataclass(frozen=True)
class Ownership:
    """An owned cluster at the chosen GPU count, in the plan's currency."""

    gpus_bought: int  # working GPUs bought (whole servers when partial nodes are billed whole)
    spare_cards: float  # gpus_bought × spares
    hardware: float  # gpus_bought × capex per GPU: the servers, network and storage share
    spares: float  # spare cards × card share × capex per GPU
    purchase: float  # hardware + spares, before tax
    tax_rate: float  # the plan's hardware rate (0 with taxes off)
    purchase_with_tax: float
    cash_at_order: float  # paid at order: the purchase with tax, less what a loan finances
    utilization: float  # busy share of the depreciation life (typed; 1 by default)
    years: float  # the depreciation life
    life_hours: float  # depreciation years × 8,760
    busy_hours: float  # life_hours × utilization
    job_hours: float  # hours the job holds the cluster (expected, with setup)
    job_share: float  # job_hours ÷ busy_hours
    whole_purchase: bool  # the bill charges the whole purchase ("cash for this job")
    share_total: float  # the job's total with its share of the depreciation
    cash_total: float  # the job's total with the whole purchase charged

    @property
    def views_differ(self) -> bool:
        """The two totals differ by more than half a percent (then both are said)."""
        top = max(abs(self.share_total), abs(self.cash_total), 1e-9)
        return abs(self.cash_total - self.share_total) > SAME_VIEW * top


def ownership(plan: Plan, result: PlatformResult) -> Ownership | None:
    """The owned cluster of ``result`` at its chosen GPU count; None for a rented platform
    or one that cannot run."""
    # The prices excluding VAT, as the bill takes them (core/vat_basis.py: a 含税 capex is
    # priced net once).
    platform = net_of_vat(plan.platforms[result.index], plan.tax)
    q = platform.pricing
    point = result.chosen_point
    if not isinstance(q, SelfBuiltPricing) or point is None or result.other_view_cost is None:
        return None
    i = point.gpus - 1
    bought = int(bought_gpus(platform, np.array([float(point.gpus)]))[0])
    hardware = bought * q.capex_per_gpu
    spare_cards = bought * q.spares_fraction
    spares = spare_cards * q.card_share * q.capex_per_gpu
    purchase = hardware + spares
    rate = plan.tax.hardware_rate  # 0 with taxes off
    with_tax = purchase * (1.0 + rate)
    financed = 0.0
    if q.financing is not None:
        financed = schedule(purchase, q.financing).financed
    other = float(result.other_view_cost[i])
    own = point.total_cost
    busy = life_busy_hours(q)
    return Ownership(
        gpus_bought=bought,
        spare_cards=spare_cards,
        hardware=hardware,
        spares=spares,
        purchase=purchase,
        tax_rate=rate,
        purchase_with_tax=with_tax,
        cash_at_order=with_tax - financed,
        utilization=q.utilization,
        years=q.depreciation_years,
        life_hours=q.depreciation_years * HOURS_PER_YEAR,
        busy_hours=busy,
        job_hours=point.hours,
        job_share=point.hours / busy,
        whole_purchase=q.charge_whole_purchase,
        share_total=other if q.charge_whole_purchase else own,
        cash_total=own if q.charge_whole_purchase else other,
    )
