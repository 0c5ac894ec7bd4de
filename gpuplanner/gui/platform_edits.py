"""Whole-platform edits of the plan (add, duplicate, remove, move, switch pricing mode).

Pure functions from a plan to a new validated plan, so each toolbar action is one
``document.apply`` and the tests can check them without widgets.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from gpuplanner.core.base import HOURS_PER_MONTH
from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import (
    GpuSpec,
    HourlyPricing,
    LeasePricing,
    Platform,
    PricingMode,
    ReservedPricing,
    SelfBuiltPricing,
)

# Rules of thumb from the seed articles (reference/seed-examples.md §F), used only to fill a
# new pricing mode with a plausible starting figure the user then edits.
RESERVED_SHARE = 0.6  # a monthly plan costs ≈ 50–70 % of on-demand list
SELF_BUILT_CAPEX_CNY = 60_000.0  # 50–80 k CNY per GPU including its server share
CNY_PER_USD = 7.2  # only to scale the self-built default into other currencies
FALLBACK_RATE = 20.0  # per GPU-hour, when the platform has no usable price to start from


def unique_name(wanted: str, taken: Iterable[str]) -> str:
    """``wanted``, or ``wanted (2)``, ``(3)`` … — the first not in ``taken``."""
    names = set(taken)
    if wanted not in names:
        return wanted
    base = re.sub(r" \(\d+\)$", "", wanted)
    k = 2
    while f"{base} ({k})" in names:
        k += 1
    return f"{base} ({k})"


def _with_platforms(plan: Plan, platforms: list[Platform]) -> Plan:
    return replace_at(plan, ("platforms",), tuple(platforms))


def insert_platform(plan: Plan, index: int, platform: Platform) -> Plan:
    """Insert at ``index`` under a name no other platform has."""
    named = platform.model_copy(
        update={"name": unique_name(platform.name, (p.name for p in plan.platforms))}
    )
    platforms = list(plan.platforms)
    platforms.insert(index, Platform.model_validate(dict(named)))
    return _with_platforms(plan, platforms)


def blank_platform(gpu: GpuSpec, name: str) -> Platform:
    """A new on-demand platform on ``gpu`` with model defaults and a price of 0 to fill in."""
    return Platform(name=name, gpu=gpu, pricing=HourlyPricing(price_per_gpu_hour=0.0))


def duplicate_platform(plan: Plan, index: int) -> Plan:
    """A copy right after the original, named "… (2)"."""
    return insert_platform(plan, index + 1, plan.platforms[index])


def remove_platform(plan: Plan, index: int) -> Plan:
    """Without the platform (raises ValueError for the last one: a plan needs a platform)."""
    if len(plan.platforms) <= 1:
        raise ValueError("a plan needs at least one platform")
    platforms = list(plan.platforms)
    del platforms[index]
    return _with_platforms(plan, platforms)


def move_platform(plan: Plan, index: int, delta: int) -> Plan:
    """Swap with the neighbour ``delta`` (−1 up, +1 down) rows away."""
    target = index + delta
    if not 0 <= target < len(plan.platforms):
        raise ValueError("cannot move past the end of the list")
    platforms = list(plan.platforms)
    platforms[index], platforms[target] = platforms[target], platforms[index]
    return _with_platforms(plan, platforms)


def hourly_equivalent(platform: Platform) -> float:
    """What one GPU-hour costs under the current pricing (for seeding another mode)."""
    p = platform.pricing
    if isinstance(p, HourlyPricing):
        return p.price_per_gpu_hour
    if isinstance(p, ReservedPricing):
        return p.price_per_gpu_month / HOURS_PER_MONTH / RESERVED_SHARE
    if isinstance(p, LeasePricing):
        per_gpu_month = p.price_per_machine_month / platform.gpus_per_node
        return per_gpu_month / HOURS_PER_MONTH / RESERVED_SHARE
    return 0.0


def default_pricing(
    platform: Platform, mode: PricingMode, currency: str
) -> HourlyPricing | ReservedPricing | LeasePricing | SelfBuiltPricing:
    """A plausible pricing of ``mode`` seeded from the platform's current price."""
    current = platform.pricing
    if mode in (PricingMode.ON_DEMAND, PricingMode.SPOT) and isinstance(current, HourlyPricing):
        return current.model_copy(update={"mode": mode})  # same fields, other label
    rate = hourly_equivalent(platform) or FALLBACK_RATE
    monthly = round(rate * HOURS_PER_MONTH * RESERVED_SHARE, -1)
    if mode in (PricingMode.ON_DEMAND, PricingMode.SPOT):
        return HourlyPricing(mode=mode, price_per_gpu_hour=round(rate, 2))
    if mode is PricingMode.RESERVED:
        return ReservedPricing(price_per_gpu_month=monthly)
    if mode is PricingMode.LEASE:
        return LeasePricing(price_per_machine_month=monthly * platform.gpus_per_node)
    capex = SELF_BUILT_CAPEX_CNY if currency == "CNY" else SELF_BUILT_CAPEX_CNY / CNY_PER_USD
    return SelfBuiltPricing(capex_per_gpu=round(capex, -2))


def switch_pricing_mode(plan: Plan, index: int, mode: PricingMode) -> Plan:
    platform = plan.platforms[index]
    if platform.mode is mode:
        return plan
    pricing = default_pricing(platform, mode, plan.currency)
    return replace_at(plan, ("platforms", index, "pricing"), pricing)


def change_gpu(plan: Plan, index: int, gpu: GpuSpec) -> Plan:
    """Put ``gpu`` on the platform; a usable-memory override above its memory is dropped."""
    platform = plan.platforms[index]
    update: dict[str, object] = {"gpu": gpu}
    if platform.usable_memory_gb and platform.usable_memory_gb > gpu.memory_gb:
        update["usable_memory_gb"] = None
    new = Platform.model_validate({**dict(platform), **update})
    return replace_at(plan, ("platforms", index), new)
