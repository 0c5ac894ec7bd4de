"""The QLoRA base's format in the report and the workbook: ``report --json`` states it
(docs/report-json.md), the Assumptions sheet names it in English and Chinese, a plan saved
before the field reopens as bitsandbytes NF4 (what it meant), and a GPTQ base round-trips."""

from __future__ import annotations

import io
import json
from pathlib import Path

import openpyxl
import pytest
from plans import make_plan, workload

from gpuplanner import paths
from gpuplanner.core import analyze
from gpuplanner.core.workload import QloraBase
from gpuplanner.io.excel.export import build_workbook
from gpuplanner.io.plan_file import load_plan, save_plan
from gpuplanner.io.report.headless import report_json

LABEL = {"en": "QLoRA base quantization", "zh_CN": "QLoRA 底座量化方式"}
GPTQ = {"en": "GPTQ int4 (AutoGPTQ)", "zh_CN": "GPTQ int4（AutoGPTQ）"}


def test_the_report_states_the_base_of_a_qlora_plan_only() -> None:
    gptq = make_plan(workload=workload(method="qlora", qlora_base="gptq"))
    assert report_json(analyze(gptq))["workload"]["qlora_base"] == "gptq"
    nf4 = make_plan(workload=workload(method="qlora"))
    assert report_json(analyze(nf4))["workload"]["qlora_base"] == "nf4"
    lora = make_plan(workload=workload(method="lora", qlora_base="gptq"))
    assert report_json(analyze(lora))["workload"]["qlora_base"] is None


def test_a_plan_saved_before_the_field_is_nf4_and_gptq_round_trips(tmp_path: Path) -> None:
    example = paths.examples_dir() / "seed-7b-finetune.gpuplan"
    assert "qlora_base" not in json.loads(example.read_text(encoding="utf-8"))["workload"]
    assert load_plan(example).workload.qlora_base is QloraBase.NF4
    plan = make_plan(workload=workload(method="qlora", qlora_base="gptq"))
    save_plan(plan, tmp_path / "gptq.gpuplan")
    assert load_plan(tmp_path / "gptq.gpuplan").workload.qlora_base is QloraBase.GPTQ


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_assumptions_sheet_names_the_base(lang: str) -> None:
    def rows(plan) -> list[list]:
        book = openpyxl.load_workbook(io.BytesIO(build_workbook(analyze(plan), lang)))
        return [
            [c for c in cells if c is not None]
            for ws in book.worksheets
            for cells in ws.iter_rows(values_only=True)
            if LABEL[lang] in cells
        ]

    found = rows(make_plan(workload=workload(method="qlora", qlora_base="gptq")))
    assert len(found) == 1 and GPTQ[lang] in found[0]
    assert rows(make_plan(workload=workload(method="lora"))) == []  # no quantized base
