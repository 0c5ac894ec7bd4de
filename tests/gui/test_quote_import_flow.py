"""File → Import quotes… as issue 25 item 6 and issue 26 ask: the file is read off the UI
thread with progress and Cancel, every failure is a dialog with nothing added, a missing
exchange rate is asked for, the summary says what will be added (expired quotes left out
unless kept), and the whole import is one undo step. The summary dialog is rendered in English
and Chinese (PNGs under the test's tmp folder; looked at by hand when it changed)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton
from quote_files import EXTERNAL_ENTITY, Sheet, workbook

from gpuplanner.gui import quote_import, quote_reader
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.quote_summary import QuoteSummaryDialog
from gpuplanner.io.plan_file import load_plan
from gpuplanner.io.quotes import Cancelled, read_quotes, summarize
from gpuplanner.paths import example_plan

pytestmark = pytest.mark.timeout(120)

QUOTES = (
    "Platform name,GPU,Pricing mode,Currency,Price per GPU-hour,Quote date,"
    "Valid until (date or days),Fee name,Fee kind,Fee basis,Fee rate,Fee quantity\n"
    "Volc H800,h800-sxm-80gb,on_demand,,18,2026-11-20,2099-12-31,Egress,egress,per_gb,0.8,500\n"
    "US H100,h100-sxm-80gb,on_demand,USD,2.5,2026-11-18,2099-12-31,,,,,\n"
    "Old A100 spot,a100-80gb-sxm,on_demand,,6,2025-03-01,2025-03-31,,,,,\n"
)


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(example_plan()))  # CNY, no exchange rate


@pytest.fixture
def quotes(tmp_path: Path) -> Path:
    path = tmp_path / "q.csv"
    path.write_text(QUOTES, encoding="utf-8")
    return path


@pytest.fixture
def errors(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(
        quote_import.prompts, "show_error", lambda parent, title, text: shown.append(text)
    )
    return shown


def test_the_file_is_read_off_the_ui_thread(qtbot, doc, quotes, monkeypatch) -> None:
    seen: list[int] = []
    real = quote_reader.read_quotes

    def spy(*args, **kwargs):
        seen.append(threading.get_ident())
        return real(*args, **kwargs)

    monkeypatch.setattr(quote_reader, "read_quotes", spy)
    monkeypatch.setattr(quote_import, "ask_rates", lambda *a: {"USD": 7.1})
    monkeypatch.setattr(quote_import, "confirm_import", lambda *a: False)
    assert quote_import.import_quotes(None, doc, quotes)
    # Read twice (the second time with the rate typed), never on the UI thread.
    assert len(seen) == 2 and threading.get_ident() not in seen


def test_cancel_stops_the_read_and_adds_nothing(qtbot, doc, quotes, monkeypatch, errors):
    """A read that would go on for ever (it reports rows until told to stop) ends at Cancel:
    the progress dialog's button, pressed 0.6 s in (after the 0.4 s it waits to appear)."""
    stopped: list[bool] = []

    def endless(path, plan, catalog, lang, rates, progress):
        done = 0
        try:
            while True:
                done += 1
                progress(done, 0)
                threading.Event().wait(0.001)
        except Cancelled:
            stopped.append(True)
            raise

    def cancel() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QProgressDialog) and widget.isVisible():
                widget.grab().save(str(quotes.with_name("progress.png")))
                widget.findChild(QPushButton).click()  # the dialog's Cancel button
                return
        QTimer.singleShot(100, cancel)  # not shown yet

    monkeypatch.setattr(quote_reader, "read_quotes", endless)
    before = doc.plan
    QTimer.singleShot(600, cancel)
    assert not quote_import.import_quotes(None, doc, quotes)
    assert stopped == [True] and errors == []  # a cancel is no error
    assert doc.plan == before and doc.undo_stack.count() == 0


def test_the_window_takes_no_input_while_the_file_is_read(qtbot, doc, quotes, monkeypatch):
    """A click on the window's button 0.1 s into a 0.3 s read (before the progress dialog
    shows) is swallowed: no second import or edit can start in the middle of this one."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = QPushButton("Import again")
    qtbot.addWidget(window)
    window.show()
    clicks: list[bool] = []
    window.clicked.connect(lambda: clicks.append(True))

    def slow(path, plan, catalog, lang, rates, progress):
        threading.Event().wait(0.3)
        raise Cancelled

    monkeypatch.setattr(quote_reader, "read_quotes", slow)
    QTimer.singleShot(100, lambda: QTest.mouseClick(window, Qt.MouseButton.LeftButton))
    assert not quote_import.import_quotes(window, doc, quotes)
    assert clicks == []
    QTest.mouseClick(window, Qt.MouseButton.LeftButton)  # after the read: the window is live
    assert clicks == [True]


def test_a_failure_in_the_reader_is_a_dialog(qtbot, doc, quotes, monkeypatch, errors):
    def boom(*args, **kwargs):
        raise RuntimeError("the parser fell over")

    monkeypatch.setattr(quote_reader, "read_quotes", boom)
    before = doc.plan
    assert not quote_import.import_quotes(None, doc, quotes)
    assert errors == ["Nothing was added.\n\nRuntimeError: the parser fell over"]
    assert doc.plan == before and doc.undo_stack.count() == 0


def test_a_hostile_file_is_shown_and_adds_nothing(qtbot, doc, tmp_path, monkeypatch) -> None:
    """An external entity in the workbook part: the summary lists the file's problem, the add
    button is off, and nothing is added even if the dialog were accepted."""
    path = workbook(
        tmp_path / "x.xlsx",
        [Sheet("Quotes", [["Platform name", "GPU", "Pricing mode"], ["A", "l40s", "on_demand"]])],
        prolog={"xl/workbook.xml": EXTERNAL_ENTITY},
    )
    shown = []

    def confirm(parent, name, found, summary):
        dialog = QuoteSummaryDialog(None, name, found, summary)
        qtbot.addWidget(dialog)
        shown.append((dialog.import_button.isEnabled(), [p.code for p in found.problems]))
        return True

    monkeypatch.setattr(quote_import, "confirm_import", confirm)
    before = doc.plan
    assert not quote_import.import_quotes(None, doc, path)
    assert shown == [(False, ["dtd"])]
    assert doc.plan == before and doc.undo_stack.count() == 0


def test_a_missing_rate_is_asked_and_saved_in_one_undo_step(qtbot, doc, quotes, monkeypatch):
    """1 USD = 7.1 CNY typed: US H100's 2.5 USD is 17.75 CNY per GPU-hour, the rate is in the
    plan, and Undo takes the platforms and the rate away together."""
    asked = []

    def rates(parent, currencies, plan_currency):
        asked.append((currencies, plan_currency))
        return {"USD": 7.1}

    monkeypatch.setattr(quote_import, "ask_rates", rates)
    monkeypatch.setattr(quote_import, "confirm_import", lambda *a: False)
    before = doc.plan
    assert quote_import.import_quotes(None, doc, quotes)
    assert asked == [(("USD",), "CNY")]
    added = doc.plan.platforms[len(before.platforms) :]
    assert [p.name for p in added] == ["Volc H800", "US H100"]  # the expired A100 left out
    assert added[1].pricing.price_per_gpu_hour == pytest.approx(17.75)
    assert [(r.currency, r.rate) for r in doc.plan.exchange_rates] == [("USD", 7.1)]
    assert doc.undo_stack.count() == 1 and doc.undo_stack.text(0) == "Import 2 quotes"
    doc.undo_stack.undo()
    assert doc.plan == before


def test_cancelling_the_rate_adds_nothing(qtbot, doc, quotes, monkeypatch) -> None:
    monkeypatch.setattr(quote_import, "ask_rates", lambda *a: None)
    monkeypatch.setattr(quote_import, "confirm_import", lambda *a: pytest.fail("not asked"))
    before = doc.plan
    assert not quote_import.import_quotes(None, doc, quotes)
    assert doc.plan == before and doc.undo_stack.count() == 0


def test_expired_quotes_are_kept_only_when_asked(qtbot, doc, quotes, monkeypatch) -> None:
    monkeypatch.setattr(quote_import, "ask_rates", lambda *a: {"USD": 7.1})
    monkeypatch.setattr(quote_import, "confirm_import", lambda *a: True)
    assert quote_import.import_quotes(None, doc, quotes)
    assert doc.plan.platforms[-1].name == "Old A100 spot"
    assert doc.undo_stack.text(0) == "Import 3 quotes"


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_summary_dialog_in_both_languages(qtbot, qapp, doc, quotes, tmp_path, lang) -> None:
    """The box flips the expired A100 between left out and kept: the button counts 2 or 3
    platforms, the table marks it. Rendered at its own size and at 1280×720's height."""
    from ui_language import ui_language

    found = read_quotes(quotes, doc.plan, rates={"USD": 7.1}, lang=lang)
    with ui_language(qapp, lang):
        summary = summarize(found, "CNY", {"USD": 7.1})
        dialog = QuoteSummaryDialog(None, "q.csv", found, summary)
        qtbot.addWidget(dialog)
        dialog.show()
        table = dialog.platforms
        names = [table.item(r, 0).text() for r in range(table.rowCount())]
        assert names == ["Volc H800", "US H100", "Old A100 spot"]
        text = dialog.import_button.text()
        assert text == ("Add 2 platforms" if lang == "en" else "添加 2 个平台")
        assert dialog.keep_expired.isVisible()
        dialog.grab().save(str(tmp_path / f"summary-{lang}.png"))
        dialog.keep_expired.setChecked(True)
        assert "3" in dialog.import_button.text()
        left = table.item(2, 3).text()
        kept = "2025-03-31 (expired, kept)" if lang == "en" else "2025-03-31（已过期，保留）"
        assert left == kept
        dialog.resize(1200, 700)
        dialog.grab().save(str(tmp_path / f"summary-{lang}-kept.png"))
        if lang == "zh_CN":
            assert "将添加 3 个平台" in dialog.lines.text()
            assert dialog.windowTitle() == "导入报价"


def test_a_hidden_sheet_is_named_once_in_the_summary(qtbot, doc, tmp_path) -> None:
    """The note about a hidden sheet sits under the summary lines, not twice."""
    head = ["Platform name", "GPU", "Pricing mode", "Price per GPU-hour"]
    sheets = [
        Sheet("Offers", [head, ["Visible", "l40s", "on_demand", 7]]),
        Sheet("quotes", [head, ["Hidden", "l40s", "on_demand", 7]], state="hidden"),
    ]
    found = read_quotes(workbook(tmp_path / "h.xlsx", sheets), doc.plan)
    dialog = QuoteSummaryDialog(None, "h.xlsx", found, summarize(found, "CNY"))
    qtbot.addWidget(dialog)
    note = "hidden sheets were not read: 'quotes'"
    assert dialog.notes.text() == note and note not in dialog.lines.text()
    assert dialog.lines.text().splitlines()[1] == "Will add 1 platform: 'Visible'."
