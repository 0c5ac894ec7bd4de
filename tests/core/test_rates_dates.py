"""Traceable rates and dates (issue 24 item 10), by hand.

A quote of $2.75 per GPU-hour converted at 7.27 is 19.9925 ¥ (seed A: 8 × 18 h × 19.9925 =
2,878.92); the workbook keeps 2.75 and the rate as inputs, so typing 8.00 for the rate gives
22 ¥ and 3,168.

A price dated 2025-03-06 read on 2026-12-01 is 20 whole months old: past the default limit of
6 months it is flagged (notice ``price_stale``) in the JSON, the report, the workbook's
Summary and the memo, in both languages; at a 24-month limit it is not. Seed example A's 8 GPUs
for 18 h (0.75 day) on a 12-month reserved term pay 12 months for 18 h: 1 − 18 / (12 × 730) =
99.79 % of the months paid stay idle (notice ``commitment_idle``); a 1-month term for the same
job is the billing month the bill's verdict explains, not a commitment longer than the job.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import openpyxl
import pytest
from excel_plans import every_mode_plan, named, seed_plan
from recalc import batched

from gpuplanner import paths
from gpuplanner.core import analyze
from gpuplanner.core.currency import ExchangeRate, convert_platform
from gpuplanner.core.edit import replace_at
from gpuplanner.core.evaluate import months_between
from gpuplanner.core.notices import Code
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import ReservedPricing
from gpuplanner.core.platform_edits import date_typed_price
from gpuplanner.core.tax import china_vat
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.excel.labels import Labels
from gpuplanner.io.memo.content import build_memo
from gpuplanner.io.report.headless import report_json, report_text

TODAY = dt.date(2026, 12, 1)


def _thirteen(max_months: int = 6) -> Plan:
    plan = load_thirteen()
    settings = plan.settings.model_copy(update={"price_max_age_months": max_months})
    return plan.model_copy(update={"settings": settings})


def load_thirteen() -> Plan:
    from gpuplanner.io.plan_file import load_plan

    return load_plan(paths.examples_dir() / "13b-on-demand-spot-self-built.gpuplan")


def test_whole_months() -> None:
    assert months_between(dt.date(2025, 3, 6), TODAY) == 20
    assert months_between(dt.date(2026, 6, 1), TODAY) == 6
    assert months_between(dt.date(2026, 6, 2), TODAY) == 5


def test_old_prices_are_flagged_everywhere(tmp_path: Path) -> None:
    analysis = analyze(_thirteen(), today=TODAY)
    stale = [n for n in analysis.result.notices if n.code is Code.PRICE_STALE]
    spot = next(n for n in stale if n.platform == "A100 spot · GCP a2-ultragpu")
    assert spot.params == {
        "as_of": "2025-03-06",
        "months": 20,
        "max_months": 6,
        "today": TODAY.isoformat(),
    }
    assert "A100 on-demand · AWS p4de" not in {n.platform for n in stale}  # 2026-11-09
    text = "A100 spot · GCP a2-ultragpu: its prices are dated 2025-03-06, 20 months before"
    warnings = [w["text"] for w in report_json(analysis)["warnings"]]
    assert any(w.startswith(text) for w in warnings)
    assert text in report_text(analysis)
    zh = "A100 spot · GCP a2-ultragpu：价格日期为 2025-03-06，距 2026-12-01 已 20 个月"
    assert zh in report_text(analysis, "zh_CN")
    memo = build_memo(analysis, lang="zh_CN").warnings
    assert any(w.startswith(zh) for w in memo)
    path = tmp_path / "stale.xlsx"
    export_workbook(analysis, path, language="en")
    ws = openpyxl.load_workbook(path)[Labels("en").sheet("summary")]
    cells = [str(c.value) for row in ws.iter_rows() for c in row if c.value]
    assert any(text in c for c in cells)
    # a limit of 24 months: no price is too old
    later = analyze(_thirteen(24), today=TODAY)
    assert not [n for n in later.result.notices if n.code is Code.PRICE_STALE]


def _reserved(months: int) -> Plan:
    plan = seed_plan()
    a = plan.platforms[0].model_copy(
        update={
            "pricing": ReservedPricing(price_per_gpu_month=1250, minimum_months=months),
            "fees": (),
        }
    )
    return plan.model_copy(update={"platforms": (a,)})


def test_a_commitment_longer_than_the_job_is_flagged_with_its_idle_share() -> None:
    analysis = analyze(_reserved(12), today=TODAY)
    (notice,) = [n for n in analysis.result.notices if n.code is Code.COMMITMENT_IDLE]
    assert notice.params["months"] == 12 and notice.params["gpus"] == 8
    assert notice.params["job_days"] == pytest.approx(0.75)
    assert notice.params["idle_share"] == pytest.approx(1 - 18 / (12 * 730))
    en = report_text(analysis)
    assert "the 12-month minimum term is paid in full for a 0.8-day job: 99.8% of the" in en
    assert "12 个月的最短租期需全额支付，而任务只需 0.8 天：所付月份中有 99.8% 闲置" in (
        report_text(analysis, "zh_CN")
    )
    one = analyze(_reserved(1), today=TODAY)
    assert not [n for n in one.result.notices if n.code is Code.COMMITMENT_IDLE]


def _usd_seed(rate: float = 7.27) -> Plan:
    """Seed A's A100 quoted at $2.75 per GPU-hour, converted at 7.27: 19.9925 ¥/GPU-h, and
    8 GPUs × 18 h × 19.9925 = 2,878.92."""
    plan = seed_plan()
    usd = plan.platforms[0].model_copy(
        update={
            "pricing": plan.platforms[0].pricing.model_copy(update={"price_per_gpu_hour": 2.75})
        }
    )
    platform = convert_platform(usd, rate, "USD")
    rates = (ExchangeRate(currency="USD", rate=7.27, as_of=dt.date(2026, 11, 9)),)
    return plan.model_copy(update={"platforms": (platform,), "exchange_rates": rates})


def test_a_conversion_is_recorded_and_said() -> None:
    plan = _usd_seed()
    p = plan.platforms[0]
    assert (p.quoted_currency, p.quoted_rate) == ("USD", 7.27)
    assert p.pricing.price_per_gpu_hour == pytest.approx(19.9925)
    analysis = analyze(plan, today=TODAY)
    assert analysis.result.platforms[0].chosen_point.total_cost == pytest.approx(2878.92)
    entry = report_json(analysis)["platforms"][0]
    assert (entry["quoted_currency"], entry["quoted_rate"]) == ("USD", 7.27)
    said = "A · A100 80G on-demand: prices quoted in USD, converted at 7.27 CNY per USD"
    assert said in report_text(analysis)
    assert "以 USD 报价，按 1 USD = 7.27 CNY 换算" in report_text(analysis, "zh_CN")
    assert any(a.startswith(said) for a in build_memo(analysis, lang="en").assumptions)
    # a price typed in the plan's currency ends the conversion
    typed = replace_at(plan, ("platforms", 0, "pricing", "price_per_gpu_hour"), 21.0)
    dated = date_typed_price(plan, typed, 0, TODAY).platforms[0]
    assert dated.quoted_currency is None and dated.quoted_rate is None


@batched("usd")  # recalculated with the session's other workbooks (tests/recalc.py)
def _usd_books(folder: Path) -> list[Path]:
    seed = folder / "seed.xlsx"
    export_workbook(analyze(_usd_seed(), today=TODAY), seed, language="en")
    wb = openpyxl.load_workbook(seed)
    (sheet, coord), *_ = wb.defined_names["fx_usd"].destinations
    wb[sheet][coord.replace("$", "")].value = 8.0
    wb.save(seed)
    every = every_mode_plan("Every mode quoted in USD")
    platforms = tuple(
        convert_platform(
            p.model_copy(update={"prices_include_vat": i % 2 == 0}),
            7.1 if i == 2 else 7.27,
            "USD",
        )
        for i, p in enumerate(every.platforms)
    )
    rates = (ExchangeRate(currency="USD", rate=7.27, as_of=dt.date(2026, 11, 9)),)
    every = every.model_copy(
        update={"platforms": platforms, "tax": china_vat(), "exchange_rates": rates}
    )
    book = folder / "every.xlsx"
    export_workbook(analyze(every, today=TODAY), book, language="zh_CN")
    return [seed, book]


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_exchange_rates_drive_the_converted_prices(recalculated) -> None:
    """The quote in USD and the rate are inputs, the ¥ price a formula: fx_usd typed 8.00
    recalculates to 2.75 × 8 = 22 ¥/GPU-h, 8 × 18 × 22 = 3,168. Every pricing mode quoted in
    USD (one converted at 7.10, its own rate cell) and half of them incl. VAT with VAT on:
    every cell recalculates to the app's figure."""
    books = recalculated("usd")
    seed, book = books.inputs
    wb = openpyxl.load_workbook(seed)  # fx_usd typed 8.00; the price still its formula
    assert str(named(wb, "p1_price_per_gpu_hour")) == "=p1_price_per_gpu_hour_quoted*fx_usd"
    assert named(wb, "p1_price_per_gpu_hour_quoted") == pytest.approx(2.75)
    assert named(wb, "fx_usd") == 8.0
    assert "p3_fx_rate" in openpyxl.load_workbook(book).defined_names  # converted at 7.10
    fresh = [openpyxl.load_workbook(p, data_only=True) for p in books.outputs]
    assert named(fresh[0], "p1_price_per_gpu_hour") == pytest.approx(22.0)
    assert named(fresh[0], "p1_total") == pytest.approx(3168.0)
    cached = openpyxl.load_workbook(book, data_only=True)
    checked = 0
    for ws in fresh[1].worksheets:
        for row in ws.iter_rows():
            for cell in row:
                was = cached[ws.title][cell.coordinate].value
                if isinstance(was, int | float) and not isinstance(was, bool):
                    assert cell.value == pytest.approx(was, rel=1e-9, abs=1e-9), cell.coordinate
                    checked += 1
    assert checked > 500
