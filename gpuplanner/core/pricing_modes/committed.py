"""Committed use (承诺使用): a number of GPUs committed at a price per GPU-hour for a term,
billed for the whole term whether the job uses them or not; demand beyond the commitment
is billed on demand.

With c GPUs committed for T months of h hours (the plan's hours per month) at price p, and
a job holding n GPUs (whole nodes when billed so) for H hours at an overflow price o:

    commitment = c × T × h × p                     (the whole term, used or not)
    overflow   = (max(n − c, 0) × min(H, T × h) + n × max(H − T × h, 0)) × o

— the GPUs above the commitment during the term, and all of them after it ends (the
commitment is not renewed for the job), billed per second with no minimum, as cloud
on-demand GPU time is (GCP committed use discounts: "you pay the committed amount whether
or not you use it … usage above the commitment is billed at on-demand rates",
cloud.google.com/compute/docs/instances/committed-use-discounts-overview). A discount or a
negotiated price replaces the committed price (the list price); the overflow stays as typed.
Cloud GPU time: a service for VAT.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from gpuplanner.core.bill_types import BillInput, BillLine, LineCode, Source
from gpuplanner.core.platform import CommittedPricing, Platform, PricingMode
from gpuplanner.core.pricing_modes.billing import RESERVED_SHARE, Usage, billed_gpus
from gpuplanner.core.pricing_modes.rules import LineContext, ModeRules, compute_line

if TYPE_CHECKING:
    from gpuplanner.core.plan import Plan


def term_hours(q: CommittedPricing, hours_per_month: float) -> float:
    return q.term_months * hours_per_month


def overflow_gpu_hours(
    q: CommittedPricing, billed: np.ndarray, hours: np.ndarray, hours_per_month: float
) -> np.ndarray:
    """GPU-hours beyond the commitment: the GPUs above it during the term, all of them after."""
    term = term_hours(q, hours_per_month)
    after = np.maximum(hours - term, 0.0)
    return np.maximum(billed - q.committed_gpus, 0.0) * (hours - after) + billed * after


class CommittedRules(ModeRules[CommittedPricing]):
    taxed_as_service = True

    def cost(
        self,
        platform: Platform,
        q: CommittedPricing,
        n: np.ndarray,
        hours: np.ndarray,
        usage: Usage,
    ) -> np.ndarray:
        hpm = usage.hours_per_month
        commitment = q.committed_gpus * term_hours(q, hpm) * q.committed_price_per_gpu_hour
        extra = overflow_gpu_hours(q, billed_gpus(platform, n), hours, hpm)
        return commitment + extra * q.overflow_per_gpu_hour

    def hourly_rate(
        self, platform: Platform, q: CommittedPricing, n: np.ndarray, hours_per_month: float
    ) -> np.ndarray:
        """One more hour within the term: the committed GPUs are paid for already."""
        above = np.maximum(billed_gpus(platform, n) - q.committed_gpus, 0.0)
        return above * q.overflow_per_gpu_hour

    def lines(self, ctx: LineContext, q: CommittedPricing) -> list[BillLine]:
        hpm = ctx.usage.hours_per_month
        committed = ctx.typed("committed_gpus")
        term = ctx.typed("term_months")
        price = ctx.typed("committed_price_per_gpu_hour")
        commitment = q.committed_gpus * term_hours(q, hpm) * q.committed_price_per_gpu_hour
        billed = np.array([ctx.billed_n])
        extra = float(overflow_gpu_hours(q, billed, ctx.clean[:1], hpm)[0])
        overflow_inputs = [
            *ctx.counted,
            ctx.hours,
            committed,
            term,
            ctx.hpm,
            BillInput("overflow_gpu_hours", extra, "gpu_hours", Source.COMPUTED),
            ctx.typed("overflow_per_gpu_hour"),
        ]
        return [
            compute_line(LineCode.COMMITMENT, [committed, term, ctx.hpm, price], commitment),
            compute_line(LineCode.OVERFLOW, overflow_inputs, extra * q.overflow_per_gpu_hour),
        ]

    def seed(
        self, platform: Platform, mode: PricingMode, plan: Plan, rate: float
    ) -> CommittedPricing:
        """The platform's GPUs (its fixed count, else a node) committed for a year at the
        monthly plan's share of the hourly rate, overflow at the rate itself."""
        gpus = platform.fixed_gpus or platform.gpus_per_node
        return CommittedPricing(
            committed_gpus=gpus,
            committed_price_per_gpu_hour=round(rate * RESERVED_SHARE, 2),
            overflow_per_gpu_hour=round(rate, 2),
        )

    def hourly_equivalent(self, platform: Platform, q: CommittedPricing) -> float:
        return q.overflow_per_gpu_hour or q.committed_price_per_gpu_hour / RESERVED_SHARE

    def minimum_months(self, q: CommittedPricing) -> int | None:
        """The term: billed in full however short the job (the whole-months verdict)."""
        return q.term_months

    def held_gpus(self, platform: Platform, q: CommittedPricing, n: np.ndarray) -> np.ndarray:
        """The committed GPUs are the job's while it runs, used or not."""
        return np.maximum(billed_gpus(platform, n), float(q.committed_gpus))
