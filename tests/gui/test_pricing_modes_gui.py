"""Every pricing mode has its form page, its combo entry and its table words: a Pricing union
member without its line in a GUI registry fails here."""

from __future__ import annotations

import app_helpers
from plans import union_members

from gpuplanner.core.platform import PricingMode
from gpuplanner.core.platform_edits import switch_pricing_mode
from gpuplanner.gui.platforms.table_model import PlatformTableModel
from gpuplanner.paths import example_plan

answers = app_helpers.answers
make_window = app_helpers.make_window


def test_the_table_words_every_pricing_class() -> None:
    assert set(PlatformTableModel.PRICE_TEXT) == union_members()


def test_every_mode_has_its_entry_and_shows_its_own_page(make_window) -> None:
    window = make_window(example_plan())
    doc = window.document
    tab = window.platforms_tab
    tab.select(0)
    form = tab.form.pricing
    assert set(form.binders) == union_members()
    entries = {form.mode.itemData(i) for i in range(form.mode.count())}
    assert entries == {m.value for m in PricingMode}
    for mode in PricingMode:
        doc.apply(switch_pricing_mode(doc.plan, 0, mode), "mode")
        kind = type(doc.plan.platforms[0].pricing)
        page = list(form.binders).index(kind)
        assert form.pages.currentIndex() == page, mode
        assert form.mode.currentData() == mode.value
