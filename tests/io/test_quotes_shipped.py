"""The quote templates under catalogs/templates/ are what io/quotes/shipped.py writes now.

A new template column or a changed catalog text (a provider, a preset's notes) without
regenerating the shipped files (``python tools/make_quote_templates.py``) fails here: the CSV
is compared as text, the .xlsx by what a reader sees in it (every sheet's cells, merged ranges
and drop-down lists), not by its zip bytes, which carry a timestamp.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path
from typing import Any

import openpyxl
import pytest

from gpuplanner.io.quotes.columns import COLUMNS, header
from gpuplanner.io.quotes.shipped import (
    STEMS,
    SUFFIXES,
    bundled_catalog,
    write_shipped_templates,
)
from gpuplanner.paths import templates_dir

FILES = [f"{stem}{suffix}" for stem in STEMS.values() for suffix in SUFFIXES]
CJK = re.compile(r"[\u4e00-\u9fff]")
REGENERATE = "stale: run python tools/make_quote_templates.py"


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("templates")
    write_shipped_templates(folder)
    return folder


def _workbook(path: Path) -> list[tuple[str, Any, Any, Any]]:
    """Each sheet's name, cell values, merged ranges and data validations."""
    wb = openpyxl.load_workbook(path)
    sheets = []
    for ws in wb.worksheets:
        cells = [tuple(c.value for c in row) for row in ws.iter_rows()]
        merged = sorted(str(r) for r in ws.merged_cells.ranges)
        lists = sorted((str(v.sqref), v.formula1) for v in ws.data_validations.dataValidation)
        sheets.append((ws.title, cells, merged, lists))
    return sheets


@pytest.mark.parametrize("name", FILES)
def test_the_shipped_template_is_what_the_generator_writes(name: str, fresh: Path) -> None:
    shipped, now = templates_dir() / name, fresh / name
    if name.endswith(".csv"):
        assert shipped.read_text(encoding="utf-8") == now.read_text(encoding="utf-8"), REGENERATE
    else:
        assert _workbook(shipped) == _workbook(now), REGENERATE


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_shipped_csv_has_every_column(lang: str) -> None:
    """Every template column, in order, under its header in the file's language (the lease
    residual / buy-out columns were missing from the files shipped before them)."""
    with open(templates_dir() / f"{STEMS[lang]}.csv", encoding="utf-8-sig", newline="") as f:
        head = next(csv.reader(f))
    assert head == [header(c.key, lang) for c in COLUMNS]
    assert ("每台留购价" in head) == (lang == "zh_CN")
    assert ("Buy-out price per machine" in head) == (lang == "en")


def _zh_rows() -> list[dict[str, str]]:
    with open(templates_dir() / "quotes_zh_CN.csv", encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def test_the_chinese_template_reads_the_catalogs_chinese() -> None:
    """Vendors are the presets' providers in Chinese where the catalog has one (谷歌云, 自建;
    AWS has none and stays 'AWS'), the self-built preset's untouched notes are its Chinese
    notes, and the sample names and the example's own note are Chinese too."""
    rows = _zh_rows()
    assert [r["供应商"] for r in rows] == ["AWS", "谷歌云", "自建", "自建"]
    catalog = bundled_catalog()
    self_built = catalog.platforms["selfbuilt-8x-a100"]
    assert rows[2]["备注"] == self_built.worded("notes", "zh_CN")
    assert rows[2]["备注"].startswith("这是模板，不是报价")
    for r in rows:
        assert CJK.search(r["平台名称"]) and CJK.search(r["备注"]), r


def test_the_chinese_template_names_its_pricing_modes_in_chinese() -> None:
    """The mode cells, their drop-down list and the Read me's modes column say 按量付费, 竞价实例,
    自建 (the Chinese Read me's own list), not the codes on_demand, spot, self_built; the
    importer reads the names back (the round-trip tests)."""
    assert [r["计费方式"] for r in _zh_rows()] == ["按量付费", "竞价实例", "自建", "自建"]
    wb = openpyxl.load_workbook(templates_dir() / "quotes_zh_CN.xlsx")
    lists = [v.formula1 for v in wb.worksheets[0].data_validations.dataValidation]
    assert '"按量付费,竞价实例,包月/包年,整机租赁,自建,承诺使用"' in lists
    readme = {row[0].value: row[1].value for row in wb.worksheets[1].iter_rows(min_row=4)}
    assert readme["每卡时单价"] == "按量付费、竞价实例"
    assert not any("on_demand" in str(c.value) for row in wb.worksheets[0].iter_rows() for c in row)


def test_the_english_template_reads_english() -> None:
    with open(templates_dir() / "quotes.csv", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [r["Vendor"] for r in rows] == ["AWS", "CoreWeave", "Google Cloud", "Lambda", "AWS"]
    assert not any(CJK.search(v) for r in rows for v in r.values())
