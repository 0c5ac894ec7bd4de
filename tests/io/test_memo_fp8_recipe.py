"""The memo's assumptions name an FP8 run's scaling recipe per shortlisted platform: the
plan's, or the training stack's default on its GPU generation (io/memo/content.py)."""

from __future__ import annotations

import datetime as dt

import pytest
from plans import H100_SXM, make_plan, platform, workload

from gpuplanner.core.analysis import analyze
from gpuplanner.io.memo import build_memo

H100 = H100_SXM


@pytest.mark.parametrize(
    ("lang", "recipe", "said"),
    [
        ("en", None, "FP8 with delayed scaling (per tensor), the training stack's default"),
        ("en", "current", "FP8 with current scaling (per tensor), as chosen in the plan."),
        ("zh_CN", None, "FP8 采用延迟缩放（按张量），即训练框架在这一代 GPU 上的默认做法。"),
    ],
)
def test_the_memo_names_the_recipe(lang: str, recipe: str | None, said: str) -> None:
    w = workload(precision="fp8", stack="megatron", fp8_recipe=recipe, zero_stage=3)
    plan = make_plan(workload=w, platforms=[platform(name="Hopper cloud", gpu=H100)])
    memo = build_memo(analyze(plan, today=dt.date(2026, 12, 1)), lang=lang, version="9.9")
    assert any(a.startswith("Hopper cloud") and said in a for a in memo.assumptions)


def test_a_bf16_run_names_no_recipe() -> None:
    plan = make_plan(
        workload=workload(stack="megatron", zero_stage=3), platforms=[platform(gpu=H100)]
    )
    memo = build_memo(analyze(plan, today=dt.date(2026, 12, 1)), version="9.9")
    assert not any("FP8 with" in a for a in memo.assumptions)
