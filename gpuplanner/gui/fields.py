"""Input widgets for plan fields: unit-carrying spin boxes, a big-number entry, optional values.

Spin boxes accept any number typed (their hard range is wide) so that a value outside the
field's valid range reaches the plan validator and is explained next to the field instead of
being silently clamped. The arrows and the width follow the field's *soft* range.
"""

from __future__ import annotations

import contextlib
import enum
import math
import re
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from gpuplanner.gui import format as fmt

_HARD_LIMIT = 1e15  # far beyond any plan value; only keeps the spin box arithmetic finite
_INT_LIMIT = 2**31 - 1  # QSpinBox holds a C int


def _tr(text: str) -> str:
    return QCoreApplication.translate("fields", text)


def range_text(minimum: float, maximum: float | None, unit: str, decimals: int) -> str:
    """'Range: 0 – 1' for tooltips (the maximum may be open)."""

    def shown(value: float) -> str:
        return fmt.number(value, 0 if float(value).is_integer() else decimals)

    lo = shown(minimum)
    if maximum is None:
        return _tr("Range: %1 or more %2").replace("%1", lo).replace("%2", unit).strip()
    hi = shown(maximum)
    return _tr("Range: %1 – %2 %3").replace("%1", lo).replace("%2", hi).replace("%3", unit)


def _with_range(tooltip: str, minimum: float, maximum: float | None, unit: str, dec: int) -> str:
    rng = range_text(minimum, maximum, unit.strip(), dec)
    return f"{tooltip}\n{rng}" if tooltip else rng


class _SoftRange:
    """Arrows and width shared by the number fields.

    The arrows stay inside ``soft_minimum`` … ``soft_maximum``; typing may go outside so the
    binding can explain the bad value instead of silently clamping it. The width fits the
    largest value with its unit (``_width_sample``), at least ``_min_width`` pixels.
    """

    soft_minimum: float
    soft_maximum: float | None
    _width_sample: str
    _min_width = 90

    # ``self: Any``: the mixin's methods run on a QSpinBox or QDoubleSpinBox (value, setValue).
    def stepBy(self: Any, steps: int) -> None:
        target = max(self.value() + steps * self.singleStep(), self.soft_minimum)
        if self.soft_maximum is not None:
            target = min(target, self.soft_maximum)
        self.setValue(target)
        self.selectAll()

    def stepEnabled(self: Any) -> QAbstractSpinBox.StepEnabledFlag:
        flags = QAbstractSpinBox.StepEnabledFlag.StepNone
        if self.soft_maximum is None or self.value() < self.soft_maximum:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        if self.value() > self.soft_minimum:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        return flags

    def sizeHint(self):
        hint = super().sizeHint()
        text = f"-{self._width_sample}{self.suffix()}"
        width = QFontMetrics(self.font()).horizontalAdvance(text) + 44  # frame + arrows
        hint.setWidth(max(self._min_width, width))
        return hint

    def minimumSizeHint(self):
        hint = super().minimumSizeHint()
        hint.setWidth(min(hint.width(), self.sizeHint().width()))
        return hint


class UnitSpinBox(_SoftRange, QDoubleSpinBox):
    """A decimal field with a unit suffix, a soft range for the arrows and an explaining tooltip."""

    _min_width = 110

    def __init__(
        self,
        unit: str = "",
        minimum: float = 0.0,
        maximum: float | None = None,
        decimals: int = 2,
        step: float = 1.0,
        tooltip: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.soft_minimum = minimum
        self.soft_maximum = maximum
        self.setDecimals(decimals)
        self.setRange(-_HARD_LIMIT, _HARD_LIMIT)
        self.setGroupSeparatorShown(True)
        self.setSingleStep(step)
        self.setSuffix(f" {unit}" if unit else "")
        self.setKeyboardTracking(True)  # every keystroke is an edit; the document merges them
        self.setAccelerated(True)
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToPreviousValue)
        self.setToolTip(_with_range(tooltip, minimum, maximum, unit, decimals))
        self._width_sample = fmt.number(maximum if maximum is not None else 1e6, decimals)


class IntSpinBox(_SoftRange, QSpinBox):
    """A whole-number field (GPUs, layers, batch) with a unit suffix and a soft range."""

    def __init__(
        self,
        unit: str = "",
        minimum: int = 1,
        maximum: int | None = None,
        step: int = 1,
        tooltip: str = "",
        none_text: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.soft_minimum = minimum
        self.soft_maximum = maximum
        self.setRange(-_INT_LIMIT, _INT_LIMIT)
        self.setGroupSeparatorShown(True)
        if none_text:
            # 0 stands for "not given" (an optional plan field); it shows as ``none_text``.
            self.setRange(0, _INT_LIMIT)
            self.setSpecialValueText(none_text)
            self.soft_minimum = 0
        self.setSingleStep(step)
        self.setSuffix(f" {unit}" if unit else "")
        self.setAccelerated(True)
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToPreviousValue)
        self.setToolTip(_with_range(tooltip, minimum, maximum, unit, 0))
        self._width_sample = fmt.integer(maximum if maximum is not None else 1_000_000)


# Multipliers a user may type after a number. 万 and 亿 are how Chinese users say 1e4 and 1e8.
_MULTIPLIERS = {
    "": 1.0,
    "k": 1e3,
    "m": 1e6,
    "b": 1e9,
    "g": 1e9,
    "t": 1e12,
    "万": 1e4,
    "亿": 1e8,
}
_NUMBER = re.compile(r"^\s*([+-]?[0-9][0-9,_ ]*(?:\.[0-9]*)?(?:e[+-]?[0-9]+)?)\s*(\S*)\s*$", re.I)


def parse_big_number(text: str) -> float:
    """Read 1e9, 1,000,000,000, 1B, 1.5T, 500M, 20万 or 10亿 (raises ValueError with a reason)."""
    match = _NUMBER.match(text.replace("，", ","))
    if not match:
        raise ValueError(_tr("not a number: type e.g. 1e9, 1,000,000,000 or 1B"))
    digits, suffix = match.groups()
    multiplier = _MULTIPLIERS.get(suffix.lower())
    if multiplier is None:
        raise ValueError(_tr("unknown suffix “%1”: use K, M, B, T, 万 or 亿").replace("%1", suffix))
    value = float(re.sub(r"[,_ ]", "", digits)) * multiplier
    if not math.isfinite(value):
        raise ValueError(_tr("the number is too large"))
    return value


def format_big_number(value: float) -> str:
    """Compact, re-parseable text: 1e9 → '1 B', 2.5e10 → '25 B', 1.5e12 → '1.5 T'."""
    for scale, letter in ((1e12, "T"), (1e9, "B"), (1e6, "M")):
        if abs(value) >= scale:
            return f"{value / scale:.12g} {letter}"
    return f"{value:.12g}"


class BigNumberEdit(QLineEdit):
    """A count typed like an engineer says it (1e9, 1,000,000,000, 1B); value() may raise."""

    edited = Signal()
    finished = Signal()

    def __init__(self, tooltip: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        hint = _tr("Type 1e9, 1,000,000,000, 1B (billion), 1.5T, 500M, 20万 or 10亿.")
        self.setToolTip(f"{tooltip}\n{hint}" if tooltip else hint)
        self.setPlaceholderText("1B")
        self.textEdited.connect(self.edited)
        self.editingFinished.connect(self._on_finished)

    def value(self) -> float:
        return parse_big_number(self.text())

    def setValue(self, value: float) -> None:
        self.setText(format_big_number(value))

    def _on_finished(self) -> None:
        # Tidy what was typed into the canonical form; a text that is not a number stays so
        # the user can correct it (the binding shows why).
        with contextlib.suppress(ValueError):
            self.setValue(self.value())
        self.finished.emit()


class OptionalField(QWidget):
    """A check box that switches a value on (the inner field's value) or off (None)."""

    edited = Signal()
    finished = Signal()

    def __init__(self, label: str, inner: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.check = QCheckBox(label, self)
        self.inner: Any = inner  # a spin box, a BigNumberEdit, a line edit …
        self.check.setToolTip(inner.toolTip())
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.check)
        layout.addWidget(inner, 1)
        inner.setEnabled(False)
        self.check.toggled.connect(self._on_toggled)
        if isinstance(inner, QAbstractSpinBox | QLineEdit):
            inner.editingFinished.connect(self.finished)
        if isinstance(inner, QDoubleSpinBox | QSpinBox):
            inner.valueChanged.connect(self.edited)
        elif isinstance(inner, BigNumberEdit):
            inner.edited.connect(self.edited)

    def value(self) -> object:
        return self.inner.value() if self.check.isChecked() else None  # type: ignore[attr-defined]

    def setValue(self, value: object) -> None:
        on = value is not None
        self.check.setChecked(on)
        self.inner.setEnabled(on)
        if on:
            self.inner.setValue(value)  # type: ignore[attr-defined]

    def _on_toggled(self, on: bool) -> None:
        self.inner.setEnabled(on)
        self.edited.emit()
        self.finished.emit()


def enum_combo(
    items: list[tuple[object, str]], tooltip: str = "", parent: QWidget | None = None
) -> QComboBox:
    """A combo box of (value, label) pairs; the binding reads and writes ``currentData()``."""
    combo = QComboBox(parent)
    for value, label in items:
        # Enum members are stored by value: Qt compares plain strings reliably in findData.
        combo.addItem(label, value.value if isinstance(value, enum.Enum) else value)
    combo.setToolTip(tooltip)
    return combo


def compact_combo(combo: QComboBox, characters: int = 16) -> QComboBox:
    """Let a combo of long names shrink with the form (full names stay in the popup)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(characters)
    policy = combo.sizePolicy()
    policy.setHorizontalPolicy(QSizePolicy.Policy.Expanding)
    combo.setSizePolicy(policy)
    return combo
