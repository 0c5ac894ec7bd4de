"""Time on N GPUs (DESIGN §3.3): effective throughput, the communication model, measured
scaling points, and the seed 001 scaling arithmetic."""

from __future__ import annotations

import numpy as np
import pytest
from plans import make_plan, platform, workload

from gpuplanner.core import evaluate
from gpuplanner.core.errors import CoreError
from gpuplanner.core.notices import Code
from gpuplanner.core.platform import GpuSpec, HourlyPricing, ScalingPoint
from gpuplanner.core.scaling import (
    comm_seconds,
    data_parallel_bandwidth,
    effective_flops_per_gpu,
    efficiency_from_times,
    model_efficiency,
    peak_tflops,
    scaling_efficiency,
)
from gpuplanner.core.workload import Precision

N = np.arange(1, 17, dtype=float)


def test_seed_measured_scaling_0_71_and_0_57() -> None:
    # 1 GPU 10 h; 4 GPUs 3.5 h: 10 / (4 · 3.5) = 0.714; 8 GPUs 2.2 h: 10 / (8 · 2.2) = 0.568
    assert efficiency_from_times(1, 10.0, 4, 3.5) == pytest.approx(0.7142857, rel=1e-6)
    assert efficiency_from_times(1, 10.0, 8, 2.2) == pytest.approx(0.5681818, rel=1e-6)
    assert round(efficiency_from_times(1, 10.0, 4, 3.5), 2) == 0.71
    assert round(efficiency_from_times(1, 10.0, 8, 2.2), 2) == 0.57


def test_efficiency_from_times_refuses_non_positive_input() -> None:
    with pytest.raises(CoreError, match="nonpositive_measurement"):
        efficiency_from_times(1, 10.0, 4, 0.0)


def test_seed_cost_per_step_rises_1_38_from_4_to_8_gpus() -> None:
    # 4 GPUs at 0.8 s/step vs 8 GPUs at 0.55 s/step: E(8)/E(4) = 4·0.8 / (8·0.55) = 0.7273;
    # throughput 0.8/0.55 = +45 %, hourly bill ×2, cost per step 8·0.55 / (4·0.8) = 1.375
    relative = efficiency_from_times(4, 0.8, 8, 0.55)
    assert relative == pytest.approx(3.2 / 4.4)
    assert 1 / relative == pytest.approx(1.375)
    # The same through evaluate: measured points E(4) = 1, E(8) = 0.7273 (modelled E = 1 with
    # full overlap), billing to 1e-6 h so rounding does not blur the ratio.
    p = platform(
        overlap=1.0,
        scaling_points=(
            ScalingPoint(gpus=4, efficiency=1.0),
            ScalingPoint(gpus=8, efficiency=relative),
        ),
        pricing=HourlyPricing(price_per_gpu_hour=10.0, billing_increment_hours=1e-6),
    )
    r = evaluate(make_plan(workload={"zero_stage": 3}, platforms=[p])).platforms[0]
    assert r.hours[3] / r.hours[7] == pytest.approx(0.8 / 0.55 * 1.0, rel=1e-9)
    assert r.compute_cost[7] / r.compute_cost[3] == pytest.approx(1.375, rel=1e-6)
    assert round(float(r.compute_cost[7] / r.compute_cost[3]), 2) == 1.38


def test_measured_points_reproduce_seed_hours() -> None:
    # 6e9 params · 6 · 1e8 tokens = 3.6e18 FLOPs at 1e14 FLOP/s = 36,000 s = 10 h on 1 GPU.
    # Points from the measured times reproduce 3.5 h on 4 GPUs and 2.2 h on 8.
    points = (
        ScalingPoint(gpus=4, efficiency=efficiency_from_times(1, 10.0, 4, 3.5)),
        ScalingPoint(gpus=8, efficiency=efficiency_from_times(1, 10.0, 8, 2.2)),
    )
    p = platform(gpu={"bf16_tflops": 250.0}, mfu=0.4, overlap=1.0, scaling_points=points)
    plan = make_plan(workload={"model": {"params_b": 6.0}, "tokens": 1e8}, platforms=[p])
    r = evaluate(plan).platforms[0]
    assert r.train_hours[0] == pytest.approx(10.0)
    assert r.train_hours[3] == pytest.approx(3.5)
    assert r.train_hours[7] == pytest.approx(2.2)
    # Between points the measured/modelled ratio is linear in log2 N (modelled E = 1 here):
    # E(2) = 1 + (0.714 − 1) · 1/2 = 0.857; beyond the last point it is held: E(16) = 0.568
    assert r.efficiency[1] == pytest.approx(1 + (10 / 14 - 1) / 2)
    assert r.efficiency[15] == pytest.approx(10 / 17.6)


# Item 4 of the brief: 7B, global batch 32 × 2048 tokens, overlap 0, MFU 0.4 on A100.
# t_c = 6 · 7e9 · 65,536 / (8 · 124.8e12) = 2.752512e15 / 9.984e14 = 2.756923 s
# t_comm = 2 · 7/8 · 14e9 / B   (bf16 gradients 2 · 7e9 bytes, ring all-reduce, d = 8)
T_C = 6 * 7e9 * 65_536 / (8 * 124.8e12)


def _comm_platform(**overrides):
    return platform(**{"mfu": 0.4, "overlap": 0.0, **overrides})


def _efficiency_at_8(p, **workload_overrides) -> float:
    w = workload(global_batch=32, seq_len=2048, **workload_overrides)
    r = evaluate(make_plan(workload=w, platforms=[p])).platforms[0]
    return float(r.efficiency[7])


# NCCL ring latency (test_data_parallel_collectives_pay_nccls_ring_latency): 175 buckets of
# 40 M parameters; on one 8-GPU node 175 · 8.4 + 350 · 7 · 3.4 µs = 9.8 ms; one GPU a node,
# 7 network steps: 175 · 8.4 + 350 · 7 · 14 µs = 35.77 ms a step.
LAT_NODE = 9.8e-3
LAT_NET = 35.77e-3


def test_nvlink_node_scales_well_for_7b() -> None:
    # t_comm = 1.75 · 14e9 / 230e9 = 0.106522 s + 9.8 ms latency
    # → E = 2.756923 / 2.873245 = 0.95952
    t_comm = 1.75 * 14e9 / 230e9
    e = _efficiency_at_8(_comm_platform(gpus_per_node=8, intra_node_gbps=230.0))
    assert t_comm == pytest.approx(0.1065217, rel=1e-6)
    assert e == pytest.approx(T_C / (T_C + t_comm + LAT_NODE), rel=1e-12)
    assert e == pytest.approx(0.95952, abs=5e-6)


def test_one_gpu_per_node_over_25gbe_loses_most_of_the_speed_up() -> None:
    # t_comm = 1.75 · 14e9 / 2.8e9 = 8.75 s + 35.77 ms → E = 2.756923 / 11.542693 = 0.23885;
    # speed-up 8 · 0.2388 = 1.91 instead of 7.68 on NVLink
    e = _efficiency_at_8(_comm_platform(gpus_per_node=1, inter_node_gbps=2.8))
    assert e == pytest.approx(T_C / (T_C + 8.75 + LAT_NET), rel=1e-12)
    assert e == pytest.approx(0.23885, abs=5e-6)
    assert 8 * e < 2.0


def test_overlap_hides_communication_behind_compute() -> None:
    # φ = 0.5: t_step = t_c + max(0, 8.78577 − 0.5 · 2.756923) = 2.756923 + 7.407308
    # → E = 0.27124; on NVLink 0.1163 < 1.378 is fully hidden → E = 1
    slow = _efficiency_at_8(_comm_platform(gpus_per_node=1, inter_node_gbps=2.8, overlap=0.5))
    assert slow == pytest.approx(T_C / (T_C + 8.75 + LAT_NET - 0.5 * T_C), rel=1e-12)
    assert slow == pytest.approx(0.27124, abs=5e-6)
    fast = _efficiency_at_8(_comm_platform(intra_node_gbps=230.0, overlap=0.5))
    assert fast == 1.0


def test_zero3_moves_one_and_a_half_times_the_volume_per_micro_batch() -> None:
    # ZeRO-3 gathers the weights again for every micro-batch (ZeRO paper §7.2): 1.5 × 8.75 s
    # per micro-batch, a = 32 / (8 · 1) = 4 micro-batches → 52.5 s, plus NCCL latency: per
    # micro-batch 32 blocks × 3 collectives × (8.4 + 7 · 14 µs) = 10.2144 ms
    # → E = 2.756923 / (2.756923 + 52.5 + 0.0408576)
    e = _efficiency_at_8(_comm_platform(gpus_per_node=1, inter_node_gbps=2.8), zero_stage=3)
    assert e == pytest.approx(T_C / (T_C + 4 * (13.125 + 10.2144e-3)), rel=1e-12)
    # micro-batch 4: one micro-batch per step, 13.125 s + 10.2144 ms
    e4 = _efficiency_at_8(
        _comm_platform(gpus_per_node=1, inter_node_gbps=2.8), zero_stage=3, micro_batch=4
    )
    assert e4 == pytest.approx(T_C / (T_C + 13.125 + 10.2144e-3), rel=1e-12)


def test_zero3_lora_gathers_the_sharded_frozen_base() -> None:
    # FSDP all-gathers the weights for forward and backward, reduce-scatters the gradients:
    # (d−1)/d · (2·W + G), W = 2·7e9 base + 2·39,976,960 adapters = 14.07995392e9 B,
    # G = 2·39,976,960 = 79,953,920 B → 7/8 · 28.23986176e9 = 24.70987904e9 B / 2.8e9 B/s
    # = 8.8250 s per micro-batch, × 32 / 8 = 4 micro-batches (the adapter gradients alone
    # would be 0.075 s)
    p = _comm_platform(gpus_per_node=1, inter_node_gbps=2.8)
    w = workload(method="lora", zero_stage=3, global_batch=32)
    t_comm = comm_seconds(w, p, np.array([8.0]))[0]
    assert t_comm == pytest.approx(4 * 24.70987904e9 / 2.8e9, rel=1e-12)
    # without sharding only the adapter gradients are all-reduced: 2 · 7/8 · 79,953,920 B
    w0 = workload(method="lora", zero_stage=2, global_batch=32)
    assert comm_seconds(w0, p, np.array([8.0]))[0] == pytest.approx(1.75 * 79_953_920 / 2.8e9)


def test_bus_bandwidth_switches_to_the_node_aggregate_beyond_one_node() -> None:
    # 8 GPUs a node, 4 HDR adapters at 22 GB/s each: a data-parallel all-reduce across nodes
    # runs hierarchically at the node's 4 · 22 = 88 GB/s (nccl-tests issue 119 measured 85–96
    # GB/s on such nodes), not at one adapter's 22 or a GPU's 11.
    p = platform(gpus_per_node=8, intra_node_gbps=200.0, inter_node_gbps=22.0, nics_per_node=4)
    b = data_parallel_bandwidth(workload(), p, N)
    assert (b[:8] == 200e9).all()
    assert (b[8:] == 88e9).all()


def test_tensor_parallel_groups_share_the_node_network() -> None:
    # TP 8 fills the node: 8 data-parallel groups run at once, one per TP rank, each on one
    # adapter's share: 8 · 50 / 8 = 50 GB/s. TP 2: 4 ranks of each group per node → 200 GB/s.
    p = platform(gpus_per_node=8, intra_node_gbps=360.0, inter_node_gbps=50.0)
    assert data_parallel_bandwidth(workload(tensor_parallel=8), p, np.array([16.0]))[0] == 50e9
    assert data_parallel_bandwidth(workload(tensor_parallel=2), p, np.array([16.0]))[0] == 200e9
    # never faster than the scale-up link: 8 · 50 = 400 > 360
    assert data_parallel_bandwidth(workload(), p, np.array([16.0]))[0] == 360e9


def test_one_gpu_has_no_communication() -> None:
    p = _comm_platform(gpus_per_node=1, inter_node_gbps=0.001)
    w = workload(global_batch=32)
    e = model_efficiency(w, p, np.array([1.0]), 124.8e12)
    assert e[0] == 1.0


def test_effective_throughput_is_peak_times_mfu_times_derate() -> None:
    # 312 TFLOPS × 0.4 × (1 − 0.1) = 112.32 TFLOPS
    p = platform(mfu=0.4, virtualization_derate=0.1)
    assert effective_flops_per_gpu(p, 312.0) == pytest.approx(112.32e12)


def test_precision_fallback_and_missing_precision() -> None:
    v100 = GpuSpec(name="V100", memory_gb=32, fp16_tflops=112.0, fp32_tflops=14.0)
    assert peak_tflops(v100, Precision.BF16) == (112.0, Precision.FP16)
    old = GpuSpec(name="old", memory_gb=16, fp32_tflops=10.0)
    assert peak_tflops(old, Precision.BF16) is None
    plan = make_plan(
        workload={"method": "lora"},
        platforms=[platform(name="V100", gpu=v100), platform(name="old", gpu=old)],
    )
    result = evaluate(plan)
    codes = {(n.platform, n.code) for n in result.notices}
    assert ("V100", Code.PRECISION_FALLBACK) in codes
    old_result = result.platform("old")
    assert old_result.reason.code is Code.NO_PRECISION
    assert not old_result.feasible.any()
    assert np.isnan(old_result.total_cost).all()


def test_fp8_is_the_bf16_peak_times_a_measured_speed_up() -> None:
    # torchtitan, Llama-3.1-8B on 8 H100: 6,667 → 8,532 tokens/s with Float8 = × 1.28, not the
    # 2× of the FP8 peak (1,978.9 TFLOPS): 989.4 × 1.28 = 1,266.43 TFLOPS
    h100 = GpuSpec(name="H100", memory_gb=80, bf16_tflops=989.4, fp8_tflops=1978.9)
    peak, used = peak_tflops(h100, Precision.FP8)
    assert used is Precision.FP8
    assert peak == pytest.approx(989.4 * 1.28)
    # a GPU record may state its own generation's factor
    faster = h100.model_copy(update={"fp8_speedup": 1.5})
    assert peak_tflops(faster, Precision.FP8)[0] == pytest.approx(1484.1)
    # no FP8 tensor cores (A100): no FP8 peak, and no BF16 stand-in (evaluate: Code.NO_FP8)
    assert peak_tflops(GpuSpec(name="A100", memory_gb=80, bf16_tflops=312.0), Precision.FP8) is None


def test_a_measured_point_corrects_the_layout_it_was_measured_on() -> None:
    # n = 1, 2, 4, 8; the typed (measured) layout models E = 1, 0.95, 0.9, 0.8, the
    # automatic sweep 0.75 (full recompute, the only layout that fits one GPU), 0.95, 0.9,
    # 0.85; measured 0.6 at 8. The ratio is against the measured layout: 0.6 / (0.8 / 1) =
    # 0.75 at 8, 1 at 1, log2-linear between: 1 − 0.25 / 3 = 0.91667 at 2, 0.83333 at 4.
    # E = 0.75, 0.95 × 0.91667 = 0.87083, 0.9 × 0.83333 = 0.75, 0.85 × 0.75 = 0.6375.
    # Normalised by the sweep's own E(1) = 0.75 it was 0.85 × 0.6 / (0.85 / 0.75) = 0.45.
    n = np.array([1.0, 2.0, 4.0, 8.0])
    p = platform(scaling_points=[ScalingPoint(gpus=8, efficiency=0.6)])
    typed = np.array([1.0, 0.95, 0.9, 0.8])
    sweep = np.array([0.75, 0.95, 0.9, 0.85])
    got = scaling_efficiency(p, n, sweep, typed)
    assert got == pytest.approx([0.75, 0.870833, 0.75, 0.6375], rel=1e-5)
    assert scaling_efficiency(p, n, typed)[3] == pytest.approx(0.6)  # the pinned layout


def test_seed_example_a_v100_costs_the_same_automatic_as_pinned() -> None:
    # catalogs/examples/seed-7b-finetune.gpuplan, the V100 spot at 8 GPUs, measured 0.87781
    # (speed-up / N) on the typed ZeRO-3 layout. All-automatic it took PP 8 and 0.658
    # (0.87781 × the full-recompute E(1) = 0.75) for ¥8,570.8 against ¥6,631.6 pinned. Now the
    # measured count keeps the measured layout: 6 · 7e9 · 1e9 = 4.2e19 FLOPs at
    # 112 TFLOPS × 0.25 = 28 TFLOPS a GPU: 4.2e19 / (8 · 28e12 · 0.87781) = 59.33 h training.
    from pathlib import Path

    from gpuplanner.core.workload import LayoutField
    from gpuplanner.io.plan_file import load_plan

    root = Path(__file__).resolve().parents[2]
    plan = load_plan(root / "catalogs/examples/seed-7b-finetune.gpuplan")
    auto = plan.workload.model_copy(update={"auto_layout": tuple(LayoutField)})
    name = "B · V100 32G spot"
    pinned = evaluate(plan).platform(name)
    chosen = evaluate(plan.model_copy(update={"workload": auto})).platform(name)
    assert chosen.chosen == pinned.chosen == 8
    assert chosen.efficiency[7] == pytest.approx(0.87781, abs=1e-5)
    assert chosen.train_hours[7] == pytest.approx(59.33, abs=0.01)
    assert (
        chosen.total_cost[7]
        == pytest.approx(pinned.total_cost[7])
        == pytest.approx(6631.6, abs=0.05)
    )
    assert chosen.layout.at(7, 8)["zero_stage"] == 3  # the measured run's ZeRO-3


def test_data_parallel_collectives_pay_nccls_ring_latency() -> None:
    # NCCL's ring latencies (src/graph/tuning.cc, µs): Simple 8.4 a call, 3.4 a step over
    # NVLink, 14 over the network; LL128 14 a call, 1.9 and 4.0, at 0.92 of the bandwidth.
    # NCCL runs each pass under the quicker. Megatron-Core buckets of max(40 M, 1 M · d)
    # parameters; 7B, TP 1 PP 1, ZeRO 0 on 8-GPU A100 nodes (200 GB/s NVLink, 100 GB/s a
    # node), d = N, an all-reduce = 1 call of 2 passes:
    #   N = 8:    175 buckets, 70 MB a pass at 200 GB/s: Simple 4.2 + 7 · 3.4 = 28.0 µs;
    #             LL128 7 + 7 · 1.9 = 20.3 + 350 · 0.08696 (lost bandwidth) = 50.7 µs.
    #             Simple: 350 · 28.0 = 9,800 µs
    #   N = 64:   110 buckets, 125.284 MB at 100 GB/s, 8 nodes: Simple 4.2 + 56 · 3.4 + 7 · 14
    #             = 292.6 µs; LL128 7 + 56 · 1.9 + 7 · 4 = 141.4 + 1,252.84 · 0.08696 =
    #             250.343 µs. LL128: 220 · 250.343 = 55,075.4 µs
    #   N = 1024: 7 buckets, 1,998.05 MB, 128 nodes: Simple 4.2 + 896 · 3.4 + 127 · 14 =
    #             4,828.6 µs; LL128 7 + 896 · 1.9 + 127 · 4 = 2,217.4 + 19,980.5 · 0.08696 =
    #             3,954.83 µs. LL128: 14 · 3,954.83 = 55,367.6 µs (the bucket grows with d, so
    #             the latency stops growing: Megatron's reason for the rule)
    # and none on one GPU.
    from gpuplanner.core.scaling import StepTerms, dp_latency

    n = np.array([1.0, 8.0, 64.0, 1024.0])
    w = workload()
    bw = np.array([200e9, 200e9, 100e9, 100e9])
    got = dp_latency(StepTerms.of(w, n), platform(), n, bw)
    assert got == pytest.approx([0.0, 9.8e-3, 55.0754e-3, 55.3676e-3], rel=1e-5)
    # A PCIe card has no LL128: Simple on 64, 220 · 292.6 = 64,372 µs.
    pcie = platform(gpu={"id": "a100-80gb-pcie"})
    assert dp_latency(StepTerms.of(w, n), pcie, n, bw)[2] == pytest.approx(64.372e-3, rel=1e-9)
    # ZeRO-3 on 64: m = 256 / 64 = 4 micro-batches × 32 blocks × (2 gathers + 1
    # reduce-scatter) = 384 calls of 430.664 MB: Simple 8.4 + 288.4 = 296.8 µs against LL128
    # 14 + 134.4 + 4,306.64 · 0.08696 = 522.9 µs; 384 · 296.8 = 113,971.2 µs.
    zero3 = workload(zero_stage=3)
    at64 = dp_latency(StepTerms.of(zero3, n), platform(), n, bw)[2]
    assert at64 == pytest.approx(113.9712e-3, rel=1e-9)
    # TP 8 on 4,096: one rank a node, d = 512 nodes, 2 buckets of 873.29 MB at 12.5 GB/s;
    # Simple 4.2 + 511 · 14 = 7,158.2 µs against LL128 at the tree's 8.5 µs a network step,
    # 7 + 4,343.5 + 69,863 · 0.08696 = 10,425.7 µs: 4 · 7,158.2 = 28,632.8 µs.
    tp8 = workload(tensor_parallel=8)
    n8 = np.array([4096.0])
    one = dp_latency(StepTerms.of(tp8, n8), platform(), n8, np.array([12.5e9]))
    assert one[0] == pytest.approx(28.6328e-3, rel=1e-9)
