"""A whole-number field says "1 run", "1 GPU", "1 month" in English, not "1 runs": the unit
follows the value (Workload → Runs and billing showed "1 runs" on the bundled example).
Chinese units have no plural ("1 次")."""

from __future__ import annotations

from gpuplanner.gui.fields import IntSpinBox


def test_the_unit_is_singular_at_one(qtbot) -> None:
    box = IntSpinBox("runs", 1, 100)
    qtbot.addWidget(box)
    box.setValue(1)
    assert box.text() == "1 run"
    box.setValue(3)
    assert box.text() == "3 runs"
    gpus = IntSpinBox("GPUs", 1)
    qtbot.addWidget(gpus)
    gpus.setValue(1)
    assert gpus.text() == "1 GPU"


def test_either_form_of_the_unit_is_read_back(qtbot) -> None:
    box = IntSpinBox("months", 1, 120)
    qtbot.addWidget(box)
    box.setValue(1)
    assert box.valueFromText("6 month") == 6  # "1 month" edited to 6 before the unit follows
    assert box.valueFromText("6 months") == 6
    assert box.valueFromText("1 months") == 1


def test_a_chinese_unit_stays_as_it_is(qtbot) -> None:
    box = IntSpinBox("次", 1, 100)
    qtbot.addWidget(box)
    box.setValue(1)
    assert box.text() == "1 次"


def test_the_unit_follows_a_value_set_with_signals_blocked(qtbot) -> None:
    # The form's binding shows the plan's value under a QSignalBlocker, so valueChanged never
    # came: a GUI review found the bundled example's Runs field reading "1 runs".
    from PySide6.QtCore import QSignalBlocker

    box = IntSpinBox("runs", 1, 100)
    qtbot.addWidget(box)
    box.setValue(3)
    with QSignalBlocker(box):
        box.setValue(1)
    assert box.text() == "1 run"
