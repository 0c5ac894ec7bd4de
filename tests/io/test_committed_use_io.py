"""Committed use end to end below the GUI: the workbook recalculated by LibreOffice, the
report JSON and CSV, the quote template both ways, the catalog's price words and the memo.

The plan: a 1B full fine-tune on 3e10 tokens held by 16 fixed GPUs; 8 committed for one
month at 9.00 per GPU-hour (8 × 730 × 9 = 52,560.00, whatever the job), the 8 above at
15.00 per GPU-hour they are held.
"""

from __future__ import annotations

import csv
import io
import json
from contextlib import redirect_stdout
from pathlib import Path

import openpyxl
import pytest
from excel_plans import named
from plans import SMALL_1B, make_plan, platform
from recalc import assert_cached_equal_recalculated, batched

from gpuplanner.cli import main
from gpuplanner.core import analyze, evaluate
from gpuplanner.core.platform import CommittedPricing
from gpuplanner.io.catalog.cli import preset_price_text
from gpuplanner.io.catalog.loader import load_catalog
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.excel.labels import Labels
from gpuplanner.io.memo import build_memo
from gpuplanner.io.plan_file import save_plan
from gpuplanner.io.quotes import read_quotes
from gpuplanner.io.quotes.template import write_template

COMMITMENT = 8 * 730 * 9.0  # 52,560.00


def _plan():
    q = CommittedPricing(
        committed_gpus=8,
        committed_price_per_gpu_hour=9.0,
        term_months=1,
        overflow_per_gpu_hour=15.0,
    )
    p = platform(name="Committed", pricing=q, fixed_gpus=16)
    return make_plan(workload={"model": SMALL_1B, "tokens": 3e10}, platforms=[p])


@batched("committed")  # recalculated with the session's other workbooks (tests/recalc.py)
def _committed_books(folder: Path) -> list[Path]:
    analysis = analyze(_plan())
    paths = []
    for lang in ("en", "zh_CN"):
        path = folder / f"committed_{lang}.xlsx"
        export_workbook(analysis, path, language=lang)
        paths.append(path)
    return paths


@pytest.mark.slow
def test_the_workbook_recalculates_to_the_bill(recalculated) -> None:
    """LibreOffice recalculates every cached figure of both languages' workbooks; the TCO
    column holds the commitment (52,560.00) and the overflow (8 × hours × 15.00)."""
    hours = analyze(_plan()).result.platforms[0].chosen_point.hours
    books = recalculated("committed")
    paths, fresh = books.inputs, books.outputs
    for lang, cached, again in zip(("en", "zh_CN"), paths, fresh, strict=True):
        t = Labels(lang)
        sheets = [t.sheet("summary"), t.sheet("assumptions"), t.sheet("tco")]
        assert assert_cached_equal_recalculated(cached, again, sheets) > 50
        wb = openpyxl.load_workbook(again, data_only=True)
        assert named(wb, "p1_committed_gpus") == 8
        tco = wb[t.sheet("tco")]
        rows = {tco.cell(r, 1).value: tco.cell(r, 3).value for r in range(1, tco.max_row + 1)}
        from gpuplanner.io import messages

        commitment = messages.template("bill.line.commitment", lang)
        overflow = messages.template("bill.line.overflow", lang)
        assert rows[commitment] == pytest.approx(COMMITMENT)
        assert rows[overflow] == pytest.approx(8 * hours * 15.0)
        assert rows[t("tco.overflow_gpu_hours")] == pytest.approx(8 * hours)


def _report(plan_path: Path, *args: str) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["report", str(plan_path), *args]) == 0
    return out.getvalue()


def test_report_json_and_csv_say_the_mode_and_its_lines(tmp_path: Path) -> None:
    plan_path = tmp_path / "committed.gpuplan"
    save_plan(_plan(), plan_path)
    report = json.loads(_report(plan_path, "--json", "--csv", str(tmp_path / "r.csv")))
    p = report["platforms"][0]
    assert p["pricing_mode"] == "committed"
    bill = {line["line"]: line for line in p["bill"]}
    assert bill["commitment"]["amount"] == pytest.approx(COMMITMENT)
    assert bill["commitment"]["group"] == "compute"
    inputs = {i["name"]: i["value"] for i in bill["overflow"]["inputs"]}
    assert inputs["committed_gpus"] == 8 and inputs["overflow_per_gpu_hour"] == 15.0
    rows = list(csv.DictReader((tmp_path / "r.csv").read_text(encoding="utf-8-sig").splitlines()))
    assert rows[0]["pricing_mode"] == "committed"
    assert float(rows[0]["compute_cost"]) == pytest.approx(p["compute_cost"])


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_quote_template_carries_the_commitment_both_ways(tmp_path: Path, lang: str) -> None:
    """Written with the mode's own columns (headed in the language) and read back the same."""
    plan = _plan()
    path = tmp_path / f"quotes_{lang}.csv"
    write_template(path, plan.platforms, plan.currency, lang)
    header = path.read_text(encoding="utf-8-sig").splitlines()[0]
    assert ("承诺卡数" if lang == "zh_CN" else "Committed GPUs") in header
    found = read_quotes(path, make_plan(), lang=lang)
    assert not found.problems
    assert found.valid[0].pricing == plan.platforms[0].pricing


def test_a_committed_offer_without_its_price_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "q.csv"
    path.write_text("Platform name,GPU,Pricing mode,Committed GPUs\nC,a100-40gb-sxm,承诺使用,8\n")
    found = read_quotes(path, make_plan())
    assert [(p.column, p.code) for p in found.problems] == [
        ("committed_price_per_gpu_hour", "required")
    ]


def test_the_catalog_words_and_the_memo() -> None:
    """The catalog's price phrase comes from the mode's fields; the memo itemises the lines."""
    catalog = load_catalog()
    preset = next(iter(catalog.platforms.values()))
    preset = preset.model_copy(update={"pricing": _plan().platforms[0].pricing})
    assert preset_price_text(preset, "en").startswith("9 ")
    assert "× 8 for 1mo" in preset_price_text(preset, "en")
    memo = build_memo(analyze(_plan()), lang="zh_CN", version="9.9")
    lines = [row[0] for row in memo.bills.rows]
    assert "承诺费用（整个承诺期）" in lines and "超出承诺的按量费用" in lines
    assert evaluate(_plan()).platforms[0].chosen == 16
