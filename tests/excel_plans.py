"""Plans for the export tests (one platform per pricing mode, a fee of every basis) and a
reader for a workbook's defined names."""

from __future__ import annotations

import datetime as dt

import openpyxl

from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.energy_models import EnergySettings
from gpuplanner.core.fees import FeeBasis, FeeItem, FeeKind
from gpuplanner.core.financing import Financing
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
from gpuplanner.core.tax import china_vat
from gpuplanner.core.uncertainty_models import Calibration, TrialPhase
from gpuplanner.core.workload import ModelArch, Workload
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

A100 = GpuSpec(id="a100", name="A100 80GB", memory_gb=80, bf16_tflops=312, tdp_w=400)
SMALL = GpuSpec(id="t4", name="T4 16GB", memory_gb=16, fp16_tflops=65)


def _fee(name: str, kind: FeeKind, basis: FeeBasis, rate: float, qty: float = 1.0) -> FeeItem:
    return FeeItem(name=name, kind=kind, basis=basis, rate=rate, quantity=qty)


def every_mode_plan(title: str = "Every pricing mode", currency: str = "CNY") -> Plan:
    """Seven feasible platforms (each pricing mode, both lease deposits, both self-built
    charges, interruptions with and without checkpoints) and one that cannot fit."""
    K = FeeKind
    B = FeeBasis
    common = {"gpu": A100, "prices_as_of": dt.date(2025, 6, 1), "intra_node_gbps": 230.0}
    platforms = [
        Platform(
            name="On-demand, hourly billing, 24 h minimum",
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
            name="Spot with checkpoints",
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
            name="Spot, no checkpoints",
            pricing=HourlyPricing(mode=PricingMode.SPOT, price_per_gpu_hour=6.0),
            interruption_rate=0.0005,
            checkpointing=False,
            fixed_gpus=8,
            **common,
        ),
        Platform(
            name="Reserved monthly",
            pricing=ReservedPricing(price_per_gpu_month=9000, minimum_months=2),
            fees=(_fee("File storage", K.STORAGE_FILE, B.PER_MONTH, 1400),),
            **common,
        ),
        Platform(
            name="Lease, deposit kept",
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
            name="Lease, deposit refunded",
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
            name="Self-built, depreciation",
            pricing=SelfBuiltPricing(
                capex_per_gpu=250000, hosting_per_gpu_month=1500, staff_per_month=30000
            ),
            fixed_gpus=16,
            fees=(_fee("Other", K.OTHER, B.FIXED, 800),),
            **common,
        ),
        Platform(
            name="Self-built, whole purchase",
            pricing=SelfBuiltPricing(capex_per_gpu=200000, charge_whole_purchase=True),
            fixed_gpus=8,
            **common,
        ),
        Platform(
            name="Too small",
            gpu=SMALL,
            pricing=HourlyPricing(price_per_gpu_hour=2.0),
            max_gpus=2,
            fees=(_fee("Egress", K.EGRESS, B.PER_GB, 0.8, 100),),
        ),
    ]
    workload = Workload(
        model=ModelArch(name="7B", params_b=7.0, layers=32, hidden=4096, heads=32, vocab=32000),
        tokens=2e9,
        zero_stage=3,
        budget=400000,
        dataset_gb=1500,
    )
    return Plan(title=title, currency=currency, workload=workload, platforms=tuple(platforms))


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
    The spot platform with checkpoints is calibrated from a slow measured run (16 GPUs, 100 s
    per 1M-token step): its MFU is implied, and implausibly low (a notice).
    """
    plan = every_mode_plan(title="Trial and calibration")
    if on_platform:
        trial = TrialPhase(hours=8.0, gpus=2, platform=plan.platforms[0].name)
    else:
        trial = TrialPhase(hours=8.0, gpus=2, price_per_gpu_hour=3.5, saves_setup_hours=0.5)
    platforms = list(plan.platforms)
    calibration = Calibration(gpus=16, step_seconds=100.0)
    platforms[1] = platforms[1].model_copy(update={"calibration": calibration})
    return plan.model_copy(update={"trial": trial, "platforms": tuple(platforms)})


def finance_plan(recoverable: bool = False, trial: bool = False) -> Plan:
    """The every-mode plan with discounts, negotiated prices and markups on six platforms and
    China's VAT (6 % / 13 %), input tax recoverable or not; power profiles on two platforms;
    a node-hour quote and whole-node billing; optionally a trial phase with two runs in
    720-hour months."""
    base = trial_plan() if trial else every_mode_plan(title="Finance")
    adjustments = {
        0: PriceAdjustment(discount_percent=15),
        1: PriceAdjustment(negotiated_price=7.0, negotiated_source="quote", markup_percent=10),
        3: PriceAdjustment(markup_percent=5),
        4: PriceAdjustment(discount_percent=10),
        6: PriceAdjustment(discount_percent=20),
        7: PriceAdjustment(negotiated_price=180000, negotiated_as_of=dt.date(2025, 5, 1)),
    }
    platforms = [
        p.model_copy(update={"adjustment": adjustments[i]}) if i in adjustments else p
        for i, p in enumerate(base.platforms)
    ]
    # Power profiles: a self-built cluster's overhead, load and idle share price its power;
    # a rented platform with its own grid intensity.
    profile = EnergySettings(server_overhead=1.3, load_factor=0.8, idle_fraction=0.3)
    platforms[6] = platforms[6].model_copy(update={"energy": profile})
    platforms[0] = platforms[0].model_copy(
        update={"energy": EnergySettings(gpu_power_w=450, pue=1.3, grid_kg_per_kwh=0.6)}
    )
    # Billing units: a node-hour quote; a 2-GPU reservation billed as a whole 8-GPU node.
    p1 = platforms[0].pricing.model_copy(update={"quoted_per_node": True})
    platforms[0] = platforms[0].model_copy(update={"pricing": p1})
    platforms[3] = platforms[3].model_copy(update={"bill_whole_nodes": True})
    # An owned cluster of 12 working GPUs buys 2 whole 8-GPU servers: 16 GPUs' capex,
    # hosting and repairs, the 4 unused at the idle share of power (the profile's 0.3).
    platforms[6] = platforms[6].model_copy(update={"bill_whole_nodes": True, "fixed_gpus": 12})
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
    for i, f in ((6, loan), (7, lease)):
        pricing = platforms[i].pricing.model_copy(update={"financing": f})
        platforms[i] = platforms[i].model_copy(update={"pricing": pricing})
    update = {"platforms": tuple(platforms), "tax": china_vat(recoverable)}
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
