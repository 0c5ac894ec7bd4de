"""Calendar dates computed from durations, bounded by the calendar's end.

A queue, a lead time, a slow job or a long upload can put a delivery past 9999-12-31, the last
day ``datetime.date`` holds (``date + timedelta`` raises OverflowError there). Every computed
date goes through ``days_later``, which says "beyond the calendar" as ``None`` instead of
failing, so each output can word it ("beyond 9999").
"""

from __future__ import annotations

import datetime as dt
import math


def days_later(start: dt.date, days: float) -> dt.date | None:
    """The day ``days`` (rounded up to whole days) after ``start``; ``None`` past 9999-12-31
    or when ``days`` is not a finite number (an infinite delivery has no date)."""
    if not math.isfinite(days):
        return None
    whole = math.ceil(days)
    if whole > (dt.date.max - start).days:
        return None
    return start + dt.timedelta(days=whole)
