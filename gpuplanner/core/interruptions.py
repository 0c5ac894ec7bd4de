"""Interruptions and checkpoints: expected time inflation (DESIGN §3.4)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gpuplanner.core.platform import Platform

MAX_EXPONENT = 50.0  # e^50: beyond this a job without checkpoints is not expected to finish


@dataclass(frozen=True)
class Inflation:
    hours: np.ndarray  # expected training hours including losses (inf: never finishes)
    interval_hours: np.ndarray  # checkpoint interval used (nan without checkpoints)


def young_interval(write_hours: float, job_rate: np.ndarray) -> np.ndarray:
    """Young's optimum τ* = sqrt(2·C / (N·λ)); infinite when nothing interrupts."""
    with np.errstate(divide="ignore", over="ignore", invalid="ignore"):  # subnormal rate: inf
        tau = np.sqrt(2.0 * write_hours / job_rate)
    # A free checkpoint (C = 0) with no interruptions is 0/0: nothing interrupts, so inf.
    return np.where(job_rate > 0, tau, np.inf)


def expected_hours(platform: Platform, n: np.ndarray, hours: np.ndarray) -> Inflation:
    """Expected hours T' for a job of T ``hours`` on ``n`` GPUs, at the platform's settings."""
    rate = n * platform.interruption_rate
    c = platform.checkpoint_write_hours
    if not platform.checkpointing:
        tau = np.full(n.shape, np.nan)
    elif platform.checkpoint_interval_hours is not None:
        tau = np.full(n.shape, platform.checkpoint_interval_hours)
    else:
        tau = young_interval(c, rate)
    return Inflation(
        hours=inflate(hours, rate, tau, c, platform.restart_hours, platform.checkpointing),
        interval_hours=tau,
    )


def inflate(
    hours: np.ndarray,
    rate: np.ndarray,
    tau: np.ndarray,
    write_hours: float,
    restart_hours: float,
    checkpointing: bool,
) -> np.ndarray:
    """Expected hours for clean ``hours`` at job interruption ``rate`` (per hour); broadcasts.

    With checkpoints every ``tau`` hours: T' = T·(1 + C/τ) / (1 − N·λ·(τ/2 + R)).
    Without: T' = (1/(N·λ) + R)·(e^{N·λ·T} − 1) — the "days of progress lost" case.
    Infinite where the job is not expected to finish.
    """
    c, r = write_hours, restart_hours
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        if checkpointing:
            overhead = np.where(np.isfinite(tau) & (tau > 0), c / tau, 0.0)
            lost = np.where(rate > 0, rate * (np.where(np.isfinite(tau), tau, 0.0) / 2 + r), 0.0)
            denominator = 1.0 - lost
            return np.where(denominator > 0, hours * (1.0 + overhead) / denominator, np.inf)
        exponent = rate * hours
        grown = (1.0 / rate + r) * np.expm1(exponent)
        return np.where(rate > 0, np.where(exponent > MAX_EXPONENT, np.inf, grown), hours)
