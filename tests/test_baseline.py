"""Each platform against a baseline (core/baseline.py): the issue's case, three platforms at
5,426,381 / 6,423,183 / 5,898,240 a month → 1.00× / 1.18× / 1.09× against the first, with a
category split that sums to the gap.

The plan is ``excel_plans.three_platforms``.
"""

from __future__ import annotations

import math

import pytest
from excel_plans import three_platforms

from gpuplanner.core import analyze, evaluate
from gpuplanner.core.baseline import Category, compare
from gpuplanner.io.report import report_json


def test_multiples_and_gap_split_against_the_cheapest() -> None:
    plan = three_platforms()
    c = compare(plan, evaluate(plan))
    assert c.name == "P1" and c.chosen == "cheapest" and c.missing is None
    rows = {r.name: r for r in c.rows}
    assert [rows[n].total for n in ("P1", "P2", "P3")] == [5_426_381, 6_423_183, 5_898_240]
    assert [round(rows[n].multiple, 2) for n in ("P1", "P2", "P3")] == [1.00, 1.18, 1.09]
    p2 = rows["P2"]
    assert p2.gap == 996_802
    assert p2.categories[Category.GPU] == 1_000_000
    assert p2.categories[Category.STORAGE] == -126_381  # 300,000 file − 426,381 object
    assert p2.categories[Category.NETWORK] == 123_183
    assert math.fsum(p2.categories.values()) == p2.gap
    assert math.fsum(p2.shares().values()) == pytest.approx(1.0)
    p3 = rows["P3"].categories
    assert (p3[Category.GPU], p3[Category.STORAGE], p3[Category.SUPPORT]) == (
        500_000,
        -426_381,
        398_240,
    )
    assert rows["P1"].shares() == {}  # no gap to split


def test_a_named_baseline_and_a_stale_one() -> None:
    plan = three_platforms(baseline="P3")
    c = compare(plan, evaluate(plan))
    assert c.name == "P3" and c.chosen == "plan"
    assert round(c.of(0).multiple, 4) == round(5_426_381 / 5_898_240, 4)  # 0.92×
    stale = three_platforms(baseline="P9")
    c = compare(stale, evaluate(stale))
    assert c.name == "P1" and c.chosen == "cheapest" and c.missing == "P9"


def test_report_json_baseline() -> None:
    plan = three_platforms()
    out = report_json(analyze(plan))
    assert out["baseline"] == {"name": "P1", "chosen": "cheapest", "missing": None}
    p2 = next(p for p in out["platforms"] if p["name"] == "P2")["vs_baseline"]
    assert round(p2["multiple"], 2) == 1.18 and p2["gap"] == 996_802
    assert p2["categories"]["gpu"] == 1_000_000
    assert math.fsum(p2["categories"].values()) == p2["gap"]
    assert math.fsum(p2["shares"].values()) == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "- P2: 1.18× the baseline (+996,802.00); 63 kWh, 0.03 t CO₂"),
        ("zh_CN", "- P2: 为基准的 1.18 倍（差额 +996,802.00）；耗电 63 kWh，碳排放 0.03 t CO₂"),
    ],
)
def test_the_terminal_report_says_it_too(lang: str, line: str) -> None:
    """Seed A's 8 A100s × 18 h × 400 W × 1.1 = 63.36 kWh on every platform."""
    from gpuplanner.io.report import report_text

    text = report_text(analyze(three_platforms()), lang=lang)
    assert line in text.splitlines()
