"""GUI texts filled from catalog labels keep a label's own "%2" (one-pass substitution)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gpuplanner.gui.catalog_source import Choice
from gpuplanner.gui.preset_dialog import PresetDialog


def test_a_needs_quote_preset_named_with_a_placeholder_is_listed_verbatim(qtbot) -> None:
    choice: Choice = Choice(id="lab-x", label="Lab %2 cluster", value=None, detail="8 × H100")
    dialog = PresetDialog((choice,), "CNY")
    qtbot.addWidget(dialog)
    item = dialog.list.item(0)
    assert item.text() == "Lab %2 cluster (needs a quote)\n    ask for: 8 × H100"
    assert item.flags() & Qt.ItemFlag.ItemIsEnabled  # addable with the price quoted
