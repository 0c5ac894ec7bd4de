"""The benchmark's plan stays valid and the script still runs (so neither can rot)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

from gpuplanner.core import evaluate
from gpuplanner.core.platform import PricingMode
from gpuplanner.io.plan_file import dumps_plan, loads_plan

BENCH = Path(__file__).parents[1] / "benchmarks"


def _ten_platforms():
    spec = importlib.util.spec_from_file_location("ten_platforms", BENCH / "ten_platforms.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_ten_platform_plan_is_valid_and_evaluates() -> None:
    plan = _ten_platforms().ten_platform_plan()
    assert len(plan.platforms) == 10
    assert plan.sweep_max == 1024
    assert {p.mode for p in plan.platforms} == set(PricingMode)
    assert any(p.scaling_points for p in plan.platforms)
    assert any(p.interruption_rate > 0 for p in plan.platforms)
    assert loads_plan(dumps_plan(plan)) == plan  # a valid plan file too
    result = evaluate(plan)
    assert len(result.n) == 1024
    feasible = [r for r in result.platforms if r.is_feasible]
    assert len(feasible) == 10
    assert result.best is not None


def test_bench_script_prints_one_json_object_last() -> None:
    proc = subprocess.run(
        [sys.executable, str(BENCH / "bench.py"), "evaluate_ms", "--repeat", "2"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    assert figures["evaluate_ms"] > 0
