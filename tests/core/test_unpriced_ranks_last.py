"""A platform with no price entered (its mode's list price 0, as ``blank_platform`` makes it)
is flagged ``price_missing``, ranked after every priced platform that can run the job (before
the ones that cannot) and never the best or "cheapest" (issue 25 review).

Figures by hand (tests/plans.py SMALL_1B): the 1B fine-tune on 1e8 tokens holds one A100
80.13 min (training + 10 min setup), billed by the minute: 81 min × 10 / 60 = ¥13.50 at
¥10/GPU-h, and ¥0.00 at ¥0 (no fees, no trial): the blank platform is the cheaper total, yet
ranks second.
"""

from __future__ import annotations

import pytest
from plans import SMALL_1B, make_plan, platform, result_named, union_members

from gpuplanner.core.evaluate import evaluate
from gpuplanner.core.notices import Code
from gpuplanner.core.platform import HourlyPricing, SelfBuiltPricing
from gpuplanner.core.platform_edits import blank_platform
from gpuplanner.core.pricing_fields import Role, missing_list_price, price_fields
from gpuplanner.core.verdict import VerdictCode, verdict

FREE = HourlyPricing(price_per_gpu_hour=0.0)


def _plan(*platforms, **workload):
    return make_plan(
        workload={"model": SMALL_1B, "tokens": 1e8, **workload}, platforms=list(platforms)
    )


def _blank(**kw):
    return platform(name="Blank", fixed_gpus=1, pricing=FREE, **kw)


def _priced(**kw):
    return platform(name="Priced", fixed_gpus=1, **kw)


def test_the_priced_platform_ranks_first_over_a_cheaper_blank_one() -> None:
    plan = _plan(_blank(), _priced())
    result = evaluate(plan)
    blank, priced = result_named(result, "Blank"), result_named(result, "Priced")
    assert blank.chosen_point.total_cost == pytest.approx(0.0)
    assert priced.chosen_point.total_cost == pytest.approx(13.50)  # 81 min × 10 / 60
    assert (priced.rank, blank.rank) == (1, 2)
    assert result.ranking == (1, 0)
    assert (priced.price_missing, blank.price_missing) == (False, True)
    assert result.best is priced and not result.awaiting_price
    missing = [n for n in result.notices if n.code is Code.PRICE_MISSING]
    assert [(n.platform, n.params) for n in missing] == [
        ("Blank", {"field": "pricing.price_per_gpu_hour", "mode": "on_demand"})
    ]
    # The priced one is plainly the cheapest: the blank's ¥0 is not "a cheaper one that
    # misses a target"; the blank one's verdict is "no price", never cheapest.
    assert verdict(plan, result, priced)[0].code is VerdictCode.CHEAPEST
    (first,) = verdict(plan, result, blank)
    assert first.code is VerdictCode.PRICE_MISSING
    assert first.params["field"] == "pricing.price_per_gpu_hour"


def test_a_priced_platform_late_for_the_deadline_still_outranks_a_blank_one() -> None:
    # Deadline 5 h: the blank one delivers in 80.13 min, the priced one waits 10 h in a queue.
    plan = _plan(_blank(), _priced(queue_hours=10.0), deadline_hours=5.0)
    result = evaluate(plan)
    blank, priced = result_named(result, "Blank"), result_named(result, "Priced")
    assert not priced.chosen_point.deadline_met and blank.chosen_point.deadline_met
    assert (priced.rank, blank.rank) == (1, 2)
    codes = [r.code for r in verdict(plan, result, priced)]
    assert codes == [VerdictCode.CHEAPEST, VerdictCode.MISSES_DEADLINE]


def test_a_blank_platform_ranks_before_one_that_cannot_run() -> None:
    small = platform(name="Too small", fixed_gpus=1, gpu={"memory_gb": 8.0})  # 16 GB of states
    result = evaluate(_plan(small, _blank(), _priced()))
    assert [result.platforms[i].name for i in result.ranking] == ["Priced", "Blank", "Too small"]
    assert result_named(result, "Too small").rank is None


def test_only_a_blank_platform_is_never_the_best() -> None:
    plan = _plan(_blank())
    result = evaluate(plan)
    (blank,) = result.platforms
    assert blank.is_feasible and blank.rank == 1
    assert result.best is None and result.awaiting_price
    codes = [r.code for r in verdict(plan, result, blank)]
    assert VerdictCode.CHEAPEST not in codes and codes[0] is VerdictCode.PRICE_MISSING


def test_nothing_feasible_is_not_awaiting_a_price() -> None:
    result = evaluate(_plan(_blank(gpu={"memory_gb": 8.0})))
    assert result.best is None and not result.awaiting_price


def test_blank_platform_is_flagged() -> None:
    gpu = platform().gpu
    assert missing_list_price(blank_platform(gpu, "New").pricing) == ("price_per_gpu_hour",)


def test_self_built_without_capex_has_no_price() -> None:
    """An owned cluster's list price is its purchase: capex 0 is no price, though its power
    (700 W × 1.4 PUE × ¥0.8/kWh by default) still costs something."""
    assert missing_list_price(SelfBuiltPricing(capex_per_gpu=0.0)) == ("capex_per_gpu",)
    assert missing_list_price(SelfBuiltPricing(capex_per_gpu=1.0)) == ()
    own = platform(name="Own", fixed_gpus=1, pricing=SelfBuiltPricing(capex_per_gpu=0.0))
    result = evaluate(_plan(own, _priced()))
    assert result_named(result, "Own").price_missing
    assert result.best is not None and result.best.name == "Priced"


@pytest.mark.parametrize("cls", sorted(union_members(), key=lambda c: c.__name__))
def test_every_pricing_mode_is_covered_by_its_list_price_role(cls: type) -> None:
    """Every mode of the Pricing union (present and future) has a list-price field, and 0 in
    every one of them is "no price"; any other figure left at its default is not."""
    listed = [n for n, f in price_fields(cls).items() if f.role is Role.LIST_PRICE]
    assert listed, f"{cls.__name__} has no field of role LIST_PRICE"
    mode = cls.model_fields["mode"].default
    blank = cls.model_validate({"mode": mode, **dict.fromkeys(listed, 0.0)})
    assert missing_list_price(blank) == tuple(listed)
    priced = cls.model_validate({"mode": mode, **dict.fromkeys(listed, 2.0)})
    assert missing_list_price(priced) == ()


def test_a_blank_platform_is_never_the_fix_for_a_missed_deadline() -> None:
    # The priced one misses the 5-h deadline (10 h queue); the blank one would meet it at ¥0,
    # but "take Blank" would be a cheapest claim on a missing price.
    result = evaluate(_plan(_blank(), _priced(queue_hours=10.0), deadline_hours=5.0))
    others = [n for n in result.notices if n.code is Code.FIX_OTHER_PLATFORM]
    assert all(n.params["other"] != "Blank" for n in others)
