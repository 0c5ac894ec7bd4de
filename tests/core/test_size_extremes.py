"""Extreme plans (hardening item 5): 1,000 platforms, a sweep to N = 100,000, a
1-trillion-parameter model, a 1-token job. Each evaluates with finite, non-negative money or a
stated reason; beyond what one evaluation can hold the plan is refused with the limit explained.

Speed is not asserted here (a busy machine would fail it): ``python tests/benchmarks/bench.py
extreme_evaluate_ms`` prints the medians.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest
from pydantic import ValidationError

BENCH = Path(__file__).parents[1] / "benchmarks"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from extreme_plans import (  # noqa: E402
    COPIES,
    SPLIT,
    WIDE_SWEEP,
    one_token,
    thousand_platforms,
    trillion_parameters,
    wide_sweep,
)
from ten_platforms import ten_platform_plan  # noqa: E402

from gpuplanner.core import evaluate  # noqa: E402
from gpuplanner.core.notices import Code  # noqa: E402
from gpuplanner.core.plan import MAX_SWEEP_POINTS, Plan  # noqa: E402
from gpuplanner.core.result import PlanResult  # noqa: E402
from gpuplanner.core.uncertainty import simulate  # noqa: E402
from gpuplanner.io.plan_file import load_plan  # noqa: E402
from gpuplanner.io.problems import first_problem  # noqa: E402
from gpuplanner.io.words.notices import describe_notice  # noqa: E402

MONEY = ("compute_cost", "interruption_cost", "fees_cost", "total_cost", "hours", "gpu_hours")


def _sane(result: PlanResult) -> None:
    """Feasible money finite and ≥ 0; an infeasible platform says why."""
    for r in result.platforms:
        for name in MONEY:
            values = getattr(r, name)[r.feasible]
            assert np.isfinite(values).all() and (values >= 0).all(), (r.name, name)
        assert (r.chosen is not None) != (r.reason is not None), r.name


def test_a_thousand_platforms(tmp_path: Path) -> None:
    plan = thousand_platforms()
    assert len(plan.platforms) == 1000
    result = evaluate(plan)
    _sane(result)
    # Each copy computes exactly what the original computes in the 10-platform plan.
    reference = evaluate(ten_platform_plan())
    for i, r in enumerate(result.platforms):
        original = reference.platforms[i % 10]
        assert r.chosen == original.chosen, r.name
        np.testing.assert_array_equal(r.total_cost, original.total_cost)
    assert result.best.name.startswith(reference.best.name + " #")
    # Copies cost the same, so the cheapest original's 100 copies take ranks 1 … 100.
    first = [result.platforms[i].name.rsplit(" #", 1)[0] for i in result.ranking[:COPIES]]
    assert set(first) == {reference.best.name}
    # The Monte Carlo run covers every platform that has a chosen N, and each copy's
    # deterministic base equals its evaluated total.
    simulation = simulate(plan, result)
    assert len(simulation.platforms) == 1000
    for r, u in zip(result.platforms, simulation.platforms, strict=True):
        assert (u is None) == (r.chosen is None), r.name
        if u is not None:
            assert u.base_cost == pytest.approx(r.chosen_point.total_cost)
            assert u.p10_cost <= u.p50_cost <= u.p90_cost


def test_a_sweep_to_a_hundred_thousand_gpus() -> None:
    plan = wide_sweep()
    assert plan.sweep_max == WIDE_SWEEP
    result = evaluate(plan)
    assert result.n[-1] == WIDE_SWEEP
    _sane(result)
    # Every figure is per N: the first 1,024 entries are exactly the 1,024-wide sweep's.
    narrow = evaluate(wide_sweep(1024))
    for wide, small in zip(result.platforms, narrow.platforms, strict=True):
        for name in ("total_cost", "hours", "efficiency", "feasible"):
            np.testing.assert_array_equal(getattr(wide, name)[:1024], getattr(small, name))
        assert wide.chosen == small.chosen  # more GPUs never became cheaper here


def test_a_trillion_parameter_model() -> None:
    plan = trillion_parameters()
    result = evaluate(plan)
    _sane(result)
    # 6 · 1e12 parameters · 20e9 tokens
    assert result.total_flops == pytest.approx(1.2e23, rel=1e-12)
    a100 = result.platform("A100 on-demand")
    # 896 GPUs (d = 7) hold it, but 4,096 sequences over 7 ranks is 585.14 a rank (micro-batch
    # × DP must divide the global batch): the first count that runs is 1,024 (d = 8, 512 each)
    assert a100.min_gpus == 1024 and a100.min_gpus % (SPLIT[0] * SPLIT[1]) == 0
    assert a100.fits_memory[895] and not a100.layout_ok[895]
    memory = a100.memory.at(895)
    # ZeRO-3 shards weights (2 B), gradients (2 B) and Adam states (12 B) over d = 7. The most
    # loaded GPU (Megatron: first stage, with the 128,000 × 25,600 embedding) holds
    # ((1e12 − 3.2768e9)/16 + 3.2768e9)/8 = 8.19652e9 params → 16 B × 8.19652e9 / 7 = 18.735 GB.
    # Selective recompute keeps 34·s·b·h bytes a layer over 8-way TP + SP, and the first stage
    # holds min(m, p) = 16 micro-batches of 8 layers: 128 × 34 × 4,096 × 25,600 / 8 = 57.04 GB,
    # plus 16 micro-batches' embedding terms (8·4,096 + 4,096·25,600)/8 = 0.21 GB (the logits
    # sit on the last stage, which holds far less); 2 GB reserve → 77.98 GB ≤ 80.
    params = ((1e12 - 3.2768e9) / 16 + 3.2768e9) / 8
    assert memory["weights"] + memory["gradients"] + memory["optimizer"] == pytest.approx(
        16 * params / 7 / 1e9
    )
    assert memory["activations"] == pytest.approx(
        (128 * 34 * 4096 * 25600 / 8 + 16 * (8 * 4096 + 4096 * 25600) / 8) / 1e9
    )
    assert memory["total"] <= 80.0
    # Platforms that cannot hold it say so: a 32 GB V100 never fits, quotas are too small.
    assert result.platform("V100 spot, no checkpoints").reason.code is Code.NEVER_FITS
    assert result.platform("A100 reserved 3 months").reason.code is Code.QUOTA_TOO_SMALL


def test_a_trillion_parameters_without_a_shape_explains_it_never_fits() -> None:
    """Only the parameter count: the shape is estimated (and said), and on one 80 GB GPU
    with a quota of 8 the plan is infeasible with the reason, not a number."""
    plan = load_plan(Path(__file__).parents[1] / "fixtures" / "plan-v1.gpuplan")
    model = plan.workload.model.model_copy(
        update={"params_b": 1000.0, "layers": None, "hidden": None, "heads": None, "ffn": None}
    )
    plan = plan.model_copy(update={"workload": plan.workload.model_copy(update={"model": model})})
    result = evaluate(plan)
    assert any(n.code is Code.MODEL_SHAPE_ESTIMATED for n in result.notices)
    assert [r.chosen for r in result.platforms] == [None, None]
    fixed, quota = result.platforms
    assert (
        fixed.reason.code is Code.FIXED_GPUS_INFEASIBLE and fixed.reason.params["why"] == "memory"
    )
    assert quota.reason.code is Code.NEVER_FITS
    assert fixed.reason.params["need_gb"] > 1000  # terabytes of weights on one GPU


def test_a_one_token_job() -> None:
    """The golden plan on 1 token: LoRA 4 · 7e9 · 1 = 2.8e10 FLOPs at 250e12 × 0.4 FLOP/s =
    2.8e-4 s = 7.78e-8 h. On-demand bills one started minute: 10 / 60 = 0.1667; storage
    0.1 × 730 GB × 7.78e-8 h / 730 = 7.78e-9; egress 0.5 × 100 GB = 50 → 50.1667. Reserved:
    one month minimum, 5,000."""
    plan = load_plan(Path(__file__).parents[1] / "fixtures" / "plan-v1.gpuplan")
    plan = plan.model_copy(update={"workload": plan.workload.model_copy(update={"tokens": 1.0})})
    result = evaluate(plan)
    on_demand, reserved = (r.chosen_point for r in result.platforms)
    assert on_demand.hours == pytest.approx(2.8e10 / (250e12 * 0.4) / 3600)
    assert on_demand.compute_cost == pytest.approx(10 / 60)
    assert on_demand.fee_costs == pytest.approx((0.1 * 2.8e-4 / 3600, 50.0))
    assert on_demand.total_cost == pytest.approx(10 / 60 + 50 + 0.1 * 2.8e-4 / 3600)
    assert on_demand.cost_per_billion_tokens == pytest.approx(on_demand.total_cost * 1e9)
    assert reserved.total_cost == 5000.0
    assert result.steps == 1 / (256 * 2048)


def test_a_one_token_job_on_every_pricing_mode() -> None:
    result = evaluate(one_token())
    _sane(result)
    for r in result.platforms:
        if r.chosen is not None:  # never less than nothing, never NaN
            assert r.chosen_point.compute_cost >= 0 and np.isfinite(r.chosen_point.total_cost)


def _worded(error: ValidationError) -> str:
    """The refusal as the CLI and the GUI word it: "field: problem"."""
    problem = first_problem(error)
    return f"{problem.field}: {problem.text()}"


def test_beyond_what_one_evaluation_holds_the_limit_is_explained() -> None:
    """1,000 platforms × 131,072 GPU counts would be 15 GB of results: refused, naming the
    setting; up to the limit it is accepted. Its 1,800 fee items count an eighth of a case
    each (issue 18: each holds an array over the sweep): at 3,400 GPU counts that is
    3,400,000 + 1,800 × 3,400 / 8 = 4,165,000 cases, within 4,194,304."""
    plan = thousand_platforms()
    settings = plan.settings.model_copy(update={"max_gpus": 3400})
    Plan.model_validate(plan.model_copy(update={"settings": settings}).model_dump())
    data = plan.model_dump()
    data["settings"]["max_gpus"] = 131_072
    with pytest.raises(ValidationError) as info:
        Plan.model_validate(data)
    message = _worded(info.value)
    # 131,072,000 + 1,800 × 131,072 / 8 = 131,072,000 + 29,491,200
    assert (
        "settings.max_gpus: 1,000 platforms and 1,800 fee items (a fee item counts as 1/8) × "
        "131,072 GPU counts are 160,563,200 cases"
    ) in message
    at_4096 = plan.settings.model_copy(update={"max_gpus": 4096})  # + 921,600 for the fees
    with pytest.raises(ValidationError) as info:
        Plan.model_validate(plan.model_copy(update={"settings": at_4096}).model_dump())
    assert "are 5,017,600 cases" in _worded(info.value)
    assert f"more than the {MAX_SWEEP_POINTS:,}" in message
    # A quota on one platform that drives the sweep is the field named instead.
    data["settings"]["max_gpus"] = 1024
    data["platforms"][3]["max_gpus"] = 50_000
    with pytest.raises(ValidationError) as info:
        Plan.model_validate(data)
    assert _worded(info.value).startswith("platforms[3].max_gpus: 1,000 platforms")


def test_an_infeasible_fixed_count_names_its_real_cause() -> None:
    """A fixed count that never finishes (interruptions without checkpoints) is not worded
    with memory figures that fit (26 GB needed, 80 GB there) as if memory were the cause."""
    plan = load_plan(Path(__file__).parents[1] / "fixtures" / "plan-v1.gpuplan")
    first = plan.platforms[0].model_copy(update={"interruption_rate": 1.0, "checkpointing": False})
    plan = plan.model_copy(update={"platforms": (first, *plan.platforms[1:])})
    # 1 interruption per GPU-hour over 77.8 clean hours: e^77.8 ≫ e^50, never expected to end
    reason = evaluate(plan).platforms[0].reason
    assert reason.code is Code.FIXED_GPUS_INFEASIBLE and reason.params["why"] == "interruptions"
    assert describe_notice(reason) == (
        "按量 on-demand: at the fixed GPU count (1) interruptions come faster than progress; "
        "the job is not expected to finish."
    )
    assert describe_notice(reason, "zh_CN") == (
        "按量 on-demand：按固定卡数（1），中断来得比进度还快，任务预计无法完成。"
    )


def test_a_simulation_too_large_to_stay_responsive_is_refused() -> None:
    """1,000 platforms × 2,000 samples = 2,000,000 draws run (~0.35 s); × 200,000 samples
    would be 200,000,000 draws (~30 s of CPU on every edit): refused, naming the setting."""
    from gpuplanner.core.plan import MAX_MONTE_CARLO_DRAWS

    data = thousand_platforms().model_dump()
    data["settings"]["monte_carlo"]["samples"] = 8_000  # 8,000,000 draws ≤ 8,388,608: fine
    Plan.model_validate(data)
    data["settings"]["monte_carlo"]["samples"] = 200_000
    with pytest.raises(ValidationError) as info:
        Plan.model_validate(data)
    message = _worded(info.value)
    assert "settings.monte_carlo.samples: 1,000 platforms × 200,000 samples are" in message
    assert f"200,000,000 draws, more than the {MAX_MONTE_CARLO_DRAWS:,}" in message
