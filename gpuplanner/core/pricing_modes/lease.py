"""Whole machines leased by the month (整机租赁): rent, add-ons and a deposit per machine,
and what is due at the lease's end (a residual or balloon, a buy-out when exercised;
core/lease_end.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from gpuplanner.core.base import HOURS_PER_MONTH
from gpuplanner.core.bill_types import BillInput, BillLine, LineCode, Source
from gpuplanner.core.lease_end import lease_end
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
        rent = boxes * (months * (q.price_per_machine_month + q.addons_per_machine_month) + deposit)
        residual, buyout = _end(q, boxes)
        return rent + residual + buyout

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
            ctx.typed("minimum_months"),
            BillInput("billed_months", months, "months", Source.COMPUTED),
        ]
        deposit = 0.0 if q.deposit_refundable else q.deposit_per_machine
        refundable = BillInput(
            "deposit_refundable", float(q.deposit_refundable), "flag", ctx.src("deposit_refundable")
        )
        lines = [
            compute_line(
                LineCode.MACHINE_MONTHS,
                [*common, ctx.typed("price_per_machine_month")],
                boxes * months * q.price_per_machine_month,
            ),
            compute_line(
                LineCode.LEASE_ADDONS,
                [*common, ctx.typed("addons_per_machine_month")],
                boxes * months * q.addons_per_machine_month,
            ),
            compute_line(
                LineCode.LEASE_DEPOSIT,
                [common[2], ctx.typed("deposit_per_machine"), refundable],
                boxes * deposit,
            ),
        ]
        return lines + _end_lines(ctx, q, common[2])

    def seed(self, platform: Platform, mode: PricingMode, plan: Plan, rate: float) -> LeasePricing:
        return LeasePricing(price_per_machine_month=seed_monthly(rate) * platform.gpus_per_node)

    def hourly_equivalent(self, platform: Platform, q: LeasePricing) -> float:
        per_gpu_month = q.price_per_machine_month / platform.gpus_per_node
        return per_gpu_month / HOURS_PER_MONTH / RESERVED_SHARE

    def held_gpus(self, platform: Platform, q: LeasePricing, n: np.ndarray) -> np.ndarray:
        """A lease rents whole machines: all their GPUs are the job's."""
        return machines(platform, n) * platform.gpus_per_node

    def minimum_months(self, q: LeasePricing) -> int | None:
        return q.minimum_months


def _end(q: LeasePricing, boxes: np.ndarray | float) -> tuple[np.ndarray, np.ndarray]:
    return lease_end(boxes, q.residual_per_machine, q.buyout_per_machine, q.exercise_buyout)


def _end_lines(ctx: LineContext, q: LeasePricing, boxes: BillInput) -> list[BillLine]:
    """The residual (when there is one) and the buy-out (when it has a price: 0 unless
    exercised, so the choice shows)."""
    residual, buyout = (float(a) for a in _end(q, boxes.value))
    lines = []
    if q.residual_per_machine > 0:
        inputs = [boxes, ctx.typed("residual_per_machine")]
        lines.append(compute_line(LineCode.LEASE_RESIDUAL, inputs, residual))
    if q.buyout_per_machine > 0:
        exercised = BillInput(
            "exercise_buyout", float(q.exercise_buyout), "flag", ctx.src("exercise_buyout")
        )
        inputs = [boxes, ctx.typed("buyout_per_machine"), exercised]
        lines.append(compute_line(LineCode.LEASE_BUYOUT, inputs, buyout))
    return lines
