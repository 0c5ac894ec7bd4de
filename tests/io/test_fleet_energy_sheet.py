"""The Fleet sheet's energy block (issue 16 item 3): each strategy's kWh and tCO₂ as live
formulas over named inputs (power, PUE, overhead, load, idle share, grid) and the core's
busy / idle GPU-hours each month, cached with the app's figures and recalculated by
LibreOffice (tests/recalc.py).

By hand (tests/core/test_fleet_energy.py's plan): 3,000 A100 GPU-h a month for 12 months at 400 W
× PUE 1.1 = 0.44 kW: on demand 36,000 × 0.44 = 15,840 kWh, × 0.5306 / 1000 = 8.404704 t;
5 reserved GPUs held 3,650 GPU-h a month: 43,800 × 0.44 = 19,272 kWh; spot 20 % reruns:
43,200 × 0.44 = 19,008 kWh; 8 owned GPUs at 700 W × PUE 1.4 = 0.98 kW, powered all
8 × 730 × 12 = 70,080 GPU-h: 68,678.4 kWh.
"""

from __future__ import annotations

from pathlib import Path

import openpyxl
import pytest
import xlsxwriter
from recalc import assert_cached_equal_recalculated, batched
from test_fleet_energy import A100

from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import FleetPlan, FleetSelfBuilt
from gpuplanner.io.excel.fleet import write_fleet_sheet

SHEET = "fleet"
OWNED = A100.model_copy(
    update={
        "self_built": FleetSelfBuilt(
            gpus=8, capex_per_gpu=100_000, lead_time_days=0, power_w_per_gpu=700, pue=1.4
        )
    }
)


def _write(fleet: FleetPlan, out: Path, lang: str = "en") -> Path:
    wb = xlsxwriter.Workbook(str(out))
    write_fleet_sheet(wb, fleet, "CNY", evaluate_fleet(fleet), sheet_name=SHEET, lang=lang)
    wb.close()
    return out


def _cell(path: Path, name: str, value: float | None = None, cached: bool = True) -> object:
    """The cached value (or the formula) of the cell called ``name``; with ``value``, type
    it in first (openpyxl keeps the formulas; LibreOffice recalculates them)."""
    wb = openpyxl.load_workbook(path, data_only=cached and value is None)
    ws = wb[SHEET]
    ((_, ref),) = ws.defined_names[name].destinations
    cell = ref.replace("$", "")
    if value is not None:
        assert ws[cell].value is None or isinstance(ws[cell].value, int | float)  # an input
        ws[cell] = value
        wb.save(path)
    return ws[cell].value


def test_energy_rows_cache_the_apps_figures(tmp_path: Path) -> None:
    out = _write(OWNED, tmp_path / "owned.xlsx")
    assert _cell(out, "fleet_kwh_on_demand") == pytest.approx(15_840)
    assert _cell(out, "fleet_tco2_on_demand") == pytest.approx(8.404704)
    assert _cell(out, "fleet_kwh_reserved") == pytest.approx(19_272)
    assert _cell(out, "fleet_kwh_spot") == pytest.approx(19_008)
    assert _cell(out, "fleet_kwh_self_built") == pytest.approx(68_678.4)
    for name, value in (("fleet_e_w", 400), ("fleet_e_pue", 1.1), ("fleet_e_grid", 0.5306)):
        assert _cell(out, name) == pytest.approx(value)
    formula = _cell(out, "fleet_kwh_on_demand", cached=False)
    assert all(n in formula for n in ("fleet_e_w", "fleet_e_pue", "fleet_e_ovh", "fleet_e_load"))
    assert "fleet_sb_w" in _cell(out, "fleet_kwh_self_built", cached=False)


@pytest.mark.parametrize(("lang", "words"), [("en", "Energy (kWh)"), ("zh_CN", "耗电量（kWh）")])
def test_energy_headings_in_both_languages(tmp_path: Path, lang: str, words: str) -> None:
    ws = openpyxl.load_workbook(_write(A100, tmp_path / f"{lang}.xlsx", lang))[SHEET]
    assert words in [c.value for row in ws.iter_rows() for c in row]


def test_unknown_power_is_a_dash_and_an_empty_input(tmp_path: Path) -> None:
    out = _write(A100.model_copy(update={"gpu_tdp_w": None}), tmp_path / "typed.xlsx")
    assert _cell(out, "fleet_e_w") is None
    assert _cell(out, "fleet_kwh_on_demand") == "—"
    assert _cell(out, "fleet_tco2_on_demand") == "—"


@batched("typed_energy")  # recalculated with the session's other workbooks (tests/recalc.py)
def _typed_energy_books(folder: Path) -> list[Path]:
    plain = _write(OWNED, folder / "plain.xlsx")
    pue = _write(OWNED, folder / "pue.xlsx")
    _cell(pue, "fleet_e_pue", 1.5)
    typed = _write(A100.model_copy(update={"gpu_tdp_w": None}), folder / "typed.xlsx")
    _cell(typed, "fleet_e_w", 300)
    return [plain, pue, typed]


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_typing_a_pue_or_a_power_moves_the_kwh(recalculated) -> None:
    books = recalculated("typed_energy")
    plain = books.inputs[0]
    fresh, pue2, typed2 = books.outputs
    # (self-built not yet caught up: blank flags, no 9,999 placeholders to compare)
    assert assert_cached_equal_recalculated(plain, fresh, [SHEET]) > 390
    # PUE 1.5: 36,000 GPU-h × 400 W × 1.5 / 1000 = 21,600 kWh (+5,760 = 36,000 × 0.4 × 0.4);
    # × 0.5306 / 1000 = 11.46096 t. The owned cluster keeps its own PUE 1.4: 68,678.4 kWh.
    assert _cell(pue2, "fleet_kwh_on_demand") == pytest.approx(21_600)
    assert _cell(pue2, "fleet_tco2_on_demand") == pytest.approx(11.46096)
    assert _cell(pue2, "fleet_kwh_reserved") == pytest.approx(43_800 * 0.6)  # 26,280
    assert _cell(pue2, "fleet_kwh_self_built") == pytest.approx(68_678.4)
    # A typed 300 W where the power was unknown: 36,000 × 0.3 × 1.1 = 11,880 kWh
    assert _cell(typed2, "fleet_kwh_on_demand") == pytest.approx(11_880)
