"""A platform with no price entered in the GUI (issue 25 review): the note under its price
field, its verdict and warning on the Results tab, the summary naming the priced platform, and
no "cheapest" for a plan whose only runnable platform has no price — English and Chinese.

Figures by hand (tests/plans.py SMALL_1B): one A100 for 81 billed minutes, 81 × 10 / 60 =
¥13.50 at ¥10/GPU-h; ¥0.00 at ¥0."""

from __future__ import annotations

import pytest
from app_helpers import select_platform
from plans import SMALL_1B, make_plan, platform
from PySide6.QtCore import Qt

from gpuplanner.core.platform import HourlyPricing
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.tab import PlatformsTab
from gpuplanner.gui.results.ranking_model import RAW_ROLE, Column
from gpuplanner.gui.results.tab import ResultsTab
from gpuplanner.gui.settings import Settings
from gpuplanner.io import messages
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan


def _plan(*names: str):
    by_name = {
        "Blank": platform(
            name="Blank", fixed_gpus=1, pricing=HourlyPricing(price_per_gpu_hour=0.0)
        ),
        "Priced": platform(name="Priced", fixed_gpus=1),
    }
    return make_plan(
        workload={"model": SMALL_1B, "tokens": 1e8}, platforms=[by_name[n] for n in names]
    )


def _results(qtbot, plan) -> ResultsTab:
    tab = ResultsTab(PlanDocument(plan))
    qtbot.addWidget(tab)
    tab.resize(1280, 720)
    return tab


def _price_note(tab: PlatformsTab) -> str:
    cell = tab.form.pricing.price_cell(HourlyPricing, "price_per_gpu_hour")
    assert cell is not None
    return cell.note_label.text() if cell.note_label.isVisibleTo(tab) else ""


def test_a_blank_platform_says_so_under_its_price_until_one_is_typed(qtbot) -> None:
    doc = PlanDocument(load_plan(example_plan()))
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    tab.resize(1280, 720)
    tab.show()
    tab.select(0)
    assert _price_note(tab) == ""  # the example's A100 has a price
    tab.add_blank.click()
    assert doc.plan.platforms[tab.current_row()].pricing.price_per_gpu_hour == 0.0
    assert _price_note(tab) == messages.text("field.price_missing", "en")
    box = tab.form.pricing.price_per_gpu_hour
    box.setValue(12.5)
    box.editingFinished.emit()
    assert doc.plan.platforms[tab.current_row()].pricing.price_per_gpu_hour == 12.5
    assert _price_note(tab) == ""


def test_the_priced_platform_ranks_first_and_the_blank_one_says_why(qtbot) -> None:
    tab = _results(qtbot, _plan("Blank", "Priced"))
    assert tab.model.platform_at(0).name == "Priced"
    assert tab.model.index(0, Column.TOTAL).data(RAW_ROLE) == pytest.approx(13.50)
    assert tab.model.index(1, Column.TOTAL).data(RAW_ROLE) == pytest.approx(0.0)
    assert tab.summary.text().startswith("Cheapest: Priced — ")
    row = select_platform(tab, "Blank")
    verdict = tab.explanation.verdict.text()
    assert verdict.startswith("No price entered yet (“Price per GPU-hour” is 0)")
    assert "cheapest" not in verdict.lower()
    assert "Blank: no price is entered yet" in tab.warnings.plain_text()
    # Only the best's total is bold: the blank one's is not.
    assert tab.model.index(row, Column.TOTAL).data(Qt.ItemDataRole.FontRole) is None
    select_platform(tab, "Priced")
    assert tab.explanation.verdict.text().startswith("The cheapest option: 1 GPU")


def test_only_a_blank_platform_is_never_called_cheapest(qtbot) -> None:
    tab = _results(qtbot, _plan("Blank"))
    assert tab.summary.text().startswith("No platform that can run this plan has a price yet")
    select_platform(tab, "Blank")
    shown = tab.summary.text() + tab.explanation.verdict.text() + tab.warnings.plain_text()
    assert "cheapest" not in shown.lower()


def test_in_chinese(qtbot, chinese: Settings) -> None:
    tab = _results(qtbot, _plan("Blank", "Priced"))
    select_platform(tab, "Blank")
    assert tab.explanation.verdict.text().startswith("尚未填写价格（“每卡时单价”为 0）")
    assert "Blank：尚未填写价格" in tab.warnings.plain_text()
    only = _results(qtbot, _plan("Blank"))
    assert only.summary.text().startswith("能运行此方案的平台都尚未填写价格")
    assert "最便宜" not in only.summary.text() + only.warnings.plain_text()
