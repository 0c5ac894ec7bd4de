"""The idle GPUs of a partly used node in the energy figures (core/energy.py, docs/design.md
§3.5): held for the job, they draw the idle share of power all the hours — on a rented node
whose power the provider pays, in the kWh and tCO₂ only, never in the bill."""

from __future__ import annotations

import numpy as np
import pytest
from excel_plans import A100

from gpuplanner.core.energy_models import CarbonSettings, EnergySettings
from gpuplanner.core.energy_use import energy_use
from gpuplanner.core.platform import HourlyPricing, LeasePricing, Platform, ReservedPricing
from gpuplanner.core.pricing import gpu_time_cost

IDLE = EnergySettings(idle_fraction=0.3)
GRID = CarbonSettings(kg_per_kwh=0.5)
N, HELD = np.array([12.0]), np.array([100.0])


def _rented(pricing, whole: bool) -> Platform:
    return Platform(name="x", gpu=A100, pricing=pricing, bill_whole_nodes=whole, energy=IDLE)


@pytest.mark.parametrize(
    "pricing",
    [
        HourlyPricing(price_per_gpu_hour=10.0),
        ReservedPricing(price_per_gpu_month=4000.0),
        LeasePricing(price_per_machine_month=30_000.0),  # a lease rents whole machines
    ],
)
def test_twelve_gpus_on_8_gpu_nodes_count_16_for_carbon(pricing) -> None:
    # A100 400 W at the rented PUE 1.1 (LLaMA's): 0.44 kW a GPU. 12 working GPUs × 100 h
    # = 528 kWh; the 4 idle GPUs of the second node × 0.44 kW × 0.3 × 100 h = 52.8 kWh →
    # 580.8 kWh, 0.2904 t at 0.5 kg/kWh; peak 12 × 0.44 + 4 × 0.44 × 0.3 = 5.808 kW.
    p = _rented(pricing, whole=not isinstance(pricing, LeasePricing))
    use = energy_use(p, GRID, N, HELD, 0.0)
    assert float(use.kwh[0]) == pytest.approx(580.8)
    assert float(use.tco2[0]) == pytest.approx(0.2904)
    assert float(use.peak_kw[0]) == pytest.approx(5.808)


def test_without_whole_node_billing_only_the_working_gpus_count() -> None:
    # 12 × 0.44 kW × 100 h = 528 kWh, peak 5.28 kW.
    use = energy_use(_rented(HourlyPricing(price_per_gpu_hour=10.0), False), GRID, N, HELD, 0.0)
    assert (float(use.kwh[0]), float(use.peak_kw[0])) == pytest.approx((528.0, 5.28))


def test_a_rented_nodes_idle_power_is_not_billed() -> None:
    # 16 billed GPUs × 100 h × 10 = 16,000: the provider's power is in the price, nothing
    # is added for the idle GPUs' electricity.
    p = _rented(HourlyPricing(price_per_gpu_hour=10.0), True)
    assert float(gpu_time_cost(p, N, HELD)[0]) == pytest.approx(16_000.0)
