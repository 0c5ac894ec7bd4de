"""Platform-editing rules: add, duplicate, remove, move, switch pricing mode, change GPU.

Pure functions from a plan to a new validated plan, so each GUI action is one
``document.apply`` and the rules are tested (and usable) without widgets. Changing the GPU
carries along what follows from the card — its MFU prior and its scale-up link class — unless
the user typed something else, and reports each change so the GUI can say what moved.

The pricing rules (core/pricing_modes, with numpy) are imported by the functions that switch
or seed a pricing, not with this module: the app's forms import it before the first paint.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass

from gpuplanner.core.bill_types import NODE_SIZE
from gpuplanner.core.edit import replace_at
from gpuplanner.core.errors import CoreError, ErrorCode
from gpuplanner.core.fees import FeeItem
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import (
    MODE_CLASS,
    GpuSpec,
    HourlyPricing,
    Platform,
    Pricing,
    PricingMode,
)
from gpuplanner.core.pricing_fields import list_price_field, money_fields
from gpuplanner.core.workload import Precision


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


def duplicate_platform(plan: Plan, index: int) -> Plan:
    """A copy right after the original, named "… (2)"."""
    return insert_platform(plan, index + 1, plan.platforms[index])


def remove_platform(plan: Plan, index: int) -> Plan:
    """Without the platform (the last one too: a plan may be empty while it is set up).

    Removing the baseline platform leaves the plan on the default baseline (the cheapest)
    instead of naming a platform that is no longer there."""
    platforms = list(plan.platforms)
    del platforms[index]
    return carry_baseline(plan, _with_platforms(plan, platforms))


def carry_baseline(before: Plan, after: Plan) -> Plan:
    """``after`` with its baseline following the platform ``before`` named as the baseline.

    The baseline is kept by name (core/plan.py), so a rename carries it to the new name and
    a removal clears it (the cheapest is then the baseline), in the same step as the edit."""
    named = before.baseline
    if named is None or any(p.name == named for p in after.platforms):
        return after
    old = [p.name for p in before.platforms]
    if named not in old:
        return after  # the plan named no platform of its own: nothing to follow
    new = [p.name for p in after.platforms]
    index = old.index(named)
    renamed = len(new) == len(old) and new[index] not in old
    return after.model_copy(update={"baseline": new[index] if renamed else None})


def move_platform(plan: Plan, index: int, delta: int) -> Plan:
    """Swap with the neighbour ``delta`` (−1 up, +1 down) rows away."""
    target = index + delta
    if not 0 <= target < len(plan.platforms):
        raise CoreError(ErrorCode.MOVE_PAST_END)
    platforms = list(plan.platforms)
    platforms[index], platforms[target] = platforms[target], platforms[index]
    return _with_platforms(plan, platforms)


def hourly_equivalent(platform: Platform) -> float:
    """What one GPU-hour costs under the current pricing (for seeding another mode)."""
    from gpuplanner.core.pricing_modes import rules_for  # on use: see the module docstring

    p = platform.pricing
    return rules_for(p).hourly_equivalent(platform, p)


def default_pricing(platform: Platform, mode: PricingMode, plan: Plan) -> Pricing:
    """A plausible pricing of ``mode`` seeded from the platform's current price (each mode's
    ``seed``; a self-built capex the plan's rates cannot convert starts at 0)."""
    from gpuplanner.core.pricing_modes import REGISTRY  # on use: see the module docstring
    from gpuplanner.core.pricing_modes.billing import FALLBACK_RATE

    current = platform.pricing
    cls = MODE_CLASS[mode]
    if cls is type(current) and mode is not current.mode:
        return current.model_copy(update={"mode": mode})  # same fields, other label
    rate = hourly_equivalent(platform) or FALLBACK_RATE
    return REGISTRY[cls].seed(platform, mode, plan, rate)


def switch_pricing_mode(plan: Plan, index: int, mode: PricingMode) -> Plan:
    platform = plan.platforms[index]
    if platform.mode is mode:
        return plan
    pricing = default_pricing(platform, mode, plan)
    adjustment = platform.adjustment
    agreed = adjustment.negotiated_price
    field = list_price_field(MODE_CLASS[mode])
    if agreed is not None and (
        field != list_price_field(platform.pricing) or agreed > getattr(pricing, field)
    ):
        # A negotiated price is in the old mode's unit (per GPU-hour, not capex per GPU) and
        # at most its list: it does not carry to a new unit or above the new list price.
        adjustment = adjustment.model_copy(
            update={"negotiated_price": None, "negotiated_as_of": None, "negotiated_source": ""}
        )
    changed = Platform.model_validate(
        {**dict(platform), "pricing": pricing, "adjustment": adjustment, "typed_pricing": ()}
    )
    return replace_at(plan, ("platforms", index), changed)


@dataclass(frozen=True)
class GpuDefaults:
    """What a platform takes from its GPU unless the user typed otherwise.

    Catalog facts (the caller reads them): the card's MFU prior (gpus.json ``mfu_prior``) and
    the effective all-reduce bandwidth of its scale-up link class (the interconnect preset
    ``busbw_gbps`` in platforms.json, e.g. 160 GB/s for the H800's cut NVLink 4).
    """

    mfu: float | None = None
    intra_node_gbps: float | None = None


def blank_platform(gpu: GpuSpec, name: str, defaults: GpuDefaults | None = None) -> Platform:
    """A new on-demand platform on ``gpu`` with a price of 0 to fill in.

    Its MFU and in-node link are the card's catalog defaults (``defaults``; the model's
    generic 0.40 / 200 GB/s only where the catalog has no figure), so a later GPU change
    sees them as the card's own and lets them follow the new card (``change_gpu``)."""
    figures: dict[str, float] = {}
    if defaults is not None and defaults.mfu is not None:
        figures["mfu"] = defaults.mfu
    if defaults is not None and defaults.intra_node_gbps is not None:
        figures["intra_node_gbps"] = defaults.intra_node_gbps
    pricing = HourlyPricing(price_per_gpu_hour=0.0)
    return Platform.model_validate({"name": name, "gpu": gpu, "pricing": pricing, **figures})


@dataclass(frozen=True)
class GpuFollow:
    """One figure that followed the new GPU: ``field`` went from ``before`` to ``after``.

    ``field`` is a Platform field name, or "precision" (before/after: the precision the
    workload asked for runs / does not run natively, as 1.0 / 0.0)."""

    field: str
    before: float
    after: float


def _follows(current: float, old: float | None, new: float | None) -> bool:
    """``current`` was the old GPU's default (not the user's own figure) and the new differs."""
    if old is None or new is None:
        return False
    return math.isclose(current, old, rel_tol=1e-9) and not math.isclose(new, old, rel_tol=1e-9)


def change_gpu(
    plan: Plan,
    index: int,
    gpu: GpuSpec,
    old: GpuDefaults = GpuDefaults(),
    new: GpuDefaults = GpuDefaults(),
) -> tuple[Plan, tuple[GpuFollow, ...]]:
    """Put ``gpu`` on the platform, with what follows from it; the list says what changed.

    The MFU and the scale-up bandwidth follow the card only where they still hold the old
    card's default (a figure the user typed, or a measured run, stays). A usable-memory
    override above the new card's memory is dropped. Precision availability follows the new
    datasheet copy; it is reported when the workload's precision gains or loses native support.
    """
    platform = plan.platforms[index]
    update: dict[str, object] = {"gpu": gpu}
    changes: list[GpuFollow] = []
    if platform.usable_memory_gb and platform.usable_memory_gb > gpu.memory_gb:
        update["usable_memory_gb"] = None
        changes.append(GpuFollow("usable_memory_gb", platform.usable_memory_gb, gpu.memory_gb))
    if _follows(platform.mfu, old.mfu, new.mfu):
        assert new.mfu is not None
        update["mfu"] = new.mfu
        changes.append(GpuFollow("mfu", platform.mfu, new.mfu))
    if _follows(platform.intra_node_gbps, old.intra_node_gbps, new.intra_node_gbps):
        assert new.intra_node_gbps is not None
        update["intra_node_gbps"] = new.intra_node_gbps
        changes.append(GpuFollow("intra_node_gbps", platform.intra_node_gbps, new.intra_node_gbps))
    precision = plan.workload.precision
    had = _native(platform.gpu, precision)
    has = _native(gpu, precision)
    if had != has:
        changes.append(GpuFollow("precision", float(had), float(has)))
    new_platform = Platform.model_validate({**dict(platform), **update})
    return replace_at(plan, ("platforms", index), new_platform), tuple(changes)


def _native(gpu: GpuSpec, precision: Precision) -> bool:
    return getattr(gpu, f"{precision.value}_tflops") is not None


def _prices(platform: Platform) -> tuple[object, ...]:
    pricing = platform.pricing
    return (type(pricing), *(getattr(pricing, f) for f in money_fields(pricing)))


def date_typed_price(before: Plan, after: Plan, index: int, today: dt.date) -> Plan:
    """``after``, where the user changed a price of platform ``index``, dated ``today`` and
    marked as entered by the user (the preset's or quote's date no longer tells its age).

    A quote validity already past is dropped (it was the vendor's, not the user's figure). A
    switch of pricing mode is not a typed price: the seeded figures keep the old date."""
    if index >= len(before.platforms) or index >= len(after.platforms):
        return after
    old, new = _prices(before.platforms[index]), _prices(after.platforms[index])
    if old[0] is not new[0] or old == new:
        return after
    platform = after.platforms[index]
    # Typed in the plan's currency: the quote's conversion (quoted_currency) no longer holds.
    update: dict[str, object] = {
        "prices_as_of": today,
        "prices_entered": True,
        "quoted_currency": None,
        "quoted_rate": None,
    }
    if platform.quote_valid_until and platform.quote_valid_until < today:
        update["quote_valid_until"] = None
    dated = Platform.model_validate({**dict(platform), **update})
    return replace_at(after, ("platforms", index), dated)


def mark_typed_pricing(before: Plan, after: Plan, index: int) -> Plan:
    """``after``, where the user set pricing fields of platform ``index``, with those fields
    recorded as typed (``Platform.typed_pricing``): the bill then says ``typed`` for them,
    even for a value equal to the preset's. A switch of pricing class records nothing."""
    if index >= len(before.platforms) or index >= len(after.platforms):
        return after
    old, new = before.platforms[index].pricing, after.platforms[index].pricing
    if type(old) is not type(new):
        return after
    platform = after.platforms[index]
    changed = [name for name in type(new).model_fields if getattr(old, name) != getattr(new, name)]
    typed = tuple(dict.fromkeys((*platform.typed_pricing, *changed)))
    if typed == platform.typed_pricing:
        return after
    return replace_at(after, ("platforms", index, "typed_pricing"), typed)


def mark_typed_node_size(before: Plan, after: Plan, index: int) -> Plan:
    """``after``, where the user set platform ``index``'s GPUs per node, with it recorded as
    typed beside the pricing fields (``Platform.typed_pricing``: it prices machines and whole
    nodes): the bill says ``typed`` for it from then on, even back at the preset's value."""
    if index >= len(before.platforms) or index >= len(after.platforms):
        return after
    platform = after.platforms[index]
    if before.platforms[index].gpus_per_node == platform.gpus_per_node:
        return after
    if NODE_SIZE in platform.typed_pricing:
        return after
    typed = (*platform.typed_pricing, NODE_SIZE)
    return replace_at(after, ("platforms", index, "typed_pricing"), typed)


def set_fee_value(plan: Plan, platform: int, row: int, field: str, value: object) -> Plan:
    """``plan`` with ``field`` of fee ``row`` of platform ``platform`` set to ``value`` by
    the user: a rate or quantity a preset put there (``FeeItem.preset_fields``) that this
    changes is typed from then on (its source in the bill). Raises ``ValidationError``."""
    path = ("platforms", platform, "fees", row)
    old = plan.platforms[platform].fees[row]
    plan = replace_at(plan, (*path, field), value)
    new = plan.platforms[platform].fees[row]
    if field in new.preset_fields and getattr(old, field) != getattr(new, field):
        kept = tuple(f for f in new.preset_fields if f != field)
        plan = replace_at(plan, (*path, "preset_fields"), kept)
    return plan


def put_fee(plan: Plan, item: FeeItem, indices: Iterable[int]) -> Plan:
    """``item`` on each platform in ``indices``: it replaces a fee of the same name there
    (copying an edited item again updates every copy), else it is added at the end."""
    platforms = list(plan.platforms)
    for i in indices:
        fees = list(platforms[i].fees)
        same = next((k for k, fee in enumerate(fees) if fee.name == item.name), None)
        if same is None:
            fees.append(item)
        else:
            fees[same] = item
        platforms[i] = platforms[i].model_copy(update={"fees": tuple(fees)})
    return _with_platforms(plan, platforms)
