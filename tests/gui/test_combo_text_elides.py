"""A combo box narrower than its current entry shows it cut with "…" (gui/combo_text.py), not
clipped mid-character: at 1280×720 the Platforms form's between-nodes picker is 215 px wide
for "NVLink 4 via NVSwitch (H100 / H200 / H20 SXM)" (290 px of text)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QComboBox

from gpuplanner.gui import combo_text
from gpuplanner.gui.app import make_application
from gpuplanner.gui.fields import compact_combo

LONG = "NVLink 4 via NVSwitch (H100 / H200 / H20 SXM)"


def _combo(qtbot, text: str, width: int) -> QComboBox:
    combo = compact_combo(QComboBox())
    combo.addItem(text)
    qtbot.addWidget(combo)
    combo.resize(width, combo.sizeHint().height())
    combo.show()
    qtbot.waitExposed(combo)
    return combo


def test_the_app_elides_a_combo_text_too_long_for_it(qtbot) -> None:
    make_application()
    assert isinstance(QApplication.style(), combo_text.ElidingComboStyle)
    narrow = _combo(qtbot, LONG, 215)
    shown = combo_text.combo_shown_text(narrow)
    assert shown.endswith("…") and len(shown) < len(LONG)
    assert LONG.startswith(shown[:-1])
    # What is painted is that elided text: the same pixels as a combo holding it outright.
    same = _combo(qtbot, shown, 215)
    assert narrow.grab().toImage() == same.grab().toImage()
    # Wide enough, the text is drawn whole.
    wide = _combo(qtbot, LONG, 420)
    assert combo_text.combo_shown_text(wide) == LONG
