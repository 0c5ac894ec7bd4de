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
    ("yuan", "CNY"),
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
# Longest first: 美元 before 元, us$ and hk$ before $. The one table of currency words: a
# header's bracket, a title, a figure's text, a cell's number format, the Currency column.
_CURRENCIES = tuple(sorted(_CURRENCY_WORDS, key=lambda pair: -len(pair[0])))
CURRENCY_WORDS = tuple(word for word, _ in _CURRENCIES)
_ENERGY = ("千瓦时", "kwh", "度")
_MULTIPLIERS = {"百万": 1e6, "million": 1e6, "thousand": 1e3, "千": 1e3, "万": 1e4, "亿": 1e8}
_KILO = re.compile(r"^k(?=usd|cny|rmb|eur|\$|¥|元)")  # k$, kUSD: thousands
_VAT_EXCLUDED = ("不含税", "未税", "税前", "exclvat", "excludingvat", "exvat", "vatexcl", "net")
_VAT_INCLUDED = ("含税", "含增值税", "税后", "inclvat", "includingvat", "vatincl", "gross")
_GPU = ("每卡", "卡", "张", "块", "gpus", "gpu", "cards", "card")
_MACHINE = (
    "服务器",
    "整机",
    "节点",
    "台",
    "机",
    "nodes",
    "node",
    "machines",
    "machine",
    "servers",
    "server",
)
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
    ("季度", "quarter"),
    ("quarter", "quarter"),
    ("个月", "month"),
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


# What a group over columns says of the figures below it: the words check() reads, by kind
# (a currency, a multiple, VAT included or not, per machine, a time unit); the rest of its
# text (价格, 基本信息, 按量付费) names the group and says nothing of a figure. Each phrase is
# written as check() reads it: 8卡整机 → 台, 包年 → 年, 价税合计 → 含税, in thousands → 千.
_UNIT = (
    r"(?:卡时|卡|张|块|台|节点|服务器|整机|机|gpus?|nodes?|machines?|servers?|cards?|小时|时|天|日|周|"
    r"个月|月|季度|年|hours?|hrs?|h|days?|weeks?|months?|mo|quarters?|years?|yrs?|kwh|千瓦时|度)"
)
_MULTIPLE = {
    "百万": "百万",
    "千": "千",
    "万": "万",
    "亿": "亿",
    "thousand": "千",
    "million": "百万",
    "'000": "千",
    "10k": "万",
    "k": "千",
}


def _currency_alternation() -> str:
    """The currency words as a regex, a word's letters bounded (eur is no part of Europe)."""
    parts = []
    for word in CURRENCY_WORDS:
        escaped = re.escape(word)
        parts.append(rf"\b{escaped}\b" if word.isascii() and word.isalpha() else escaped)
    return "|".join(parts)


_CURRENCY = _currency_alternation()
_PHRASES: tuple[tuple[str, str], ...] = (
    # a multiple beside a currency in other words: K CNY, CNY '000, RMB 10k, k$ (before the
    # currency alone, which would take its word first)
    ("scale_word", rf"\bk\s*(?:{_CURRENCY})|(?:{_CURRENCY})\s*(?:'000|10k|k\b)|\bk\$"),
    ("money", rf"(?:百万|千|万|亿)?(?:{_CURRENCY})"),
    # a multiple where a unit stands: 单位：万, （万）, /万/; not 单位：万国数据
    (
        "scale",
        r"(?<=单位)\s*[:：]?\s*(?:百万|千|万|亿)(?=\s*(?:$|[)）,，;；/\s]|元|美元|人民币))|"
        r"[(（/]\s*(?:百万|千|万|亿)\s*(?=[)）/])",
    ),
    ("scale_word", r"\b(?:in\s+)?(?:thousands?|millions?)\b"),
    (
        "vat_out",
        r"不含(?:增值)?税|未税|税前|裸价|excl\.?\s*(?:\d+\s*%\s*)?vat|excluding\s*vat|"
        r"net\s+of\s+vat|before\s+vat|tax[\s-]*excl\w*",
    ),
    (
        "vat_in",
        r"含[^,，;；)）]{0,8}?(?:税|专票|票)(?!前)|税后|价税合计|(?:税|税费)(?:已)?(?:包含|包括)|"
        r"包括[^,，;；)）]{0,6}?增值税|incl\.?\s*(?:\d+\s*%\s*)?vat|including\s*(?:\d+\s*%\s*)?vat|"
        r"vat[\s-]*incl\w*|inclusive\s+of\s+vat|includes?\s+(?:\d+\s*%\s*)?vat|tax[\s-]*incl\w*",
    ),
    ("vat_word", r"\bgross\b"),
    ("machine", r"\d*\s*卡?\s*整机|按台|单台|每台|每节点|\bper\s+(?:node|machine|server)\b"),
    ("machine", r"\b(?:node|machine|server)s?\b"),
    ("month", r"包年包月"),  # Alibaba's word for a subscription: its prices are a month's
    ("year", r"包年|按年|年付|年费|年度|年租|[1一]\s*年期?|\byearly\b|\bannual(?:ly)?\b"),
    ("month", r"包月|按月|月付|月租|\bmonthly\b"),
    ("day", r"按天|按日|日租|天租|\bdaily\b"),
    ("hour", r"时租|\bhourly\b"),
    ("per", r"/\s*\d*\s*" + _UNIT + r"(?:\s*[-·/]\s*\d*\s*" + _UNIT + ")*"),
    ("per_word", r"(?:每|\bper\b\s*)\d*\s*" + _UNIT + r"(?:\s*[-·/]\s*\d*\s*" + _UNIT + ")*"),
    # a unit alone where a unit stands: 租期（年）, 资源（单位：台）
    (
        "alone_machine",
        r"(?:[(（]|单位\s*[:：]?)\s*(?:台|节点|服务器|整机|机|nodes?|machines?|servers?)\s*"
        r"(?=[)）]|$)",
    ),
    ("alone", r"(?:[(（]|单位\s*[:：]?)\s*" + _UNIT + r"\s*(?=[)）]|$)"),
)
_PHRASE = re.compile("|".join(f"(?P<{kind}{i}>{rx})" for i, (kind, rx) in enumerate(_PHRASES)))
_WRITTEN = {"vat_out": "不含税", "vat_in": "含税", "vat_word": "含税", "machine": "台"}
_WRITTEN |= {"year": "年", "month": "月", "day": "天", "hour": "小时", "alone_machine": "台"}
_TIME_KINDS = ("year", "month", "day", "hour")
# What each kind of column hears of a group: a price with a time unit all of it, one without
# (a deposit, a card's price) all but time, a term its time words, a GPU count its machines
# written as a unit (资源（台）, not 8卡整机配置); a share or a name nothing. A row of prose (an
# info row naming no column) is heard for currency, multiple, VAT and units after a slash or
# in brackets only: 每月1日结算 and 8卡整机报价单 describe, they are no units.
_TIMELESS: tuple[str, ...] = ("money", "scale", "scale_word", "vat_out", "vat_in", "vat_word")
_TIMELESS += ("machine", "alone_machine")
_HEARD = {
    "money": (*_TIMELESS, *_TIME_KINDS, "per", "per_word", "alone"),
    "money_timeless": _TIMELESS,
    "time": (*_TIME_KINDS, "alone"),
    "gpus": ("alone_machine",),
}
_PROSE = ("money", "scale", "scale_word", "vat_out", "vat_in", "per", "alone", "alone_machine")


def _phrases(text: str) -> list[tuple[str, str]]:
    """(kind, word as check() reads it) of each unit phrase of ``text``, in order."""
    out = []
    for m in _PHRASE.finditer(unicodedata.normalize("NFKC", text).lower()):
        key = next(k for k, v in m.groupdict().items() if v is not None)
        kind = key.rstrip("0123456789")
        word = re.sub(r"^(?:单位)?[\s()（）/:：]+|[\s()（）/:：]+$", "", m[0])
        if kind.startswith("scale"):
            word = next((w for k, w in _MULTIPLE.items() if k in word), word)
        out.append((kind, _WRITTEN.get(kind, word)))
    return out


def group_words(text: str, unit: str, prose: bool = False) -> str:
    """What a group's ``text`` says of a column of ``unit`` (a unit code), as bracket text
    check() reads ("价格（万/卡/月）" over a GPU-month price → "万 卡/月"); "" for nothing.
    ``prose``: the group is a cell of an info row (module comment above)."""
    if unit in _MONEY_PER:
        kind = "money" if _MONEY_PER[unit][1] is not None else "money_timeless"
    else:
        kind = "time" if unit in _TIME_UNITS else unit
    heard = set(_HEARD.get(kind, ())) & (set(_PROSE) if prose else set(_HEARD.get(kind, ())))
    words: list[str] = []
    for k, w in _phrases(text):
        if k in heard and w not in words:  # 整机 and /台/月 say 台 once
            words.append(w)
    return " ".join(words)


def unit_only(text: str) -> bool:
    """Whether ``text`` is a unit and nothing else (元/卡/时, 万元/台/月, USD per GPU-hour): a
    row of these under the header is its units, not an offer."""
    folded = unicodedata.normalize("NFKC", text).lower()
    if not _phrases(folded):
        return False
    rest = _PHRASE.sub("", folded)
    return not re.sub(r"[\s()（）/:：·\-_,，、*×]+|\bper\b|单位|计价", "", rest)


def vat_included(label: str) -> bool:
    """Whether a header's bracket says its prices include VAT (每卡时单价（含税）)."""
    for said in brackets(label):
        rest = _fold(said)
        excluded, rest = _take(rest, _VAT_EXCLUDED)
        if not excluded and _take(rest, _VAT_INCLUDED)[0]:
            return True
    return False


def vat_excluded(label: str) -> bool:
    """Whether a header's bracket says its prices exclude VAT (每卡时单价（不含税）)."""
    return any(_take(_fold(said), _VAT_EXCLUDED)[0] for said in brackets(label))


def is_money(unit: str) -> bool:
    """Whether a column of this unit code holds prices (what a group's unit words speak of)."""
    return unit in _MONEY_PER


def _fold(text: str) -> str:
    """Case, full-width forms, "per" / 每 and separators folded away: "CNY per GPU-hour" and
    "元/卡/小时" → "cnygpuhour", "元卡小时"."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = re.sub(r"\bper\b", " ", text).replace("每", "")
    # separators vendors put between units: 元/卡·时, 元/卡・时, 元/卡*时, 元/(卡·时), 元/卡×时
    text = re.sub(r"[\s_\-·・•*×/.,、()（）]+", "", text)
    return re.sub(r"1(?=小时|个月|hour|month|年|year)", "", text)  # 元/卡/1小时


def currency_of(text: str) -> str | None:
    """The currency a figure's text names ("$2.5", "2.5 美元", "¥18", "18元"), or None."""
    folded = unicodedata.normalize("NFKC", text).lower().replace(" ", "")
    return next((code for word, code in _CURRENCIES if word in folded), None)


def currency_named(text: str) -> str | None:
    """The currency a cell holding only a currency's word or sign names (人民币, 美元, ¥)."""
    folded = unicodedata.normalize("NFKC", text).strip().lower()
    return next((code for word, code in _CURRENCIES if word == folded), None)


def brackets(label: str) -> list[str]:
    """The bracketed parts of a header, as written."""
    return [b.strip() for b in _BRACKETS.findall(unicodedata.normalize("NFKC", label))]


def _take(text: str, words: tuple[str, ...]) -> tuple[bool, str]:
    """Whether ``text`` says one of ``words``, and the text without it (every time it is
    said: 整机 and /台/月 both say 台)."""
    for w in words:
        if w in text:
            return True, text.replace(w, "")
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
    rest = rest.replace("季度", "quarter")  # its 度 is not a kWh
    energy, rest = _take(rest, _ENERGY)
    scaled, rest = _take(rest, tuple(_MULTIPLIERS))
    if _KILO.match(rest):
        scaled, rest = True, rest[1:]
    found = None
    for word, code in _CURRENCIES:  # 人民币元: both words, one currency
        if word in rest:
            if found is not None and code != found:
                return "header_currency"
            found, rest = code, rest.replace(word, "")
    vat_out, rest = _take(rest, _VAT_EXCLUDED)
    vat_in, rest = _take(rest, _VAT_INCLUDED)
    per_gpu, rest = _take(rest, _GPU)
    per_machine, rest = _take(rest, _MACHINE)
    times = set()
    for word, code in _TIMES:
        if word in rest:
            times.add(code)
            rest = rest.replace(word, "")
    if unit in _MONEY_PER:
        per, time = _MONEY_PER[unit]
        if scaled:
            return "header_scale"
        if found is not None and found != currency:
            return "header_currency"
        if vat_in:
            return "header_vat"
        if unit == "money":  # a price in the row's own unit (negotiated price, fee rate)
            return None
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
    if expected is not None and rest == "s":
        return "header_unit"  # Billing increment (s): seconds
    if unit == "watts" and "kw" in rest:
        return "header_unit"
    if unit == "gpus" and per_machine:  # 配额（台）: machines, not GPUs
        return "header_unit"
    if unit == "per_gpu_hour" and (times - {"hour"} or "%" in rest or per_machine):
        return "header_unit"  # 每卡时中断率（次/卡/天）, （%）
    if unit == "percent":
        left = rest.replace("%", "").replace("percent", "").replace("百分比", "")
        return "header_unit" if left else None  # 折扣（折）: tenths paid, not percent off
    return None


_SCALED_MONEY = re.compile(r"(百万|万|千|亿)(元|美元|人民币|rmb|cny|usd|\$)|k(\$|usd|cny|rmb|元)")
_PER_MACHINE = re.compile(r"(元|\$|usd|cny|rmb)(台|机|节点|服务器|node|machine|server)")


def statement(text: str, currency: str) -> str | None:
    """What a sheet's title or a note below its table says of every price that the columns
    cannot know: a multiple (金额单位：万元), another currency than the plan's (币种：美元),
    VAT included (以下价格均为含税价), a price per machine (单位：元/台/月). A problem code, or
    None for a plain title ("某云 GPU 报价单 2026 年 12 月", "万卡集群")."""
    folded = _fold(text)
    # A title's prose is read for what only a unit says (单位：万, （千）, 含6%增值税), not
    # for what a group's name may (thousands, gross)
    kinds = {kind for kind, _ in _phrases(text)}
    if _SCALED_MONEY.search(folded) or "scale" in kinds:  # 金额单位：万元 / 单位：万
        return "title_scale"
    for m in re.finditer(_CURRENCY, unicodedata.normalize("NFKC", text).lower()):
        if dict(_CURRENCIES).get(m[0]) not in (None, currency):
            return "title_currency"  # "Neural Cloud" names no euro
    if "vat_in" in kinds and "vat_out" not in kinds:  # 以上报价含6%增值税, 价税合计
        return "title_vat"
    if _PER_MACHINE.search(folded):
        return "title_unit"
    return None
