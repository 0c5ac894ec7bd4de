"""An edit re-evaluates only the platforms it touched (core/platform_memo.py), and the
answers are the ones a fresh evaluation gives.

The bundled example (seed example A): A100 on-demand at 20 CNY/GPU-h for 18 h on 8 GPUs,
8 × 18 × 20 = 2,880; H100 on-demand at 40 CNY/GPU-h for 9 h, 8 × 9 × 40 = 2,880.
"""

from __future__ import annotations

import numpy as np
import pytest

from gpuplanner.core import evaluate
from gpuplanner.core.edit import replace_at
from gpuplanner.core.platform_memo import MEMO
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan

A100, V100, H100 = 0, 1, 2


@pytest.fixture
def plan():
    MEMO.clear()
    yield load_plan(example_plan())
    MEMO.clear()


def _total(result, index: int) -> float:
    r = result.platforms[index]
    return float(r.total_cost[r.chosen - 1])


def test_a_price_edit_reevaluates_that_platform_only(plan) -> None:
    before = evaluate(plan)
    assert _total(before, A100) == 2880.0 and _total(before, H100) == 2880.0
    cheaper = replace_at(plan, ("platforms", A100, "pricing", "price_per_gpu_hour"), 15.0)
    after = evaluate(cheaper)
    assert _total(after, A100) == 8 * 18 * 15.0  # 2,160: now the cheapest
    assert after.platforms[after.ranking[0]].name.startswith("A · A100")
    # The V100 and the H100 were not evaluated again: their arrays are the same objects.
    for index in (V100, H100):
        assert after.platforms[index].total_cost is before.platforms[index].total_cost
    assert after.platforms[A100].total_cost is not before.platforms[A100].total_cost
    # ... and the ranks moved with the new prices (ranked anew each time).
    assert after.platforms[A100].rank == 1 and after.platforms[H100].rank == 2


def test_the_reused_answers_are_a_fresh_evaluations(plan) -> None:
    evaluate(plan)
    edited = replace_at(plan, ("platforms", V100, "mfu"), 0.3)
    memoized = evaluate(edited)
    MEMO.clear()
    fresh = evaluate(edited)
    assert memoized.ranking == fresh.ranking
    assert memoized.notices == fresh.notices
    for a, b in zip(memoized.platforms, fresh.platforms, strict=True):
        assert np.array_equal(a.total_cost, b.total_cost, equal_nan=True)
        assert (a.chosen, a.rank, a.stress, a.targets) == (b.chosen, b.rank, b.stress, b.targets)


def test_a_plan_level_edit_reevaluates_every_platform(plan) -> None:
    """VAT on (services 6 %): every bill changes, 2,880 × 1.06 = 3,052.80."""
    before = evaluate(plan)
    taxed = evaluate(replace_at(plan, ("tax", "enabled"), True))
    assert _total(taxed, A100) == pytest.approx(3052.8)
    assert _total(taxed, H100) == pytest.approx(3052.8)
    for a, b in zip(taxed.platforms, before.platforms, strict=True):
        assert a.total_cost is not b.total_cost
