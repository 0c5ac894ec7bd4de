"""Locale-aware display of numbers, money, hours, days and percentages (QLocale).

Every figure the GUI shows goes through here, so the language switch and the currency of the
plan change all of them at once. Undefined figures (NaN, infinity, None) show as a dash.
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QCoreApplication, QLocale

from gpuplanner.core.currency import CURRENCY_SYMBOLS as _SYMBOLS
from gpuplanner.io.messages import MONEY, fill

DASH = "—"


def locale() -> QLocale:
    """The display locale: the system's, or US English where the system says only "C"/POSIX.

    The C locale omits digit grouping and puts the symbol after the number ("2880.00¥"),
    which nobody reads comfortably in a cost table.
    """
    loc = QLocale()
    if loc.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return loc


def _defined(value: float | None) -> bool:
    return value is not None and math.isfinite(value)


def currency_symbol(currency: str) -> str:
    return _SYMBOLS.get(currency, currency + " ")


def number(value: float | None, decimals: int = 0) -> str:
    """A grouped number, e.g. 1,234,567.9."""
    if not _defined(value):
        return DASH
    assert value is not None
    return locale().toString(float(value), "f", decimals)


def trimmed(value: float | None, decimals: int = 1) -> str:
    """A figure without a zero fraction, as a datasheet or a user writes it: 80, 23.5."""
    if not _defined(value):
        return DASH
    assert value is not None
    return number(value, 0 if float(value).is_integer() else decimals)


def integer(value: int | None) -> str:
    if value is None:
        return DASH
    return locale().toString(int(value))


def money(value: float | None, currency: str, decimals: int = 2) -> str:
    """Money in the plan's currency: "¥2,880.00", "-$1,234.50", "CHF 10.00"."""
    if not _defined(value):
        return DASH
    assert value is not None
    loc = locale()
    # toCurrencyString writes negatives in accounting parentheses in some locales; a plain
    # minus sign reads better next to other figures.
    text = loc.toCurrencyString(abs(float(value)), currency_symbol(currency), decimals)
    return loc.negativeSign() + text if value < 0 else text


def hours(value: float | None, decimals: int = 1) -> str:
    if not _defined(value):
        return DASH
    return fill(QCoreApplication.translate("format", "%1 h"), number(value, decimals))


def days(value: float | None, decimals: int = 1) -> str:
    if not _defined(value):
        return DASH
    return fill(QCoreApplication.translate("format", "%1 d"), number(value, decimals))


def gigabytes(value: float | None, decimals: int = 1, trim: bool = False) -> str:
    """'14.0 GB'; ``trim``: a whole figure without its zero fraction, a GPU's '80 GB'."""
    if not _defined(value):
        return DASH
    shown = trimmed(value, decimals) if trim else number(value, decimals)
    return fill(QCoreApplication.translate("format", "%1 GB"), shown)


def percent(fraction: float | None, decimals: int = 0) -> str:
    """A fraction as a percentage: 0.655 → "66%"."""
    if not _defined(fraction):
        return DASH
    assert fraction is not None
    return fill(QCoreApplication.translate("format", "%1%"), number(fraction * 100.0, decimals))


def flops(value: float | None) -> str:
    """A FLOP count in scientific notation, e.g. 4.20 × 10^19 shown as "4.20e19 FLOPs"."""
    if not _defined(value):
        return DASH
    assert value is not None
    mantissa, exponent = f"{value:.2e}".split("e")
    text = f"{locale().toString(float(mantissa), 'f', 2)}e{int(exponent)}"
    return fill(QCoreApplication.translate("format", "%1 FLOPs"), text)


_SPEC = re.compile(r"[,_]?(?:\.(\d+))?([fFgG%]?)")


def render(value: object, spec: str) -> str:
    """A catalog parameter in the display locale (``messages.fill``'s ``render``): the
    template's ``format()`` spec says the decimals (``.1f``, ``.0%``, ``,``); text stays."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return str(value)
    if spec == MONEY:  # no currency known here: the amount with its cents
        return number(value, 2)
    match = _SPEC.fullmatch(spec)
    if match is None:  # a spec this display does not know: Python's own formatting
        return format(value, spec)
    decimals, kind = match.groups()
    if kind == "%":
        return percent(value, int(decimals or 0))
    if isinstance(value, int) and not decimals:
        return integer(value)
    if kind in ("g", "G", "") and not decimals:
        return trimmed(value, 2)
    return number(value, int(decimals or 0))
