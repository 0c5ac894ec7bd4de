"""End-of-horizon conventions of an owned cluster (issue 24 items 8 and 9).

- Resale: a typed market resale value (a share of the capex) is credited at the horizon's
  end; without one nothing is, unless the plan credits the book value (the convention of
  plans saved before, kept for them by io/plan_file.py).
- A loan past the horizon: the principal owed then counts, not the payments left. The fleet
  example's cluster (572,000 of capex) on 20 % down and 457,600 at 6 % over 36 months:
  PMT = 457,600 × 0.005 / (1 − 1.005^−36) = 13,921.08; at month 24, 12 payments are left,
  167,052.94, and the principal is their value at 0.5 % a month: 13,921.08 × (1 − 1.005^−12)
  / 0.005 = 161,748.07 (the issue's 167,053 vs 161,748). At 48 months: PMT 10,746.75,
  24 left (257,921.98), principal 242,477.47.
"""

from __future__ import annotations

import json
from pathlib import Path

import openpyxl
import pytest
import xlsxwriter
from recalc import batched

from gpuplanner.core.financing import Financing
from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import FleetPlan
from gpuplanner.core.fleet.plan import FleetStrategy as S
from gpuplanner.io.excel.fleet import present_cell, write_fleet_sheet
from gpuplanner.io.fleet.wording import verdict_lines
from gpuplanner.io.plan_file import PlanError, dumps_plan, loads_plan
from gpuplanner.paths import examples_dir

EXAMPLE = examples_dir() / "fleet-3000h.gpuplan"
LOAN = Financing(down_payment_fraction=0.2, annual_rate=0.06, term_months=36)
# Book value at 24 months: 572,000 − 572,000 × 0.7 / 36 × (24 − 504 / 730) = 312,745.57.
BOOK = 312_745.57


def _example_fleet(**self_built: object) -> FleetPlan:
    fleet = loads_plan(EXAMPLE.read_text(encoding="utf-8")).fleet
    assert fleet is not None and fleet.self_built is not None
    owned = fleet.self_built.model_copy(update=self_built)
    return fleet.model_copy(update={"self_built": owned})


def test_the_principal_owed_not_the_payments_left() -> None:
    r = evaluate_fleet(_example_fleet(financing=LOAN))
    d = r.details[r.row(S.SELF_BUILT)]
    assert d["owed_paid_after_horizon"] == pytest.approx(167_052.94, abs=0.01)
    assert d["owed_after_horizon"] == pytest.approx(161_748.07, abs=0.01)
    # The example credits the book value (its file says so): owed − book at the end.
    assert r.end_flow[r.row(S.SELF_BUILT)] == pytest.approx(161_748.07 - BOOK, abs=0.01)
    en = " ".join(verdict_lines(r, "CNY", "en"))
    assert "the principal still owed then, 161,748 CNY, is counted" in en
    assert "the payments left, 167,053 CNY" in en
    zh = " ".join(verdict_lines(r, "CNY", "zh_CN"))
    assert "计入期末尚欠本金 161,748 CNY" in zh


def test_a_typed_resale_value_or_nothing() -> None:
    """Capex 572,000: a 25 % resale credits 143,000; no resale and no book credit: 0."""
    resale = evaluate_fleet(_example_fleet(resale_fraction=0.25, credit_book_value=False))
    d = resale.details[resale.row(S.SELF_BUILT)]
    assert d["end_value_credited"] == pytest.approx(143_000.0)
    assert d["book_value_end"] == pytest.approx(BOOK, abs=0.01)
    assert resale.end_flow[resale.row(S.SELF_BUILT)] == pytest.approx(-143_000.0)
    en = " ".join(verdict_lines(resale, "CNY", "en"))
    assert "The typed resale value, 25% of the capex (143,000 CNY), is credited" in en
    none = evaluate_fleet(_example_fleet(credit_book_value=False))
    assert none.end_flow[none.row(S.SELF_BUILT)] == 0.0
    assert "No resale value is credited at the end (the book value, 312,746 CNY" in " ".join(
        verdict_lines(none, "CNY", "en")
    )
    assert "期末不计转售价值" in " ".join(verdict_lines(none, "CNY", "zh_CN"))
    # A new block credits nothing.
    from gpuplanner.core.fleet.plan import FleetSelfBuilt

    assert not FleetSelfBuilt(capex_per_gpu=1.0).credit_book_value


@pytest.mark.parametrize(
    ("legacy", "resale", "book", "kept_resale"),
    [
        (True, None, True, None),  # the old default: the book value, still credited
        (True, 0.4, False, 0.4),  # a typed resale share, still credited
        (False, 0.4, False, None),  # nothing was credited: the ignored share is dropped
        (False, None, False, None),
    ],
)
def test_old_plans_keep_their_end_value(legacy, resale, book, kept_resale) -> None:
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    owned = data["fleet"]["self_built"]
    assert owned["credit_value_at_end"] is True  # the example is such an old plan
    owned["credit_value_at_end"] = legacy
    if resale is not None:
        owned["resale_fraction"] = resale
    plan = loads_plan(json.dumps(data))
    sb = plan.fleet.self_built
    assert (sb.credit_book_value, sb.resale_fraction) == (book, kept_resale)
    again = json.loads(dumps_plan(plan))["fleet"]["self_built"]
    assert "credit_value_at_end" not in again and again["credit_book_value"] is book


@pytest.mark.parametrize(
    ("legacy", "shown"), [("yes", '"yes"'), ("no", '"no"'), (0, "0"), (None, "null")]
)
def test_an_old_end_value_that_is_not_a_boolean_is_refused_under_its_key(legacy, shown) -> None:
    # A hostile-input hunt: "no" was read as false without dropping the resale share a real
    # false drops, "yes", "off", 0 and 1 passed too, and null was named credit_book_value, a
    # key the file does not have.
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["fleet"]["self_built"]["credit_value_at_end"] = legacy
    with pytest.raises(PlanError) as caught:
        loads_plan(json.dumps(data))
    assert str(caught.value) == (
        f"fleet.self_built.credit_value_at_end: must be true or false, not {shown}"
    )


def _named(path: Path, name: str, value: float | None = None) -> object:
    wb = openpyxl.load_workbook(path, data_only=value is None)
    ws = wb["fleet"]
    ((_, ref),) = ws.defined_names[name].destinations
    cell = ref.replace("$", "")
    if value is not None:
        assert isinstance(ws[cell].value, int | float)  # an input, not a formula
        ws[cell] = value
        wb.save(path)
    return ws[cell].value


def _cell(path: Path, ref: str) -> object:
    sheet, cell = ref.split("!")
    return openpyxl.load_workbook(path, data_only=True)[sheet.strip("'")][cell.replace("$", "")]


@batched("loan_term_48")  # recalculated with the session's other workbooks (tests/recalc.py)
def _loan_term_48_book(folder: Path) -> list[Path]:
    """The sheet as written (kept as written.xlsx, its cached figures) and with 48 typed."""
    fleet = _example_fleet(financing=LOAN)
    written = folder / "written.xlsx"
    wb = xlsxwriter.Workbook(str(written))
    write_fleet_sheet(wb, fleet, "CNY", evaluate_fleet(fleet), sheet_name="fleet")
    wb.close()
    out = folder / "fleet.xlsx"
    out.write_bytes(written.read_bytes())
    _named(out, "fleet_sb_loan_term", 48)
    return [out]


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_the_loan_term_is_read_by_the_sheet(recalculated) -> None:
    """Term 36 → 48 typed into the Fleet sheet: LibreOffice recalculates the payment, the
    months past the horizon, the principal owed (242,477.47) and the self-built total and
    present cost to the core's figures at 48 months."""
    fleet = _example_fleet(financing=LOAN)
    books = recalculated("loan_term_48")
    assert _named(books.folder / "written.xlsx", "fleet_sb_owed") == pytest.approx(
        161_748.07, abs=0.01
    )
    (fresh,) = books.outputs
    longer = fleet.model_copy(
        update={
            "self_built": fleet.self_built.model_copy(
                update={"financing": LOAN.model_copy(update={"term_months": 48})}
            )
        }
    )
    r48 = evaluate_fleet(longer)
    assert _named(fresh, "fleet_sb_pay") == pytest.approx(10_746.75, abs=0.01)
    assert _named(fresh, "fleet_sb_tail") == 24
    assert _named(fresh, "fleet_sb_owed") == pytest.approx(242_477.47, abs=0.01)
    row = r48.row(S.SELF_BUILT)
    present = present_cell("fleet", r48, S.SELF_BUILT)
    assert _cell(fresh, present).value == pytest.approx(r48.present_cost[row], abs=0.01)
    total = present.replace("$E$", "$D$")
    assert _cell(fresh, total).value == pytest.approx(r48.total[row], abs=0.01)
