"""Catalog texts in the UI language: every bundled text a user reads has its Simplified Chinese
in the entry's ``zh_CN`` object (issue #17, "Preset names and descriptions in the UI language"),
and an entry without one (a user's own) reads in its own words in both languages."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import openpyxl
import pytest
from pydantic import ValidationError

from gpuplanner.cli import main
from gpuplanner.core import analyze
from gpuplanner.io.catalog.loader import load_catalog
from gpuplanner.io.catalog.models import PlatformPreset, Worded
from gpuplanner.io.catalog.user import save_user_entry
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

CJK = re.compile(r"[\u4e00-\u9fff]")
# A text that is only names and numbers ("AutoDL · RTX 4090", "AWS", "Lambda") has no word of
# lower-case letters; such a text needs no Chinese of its own.
ENGLISH_WORD = re.compile(r"\b[a-z]{2,}\b")
NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def _worded(obj: object, where: str) -> Iterator[tuple[str, Worded]]:
    """Every Worded object in a catalog record, nested ones (a preset's capex) included."""
    if isinstance(obj, Worded):
        yield where, obj
        for name in type(obj).model_fields:
            yield from _worded(getattr(obj, name), f"{where}.{name}")


def _bundled() -> Iterator[tuple[str, Worded]]:
    catalog = load_catalog()
    for section in ("gpus", "models", "interconnects", "platforms"):
        for entry_id, record in getattr(catalog, section).items():
            yield from _worded(record, f"{section}/{entry_id}")
    yield from _worded(catalog.interruptions, "interruption_defaults")


def _texts(obj: Worded) -> Iterator[tuple[str, str, str | None]]:
    """(field, English, Chinese or None) for every text a user reads, list items one by one."""
    for name in obj.WORDED:
        own, chinese = getattr(obj, name), obj.worded(name, "zh_CN")
        if isinstance(own, tuple):
            for i, item in enumerate(own):
                yield f"{name}[{i}]", item, chinese[i] if chinese is not own else None
        elif own:
            yield name, own, chinese if chinese is not own else None


def test_every_bundled_text_has_its_chinese() -> None:
    missing, not_chinese, numbers_lost = [], [], []
    for where, obj in _bundled():
        for name, english, chinese in _texts(obj):
            if chinese is None:
                if ENGLISH_WORD.search(english):
                    missing.append(f"{where}.{name}")
                continue
            if chinese == english or not CJK.search(chinese):
                not_chinese.append(f"{where}.{name}: {chinese}")
            # Numbers, currency symbols and units are kept exactly as the English has them.
            if not set(NUMBER.findall(english)) <= set(NUMBER.findall(chinese)):
                numbers_lost.append(f"{where}.{name}: {english} → {chinese}")
            for symbol in ("$", "¥", "%", "×", "÷", "≈"):
                if english.count(symbol) != chinese.count(symbol):
                    numbers_lost.append(f"{where}.{name} '{symbol}': {english} → {chinese}")
    assert missing == []
    assert not_chinese == []
    assert numbers_lost == []


def test_the_presets_the_catalog_named_in_chinese_have_an_english_name_too() -> None:
    presets = load_catalog().platforms
    assert presets["cn-market-rtx4090"].name == "China GPU market · RTX 4090 on-demand"
    assert presets["cn-market-rtx4090"].worded("name", "zh_CN") == "国内算力市场 · RTX 4090 按量"
    lease = presets["cn-lease-8x-h800-month"]
    assert lease.worded("name", "en") == "Monthly whole-server lease · 8× H800 server"
    assert lease.worded("name", "zh_CN") == "整机月租 · 8× H800 服务器"
    assert presets["selfbuilt-8x-h100"].worded("provider", "en") == "Self-built"
    assert not any(CJK.search(p.name) for p in presets.values())  # the English UI's names


def test_a_user_entry_without_chinese_reads_in_its_own_words(tmp_path: Path) -> None:
    bundled = load_catalog().platforms["aws-p5-h100-on-demand"]
    mine = bundled.model_copy(
        update={"id": "my-h100", "name": "My H100 deal", "price_basis": "Our contract"}
        | {"zh_CN": None}
    )
    save_user_entry("platforms", mine)
    loaded = load_catalog().platforms["my-h100"]
    assert loaded.worded("name", "zh_CN") == "My H100 deal"
    assert loaded.worded("price_basis", "zh_CN") == "Our contract"
    # one field translated, the others fall back
    partly = PlatformPreset.model_validate(
        {**mine.model_dump(mode="json"), "zh_CN": {"name": "我的 H100"}}
    )
    assert partly.worded("name", "zh_CN") == "我的 H100"
    assert partly.worded("price_basis", "zh_CN") == "Our contract"
    assert partly.worded("name", "en") == "My H100 deal"


def test_a_chinese_object_with_a_wrong_field_or_too_few_items_is_refused() -> None:
    data = load_catalog().platforms["cn-lease-8x-a800-month"].model_dump(mode="json")
    with pytest.raises(ValidationError, match=r"zh_CN\.nmae"):
        PlatformPreset.model_validate({**data, "zh_CN": {"nmae": "整机月租"}})
    short = {**data, "zh_CN": {"quote_items": ["每台 8 卡整机的月租价格"]}}  # 6 items in English
    with pytest.raises(ValidationError) as caught:
        PlatformPreset.model_validate(short)
    assert "catalog_worded_length" in str(caught.value)


def test_a_user_file_with_too_few_chinese_items_names_the_field(tmp_path: Path) -> None:
    from gpuplanner.io.user_dirs import user_catalogs_dir

    data = load_catalog().platforms["cn-lease-8x-a800-month"].model_dump(mode="json")
    data.update(id="my-lease", zh_CN={"quote_items": ["月租价格", "押金"]})
    folder = user_catalogs_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "platforms.json").write_text(
        json.dumps({"schema_version": 1, "kind": "platforms", "platforms": [data]}),
        encoding="utf-8",
    )
    problems = load_catalog().problems
    assert [p.field for p in problems] == ["zh_CN.quote_items"]
    assert (
        problems[0]
        .text("en")
        .endswith("has 2 Chinese texts for 6 items: give one for each item, in the same order")
    )
    assert problems[0].text("zh_CN").endswith("给出了 2 条中文，原文却有 6 项：每项一条，顺序相同")


def test_the_catalog_table_names_presets_in_its_language(capsys) -> None:
    assert main(["catalog", "platforms", "--lang", "zh_CN"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.startswith("cn-market-rtx4090 "))
    assert "国内算力市场 · RTX 4090 按量" in line
    assert main(["catalog", "platforms"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.startswith("cn-market-rtx4090 "))
    assert "China GPU market · RTX 4090 on-de…" in line  # clipped to the column's 34


def _assumption_notes(path: Path, sheet: str, label: str) -> list[str]:
    """The Assumptions sheet's notes (column B the item, C its value)."""
    ws = openpyxl.load_workbook(path)[sheet]
    return [str(c.value) for b, c in ws.iter_rows(min_col=2, max_col=3) if b.value == label]


def test_the_chinese_workbook_shows_a_presets_untouched_notes_in_chinese(tmp_path: Path) -> None:
    # The example's RTX 4090 platform keeps the cn-market-rtx4090 preset's English notes as
    # they are; its other platforms' notes were edited (a conversion note added): they stay.
    plan = load_plan(examples_dir() / "7b-lora-single-card-4090-l40s-a100.gpuplan")
    analysis = analyze(plan)
    export_workbook(analysis, tmp_path / "zh.xlsx", language="zh_CN")
    export_workbook(analysis, tmp_path / "en.xlsx", language="en")
    zh = _assumption_notes(tmp_path / "zh.xlsx", "假设", "备注")
    en = _assumption_notes(tmp_path / "en.xlsx", "Assumptions", "Notes")
    chinese = load_catalog().platforms["cn-market-rtx4090"].zh_CN.notes
    assert chinese in zh and chinese.startswith("算力租赁市场按单机出租显卡")
    assert any(n.startswith("Rental markets sell cards inside one machine") for n in en)
    assert any(n.startswith("A single-GPU instance: multi-GPU jobs") for n in zh)  # edited
