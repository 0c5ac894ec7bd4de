"""The Results tab explains the selected platform: its verdict and its bill, line by line
(issue #17). The lines are core.bill_lines worded by io.bill_words, the ones the workbook's
TCO column and report --json use; here they must add up to the total the ranking shows."""

from __future__ import annotations

import pytest
from excel_plans import every_mode_plan, seed_plan

from gpuplanner.core.bill_lines import bill_lines
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.results.ranking_model import RAW_ROLE, Column
from gpuplanner.gui.results.tab import ResultsTab
from gpuplanner.io.bill_words import line_label


def _tab(qtbot, plan) -> ResultsTab:
    tab = ResultsTab(PlanDocument(plan))
    qtbot.addWidget(tab)
    tab.resize(1280, 800)
    return tab


def _select(tab: ResultsTab, name: str) -> int:
    for row in range(tab.model.rowCount()):
        if tab.model.platform_at(row).name == name:
            tab.table.selectRow(row)
            return row
    raise KeyError(name)


def test_every_pricing_modes_bill_adds_up_to_the_total_in_the_ranking(qtbot) -> None:
    plan = every_mode_plan()
    tab = _tab(qtbot, plan)
    result = tab._document.result
    feasible = [p for p in result.platforms if p.is_feasible]
    modes = {plan.platforms[p.index].mode for p in feasible}
    assert len(modes) == 5  # on-demand, spot, reserved, lease and self-built all explained
    for platform in feasible:
        row = _select(tab, platform.name)
        shown = tab.explanation.lines_shown()
        expected = bill_lines(plan, platform)
        assert [label for label, _ in shown] == [line_label(line) for line in expected]
        total = tab.model.index(row, Column.TOTAL).data(RAW_ROLE)
        assert sum(amount for _, amount in shown) == pytest.approx(total, rel=1e-12)
        assert total == pytest.approx(float(platform.total_cost[platform.chosen - 1]))
        assert tab.explanation.title.text() == f"Why {platform.name}"


def test_a_platform_that_cannot_run_says_why_in_the_warnings_own_words(qtbot) -> None:
    plan = every_mode_plan()
    tab = _tab(qtbot, plan)
    blocked = next(p for p in tab._document.result.platforms if not p.is_feasible)
    _select(tab, blocked.name)
    verdict = tab.explanation.verdict.text()
    assert verdict.startswith("Cannot run: ")
    reason = verdict.removeprefix("Cannot run: ").split("\n")[0]
    assert reason in tab.warnings.plain_text()  # the same sentence: never a contradiction
    assert tab.explanation.lines_shown() == []


def test_the_first_platform_is_explained_before_any_selection_and_losers_say_by_how_much(
    qtbot,
) -> None:
    tab = _tab(qtbot, seed_plan())
    assert tab.explanation.title.text() == "Why C · H100 80G on-demand"
    assert tab.explanation.verdict.text() == "The cheapest option: 8 GPUs, delivered in 0.4 days."
    _select(tab, "B · V100 32G spot")
    # 6,631.60 − 2,880.00 = 3,751.60, i.e. +130 % (seed example A, the Results table).
    assert tab.explanation.verdict.text() == (
        "Costs ¥3,751.60 more than C · H100 80G on-demand (+130 %)."
    )


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_headroom_flag_is_said_once_in_the_warnings(qtbot, language) -> None:
    """The 70B example's typed layout uses 77.1 of 80 GB on the H100 at 16 GPUs: 96 % > 95 %
    (test_report_i18n.py). Selecting that platform, its verdict says why it ranks where it
    does and nothing of memory; the warnings say the headroom once, with its figures."""
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QApplication

    from gpuplanner.gui import i18n
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.paths import examples_dir

    app = QApplication.instance()
    before = QLocale()
    translators = i18n.install(app, language)
    try:
        plan = load_plan(examples_dir() / "70b-full-finetune-h100-a800-4090.gpuplan")
        tab = _tab(qtbot, plan)
        h100 = "H100 · 8-GPU nodes, 3.2 Tb/s EFA (AWS p5)"
        _select(tab, h100)
        figures = "77.1" if language == "en" else "77.1 GB"
        flag = "above 95%" if language == "en" else "超过 95%"
        warnings = tab.warnings.plain_text()
        lines = [line for line in warnings.splitlines() if line.find(h100) >= 0 and flag in line]
        assert len(lines) == 1 and figures in lines[0]
        verdict = tab.explanation.verdict.text()
        assert verdict and "95" not in verdict and "77.1" not in verdict
    finally:
        i18n.uninstall(app, translators)
        QLocale.setDefault(before)
