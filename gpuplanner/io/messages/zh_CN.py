"""Simplified Chinese texts of every message below the GUI, keyed by the codes of ``en``.

Terms follow docs/glossary.md.
"""

from __future__ import annotations

ZH_CN: dict[str, str] = {
    # Notices (gpuplanner.core.notices.Code): warnings, infeasibility reasons, ways out
    "notice.model_shape_estimated": (
        "未给出模型的层数和隐藏维度；激活值按典型的 {params_b:g}B 结构（{layers} 层，隐藏维度 "
        "{hidden}）估算。"
    ),
    "notice.precision_fallback": "{platform}：该显卡不支持 {requested}，改用 {used}。",
    "notice.no_precision": "{platform}：该显卡没有 {requested} 的算力数据。",
    "notice.never_fits": (
        "{platform}：即使用 {gpus} 卡，每卡仍需 {need_gb:.1f} GB 显存；该卡只有 {usable_gb:.1f} "
        "GB。"
    ),
    "notice.quota_too_small": "{platform}：放下该模型至少需要 {min_gpus} 卡，配额只有 {quota} 卡。",
    "notice.no_layout": (
        "{platform}：{quota} 卡以内没有符合张量 × 流水线并行布局（或整机要求）的卡数。"
    ),
    "notice.fixed_gpus_infeasible": (
        "{platform}：{gpus} 卡无法运行此任务（{why}）：每卡需 {need_gb:.1f} GB 显存，该卡可用 "
        "{usable_gb:.1f} GB。"
    ),
    "notice.fixed_gpus_infeasible.not_memory": "{platform}：{gpus} 卡无法运行此任务（{why}）。",
    "notice.never_finishes": (
        "{platform}：在 {gpus} 卡上中断来得比训练进度还快，任务预计无法完成。请启用检查点或降低中"
        "断率。"
    ),
    "notice.deadline_missed": (
        "{platform}：{gpus} 卡需 {delivery_days:.1f} 天交付，超过 {deadline_days:.1f} 天的工期（"
        "最快 {fastest_days:.1f} 天）。"
    ),
    "notice.over_budget": "{platform}：训练达标成本 {total:,.2f} 超出预算 {budget:,.2f}。",
    "notice.low_scaling": (
        "{platform}：在 {gpus} 卡上每卡只完成单卡工作量的 {efficiency:.0%}，其余被通信消耗。"
    ),
    "notice.no_checkpoint_risk": (
        "{platform}：未启用检查点，{gpus} 卡上中断预计多耗 {lost_hours:.1f} 小时。"
    ),
    "notice.calibration_mfu_high": (
        "{platform}：{gpus} 卡实测结果对应的 MFU 为 {mfu:.0%}，高于该卡可达到的 {ceiling_mfu:.0%}；"
        "请检查单步时间、批大小和模型规模。"
    ),
    "notice.calibration_mfu_low": (
        "{platform}：{gpus} 卡实测结果对应的 MFU 只有 {mfu:.1%}（低于 {floor_mfu:.0%}）；请检查单"
        "步时间、批大小和模型规模。"
    ),
    "notice.calibration_superlinear": (
        "{platform}：实测数据意味着在 {gpus} 卡上扩展效率为 {efficiency:.0%}（超过线性）；按 100% "
        "计算。"
    ),
    "notice.calibration_comm_exceeds": (
        "{platform}：在 {gpus} 卡上模型估算的通信时间（{comm_seconds:.2f} 秒）超过实测单步时间（"
        "{step_seconds:.2f} 秒）；填写的互联带宽可能偏低。按实测值计算。"
    ),
    "notice.fix_later_deadline": (
        "{platform}：没有卡数能满足 {deadline_days:.1f} 天的工期；最快 {days:.1f} 天（{gpus} 卡），"
        "工期放宽到 {days:.1f} 天即可。"
    ),
    "notice.fix_bigger_budget": (
        "{platform}：没有卡数能控制在预算 {budget:,.2f} 以内；最便宜 {amount:,.2f}（{gpus} 卡），"
        "预算提高到 {amount:,.2f} 即可。"
    ),
    "notice.fix_quota": (
        "{platform}：配额提高到 {gpus} 卡（现为 {quota}）即可{target}：{days:.1f} 天，"
        "{total:,.2f}。"
    ),
    "notice.fix_other_platform": (
        "{platform}：{other} 用 {gpus} 卡即可{target}：{days:.1f} 天，{total:,.2f}。"
    ),
    "notice.targets_conflict": (
        "{platform}：工期和预算无法同时满足。要满足 {deadline_days:.1f} 天的工期需 "
        "{deadline_gpus} 卡、{deadline_total:,.2f}（预算 {budget:,.2f}）；在预算内最快需 "
        "{budget_gpus} 卡、{budget_days:.1f} 天。"
    ),
    "notice.quote_expired": (
        "{platform}：供应商报价的有效期至 {valid_until}，已过期；决策前请重新询价。"
    ),
    # FIXED_GPUS_INFEASIBLE's cause and the target a FIX_* notice meets
    "notice.why.layout": "并行布局无法整除",
    "notice.why.memory": "显存放不下",
    "notice.why.quota": "超出配额",
    "notice.why.interruptions": "中断导致无法完成",
    "notice.target.deadline": "满足工期",
    "notice.target.budget": "控制在预算内",
}
