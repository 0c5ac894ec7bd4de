"""The fleet plan's discounts, negotiated prices, markups and taxes (core/fleet/adjust.py),
at the job bill's layers, with figures computed by hand in each test."""

from __future__ import annotations

import pytest

from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import (
    FleetDemand,
    FleetOnDemand,
    FleetPlan,
    FleetReserved,
    FleetSelfBuilt,
)
from gpuplanner.core.fleet.plan import FleetStrategy as S
from gpuplanner.core.tax import TaxSettings, china_vat

OFF = PriceAdjustment()
FIFTEEN_OFF = PriceAdjustment(discount_percent=15)


def _on_demand(adjustment: PriceAdjustment = OFF, **extra: object) -> FleetPlan:
    """3,000 GPU-hours a month at 10 per GPU-hour for 12 months."""
    return FleetPlan(
        horizon_months=12,
        demand=FleetDemand(gpu_hours_per_month=3000),
        on_demand=FleetOnDemand(price_per_gpu_hour=10, adjustment=adjustment),
        **extra,
    )


def _totals(fleet: FleetPlan, tax: TaxSettings, s: S = S.ON_DEMAND) -> tuple[float, ...]:
    r = evaluate_fleet(fleet, tax)
    i = r.row(s)
    return (
        round(float(r.total[i]), 2),
        round(float(r.total_without_tax[i]), 2),
        round(float(r.total_with_tax[i]), 2),
        round(float(r.tax_paid[i]), 2),
    )


def test_services_vat_on_3000_gpu_hours_a_month_for_a_year() -> None:
    # 3,000 × 10 × 12 = 360,000 before tax; 6 % services VAT: 21,600 → 381,600 with tax.
    assert _totals(_on_demand(), china_vat()) == (381_600.0, 360_000.0, 381_600.0, 21_600.0)


def test_recoverable_input_vat_is_paid_but_not_a_cost() -> None:
    # The 21,600 is paid and credited back: the cost stays 360,000; with tax 381,600.
    totals = _totals(_on_demand(), china_vat(recoverable=True))
    assert totals == (360_000.0, 360_000.0, 381_600.0, 21_600.0)
    r = evaluate_fleet(_on_demand(), china_vat(recoverable=True))
    c = r.components[r.row(S.ON_DEMAND)]
    assert c["tax"][0] == pytest.approx(1_800.0) and c["tax_recovered"][0] == pytest.approx(-1_800)


def test_fifteen_percent_off_then_vat() -> None:
    # 10 × (1 − 15 %) = 8.50 per GPU-hour: 3,000 × 8.50 × 12 = 306,000, a −54,000 discount
    # line on the 360,000 list; 6 % VAT on 306,000 = 18,360 → 324,360.
    fleet = _on_demand(FIFTEEN_OFF)
    assert _totals(fleet, china_vat()) == (324_360.0, 306_000.0, 324_360.0, 18_360.0)
    r = evaluate_fleet(fleet, china_vat())
    i = r.row(S.ON_DEMAND)
    assert r.discount[i] == pytest.approx(-54_000.0)
    c = r.components[i]
    # The list line and the discount line, month by month: 30,000 − 4,500.
    assert (c["on_demand"][0], c["discount"][0]) == pytest.approx((30_000.0, -4_500.0))


def test_negotiated_price_and_an_untaxed_markup() -> None:
    # Negotiated 8 per GPU-hour: 3,000 × 8 × 12 = 288,000; markup 10 % = 28,800 (untaxed);
    # VAT 6 % × 288,000 = 17,280 → 288,000 + 28,800 + 17,280 = 334,080.
    adj = PriceAdjustment(negotiated_price=8, markup_percent=10)
    r = evaluate_fleet(_on_demand(adj), china_vat())
    i = r.row(S.ON_DEMAND)
    assert float(r.total[i]) == pytest.approx(334_080.0)
    assert (r.markup[i], r.tax_paid[i]) == pytest.approx((28_800.0, 17_280.0))


def test_a_discount_on_one_block_leaves_the_others_alone() -> None:
    # Reserved, sized to the peak: 3,000 GPU-h / 730 h = 4.11 GPUs → 5 whole GPUs at 4,000
    # a GPU-month = 20,000 a month, no on-demand overflow. The on-demand 15 % off must not
    # touch it; the reserved block's own 10 % markup adds 2,000 → 22,000 a month.
    fleet = _on_demand(
        FIFTEEN_OFF,
        reserved=FleetReserved(
            price_per_gpu_month=4000, term_months=1, adjustment=PriceAdjustment(markup_percent=10)
        ),
    )
    r = evaluate_fleet(fleet)
    i = r.row(S.RESERVED)
    assert float(r.monthly[i, 0]) == pytest.approx(22_000.0)
    assert r.discount[i] == 0.0


def test_the_fallback_pays_the_net_on_demand_price_once() -> None:
    # Delivered after 730 h (30.42 days): month 1 is served on demand at 8.50 (15 % off
    # 10): 3,000 × 8.50 = 25,500, beside the 400,000 capex, power and hosting start in
    # month 2; the discount line of month 1 is 3,000 × −1.50 = −4,500.
    fleet = _on_demand(FIFTEEN_OFF, self_built=_cluster(lead_time_days=730 / 24))
    r = evaluate_fleet(fleet)
    c = r.components[r.row(S.SELF_BUILT)]
    assert c["fallback"][0] == pytest.approx(30_000.0)  # the list line
    assert c["discount"][0] == pytest.approx(-4_500.0)
    assert float(r.monthly[r.row(S.SELF_BUILT), 0]) == pytest.approx(425_500.0)


def _cluster(**extra: object) -> FleetSelfBuilt:
    """8 GPUs at 50,000 each, no spares; 500 W at PUE 1 and 0.8 per kWh; one rack at
    12,000 a rack-year; no staff or repairs; delivered at once; no value credited."""
    fields: dict[str, object] = {
        "gpus": 8,
        "capex_per_gpu": 50_000,
        "spares_fraction": 0.0,
        "power_w_per_gpu": 500,
        "pue": 1.0,
        "electricity_per_kwh": 0.8,
        "hosting_rate": 12_000,
        "repair_fraction_per_year": 0.0,
        "lead_time_days": 0.0,
        "credit_book_value": False,
    }
    return FleetSelfBuilt(**(fields | extra))


def test_self_built_capex_and_power_at_the_hardware_rate_hosting_at_the_services_rate() -> None:
    # Capex 8 × 50,000 = 400,000 in month 1; power 3,000 GPU-h × 0.5 kW × 0.8 = 1,200 a
    # month; hosting 12,000 / 12 = 1,000 a month. Before tax: 400,000 + 12 × 2,200 = 426,400.
    # China preset: 13 % × (400,000 + 14,400) = 53,872 hardware + 6 % × 12,000 = 720
    # services → tax 54,592, total 480,992; month 1 pays 52,000 + 156 + 60 = 52,216 of it.
    fleet = _on_demand(self_built=_cluster())
    assert _totals(fleet, china_vat(), S.SELF_BUILT) == (
        480_992.0,
        426_400.0,
        480_992.0,
        54_592.0,
    )
    r = evaluate_fleet(fleet, china_vat())
    assert r.components[r.row(S.SELF_BUILT)]["tax"][0] == pytest.approx(52_216.0)


def test_self_built_discount_replaces_the_capex_per_gpu() -> None:
    # 15 % off 50,000 = 42,500 a GPU: capex 340,000, a −60,000 discount; before tax
    # 340,000 + 26,400 = 366,400; tax 13 % × (340,000 + 14,400) + 720 = 46,792 → 413,192.
    fleet = _on_demand(self_built=_cluster(adjustment=FIFTEEN_OFF))
    r = evaluate_fleet(fleet, china_vat())
    i = r.row(S.SELF_BUILT)
    assert r.self_built is not None and r.self_built.capex == pytest.approx(340_000.0)
    assert r.discount[i] == pytest.approx(-60_000.0)
    assert float(r.total[i]) == pytest.approx(413_192.0)


def test_break_even_utilization_carries_the_tax_in_the_cost() -> None:
    # u* = F / (N·h·(p − v)). Fixed month: depreciation 400,000 × 0.7 / 36 = 7,777.78 and
    # hosting 1,000; power v = 0.5 × 0.8 = 0.40 per GPU-h. On demand costs 10.60 a GPU-hour
    # with 6 % VAT. With tax: F = 7,777.78 × 1.13 + 1,000 × 1.06 = 9,848.89; v = 0.452;
    # u* = 9,848.89 / (8 × 730 × (10.60 − 0.452)) = 0.16619.
    fleet = _on_demand(self_built=_cluster())
    r = evaluate_fleet(fleet, china_vat())
    assert r.self_built is not None
    u = r.self_built.against(S.ON_DEMAND).break_even_utilization
    assert u == pytest.approx(9_848.888_9 / (8 * 730 * (10.60 - 0.452)), rel=1e-7)
    assert round(u, 5) == 0.16619


def test_nothing_moves_without_adjustments_or_tax() -> None:
    fleet = _on_demand(self_built=_cluster())
    plain, off = evaluate_fleet(fleet), evaluate_fleet(fleet, TaxSettings())
    assert plain.total.tolist() == off.total.tolist()
    assert set(plain.components[plain.row(S.ON_DEMAND)]) == {"on_demand"}
    assert float(plain.tax_paid.sum()) == 0.0 and float(plain.discount.sum()) == 0.0
