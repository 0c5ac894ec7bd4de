"""The Fleet sheet to FAST practice (issue 24 item 9): no constants inside formulas but unit
conversions, no placeholder numbers, columns wide enough to print, the memory chart on one
page, and a Checks sheet whose cross-checks read TRUE after LibreOffice recalculates them —
also with the loan term typed from 36 to 48 months (tests/core/test_fleet_end_conventions.py has
its figures)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import openpyxl
import pytest
import xlsxwriter
from recalc import batched
from test_fleet_end_conventions import LOAN, _example_fleet

from gpuplanner.core import analyze
from gpuplanner.core.fleet.discount import Discounting
from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import FleetLease, FleetSpot
from gpuplanner.core.tax import TaxSettings
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.excel.fleet import write_fleet_sheet
from gpuplanner.io.messages import text
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

# Unit conversions a formula may hold: 1 (one − a share), 12 months a year, 24 hours a day,
# 100 per cent, 1000 W a kW; 0 only in comparisons and IF branches (checked apart).
UNITS = {"1", "12", "24", "100", "1000", "0"}
PLANS = {
    "example": _example_fleet(),
    "loan": _example_fleet(financing=LOAN).model_copy(
        update={"discounting": Discounting(owed_after_horizon="monthly", timing="end")}
    ),
    "lease": _example_fleet().model_copy(
        update={
            "lease": FleetLease(
                price_per_machine_month=30_000,
                deposit_per_machine=10_000,
                residual_per_machine=1_000,
            ),
            "spot": FleetSpot(price_per_gpu_hour=3.0),
            "discounting": Discounting(owed_after_horizon="monthly"),
        }
    ),
    "annual": _example_fleet(financing=LOAN).model_copy(
        update={"discounting": Discounting(period="annual", owed_after_horizon="monthly")}
    ),
}


def _sheets(path: Path) -> None:
    wb = xlsxwriter.Workbook(str(path))
    for name, fleet in PLANS.items():
        tax = TaxSettings(enabled=True) if name == "lease" else None
        r = evaluate_fleet(fleet, tax)
        write_fleet_sheet(wb, fleet, "CNY", r, sheet_name=name, tax=tax)
    wb.close()


def _formulas(path: Path) -> list[tuple[str, str]]:
    out = []
    for ws in openpyxl.load_workbook(path):
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, str) and c.value.startswith("="):
                    out.append((f"{ws.title}!{c.coordinate}", c.value))
    return out


def test_no_constants_in_formulas_but_unit_conversions(tmp_path: Path) -> None:
    out = tmp_path / "fleet.xlsx"
    _sheets(out)
    number = re.compile(r"(?<![A-Za-z_$\d.])(\d+(?:\.\d+)?(?:E-?\d+)?)(?![\d.A-Za-z_$(])", re.I)
    zero_term = re.compile(r"[*+\-]0(?![.\d])|\(0\)|\^-\d")
    for where, formula in _formulas(out):
        body = re.sub(r'"[^"]*"', '""', formula)  # texts
        body = re.sub(r"\$?[A-Z]{1,3}\$?\d+", "REF", body)  # cell addresses
        stray = set(number.findall(body)) - UNITS
        assert not stray, (where, formula)
        assert not zero_term.search(body), (where, formula)
        assert "9999" not in formula and "1E-" not in formula.upper(), (where, formula)


def test_every_month_column_is_wide_enough(tmp_path: Path) -> None:
    """A column is at least as wide as its largest figure printed with two decimals and a
    currency sign: ¥598,889.04 (self-built's first month) needs 11 characters."""
    out = tmp_path / "fleet.xlsx"
    _sheets(out)
    ws = openpyxl.load_workbook(out, data_only=True)["example"]
    header = next(
        c.row
        for c in ws["A"]
        if c.value == "Month"  # the month table's header
    )
    for col in range(2, ws.max_column + 1):
        values = [
            ws.cell(r, col).value
            for r in range(header + 1, header + 25)
            if isinstance(ws.cell(r, col).value, int | float)
        ]
        if not values:
            continue
        letter = openpyxl.utils.get_column_letter(col)
        needed = len(f"{max(abs(v) for v in values):,.2f}") + 1
        assert ws.column_dimensions[letter].width >= needed, (letter, max(values))


def _checked_books(lang: str):
    """The fleet example with the loan of item 8, as exported and with the loan term typed
    from 36 to 48 months on the Fleet sheet (both recalculated), and the export printed."""

    def make(folder: Path) -> list[Path | tuple[Path, str]]:
        plan = load_plan(examples_dir() / "fleet-3000h.gpuplan")
        fleet = plan.fleet.model_copy(
            update={"self_built": plan.fleet.self_built.model_copy(update={"financing": LOAN})}
        )
        out = folder / "plan.xlsx"
        export_workbook(analyze(plan.model_copy(update={"fleet": fleet})), out, language=lang)
        wb = openpyxl.load_workbook(out)
        fleet_ws = wb[text("xl.sheet.fleet", lang)]
        ((_, ref),) = fleet_ws.defined_names["fleet_sb_loan_term"].destinations
        fleet_ws[ref.replace("$", "")] = 48
        edited = folder / "edited.xlsx"
        wb.save(edited)
        return [out, edited, (out, "pdf")]

    return make


for _lang in ("en", "zh_CN"):  # with the session's other workbooks (tests/recalc.py)
    batched(f"checks-{_lang}")(_checked_books(_lang))


@pytest.mark.slow  # LibreOffice recalculation and printing
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_checks_read_true_and_the_sheet_prints_without_hashes(recalculated, lang: str) -> None:
    books = recalculated(f"checks-{lang}")
    out, edited, _ = books.inputs
    fresh, fresh_edited, pdf = books.outputs
    checks = openpyxl.load_workbook(out)[text("xl.sheet.checks", lang)]
    rows = [r for r in checks.iter_rows(min_row=4) if r[1].value is not None]
    # The 4 strategies' cash, the demand, the cheapest, the capacity, the loan, all of them.
    assert len(rows) == 4 + 1 + 1 + 1 + 1 + 1
    fleet_ws = openpyxl.load_workbook(edited)[text("xl.sheet.fleet", lang)]
    ((_, ref),) = fleet_ws.defined_names["fleet_sb_loan_term"].destinations
    assert fleet_ws[ref.replace("$", "")].value == 48  # the loan term typed 36 -> 48
    for path in (fresh, fresh_edited):
        values = openpyxl.load_workbook(path, data_only=True)[text("xl.sheet.checks", lang)]
        results = [r[1].value for r in values.iter_rows(min_row=4) if r[1].value is not None]
        assert results and all(v == 1 for v in results), (path, results)  # TRUE (LO: 1)
    printed = subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "###" not in printed
    assert "9,999" not in printed and "9999" not in printed


def test_the_memory_sheet_prints_on_one_page(tmp_path: Path) -> None:
    """The Memory sheet is a short table and a 440 px chart: fitted to one page, the chart
    never splits across two (it did on A4 landscape at 100 %)."""
    out = tmp_path / "plan.xlsx"
    export_workbook(analyze(load_plan(examples_dir() / "fleet-3000h.gpuplan")), out)
    wb = openpyxl.load_workbook(out)
    ws = wb[text("xl.sheet.memory", "en")]
    assert ws.sheet_properties.pageSetUpPr.fitToPage
    # 1 is the file format's default, left out of the file (openpyxl reads None); the other
    # sheets print one page wide and as many tall as needed (0).
    assert ws.page_setup.fitToHeight in (None, 1) and ws.page_setup.fitToWidth in (None, 1)
    assert wb[text("xl.sheet.fleet", "en")].page_setup.fitToHeight == 0
