"""A new self-built block's running costs are fixed, sourced figures (issue 24 item 4).

Before, ``default_block`` scaled electricity, staff and hosting with the GPU's rental price:
an H100 at 48.85 CNY/GPU-h got 3.91 CNY/kWh, 1,465,440 CNY a person-year and 195,390 CNY a
rack-year. Sources of the fixed figures: core/fleet/running_defaults.py (seed 004 §2.3 and
the fleet example in CNY; EIA Electric Power Annual 2023, BLS OOH 15-1244 May 2022 and CBRE
North America Data Center Trends H2 2024 in USD).
"""

from __future__ import annotations

import pytest

from gpuplanner.core.currency import ExchangeRate
from gpuplanner.core.edit import replace_at
from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import FleetStrategy as S
from gpuplanner.core.fleet.running_defaults import running_defaults
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fleet import edits
from gpuplanner.gui.fleet.self_built_form import SelfBuiltSection
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir


def _plan(price: float, currency: str = "CNY", rates: tuple = ()):  # type: ignore[no-untyped-def]
    """The fleet example's job plan at ``price`` per on-demand GPU-hour, a new fleet plan."""
    plan = load_plan(examples_dir() / "fleet-3000h.gpuplan")
    plan = replace_at(plan, ("platforms", 0, "pricing", "price_per_gpu_hour"), price)
    plan = plan.model_copy(update={"currency": currency, "exchange_rates": rates, "fleet": None})
    return plan.model_copy(update={"fleet": edits.default_fleet(plan)})


def test_an_h100_price_no_longer_scales_power_staff_and_hosting(qapp) -> None:
    plan = edits.set_block(_plan(48.85), "self_built", True)
    sb = plan.fleet.self_built
    assert (sb.electricity_per_kwh, sb.staff_cost_per_fte_year, sb.hosting_rate) == (
        0.80,
        300_000.0,
        40_000.0,
    )
    # The capex still follows the rental price: 65,000 × 48.85 / 10 = 317,525 → 317,520.
    assert sb.capex_per_gpu == 317_520.0


def test_usd_and_converted_defaults(qapp) -> None:
    """USD: EIA 8.06 ¢/kWh → 0.08; BLS median 90,520 USD; CBRE 184.06 × 5.6 kW × 12 =
    12,369.8 → 12,370 USD a rack-year. EUR at 0.92 EUR per USD: 0.0736, 83,278.4, 11,380.4."""
    sb = edits.set_block(_plan(6.72, "USD"), "self_built", True).fleet.self_built
    assert (sb.electricity_per_kwh, sb.staff_cost_per_fte_year, sb.hosting_rate) == (
        0.08,
        90_520.0,
        12_370.0,
    )
    eur = running_defaults("EUR", (ExchangeRate(currency="USD", rate=0.92),))
    assert eur.electricity_per_kwh == pytest.approx(0.0736)
    assert eur.staff_cost_per_fte_year == pytest.approx(83_278.4)
    assert eur.hosting_per_rack_year == pytest.approx(11_380.4)
    assert not running_defaults("EUR").sourced


def test_the_default_block_npv_by_hand(qapp) -> None:
    """The fleet example's 3,000 GPU-h a month at 10 CNY/GPU-h with a new self-built block.

    By hand: 8 GPUs (4.11 needed → one 8-GPU server), capex 8 × 65,000 + 10 % spares × 8 ×
    65,000 = 572,000 at order; from delivery (504 of month 1's 730 h waiting: 0.309589 of
    it running) hosting 40,000 / 12, staff 0.5 × 300,000 / 12 = 12,500 and repairs
    572,000 × 3 % / 12 = 1,430 a month; power 0.7 kW × 1.4 × 0.80 = 0.784 CNY per GPU-h run;
    the rest of month 1 on demand at 10. Discounted at v = 1.08^(−1/12), month k by
    v^(k−1): 1,016,897.08 paid in the horizon. On demand 30,000 × (1 − v^24) / (1 − v) =
    669,467.18. The new block credits no end value (item 8), so renting saves 347,429.90.
    """
    plan = edits.set_block(_plan(10.0), "self_built", True)
    result = evaluate_fleet(plan.fleet)
    assert result.present_cost[result.row(S.ON_DEMAND)] == pytest.approx(669_467.18, abs=0.01)
    assert result.present_cost[result.row(S.SELF_BUILT)] == pytest.approx(1_016_897.08, abs=0.01)
    npv = result.self_built.against(S.ON_DEMAND).npv
    assert npv == pytest.approx(-347_429.90, abs=0.01)


def test_the_form_states_the_defaults(qtbot) -> None:
    doc = PlanDocument(edits.set_block(_plan(10.0), "self_built", True))
    section = SelfBuiltSection(doc)
    qtbot.addWidget(section)
    section.refresh_extras(doc.plan)
    text = section.defaults_note.text()
    assert "0.80" in text and "300,000" in text and "40,000" in text and "seed 004" in text
