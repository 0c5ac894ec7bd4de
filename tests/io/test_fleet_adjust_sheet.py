"""The Fleet sheet with the blocks' discounts, negotiated prices and markups and the plan's
tax: live formulas over the sheet's named inputs, cached with the app's figures, and
recalculated by LibreOffice to the same numbers (tests/recalc.py)."""

from __future__ import annotations

from pathlib import Path

import openpyxl
import pytest
import xlsxwriter
from recalc import assert_cached_equal_recalculated, batched
from test_fleet_adjust import _on_demand
from test_fleet_io import BUSY

from gpuplanner.core.adjustments import PriceAdjustment as Adj
from gpuplanner.core.analysis import analyze
from gpuplanner.core.financing import Financing
from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import FleetPlan
from gpuplanner.core.tax import TaxSettings, china_vat
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.excel.fleet import write_fleet_sheet
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

EXAMPLE = examples_dir() / "fleet-3000h.gpuplan"


def _adjusted(fleet: FleetPlan, financed: bool = False) -> FleetPlan:
    """Every block adjusted: 15 % off on demand, a negotiated reservation with a markup, spot
    20 % off with a markup, a lease marked up, the cluster's capex 10 % off (financed)."""
    sb = fleet.self_built.model_copy(
        update={
            "adjustment": Adj(discount_percent=10, markup_percent=5),
            "financing": Financing(annual_rate=0.06, term_months=36) if financed else None,
        }
    )
    return fleet.model_copy(
        update={
            "on_demand": fleet.on_demand.model_copy(
                update={"adjustment": Adj(discount_percent=15)}
            ),
            "reserved": fleet.reserved.model_copy(
                update={
                    "adjustment": Adj(
                        negotiated_price=4000,
                        markup_percent=8,
                        negotiated_as_of="2026-05-01",
                        negotiated_source='=HYPERLINK("x") contract',
                    )
                }
            ),
            "spot": fleet.spot.model_copy(
                update={"adjustment": Adj(discount_percent=20, markup_percent=3)}
            ),
            "lease": fleet.lease.model_copy(
                update={"adjustment": Adj(markup_percent=10), "residual_per_machine": 20_000}
            ),
            "self_built": sb,
        }
    )


CASES: dict[str, tuple[FleetPlan, TaxSettings]] = {
    "hand": (_on_demand(Adj(discount_percent=15)), china_vat()),
    "all_vat": (_adjusted(BUSY), china_vat()),
    "all_recoverable": (_adjusted(BUSY, financed=True), china_vat(recoverable=True)),
    "adjusted_no_tax": (_adjusted(BUSY), TaxSettings()),
    "tax_only": (BUSY, china_vat()),
}


def _write(out: Path) -> None:
    wb = xlsxwriter.Workbook(str(out))
    for name, (fleet, tax) in CASES.items():
        write_fleet_sheet(wb, fleet, "CNY", evaluate_fleet(fleet, tax), sheet_name=name, tax=tax)
    wb.close()


def _summary(ws, first_label: str) -> dict[str, object]:
    """The Summary row whose first cell is ``first_label``, by column heading."""
    rows = list(ws.iter_rows(values_only=True))
    head = next(r for r in rows if r[0] == "Strategy")
    row = next(r for r in rows if r[0] == first_label)
    return {h: v for h, v in zip(head, row, strict=False) if h}


def test_the_hand_case_is_cached_in_the_summary(tmp_path: Path) -> None:
    # 3,000 GPU-h × 8.50 × 12 = 306,000; discount 3,000 × −1.50 × 12 = −54,000; 6 % VAT
    # 18,360 → total 324,360 = with tax; without tax 306,000.
    out = tmp_path / "fleet.xlsx"
    _write(out)
    ws = openpyxl.load_workbook(out, data_only=True)["hand"]
    row = _summary(ws, "on-demand")
    assert row["Total"] == pytest.approx(324_360)
    assert row["Discount (net − list)"] == pytest.approx(-54_000)
    assert row["Tax paid"] == pytest.approx(18_360)
    assert row["Total without tax"] == pytest.approx(306_000)
    assert row["Total with tax"] == pytest.approx(324_360)
    names = openpyxl.load_workbook(out).defined_names  # sheet-local names per sheet
    assert names is not None


def _exported(out: Path, lang: str) -> None:
    """The example plan's workbook with the China VAT preset and adjusted blocks: the Fleet
    sheet's rates are formulas over the Assumptions sheet's named tax cells."""
    plan = load_plan(EXAMPLE)
    plan = plan.model_copy(update={"tax": china_vat(), "fleet": _adjusted_example(plan.fleet)})
    export_workbook(analyze(plan), out, language=lang)


def _adjusted_example(fleet: FleetPlan) -> FleetPlan:
    return fleet.model_copy(
        update={
            "on_demand": fleet.on_demand.model_copy(
                update={"adjustment": Adj(discount_percent=15)}
            ),
            "self_built": fleet.self_built.model_copy(update={"adjustment": Adj(markup_percent=5)}),
        }
    )


@batched("adjusted")  # recalculated with the session's other workbooks (tests/recalc.py)
def _adjusted_books(folder: Path) -> list[Path]:
    out = folder / "adjusted.xlsx"
    _write(out)
    exports = [folder / f"export-{lang}.xlsx" for lang in ("en", "zh_CN")]
    for path, lang in zip(exports, ("en", "zh_CN"), strict=True):
        _exported(path, lang)
    return [out, *exports]


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_adjusted_fleet_sheets_recalculate_to_the_cached_figures(recalculated) -> None:
    books = recalculated("adjusted")
    out, *exports = books.inputs
    fresh, *fresh_exports = books.outputs
    assert assert_cached_equal_recalculated(out, fresh, list(CASES)) > 4000
    for cached, again, sheet in zip(exports, fresh_exports, ("Fleet", "长期规划"), strict=True):
        assert assert_cached_equal_recalculated(cached, again, [sheet]) > 500
    ws = openpyxl.load_workbook(fresh, data_only=True)["hand"]
    row = _summary(ws, "on-demand")
    assert (row["Total"], row["Discount (net − list)"]) == pytest.approx((324_360, -54_000))


def test_a_negotiated_price_keeps_its_date_and_source_as_text(tmp_path: Path) -> None:
    out = tmp_path / "fleet.xlsx"
    _write(out)
    ws = openpyxl.load_workbook(out)["all_vat"]
    rows = {r[0].value: r[1] for r in ws.iter_rows() if r[0].value}
    assert rows["Negotiated price (replaces the list price)"].value == 4000
    assert rows["Negotiated on"].value == "2026-05-01"
    source = rows["Negotiation source"]
    assert (source.value, source.data_type) == ('=HYPERLINK("x") contract', "s")  # not "f"
