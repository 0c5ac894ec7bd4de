"""The document: undo/redo snapshots, merging typed edits, clean state, coalesced evaluation."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError
from wait import WAIT_MS

from gpuplanner.core.edit import get_at, replace_at
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan


@pytest.fixture
def doc(qtbot):
    from gpuplanner.gui.document import PlanDocument

    return PlanDocument(load_plan(example_plan()), path=None)


def test_replace_at_validates_and_keeps_other_parts() -> None:
    plan = load_plan(example_plan())
    edited = replace_at(plan, ("platforms", 0, "mfu"), 0.5)
    assert get_at(edited, ("platforms", 0, "mfu")) == 0.5
    assert edited.platforms[1] is plan.platforms[1]  # untouched platforms are shared
    with pytest.raises(ValidationError):
        replace_at(plan, ("platforms", 0, "mfu"), 1.5)


def test_apply_undo_redo_and_clean_state(doc, qtbot) -> None:
    original = doc.plan
    # A100 platform: 8 GPUs × 18 h × 20 CNY = 2,880; at 30 CNY/GPU-h it is 8 × 18 × 30 = 4,320.
    a100 = ("platforms", 0, "pricing", "price_per_gpu_hour")
    with qtbot.waitSignal(doc.result_changed, timeout=WAIT_MS):
        doc.apply(replace_at(doc.plan, a100, 30.0), "price", merge_key="price")
    assert doc.is_modified()
    assert doc.result.platforms[0].chosen_point.total_cost == pytest.approx(4320.0)
    doc.undo_stack.undo()
    assert doc.plan == original
    assert doc.result.platforms[0].chosen_point.total_cost == pytest.approx(2880.0)
    assert not doc.is_modified()
    doc.undo_stack.redo()
    assert doc.result.platforms[0].chosen_point.total_cost == pytest.approx(4320.0)


def test_typing_merges_into_one_step(doc) -> None:
    path = ("platforms", 0, "mfu")
    for value in (0.3, 0.35, 0.38):
        doc.apply(replace_at(doc.plan, path, value), "MFU", merge_key="p0.mfu")
    assert doc.undo_stack.count() == 1
    doc.end_merge()
    doc.apply(replace_at(doc.plan, path, 0.2), "MFU", merge_key="p0.mfu")
    assert doc.undo_stack.count() == 2
    doc.undo_stack.undo()
    assert doc.plan.platforms[0].mfu == 0.38
    doc.undo_stack.undo()
    assert doc.plan.platforms[0].mfu == 0.40


def test_saved_state_and_reset(doc, tmp_path: Path) -> None:
    doc.apply(replace_at(doc.plan, ("title",), "x"), "title")
    doc.mark_saved(tmp_path / "a.gpuplan")
    assert not doc.is_modified()
    doc.undo_stack.undo()
    assert doc.is_modified()  # undoing past the save point is a change
    doc.reset(load_plan(example_plan()), None)
    assert doc.undo_stack.count() == 0 and not doc.is_modified() and doc.path is None
