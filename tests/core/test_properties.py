"""Invariants of ``evaluate`` over random valid plans (hypothesis).

Plans sweep N = 1 … 64 and draw every pricing mode, fee basis, interruption setting and
parallel layout, so a handful of examples per property covers many code paths quickly.
"""

from __future__ import annotations

import dataclasses
import os

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from plans import fee, make_plan, platform, workload

from gpuplanner.core import evaluate
from gpuplanner.core.fee_costs import fee_cost
from gpuplanner.core.fees import FeeBasis
from gpuplanner.core.memory import memory_per_gpu
from gpuplanner.core.platform import (
    HourlyPricing,
    LeasePricing,
    PricingMode,
    ReservedPricing,
    ScalingPoint,
    SelfBuiltPricing,
)

SWEEP = 64
# 40 examples keep the file at about a second; GPUPLANNER_EXAMPLES=1000 digs deeper on demand.
EXAMPLES = int(os.environ.get("GPUPLANNER_EXAMPLES", "40"))
FAST = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

price = st.floats(min_value=0.0, max_value=1e5, allow_nan=False, allow_infinity=False)
positive = st.floats(min_value=0.01, max_value=100.0)

pricings = st.one_of(
    st.builds(
        HourlyPricing,
        mode=st.sampled_from([PricingMode.ON_DEMAND, PricingMode.SPOT]),
        price_per_gpu_hour=price,
        billing_increment_hours=st.sampled_from([1 / 60, 1.0, 1e-6]),
        minimum_hours=st.floats(0, 24),
    ),
    st.builds(ReservedPricing, price_per_gpu_month=price, minimum_months=st.integers(1, 12)),
    st.builds(
        LeasePricing,
        price_per_machine_month=price,
        minimum_months=st.integers(1, 12),
        deposit_per_machine=price,
        deposit_refundable=st.booleans(),
        addons_per_machine_month=price,
    ),
    st.builds(
        SelfBuiltPricing,
        capex_per_gpu=price,
        spares_fraction=st.floats(0, 1),
        depreciation_years=st.floats(0.5, 10),
        residual_fraction=st.floats(0, 1),
        power_w_per_gpu=st.floats(0, 3000),
        pue=st.floats(1, 3),
        electricity_per_kwh=st.floats(0, 5),
        hosting_per_gpu_month=price,
        staff_per_month=price,
        repair_fraction_per_year=st.floats(0, 1),
        lead_time_days=st.floats(0, 90),
        charge_whole_purchase=st.booleans(),
    ),
)

fees = st.lists(
    st.builds(
        fee,
        basis=st.sampled_from(list(FeeBasis)),
        rate=st.floats(0, 1e4),
        quantity=st.floats(0, 1e4),
    ),
    max_size=4,
)


@st.composite
def plans(draw, zero_stage: int | None = None):
    """A valid plan with one random platform (sweep 1 … 64)."""
    method = draw(st.sampled_from(["full", "lora", "qlora"]))
    t = draw(st.sampled_from([1, 1, 2]))
    p_ = draw(st.sampled_from([1, 1, 2]))
    w = workload(
        model={"params_b": draw(st.sampled_from([1.0, 7.0, 13.0]))},
        method=method,
        tokens=draw(st.floats(1e7, 1e10)),
        global_batch=draw(st.sampled_from([32, 256])),
        micro_batch=draw(st.sampled_from([1, 2])),
        zero_stage=draw(st.integers(0, 3)) if zero_stage is None else zero_stage,
        tensor_parallel=t,
        pipeline_parallel=p_,
        deadline_hours=draw(st.none() | st.floats(1, 1e4)),
    )
    points = draw(st.sampled_from([(), (ScalingPoint(gpus=8, efficiency=0.7),)]))
    p = platform(
        pricing=draw(pricings),
        mfu=draw(st.floats(0.05, 1.0)),
        overlap=draw(st.floats(0, 1)),
        gpus_per_node=draw(st.sampled_from([1, 4, 8])),
        whole_nodes=draw(st.booleans()),
        intra_node_gbps=draw(positive) * 5,
        inter_node_gbps=draw(positive),
        scaling_points=points,
        max_gpus=draw(st.none() | st.integers(1, SWEEP)),
        setup_hours=draw(st.floats(0, 10)),
        queue_hours=draw(st.floats(0, 100)),
        interruption_rate=draw(st.sampled_from([0.0, 1e-4, 1e-3, 0.05])),
        checkpointing=draw(st.booleans()),
        fees=tuple(draw(fees)),
    )
    return make_plan(workload=w, platforms=[p], settings={"max_gpus": SWEEP})


MONEY = ("compute_cost", "interruption_cost", "fees_cost", "total_cost", "hours", "gpu_hours")


@FAST
@given(plans())
def test_costs_never_negative_or_nan_where_feasible(plan) -> None:
    r = evaluate(plan).platforms[0]
    ok = r.feasible
    for name in MONEY:
        values = getattr(r, name)[ok]
        assert np.isfinite(values).all(), name
        assert (values >= 0).all(), name
    assert (r.total_cost[ok] >= r.compute_cost[ok] - 1e-9 * r.compute_cost[ok]).all()
    if r.chosen is not None:
        assert r.feasible[r.chosen - 1]


@FAST
@given(
    basis=st.sampled_from(list(FeeBasis)),
    rate=st.floats(0, 1e6),
    hours=st.floats(0, 1e5),
    gpus=st.integers(1, 4096),
    compute=st.floats(0, 1e9),
)
def test_zero_quantity_fee_costs_exactly_zero(basis, rate, hours, gpus, compute) -> None:
    cost = fee_cost(
        fee(basis=basis, rate=rate, quantity=0.0),
        np.array([float(gpus)]),
        np.array([hours]),
        np.array([compute]),
    )
    assert cost[0] == 0.0


@FAST
@given(plans(), st.integers(1, SWEEP))
def test_fixed_n_equals_the_sweep_at_that_n(plan, gpus) -> None:
    swept = evaluate(plan).platforms[0]
    p = plan.platforms[0]
    if p.max_gpus is not None and gpus > p.max_gpus:
        gpus = p.max_gpus
    fixed_plan = plan.model_copy(update={"platforms": (p.model_copy(update={"fixed_gpus": gpus}),)})
    fixed = evaluate(fixed_plan).platforms[0]
    if swept.feasible[gpus - 1]:
        assert fixed.chosen == gpus
        np.testing.assert_equal(
            dataclasses.astuple(fixed.chosen_point), dataclasses.astuple(swept.point(gpus))
        )
    else:
        assert fixed.chosen is None


@FAST
@given(plans(zero_stage=3))
def test_memory_per_gpu_never_rises_with_n_under_zero3(plan) -> None:
    n = np.arange(1, 1025, dtype=float)
    total = memory_per_gpu(plan.workload, n, 2.0).total
    assert (np.diff(total) <= 1e-12 * total[:-1]).all()


# Price fields per pricing mode; raising any of them (or a fee rate) must not lower a cost.
PRICE_FIELDS = {
    HourlyPricing: ("price_per_gpu_hour",),
    ReservedPricing: ("price_per_gpu_month",),
    LeasePricing: ("price_per_machine_month", "deposit_per_machine", "addons_per_machine_month"),
    SelfBuiltPricing: (
        "capex_per_gpu",
        "electricity_per_kwh",
        "hosting_per_gpu_month",
        "staff_per_month",
    ),
}


@FAST
@given(plans(), st.data(), st.floats(1.0, 10.0), st.floats(0.0, 1e4))
def test_total_cost_is_monotone_in_every_price(plan, data, factor, extra) -> None:
    p = plan.platforms[0]
    fields = [f"pricing.{f}" for f in PRICE_FIELDS[type(p.pricing)]]
    fields += [f"fees[{i}].rate" for i in range(len(p.fees))]
    target = data.draw(st.sampled_from(fields))
    if target.startswith("pricing."):
        key = target.removeprefix("pricing.")
        value = getattr(p.pricing, key) * factor + extra
        dearer = p.model_copy(update={"pricing": p.pricing.model_copy(update={key: value})})
    else:
        i = int(target[5:-6])
        fees_ = list(p.fees)
        fees_[i] = fees_[i].model_copy(update={"rate": fees_[i].rate * factor + extra})
        dearer = p.model_copy(update={"fees": tuple(fees_)})
    before = evaluate(plan).platforms[0]
    after = evaluate(plan.model_copy(update={"platforms": (dearer,)})).platforms[0]
    ok = before.feasible
    np.testing.assert_array_equal(ok, after.feasible)
    slack = 1e-9 * np.abs(before.total_cost[ok])
    assert (after.total_cost[ok] >= before.total_cost[ok] - slack).all(), target
    if before.chosen is not None:
        # the chosen N's bill is a minimum over a set the price does not change
        assert after.chosen_point.total_cost >= before.chosen_point.total_cost * (1 - 1e-9)
