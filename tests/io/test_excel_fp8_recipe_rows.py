"""The workbook's Assumptions state an FP8 run's scaling recipe: the plan's, and the one each
platform runs (the stack's default on its GPU generation; io/excel/assumptions.py)."""

from __future__ import annotations

import io

import openpyxl
from plans import B200_SXM, H100_SXM, make_plan, platform, workload

from gpuplanner.core import analyze
from gpuplanner.io.excel.export import build_workbook

H100 = H100_SXM
B200 = B200_SXM


def _rows(plan, lang: str, label: str) -> list[tuple[str, ...]]:
    book = openpyxl.load_workbook(io.BytesIO(build_workbook(analyze(plan), lang)))
    found = []
    for ws in book.worksheets:
        for row in ws.iter_rows(values_only=True):
            cells = tuple(str(c) for c in row if c is not None)
            if len(cells) > 1 and cells[1] == label:
                found.append(cells)
    return found


def test_each_platform_states_the_recipe_it_runs_in_both_languages() -> None:
    platforms = [platform(name="h", gpu=H100), platform(name="b", gpu=B200)]
    w = workload(precision="fp8", stack="megatron")
    rows = _rows(make_plan(workload=w, platforms=platforms), "en", "FP8 scaling recipe")
    values = sorted(r[2] for r in rows)
    assert values == ["Delayed scaling (per tensor)", "MXFP8 (32-element blocks, Blackwell)"]
    assert all("the training stack's default on this GPU generation" in r for r in rows)
    zh = _rows(make_plan(workload=w, platforms=platforms), "zh_CN", "FP8 缩放方案")
    assert sorted(r[2] for r in zh) == ["MXFP8（32 元素分块，Blackwell）", "延迟缩放（按张量）"]


def test_a_stated_recipe_is_shown_once_for_the_plan_and_on_each_platform() -> None:
    w = workload(precision="fp8", stack="megatron", fp8_recipe="current")
    rows = _rows(make_plan(workload=w, platforms=[platform(gpu=H100)]), "en", "FP8 scaling recipe")
    assert len(rows) == 2 and all("Current scaling (per tensor)" in r for r in rows)
    assert all("as chosen in the plan" in r for r in rows)
    bf16 = make_plan(workload=workload(stack="megatron"), platforms=[platform(gpu=H100)])
    assert _rows(bf16, "en", "FP8 scaling recipe") == []


def test_each_platform_timed_from_the_work_states_its_gemm_latency() -> None:
    # core/compute.py GEMM_LATENCY, OpenXLA's measured matmul medians: H100 6.12 µs (BF16),
    # B200 6.72 µs BF16 and 6.40 µs FP8; a platform at a typed MFU times no GEMM.
    platforms = [
        platform(name="h", gpu=H100, efficiency_from_work=True),
        platform(name="b", gpu=B200, efficiency_from_work=True),
        platform(name="typed", gpu=H100),
    ]
    bf16 = make_plan(workload=workload(stack="megatron"), platforms=platforms)
    assert sorted(r[2] for r in _rows(bf16, "en", "GEMM kernel latency")) == ["6.12 µs", "6.72 µs"]
    fp8 = make_plan(workload=workload(precision="fp8", stack="megatron"), platforms=platforms)
    zh = _rows(fp8, "zh_CN", "GEMM kernel 固定延迟")
    assert sorted(r[2] for r in zh) == ["6.12 µs", "6.40 µs"]
    assert all("OpenXLA" in r[-1] for r in zh)
