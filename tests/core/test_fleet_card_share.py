"""The fleet's self-built cluster buys its spares as cards only (issue 16 item 4): the
``card_share`` of its capex per GPU (card + server share) prices a spare, as a job's
self-built platform does, in the core, ``report --json`` and the Fleet sheet, where it is a
named input cell the capex formula reads (recalculated by LibreOffice, tests/recalc.py).

By hand: 8 GPUs × capex 130,000 per GPU, the card 110,000 of it, 10 % spares, no network:
8 × 130,000 + 0.8 spare cards × 110,000 = 1,040,000 + 88,000 = 1,128,000 (spares on the
whole capex: 8 × 1.1 × 130,000 = 1,144,000).
"""

from __future__ import annotations

from pathlib import Path

import openpyxl
import pytest
import xlsxwriter
from recalc import batched

from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import FleetDemand, FleetOnDemand, FleetPlan, FleetSelfBuilt
from gpuplanner.io.excel.fleet import write_fleet_sheet
from gpuplanner.io.fleet.report import fleet_json

SHEET = "fleet"
CARD = 110_000 / 130_000


def cluster(**self_built: object) -> FleetPlan:
    """12 months of 3,000 GPU-hours, on demand at 10 or on an 8-GPU cluster of 130,000 a GPU."""
    owned = {"gpus": 8, "capex_per_gpu": 130_000, "card_share": CARD, "spares_fraction": 0.1}
    return FleetPlan(
        horizon_months=12,
        demand=FleetDemand(gpu_hours_per_month=3000),
        on_demand=FleetOnDemand(price_per_gpu_hour=10),
        self_built=FleetSelfBuilt(**(owned | self_built)),
    )


@pytest.mark.parametrize(
    ("self_built", "capex", "spares"),
    [
        ({}, 1_128_000, 88_000),
        ({"card_share": 1.0}, 1_144_000, 104_000),  # the default: the capex is the card alone
        # network 20,000 a GPU, bought for the working GPUs only: 8 × 150,000 + 88,000
        ({"network_per_gpu": 20_000}, 1_288_000, 88_000),
        # the old convention, spares on the network too: + 0.8 × 20,000 = 16,000 more
        ({"network_per_gpu": 20_000, "spares_on_network": True}, 1_304_000, 104_000),
    ],
)
def test_spare_cards_buy_the_card_share(self_built: dict, capex: float, spares: float) -> None:
    fleet = cluster(**self_built)
    r = evaluate_fleet(fleet)
    assert r.self_built.capex == pytest.approx(capex)
    report = fleet_json(fleet, "CNY", r)["self_built"]
    assert report["card_share"] == pytest.approx(self_built.get("card_share", CARD))
    assert report["capex"] == pytest.approx(capex)
    assert report["spares_capex"] == pytest.approx(spares)


def _write(fleet: FleetPlan, out: Path, lang: str = "en") -> None:
    wb = xlsxwriter.Workbook(str(out))
    r = evaluate_fleet(fleet)
    write_fleet_sheet(wb, fleet, "CNY", r, sheet_name=SHEET, lang=lang)
    wb.close()


def _named(path: Path, name: str, value: float | None = None) -> object:
    """The value (cached, or the formula) of the sheet's cell called ``name``; with ``value``,
    type it in first (openpyxl keeps the formulas; LibreOffice recalculates them)."""
    wb = openpyxl.load_workbook(path, data_only=value is None)
    ws = wb[SHEET]
    ((_, ref),) = ws.defined_names[name].destinations
    cell = ref.replace("$", "")
    if value is not None:
        assert isinstance(ws[cell].value, int | float)  # an input, not a formula
        ws[cell] = value
        wb.save(path)
    return ws[cell].value


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Card share of the capex (what a spare buys)"),
        ("zh_CN", "显卡占每卡投资的比例（备件只买显卡）"),
    ],
)
def test_the_card_share_is_a_named_cell_the_capex_reads(
    tmp_path: Path, lang: str, words: str
) -> None:
    out = tmp_path / "fleet.xlsx"
    _write(cluster(), out, lang)
    ws = openpyxl.load_workbook(out)[SHEET]
    ((_, ref),) = ws.defined_names["fleet_sb_card"].destinations
    cell = ws[ref.replace("$", "")]
    assert cell.value == pytest.approx(CARD)
    assert ws.cell(cell.row, 1).value == words
    ((_, ref),) = ws.defined_names["fleet_sb_capex"].destinations
    assert "fleet_sb_card" in ws[ref.replace("$", "")].value
    assert _named(out, "fleet_sb_capex") == pytest.approx(1_128_000)  # cached


@batched("card_share_typed")  # recalculated with the session's other workbooks (tests/recalc.py)
def _card_share_typed_book(folder: Path) -> list[Path]:
    out = folder / "fleet.xlsx"
    _write(cluster(network_per_gpu=20_000), out)
    _named(out, "fleet_sb_card", 0.5)
    return [out]


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_typing_a_card_share_moves_the_capex(recalculated) -> None:
    (fresh,) = recalculated("card_share_typed").outputs
    # 8 × (130,000 + 20,000) + 0.8 × 0.5 × 130,000 = 1,200,000 + 52,000 = 1,252,000;
    # depreciated over 3 years to 30 %: 1,252,000 × 0.7 / 36 = 24,344.44 a month.
    assert _named(fresh, "fleet_sb_capex") == pytest.approx(1_252_000)
    assert _named(fresh, "fleet_sb_dep") == pytest.approx(24_344.444, abs=0.01)
