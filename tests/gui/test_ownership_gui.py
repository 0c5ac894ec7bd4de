"""The owned cluster in the GUI (issue 24 item 2): utilization typed in the pricing form
drives the depreciation, and the Results tab's explanation says the purchase, the cash at
order and both views. Figures by hand in tests/core/test_ownership.py: ¥704,000 server, 45 h,
3 years to 30 %: ¥843.84 of depreciation at 100 %, ¥4,219.18 at 20 % (busy 5,256 h)."""

from __future__ import annotations

import pytest
from test_ownership import server_plan
from ui_language import ui_language

from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.tab import PlatformsTab
from gpuplanner.gui.results.tab import ResultsTab


def _depreciation(doc: PlanDocument) -> float:
    p = doc.result.platforms[0]
    return p.chosen_point.total_cost


def test_utilization_typed_in_the_form_drives_the_depreciation(qtbot) -> None:
    doc = PlanDocument(server_plan(utilization=1.0))
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    tab.select(0)
    assert _depreciation(doc) == pytest.approx(843.84, abs=0.2)  # 22,176,000 ÷ 26,280
    form = tab.form.pricing
    form.utilization.setValue(20)
    assert doc.plan.platforms[0].pricing.utilization == pytest.approx(0.2)
    assert _depreciation(doc) == pytest.approx(4219.18, abs=1.0)  # ÷ 5,256
    doc.undo_stack.undo()
    assert doc.plan.platforms[0].pricing.utilization == 1.0


@pytest.mark.parametrize(
    "lang,purchase,views",
    [
        (
            "en",
            "Purchase ¥704,000.00 before tax; cash at order ¥704,000.00.",
            "At 20 % utilization (busy 5,256 of its 26,280 hours): this job's share ¥4,219.",
        ),
        (
            "zh_CN",
            "采购 ¥704,000.00（不含税）；下单时付现 ¥704,000.00。",
            "按 20 % 利用率（折旧期 26,280 小时中繁忙 5,256 小时）：本任务分摊 ¥4,219.",
        ),
    ],
)
def test_the_explanation_states_the_purchase_and_both_views(qapp, qtbot, lang, purchase, views):
    with ui_language(qapp, lang):
        tab = ResultsTab(PlanDocument(server_plan()))
        qtbot.addWidget(tab)
        tab.resize(1280, 720)
        tab.table.selectRow(0)
        text = tab.explanation.verdict.text()
        assert purchase in text
        assert views in text and "¥704,0" in text.split(views, 1)[1]
