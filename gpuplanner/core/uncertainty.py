"""Monte Carlo percentiles and the tornado of cost swings, from a finished ``evaluate`` pass.

``simulate(plan, result)`` is kept out of ``evaluate`` so the GUI can run it coalesced, off
the keystroke path; it reports its own ``elapsed_ms``. Every platform draws from its own
generator seeded by (plan seed, CRC-32 of its name): the same plan and seed give the same
percentiles, and adding a platform does not change another's. Each input's multiplier is
triangular on [low, high] with its mode at 1 (the typed value), inputs independent; see
``perturb.py`` for how each multiplier acts. Percentiles are nearest-rank (no interpolation),
so a sample that never finishes (infinite) is reported as such rather than as NaN.
"""

from __future__ import annotations

import time
import zlib
from dataclasses import dataclass

import numpy as np

from gpuplanner.core.perturb import Baseline, outcome
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.core.uncertainty_models import INPUTS, Spread
from gpuplanner.core.vat_basis import net_of_vat

QUANTILES = (0.1, 0.5, 0.9)


@dataclass(frozen=True)
class TornadoBar:
    """One input moved to its low and its high end, the others at their typed values."""

    input: str  # a name in ``uncertainty_models.INPUTS``
    # MFU, E(N), the bill's GPU time per GPU-hour (PlatformResult.gpu_hour_price),
    # interruptions per GPU-hour, setup hours
    base_value: float
    low_multiplier: float
    high_multiplier: float
    cost_at_low: float
    cost_at_high: float

    @property
    def swing(self) -> float:
        return abs(self.cost_at_high - self.cost_at_low)


@dataclass(frozen=True)
class PlatformUncertainty:
    name: str
    gpus: int
    base_cost: float  # the deterministic total at ``gpus`` (equals evaluate's)
    base_days: float
    p10_cost: float
    p50_cost: float
    p90_cost: float
    p10_days: float
    p50_days: float
    p90_days: float
    unfinished_share: float  # share of samples in which the job is not expected to finish
    tornado: tuple[TornadoBar, ...]  # largest swing first


@dataclass(frozen=True)
class PlanUncertainty:
    platforms: tuple[PlatformUncertainty | None, ...]  # aligned with PlanResult.platforms
    samples: int
    seed: int
    elapsed_ms: float

    def platform(self, name: str) -> PlatformUncertainty | None:
        for p in self.platforms:
            if p is not None and p.name == name:
                return p
        return None


@dataclass(frozen=True)
class Band:
    """P10/P50/P90 over GPU counts, for bands or error bars on the charts (NaN: infeasible)."""

    counts: np.ndarray
    cost: np.ndarray  # shape (3, K): P10, P50, P90
    days: np.ndarray


def triangular(u: np.ndarray, spread: Spread) -> np.ndarray:
    """Inverse CDF of the triangular distribution on [low, high] with mode 1, at uniforms ``u``."""
    lo, hi = spread.low, spread.high
    if hi - lo <= 0.0:
        return np.ones_like(u)
    cut = (1.0 - lo) / (hi - lo)  # CDF at the mode
    left = lo + np.sqrt(u * (hi - lo) * (1.0 - lo))
    right = hi - np.sqrt((1.0 - u) * (hi - lo) * (hi - 1.0))
    return np.where(u < cut, left, right)


def draw(plan: Plan, platform: Platform, samples: int | None = None) -> dict[str, np.ndarray]:
    """Multipliers per input, reproducible for this plan's seed and this platform's name."""
    mc = plan.settings.monte_carlo
    rng = np.random.default_rng([mc.seed, zlib.crc32(platform.name.encode("utf-8"))])
    u = rng.random((len(INPUTS), samples or mc.samples))
    return {k: triangular(u[j], getattr(platform.ranges, k)) for j, k in enumerate(INPUTS)}


def _tornado_configs(platform: Platform) -> dict[str, np.ndarray]:
    """2 configs per input (low, high) with the rest at 1, then the all-typed base config."""
    width = 2 * len(INPUTS) + 1
    configs = {k: np.ones(width) for k in INPUTS}
    for j, k in enumerate(INPUTS):
        spread = getattr(platform.ranges, k)
        configs[k][2 * j] = spread.low
        configs[k][2 * j + 1] = spread.high
    return configs


def _base_values(platform: Platform, r: PlatformResult, gpus: int) -> dict[str, float]:
    return {
        "mfu": r.mfu,
        "scaling": float(r.efficiency[gpus - 1]),
        "price": r.gpu_hour_price(gpus),  # the bill's own, at this count
        "interruption_rate": platform.interruption_rate,
        "setup_hours": r.setup_hours,
    }


def _quantiles(x: np.ndarray, axis: int = -1) -> np.ndarray:
    return np.quantile(x, QUANTILES, axis=axis, method="nearest")


def simulate_platform(plan: Plan, r: PlatformResult) -> PlatformUncertainty | None:
    """Percentiles and tornado at the platform's chosen N (``None`` when infeasible)."""
    if r.chosen is None:
        return None
    platform = net_of_vat(plan.platforms[r.index], plan.tax)  # as evaluate priced it
    samples = draw(plan, platform)
    configs = _tornado_configs(platform)
    # One call for the samples, the tornado ends and the base: the costly part is per call.
    joined = {k: np.concatenate((samples[k], configs[k])) for k in INPUTS}
    out = outcome(Baseline.at(platform, r, np.array([r.chosen])), **joined)
    cost, hours = out.total_cost[0], out.delivery_hours[0]
    s = plan.settings.monte_carlo.samples
    c10, c50, c90 = _quantiles(cost[:s])
    d10, d50, d90 = _quantiles(hours[:s]) / 24.0
    ends = cost[s:]
    values = _base_values(platform, r, r.chosen)
    bars = [
        TornadoBar(
            input=k,
            base_value=values[k],
            low_multiplier=float(configs[k][2 * j]),
            high_multiplier=float(configs[k][2 * j + 1]),
            cost_at_low=float(ends[2 * j]),
            cost_at_high=float(ends[2 * j + 1]),
        )
        for j, k in enumerate(INPUTS)
    ]
    bars.sort(key=lambda b: (-b.swing, INPUTS.index(b.input)))
    return PlatformUncertainty(
        name=r.name,
        gpus=r.chosen,
        base_cost=float(ends[-1]),
        base_days=float(hours[-1]) / 24.0,
        p10_cost=float(c10),
        p50_cost=float(c50),
        p90_cost=float(c90),
        p10_days=float(d10),
        p50_days=float(d50),
        p90_days=float(d90),
        unfinished_share=float(np.mean(~np.isfinite(cost[:s]))),
        tornado=tuple(bars),
    )


def simulate(plan: Plan, result: PlanResult) -> PlanUncertainty:
    """Monte Carlo and tornado for every feasible platform of an evaluated plan."""
    start = time.perf_counter()
    platforms = tuple(simulate_platform(plan, r) for r in result.platforms)
    mc = plan.settings.monte_carlo
    return PlanUncertainty(
        platforms=platforms,
        samples=mc.samples,
        seed=mc.seed,
        elapsed_ms=(time.perf_counter() - start) * 1e3,
    )


def band(plan: Plan, r: PlatformResult, counts: np.ndarray) -> Band:
    """P10/P50/P90 of cost and delivery days at each of ``counts`` (same draws at every N)."""
    counts = np.asarray(counts, dtype=int)
    platform = net_of_vat(plan.platforms[r.index], plan.tax)  # as evaluate priced it
    out = outcome(Baseline.at(platform, r, counts), **draw(plan, platform))
    ok = r.feasible[counts - 1][np.newaxis, :]
    cost = np.where(ok, _quantiles(out.total_cost, axis=1), np.nan)
    days = np.where(ok, _quantiles(out.delivery_hours, axis=1) / 24.0, np.nan)
    return Band(counts=counts, cost=cost, days=days)
