"""Fuzzing the app's open path (issue 18): File → Open on damaged and hostile plans.

Each example damages a valid plan as tests/io/test_fuzz_plans.py does (a dropped key, a changed
type, NaN, huge or negative numbers, an unknown key) and may put hostile text in a string
(markup, terminal escapes, invisible characters, a megabyte) or a hostile literal in the
JSON (5,000 digits, a repeated key, a lone surrogate). The window either opens the plan,
evaluates and paints it, or shows exactly one error dialog and keeps its plan; nothing
raises, nothing hangs (the test has a timeout), and the file is never changed.

Examples are kept modest (the app paints each one); GPUPLANNER_EXAMPLES raises them.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import app_helpers
import pytest
from hardening_cases import MARKUP, snapshot
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from test_fuzz_plans import damaged_plans

answers = app_helpers.answers
make_window = app_helpers.make_window
pytestmark = pytest.mark.timeout(600)

EXAMPLES = int(os.environ.get("GPUPLANNER_EXAMPLES", "60")) // 2 or 1
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,  # one window for all examples, on purpose
    ],
)
HOSTILE_TEXT = [
    MARKUP,
    "\x1b[2J\x1b]0;owned\x07\r",
    "A\u200b\u202eB\x00",
    "Cafe\u0301",
    "x" * 1_000_000,
]
# Replacements applied to the JSON text itself: what json.dumps would never write.
HOSTILE_LITERALS = [
    (r'("global_batch": )\d+', r"\g<1>" + "9" * 5000),
    (r'("format_version": )1', r"\g<1>" + "1" * 5000),
    (r'("title": ")', r"\g<1>\\ud800"),
    (r'("mfu": )([0-9.]+)', r"\g<1>\g<2>, \g<1>99"),  # a repeated key
    (r'("tokens": )[0-9.e+]+', r"\g<1>true"),
]


def _strings(value: Any, loc: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(value, str):
        return [loc]
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in _strings(v, (*loc, k))]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in _strings(v, (*loc, i))]
    return []


@st.composite
def hostile_plans(draw: st.DrawFn) -> str:
    text, _ = draw(damaged_plans())
    data = json.loads(text)
    places = _strings(data)
    if places and draw(st.booleans()):
        place = draw(st.sampled_from(places))
        target = data
        for key in place[:-1]:
            target = target[key]
        target[place[-1]] = draw(st.sampled_from(HOSTILE_TEXT))
    text = json.dumps(data, ensure_ascii=False)
    if draw(st.booleans()):
        pattern, replacement = draw(st.sampled_from(HOSTILE_LITERALS))
        text = re.sub(pattern, replacement, text, count=1)
    return text


@FUZZ
@given(text=hostile_plans())
def test_opening_any_damaged_or_hostile_plan_in_the_app(make_window, answers, tmp_path, text):
    window = _window(make_window)
    path = tmp_path / "fuzzed.gpuplan"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    before, plan, errors = snapshot(path), window.document.plan, len(answers.errors)
    opened = window.lifecycle.open(path)
    if opened:
        event("opened")
        assert window.document.path == path and len(answers.errors) == errors
        window.document.evaluate_now()
        assert not window.grab().isNull()  # painted: labels, tables and charts in view
    else:
        event("refused")
        assert len(answers.errors) == errors + 1
        title, message = answers.errors[-1]
        assert title == "Cannot open plan" and str(path) in message
        assert len(message) < 2000
        assert window.document.plan == plan
    assert snapshot(path) == before


_WINDOWS: dict[int, Any] = {}


def _window(make_window) -> Any:
    """One window for every example of a run (made on the first; a window per example would
    spend the run building windows)."""
    key = id(make_window)
    if key not in _WINDOWS:
        _WINDOWS.clear()
        window = make_window()
        window.resize(1100, 700)
        window.show()
        _WINDOWS[key] = window
    return _WINDOWS[key]


def test_the_hostile_literals_still_match_the_plans() -> None:
    """Each replacement above finds its place in the golden plan (else it fuzzes nothing)."""
    text = (Path(__file__).parents[1] / "fixtures" / "plan-v1.gpuplan").read_text("utf-8")
    compact = json.dumps(json.loads(text), ensure_ascii=False)
    for pattern, _ in HOSTILE_LITERALS:
        assert re.search(pattern, compact), pattern
