"""The plan's baseline is kept by platform name (audit P2 item 6): renaming that platform in
the form carries the baseline to the new name, removing it returns the plan to the cheapest —
each in the edit's own undo step — and a baseline that names no platform of the plan is said
to be replaced by the cheapest, not to be "not a feasible platform".

Seed example A: C (H100) 2,880, A (A100) 2,880, B (V100) 6,631.60; the cheapest is C.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from wait import WAIT_MS

from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.tab import PlatformsTab
from gpuplanner.gui.results.tab import ResultsTab
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan

SPOT = "B · V100 32G spot"


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    plan = load_plan(example_plan())
    return PlanDocument(plan.model_copy(update={"baseline": SPOT}))


def test_renaming_the_baseline_platform_carries_the_baseline(doc, qtbot) -> None:
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    tab.show()
    qtbot.waitExposed(tab)
    tab.activateWindow()
    tab.select(1)
    box = tab.form.general.name
    box.setFocus()
    qtbot.waitUntil(box.hasFocus, timeout=WAIT_MS)
    box.selectAll()
    qtbot.keyClicks(box, "Spot renamed")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert doc.plan.platforms[1].name == "Spot renamed"
    assert doc.plan.baseline == "Spot renamed" and doc.undo_stack.count() == 1
    doc.undo_stack.undo()  # one step takes back the name and the baseline together
    assert doc.plan.platforms[1].name == SPOT and doc.plan.baseline == SPOT


def test_removing_the_baseline_platform_returns_to_the_cheapest(doc, qtbot) -> None:
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    tab.select(1)
    tab.remove_selected()
    assert SPOT not in [p.name for p in doc.plan.platforms]
    assert doc.plan.baseline is None and doc.undo_stack.count() == 1
    results = ResultsTab(doc)
    qtbot.addWidget(results)
    doc.evaluate_now()
    assert results.finance.split.text().startswith("Baseline: C · H100")
    doc.undo_stack.undo()
    assert doc.plan.baseline == SPOT and len(doc.plan.platforms) == 3


def _missing_baseline_panel(qtbot) -> str:
    plan = load_plan(example_plan()).model_copy(update={"baseline": "nonexistent platform"})
    doc = PlanDocument(plan)
    results = ResultsTab(doc)
    qtbot.addWidget(results)
    doc.evaluate_now()
    return results.finance.split.text()


def test_a_baseline_naming_no_platform_is_said_to_be_replaced(qtbot) -> None:
    text = _missing_baseline_panel(qtbot)
    assert text.startswith(
        "Baseline replaced by the cheapest, C · H100 80G on-demand: the plan's baseline "
        "nonexistent platform is not a platform of this plan."
    ), text
    assert "feasible" not in text


def test_in_chinese_too(chinese, qtbot) -> None:
    text = _missing_baseline_panel(qtbot)
    assert text.startswith(
        "基准已改为最便宜的 C · H100 80G on-demand：方案指定的基准 nonexistent platform "
        "不是本方案的平台。"
    ), text
