"""The words of the terminal report (``gpuplanner report``) in English and Simplified Chinese.

One table, ``key: (English, 简体中文)``, with ``str.format`` fields, for the ranking, the
decision-support section and the fleet section. Terms follow docs/glossary.md (the Excel
labels in ``io/excel/labels.py`` use the same ones). The tables pad by display width
(``gpuplanner.io.terminal``).
"""

from __future__ import annotations

from collections.abc import Callable

from gpuplanner.io.messages import LANGUAGES, language

_TABLE: dict[str, tuple[str, str]] = {
    # Ranking
    "untitled": ("gpuplanner report", "gpuplanner 报告"),
    "work": (
        "Work: {flops:.3g} FLOPs over {tokens:.3g} tokens; memory at 1 GPU {memory:.1f} GB",
        "计算量：{flops:.3g} FLOPs，训练 {tokens:.3g} token；单卡显存需求 {memory:.1f} GB",
    ),
    "col.rank": ("#", "#"),
    "col.platform": ("Platform", "平台"),
    "col.gpus": ("GPUs", "卡数"),
    "col.hours": ("Hours", "小时"),
    "col.days": ("Days", "交付天数"),
    "col.compute": ("Compute", "算力费用"),
    "col.fees": ("Fees", "其他费用"),
    "col.interruption": ("Interrupt", "中断损失"),
    "col.total": ("Total {currency}", "训练达标成本 {currency}"),
    "col.per_billion": ("per 1B tok", "每十亿token"),
    "infeasible": ("infeasible", "不可行"),
    "infeasible_because": ("infeasible: {why}", "不可行：{why}"),
    "warnings": ("Warnings:", "提示："),
    # Decision support
    "uncertainty": (
        "Uncertainty ({samples:,} samples) and stress cases, total {currency} at the chosen "
        "GPU count:",
        "不确定性（{samples:,} 次抽样）与压力测试：所选卡数下的训练达标成本（{currency}）：",
    ),
    "col.p90_days": ("P90 days", "P90 天数"),
    "col.longer": ("+30 % time", "时长 +30%"),
    "col.rerun": ("1 rerun", "断点续训1次"),
    "col.reclaimed": ("reclaimed", "无检查点回收"),
    "trial": (
        "Every total includes a trial phase of {hours:g} h on {gpus} GPU(s): {cost} {currency}.",
        "每个合计都包含试跑阶段：{gpus} 卡 {hours:g} 小时，{cost} {currency}。",
    ),
    # Fleet
    "fleet": (
        "Fleet plan: {gpu_hours:,.0f} GPU-hours over {months} months ({gpu}; {hours_per_month:g} "
        "h/month; discount {discount:.1%}/year)",
        "长期算力规划：{months} 个月共 {gpu_hours:,.0f} 卡时（{gpu}；每月按 {hours_per_month:g} "
        "小时计；年折现率 {discount:.1%}）",
    ),
    "fleet.gpu": ("GPU", "GPU"),
    "col.strategy": ("Strategy", "方案"),
    "col.cash": ("Cash {currency}", "现金合计 {currency}"),
    "col.present": ("Present {currency}", "现值 {currency}"),
    "col.per_gpu_hour": ("per GPU-h", "每卡时"),
    "col.pays_by": ("Build pays by", "自建追平于"),
    "month": ("month {month}", "第 {month} 个月"),
    "verdict": ("Verdict:", "结论："),
}


# ``gpuplanner catalog`` listings: English text → Simplified Chinese (ids and data stay).
CATALOG_ZH: dict[str, str] = {
    "id": "id",
    "name": "名称",
    "price": "价格",
    "link": "互联",
    "GPU": "显卡",
    "mode": "计费方式",
    "as of": "价格日期",
    "interrupt/GPU-h": "中断率/卡时",
    "params B": "参数量 B",
    "active B": "激活参数 B",
    "layers": "层数",
    "hidden": "隐藏维度",
    "heads/kv": "注意力头/KV",
    "ffn": "FFN",
    "vocab": "词表",
    "scope": "范围",
    "busbw GB/s": "总线带宽 GB/s",
    "range": "区间",
    "needs quote": "需询价",
    "on-demand": "按量付费",
    "spot": "竞价实例",
    "reserved": "包月/包年",
    "lease": "整机租赁",
    "self-built": "自建",
    "intra-node": "节点内",
    "inter-node": "节点间",
    "* from your user catalog": "* 来自你的用户目录",
    "TFLOPS are dense (no sparsity), FP32 accumulate. † some values unconfirmed "
    "(see --json 'unconfirmed').": "TFLOPS 为稠密算力（不含稀疏），FP32 累加。† 部分数值未经确认"
    "（见 --json 的 'unconfirmed'）。",
    "Prices are dated, editable examples in each preset's currency — never quotes.": (
        "价格是以各预设币种标注日期、可编辑的示例——绝不是报价。"
    ),
    "Effective all-reduce bus bandwidth per GPU, not link peaks. † estimate.": (
        "每卡有效 all-reduce 总线带宽，不是链路峰值。† 为估计值。"
    ),
}


def catalog_word(text: str, lang: str = "en") -> str:
    """A catalog listing's word in ``lang`` (unknown words and English stay as they are)."""
    return CATALOG_ZH.get(text, text) if language(lang) == "zh_CN" else text


def words(lang: str = "en") -> Callable[..., str]:
    """A function ``w(key, **fields)`` giving the text of ``key`` in ``lang``."""
    column = LANGUAGES.index(language(lang))

    def w(key: str, **fields: object) -> str:
        text = _TABLE[key][column]
        return text.format(**fields) if fields else text

    return w
