"""What an import of measurements did, in words (the CLI prints it; the GUI shows it)."""

from __future__ import annotations

from gpuplanner.core.storage import StorageSpec
from gpuplanner.core.uncertainty_models import Calibration
from gpuplanner.io import messages
from gpuplanner.io.kit.apply import Applied
from gpuplanner.io.kit.results import KitResults


def _figure(value: object, lang: str) -> str:
    if value is None:
        return messages.text("kit.none", lang)
    if isinstance(value, StorageSpec):
        rates = (value.read_mb_s, value.small_file_read_mb_s, value.write_mb_s)
        return " / ".join("—" if r is None else f"{r:,.0f}" for r in rates)
    if isinstance(value, Calibration):
        return f"{value.step_seconds:,.3f} s" if value.step_seconds else "—"
    if isinstance(value, float):
        return f"{value:,.2f}"
    return str(value)


def summary(applied: Applied, results: KitResults, file: str, lang: str) -> list[str]:
    count = len(applied.changes)
    head = messages.text(
        f"kit.applied.{'one' if count == 1 else 'other'}",
        lang,
        messages.render,
        platform=applied.platform,
        count=count,
        file=file,
        host=results.host or "?",
        date=results.date.date().isoformat(),
    )
    lines = [head]
    for name, old, new in applied.changes:
        label = messages.text(f"kit.field.{name}", lang)
        lines.append(
            messages.text(
                "kit.change",
                lang,
                messages.render,
                label=label,
                old=_figure(old, lang),
                new=_figure(new, lang),
            )
        )
    for section, reason in applied.skipped:
        lines.append(messages.text(f"kit.skipped.{reason}", lang, messages.render, section=section))
    return lines
