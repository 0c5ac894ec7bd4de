"""Simplified Chinese wording of core notices for the CLI report and the Excel export.

Mirrors the English templates of ``gpuplanner.io.wording`` field for field (the same
``str.format`` names), with the terms of docs/glossary.md. The GUI words the same codes with
``tr()`` in ``gpuplanner.gui.wording``.
"""

from __future__ import annotations

from gpuplanner.core.notices import Code

TEMPLATES: dict[Code, str] = {
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
    Code.NO_LAYOUT: (
        "{platform}：{quota} 卡以内没有符合张量 × 流水线并行布局（或整机要求）的卡数。"
    ),
    Code.FIXED_GPUS_INFEASIBLE: (
        "{platform}：{gpus} 卡无法运行此任务（{why}）：每卡需 {need_gb:.1f} GB 显存，"
        "该卡可用 {usable_gb:.1f} GB。"
    ),
    Code.NEVER_FINISHES: (
        "{platform}：在 {gpus} 卡上中断来得比训练进度还快，任务预计无法完成。"
        "请启用检查点或降低中断率。"
    ),
    Code.DEADLINE_MISSED: (
        "{platform}：{gpus} 卡需 {delivery_days:.1f} 天交付，超过 {deadline_days:.1f} 天的工期"
        "（最快 {fastest_days:.1f} 天）。"
    ),
    Code.OVER_BUDGET: "{platform}：训练达标成本 {total:,.2f} 超出预算 {budget:,.2f}。",
    Code.LOW_SCALING: (
        "{platform}：在 {gpus} 卡上每卡只完成单卡工作量的 {efficiency:.0%}，其余被通信消耗。"
    ),
    Code.NO_CHECKPOINT_RISK: (
        "{platform}：未启用检查点，{gpus} 卡上中断预计多耗 {lost_hours:.1f} 小时。"
    ),
    Code.CALIBRATION_MFU_HIGH: (
        "{platform}：{gpus} 卡实测结果对应的 MFU 为 {mfu:.0%}，高于该卡可达到的 "
        "{ceiling_mfu:.0%}；请检查单步时间、批大小和模型规模。"
    ),
    Code.CALIBRATION_MFU_LOW: (
        "{platform}：{gpus} 卡实测结果对应的 MFU 只有 {mfu:.1%}（低于 {floor_mfu:.0%}）；"
        "请检查单步时间、批大小和模型规模。"
    ),
    Code.CALIBRATION_SUPERLINEAR: (
        "{platform}：实测数据意味着在 {gpus} 卡上扩展效率为 {efficiency:.0%}（超过线性）；"
        "按 100% 计算。"
    ),
    Code.CALIBRATION_COMM_EXCEEDS: (
        "{platform}：在 {gpus} 卡上模型估算的通信时间（{comm_seconds:.2f} 秒）超过实测单步时间"
        "（{step_seconds:.2f} 秒）；填写的互联带宽可能偏低。按实测值计算。"
    ),
    Code.FIX_LATER_DEADLINE: (
        "{platform}：没有卡数能满足 {deadline_days:.1f} 天的工期；最快 {days:.1f} 天"
        "（{gpus} 卡），工期放宽到 {days:.1f} 天即可。"
    ),
    Code.FIX_BIGGER_BUDGET: (
        "{platform}：没有卡数能控制在预算 {budget:,.2f} 以内；最便宜 {amount:,.2f}"
        "（{gpus} 卡），预算提高到 {amount:,.2f} 即可。"
    ),
    Code.FIX_QUOTA: (
        "{platform}：配额提高到 {gpus} 卡（现为 {quota}）即可{target}：{days:.1f} 天，"
        "{total:,.2f}。"
    ),
    Code.FIX_OTHER_PLATFORM: (
        "{platform}：{other} 用 {gpus} 卡即可{target}：{days:.1f} 天，{total:,.2f}。"
    ),
    Code.TARGETS_CONFLICT: (
        "{platform}：工期和预算无法同时满足。要满足 {deadline_days:.1f} 天的工期需 "
        "{deadline_gpus} 卡、{deadline_total:,.2f}（预算 {budget:,.2f}）；在预算内最快需 "
        "{budget_gpus} 卡、{budget_days:.1f} 天。"
    ),
    Code.QUOTE_EXPIRED: (
        "{platform}：供应商报价的有效期至 {valid_until}，已过期；决策前请重新询价。"
    ),
}

TARGET = {"deadline": "满足工期", "budget": "控制在预算内"}
# FIXED_GPUS_INFEASIBLE when the cause is not memory: the memory figures would mislead.
FIXED_NOT_MEMORY = "{platform}：{gpus} 卡无法运行此任务（{why}）。"

WHY = {
    "layout": "并行布局无法整除",
    "memory": "显存放不下",
    "quota": "超出配额",
    "interruptions": "中断导致无法完成",
}
