"""Committed use in the Platforms tab: the mode's page is built from its fields (no GUI code
of its own), typing a committed count drives the bill, and the table words the price.
Figures from tests/core/test_committed_use.py: 8 GPUs committed for a month at 9.00 per
GPU-hour are 52,560.00 whatever the job; the 8 GPUs above them pay 15.00 per hour held."""

from __future__ import annotations

import pytest
from plans import SMALL_1B, make_plan, platform
from ui_language import ui_language

from gpuplanner.core.platform import CommittedPricing, PricingMode
from gpuplanner.core.platform_edits import switch_pricing_mode
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.tab import PlatformsTab
from gpuplanner.gui.platforms.table_model import PlatformTableModel


def _doc() -> PlanDocument:
    p = platform(
        name="C", fixed_gpus=16, pricing=CommittedPricing(committed_price_per_gpu_hour=9.0)
    )
    return PlanDocument(make_plan(workload={"model": SMALL_1B, "tokens": 3e10}, platforms=[p]))


def test_the_committed_page_edits_the_plan(qtbot) -> None:
    doc = _doc()
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    tab.select(0)
    form = tab.form.pricing
    assert form.mode.currentData() == "committed"
    page = form.fields[CommittedPricing]
    assert list(page) == [
        "committed_gpus",
        "committed_price_per_gpu_hour",
        "term_months",
        "overflow_per_gpu_hour",
    ]
    assert page["committed_gpus"].isVisibleTo(tab)
    page["term_months"].setValue(1)
    page["overflow_per_gpu_hour"].setValue(15.0)
    hours = doc.result.platforms[0].chosen_point.hours
    assert doc.result.platforms[0].chosen_point.compute_cost == pytest.approx(
        8 * 730 * 9.0 + 8 * hours * 15.0
    )
    page["committed_gpus"].setValue(16)  # all 16 committed: no overflow
    assert doc.plan.platforms[0].pricing.committed_gpus == 16
    assert doc.result.platforms[0].chosen_point.compute_cost == pytest.approx(16 * 730 * 9.0)
    doc.undo_stack.undo()
    assert doc.plan.platforms[0].pricing.committed_gpus == 8
    model = tab.model
    assert model.data(model.index(0, PlatformTableModel.PRICE)) == "¥9.00 /GPU-h"


def test_the_page_speaks_chinese(qtbot, qapp) -> None:
    with ui_language(qapp, "zh_CN"):
        doc = _doc()
        doc.apply(switch_pricing_mode(doc.plan, 0, PricingMode.ON_DEMAND), "od")
        doc.apply(switch_pricing_mode(doc.plan, 0, PricingMode.COMMITTED), "back")
        tab = PlatformsTab(doc)
        qtbot.addWidget(tab)
        tab.select(0)
        form = tab.form.pricing
        assert form.mode.currentText() == "承诺使用"
        box = form.fields[CommittedPricing]["term_months"]
        assert box.suffix().strip() == "个月"
        assert box.toolTip().startswith("承诺持续的时长：期内所有小时都计费。")
        assert box.toolTip().endswith("1 – 120 个月")
