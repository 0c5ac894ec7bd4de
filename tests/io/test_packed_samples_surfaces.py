"""Packed samples in the report and the workbook: ``report --json`` states the attention span
the time is computed with (docs/report-json.md), the Assumptions sheet the typed length, in
English and Chinese; a plan saved before the field reopens unpacked."""

from __future__ import annotations

import io
import json
from pathlib import Path

import openpyxl
import pytest
from plans import make_plan, workload

from gpuplanner import paths
from gpuplanner.core import analyze
from gpuplanner.io.excel.export import build_workbook
from gpuplanner.io.plan_file import load_plan, save_plan
from gpuplanner.io.report.headless import report_json

LABEL = {
    "en": "Packed sample length (empty: not packed)",
    "zh_CN": "打包样本长度（空：不打包）",
}


def test_the_report_states_the_attention_span() -> None:
    packed = make_plan(workload=workload(seq_len=4096, packed_sample_len=200))
    assert report_json(analyze(packed))["workload"]["attention_span"] == 200
    whole = make_plan(workload=workload(seq_len=4096))
    assert report_json(analyze(whole))["workload"]["attention_span"] == 4096


def test_a_plan_saved_before_the_field_is_unpacked_and_round_trips(tmp_path: Path) -> None:
    example = paths.examples_dir() / "seed-7b-finetune.gpuplan"
    assert "packed_sample_len" not in json.loads(example.read_text(encoding="utf-8"))["workload"]
    assert load_plan(example).workload.packed_sample_len is None
    plan = make_plan(workload=workload(seq_len=4096, packed_sample_len=200))
    save_plan(plan, tmp_path / "packed.gpuplan")
    assert load_plan(tmp_path / "packed.gpuplan").workload.packed_sample_len == 200


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_assumptions_sheet_shows_the_typed_length(lang: str) -> None:
    def row(plan) -> list:
        book = openpyxl.load_workbook(io.BytesIO(build_workbook(analyze(plan), lang)))
        for ws in book.worksheets:
            for cells in ws.iter_rows(values_only=True):
                if LABEL[lang] in cells:
                    return [c for c in cells if c is not None]
        raise AssertionError(f"no {LABEL[lang]!r} row")

    assert 200 in row(make_plan(workload=workload(seq_len=4096, packed_sample_len=200)))
    unpacked = row(make_plan(workload=workload(seq_len=4096)))
    assert not any(isinstance(c, (int, float)) for c in unpacked)
