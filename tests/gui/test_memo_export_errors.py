"""File → Export Decision Memo on a plan whose delivery lies past 9999 (issue 26): the memo is
written and says so; and any failure while the memo is built is a dialog, never a silent
nothing (before: the menu handler raised OverflowError, no dialog, no file)."""

from __future__ import annotations

import subprocess

import pytest
from test_dates_beyond import SLOW, _far_plan

from gpuplanner.gui import prompts
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.memo import export as memo_export

pytestmark = pytest.mark.timeout(120)


def test_a_delivery_past_9999_exports_and_says_so(qapp, tmp_path, monkeypatch):
    target = tmp_path / "far.pdf"
    monkeypatch.setattr(memo_export, "ask_memo_path", lambda parent, suggested: target)
    errors: list[str] = []
    monkeypatch.setattr(prompts, "show_error", lambda parent, title, text: errors.append(text))
    assert memo_export.export_memo(None, PlanDocument(_far_plan(**SLOW["queue"])))
    assert errors == []
    text = subprocess.run(
        ["pdftotext", str(target), "-"], capture_output=True, text=True, timeout=30
    ).stdout
    assert "days: beyond the year 9999 if started today" in " ".join(text.split())


def test_any_failure_building_the_memo_is_a_dialog(qapp, tmp_path, monkeypatch):
    target = tmp_path / "broken.pdf"
    monkeypatch.setattr(memo_export, "ask_memo_path", lambda parent, suggested: target)
    errors: list[tuple[str, str]] = []
    monkeypatch.setattr(prompts, "show_error", lambda parent, t, m: errors.append((t, m)))

    def broken(*args: object, **kwargs: object) -> None:
        raise OverflowError("date value out of range")

    monkeypatch.setattr("gpuplanner.io.memo.build_memo", broken)
    assert not memo_export.export_memo(None, PlanDocument(_far_plan()))
    assert errors == [
        (
            "Export decision memo",
            "An internal error stopped the export (OverflowError: date value out of range). "
            "No file was written.",
        )
    ]
    assert not target.exists()
