"""Plan files refuse text where numbers and yes/no belong (issue 26), as docs/usage.md says;
the refusal cases are in tests/hardening_cases.py (CLI exit 2, GUI dialog, both languages).
Here: every file gpuplanner saved still opens, and the Chinese wording."""

from __future__ import annotations

import json

import pytest
from hardening_cases import GOLDEN

from gpuplanner.io.plan_file import PlanError, dumps_plan, load_plan, loads_plan
from gpuplanner.paths import examples_dir

pytestmark = pytest.mark.timeout(120)


def test_every_shipped_plan_and_the_format_1_file_still_open():
    """The examples and the format-1 fixture (saved by gpuplanner 1.x), and each of them saved
    again: only JSON numbers and true/false, so none is refused by the type check."""
    files = [GOLDEN, *sorted(examples_dir().glob("*.gpuplan"))]
    assert len(files) >= 5
    for path in files:
        plan = load_plan(path)
        assert loads_plan(dumps_plan(plan), str(path)) == plan


@pytest.mark.parametrize(
    ("where", "value", "lang", "text"),
    [
        (("workload", "global_batch"), "20", "zh_CN", '必须是数字，不能是 "20"'),
        (("workload", "flash_attention"), "off", "zh_CN", '必须是 true 或 false，不能是 "off"'),
        (("workload", "flash_attention"), 1, "en", "must be true or false, not 1"),
    ],
)
def test_the_refusal_names_the_field_in_both_languages(where, value, lang, text):
    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    data[where[0]][where[1]] = value
    with pytest.raises(PlanError) as info:
        loads_plan(json.dumps(data), "p.gpuplan")
    assert info.value.field == ".".join(where)
    assert info.value.text(lang) == text
