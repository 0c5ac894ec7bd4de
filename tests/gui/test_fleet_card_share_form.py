"""The Fleet tab's 'Card share' of the self-built capex (issue 16 item 4): typed, it reaches
the plan in one undo step and the capex shown; out of range, it is explained next to the
field and the plan stays. The bundled fleet example buys 8 GPUs at 65,000 with 10 % spares
(its file says the old convention, spares on the network too; it has no network share)."""

from __future__ import annotations

import pytest

from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fleet import FleetTab
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir


@pytest.fixture
def tab(qtbot) -> FleetTab:
    widget = FleetTab(PlanDocument(load_plan(examples_dir() / "fleet-3000h.gpuplan")))
    qtbot.addWidget(widget)
    return widget


def _capex_shown(tab: FleetTab) -> str:
    tab.evaluator.evaluate_now()
    return tab.self_built.auto_gpus.text()


def test_the_card_share_prices_the_spares(tab) -> None:
    doc = tab.document
    # 100 %: 8 × 1.1 × 65,000 = 572,000
    assert tab.self_built.card_share.value() == 100.0
    assert "572,000" in _capex_shown(tab)
    tab.self_built.card_share.setValue(50.0)
    assert doc.plan.fleet.self_built.card_share == 0.5
    # 8 × 65,000 + 0.8 spare cards × 32,500 = 520,000 + 26,000 = 546,000
    assert "546,000" in _capex_shown(tab)
    doc.undo_stack.undo()
    assert doc.plan.fleet.self_built.card_share == 1.0


def test_a_card_share_over_100_percent_is_explained_next_to_the_field(tab) -> None:
    doc = tab.document
    before = doc.plan
    tab.self_built.card_share.setValue(150.0)
    cell = tab.self_built.card_share.parentWidget().parentWidget()
    assert cell.error_label.text() == "must be at most 100 % — the plan keeps 100 %"
    assert doc.plan is before
