"""Platform-editing rules (core.platform_edits): what follows a GPU change, pricing defaults."""

from __future__ import annotations

import datetime as dt

import pytest

from gpuplanner.core.currency import ExchangeRate
from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import blank_plan
from gpuplanner.core.platform import HourlyPricing, PricingMode, SelfBuiltPricing
from gpuplanner.core.platform_edits import (
    GpuDefaults,
    GpuFollow,
    blank_platform,
    change_gpu,
    date_typed_price,
    mark_typed_pricing,
    switch_pricing_mode,
)
from gpuplanner.core.pricing_modes.self_built import self_built_capex
from gpuplanner.core.workload import LayoutField, Precision
from tests.plans import gpu, make_plan, platform

# Catalog facts the GUI passes in (catalogs/gpus.json mfu_prior; platforms.json busbw_gbps):
# H100 SXM on NVLink 4 via NVSwitch 360 GB/s, the H800's NVLink cut to 400 GB/s total: 160.
H100 = GpuDefaults(mfu=0.40, intra_node_gbps=360.0)
H800 = GpuDefaults(mfu=0.40, intra_node_gbps=160.0)
V100 = GpuDefaults(mfu=0.25, intra_node_gbps=120.0)
H100_SPEC = gpu(id="h100-sxm-80gb", name="H100", bf16_tflops=989.4, fp8_tflops=1978.9)
H800_SPEC = gpu(id="h800-sxm-80gb", name="H800", bf16_tflops=989.4, fp8_tflops=1978.9)
A800_SPEC = gpu(id="a800-80gb-sxm", name="A800", bf16_tflops=312.0)
V100_SPEC = gpu(id="v100-sxm2-32gb", name="V100", memory_gb=32.0, bf16_tflops=None)


def _plan(**platform_fields):
    base = {"gpu": H100_SPEC, "mfu": 0.40, "intra_node_gbps": 360.0}
    return make_plan(platforms=[platform(**{**base, **platform_fields})])


def test_an_h800_takes_its_own_160_gbps_link_not_the_h100s_360() -> None:
    plan, changes = change_gpu(_plan(), 0, H800_SPEC, H100, H800)
    assert plan.platforms[0].intra_node_gbps == 160.0
    assert plan.platforms[0].mfu == 0.40  # the same prior: nothing to change
    assert changes == (GpuFollow("intra_node_gbps", 360.0, 160.0),)


def test_a_figure_the_user_typed_stays() -> None:
    plan, changes = change_gpu(_plan(mfu=0.33, intra_node_gbps=300.0), 0, V100_SPEC, H100, V100)
    assert plan.platforms[0].mfu == 0.33 and plan.platforms[0].intra_node_gbps == 300.0
    assert changes == (GpuFollow("precision", 1.0, 0.0),)  # a V100 has no BF16 (only FP16)


def test_the_mfu_prior_follows_the_card() -> None:
    plan, changes = change_gpu(_plan(), 0, V100_SPEC, H100, V100)
    assert plan.platforms[0].mfu == 0.25
    assert GpuFollow("mfu", 0.40, 0.25) in changes


def test_fp8_availability_is_reported_when_the_workload_trains_in_fp8() -> None:
    plan = replace_at(_plan(), ("workload", "precision"), Precision.FP8)
    plan, changes = change_gpu(plan, 0, A800_SPEC, H100, H800)
    assert plan.platforms[0].gpu.fp8_tflops is None
    assert GpuFollow("precision", 1.0, 0.0) in changes


def test_a_usable_memory_override_above_the_new_card_is_dropped() -> None:
    plan, changes = change_gpu(_plan(usable_memory_gb=70.0), 0, V100_SPEC)
    assert plan.platforms[0].usable_memory_gb is None
    assert changes[0] == GpuFollow("usable_memory_gb", 70.0, 32.0)


def test_a_blank_platform_takes_the_cards_figures_and_then_follows_a_new_card() -> None:
    blank = blank_platform(V100_SPEC, "New", V100)
    assert (blank.mfu, blank.intra_node_gbps) == (0.25, 120.0)
    plan, changes = change_gpu(make_plan(platforms=[blank]), 0, H100_SPEC, V100, H100)
    assert (plan.platforms[0].mfu, plan.platforms[0].intra_node_gbps) == (0.40, 360.0)
    assert changes[:2] == (GpuFollow("mfu", 0.25, 0.40), GpuFollow("intra_node_gbps", 120.0, 360.0))
    plan, changes = change_gpu(plan, 0, H800_SPEC, H100, H800)
    assert plan.platforms[0].intra_node_gbps == 160.0
    unknown = blank_platform(gpu(id="", name="Home-made"), "New")  # no catalog figure
    assert (unknown.mfu, unknown.intra_node_gbps) == (0.40, 200.0)  # the model's generic ones


def test_self_built_capex_uses_the_plans_own_rate_never_a_constant() -> None:
    # 60,000 CNY rule of thumb (seed-examples §F); 1 CNY = 0.14 USD in this plan: 8,400 USD.
    usd = make_plan(currency="USD", exchange_rates=(ExchangeRate(currency="CNY", rate=0.14),))
    assert self_built_capex(usd) == 8400.0
    assert self_built_capex(make_plan(currency="CNY")) == 60_000.0
    no_rate = make_plan(currency="USD")
    assert self_built_capex(no_rate) is None
    switched = switch_pricing_mode(no_rate, 0, PricingMode.SELF_BUILT)
    pricing = switched.platforms[0].pricing
    assert isinstance(pricing, SelfBuiltPricing) and pricing.capex_per_gpu == 0.0


@pytest.mark.parametrize("mode", [PricingMode.RESERVED, PricingMode.LEASE])
def test_monthly_modes_start_from_the_hourly_price(mode: PricingMode) -> None:
    # 10 /GPU-h × 730 h × 0.6 (monthly plans cost ≈ 60 % of list, seed-examples §F) = 4,380.
    plan = switch_pricing_mode(make_plan(), 0, mode)
    pricing = plan.platforms[0].pricing
    monthly = getattr(pricing, "price_per_gpu_month", None) or pricing.price_per_machine_month / 8
    assert monthly == pytest.approx(4380.0)


def test_a_typed_price_is_dated_and_a_mode_switch_is_not() -> None:
    day = dt.date(2026, 12, 1)
    before = make_plan(
        platforms=[
            platform(prices_as_of=dt.date(2025, 6, 1), quote_valid_until=dt.date(2025, 7, 1))
        ]
    )
    typed = replace_at(before, ("platforms", 0, "pricing", "price_per_gpu_hour"), 12.5)
    dated = date_typed_price(before, typed, 0, day).platforms[0]
    assert dated.prices_as_of == day and dated.prices_entered
    assert dated.quote_valid_until is None  # the vendor's validity ended before the entry
    switched = switch_pricing_mode(before, 0, PricingMode.RESERVED)
    assert date_typed_price(before, switched, 0, day) is switched
    other = replace_at(before, ("platforms", 0, "mfu"), 0.3)
    assert date_typed_price(before, other, 0, day) is other


def test_a_blank_plan_keeps_only_the_workload_currency_and_settings() -> None:
    template = make_plan(title="mine", notes="secret", currency="USD")
    blank = blank_plan(template)
    assert blank.platforms == () and blank.title == "" and blank.notes == ""
    assert blank.currency == "USD"
    # Every layout field automatic (issue 25; the virtual pipeline stages too, issue 23); the
    # rest of the workload is the template's.
    assert set(blank.workload.auto_layout) == set(LayoutField) and len(LayoutField) == 8
    back = {"auto_layout": template.workload.auto_layout, "dataset_gb": 0.0}
    assert blank.workload.model_copy(update=back) == template.workload
    # The dataset: the tokens as uint32 token ids (core/storage.py), 4 B each.
    assert blank.workload.dataset_gb == round(template.workload.tokens * 4 / 1e9, 1)


def test_a_default_dataset_size_follows_the_tokens_and_a_typed_one_stays() -> None:
    """1e9 tokens × 4 B = 4.0 GB; 2.5e9 tokens → 10.0 GB; a typed 1,500 GB stays."""
    from gpuplanner.core.storage import dataset_follows_tokens, default_dataset_gb

    assert default_dataset_gb(1e9) == 4.0 and default_dataset_gb(2.5e9) == 10.0
    w = make_plan().workload.model_copy(update={"tokens": 1e9, "dataset_gb": 4.0})
    more = w.model_copy(update={"tokens": 2.5e9})
    assert dataset_follows_tokens(w, more).dataset_gb == 10.0
    typed = w.model_copy(update={"dataset_gb": 1500.0})
    assert (
        dataset_follows_tokens(typed, typed.model_copy(update={"tokens": 2.5e9})).dataset_gb
        == 1500.0
    )


def test_a_fee_put_on_several_platforms_replaces_its_namesake() -> None:
    from gpuplanner.core.fees import FeeItem
    from gpuplanner.core.platform_edits import put_fee

    plan = make_plan(platforms=[platform(name="A"), platform(name="B"), platform(name="C")])
    labor = FeeItem(name="Labor", rate=300.0, quantity=8.0)
    plan = put_fee(plan, labor, [0, 2])
    assert [len(p.fees) for p in plan.platforms] == [1, 0, 1]
    dearer = labor.model_copy(update={"rate": 350.0})
    plan = put_fee(plan, dearer, [0, 1, 2])
    assert [[f.rate for f in p.fees] for p in plan.platforms] == [[350.0], [350.0], [350.0]]


def _two(baseline: str | None):
    plan = make_plan(platforms=[platform(name="A"), platform(name="B")])
    return plan.model_copy(update={"baseline": baseline})


def test_renaming_the_baseline_platform_carries_the_baseline_along() -> None:
    from gpuplanner.core.platform_edits import carry_baseline

    before = _two("B")
    after = carry_baseline(before, replace_at(before, ("platforms", 1, "name"), "B renamed"))
    assert after.baseline == "B renamed"
    # Renaming another platform, or a plan on the default baseline, leaves it alone.
    other = carry_baseline(before, replace_at(before, ("platforms", 0, "name"), "A2"))
    assert other.baseline == "B"
    default = _two(None)
    assert (
        carry_baseline(default, replace_at(default, ("platforms", 1, "name"), "C")).baseline is None
    )


def test_removing_the_baseline_platform_returns_to_the_cheapest() -> None:
    from gpuplanner.core.platform_edits import remove_platform

    assert remove_platform(_two("B"), 1).baseline is None
    assert remove_platform(_two("B"), 0).baseline == "B"
    # A file's baseline naming no platform of the plan is left for the notice to report.
    assert remove_platform(_two("Z"), 0).baseline == "Z"


def test_typed_pricing_fields_are_recorded_kept_in_the_file_and_cleared_by_a_mode_switch():
    """A price typed 3.00 → 2.50 (the preset's figure again) stays recorded as typed, so the
    bill says "typed" for it (core.bill_types.Sources); the file keeps the record; switching
    the pricing mode clears it (the new mode's figures are seeded, not typed)."""
    from gpuplanner.io.plan_file import dumps_plan, loads_plan

    plan = make_plan(platforms=[platform(pricing=HourlyPricing(price_per_gpu_hour=2.5))])
    typed = replace_at(plan, ("platforms", 0, "pricing", "price_per_gpu_hour"), 3.0)
    typed = mark_typed_pricing(plan, typed, 0)
    back = replace_at(typed, ("platforms", 0, "pricing", "price_per_gpu_hour"), 2.5)
    back = mark_typed_pricing(typed, back, 0)
    assert back.platforms[0].typed_pricing == ("price_per_gpu_hour",)
    assert mark_typed_pricing(back, back, 0) is back  # nothing changed: nothing recorded
    assert loads_plan(dumps_plan(back)).platforms[0].typed_pricing == ("price_per_gpu_hour",)
    switched = switch_pricing_mode(back, 0, PricingMode.RESERVED)
    assert switched.platforms[0].typed_pricing == ()
