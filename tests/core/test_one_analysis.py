"""One analysis entry point: ``core.analyze`` is the package's only caller of ``evaluate``,
``simulate`` and ``evaluate_fleet``; views and writers read an ``Analysis``.

The package is read as Python syntax (``ast``), so a docstring that names ``simulate(plan,
result)`` is no call, and an aliased import (``from … import simulate as run``) is still caught.
"""

from __future__ import annotations

import ast
import datetime as dt
from pathlib import Path

import pytest
from excel_plans import seed_plan

from gpuplanner.core import analyze, evaluate
from gpuplanner.core.fleet.evaluate import evaluate_fleet
from gpuplanner.core.uncertainty import simulate
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

PACKAGE = Path(__file__).resolve().parents[2] / "gpuplanner"
COMPUTE = {"evaluate", "simulate", "evaluate_fleet"}
ALLOWED = {
    "core/analysis.py",  # the entry point
    "core/__init__.py",  # re-exports core.evaluate for tests and notebooks (no call)
}  # core/evaluate.py, uncertainty.py and fleet.py define the three and call none of them


def compute_uses(source: str) -> list[tuple[int, str]]:
    """(line, name) of every call to, or import of, one of ``COMPUTE`` in ``source``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name in COMPUTE:
                found.append((node.lineno, name))
        elif isinstance(node, ast.ImportFrom):
            found += [(node.lineno, a.name) for a in node.names if a.name in COMPUTE]
    return found


def test_the_checker_finds_calls_and_imports_but_not_words() -> None:
    source = (
        '"""Runs simulate(plan, result)."""\n'
        "from gpuplanner.core.uncertainty import simulate as run\n"
        "import gpuplanner.core as core\n"
        "r = core.evaluate(plan)\n"
        "f = evaluate_fleet(fleet)\n"
        "document.evaluate_now()\n"
    )
    assert compute_uses(source) == [(2, "simulate"), (4, "evaluate"), (5, "evaluate_fleet")]


def test_nothing_outside_core_analysis_evaluates_simulates_or_compares_fleets() -> None:
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE).as_posix()
        if where not in ALLOWED:
            uses = compute_uses(path.read_text(encoding="utf-8"))
            offenders += [f"{where}:{line} {name}" for line, name in uses]
    assert offenders == []


def test_the_analysis_holds_what_the_three_functions_give() -> None:
    plan = load_plan(examples_dir() / "fleet-3000h.gpuplan")
    today = dt.date(2026, 12, 1)
    a = analyze(plan, today=today)
    assert a.plan is plan and a.today == today
    assert not a.simulated  # the edit path pays for the evaluation only
    first = a.uncertainty
    assert a.simulated and a.uncertainty is first  # computed once, then kept
    assert first.platforms == simulate(plan, a.result).platforms  # same seed, same draws
    fleet = a.fleet
    assert fleet is not None and a.fleet is fleet
    assert fleet.cheapest is evaluate_fleet(plan.fleet).cheapest
    # The example's on-demand strategy: 3,000 GPU-hours a month at 10 CNY for 24 months.
    on_demand = [s.value for s in fleet.strategies].index("on_demand")
    assert fleet.total[on_demand] == pytest.approx(3000 * 10 * 24)
    again = evaluate(plan, today)
    assert [r.chosen for r in a.result.platforms] == [r.chosen for r in again.platforms]


def test_a_plan_without_a_fleet_has_no_fleet_result() -> None:
    assert analyze(seed_plan()).fleet is None
