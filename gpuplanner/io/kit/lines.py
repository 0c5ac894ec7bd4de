"""The kit's record in words, one line per platform: where its measured inputs came from and
what the trial checklist says — for the memo, the workbook and the Results tab alike."""

from __future__ import annotations

from gpuplanner.core.platform import Platform
from gpuplanner.io import messages


def measured_line(p: Platform, lang: str) -> str | None:
    m = p.measurement
    if m is None:
        return None
    fields = ", ".join(messages.text(f"kit.field.{f}", lang) for f in m.fields)
    return messages.text(
        "kit.line.measured",
        lang,
        messages.render,
        platform=p.name,
        host=m.host or "?",
        date=m.measured_at.date().isoformat() if m.measured_at else "?",
        fields=fields,
    )


def checklist_line(p: Platform, lang: str) -> str | None:
    q = p.qualification
    if q.is_empty:
        return None
    parts = [
        messages.text(
            "kit.check.score",
            lang,
            messages.render,
            check=messages.text(f"kit.check.{name}", lang),
            score=c.score,
        )
        for name, c in q.checks.items()
        if c.score is not None
    ]
    if q.notes:
        parts.append(q.notes)
    sep = messages.text("kit.check.separator", lang)
    return messages.text(
        "kit.line.checklist", lang, messages.render, platform=p.name, checks=sep.join(parts)
    )


def kit_lines(p: Platform, lang: str) -> list[str]:
    return [line for line in (measured_line(p, lang), checklist_line(p, lang)) if line]
