"""Simplified Chinese: the decision memo (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # The decision memo (io/memo)
    "memo.heading": "GPU 采购决策备忘录",
    "memo.prepared": "{date} 由 gpuplanner {version} 生成",
    "memo.s.question": "问题",
    "memo.s.bills": "所选卡数下的账单",
    "memo.s.risks": "风险",
    "memo.s.assumptions": "读者须知的假设",
    "memo.q.model_value": "{name}（{params:g}B 参数，{method}）",
    "memo.q.tokens": "训练 token 数",
    "memo.q.tokens_value": "{tokens}（计算量 {flops} FLOPs，{precision}）",
    # Chinese counts by 万/亿 (issue 24 item 11: "2 十亿" reads wrong, "20 亿" is said):
    # this key is the 亿 (10⁸) step; io/memo/content.tokens divides by its scale.
    "memo.million": "{value} 万",
    "memo.billion": "{value} 亿",
    "memo.trillion": "{value} 万亿",
    "memo.q.deadline_value": "开工后 {days} 天",
    "memo.q.none": "未设定",
    "memo.q.candidates": "候选平台",
    "memo.q.candidates_value": "共 {count} 个平台，其中 {feasible} 个能运行此任务",
    "memo.q.candidates_one_ok": "共 1 个平台，能运行此任务",
    "memo.q.candidates_one_no": "共 1 个平台，不能运行此任务",
    "memo.r.total": "训练达标成本",
    "memo.r.total_value": "{total}（每 10 亿 token {per_billion}）",
    "memo.r.delivery_value": "{days} 天：今天开工则 {date} 交付",
    "memo.r.delivery_beyond": "{days} 天：今天开工则在 9999 年以后交付",
    "memo.r.targets_ok": "满足工期和预算。",
    "memo.r.deadline_ok": "满足工期。",
    "memo.r.budget_ok": "在预算之内。",
    "memo.r.no_targets": "未设定工期和预算：建议成本最低的平台。",
    "memo.r.deadline_missed": "无法满足工期。",
    "memo.r.over_budget": "超出预算。",
    "memo.r.expired": "该报价已于 {date} 过期：签约前请索取新报价。",
    "memo.r.p90_late": "风险：按蒙特卡洛 P90 需 {p90} 天，超过 {deadline} 天的工期。",
    "memo.r.none": "没有平台能按计划运行此任务。各平台的原因见“提示”。",
    "memo.r.unpriced": (
        "暂无建议：能运行此任务的平台尚未填写价格（标价为 0）。"
        "请先填写价格；“提示”列出了要填写的字段。"
    ),
    "memo.layout": "数据并行 {d} × 张量并行 {t} × 流水线并行 {p}，ZeRO-{zero}",
    "memo.runner.gap": "{name} 需 {total}，比建议方案多 {gap}（+{share}），{days} 天交付。",
    "memo.runner.tie": "{name} 费用相同，为 {total}，{days} 天交付。",
    "memo.runner.none": "没有其他平台能运行此任务，因此没有次优方案。",
    "memo.runner.unpriced": "没有已定价的平台可供比较，因此没有次优方案。",
    "memo.runner.deadline_missed": "它还无法满足工期。",
    "memo.runner.none_meets": (
        "没有其他平台能满足{targets}。排名其后的 {name} 需 {total}（与建议方案相比 {diff}），"
        "{days} 天交付。"
    ),
    "memo.runner.misses_deadline": "它无法满足工期。",
    "memo.runner.misses_budget": "它超出预算。",
    "memo.targets.deadline": "工期",
    "memo.targets.budget": "预算",
    "memo.targets.both": "工期和预算",
    "memo.runner.over_budget": "它还会超出预算。",
    "memo.cause.compute": (
        "算力费用 {diff}：{hours_r} 卡时、单价 {rate_r}，对比 {hours_b} 卡时、单价 {rate_b}"
    ),
    "memo.cause.compute_unlike": (
        "算力费用 {diff}：占用 {hours_r} 卡时，折合每占用卡时 {per_r}（计价 {rate_r}），对比 "
        "{hours_b} 卡时，折合每占用卡时 {per_b}（计价 {rate_b}）"
    ),
    "memo.cause.financing": "融资利息 {diff}",
    "memo.cause.fees": "各项费用 {diff}",
    "memo.cause.interruption": "预期中断损失 {diff}",
    "memo.cause.trial": "试跑阶段 {diff}",
    "memo.cause.adjustments": "折扣与加价 {diff}",
    "memo.cause.tax": "税费 {diff}",
    "memo.causes": "差距来源：{causes}。",
    "memo.causes_tie": "两者费用相同：{causes}。",
    "memo.more": "+{amount}",
    "memo.less": "−{amount}",
    "memo.bill.gpus": "{gpus} 卡 · {hours} 小时",
    "memo.bill.gpus.one": "1 卡 · {hours} 小时",
    "memo.bill.held": "卡数 · 占用小时",
    "memo.risk.p10": "P10",
    "memo.risk.p50": "P50",
    "memo.risk.p90": "P90",
    "memo.risk.rerun": "中断一次，断点续训",
    "memo.risk.reclaimed": "被回收，无检查点",
    "memo.risk.spread": (
        "P10–P90：在各输入的不确定范围内做 {samples:,} 次蒙特卡洛抽样得到的训练达标成本区间"
        "（随机种子 {seed}）。三种压力情形：训练慢 30%；中断一次并从上一个检查点断点续训；"
        "临近结束时被回收且没有检查点。"
    ),
    "memo.risk.unfinished": "{name}：在 {share} 的抽样中任务无法完成。",
    "memo.target.deadline": "工期：满足工期最便宜的是 {name} 用 {gpus} 卡，{total}，{days} 天。",
    "memo.target.deadline_none": "工期：没有候选平台能满足。",
    "memo.target.budget": "预算：预算内最快的是 {name} 用 {gpus} 卡，{days} 天，{total}。",
    "memo.target.budget_none": "预算：没有候选平台能控制在预算内。",
    "memo.a.time": (
        "训练时间 = 模型 FLOPs ÷（卡数 × 稠密峰值算力 × MFU × 扩展效率），再加部署时间、预期中断"
        "损失和交付等待（帮助 → 计算方法）。"
    ),
    "memo.a.mfu_measured": "{name}：MFU {mfu}，由 {gpus} 卡实测运行推算（每步 {step} 秒）。",
    "memo.a.mfu_typed": "{name}：MFU {mfu}，为填写值（未在该平台实测）。",
    "memo.a.mfu_work": (
        "{name}：MFU {mfu}，按计算量推算（按该布局在该显卡上逐层计时；未在该平台实测）。"
    ),
    "memo.a.fp8_recipe_stack": "{name}：FP8 采用{recipe}，即训练框架在这一代 GPU 上的默认做法。",
    "memo.a.fp8_recipe_typed": "{name}：FP8 采用{recipe}，为方案中指定。",
    "memo.a.prices": "{name}：价格日期 {date}。",
    "memo.a.prices_undated": "{name}：价格未注明日期。",
    "memo.a.valid": "{name}：报价有效期至 {date}。",
    "memo.a.expired": "{name}：报价已于 {date} 过期；签署前请重新询价。",
    "memo.a.purchase": (
        "{name}：采购需 {purchase}（不含税{with_tax}；其中 {gpus} 卡及其服务器、网络和存储 "
        "{hardware}，{cards} 张备件卡 {spares}），下单时付现 {cash}。"
    ),
    "memo.with_tax": "，含 {rate} 税为 {amount}",
    "memo.a.utilization": (
        "{name}：账单向本任务分摊 {share} 的折旧——本任务 {hours} 小时，占集群在 {years} 年折旧期内"
        "按 {utilization} 利用率计的 {busy} 个繁忙小时（托管、运维人力和维修同样按繁忙小时分摊）。"
    ),
    "memo.a.loan_share": (
        "其贷款利息同样按繁忙小时分摊：本任务 {hours} 小时，"
        "占贷款 {months} 个月期限内的 {busy} 个繁忙小时。"
    ),
    "memo.a.whole_purchase": (
        "{name}：账单把整笔采购计入本任务，相当于集群此后不再运行其他任务；按 {utilization} "
        "利用率分摊时为 {share_total}。"
    ),
    "memo.a.views": (
        "{name}：本任务分摊为 {share_total}；若集群此后不再运行其他任务，本任务的现金支出为 "
        "{cash_total}。"
    ),
    "memo.r.purchase": "采购（自有）",
    "memo.r.purchase_value": "{purchase}（不含税{with_tax}）；下单时付现 {cash}",
    "memo.r.views": "分摊 / 现金",
    "memo.r.views_value": (
        "本任务分摊 {share_total}；本任务现金支出 {cash_total}（若此后不再运行其他任务）"
    ),
    "memo.a.currency": "所有金额单位均为{currency}。",
    "memo.a.rate": "1 {currency} = {rate:g} {plan}（截至 {date}）。",
    "memo.a.rate_undated": "1 {currency} = {rate:g} {plan}（未注明日期）。",
    "memo.chart.y": "训练达标成本（{currency}）",
    "memo.chart.budget": "预算",
    "memo.chart.budget_above": "预算 {amount}：高于图表上沿 ↑",
    "memo.more_platforms": (
        "此处未列出另外 {count} 个候选平台，详见工作簿（文件 → 导出到 Excel…）。"
    ),
    "memo.a.rates_more": ("此处未列出另外 {count} 个汇率，详见方案（编辑 → 币种与汇率…）。"),
    "memo.warnings_more": "此处未列出另外 {count} 条警告，详见“结果”页。",
    "memo.glyphs_missing": (
        "部分字符在本机已安装的字体中没有字形，以其编码显示：{codes}。安装表情字体"
        "（如 fonts-noto-color-emoji）后即可正常打印。"
    ),
    "memo.glyphs_more": " 等另 {count} 个",
    "memo.bill.other_fees": "其他费用（{count} 项）",
    "memo.undated": "未注明日期",
    "memo.sign.decision": "决定：批准 / 不批准",
    "memo.sign.name": "姓名及签字",
    "memo.sign.date": "日期",
    "memo.causes.sep": "；",
    "memo.summary": (
        "建议：{platform}，{gpus} × {gpu}，{total}，{days} 天交付；比次优方案 {runner} 少 {gap}。"
    ),
    "memo.summary_tie": (
        "建议：{platform}，{gpus} × {gpu}，{total}，{days} 天交付；次优方案 {runner} 费用相同，"
        "{runner_days} 天交付。"
    ),
    "memo.summary_only_meeting": (
        "建议：{platform}，{gpus} × {gpu}，{total}，{days} 天交付；这是唯一满足{targets}的平台。"
    ),
    "memo.summary_single": (
        "建议：{platform}，{gpus} × {gpu}，{total}，{days} 天交付；方案中没有其他候选平台可比较。"
    ),
    "memo.summary_only": (
        "建议：{platform}，{gpus} × {gpu}，{total}，{days} 天交付；这是唯一能运行此任务的平台。"
    ),
    "memo.risk.tornado": (
        "对 {name} 训练达标成本影响最大的是 {input}：在其范围内从 {low} 到 {high}。"
    ),
    "memo.input.mfu": "MFU",
    "memo.input.scaling": "扩展效率",
    "memo.input.price": "GPU 单价",
    "memo.input.interruption_rate": "中断率",
    "memo.input.setup_hours": "部署时间",
}
