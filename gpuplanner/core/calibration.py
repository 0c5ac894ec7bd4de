"""Calibration from a measured run: the MFU and scaling a measured step time implies.

The measurement fixes the product MFU × E(N) at the measured count N:

    achieved  = flops_per_token × tokens_per_step / step_seconds      (model FLOP/s, cluster)
    per GPU   = achieved / N
    MFU × E(N) = per GPU / (peak × (1 − virtualization derate))

E(N) is the modelled step efficiency (core/scaling.py: recompute, TP collectives, bubble and
exposed data-parallel traffic). The product is split as follows (``CalibrationResult.split``):
- N = 1: the step model inverted at the measured step gives the MFU (E(1) < 1 only through
  recompute).
- a 1-GPU step time at the same global batch is also given: the MFU from it; the speed-up
  t₁ / (N·t_N) is the scaling point at N.
- the platform already has a measured scaling point at N (a speed-up / N): E(N) is E(1) × it.
- otherwise the step model is inverted at the measured step time for the MFU.
The calibrated platform carries the implied MFU and, for N > 1, the implied speed-up / N as a
scaling point, so evaluating it reproduces the measured step time at N exactly and keeps the
model's shape elsewhere.
"""

from __future__ import annotations

import numpy as np

from gpuplanner.core.decision_result import CalibrationResult
from gpuplanner.core.flops import flops_per_token
from gpuplanner.core.notices import Code, Notice
from gpuplanner.core.platform import Platform, ScalingPoint
from gpuplanner.core.scaling import model_efficiency, step_time
from gpuplanner.core.workload import Precision, Workload

MIN_PLAUSIBLE_MFU = 0.05  # below 5 % the measurement (or the workload typed) is likely wrong
# The catalog's matmul ceiling is measured in BF16; FP16 runs at the same tensor rate.
_CEILING_PRECISIONS = (Precision.BF16, Precision.FP16)


def calibrate(
    workload: Workload,
    platform: Platform,
    peak_tflops: float,
    precision_used: Precision,
    notices: list[Notice],
) -> tuple[Platform, CalibrationResult | None]:
    """The platform with the implied MFU (and E(N)) in place of the typed one, and the figures.

    Implausible values are still used (the measurement is the user's best evidence) but
    raise a notice. Returns the platform unchanged and ``None`` without a calibration.
    """
    c = platform.calibration
    if c is None:
        return platform, None
    name, n = platform.name, c.gpus
    tokens = c.tokens_per_step or workload.tokens_per_step
    if c.step_seconds is not None:
        step = c.step_seconds
    else:
        assert c.tokens_per_second is not None  # the model requires one of the two
        step = tokens / c.tokens_per_second
    flops_per_step = flops_per_token(workload) * tokens
    achieved = flops_per_step / step
    usable_peak = peak_tflops * 1e12 * (1.0 - platform.virtualization_derate)
    product = achieved / n / usable_peak

    one = np.array([1.0])
    # The model steps at the workload's batch: a measurement at another batch is rescaled.
    to_workload = workload.tokens_per_step / tokens
    if n == 1:
        split = "one_gpu"
        mfu = _invert_model(workload, platform, 1, step * to_workload, usable_peak, notices)
    elif c.single_gpu_step_seconds is not None:
        split = "single_gpu_run"
        mfu = _invert_model(
            workload,
            platform,
            1,
            c.single_gpu_step_seconds * to_workload,
            usable_peak,
            notices,
        )
    elif (point := _point_at(platform, n)) is not None:
        split = "measured_point"
        e1 = float(model_efficiency(workload, platform, one, usable_peak * platform.mfu)[0])
        mfu = product / (e1 * point)
    else:
        split = "model"
        mfu = _invert_model(workload, platform, n, step * to_workload, usable_peak, notices)
    # E(N) so that mfu × E(N) is the measured product; stored as a speed-up / N against the
    # modelled one-GPU efficiency, which makes evaluate reproduce the measured step at N.
    efficiency = product / mfu
    e1 = float(model_efficiency(workload, platform, one, usable_peak * mfu)[0])
    relative = efficiency / e1
    if split == "single_gpu_run" and relative > 1.0:
        notices.append(
            Notice(Code.CALIBRATION_SUPERLINEAR, name, {"gpus": n, "efficiency": relative})
        )
        relative = 1.0
        mfu = product / (e1 * relative)
        efficiency = product / mfu

    ceiling = 1.0
    if platform.gpu.matmul_ceiling_tflops and precision_used in _CEILING_PRECISIONS:
        ceiling = min(1.0, platform.gpu.matmul_ceiling_tflops / peak_tflops)
    if mfu > ceiling:
        notices.append(
            Notice(Code.CALIBRATION_MFU_HIGH, name, {"gpus": n, "mfu": mfu, "ceiling_mfu": ceiling})
        )
    elif mfu < MIN_PLAUSIBLE_MFU:
        notices.append(
            Notice(
                Code.CALIBRATION_MFU_LOW,
                name,
                {"gpus": n, "mfu": mfu, "floor_mfu": MIN_PLAUSIBLE_MFU},
            )
        )

    update: dict[str, object] = {"mfu": mfu}
    if n > 1:
        others = tuple(p for p in platform.scaling_points if p.gpus != n)
        # model_construct: an implausible E or MFU is reported above, not refused here.
        update["scaling_points"] = (
            *others,
            ScalingPoint.model_construct(gpus=n, efficiency=relative),
        )
    result = CalibrationResult(
        gpus=n,
        step_seconds=step,
        tokens_per_step=tokens,
        achieved_tflops=achieved / 1e12,
        per_gpu_tflops=achieved / n / 1e12,
        mfu_times_efficiency=product,
        implied_mfu=mfu,
        implied_efficiency=efficiency,
        split=split,
        ceiling_mfu=ceiling,
        plausible=MIN_PLAUSIBLE_MFU <= mfu <= ceiling,
    )
    return platform.model_copy(update=update), result


def _point_at(platform: Platform, gpus: int) -> float | None:
    for p in platform.scaling_points:
        if p.gpus == gpus:
            return p.efficiency
    return None


def _invert_model(
    workload: Workload,
    platform: Platform,
    gpus: int,
    step: float,
    usable_peak: float,
    notices: list[Notice],
) -> float:
    """The mfu at which the modelled step on ``gpus`` equals the measured ``step``.

    At mfu = 1 the model gives compute B, compute (with the slowest pipeline rank's extra) +
    bubble A, exposed TP, MoE all-to-all and pipeline point-to-point work C (with its bubble)
    and data-parallel traffic D; at mfu m the step is
    A/m + C + max(0, D − φ·B/m), which falls with m, so the root is one of its two branches.
    """
    parts = step_time(workload, platform, np.array([float(gpus)]), usable_peak)
    b = float(parts.compute[0])
    # The slowest pipeline rank's extra compute scales with the mfu as compute does.
    work = b + float(parts.stage[0])
    # Not divided by mfu (the ring's hidden part is taken at the full-peak compute).
    exchanges = float(parts.tensor_parallel[0] + parts.all_to_all[0] + parts.ring[0] + parts.p2p[0])
    a = work + float(parts.bubble[0]) * work / (work + exchanges)
    c = exchanges + float(parts.bubble[0]) - (a - work)
    d = float(parts.data_parallel[0])
    phi = platform.overlap
    if step > c:
        hidden = a / (step - c)  # communication fully hidden behind compute
        if d <= phi * b / hidden:
            return hidden
    if step > c + d and a - phi * b > 0:
        return (a - phi * b) / (step - c - d)
    # The model's communication alone takes longer than the whole measured step: its
    # bandwidth is understated. Trust the measurement and attribute it all to compute.
    notices.append(
        Notice(
            Code.CALIBRATION_COMM_EXCEEDS,
            platform.name,
            {"gpus": gpus, "step_seconds": step, "comm_seconds": c + d},
        )
    )
    return a / step
