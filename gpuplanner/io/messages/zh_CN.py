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
}
