"""One sanitiser for user text (issue 26): bidi controls and invisible format characters in
any string of a plan (platform, fee, model and GPU names, the title, notes, the vendor, the
trial's and fleet's texts) reach no output — not the memo, the workbook, the CSV, the JSON
or the terminal report. Before, U+202E was stripped from platform names only: a fee named
"Egress ‮00.000,001¥" showed its ¥1.00 as "¥100,000.00" in the memo.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import re
from pathlib import Path
from typing import Any

import openpyxl
import pytest
from hardening_cases import markup_everywhere

from gpuplanner.core import analyze
from gpuplanner.core.text import clean_name, clean_text
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.memo import build_memo
from gpuplanner.io.plan_file import loads_plan
from gpuplanner.io.report.headless import ranking_rows, report_json, report_text

pytestmark = pytest.mark.timeout(300)

# Each invisible character the issue names, between visible letters.
INVISIBLE = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200b\u200c\u200d\u200e"
INVISIBLE += "\u200f\u2060\u2061\u2062\u2063\u2064\ufeff"
MARK = "A".join(INVISIBLE) + "Z"
SEEN = re.compile(f"[{INVISIBLE}]")


def test_the_sanitiser_removes_them_and_keeps_what_is_seen():
    assert clean_name(MARK) == "A" * (len(INVISIBLE) - 1) + "Z"
    assert clean_name("Egress \u202e00.000,001¥") == "Egress 00.000,001¥"
    # Notes keep their lines and tabs (CR LF and CR become LF), and lose the rest.
    assert clean_text("one\r\ntwo\rthree\u2028four\tfive\u200b\x1b[2J") == (
        "one\ntwo\nthree\nfour\tfive[2J"
    )
    assert clean_text("纯文本 ok") == "纯文本 ok"


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        value = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in _strings(k) + _strings(v)]
    if isinstance(value, list | tuple):
        return [s for v in value for s in _strings(v)]
    return []


@pytest.fixture(scope="module")
def marked():
    """The golden plan with MARK in every string it holds (tests/hardening_cases.py)."""
    data = markup_everywhere(MARK)
    plan = loads_plan(json.dumps(data, ensure_ascii=False))
    return data, plan, analyze(plan, today=dt.date(2026, 12, 1))


def test_the_file_held_them_everywhere_and_the_plan_holds_none(marked):
    data, plan, _ = marked
    places = [s for s in _strings(data) if MARK in s]
    assert len(places) >= 15  # title, notes, names, fees, model, GPU, trial, fleet …
    assert not [s for s in _strings(plan.model_dump(mode="json")) if SEEN.search(s)]


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_no_output_holds_them(marked, tmp_path: Path, lang: str):
    analysis = marked[2]
    outputs = {
        "terminal": [report_text(analysis, lang=lang)],
        "json": _strings(report_json(analysis, lang=lang)),
        "csv": _strings(ranking_rows(analysis, lang)),
        "memo": _strings(build_memo(analysis, lang=lang, version="9.9")),
    }
    book = tmp_path / "marked.xlsx"
    export_workbook(analysis, book, language=lang)
    cells = openpyxl.load_workbook(book, read_only=True)
    outputs["workbook"] = [
        str(c) for ws in cells.worksheets for row in ws.iter_rows(values_only=True) for c in row
    ] + cells.sheetnames
    for name, texts in outputs.items():
        found = [t for t in texts if SEEN.search(t)]
        assert not found, (name, found[:3])
    # The visible text arrived: the marked title, without its invisible characters.
    assert any("AAAA" in t for t in outputs["memo"])


def test_a_user_catalog_name_is_cleaned_the_same_way(tmp_path: Path):
    """A stranger's gpus.json naming a GPU with a right-to-left override: the picker, and so
    every output, gets the name without it."""
    from gpuplanner.io.catalog.loader import load_catalog

    record = load_catalog(user_dir=tmp_path / "none").gpus["h100-sxm-80gb"].model_dump(mode="json")
    record["name"] = "H100 \u202eevil\u202c"
    (tmp_path / "gpus.json").write_text(json.dumps({"schema_version": 1, "gpus": [record]}))
    assert load_catalog(user_dir=tmp_path).gpus["h100-sxm-80gb"].name == "H100 evil"
