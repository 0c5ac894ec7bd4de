"""Decision support in the headless report: ``--json`` keys, CSV columns, the text section."""

from __future__ import annotations

import csv
import json

import pytest
from round_plans import round_plan, round_platform

from gpuplanner.cli import main
from gpuplanner.core.uncertainty_models import TrialPhase
from gpuplanner.io.plan_file import save_plan


@pytest.fixture
def plan_path(tmp_path):
    # R: 4 GPUs fixed, 35 + 1 h at 10 → 1,440, + a 56 trial = 1,496. "Tiny": never fits.
    plan = round_plan(
        round_platform(fixed_gpus=4, checkpoint_interval_hours=3.0, checkpoint_write_hours=0.0),
        round_platform(name="Tiny", gpu={"memory_gb": 10.0}, max_gpus=1),
        trial=TrialPhase(hours=8.0, gpus=2, price_per_gpu_hour=3.5),
        workload={"deadline_hours": 24.0},
    )
    path = tmp_path / "p.gpuplan"
    save_plan(plan, path)
    return path


def _json(capsys, path) -> dict:
    assert main(["report", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_has_percentiles_stress_trial_and_targets(capsys, plan_path) -> None:
    out = _json(capsys, plan_path)
    r, tiny = out["platforms"]
    assert r["name"] == "R"
    assert r["trial_cost"] == pytest.approx(56.0)
    assert r["total_cost"] == pytest.approx(1496.0)
    assert r["p10_cost"] <= r["p50_cost"] <= r["p90_cost"]
    assert r["p10_days"] <= r["p50_days"] <= r["p90_days"]
    assert r["p50_cost"] == pytest.approx(1496.0, rel=0.1)
    assert r["tornado"][0]["input"] == "mfu"
    # Stress: (3 + 0.1 restart) h × 40 per hour = 124 for the rerun.
    assert r["stress"]["rerun_from_checkpoint"]["extra_cost"] == pytest.approx(124.0)
    assert r["stress"]["longer_30"]["total_cost"] == pytest.approx(4 * (35 * 1.3 + 1) * 10 + 56)
    # Deadline 24 h (1 day): 140/N + 1 + 8 trial ≤ 24 → N ≥ 9.33 → N = 10: 14 + 1 = 15 h
    # on 10 GPUs = 1,500 + 56.
    best = r["targets"]["cheapest_meeting_deadline"]
    assert best["gpus"] == 10
    assert best["total_cost"] == pytest.approx(1556.0)
    assert r["calibration"] is None
    for key in ("p10_cost", "p50_cost", "p90_cost", "p90_days", "trial_cost", "stress"):
        assert tiny[key] is None
    assert out["monte_carlo"] == {"samples": 2000, "seed": 2024}
    assert out["trial"]["hours"] == 8.0


def test_json_is_reproducible(capsys, plan_path) -> None:
    assert _json(capsys, plan_path) == _json(capsys, plan_path)


def test_csv_flattens_stress_and_keeps_one_column_set(capsys, tmp_path, plan_path) -> None:
    out = tmp_path / "r.csv"
    assert main(["report", str(plan_path), "--csv", str(out)]) == 0
    rows = list(csv.DictReader(out.read_text(encoding="utf-8-sig").splitlines()))
    assert rows[0]["name"] == "R"
    assert float(rows[0]["stress.rerun_from_checkpoint.extra_cost"]) == pytest.approx(124.0)
    assert float(rows[0]["p90_cost"]) >= float(rows[0]["p10_cost"])
    assert rows[1]["stress.rerun_from_checkpoint.extra_cost"] == ""
    assert "stress" not in rows[0]  # the object yields to its dotted columns


def test_text_report_shows_the_spread_and_the_stress_cases(capsys, plan_path) -> None:
    assert main(["report", str(plan_path)]) == 0
    text = capsys.readouterr().out
    assert "Uncertainty (2,000 samples) and stress cases" in text
    assert "+30 % time" in text
    assert "trial phase of 8 h on 2 GPU(s): 56 CNY" in text
