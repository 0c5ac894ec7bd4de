"""One GPU is said in the singular in the words io writes (issue 17, "grammar of count
messages"): the memory_tight notice (report --json, the text report, the workbook), the
workbook Summary's recommendation and the memo's bill head. Chinese has no plural."""

from __future__ import annotations

import datetime as dt

import openpyxl
import pytest
from plans import one_gpu_plan

from gpuplanner.core import analyze, evaluate
from gpuplanner.core.edit import replace_at
from gpuplanner.core.notices import Code
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.memo import build_memo
from gpuplanner.io.words.notices import describe_notice


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "One A100: on 1 GPU the layout uses "), ("zh_CN", "在 1 卡上")]
)
def test_a_tight_layout_on_one_gpu(lang: str, words: str) -> None:
    plan = one_gpu_plan()
    used = float(evaluate(plan).platforms[0].memory.total[0])
    # Usable memory just above what the layout uses: 97 % > the 95 % limit.
    tight = replace_at(plan, ("platforms", 0, "usable_memory_gb"), used / 0.97)
    [notice] = [n for n in evaluate(tight).notices if n.code is Code.MEMORY_TIGHT]
    text = describe_notice(notice, lang)
    assert words in text and "GPUs" not in text
    assert "(97%)" in text or "（97%）" in text


def test_the_summary_and_the_memo_say_1_gpu(tmp_path) -> None:
    analysis = analyze(one_gpu_plan(), today=dt.date(2026, 12, 1))
    path = tmp_path / "one.xlsx"
    export_workbook(analysis, path)
    sheet = openpyxl.load_workbook(path).worksheets[0]
    cells = [str(c.value) for row in sheet.iter_rows() for c in row if c.value]
    assert any(c.startswith("One A100: 1 GPU, ") for c in cells)
    memo = build_memo(analysis, lang="en", version="9.9")
    rows = {r[0]: r[1:] for r in memo.bills.rows}
    assert rows["GPUs · hours held"][0].startswith("1 GPU · ")
