"""A preset that needs a quote can be added, its price field required; presets are named and
described in the UI language (issue #17)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from wait import WAIT_MS

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
    assert dialog.quote_price.suffix() == " CNY/machine-month"
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
    dialog = PresetDialog(catalog_source.platform_presets(), "CNY")  # the tests' UI: English
    qtbot.addWidget(dialog)
    row = _row(dialog, "cn-market-rtx4090")
    assert dialog.list.item(row).text().startswith("China GPU market · RTX 4090 on-demand\n")
    dialog.list.setCurrentRow(row)
    assert dialog.chosen().name == "China GPU market · RTX 4090 on-demand"
    # its notes come along in English too (catalogs/platforms.json "notes")
    assert dialog.chosen().notes.startswith("Rental markets sell cards inside one machine")
    assert "Price basis: Lowest RTX 4090 price observed in a 2026" in dialog.about.toPlainText()


def test_the_chinese_ui_names_and_describes_presets_in_chinese(qtbot, chinese) -> None:
    catalog_source.clear_cache()
    dialog = PresetDialog(catalog_source.platform_presets(), "CNY")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.list.setCurrentRow(_row(dialog, "aws-p5en-h200-spot"))
    # name, then provider · currency · prices_as_of
    assert dialog.list.currentItem().text() == "AWS p5en · H200 竞价实例\n    AWS · USD · 2026-08"
    about = dialog.about.toPlainText().splitlines()
    # catalogs/platforms.json aws-p5en-h200-spot zh_CN.price_basis, under the .ts label
    assert about[0] == "价格依据：p5en.48xlarge 竞价实例 $27.20/h ÷ 8 卡（为按需价的 43 %）。"
    assert about[1].startswith("中断：硬件故障每卡时 2.0e-5 次，加上竞价实例回收")
    assert dialog.chosen().name == "AWS p5en · H200 竞价实例"
    # a needs-quote lease: its Chinese name, what to ask for in Chinese, and the price required
    dialog.list.setCurrentRow(_row(dialog, LEASE))
    item = dialog.list.currentItem().text()
    head = "整机月租 · 8× A800 服务器（需询价）\n    租赁（任一供应商） · CNY · 需询问："
    assert item.startswith(head)
    assert "需询问：每台 8 卡整机的月租价格；最短租期；押金（是否可退？）；" in item
    assert dialog.quote_box.isVisible() and dialog.quote_required.isVisible()
    assert dialog.quote_price.suffix() == " CNY/台/月"
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.quote_price.setValue(70_000.0)
    platform = dialog.chosen()
    assert platform is not None and platform.name == "整机月租 · 8× A800 服务器"
    assert platform.pricing.price_per_machine_month == 70_000.0
    catalog_source.clear_cache()  # later tests run in English


def test_the_chinese_ui_names_links_and_explains_gpus_in_chinese(qtbot, chinese) -> None:
    from gpuplanner.gui.document import PlanDocument
    from gpuplanner.gui.platforms.gpu_section import GpuSection
    from gpuplanner.gui.platforms.interconnect_section import InterconnectSection
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.paths import example_plan

    catalog_source.clear_cache()
    document = PlanDocument(load_plan(example_plan()))
    gpu = GpuSection(document, lambda plan: ("platforms", 0))
    links = InterconnectSection(document, lambda plan: ("platforms", 0))
    qtbot.addWidget(gpu)
    qtbot.addWidget(links)
    # catalogs/platforms.json ib-ndr zh_CN.name; its basis is the item's tooltip
    combo = links.combos["inter_node"]
    row = combo.findData("ib-ndr")
    assert combo.itemText(row) == "InfiniBand NDR 400G，每卡 1 块网卡"
    assert "NVIDIA 指导值：每块网卡 46–48 GB/s" in combo.itemData(row, Qt.ItemDataRole.ToolTipRole)
    # catalogs/gpus.json a800-80gb-sxm: the note, under the .ts label, in the card's tooltip
    tip = gpu.combo.itemData(gpu.combo.findData("a800-80gb-sxm"), Qt.ItemDataRole.ToolTipRole)
    assert "备注：计算能力与 A100 完全相同；仅 NVLink 由 600 降至 400 GB/s。" in tip
    assert "MFU 先验值的依据：A100 类的计算效率（mfu_prior_rule）" in tip
    catalog_source.clear_cache()  # later tests run in English


def test_the_prices_as_of_line_wraps_across_its_row_and_is_not_cut(qtbot) -> None:
    # A word-wrapped label in a form that grows only expanding fields kept its narrow hint
    # (about 110 px at 1280×720): "2026-01-01 (preset / cn-market-a800)" wrapped and its
    # second line was cut off.
    from gpuplanner.gui.document import PlanDocument
    from gpuplanner.gui.platforms.sections import GeneralSection
    from gpuplanner.io.catalog.convert import preset_platform
    from gpuplanner.io.catalog.loader import load_catalog
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.paths import example_plan

    catalog = load_catalog()
    plan = load_plan(example_plan())
    market = preset_platform(catalog.platforms["cn-market-a800"], catalog)
    plan = plan.model_validate({**dict(plan), "platforms": [market]})
    section = GeneralSection(PlanDocument(plan), lambda plan: ("platforms", 0))
    qtbot.addWidget(section)
    section.resize(760, 200)
    section.show()
    section.refresh()
    qtbot.waitUntil(lambda: section.source.width() > 500, timeout=WAIT_MS)
    # The preset by its picker name (catalogs/platforms.json cn-market-a800), the id in the tip.
    assert section.source.text() == "2026-01-01 (preset China GPU market · A800 80GB on-demand)"
    assert section.source.toolTip() == "Catalog preset id: cn-market-a800"
    line = section.source.fontMetrics().lineSpacing()
    assert section.source.height() < 2 * line  # one line, whole


def test_ok_enables_as_the_quoted_price_is_typed_and_tab_goes_to_ok(qtbot) -> None:
    """Issue 25: OK stayed disabled until the price field lost focus, and Tab then landed on
    Cancel. Typing 70000 (not yet committed) enables OK; Tab from the field focuses OK; the
    preset is added at ¥70,000 a machine-month."""
    dialog = PresetDialog(catalog_source.platform_presets(), "CNY")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.list.setCurrentRow(_row(dialog, LEASE))
    box = dialog.quote_price
    box.setFocus()
    qtbot.waitUntil(box.hasFocus, timeout=WAIT_MS)
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "7")
    assert ok.isEnabled() and not dialog.quote_required.isVisible()
    qtbot.keyClicks(box.lineEdit(), "0000")
    assert box.value() == 0.0  # still typing: nothing committed
    assert dialog.chosen().pricing.price_per_machine_month == 70_000.0
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Tab)
    assert ok.hasFocus()
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "abc")  # not a number: OK off again
    assert not ok.isEnabled()


def test_the_description_follows_the_filter(qtbot) -> None:
    """Issue 25: a filter hiding the chosen preset left its description on show. Filtering
    "4090" moves the choice to the first RTX 4090 preset left in view and describes that; a
    filter that hides everything leaves nothing described and OK off."""
    dialog = PresetDialog(catalog_source.platform_presets(), "CNY")
    qtbot.addWidget(dialog)
    dialog.list.setCurrentRow(_row(dialog, LEASE))
    lease_text = dialog.about.toPlainText()
    dialog.search.setText("4090")
    current = dialog.list.currentItem()
    assert current is not None and not current.isHidden()
    choice = dialog._presets[current.data(Qt.ItemDataRole.UserRole)]
    assert "4090" in f"{choice.id} {choice.label}"
    assert dialog.about.toPlainText() == dialog.description(choice) != lease_text
    dialog.search.setText("no such preset zzz")
    assert dialog.about.toPlainText() == "" and dialog.chosen() is None
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
