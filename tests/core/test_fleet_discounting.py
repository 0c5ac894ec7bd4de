"""Discounting conventions of the fleet plan (core/fleet_discount.py) against published
figures: the TI BA II PLUS guidebook's time-value examples and a published 64-GPU
buy-vs-rent case (legitlads.com Accelerator ROI calculator, "Owning 64 accelerators …":
capex 1.92 M, energy/ops 728.68 K over 4 years, cloud 3,139,584 at 70 % utilization,
NPV at 10 % = −9.44 K).
"""

from __future__ import annotations

import pytest
from plans import ti_lease
from recalc import batched

from gpuplanner.core.fleet.discount import Discounting
from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import (
    FleetDemand,
    FleetLease,
    FleetOnDemand,
    FleetPlan,
    FleetReserved,
    FleetSelfBuilt,
)
from gpuplanner.core.fleet.plan import FleetStrategy as S

IN_ARREARS_YEARLY = Discounting(period="annual", timing="end")


def test_ordinary_annuity_46000_a_year_for_5_years_at_20_percent() -> None:
    """TI BA II PLUS: PMT 46,000, N 5, I/Y 20, END → PV 137,568.16."""
    fleet = FleetPlan(
        horizon_months=60,
        discount_rate=0.20,
        discounting=IN_ARREARS_YEARLY,
        demand=FleetDemand(gpu_hours_per_month=46_000 / 12),
        on_demand=FleetOnDemand(price_per_gpu_hour=1.0),
    )
    r = evaluate_fleet(fleet)
    assert round(float(r.present_cost[r.row(S.ON_DEMAND)]), 2) == 137_568.16


def test_lease_in_advance_at_a_nominal_rate_with_a_residual() -> None:
    """TI BA II PLUS lease: 46 monthly payments of 1,200 in advance (BGN), 22 % APR
    compounded monthly (I/Y 22/12), residual 6,500 → residual PV 2,818.22, total 40,573.18."""
    fleet = FleetPlan(
        horizon_months=46,
        discount_rate=0.22,
        discounting=Discounting(rate_type="nominal"),
        demand=FleetDemand(gpu_hours_per_month=100.0),  # one machine every month
        on_demand=FleetOnDemand(price_per_gpu_hour=10.0),
        lease=FleetLease(price_per_machine_month=1200, minimum_months=1, residual_per_machine=6500),
    )
    r = evaluate_fleet(fleet)
    assert r.details[r.row(S.LEASE)]["residual_at_end"] == 6500  # core/lease_end.py
    assert round(6500 * r.end_discount, 2) == 2_818.22
    assert round(float(r.present_cost[r.row(S.LEASE)]), 2) == 40_573.18
    assert r.monthly_rate == pytest.approx(0.22 / 12)


@pytest.mark.parametrize(("exercise", "present"), [(False, 40_573.18), (True, 44_475.34)])
def test_the_lease_buyout_is_paid_only_when_exercised(exercise: bool, present: float) -> None:
    """The TI BA II PLUS lease above with a 9,000 buy-out (purchase option): exercised, it is
    paid at the horizon's end with the residual (core/lease_end.py), 6,500 + 9,000 = 15,500
    on one machine, discounted 46 months at 22 %/12: 9,000 × 1.018333…^−46 = 3,902.154 more
    on the unrounded 40,573.182 → 44,475.34; not exercised it costs nothing (40,573.18)."""
    fleet = ti_lease(buyout_per_machine=9000, exercise_buyout=exercise)
    r = evaluate_fleet(fleet)
    i = r.row(S.LEASE)
    assert r.details[i]["buyout_at_end"] == (9000 if exercise else 0)
    assert r.end_flow[i] == (15_500 if exercise else 6_500)
    assert round(float(r.present_cost[i]), 2) == present


def test_exercising_a_fleet_buyout_needs_its_price() -> None:
    with pytest.raises(ValueError, match=r"buyout_without_price.*buyout_per_machine"):
        FleetLease(price_per_machine_month=1200, exercise_buyout=True)


def _buy_vs_rent(discounting: Discounting) -> float:
    """64 GPUs at 30,000 each (1.92 M), 182,170.25 a year of energy and operations
    (728,681 over 4 years), against the cloud at 2.00 per GPU-hour for 70 % of 64 × 730 h
    a month (784,896 a year), over 48 months at 10 %."""
    fleet = FleetPlan(
        horizon_months=48,
        discount_rate=0.10,
        discounting=discounting,
        demand=FleetDemand(gpu_hours_per_month=64 * 730 * 0.70),
        on_demand=FleetOnDemand(price_per_gpu_hour=2.0),
        self_built=FleetSelfBuilt(
            gpus=64,
            capex_per_gpu=30_000,
            spares_fraction=0.0,
            depreciation_years=4,
            residual_fraction=0.0,
            power_w_per_gpu=0.0,
            staff_fte=1.0,
            staff_cost_per_fte_year=182_170.25,
            repair_fraction_per_year=0.0,
            lead_time_days=0.0,
        ),
    )
    r = evaluate_fleet(fleet)
    assert r.total[r.row(S.ON_DEMAND)] == pytest.approx(3_139_584)
    assert r.total[r.row(S.SELF_BUILT)] == pytest.approx(2_648_681)
    return r.self_built.against(S.ON_DEMAND).npv


def test_64_gpu_buy_vs_rent_in_both_conventions() -> None:
    # Annual flows in arrears, capex at order: 602,725.75 × 3.169865 − 1,920,000 = −9,440.9.
    assert round(_buy_vs_rent(IN_ARREARS_YEARLY) / 1000, 2) == -9.44
    # The same flows monthly in advance at the effective 10 %: 50,227.15 × 40.0690 − 1.92 M.
    assert round(_buy_vs_rent(Discounting()) / 1000, 1) == 92.5


def test_commitments_past_the_horizon_month_by_month() -> None:
    """A 12-month reservation of 1 GPU at 1,000 over an 18-month horizon owes 6 months
    (6,000) after it: as a lump at month 18's end, or month by month (months 19–24, each at
    its start) at 10 % effective."""
    v = 1.1 ** (-1 / 12)
    base = {
        "horizon_months": 18,
        "discount_rate": 0.10,
        "demand": FleetDemand(gpu_hours_per_month=500.0),
        "on_demand": FleetOnDemand(price_per_gpu_hour=10.0),
        "reserved": FleetReserved(price_per_gpu_month=1000, term_months=12),
    }
    paid = 1000 * sum(v**k for k in range(18))
    lump = evaluate_fleet(FleetPlan(**base))
    assert lump.present_cost[lump.row(S.RESERVED)] == pytest.approx(paid + 6000 * v**18)
    monthly = evaluate_fleet(
        FleetPlan(**base, discounting=Discounting(owed_after_horizon="monthly"))
    )
    tail = 1000 * sum(v**k for k in range(18, 24))
    assert monthly.present_cost[monthly.row(S.RESERVED)] == pytest.approx(paid + tail)
    assert tail < 6000 * v**18


def test_spares_for_cards_only() -> None:
    """8 GPUs, card 100,000, network 20,000, spares 10 %: 8 × 1.1 × 120,000 = 1,056,000 on
    the old convention; cards only 8 × (110,000 + 20,000) = 1,040,000."""
    for on_network, capex in ((True, 1_056_000), (False, 1_040_000)):
        sb = FleetSelfBuilt(
            gpus=8, capex_per_gpu=100_000, network_per_gpu=20_000, spares_on_network=on_network
        )
        fleet = FleetPlan(
            demand=FleetDemand(gpu_hours_per_month=1000.0),
            on_demand=FleetOnDemand(price_per_gpu_hour=10.0),
            self_built=sb,
        )
        assert evaluate_fleet(fleet).self_built.capex == pytest.approx(capex)


CONVENTIONS = {
    "annual_end_nominal": Discounting(period="annual", timing="end", rate_type="nominal"),
    "monthly_end_owed": Discounting(timing="end", owed_after_horizon="monthly"),
    "annual_start_owed": Discounting(period="annual", owed_after_horizon="monthly"),
}


@batched("conventions")  # recalculated with the session's other workbooks (tests/recalc.py)
def _convention_sheets(folder):
    import xlsxwriter
    from test_fleet_io import BUSY

    from gpuplanner.io.excel.fleet import write_fleet_sheet

    lease = BUSY.lease.model_copy(update={"residual_per_machine": 25_000})
    sb = BUSY.self_built.model_copy(update={"spares_on_network": False})
    out = folder / "conventions.xlsx"
    wb = xlsxwriter.Workbook(str(out))
    for name, d in CONVENTIONS.items():
        fleet = BUSY.model_copy(update={"discounting": d, "lease": lease, "self_built": sb})
        write_fleet_sheet(wb, fleet, "CNY", evaluate_fleet(fleet), sheet_name=name)
    wb.close()
    return [out]


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_fleet_sheet_follows_each_convention(recalculated) -> None:
    """The Fleet sheet's discount factors, end discount and present costs are formulas that
    LibreOffice evaluates to the core's figures under every convention (one sheet each)."""
    from recalc import assert_cached_equal_recalculated

    variants = CONVENTIONS
    books = recalculated("conventions")
    (out,), (fresh_path,) = books.inputs, books.outputs
    # Three sheets: month tables, totals, comparisons.
    assert assert_cached_equal_recalculated(out, fresh_path, list(variants)) > 2000
