"""Simplified Chinese: the terminal report and catalog listings (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

# The source of the 2023 grid presets (core/energy_models.py), worded in Chinese.
_MEE_2023 = "生态环境部、国家统计局《关于发布2023年电力二氧化碳排放因子的公告》，平均排放因子，"
_PUB_2023 = "（2023 年数据，2026 年 1 月发布）"

TEXTS: dict[str, str] = {
    # The terminal report (gpuplanner report)
    "report.untitled": "gpuplanner 报告",
    "report.work": (
        "计算量：{flops:.3g} FLOPs，训练 {tokens:,.0f} token；单卡显存需求 {memory:,.1f} GB"
    ),
    "report.col.rank": "#",
    "report.col.platform": "平台",
    "report.col.gpus": "卡数",
    "report.col.hours": "时长（小时）",
    "report.col.days": "交付天数",
    "report.col.compute": "算力费用",
    "report.col.fees": "其他费用",
    "report.col.interruption": "中断损失",
    "report.col.total": "训练达标成本 {currency}",
    "report.col.per_billion": "每 10 亿 token",
    "report.infeasible": "不可行",
    "report.infeasible_because": "不可行：{why}",
    "report.rank_rule": "排名：先列满足工期和预算的平台（由低到高），再列未满足的平台（{names}）。",
    "report.warnings": "提示：",
    "report.finance": "对比基准（{baseline}）、能耗与碳排放（所选卡数下）：",
    "report.finance.vs": "为基准的 {multiple:.2f} 倍（差额 {gap:+,.2f}）",
    "report.finance.gap": "与基准差额 {gap:+,.2f}",
    "report.finance.line": "- {name}：{parts}",
    "report.finance.energy": "耗电 {kwh:,.0f} kWh，碳排放 {tco2:,.2f} t CO₂",
    "report.finance.energy_kg": "耗电 {kwh:,.0f} kWh，碳排放 {kg:,.0f} kg CO₂",
    "report.finance.tax": "已付税额 {paid:,.2f}（计入成本 {cost:,.2f}）",
    "report.finance.sep": "；",
    # 电网排放因子预设的出处（energy.grid_source 与工作簿的电网说明）：
    "report.grid_source.cn_national_2023": _MEE_2023 + "全国平均" + _PUB_2023,
    "report.grid_source.cn_north_2023": _MEE_2023 + "华北电网" + _PUB_2023,
    "report.grid_source.cn_northeast_2023": _MEE_2023 + "东北电网" + _PUB_2023,
    "report.grid_source.cn_east_2023": _MEE_2023 + "华东电网" + _PUB_2023,
    "report.grid_source.cn_central_2023": _MEE_2023 + "华中电网" + _PUB_2023,
    "report.grid_source.cn_northwest_2023": _MEE_2023 + "西北电网" + _PUB_2023,
    "report.grid_source.cn_south_2023": _MEE_2023 + "南方电网" + _PUB_2023,
    "report.grid_source.cn_southwest_2023": _MEE_2023 + "西南电网" + _PUB_2023,
    "report.grid_source.cn_national_2022": (
        "生态环境部、国家统计局 2022 年电力二氧化碳排放因子，全国平均（2022 年）"
    ),
    "report.grid_source.us_llama_2023": (
        "Touvron 等，LLaMA（arXiv 2302.13971）第 6 节：美国全国平均碳排放强度（2023 年 2 月）"
    ),
    "report.baseline.replaced.not_in_plan": (
        "基准已改为最便宜的 {name}：方案指定的基准“{missing}”不是本方案的平台（已改名或删除）。"
    ),
    "report.baseline.replaced.infeasible": (
        "基准已改为最便宜的 {name}：方案指定的基准“{missing}”无法运行此任务。"
    ),
    "report.baseline.replaced.price_missing": (
        "基准已改为最便宜的 {name}：方案指定的基准“{missing}”尚未填写价格。"
    ),
    "report.uncertainty": (
        "不确定性（{samples:,} 次抽样）与压力测试：所选卡数下的训练达标成本（{currency}）："
    ),
    "report.col.p90_days": "P90 天数",
    "report.col.longer": "时长 +30%",
    "report.col.rerun": "断点续训 1 次",
    "report.col.reclaimed": "无检查点回收",
    "report.trial": "每个合计都包含试跑阶段：{gpus} 卡 {hours:g} 小时，{cost} {currency}。",
    "report.fleet": (
        "长期算力规划：{months} 个月共 {gpu_hours:,.0f} 卡时（{gpu}；每月按 {hours_per_month:g} "
        "小时计；年折现率 {discount:.1%}）"
    ),
    "report.fleet.gpu": "显卡",
    "report.col.strategy": "策略",
    "report.col.net_cash": "净现金支出 {currency}",
    "report.col.present": "现值 {currency}",
    "report.col.without_tax": "不含税 {currency}",
    "report.col.with_tax": "含税 {currency}",
    "report.col.per_gpu_hour": "每卡时",
    "report.col.pays_by": "自建追平于",
    "report.month": "第 {month} 个月",
    "report.verdict": "结论：",
    # The catalog listings (gpuplanner catalog): headings, notes, pricing modes
    "catalog.id": "id",
    "catalog.name": "名称",
    "catalog.price": "价格",
    "catalog.link": "互联",
    "catalog.mode": "计费方式",
    "catalog.as_of": "价格日期",
    "catalog.interrupt_gpu_h": "中断率/卡时",
    "catalog.params_b": "参数量 B",
    "catalog.active_b": "激活参数 B",
    "catalog.layers": "层数",
    "catalog.hidden": "隐藏维度",
    "catalog.heads_kv": "注意力头/KV",
    "catalog.ffn": "FFN",
    "catalog.vocab": "词表",
    "catalog.scope": "范围",
    "catalog.busbw_gb_s": "总线带宽 GB/s",
    "catalog.range": "区间",
    "catalog.needs_quote": "需询价",
    "catalog.user_entry": "* 来自你的用户目录",
    "catalog.note.gpus": (
        "TFLOPS 为稠密算力（不含稀疏），FP32 累加。"
        "† 部分数值未经确认（见 --json 的 'unconfirmed'）。"
    ),
    "catalog.note.platforms": "价格是以各预设币种标注日期、可编辑的示例——绝不是报价。",
    "catalog.nics_node": "网卡/节点",
    "catalog.node_gb_s": "节点 GB/s",
    "catalog.note.interconnects": (
        "有效 all-reduce 总线带宽，不是链路峰值：节点内链路按每卡计；节点间链路按每块网卡计，"
        "多节点 all-reduce 以节点总带宽运行，即每节点网卡数 × 该值（节点 GB/s）。† 为估计值。"
    ),
    # A preset's price in the listings
    "catalog.price.on_demand": "{price} {currency}/卡时",
    "catalog.price.reserved": "{price} {currency}/卡·月 ≥{minimum_months} 个月",
    "catalog.price.lease": "{price} {currency}/台·月",
    "catalog.price.self_built": "购置 {price} {currency}/卡",
    "catalog.price.committed": (
        "{price} {currency}/卡时 × {committed_gpus} 卡，承诺 {term_months} 个月"
    ),
    # The command line (gpuplanner.cli)
    # argparse's own errors (cli.argparse_text)
    "cli.argparse.required": "缺少必需的参数：{args}",
    "cli.argparse.unrecognized": "无法识别的参数：{args}",
    "cli.argparse.invalid_choice": "参数 {arg}：无效的选项 {value}（可选：{choices}）",
    "cli.argparse.invalid_value": "参数 {arg}：{value} 不是有效的 {type} 值",
    "cli.argparse.expected_one": "参数 {arg}：需要一个值",
    "cli.argparse.expected_some": "参数 {arg}：至少需要一个值",
    "cli.argparse.empty_path": "参数 {arg}：路径为空；请给出文件或文件夹名",
    "cli.argparse.not_allowed_with": "参数 {arg}：不能与参数 {other} 同时使用",
    "cli.unknown_command": "未知的命令“{got}”：是否要用 {close}？",
    "cli.same_as_plan": "{option}：这正是要读取的方案文件；请换一个文件名",
    "cli.same_as_quotes": "{option}：这正是要读取的报价文件；请换一个文件名",
    "cli.same_output": "{option}：{other} 也写这个文件；请换一个文件名",
    "cli.no_fleet": "{option}：该方案没有长期规划部分（请在“长期规划”标签页中添加）",
    "cli.nothing_imported.one": (
        "{where}：未导入任何报价（1 个问题；加 --valid-rows 可导入有效的报价）"
    ),
    "cli.nothing_imported.other": (
        "{where}：未导入任何报价（{problems} 个问题；加 --valid-rows 可导入有效的报价）"
    ),
    "cli.nothing_valid.one": "{where}：未导入任何报价（1 个问题）",
    "cli.nothing_valid.other": "{where}：未导入任何报价（{problems} 个问题）",
    "cli.all_expired": "{where}：未导入任何内容：所有有效报价均已过期（--keep-expired 可保留它们）",
    "cli.all_need_rate": "{where}：未导入任何报价：所有报价的币种在方案中都没有汇率",
    "cli.missing_rate": (
        "方案中没有 {currency} 的汇率（方案币种为 {plan}）；请用 --rate {currency}=汇率 给出，"
        "例如 --rate {currency}=7.1"
    ),
    "cli.bad_rate": "{option}：汇率格式应为 币种=汇率，例如 --rate USD=7.1（汇率须大于 0）",
    "cli.rate_twice": "{option}：{currency} 的汇率给出了两次",
    "cli.left_out.one": "有问题的 1 条报价未导入",
    "cli.left_out.other": "有问题的 {offers} 条报价未导入",
    "cli.added.one": "{out}：从 {quotes} 添加了 1 个平台",
    "cli.added.other": "{out}：从 {quotes} 添加了 {platforms} 个平台",
    "cli.plan_suffix": "{option}：方案须写入 .gpuplan 文件；请换一个以 .gpuplan 结尾的文件名",
    "cli.template_suffix": "{out}：模板文件名必须以 .xlsx 或 .csv 结尾",
    "cli.template_written.one": "{out}：1 个平台",
    "cli.template_written.other": "{out}：{platforms} 个平台",
    "cli.pdf_needs_qt": "--pdf 需要 Qt（PySide6），但无法加载：{detail}",
    "cli.kit": "{detail}",
    "cli.same_as_results": "{option}：这正是要读取的结果文件；请换一个文件名",
    "cli.pdf_font": "--pdf {path}：{detail}",
}
