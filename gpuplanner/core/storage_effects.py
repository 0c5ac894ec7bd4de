"""What a platform's storage does to a job (core/storage.py has the model): the checkpoint
write time from the measured write rate, and the data-bound notice."""

from __future__ import annotations

import numpy as np

from gpuplanner.core.memory import checkpoint_bytes
from gpuplanner.core.notices import Code, Notice
from gpuplanner.core.platform import Platform
from gpuplanner.core.storage import checkpoint_write_hours, needed_mb_s
from gpuplanner.core.workload import Workload


def with_storage_checkpoint(w: Workload, p: Platform) -> Platform:
    """The platform with C = checkpoint size / write rate when its storage gives a write rate
    (the typed checkpoint write time otherwise)."""
    hours = checkpoint_write_hours(checkpoint_bytes(w), p.storage)
    if hours is None:
        return p
    return p.model_copy(update={"checkpoint_write_hours": hours})


def data_bound_notice(
    w: Workload, p: Platform, gpus: int, compute_hours: float, train_hours: float
) -> Notice:
    """The run at ``gpus`` waits for its data: what it needs, what it gets, and the fix."""
    n = np.array([gpus])
    needed = float(needed_mb_s(w, np.array([compute_hours]), n, p.gpus_per_node)[0])
    rate = p.storage.data_rate_mb_s
    assert rate is not None  # data binds only where a rate is known
    return Notice(
        Code.DATA_BOUND,
        p.name,
        {
            "gpus": gpus,
            "needed_mb_s": needed,
            "read_mb_s": float(rate),
            "dataset": "packed" if p.storage.packed_dataset else "small_files",
            "slowdown": train_hours / compute_hours,
        },
    )


MEMORY_TOLERANCE = 0.10  # issue 28: a measured peak more than 10 % from the model is said


def measured_memory_notice(p: Platform) -> Notice | None:
    """The kit's measured peak memory against the model's prediction for the same run."""
    m = p.measurement
    if m is None or m.peak_memory_gb is None or not m.predicted_memory_gb:
        return None
    share = m.peak_memory_gb / m.predicted_memory_gb - 1.0
    if abs(share) <= MEMORY_TOLERANCE:
        return None
    params = {
        "measured_gb": m.peak_memory_gb,
        "predicted_gb": m.predicted_memory_gb,
        "share": share,
    }
    return Notice(Code.MEASURED_MEMORY_DIFFERS, p.name, params)
