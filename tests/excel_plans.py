"""Plans for the export tests (one platform per pricing mode, a fee of every basis) and a
reader for a workbook's defined names."""

from __future__ import annotations

import datetime as dt

import openpyxl
from plans import index_of, platform_named, with_platform

from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.energy_models import EnergySettings
from gpuplanner.core.fees import FeeBasis, FeeItem, FeeKind
from gpuplanner.core.financing import Financing
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import (
    CommittedPricing,
    GpuSpec,
    HourlyPricing,
    LeasePricing,
    Platform,
    PricingMode,
    ReservedPricing,
    SelfBuiltPricing,
)
from gpuplanner.core.tax import china_vat
from gpuplanner.core.uncertainty_models import Calibration, TrialPhase
from gpuplanner.core.workload import ModelArch, Workload
from gpuplanner.io.excel.context import platform_prefix
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

# The every-mode plan's platforms, by name (tests address them so, never by position).
ON_DEMAND = "On-demand, hourly billing, 24 h minimum"
SPOT = "Spot with checkpoints"
SPOT_NO_CHECKPOINTS = "Spot, no checkpoints"
RESERVED = "Reserved monthly"
LEASE_KEPT = "Lease, deposit kept"
LEASE_REFUNDED = "Lease, deposit refunded"
OWNED_DEPRECIATED = "Self-built, depreciation"
OWNED_WHOLE = "Self-built, whole purchase"
TOO_SMALL = "Too small"
COMMITTED = "Committed use, 8 of 16 GPUs"

A100 = GpuSpec(id="a100", name="A100 80GB", memory_gb=80, bf16_tflops=312, tdp_w=400)
SMALL = GpuSpec(id="t4", name="T4 16GB", memory_gb=16, fp16_tflops=65)


def _fee(name: str, kind: FeeKind, basis: FeeBasis, rate: float, qty: float = 1.0) -> FeeItem:
    return FeeItem(name=name, kind=kind, basis=basis, rate=rate, quantity=qty)


def every_mode_plan(title: str = "Every pricing mode", currency: str = "CNY") -> Plan:
    """Every pricing mode on feasible platforms (both lease deposits, both self-built
    charges, interruptions with and without checkpoints, a commitment half used: 8 of its
    16 GPUs committed) and one platform that cannot fit, last."""
    K = FeeKind
    B = FeeBasis
    common = {"gpu": A100, "prices_as_of": dt.date(2025, 6, 1), "intra_node_gbps": 230.0}
    platforms = [
        Platform(
            name=ON_DEMAND,
            pricing=HourlyPricing(
                price_per_gpu_hour=21.5, billing_increment_hours=1.0, minimum_hours=24.0
            ),
            setup_hours=0.75,
            fixed_gpus=8,
            fees=(
                _fee("Object storage 2 TB", K.STORAGE_OBJECT, B.PER_GB_MONTH, 0.12, 2000),
                _fee("Egress 1.5 TB", K.EGRESS, B.PER_GB, 0.5, 1500),
                _fee("Setup labor", K.LABOR, B.FIXED, 3000),
            ),
            **common,
        ),
        Platform(
            name=SPOT,
            pricing=HourlyPricing(mode=PricingMode.SPOT, price_per_gpu_hour=7.9),
            interruption_rate=0.002,
            fixed_gpus=16,
            fees=(
                _fee("Public IP", K.PUBLIC_IP, B.PER_JOB_HOUR, 0.03),
                _fee("Snapshots", K.SNAPSHOTS, B.PER_GPU_HOUR, 0.05),
                _fee("Support 5 %", K.SUPPORT, B.PERCENT_OF_COMPUTE, 5),
            ),
            **common,
        ),
        Platform(
            name=SPOT_NO_CHECKPOINTS,
            pricing=HourlyPricing(mode=PricingMode.SPOT, price_per_gpu_hour=6.0),
            interruption_rate=0.0005,
            checkpointing=False,
            fixed_gpus=8,
            **common,
        ),
        Platform(
            name=RESERVED,
            pricing=ReservedPricing(price_per_gpu_month=9000, minimum_months=2),
            fees=(_fee("File storage", K.STORAGE_FILE, B.PER_MONTH, 1400),),
            **common,
        ),
        Platform(
            name=LEASE_KEPT,
            pricing=LeasePricing(
                price_per_machine_month=60000,
                addons_per_machine_month=2500,
                deposit_per_machine=50000,
                deposit_refundable=False,
                buyout_per_machine=70000,  # a purchase option not exercised: a 0 line
            ),
            whole_nodes=True,
            fees=(_fee("Block storage", K.STORAGE_BLOCK, B.PER_GB_MONTH, 0.35, 500),),
            **common,
        ),
        Platform(
            name=LEASE_REFUNDED,
            pricing=LeasePricing(
                price_per_machine_month=55000,
                minimum_months=3,
                residual_per_machine=20000,
                buyout_per_machine=90000,
                exercise_buyout=True,
            ),
            fixed_gpus=12,  # 12 GPUs need 2 machines of 8
            **common,
        ),
        Platform(
            name=OWNED_DEPRECIATED,
            pricing=SelfBuiltPricing(
                capex_per_gpu=250000, hosting_per_gpu_month=1500, staff_per_month=30000
            ),
            fixed_gpus=16,
            fees=(_fee("Other", K.OTHER, B.FIXED, 800),),
            **common,
        ),
        Platform(
            name=OWNED_WHOLE,
            pricing=SelfBuiltPricing(capex_per_gpu=200000, charge_whole_purchase=True),
            fixed_gpus=8,
            **common,
        ),
        Platform(
            name=COMMITTED,
            pricing=CommittedPricing(
                committed_gpus=8,
                committed_price_per_gpu_hour=12.0,
                term_months=1,
                overflow_per_gpu_hour=21.5,
            ),
            fixed_gpus=16,
            **common,
        ),
        Platform(
            name=TOO_SMALL,
            gpu=SMALL,
            pricing=HourlyPricing(price_per_gpu_hour=2.0),
            max_gpus=2,
            fees=(_fee("Egress", K.EGRESS, B.PER_GB, 0.8, 100),),
        ),
    ]
    workload = Workload(
        model=ModelArch(name="7B", params_b=7.0, layers=32, hidden=4096, heads=32, vocab=32000),
        tokens=2e9,
        # 384 sequences: the 8, 12 and 16 GPUs the platforms use take whole sequences each
        # (micro-batch × DP must divide the global batch); under ZeRO-3 the hours do not
        # depend on it (the gathers a step scale with it, the steps inversely).
        global_batch=384,
        zero_stage=3,
        budget=400000,
        dataset_gb=1500,
    )
    return Plan(title=title, currency=currency, workload=workload, platforms=tuple(platforms))


def prefix_of(plan: Plan, platform: str) -> str:
    """The workbook's defined-name prefix of the platform named ``platform`` (p1, p2, …)."""
    return platform_prefix(index_of(plan, platform))


def wb_name(plan: Plan, platform: str, field: str) -> str:
    """The workbook's defined name of ``field`` of the platform named ``platform`` in
    ``plan`` (p1_total for the first platform's total, …)."""
    return f"{prefix_of(plan, platform)}_{field}"


def seed_plan() -> Plan:
    """Seed example A: 7B full fine-tune on 1B tokens, three platforms."""
    return load_plan(examples_dir() / "seed-7b-finetune.gpuplan")


def named(wb: openpyxl.Workbook, name: str) -> object:
    """The value of the cell a workbook-level defined name points at."""
    (sheet, coord), *_ = wb.defined_names[name].destinations
    return wb[sheet][coord.replace("$", "")].value


def trial_plan(on_platform: bool = False) -> Plan:
    """The every-mode plan with a trial phase and one calibrated platform.

    Typed price: 2 GPUs × 8 h × 3.5 = 56 on every total, and 0.5 setup hours saved (the
    on-demand platform's 0.75 h setup becomes 0.25 h). On a platform: the same 2 GPUs × 8 h
    billed as the on-demand platform (24 h minimum): 2 × 24 h × 21.5 = 1,032.
    The spot platform with checkpoints is calibrated from a slow measured run (16 GPUs, 150 s
    per step of 384 × 2,048 = 786,432 tokens): its MFU is implied, and implausibly low (a
    notice).
    """
    plan = every_mode_plan(title="Trial and calibration")
    if on_platform:
        trial = TrialPhase(hours=8.0, gpus=2, platform=ON_DEMAND)
    else:
        trial = TrialPhase(hours=8.0, gpus=2, price_per_gpu_hour=3.5, saves_setup_hours=0.5)
    calibration = Calibration(gpus=16, step_seconds=150.0)
    plan = with_platform(plan, SPOT, calibration=calibration)
    return plan.model_copy(update={"trial": trial})


def finance_plan(recoverable: bool = False, trial: bool = False) -> Plan:
    """The every-mode plan with discounts, negotiated prices and markups on six platforms and
    China's VAT (6 % / 13 %), input tax recoverable or not; power profiles on two platforms;
    a node-hour quote and whole-node billing; optionally a trial phase with two runs in
    720-hour months."""
    base = trial_plan() if trial else every_mode_plan(title="Finance")
    adjustments = {
        ON_DEMAND: PriceAdjustment(discount_percent=15),
        SPOT: PriceAdjustment(negotiated_price=7.0, negotiated_source="quote", markup_percent=10),
        RESERVED: PriceAdjustment(markup_percent=5),
        LEASE_KEPT: PriceAdjustment(discount_percent=10),
        OWNED_DEPRECIATED: PriceAdjustment(discount_percent=20),
        OWNED_WHOLE: PriceAdjustment(negotiated_price=180000, negotiated_as_of=dt.date(2025, 5, 1)),
    }
    plan = base
    for name, adjustment in adjustments.items():
        plan = with_platform(plan, name, adjustment=adjustment)
    # Power profiles: a self-built cluster's overhead, load and idle share price its power;
    # a rented platform with its own grid intensity.
    profile = EnergySettings(server_overhead=1.3, load_factor=0.8, idle_fraction=0.3)
    plan = with_platform(plan, OWNED_DEPRECIATED, energy=profile)
    # Billing units: a node-hour quote; a 2-GPU reservation billed as a whole 8-GPU node.
    quoted = platform_named(plan, ON_DEMAND).pricing.model_copy(update={"quoted_per_node": True})
    plan = with_platform(
        plan,
        ON_DEMAND,
        energy=EnergySettings(gpu_power_w=450, pue=1.3, grid_kg_per_kwh=0.6),
        pricing=quoted,
    )
    plan = with_platform(plan, RESERVED, bill_whole_nodes=True)
    # An owned cluster of 12 working GPUs buys 2 whole 8-GPU servers: 16 GPUs' capex,
    # hosting and repairs, the 4 unused at the idle share of power (the profile's 0.3).
    plan = with_platform(plan, OWNED_DEPRECIATED, bill_whole_nodes=True, fixed_gpus=12)
    # Financing: the depreciated cluster on a 36-month loan, 20 % down, at 6 % APR; the
    # whole purchase on a finance lease in advance with a 10 % residual.
    loan = Financing(down_payment_fraction=0.2, annual_rate=0.06, term_months=36)
    lease = Financing(
        kind="finance_lease",
        annual_rate=0.08,
        term_months=24,
        in_advance=True,
        balloon_fraction=0.1,
    )
    for name, f in ((OWNED_DEPRECIATED, loan), (OWNED_WHOLE, lease)):
        pricing = platform_named(plan, name).pricing.model_copy(update={"financing": f})
        plan = with_platform(plan, name, pricing=pricing)
    update = {"platforms": plan.platforms, "tax": china_vat(recoverable)}
    if trial:  # and two runs, each billed on its own, in 720-hour months
        update["workload"] = base.workload.model_copy(update={"runs": 2})
        update["settings"] = base.settings.model_copy(update={"hours_per_month": 720.0})
    return base.model_copy(update=update)


def _fixed(kind: FeeKind, amount: float) -> FeeItem:
    return FeeItem(kind=kind, basis=FeeBasis.FIXED, rate=amount)


def three_platforms(baseline: str | None = None) -> Plan:
    """Three platforms reserving seed example A's 8 GPUs for their single month (18 h start
    one month) at 5,426,381 / 6,423,183 / 5,898,240: GPU time 8 × 1 × price plus fixed fees
    (storage, network, support), for the baseline comparison."""
    plan = seed_plan()
    a = plan.platforms[0]
    specs = (
        ("P1", 625_000, (_fixed(FeeKind.STORAGE_OBJECT, 426_381),)),  # 5,000,000 + 426,381
        ("P2", 750_000, (_fixed(FeeKind.STORAGE_FILE, 300_000), _fixed(FeeKind.EGRESS, 123_183))),
        ("P3", 687_500, (_fixed(FeeKind.SUPPORT, 398_240),)),  # 5,500,000 + 398,240
    )
    platforms = tuple(
        a.model_copy(
            update={
                "name": name,
                "pricing": ReservedPricing(price_per_gpu_month=price),
                "fees": fees,
            }
        )
        for name, price, fees in specs
    )
    return plan.model_copy(update={"platforms": platforms, "baseline": baseline})
