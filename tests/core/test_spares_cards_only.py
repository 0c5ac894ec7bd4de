"""Spares are spare cards (issue 16 item 4): they buy the card only, not a server or a
network share, in a job's self-built cluster and in the fleet plan.

By hand, a job: seed example A's 8 GPUs bought outright at 100,000 per GPU, of which the card
is 75 % (the rest its server and network share), 10 % spares: 8 × 100,000 × (1 + 0.10 ×
0.75) = 860,000 (the old convention, spares × the whole capex: 8 × 1.1 × 100,000 = 880,000).
A fleet: 8 GPUs, card and server 100,000, network 20,000, 10 % spares: 8 × (1.1 × 100,000 +
20,000) = 1,040,000 (old: 8 × 1.1 × 120,000 = 1,056,000).
"""

from __future__ import annotations

import json
from pathlib import Path

import openpyxl
import pytest
from excel_plans import named, seed_plan
from recalc import batched

from gpuplanner.core import analyze, evaluate
from gpuplanner.core.bill_lines import LineCode, bill_lines
from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import SelfBuiltPricing
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.plan_file import loads_plan
from gpuplanner.io.words.bill import line_json
from gpuplanner.paths import examples_dir


def _job(card_share: float) -> Plan:
    plan = seed_plan()
    pricing = SelfBuiltPricing(
        capex_per_gpu=100_000,
        card_share=card_share,
        charge_whole_purchase=True,
        electricity_per_kwh=0,
        repair_fraction_per_year=0,
    )
    a = plan.platforms[0].model_copy(update={"pricing": pricing, "fees": ()})
    return plan.model_copy(update={"platforms": (a,)})


@pytest.mark.parametrize(("card_share", "purchase"), [(0.75, 860_000), (1.0, 880_000)])
def test_a_jobs_spares_buy_the_card_only(card_share: float, purchase: float) -> None:
    plan = _job(card_share)
    r = evaluate(plan).platforms[0]
    line = next(x for x in bill_lines(plan, r) if x.code is LineCode.PURCHASE)
    assert r.chosen == 8 and line.amount == pytest.approx(purchase)
    assert float(r.total_cost[7]) == pytest.approx(purchase)  # nothing else costs here
    for lang, formula, name in (
        ("en", "(1 + spares × card share)", "Card share of the capex (a spare buys the card only)"),
        ("zh_CN", "(1 + 备件比例 × 显卡占比)", "显卡占每卡投资的比例（备件只买显卡）"),
    ):
        entry = line_json(line, plan.currency, lang)
        assert formula in entry["formula"]
        assert name in [i["label"] for i in entry["inputs"]]


def test_the_workbook_prices_spare_cards_from_the_card_share(tmp_path: Path) -> None:
    """The workbook's total is a formula over a named ``p1_card_share`` cell: 860,000 cached."""
    path = tmp_path / "spares.xlsx"
    export_workbook(analyze(_job(0.75)), path)
    cached = openpyxl.load_workbook(path, data_only=True)
    assert named(cached, "p1_card_share") == pytest.approx(0.75)
    assert named(cached, "p1_total") == pytest.approx(860_000, abs=0.005)


@batched("spares")  # recalculated with the session's other workbooks (tests/recalc.py)
def _spares_book(folder: Path) -> list[Path]:
    path = folder / "spares.xlsx"
    export_workbook(analyze(_job(0.75)), path)
    return [path]


@pytest.mark.slow  # LibreOffice recalculation (the session's one soffice call)
def test_the_workbook_recalculates_the_spare_cards(recalculated) -> None:
    (fresh,) = recalculated("spares").outputs
    assert named(openpyxl.load_workbook(fresh, data_only=True), "p1_total") == pytest.approx(
        860_000, abs=0.005
    )


def _fleet_file(version: int, **self_built: object) -> str:
    """The bundled fleet example (format 1) as an 8-GPU cluster of 100,000 + 20,000 network."""
    data = json.loads((examples_dir() / "fleet-3000h.gpuplan").read_text(encoding="utf-8"))
    assert "spares_on_network" not in data["fleet"]["self_built"]
    data["format_version"] = version
    data["fleet"]["self_built"] |= {
        "gpus": 8,
        "capex_per_gpu": 100_000,
        "network_per_gpu": 20_000,
        "spares_fraction": 0.1,
        **self_built,
    }
    return json.dumps(data)


@pytest.mark.parametrize(
    ("version", "said", "capex"),
    [
        (2, {}, 1_040_000),  # today's default: spare cards only
        (1, {}, 1_056_000),  # a format-1 file meant spares on the network too: kept
        (1, {"spares_on_network": False}, 1_040_000),  # what a file says is kept
        (2, {"spares_on_network": True}, 1_056_000),
    ],
)
def test_fleet_spares_default_to_cards_only(version: int, said: dict, capex: float) -> None:
    plan = loads_plan(_fleet_file(version, **said))
    assert plan.fleet is not None
    assert evaluate_fleet(plan.fleet).self_built.capex == pytest.approx(capex)
