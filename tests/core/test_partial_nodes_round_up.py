"""A partial node is a whole node: 9 or 17 GPUs on 8-GPU nodes round up, never to the nearest.

The other whole-node tests use 12 GPUs on 8-GPU nodes, 1.5 nodes, where numpy's round half to
even (2) equals the ceiling (2); 9 GPUs are 1.125 nodes (nearest 1, up 2) and 17 are 2.125
(nearest 2, up 3), so only a ceiling gives the figures below (issue 27). Hand arithmetic in
each docstring; every platform has 8 GPUs a node (the model default).
"""

from __future__ import annotations

import numpy as np
import pytest
from plans import platform

from gpuplanner.core.platform import (
    HourlyPricing,
    LeasePricing,
    Platform,
    ReservedPricing,
    SelfBuiltPricing,
)
from gpuplanner.core.pricing import gpu_time_cost
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.pricing_modes.self_built import bought_gpus, purchase_capex

COUNTS = np.array([9.0, 17.0])


def _cost(p: Platform, hours: float) -> list[float]:
    return [float(x) for x in gpu_time_cost(p, COUNTS, np.full(2, hours))]


def _held(p: Platform) -> list[float]:
    return [float(x) for x in rules_for(p.pricing).held_gpus(p, p.pricing, COUNTS)]


def test_on_demand_bills_the_started_node() -> None:
    """10 per GPU-hour for 10 h, partial nodes billed whole: 9 GPUs → 2 nodes = 16 GPUs ×
    10 h × 10 = 1,600; 17 GPUs → 3 nodes = 24 × 10 × 10 = 2,400 (nearest would give 800 and
    1,600). Without whole-node billing the GPUs themselves: 900 and 1,700."""
    whole = platform(pricing=HourlyPricing(price_per_gpu_hour=10.0), bill_whole_nodes=True)
    assert _cost(whole, 10.0) == pytest.approx([1_600.0, 2_400.0])
    assert _held(whole) == [16.0, 24.0]
    assert _cost(whole.model_copy(update={"bill_whole_nodes": False}), 10.0) == pytest.approx(
        [900.0, 1_700.0]
    )


def test_reserved_bills_the_started_node() -> None:
    """5,000 per GPU-month, 100 h = 1 started month: 16 GPUs × 5,000 = 80,000 for 9 GPUs,
    24 × 5,000 = 120,000 for 17 (nearest: 40,000 and 80,000)."""
    whole = platform(pricing=ReservedPricing(price_per_gpu_month=5_000.0), bill_whole_nodes=True)
    assert _cost(whole, 100.0) == pytest.approx([80_000.0, 120_000.0])
    assert _held(whole) == [16.0, 24.0]


def test_a_lease_rents_the_started_machine() -> None:
    """A lease rents whole machines whatever the billing flag: 40,000 per machine-month,
    100 h = 1 month; 9 GPUs → 2 machines = 80,000, 17 → 3 machines = 120,000 (nearest:
    40,000 and 80,000); the job holds 16 and 24 GPUs."""
    lease = platform(pricing=LeasePricing(price_per_machine_month=40_000.0))
    assert _cost(lease, 100.0) == pytest.approx([80_000.0, 120_000.0])
    assert _held(lease) == [16.0, 24.0]


def test_an_owned_cluster_buys_the_started_server() -> None:
    """100,000 per GPU, no spares, the whole purchase charged, no running costs: 9 working
    GPUs buy 2 servers = 16 GPUs = 1,600,000; 17 buy 3 = 24 GPUs = 2,400,000 (nearest:
    800,000 and 1,600,000)."""
    owned = SelfBuiltPricing(
        capex_per_gpu=100_000.0,
        spares_fraction=0.0,
        charge_whole_purchase=True,
        electricity_per_kwh=0.0,
        repair_fraction_per_year=0.0,
    )
    whole = platform(pricing=owned, bill_whole_nodes=True)
    assert [float(x) for x in bought_gpus(whole, COUNTS)] == [16.0, 24.0]
    assert [float(x) for x in purchase_capex(whole, COUNTS)] == [1_600_000.0, 2_400_000.0]
    assert _cost(whole, 100.0) == pytest.approx([1_600_000.0, 2_400_000.0])
