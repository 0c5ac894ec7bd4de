"""A preset that needs a quote can be added, its price field required (issue #17)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from gpuplanner.core.platform import LeasePricing
from gpuplanner.gui import catalog_source
from gpuplanner.gui.platforms.preset_dialog import PresetDialog

LEASE = "cn-lease-8x-a800-month"  # catalogs/platforms.json: a lease with no published price


def _row(dialog: PresetDialog, preset_id: str) -> int:
    for row in range(dialog.list.count()):
        index = dialog.list.item(row).data(Qt.ItemDataRole.UserRole)
        if dialog._presets[index].id == preset_id:
            return row
    raise KeyError(preset_id)


def test_a_needs_quote_preset_is_added_at_the_typed_price_and_not_before(qtbot) -> None:
    dialog = PresetDialog(catalog_source.platform_presets(), "CNY")
    qtbot.addWidget(dialog)
    dialog.show()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.list.setCurrentRow(_row(dialog, LEASE))
    assert dialog.quote_box.isVisible() and dialog.quote_required.isVisible()
    assert dialog.quote_price.suffix() == " CNY /machine-month"
    assert not ok.isEnabled() and dialog.chosen() is None  # no price, nothing to add
    dialog.quote_price.setValue(70_000.0)
    assert ok.isEnabled() and not dialog.quote_required.isVisible()
    platform = dialog.chosen()
    assert platform is not None and platform.preset_id == LEASE
    assert isinstance(platform.pricing, LeasePricing)
    assert platform.pricing.price_per_machine_month == 70_000.0
    assert platform.prices_as_of == dt.date.today() and platform.prices_entered
    priced = next(c for c in catalog_source.platform_presets() if c.value is not None)
    dialog.list.setCurrentRow(_row(dialog, priced.id))  # a priced preset needs no field
    assert not dialog.quote_box.isVisible() and ok.isEnabled()


def test_preset_names_are_listed_and_added_in_the_ui_language(qtbot) -> None:
    from gpuplanner.gui.platforms.preset_words import in_language

    assert (
        in_language("国内算力市场 · RTX 4090 按量", "en") == "China GPU market · RTX 4090 on-demand"
    )
    assert in_language("AWS p5en · H200 spot", "zh_CN") == "AWS p5en · H200 竞价"
    assert in_language("Self-built (自建)", "en") == "Self-built"  # not said twice
    dialog = PresetDialog(catalog_source.platform_presets(), "CNY")  # the tests' UI: English
    qtbot.addWidget(dialog)
    row = _row(dialog, "cn-market-rtx4090")
    assert dialog.list.item(row).text().startswith("China GPU market · RTX 4090 on-demand\n")
    dialog.list.setCurrentRow(row)
    assert dialog.chosen().name == "China GPU market · RTX 4090 on-demand"


def test_what_to_ask_the_vendor_is_worded_in_chinese_for_the_chinese_ui() -> None:
    from gpuplanner.gui.platforms.preset_words import in_language

    detail = "Alibaba Cloud · on-demand price per GPU-hour, storage and egress prices"
    assert in_language(detail, "zh_CN") == "阿里云 · 按量计费的每卡时单价, 存储与公网流量价格"
    market = "CNY · 2026 · Lowest RTX 5090 price observed (30-day range 2.09–2.68)."
    worded = "CNY · 2026 · 观察到的 RTX 5090 最低价（30 天区间 2.09–2.68）."
    assert in_language(market, "zh_CN") == worded
