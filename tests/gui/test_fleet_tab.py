"""The Fleet plan tab: chart = core arrays, form edits with undo, pasting demand, the switch."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from wait import WAIT_MS

from gpuplanner.core.edit import replace_at
from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import DemandMode
from gpuplanner.core.fleet.plan import FleetStrategy as S
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fleet import FleetTab, edits
from gpuplanner.gui.fleet.fleet_table import FIRST_STRATEGY, VALUE_ROLE
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan, examples_dir


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(examples_dir() / "fleet-3000h.gpuplan"))


@pytest.fixture
def tab(doc, qtbot) -> FleetTab:
    widget = FleetTab(doc)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    return widget


def monthly_column(tab: FleetTab, strategy: S) -> np.ndarray:
    """One strategy's monthly costs as the table shows them (unformatted)."""
    tab.evaluator.evaluate_now()
    model = tab.monthly_model
    columns = [model.strategy_at(c) for c in range(FIRST_STRATEGY, model.columnCount())]
    column = FIRST_STRATEGY + columns.index(strategy)
    return np.array([model.index(r, column).data(VALUE_ROLE) for r in range(model.rowCount())])


def type_into(qtbot, box, text: str) -> None:
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Return)


def test_chart_curves_are_the_cores_cumulative_costs(tab, doc) -> None:
    expected = evaluate_fleet(doc.plan.fleet)
    # The example compares on-demand, the monthly plan, self-built and the hybrid (spot only
    # feeds the hybrid's share: compare_all_spot is off).
    assert expected.strategies == (S.ON_DEMAND, S.RESERVED, S.SELF_BUILT, S.HYBRID)
    for row, strategy in enumerate(expected.strategies):
        x, y = tab.chart.curve_data(strategy)
        assert np.array_equal(x, np.arange(1, 25))
        assert np.allclose(y, expected.cumulative[row], rtol=0, atol=1e-9)
    # Seed 003 §5.3: 3,000 GPU-h × 10 CNY = 30,000 a month on demand → 720,000 in 24 months;
    # 5 reserved GPUs × 4,000 = 20,000 a month → 480,000.
    assert tab.chart.curve_data(S.ON_DEMAND)[1][-1] == pytest.approx(720_000.0)
    assert tab.chart.curve_data(S.RESERVED)[1][-1] == pytest.approx(480_000.0)
    assert S.SPOT not in expected.strategies and not tab.chart.curves.get(S.SPOT)


def test_on_demand_price_typed_in_the_form_with_undo(tab, doc, qtbot) -> None:
    box = tab.on_demand.price
    assert box.value() == 10.0
    assert monthly_column(tab, S.ON_DEMAND) == pytest.approx(np.full(24, 30_000.0))
    with qtbot.waitSignal(tab.evaluator.result_changed, timeout=WAIT_MS):
        type_into(qtbot, box, "12")
    assert doc.plan.fleet.on_demand.price_per_gpu_hour == 12.0
    # 3,000 GPU-h × 12 CNY = 36,000 a month; 24 months = 864,000 on the chart.
    assert monthly_column(tab, S.ON_DEMAND) == pytest.approx(np.full(24, 36_000.0))
    assert tab.chart.curve_data(S.ON_DEMAND)[1][-1] == pytest.approx(864_000.0)
    assert doc.undo_stack.count() == 1  # typing "1", "12" merged into one step
    doc.undo_stack.undo()
    assert box.value() == 10.0
    assert monthly_column(tab, S.ON_DEMAND) == pytest.approx(np.full(24, 30_000.0))
    doc.undo_stack.redo()
    assert monthly_column(tab, S.ON_DEMAND) == pytest.approx(np.full(24, 36_000.0))


def test_a_new_currency_relabels_the_money(tab, doc) -> None:
    tab.evaluator.evaluate_now()
    doc.apply(replace_at(doc.plan, ("currency",), "USD"), "currency")
    assert tab.monthly_model.index(0, FIRST_STRATEGY).data() == "$30,000"
    assert tab.on_demand.price.suffix() == " USD /GPU-h"
    assert tab.chart.plot.getAxis("left").labelText == "Cumulative cost (USD)"


def test_a_bad_value_is_explained_and_never_reaches_the_calculator(tab, doc) -> None:
    before = doc.plan
    tab.general.hours.setValue(800.0)  # a month has at most 31 × 24 = 744 hours
    cell = tab.general.binder.bindings[0].cell
    assert cell.error_label.text() == "must be at most 744 h — the plan keeps 730 h"
    tab.reserved.price.setValue(-1.0)
    assert tab.reserved.binder.bindings[0].error == "must be at least 0 CNY /GPU-month"
    assert doc.plan is before and doc.undo_stack.count() == 0


def test_pasting_a_column_at_the_first_month(tab, doc, qtbot) -> None:
    QGuiApplication.clipboard().setText("100\n200\n300")
    table = tab.demand.table
    table.setCurrentIndex(tab.demand.model.index(0, 0))
    qtbot.keyClick(table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    demand = doc.plan.fleet.demand
    assert demand.mode == DemandMode.TABLE
    assert demand.table[:4] == (100.0, 200.0, 300.0, 3000.0) and len(demand.table) == 24
    assert tab.demand.model.index(1, 0).data() == "200"
    # On demand at 10 CNY/GPU-h: 1,000, 2,000, 3,000, then 30,000 a month.
    assert monthly_column(tab, S.ON_DEMAND)[:4] == pytest.approx([1000, 2000, 3000, 30_000])
    doc.undo_stack.undo()
    assert doc.plan.fleet.demand.mode == DemandMode.CONSTANT


def test_pasting_a_column_as_the_whole_demand_sets_the_horizon(tab, doc) -> None:
    QGuiApplication.clipboard().setText("100\n200\n300\n")
    tab.demand.replace_button.click()
    fleet = doc.plan.fleet
    assert fleet.horizon_months == 3 and fleet.demand.table == (100.0, 200.0, 300.0)
    assert tab.general.horizon.value() == 3
    assert tab.demand.model.rowCount() == 3
    # Lengthening the horizon repeats the last month: 300 for months 4 and 5.
    tab.general.horizon.setValue(5)
    assert doc.plan.fleet.demand.table == (100.0, 200.0, 300.0, 300.0, 300.0)


def test_a_pasted_line_that_is_not_a_number_is_named(tab, doc) -> None:
    before = doc.plan
    QGuiApplication.clipboard().setText("100\nabc\n300")
    tab.demand.paste_from_clipboard()
    assert tab.demand.message.text() == "Line 2 of the copied text, “abc”, is not a number."
    QGuiApplication.clipboard().setText("100\n200\n-3")
    tab.demand.paste_from_clipboard()
    assert tab.demand.message.text() == (
        "Line 3 of the copied text, “-3”, is not a number of 0 or more."
    )
    assert doc.plan is before


def test_editing_a_month_in_the_table(tab, doc) -> None:
    tab.demand.mode.setCurrentIndex(2)
    tab.demand.mode.activated.emit(2)
    assert doc.plan.fleet.demand.table == (3000.0,) * 24  # the constant, month by month
    model = tab.demand.model
    assert model.setData(model.index(5, 0), "4,500")
    assert doc.plan.fleet.demand.table[5] == 4500.0
    assert not model.setData(model.index(6, 0), -3.0)
    assert tab.demand.message.text() == "Month 7: must be at least 0"


def test_switching_the_fleet_plan_on_and_off_is_undoable(qtbot) -> None:
    doc = PlanDocument(load_plan(example_plan()))
    assert doc.plan.fleet is None
    tab = FleetTab(doc)
    qtbot.addWidget(tab)
    assert not tab.switch.isChecked() and tab.stack.currentIndex() == 0
    tab.switch.click()
    fleet = doc.plan.fleet
    # The example's first platform is an A100 on demand at 20 CNY/GPU-h; the monthly plan is
    # seeded at 60 % of list: 20 × 730 h × 0.6 = 8,760 CNY per GPU-month.
    assert fleet.on_demand.price_per_gpu_hour == 20.0
    assert fleet.reserved.price_per_gpu_month == 8760.0
    assert fleet.demand.gpu_hours_per_month == 3000.0 and fleet.horizon_months == 24
    assert tab.stack.currentIndex() == 1
    # 3,000 GPU-h × 20 = 60,000 a month on demand.
    assert monthly_column(tab, S.ON_DEMAND) == pytest.approx(np.full(24, 60_000.0))
    doc.undo_stack.undo()
    assert doc.plan.fleet is None and not tab.switch.isChecked()
    assert tab.evaluator.result is None and tab.monthly_model.rowCount() == 0
    doc.undo_stack.redo()
    assert doc.plan.fleet == fleet and tab.switch.isChecked()
    tab.switch.click()
    assert doc.plan.fleet is None and tab.stack.currentIndex() == 0
    doc.undo_stack.undo()
    assert doc.plan.fleet == fleet


def test_strategies_are_added_and_refused_with_a_reason(tab, doc) -> None:
    # The hybrid prices its base with the reserved block: that block cannot go first.
    before = doc.plan
    tab.reserved.setChecked(False)
    assert doc.plan is before and tab.reserved.isChecked()
    assert "turn the hybrid off first" in tab.reserved.message.text()
    # Leased machines priced from on-demand: 8 GPUs × 10 × 730 h × 0.6 = 35,040 a month.
    tab.lease.setChecked(True)
    assert doc.plan.fleet.lease.price_per_machine_month == 35_040.0
    assert S.LEASE in tab.evaluator.result.strategies
    doc.undo_stack.undo()
    assert doc.plan.fleet.lease is None and not tab.lease.isChecked()


def test_the_hybrid_brings_its_reserved_block_and_spot_waits_for_its_share(tab, doc) -> None:
    tab.hybrid.setChecked(False)
    tab.reserved.setChecked(False)
    assert doc.plan.fleet.reserved is None and doc.plan.fleet.hybrid is None
    tab.hybrid.setChecked(True)  # one step adds both: the hybrid prices its base there
    # Reserved seeded at 60 % of list: 10 × 730 h × 0.6 = 4,380 per GPU-month.
    assert doc.plan.fleet.reserved.price_per_gpu_month == 4380.0 and tab.reserved.isChecked()
    assert doc.plan.fleet.hybrid.spot_share == 0.2  # the spot block is there to price it
    tab.spot.setChecked(False)
    assert doc.plan.fleet.spot is not None and "spot share to 0" in tab.spot.message.text()
    tab.hybrid.spot_share.setValue(0.0)
    tab.spot.setChecked(False)
    assert doc.plan.fleet.spot is None and not tab.hybrid.spot_share.isEnabled()
    doc.undo_stack.undo()
    assert doc.plan.fleet.spot is not None and tab.hybrid.spot_share.isEnabled()


def test_gpu_type_typed_or_chosen_and_the_automatic_gpu_count(tab, doc, qtbot) -> None:
    line = tab.general.gpu.lineEdit()
    line.selectAll()
    qtbot.keyClicks(line, "H20 rental")
    assert (doc.plan.fleet.gpu_name, doc.plan.fleet.gpu_id) == ("H20 rental", "")
    assert doc.undo_stack.count() == 1  # the typing merged into one step
    tab.self_built.gpus.setValue(0)  # 0 shows "Auto": the peak month in whole servers
    assert doc.plan.fleet.self_built.gpus is None and tab.self_built.gpus.text() == "Auto"
    tab.evaluator.evaluate_now()
    # 3,000 GPU-h / 730 h = 4.1 GPUs → one 8-GPU server; capex 8 × 1.1 × 65,000 = 572,000.
    assert tab.self_built.auto_gpus.text() == "8 GPUs, 8.8 with spares; capex ¥572,000"


def test_self_built_catch_up_month_is_marked(tab, doc) -> None:
    doc.apply(replace_at(doc.plan, ("fleet", "demand", "gpu_hours_per_month"), 5000.0), "x")
    tab.evaluator.evaluate_now()
    # Capex 8 × 1.1 × 65,000 = 572,000 in month 1; running 4,480 power (5,000 GPU-h × 0.8 kW
    # × 1.4 × 0.8) + 3,333.33 hosting + 12,500 staff + 1,430 repairs = 21,743.33 a month; month
    # 1 runs 226 of its 730 h (21 days' lead time), the rest on demand: 613,252 in month 1.
    # 613,252 + 21,743.33 (k − 1) ≤ 50,000 k from k = 20.93: month 21 against on-demand.
    own = tab.owning_model
    assert own.index(0, 0).data() == "On-demand" and own.index(0, 1).data() == "month 21"
    x, y = tab.chart.break_even.getData()
    cumulative = tab.chart.curve_data(S.SELF_BUILT)[1]
    assert x[0] == 21 and y[0] == pytest.approx(cumulative[20])
    assert cumulative[0] == pytest.approx(572_000 + 5000 * 10 * (504 / 730) + 21_743.33 * 226 / 730)
    assert tab.chart.break_even_line.isVisible() and tab.chart.break_even_line.value() == 21


def test_verdict_is_worded_with_its_assumptions(tab) -> None:
    verdict = tab.verdict
    assert verdict.sentences[0].startswith("Cheapest over 24 months: the hybrid, ¥")
    assert any("8-GPU cluster pays only above" in s for s in verdict.sentences)
    assert verdict.assumptions[0].startswith("Assumptions: 72,000 GPU-hours over 24 months; 730 h")
    assert "8.00%" in verdict.assumptions[0]  # the discount rate
    assert verdict.assumptions[1].startswith("Self-built: 8 GPUs plus 10% spares, capex ¥572,000")


def test_table_models_pass_the_model_tester(tab, doc, qtmodeltester) -> None:
    tab.evaluator.evaluate_now()
    for model in (tab.monthly_model, tab.costs_model, tab.owning_model, tab.demand.model):
        qtmodeltester.check(model)
    doc.apply(replace_at(doc.plan, ("fleet", "horizon_months"), 36), "longer")
    tab.evaluator.evaluate_now()
    for model in (tab.monthly_model, tab.costs_model, tab.owning_model, tab.demand.model):
        qtmodeltester.check(model)


def test_paste_limits_at_the_longest_horizon(doc) -> None:
    fleet = doc.plan.fleet
    # 10 figures from month 235 (index 234) would end at month 244: months 241–244 are cut.
    new, dropped = edits.pasted_table(fleet, tuple(float(v) for v in range(10)), 234)
    assert new.horizon_months == 240 and dropped == 4
    assert new.demand.table[23] == 3000.0  # the constant kept up to the old horizon …
    assert new.demand.table[24] == 3000.0  # … and repeated up to the pasted months
    assert new.demand.table[234:] == (0.0, 1.0, 2.0, 3.0, 4.0, 5.0)
    with pytest.raises(edits.EditRefused, match="241 figures"):
        edits.whole_table(fleet, (1.0,) * 241)


def test_the_lease_buyout_is_paid_only_when_exercised(tab, doc) -> None:
    """The seeded lease: one 8-GPU machine (3,000 GPU-h a month < 8 × 730 h) at 35,040 a
    month for 24 months = 840,960, its 35,040 deposit returned at the end; a 100,000 buy-out
    exercised adds 100,000 at the end → 940,960 (core/lease_end.py)."""
    tab.lease.setChecked(True)
    form = tab.lease

    def lease_total() -> float:
        tab.evaluator.evaluate_now()
        r = tab.evaluator.result
        return float(r.total[r.row(S.LEASE)])

    assert lease_total() == pytest.approx(840_960)
    # Exercising a buy-out without its price is refused next to the field, the plan kept.
    before = doc.plan
    form.exercise_buyout.setChecked(True)
    assert doc.plan is before
    shown = next(b for b in form.binder.bindings if b.widget is form.exercise_buyout)
    assert "buy-out price above 0" in shown.error
    form.exercise_buyout.setChecked(False)
    form.buyout.setValue(100_000)
    assert lease_total() == pytest.approx(840_960)  # the option not exercised costs nothing
    form.exercise_buyout.setChecked(True)
    assert doc.plan.fleet.lease.exercise_buyout
    assert lease_total() == pytest.approx(940_960)
    doc.undo_stack.undo()
    assert not doc.plan.fleet.lease.exercise_buyout and lease_total() == pytest.approx(840_960)


def test_the_form_column_is_never_cut_off(tab, qtbot) -> None:
    """A GUI review found the English form cut at the pane's right edge (combos without their
    arrows, the demand table's GPU-hours out of sight): the self-built section's longest check
    box needs 559 px and the pane started at 450 px, with no horizontal scroll bar."""
    tab.show()
    qtbot.waitExposed(tab)
    scroll = tab.form_scroll
    needed = scroll.widget().minimumSizeHint().width()
    assert needed > 450  # the English form is wider than the old fixed start
    assert scroll.viewport().width() >= needed
    tab.splitter.setSizes([300, 980])  # narrowed by the user: scrolled to, not cut
    qtbot.wait(10)
    assert scroll.horizontalScrollBar().maximum() > 0
