"""The terminal report's finance lines: each platform against the baseline, its energy and
carbon, and its tax (``report_text``), in English or Simplified Chinese."""

from __future__ import annotations

import math

from gpuplanner.core.baseline import compare
from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult
from gpuplanner.io.report.baseline import baseline_notice
from gpuplanner.io.terminal import clip_name, printable
from gpuplanner.io.words.report import words


def finance_text(plan: Plan, result: PlanResult, lang: str = "en") -> list[str]:
    c = compare(plan, result)
    if c is None:
        return []
    w = words(lang)
    lines = [w("finance", baseline=printable(c.name, keep_newlines=False))]
    notice = baseline_notice(c, lang)
    if notice is not None:
        lines.append(printable(notice, keep_newlines=False))
    for row in c.rows:
        r = result.platforms[row.index]
        i = (r.chosen or 1) - 1
        # A multiple that is no number (a baseline of 0, or a ratio past float64: 9.35e16 ÷
        # 9.35e-299) is left out; the gap is still the sum of its parts.
        if math.isfinite(row.multiple):
            parts = [w("finance.vs", multiple=row.multiple, gap=row.gap)]
        else:
            parts = [w("finance.gap", gap=row.gap)]
        if r.energy is not None and math.isfinite(float(r.energy.kwh[i])):
            kwh, tco2 = float(r.energy.kwh[i]), float(r.energy.tco2[i])
            # Under a tonne in kilograms: a one-GPU job's 2.7 kg read "0.00 t CO₂".
            if tco2 < 1.0:
                parts.append(w("finance.energy_kg", kwh=kwh, kg=tco2 * 1000.0))
            else:
                parts.append(w("finance.energy", kwh=kwh, tco2=tco2))
        a = r.adjustments
        if plan.tax.enabled and a is not None:
            parts.append(w("finance.tax", paid=float(a.tax_paid[i]), cost=float(a.tax[i])))
        name = clip_name(printable(r.name, keep_newlines=False), 40)
        lines.append(w("finance.line", name=name, parts=w("finance.sep").join(parts)))
    return lines
