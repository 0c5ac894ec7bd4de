"""The MFU a measured run implies is what the Platforms tab shows as used (table and form).

Calibration case (tests/core/test_calibration.py): 7B model, 8,192 tokens per step → 3.44064e14
FLOPs per step; 0.8 s per step on 4 A100s (312 TFLOPS) → 107.52 TFLOPS per GPU, E(4) = 1,
so the implied MFU is 107.52 / 312 = 0.344615 → shown "34.5%"; the typed MFU is 40 %.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gpuplanner.core.edit import replace_at
from gpuplanner.core.uncertainty_models import Calibration
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.tab import PlatformsTab
from gpuplanner.gui.platforms.table_model import PlatformTableModel
from tests.plans import make_plan, platform

DISPLAY, TIP = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole


def _measured_doc() -> tuple[PlanDocument, PlatformsTab]:
    doc = PlanDocument(make_plan(workload={"global_batch": 4}, platforms=[platform()]))
    return doc, PlatformsTab(doc)


def _calibrate(doc: PlanDocument) -> None:
    run = Calibration(gpus=4, step_seconds=0.8)
    doc.apply(replace_at(doc.plan, ("platforms", 0, "calibration"), run), "measured run")
    doc.evaluate_now()


def test_the_table_and_form_show_the_measured_mfu_and_undo_restores_the_typed(qtbot) -> None:
    doc, tab = _measured_doc()
    qtbot.addWidget(tab)
    model, perf = tab.model, tab.form.performance
    cell = model.index(0, PlatformTableModel.MFU)
    assert model.data(cell, DISPLAY) == "40%" and perf.mfu.isEnabled()
    assert perf.measured.isHidden()

    _calibrate(doc)
    assert doc.result.platforms[0].mfu == pytest.approx(107.52 / 312)  # 0.344615
    assert model.data(cell, DISPLAY) == "34.5% (measured)"
    assert model.data(cell, TIP) == "typed 40.0%; the measured run's implied MFU is used"
    assert perf.measured.text() == "Measured run in use: 34.5%"
    assert not perf.measured.isHidden() and not perf.mfu.isEnabled()
    assert perf.mfu.value() == 40  # the typed value stays visible, greyed out

    doc.undo_stack.undo()
    doc.evaluate_now()
    assert model.data(cell, DISPLAY) == "40%" and perf.mfu.isEnabled()
    assert perf.measured.isHidden()


def test_the_table_model_passes_the_model_tester_with_a_measured_run(qtbot, qtmodeltester):
    doc, tab = _measured_doc()
    qtbot.addWidget(tab)
    _calibrate(doc)
    qtmodeltester.check(tab.model)
