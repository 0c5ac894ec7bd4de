"""One vocabulary (issue 27 item 2): a domain word lives once per language, in the message
catalog (gpuplanner/io/messages); the GUI's tr() keeps only its own chrome.

Measured by tools/vocabulary.py (``python tools/vocabulary.py --list`` names every text). On
main a9b0222, before the move, 128 GUI strings equalled a catalog text, case ignored (20 of
them translated differently, e.g. "per started month": 每个起算月 in the GUI, 按月（不足一月按一月）
in the workbook) and 34 English catalog texts sat under keys with different Chinese (e.g.
"Price per GPU-month": 单价（每卡每月） / 每卡每月单价; "Tax paid": 已付税费 / 已付税额).
"""

from __future__ import annotations

import sys
from pathlib import Path

from gpuplanner.io import messages

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import vocabulary


def test_no_gui_string_equals_a_catalog_text() -> None:
    shared = vocabulary.measure().shared
    assert shared == [], f"read these from the catalog (gui/wording.label/word): {shared}"


def test_one_english_text_has_one_chinese_text() -> None:
    m = vocabulary.measure()
    differ = {t: m.catalog[t] for t in m.multi_key_divergent}
    assert differ == {}, f"one term per concept (docs/glossary.md): {differ}"


def test_no_chinese_text_uses_a_word_the_glossary_replaced() -> None:
    """docs/glossary.md's "Words not used": on main 3bfd43f the Workload form said 虚拟阶段
    ("Virtual stages:") and the layout detail 每个流水线阶段的虚拟阶段, beside the catalog's
    虚拟流水线阶段 — English and Chinese both differed, so the comparisons above missed it."""
    m = vocabulary.measure()
    assert m.not_used["虚拟阶段"] == "虚拟流水线阶段"
    assert m.rejected == [], f"use the glossary's term (docs/glossary.md): {m.rejected}"


def test_the_glossary_term_is_used_where_the_drift_was() -> None:
    zh = messages.ZH_CN
    assert zh["layout.virtual_pipeline"] == "虚拟流水线阶段"
    assert "虚拟流水线阶段" in zh["error.stack_without_interleaving"]
    assert "虚拟流水线阶段" in zh["xl.item.layout"]
    gui = vocabulary.gui_strings()
    assert gui["Virtual pipeline stages:"] == {"虚拟流水线阶段："}


def test_the_measure_finds_a_copy_and_a_drift(tmp_path: Path) -> None:
    """The measure itself: a GUI entry copying a catalog text (another case) is found, and so
    is a second catalog key that words the same English differently; Qt's own contexts and
    punctuation are not vocabulary."""
    ts = tmp_path / "x.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="zh_CN">'
        "<context><name>FeeTableModel</name>"
        "<message><source>Per started month</source><translation>每个起算月</translation>"
        "</message><message><source>; </source><translation>；</translation></message>"
        "</context><context><name>QFileDialog</name>"
        "<message><source>Egress</source><translation>出口</translation></message>"
        "</context></TS>",
        encoding="utf-8",
    )
    gui = vocabulary.gui_strings(ts)
    assert set(gui) == {"Per started month"}  # "; " is punctuation, QFileDialog is Qt's
    catalog = vocabulary.catalog_texts(
        {"fee_basis.per_month": "per started month", "a": "Tax paid", "b": "Tax paid"},
        {"fee_basis.per_month": "按月（不足一月按一月）", "a": "已付税费", "b": "已付税额"},
    )
    m = vocabulary.Measure(gui, catalog, 3, {"每个起算月": "按月（不足一月按一月）"})
    assert m.shared == ["per started month"] and m.divergent == ["per started month"]
    assert m.multi_key_divergent == ["tax paid"]
    assert m.rejected == [("Per started month", "每个起算月")]  # a replaced word, GUI side


def test_a_unit_may_differ_from_the_same_english_as_a_name() -> None:
    """8 卡 after a number, 卡数 as a column: "GPUs" is both, and neither is a drift."""
    assert messages.text("unit.gpus", "zh_CN") == "卡"
    assert messages.text("report.col.gpus", "zh_CN") == "卡数"
    assert messages.EN["unit.gpus"] == messages.EN["report.col.gpus"] == "GPUs"
    assert "gpus" not in vocabulary.measure().multi_key_divergent


def test_settled_terms() -> None:
    """The terms issue 27 found drifting, as docs/glossary.md settles them."""
    zh = messages.ZH_CN
    assert zh["fee_basis.per_month"] == "按月（不足一月按一月）"
    assert zh["fleet_xl.col.tax_paid"] == zh["bill.input.tax_paid"] == "已付税额"
    per_gpu_month = {zh[k] for k, v in messages.EN.items() if v == "Price per GPU-month"}
    assert per_gpu_month == {"每卡每月单价"}
    assert zh["unit.months"] == "个月"  # "36 月" would read as a month's name


def test_an_alias_reads_its_keys_words_in_both_languages() -> None:
    """The workbook's PUE row and the bill's PUE input are one entry (messages/aliases.py)."""
    from gpuplanner.io.messages.aliases import SAME_AS

    assert SAME_AS["bill.input.pue"] == "xl.item.pue"
    for table in (messages.EN, messages.ZH_CN):
        assert table["xl.item.pue"] == table["bill.input.pue"]
    assert messages.ZH_CN["xl.yes"] == messages.ZH_CN["bill.value.yes"] == "是"
    assert not set(SAME_AS.values()) & set(SAME_AS)  # an alias names a written key
