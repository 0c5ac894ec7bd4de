"""The fleet verdict in English and Simplified Chinese, for the CLI, the exports and the GUI.

The core returns codes with numbers (``core.fleet_result.FleetCode``); the message catalog
(``verdict.*``, ``strategy.*``) words them. Numbers are formatted here by the parameter's kind
(money, share, months), so the templates hold plain ``{name}`` fields.
"""

from __future__ import annotations

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


def _format(key: str, value: Any) -> Any:
    if value is None:
        return "—"
    if isinstance(value, bool) or not isinstance(value, int | float):
        return value
    if key in _MONEY:
        return f"{value:,.0f}"
    if key in _RATE:
        return f"{value:,.2f}"
    if key in _SHARE:
        return f"{value:.1%}"
    if key in _PERCENT_2:
        return f"{value:.2%}"
    if key in _MONTHS:
        return f"{value:,.1f}".removesuffix(".0")
    if key in _COUNT:
        return f"{value:,.0f}"
    if key in _DECIMALS:
        return f"{value:,.{_DECIMALS[key]}f}"
    return value


def strategy_key(strategy: FleetStrategy | str) -> str:
    """The catalog key of a strategy's name: its own (``strategy.reserved``: "reserved /
    monthly plan") or, where it is simply a pricing mode, the mode's (``mode.on_demand``)."""
    value = FleetStrategy(strategy).value
    own = f"strategy.{value}"
    return own if messages.has(own) else f"mode.{value}"


def strategy_name(strategy: FleetStrategy | str, lang: str = "en") -> str:
    return messages.text(strategy_key(strategy), lang)


def describe_fleet_notice(notice: FleetNotice, currency: str = "", lang: str = "en") -> str:
    """One verdict sentence in ``lang`` ("en" or "zh_CN"; anything else falls back to en)."""
    words = messages.section("verdict", lang)
    raw = dict(notice.params)
    params = {k: _format(k, v) for k, v in raw.items()}
    for key in ("strategy", "against"):
        if key in raw:
            params[key] = strategy_name(raw[key], lang)
    if "fallback" in raw:
        params["fallback"] = words.get(f"fallback_{raw['fallback']}", raw["fallback"])
    params["currency"] = currency
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


def verdict_lines(result: FleetResult, currency: str = "", lang: str = "en") -> list[str]:
    return [describe_fleet_notice(n, currency, lang) for n in result.verdict]
