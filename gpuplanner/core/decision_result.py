"""Result records for decision support: calibration, stress cases, deadline and budget answers.

Plain frozen dataclasses of floats so the GUI, the CLI report and the Excel export show the
same numbers without recomputing anything.
"""

from __future__ import annotations

from dataclasses import dataclass

from gpuplanner.core.notices import Notice


@dataclass(frozen=True)
class CalibrationResult:
    """What a measured run implies, with the arithmetic's intermediate figures.

    achieved = flops_per_token × tokens_per_step / step_seconds (model FLOP/s, whole cluster);
    per GPU = achieved / gpus; ``mfu_times_efficiency`` = per GPU / (peak × (1 − derate));
    that product is split into ``implied_mfu`` × ``implied_efficiency`` as ``split`` says:
    ``one_gpu`` (E(1) = 1), ``single_gpu_run`` (a 1-GPU measurement gives the MFU),
    ``measured_point`` (the platform's scaling point at that count gives E), ``model`` (the
    communication model, inverted at the measured step time, gives E).
    """

    gpus: int
    step_seconds: float
    tokens_per_step: float
    achieved_tflops: float
    per_gpu_tflops: float
    mfu_times_efficiency: float
    implied_mfu: float
    implied_efficiency: float
    split: str
    ceiling_mfu: float  # measured matmul ceiling / peak; 1.0 when the catalog has none
    plausible: bool  # 5 % ≤ implied MFU ≤ ceiling


@dataclass(frozen=True)
class StressCase:
    """One stress case at the chosen N: its whole bill and how much it adds."""

    total_cost: float
    extra_cost: float
    delivery_days: float
    lost_hours: float  # training hours redone (or added, for the longer run)


@dataclass(frozen=True)
class StressCases:
    """The seeds' stress questions (001 §4.3) at the chosen GPU count."""

    gpus: int
    longer: StressCase  # training takes 30 % longer
    rerun_from_checkpoint: StressCase  # one interruption: lose a full interval, restart
    reclaim_without_checkpoint: StressCase  # reclaimed just before the end, no checkpoints


@dataclass(frozen=True)
class TargetOption:
    gpus: int
    total_cost: float
    delivery_days: float


@dataclass(frozen=True)
class TargetAnswers:
    """Per platform: which N meets the deadline, which stays within budget, and fixes if none.

    ``deadline`` is the cheapest N meeting the deadline, ``budget`` the fastest N within the
    budget, ``both`` the cheapest N meeting both; ``None`` where the target is unset or no N
    meets it (``fixes`` then says what would, as notices with numbers). All feasible N count,
    even when the platform has a fixed N.
    """

    deadline: TargetOption | None
    budget: TargetOption | None
    both: TargetOption | None
    fixes: tuple[Notice, ...] = ()
