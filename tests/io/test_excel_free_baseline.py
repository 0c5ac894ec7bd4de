"""A baseline that costs nothing: a platform with a negotiated price of 0 (priced, so it is a
baseline the plan may name) has a total of 0, and every total ÷ 0 was written unguarded to
the TCO sheet's "multiple of the baseline's" row: LibreOffice showed #DIV/0! where the core
and ``report --json`` give no multiple (null). The row now reads "—" as written and as
recalculated; the gap row is unchanged.

The paid platform is tests/plans.py's A100 at 10 per GPU-hour; the workload (ZeRO-3) takes
93.5 GPU-hours (tests/io/test_report_ratio_overflow.py), so its gap to a free baseline is
93.5 × 10 = 935.00.
"""

from __future__ import annotations

from pathlib import Path

import openpyxl
import pytest
from plans import make_plan, platform, workload
from recalc import batched

from gpuplanner.core import analyze
from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.plan import Plan
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.excel.labels import Labels
from gpuplanner.io.report.headless import report_json


def _plan() -> Plan:
    return make_plan(
        workload=workload(zero_stage=3),
        platforms=[
            platform(name="free", adjustment=PriceAdjustment(negotiated_price=0.0)),
            platform(name="paid"),
        ],
        baseline="free",
    )


def _rows(path: Path, language: str) -> dict[str, list]:
    t = Labels(language)
    ws = openpyxl.load_workbook(path)[t.sheet("tco")]
    wanted = {t("tco.vs_multiple"): "multiple", t("tco.vs_gap"): "gap"}
    return {
        wanted[row[0].value]: [c.value for c in row[2:4]]
        for row in ws.iter_rows()
        if row[0].value in wanted
    }


def test_report_json_gives_no_multiple_against_a_free_baseline() -> None:
    rows = {p["name"]: p["vs_baseline"] for p in report_json(analyze(_plan()))["platforms"]}
    assert rows["free"]["multiple"] is None and rows["paid"]["multiple"] is None
    assert rows["paid"]["gap"] == pytest.approx(935.0)


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_multiple_is_guarded_and_cached_as_a_dash(tmp_path: Path, language: str) -> None:
    path = tmp_path / "free.xlsx"
    export_workbook(analyze(_plan()), path, language=language)
    formulas = _rows(path, language)
    assert formulas["multiple"] == [
        '=IF(p1_total=0,"—",p1_total/p1_total)',
        '=IF(p1_total=0,"—",p2_total/p1_total)',
    ]
    cached = openpyxl.load_workbook(path, data_only=True)
    ws = cached[Labels(language).sheet("tco")]
    shown = [
        [c.value for c in row[2:4]]
        for row in ws.iter_rows()
        if row[0].value == Labels(language)("tco.vs_multiple")
    ]
    assert shown == [["—", "—"]]


@batched("free_baseline")  # recalculated with the session's other workbooks (tests/recalc.py)
def _free_baseline_book(folder: Path) -> list[Path]:
    out = folder / "free.xlsx"
    export_workbook(analyze(_plan()), out, language="en")
    return [out]


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_libreoffice_shows_a_dash_not_div0(recalculated) -> None:
    (fresh,) = recalculated("free_baseline").outputs
    t = Labels("en")
    ws = openpyxl.load_workbook(fresh, data_only=True)[t.sheet("tco")]
    rows = {row[0].value: [c.value for c in row[2:4]] for row in ws.iter_rows()}
    assert rows[t("tco.vs_multiple")] == ["—", "—"]
    assert rows[t("tco.vs_gap")][0] == 0
    assert round(rows[t("tco.vs_gap")][1], 2) == 935.00
