"""The workbook's totals with and without tax (TCO rows, Summary columns), by hand.

The issue's case (issue 16): seed example A's 8 GPUs on a reserved plan of 1,250 per
GPU-month = 10,000 list, 15 % off = 8,500, 6 % services VAT = 510. Input tax not
recoverable: the cost is 9,010.00 with tax, 8,500.00 without; recoverable: the cost is
8,500.00 and still 9,010.00 paid out with tax.
"""

from __future__ import annotations

from pathlib import Path

import openpyxl
import pytest
from excel_plans import named, seed_plan
from recalc import batched

from gpuplanner.core import analyze
from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.platform import ReservedPricing
from gpuplanner.core.tax import china_vat
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.excel.labels import Labels

# (recoverable, language) → (total, without tax, with tax), by hand as in the docstring.
CASES = {
    (False, "en"): (9010.00, 8500.00, 9010.00),
    (True, "zh_CN"): (8500.00, 8500.00, 9010.00),
}


def _export(tmp_path: Path, recoverable: bool, lang: str) -> Path:
    plan = seed_plan()
    a = plan.platforms[0].model_copy(
        update={
            "pricing": ReservedPricing(price_per_gpu_month=1250),
            "fees": (),
            "adjustment": PriceAdjustment(discount_percent=15),
        }
    )
    plan = plan.model_copy(update={"platforms": (a,), "tax": china_vat(recoverable=recoverable)})
    path = tmp_path / f"tax_{recoverable}_{lang}.xlsx"
    export_workbook(analyze(plan), path, language=lang)
    return path


def _check(wb: openpyxl.Workbook, lang: str, expected: tuple[float, ...]) -> None:
    t = Labels(lang)
    got = [named(wb, f"p1_{k}") for k in ("total", "total_without_tax", "total_with_tax")]
    assert got == pytest.approx(list(expected), abs=0.005)
    tco = wb[t.sheet("tco")]
    rows = {tco.cell(r, 1).value: tco.cell(r, 3).value for r in range(1, tco.max_row + 1)}
    assert rows[t("tco.total_without_tax")] == pytest.approx(expected[1], abs=0.005)
    assert rows[t("tco.total_with_tax")] == pytest.approx(expected[2], abs=0.005)
    summary = wb[t.sheet("summary")]
    header = next(r for r in range(1, 20) if summary.cell(r, 1).value == t("col.rank"))
    cols = {summary.cell(header, c).value: c for c in range(1, summary.max_column + 1)}
    for key, value in (("col.total_without_tax", expected[1]), ("col.total_with_tax", expected[2])):
        assert summary.cell(header + 1, cols[t(key)]).value == pytest.approx(value, abs=0.005)


@pytest.mark.parametrize(("recoverable", "lang"), list(CASES))
def test_cached_tax_totals(tmp_path: Path, recoverable: bool, lang: str) -> None:
    wb = openpyxl.load_workbook(_export(tmp_path, recoverable, lang), data_only=True)
    _check(wb, lang, CASES[recoverable, lang])


def test_tax_totals_are_formulas(tmp_path: Path) -> None:
    wb = openpyxl.load_workbook(_export(tmp_path, False, "en"))
    (sheet, coord), *_ = wb.defined_names["p1_total_with_tax"].destinations
    assert str(wb[sheet][coord.replace("$", "")].value).startswith("=")


@batched("tax_totals")  # recalculated with the session's other workbooks (tests/recalc.py)
def _tax_books(folder: Path) -> list[Path]:
    return [_export(folder, r, lang) for r, lang in CASES]


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_recalculated_tax_totals(recalculated) -> None:
    for (key, expected), fresh in zip(
        CASES.items(), recalculated("tax_totals").outputs, strict=True
    ):
        _check(openpyxl.load_workbook(fresh, data_only=True), key[1], expected)
