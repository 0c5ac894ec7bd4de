"""A plan saved before workload.fp8_recipe existed reopens with the same meaning: no recipe
stated, so the stack's default on each GPU generation, which for Megatron-Core on Hopper is
the per-tensor delayed scaling the plan was timed with: the same figures, bit for bit.

The fixture is a real file written by the version before the setting (tests/validation/
nemo-llama3-8b-8-h100.gpuplan at commit dc3ebe3: format 3, FP8, Megatron-Core, 8 H100)."""

from __future__ import annotations

from pathlib import Path

from gpuplanner.core import evaluate
from gpuplanner.core.workload import Fp8Recipe
from gpuplanner.io.plan_file import dumps_plan, load_plan, loads_plan

OLD = Path(__file__).resolve().parent.parent / "fixtures" / "plan-v3-fp8-before-recipe.gpuplan"


def _with(plan, recipe):
    return plan.model_copy(
        update={"workload": plan.workload.model_copy(update={"fp8_recipe": recipe})}
    )


def test_an_old_fp8_plan_keeps_its_hopper_numbers_bit_for_bit() -> None:
    old = load_plan(OLD)
    assert "fp8_recipe" not in OLD.read_text(encoding="utf-8")
    assert old.workload.fp8_recipe is None
    now = evaluate(old).platforms[0]
    delayed = evaluate(_with(old, Fp8Recipe.DELAYED)).platforms[0]
    assert now.mfu == delayed.mfu
    assert (now.train_hours == delayed.train_hours).all()
    current = evaluate(_with(old, Fp8Recipe.CURRENT)).platforms[0]
    assert current.mfu < now.mfu  # current scaling's amax pass is a different job


def test_a_stated_recipe_survives_a_round_trip() -> None:
    plan = _with(load_plan(OLD), Fp8Recipe.CURRENT)
    assert loads_plan(dumps_plan(plan)).workload.fp8_recipe is Fp8Recipe.CURRENT
