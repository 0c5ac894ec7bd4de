"""The Excel export's words for decision support (trial phase, calibration, Monte Carlo, stress
cases), in English and Simplified Chinese: ``key: (English, 简体中文)``, merged into
``labels._TABLE``. Terms follow docs/glossary.md and the terminal report (report_words.py).
"""

from __future__ import annotations

DECISION_LABELS: dict[str, tuple[str, str]] = {
    # Assumptions: the trial phase
    "asm.trial": ("Trial phase", "试跑阶段"),
    "type.input": ("Input: edit to re-price", "输入：可修改"),
    "item.trial_hours": ("Trial hours", "试跑时长"),
    "item.trial_gpus": ("Trial GPUs", "试跑卡数"),
    "item.trial_price_per_gpu_hour": ("Trial price per GPU-hour", "试跑单价（每卡时）"),
    "item.trial_platform": ("Trial priced as platform", "试跑按此平台计费"),
    "item.trial_saves_setup_hours": (
        "Setup hours the trial saves on every platform",
        "试跑为每个平台节省的准备时长",
    ),
    "item.trial_cost": ("Trial phase cost", "试跑阶段费用"),
    "note.trial_hours": (
        "Also added to every platform's delivery time (a value computed by gpuplanner)",
        "同时计入每个平台的交付时间（gpuplanner 计算值）",
    ),
    "note.trial_saves": (
        "Taken off each platform's setup hours, never below 0: TCO uses MAX(0, setup hours − this)",
        "从每个平台的准备时长中扣除，不低于 0：总拥有成本表按 MAX(0, 准备时长 − 本项) 计算",
    ),
    "note.trial_platform": (
        "The trial cost formula uses that platform's prices ({prefix}_…)",
        "试跑费用公式引用该平台的价格（{prefix}_…）",
    ),
    # Assumptions: calibration from a measured run
    "item.calibration_step": (
        "Calibration: measured step time at {gpus} GPUs",
        "校准：{gpus} 卡实测单步时间",
    ),
    "item.mfu_used": ("MFU used (implied by the calibration)", "采用的 MFU（由校准推算）"),
    "item.calibration_efficiency": (
        "Scaling efficiency at {gpus} GPUs implied by the calibration",
        "校准推算的 {gpus} 卡扩展效率",
    ),
    "unit.seconds": ("s", "秒"),
    # TCO and Summary
    "tco.trial": ("Trial phase (the same on every platform)", "试跑阶段（各平台相同）"),
    "col.trial": ("Trial phase", "试跑阶段"),
    "summary.trial": (
        "Every total includes the trial phase: {hours:g} h on {gpus} GPU(s) (column “Trial "
        "phase”); its hours add to every delivery time.",
        "每个合计都包含试跑阶段：{gpus} 卡 {hours:g} 小时（见“试跑阶段”列）；"
        "其时长计入每个平台的交付时间。",
    ),
    # Summary: Monte Carlo
    "risk.mc_title": (
        "Uncertainty at the chosen GPU count: Monte Carlo, {samples:,} samples, seed {seed} — "
        "values, not formulas",
        "所选卡数下的不确定性：蒙特卡洛，{samples:,} 次抽样，随机种子 {seed}（数值，非公式）",
    ),
    "risk.mc_note": (
        "MFU, scaling efficiency, price, interruption rate and setup hours drawn within each "
        "platform's ranges. P90: nine runs in ten cost no more. Rerun gpuplanner after "
        "changing Assumptions; only “Total as planned” follows them.",
        "MFU、扩展效率、价格、中断率和准备时长在各平台设定的范围内随机抽样。P90：十次中有九次"
        "不超过该值。修改“假设”表后请在 gpuplanner 中重新计算；只有“按计划合计”随之变化。",
    ),
    "col.planned_total": ("Total as planned", "按计划合计"),
    "col.p10_cost": ("P10 cost", "P10 成本"),
    "col.p50_cost": ("P50 cost", "P50 成本"),
    "col.p90_cost": ("P90 cost", "P90 成本"),
    "col.p90_days": ("P90 delivery (days)", "P90 交付（天）"),
    "risk.never": ("does not finish", "无法完成"),
    # Summary: stress cases
    "risk.stress_title": ("Stress cases at the chosen GPU count", "压力测试（所选卡数）"),
    "risk.stress_note": (
        "Grey: values computed by gpuplanner (+30 % time reruns the whole bill). The two "
        "events are formulas: total = the TCO total + (hours lost + restart hours) × the "
        "cluster's hourly rate; delivery + (hours lost + restart hours) / 24.",
        "灰色：gpuplanner 计算值（时长 +30% 时整张账单重算）。两种中断事件为公式："
        "训练达标成本 = 总拥有成本表合计 +（损失时长 + 重启时长）× 集群每小时费用；"
        "交付时间 +（损失时长 + 重启时长）/ 24。",
    ),
    "col.lost_hours": ("Hours lost", "损失时长（小时）"),
    "col.stress_total": ("Total", "训练达标成本"),
    "stress.longer": ("Training 30 % longer", "训练时长 +30%"),
    "stress.rerun": ("One rerun from the last checkpoint", "中断一次，断点续训"),
    "stress.reclaim": ("Reclaimed at the end, no checkpoints", "结束前被回收，无检查点"),
}
