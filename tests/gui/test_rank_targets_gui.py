"""The Results tab ranks as the core does (issue 24 item 3): the platforms that meet the
deadline rank first, the headline says "cheapest that meets", and the cheaper platform that
misses the deadline says why it ranks below. Figures by hand in tests/core/test_rank_targets.py:
Cloud B ¥100,000 and Cloud C ¥120,000 on time, Cloud A ¥80,000 fifteen days late."""

from __future__ import annotations

import pytest
from test_rank_targets import queued_plan
from ui_language import ui_language

from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.results.ranking_model import Column
from gpuplanner.gui.results.tab import ResultsTab

WORDS = {
    "en": (
        "Cheapest that meets the deadline and budget: Cloud B — ¥100,000.00",
        "¥20,000.00 cheaper than Cloud B, but ranked below it",
    ),
    "zh_CN": ("满足工期和预算的最便宜方案：Cloud B — ¥100,000.00", "比 Cloud B 便宜 ¥20,000.00"),
}


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_results_tab_ranks_the_platforms_that_meet_the_deadline_first(qapp, qtbot, lang):
    with ui_language(qapp, lang):
        tab = ResultsTab(PlanDocument(queued_plan(1)))
        qtbot.addWidget(tab)
        tab.resize(1280, 720)
        model = tab.model
        rows = [
            (model.index(r, Column.RANK).data(), model.platform_at(r).name)
            for r in range(model.rowCount())
        ]
        assert rows == [("1", "Cloud B"), ("2", "Cloud C"), ("3", "Cloud A")]
        headline, cheaper = WORDS[lang]
        assert tab.summary.text().startswith(headline)
        tab.table.selectRow(2)  # Cloud A
        assert cheaper in tab.explanation.verdict.text()
