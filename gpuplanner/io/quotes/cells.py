"""One cell of a quote row → a typed value, or a problem (code and parameters).

Text a stranger typed is checked before it is used: control and bidi-override characters,
lengths, and a leading = + - @ (which a spreadsheet runs as a formula) are refused with a
message, never stripped silently.
"""

from __future__ import annotations

import datetime as dt
import math
import re
import unicodedata
from decimal import Decimal
from typing import Any

from gpuplanner.io.quotes.columns import BOOLS, STACKS, normalize_header
from gpuplanner.io.quotes.header_units import CURRENCY_WORDS
from gpuplanner.io.quotes.read import BadDate, Formula, Percent
from gpuplanner.io.quotes.words import shown

__all__ = ["CellProblem", "shown"]  # shown: re-exported for the row parsers

MAX_NAME_CHARS = 200
MAX_NOTE_CHARS = 2000
FORMULA_START = ("=", "+", "-", "@")
# No figure in a quote comes near this (a fee of ¥10¹⁵, 10¹⁵ GB); past it a cost loses its
# cents in float64 (2⁵³ ≈ 9 × 10¹⁵) and core's own bounds (FeeItem: ≤ 1e15) refuse it anyway.
MAX_NUMBER = 1e15
# A quote valid for more than ten years is a date that lost its format (until).
MAX_VALID_DAYS = 3660
_SERIAL_EPOCH = dt.date(1899, 12, 30)  # Excel's day 0 (its 1900 leap-year bug included)
_BIDI = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x2028, 0x2029)}
_ERRORS = {"#DIV/0!", "#N/A", "#NAME?", "#NULL!", "#NUM!", "#REF!", "#VALUE!", "#SPILL!"}
# A currency beside a figure (which one is checked against the row's: parse.py), by the
# words of header_units (longest first: US$ and 美元 go whole); ￥ is ¥ once folded.
_MONEY = re.compile("|".join(re.escape(w) for w in (*CURRENCY_WORDS, "￥", "a$")), re.IGNORECASE)
# Spaces inside a number only as a thousands separator (12 500, 1 250 000): "12 15" is no number.
_SPACED = re.compile(r"^-?\d{1,3}( \d{3})+(\.\d+)?$")
_GROUPED = re.compile(r"^-?\d{1,3}(,\d{3})+(\.\d+)?$")
_DATE = re.compile(r"^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$")


class CellProblem(Exception):
    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def check_cell(value: Any) -> None:
    """Refuse a formula without a saved result and a spreadsheet error value."""
    if isinstance(value, Formula):
        raise CellProblem("formula_no_value", formula=value.text[:60])
    if isinstance(value, BadDate):
        raise CellProblem("date_out_of_range")
    if isinstance(value, str) and value.strip() in _ERRORS:
        raise CellProblem("formula_error", got=value.strip())


def text(value: Any, limit: int = MAX_NAME_CHARS, *, plain: bool = True) -> str:
    """A text cell; ``plain`` text (names, notes) may not start like a formula."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    s = str(value).strip()
    if s[:1] == "'" and s[1:2] in FORMULA_START:
        s = s[1:]  # the apostrophe a safe CSV puts before such text (template.py) is no part of it
    for i, c in enumerate(s, start=1):
        if c in ("\t", "\n") and limit > MAX_NAME_CHARS:
            continue  # a note may hold line breaks and tabs
        if unicodedata.category(c) == "Cc" or c in _BIDI:
            raise CellProblem("control_char", char=f"U+{ord(c):04X}", position=i)
    if len(s) > limit:
        raise CellProblem("too_long", length=len(s), limit=limit)
    if plain and s.startswith(FORMULA_START):
        raise CellProblem("starts_like_formula", char=s[0])
    return s


def number(value: Any) -> float:
    """A non-negative finite number: 12.5, "12.5", "1,234.5", "¥12.5", "12.5 元"."""
    if isinstance(value, bool):
        raise CellProblem("not_number", got=shown(value))
    if isinstance(value, int) and abs(value) > MAX_NUMBER:  # float() of a huge int overflows
        raise CellProblem("too_large", got=shown(value), limit=f"{MAX_NUMBER:g}")
    if isinstance(value, int | float):
        x = float(value)
    else:
        s = " ".join(_MONEY.sub(" ", text(value, plain=False)).split())
        if _SPACED.match(s):
            s = s.replace(" ", "")
        if _GROUPED.match(s):
            s = s.replace(",", "")
        try:
            x = float(s)
        except ValueError:
            raise CellProblem("not_number", got=shown(value)) from None
        if s.lower().lstrip("+-") in ("nan", "inf", "infinity"):
            raise CellProblem("not_finite", got=shown(value))
    if not math.isfinite(x):
        raise CellProblem("not_finite", got=shown(value))
    if x < 0:
        raise CellProblem("negative", got=f"{x:g}")
    if x > MAX_NUMBER:
        raise CellProblem("too_large", got=f"{x:g}", limit=f"{MAX_NUMBER:g}")
    return x


def whole(value: Any) -> int:
    x = number(value)
    if not x.is_integer() or x < 1:
        raise CellProblem("not_whole", got=f"{x:g}")
    return int(x)


def share(value: Any) -> float:
    """A share in 0 … 1: 0.4, "0.4", "40%" or "40 %"."""
    if isinstance(value, str) and value.strip().endswith(("%", "％")):
        x = number(value.strip()[:-1]) / 100
    else:
        x = number(value)
    if x > 1:
        raise CellProblem("not_share", got=shown(value))
    return x


def percent(value: Any) -> float:
    """A percentage as the vendor sees it: 10, "10", "10%", or a cell holding 0.1 that the
    spreadsheet shows as 10 % (a percent number format) → 10.0."""
    if isinstance(value, Percent):
        number(value)  # the checks (finite, not negative) on the stored value
        return float(Decimal(repr(float(value))).scaleb(2))  # 0.1 → 10.0 exactly, not 10.000…2
    if isinstance(value, str) and value.strip().endswith(("%", "％")):
        return number(value.strip()[:-1])
    return number(value)


_ZHE = re.compile(r"^(\d+(?:\.\d+)?)\s*折$")


def discount(value: Any) -> float:
    """A discount as percent off the list price: 10, "10%", a 10 % cell, or the Chinese
    price share "9折" / "8.5折" / "85折" (pay 90 %, 85 %: 10 %, 15 % off). A plain 0.8 is
    refused: it reads as 0.8 % off, as 八折 or as 80 % off, and only the vendor knows which."""
    if isinstance(value, str) and (m := _ZHE.match(unicodedata.normalize("NFKC", value).strip())):
        share = float(m[1])
        paid = share * 10 if share <= 10 else share  # 8.5折 and 85折 are 85 %, 10折 the list
        if not 0 < paid <= 100:
            raise CellProblem("not_discount", got=shown(value))
        return float(Decimal(repr(100 - paid)))
    off = percent(value)
    if 0 < off < 1 and not isinstance(value, Percent) and not _has_percent_sign(value):
        raise CellProblem("discount_ambiguous", got=shown(value))
    return off


def percent_written(value: Any) -> bool:
    """Whether a cell says it is a percent: "10%", or a number formatted as one."""
    return isinstance(value, Percent) or _has_percent_sign(value)


def _has_percent_sign(value: Any) -> bool:
    return isinstance(value, str) and value.strip().endswith(("%", "％"))


_VAT_WORDS = {"含税": True, "含增值税": True, "不含税": False, "未税": False, "税前": False}
_VAT_WORDS |= {"inclvat": True, "includingvat": True, "exclvat": False, "excludingvat": False}


def vat_basis(value: Any) -> bool:
    """Whether the row's prices include VAT: yes / no, or as a Chinese quote says it (含税,
    不含税), or incl. / excl. VAT."""
    if isinstance(value, str):
        word = _VAT_WORDS.get(normalize_header(value).replace(".", ""))
        if word is not None:
            return word
    return boolean(value)


def boolean(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    word = BOOLS.get(normalize_header(text(value, plain=False)))
    if word is None:
        raise CellProblem("not_bool", got=shown(value))
    return word == "yes"


def date(value: Any) -> dt.date:
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    m = _DATE.match(text(value, plain=False)) if isinstance(value, str) else None
    try:
        if m:
            return dt.date(int(m[1]), int(m[2]), int(m[3]))
    except ValueError:
        pass
    raise CellProblem("not_date", got=shown(value))


def until(value: Any, quoted: dt.date | None) -> dt.date:
    """A date, or a number of days after the quote date."""
    if isinstance(value, dt.date):
        return date(value)
    try:
        return date(value)
    except CellProblem:
        pass
    try:
        days = number(value)
    except CellProblem as exc:
        if exc.code == "too_large":
            raise
        raise CellProblem("not_until", got=shown(value)) from None
    if days > MAX_VALID_DAYS:
        # A date cell that lost its date format reads as its serial (46477 is 2027-03-31):
        # as days it would keep the quote valid for a century.
        serial = _SERIAL_EPOCH + dt.timedelta(days=int(days)) if days < 2_958_466 else None
        raise CellProblem(
            "until_days_too_many", days=f"{days:,.0f}", date=serial.isoformat() if serial else "–"
        )
    if quoted is None:
        raise CellProblem("until_needs_date")
    try:
        return quoted + dt.timedelta(days=days)
    except OverflowError:  # past 9999-12-31 (or beyond timedelta's 999,999,999 days)
        count = f"{int(days):,}" if days.is_integer() else f"{days:,.1f}"
        raise CellProblem("until_out_of_range", days=count, date=quoted.isoformat()) from None


def choice(value: Any, words: dict[str, str]) -> str:
    got = words.get(normalize_header(text(value, plain=False)))
    if got is None:
        choices = ", ".join(dict.fromkeys(words.values()))
        raise CellProblem("unknown_choice", got=shown(value), choices=choices)
    return got


def stack(value: Any) -> str:
    """A training stack by its catalog word in either language ("Megatron-Core / NeMo",
    "实测（已校准）") or its code ("megatron"); the message lists the words (words.py)."""
    got = STACKS.get(normalize_header(text(value, plain=False)))
    if got is None:
        raise CellProblem("unknown_stack", got=shown(value))
    return got
