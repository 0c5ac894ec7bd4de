"""Month-by-month cash flow of the fleet strategies: upfront at order, each month, the end
(issue 24), in the core, report --json and the Fleet sheet.

The fleet example (catalogs/examples/fleet-3000h.gpuplan), self-built by hand: 572,000 of
capex at order; month 1, with 504 of its 730 hours waiting for delivery (0.309589 running):
hosting 3,333.33, staff 12,500 and repairs 1,430 × 0.309589 = 5,344.53, power 928.77 GPU-h ×
0.8 kW × 1.4 × 0.8 = 832.18, and 2,071.23 GPU-h on demand at 10 = 20,712.33: 26,889.04;
months 2–24: 17,263.33 + 3,000 × 0.896 = 19,951.33; the book value 312,745.57 credited at the
end (the example's convention). 572,000 + 26,889.04 + 23 × 19,951.33 − 312,745.57 =
745,024.14, its total.
"""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout
from pathlib import Path

import openpyxl
import pytest
import xlsxwriter
from test_fleet_end_conventions import LOAN, _example_fleet

from gpuplanner.cli import main
from gpuplanner.core.fleet.cash_flow import cash_flows
from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import FleetLease
from gpuplanner.core.fleet.plan import FleetStrategy as S
from gpuplanner.io.excel.fleet import write_fleet_sheet
from gpuplanner.paths import examples_dir


def test_upfront_then_month_by_month_then_the_end() -> None:
    r = evaluate_fleet(_example_fleet())
    flows = dict(zip(r.strategies, cash_flows(r), strict=True))
    own = flows[S.SELF_BUILT]
    assert own.upfront == pytest.approx(572_000.0)
    assert own.monthly[0] == pytest.approx(26_889.04, abs=0.01)
    assert own.monthly[1:] == pytest.approx([19_951.33] * 23, abs=0.01)
    assert own.end == pytest.approx(-312_745.57, abs=0.01)
    assert own.total == pytest.approx(745_024.14, abs=0.01)
    assert own.total == pytest.approx(r.total[r.row(S.SELF_BUILT)])
    hybrid = flows[S.HYBRID]  # rented GPU time: nothing at order
    assert hybrid.upfront == 0.0 and hybrid.monthly == pytest.approx([18_250.0] * 24)


def test_a_loan_and_a_lease_pay_their_own_upfront() -> None:
    """20 % down on 572,000 = 114,400; a lease's first machine deposit of 10,000."""
    loan = evaluate_fleet(_example_fleet(financing=LOAN))
    assert cash_flows(loan)[loan.row(S.SELF_BUILT)].upfront == pytest.approx(114_400.0)
    lease = _example_fleet().model_copy(
        update={"lease": FleetLease(price_per_machine_month=30_000, deposit_per_machine=10_000)}
    )
    r = evaluate_fleet(lease)
    flow = cash_flows(r)[r.row(S.LEASE)]
    assert flow.upfront == pytest.approx(10_000.0)
    assert flow.monthly[0] == pytest.approx(30_000.0)  # the first month's rent
    assert flow.end == pytest.approx(-10_000.0)  # the refundable deposit back


def test_report_json_and_the_sheet_carry_it(tmp_path: Path) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["report", str(examples_dir() / "fleet-3000h.gpuplan"), "--json"]) == 0
    report = json.loads(out.getvalue())
    own = next(s for s in report["fleet"]["strategies"] if s["strategy"] == "self_built")
    assert own["cash_flow"]["upfront"] == pytest.approx(572_000.0)
    assert own["cash_flow"]["monthly"][0] == pytest.approx(26_889.04, abs=0.01)
    assert own["cash_flow"]["end"] == pytest.approx(-312_745.57, abs=0.01)
    path = tmp_path / "fleet.xlsx"
    fleet = _example_fleet(financing=LOAN)
    wb = xlsxwriter.Workbook(str(path))
    write_fleet_sheet(wb, fleet, "CNY", evaluate_fleet(fleet), sheet_name="fleet")
    wb.close()
    ws = openpyxl.load_workbook(path)["fleet"]
    header = next(c for c in ws[6] if c.value == "Upfront at order (in month 1's cash)")
    own_row = next(c.row for c in ws["A"] if c.value == "self-built")
    assert ws.cell(own_row, header.column).value == "=fleet_sb_down"
