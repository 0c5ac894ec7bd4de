"""The first ten minutes: the tour over the tabs, Help → Method in both languages, Help → About."""

from __future__ import annotations

import re
from types import SimpleNamespace

import app_helpers
import pytest
from PySide6.QtCore import QLocale, QPoint, Qt
from wait import WAIT_MS

from gpuplanner import __version__
from gpuplanner.gui import tour
from gpuplanner.gui.about_dialog import AboutDialog, about_html, about_text, catalog_dates
from gpuplanner.gui.method_dialog import MethodDialog, method_page
from gpuplanner.gui.settings import Settings
from gpuplanner.io.catalog.loader import load_catalog
from gpuplanner.paths import docs_dir

# Fixtures shared with the app-shell tests (pytest finds them as module attributes).
answers = app_helpers.answers
make_window = app_helpers.make_window


@pytest.fixture
def chinese_locale():
    """The UI language is read from the default locale (set from the setting at start-up)."""
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Chinese, QLocale.Country.China))
    yield
    QLocale.setDefault(before)


# --- the tour --------------------------------------------------------------------------------
def test_the_tour_walks_the_tabs_and_is_shown_once(make_window, qtbot):
    window = make_window()
    window.show()
    qtbot.waitExposed(window)
    assert tour.wanted_at_start(window.settings)  # a fresh user: the first start shows it

    window.tabs.setCurrentIndex(window.tabs.count() - 1)  # the tour brings each tab forward
    window.show_tour()
    callout = window.tour
    tabs = [s.tab for s in callout.steps]
    expected = [window.workload_tab, window.platforms_tab, window.fees_tab, window.results_tab]
    fleet = getattr(window, "fleet_tab", None)
    assert tabs[: len(expected)] == expected
    assert tabs[len(expected) : -1] == ([fleet] if fleet is not None else [])
    assert 4 <= len(callout.steps) <= 6 and tabs[-1] is None  # a closing page

    seen = []
    for _ in range(len(callout.steps) - 1):
        seen.append(window.tabs.currentWidget())
        _points_at_current_tab(window, callout)
        qtbot.mouseClick(callout.next_button, Qt.MouseButton.LeftButton)
    assert seen == [t for t in tabs if t is not None]
    assert callout.next_button.text() == "Done" and not callout.close_button.isVisible()
    qtbot.mouseClick(callout.back_button, Qt.MouseButton.LeftButton)
    assert callout.step == len(callout.steps) - 2
    callout.go(len(callout.steps) - 1)

    assert callout.dont_show.isChecked()  # by default the tour runs once
    with qtbot.waitSignal(callout.finished, timeout=WAIT_MS):
        qtbot.mouseClick(callout.next_button, Qt.MouseButton.LeftButton)
    assert window.tour is None and not callout.isVisible()
    assert not tour.wanted_at_start(window.settings)
    assert not tour.wanted_at_start(Settings())  # stored, not only in this window


def _points_at_current_tab(window, callout) -> None:
    """The callout sits under the tab bar, inside the window, its pointer over the tab."""
    bar = window.tabs.tabBar()
    rect = bar.tabRect(window.tabs.currentIndex())
    left = bar.mapTo(window, rect.topLeft()).x()
    tip = callout.mapTo(window, QPoint(int(callout._arrow_x), 0)).x()
    assert left <= tip <= left + rect.width()
    assert callout.geometry().top() >= bar.mapTo(window, rect.bottomLeft()).y()
    assert window.rect().contains(callout.geometry())


def test_unticking_dont_show_again_keeps_the_tour_for_next_start(make_window, qtbot):
    window = make_window()
    window.show()
    window.show_tour()
    window.tour.dont_show.setChecked(False)
    qtbot.mouseClick(window.tour.close_button, Qt.MouseButton.LeftButton)
    assert window.tour is None
    assert tour.wanted_at_start(window.settings)


def test_help_tour_restarts_it_and_escape_closes_it(make_window, qtbot):
    window = make_window()
    window.show()
    window.show_tour()
    window.tour.go(2)
    help_actions = {a.text(): a for a in window.menuBar().actions()[-1].menu().actions()}
    help_actions["&Tour"].trigger()
    assert window.tour.step == 0 and window.tabs.currentWidget() is window.workload_tab
    callout = window.tour
    qtbot.keyClick(callout, Qt.Key.Key_Right)
    assert callout.step == 1
    qtbot.keyClick(callout, Qt.Key.Key_Escape)
    assert window.tour is None and not callout.isVisible()


# --- Help → Method -----------------------------------------------------------------------------
@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen has no stacking
def test_method_page_in_english_explains_the_bill_with_the_seed_example(make_window, qtbot):
    window = make_window()
    help_actions = {a.text(): a for a in window.menuBar().actions()[-1].menu().actions()}
    help_actions["&Method…"].trigger()
    dialog = window.method_dialog
    assert dialog.isVisible() and dialog.page == docs_dir() / "method_en.html"
    text = dialog.browser.toPlainText()
    for phrase in (
        "The bill to reach the target, not the benchmark",
        "6 · N · D",
        "peak × MFU",
        "Scaling efficiency",
        "16 bytes per parameter",
        "interruption cost",
        "TCO = compute + fees + interruption losses",
        # Seed example A: 8 × 18 h × 20 = 2,880; 8 × 60 × 12 = 5,760 (+ 750 egress); 8 × 9 × 40.
        "8 × 18 × 20 = 2,880 CNY",
        "8 × 60 × 12 = 5,760 CNY",
        "8 × 9 × 40 = 2,880 CNY",
        "6,500+ CNY",
    ):
        assert phrase in text, phrase
    help_actions["&Method…"].trigger()  # asked again: the same window, raised
    assert window.method_dialog is dialog


def test_method_page_follows_the_chinese_ui(qtbot, chinese_locale):
    dialog = MethodDialog()
    qtbot.addWidget(dialog)
    assert dialog.page.name == "method_zh_CN.html"
    text = dialog.browser.toPlainText()
    for phrase in (
        "看的是训练达标的账单，而不是跑分",
        "6 · N · D",
        "峰值 × MFU",
        "扩展效率",
        "总拥有成本（TCO）= 算力费用 + 各项费用 + 中断损失",
        "8 × 18 × 20 = 2,880 元",
        "8 × 60 × 12 = 5,760 元",
        "6,500 元以上",
    ):
        assert phrase in text, phrase


def test_a_language_without_a_page_gets_english(tmp_path):
    (tmp_path / "method_en.html").write_text("<p>en</p>", encoding="utf-8")
    assert method_page("fr", tmp_path) == tmp_path / "method_en.html"
    for language in ("en", "zh_CN"):
        assert method_page(language).is_file()


# --- Help → About ------------------------------------------------------------------------------
def test_about_shows_version_catalog_dates_and_licenses(qtbot):
    catalog = load_catalog()
    dates = {d.section: d for d in catalog_dates(catalog)}
    assert dates["gpus"].count == len(catalog.gpus) and dates["gpus"].count >= 30
    prices = sorted(p.prices_as_of for p in catalog.platforms.values() if p.prices_as_of)
    assert dates["platforms"].prices == (prices[0], prices[-1])  # ISO dates sort as text
    text = about_text()
    dialog = AboutDialog(None, "About gpuplanner", text)
    qtbot.addWidget(dialog)
    shown = dialog.browser.toPlainText()
    assert f"gpuplanner {__version__}" in shown
    assert f"{prices[0]} to {prices[-1]}" in shown
    assert dates["gpus"].checked[1] in shown
    for name, license_ in (
        ("Qt for Python (PySide6)", "LGPLv3"),
        ("pyqtgraph", "MIT"),
        ("pydantic", "MIT"),
        ("NumPy", "BSD-3-Clause"),
        ("XlsxWriter", "BSD-2-Clause"),
        ("openpyxl", "MIT"),
        ("platformdirs", "MIT"),
    ):
        row = rf">{re.escape(name)}(</a>)?</td><td>[0-9.]*</td><td>{license_}</td>"
        assert re.search(row, text), name
    assert "gpuplanner is free software under the MIT license" in shown


def test_about_orders_partial_dates_as_dates_and_survives_a_missing_catalog():
    def record(as_of, prices=None):
        return SimpleNamespace(as_of=as_of, prices_as_of=prices)

    fake = SimpleNamespace(
        gpus={"a": record("2026-11"), "b": record("2024"), "c": record("2025-06-01")},
        models={},
        platforms={"p": record("2026-11", "2021-12"), "q": record("2026-11", None)},
        interconnects={"i": record("2026-11")},
    )
    dates = {d.section: d for d in catalog_dates(fake)}
    assert dates["gpus"].checked == ("2024", "2026-11")
    assert dates["models"].count == 0 and dates["models"].checked is None
    assert dates["platforms"].prices == ("2021-12", "2021-12")
    assert "The catalogs could not be read." in about_html([])
