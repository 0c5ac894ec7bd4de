"""The fleet verdict in English and Simplified Chinese, for the CLI, the exports and the GUI.

The core returns codes with numbers (``core.fleet_result.FleetCode``); the message catalog
(``verdict.*``, ``strategy.*``) words them. Numbers are formatted here by the parameter's kind
(money, share, months), so the templates hold plain ``{name}`` fields; ``Figures`` says how
(plain, or in the GUI's locale).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gpuplanner.core.fleet.plan import FleetStrategy
from gpuplanner.core.fleet.result import FleetCode, FleetNotice, FleetResult
from gpuplanner.io import messages

_MONEY = {"present_cost", "total", "npv", "amount", "capex", "book_value_end"}
_MONEY |= {"end_value_credited", "payments"}
_MONEY |= {"discount", "markup", "tax_paid"}
_RATE = {"per_gpu_hour", "rented", "variable_per_gpu_hour"}  # money per GPU-hour
_SHARE = {"utilization", "actual_utilization", "spares_fraction", "residual_fraction"}
_SHARE |= {"resale_fraction"}
_SHARE |= {"services_rate", "hardware_rate"}
_PERCENT_2 = {"discount_rate", "monthly_rate"}
_MONTHS = {"payback_months", "life_months", "depreciation_years", "lead_time_days"}
_COUNT = {"gpu_hours", "hours_per_month", "kwh"}
_DECIMALS = {"peak_kw": 1, "tco2": 2, "grid_kg_per_kwh": 4}


@dataclass(frozen=True)
class Figures:
    """How the verdict writes a figure, given its value and decimals: plain Python by default
    (the CLI, the exports: "407,259 CNY"); the GUI passes its display locale's and money with
    the currency's symbol ("¥407,259"). Which decimals each figure gets is decided here."""

    number: Callable[[float, int], str] = lambda value, decimals: f"{value:,.{decimals}f}"
    percent: Callable[[float, int], str] = lambda value, decimals: f"{value:.{decimals}%}"
    money: Callable[[float, int], str] | None = None  # None: the number, then the ISO code


def _format(key: str, value: Any, figures: Figures, currency: str) -> Any:
    if value is None:
        return "—"
    if isinstance(value, bool) or not isinstance(value, int | float):
        return value
    if key in _MONEY or key in _RATE:
        decimals = 2 if key in _RATE else 0
        if figures.money is not None:
            return figures.money(value, decimals)
        return f"{figures.number(value, decimals)} {currency}".rstrip()
    if key in _SHARE:  # 53.4% utilization, 10% spares
        return figures.percent(value, 0 if round(value * 100, 1).is_integer() else 1)
    if key in _PERCENT_2:
        return figures.percent(value, 2)
    if key in _MONTHS:  # 57.6 months, 3 years
        return figures.number(value, 0 if round(value, 1).is_integer() else 1)
    if key in _COUNT:
        return figures.number(value, 0)
    if key in _DECIMALS:
        return figures.number(value, _DECIMALS[key])
    return value


def strategy_key(strategy: FleetStrategy | str) -> str:
    """The catalog key of a strategy's name: its own (``strategy.reserved``: "reserved /
    monthly plan") or, where it is simply a pricing mode, the mode's (``mode.on_demand``)."""
    value = FleetStrategy(strategy).value
    own = f"strategy.{value}"
    return own if messages.has(own) else f"mode.{value}"


def strategy_name(strategy: FleetStrategy | str, lang: str = "en") -> str:
    return messages.text(strategy_key(strategy), lang)


def strategy_phrase(strategy: FleetStrategy | str, lang: str = "en") -> str:
    """The strategy inside a sentence ("catches up with the hybrid in month 9"); most read as
    their name."""
    key = f"{strategy_key(strategy)}.phrase"
    return messages.text(key if messages.has(key) else strategy_key(strategy), lang)


def describe_fleet_notice(
    notice: FleetNotice, currency: str = "", lang: str = "en", figures: Figures = Figures()
) -> str:
    """One verdict sentence in ``lang`` ("en" or "zh_CN"; anything else falls back to en), its
    figures written by ``figures``. The one wording of the verdict: CLI, exports and GUI."""
    words = messages.section("verdict", lang)
    raw = dict(notice.params)
    params = {k: _format(k, v, figures, currency) for k, v in raw.items()}
    for key in ("strategy", "against"):
        if key in raw:
            params[key] = strategy_phrase(raw[key], lang)
    if notice.code == FleetCode.OWED_AFTER_HORIZON:  # the sentence starts with it
        params["strategy"] = messages.label(strategy_key(raw["strategy"]), lang)
    if "fallback" in raw:
        params["fallback"] = words.get(f"fallback_{raw['fallback']}", raw["fallback"])
    try:
        text = messages.fill(words[notice.code.value], **params)
        if notice.code == FleetCode.CHEAPEST and raw.get("strategy") == FleetStrategy.SPOT:
            text += words["spot_caveat"]
        if notice.code == FleetCode.BREAK_EVEN_UTILIZATION and raw.get("utilization", 0) > 1:
            text += words["above_full"]
        if notice.code == FleetCode.TAX:
            key = "tax_recoverable" if raw.get("recoverable") else "tax_in_cost"
            text = messages.fill(words[key], **params)
        if notice.code == FleetCode.SELF_BUILT_ASSUMPTIONS:
            end = raw.get("end_value", "none")
            key = {"resale": "credit_resale", "book": "credit"}.get(end, "no_credit")
            text += messages.fill(words[key], **params)
    except (KeyError, ValueError, IndexError):
        return f"{notice.code.value}: {raw}"
    return text


def verdict_lines(
    result: FleetResult, currency: str = "", lang: str = "en", figures: Figures = Figures()
) -> list[str]:
    return [describe_fleet_notice(n, currency, lang, figures) for n in result.verdict]
