"""Fuzzing the plan loader and the calculator (hardening item 2, hypothesis).

- Any JSON value, and any damage to a valid plan (a dropped key, a changed type, NaN,
  huge, tiny or negative numbers, an unknown key), either loads or raises the one plan
  error type, ``PlanError``, whose field is the damaged path or one above it ("" only for
  problems of the whole file). Nothing else escapes.
- A plan that loads evaluates, simulates and reports without raising and without a numpy
  warning (it would print on stderr); feasible costs are finite and ≥ 0; the JSON report
  is strict JSON.

Examples are kept modest so the file runs in seconds; GPUPLANNER_EXAMPLES raises them.
"""

from __future__ import annotations

import copy
import json
import math
import os
import warnings
from pathlib import Path
from typing import Any

import numpy as np
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st
from test_properties import plans

from gpuplanner.core import analyze
from gpuplanner.core.plan import Plan
from gpuplanner.io.plan_file import PlanError, dumps_plan, field_path, loads_plan
from gpuplanner.io.report.headless import report_json, report_text
from gpuplanner.paths import examples_dir

EXAMPLES = int(os.environ.get("GPUPLANNER_EXAMPLES", "60"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
MONEY = ("compute_cost", "interruption_cost", "fees_cost", "total_cost", "hours", "gpu_hours")

GOLDEN = Path(__file__).parents[1] / "fixtures" / "plan-v1.gpuplan"
SOURCES = [GOLDEN, *sorted(examples_dir().glob("*.gpuplan"))]
VALID = [json.loads(p.read_text(encoding="utf-8")) for p in SOURCES]

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats()  # NaN and ±inf included: json.dumps writes them as NaN / Infinity
    | st.text(max_size=12)
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)
# Numbers a typo, a script or a hostile file may put where a plan expects a number.
NASTY_NUMBERS = [
    math.nan,
    math.inf,
    -math.inf,
    1e308,
    1e16,
    10**30,
    2**63,
    10**400,
    -1,
    -1e-9,
    0,
    0.0,
    1e-300,
    5e-324,
    1e-9,
    1,
    131_073,
    10**9,
    "1e3",
    True,
    [],
    {},
]


def _check_error(err: PlanError) -> None:
    assert isinstance(err.field, str) and isinstance(err.problem, str)
    assert err.problem.strip(), "a refusal must say what is wrong"
    assert "\n" not in str(err)


def _load(text: str) -> Plan | PlanError:
    """The plan, or the PlanError; any other exception fails the test."""
    try:
        plan = loads_plan(text)
    except PlanError as err:
        _check_error(err)
        event("refused")  # --hypothesis-show-statistics: how many loaded and evaluated
        return err
    event("loaded")
    return plan


def _check_evaluates(plan: Plan) -> None:
    """Evaluate, simulate and report a plan that loaded: no exception, no numpy warning."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)  # inf/NaN arithmetic would warn
        analysis = analyze(plan)
        result = analysis.result
        report = report_json(analysis)  # runs the Monte Carlo
        report_text(analysis)
    json.dumps(report, allow_nan=False)  # strict JSON: no NaN or Infinity in the report
    for r in result.platforms:
        ok = r.feasible
        for name in MONEY:
            values = getattr(r, name)[ok]
            assert np.isfinite(values).all(), (r.name, name)
            assert (values >= 0).all(), (r.name, name)
        if r.chosen is not None:
            assert r.feasible[r.chosen - 1]
        else:
            assert r.reason is not None  # infeasible always says why


@FUZZ
@given(json_values)
def test_any_json_value_loads_or_is_a_plan_error(value: Any) -> None:
    outcome = _load(json.dumps(value))
    assert isinstance(outcome, PlanError)  # random JSON is never a whole valid plan
    if isinstance(value, dict):
        assert outcome.field != ""  # the format key at least is named
    else:
        assert outcome.field == ""
        assert "expected a JSON object" in outcome.problem


@FUZZ
@given(
    workload=json_values,
    platforms=json_values,
    extra=st.dictionaries(st.sampled_from(["settings", "trial", "fleet", "x"]), json_values),
)
def test_a_plan_shaped_value_names_a_field(workload: Any, platforms: Any, extra: dict) -> None:
    data = {"format": "gpuplanner-plan", "format_version": 1, "workload": workload}
    data |= {"platforms": platforms, **extra}
    outcome = _load(json.dumps(data))
    assert isinstance(outcome, PlanError)
    top = outcome.field.split(".")[0].split("[")[0]
    assert top in data or top in ("workload", "platforms")


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path in a JSON value (containers and scalars alike), root excluded."""
    found: list[tuple[Any, ...]] = [path] if path else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += _leaves(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _leaves(item, (*path, i))
    return found


def _parent(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path[:-1]:
        data = data[key]
    return data


@st.composite
def damaged_plans(draw: st.DrawFn, most: int = 3) -> tuple[str, tuple[Any, ...]]:
    """A valid plan's JSON with one to ``most`` places damaged; returns the text and the
    last damaged path."""
    data = copy.deepcopy(VALID[draw(st.integers(0, len(VALID) - 1))])
    damaged: tuple[Any, ...] = ()
    for _ in range(draw(st.integers(1, most))):
        path = draw(st.sampled_from(_leaves(data)))
        parent = _parent(data, path)
        kind = draw(st.sampled_from(["drop", "retype", "nasty", "unknown"]))
        if kind == "drop" and isinstance(parent, dict):
            del parent[path[-1]]
        elif kind == "drop":
            parent.pop(path[-1])
        elif kind == "unknown" and isinstance(parent[path[-1]], dict):
            key = draw(st.sampled_from(["zz_unknown", "pirce", "warmup_steps"]))
            parent[path[-1]][key] = draw(scalars)
            path = (*path, key)
        elif kind in ("nasty", "unknown"):
            # A copy: NASTY_NUMBERS holds a [] and a {} that a later damage may fill, which
            # would change every later example (hypothesis: "inconsistent data generation").
            parent[path[-1]] = copy.deepcopy(draw(st.sampled_from(NASTY_NUMBERS)))
        else:
            parent[path[-1]] = draw(json_values)
        damaged = path
    return json.dumps(data, ensure_ascii=False), damaged


# Checks between two fields of one record name the field that must give way
# (core/workload.py ModelArch._active_not_above_total): damage to the other one is reported there.
# Hypothesis found heads=1 reported at kv_heads ("KV heads cannot exceed attention heads").
DEPENDENT = {
    "workload.model.heads": "workload.model.kv_heads",
    "workload.model.params_b": "workload.model.active_params_b",
    "workload.model.experts": "workload.model.experts_per_token",
}


def _related(field: str, path: tuple[Any, ...]) -> bool:
    """``field`` is the damaged path, a field above it (a check across fields) or below it
    (a replaced object misses its keys), or the field a two-field check names."""
    where = field_path(path)
    return (
        where == field
        or DEPENDENT.get(where) == field
        or any(a.startswith((b + ".", b + "[")) for a, b in ((where, field), (field, where)))
    )


# Checks across fields: damage elsewhere (a renamed platform, another currency, one more
# platform) is reported on the field the check is about.
# Checks across fields name the field that depends on the damaged one: a fleet whose reserved
# strategy was removed is refused at fleet.hybrid ("the hybrid needs a reserved strategy").
CROSS_FIELD = (
    "trial.platform",
    "exchange_rates",
    "settings.max_gpus",
    "platforms",
    "fleet.hybrid",
    "fleet.self_built.fallback",
)


@FUZZ
@given(damaged_plans())
def test_a_damaged_plan_loads_or_is_a_plan_error(case: tuple[str, tuple[Any, ...]]) -> None:
    text, _ = case
    outcome = _load(text)
    if isinstance(outcome, Plan):
        _check_evaluates(outcome)
        assert loads_plan(dumps_plan(outcome)) == outcome  # what loaded saves and reloads


def _with(source: dict[str, Any], path: tuple[Any, ...], value: Any) -> tuple[str, tuple[Any, ...]]:
    data = copy.deepcopy(source)
    where = data
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = value
    return json.dumps(data), path


@FUZZ
@given(damaged_plans(most=1))
# Found by hypothesis: one attention head under 40 KV heads is refused at kv_heads.
@example(case=_with(VALID[1], ("workload", "model", "heads"), 1))
def test_one_damage_is_named_where_it_is(case: tuple[str, tuple[Any, ...]]) -> None:
    text, damaged = case
    outcome = _load(text)
    if isinstance(outcome, PlanError):
        assert outcome.field != "", outcome  # the file parses: some field is at fault
        assert _related(outcome.field, damaged) or outcome.field.startswith(CROSS_FIELD), (
            outcome,
            damaged,
        )
    else:
        _check_evaluates(outcome)


@FUZZ
@given(plans())
def test_valid_random_plans_evaluate_cleanly(plan: Plan) -> None:
    _check_evaluates(plan)
