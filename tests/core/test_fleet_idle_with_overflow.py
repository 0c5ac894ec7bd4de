"""Held GPUs idle only below the demand they serve; overflow bought on demand is not idle.

A reservation (or lease) sized to a percentile of its months' demand leaves some months
short: the GPU-hours above it are bought on demand and run on rented GPUs too. The idle
hours are the reserved ones left over, reserved × h − (demand − overflow) — counting the
overflow against them made months above the reservation "negative idle" and cut a hybrid
fleet's kWh by about 13 % (issue 27). Every earlier energy test had a flat demand.

The plan, by hand: an A100 at its 400 W TDP, PUE 1.1 → 0.44 kW per GPU at the wall; 730 h a
month; a 12-month term, sized to the 50th percentile; demand, in GPUs on average (× 730
GPU-h): 2, 2, 2, 2, 4, 4, 4, 4, 6, 6, 6, 6 → 48 × 730 = 35,040 GPU-h over the year. The
median of those 12 needs is 4 (numpy's and Excel's linear percentile: halfway between the
6th and 7th, both 4), so 4 GPUs are held all year.
"""

from __future__ import annotations

import numpy as np
import pytest

from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import (
    DemandMode,
    FleetDemand,
    FleetHybrid,
    FleetLease,
    FleetOnDemand,
    FleetPlan,
    FleetReserved,
    FleetSpot,
    FleetStrategy,
    SizeTo,
)

H = 730.0
NEED = (2, 2, 2, 2, 4, 4, 4, 4, 6, 6, 6, 6)
FLEET = FleetPlan(
    gpu_name="A100",
    gpu_tdp_w=400,
    horizon_months=12,
    demand=FleetDemand(mode=DemandMode.TABLE, table=tuple(g * H for g in NEED)),
    on_demand=FleetOnDemand(price_per_gpu_hour=10),
    reserved=FleetReserved(
        price_per_gpu_month=4000, term_months=12, size_to=SizeTo.PERCENTILE, percentile=50
    ),
    lease=FleetLease(
        price_per_machine_month=8000,
        gpus_per_machine=2,
        minimum_months=12,
        size_to=SizeTo.PERCENTILE,
        percentile=50,
    ),
    spot=FleetSpot(price_per_gpu_hour=3, interruption_overhead=0.2, compare_all_spot=False),
    hybrid=FleetHybrid(base_percentile=50, spot_share=0.25),
)


def _row(strategy: FleetStrategy):
    r = evaluate_fleet(FLEET)
    i = r.row(strategy)
    use = r.use[i]
    assert use is not None
    return r.energy[i], use, r.details[i]


def test_a_reservation_under_varying_demand() -> None:
    """4 GPUs reserved: idle 2 × 730 = 1,460 GPU-h in each of months 1–4, none after; months
    9–12 need 6, so 2 × 730 = 1,460 GPU-h a month overflow (5,840 in all) and are not idle.
    kWh = (35,040 busy + 5,840 idle) × 0.44 = 17,987.2 (counting the overflow as negative
    idle: 35,040 × 0.44 = 15,417.6). Peak: month 9 runs 6 GPUs, 6 × 0.44 = 2.64 kW."""
    energy, use, details = _row(FleetStrategy.RESERVED)
    assert details["reserved_gpus_max"] == 4.0
    assert details["overflow_gpu_hours"] == pytest.approx(5_840.0)
    assert list(use.idle) == pytest.approx([1_460.0] * 4 + [0.0] * 8)
    assert float(use.busy.sum()) == pytest.approx(35_040.0)
    assert energy.kwh == pytest.approx(17_987.2)
    assert energy.peak_kw == pytest.approx(2.64)


def test_a_lease_under_varying_demand() -> None:
    """2-GPU machines: needs of 1, 2, 3 machines, the median 2 machines = 4 GPUs held; the
    same idle (5,840 GPU-h, months 1–4 only) and the same 17,987.2 kWh as the reservation."""
    energy, use, details = _row(FleetStrategy.LEASE)
    assert details["machines_max"] == 2.0
    assert list(use.idle) == pytest.approx([1_460.0] * 4 + [0.0] * 8)
    assert energy.kwh == pytest.approx(17_987.2)


def test_a_hybrid_fleet_under_varying_demand() -> None:
    """A quarter of the demand on spot (20 % reruns), the rest (1.5, 3, 4.5 GPUs a month)
    on a reserved base at its median, 3 GPUs: idle 1.5 × 730 = 1,095 GPU-h in months 1–4
    (4,380), overflow 1,095 in months 9–12 (4,380). Busy: 0.75 × 35,040 = 26,280 on the base
    and on demand, plus 0.25 × 35,040 × 1.2 = 10,512 on spot = 36,792. kWh = (36,792 +
    4,380) × 0.44 = 18,115.68 (with the overflow counted as negative idle: 36,792 × 0.44 =
    16,188.48, 10.6 % less)."""
    energy, use, details = _row(FleetStrategy.HYBRID)
    assert details["reserved_gpus_max"] == 3.0
    assert details["overflow_gpu_hours"] == pytest.approx(4_380.0)
    assert list(use.idle) == pytest.approx([1_095.0] * 4 + [0.0] * 8)
    assert float(np.sum(use.busy)) == pytest.approx(36_792.0)
    assert energy.kwh == pytest.approx(18_115.68)
