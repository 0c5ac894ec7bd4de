"""Platforms → Make a test kit… and File → Import measurements… (issue 28): the kit is written
for the selected platform, its results come back in one undo step, and a results file that
does not belong is a dialog that names the problem, nothing applied.

By hand: 40 GB/s of bus bandwidth across two nodes of the example's H100 (8 GPUs a node, one
adapter each) is 40 / 8 = 5 GB/s per adapter; a 1.2 s step is the calibration."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gpuplanner.gui import measurements
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.tab import PlatformsTab
from gpuplanner.io.kit import kit_spec
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan

H100 = "C · H100 80G on-demand"


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(example_plan()))


def _results(doc: PlanDocument, tmp_path: Path, **change) -> Path:
    platform = next(p for p in doc.plan.platforms if p.name == H100)
    spec = kit_spec(doc.plan, platform)
    data = {
        "schema": "gpuplanner-kit-results",
        "schema_version": 1,
        "kit": {**spec["identity"], **change},
        "host": "h100-node-3",
        "date": "2026-11-30T08:00:00Z",
        "sections": {
            "nccl": {
                "scope": "inter_node",
                "ranks": 16,
                "nodes": 2,
                "sizes": [{"bytes": 1 << 30, "busbw_gbps": 40.0}],
            },
            "train": {
                "shape": {"layers": 32, "hidden": 4096, "seq_len": 2048, "micro_batch": 1},
                "layers_plan": 32,
                "layers_run": 32,
                "steps": 100,
                "step_seconds": 1.2,
                "tokens_per_step": 2048,
            },
        },
    }
    path = tmp_path / "results.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.fixture
def said(monkeypatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        measurements, "show_info", lambda _p, title, text: shown.append((title, text))
    )
    monkeypatch.setattr(
        measurements.prompts, "show_error", lambda _p, title, text: shown.append((title, text))
    )
    return shown


def test_the_selected_platform_gets_its_kit(doc, qtbot, tmp_path, monkeypatch, said) -> None:
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    tab.select(2)
    monkeypatch.setattr(measurements, "ask_kit_folder", lambda *_: tmp_path / "kit")
    assert tab.make_kit.isEnabled()
    tab.make_kit.click()
    spec = json.loads((tmp_path / "kit" / "kit.json").read_text(encoding="utf-8"))
    assert spec["identity"]["platform"] == H100
    assert (tmp_path / "kit" / "run.py").is_file()
    assert said and "python run.py" in said[0][1]
    # The app's way back, not the command line's placeholder PLAN (a GUI review).
    assert said[0][1].endswith("then bring its results.json back with File → Import Measurements…")
    assert "PLAN" not in said[0][1]


def test_measurements_arrive_in_one_undo_step(doc, qtbot, tmp_path, monkeypatch, said) -> None:
    path = _results(doc, tmp_path)
    monkeypatch.setattr(measurements, "ask_results_path", lambda *_: path)
    before = doc.plan
    assert measurements.import_measurements(None, doc)
    p = next(p for p in doc.plan.platforms if p.name == H100)
    assert p.inter_node_gbps == pytest.approx(5.0)
    assert p.calibration is not None and p.calibration.step_seconds == pytest.approx(1.2)
    assert p.measurement is not None and p.measurement.host == "h100-node-3"
    assert "2 measured inputs applied from results.json (h100-node-3, 2026-11-30)" in said[0][1]
    doc.undo_stack.undo()
    assert doc.plan == before


def test_results_of_another_gpu_are_a_dialog(doc, qtbot, tmp_path, monkeypatch, said) -> None:
    path = _results(doc, tmp_path, gpu_id="a100-sxm4-80gb")
    monkeypatch.setattr(measurements, "ask_results_path", lambda *_: path)
    before = doc.plan
    assert not measurements.import_measurements(None, doc)
    assert doc.plan == before
    assert "measured on a100-sxm4-80gb" in said[0][1]


def test_in_chinese_too(doc, qtbot, tmp_path, monkeypatch, said, chinese) -> None:
    path = _results(doc, tmp_path)
    monkeypatch.setattr(measurements, "ask_results_path", lambda *_: path)
    assert measurements.import_measurements(None, doc)
    assert said[0][0] == "导入实测结果"
    assert "已从 results.json 应用 2 项实测输入（h100-node-3，2026-11-30）" in said[0][1]


def test_storage_and_checklist_fields_edit_the_platform(doc, qtbot) -> None:
    """The example's 7B full fine-tune (params_b 7.0) checkpoints 7e9 × 14 B = 98 GB (weights
    and Adam states); at 500 MB/s that takes 98e9 / 5e8 / 60 = 3.27 min, said beside the rate."""
    import datetime as dt

    from gpuplanner.gui.platforms.form import PlatformForm

    form = PlatformForm(doc)
    qtbot.addWidget(form)
    form.set_index(2)
    write = form.storage.write
    write.check.click()
    write.inner.setValue(500)
    write.inner.editingFinished.emit()
    assert doc.plan.platforms[2].storage.write_mb_s == 500
    assert "98 GB takes 3.3 min" in form.storage.measured.text()
    combo = form.qualification.scores["image_ready"]
    combo.setCurrentIndex(combo.findData(4))
    check = doc.plan.platforms[2].qualification.image_ready
    assert check.score == 4 and check.date == dt.date.today()
    doc.undo_stack.undo()
    assert doc.plan.platforms[2].qualification.image_ready.score is None


def test_the_bill_panel_shows_the_trial_beside_the_cost(doc, qtbot) -> None:
    from gpuplanner.core.evaluate import evaluate
    from gpuplanner.core.qualification import Check, Qualification
    from gpuplanner.gui.results.bill_panel import BillPanel

    plan = doc.plan
    platforms = list(plan.platforms)
    q = Qualification(quota_wait=Check(score=3))
    platforms[2] = platforms[2].model_copy(update={"qualification": q})
    plan = plan.model_copy(update={"platforms": tuple(platforms)})
    panel = BillPanel()
    qtbot.addWidget(panel)
    result = evaluate(plan)
    panel.set_result(plan, result)
    panel.show_platform(H100)
    assert "Trial and measurements (not in the cost)" in panel.detail
    assert "trial checklist (beside the cost, not in it): quota in time 3/5." in panel.detail
    # The checklist is never in the money: the total is the one without it.
    assert result.platform(H100).chosen_point.total_cost == pytest.approx(
        evaluate(doc.plan).platform(H100).chosen_point.total_cost
    )


def test_typical_rates_fill_in_one_undo_step(doc, qtbot) -> None:
    from gpuplanner.gui.platforms.form import PlatformForm

    form = PlatformForm(doc)
    qtbot.addWidget(form)
    form.set_index(2)
    assert not form.storage.typical.isEnabled()  # "Not said": no typical figures
    kind = form.storage.kind
    kind.setCurrentIndex(kind.findData("local_nvme"))
    assert form.storage.typical.isEnabled()
    form.storage.typical.click()
    storage = doc.plan.platforms[2].storage
    assert (storage.read_mb_s, storage.write_mb_s) == (7000.0, 3800.0)  # PM1733 datasheet
    assert not form.storage.typical.isEnabled()
    doc.undo_stack.undo()
    assert doc.plan.platforms[2].storage.read_mb_s is None
