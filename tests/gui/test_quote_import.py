"""File → Import quotes…: the file read off the UI thread, a missing rate asked for, the summary
(problems included) shown before anything is added, expired quotes left out unless kept, one
undo step; File → Save quote template… writes a file that imports back the same plan."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import app_helpers
import pytest

from gpuplanner.gui import quote_import
from gpuplanner.gui.document import PlanDocument
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan

answers = app_helpers.answers
make_window = app_helpers.make_window

HEAD = ["Platform name", "GPU", "Pricing mode", "Price per GPU-hour"]
ROWS = [
    ["Quote A", "h100-sxm-80gb", "on_demand", "20"],
    ["Quote B", "Nvidia H100 PCI-X", "on_demand", "18"],  # row 3: unknown GPU
    ["Quote C", "a100-80gb-sxm", "on_demand", "-1"],  # row 4: negative price
    ["Quote D", "l40s", "on_demand", "7"],
]


def _quotes(tmp_path: Path) -> Path:
    buf = io.StringIO()
    csv.writer(buf).writerows([HEAD, *ROWS])
    path = tmp_path / "quotes.csv"
    path.write_text(buf.getvalue(), encoding="utf-8")
    return path


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(example_plan()))


@pytest.fixture
def confirm(monkeypatch):
    """The summary dialog answered "add, expired quotes kept" (so that a test of something
    else does not depend on the day it runs); ``asked`` records what it was shown."""
    asked = []

    def answer(parent, name, found, summary):
        asked.append((name, found, summary))
        return True

    monkeypatch.setattr(quote_import, "confirm_import", answer)
    return asked


def test_problems_are_shown_and_cancel_adds_nothing(qtbot, doc, tmp_path, monkeypatch):
    shown = []

    def ask(parent, name, found, summary):
        shown.append([(p.row, p.column, p.code) for p in found.problems])
        return None  # Cancel

    monkeypatch.setattr(quote_import, "confirm_import", ask)
    before = doc.plan
    assert not quote_import.import_quotes(None, doc, _quotes(tmp_path))
    assert shown == [[(3, "gpu", "unknown_gpu"), (4, "price_per_gpu_hour", "negative")]]
    assert doc.plan == before and doc.undo_stack.count() == 0


def test_import_the_valid_rows_is_one_undo_step(qtbot, doc, tmp_path, confirm):
    before = doc.plan
    assert quote_import.import_quotes(None, doc, _quotes(tmp_path))
    names = [p.name for p in doc.plan.platforms]
    assert names[len(before.platforms) :] == ["Quote A", "Quote D"]
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.text(0) == "Import 2 quotes"
    doc.undo_stack.undo()
    assert doc.plan == before


def test_one_quote_is_one_quote_in_the_undo_history(qtbot, doc, tmp_path, confirm):
    """The undo step read 'Import 1 quotes'."""
    path = tmp_path / "one.csv"
    path.write_text("Platform name,GPU,Pricing mode,Price per GPU-hour\nQ,l40s,on_demand,7\n")
    assert quote_import.import_quotes(None, doc, path)
    assert doc.undo_stack.text(0) == "Import 1 quote"


def test_the_dialog_lists_rows_columns_and_problems(qtbot, doc, tmp_path):
    from gpuplanner.gui.quote_summary import QuoteSummaryDialog
    from gpuplanner.io.quotes import read_quotes, summarize

    found = read_quotes(_quotes(tmp_path), doc.plan)
    dialog = QuoteSummaryDialog(None, "quotes.csv", found, summarize(found, "CNY"))
    qtbot.addWidget(dialog)
    table = dialog.problems_table
    cells = [[table.item(r, c).text() for c in range(3)] for r in range(table.rowCount())]
    assert [c[:2] for c in cells] == [["3", "GPU model"], ["4", "Price per GPU-hour"]]
    assert "NVIDIA H100 PCIe 80GB" in cells[0][2]
    assert dialog.import_button.text() == "Add 2 platforms"
    assert dialog.import_button.isEnabled()
    assert "2 offers with problems are left out." in dialog.lines.text()
    dialog.show()
    dialog.grab().save(str(tmp_path / "quote_problems.png"))


def test_save_template_then_import_gives_the_same_platforms(qtbot, doc, tmp_path, monkeypatch):
    target = tmp_path / "t.xlsx"
    monkeypatch.setattr(quote_import, "ask_template_path", lambda parent, suggested: target)
    assert quote_import.save_quote_template(None, doc)
    from gpuplanner.io.quotes import read_quotes

    found = read_quotes(target, doc.plan.model_copy(update={"platforms": ()}))
    assert not found.problems
    assert found.valid == doc.plan.platforms  # every field (tests/io/test_quotes_round_trip.py)


def test_the_file_menu_has_both_actions(make_window):
    window = make_window()
    texts = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    assert "&Import Quotes…" in texts and "Save Quote &Template…" in texts


def test_the_platform_form_names_the_vendor_and_the_validity(qtbot, doc, tmp_path, confirm):
    from gpuplanner.gui.platforms.sections import GeneralSection

    head = [
        "Vendor",
        "Platform name",
        "GPU",
        "Pricing mode",
        "Price per GPU-hour",
        "Quote date",
        "Valid until (date or days)",
    ]
    buf = io.StringIO()
    csv.writer(buf).writerows(
        [head, ["Volc", "Quote V", "h100-sxm-80gb", "on_demand", 20, "2026-11-20", 30]]
    )
    path = tmp_path / "v.csv"
    path.write_text(buf.getvalue(), encoding="utf-8")
    assert quote_import.import_quotes(None, doc, path)
    index = len(doc.plan.platforms) - 1
    section = GeneralSection(doc, lambda plan: ("platforms", index))
    qtbot.addWidget(section)
    section._on_plan(doc.plan)
    assert section.source.text() == "2026-11-20 · quote from Volc, valid until 2026-12-20"


def test_an_expired_quote_is_flagged_in_the_results(qtbot, doc, tmp_path, monkeypatch):
    """A quote valid 30 days from 2020-01-02 has expired by any day the test runs: the Results
    tab's warnings panel says so, with the day it ran out."""
    from gpuplanner.core import analyze
    from gpuplanner.gui.results.warnings_panel import WarningsPanel

    path = tmp_path / "old.csv"
    path.write_text(
        "Platform name,GPU,Pricing mode,Price per GPU-hour,Quote date,Valid until (date or days)\n"
        "Old quote,h100-sxm-80gb,on_demand,20,2020-01-02,30\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(quote_import, "confirm_import", lambda *args: True)  # kept
    assert quote_import.import_quotes(None, doc, path)
    panel = WarningsPanel()
    qtbot.addWidget(panel)
    panel.set_result(analyze(doc.plan).result, doc.plan.currency)
    text = panel.plain_text()
    # 2020-01-02 + 30 days = 2020-02-01
    assert "Old quote" in text and "2020-02-01" in text and "expired" in text.lower()
