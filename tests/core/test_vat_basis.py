"""The VAT basis of each platform's prices (issue 24 item 6), by hand.

The issue's case: a VAT-inclusive quote of ¥106 at 6 % is ¥100 net (Caishui [2016] No. 36
annex 1 art. 22: sales = inclusive sales ÷ (1 + rate)). Seed example A's 8 GPUs for 18 h on a
reserved plan quoted at ¥1,325 per GPU-month including 6 % VAT is 1,325 / 1.06 = 1,250 net:
8 × 1 month × 1,250 = 10,000 excl. VAT with tax off; 10,600 with 6 % VAT in the cost (the tax
charged once: 600); 10,000 when input VAT is recoverable (600 still paid). The 13B example's
self-built server buys 8 GPUs × 80,000 × 1.1 spares = 704,000: 13 % VAT paid at purchase is
91,520, while the job's bill carries the allocated 155.29 of tax.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import openpyxl
import pytest
from excel_plans import every_mode_plan, named, seed_plan
from recalc import batched

from gpuplanner import paths
from gpuplanner.core import analyze, evaluate
from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.bill_lines import bill_lines, bill_total
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import HourlyPricing, ReservedPricing
from gpuplanner.core.tax import TaxSettings, china_vat
from gpuplanner.core.vat_basis import net_of_vat
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.memo.content import build_memo
from gpuplanner.io.plan_file import dumps_plan, load_plan, loads_plan
from gpuplanner.io.report.headless import report_json, report_text


def _reserved(price: float, included: bool, tax: TaxSettings, **adjust: float) -> Plan:
    plan = seed_plan()
    a = plan.platforms[0].model_copy(
        update={
            "pricing": ReservedPricing(price_per_gpu_month=price),
            "fees": (),
            "prices_include_vat": included,
            "adjustment": PriceAdjustment(**adjust),
        }
    )
    return plan.model_copy(update={"platforms": (a,), "tax": tax})


def _total(plan: Plan) -> tuple[float, float]:
    r = evaluate(plan).platforms[0]
    i = r.chosen - 1
    assert bill_total(bill_lines(plan, r)) == pytest.approx(float(r.total_cost[i]), rel=1e-12)
    paid = float(r.adjustments.tax_paid[i]) if r.adjustments is not None else 0.0
    return float(r.total_cost[i]), paid


def test_106_at_6_percent_is_100_net() -> None:
    p = (
        seed_plan()
        .platforms[0]
        .model_copy(
            update={"pricing": HourlyPricing(price_per_gpu_hour=106.0), "prices_include_vat": True}
        )
    )
    net = net_of_vat(p, TaxSettings())  # the plan's rates apply with tax off too
    assert net.pricing.price_per_gpu_hour == pytest.approx(100.0)
    assert not net.prices_include_vat and net_of_vat(net, TaxSettings()) is net  # once


@pytest.mark.parametrize(
    ("tax", "total", "paid"),
    [
        (TaxSettings(), 10_000.0, 0.0),
        (china_vat(), 10_600.0, 600.0),
        (china_vat(True), 10_000.0, 600.0),
    ],
)
def test_inclusive_quote_is_taxed_once(tax: TaxSettings, total: float, paid: float) -> None:
    assert _total(_reserved(1325.0, True, tax)) == pytest.approx((total, paid))
    # the same plan typed net gives the same figures
    assert _total(_reserved(1250.0, False, tax)) == pytest.approx((total, paid))


def test_negotiated_price_follows_the_basis() -> None:
    """A negotiated ¥1,060 incl. VAT off a ¥1,325 list: 1,000 net → 8 × 1,000 = 8,000 and a
    discount line of 8 × (1,000 − 1,250) = −2,000."""
    plan = _reserved(1325.0, True, TaxSettings(), negotiated_price=1060.0)
    r = evaluate(plan).platforms[0]
    lines = {line.code.value: line.amount for line in bill_lines(plan, r)}
    assert lines["gpu_months"] == pytest.approx(10_000.0)
    assert lines["discount"] == pytest.approx(-2_000.0)
    assert float(r.total_cost[r.chosen - 1]) == pytest.approx(8_000.0)


def test_purchase_vat_beside_the_allocated_share(tmp_path: Path) -> None:
    plan = load_plan(paths.examples_dir() / "13b-on-demand-spot-self-built.gpuplan")
    plan = plan.model_copy(update={"tax": china_vat()})
    path = tmp_path / "purchase.xlsx"
    export_workbook(analyze(plan), path, language="en")
    tco = openpyxl.load_workbook(path, data_only=True)["TCO"]
    row = next(r for r in tco.iter_rows() if r[0].value == "VAT paid at purchase (whole cluster)")
    assert [c.value for c in row[2:6]] == [
        None,
        None,
        pytest.approx(91_520.0),
        pytest.approx(91_520.0),
    ]
    report = report_json(analyze(plan))
    built = next(p for p in report["platforms"] if "depreciation" in p["name"])
    assert built["purchase_tax_paid"] == pytest.approx(91_520.0)  # 704,000 × 13 %
    assert built["tax_paid"] == pytest.approx(155.29, abs=0.005)
    rented = next(p for p in report["platforms"] if "AWS" in p["name"])
    assert rented["purchase_tax_paid"] is None and rented["prices_include_vat"] is False
    assert report["vat"] == {
        "charged": True,
        "services_rate_percent": 6.0,
        "hardware_rate_percent": 13.0,
        "recoverable": False,
        "totals": "incl_vat",
        "prices_include_vat": [],
    }
    text = report_text(analyze(plan))
    assert "VAT paid at purchase 91,520.00 on the whole cluster" in text
    assert "采购时整套集群支付增值税 91,520.00" in report_text(analyze(plan), "zh_CN")


def test_tax_off_says_excl_vat_in_both_languages() -> None:
    plan = _reserved(1325.0, True, TaxSettings())
    report = report_json(analyze(plan))
    assert report["vat"]["totals"] == "excl_vat"
    entry = report["platforms"][0]
    assert entry["prices_include_vat"] is True
    assert entry["net_prices"] == {"price_per_gpu_month": pytest.approx(1250.0)}
    assert "All amounts exclude VAT" in report_text(analyze(plan))
    zh = report_text(analyze(plan), "zh_CN")
    assert "所有金额均不含增值税" in zh and "报价含增值税（含税）" in zh


def test_a_format_2_plan_keeps_its_prices_excluding_vat() -> None:
    """Migration 2 → 3 states the basis every older plan meant: excluding VAT."""
    data = json.loads(dumps_plan(seed_plan()))
    data["format_version"] = 2
    for p in data["platforms"]:
        del p["prices_include_vat"]
    plan = loads_plan(json.dumps(data))
    assert plan.format_version == 3
    assert [p.prices_include_vat for p in plan.platforms] == [False] * len(plan.platforms)
    old = [float(np.nanmin(r.total_cost)) for r in evaluate(seed_plan()).platforms]
    assert [float(np.nanmin(r.total_cost)) for r in evaluate(plan).platforms] == old
    assert json.loads(dumps_plan(plan))["platforms"][0]["prices_include_vat"] is False


def _inclusive_every_mode() -> Plan:
    plan = every_mode_plan("Every mode quoted incl. VAT")
    platforms = tuple(p.model_copy(update={"prices_include_vat": True}) for p in plan.platforms)
    return plan.model_copy(update={"platforms": platforms, "tax": china_vat()})


def test_workbook_takes_inclusive_prices_net_by_formula(tmp_path: Path) -> None:
    plan = _reserved(1325.0, True, TaxSettings())
    path = tmp_path / "vat.xlsx"
    export_workbook(analyze(plan), path, language="en")
    wb = openpyxl.load_workbook(path)
    assert named(wb, "p1_price_per_gpu_month_incl_vat") == 1325.0
    formula = str(named(wb, "p1_price_per_gpu_month"))
    assert formula.startswith("=") and "p1_price_per_gpu_month_incl_vat" in formula
    assert "tax_services_rate_percent" in formula
    cached = openpyxl.load_workbook(path, data_only=True)
    assert named(cached, "p1_price_per_gpu_month") == pytest.approx(1250.0)
    assert named(cached, "p1_total") == pytest.approx(10_000.0)


@batched("inclusive")  # recalculated with the session's other workbooks (tests/recalc.py)
def _inclusive_books(folder: Path) -> list[Path]:
    paths_ = [folder / "every.xlsx", folder / "seed.xlsx"]
    export_workbook(analyze(_inclusive_every_mode()), paths_[0], language="zh_CN")
    export_workbook(analyze(_reserved(1325.0, True, TaxSettings())), paths_[1], language="en")
    wb = openpyxl.load_workbook(paths_[1])
    (sheet, coord), *_ = wb.defined_names["p1_price_per_gpu_month_incl_vat"].destinations
    wb[sheet][coord.replace("$", "")].value = 2120.0
    wb.save(paths_[1])
    return paths_


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_recalculated_inclusive_prices_equal_the_cli(recalculated) -> None:
    """Every pricing mode quoted incl. VAT with 6 % / 13 % VAT in the cost: LibreOffice's
    totals equal the CLI's; the seed quote retyped at ¥2,120 incl. VAT (2,000 net) costs
    8 × 2,000 = 16,000 with tax off."""
    every = _inclusive_every_mode()
    books = recalculated("inclusive")
    paths_ = books.inputs
    fresh = [openpyxl.load_workbook(p, data_only=True) for p in books.outputs]
    checked = 0
    for r in evaluate(every).platforms:
        if r.chosen_point is None:
            continue
        got = named(fresh[0], f"p{r.index + 1}_total")
        assert got == pytest.approx(r.chosen_point.total_cost, rel=1e-9), r.name
        checked += 1
    assert checked >= 6
    cached = openpyxl.load_workbook(paths_[0], data_only=True)
    for ws in fresh[0].worksheets:  # every cell, the purchase VAT rows among them
        for row in ws.iter_rows():
            for cell in row:
                was = cached[ws.title][cell.coordinate].value
                if isinstance(was, int | float) and not isinstance(was, bool):
                    assert cell.value == pytest.approx(was, rel=1e-9, abs=1e-9), cell.coordinate
    assert named(fresh[1], "p1_price_per_gpu_month") == pytest.approx(2000.0)
    assert named(fresh[1], "p1_total") == pytest.approx(16_000.0)


def test_memo_states_the_basis_rates_and_purchase_vat() -> None:
    plan = load_plan(paths.examples_dir() / "13b-on-demand-spot-self-built.gpuplan")
    plan = plan.model_copy(update={"tax": china_vat()})
    en = build_memo(analyze(plan), lang="en").assumptions
    assert any("6 % on services" in a and "13 % on hardware" in a for a in en)
    assert any("Input VAT is not recoverable" in a for a in en)
    assert any("VAT paid at purchase ¥91,520.00" in a and "¥155.29" in a for a in en)
    zh = build_memo(analyze(plan), lang="zh_CN").assumptions
    assert any("进项税不可抵扣" in a for a in zh)
    assert any("采购时整套集群支付增值税 ¥91,520.00" in a for a in zh)
    off = build_memo(analyze(_reserved(1325.0, True, TaxSettings())), lang="en").assumptions
    assert any(a.startswith("All amounts exclude VAT") for a in off)
