"""Time on N GPUs: effective throughput, communication and scaling efficiency (DESIGN §3.3)."""

from __future__ import annotations

import numpy as np

from gpuplanner.core.memory import gradient_bytes, weight_bytes
from gpuplanner.core.platform import GpuSpec, Platform
from gpuplanner.core.workload import Precision, Workload

# Precisions to try, in order, when the GPU lacks the requested one (V100 has no BF16).
_FALLBACKS: dict[Precision, tuple[Precision, ...]] = {
    Precision.BF16: (Precision.BF16, Precision.FP16),
    Precision.FP16: (Precision.FP16, Precision.BF16),
    Precision.FP8: (Precision.FP8, Precision.BF16, Precision.FP16),
    Precision.TF32: (Precision.TF32, Precision.FP32),
    Precision.FP32: (Precision.FP32,),
}


def peak_tflops(gpu: GpuSpec, precision: Precision) -> tuple[float, Precision] | None:
    """Dense peak for the precision (or its nearest fallback) and the precision actually used."""
    for candidate in _FALLBACKS[precision]:
        value = getattr(gpu, f"{candidate.value}_tflops")
        if value:
            return float(value), candidate
    return None


def effective_flops_per_gpu(platform: Platform, peak: float) -> float:
    """X = peak × MFU × (1 − virtualization derate), in FLOP/s."""
    return peak * 1e12 * platform.mfu * (1.0 - platform.virtualization_derate)


def bus_bandwidth(platform: Platform, n: np.ndarray) -> np.ndarray:
    """Effective all-reduce bandwidth (bytes/s): intra-node link within a node, else inter-node."""
    within = n <= platform.gpus_per_node
    return np.where(within, platform.intra_node_gbps, platform.inter_node_gbps) * 1e9


def model_efficiency(
    workload: Workload, platform: Platform, n: np.ndarray, flops_per_step: float, x: float
) -> np.ndarray:
    """E(N) = t_c / t_step with ring all-reduce of the gradients once per optimizer step."""
    t_c = flops_per_step / (n * x)
    t_step = t_c + np.maximum(0.0, comm_seconds(workload, platform, n) - platform.overlap * t_c)
    return t_c / t_step


def comm_seconds(workload: Workload, platform: Platform, n: np.ndarray) -> np.ndarray:
    """t_comm per optimizer step over the data-parallel group (ring collectives).

    ZeRO-0…2: all-reduce of the gradients, 2·(d−1)/d·G. ZeRO-3/FSDP: all-gather of the
    sharded weights for forward and for backward plus a reduce-scatter of the gradients,
    (d−1)/d·(2·W + G). With W = G (full training) that is the design's 1.5× the all-reduce;
    for LoRA it counts the sharded frozen base, which the gradients alone would miss.
    """
    split = workload.tensor_parallel * workload.pipeline_parallel
    d = np.maximum(n / split, 1.0)
    grads = gradient_bytes(workload) / split
    if workload.zero_stage >= 3:
        traffic = (d - 1.0) / d * (2.0 * weight_bytes(workload) / split + grads)
    else:
        traffic = 2.0 * (d - 1.0) / d * grads
    return traffic / bus_bandwidth(platform, n)


def efficiency_from_times(base_gpus: int, base_hours: float, gpus: int, hours: float) -> float:
    """E(N) measured against a baseline run: (base_gpus · base_hours) / (gpus · hours).

    Works for whole-job hours or seconds per step at the same global batch (units cancel);
    with a 1-GPU baseline it is the plain speed-up / N (seed 001: 1 GPU 10 h, 4 GPUs 3.5 h
    → 0.71).
    """
    if min(base_gpus, base_hours, gpus, hours) <= 0:
        raise ValueError("GPU counts and times must be positive")
    return (base_gpus * base_hours) / (gpus * hours)


def scaling_efficiency(platform: Platform, n: np.ndarray, modelled: np.ndarray) -> np.ndarray:
    """Modelled efficiency, calibrated by measured points when the platform has any.

    The ratio measured/modelled is interpolated linearly in log2(N) between points (with
    E(1) = 1 implied) and held flat outside them, so measured counts reproduce exactly and
    other counts keep the model's shape.
    """
    if not platform.scaling_points:
        return modelled
    points = {1: 1.0}
    points.update({p.gpus: p.efficiency for p in platform.scaling_points})
    counts = np.array(sorted(points), dtype=float)
    measured = np.array([points[int(c)] for c in counts])
    modelled_at = np.interp(counts, n.astype(float), modelled)
    ratio = np.interp(np.log2(n), np.log2(counts), measured / modelled_at)
    return np.clip(modelled * ratio, 1e-6, 1.0)
