"""Every pricing mode and fee basis has its line in each io registry (workbook formulas, TCO
rows, Assumptions price rows, the catalog listing's price words): a Pricing union member or
a FeeBasis without one fails here.
"""

from __future__ import annotations

from plans import union_members

from gpuplanner.core.fees import FeeBasis
from gpuplanner.core.platform import PricingMode
from gpuplanner.io.catalog.cli import PRICE_WORDS
from gpuplanner.io.excel.adjust_formulas import TAX_PAID
from gpuplanner.io.excel.assumptions import PRICE_ROWS
from gpuplanner.io.excel.formulas import FEE_DRIVERS, SHEET_MODES
from gpuplanner.io.excel.tco import GPU_TIME_LINES
from gpuplanner.io.problems import _PRICING_TAGS


def test_every_pricing_class_has_its_workbook_formulas_and_rows() -> None:
    members = union_members()
    assert len(members) == 4
    for registry in (SHEET_MODES, GPU_TIME_LINES, PRICE_ROWS, PRICE_WORDS, TAX_PAID):
        assert set(registry) == members


def test_every_fee_basis_has_its_workbook_driver() -> None:
    assert set(FEE_DRIVERS) == set(FeeBasis)


def test_pricing_tags_are_the_modes() -> None:
    assert {"on_demand", "spot", "reserved", "lease", "self_built"} == _PRICING_TAGS
    assert set(_PRICING_TAGS) == set(PricingMode)
