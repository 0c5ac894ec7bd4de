"""Every pricing mode and every fee basis has its rules in each core registry: a mode added to
the ``Pricing`` union (or a basis to ``FeeBasis``) without them fails here, not at run time."""

from __future__ import annotations

import re

import numpy as np
import pytest
from plans import union_members

from gpuplanner.core.fee_costs import BASES, fee_cost
from gpuplanner.core.fees import FeeBasis, FeeItem
from gpuplanner.core.platform import (
    CommittedPricing,
    HourlyPricing,
    LeasePricing,
    PricingMode,
    ReservedPricing,
    SelfBuiltPricing,
)
from gpuplanner.core.pricing_modes import MODE_CLASS, REGISTRY, modes_of
from gpuplanner.core.pricing_modes.rules import ModeRules


def test_the_union_is_read_from_its_annotation() -> None:
    assert union_members() == {
        HourlyPricing,
        ReservedPricing,
        LeasePricing,
        SelfBuiltPricing,
        CommittedPricing,
    }


def test_every_pricing_class_has_its_rules() -> None:
    assert set(REGISTRY) == union_members()
    for cls, rules in REGISTRY.items():
        assert isinstance(rules, ModeRules), cls
        # the mode's own cost, rate and lines, not the base's NotImplementedError
        for name in ("cost", "hourly_rate", "lines", "seed"):
            assert getattr(type(rules), name) is not getattr(ModeRules, name), (cls, name)


def test_every_mode_value_belongs_to_one_class() -> None:
    assert set(MODE_CLASS) == set(PricingMode)
    assert modes_of(HourlyPricing) == (PricingMode.ON_DEMAND, PricingMode.SPOT)
    assert MODE_CLASS[PricingMode.LEASE] is LeasePricing


def test_every_fee_basis_has_its_rules() -> None:
    assert set(BASES) == set(FeeBasis)


def test_fee_drivers_by_hand() -> None:
    """One fee of rate 2, quantity 3 on 8 GPUs for 1000 h (730 h a month), compute 5000:
    fixed 6; per GB-month 6 × 1000/730 = 8.2192; per job hour 6000; per GPU-hour 48 000;
    per started month 6 × 2 = 12; percent of compute 6 × 50 = 300."""
    n, hours, compute = np.array([8.0]), np.array([1000.0]), np.array([5000.0])
    expected = {
        FeeBasis.FIXED: 6.0,
        FeeBasis.PER_GB: 6.0,
        FeeBasis.PER_GB_MONTH: 6.0 * 1000.0 / 730.0,
        FeeBasis.PER_JOB_HOUR: 6000.0,
        FeeBasis.PER_GPU_HOUR: 48_000.0,
        FeeBasis.PER_MONTH: 12.0,
        FeeBasis.PERCENT_OF_COMPUTE: 300.0,
    }
    assert set(expected) == set(FeeBasis)
    for basis, amount in expected.items():
        fee = FeeItem(name="x", basis=basis, rate=2.0, quantity=3.0)
        assert float(fee_cost(fee, n, hours, compute, 730.0)[0]) == pytest.approx(
            amount, rel=1e-12
        ), basis


# Where a module outside a mode's own files may still name a pricing class in an isinstance
# or a mode value in a comparison: type narrowing, not a per-mode behaviour (choosing the
# per-GPU-hour platforms whose price_per_gpu_hour a trial or the fleet's on-demand starts
# from; a spot price the spot scenario scales; a spot offer that must state its interruption
# rate — spot is a value of the hourly class, not a class of its own; the owned cluster's
# purchase figures, which read the self-built fields they describe).
NARROWING = {
    "core/ownership.py": 1,
    "gui/workload/trial_form.py": 1,
    "gui/fleet/edits.py": 3,
    "io/excel/adjust_rows.py": 1,
    "core/scenarios.py": 1,
    "io/quotes/parse.py": 1,
}
# A mode's own files: its class and the union (core/platform.py), its rules and its
# workbook formulas.
OWN_FILES = ("core/platform.py", "core/pricing_modes/", "io/excel/modes/")


SWITCH = re.compile(
    r"isinstance\([^)]*Pricing\b"
    r"|(?:\bis|\bis not|==|!=)\s*PricingMode\.[A-Z_]+"
    r"|PricingMode\.[A-Z_]+\s*(?:==|!=)"
    r"|\bin\s*[({\[]\s*PricingMode\."
)


def test_the_switch_pattern_sees_each_way_of_branching_on_a_mode() -> None:
    """The chains issue 27 found uncaught: ``mode is PricingMode.X``, ``== PricingMode.X``,
    ``in (PricingMode.X, …)``; a registry keyed by mode (``{PricingMode.X: …}``) is not."""
    caught = (
        "if mode is PricingMode.RESERVED:",
        "elif p.mode == PricingMode.LEASE:",
        "if PricingMode.SPOT != mode:",
        "if mode in (PricingMode.ON_DEMAND, PricingMode.SPOT):",
        "if isinstance(q, HourlyPricing):",
    )
    assert all(SWITCH.search(line) for line in caught)
    assert not SWITCH.search("WORDS = {PricingMode.SPOT: 'spot'}")


def test_per_mode_behaviour_asks_the_registry_not_isinstance() -> None:
    """Financing, node-hour quotes, capex, owned power and the like are ``ModeRules``
    methods, a mode's formulas its ``SheetMode``, its fields' facts their ``PriceField``:
    a new ``isinstance(…, XPricing)``, ``mode is PricingMode.X``, ``== PricingMode.X`` or
    ``in (PricingMode.X, …)`` outside a mode's own files fails here."""
    from pathlib import Path

    import gpuplanner

    root = Path(gpuplanner.__file__).parent
    pattern = SWITCH
    found: dict[str, int] = {}
    for path in root.rglob("*.py"):
        rel = path.relative_to(root).as_posix()
        if rel.startswith(OWN_FILES):
            continue
        hits = len(pattern.findall(path.read_text(encoding="utf-8")))
        if hits:
            found[rel] = hits
    assert found == NARROWING


def test_the_registry_says_which_modes_own_finance_and_quote_per_node() -> None:
    own = SelfBuiltPricing(capex_per_gpu=100_000, electricity_per_kwh=0.6)
    hourly = HourlyPricing(price_per_gpu_hour=98.32 / 8, quoted_per_node=True)
    lease = LeasePricing(price_per_machine_month=60_000)
    assert [REGISTRY[type(q)].owns_hardware for q in (own, hourly, lease)] == [True, False, False]
    assert REGISTRY[SelfBuiltPricing].capex_per_gpu(own) == 100_000
    assert REGISTRY[SelfBuiltPricing].electricity_price(own) == 0.6
    assert REGISTRY[LeasePricing].electricity_price(lease) is None  # power in the rent
    assert REGISTRY[HourlyPricing].quoted_per_node(hourly)
    assert not REGISTRY[LeasePricing].quoted_per_node(lease)
