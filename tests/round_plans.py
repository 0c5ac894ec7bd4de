"""Plans whose hours come out round, so decision-support tests can be checked by hand.

A GPU of 250 dense BF16 TFLOPS with 200 GB (a 7B full fine-tune fits on one), MFU 0.4:
X = 250e12 × 0.4 = 1e14 FLOP/s per GPU. Work: 6 × 7e9 × 1.2e9 tokens = 5.04e19 FLOPs, so
one GPU trains for 5.04e19 / 1e14 = 5.04e5 s = 140 h, and N GPUs for 140 / (N · E(N)) h.
The links are so fast (1e6 GB/s) that communication always hides behind compute: E(N) = 1
unless a scaling point says otherwise. 10 per GPU-hour, per-minute billing, 1 h setup,
no interruptions: cost(N) = N · (140/N + 1) · 10 = 1,400 + 10·N. The global batch is 720
sequences so that every count up to 16 but 7, 11, 13 and 14 leaves each data-parallel rank
whole micro-batches (micro-batch × DP must divide the global batch, core/layout.py).
"""

from __future__ import annotations

from typing import Any

from plans import make_plan, platform

from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform

ROUND_GPU = {"name": "Round-250", "bf16_tflops": 250.0, "fp16_tflops": 250.0, "memory_gb": 200.0}


def round_platform(**overrides: Any) -> Platform:
    base: dict[str, Any] = {
        "name": "R",
        "gpu": dict(ROUND_GPU),
        "mfu": 0.4,
        "intra_node_gbps": 1e6,
        "inter_node_gbps": 1e6,
        "setup_hours": 1.0,
    }
    return platform(**{**base, **overrides})


def round_plan(*platforms: Platform, **overrides: Any) -> Plan:
    workload = {"tokens": 1.2e9, "global_batch": 720, **overrides.pop("workload", {})}
    return make_plan(
        workload=workload, platforms=list(platforms) or [round_platform()], **overrides
    )
