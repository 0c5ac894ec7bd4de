"""Decision support in the Results tab: percentile and stress columns, targets, trial line.

The example plan (catalogs/examples/seed-7b-finetune.gpuplan): A100 80G at 20 per GPU-hour,
8 GPUs, 1,070 min of clean training + 10 min setup = 18 h → 8 × 18 × 20 = 2,880.
"""

from __future__ import annotations

import math

import pytest
from wait import WAIT_MS

from gpuplanner.core.edit import replace_at
from gpuplanner.core.notices import Code
from gpuplanner.core.uncertainty import simulate
from gpuplanner.core.uncertainty_models import TrialPhase
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.results.ranking_model import RAW_ROLE, RISK_COLUMNS, Column
from gpuplanner.gui.results.tab import ResultsTab
from gpuplanner.gui.results.targets_panel import TargetColumn
from gpuplanner.gui.simulation import Simulation
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan

A100 = "A · A100 80G on-demand"
PERCENTILES = {
    Column.COST_P10: "p10_cost",
    Column.COST_P50: "p50_cost",
    Column.COST_P90: "p90_cost",
    Column.DAYS_P10: "p10_days",
    Column.DAYS_P50: "p50_days",
    Column.DAYS_P90: "p90_days",
}
STRESS = {
    Column.STRESS_LONGER: "longer",
    Column.STRESS_RERUN: "rerun_from_checkpoint",
    Column.STRESS_RECLAIM: "reclaim_without_checkpoint",
}


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(example_plan()))


@pytest.fixture
def tab(doc, qtbot) -> ResultsTab:
    widget = ResultsTab(doc)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    return widget


def _row(tab: ResultsTab, name: str) -> int:
    model = tab.model
    return next(r for r in range(model.rowCount()) if model.platform_at(r).name == name)


def _cell(tab: ResultsTab, name: str, column: Column, role=RAW_ROLE):
    return tab.model.index(_row(tab, name), column).data(role)


def test_percentile_columns_equal_simulate_for_the_example_plan(tab, doc) -> None:
    expected = simulate(doc.plan, doc.result)  # the same seed: the same numbers
    for r, mc in zip(doc.result.platforms, expected.platforms, strict=True):
        for column, attr in PERCENTILES.items():
            assert _cell(tab, r.name, column) == getattr(mc, attr), (r.name, column)
        p10 = _cell(tab, r.name, Column.COST_P10, role=0)
        assert p10 == fmt.money(mc.p10_cost, "CNY")
        assert mc.p10_cost <= r.chosen_point.total_cost * 1.2
        assert mc.p10_cost <= mc.p50_cost <= mc.p90_cost


def test_percentiles_follow_an_edit_once_the_simulation_reports(tab, doc, qtbot) -> None:
    sim = Simulation.of(doc)
    with qtbot.waitSignal(sim.simulation_changed, timeout=WAIT_MS):
        doc.apply(replace_at(doc.plan, ("platforms", 0, "mfu"), 0.5), "MFU")
    expected = simulate(doc.plan, doc.result).platform(A100)
    assert _cell(tab, A100, Column.COST_P50) == expected.p50_cost
    # MFU 0.5 trains the 1,070 min of MFU 0.4 in 856 min: + 10 setup = 866 min, 8 GPUs at 20.
    assert doc.result.platform(A100).chosen_point.total_cost == pytest.approx(8 * 866 / 60 * 20)


def test_stress_columns_equal_the_results_stress_cases(tab, doc) -> None:
    for r in doc.result.platforms:
        for column, attr in STRESS.items():
            assert _cell(tab, r.name, column) == getattr(r.stress, attr).total_cost
    # By hand for the A100: training 1,070 min, setup 10 min, 8 GPUs × 20 = 160 per hour.
    # +30 %: 1,391 + 10 = 1,401 min → 160 × 1,401/60 = 3,736.
    assert _cell(tab, A100, Column.STRESS_LONGER) == pytest.approx(3736.0)
    # No interruption rate, so τ = √(2·C·T) = √(2 · 0.05 · 17.833) h; rerun (τ + 0.1 h) × 160.
    tau = math.sqrt(2 * 0.05 * 1070 / 60)
    assert _cell(tab, A100, Column.STRESS_RERUN) == pytest.approx(2880 + (tau + 0.1) * 160)
    # Reclaimed with nothing saved: all 17.833 h again after the 0.1 h restart.
    assert _cell(tab, A100, Column.STRESS_RECLAIM) == pytest.approx(2880 + (1070 / 60 + 0.1) * 160)
    tip = _cell(tab, A100, Column.STRESS_LONGER, role=3)  # ToolTipRole
    assert tip.startswith("¥856.00 more than expected")


def test_the_switch_shows_the_bill_or_the_risk_columns(tab) -> None:
    table = tab.table
    assert all(table.isColumnHidden(c) for c in RISK_COLUMNS)
    assert not table.isColumnHidden(Column.COMPUTE)
    tab.columns.show_risk(True)
    assert not any(table.isColumnHidden(c) for c in RISK_COLUMNS)
    assert table.isColumnHidden(Column.COMPUTE) and table.isColumnHidden(Column.FEES)
    for kept in (Column.PLATFORM, Column.GPUS, Column.TOTAL, Column.DELIVERY_DAYS):
        assert not table.isColumnHidden(kept)
    tab.columns.show_risk(False)
    assert table.isColumnHidden(Column.COST_P50)


def test_models_pass_the_model_tester_with_risk_and_targets(doc, tab, qtmodeltester) -> None:
    plan = replace_at(doc.plan, ("workload", "deadline_hours"), 20.0)
    doc.apply(replace_at(plan, ("workload", "budget"), 3000.0), "targets")
    doc.evaluate_now()
    qtmodeltester.check(tab.model)
    qtmodeltester.check(tab.targets.model)


def test_targets_panel_shows_each_answer_and_the_fixes(doc, tab) -> None:
    assert tab.columns.targets_button.isHidden()  # neither a deadline nor a budget
    plan = replace_at(doc.plan, ("workload", "deadline_hours"), 20.0)
    doc.apply(replace_at(plan, ("workload", "budget"), 3000.0), "targets")
    doc.evaluate_now()
    # Offered now, and shown in the ranking's place (and width) when asked for.
    assert not tab.columns.targets_button.isHidden()
    tab.columns.targets_button.click()
    assert tab.views.currentWidget() is tab.targets
    model = tab.targets.model
    rows = {model.index(r, 0).data(): r for r in range(model.rowCount())}
    h100 = doc.result.platform("C · H100 80G on-demand").targets
    cell = model.index(rows["C · H100 80G on-demand"], TargetColumn.DEADLINE)
    assert cell.data(RAW_ROLE) == h100.deadline
    assert cell.data() == (
        f"{h100.deadline.gpus} GPUs · {fmt.money(h100.deadline.total_cost, 'CNY', 0)} · "
        f"{fmt.days(h100.deadline.delivery_days, 2)}"
    )
    # The V100 cannot deliver in 20 h at any count within its quota of 8 (its fastest is 2.6
    # days) nor stay within 3,000: the cells say so and their tooltips word the core's fixes.
    v100 = rows["B · V100 32G spot"]
    deadline = model.index(v100, TargetColumn.DEADLINE)
    assert deadline.data(RAW_ROLE) is None and deadline.data() == "No GPU count does"
    tip = deadline.data(3)  # ToolTipRole
    assert "no GPU count meets the 0.8-day deadline; the fastest is 2.6 days" in tip
    fixes = doc.result.platform("B · V100 32G spot").targets.fixes
    quota_fix = next(f for f in fixes if f.code is Code.FIX_QUOTA)
    assert f"a quota of {quota_fix.params['gpus']} GPUs (now 8) would meet the deadline" in tip
    # (3 H100s would be fast enough, but 256 sequences over 3 ranks are not whole: 4)
    assert "C · H100 80G on-demand meets the deadline at a GPU count of 4" in tip
    assert "budget" not in tip
    budget_tip = model.index(v100, TargetColumn.BUDGET).data(3)
    budget_fix = next(f for f in fixes if f.code is Code.FIX_BIGGER_BUDGET)
    assert f"so a budget of {fmt.money(budget_fix.params['amount'], 'CNY')} would" in budget_tip
    assert tab.targets.table.toolTip() == tab.targets.hint
    doc.undo_stack.undo()  # no target any more: the view goes back to the ranking
    doc.evaluate_now()
    assert tab.columns.targets_button.isHidden() and tab.views.currentWidget() is tab.table


def test_trial_cost_shows_in_the_summary_and_undo_removes_it(doc, tab) -> None:
    before = doc.result.platform(A100).chosen_point.total_cost
    trial = TrialPhase(hours=8.0, gpus=2, price_per_gpu_hour=3.5)
    doc.apply(replace_at(doc.plan, ("trial",), trial), "trial")
    doc.evaluate_now()
    # 2 GPUs × 8 h × 3.5 = 56 on every total.
    assert doc.result.platform(A100).chosen_point.trial_cost == pytest.approx(56.0)
    assert _cell(tab, A100, Column.TOTAL) == pytest.approx(before + 56.0)
    assert "The trial run (8.0 h on 2 GPUs) costs ¥56.00" in tab.summary.text()
    doc.undo_stack.undo()
    doc.evaluate_now()
    assert "trial" not in tab.summary.text()
    assert _cell(tab, A100, Column.TOTAL) == pytest.approx(before)
