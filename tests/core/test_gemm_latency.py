"""A GEMM's fixed latency (core/compute.py GEMM_LATENCY, Roofline.gemm), against OpenXLA's
measured matmul table: the CUPTI median kernel time of 125 dots per GPU, M, N, K = 256 …
4,096 (tests/fixtures/xla_matmul_table.csv, from xla/backends/gpu/cost_model/
matmul_interpolator_data.h). H100 SXM as in test_compute (794.5 measured best-shape BF16
TFLOPS, 3,350 GB/s); B200 at its generation's 0.78 BF16 and 0.763 FP8 best-shape ceilings.
"""

from __future__ import annotations

import csv
import statistics
from dataclasses import replace
from pathlib import Path

import pytest
from plans import B200_SXM, H100_SXM

from gpuplanner.core.compute import Roofline, roofline
from gpuplanner.core.platform import GpuSpec

TABLE = Path(__file__).resolve().parents[1] / "fixtures" / "xla_matmul_table.csv"
H100 = GpuSpec(**H100_SXM, matmul_ceiling_tflops=794.5)
B200 = GpuSpec(**B200_SXM)


def _rows(arch: str, column: str) -> list[tuple[int, int, int, float]]:
    with TABLE.open(encoding="utf-8") as f:
        lines = (line for line in f if not line.startswith("#"))
        return [
            (int(r["m"]), int(r["n"]), int(r["k"]), float(r[column]) * 1e12)
            for r in csv.DictReader(lines)
            if r["arch"] == arch and r[column]
        ]


def _errors(rf: Roofline, arch: str, column: str) -> list[float]:
    fp8 = column == "fp8_tflops"
    return [
        rf.gemm(m, n, k, fp8=fp8) / (2.0 * m * n * k / rate) - 1.0
        for m, n, k, rate in _rows(arch, column)
    ]


def test_a_mid_sized_gemm_pays_the_kernel_latency_above_its_best_shape_rate() -> None:
    # 256 × 4,096 × 2,048 BF16 on H100: 2 · 256 · 4096 · 2048 = 4.295e9 FLOPs at 794.5 TFLOPS
    # = 5.406 µs, + 6.12 µs = 11.526 µs; XLA measured 12.42 µs (345.9 TFLOPS), 7 % more.
    # The roofline alone gives 6.46 µs (64 × 128 tiles fill 128 of 132 SMs).
    rf = roofline(H100, 989.4)
    assert rf is not None
    assert rf.gemm(256, 4096, 2048) == pytest.approx(11.526e-6, rel=1e-4)
    assert replace(rf, latency=0.0).gemm(256, 4096, 2048) == pytest.approx(6.46e-6, rel=2e-3)


def test_gemms_run_side_by_side_share_one_latency() -> None:
    # Qwen3-30B-A3B's expert fc1 on B200 at EP 8: 2,048 rows × 1,536 × 2,048 in FP8,
    # 1.2885e10 FLOPs / (4.5e15 · 0.763) = 3.753 µs, + 6.40 µs (FP8) alone, + 6.40 / 4 µs on
    # Transformer Engine's four streams.
    rf = roofline(B200, 2250.0)
    assert rf is not None
    assert rf.gemm(2048, 1536, 2048, fp8=True) == pytest.approx(10.153e-6, rel=1e-3)
    assert rf.gemm(2048, 1536, 2048, fp8=True, share=4) == pytest.approx(5.353e-6, rel=1e-3)


@pytest.mark.parametrize(
    ("gpu", "arch", "column"),
    [
        (H100, "sm_90", "bf16_tflops"),
        (B200, "sm_100", "bf16_tflops"),
        (B200, "sm_100", "fp8_tflops"),
    ],
)
def test_the_measured_table_is_met_where_the_roofline_alone_was_twice_too_fast(
    gpu: GpuSpec, arch: str, column: str
) -> None:
    # Over each table's 125 shapes (analysed when GEMM_LATENCY was set: median +0.4 %, 0.0 %,
    # 0.0 %; mean |error| 7.7 %, 10.8 %, 8.8 %); without the latency −40 %, −64 %, −77 %.
    rf = roofline(gpu, gpu.bf16_tflops or 0.0)
    assert rf is not None
    errors = _errors(rf, arch, column)
    assert len(errors) == 125
    assert abs(statistics.median(errors)) < 0.03
    assert statistics.mean(abs(e) for e in errors) < 0.12
    alone = _errors(replace(rf, latency=0.0, fp8_latency=0.0), arch, column)
    assert statistics.median(alone) < -0.35
