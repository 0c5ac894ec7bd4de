"""Computed dates past the calendar's end (issue 26): a queue, a lead time, a slow job or an
upload can put the delivery past 9999-12-31; every output says "beyond 9999" instead of failing.

Hand count: 2026-12-01 → 9999-12-31 is 30 days of 2026 + 7,973 years × 365 + 1,933 leap days
(2027–9999: 1,993 multiples of 4 − 79 of 100 + 19 of 400) = 2,912,108 days.
"""

from __future__ import annotations

import datetime as dt
import math
import os
import subprocess
import sys

import pytest
from plans import make_plan, platform

from gpuplanner.core import analyze
from gpuplanner.core.dates import days_later
from gpuplanner.core.platform import SelfBuiltPricing
from gpuplanner.io.memo import build_memo
from gpuplanner.io.plan_file import save_plan

TODAY = dt.date(2026, 12, 1)
LAST = 2_912_108  # days from TODAY to 9999-12-31 (counted by hand above)


def test_days_later_stops_at_the_last_day_of_the_calendar():
    assert days_later(TODAY, LAST) == dt.date(9999, 12, 31)
    assert days_later(TODAY, LAST - 0.5) == dt.date(9999, 12, 31)  # whole days, rounded up
    assert days_later(TODAY, LAST + 0.01) is None
    assert days_later(TODAY, 1e300) is None  # past timedelta's 999,999,999 days too
    assert days_later(TODAY, math.inf) is None and days_later(TODAY, math.nan) is None
    assert days_later(TODAY, 0.2) == dt.date(2026, 12, 2)


def _far_plan(dataset_gb: float = 0.0, **slow):
    """One platform on 8 GPUs whose delivery lies past 9999 from a queue or a (purchase) lead
    time of 9,000 years (78,840,000 h = 3,285,000 days), a slow job (MFU 1e-9: the ≈12 h job × 4e8),
    or an upload (1 TB at 1 bit/s: 8e12 s ≈ 92.6 million days)."""
    return make_plan(
        title="far",
        workload={"zero_stage": 3, "dataset_gb": dataset_gb},
        platforms=[platform(name="Far", fixed_gpus=8, **slow)],
    )


SLOW = {
    "queue": {"queue_hours": 78_840_000.0},
    "lead time": {"pricing": SelfBuiltPricing(capex_per_gpu=100_000.0, lead_time_days=3_285_000)},
    "slow job": {"mfu": 1e-9},
    "upload": {"upload_mbps": 1e-6, "dataset_gb": 1000.0},
}


@pytest.mark.parametrize("slow", SLOW.values(), ids=SLOW.keys())
@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", " days: beyond the year 9999 if started today"),
        ("zh_CN", " 天：今天开工则在 9999 年以后交付"),
    ],
)
def test_the_memo_says_beyond_9999(slow, lang, words):
    memo = build_memo(analyze(_far_plan(**slow), today=TODAY), lang=lang, version="9.9")
    # Found by its label: a self-built platform adds a "Share / cash" row after it.
    rows = dict(memo.recommendation)
    delivery = rows["Delivery" if lang == "en" else "交付时间"]
    assert delivery.endswith(words), delivery
    if "queue_hours" in slow or "pricing" in slow:
        assert delivery.startswith("3,285,00"), delivery  # + the job's hours


@pytest.mark.timeout(180)
def test_report_writes_every_output_for_a_delivery_past_9999(tmp_path):
    """report --pdf --xlsx --csv --json of the queued plan: exit 0, each file written, the
    memo's delivery row beyond 9999 (before: OverflowError, exit 1)."""
    path = tmp_path / "far.gpuplan"
    save_plan(_far_plan(**SLOW["queue"]), path)
    out = {k: tmp_path / f"far.{k}" for k in ("pdf", "xlsx", "csv")}
    command = [sys.executable, "-m", "gpuplanner", "report", str(path), "--json"]
    for kind, file in out.items():
        command += [f"--{kind}", str(file)]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=150)
    assert done.returncode == 0, done.stderr
    assert all(f.stat().st_size > 0 for f in out.values())
    pdf = subprocess.run(
        ["pdftotext", str(out["pdf"]), "-"], capture_output=True, text=True, timeout=30
    )
    assert "days: beyond the year 9999 if started today" in " ".join(pdf.stdout.split())
