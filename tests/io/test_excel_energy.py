"""The TCO sheet's energy rows are live formulas (audit P2 item 5, issue 16 item 3): kWh and
peak kW over the platform's named Assumptions cells (GPU power, GPUs, hours, server overhead,
PUE, load factor, idle share), the electricity of an owned cluster and the tCO₂ following
them, each with gpuplanner's figure cached. LibreOffice recalculates the cached figures, and
a workbook whose PUE was edited moves kWh by the hand-computed amount.

Seed example A's A100 platform holds its fixed 8 GPUs for 18 h (17.83 h of training + 10 min
setup; seed-examples.md, example A).
"""

from __future__ import annotations

import openpyxl
import pytest
from excel_plans import seed_plan
from recalc import assert_cached_equal_recalculated, batched

from gpuplanner.core import analyze
from gpuplanner.core.energy_models import EnergySettings
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import LeasePricing, SelfBuiltPricing
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.excel.labels import Labels

T = Labels("en")


def _plan() -> Plan:
    """A: seed A's A100 on demand (400 W TDP, rented PUE 1.1); S: the same A100 self-built
    (700 W per GPU with its server share, PUE 1.4, 0.8 per kWh); L: a lease of whole 8-GPU
    machines with an overhead of 1.3 and a 30 % idle share (the idle-node model of core/energy)."""
    plan = seed_plan()
    a = plan.platforms[0]
    s = a.model_copy(
        update={"name": "S", "pricing": SelfBuiltPricing(capex_per_gpu=100000)},
    )
    lease = a.model_copy(
        update={
            "name": "L",
            "pricing": LeasePricing(price_per_machine_month=60000),
            "energy": EnergySettings(server_overhead=1.3, idle_fraction=0.3),
        }
    )
    return plan.model_copy(update={"platforms": (a, s, lease)})


def _named(wb: openpyxl.Workbook, name: str) -> openpyxl.cell.Cell:
    (sheet, coord), *_ = wb.defined_names[name].destinations
    return wb[sheet][coord.replace("$", "")]


def _tco_row(ws, key: str) -> int:
    return next(r for r in range(1, ws.max_row + 1) if ws.cell(r, 1).value == T(key))


def test_energy_rows_are_formulas_over_named_cells(tmp_path) -> None:
    path = tmp_path / "e.xlsx"
    export_workbook(analyze(_plan()), path, language="en")
    wb = openpyxl.load_workbook(path)
    ws = wb[T.sheet("tco")]
    kwh, peak = _tco_row(ws, "tco.energy_kwh"), _tco_row(ws, "tco.peak_kw")
    a_kwh = ws.cell(kwh, 3).value
    for name in ("gpu_power_w", "pue", "server_overhead", "load_factor", "idle_fraction"):
        assert f"p1_{name}" in a_kwh, a_kwh
    assert "p1_gpus" in a_kwh and "p1_hours_expected" in a_kwh
    assert "p2_power_w_per_gpu" in ws.cell(kwh, 4).value  # the owned cluster's pricing power
    assert "p3_gpus_per_node" in ws.cell(peak, 5).value  # a lease holds whole machines
    # The rented platform's power cells are there to be edited, and said to be the defaults.
    assert _named(wb, "p1_gpu_power_w").value == 400 and _named(wb, "p1_pue").value == 1.1


@batched("pue")  # recalculated with the session's other workbooks (tests/recalc.py)
def _pue_books(folder):
    path = folder / "e.xlsx"
    export_workbook(analyze(_plan()), path, language="en")
    wb = openpyxl.load_workbook(path)
    _named(wb, "p1_pue").value = 1.5  # the rented A100: PUE 1.1 → 1.5
    _named(wb, "p2_pue").value = 1.5  # the self-built A100: PUE 1.4 → 1.5
    wb.save(folder / "pue.xlsx")
    return [path, folder / "pue.xlsx"]


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_cached_energy_equals_recalculated_and_an_edited_pue_moves_kwh(recalculated) -> None:
    books = recalculated("pue")
    path = books.inputs[0]
    fresh, edited = books.outputs
    names = openpyxl.load_workbook(path).sheetnames
    assert assert_cached_equal_recalculated(path, fresh, names) > 0
    before = openpyxl.load_workbook(fresh, data_only=True)[T.sheet("tco")]
    after = openpyxl.load_workbook(edited, data_only=True)[T.sheet("tco")]
    kwh, co2 = _tco_row(before, "tco.energy_kwh"), _tco_row(before, "tco.tco2")
    # A: 8 × 0.4 kW × 18 h × 1.1 = 63.36 kWh; at PUE 1.5, 86.40 (+23.04); tCO₂ at China's
    # 2023 average 0.5306 kg/kWh: 86.4 × 0.5306 / 1000 = 0.04584.
    assert before.cell(kwh, 3).value == pytest.approx(63.36)
    assert after.cell(kwh, 3).value == pytest.approx(86.40)
    assert after.cell(co2, 3).value == pytest.approx(0.0458438)
    # S: 8 × 0.7 kW × 18 h × 1.4 = 141.12 kWh, at 1.5: 151.20 (+10.08), and its
    # electricity line at 0.8 per kWh follows: 112.896 → 120.96.
    assert before.cell(kwh, 4).value == pytest.approx(141.12)
    assert after.cell(kwh, 4).value == pytest.approx(151.20)
    from gpuplanner.io import messages

    power = next(
        r
        for r in range(1, before.max_row + 1)
        if before.cell(r, 1).value == messages.template("bill.line.energy", "en")
    )
    assert before.cell(power, 4).value == pytest.approx(141.12 * 0.8)  # 112.896
    assert after.cell(power, 4).value == pytest.approx(151.20 * 0.8)  # 120.96
