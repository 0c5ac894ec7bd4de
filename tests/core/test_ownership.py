"""An owned cluster said honestly (issue 24 item 2), by hand: a 45-hour job on a ¥704,000
server (8 A100s × ¥80,000 + 10 % spare cards: 8 × 80,000 × 1.1) depreciated over 3 years to
a 30 % residual, at 20 % utilization.

Busy hours of its life: 3 × 8,760 × 0.2 = 5,256. The job's share of the depreciation:
45 ÷ 5,256 = 0.856 %; its depreciation 704,000 × 0.7 × 45 ÷ 5,256 = 22,176,000 ÷ 5,256 =
¥4,219.18 — five times the ¥843.84 of 100 % utilization (÷ 26,280). Cash for this job, if
nothing else ever runs on it: the whole ¥704,000 purchase. With China's 13 % VAT on hardware
the purchase is ¥795,520 (704,000 × 1.13).

The plan isolates the depreciation: no power, hosting, staff or repairs, no interruptions,
and a job that is 45 h of setup on a few seconds of training (so "45.0 hours").
"""

from __future__ import annotations

import datetime as dt
import io

import numpy as np
import openpyxl
import pytest
from plans import make_plan, platform
from recalc import batched

from gpuplanner.core import analyze
from gpuplanner.core.ownership import ownership
from gpuplanner.core.platform import SelfBuiltPricing
from gpuplanner.core.pricing_modes.self_built import self_built_parts
from gpuplanner.core.tax import china_vat
from gpuplanner.io.excel.export import build_workbook
from gpuplanner.io.memo import build_memo
from gpuplanner.io.plan_file import dumps_plan, loads_plan
from gpuplanner.io.report.headless import report_json

TODAY = dt.date(2026, 12, 1)


def owned(utilization: float = 0.2, whole: bool = False) -> SelfBuiltPricing:
    return SelfBuiltPricing(
        capex_per_gpu=80_000.0,
        spares_fraction=0.1,
        depreciation_years=3.0,
        residual_fraction=0.3,
        power_w_per_gpu=0.0,
        electricity_per_kwh=0.0,
        repair_fraction_per_year=0.0,
        lead_time_days=0.0,
        utilization=utilization,
        charge_whole_purchase=whole,
    )


def server_plan(utilization: float = 0.2, whole: bool = False, **extra):
    own = platform(
        name="Own A100 server",
        pricing=owned(utilization, whole),
        fixed_gpus=8,
        setup_hours=45.0,
        interruption_rate=0.0,
    )
    return make_plan(
        workload={"zero_stage": 3, "tokens": 1e5, "model": {"name": "1B", "params_b": 1.0}},
        platforms=[own],
        **extra,
    )


def test_the_depreciation_is_the_jobs_hours_over_the_busy_hours_of_the_life() -> None:
    n, hours = np.array([8.0]), np.array([45.0])
    at_20 = self_built_parts(owned(0.2), n, hours)[0][0]
    at_100 = self_built_parts(owned(1.0), n, hours)[0][0]
    assert at_20 == pytest.approx(4219.178082, abs=1e-6)  # 22,176,000 ÷ 5,256
    assert at_100 == pytest.approx(843.835616, abs=1e-6)  # 22,176,000 ÷ 26,280
    assert self_built_parts(owned(0.2, whole=True), n, hours)[0][0] == 704_000.0


def test_purchase_cash_utilization_and_both_views() -> None:
    result = analyze(server_plan(), today=TODAY).result
    r = result.platforms[0]
    own = ownership(server_plan(), r)
    assert own is not None
    assert (own.gpus_bought, own.hardware, own.spares, own.purchase) == (
        8,
        640_000.0,
        64_000.0,
        704_000.0,
    )
    assert own.spare_cards == pytest.approx(0.8)
    assert own.tax_rate == 0.0 and own.purchase_with_tax == own.cash_at_order == 704_000.0
    assert own.busy_hours == pytest.approx(5256.0) and own.life_hours == 26_280.0
    assert own.job_hours == pytest.approx(45.0, abs=0.01)
    assert own.job_share == pytest.approx(45 / 5256, abs=1e-5)  # 0.856 %
    assert own.share_total == pytest.approx(4219.18, abs=1.0)
    assert own.cash_total == pytest.approx(704_000.0, abs=1e-6)
    assert own.views_differ and not own.whole_purchase
    # The whole-purchase view is the same pair, the other way round.
    whole = ownership(server_plan(whole=True), analyze(server_plan(whole=True)).result.platforms[0])
    assert whole is not None and whole.whole_purchase
    assert whole.cash_total == pytest.approx(704_000.0) and whole.share_total == pytest.approx(
        own.share_total
    )


def test_with_vat_the_purchase_and_the_cash_at_order_include_it() -> None:
    """13 % VAT on hardware, not recoverable: ¥795,520 at order; both totals carry the tax
    in the cost: 4,219.18 × 1.13 = 4,767.67 and 704,000 × 1.13 = 795,520."""
    plan = server_plan(tax=china_vat())
    own = ownership(plan, analyze(plan).result.platforms[0])
    assert own is not None
    assert own.tax_rate == 0.13
    assert own.purchase_with_tax == pytest.approx(795_520.0)
    assert own.cash_at_order == pytest.approx(795_520.0)
    assert own.share_total == pytest.approx(4767.67, abs=1.2)
    assert own.cash_total == pytest.approx(795_520.0, abs=1e-6)


@pytest.mark.parametrize(
    "lang,purchase,utilization,views",
    [
        (
            "en",
            "Own A100 server: buying it costs ¥704,000.00 before tax (8 GPUs with their servers, "
            "network and storage ¥640,000.00; 0.8 spare cards ¥64,000.00); cash at order "
            "¥704,000.00.",
            "Own A100 server: the bill charges this job 0.86 % of the depreciation — its 45.0 "
            "hours over the 5,256 hours the cluster is busy in its 3-year life at 20 % "
            "utilization (its hosting, staff and repairs are shared over the same busy hours).",
            "Own A100 server: this job's share is ¥4,219.",
        ),
        (
            "zh_CN",
            "Own A100 server：采购需 ¥704,000.00（不含税；其中 8 卡及其服务器、网络和存储 "
            "¥640,000.00，0.8 张备件卡 ¥64,000.00），下单时付现 ¥704,000.00。",
            "Own A100 server：账单向本任务分摊 0.86 % 的折旧——本任务 45.0 小时，占集群在 3 年"
            "折旧期内按 20 % 利用率计的 5,256 个繁忙小时（托管、运维人力和维修同样按繁忙小时"
            "分摊）。",
            "Own A100 server：本任务分摊为 ¥4,219.",
        ),
    ],
)
def test_the_memo_says_the_purchase_the_utilization_and_both_views(
    lang: str, purchase: str, utilization: str, views: str
) -> None:
    memo = build_memo(analyze(server_plan(), today=TODAY), lang=lang, version="9.9")
    assert purchase in memo.assumptions
    assert utilization in memo.assumptions
    said = [a for a in memo.assumptions if a.startswith(views)]
    assert len(said) == 1 and "¥704,0" in said[0]  # cash for this job: ¥704,000.xx
    rows = dict(memo.recommendation)
    assert any("¥704,000.00" in v for v in rows.values())


def test_json_csv_and_the_summary_state_the_purchase() -> None:
    analysis = analyze(server_plan(), today=TODAY)
    own = report_json(analysis)["platforms"][0]["ownership"]
    assert own["purchase"] == 704_000.0 and own["utilization"] == 0.2
    assert own["busy_hours"] == pytest.approx(5256.0) and own["view"] == "share"
    assert own["share_total"] == pytest.approx(4219.18, abs=1.0)
    assert own["cash_total"] == pytest.approx(704_000.0)
    wb = openpyxl.load_workbook(io.BytesIO(build_workbook(analysis)))
    texts = [str(c.value) for row in wb.worksheets[0].iter_rows() for c in row if c.value]
    line = next(t for t in texts if t.startswith("Own A100 server (owned)"))
    assert "purchase ¥704,000.00 before tax" in line
    assert "at 20% utilization (busy 5,256 of its 26,280 hours)" in line
    assert "this job's share is ¥4,219.1" in line  # ¥4,219.18 + a few seconds' training


def test_the_chinese_summary_names_the_money_as_the_memo_does() -> None:
    """采购 ¥704,000.00, as the memo and the workbook's cells write yuan, not 采购 CNY
    704,000.00 (issue 24 item 11: currency named as users say it); with 13 % VAT the
    purchase is ¥795,520.00 (704,000 × 1.13)."""
    plan = server_plan()
    plan = plan.model_copy(update={"tax": china_vat()})
    wb = openpyxl.load_workbook(io.BytesIO(build_workbook(analyze(plan, today=TODAY), "zh_CN")))
    texts = [str(c.value) for row in wb.worksheets[0].iter_rows() for c in row if c.value]
    line = next(t for t in texts if t.startswith("Own A100 server（自有）"))
    assert "采购 ¥704,000.00（不含税，含 13% 税为 ¥795,520.00）" in line
    assert "下单时付现 ¥795,520.00" in line and "CNY" not in line


def test_a_plan_saved_before_utilization_keeps_its_meaning() -> None:
    """Absent from an older file, utilization is 1 (busy all its life), what the allocation by
    hours always meant: the same ¥843.84-per-45-h depreciation; a typed 20 % round-trips."""
    text = dumps_plan(server_plan())
    assert '"utilization": 0.2' in text
    old = loads_plan(text.replace('"utilization": 0.2,', ""))
    assert old.platforms[0].pricing.utilization == 1.0
    assert loads_plan(text).platforms[0].pricing.utilization == 0.2


def test_a_zero_utilization_is_refused_naming_the_field() -> None:
    from gpuplanner.io.plan_file import PlanError

    text = dumps_plan(server_plan()).replace('"utilization": 0.2', '"utilization": 0')
    with pytest.raises(PlanError) as err:
        loads_plan(text)
    assert "utilization" in err.value.field


@batched("owned")  # recalculated with the session's other workbooks (tests/recalc.py)
def _owned_book(folder):
    from gpuplanner.io.excel.export import export_workbook

    path = folder / "owned.xlsx"
    export_workbook(analyze(server_plan(), today=TODAY), path)
    return [path]


def test_libreoffice_recalculates_the_depreciation_at_the_typed_utilization(recalculated) -> None:
    """The TCO's depreciation is a live formula over the Assumptions' utilization: LibreOffice
    recalculates every cached figure to the app's (¥4,219.18 for the 45 hours at 20 %)."""
    from recalc import assert_cached_equal_recalculated

    books = recalculated("owned")
    (path,), (fresh,) = books.inputs, books.outputs
    wb = openpyxl.load_workbook(path, data_only=True)
    names = wb.defined_names
    (sheet, coord), *_ = names["p1_utilization"].destinations
    assert wb[sheet][coord.replace("$", "")].value == 0.2
    assert assert_cached_equal_recalculated(path, fresh, ["TCO", "Summary"]) > 0
    formulas = openpyxl.load_workbook(path)
    texts = [str(c.value) for row in formulas["TCO"].iter_rows() for c in row if c.value]
    assert any("p1_utilization" in t for t in texts)


def test_hosting_staff_and_repairs_are_shared_over_the_busy_hours_too() -> None:
    """The calendar costs run busy or not, so at 20 % the job carries five times its hours'
    worth: 8 GPUs × ¥416.67 hosting per GPU-month × 45 h ÷ 730 h ÷ 0.2 = ¥1,027.41 (¥205.48
    at 100 %); staff ¥13,541.67 a month × 45 ÷ 730 ÷ 0.2 = ¥4,173.80 (¥834.76); repairs
    704,000 × 2 % × 45 ÷ 8,760 ÷ 0.2 = ¥361.64 (¥72.33). Charged whole ("cash for this job"),
    the hours held only: ¥205.48, ¥834.76, ¥72.33."""
    running = {"hosting_per_gpu_month": 416.67, "staff_per_month": 13_541.67}
    n, hours = np.array([8.0]), np.array([45.0])

    def parts(u: float, whole: bool = False):
        q = owned(u, whole).model_copy(update={**running, "repair_fraction_per_year": 0.02})
        return [float(a[0]) for a in self_built_parts(q, n, hours)[2:]]

    assert parts(0.2) == pytest.approx([1027.405479, 4173.802397, 361.643836], abs=1e-5)
    assert parts(1.0) == pytest.approx([205.481096, 834.760479, 72.328767], abs=1e-5)
    assert parts(0.2, whole=True) == pytest.approx(parts(1.0), abs=1e-9)
