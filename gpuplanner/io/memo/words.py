"""The decision memo's wording in English and Simplified Chinese (``str.format`` templates with
the same names in both; the terms of docs/glossary.md)."""

from __future__ import annotations

EN: dict[str, str] = {
    "heading": "GPU procurement decision",
    "prepared": "Prepared {date} with gpuplanner {version}",
    "s.question": "The question",
    "s.recommendation": "Recommendation",
    "s.runner_up": "Runner-up",
    "s.chart": "Total cost by GPU count",
    "s.bills": "The bills at the chosen GPU counts",
    "s.risks": "Risks",
    "s.assumptions": "Assumptions a reader must know",
    "s.warnings": "Warnings",
    "q.model": "Model",
    "q.model_value": "{name} ({params:g}B parameters, {method})",
    "q.tokens": "Training tokens",
    "q.tokens_value": "{tokens} ({flops} FLOPs, {precision})",
    "billion": "{value} billion",
    "trillion": "{value} trillion",
    "q.deadline": "Deadline",
    "q.deadline_value": "{days} days from the start",
    "q.budget": "Budget",
    "q.none": "none set",
    "q.candidates": "Candidates",
    "q.candidates_value": "{count} platforms, {feasible} of them able to run the job",
    "r.platform": "Platform",
    "r.gpus": "GPUs",
    "r.gpus_value": "{gpus} × {gpu} — {layout}",
    "r.total": "Total cost",
    "r.total_value": "{total} ({per_billion} per billion tokens)",
    "r.delivery": "Delivery",
    "r.delivery_value": "{days} days: by {date} if started today",
    "r.targets_ok": "Meets the deadline and the budget.",
    "r.deadline_ok": "Meets the deadline.",
    "r.budget_ok": "Within the budget.",
    "r.no_targets": "No deadline or budget was set: the cheapest platform is recommended.",
    "r.deadline_missed": "Misses the deadline.",
    "r.over_budget": "Over the budget.",
    "r.none": (
        "No platform can run this job as planned. The reasons, platform by platform, are "
        "listed under Warnings."
    ),
    "layout": "data {d} × tensor {t} × pipeline {p}, ZeRO-{zero}",
    "runner.gap": (
        "{name} costs {total}, {gap} more than the recommendation (+{share}), and delivers in "
        "{days} days."
    ),
    "runner.none": "No other platform can run this job; there is no runner-up.",
    "runner.deadline_missed": "It would also miss the deadline.",
    "runner.over_budget": "It would also be over the budget.",
    "cause.compute": (
        "GPU time {diff}: {hours_r} GPU-hours at {rate_r} each against {hours_b} at {rate_b}"
    ),
    "cause.fees": "fee items {diff}",
    "cause.interruption": "expected interruptions {diff}",
    "cause.trial": "trial phase {diff}",
    "cause.adjustments": "discount and markup {diff}",
    "cause.tax": "tax {diff}",
    "causes": "Where the gap comes from: {causes}.",
    "more": "+{amount}",
    "less": "−{amount}",
    "bill.line": "Line",
    "bill.total": "Total",
    "bill.gpus": "{gpus} GPUs · {hours} h",
    "bill.held": "GPUs · hours held",
    "risk.platform": "Platform",
    "risk.p10": "P10",
    "risk.p50": "P50",
    "risk.p90": "P90",
    "risk.p90_days": "P90 days",
    "risk.longer": "+30 % time",
    "risk.rerun": "One rerun",
    "risk.reclaimed": "Reclaimed, no checkpoint",
    "risk.spread": (
        "P10–P90: the range of the total in {samples:,} Monte Carlo samples over the inputs' "
        "uncertainty ranges (seed {seed}). The three stress cases are the seeds' questions: "
        "training 30 % slower, one interruption with a rerun from the last checkpoint, and a "
        "reclaim just before the end with no checkpoint."
    ),
    "risk.unfinished": "{name}: in {share} of the samples the job does not finish.",
    "target.deadline": (
        "Deadline: the cheapest way to meet it is {name} on {gpus} GPUs, {total} in {days} days."
    ),
    "target.deadline_none": "Deadline: no candidate meets it.",
    "target.budget": (
        "Budget: the fastest way to stay within it is {name} on {gpus} GPUs, {days} days for "
        "{total}."
    ),
    "target.budget_none": "Budget: no candidate stays within it.",
    "a.time": (
        "Training time = model FLOPs ÷ (GPUs × dense peak × MFU × scaling efficiency), plus "
        "setup, expected interruption losses and delivery waits (Help → Method)."
    ),
    "a.mfu_measured": (
        "{name}: MFU {mfu} implied by a measured run on {gpus} GPUs ({step} s per step)."
    ),
    "a.mfu_typed": "{name}: MFU {mfu} as entered (not measured on this platform).",
    "a.prices": "{name}: prices as of {date}.",
    "a.prices_undated": "{name}: prices not dated.",
    "a.valid": "{name}: the quote is valid until {date}.",
    "a.expired": "{name}: the quote EXPIRED on {date}; ask for a new one before signing.",
    "a.currency": "All amounts in {currency}.",
    "a.rate": "1 {currency} = {rate:g} {plan} (as of {date}).",
    "a.rate_undated": "1 {currency} = {rate:g} {plan} (undated).",
    "chart.x": "GPUs",
    "chart.y": "Total cost ({currency})",
    "chart.budget": "budget",
    "undated": "undated",
    "sign.decision": "Decision: approved / not approved",
    "sign.name": "Name and signature",
    "sign.date": "Date",
}

ZH: dict[str, str] = {
    "heading": "GPU 采购决策备忘录",
    "prepared": "{date} 由 gpuplanner {version} 生成",
    "s.question": "问题",
    "s.recommendation": "建议",
    "s.runner_up": "次优方案",
    "s.chart": "训练达标成本与卡数",
    "s.bills": "所选卡数下的账单",
    "s.risks": "风险",
    "s.assumptions": "读者须知的假设",
    "s.warnings": "提示",
    "q.model": "模型",
    "q.model_value": "{name}（{params:g}B 参数，{method}）",
    "q.tokens": "训练 token 数",
    "q.tokens_value": "{tokens}（{flops} FLOPs，{precision}）",
    "billion": "{value} 十亿",
    "trillion": "{value} 万亿",
    "q.deadline": "工期",
    "q.deadline_value": "开工后 {days} 天",
    "q.budget": "预算",
    "q.none": "未设定",
    "q.candidates": "候选平台",
    "q.candidates_value": "共 {count} 个平台，其中 {feasible} 个能运行此任务",
    "r.platform": "平台",
    "r.gpus": "卡数",
    "r.gpus_value": "{gpus} × {gpu} — {layout}",
    "r.total": "总成本",
    "r.total_value": "{total}（每十亿 token {per_billion}）",
    "r.delivery": "交付",
    "r.delivery_value": "{days} 天：今天开工则 {date} 交付",
    "r.targets_ok": "满足工期和预算。",
    "r.deadline_ok": "满足工期。",
    "r.budget_ok": "在预算之内。",
    "r.no_targets": "未设定工期和预算：建议成本最低的平台。",
    "r.deadline_missed": "无法满足工期。",
    "r.over_budget": "超出预算。",
    "r.none": "没有平台能按计划运行此任务。各平台的原因见“提示”。",
    "layout": "数据并行 {d} × 张量并行 {t} × 流水线并行 {p}，ZeRO-{zero}",
    "runner.gap": "{name} 需 {total}，比建议方案多 {gap}（+{share}），{days} 天交付。",
    "runner.none": "没有其他平台能运行此任务，因此没有次优方案。",
    "runner.deadline_missed": "它还无法满足工期。",
    "runner.over_budget": "它还会超出预算。",
    "cause.compute": (
        "GPU 时长 {diff}：{hours_r} 卡时、每卡时 {rate_r}，对比 {hours_b} 卡时、每卡时 {rate_b}"
    ),
    "cause.fees": "各项费用 {diff}",
    "cause.interruption": "预期中断损失 {diff}",
    "cause.trial": "试跑阶段 {diff}",
    "cause.adjustments": "折扣与加价 {diff}",
    "cause.tax": "税费 {diff}",
    "causes": "差距来源：{causes}。",
    "more": "+{amount}",
    "less": "−{amount}",
    "bill.line": "项目",
    "bill.total": "合计",
    "bill.gpus": "{gpus} 卡 · {hours} 小时",
    "bill.held": "卡数 · 占用小时",
    "risk.platform": "平台",
    "risk.p10": "P10",
    "risk.p50": "P50",
    "risk.p90": "P90",
    "risk.p90_days": "P90 天数",
    "risk.longer": "时间 +30%",
    "risk.rerun": "重跑一次",
    "risk.reclaimed": "被回收且无检查点",
    "risk.spread": (
        "P10–P90：在各输入的不确定范围内做 {samples:,} 次蒙特卡洛抽样得到的总成本区间（种子 "
        "{seed}）。三种压力情形：训练慢 30%；中断一次并从上一个检查点重跑；临近结束时被回收且"
        "没有检查点。"
    ),
    "risk.unfinished": "{name}：在 {share} 的抽样中任务无法完成。",
    "target.deadline": "工期：满足工期最便宜的是 {name} 用 {gpus} 卡，{total}，{days} 天。",
    "target.deadline_none": "工期：没有候选平台能满足。",
    "target.budget": "预算：预算内最快的是 {name} 用 {gpus} 卡，{days} 天，{total}。",
    "target.budget_none": "预算：没有候选平台能控制在预算内。",
    "a.time": (
        "训练时间 = 模型 FLOPs ÷（卡数 × 稠密峰值算力 × MFU × 扩展效率），再加部署时间、"
        "预期中断损失和交付等待（帮助 → 计算方法）。"
    ),
    "a.mfu_measured": "{name}：MFU {mfu}，由 {gpus} 卡实测运行推算（每步 {step} 秒）。",
    "a.mfu_typed": "{name}：MFU {mfu}，为填写值（未在该平台实测）。",
    "a.prices": "{name}：价格日期 {date}。",
    "a.prices_undated": "{name}：价格未注明日期。",
    "a.valid": "{name}：报价有效期至 {date}。",
    "a.expired": "{name}：报价已于 {date} 过期；签署前请重新询价。",
    "a.currency": "所有金额单位为 {currency}。",
    "a.rate": "1 {currency} = {rate:g} {plan}（{date}）。",
    "a.rate_undated": "1 {currency} = {rate:g} {plan}（未注明日期）。",
    "chart.x": "卡数",
    "chart.y": "训练达标成本（{currency}）",
    "chart.budget": "预算",
    "undated": "未注明日期",
    "sign.decision": "决定：批准 / 不批准",
    "sign.name": "姓名及签字",
    "sign.date": "日期",
}

METHODS = {
    "en": {"pretrain": "pretraining", "full": "full fine-tune", "lora": "LoRA", "qlora": "QLoRA"},
    "zh_CN": {"pretrain": "预训练", "full": "全参微调", "lora": "LoRA", "qlora": "QLoRA"},
}


def words(lang: str) -> dict[str, str]:
    return ZH if lang == "zh_CN" else EN
