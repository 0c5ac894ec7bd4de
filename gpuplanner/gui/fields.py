"""Input widgets for plan fields: unit-carrying spin boxes, a big-number entry, optional values.

Spin boxes accept any number typed (their hard range is wide) so that a value outside the
field's valid range reaches the plan validator and is explained next to the field instead of
being silently clamped. The arrows and the width follow the field's *soft* range.

Typing is never applied keystroke by keystroke: a number field reports a value when the user
commits it (Return, leaving the field, the arrows), so a prefix such as the "15" of "150" never
reaches the plan. The text is read in the field's locale by ``parse_number``: "1e3" is 1,000,
"60,5" is 60.5 where the comma is the decimal separator and refused with a reason where it
separates thousands (never read as 605). Text that is not a number keeps the field in an
intermediate state; leaving the field puts the last valid value back.
"""

from __future__ import annotations

import enum
import math
import re
import unicodedata
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QFontMetrics, QValidator
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from gpuplanner.core.workload import TrainingStack
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.i18n import current_language
from gpuplanner.io import messages

_HARD_LIMIT = 1e15  # far beyond any plan value; only keeps the spin box arithmetic finite
_INT_LIMIT = 2**31 - 1  # QSpinBox holds a C int


def _tr(text: str) -> str:
    return QCoreApplication.translate("fields", text)


def range_text(minimum: float, maximum: float | None, unit: str, decimals: int) -> str:
    """'Range: 0 – 1' for tooltips (the maximum may be open)."""

    def shown(value: float) -> str:
        return fmt.trimmed(value, decimals)

    lo = shown(minimum)
    if maximum is None:
        return fmt.fill(_tr("Range: %1 or more %2"), lo, unit).strip()
    hi = shown(maximum)
    return fmt.fill(_tr("Range: %1 – %2 %3"), lo, hi, unit)


def _with_range(tooltip: str, minimum: float, maximum: float | None, unit: str, dec: int) -> str:
    rng = range_text(minimum, maximum, unit.strip(), dec)
    return f"{tooltip}\n{rng}" if tooltip else rng


_SPACES = (" ", "\u00a0", "\u202f")  # group separators a French or Swiss user may type


def _number_locale(locale: QLocale) -> QLocale:
    """The C locale reads like US English (format.locale does the same for display)."""
    if locale.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return locale


def parse_number(text: str, locale: QLocale, whole: bool = False) -> float:
    """The number ``text`` means in ``locale``; ValueError with a reason the user can act on.

    Digit grouping is accepted only where the locale puts it (1,234,567 in English), so a
    separator in the wrong place is refused instead of being dropped: in English "60,5" is
    not 605. Exponents (1e3, 2.5E-2) are read; full-width digits and signs (６０．５) too.
    """
    locale = _number_locale(locale)
    dec, group = locale.decimalPoint(), locale.groupSeparator()
    raw = unicodedata.normalize("NFKC", text).strip()
    if group in _SPACES:
        for space in _SPACES:
            raw = raw.replace(space, group)
    if not raw:
        raise ValueError(_tr("type a number"))
    sign = ""
    if raw[0] in "+-\u2212":
        sign, raw = ("-" if raw[0] != "+" else ""), raw[1:]
    mantissa, *power = re.split(r"[eE]", raw)
    if power and (len(power) > 1 or not re.fullmatch(r"[+-]?[0-9]+", power[0])):
        raise ValueError(_tr("not a number: write a power of ten as 1e3"))
    exponent = power[0] if power else "0"
    other = "." if dec == "," else ","
    if other in mantissa and other != group:
        raise ValueError(fmt.fill(_tr("write the decimal with “%1”"), dec))
    whole_part, _, fraction = mantissa.partition(dec)
    if dec in fraction or not re.fullmatch(r"[0-9]*", fraction):
        raise ValueError(_tr("not a number"))
    if group and group in whole_part:
        if not re.fullmatch(r"[0-9]{1,3}(?:" + re.escape(group) + r"[0-9]{3})+", whole_part):
            if group == other:
                hint = _tr("“%1” separates thousands here; write the decimal with “%2”")
                raise ValueError(fmt.fill(hint, group, dec))
            raise ValueError(_tr("digit groups must have three digits"))
        whole_part = whole_part.replace(group, "")
    if not re.fullmatch(r"[0-9]*", whole_part) or not (whole_part or fraction):
        raise ValueError(_tr("not a number"))
    value = float(f"{sign}{whole_part or 0}.{fraction or 0}e{exponent}")
    if not math.isfinite(value) or abs(value) > _HARD_LIMIT:
        raise ValueError(_tr("the number is too large"))
    if whole and not value.is_integer():
        raise ValueError(wording.word("error.int_from_float"))
    return value


def _fits_decimals(value: float, decimals: int) -> bool:
    """Whether ``value`` is shown as itself with ``decimals`` decimal places."""
    return abs(round(value, decimals) - value) <= 1e-9 * max(1.0, abs(value))


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
        text = f"-{self._width_sample}{self._widest_suffix()}"
        width = QFontMetrics(self.font()).horizontalAdvance(text) + 44  # frame + arrows
        hint.setWidth(max(self._min_width, width))
        return hint

    def _widest_suffix(self: Any) -> str:
        return str(self.suffix())

    def minimumSizeHint(self):
        hint = super().minimumSizeHint()
        hint.setWidth(min(hint.width(), self.sizeHint().width()))
        return hint


class _TypedNumber:
    """Reads the typed text with ``parse_number`` and commits only whole, valid numbers.

    ``validate`` never says Invalid, so every key the user types stays visible (the "e" of
    1e3 is not swallowed); text that is not a number is Intermediate: Return keeps it with its
    reason shown (see ``text_problem``), leaving the field restores the last value.
    """

    _whole = False
    _limit = _HARD_LIMIT
    # ``self: Any``: the methods run on a QSpinBox or QDoubleSpinBox (lineEdit, suffix …).

    def _affixes(self: Any) -> tuple[str, ...]:
        """The texts around the number that are not part of it (longest first)."""
        return (self.suffix().strip(), self.prefix().strip())

    def _number_of(self: Any, text: str) -> float:
        body = text.strip()
        for affix in self._affixes():
            if affix:
                body = body.removesuffix(affix).removeprefix(affix).strip()
        value = parse_number(body, self.locale(), self._whole)
        if abs(value) > self._limit:
            raise ValueError(_tr("the number is too large"))
        if not self._whole and not _fits_decimals(value, self.decimals()):
            # The spin box shows (and Qt keeps) the value rounded to its decimals: 99.999 in a
            # two-decimal field would read "100.00", a value the plan does not hold.
            raise ValueError(fmt.fill(_tr("at most %1 decimal places here"), self.decimals()))
        return value

    def _is_special(self: Any, text: str) -> bool:
        special = self.specialValueText()
        return bool(special) and text.strip() == special.strip()

    def _problem(self: Any, text: str) -> str:
        if self._is_special(text):
            return ""
        try:
            self._number_of(text)
        except ValueError as exc:
            return str(exc)
        return ""

    def text_problem(self: Any) -> str:
        """Why the text in the field is not a number ("" when it is one)."""
        return self._problem(self.lineEdit().text())

    def validate(self: Any, text: str, pos: int) -> object:
        ok = not self._problem(text)
        state = QValidator.State.Acceptable if ok else QValidator.State.Intermediate
        return state, text, pos

    def fixup(self: Any, text: str) -> str:
        return text  # nothing is guessed: an unreadable text is refused, then restored

    def valueFromText(self: Any, text: str) -> float:
        if self._is_special(text):
            return self.minimum()
        try:
            value = self._number_of(text)
        except ValueError:
            return self.value()
        return int(value) if self._whole else value

    def keyPressEvent(self: Any, event) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and self.text_problem():
            event.accept()  # keep the text and its reason; nothing is committed
            return
        super().keyPressEvent(event)

    _blank = False

    def clear_shown(self: Any) -> None:
        """Show no value (a field that does not apply to what is selected) until the next
        ``setValue`` or keystroke; ``value()`` keeps a number only Qt needs."""
        self._blank = True
        self.lineEdit().clear()

    def is_blank(self: Any) -> bool:
        return self._blank

    def setValue(self: Any, value: float) -> None:
        was_blank, self._blank = self._blank, False
        super().setValue(value)
        if was_blank:  # the same value as before the blank: Qt would not redraw it
            shown = self.textFromValue(self.value())
            self.lineEdit().setText(f"{self.prefix()}{shown}{self.suffix()}")

    def textFromValue(self: Any, value: float) -> str:
        return "" if self._blank else super().textFromValue(value)

    def _typed_now(self: Any) -> None:
        self._blank = False


class UnitSpinBox(_TypedNumber, _SoftRange, QDoubleSpinBox):
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
        self.setKeyboardTracking(False)  # typing is committed by Return, leaving, arrows
        self.setAccelerated(True)
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToPreviousValue)
        self.setToolTip(_with_range(tooltip, minimum, maximum, unit, decimals))
        self.lineEdit().textEdited.connect(self._typed_now)
        self._width_sample = fmt.number(maximum if maximum is not None else 1e6, decimals)


# The English units of the whole-number fields and their singular ("1 run", not "1 runs");
# Chinese units have no plural.
ENGLISH_SINGULAR = {
    "GPUs": "GPU",
    "runs": "run",
    "months": "month",
    "days": "day",
    "years": "year",
    "experts": "expert",
    "adapters": "adapter",
    "tokens": "token",
    "epochs": "epoch",
}


def unit_for(value: float, unit: str) -> str:
    """The unit as it reads after ``value``: "1 run", "2 runs", "1 epoch" (``ENGLISH_SINGULAR``)."""
    return ENGLISH_SINGULAR.get(unit, unit) if abs(value) == 1 else unit


class IntSpinBox(_TypedNumber, _SoftRange, QSpinBox):
    """A whole-number field (GPUs, layers, batch) with a unit suffix and a soft range."""

    _whole = True
    _limit = _INT_LIMIT

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
        self._unit = unit  # before Qt asks to validate or size anything
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
        self._fit_unit(self.value())
        self.valueChanged.connect(self._fit_unit)
        self.setKeyboardTracking(False)  # typing is committed by Return, leaving, arrows
        self.setAccelerated(True)
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToPreviousValue)
        self.setToolTip(_with_range(tooltip, minimum, maximum, unit, 0))
        self.lineEdit().textEdited.connect(self._typed_now)
        self._width_sample = fmt.integer(maximum if maximum is not None else 1_000_000)

    def setValue(self, value: float) -> None:
        super().setValue(value)
        # Also when the binding sets it with the signals blocked (valueChanged never comes):
        # the form showed "1 runs".
        self._fit_unit(self.value())

    def _fit_unit(self, value: int) -> None:
        """ "1 run", "2 runs": an English unit follows the value."""
        unit = unit_for(value, self._unit)
        suffix = f" {unit}" if unit else ""
        if self.suffix() != suffix:
            self.setSuffix(suffix)

    def _widest_suffix(self) -> str:
        return f" {self._unit}" if self._unit else ""  # the width does not move with the value

    def _affixes(self) -> tuple[str, ...]:
        # Either form of the unit: "1 run" edited to "6 run" reads as 6 (plural first: the
        # singular is its prefix).
        return (self._unit, unit_for(1, self._unit), self.prefix().strip())


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
        raise ValueError(fmt.fill(_tr("unknown suffix “%1”: use K, M, B, T, 万 or 亿"), suffix))
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
    """A count typed like an engineer says it (1e9, 1,000,000,000, 1B); value() may raise.

    ``edited`` fires when a readable value is committed (Return or leaving the field), not
    on every keystroke: "1e1" on the way to "1e12" is never a plan value.
    """

    edited = Signal()
    finished = Signal()

    def __init__(self, tooltip: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        hint = _tr("Type 1e9, 1,000,000,000, 1B (billion), 1.5T, 500M, 20万 or 10亿.")
        self.setToolTip(f"{tooltip}\n{hint}" if tooltip else hint)
        self.setPlaceholderText("1B")
        self.editingFinished.connect(self._on_finished)

    def value(self) -> float:
        return parse_big_number(self.text())

    def setValue(self, value: float) -> None:
        self.setText(format_big_number(value))

    def text_problem(self) -> str:
        try:
            self.value()
        except ValueError as exc:
            return str(exc)
        return ""

    def clear_shown(self) -> None:
        self.clear()

    def _on_finished(self) -> None:
        # Tidy what was typed into the canonical form and commit it; a text that is not a
        # number stays so the user can correct it (the binding shows why).
        if not self.text_problem():
            self.setValue(self.value())
            self.edited.emit()
        self.finished.emit()


def shows_nothing(widget: QWidget) -> bool:
    """A spin box emptied by ``clear_shown`` still holds an old value(): it shows nothing."""
    if isinstance(widget, _TypedNumber):
        return widget.is_blank()
    if isinstance(widget, QLineEdit):
        return not widget.text().strip()
    return False


class OptionalField(QWidget):
    """A check box that switches a value on (the inner field's value) or off (None).

    While off, the inner field shows nothing, never a figure left from another platform;
    switching on starts from ``start`` (a value, or a function giving the value that fits
    what is selected now, e.g. the GPU count the plan picks today).
    """

    edited = Signal()
    finished = Signal()

    def __init__(
        self,
        label: str,
        inner: QWidget,
        parent: QWidget | None = None,
        start: object | Callable[[], object] = None,
    ) -> None:
        super().__init__(parent)
        self.check = QCheckBox(label, self)
        self.inner: Any = inner  # a spin box, a BigNumberEdit, a line edit …
        self.start = start
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
        with QSignalBlocker(self.check):
            self.check.setChecked(on)
        self.inner.setEnabled(on)
        with QSignalBlocker(self.inner):
            if on:
                self.inner.setValue(value)  # type: ignore[attr-defined]
            else:
                self.inner.clear_shown()  # type: ignore[attr-defined]

    def text_problem(self) -> str:
        return self.inner.text_problem() if self.check.isChecked() else ""  # type: ignore[attr-defined]

    def clear_shown(self) -> None:
        self.setValue(None)

    def _start_value(self) -> object:
        start = self.start() if callable(self.start) else self.start
        if start is None:
            start = getattr(self.inner, "soft_minimum", None)
        return start

    def _on_toggled(self, on: bool) -> None:
        self.inner.setEnabled(on)
        if on and shows_nothing(self.inner):
            start = self._start_value()
            if start is not None:
                with QSignalBlocker(self.inner):
                    self.inner.setValue(start)  # type: ignore[attr-defined]
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


def stack_combo(tooltip: str) -> QComboBox:
    """The training-stack picker of the Workload and Platforms forms: an empty first entry
    (None in the plan: the caller names what it stands for), then each stack by its catalog
    name with its catalog tooltip."""
    lang = current_language()
    stacks = [(s, messages.text(f"stack.{s.value}", lang)) for s in TrainingStack]
    combo = enum_combo([("", ""), *stacks], tooltip)
    for i, stack in enumerate(TrainingStack, start=1):
        tip = messages.text(f"stack_tip.{stack.value}", lang)
        combo.setItemData(i, tip, Qt.ItemDataRole.ToolTipRole)
    return compact_combo(combo, 12)


def wrapping_label(parent: QWidget | None = None) -> QLabel:
    """A label whose text wraps across its whole form row. A form that grows only expanding
    fields (``form_layout``) leaves a plain word-wrapped label at its narrow size hint, and
    the label's last line is then cut off."""
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    return label
