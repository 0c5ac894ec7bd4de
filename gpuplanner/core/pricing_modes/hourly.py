"""On-demand and spot: pay per GPU-hour, billed in increments with a minimum."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from gpuplanner.core.bill_types import BillInput, BillLine, LineCode, Source
from gpuplanner.core.platform import HourlyPricing, Platform, PricingMode
from gpuplanner.core.pricing_modes.billing import Usage, billed_gpus, billed_hours
from gpuplanner.core.pricing_modes.rules import LineContext, ModeRules, compute_line

if TYPE_CHECKING:
    from gpuplanner.core.plan import Plan


class HourlyRules(ModeRules[HourlyPricing]):
    taxed_as_service = True
    node_hour_quotes = True

    def quoted_per_node(self, q: HourlyPricing) -> bool:
        return q.quoted_per_node

    def cost(
        self, platform: Platform, q: HourlyPricing, n: np.ndarray, hours: np.ndarray, usage: Usage
    ) -> np.ndarray:
        return billed_gpus(platform, n) * billed_hours(q, hours, usage.runs) * q.price_per_gpu_hour

    def hourly_rate(
        self, platform: Platform, q: HourlyPricing, n: np.ndarray, hours_per_month: float
    ) -> np.ndarray:
        return billed_gpus(platform, n) * q.price_per_gpu_hour

    def lines(self, ctx: LineContext, q: HourlyPricing) -> list[BillLine]:
        usage = ctx.usage
        billed = float(billed_hours(q, ctx.clean, usage.runs)[0])
        inputs = [*ctx.counted, ctx.hours]
        if usage.runs > 1:
            inputs.append(BillInput("runs", float(usage.runs), "count", Source.TYPED))
        inputs += [
            ctx.typed("billing_increment_hours"),
            ctx.typed("minimum_hours"),
            BillInput("billed_hours", billed, "hours", Source.COMPUTED),
        ]
        if q.quoted_per_node:
            node = BillInput(
                "price_per_node_hour",
                q.price_per_gpu_hour * ctx.platform.gpus_per_node,
                "money_per_node_hour",
                ctx.src("price_per_gpu_hour"),
            )
            price = BillInput(
                "price_per_gpu_hour", q.price_per_gpu_hour, "money_per_gpu_hour", Source.COMPUTED
            )
            inputs += [node, ctx.node_size(), price]
        else:
            inputs.append(ctx.typed("price_per_gpu_hour"))
        formula = "gpu_hours.runs" if usage.runs > 1 else "gpu_hours"
        amount = ctx.billed_n * billed * q.price_per_gpu_hour
        return [compute_line(LineCode.GPU_HOURS, inputs, amount, formula)]

    def seed(self, platform: Platform, mode: PricingMode, plan: Plan, rate: float) -> HourlyPricing:
        return HourlyPricing.model_validate({"mode": mode, "price_per_gpu_hour": round(rate, 2)})

    def hourly_equivalent(self, platform: Platform, q: HourlyPricing) -> float:
        return q.price_per_gpu_hour
