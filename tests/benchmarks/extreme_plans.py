"""Extreme plans for the hardening checks: 1,000 platforms, a sweep to N = 100,000, a
1-trillion-parameter model, a 1-token job. Built from the 10-platform benchmark plan
(ten_platforms.py) so every pricing mode and code path is in each.

Shared by tests/core/test_size_extremes.py and the ``extreme_*`` figures (figures_extreme.py).
"""

from __future__ import annotations

from ten_platforms import ten_platform_plan

from gpuplanner.core.plan import Plan
from gpuplanner.core.workload import Recompute

COPIES = 100  # × 10 platforms
WIDE_SWEEP = 100_000
SPLIT = (8, 16)  # tensor × pipeline parallel for the 1T model: 128 GPUs per replica


def thousand_platforms() -> Plan:
    """The 10 platforms, 100 times each (names "… #0" … "… #99"), N = 1 … 1,024."""
    base = ten_platform_plan()
    platforms = tuple(
        p.model_copy(update={"name": f"{p.name} #{i}"})
        for i in range(COPIES)
        for p in base.platforms
    )
    return base.model_copy(update={"platforms": platforms})


def wide_sweep(max_gpus: int = WIDE_SWEEP) -> Plan:
    """The 10 platforms swept over N = 1 … ``max_gpus``."""
    base = ten_platform_plan()
    return base.model_copy(
        update={"settings": base.settings.model_copy(update={"max_gpus": max_gpus})}
    )


def trillion_parameters() -> Plan:
    """A 1e12-parameter dense model (128 layers, hidden 25,600), full fine-tune on 20e9
    tokens with 8-way tensor and 16-way pipeline parallel and ZeRO-3, N up to 100,000."""
    base = wide_sweep()
    w = base.workload
    model = w.model.model_copy(
        update={
            "name": "1T dense",
            "params_b": 1000.0,
            "layers": 128,
            "hidden": 25_600,
            "heads": 160,
            "ffn": 102_400,
            "vocab": 128_000,
        }
    )
    workload = w.model_copy(
        update={
            "model": model,
            "tensor_parallel": SPLIT[0],
            "pipeline_parallel": SPLIT[1],
            "zero_stage": 3,
            "recompute": Recompute.SELECTIVE,
            "global_batch": 4096,
            "deadline_hours": None,
            "budget": None,
        }
    )
    return base.model_copy(update={"workload": workload})


def one_token() -> Plan:
    """The 10-platform plan training on a single token."""
    base = ten_platform_plan()
    return base.model_copy(update={"workload": base.workload.model_copy(update={"tokens": 1.0})})
