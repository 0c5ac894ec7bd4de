"""Calibration from a measured run: the MFU and scaling a measured step time implies.

The measurement fixes the product MFU × E(N) at the measured count N:

    achieved  = flops_per_token × tokens_per_step / step_seconds      (model FLOP/s, cluster)
    per GPU   = achieved / N
    MFU × E(N) = per GPU / (peak × (1 − virtualization derate))

With E(1) = 1 by convention, the product is split as follows (``CalibrationResult.split``):
- N = 1: MFU is the product.
- a 1-GPU step time at the same global batch is also given: MFU from it, E(N) = t₁ / (N·t_N).
- the platform already has a measured scaling point at N: E(N) is that point.
- otherwise the platform's communication model is inverted at the measured step time:
  t_step = t_c + max(0, t_comm − φ·t_c) gives t_c, and E(N) = t_c / t_step.
The calibrated platform carries the implied MFU and, for N > 1, E(N) as a scaling point, so
evaluating it reproduces the measured step time at N exactly and keeps the model's shape
elsewhere.
"""

from __future__ import annotations

import numpy as np

from gpuplanner.core.decision_result import CalibrationResult
from gpuplanner.core.flops import flops_per_token
from gpuplanner.core.notices import Code, Notice
from gpuplanner.core.platform import Platform, ScalingPoint
from gpuplanner.core.scaling import comm_seconds, efficiency_from_times
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

    if n == 1:
        split, efficiency = "one_gpu", 1.0
    elif c.single_gpu_step_seconds is not None:
        split = "single_gpu_run"
        efficiency = efficiency_from_times(1, c.single_gpu_step_seconds, n, step)
        if efficiency > 1.0:
            notices.append(
                Notice(Code.CALIBRATION_SUPERLINEAR, name, {"gpus": n, "efficiency": efficiency})
            )
            efficiency = 1.0
    elif (point := _point_at(platform, n)) is not None:
        split, efficiency = "measured_point", point
    else:
        split = "model"
        efficiency = _invert_model(workload, platform, n, step, notices)
    mfu = product / efficiency

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
            ScalingPoint.model_construct(gpus=n, efficiency=efficiency),
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
    workload: Workload, platform: Platform, gpus: int, step: float, notices: list[Notice]
) -> float:
    """E(N) from t_step = t_c + max(0, t_comm − φ·t_c) solved for t_c at the measured t_step."""
    t_comm = float(comm_seconds(workload, platform, np.array([float(gpus)]))[0])
    phi = platform.overlap
    if t_comm <= phi * step:
        return 1.0  # communication hides entirely behind compute
    if phi < 1.0 and t_comm < step:
        return (step - t_comm) / (1.0 - phi) / step
    # The model's communication alone takes longer than the whole measured step: its
    # bandwidth is understated. Trust the measurement and attribute it all to compute.
    notices.append(
        Notice(
            Code.CALIBRATION_COMM_EXCEEDS,
            platform.name,
            {"gpus": gpus, "step_seconds": step, "comm_seconds": t_comm},
        )
    )
    return 1.0
