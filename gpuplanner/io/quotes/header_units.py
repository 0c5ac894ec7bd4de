"""What a header's bracket says about its column's values, and whether the import may read
them as the column's.

A header matches its column with or without the unit in brackets (io/quotes/columns.py), so
a vendor's own sheet reads as our template. But the bracket is the vendor's statement of
what the numbers are: "每台每月租金（万元）" holds ten-thousands of yuan, "每卡时单价（元/台/小时）"
prices a machine, "Price per GPU-hour (USD)" another currency, "每卡时单价（含税）" prices with
VAT. Read as the column's own unit such a figure is wrong by 8×, 12× or 10,000× and nothing
says so. Each of those is refused, naming the column and what the bracket says; a bracket
that restates the column's unit (元/卡时, CNY per GPU-hour, 天, minutes) or the plan's
currency is read.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

_BRACKETS = re.compile(r"[(（](.*?)[)）]")
# A currency's words and signs (its code too) as vendors write them beside a figure.
_CURRENCY_WORDS: tuple[tuple[str, str], ...] = (
    ("hk$", "HKD"),
    ("人民币", "CNY"),
    ("rmb", "CNY"),
    ("cny", "CNY"),
    ("元", "CNY"),
    ("¥", "CNY"),
    ("美元", "USD"),
    ("美金", "USD"),
    ("us$", "USD"),
    ("usd", "USD"),
    ("$", "USD"),
    ("欧元", "EUR"),
    ("eur", "EUR"),
    ("€", "EUR"),
    ("港币", "HKD"),
    ("港元", "HKD"),
    ("hkd", "HKD"),
    ("日元", "JPY"),
    ("jpy", "JPY"),
    ("英镑", "GBP"),
    ("gbp", "GBP"),
    ("£", "GBP"),
)
# Longest first: 美元 before 元, us$ and hk$ before $.
_CURRENCIES = tuple(sorted(_CURRENCY_WORDS, key=lambda pair: -len(pair[0])))
_ENERGY = ("千瓦时", "kwh", "度")
_MULTIPLIERS = {"百万": 1e6, "million": 1e6, "thousand": 1e3, "千": 1e3, "万": 1e4, "亿": 1e8}
_KILO = re.compile(r"^k(?=usd|cny|rmb|eur|\$|¥|元)")  # k$, kUSD: thousands
_VAT_EXCLUDED = ("不含税", "未税", "税前", "exclvat", "excludingvat", "exvat", "vatexcl", "net")
_VAT_INCLUDED = ("含税", "含增值税", "税后", "inclvat", "includingvat", "vatincl", "gross")
_GPU = ("每卡", "卡", "张", "gpu", "card")
_MACHINE = ("整机", "节点", "台", "机", "node", "machine", "server")
_TIME_WORDS: tuple[tuple[str, str], ...] = (
    ("秒", "second"),
    ("seconds", "second"),
    ("second", "second"),
    ("sec", "second"),
    ("分钟", "minute"),
    ("minutes", "minute"),
    ("minute", "minute"),
    ("min", "minute"),
    ("小时", "hour"),
    ("hours", "hour"),
    ("hour", "hour"),
    ("hr", "hour"),
    ("时", "hour"),
    ("h", "hour"),
    ("天", "day"),
    ("days", "day"),
    ("day", "day"),
    ("日", "day"),
    ("周", "week"),
    ("week", "week"),
    ("months", "month"),
    ("month", "month"),
    ("月", "month"),
    ("mo", "month"),
    ("years", "year"),
    ("year", "year"),
    ("年", "year"),
    ("yr", "year"),
)
_TIMES = tuple(sorted(_TIME_WORDS, key=lambda pair: -len(pair[0])))  # "month" before "h"
# The unit codes of core/pricing_fields.py (and the few other columns with a unit): what a
# value of the column is counted per, and its time unit.
_MONEY_PER: dict[str, tuple[str | None, str | None]] = {
    "money": (None, None),
    "money_per_gpu": ("gpu", None),
    "money_per_gpu_hour": ("gpu", "hour"),
    "money_per_gpu_month": ("gpu", "month"),
    "money_per_machine": ("machine", None),
    "money_per_machine_month": ("machine", "month"),
    "money_per_month": (None, "month"),
    "money_per_kwh": ("kwh", None),
}
_TIME_UNITS = {"minutes": "minute", "hours": "hour", "days": "day", "months": "month"}
_TIME_UNITS["years"] = "year"


@dataclass(frozen=True)
class HeaderUnit:
    """Why a header's bracket cannot be read as its column's unit: a problem code of
    io/messages/*/quotes.py and what the bracket said."""

    code: str  # header_scale, header_currency, header_vat, header_unit
    said: str  # the bracket as written
    factor: float = 1.0  # header_scale: what a figure is to be multiplied by (万: 10,000)


def _fold(text: str) -> str:
    """Case, full-width forms, "per" / 每 and separators folded away: "CNY per GPU-hour" and
    "元/卡/小时" → "cnygpuhour", "元卡小时"."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = re.sub(r"\bper\b", " ", text).replace("每", "")
    return re.sub(r"[\s_\-·/.,、]+", "", text)


def currency_of(text: str) -> str | None:
    """The currency a figure's text names ("$2.5", "2.5 美元", "¥18", "18元"), or None."""
    folded = unicodedata.normalize("NFKC", text).lower().replace(" ", "")
    return next((code for word, code in _CURRENCIES if word in folded), None)


def brackets(label: str) -> list[str]:
    """The bracketed parts of a header, as written."""
    return [b.strip() for b in _BRACKETS.findall(unicodedata.normalize("NFKC", label))]


def _take(text: str, words: tuple[str, ...]) -> tuple[bool, str]:
    for w in words:
        if w in text:
            return True, text.replace(w, "", 1)
    return False, text


def check(label: str, unit: str, own: tuple[str, ...], currency: str) -> HeaderUnit | None:
    """The problem with reading the column headed ``label`` as ``unit`` values (a unit code;
    "" for a column without one), or None. ``own``: the brackets of the column's own headers
    (template, both languages), which always read; ``currency``: the plan's."""
    folded_own = {_fold(b) for b in own}
    for said in brackets(label):
        rest = _fold(said)
        if not rest or rest in folded_own:
            continue
        factor = next((f for w, f in _MULTIPLIERS.items() if w in rest.replace("千瓦", "")), 1.0)
        if _KILO.match(rest):
            factor = 1e3
        problem = _check_one(rest, unit, currency)
        if problem is not None:
            return HeaderUnit(problem, said, factor)
    return None


def _check_one(rest: str, unit: str, currency: str) -> str | None:
    energy, rest = _take(rest, _ENERGY)
    scaled, rest = _take(rest, tuple(_MULTIPLIERS))
    if _KILO.match(rest):
        scaled, rest = True, rest[1:]
    found = None
    for word, code in _CURRENCIES:
        if word in rest:
            found, rest = code, rest.replace(word, "", 1)
            break
    vat_out, rest = _take(rest, _VAT_EXCLUDED)
    vat_in, rest = _take(rest, _VAT_INCLUDED)
    per_gpu, rest = _take(rest, _GPU)
    per_machine, rest = _take(rest, _MACHINE)
    times = set()
    for word, code in _TIMES:
        if word in rest:
            times.add(code)
            rest = rest.replace(word, "", 1)
    if unit in _MONEY_PER:
        per, time = _MONEY_PER[unit]
        if scaled:
            return "header_scale"
        if found is not None and found != currency:
            return "header_currency"
        if vat_in:
            return "header_vat"
        if (per_gpu and per != "gpu") or (per_machine and per != "machine"):
            return "header_unit"
        if (energy and per != "kwh") or (times and times != {time}):
            return "header_unit"
        # Anything else in a money column's bracket is not a unit it takes.
        return "header_unit" if rest else None
    del vat_out  # excluding VAT is what a blank "Prices include VAT" means
    expected = _TIME_UNITS.get(unit)
    if expected is not None and times and times != {expected}:
        return "header_unit"
    if unit == "watts" and "kw" in rest:
        return "header_unit"
    return None
