"""The text report's "× the baseline" when the ratio is no number: a 1e-300 price beside a
1e15 one (2 GPUs, 93.5 GPU-hours each way) gives 9.35e16 ÷ 9.35e-299 = 1e314, past float64's
1.797e308 (IEEE 754), which the report printed as "inf× the baseline". It now states the gap
alone; ``report --json`` already gave ``multiple: null``."""

from __future__ import annotations

import pytest
from plans import make_plan, platform, workload

from gpuplanner.core import analyze
from gpuplanner.core.platform import HourlyPricing
from gpuplanner.io.report.headless import report_json, report_text


def _plan():
    return make_plan(
        workload=workload(zero_stage=3),
        platforms=[
            platform(name="tiny", pricing=HourlyPricing(price_per_gpu_hour=1e-300)),
            platform(name="huge", pricing=HourlyPricing(price_per_gpu_hour=1e15)),
        ],
    )


@pytest.mark.parametrize(
    ("lang", "line"),
    [("en", "- huge: {gap} against the baseline"), ("zh_CN", "- huge：与基准差额 {gap}")],
)
def test_an_overflowing_multiple_is_left_out_and_the_gap_stated(lang: str, line: str) -> None:
    analysis = analyze(_plan())
    huge = analysis.result.platforms[1].chosen_point
    assert huge is not None and huge.total_cost == pytest.approx(93.5e15)
    text = report_text(analysis, lang=lang)
    assert "inf×" not in text and "nan×" not in text and "inf 倍" not in text
    gap = report_json(analysis)["platforms"][1]["vs_baseline"]["gap"]
    assert report_json(analysis)["platforms"][1]["vs_baseline"]["multiple"] is None
    finance = [s for s in text.splitlines() if s.startswith(("- huge: ", "- huge："))]
    assert finance and finance[0].startswith(line.format(gap=f"{gap:+,.2f}"))
