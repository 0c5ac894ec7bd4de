"""GUI texts filled from catalog labels keep a label's own "%2" (one-pass substitution)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt

from gpuplanner.gui import format as fmt
from gpuplanner.gui.catalog_source import CatalogTexts, Choice
from gpuplanner.gui.platforms.preset_dialog import PresetDialog
from gpuplanner.io.messages import fill


def test_a_needs_quote_preset_named_with_a_placeholder_is_listed_verbatim(qtbot) -> None:
    asks = CatalogTexts(quote_items=("a %1 price", "%3 storage"))
    choice: Choice = Choice("lab-x", "Lab %2 cluster", None, "8 × H100", asks)
    bare: Choice = Choice("lab-y", "Lab %1 box", None, "8 × %2")
    dialog = PresetDialog((choice, bare), "CNY")
    qtbot.addWidget(dialog)
    item = dialog.list.item(0)
    assert (
        item.text()
        == "Lab %2 cluster (needs a quote)\n    8 × H100 · ask for: a %1 price; %3 storage"
    )
    assert dialog.list.item(1).text() == "Lab %1 box (needs a quote)\n    8 × %2"
    assert item.flags() & Qt.ItemFlag.ItemIsEnabled  # addable with the price quoted


def test_catalog_numbers_are_written_by_the_display_locale(qapp) -> None:
    # The catalog's "{efficiency:.0%}", "{days:.1f}", "{gpus}" in the GUI: QLocale's digits,
    # grouping and percent, not Python's (en_US here; a Chinese locale groups the same way).
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    try:
        assert fmt.render(0.256, ".0%") == "26%"
        assert fmt.render(1234.5, ".1f") == "1,234.5"
        assert fmt.render(16384, "") == "16,384"
        assert fmt.render(5760.0, "money") == "5,760.00"
        assert fmt.render(2.5, "") == "2.50"
        assert fmt.render("BF16", ".1f") == "BF16"  # text stays text
        assert fill("{gpus} GPUs, {share:.0%}", gpus=1024, share=0.5) == "1024 GPUs, 50%"
    finally:
        QLocale.setDefault(QLocale.system())
