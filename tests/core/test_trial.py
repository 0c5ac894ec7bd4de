"""The trial phase ("small card trial, big card finish"): a separate cost line on every total.

Round platform R on 1 GPU (round_plans): 140 h + 1 h setup at 10 per GPU-hour = 1,410.
"""

from __future__ import annotations

import pytest
from pydantic import ValidationError
from round_plans import round_plan, round_platform

from gpuplanner.core import evaluate
from gpuplanner.core.platform import HourlyPricing
from gpuplanner.core.uncertainty_models import TrialPhase
from gpuplanner.io.plan_file import PlanError, validate_plan


def _one(**plan_overrides):
    plats = [round_platform(fixed_gpus=1), round_platform(name="T4", fixed_gpus=1)]
    return evaluate(round_plan(*plats, **plan_overrides))


def test_trial_at_a_typed_price() -> None:
    # 2 GPUs × 8 h × 3.5 = 56, on every platform; delivery 8 h later; same ranking.
    base = _one()
    with_trial = _one(trial=TrialPhase(hours=8.0, gpus=2, price_per_gpu_hour=3.5))
    for before, after in zip(base.platforms, with_trial.platforms, strict=True):
        assert after.trial_cost[0] == pytest.approx(56.0)
        assert after.point(1).trial_cost == pytest.approx(56.0)
        assert after.total_cost[0] == pytest.approx(before.total_cost[0] + 56.0)
        assert after.compute_cost[0] == pytest.approx(before.compute_cost[0])
        assert after.delivery_hours[0] == pytest.approx(before.delivery_hours[0] + 8.0)
    assert with_trial.ranking == base.ranking


def test_trial_priced_by_a_platform_of_the_plan() -> None:
    # On "T4" at 1.5 per GPU-hour, per-minute billing: 1 GPU × 20 h × 1.5 = 30.
    plats = [
        round_platform(),
        round_platform(name="T4", pricing=HourlyPricing(price_per_gpu_hour=1.5)),
    ]
    result = evaluate(round_plan(*plats, trial=TrialPhase(hours=20.0, platform="T4")))
    assert result.platform("R").trial_cost[0] == pytest.approx(30.0)


def test_trial_saves_setup_hours_on_the_big_cards() -> None:
    # Setup 1 h on R; the trial takes 0.75 h of it off: 140.25 h × 10 = 1,402.5 + 56 trial.
    result = _one(
        trial=TrialPhase(hours=8.0, gpus=2, price_per_gpu_hour=3.5, saves_setup_hours=0.75)
    )
    r = result.platform("R")
    assert r.setup_hours == pytest.approx(0.25)
    assert r.total_cost[0] == pytest.approx(1402.5 + 56.0)
    # Never below zero hours of setup.
    r = _one(trial=TrialPhase(hours=1.0, price_per_gpu_hour=1.0, saves_setup_hours=5.0))
    assert r.platform("R").setup_hours == 0.0


def test_trial_needs_one_price_and_a_known_platform() -> None:
    with pytest.raises(ValidationError, match="one_trial_price"):
        TrialPhase(hours=8.0)
    with pytest.raises(ValidationError, match="one_trial_price"):
        TrialPhase(hours=8.0, price_per_gpu_hour=1.0, platform="R")
    data = round_plan().model_dump(mode="json")
    data["trial"] = {"hours": 8.0, "platform": "nowhere"}
    with pytest.raises(PlanError, match=r"trial\.platform: no platform named 'nowhere'"):
        validate_plan(data)
