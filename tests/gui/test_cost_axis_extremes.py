"""The cost chart on hostile figures: a platform with no price and no fees costs 0, which a
logarithmic cost axis cannot show (log10 0 is −inf: pyqtgraph warned "All-NaN slice
encountered" on stderr for its chosen mark and whisker); a 1e-300 price beside a 1e15 one
makes the relative view's ratios overflow (9.35e16 ÷ 9.35e-299 = 1e314 > 1.8e308: the
breakdown bars raised "Cannot set range [0.0, inf]" out of the checkbox's slot)."""

from __future__ import annotations

import sys
import warnings

import pytest
from chart_helpers import settle, show_panel
from plans import make_plan, platform, workload

from gpuplanner.core.platform import HourlyPricing
from gpuplanner.gui.document import PlanDocument


def _doc(*prices: float) -> PlanDocument:
    platforms = [
        platform(name=f"P{i}", pricing=HourlyPricing(price_per_gpu_hour=price))
        for i, price in enumerate(prices, 1)
    ]
    return PlanDocument(make_plan(workload=workload(zero_stage=3), platforms=platforms))


def _raised(monkeypatch) -> list[BaseException]:
    raised: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda _t, exc, _tb: raised.append(exc))
    return raised


def test_a_zero_cost_on_a_log_cost_axis_draws_no_nan_marks(qtbot, monkeypatch) -> None:
    doc = _doc(0.0, 10.0)
    panel = show_panel(qtbot, doc)
    raised = _raised(monkeypatch)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        panel.log_cost.setChecked(True)
        settle()
        panel.relative.setChecked(True)
        settle()
    assert [str(w.message) for w in caught] == [] and raised == []
    cost = panel.cost_chart
    assert cost.platform_items["P1"].chosen.getData() == (None, None)  # 0: no log place
    _x, y = cost.platform_items["P2"].chosen.getData()
    assert list(y) == [0.0]  # the priced one, the cheapest, at 1× (log10 1 = 0 on the axis)
    panel.log_cost.setChecked(False)
    settle()
    _x, y = cost.platform_items["P1"].chosen.getData()
    assert list(y) == [0.0]  # back on a linear axis, the unpriced mark returns at 0


def test_a_relative_view_whose_ratios_overflow_draws_the_costs(qtbot, monkeypatch) -> None:
    doc = _doc(1e-300, 1e15)
    panel = show_panel(qtbot, doc)
    raised = _raised(monkeypatch)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        panel.relative.setChecked(True)
        settle()
        panel.log_cost.setChecked(True)
        settle()
    assert [str(w.message) for w in caught] == [] and raised == []
    assert panel.cost_chart.cost_scale == 1.0
    _rows, _segments, values = panel.breakdown_chart.shown
    # P2's bill at its chosen 2 GPUs, 9.35e16 (93.5 GPU-hours × 1e15), drawn as it is: not
    # ÷ P1's 9.35e-299 (93.5 × 1e-300), which overflowed.
    total = doc.result.platforms[1].chosen_point.total_cost
    assert total == pytest.approx(93.5 * 1e15)
    assert float(values.sum(axis=0).max()) == total
