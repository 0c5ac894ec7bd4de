"""Energy and carbon of every fleet strategy (core/fleet/energy.py, issue 16 item 3).

Hand arithmetic throughout: a GPU draws P × server overhead × PUE / 1000 kW at the wall; the
plan's default grid is the MEE & NBS 2023 national factor, 0.5306 kg CO₂/kWh.
"""

from __future__ import annotations

import csv
import json

import pytest

from gpuplanner.cli import main
from gpuplanner.core.energy_models import CarbonSettings, EnergySettings, GridRegion
from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.fleet.plan import (
    FleetDemand,
    FleetOnDemand,
    FleetPlan,
    FleetReserved,
    FleetSelfBuilt,
    FleetSpot,
    FleetStrategy,
)
from gpuplanner.io.fleet.report import fleet_json
from gpuplanner.io.plan_file import load_plan, save_plan
from gpuplanner.paths import examples_dir

# 3,000 GPU-h a month for 12 months on an A100 (catalog TDP 400 W), rented at PUE 1.1.
A100 = FleetPlan(
    gpu_name="A100",
    gpu_tdp_w=400,
    horizon_months=12,
    demand=FleetDemand(gpu_hours_per_month=3000),
    on_demand=FleetOnDemand(price_per_gpu_hour=10),
    reserved=FleetReserved(price_per_gpu_month=4000, term_months=1),
    spot=FleetSpot(price_per_gpu_hour=3, interruption_overhead=0.2),
)


def _energy(fleet: FleetPlan, strategy: FleetStrategy, carbon: CarbonSettings | None = None):
    r = evaluate_fleet(fleet, carbon=carbon)
    return r.energy[r.row(strategy)]


def test_on_demand_kwh_peak_and_carbon() -> None:
    e = _energy(A100, FleetStrategy.ON_DEMAND)
    # 3,000 GPU-h × 12 months × 400 W × PUE 1.1 / 1000 = 36,000 × 0.44 = 15,840 kWh
    assert e.kwh == pytest.approx(15_840)
    # × 0.5306 kg/kWh / 1000 = 8.404704 t
    assert e.tco2 == pytest.approx(8.404704)
    # 3,000 GPU-h over 730 h = 4.1096 GPUs on average × 0.44 kW = 1.80822 kW
    assert e.peak_kw == pytest.approx(1.808219, rel=1e-6)
    assert e.electricity_cost is None  # the provider pays the power


def test_reserved_idle_gpus_draw_their_idle_share() -> None:
    e = _energy(A100, FleetStrategy.RESERVED)
    # 5 whole GPUs held (4.11 needed) × 730 h = 3,650 GPU-h a month, 650 of them idle;
    # at idle share 1: 3,650 × 12 × 0.44 = 19,272 kWh, peak 5 × 0.44 = 2.2 kW
    assert e.kwh == pytest.approx(19_272)
    assert e.peak_kw == pytest.approx(2.2)
    quarter = A100.model_copy(update={"energy": EnergySettings(idle_fraction=0.25)})
    e = _energy(quarter, FleetStrategy.RESERVED)
    # (3,000 + 650 × 0.25) × 12 × 0.44 = 3,162.5 × 5.28 = 16,698 kWh;
    # peak 3,162.5 / 730 × 0.44 = 1.906164 kW
    assert e.kwh == pytest.approx(16_698)
    assert e.peak_kw == pytest.approx(1.906164, rel=1e-6)


def test_spot_reruns_draw_power_and_the_plan_grid_sets_the_carbon() -> None:
    southwest = CarbonSettings(region=GridRegion.CN_SOUTHWEST_2023)
    e = _energy(A100, FleetStrategy.SPOT, southwest)
    # 3,000 × 1.2 (20 % lost to reclaims) × 12 × 0.44 = 19,008 kWh; × 0.2472 kg/kWh = 4.698778 t
    assert e.kwh == pytest.approx(19_008)
    assert e.tco2 == pytest.approx(4.6987776)


def test_self_built_uses_its_own_power_and_pays_the_electricity() -> None:
    owned = A100.model_copy(
        update={
            "self_built": FleetSelfBuilt(
                gpus=8, capex_per_gpu=100_000, lead_time_days=0, power_w_per_gpu=700, pue=1.4
            ),
        }
    )
    e = _energy(owned, FleetStrategy.SELF_BUILT)
    # 8 GPUs powered all 8 × 730 × 12 = 70,080 GPU-h at 700 W × PUE 1.4 = 0.98 kW:
    # 70,080 × 0.98 = 68,678.4 kWh (idle share 1), peak 8 × 0.98 = 7.84 kW
    assert e.kwh == pytest.approx(68_678.4)
    assert e.peak_kw == pytest.approx(7.84)
    assert e.tco2 == pytest.approx(68_678.4 * 0.5306 / 1000)  # 36.44076 t
    # Billed: the 36,000 GPU-h run × 0.98 kW × 0.8 per kWh = 28,224
    assert e.electricity_cost == pytest.approx(28_224)
    tenth = owned.model_copy(update={"energy": EnergySettings(idle_fraction=0.1)})
    # (36,000 run + 34,080 idle × 0.1) × 0.98 = 39,408 × 0.98 = 38,619.84 kWh
    assert _energy(tenth, FleetStrategy.SELF_BUILT).kwh == pytest.approx(38_619.84)


def test_report_json_energy_and_unknown_power() -> None:
    r = evaluate_fleet(A100)
    out = fleet_json(A100, "CNY", r)
    first = out["strategies"][0]
    assert first["strategy"] == "on_demand"
    assert first["energy"]["kwh"] == pytest.approx(15_840)
    assert first["energy"]["tco2"] == pytest.approx(8.404704)
    assert out["energy"]["gpu_power_w"] == 400 and out["energy"]["pue"] == 1.1
    assert out["energy"]["grid_kg_per_kwh"] == 0.5306
    # A typed GPU name (no catalog TDP) and no typed power: the rented kWh are unknown, null.
    unknown = A100.model_copy(update={"gpu_tdp_w": None})
    energy = fleet_json(unknown, "CNY", evaluate_fleet(unknown))["strategies"][0]["energy"]
    assert energy == {"kwh": None, "peak_kw": None, "tco2": None, "electricity_cost": None}
    # A typed power wins over the TDP: 300 W × 1.1 × 36,000 GPU-h = 11,880 kWh
    typed = A100.model_copy(update={"energy": EnergySettings(gpu_power_w=300)})
    assert evaluate_fleet(typed).energy[0].kwh == pytest.approx(11_880)


def test_cli_report_of_the_fleet_example(capsys) -> None:
    assert main(["report", str(examples_dir() / "fleet-3000h.gpuplan"), "--json"]) == 0
    fleet = json.loads(capsys.readouterr().out)["fleet"]
    on_demand = next(s for s in fleet["strategies"] if s["strategy"] == "on_demand")
    # 3,000 GPU-h × 24 months × 400 W (A100 SXM4 TDP) × PUE 1.1 = 31,680 kWh; 16.809408 t
    assert on_demand["energy"]["kwh"] == pytest.approx(31_680)
    assert on_demand["energy"]["tco2"] == pytest.approx(16.809408)


def test_fleet_csv_has_each_strategys_energy(tmp_path) -> None:
    plan = load_plan(examples_dir() / "fleet-3000h.gpuplan").model_copy(update={"fleet": A100})
    path, out = tmp_path / "a100.gpuplan", tmp_path / "fleet.csv"
    save_plan(plan, path)
    assert main(["report", str(path), "--fleet-csv", str(out)]) == 0
    rows = {r["strategy"]: r for r in csv.DictReader(out.read_text("utf-8-sig").splitlines())}
    od, reserved = rows["on_demand"], rows["reserved"]
    # 3,000 GPU-h × 12 × 400 W × 1.1 = 15,840 kWh; × 0.5306 = 8.404704 t; peak 3,000 / 730 × 0.44
    assert float(od["kwh"]) == pytest.approx(15_840)
    assert float(od["tco2"]) == pytest.approx(8.404704)
    assert float(od["peak_kw"]) == pytest.approx(1.808219, rel=1e-6)
    # 5 reserved GPUs × 730 h × 12 × 0.44 kW = 19,272 kWh, peak 5 × 0.44 = 2.2 kW
    assert float(reserved["kwh"]) == pytest.approx(19_272)
    assert float(reserved["peak_kw"]) == pytest.approx(2.2)
    # Unknown power (a typed GPU, no typed watts): the cells are empty, not 0.
    unknown = plan.model_copy(update={"fleet": A100.model_copy(update={"gpu_tdp_w": None})})
    save_plan(unknown, path)
    assert main(["report", str(path), "--fleet-csv", str(out)]) == 0
    row = next(csv.DictReader(out.read_text("utf-8-sig").splitlines()))
    assert (row["kwh"], row["peak_kw"], row["tco2"]) == ("", "", "")


def _example_without_tdp(tmp_path, gpu_id: str | None = None):
    """The fleet example as saved before fleet.gpu_tdp_w existed: no such key."""
    data = json.loads((examples_dir() / "fleet-3000h.gpuplan").read_text("utf-8"))
    del data["fleet"]["gpu_tdp_w"]
    if gpu_id is not None:
        data["fleet"]["gpu_id"] = gpu_id
    path = tmp_path / "old.gpuplan"
    path.write_text(json.dumps(data), "utf-8")
    return path


def test_an_older_fleet_plan_takes_its_catalog_gpus_tdp_at_load(tmp_path, capsys) -> None:
    path = _example_without_tdp(tmp_path)
    # The example's GPU, a100-sxm4-80gb (an alias of A100 80GB SXM): catalog TDP 400 W.
    assert load_plan(path).fleet.gpu_tdp_w == 400
    assert main(["report", str(path), "--json"]) == 0
    fleet = json.loads(capsys.readouterr().out)["fleet"]
    on_demand = next(s for s in fleet["strategies"] if s["strategy"] == "on_demand")
    # 3,000 GPU-h × 24 months × 400 W × PUE 1.1 = 31,680 kWh (null without the fill)
    assert on_demand["energy"]["kwh"] == pytest.approx(31_680)
    # A GPU id the catalog does not know: the power stays unknown.
    assert load_plan(_example_without_tdp(tmp_path, "no-such-gpu")).fleet.gpu_tdp_w is None


def test_a_saved_null_tdp_is_not_filled(tmp_path) -> None:
    # A GPU typed by name saves "gpu_tdp_w": null; a file that says so keeps it unknown.
    data = json.loads((examples_dir() / "fleet-3000h.gpuplan").read_text("utf-8"))
    data["fleet"]["gpu_tdp_w"] = None
    path = tmp_path / "typed.gpuplan"
    path.write_text(json.dumps(data), "utf-8")
    assert load_plan(path).fleet.gpu_tdp_w is None
