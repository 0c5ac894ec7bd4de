"""The report's ``baseline`` and ``platforms[].vs_baseline`` (core/baseline.py)."""

from __future__ import annotations

import math
from typing import Any

from gpuplanner.core.baseline import BaselineComparison
from gpuplanner.io import messages


def _num(value: float) -> float | None:
    return value if math.isfinite(value) else None


def baseline_json(c: BaselineComparison | None, lang: str = "en") -> dict[str, Any] | None:
    if c is None:
        return None
    return {
        "name": c.name,
        "chosen": c.chosen,
        "missing": c.missing,
        "missing_reason": c.missing_reason,
        "notice": baseline_notice(c, lang),
    }


def baseline_notice(c: BaselineComparison | None, lang: str = "en") -> str | None:
    """ "Baseline replaced by the cheapest …" when the plan's baseline could not be used."""
    if c is None or c.missing is None or c.missing_reason is None:
        return None
    return messages.text(
        f"report.baseline.replaced.{c.missing_reason}",
        lang,
        messages.render,
        missing=c.missing,
        name=c.name,
    )


def gap_json(c: BaselineComparison | None, index: int) -> dict[str, Any] | None:
    row = c.of(index) if c is not None else None
    if row is None:
        return None
    return {
        "multiple": _num(row.multiple),
        "gap": row.gap,
        "categories": {k.value: v for k, v in row.categories.items()},
        "shares": {k.value: v for k, v in row.shares().items()},
    }
