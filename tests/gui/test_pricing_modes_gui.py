"""Every pricing mode has its form page, its combo entry and its table words: a Pricing union
member without its line in a GUI registry fails here."""

from __future__ import annotations

import app_helpers
from plans import union_members

from gpuplanner.core.platform import PricingMode
from gpuplanner.core.platform_edits import switch_pricing_mode
from gpuplanner.core.pricing_fields import price_fields
from gpuplanner.gui.platforms.table_model import PlatformTableModel
from gpuplanner.paths import example_plan

answers = app_helpers.answers
make_window = app_helpers.make_window


def test_the_table_words_a_price_in_its_unit(make_window) -> None:
    """The Price column reads the list price and its unit from the pricing's fields: the
    example plan's first platform, on-demand at its price per GPU-hour."""
    window = make_window(example_plan())
    model = window.platforms_tab.model
    p = window.document.plan.platforms[0]
    text = model.data(model.index(0, PlatformTableModel.PRICE))
    assert text.endswith("/GPU-h") or "node-h" in text, text
    assert f"{p.pricing.price_per_gpu_hour:.2f}" in text.replace(",", "")


def test_every_mode_has_its_entry_and_shows_its_own_page(make_window) -> None:
    window = make_window(example_plan())
    doc = window.document
    tab = window.platforms_tab
    tab.select(0)
    form = tab.form.pricing
    assert set(form.binders) == union_members()
    # each page has a row for every field its class puts on the form
    for kind, widgets in form.fields.items():
        assert set(widgets) == {n for n, f in price_fields(kind).items() if f.form}, kind
    entries = {form.mode.itemData(i) for i in range(form.mode.count())}
    assert entries == {m.value for m in PricingMode}
    for mode in PricingMode:
        doc.apply(switch_pricing_mode(doc.plan, 0, mode), "mode")
        kind = type(doc.plan.platforms[0].pricing)
        page = list(form.binders).index(kind)
        assert form.pages.currentIndex() == page, mode
        assert form.mode.currentData() == mode.value


def test_a_refused_price_adds_its_line_not_the_tallest_page(make_window, qtbot) -> None:
    """A GUI review: typing -5 as the price per GPU-hour grew the Pricing box from 185 to
    522 px (QStackedLayout took the tallest page's height once the error wrapped), pushing
    "Prices include VAT" and the billing terms out of view. Now it grows by the error's line."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from gpuplanner.gui.binding import FieldCell
    from gpuplanner.gui.fields import UnitSpinBox

    window = make_window(example_plan())
    window.resize(1280, 900)
    window.show()
    qtbot.waitExposed(window)
    window.tabs.setCurrentWidget(window.platforms_tab)
    tab = window.platforms_tab
    tab.select(0)
    section = tab.form.pricing
    QApplication.processEvents()
    before = section.height()
    price = next(s for s in section.findChildren(UnitSpinBox) if s.isVisible())
    price.setFocus()
    edit = price.lineEdit()
    QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(edit, "-5")
    for _ in range(3):
        QApplication.processEvents()
    errors = [c.error_label.text() for c in section.findChildren(FieldCell)]
    assert any(e.startswith("must be at least 0") for e in errors)
    line = section.fontMetrics().lineSpacing()
    assert before < section.height() <= before + 3 * line
