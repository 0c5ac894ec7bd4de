"""Float precision of gaps (issue 26): with a 1e39 trial on every bill, the totals are all
1e39 (1e39 + 3,751.6 rounds to 1e39), and the gap taken as a difference of totals was 0 while
its categories summed to 3,751.60. The gap now comes from the same parts.

Hand figures (the 7B example, V100 spot against the H100 baseline): GPU time 5,760 − 2,880 =
2,880; expected interruptions 121.60; fees (egress) 750; total 3,751.60. The trial is
1e15 h × 1e9 GPUs × 1e15 per GPU-hour = 1e39 on both, so its category gap is 0.
"""

from __future__ import annotations

import json
import math

import pytest

from gpuplanner.core import analyze
from gpuplanner.io.memo import build_memo
from gpuplanner.io.plan_file import loads_plan
from gpuplanner.io.report.headless import report_json
from gpuplanner.paths import example_plan

pytestmark = pytest.mark.timeout(120)


@pytest.fixture
def huge_trial():
    data = json.loads(example_plan().read_text(encoding="utf-8"))
    data["trial"] = {"hours": 1e15, "gpus": 1_000_000_000, "price_per_gpu_hour": 1e15}
    data["platforms"] = [p for p in data["platforms"] if not p["name"].startswith("A ")]
    return analyze(loads_plan(json.dumps(data)))


def test_the_gap_is_the_sum_of_its_categories(huge_trial):
    report = report_json(huge_trial)
    spot = next(p for p in report["platforms"] if p["name"].startswith("B "))
    assert spot["total_cost"] == 1e39
    vs = spot["vs_baseline"]
    assert vs["gap"] == pytest.approx(3_751.60, abs=1e-9)
    assert math.fsum(vs["categories"].values()) == vs["gap"]
    assert vs["categories"]["gpu"] == 2_880.0 and vs["categories"]["network"] == 750.0
    assert vs["categories"]["goodput"] == pytest.approx(121.60, abs=1e-9)
    assert vs["categories"]["trial"] == 0.0
    assert math.fsum(vs["shares"].values()) == pytest.approx(1.0)


def test_the_memo_says_the_same_gap(huge_trial):
    memo = build_memo(huge_trial, lang="en", version="9.9")
    assert memo.gap == "¥3,751.60"
    assert "¥3,751.60 more than the recommendation" in memo.runner_up[0]
