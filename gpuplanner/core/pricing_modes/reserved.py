"""A monthly plan (包月/包年): per GPU per started month, with a minimum term."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from gpuplanner.core.base import HOURS_PER_MONTH
from gpuplanner.core.bill_types import BillInput, BillLine, LineCode, Source
from gpuplanner.core.platform import Platform, PricingMode, ReservedPricing
from gpuplanner.core.pricing_modes.billing import (
    RESERVED_SHARE,
    Usage,
    billed_gpus,
    billed_months,
    seed_monthly,
)
from gpuplanner.core.pricing_modes.rules import LineContext, ModeRules, compute_line

if TYPE_CHECKING:
    from gpuplanner.core.plan import Plan


class ReservedRules(ModeRules[ReservedPricing]):
    taxed_as_service = True

    def cost(
        self, platform: Platform, q: ReservedPricing, n: np.ndarray, hours: np.ndarray, usage: Usage
    ) -> np.ndarray:
        months = billed_months(q.minimum_months, hours, usage.hours_per_month)
        return billed_gpus(platform, n) * months * q.price_per_gpu_month

    def hourly_rate(
        self, platform: Platform, q: ReservedPricing, n: np.ndarray, hours_per_month: float
    ) -> np.ndarray:
        return billed_gpus(platform, n) * q.price_per_gpu_month / hours_per_month

    def lines(self, ctx: LineContext, q: ReservedPricing) -> list[BillLine]:
        months = float(billed_months(q.minimum_months, ctx.clean, ctx.usage.hours_per_month)[0])
        inputs = [
            *ctx.counted,
            ctx.hours,
            ctx.hpm,
            ctx.typed("minimum_months"),
            BillInput("billed_months", months, "months", Source.COMPUTED),
            ctx.typed("price_per_gpu_month"),
        ]
        amount = ctx.billed_n * months * q.price_per_gpu_month
        return [compute_line(LineCode.GPU_MONTHS, inputs, amount)]

    def seed(
        self, platform: Platform, mode: PricingMode, plan: Plan, rate: float
    ) -> ReservedPricing:
        return ReservedPricing(price_per_gpu_month=seed_monthly(rate))

    def hourly_equivalent(self, platform: Platform, q: ReservedPricing) -> float:
        return q.price_per_gpu_month / HOURS_PER_MONTH / RESERVED_SHARE

    def minimum_months(self, q: ReservedPricing) -> int | None:
        return q.minimum_months
