"""The Fleet tab's discount / negotiated price / markup fields and the strategies table's
discount, markup and tax columns (core/fleet/adjust.py), by hand on the 3,000 GPU-h example."""

from __future__ import annotations

import datetime as dt

import pytest
from test_fleet_tab import doc, tab, type_into  # noqa: F401  (fixtures)
from wait import WAIT_MS

from gpuplanner.core.edit import replace_at
from gpuplanner.core.fleet.plan import FleetStrategy as S
from gpuplanner.core.tax import china_vat
from gpuplanner.gui.fleet.comparison_model import CostColumn


def _cell(view, strategy: S, column: CostColumn) -> str:
    model = view.costs_model
    row = view.evaluator.result.row(strategy)
    return model.index(row, column).data()


def test_an_on_demand_discount_typed_with_undo(tab, doc, qtbot) -> None:  # noqa: F811
    # 15 % off 10 CNY: 3,000 GPU-h × 8.50 × 24 months = 612,000 (list 720,000, −108,000).
    assert tab.costs.isColumnHidden(CostColumn.DISCOUNT)
    with qtbot.waitSignal(tab.evaluator.result_changed, timeout=WAIT_MS):
        type_into(qtbot, tab.on_demand.discount, "15")
    assert doc.plan.fleet.on_demand.adjustment.discount_percent == 15.0
    r = tab.evaluator.result
    assert float(r.total[r.row(S.ON_DEMAND)]) == pytest.approx(612_000.0)
    assert not tab.costs.isColumnHidden(CostColumn.DISCOUNT)
    assert "108,000" in _cell(tab, S.ON_DEMAND, CostColumn.DISCOUNT)
    assert tab.costs.isColumnHidden(CostColumn.TAX)  # the plan's tax is off
    doc.undo_stack.undo()
    assert doc.plan.fleet.on_demand.adjustment.discount_percent == 0.0
    tab.evaluator.evaluate_now()
    assert tab.costs.isColumnHidden(CostColumn.DISCOUNT)


def test_the_plans_tax_reaches_the_fleet_columns(tab, doc, qtbot) -> None:  # noqa: F811
    # 6 % VAT on 720,000 of on-demand = 43,200 → 763,200 with tax, 720,000 without.
    with qtbot.waitSignal(tab.evaluator.result_changed, timeout=WAIT_MS):
        doc.apply(replace_at(doc.plan, ("tax",), china_vat()), "tax")
    for column in (CostColumn.TAX, CostColumn.WITHOUT_TAX, CostColumn.WITH_TAX):
        assert not tab.costs.isColumnHidden(column)
    assert "43,200" in _cell(tab, S.ON_DEMAND, CostColumn.TAX)
    assert "720,000" in _cell(tab, S.ON_DEMAND, CostColumn.WITHOUT_TAX)
    assert "763,200" in _cell(tab, S.ON_DEMAND, CostColumn.WITH_TAX)


def test_a_negotiated_price_and_a_markup_on_the_reservation(tab, doc, qtbot) -> None:  # noqa: F811
    # The monthly plan at 3,600 instead of 4,000 a GPU-month: 5 GPUs × 3,600 × 24 = 432,000;
    # a 10 % markup adds 43,200 → 475,200.
    section = tab.reserved
    with qtbot.waitSignal(tab.evaluator.result_changed, timeout=WAIT_MS):
        section.negotiated.check.setChecked(True)
    assert doc.plan.fleet.reserved.adjustment.negotiated_price == 4000.0  # starts at list
    with qtbot.waitSignal(tab.evaluator.result_changed, timeout=WAIT_MS):
        type_into(qtbot, section.negotiated_price, "3600")
    with qtbot.waitSignal(tab.evaluator.result_changed, timeout=WAIT_MS):
        type_into(qtbot, section.markup, "10")
    r = tab.evaluator.result
    assert float(r.total[r.row(S.RESERVED)]) == pytest.approx(475_200.0)
    assert "43,200" in _cell(tab, S.RESERVED, CostColumn.MARKUP)


def test_the_verdict_names_the_tax_in_the_totals(tab, doc, qtbot) -> None:  # noqa: F811
    # The cheapest (the hybrid: 5 reserved GPUs less the spot share, and 20 % on spot) pays
    # 6 % on all of it: its total before tax 438,000 → 26,280 of tax.
    with qtbot.waitSignal(tab.evaluator.result_changed, timeout=WAIT_MS):
        doc.apply(replace_at(doc.plan, ("tax",), china_vat()), "tax")
    r = tab.evaluator.result
    assert r.strategies[r.ranking[0]] == S.HYBRID
    assert float(r.tax_paid[r.ranking[0]]) == pytest.approx(0.06 * 438_000)
    line = next(a for a in tab.verdict.assumptions if a.startswith("Tax:"))
    assert "6% on services" in line and "13% on hardware" in line and "¥26,280" in line
    assert "in the totals" in line


def test_the_negotiation_date_and_source(tab, doc, qtbot) -> None:  # noqa: F811
    section = tab.on_demand
    assert not section.as_of.isEnabled()  # no negotiated price yet
    section.negotiated.check.setChecked(True)
    assert section.as_of.isEnabled() and section.source.isEnabled()
    qtbot.keyClicks(section.as_of, "2026-13-01")  # no 13th month: refused, named
    assert doc.plan.fleet.on_demand.adjustment.negotiated_as_of is None
    section.as_of.clear()
    qtbot.keyClicks(section.as_of, "2026-05-01")
    qtbot.keyClicks(section.source, "contract 17")
    adj = doc.plan.fleet.on_demand.adjustment
    assert adj.negotiated_as_of == dt.date(2026, 5, 1) and adj.negotiated_source == "contract 17"
