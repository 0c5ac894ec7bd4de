"""Opening a plan that another gpuplanner window has open warns (issue #17)."""

from __future__ import annotations

import app_helpers

from gpuplanner.io.plan_file import load_plan, save_plan
from gpuplanner.paths import example_plan

answers = app_helpers.answers
make_window = app_helpers.make_window


def test_a_second_window_on_the_same_plan_is_warned(make_window, answers, tmp_path) -> None:
    plan = tmp_path / "shared.gpuplan"
    other = tmp_path / "other.gpuplan"
    for path in (plan, other):
        save_plan(load_plan(example_plan()), path)
    first = make_window(plan)
    assert answers.warnings == []
    second = make_window()
    assert second.lifecycle.open(plan)
    assert len(answers.warnings) == 1
    title, message = answers.warnings[0]
    assert title == "Plan already open"
    assert message.startswith("“shared.gpuplan” is already open in another gpuplanner window.")
    assert second.lifecycle.open(other)  # a plan nobody else has: no warning
    assert len(answers.warnings) == 1
    first.close()  # its lock goes with it
    assert second.lifecycle.open(plan)
    assert len(answers.warnings) == 1
