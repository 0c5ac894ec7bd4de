"""The fleet plan's discount, markup and tax in ``report --json``, ``--fleet-csv`` and their
refusals (figures by hand: 3,000 GPU-h × 10 × 12 months = 360,000 before tax)."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from gpuplanner.cli import main
from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.fleet.plan import FleetDemand, FleetOnDemand, FleetPlan
from gpuplanner.core.tax import china_vat
from gpuplanner.io.plan_file import load_plan, save_plan

EXAMPLE = Path(__file__).parents[2] / "catalogs" / "examples" / "fleet-3000h.gpuplan"


def _plan_file(tmp_path: Path, recoverable: bool = False) -> Path:
    fleet = FleetPlan(
        horizon_months=12,
        demand=FleetDemand(gpu_hours_per_month=3000),
        on_demand=FleetOnDemand(
            price_per_gpu_hour=10, adjustment=PriceAdjustment(discount_percent=15)
        ),
    )
    plan = load_plan(EXAMPLE).model_copy(
        update={"fleet": fleet, "tax": china_vat(recoverable=recoverable)}
    )
    path = tmp_path / "fleet.gpuplan"
    save_plan(plan, path)
    return path


def test_json_has_the_discount_and_the_totals_with_and_without_tax(tmp_path, capsys) -> None:
    # 15 % off: 3,000 × 8.50 × 12 = 306,000 (discount −54,000); 6 % VAT 18,360 → 324,360.
    assert main(["report", str(_plan_file(tmp_path)), "--json"]) == 0
    fleet = json.loads(capsys.readouterr().out)["fleet"]
    od = next(s for s in fleet["strategies"] if s["strategy"] == "on_demand")
    assert od["discount_cost"] == pytest.approx(-54_000)
    assert od["markup_cost"] == 0
    assert (od["tax_paid"], od["tax_cost"]) == pytest.approx((18_360, 18_360))
    assert od["total_without_tax"] == pytest.approx(306_000)
    assert od["total_with_tax"] == pytest.approx(324_360) == od["total_cost"]
    assert od["components"]["discount"][0] == pytest.approx(-4_500)
    assert od["components"]["tax"][0] == pytest.approx(1_530)  # 6 % × 25,500


def test_fleet_csv_rows_and_recoverable_tax(tmp_path, capsys) -> None:
    # Recoverable: 18,360 paid and credited back, the cost 306,000; with tax 324,360.
    out = tmp_path / "fleet.csv"
    assert main(["report", str(_plan_file(tmp_path, True)), "--fleet-csv", str(out)]) == 0
    rows = list(csv.DictReader(out.read_text(encoding="utf-8-sig").splitlines()))
    od = next(r for r in rows if r["strategy"] == "on_demand")
    assert float(od["total_cost"]) == pytest.approx(306_000)
    assert float(od["total_with_tax"]) == pytest.approx(324_360)
    assert float(od["component.tax_recovered"]) == pytest.approx(-18_360)
    assert float(od["component.on_demand"]) == pytest.approx(360_000)  # the list line


@pytest.mark.parametrize(("lang", "words"), [("en", "no fleet part"), ("zh_CN", "没有长期规划")])
def test_fleet_csv_without_a_fleet_is_refused(tmp_path, capsys, lang: str, words: str) -> None:
    plan = load_plan(EXAMPLE).model_copy(update={"fleet": None})
    path = tmp_path / "job.gpuplan"
    save_plan(plan, path)
    out = tmp_path / "f.csv"
    code = main(["report", str(path), "--fleet-csv", str(out), "--lang", lang])
    err = capsys.readouterr().err
    assert code == 2 and "--fleet-csv" in err and words in err and not out.exists()


def test_two_outputs_to_one_file_are_refused(tmp_path, capsys) -> None:
    out = tmp_path / "same.csv"
    code = main(["report", str(_plan_file(tmp_path)), "--csv", str(out), "--fleet-csv", str(out)])
    assert code == 2 and "--csv writes that file too" in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize(
    ("lang", "recoverable", "words"),
    [
        ("en", False, "is in the totals; the cheapest pays 18,360 CNY."),
        ("en", True, "is paid (18,360 CNY by the cheapest) and recovered as input tax"),
        ("zh_CN", False, "计入合计；最便宜的策略付税 18,360 CNY。"),
        ("zh_CN", True, "作为进项税抵扣：合计不含税。"),
    ],
)
def test_the_verdict_says_what_the_totals_hold(
    tmp_path, capsys, lang: str, recoverable: bool, words: str
) -> None:
    # 6 % × 306,000 = 18,360 of tax; the discount line 3,000 × −1.50 × 12 = −54,000.
    path = _plan_file(tmp_path, recoverable)
    assert main(["report", str(path), "--json", "--lang", lang]) == 0
    verdict = json.loads(capsys.readouterr().out)["fleet"]["verdict"]
    texts = {v["code"]: v["text"] for v in verdict}
    assert words in texts["fleet_tax"]
    assert "-54,000 CNY" in texts["fleet_adjusted"]
    assert verdict[-2]["code"] != "fleet_tax" or verdict[-1]["code"] == "fleet_assumptions"


@pytest.mark.parametrize(
    ("lang", "without", "with_tax"),
    [("en", "W/o tax CNY", "With tax CNY"), ("zh_CN", "不含税 CNY", "含税 CNY")],
)
@pytest.mark.parametrize(("recoverable", "total"), [(False, "324,360"), (True, "306,000")])
def test_the_text_reports_fleet_table_has_totals_without_and_with_tax(
    tmp_path, capsys, lang: str, without: str, with_tax: str, recoverable: bool, total: str
) -> None:
    # 15 % off: 306,000 without tax; 6 % VAT 18,360 → 324,360 with tax; the Total column is
    # 324,360 when the tax is a cost, 306,000 when it is recovered as input tax.
    path = _plan_file(tmp_path, recoverable=recoverable)
    assert main(["report", str(path), "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    head = next(i for i, line in enumerate(lines) if without in line)
    assert with_tax in lines[head]
    assert lines[head + 2].split()[2:5] == [total, "306,000", "324,360"]


def test_the_text_reports_fleet_table_has_no_tax_columns_without_tax(capsys) -> None:
    assert main(["report", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "Present CNY" in out and "tax CNY" not in out
