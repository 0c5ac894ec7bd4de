"""Words for the fleet verdict, in English and Simplified Chinese, for the CLI and exports.

The core returns codes with numbers (``core.fleet_result.FleetCode``); this table turns them
into sentences. Numbers are formatted here by the parameter's kind (money, share, months),
so translators see plain ``{name}`` fields. The GUI words the same codes with ``tr()``.
"""

from __future__ import annotations

from typing import Any

from gpuplanner.core.fleet_plan import FleetStrategy
from gpuplanner.core.fleet_result import FleetCode, FleetNotice, FleetResult
from gpuplanner.io.messages import language

STRATEGY_NAMES: dict[str, dict[str, str]] = {
    "en": {
        FleetStrategy.ON_DEMAND: "on-demand",
        FleetStrategy.RESERVED: "reserved / monthly plan",
        FleetStrategy.SPOT: "all spot",
        FleetStrategy.LEASE: "leased machines",
        FleetStrategy.SELF_BUILT: "self-built",
        FleetStrategy.HYBRID: "hybrid",
    },
    "zh_CN": {
        FleetStrategy.ON_DEMAND: "按量付费",
        FleetStrategy.RESERVED: "包月/预留",
        FleetStrategy.SPOT: "全部竞价实例",
        FleetStrategy.LEASE: "整机租赁",
        FleetStrategy.SELF_BUILT: "自建",
        FleetStrategy.HYBRID: "混合方案",
    },
}

_T = FleetCode
TEMPLATES: dict[str, dict[str, str]] = {
    "en": {
        _T.CHEAPEST: (
            "Cheapest over {horizon_months} months: {strategy}, {present_cost} {currency} in "
            "present value ({total} {currency} in cash; {per_gpu_hour} {currency} per useful "
            "GPU-hour)."
        ),
        "spot_caveat": " This holds only if all the work tolerates spot reclaims.",
        _T.BREAKS_EVEN: (
            "Self-built catches up with {against} in month {month} (cumulative cash); "
            "building instead of {against} has an NPV of {npv} {currency}."
        ),
        _T.PAYBACK_AFTER_HORIZON: (
            "Self-built does not catch up with {against} within {horizon_months} months; at "
            "the last month's saving it would take {payback_months} months (depreciation life "
            "{life_months} months). Building instead of {against} has an NPV of {npv} "
            "{currency}."
        ),
        _T.NEVER_PAYS_BACK: (
            "Self-built never catches up with {against}: its monthly running cost is not "
            "lower. Building instead of {against} has an NPV of {npv} {currency}."
        ),
        _T.BREAK_EVEN_UTILIZATION: (
            "Against {against}, the {gpus}-GPU cluster pays only above {utilization} "
            "utilization; the demand fills {actual_utilization} of it."
        ),
        "above_full": " Above 100 %: owning cannot beat it at any load.",
        _T.NO_BREAK_EVEN_UTILIZATION: (
            "Against {against} ({rented} {currency} per useful GPU-hour) owning never pays: "
            "power alone costs {variable_per_gpu_hour} {currency} per GPU-hour."
        ),
        _T.CAPACITY_OVERFLOW: (
            "Demand above the {gpus}-GPU cluster's capacity ({gpu_hours} GPU-hours over the "
            "horizon) is served {fallback}."
        ),
        _T.OWED_AFTER_HORIZON: (
            "{strategy}: the last contract runs {months} months past the horizon; the "
            "{amount} {currency} still owed is counted."
        ),
        _T.ASSUMPTIONS: (
            "Assumptions: {gpu_hours} GPU-hours over {horizon_months} months; "
            "{hours_per_month} hours per month; discount rate {discount_rate} a year "
            "({monthly_rate} a month), each month's costs paid at its start; break-even "
            "months and payback are undiscounted cash."
        ),
        _T.SELF_BUILT_ASSUMPTIONS: (
            "Self-built: {gpus} GPUs plus {spares_fraction} spares, capex {capex} {currency} "
            "paid at order; straight-line depreciation over {depreciation_years} years to a "
            "{residual_fraction} residual; {lead_time_days} days' lead time served {fallback}; "
            "power only for the GPU-hours used."
        ),
        "credit": " The book value left at the end, {book_value_end} {currency}, is credited.",
        "no_credit": " No value is credited at the end.",
        "fallback_on_demand": "on demand",
        "fallback_spot": "on spot",
    },
    "zh_CN": {
        _T.CHEAPEST: (
            "{horizon_months} 个月内最省：{strategy}，现值 {present_cost} {currency}"
            "（现金合计 {total} {currency}；每有效卡时 {per_gpu_hour} {currency}）。"
        ),
        "spot_caveat": "前提是所有任务都能容忍竞价实例被回收。",
        _T.BREAKS_EVEN: (
            "自建在第 {month} 个月累计现金支出追平{against}；以自建替代{against}的净现值为 "
            "{npv} {currency}。"
        ),
        _T.PAYBACK_AFTER_HORIZON: (
            "自建在 {horizon_months} 个月内追不上{against}；按最后一个月的节省速度需 "
            "{payback_months} 个月回本（折旧期 {life_months} 个月）。以自建替代{against}的"
            "净现值为 {npv} {currency}。"
        ),
        _T.NEVER_PAYS_BACK: (
            "自建永远追不上{against}：其每月运行成本并不更低。以自建替代{against}的净现值为 "
            "{npv} {currency}。"
        ),
        _T.BREAK_EVEN_UTILIZATION: (
            "与{against}相比，{gpus} 卡集群的利用率须高于 {utilization} 才划算；"
            "当前需求只用到 {actual_utilization}。"
        ),
        "above_full": "超过 100%：任何负载下自建都比不过。",
        _T.NO_BREAK_EVEN_UTILIZATION: (
            "与{against}（每有效卡时 {rented} {currency}）相比，自建永不划算："
            "仅电费就要每卡时 {variable_per_gpu_hour} {currency}。"
        ),
        _T.CAPACITY_OVERFLOW: (
            "超出 {gpus} 卡集群容量的需求（整个规划期共 {gpu_hours} 卡时）{fallback}。"
        ),
        _T.OWED_AFTER_HORIZON: (
            "{strategy}：最后一份合约超出规划期 {months} 个月，仍需支付的 {amount} "
            "{currency} 已计入。"
        ),
        _T.ASSUMPTIONS: (
            "假设：{horizon_months} 个月共 {gpu_hours} 卡时；每月按 {hours_per_month} 小时计；"
            "年折现率 {discount_rate}（每月 {monthly_rate}），每月费用在月初支付；"
            "追平月份与回本期按未折现现金计算。"
        ),
        _T.SELF_BUILT_ASSUMPTIONS: (
            "自建：{gpus} 卡另备 {spares_fraction} 备件，下单时支付资本支出 {capex} "
            "{currency}；按 {depreciation_years} 年直线折旧至 {residual_fraction} 残值；"
            "交付周期 {lead_time_days} 天，期间{fallback}；电费只按实际使用的卡时计。"
        ),
        "credit": "期末剩余账面价值 {book_value_end} {currency} 予以抵减。",
        "no_credit": "期末不计残值。",
        "fallback_on_demand": "由按量付费承担",
        "fallback_spot": "由竞价实例承担",
    },
}

_MONEY = {"present_cost", "total", "npv", "amount", "capex", "book_value_end"}
_RATE = {"per_gpu_hour", "rented", "variable_per_gpu_hour"}  # money per GPU-hour
_SHARE = {"utilization", "actual_utilization", "spares_fraction", "residual_fraction"}
_PERCENT_2 = {"discount_rate", "monthly_rate"}
_MONTHS = {"payback_months", "life_months", "depreciation_years", "lead_time_days"}
_COUNT = {"gpu_hours", "hours_per_month"}


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
    return value


def strategy_name(strategy: FleetStrategy | str, lang: str = "en") -> str:
    return STRATEGY_NAMES[language(lang)].get(FleetStrategy(strategy), str(strategy))


def describe_fleet_notice(notice: FleetNotice, currency: str = "", lang: str = "en") -> str:
    """One verdict sentence in ``lang`` ("en" or "zh_CN"; anything else falls back to en)."""
    lang = language(lang)
    words = TEMPLATES[lang]
    raw = dict(notice.params)
    params = {k: _format(k, v) for k, v in raw.items()}
    for key in ("strategy", "against"):
        if key in raw:
            params[key] = strategy_name(raw[key], lang)
    if "fallback" in raw:
        params["fallback"] = words.get(f"fallback_{raw['fallback']}", raw["fallback"])
    params["currency"] = currency
    try:
        text = words[notice.code].format(**params)
        if notice.code == FleetCode.CHEAPEST and raw.get("strategy") == FleetStrategy.SPOT:
            text += words["spot_caveat"]
        if notice.code == FleetCode.BREAK_EVEN_UTILIZATION and raw.get("utilization", 0) > 1:
            text += words["above_full"]
        if notice.code == FleetCode.SELF_BUILT_ASSUMPTIONS:
            key = "credit" if raw.get("credit_value_at_end") else "no_credit"
            text += words[key].format(**params)
    except (KeyError, ValueError, IndexError):
        return f"{notice.code.value}: {raw}"
    return text


def verdict_lines(result: FleetResult, currency: str = "", lang: str = "en") -> list[str]:
    return [describe_fleet_notice(n, currency, lang) for n in result.verdict]
