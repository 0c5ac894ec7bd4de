"""Fleet plan calculator: hand-computed months, break-even, NPV and the seeds' rules of thumb."""

from __future__ import annotations

import math

import numpy as np
import pytest
from pydantic import ValidationError

from gpuplanner.core.errors import CoreError
from gpuplanner.core.fleet.demand import demand_months, parse_demand_column
from gpuplanner.core.fleet.evaluate import break_even_utilization, evaluate_fleet, monthly_rate
from gpuplanner.core.fleet.plan import (
    FleetDemand,
    FleetHybrid,
    FleetLease,
    FleetOnDemand,
    FleetPlan,
    FleetReserved,
    FleetSelfBuilt,
    FleetSpot,
)
from gpuplanner.core.fleet.plan import FleetStrategy as S
from gpuplanner.core.fleet.result import FleetCode
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

OD = FleetOnDemand(price_per_gpu_hour=10.0)


def _fleet(**kw) -> FleetPlan:
    base = {"demand": FleetDemand(gpu_hours_per_month=3000.0), "on_demand": OD}
    return FleetPlan(**{**base, **kw})


def _with(model, **changes):
    """A validated copy (``model_copy(update=…)`` would skip validation)."""
    return type(model).model_validate({**model.model_dump(), **changes})


def _table(*months: float) -> FleetDemand:
    return FleetDemand(mode="table", table=months)


# A small owned cluster whose every figure is easy by hand (used by several tests).
HAND_BUILT = FleetSelfBuilt(
    gpus=8,
    capex_per_gpu=50_000.0,
    spares_fraction=0.10,
    depreciation_years=3.0,
    residual_fraction=0.30,
    power_w_per_gpu=500.0,
    pue=1.5,
    electricity_per_kwh=1.0,
    hosting_basis="per_kw_month",
    hosting_rate=200.0,
    staff_fte=0.25,
    staff_cost_per_fte_year=240_000.0,
    repair_fraction_per_year=0.03,
    lead_time_days=0.0,
    credit_book_value=True,  # the hand figures credit the book value (the old convention)
)


def test_seed_on_demand_is_30000_a_month() -> None:
    # Seed 003 §5.3: 3,000 GPU-h × 10 CNY = 30,000 CNY a month; 24 months = 720,000.
    r = evaluate_fleet(_fleet())
    row = r.row(S.ON_DEMAND)
    assert r.monthly[row] == pytest.approx(np.full(24, 30_000.0))
    assert r.cumulative[row, -1] == pytest.approx(720_000.0)
    assert r.cost_per_useful_gpu_hour[row] == pytest.approx(10.0)


def test_reserved_bills_whole_gpus_for_whole_months() -> None:
    # 3,000 GPU-h / 730 h = 4.11 GPUs on average → 5 whole GPUs × 4,000 = 20,000 a month:
    # the seed's "≈ 20,000 CNY on a monthly plan". Per useful GPU-h: 20,000 / 3,000 = 6.67.
    r = evaluate_fleet(_fleet(reserved=FleetReserved(price_per_gpu_month=4000.0, term_months=1)))
    row = r.row(S.RESERVED)
    assert r.monthly[row] == pytest.approx(np.full(24, 20_000.0))
    assert r.cost_per_useful_gpu_hour[row] == pytest.approx(20_000 / 3000)
    # Exactly 2 × 730 GPU-h needs 2 GPUs, not 3 (float noise must not buy a GPU).
    r2 = evaluate_fleet(
        _fleet(
            demand=FleetDemand(gpu_hours_per_month=1460.0),
            reserved=FleetReserved(price_per_gpu_month=4000.0),
        )
    )
    assert r2.monthly[r2.row(S.RESERVED)][0] == pytest.approx(8000.0)


def test_zero_demand_months_cost_only_commitments() -> None:
    # Months: 3,650 / 0 / 0 / 1,460 GPU-h (5, 0, 0, 2 GPUs on average), horizon 4.
    fleet = _fleet(
        horizon_months=4,
        demand=_table(3650.0, 0.0, 0.0, 1460.0),
        reserved=FleetReserved(price_per_gpu_month=4000.0, term_months=12),
        spot=FleetSpot(price_per_gpu_hour=3.0, interruption_overhead=0.2),
        lease=FleetLease(price_per_machine_month=40_000.0, minimum_months=3),
        self_built=HAND_BUILT,
    )
    r = evaluate_fleet(fleet)
    od, res, spot = (r.monthly[r.row(s)] for s in (S.ON_DEMAND, S.RESERVED, S.SPOT))
    assert od == pytest.approx([36_500.0, 0.0, 0.0, 14_600.0])
    # Spot: 3,650 × 3 × 1.2 = 13,140; nothing in the empty months.
    assert spot == pytest.approx([13_140.0, 0.0, 0.0, 5_256.0])
    # One 12-month term sized to the peak: 5 GPUs × 4,000 every month, used or not; the
    # 8 months of the term after the horizon are owed: 8 × 20,000 = 160,000.
    assert res == pytest.approx(np.full(4, 20_000.0))
    assert r.end_flow[r.row(S.RESERVED)] == pytest.approx(160_000.0)
    # Lease, 3-month contracts: months 1–3 need ceil(5 / 8) = 1 machine; month 4 starts a
    # new contract with ceil(2 / 8) = 1 machine; 2 of its months fall after the horizon.
    assert r.monthly[r.row(S.LEASE)] == pytest.approx(np.full(4, 40_000.0))
    assert r.end_flow[r.row(S.LEASE)] == pytest.approx(80_000.0)
    # Self-built idle months: hosting 8 × 0.5 kW × 200 = 800, staff 0.25 × 240,000 / 12 =
    # 5,000, repairs 440,000 × 3 % / 12 = 1,100 → 6,900, and no power.
    sb = r.components[r.row(S.SELF_BUILT)]
    assert r.monthly[r.row(S.SELF_BUILT)][1:3] == pytest.approx([6_900.0, 6_900.0])
    assert sb["power"][1:3] == pytest.approx([0.0, 0.0])


def test_hand_computed_self_build() -> None:
    # 2,920 GPU-h a month = half of 8 GPUs × 730 h, for 36 months, no discounting.
    fleet = _fleet(
        horizon_months=36,
        discount_rate=0.0,
        demand=FleetDemand(gpu_hours_per_month=2920.0),
        self_built=HAND_BUILT,
    )
    r = evaluate_fleet(fleet)
    sb = r.self_built
    assert sb is not None
    # Capex 8 × (1 + 10 % spares) × 50,000 = 440,000, paid in month 1.
    assert sb.capex == pytest.approx(440_000.0)
    # Depreciation (cost − residual) / life = (440,000 − 132,000) / 36 = 8,555.56 a month.
    assert sb.depreciation_per_month == pytest.approx(308_000.0 / 36)
    # Power kWh = GPUs × W × PUE × hours = 8 × 0.5 kW × 1.5 × 365 h = 2,190 kWh × 1 CNY.
    power = r.components[r.row(S.SELF_BUILT)]["power"]
    assert power == pytest.approx(np.full(36, 2_190.0))
    # Running cost: power 2,190 + hosting 800 + staff 5,000 + repairs 1,100 = 9,090.
    monthly = r.monthly[r.row(S.SELF_BUILT)]
    assert monthly[0] == pytest.approx(440_000.0 + 9_090.0)
    assert monthly[1:] == pytest.approx(np.full(35, 9_090.0))
    # On demand: 29,200 a month. Cumulative self-built 440,000 + 9,090·m ≤ 29,200·m from
    # m ≥ 440,000 / 20,110 = 21.88: the curves cross in month 22.
    od = sb.against(S.ON_DEMAND)
    assert od.break_even_month == 22
    row_own, row_od = r.row(S.SELF_BUILT), r.row(S.ON_DEMAND)
    assert r.cumulative[row_own, 21] <= r.cumulative[row_od, 21]
    assert r.cumulative[row_own, 20] > r.cumulative[row_od, 20]
    assert od.payback_months == pytest.approx(440_000 / 20_110)
    assert not od.payback_extrapolated
    # After the 36-month life only the 30 % residual (132,000) is left and credited.
    assert sb.book_value_end == pytest.approx(132_000.0)
    # NPV at 0 %: rented 29,200 × 36 = 1,051,200 − owned (440,000 + 9,090 × 36 − 132,000
    # = 635,240) = 415,960.
    assert od.npv == pytest.approx(415_960.0)
    # Break-even utilization: F = 8,555.56 + 800 + 5,000 + 1,100 = 15,455.56 a month,
    # v = 0.5 kW × 1.5 × 1 = 0.75 per GPU-h, u* = F / (5,840 × (10 − 0.75)) = 28.61 %.
    assert od.break_even_utilization == pytest.approx(15_455.555556 / (5840 * 9.25))
    assert od.break_even_utilization == pytest.approx(0.286108, abs=1e-6)
    assert sb.utilization == pytest.approx(0.5)


def test_break_even_utilization_makes_owned_cost_equal_the_rented_price() -> None:
    # Over exactly the depreciation life, with no lead time and no discounting, the owned
    # cost per useful GPU-hour is F / D + v; at D = u*·N·h it must equal the 10 CNY price.
    probe = evaluate_fleet(_fleet(horizon_months=36, discount_rate=0.0, self_built=HAND_BUILT))
    u_star = probe.self_built.against(S.ON_DEMAND).break_even_utilization
    demand = FleetDemand(gpu_hours_per_month=u_star * 8 * 730)
    r = evaluate_fleet(
        _fleet(horizon_months=36, discount_rate=0.0, demand=demand, self_built=HAND_BUILT)
    )
    assert r.cost_per_useful_gpu_hour[r.row(S.SELF_BUILT)] == pytest.approx(10.0)
    assert r.self_built.against(S.ON_DEMAND).npv == pytest.approx(0.0, abs=1e-6)
    # No margin over power → never.
    assert break_even_utilization(1000.0, 0.75, 5840.0, 0.75) is None


def test_npv_of_a_known_annuity_to_the_cent() -> None:
    # 30,000 a month for 24 months at 10 % a year, paid at the start of each month:
    # r_m = 1.1^(1/12) − 1 = 0.797414 %; PV = 30,000 × (1 − 1.1^−2) / (1 − 1.1^(−1/12))
    # = 30,000 × 0.173553719 / 0.007911057 = 658,143.64.
    r = evaluate_fleet(_fleet(discount_rate=0.10))
    assert monthly_rate(0.10) == pytest.approx(0.007974140428903764, rel=1e-12)
    assert round(float(r.present_cost[r.row(S.ON_DEMAND)]), 2) == 658_143.64
    v = 1.1 ** (-1 / 12)
    assert r.present_cost[0] == pytest.approx(30_000 * (1 - 1.1**-2) / (1 - v), abs=0.005)


def test_lead_time_is_served_by_the_fallback() -> None:
    # 21 days = 504 h of the first 730-h month before delivery: 3,000 × 504 / 730 GPU-h at
    # 10 CNY = 20,712.33 on demand; from month 2 the cluster (8 × 730 = 5,840 GPU-h) serves.
    r = evaluate_fleet(_fleet(self_built=_with(HAND_BUILT, lead_time_days=21)))
    fallback = r.components[r.row(S.SELF_BUILT)]["fallback"]
    assert fallback[0] == pytest.approx(3000 * 504 / 730 * 10)
    assert fallback[1:] == pytest.approx(np.zeros(23))


def test_demand_above_capacity_goes_to_the_fallback() -> None:
    # 7,000 GPU-h on 8 GPUs (5,840 GPU-h): 1,160 GPU-h a month on spot at 3 × 1.25 = 3.75.
    fleet = _fleet(
        horizon_months=2,
        demand=FleetDemand(gpu_hours_per_month=7000.0),
        spot=FleetSpot(price_per_gpu_hour=3.0, interruption_overhead=0.25),
        self_built=_with(HAND_BUILT, fallback="spot"),
    )
    r = evaluate_fleet(fleet)
    assert r.components[r.row(S.SELF_BUILT)]["fallback"] == pytest.approx([4350.0, 4350.0])
    assert FleetCode.CAPACITY_OVERFLOW in [n.code for n in r.verdict]


def test_percentile_sizing_and_hybrid() -> None:
    # Months 730 / 1,460 / 2,190 / 2,920 GPU-h = 1, 2, 3, 4 GPUs. Median (numpy and Excel
    # PERCENTILE: linear) = 2.5 → 3 GPUs reserved; overflow in month 4: 2,920 − 2,190 = 730
    # GPU-h on demand.
    fleet = _fleet(
        horizon_months=4,
        demand=_table(730.0, 1460.0, 2190.0, 2920.0),
        reserved=FleetReserved(
            price_per_gpu_month=4000.0, term_months=4, size_to="percentile", percentile=50
        ),
        spot=FleetSpot(price_per_gpu_hour=3.0, interruption_overhead=0.25),
        hybrid=FleetHybrid(base_percentile=50.0, spot_share=0.5),
    )
    r = evaluate_fleet(fleet)
    res = r.components[r.row(S.RESERVED)]
    assert res["reserved"] == pytest.approx(np.full(4, 12_000.0))
    assert res["on_demand"] == pytest.approx([0.0, 0.0, 0.0, 7_300.0])
    # Hybrid: half on spot (3.75 per useful GPU-h); the other half is 0.5…2 GPUs, median
    # 1.25 → 2 GPUs reserved (8,000 a month) and nothing above it.
    hy = r.components[r.row(S.HYBRID)]
    assert hy["reserved"] == pytest.approx(np.full(4, 8_000.0))
    assert hy["on_demand"] == pytest.approx(np.zeros(4))
    assert hy["spot"] == pytest.approx([1368.75, 2737.5, 4106.25, 5475.0])


def test_lease_deposits_follow_the_machine_count() -> None:
    # 2-month contracts: 6,000 GPU-h (8.2 GPUs → 2 machines of 8), then 3,000 (1 machine).
    # Deposit 50,000 per machine: +100,000, then −50,000 back at the change, and the last
    # machine's 50,000 back at the end.
    fleet = _fleet(
        horizon_months=4,
        demand=_table(6000.0, 6000.0, 3000.0, 3000.0),
        lease=FleetLease(
            price_per_machine_month=40_000.0, minimum_months=2, deposit_per_machine=50_000.0
        ),
    )
    r = evaluate_fleet(fleet)
    lease = r.components[r.row(S.LEASE)]
    assert lease["lease"] == pytest.approx([80_000.0, 80_000.0, 40_000.0, 40_000.0])
    assert lease["deposits"] == pytest.approx([100_000.0, 0.0, -50_000.0, 0.0])
    assert r.end_flow[r.row(S.LEASE)] == pytest.approx(-50_000.0)


def test_demand_modes_and_pasted_columns() -> None:
    ramp = FleetDemand(mode="ramp", gpu_hours_per_month=1000.0, ramp_end_gpu_hours_per_month=4000.0)
    assert demand_months(ramp, 4) == pytest.approx([1000.0, 2000.0, 3000.0, 4000.0])
    assert parse_demand_column("3,000\n\n2 500\tnote\n1e3\r\n") == (3000.0, 2500.0, 1000.0)
    with pytest.raises(CoreError, match="paste_not_a_number") as info:
        parse_demand_column("1\nabc")
    assert info.value.params == {"line": 2, "cell": "abc"}
    with pytest.raises(CoreError, match="paste_negative") as info:
        parse_demand_column("-5")
    assert info.value.params == {"line": 1, "cell": "-5"}
    with pytest.raises(CoreError, match="paste_empty"):
        parse_demand_column("\n\t\n")


def test_bad_fleet_inputs_are_refused_with_the_field() -> None:
    with pytest.raises(ValidationError, match=r"demand_table_length \(months=2, horizon=3"):
        _fleet(horizon_months=3, demand=_table(1.0, 2.0))
    with pytest.raises(ValidationError, match="hybrid_needs_reserved"):
        _fleet(hybrid=FleetHybrid())
    with pytest.raises(ValidationError, match="hours_per_month"):
        _fleet(hours_per_month=0)


EXAMPLE = examples_dir() / "fleet-3000h.gpuplan"


def test_example_gives_the_seeds_teams_verdict() -> None:
    fleet = load_plan(EXAMPLE).fleet
    assert fleet is not None
    r = evaluate_fleet(fleet)
    total = dict(zip(r.strategies, r.total, strict=True))
    assert total[S.ON_DEMAND] == pytest.approx(720_000.0)  # 30,000 × 24
    assert total[S.RESERVED] == pytest.approx(480_000.0)  # 5 GPUs × 4,000 × 24
    # Hybrid: 20 % (600 GPU-h) on spot at 3 × 1.25 = 2,250; the rest 2,400 GPU-h = 3.29
    # GPUs → 4 reserved = 16,000: 18,250 a month, 39 % below on-demand (the seeds' "≥ 30 %").
    assert total[S.HYBRID] == pytest.approx(18_250.0 * 24)
    assert round(1 - 18_250 / 30_000, 3) == 0.392
    assert r.cheapest == S.HYBRID
    sb = r.self_built
    # 3,000 / (8 × 730) = 51.4 % utilization. F = depreciation 572,000 × 0.7 / 36 = 11,122.22
    # + hosting 40,000 / 12 = 3,333.33 + staff 0.5 × 300,000 / 12 = 12,500 + repairs
    # 572,000 × 3 % / 12 = 1,430 = 28,385.56; v = 0.8 kW × 1.4 × 0.8 = 0.896;
    # u* = 28,385.56 / (5,840 × (10 − 0.896)) = 53.4 %: just above the 51.4 % used.
    assert sb.utilization == pytest.approx(3000 / 5840)
    od = sb.against(S.ON_DEMAND)
    assert od.break_even_utilization == pytest.approx(28_385.5556 / (5840 * 9.104), rel=1e-6)
    assert od.break_even_month is None
    # Cash: month 1 = 572,000 capex + 504/730 of the month on demand (20,712.33) + the
    # cluster for 226/730 of it (5,344.54 fixed + 832.18 power) = 598,889.04; then
    # 19,951.33 a month (2,688 power + 17,263.33 fixed). After 24 months the gap to
    # on-demand is 1,057,769.71 − 720,000 = 337,769.71, closing at 10,048.67 a month:
    # payback at 24 + 33.61 = 57.6 months, beyond the 36-month depreciation life.
    assert r.cumulative[r.row(S.SELF_BUILT), 0] == pytest.approx(598_889.04, abs=0.01)
    assert od.payback_extrapolated
    assert od.payback_months == pytest.approx(24 + 337_769.71 / 10_048.67, abs=0.01)
    # NPV of building instead of renting on demand at 8 %: PV(on-demand) = 669,467.18;
    # PV(own) = month 1 + 19,951.33 × Σ_{k=1..23} v^k − book value 312,745.57 × v^24.
    v = 1.08 ** (-1 / 12)
    own = 598_889.04 + 19_951.333 * (v - v**24) / (1 - v) - 312_745.57 * v**24
    assert od.npv == pytest.approx(669_467.18 - own, abs=0.05)
    assert od.npv == pytest.approx(-86_567.04, abs=0.01)
    # Against the cheapest rented strategy (hybrid, 6.08 per useful GPU-h) owning needs
    # 28,385.56 / (5,840 × (6.0833 − 0.896)) = 93.7 % and never pays back.
    hy = sb.against(S.HYBRID)
    assert hy.break_even_utilization == pytest.approx(0.937, abs=1e-3)
    assert hy.break_even_month is None and hy.payback_months is None
    codes = [n.code for n in r.verdict]
    assert codes[:6] == [
        FleetCode.CHEAPEST,
        FleetCode.ENERGY,  # the cheapest's kWh and tCO₂ (tests/core/test_fleet_energy.py)
        FleetCode.PAYBACK_AFTER_HORIZON,
        FleetCode.BREAK_EVEN_UTILIZATION,
        FleetCode.NEVER_PAYS_BACK,
        FleetCode.BREAK_EVEN_UTILIZATION,
    ]
    assert codes[-2:] == [FleetCode.ASSUMPTIONS, FleetCode.SELF_BUILT_ASSUMPTIONS]


SEED_BUILD = FleetSelfBuilt(
    gpus=8,
    capex_per_gpu=65_000.0,
    power_w_per_gpu=800.0,
    pue=1.4,
    electricity_per_kwh=0.8,
    hosting_rate=40_000.0,
    staff_fte=0.5,
    staff_cost_per_fte_year=300_000.0,
    repair_fraction_per_year=0.03,
    lead_time_days=21.0,
)


def test_seed_001_claim_150_gpu_hours_for_6_months() -> None:
    # Seed 001: "self-build pays above ~150 GPU-hours a month for 6+ months". One card
    # (71,500 with spares), no staff, no hosting: in cash it cannot pay back in 6 months
    # (saving ≤ 150 × 10 = 1,500 a month against 71,500 up front) ...
    one = _with(SEED_BUILD, gpus=1, gpus_per_server=1, hosting_rate=0.0, staff_fte=0.0)
    r = evaluate_fleet(
        _fleet(horizon_months=6, demand=FleetDemand(gpu_hours_per_month=150.0), self_built=one)
    )
    od = r.self_built.against(S.ON_DEMAND)
    assert od.break_even_month is None and od.npv < 0
    # ... and even in the accounting view it needs F / (730 × 9.104) with F = 71,500 × 0.7 /
    # 36 + 71,500 × 3 % / 12 = 1,390.28 + 178.75 = 1,569.03: u* = 23.6 % = 172 GPU-h a month.
    assert od.break_even_utilization == pytest.approx(1_569.03 / (730 * 9.104), rel=1e-5)
    assert od.break_even_utilization * 730 == pytest.approx(172.3, abs=0.1)


def test_seed_004_claims_60_and_70_percent() -> None:
    # Seed 004: "≥ 60 % utilization for 12 months, payback in year 3". 8 GPUs at 60 %
    # (3,504 GPU-h) against 10 CNY on demand: saving 35,040 − (3,504 × 0.896 + 17,263.33)
    # = 14,637.08 a month after delivery; the capex is paid back in month 40 (year 4).
    r = evaluate_fleet(
        _fleet(
            horizon_months=60,
            demand=FleetDemand(gpu_hours_per_month=0.6 * 5840),
            self_built=SEED_BUILD,
        )
    )
    assert r.self_built.against(S.ON_DEMAND).break_even_month == 40
    # "Real savings only at 100+ GPUs and ≥ 70 %": 128 GPUs, one FTE, 16 racks, 70 % used.
    # F = 128 × 1.1 × 65,000 × (0.7 / 36 + 0.03 / 12) + 16 × 40,000 / 12 + 25,000
    # = 177,955.56 + 22,880 + 53,333.33 + 25,000 = 279,168.89. Against on-demand owning
    # pays above 279,168.89 / (93,440 × 9.104) = 32.8 %; against the 4,000 monthly plan
    # (90 GPUs for 65,408 GPU-h: 5.504 per useful GPU-h) above 64.8 % — the seed's 70 %.
    big = _with(SEED_BUILD, gpus=128, staff_fte=1.0)
    r = evaluate_fleet(
        _fleet(
            horizon_months=36,
            demand=FleetDemand(gpu_hours_per_month=0.7 * 128 * 730),
            reserved=FleetReserved(price_per_gpu_month=4000.0, term_months=12),
            self_built=big,
        )
    )
    sb = r.self_built
    assert sb.fixed_per_month == pytest.approx(279_168.89, abs=0.01)
    assert sb.against(S.ON_DEMAND).break_even_utilization == pytest.approx(0.3282, abs=1e-4)
    per_hour = 90 * 4000 / (0.7 * 93_440)
    assert r.cost_per_useful_gpu_hour[r.row(S.RESERVED)] == pytest.approx(per_hour)
    u_res = sb.against(S.RESERVED).break_even_utilization
    assert u_res == pytest.approx(279_168.89 / (93_440 * (per_hour - 0.896)), rel=1e-6)
    assert math.isclose(u_res, 0.648, abs_tol=1e-3)


def test_a_vanishing_depreciation_is_refused_not_divided_into_nan() -> None:
    """Found by tests/io/test_fuzz_plans.py: 5e-324 years passes gt=0 and made the report NaN."""
    from pydantic import ValidationError

    from gpuplanner.core.fleet.plan import FleetSelfBuilt

    with pytest.raises(ValidationError) as info:
        FleetSelfBuilt.model_validate({"depreciation_years": 5e-324})
    by_field = {e["loc"]: e["type"] for e in info.value.errors()}
    assert by_field[("depreciation_years",)] == "too_small"
