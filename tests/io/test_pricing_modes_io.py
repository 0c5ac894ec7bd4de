"""Every pricing mode has its workbook formulas (``SheetMode``: GPU time, rate, TCO lines
and rows, tax split) and every fee basis its driver; the quote columns, the price rows and
the catalog's price words are read from the fields' descriptions (core/pricing_fields.py).
"""

from __future__ import annotations

from plans import union_members

from gpuplanner.core.fees import FeeBasis
from gpuplanner.core.platform import PricingMode
from gpuplanner.core.pricing_modes import MODE_CLASS
from gpuplanner.io.excel.formulas import FEE_DRIVERS
from gpuplanner.io.excel.modes import SHEET_MODES
from gpuplanner.io.problems import _PRICING_TAGS
from gpuplanner.io.quotes.columns import BY_KEY, PRICE_OF


def test_every_pricing_class_has_its_workbook_formulas_and_rows() -> None:
    assert set(SHEET_MODES) == union_members()


def test_the_quote_columns_come_from_the_fields() -> None:
    """Each mode's required price is its list price, a column of that mode's rows; the
    billing increment is quoted in minutes; a switch is a yes/no column."""
    assert PRICE_OF[PricingMode.SPOT] == "price_per_gpu_hour"
    assert PRICE_OF[PricingMode.SELF_BUILT] == "capex_per_gpu"
    for mode, key in PRICE_OF.items():
        assert mode in BY_KEY[key].modes, mode
        assert key in MODE_CLASS[mode].model_fields
    assert BY_KEY["minimum_months"].modes == (PricingMode.RESERVED, PricingMode.LEASE)
    assert BY_KEY["minimum_months"].kind == "int"
    assert BY_KEY["billing_increment_minutes"].zh == "计费步长（分钟）"
    assert BY_KEY["exercise_buyout"].kind == "bool"
    assert BY_KEY["residual_fraction"].kind == "share"


def test_every_fee_basis_has_its_workbook_driver() -> None:
    assert set(FEE_DRIVERS) == set(FeeBasis)


def test_pricing_tags_are_the_modes() -> None:
    assert {"on_demand", "spot", "reserved", "lease", "self_built", "committed"} == _PRICING_TAGS
    assert set(_PRICING_TAGS) == set(PricingMode)
