"""The Results tab and the status bar follow the document: totals, undo/redo, row identity,
infeasible platforms with their reason, and plain-language warnings."""

from __future__ import annotations

import re

import app_helpers
import pytest
from app_helpers import A100, row_of
from PySide6.QtCore import QItemSelectionModel, Qt
from wait import WAIT_MS

from gpuplanner.core.edit import replace_at
from gpuplanner.core.notices import Code, Notice
from gpuplanner.gui.results.ranking_model import FEASIBLE_ROLE, RAW_ROLE, Column, RankingTableModel
from gpuplanner.gui.wording import Severity, word_notice
from gpuplanner.io.plan_file import load_plan
from gpuplanner.io.words.notices import describe_notice
from gpuplanner.paths import example_plan

# Fixtures shared by the app-shell tests (pytest finds them as module attributes).
answers = app_helpers.answers
make_window = app_helpers.make_window

MFU = ("platforms", 0, "mfu")
H100 = "C · H100 80G on-demand"
V100 = "B · V100 32G spot"


def _total(window, name: str) -> float:
    model = window.results_tab.model
    return model.index(row_of(window, name), Column.TOTAL).data(RAW_ROLE)


def test_mfu_typed_in_the_form_sets_the_results_total_and_undo_redo_follow(make_window, qtbot):
    window = make_window()
    doc = window.document
    # Example plan, A100: 8 GPUs × 18 h (17.8333 h training + 1/6 h setup) × 20 CNY = 2,880.
    assert _total(window, A100) == pytest.approx(2880.0)
    assert "¥2,880.00" in window.best_label.text()

    window.tabs.setCurrentWidget(window.platforms_tab)
    window.platforms_tab.select(0)
    box = window.platforms_tab.form.performance.mfu
    with qtbot.waitSignal(doc.result_changed, timeout=WAIT_MS):
        box.lineEdit().selectAll()
        qtbot.keyClicks(box, "50")
        qtbot.keyClick(box, Qt.Key.Key_Return)
    assert doc.plan.platforms[0].mfu == 0.5
    assert doc.undo_stack.count() == 1  # typing "5", "50" merged into one step
    # MFU 0.40 → 0.50: training 17.8333 h × 0.4/0.5 = 14.2667 h, + 1/6 h setup = 14.4333 h
    # = 866.0 min, billed per minute: 8 GPUs × 866/60 h × 20 CNY = 2,309.33 CNY.
    assert _total(window, A100) == pytest.approx(8 * 866 / 60 * 20)
    assert _total(window, A100) == pytest.approx(2309.3333, abs=1e-3)
    assert row_of(window, A100) == 0  # now cheaper than the H100's 2,880
    assert "¥2,309.33" in window.best_label.text()
    assert window.results_tab.model.index(0, Column.TOTAL).data() == "¥2,309.33"

    with qtbot.waitSignal(doc.result_changed, timeout=WAIT_MS):
        window.undo_action.trigger()
    assert _total(window, A100) == pytest.approx(2880.0)
    assert box.value() == 40.0 and not window.isWindowModified()
    with qtbot.waitSignal(doc.result_changed, timeout=WAIT_MS):
        window.redo_action.trigger()
    assert _total(window, A100) == pytest.approx(2309.3333, abs=1e-3)
    assert box.value() == 50.0 and window.isWindowModified()


def test_undo_redo_shortcuts(make_window):
    window = make_window()
    assert window.undo_action.shortcut().toString() == "Ctrl+Z"
    assert "Ctrl+Y" in [k.toString() for k in window.redo_action.shortcuts()]


def test_selection_follows_its_platform_when_the_ranking_changes(make_window, qtbot):
    window = make_window()
    table = window.results_tab.table
    start = row_of(window, A100)
    assert start == 1  # ties at 2,880 go to the faster H100
    table.selectionModel().select(
        table.model().index(start, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    doc = window.document
    with qtbot.waitSignal(doc.result_changed, timeout=WAIT_MS):
        doc.apply(replace_at(doc.plan, MFU, 0.5), "MFU")
    rows = {i.row() for i in table.selectionModel().selectedRows()}
    assert rows == {row_of(window, A100)} == {0}


def test_ranking_model_passes_the_model_tester(qtmodeltester):
    plan = load_plan(example_plan())
    from gpuplanner.core import evaluate

    model = RankingTableModel()
    model.set_result(plan, evaluate(plan))
    qtmodeltester.check(model)
    # The tester keeps watching: a value change, a reorder, a rename, a removal, an insertion.
    edits = [
        replace_at(plan, MFU, 0.5),
        replace_at(plan, ("platforms", 1, "name"), "V100 renamed"),
        plan.model_copy(update={"platforms": plan.platforms[:2]}),
        plan,
    ]
    for edited in edits:
        model.set_result(edited, evaluate(edited))
        names = [model.platform_at(r).name for r in range(model.rowCount())]
        assert names == [edited.platforms[i].name for i in evaluate(edited).ranking]


def test_infeasible_platforms_show_their_reason(make_window, qtbot):
    window = make_window()
    doc = window.document
    # One GPU of 80 GB cannot hold the 7B full fine-tune (124.9 GB on one GPU), on any platform.
    plan = doc.plan
    for i in range(3):
        plan = replace_at(plan, ("platforms", i, "fixed_gpus"), 1)
    with qtbot.waitSignal(doc.result_changed, timeout=WAIT_MS):
        doc.apply(plan, "one GPU each")
    model = window.results_tab.model
    assert not model.index(0, 0).data(FEASIBLE_ROLE)
    reason = model.index(0, Column.GPUS).data()
    assert reason.startswith("Cannot run:") and "GB per GPU" in reason
    assert model.index(0, Column.TOTAL).data(RAW_ROLE) is None
    assert window.results_tab.table.columnSpan(0, Column.GPUS) == len(Column) - Column.GPUS
    assert window.best_label.text() == "No platform can run this plan"
    assert window.results_tab.summary.text().startswith("No platform can run")
    panel = window.results_tab.warnings
    assert [w.severity for w in panel.wordings][:3] == [Severity.BLOCKING] * 3


def test_the_warnings_panel_words_the_example_notice(make_window):
    window = make_window()
    text = window.results_tab.warnings.plain_text()
    assert f"{V100}: this GPU has no BF16 support, so FP16 is used instead." in text


# Sample parameters per code, as the core fills them.
SAMPLES: dict[Code, dict] = {
    Code.MODEL_SHAPE_ESTIMATED: {"params_b": 7.0, "layers": 32, "hidden": 4096},
    Code.KV_HEADS_UNEVEN: {"heads": 32, "kv_heads": 12},
    Code.HEAD_DIM_UNEVEN: {"hidden": 4100, "heads": 32},
    Code.PRECISION_FALLBACK: {"requested": "bf16", "used": "fp16"},
    Code.NO_PRECISION: {"requested": "fp8"},
    Code.NO_FP8: {"gpu": "A100 80G", "field": "workload.precision"},
    Code.NEVER_FITS: {"need_gb": 95.25, "usable_gb": 80.0, "gpus": 8},
    Code.QUOTA_TOO_SMALL: {"min_gpus": 16, "quota": 8},
    Code.NO_LAYOUT: {"quota": 6},
    Code.TP_ACROSS_NODES: {"tensor_parallel": 8, "gpus_per_node": 4},
    Code.MFU_IS_COMPUTE_EFFICIENCY: {
        "recompute": "full",
        "tensor_parallel": 8,
        "pipeline_parallel": 2,
    },
    Code.FIXED_GPUS_INFEASIBLE: {"gpus": 2, "why": "memory", "need_gb": 70.0, "usable_gb": 32.0},
    Code.NEVER_FINISHES: {"gpus": 512},
    Code.DEADLINE_MISSED: {
        "gpus": 8,
        "delivery_days": 2.56,
        "deadline_days": 2.0,
        "fastest_days": 2.2,
    },
    Code.OVER_BUDGET: {"total": 6631.6, "budget": 5000.0},
    Code.LOW_SCALING: {"gpus": 64, "efficiency": 0.42},
    Code.NO_CHECKPOINT_RISK: {"gpus": 8, "lost_hours": 3.25},
    Code.CALIBRATION_MFU_HIGH: {"gpus": 8, "mfu": 0.81, "ceiling_mfu": 0.7},
    Code.CALIBRATION_MFU_LOW: {"gpus": 8, "mfu": 0.031, "floor_mfu": 0.05},
    Code.CALIBRATION_SUPERLINEAR: {"gpus": 8, "efficiency": 1.12},
    Code.CALIBRATION_COMM_EXCEEDS: {"gpus": 16, "step_seconds": 1.5, "comm_seconds": 2.25},
    Code.FIX_LATER_DEADLINE: {"deadline_days": 2.0, "days": 2.56, "gpus": 8},
    Code.FIX_BIGGER_BUDGET: {"budget": 5000.0, "amount": 6631.6, "gpus": 8},
    Code.FIX_QUOTA: {"target": "deadline", "gpus": 16, "quota": 8, "days": 1.4, "total": 6900.0},
    Code.FIX_OTHER_PLATFORM: {
        "target": "budget",
        "other": "H100",
        "gpus": 8,
        "days": 0.4,
        "total": 2880.0,
    },
    Code.TARGETS_CONFLICT: {
        "budget": 5000.0,
        "deadline_days": 1.0,
        "deadline_gpus": 16,
        "deadline_total": 7000.0,
        "budget_gpus": 8,
        "budget_days": 2.6,
    },
}


def test_every_notice_is_worded_by_the_gui(qtbot):
    for code, params in SAMPLES.items():
        notice = Notice(code, "V100", params)
        worded = word_notice(notice, "CNY")
        assert not worded.text.startswith(code.value), worded.text  # not the fallback
        assert re.search(r"%\d|\{", worded.text) is None, worded.text  # every placeholder filled
        if all(isinstance(v, str) or (isinstance(v, int) and v < 1000) for v in params.values()):
            # One catalog: the report says what the GUI says (the GUI groups digits, adds ¥).
            assert worded.text == describe_notice(notice), code
    quota_notice = Notice(Code.QUOTA_TOO_SMALL, "V100", SAMPLES[Code.QUOTA_TOO_SMALL])
    quota = word_notice(quota_notice, "CNY")
    assert quota.text == "V100 needs 16 GPUs to fit this model in memory; the quota is 8."
    assert quota.severity is Severity.BLOCKING
    assert set(SAMPLES) <= set(Code)
    fix = word_notice(Notice(Code.FIX_QUOTA, "V100", SAMPLES[Code.FIX_QUOTA]), "CNY")
    assert (
        fix.text
        == "V100: a quota of 16 GPUs (now 8) would meet the deadline: 1.4 days for ¥6,900.00."
    )
    assert fix.severity is Severity.SUGGESTION
    budget = word_notice(Notice(Code.OVER_BUDGET, "B", SAMPLES[Code.OVER_BUDGET]), "CNY")
    assert budget.text == "B: the total of ¥6,631.60 is over the budget of ¥5,000.00."


def test_a_notice_the_gui_cannot_word_falls_back_to_english(qtbot):
    odd = Notice(Code.QUOTA_TOO_SMALL, "V100", {"quota": 8})  # a parameter missing
    worded = word_notice(odd, "CNY")
    assert worded.text == describe_notice(odd)
