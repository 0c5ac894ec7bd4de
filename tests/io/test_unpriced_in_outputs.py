"""A platform with no price entered never reads as the cheapest in report --json, the CSV rows,
the text report, the decision memo or the workbook (issue 25 review), in both languages.

Figures by hand (tests/plans.py SMALL_1B): one A100 held 80.13 min, billed 81 min; at
¥10/GPU-h 81 × 10 / 60 = ¥13.50, at ¥0 the blank platform's total is ¥0.00."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import pytest
from plans import SMALL_1B, make_plan, platform

from gpuplanner.core import analyze
from gpuplanner.core.platform import HourlyPricing
from gpuplanner.io.excel.export import build_workbook
from gpuplanner.io.memo import build_memo
from gpuplanner.io.report.headless import ranking_rows, report_json, report_text

TODAY = dt.date(2026, 12, 1)
CHEAPEST = {"en": "cheapest", "zh_CN": "最便宜"}
NO_PRICE = {"en": "no price", "zh_CN": "尚未填写价格"}


def _plan(*names: str):
    by_name = {
        "Blank": platform(
            name="Blank", fixed_gpus=1, pricing=HourlyPricing(price_per_gpu_hour=0.0)
        ),
        "Priced": platform(name="Priced", fixed_gpus=1),
    }
    return make_plan(
        workload={"model": SMALL_1B, "tokens": 1e8},
        platforms=[by_name[n] for n in names],
    )


def _summary(analysis, lang: str):
    wb = openpyxl.load_workbook(io.BytesIO(build_workbook(analysis, lang)), data_only=True)
    return wb.worksheets[0]


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_json_csv_memo_and_workbook_name_the_priced_one(lang: str) -> None:
    analysis = analyze(_plan("Blank", "Priced"), today=TODAY)
    out = report_json(analysis, lang)
    assert out["best"] == "Priced"
    rows = {p["name"]: p for p in out["platforms"]}
    assert [p["name"] for p in out["platforms"]] == ["Priced", "Blank"]
    assert (rows["Priced"]["rank"], rows["Priced"]["total_cost"]) == (1, pytest.approx(13.50))
    assert (rows["Blank"]["rank"], rows["Blank"]["total_cost"]) == (2, pytest.approx(0.0))
    assert (rows["Priced"]["price_missing"], rows["Blank"]["price_missing"]) == (False, True)
    (warning,) = [w for w in out["warnings"] if w["code"] == "price_missing"]
    assert warning["platform"] == "Blank"
    assert warning["params"]["field"] == "pricing.price_per_gpu_hour"
    assert ("Price per GPU-hour" if lang == "en" else "每卡时单价") in warning["text"]
    csv_rows = {r["name"]: r for r in ranking_rows(analysis, lang)}
    assert (csv_rows["Blank"]["price_missing"], csv_rows["Priced"]["price_missing"]) == (
        True,
        False,
    )
    memo = build_memo(analysis, lang=lang, version="9.9")
    assert memo.recommended == "Priced"
    assert memo.total == "¥13.50"
    assert any("Blank" in line for line in memo.warnings)  # why it is left out
    ws = _summary(analysis, lang)
    assert "Priced" in ws["C5"].value and "Blank" not in ws["C5"].value
    header = [c.value for c in ws[8]]
    rows_by_name = {ws.cell(row=r, column=2).value: r for r in (9, 10)}
    assert [ws.cell(row=r, column=1).value for r in (9, 10)] == [1, 2]
    note = ws.cell(row=rows_by_name["Blank"], column=len(header)).value
    assert NO_PRICE[lang] in note  # the Note column says why it ranks second
    assert ws.cell(row=rows_by_name["Priced"], column=len(header)).value is None


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_only_an_unpriced_platform_is_never_called_cheapest(lang: str) -> None:
    analysis = analyze(_plan("Blank"), today=TODAY)
    out = report_json(analysis, lang)
    assert out["best"] is None
    (blank,) = out["platforms"]
    assert blank["feasible"] and blank["price_missing"]
    memo = build_memo(analysis, lang=lang, version="9.9")
    assert memo.recommended is None and memo.total is None
    said = " ".join((memo.verdict, memo.summary, *memo.runner_up, *memo.warnings))
    assert NO_PRICE[lang] in said
    assert CHEAPEST[lang] not in said.lower()
    ws = _summary(analysis, lang)
    assert NO_PRICE[lang] in ws["C5"].value
    text = report_text(analysis, lang)
    assert NO_PRICE[lang] in text and CHEAPEST[lang] not in text.lower()
