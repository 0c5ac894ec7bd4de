"""Simplified Chinese texts of every message below the GUI, keyed by the codes of ``en``.

Terms follow docs/glossary.md.
"""

from __future__ import annotations

ZH_CN: dict[str, str] = {
    # Notices (gpuplanner.core.notices.Code): what happened, then what to do about it (.advice)
    "notice.model_shape_estimated": (
        "未给出模型的层数和隐藏维度，激活值显存按典型的 {params_b:.1f}B 参数模型估算（{layers} 层，"
        "隐藏维度 {hidden}）。"
    ),
    "notice.model_shape_estimated.advice": "从模型目录中选择，或填写其结构参数，可得到准确数字。",
    "notice.precision_fallback": "{platform}：该显卡不支持 {requested}，改用 {used}。",
    "notice.precision_fallback.advice": "请确认训练代码能在该显卡上以 {used} 运行。",
    "notice.no_precision": "{platform}：该显卡没有 {requested} 的算力数据，无法计算速度。",
    "notice.no_precision.advice": "请换一种精度，或在“平台”标签页填写该卡的 TFLOPS。",
    "notice.never_fits": (
        "{platform}：即使用到允许的最多卡数（{gpus}），每卡仍需 {need_gb:.1f} GB 显存，而每张卡只"
        "有 {usable_gb:.1f} GB。"
    ),
    "notice.never_fits.advice": (
        "换用显存更大的卡，或降低每卡显存需求：ZeRO-3/FSDP、激活重计算、更小的微批，或 LoRA/QLoRA。"
    ),
    "notice.quota_too_small": (
        "{platform} 需要 {min_gpus} 张卡才能放下该模型，而配额只有 {quota} 张。"
    ),
    "notice.quota_too_small.advice": (
        "提高配额，或降低每卡显存需求（ZeRO-3/FSDP、激活重计算、LoRA）。"
    ),
    "notice.no_layout": (
        "{platform}：在配额 {quota} 张以内，没有同时满足张量 × 流水线并行布局、整机规则，以及每个"
        "数据并行副本至少一个微批的卡数。"
    ),
    "notice.no_layout.advice": "把配额设为张量 × 流水线并行度的倍数，或调整并行布局。",
    "notice.fixed_gpus_infeasible.layout": (
        "{platform}：固定卡数（{gpus}）不符合张量 × 流水线并行布局（或整机要求）。"
    ),
    "notice.fixed_gpus_infeasible.memory": (
        "{platform}：按固定卡数（{gpus}），每卡需 {need_gb:.1f} GB 显存，而该卡只有 "
        "{usable_gb:.1f} GB。"
    ),
    "notice.fixed_gpus_infeasible.quota": "{platform}：固定卡数（{gpus}）超出配额。",
    "notice.fixed_gpus_infeasible.interruptions": (
        "{platform}：按固定卡数（{gpus}），中断来得比进度还快，任务预计无法完成。"
    ),
    "notice.fixed_gpus_infeasible.advice": "修改固定卡数，或让 gpuplanner 自动选择。",
    "notice.never_finishes": (
        "{platform}：从 {gpus} 卡起，中断来得比训练进度还快，任务预计无法完成。"
    ),
    "notice.never_finishes.advice": "启用检查点、更频繁地保存检查点，或换一个更稳定的平台。",
    "notice.deadline_missed": (
        "{platform}：按所选卡数（{gpus}）需 {delivery_days:.1f} 天交付，超过 {deadline_days:.1f} "
        "天的工期（最快 {fastest_days:.1f} 天）。"
    ),
    "notice.deadline_missed.advice": "允许用更多卡、换更快的平台，或推迟工期。",
    "notice.over_budget": "{platform}：总成本 {total:money} 超出预算 {budget:money}。",
    "notice.low_scaling": (
        "{platform}：在 {gpus} 卡上每张卡只完成单卡工作量的 {efficiency:.0%}，其余被通信消耗。"
    ),
    "notice.low_scaling.advice": "减少卡数、换更快的互联或提高通信重叠，可减少浪费。",
    "notice.no_checkpoint_risk": (
        "{platform}：未启用检查点，按所选卡数（{gpus}），中断预计会损失 {lost_hours:.1f} 小时的训"
        "练进度。"
    ),
    "notice.no_checkpoint_risk.advice": "为此平台启用检查点。",
    "notice.calibration_mfu_high": (
        "{platform}：{gpus} 卡实测结果对应的 MFU 为 {mfu:.0%}，高于该卡可达到的 {ceiling_mfu:.0%}。"
    ),
    "notice.calibration_mfu_low": (
        "{platform}：{gpus} 卡实测结果对应的 MFU 只有 {mfu:.1%}（低于 {floor_mfu:.0%}）。"
    ),
    "notice.calibration_superlinear": (
        "{platform}：实测数据意味着在 {gpus} 卡上扩展效率为 {efficiency:.0%}，超过线性；改按 100% "
        "计算。"
    ),
    "notice.calibration.advice": "请检查实测的单步时间、批大小和模型规模。",
    "notice.calibration_comm_exceeds": (
        "{platform}：在 {gpus} 卡上模型估算的通信时间（{comm_seconds:.2f} 秒）比实测的单步时间（"
        "{step_seconds:.2f} 秒）还长；按实测值计算。"
    ),
    "notice.calibration_comm_exceeds.advice": "填写的互联带宽可能偏低。",
    "notice.fix_later_deadline": (
        "{platform}：没有卡数能满足 {deadline_days:.1f} 天的工期；最快 {days:.1f} 天（{gpus} 卡），"
        "工期放宽到 {days:.1f} 天即可。"
    ),
    "notice.fix_bigger_budget": (
        "{platform}：没有卡数能控制在预算 {budget:money} 以内；最便宜 {amount:money}（{gpus} 卡），"
        "预算提高到 {amount:money} 即可。"
    ),
    "notice.fix_quota.deadline": (
        "{platform}：配额提高到 {gpus} 卡（现为 {quota}）即可满足工期：{days:.1f} 天，"
        "{total:money}。"
    ),
    "notice.fix_quota.budget": (
        "{platform}：配额提高到 {gpus} 卡（现为 {quota}）即可控制在预算内：{days:.1f} 天，"
        "{total:money}。"
    ),
    "notice.fix_other_platform.deadline": (
        "{platform}：{other} 用 {gpus} 卡可满足工期：{days:.1f} 天，{total:money}。"
    ),
    "notice.fix_other_platform.budget": (
        "{platform}：{other} 用 {gpus} 卡可控制在预算内：{days:.1f} 天，{total:money}。"
    ),
    "notice.targets_conflict": (
        "{platform}：工期和预算无法同时满足。要满足 {deadline_days:.1f} 天的工期需花费 "
        "{deadline_total:money}（{deadline_gpus} 卡；预算 {budget:money}）；在预算内最快需 "
        "{budget_days:.1f} 天（{budget_gpus} 卡）。"
    ),
    "notice.targets_conflict.advice": "放宽其中一项，或决定哪一项更重要。",
    "notice.quote_expired": "{platform}：供应商报价的有效期至 {valid_until}，已过期。",
    "notice.quote_expired.advice": "决策前请向供应商重新询价。",
    # Validation errors (gpuplanner.core.errors.ErrorCode): the field's own words
    "error.too_small": "不能小于 {minimum:g}（更小的值应是输入错误）",
    "error.name_invisible": "名称至少需要一个可见字符",
    "error.names_repeated": "平台名称不能重复；重复的有：{names}",
    "error.names_look_alike": (
        "平台名称必须能区分开：{first} 和 {second} 看起来相同（区别在于 {difference}）；请重命名"
        "其中一个"
    ),
    "error.trial_platform_unknown": "没有名为 {name} 的平台",
    "error.exchange_rates_repeated": (
        "每种币种只能有一个汇率，且不能为方案自身的币种（{currency}）设置汇率；已填写：{names}"
    ),
    "error.sweep_too_large": (
        "{platforms:,} 个平台 × {gpus:,} 种卡数共 {cases:,} 种情形，超过一次计算在内存中能容纳的 "
        "{limit:,} 种；请降低最大卡数，或把平台拆分到多个方案中"
    ),
    "error.sweep_too_large_fees": (
        "{platforms:,} 个平台和 {fees:,} 个费用项（每个费用项按 1/{share} 个平台计）× {gpus:,} 种"
        "卡数共 {cases:,} 种情形，超过一次计算在内存中能容纳的 {limit:,} 种；请降低最大卡数，或把"
        "平台拆分到多个方案中"
    ),
    "error.draws_too_many": (
        "{platforms:,} 个平台 × {samples:,} 次抽样共 {draws:,} 次，超过保持程序流畅的上限 "
        "{limit:,} 次；请减少抽样次数"
    ),
    "error.no_tflops": "显卡至少需要一项 TFLOPS 数据",
    "error.scaling_points_repeated": "两个扩展效率测量点的卡数相同",
    "error.fixed_over_quota": "固定卡数超出配额",
    "error.usable_over_memory": "可用显存不能超过显卡的显存",
    "error.quote_before_prices": "报价有效期早于报价日期（prices_as_of）",
    "error.active_over_total": "激活参数量不能超过总参数量",
    "error.kv_heads_over_heads": "KV 头数不能超过注意力头数",
    "error.micro_over_global": "微批大小不能超过全局批大小",
    "error.pipeline_over_layers": "{stages} 个流水线阶段多于模型的 {layers} 层",
    "error.virtual_over_layers": "{stages} × {chunks} 个模型块多于模型的 {layers} 层",
    "error.virtual_needs_pipeline": "交错调度需要多于一个流水线阶段（pipeline_parallel 大于 1）",
    "error.demand_table_length": (
        "需求表有 {months} 个月，但规划期为 {horizon} 个月；请每月填写一个数值"
    ),
    "error.hybrid_needs_reserved": "混合方案需要包月/预留部分（其单价和合约期）",
    "error.hybrid_spot_needs_spot": "竞价卡时占比需要竞价实例部分（其单价）",
    "error.fallback_spot_needs_spot": "兜底方式为竞价实例，但没有竞价实例部分",
    "error.range_low_too_small": "至少为输入值的 {minimum:.0%}：计算时间时要除以它",
    "error.one_measurement": "填写单步时间或 token 速率：两者必须且只能填一项",
    "error.single_gpu_needs_more": "单卡单步时间仅在实测运行使用多张卡的情况下才有用",
    "error.one_trial_price": "为试跑填写每卡时价格或指定计价平台：两者必须且只能填一项",
    "error.discount_and_negotiated": "折扣和协议价只能填一项：按标价打折，或填写协议价",
    "error.paste_not_a_number": "复制内容的第 {line} 行“{cell}”不是数字。",
    "error.paste_negative": "复制内容的第 {line} 行“{cell}”不是大于等于 0 的数字。",
    "error.paste_empty": "复制的内容中没有数字：请复制一列每月卡时。",
    "list.more": "{names} 等另外 {more:,} 项",
    # Checks of pydantic (its error types), worded for a field
    "error.greater_than": "必须大于 {gt}",
    "error.greater_than_equal": "不能小于 {ge}",
    "error.less_than": "必须小于 {lt}",
    "error.less_than_equal": "不能大于 {le}",
    "error.finite_number": "必须是数字",
    "error.int_from_float": "必须是整数",
    "error.int_parsing_size": "数字过大",
    "error.bool_parsing": "必须是 true 或 false",
    "error.string_type": "必须是文本",
    "error.string_too_short": "不能为空",
    "error.string_too_long": "最多 {max_length:,} 个字符",
    "error.string_pattern_mismatch": "格式不正确",
    "error.enum": "必须是以下之一：{expected}",
    "error.literal_error": "必须为 {expected}",
    "error.list_type": "必须是列表",
    "error.dict_type": "必须是对象（键和值）",
    "error.too_short": "至少需要 {min_length} 项",
    "error.too_long": "最多 {max_length:,} 项",
    "error.union_tag_invalid": "未知的类型 {tag}；必须是以下之一：{expected_tags}",
    "error.union_tag_not_found": "未说明类型：缺少键 {discriminator}",
    "error.date_parsing": "必须是日期（YYYY-MM-DD）",
    "error.missing": "必填但缺失",
    "error.extra_forbidden": "未知的键（请检查拼写）",
    "error.got": "{problem}（实际为 {got}）",
    # Plan files (gpuplanner.io.plan_file.PlanError)
    "error.file_empty": "文件为空",
    "error.not_utf8": "不是 UTF-8 文本（偏移 {offset} 处的字节无效）",
    "error.not_json": "不是有效的 JSON（第 {line} 行，第 {column} 列）",
    "error.folder": "这是一个文件夹，不是方案文件",
    "error.not_regular": "{kind}不是方案文件",
    "file_kind.fifo": "命名管道（FIFO）",
    "file_kind.device": "设备文件",
    "file_kind.socket": "套接字",
    "file_kind.special": "特殊文件",
    "error.no_such_file": "文件不存在",
    "error.permission_denied": "权限不足：无法读取该文件",
    "error.unreadable": "无法读取该文件",
    "error.file_too_large": "文件过大，不像方案文件（{size:,} 字节）",
    "error.newer_format": (
        "此方案由更新版本的 gpuplanner 保存（格式 {version}）；当前版本最高只能读取格式 "
        "{supported}，请更新 gpuplanner"
    ),
    "error.not_a_plan": '不是 gpuplanner 方案文件（缺少 "format" 键）',
    "error.not_a_plan_format": "不是 gpuplanner 方案文件（format 为 {value}）",
    "error.not_an_object": "文件中没有方案（应为 JSON 对象）",
    "error.unknown_version": "未知的格式版本 {version}",
    "error.no_migration": "没有从格式 {version} 升级的迁移",
    "error.nested_too_deeply": "JSON 嵌套层级过深",
    "error.not_finite": "{name} 不是有效数字",
    "error.huge_integer": "{digits:,} 位的整数远超方案能容纳的任何数值",
    "error.lone_surrogate": "含有孤立代理码（{code}），它不是任何文本中的字符",
    "error.repeated_key": (
        "此键在对象中出现了两次（先是 {first}，后是 {last}）；方案中每个值只能给一次"
    ),
    "error.boolean_number": "必须是数字，不能是 {value}",
    "error.internal": "读取时发生内部错误（{kind}）",
    # The same errors next to the field they are about (the GUI), where the wording differs
    "field.names_repeated": "已有平台使用此名称",
    "field.names_look_alike": "另一个平台的名称看起来相同（只差一个形近字母）",
    "field.trial_platform_unknown": "试跑引用了此平台：请先修改试跑设置",
    "field.exchange_rates_repeated": "每种币种只能有一个汇率，且不能为方案自身的币种设置汇率",
    # quote.*: the quote import (gpuplanner.io.quotes)
    "quote.not_found": "文件不存在或无法读取（{detail}）",
    "quote.too_big": "文件大小为 {size_mb:.1f} MB；报价文件最大 {limit_mb} MB",
    "quote.encrypted": (
        "该工作簿设有密码（已加密）；请在 Excel 或 WPS 中打开，取消密码（文件 → 信息 → 保护工作"
        "簿）后另存为 .xlsx"
    ),
    "quote.old_xls": "这是旧格式的 .xls 工作簿；请另存为 .xlsx（或 .csv）后再导入",
    "quote.not_xlsx": (
        "不是 Excel 工作簿（.xlsx）或 CSV 文件；请使用报价模板（文件 → 保存报价模板…）"
    ),
    "quote.unreadable": "无法读取该工作簿：{detail}",
    "quote.not_text": "不是 CSV 文本文件（含二进制数据）",
    "quote.bad_encoding": "该 CSV 既不是 UTF-8 也不是 GB18030 文本（偏移 {offset} 处字节无效）",
    "quote.no_header": (
        "第一行不是报价模板的表头（没有“平台名称”“GPU 型号”或“计费方式”列）；请使用 文件 → 保存"
        "报价模板…"
    ),
    "quote.unknown_column": "未知的列“{header}”{hint}",
    "quote.duplicate_column": "该列重复出现（另见第 {first} 列）",
    "quote.missing_column": "文件缺少每条报价都需要的“{header}”列",
    "quote.too_many_rows": (
        "文件超过 {limit:,} 行；每次最多导入 {limit:,} 条报价和费用行（请拆分文件）"
    ),
    "quote.too_many_columns": "文件超过 {limit} 列；这是报价模板吗？",
    "quote.no_rows": "文件只有表头，没有报价",
    "quote.required": "必填，但为空",
    "quote.not_number": "必须是数字（实际为 {got}）",
    "quote.not_finite": "必须是有限的数字（实际为 {got}）",
    "quote.negative": "不能为负数（实际为 {got}）",
    "quote.not_whole": "必须是不小于 1 的整数（实际为 {got}）",
    "quote.not_share": "必须是 0 到 1 之间的比例，或 40% 这样的百分数（实际为 {got}）",
    "quote.not_date": "必须是日期，例如 2026-11-30（实际为 {got}）",
    "quote.not_until": "必须是日期，或报价日期之后的天数（实际为 {got}）",
    "quote.until_needs_date": "以天数表示的有效期需要填写报价日期",
    "quote.not_bool": "必须是“是”或“否”（实际为 {got}）",
    "quote.unknown_choice": "未知的值 {got}；可选：{choices}",
    "quote.unknown_gpu": "目录中没有 GPU {got}{hint}",
    "quote.unknown_link": (
        "必须是以 GB/s 计的带宽，或 nvlink4 这样的互联预设编号（实际为 {got}）{hint}"
    ),
    "quote.wrong_link_scope": "{got} 是{scope}互联",
    "quote.formula_no_value": (
        "公式没有保存的计算结果（{formula}）；请在 Excel 或 WPS 中打开并保存文件以存下结果，或"
        "直接填写数值"
    ),
    "quote.formula_error": "单元格内是错误值 {got}",
    "quote.starts_like_formula": "以“{char}”开头，电子表格会把它当作公式执行；请删去该字符",
    "quote.control_char": "第 {position} 个字符是控制字符（{char}）；请删除",
    "quote.too_long": "长度为 {length} 个字符；最多 {limit} 个",
    "quote.wrong_mode": "属于其他计费方式，不属于{mode}；请清空或修改计费方式",
    "quote.no_rate": (
        "方案中没有 {currency} 的汇率（编辑 → 币种与汇率…）；方案币种为 {plan_currency}"
    ),
    "quote.bad_currency": "必须是 3 个字母的币种代码，例如 CNY 或 USD（实际为 {got}）",
    "quote.duplicate_name": "文件中平台名称重复（另见第 {first} 行）",
    "quote.name_in_plan": "方案中已有名为 {got} 的平台；请改名",
    "quote.fee_no_offer": "这是 {got} 的费用行，但文件中其上方没有同名的报价",
    "quote.fee_on_broken_offer": "这是第 {first} 行报价的费用行，而该报价有错误",
    "quote.fee_incomplete": "费用行需要填写费率",
    "quote.fee_row_extra": "费用行只填平台名称和费用各列；请把该值填在报价所在行",
    "quote.spot_needs_rate": "竞价报价需要填写每卡时中断率（目录中的竞价预设为 5.4e-5 至 2.9e-4）",
    "quote.unknown_preset": "目录中没有平台预设 {got}{hint}",
    # memo.*: the decision memo (gpuplanner.io.memo)
    "memo.heading": "GPU 采购决策备忘录",
    "memo.prepared": "{date} 由 gpuplanner {version} 生成",
    "memo.s.question": "问题",
    "memo.s.recommendation": "建议",
    "memo.s.runner_up": "次优方案",
    "memo.s.chart": "训练达标成本与卡数",
    "memo.s.bills": "所选卡数下的账单",
    "memo.s.risks": "风险",
    "memo.s.assumptions": "读者须知的假设",
    "memo.s.warnings": "提示",
    "memo.q.model": "模型",
    "memo.q.model_value": "{name}（{params:g}B 参数，{method}）",
    "memo.q.tokens": "训练 token 数",
    "memo.q.tokens_value": "{tokens}（计算量 {flops} FLOPs，{precision}）",
    "memo.billion": "{value} 十亿",
    "memo.trillion": "{value} 万亿",
    "memo.q.deadline": "工期",
    "memo.q.deadline_value": "开工后 {days} 天",
    "memo.q.budget": "预算",
    "memo.q.none": "未设定",
    "memo.q.candidates": "候选平台",
    "memo.q.candidates_value": "共 {count} 个平台，其中 {feasible} 个能运行此任务",
    "memo.r.platform": "平台",
    "memo.r.gpus": "卡数",
    "memo.r.total": "总成本",
    "memo.r.total_value": "{total}（每十亿 token {per_billion}）",
    "memo.r.delivery": "交付",
    "memo.r.delivery_value": "{days} 天：今天开工则 {date} 交付",
    "memo.r.targets_ok": "满足工期和预算。",
    "memo.r.deadline_ok": "满足工期。",
    "memo.r.budget_ok": "在预算之内。",
    "memo.r.no_targets": "未设定工期和预算：建议成本最低的平台。",
    "memo.r.deadline_missed": "无法满足工期。",
    "memo.r.over_budget": "超出预算。",
    "memo.r.none": "没有平台能按计划运行此任务。各平台的原因见“提示”。",
    "memo.layout": "数据并行 {d} × 张量并行 {t} × 流水线并行 {p}，ZeRO-{zero}",
    "memo.runner.gap": "{name} 需 {total}，比建议方案多 {gap}（+{share}），{days} 天交付。",
    "memo.runner.none": "没有其他平台能运行此任务，因此没有次优方案。",
    "memo.runner.deadline_missed": "它还无法满足工期。",
    "memo.runner.over_budget": "它还会超出预算。",
    "memo.cause.compute": (
        "GPU 时长 {diff}：{hours_r} 卡时、每卡时 {rate_r}，对比 {hours_b} 卡时、每卡时 {rate_b}"
    ),
    "memo.cause.fees": "各项费用 {diff}",
    "memo.cause.interruption": "预期中断损失 {diff}",
    "memo.cause.trial": "试跑阶段 {diff}",
    "memo.cause.adjustments": "折扣与加价 {diff}",
    "memo.cause.tax": "税费 {diff}",
    "memo.causes": "差距来源：{causes}。",
    "memo.more": "+{amount}",
    "memo.less": "−{amount}",
    "memo.bill.line": "项目",
    "memo.bill.total": "合计",
    "memo.bill.gpus": "{gpus} 卡 · {hours} 小时",
    "memo.bill.held": "卡数 · 占用小时",
    "memo.risk.platform": "平台",
    "memo.risk.p10": "P10",
    "memo.risk.p50": "P50",
    "memo.risk.p90": "P90",
    "memo.risk.p90_days": "P90 天数",
    "memo.risk.longer": "时间 +30%",
    "memo.risk.rerun": "重跑一次",
    "memo.risk.reclaimed": "被回收且无检查点",
    "memo.risk.spread": (
        "P10–P90：在各输入的不确定范围内做 {samples:,} 次蒙特卡洛抽样得到的总成本区间（种子 {se"
        "ed}）。三种压力情形：训练慢 30%；中断一次并从上一个检查点重跑；临近结束时被回收且没有"
        "检查点。"
    ),
    "memo.risk.unfinished": "{name}：在 {share} 的抽样中任务无法完成。",
    "memo.target.deadline": "工期：满足工期最便宜的是 {name} 用 {gpus} 卡，{total}，{days} 天。",
    "memo.target.deadline_none": "工期：没有候选平台能满足。",
    "memo.target.budget": "预算：预算内最快的是 {name} 用 {gpus} 卡，{days} 天，{total}。",
    "memo.target.budget_none": "预算：没有候选平台能控制在预算内。",
    "memo.a.time": (
        "训练时间 = 模型 FLOPs ÷（卡数 × 稠密峰值算力 × MFU × 扩展效率），再加部署时间、预期中"
        "断损失和交付等待（帮助 → 计算方法）。"
    ),
    "memo.a.mfu_measured": "{name}：MFU {mfu}，由 {gpus} 卡实测运行推算（每步 {step} 秒）。",
    "memo.a.mfu_typed": "{name}：MFU {mfu}，为填写值（未在该平台实测）。",
    "memo.a.prices": "{name}：价格日期 {date}。",
    "memo.a.prices_undated": "{name}：价格未注明日期。",
    "memo.a.valid": "{name}：报价有效期至 {date}。",
    "memo.a.expired": "{name}：报价已于 {date} 过期；签署前请重新询价。",
    "memo.a.currency": "所有金额单位为 {currency}。",
    "memo.a.rate": "1 {currency} = {rate:g} {plan}（截至 {date}）。",
    "memo.a.rate_undated": "1 {currency} = {rate:g} {plan}（未注明日期）。",
    "memo.chart.x": "卡数",
    "memo.chart.y": "训练达标成本（{currency}）",
    "memo.chart.budget": "预算",
    "memo.undated": "未注明日期",
    "memo.sign.decision": "决定：批准 / 不批准",
    "memo.sign.name": "姓名及签字",
    "memo.sign.date": "日期",
    "quote.where.row": "第 {row} 行",
    "quote.where.file": "文件",
    "quote.scope.intra_node": "节点内",
    "quote.scope.inter_node": "节点间",
    "quote.mode.on_demand": "按量付费",
    "quote.mode.spot": "竞价实例",
    "quote.mode.reserved": "包月/包年",
    "quote.mode.lease": "整机租赁",
    "quote.mode.self_built": "自建",
    "quote.closest": "；最接近的是：{names}",
    "quote.table.row": "行",
    "quote.table.column": "列",
    "quote.table.problem": "问题",
    "memo.method.pretrain": "预训练",
    "memo.method.full": "全参微调",
    "memo.method.lora": "LoRA",
    "memo.method.qlora": "QLoRA",
    "memo.causes.sep": "；",
}
