"""The Platforms tab: master–detail editing, whole-platform actions, pricing pages, undo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gpuplanner.core.edit import replace_at
from gpuplanner.core.platform import HourlyPricing, ReservedPricing, ScalingPoint
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import shows_nothing
from gpuplanner.gui.platforms import preset_dialog
from gpuplanner.gui.platforms.tab import PlatformsTab
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan
from tests.plans import platform as make_platform

A100, V100, H100 = "A · A100 80G on-demand", "B · V100 32G spot", "C · H100 80G on-demand"


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(example_plan()))


@pytest.fixture
def tab(doc, qtbot) -> PlatformsTab:
    widget = PlatformsTab(doc)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    return widget


def names(doc: PlanDocument) -> list[str]:
    return [p.name for p in doc.plan.platforms]


def total(doc: PlanDocument, index: int) -> float:
    doc.evaluate_now()
    return doc.result.platforms[index].chosen_point.total_cost


def test_mfu_typed_in_the_form_gives_the_hand_computed_total(tab, doc, qtbot) -> None:
    box = tab.form.performance.mfu
    assert box.value() == 40.0 and total(doc, 0) == pytest.approx(2880.0)
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, "32")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert doc.plan.platforms[0].mfu == 0.32
    # 1,070 min of training at 0.40 → 1,070 × 0.40/0.32 = 1,337.5 min, + 10 min setup =
    # 1,347.5 min, billed per started minute: 1,348 min. 8 GPUs × 1,348/60 h × 20 = 3,594.67.
    assert total(doc, 0) == pytest.approx(8 * 1348 / 60 * 20)
    doc.undo_stack.undo()
    assert total(doc, 0) == pytest.approx(2880.0) and box.value() == 40.0
    doc.undo_stack.redo()
    assert total(doc, 0) == pytest.approx(8 * 1348 / 60 * 20) and box.value() == 32.0


def test_bad_values_are_explained_and_the_plan_stays(tab, doc) -> None:
    before = doc.plan
    tab.form.performance.mfu.setValue(150.0)
    mfu_cell = tab.form.performance.binder.bindings[0].cell
    assert mfu_cell.error_label.text() == "must be at most 100 % — the plan keeps 40 %"
    price = tab.form.pricing.price_per_gpu_hour
    price.setValue(-5.0)
    price_binding = tab.form.pricing.binders[HourlyPricing].bindings[0]
    assert price_binding.error == "must be at least 0 CNY/GPU-h"
    assert doc.plan is before and doc.undo_stack.count() == 0
    tab.form.general.name.setText(V100)
    tab.form.general.name.textEdited.emit(V100)
    assert tab.form.general.binder.bindings[0].error == "another platform already has this name"
    assert doc.plan is before


def test_selecting_a_row_shows_that_platform(tab, doc) -> None:
    tab.select(1)
    assert tab.form.general.name.text() == V100
    assert tab.form.performance.mfu.value() == 25.0
    tab.form.performance.mfu.setValue(30.0)
    assert doc.plan.platforms[1].mfu == 0.3 and doc.plan.platforms[0].mfu == 0.4


def test_add_from_preset_is_one_undoable_step_with_a_unique_name(tab, doc, monkeypatch) -> None:
    preset = make_platform(name=A100)  # same name as the first platform
    monkeypatch.setattr(preset_dialog, "choose_preset", lambda parent, currency: preset)
    tab.select(0)
    tab.add_preset.click()
    assert names(doc) == [A100, f"{A100} (2)", V100, H100]
    assert tab.current_row() == 1 and tab.form.general.name.text() == f"{A100} (2)"
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert names(doc) == [A100, V100, H100]
    doc.undo_stack.redo()
    assert names(doc)[1] == f"{A100} (2)"


def test_cancelled_preset_dialog_changes_nothing(tab, doc, monkeypatch) -> None:
    monkeypatch.setattr(preset_dialog, "choose_preset", lambda parent, currency: None)
    tab.add_preset.click()
    assert doc.undo_stack.count() == 0


def test_duplicate_remove_and_reorder_are_undoable(tab, doc) -> None:
    tab.select(1)
    tab.duplicate.click()
    assert names(doc) == [A100, V100, f"{V100} (2)", H100]
    assert tab.current_row() == 2
    tab.remove.click()
    assert names(doc) == [A100, V100, H100]
    tab.select(2)
    tab.move_up.click()
    assert names(doc) == [A100, H100, V100] and tab.current_row() == 1
    assert tab.form.general.name.text() == H100
    assert doc.undo_stack.count() == 3
    doc.undo_stack.undo()  # move
    assert names(doc) == [A100, V100, H100]
    doc.undo_stack.undo()  # remove
    assert names(doc) == [A100, V100, f"{V100} (2)", H100]
    doc.undo_stack.undo()  # duplicate
    assert names(doc) == [A100, V100, H100]
    doc.undo_stack.redo()
    doc.undo_stack.redo()
    doc.undo_stack.redo()
    assert names(doc) == [A100, H100, V100]


def test_add_blank_and_remove_down_to_an_empty_plan(tab, doc) -> None:
    tab.select(2)
    tab.add_blank.click()
    assert names(doc)[3] == "New platform" and tab.current_row() == 3
    assert doc.plan.platforms[3].pricing.price_per_gpu_hour == 0.0
    for _ in range(3):
        tab.select(0)
        tab.remove.click()
    assert names(doc) == ["New platform"]
    assert tab.remove.isEnabled()  # a plan may be empty while it is set up (File → New)
    tab.remove.click()
    assert names(doc) == [] and not tab.remove.isEnabled() and tab.current_row() is None
    doc.undo_stack.undo()
    assert names(doc) == ["New platform"]


def test_selection_follows_its_platform_when_rows_shift(tab, doc) -> None:
    tab.select(2)
    plan = doc.plan
    moved = replace_at(plan, ("platforms",), (plan.platforms[2], *plan.platforms[:2]))
    doc.apply(moved, "reorder elsewhere")  # e.g. another window or a script
    assert tab.form.general.name.text() == tab.model.platform(tab.current_row()).name
    doc.undo_stack.undo()
    assert tab.form.general.name.text() == tab.model.platform(tab.current_row()).name


def test_pricing_mode_switch_shows_only_that_modes_fields(tab, doc) -> None:
    pricing = tab.form.pricing
    assert pricing.price_per_gpu_hour.isVisibleTo(tab)
    assert not pricing.price_per_gpu_month.isVisibleTo(tab)
    index = pricing.mode.findData("reserved")
    pricing.mode.setCurrentIndex(index)
    pricing.mode.activated.emit(index)
    new = doc.plan.platforms[0].pricing
    # Seeded from 20 CNY/GPU-h: 20 × 730 h × 0.6 (reserved ≈ 60 % of on-demand) = 8,760.
    assert isinstance(new, ReservedPricing) and new.price_per_gpu_month == 8760.0
    assert pricing.price_per_gpu_month.isVisibleTo(tab)
    assert pricing.price_per_gpu_month.value() == 8760.0
    assert not pricing.price_per_gpu_hour.isVisibleTo(tab)
    assert not pricing.capex_per_gpu.isVisibleTo(tab)
    doc.undo_stack.undo()
    assert isinstance(doc.plan.platforms[0].pricing, HourlyPricing)
    assert pricing.price_per_gpu_hour.isVisibleTo(tab)
    assert not pricing.price_per_gpu_month.isVisibleTo(tab)
    index = pricing.mode.findData("self_built")
    pricing.mode.setCurrentIndex(index)
    pricing.mode.activated.emit(index)
    assert pricing.capex_per_gpu.isVisibleTo(tab) and pricing.capex_per_gpu.value() == 60000.0


def test_model_tester_on_platform_and_scaling_tables(tab, doc, qtmodeltester) -> None:
    qtmodeltester.check(tab.model)
    qtmodeltester.check(tab.form.scaling.model)
    assert tab.model.data(tab.model.index(0, tab.model.PRICE)) == "¥20.00 /GPU-h"
    assert tab.model.data(tab.model.index(1, tab.model.MODE)) == "Spot"


def test_scaling_points_add_edit_and_refuse_a_duplicate_count(tab, doc) -> None:
    section = tab.form.scaling
    model = section.model
    assert model.rowCount() == 1 and model.data(model.index(0, 1)) == "65.5"
    section.add_point()  # next doubling: 16 GPUs
    assert [p.gpus for p in doc.plan.platforms[0].scaling_points] == [8, 16]
    assert model.setData(model.index(1, 1), 50.0)
    assert doc.plan.platforms[0].scaling_points[1] == ScalingPoint(gpus=16, efficiency=0.5)
    before = doc.plan
    assert not model.setData(model.index(1, 0), 8)  # two points at 8 GPUs
    assert section.message.text() == "two scaling points have the same GPU count"
    assert not model.setData(model.index(1, 1), 120.0)
    assert section.message.text() == "must be at most 100 %"
    assert doc.plan is before
    section.view.setCurrentIndex(model.index(0, 0))
    section.remove_point()
    assert [p.gpus for p in doc.plan.platforms[0].scaling_points] == [16]


def test_interconnect_preset_and_custom_bandwidth(tab, doc) -> None:
    section = tab.form.interconnect
    inter = section.combos["inter_node"]
    assert inter.currentData() == ""  # 23 GB/s matches no preset: Custom
    wanted = next(i for i in section._presets["inter_node"] if i.gbps != 23.0)
    index = inter.findData(wanted.id)
    inter.setCurrentIndex(index)
    inter.activated.emit(index)
    assert doc.plan.platforms[0].inter_node_gbps == wanted.gbps
    section.bandwidths["inter_node"].setValue(7.0)
    # 4 × HDR per 8-GPU node: the preset's per-adapter figure comes with its adapter count,
    # so the node's aggregate is 4 · 22 = 88 GB/s (nccl-tests issue 119), not 8 · 22
    shared = section.combos["inter_node"].findData("ib-hdr-shared")
    inter.setCurrentIndex(shared)
    inter.activated.emit(shared)
    p = doc.plan.platforms[0]
    assert (p.inter_node_gbps, p.nics_per_node, p.node_network_gbps) == (22.0, 4, 88.0)
    section.bandwidths["inter_node"].setValue(7.0)
    assert doc.plan.platforms[0].inter_node_gbps == 7.0
    assert inter.currentData() == ""


def test_gpu_from_the_catalog_and_usable_memory_override(tab, doc) -> None:
    gpu = tab.form.gpu
    gpu.usable.check.setChecked(True)
    gpu.usable.inner.setValue(60.0)
    assert doc.plan.platforms[0].usable_memory_gb == 60.0
    gpu.usable.inner.setValue(90.0)  # more than the card's 80 GB
    assert "cannot exceed" in gpu.binder.bindings[0].error
    assert doc.plan.platforms[0].usable_memory_gb == 60.0
    index = gpu.combo.findData("h100-sxm-80gb")
    assert index >= 0, "the bundled GPU catalog has no h100-sxm-80gb"
    gpu.combo.setCurrentIndex(index)
    gpu.combo.activated.emit(index)
    assert doc.plan.platforms[0].gpu.id == "h100-sxm-80gb"
    assert doc.plan.platforms[0].usable_memory_gb == 60.0  # still fits the new card


def test_choosing_an_h800_takes_its_160_gbps_link_in_one_undo_step_with_a_notice(tab, doc) -> None:
    tab.select(2)  # C · H100 on the catalog's NVLink 4 figure (360 GB/s)
    gpu = tab.form.gpu
    index = gpu.combo.findData("h800-sxm-80gb")
    gpu.combo.setCurrentIndex(index)
    gpu.combo.activated.emit(index)
    platform = doc.plan.platforms[2]
    assert platform.gpu.id == "h800-sxm-80gb"
    assert platform.intra_node_gbps == 160.0  # catalogs/platforms.json nvlink4-h800 busbw
    assert platform.mfu == pytest.approx(0.25267839094400646)  # typed, not the prior: kept
    assert doc.undo_stack.count() == 1
    assert gpu.notice.isVisibleTo(tab)
    assert gpu.notice.text() == (
        "With the NVIDIA H800 SXM5 80GB (China SKU): in-node link 360 → 160 GB/s "
        "(Undo reverts all)."
    )
    doc.undo_stack.undo()
    assert doc.plan.platforms[2].intra_node_gbps == 360.0
    assert doc.plan.platforms[2].gpu.id == "h100-sxm5-80gb"
    assert not gpu.notice.isVisibleTo(tab)


def test_a_blank_platform_starts_at_its_cards_defaults_and_follows_a_gpu_change(tab, doc) -> None:
    # Catalog figures (catalogs/gpus.json mfu_prior, platforms.json busbw_gbps): the first
    # card listed, V100 SXM2, has prior 0.25 on NVLink 2 (120 GB/s); H100 SXM 0.40 on NVLink 4
    # (360 GB/s); H800 0.40 on its cut NVLink 4 (160 GB/s).
    tab.add_blank.click()
    row = tab.current_row()
    blank = doc.plan.platforms[row]
    assert blank.gpu.id == "v100-sxm2-32gb"
    assert (blank.mfu, blank.intra_node_gbps) == (0.25, 120.0)  # not the generic 0.40 / 200
    gpu = tab.form.gpu
    steps = doc.undo_stack.count()
    index = gpu.combo.findData("h100-sxm-80gb")
    gpu.combo.setCurrentIndex(index)
    gpu.combo.activated.emit(index)
    moved = doc.plan.platforms[row]
    assert (moved.mfu, moved.intra_node_gbps) == (0.40, 360.0)
    assert doc.undo_stack.count() == steps + 1
    assert gpu.notice.isVisibleTo(tab)
    assert gpu.notice.text() == (
        "With the NVIDIA H100 SXM5 80GB: MFU 25% → 40%; in-node link 120 → 360 GB/s; "
        "BF16 available (Undo reverts all)."  # a V100 has FP16 but no BF16
    )
    index = gpu.combo.findData("h800-sxm-80gb")
    gpu.combo.setCurrentIndex(index)
    gpu.combo.activated.emit(index)
    assert doc.plan.platforms[row].intra_node_gbps == 160.0
    doc.undo_stack.undo()
    doc.undo_stack.undo()  # one step per GPU change: back to the V100's own figures
    back = doc.plan.platforms[row]
    assert (back.gpu.id, back.mfu, back.intra_node_gbps) == ("v100-sxm2-32gb", 0.25, 120.0)


def test_removing_a_platform_the_trial_names_is_refused_with_a_reason(tab, doc) -> None:
    from gpuplanner.core.uncertainty_models import TrialPhase

    doc.apply(replace_at(doc.plan, ("trial",), TrialPhase(hours=2.0, platform=V100)), "trial")
    tab.select(1)
    tab.remove.click()
    assert names(doc) == [A100, V100, H100]
    assert tab.status.text() == "the trial phase names this platform: change the trial first"
    tab.select(2)
    tab.remove.click()  # another platform goes, and the message clears
    assert names(doc) == [A100, V100] and tab.status.text() == ""


def test_opening_another_plan_resets_the_table_and_form(tab, doc) -> None:
    from tests.plans import make_plan

    doc.reset(make_plan(platforms=[make_platform(name="Only")]), None)
    assert tab.model.rowCount() == 1 and tab.current_row() == 0
    assert tab.form.general.name.text() == "Only"
    assert tab.form.pricing.price_per_gpu_hour.value() == 10.0


def test_switching_an_override_on_starts_from_a_valid_value(tab, doc) -> None:
    usable = tab.form.gpu.usable
    assert shows_nothing(usable.inner)  # off: no figure on show, not even a stale one
    usable.check.setChecked(True)  # starts from the datasheet memory, not 0
    assert doc.plan.platforms[0].usable_memory_gb == 80.0
    assert tab.form.gpu.binder.bindings[0].error == ""
    tip = tab.form.performance.mfu.toolTip()
    assert tip.endswith("Range: 1 – 100 %")


def test_a_node_hour_quote_is_listed_as_the_node_hour_figure(tab, doc) -> None:
    """98.32 per 8-GPU node-hour is kept as 12.29 per GPU-hour (issue 16) but listed as
    quoted: 12.29 × 8 = 98.32 per node-hour."""
    from gpuplanner.core.platform import HourlyPricing

    a = doc.plan.platforms[0]
    quoted = a.model_copy(
        update={"pricing": HourlyPricing(price_per_gpu_hour=12.29, quoted_per_node=True)}
    )
    doc.apply(doc.plan.model_copy(update={"platforms": (quoted, *doc.plan.platforms[1:])}), "q")
    assert a.gpus_per_node == 8
    assert tab.model.data(tab.model.index(0, tab.model.PRICE)) == "¥98.32 /node-h (8 GPUs)"
