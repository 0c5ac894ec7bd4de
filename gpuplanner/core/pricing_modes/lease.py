"""Whole machines leased by the month (整机租赁): rent, add-ons and a deposit per machine."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from gpuplanner.core.base import HOURS_PER_MONTH
from gpuplanner.core.bill_types import BillInput, BillLine, LineCode, Source
from gpuplanner.core.platform import LeasePricing, Platform, PricingMode
from gpuplanner.core.pricing_modes.billing import (
    RESERVED_SHARE,
    Usage,
    billed_months,
    machines,
    seed_monthly,
)
from gpuplanner.core.pricing_modes.rules import LineContext, ModeRules, compute_line

if TYPE_CHECKING:
    from gpuplanner.core.plan import Plan


class LeaseRules(ModeRules[LeasePricing]):
    def cost(
        self, platform: Platform, q: LeasePricing, n: np.ndarray, hours: np.ndarray, usage: Usage
    ) -> np.ndarray:
        boxes = machines(platform, n)
        months = billed_months(q.minimum_months, hours, usage.hours_per_month)
        deposit = 0.0 if q.deposit_refundable else q.deposit_per_machine
        return boxes * (months * (q.price_per_machine_month + q.addons_per_machine_month) + deposit)

    def hourly_rate(
        self, platform: Platform, q: LeasePricing, n: np.ndarray, hours_per_month: float
    ) -> np.ndarray:
        return (
            machines(platform, n)
            * (q.price_per_machine_month + q.addons_per_machine_month)
            / hours_per_month
        )

    def lines(self, ctx: LineContext, q: LeasePricing) -> list[BillLine]:
        months = float(billed_months(q.minimum_months, ctx.clean, ctx.usage.hours_per_month)[0])
        boxes = float(machines(ctx.platform, ctx.n)[0])
        common = [
            ctx.gpus,
            ctx.node_size(),
            BillInput("machines", boxes, "machines", Source.COMPUTED),
            ctx.hours,
            ctx.hpm,
            ctx.typed("minimum_months", "months"),
            BillInput("billed_months", months, "months", Source.COMPUTED),
        ]
        deposit = 0.0 if q.deposit_refundable else q.deposit_per_machine
        refundable = BillInput(
            "deposit_refundable", float(q.deposit_refundable), "flag", ctx.src("deposit_refundable")
        )
        return [
            compute_line(
                LineCode.MACHINE_MONTHS,
                [*common, ctx.typed("price_per_machine_month", "money_per_machine_month")],
                boxes * months * q.price_per_machine_month,
            ),
            compute_line(
                LineCode.LEASE_ADDONS,
                [*common, ctx.typed("addons_per_machine_month", "money_per_machine_month")],
                boxes * months * q.addons_per_machine_month,
            ),
            compute_line(
                LineCode.LEASE_DEPOSIT,
                [common[2], ctx.typed("deposit_per_machine", "money_per_machine"), refundable],
                boxes * deposit,
            ),
        ]

    def seed(self, platform: Platform, mode: PricingMode, plan: Plan, rate: float) -> LeasePricing:
        return LeasePricing(price_per_machine_month=seed_monthly(rate) * platform.gpus_per_node)

    def hourly_equivalent(self, platform: Platform, q: LeasePricing) -> float:
        per_gpu_month = q.price_per_machine_month / platform.gpus_per_node
        return per_gpu_month / HOURS_PER_MONTH / RESERVED_SHARE

    def minimum_months(self, q: LeasePricing) -> int | None:
        return q.minimum_months
