"""The fleet answer on the memo's first page and in the workbook's Summary (issue 24 item 5).

The fleet example (catalogs/examples/fleet-3000h.gpuplan), by hand: v = 1.08^(−1/12), 24
months paid at their start: Σ v^(k−1) = (1 − v^24) / (1 − v) = 22.3155726.
- Hybrid: 20 % of 3,000 GPU-h on spot at 3 × 1.25 = 3.75 → 2,250 a month; the other 2,400
  GPU-h on ⌈2,400 / 730⌉ = 4 reserved GPUs × 4,000 = 16,000; 18,250 a month, 438,000 in cash,
  present cost 18,250 × 22.3155726 = 407,259.20.
- Runner-up, reserved: ⌈3,000 / 730⌉ = 5 GPUs × 4,000 = 20,000 a month → 446,311.45
  (39,052 more).
- Break-even against the hybrid: F = 572,000 × 0.7 / 36 + 40,000 / 12 + 0.5 × 300,000 / 12
  + 572,000 × 3 % / 12 = 28,385.56 a month, power v = 0.8 kW × 1.4 × 0.8 = 0.896 per GPU-h,
  the hybrid 438,000 / 72,000 = 6.0833 per GPU-h: u* = F / (8 × 730 × (6.0833 − 0.896)) =
  93.7 %, against 3,000 / 5,840 = 51.4 % used.
"""

from __future__ import annotations

import datetime as dt
import shutil
import subprocess
from pathlib import Path

import pytest

from gpuplanner.core import analyze
from gpuplanner.gui.memo.pdf import write_memo_pdf
from gpuplanner.io.memo import build_memo
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

FIRST_PAGE = {
    "en": (
        "Fleet decision",
        "For 72,000 GPU-hours over 24 months, hybrid costs least: ¥407,259 in present value "
        "(¥438,000 in cash over the horizon).",
        "Runner-up: reserved / monthly plan at ¥446,311 in present value, ¥39,052 more.",
        "pays only above 93.7% utilization; the demand fills 51.4% of it.",
    ),
    "zh_CN": (
        "长期算力规划决策",
        "24 个月共 72,000 卡时，混合策略最省：现值 ¥407,259（规划期内现金 ¥438,000）。",
        "次优方案：包月/包年，现值 ¥446,311，多 ¥39,052。",
        "8 卡集群的利用率须高于 93.7% 才划算；当前需求只用到 51.4%。",
    ),
}


def _analysis():  # type: ignore[no-untyped-def]
    plan = load_plan(examples_dir() / "fleet-3000h.gpuplan")
    return analyze(plan, today=dt.date(2026, 12, 1))


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils not installed")
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_fleet_answer_is_on_the_memos_first_page(qapp, tmp_path: Path, lang: str) -> None:
    path = tmp_path / "memo.pdf"
    write_memo_pdf(build_memo(_analysis(), lang=lang), path)
    page = subprocess.run(
        ["pdftotext", "-f", "1", "-l", "1", str(path), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    joined = " ".join(page.split())
    joined_cjk = "".join(page.split())
    for sentence in FIRST_PAGE[lang]:
        found = sentence in joined or "".join(sentence.split()) in joined_cjk
        assert found, sentence


def test_a_plan_without_a_fleet_has_no_fleet_answer() -> None:
    plan = load_plan(examples_dir() / "fleet-3000h.gpuplan")
    plan = plan.model_copy(update={"fleet": None})
    assert build_memo(analyze(plan, today=dt.date(2026, 12, 1))).fleet == ()


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_workbook_summary_holds_the_fleet_answer(tmp_path: Path, lang: str) -> None:
    from openpyxl import load_workbook

    from gpuplanner.io.excel.export import export_workbook
    from gpuplanner.io.messages import text

    path = tmp_path / "plan.xlsx"
    export_workbook(_analysis(), path, language=lang)
    ws = load_workbook(path)[text("xl.sheet.summary", lang)]
    cells = {str(c.value): c for row in ws.iter_rows() for c in row if c.value is not None}
    assert text("xl.summary.fleet", lang) in cells
    best = cells[text("xl.summary.fleet_present", lang)]
    formula = ws.cell(best.row, best.column + 1).value
    fleet_sheet = text("xl.sheet.fleet", lang)
    # The hybrid: 4th of on demand, reserved, self-built, hybrid (rows 7–10).
    assert formula == f"='{fleet_sheet}'!$E$10"
    assert ws.cell(best.row - 1, best.column + 1).value == (
        "Hybrid" if lang == "en" else "混合策略"
    )
    runner = cells[text("xl.summary.fleet_runner_present", lang)]
    assert ws.cell(runner.row, runner.column + 1).value == f"='{fleet_sheet}'!$E$8"
