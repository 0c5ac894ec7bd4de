"""Own hardware (自建): capex with depreciation or a one-off charge, plus running costs."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from gpuplanner.core.bill_types import BillInput, BillLine, LineCode, Source
from gpuplanner.core.currency import find_rate
from gpuplanner.core.energy_models import EnergySettings, energized_hours
from gpuplanner.core.financing import Financing
from gpuplanner.core.platform import Platform, PricingMode, SelfBuiltPricing
from gpuplanner.core.pricing_modes.billing import HOURS_PER_YEAR, Usage, billed_gpus
from gpuplanner.core.pricing_modes.rules import (
    FinancedCapex,
    LineContext,
    ModeRules,
    compute_line,
)

if TYPE_CHECKING:
    from gpuplanner.core.plan import Plan

# Rule of thumb from the seed articles (reference/seed-examples.md §F), only to seed the mode.
SELF_BUILT_CAPEX_CNY = 60_000.0  # 50–80 k CNY per GPU including its server share


def self_built_capex(plan: Plan) -> float | None:
    """The rule-of-thumb capex per GPU in the plan's currency, at the plan's own CNY rate.

    None when the plan prices in another currency and keeps no CNY rate: the figure cannot be
    converted, so the user types the purchase price (no rate is ever assumed here).
    """
    if plan.currency == "CNY":
        return SELF_BUILT_CAPEX_CNY
    rate = find_rate(plan.exchange_rates, "CNY")
    return None if rate is None else round(SELF_BUILT_CAPEX_CNY * rate.rate, -2)


def self_built_cost(
    p: SelfBuiltPricing,
    n: np.ndarray,
    hours: np.ndarray,
    profile: EnergySettings | None = None,
    usage: Usage | None = None,
    bought: np.ndarray | None = None,
) -> np.ndarray:
    """Ownership cost of ``n`` working GPUs (plus spares) for ``hours``: the sum of
    ``self_built_parts`` in their order."""
    parts = self_built_parts(p, n, hours, profile, usage, bought)
    hardware, energy, hosting, staff, repairs = parts
    return hardware + energy + hosting + staff + repairs


def bought_gpus(platform: Platform, n: np.ndarray) -> np.ndarray:
    """The GPUs an owned cluster of ``n`` working GPUs buys: whole servers of
    ``gpus_per_node`` when the platform bills partial nodes as whole (12 on 8-GPU servers
    → 16 bought), else ``n``."""
    return billed_gpus(platform, n)


def self_built_parts(
    p: SelfBuiltPricing,
    n: np.ndarray,
    hours: np.ndarray,
    profile: EnergySettings | None = None,
    usage: Usage | None = None,
    bought: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Hardware, power, hosting, staff and repairs of owning ``bought`` GPUs (default ``n``),
    ``n`` of them working, for ``hours``.

    Depreciation is straight-line to the residual and allocated by the hours used, unless
    the plan charges the whole purchase to this job. Power follows the platform's energy
    settings (server overhead, load factor while training, idle share while setting up;
    core/energy.py), which by default leave it at power × PUE × hours. Capex, hosting and
    repairs are for every GPU bought; a bought GPU the job leaves unused sits in a powered
    server and draws the idle share all the hours (by default all of its power).
    """
    e = profile or EnergySettings()
    u = usage or Usage()
    owned = n if bought is None else bought
    capex = _capex(p, owned)
    if p.charge_whole_purchase:
        hardware = capex
    else:
        # Straight-line to the residual, the job's hours over the hours the cluster is busy
        # in its life (``utilization`` of them): life_busy_hours below.
        hardware = capex * (1.0 - p.residual_fraction) * hours / life_busy_hours(p)
    watts = p.power_w_per_gpu * e.server_overhead
    powered = energized_hours(e, hours, u.setup)
    energy = n * watts / 1000.0 * p.pue * powered * p.electricity_per_kwh
    # the unused GPUs bought (0 unless whole servers are bought for a partial one)
    idle = (owned - n) * watts / 1000.0 * p.pue * hours * e.idle_fraction
    energy = energy + idle * p.electricity_per_kwh
    # Hosting, staff and repairs run by the calendar, busy or not: the job's share is its
    # hours over the busy ones, ÷ utilization (at 20 % each busy hour carries five calendar
    # hours of them). The whole-purchase view ("cash for this job") pays the hours held.
    months = hours / u.hours_per_month / busy_share(p)
    hosting = owned * p.hosting_per_gpu_month * months
    staff = p.staff_per_month * months
    repairs = capex * p.repair_fraction_per_year * hours / HOURS_PER_YEAR / busy_share(p)
    return hardware, energy, hosting, staff, repairs


def busy_share(p: SelfBuiltPricing) -> float:
    """The share of calendar hours the job's bill spreads the fixed running costs over: the
    utilization in the share view, 1 when the whole purchase is charged."""
    return 1.0 if p.charge_whole_purchase else p.utilization


def purchase_capex(platform: Platform, n: np.ndarray) -> np.ndarray:
    """What an owned cluster of ``n`` working GPUs costs to buy (its GPUs bought and their
    spare cards); 0 for a platform that buys nothing."""
    q = platform.pricing
    if not isinstance(q, SelfBuiltPricing):
        return np.zeros(np.shape(n))
    return _capex(q, bought_gpus(platform, n))


def other_view(platform: Platform) -> Platform | None:
    """An owned cluster in the view its plan does not take (issue 24 item 2): the whole
    purchase charged when the plan allocates its share, the share when it charges the whole
    purchase; None for a rented platform."""
    q = platform.pricing
    if not isinstance(q, SelfBuiltPricing):
        return None
    flipped = q.model_copy(update={"charge_whole_purchase": not q.charge_whole_purchase})
    return platform.model_copy(update={"pricing": flipped})


def life_busy_hours(p: SelfBuiltPricing) -> float:
    """The hours an owned cluster is busy over its depreciation life: years × 8,760 ×
    utilization (26,280 for 3 years at 1; 5,256 at 0.2)."""
    return p.depreciation_years * HOURS_PER_YEAR * p.utilization


def _capex(p: SelfBuiltPricing, bought: np.ndarray) -> np.ndarray:
    """The purchase of ``bought`` GPUs and their spare cards: a spare buys the card only
    (``card_share`` of the capex per GPU), not a server or network share."""
    return bought * (1.0 + p.spares_fraction * p.card_share) * p.capex_per_gpu


class SelfBuiltRules(ModeRules[SelfBuiltPricing]):
    owns_hardware = True

    def cost(
        self,
        platform: Platform,
        q: SelfBuiltPricing,
        n: np.ndarray,
        hours: np.ndarray,
        usage: Usage,
    ) -> np.ndarray:
        return self_built_cost(q, n, hours, platform.energy, usage, bought_gpus(platform, n))

    def hourly_rate(
        self, platform: Platform, q: SelfBuiltPricing, n: np.ndarray, hours_per_month: float
    ) -> np.ndarray:
        # The difference, not the cost of one hour: a whole-purchase charge is not per hour.
        one, zero = np.ones_like(n, dtype=float), np.zeros_like(n, dtype=float)
        e, u, b = platform.energy, Usage(hours_per_month=hours_per_month), bought_gpus(platform, n)
        return self_built_cost(q, n, one, e, u, b) - self_built_cost(q, n, zero, e, u, b)

    def lines(self, ctx: LineContext, q: SelfBuiltPricing) -> list[BillLine]:
        p, usage, hours, hpm, typed = (
            ctx.platform,
            ctx.usage,
            ctx.hours,
            ctx.hpm,
            ctx.typed,
        )
        parts = self_built_parts(q, ctx.n, ctx.clean, p.energy, usage, bought_gpus(p, ctx.n))
        hardware, energy, hosting, staff, repairs = (float(a[0]) for a in parts)
        hpy = BillInput("hours_per_year", HOURS_PER_YEAR, "hours", Source.CONVENTION)
        bought = ctx.billed_n > float(ctx.n[0])  # whole servers for a partial one
        gpus_bought = list(ctx.counted)  # the GPUs, and the whole servers' GPUs when bought
        capex = [
            *gpus_bought,
            typed("spares_fraction"),
            typed("card_share"),
            typed("capex_per_gpu"),
        ]
        if q.charge_whole_purchase:
            buy = compute_line(LineCode.PURCHASE, capex, hardware)
        else:
            life = [
                typed("residual_fraction"),
                typed("depreciation_years"),
                typed("utilization"),
            ]
            buy = compute_line(LineCode.DEPRECIATION, [*capex, *life, hours, hpy], hardware)
        power = [*gpus_bought, typed("power_w_per_gpu"), typed("pue"), hours]
        formula = "energy"
        e = p.energy
        if bought or e.load_factor != 1 or e.idle_fraction != 1 or e.server_overhead != 1:
            formula = "energy.bought" if bought else "energy.profile"
            power += [
                BillInput("setup_hours", float(usage.setup), "hours", Source.COMPUTED),
                BillInput("server_overhead", e.server_overhead, "ratio", Source.TYPED),
                BillInput("load_factor", e.load_factor, "fraction", Source.TYPED),
                BillInput("idle_fraction", e.idle_fraction, "fraction", Source.TYPED),
            ]
        power.append(typed("electricity_per_kwh"))
        # Below 100 % utilization the calendar costs are the busy hours' share (busy_share):
        # the line says so and shows the utilization.
        shared = busy_share(q) < 1
        busy = [typed("utilization")] if shared else []

        def over_busy(code: str) -> str:
            return f"{code}.busy" if shared else code

        return [
            buy,
            compute_line(LineCode.ENERGY, power, energy, formula),
            compute_line(
                LineCode.HOSTING,
                [
                    *gpus_bought,
                    typed("hosting_per_gpu_month"),
                    hours,
                    hpm,
                    *busy,
                ],
                hosting,
                over_busy("hosting"),
            ),
            compute_line(
                LineCode.STAFF,
                [typed("staff_per_month"), hours, hpm, *busy],
                staff,
                over_busy("staff"),
            ),
            compute_line(
                LineCode.REPAIRS,
                [*capex, typed("repair_fraction_per_year"), hours, hpy, *busy],
                repairs,
                over_busy("repairs"),
            ),
        ]

    def seed(
        self, platform: Platform, mode: PricingMode, plan: Plan, rate: float
    ) -> SelfBuiltPricing:
        """A capex that cannot be converted into the plan's currency starts at 0
        (``self_built_capex``): the form then asks for it."""
        return SelfBuiltPricing(capex_per_gpu=self_built_capex(plan) or 0.0)

    def lead_time_hours(self, q: SelfBuiltPricing) -> float:
        return q.lead_time_days * 24.0

    def financing(self, q: SelfBuiltPricing) -> Financing | None:
        return q.financing

    def capex_per_gpu(self, q: SelfBuiltPricing) -> float | None:
        return q.capex_per_gpu

    def electricity_price(self, q: SelfBuiltPricing) -> float | None:
        return q.electricity_per_kwh

    def financed(
        self, platform: Platform, q: SelfBuiltPricing, n: np.ndarray
    ) -> FinancedCapex | None:
        if q.financing is None:
            return None
        capex = _capex(q, bought_gpus(platform, n))
        return FinancedCapex(q.financing, capex, q.charge_whole_purchase, busy_share(q))

    def held_gpus(self, platform: Platform, q: SelfBuiltPricing, n: np.ndarray) -> np.ndarray:
        return bought_gpus(platform, n)

    def owned_power(self, q: SelfBuiltPricing) -> tuple[float, float] | None:
        return q.power_w_per_gpu, q.pue

    def tax_split(
        self,
        platform: Platform,
        q: SelfBuiltPricing,
        n: np.ndarray,
        hours: np.ndarray,
        gpu_time: np.ndarray,
        price: float | np.ndarray,
        usage: Usage | None,
    ) -> tuple[np.ndarray, np.ndarray]:
        """Hosting (at ``hours``) is a service, staff untaxed, the rest (hardware, power,
        repairs) hardware."""
        zero = np.zeros(np.shape(gpu_time))
        parts = self_built_parts(q, n, hours, None, usage, bought_gpus(platform, n))
        hosting, staff = parts[2], parts[3]
        hosting, staff = hosting * price, staff * price
        return hosting + zero, gpu_time - hosting - staff
