"""The fleet lease's end: the residual / balloon, the buy-out price and whether it is
exercised are named input cells the Fleet sheet's end-of-horizon formula reads, so a user who
edits one in Excel moves the total, recalculated by LibreOffice (tests/recalc.py); the report's
JSON and CSV carry both amounts. The plan is the TI BA II PLUS lease (tests/plans.py, as in
tests/core/test_fleet_discounting.py): 46 monthly payments of 1,200 in advance at 22 % APR
compounded monthly with a 6,500 residual → present cost 40,573.18."""

from __future__ import annotations

from pathlib import Path

import openpyxl
import pytest
import xlsxwriter
from plans import ti_lease
from recalc import batched

from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import FleetPlan
from gpuplanner.io.excel.fleet import write_fleet_sheet
from gpuplanner.io.fleet.report import fleet_json, fleet_rows

SHEET = "lease"


def write(fleet: FleetPlan, out: Path) -> None:
    wb = xlsxwriter.Workbook(str(out))
    write_fleet_sheet(wb, fleet, "CNY", evaluate_fleet(fleet), sheet_name=SHEET)
    wb.close()


def lease_row(path: Path) -> dict[str, object]:
    """The Summary row of the leased machines, by column heading."""
    rows = list(openpyxl.load_workbook(path, data_only=True)[SHEET].iter_rows(values_only=True))
    head = next(r for r in rows if r[0] == "Strategy")
    row = next(r for r in rows if r[0] == "leased machines")
    return {h: v for h, v in zip(head, row, strict=False) if h}


def set_named(path: Path, name: str, value: float) -> str:
    """Type ``value`` into the sheet's input cell called ``name`` (openpyxl keeps the
    formulas; LibreOffice recalculates them on opening); returns the cell's coordinate."""
    wb = openpyxl.load_workbook(path)
    ws = wb[SHEET]
    ((_, ref),) = ws.defined_names[name].destinations
    cell = ref.replace("$", "")
    assert isinstance(ws[cell].value, int | float)  # an input, not a formula
    ws[cell] = value
    wb.save(path)
    return cell


def test_the_residual_is_a_named_input_the_end_reads(tmp_path: Path) -> None:
    out = tmp_path / "lease.xlsx"
    write(ti_lease(), out)
    ws = openpyxl.load_workbook(out)[SHEET]
    ((_, ref),) = ws.defined_names["fleet_lease_residual"].destinations
    assert ws[ref.replace("$", "")].value == 6500
    formulas = [c.value for r in ws.iter_rows() for c in r if isinstance(c.value, str)]
    assert any("fleet_lease_residual" in f for f in formulas if f.startswith("="))
    assert not any("6500" in f for f in formulas if f.startswith("="))  # no literal residual
    # Cached: 46 × 1,200 = 55,200 of rent, + 6,500 at the end = 61,700; present 40,573.18.
    row = lease_row(out)
    assert row["Owed (+) / recovered (−) at the end"] == pytest.approx(6500)
    assert row["Total"] == pytest.approx(61_700)
    assert round(row["Present cost"], 2) == 40_573.18


@batched("residual_typed")  # recalculated with the session's other workbooks (tests/recalc.py)
def _residual_typed_book(folder: Path) -> list[Path]:
    out = folder / "lease.xlsx"
    write(ti_lease(), out)
    set_named(out, "fleet_lease_residual", 9000)
    return [out]


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_editing_the_residual_cell_moves_the_total(recalculated) -> None:
    (fresh,) = recalculated("residual_typed").outputs
    row = lease_row(fresh)
    # 9,000 − 6,500 = 2,500 more at the end, one machine: total 61,700 + 2,500 = 64,200;
    # discounted 46 months at 22 %/12: 2,500 × 1.018333…^−46 = 2,500 × 0.4335726 = 1,083.93
    # → present 40,573.18 + 1,083.93 = 41,657.11.
    assert row["Owed (+) / recovered (−) at the end"] == pytest.approx(9000)
    assert row["Total"] == pytest.approx(64_200)
    assert round(row["Present cost"], 2) == 41_657.11


def test_the_buyout_is_named_cells_and_in_the_report(tmp_path: Path) -> None:
    # Exercised: 6,500 + 9,000 = 15,500 at the end, total 55,200 + 15,500 = 70,700.
    fleet = ti_lease(buyout_per_machine=9000, exercise_buyout=True)
    out = tmp_path / "lease.xlsx"
    write(fleet, out)
    ws = openpyxl.load_workbook(out)[SHEET]
    for name, value in (("fleet_lease_buyout", 9000), ("fleet_lease_exercise", 1)):
        ((_, ref),) = ws.defined_names[name].destinations
        assert ws[ref.replace("$", "")].value == value
    row = lease_row(out)
    assert (row["Owed (+) / recovered (−) at the end"], row["Total"]) == (15_500, 70_700)
    assert round(row["Present cost"], 2) == 44_475.34  # tests/core/test_fleet_discounting.py
    r = evaluate_fleet(fleet)
    (json_row,) = [s for s in fleet_json(fleet, "CNY", r)["strategies"] if s["strategy"] == "lease"]
    (csv_row,) = [s for s in fleet_rows(fleet, r) if s["strategy"] == "lease"]
    for got in (json_row, csv_row):
        assert (got["lease_residual_cost"], got["lease_buyout_cost"]) == (6500, 9000)
    on_demand = next(s for s in fleet_rows(fleet, r) if s["strategy"] == "on_demand")
    assert (on_demand["lease_residual_cost"], on_demand["lease_buyout_cost"]) == (0, 0)


@batched("exercise_typed")  # recalculated with the session's other workbooks (tests/recalc.py)
def _exercise_typed_book(folder: Path) -> list[Path]:
    """The sheet as written (kept as written.xlsx) and with the buy-out typed exercised."""
    written = folder / "written.xlsx"
    write(ti_lease(buyout_per_machine=9000), written)  # priced, not exercised: 61,700
    out = folder / "lease.xlsx"
    out.write_bytes(written.read_bytes())
    set_named(out, "fleet_lease_exercise", 1)
    return [out]


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_exercising_the_buyout_in_the_sheet_moves_the_total(recalculated) -> None:
    books = recalculated("exercise_typed")
    assert lease_row(books.folder / "written.xlsx")["Total"] == pytest.approx(61_700)
    (fresh,) = books.outputs
    row = lease_row(fresh)
    # 9,000 more at the end, one machine: 61,700 + 9,000 = 70,700; present
    # 40,573.182 + 9,000 × 1.018333…^−46 (3,902.154) = 44,475.34.
    assert row["Owed (+) / recovered (−) at the end"] == pytest.approx(15_500)
    assert row["Total"] == pytest.approx(70_700)
    assert round(row["Present cost"], 2) == 44_475.34
