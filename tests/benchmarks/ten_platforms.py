"""The benchmark plan: one workload and 10 platforms swept over N = 1 … 1,024.

It mixes every pricing mode (on-demand, spot, reserved, lease, self-built both ways), fee
items of every basis, measured scaling points, interruptions with and without checkpoints,
quotas, whole nodes and a precision fallback, so a benchmark exercises every code path of
``evaluate``. Shared by the evaluation, GUI (edit-to-chart) and export benchmarks; a test
(tests/core/test_benchmarks.py) keeps it valid.
"""

from __future__ import annotations

import datetime as dt

from gpuplanner.core.fees import FeeItem
from gpuplanner.core.plan import Plan, PlanSettings
from gpuplanner.core.platform import (
    CommittedPricing,
    GpuSpec,
    HourlyPricing,
    LeasePricing,
    Platform,
    PricingMode,
    ReservedPricing,
    ScalingPoint,
    SelfBuiltPricing,
)
from gpuplanner.core.workload import ModelArch, Workload

SWEEP_MAX = 1024
AS_OF = dt.date(2025, 6, 1)

# Dense tensor TFLOPS from reference/gpus.md.
A100 = GpuSpec(
    id="a100-sxm4-80gb",
    name="A100 80GB SXM4",
    memory_gb=80,
    bf16_tflops=312,
    fp16_tflops=312,
    tf32_tflops=156,
    fp32_tflops=19.5,
    tdp_w=400,
)
H100 = GpuSpec(
    id="h100-sxm5-80gb",
    name="H100 SXM5 80GB",
    memory_gb=80,
    bf16_tflops=989.4,
    fp16_tflops=989.4,
    fp8_tflops=1978.9,
    tf32_tflops=494.7,
    fp32_tflops=67,
    tdp_w=700,
)
V100 = GpuSpec(
    id="v100-pcie-32gb", name="V100 PCIe 32GB", memory_gb=32, fp16_tflops=112, fp32_tflops=14
)
L40S = GpuSpec(
    id="l40s-48gb", name="L40S 48GB", memory_gb=48, bf16_tflops=362.05, fp16_tflops=362.05
)


def _fee(name: str, kind: str, basis: str, rate: float, quantity: float = 1.0) -> FeeItem:
    return FeeItem(name=name, kind=kind, basis=basis, rate=rate, quantity=quantity)


STORAGE = _fee("File storage 7 TB", "storage_file", "per_gb_month", 0.2, 7000)
EGRESS = _fee("Egress 1.5 TB", "egress", "per_gb", 0.5, 1500)
PUBLIC_IP = _fee("Public IP", "public_ip", "per_job_hour", 0.05)
SUPPORT = _fee("Support plan", "support", "percent_of_compute", 3.0)
SNAPSHOTS = _fee("Snapshots", "snapshots", "per_month", 200.0)
LABOR = _fee("Setup labor 16 h", "labor", "fixed", 300.0, 16)
MONITORING = _fee("Monitoring agent", "other", "per_gpu_hour", 0.02)


def ten_platform_plan(sweep_max: int = SWEEP_MAX) -> Plan:
    """A 13B full fine-tune (ZeRO-3) on 20e9 tokens across 10 platforms, N = 1 … sweep_max."""
    workload = Workload(
        model=ModelArch(
            name="13B (Llama-2 shape)",
            params_b=13.0,
            layers=40,
            hidden=5120,
            heads=40,
            ffn=13824,
            vocab=32000,
        ),
        method="full",
        tokens=20e9,
        seq_len=4096,
        global_batch=512,
        micro_batch=1,
        zero_stage=3,
        # full: the V100 (32 GB) must still fit once activations count Llama's gated MLP
        recompute="full",
        deadline_hours=24 * 14,
        budget=2_000_000.0,
        dataset_gb=1500,
    )
    platforms = (
        Platform(
            name="A100 on-demand",
            prices_as_of=AS_OF,
            gpu=A100,
            pricing=HourlyPricing(price_per_gpu_hour=20.0),
            intra_node_gbps=230,
            inter_node_gbps=23,
            scaling_points=(
                ScalingPoint(gpus=8, efficiency=0.9),
                ScalingPoint(gpus=64, efficiency=0.7),
            ),
            setup_hours=0.5,
            fees=(STORAGE, EGRESS, PUBLIC_IP),
        ),
        Platform(
            name="H100 on-demand hourly",
            gpu=H100,
            pricing=HourlyPricing(
                price_per_gpu_hour=40.0, billing_increment_hours=1.0, minimum_hours=24.0
            ),
            mfu=0.35,
            intra_node_gbps=360,
            inter_node_gbps=45,
            max_gpus=512,
            fees=(STORAGE, SUPPORT),
        ),
        Platform(
            name="H100 spot",
            gpu=H100,
            pricing=HourlyPricing(mode=PricingMode.SPOT, price_per_gpu_hour=14.0),
            mfu=0.35,
            intra_node_gbps=360,
            inter_node_gbps=45,
            interruption_rate=0.002,
            restart_hours=0.25,
            fees=(STORAGE, EGRESS),
        ),
        Platform(
            name="V100 spot, no checkpoints",
            gpu=V100,
            pricing=HourlyPricing(mode=PricingMode.SPOT, price_per_gpu_hour=4.0),
            mfu=0.25,
            intra_node_gbps=10,
            inter_node_gbps=3,
            interruption_rate=0.0005,
            checkpointing=False,
            fees=(EGRESS,),
        ),
        Platform(
            name="A100 reserved 3 months",
            gpu=A100,
            pricing=ReservedPricing(price_per_gpu_month=7000.0, minimum_months=3),
            intra_node_gbps=230,
            inter_node_gbps=23,
            max_gpus=256,
            fees=(STORAGE, SNAPSHOTS),
        ),
        Platform(
            name="H100 committed use",
            gpu=H100,
            pricing=CommittedPricing(
                committed_gpus=64,
                committed_price_per_gpu_hour=15.0,
                term_months=3,
                overflow_per_gpu_hour=28.0,
            ),
            mfu=0.38,
            intra_node_gbps=360,
            inter_node_gbps=45,
            queue_hours=72,
            fees=(STORAGE, MONITORING),
        ),
        Platform(
            name="A100 lease whole machines",
            gpu=A100,
            pricing=LeasePricing(
                price_per_machine_month=60000.0,
                deposit_per_machine=20000.0,
                deposit_refundable=False,
                addons_per_machine_month=3000.0,
            ),
            whole_nodes=True,
            intra_node_gbps=230,
            inter_node_gbps=23,
            checkpoint_interval_hours=2.0,
            interruption_rate=0.0001,
            fees=(LABOR,),
        ),
        Platform(
            name="L40S lease, shared memory",
            gpu=L40S,
            usable_memory_gb=44,
            pricing=LeasePricing(price_per_machine_month=30000.0, minimum_months=2),
            mfu=0.3,
            virtualization_derate=0.05,
            intra_node_gbps=25,
            inter_node_gbps=12.5,
            fees=(STORAGE, LABOR),
        ),
        Platform(
            name="H100 self-built",
            gpu=H100,
            pricing=SelfBuiltPricing(
                capex_per_gpu=250_000.0,
                hosting_per_gpu_month=500.0,
                staff_per_month=30_000.0,
                lead_time_days=28,
            ),
            mfu=0.4,
            intra_node_gbps=360,
            inter_node_gbps=45,
            max_gpus=128,
            interruption_rate=0.00005,
            fees=(LABOR,),
        ),
        Platform(
            name="A100 self-built, whole purchase",
            gpu=A100,
            pricing=SelfBuiltPricing(
                capex_per_gpu=80_000.0, charge_whole_purchase=True, power_w_per_gpu=500
            ),
            intra_node_gbps=230,
            inter_node_gbps=23,
            fixed_gpus=64,
            fees=(LABOR, SNAPSHOTS),
        ),
    )
    return Plan(
        title="Benchmark: 13B on 10 platforms",
        workload=workload,
        platforms=platforms,
        settings=PlanSettings(max_gpus=sweep_max),
    )
