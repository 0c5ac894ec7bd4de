"""Notices (warnings, infeasibility reasons) worded in the export's language.

English comes from ``gpuplanner.io.wording``; the Simplified Chinese templates mirror it.
"""

from __future__ import annotations

from gpuplanner.core.notices import Code, Notice
from gpuplanner.io.excel.labels import Labels
from gpuplanner.io.wording import describe_notice

_ZH: dict[Code, str] = {
    Code.MODEL_SHAPE_ESTIMATED: (
        "未给出模型的层数和隐藏维度；激活值按典型的 {params_b:g}B 结构（{layers} 层，"
        "隐藏维度 {hidden}）估算。"
    ),
    Code.PRECISION_FALLBACK: "{platform}：该显卡不支持 {requested}，改用 {used}。",
    Code.NO_PRECISION: "{platform}：该显卡没有 {requested} 的算力数据。",
    Code.NEVER_FITS: (
        "{platform}：即使用 {gpus} 卡，每卡仍需 {need_gb:.1f} GB 显存；"
        "该卡只有 {usable_gb:.1f} GB。"
    ),
    Code.QUOTA_TOO_SMALL: "{platform}：放下该模型至少需要 {min_gpus} 卡，配额只有 {quota} 卡。",
    Code.NO_LAYOUT: "{platform}：{quota} 卡以内没有满足张量 × 流水线并行（或整机）要求的卡数。",
    Code.FIXED_GPUS_INFEASIBLE: (
        "{platform}：{gpus} 卡无法运行此任务（{why}）：每卡需 {need_gb:.1f} GB 显存，"
        "该卡可用 {usable_gb:.1f} GB。"
    ),
    Code.NEVER_FINISHES: (
        "{platform}：{gpus} 卡时中断快于进度，任务预计无法完成。请启用检查点或降低中断率。"
    ),
    Code.DEADLINE_MISSED: (
        "{platform}：{gpus} 卡需 {delivery_days:.1f} 天交付，超过 {deadline_days:.1f} 天的工期"
        "（最快 {fastest_days:.1f} 天）。"
    ),
    Code.OVER_BUDGET: "{platform}：总成本 {total:,.2f} 超出预算 {budget:,.2f}。",
    Code.LOW_SCALING: (
        "{platform}：{gpus} 卡时每卡只完成单卡工作量的 {efficiency:.0%}，其余被通信消耗。"
    ),
    Code.NO_CHECKPOINT_RISK: (
        "{platform}：未启用检查点，{gpus} 卡上中断预计多耗 {lost_hours:.1f} 小时。"
    ),
}

_WHY_ZH = {
    "layout": "并行布局无法整除",
    "memory": "显存放不下",
    "quota": "超出配额",
    "interruptions": "中断导致无法完成",
}


def describe(notice: Notice, labels: Labels) -> str:
    if labels.language != "zh_CN":
        return describe_notice(notice)
    params = dict(notice.params)
    params.setdefault("platform", notice.platform or "")
    if "why" in params:
        params["why"] = _WHY_ZH.get(params["why"], params["why"])
    try:
        return _ZH[notice.code].format(**params)
    except (KeyError, ValueError, IndexError):
        return describe_notice(notice)
