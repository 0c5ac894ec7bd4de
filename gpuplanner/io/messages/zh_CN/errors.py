"""Simplified Chinese: validation and plan-file errors (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # Validation errors (core.errors), pydantic's checks, plan-file refusals (io.problems)
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
    "error.quote_before_prices": "报价有效期早于报价日期",
    "error.active_over_total": "激活参数量不能超过总参数量",
    "error.kv_heads_over_heads": "KV 头数不能超过注意力头数",
    "error.training_tokens_too_many": (
        "token 数 × 轮数 × 运行次数共训练 {total} 个 token，超过 {limit}：更大的值应是输入错误"
    ),
    "error.micro_over_global": "微批大小不能超过全局批大小",
    "error.pipeline_over_layers": "{stages} 个流水线阶段多于模型的 {layers} 层",
    "error.virtual_over_layers": (
        "{stages} × {chunks} 个模型块多于模型的 {layers} 层加嵌入层和输出层"
    ),
    "error.virtual_needs_pipeline": "交错调度需要多于一个流水线阶段（pipeline_parallel 大于 1）",
    "error.tp_not_dividing_heads": "张量并行 {tp} 不能整除模型的 {heads} 个注意力头",
    "error.tp_not_dividing_kv_heads": (
        "张量并行 {tp} 不能整除模型的 KV 头数（{kv_heads}）："
        "分组查询注意力把 KV 头分到各张量并行进程上"
    ),
    "error.auto_layout_repeated": "同一个布局项出现了两次",
    "error.stack_without_ep": (
        "所选训练框架不支持专家并行：请设为 1，或选择 Megatron-Core、torchtitan 或 DeepSpeed"
    ),
    "error.stack_without_fp8": (
        "所选训练框架没有 FP8 训练路径：请用 BF16 训练，或选择 Megatron-Core 或 torchtitan"
    ),
    "error.mxfp8_needs_blackwell": (
        "MXFP8 缩放需要 Blackwell 张量核心，而 {platform} 使用 {gpu}：请选择延迟缩放、当前缩放、"
        "分块缩放或“自动”"
    ),
    "error.stack_without_interleaving": (
        "所选训练框架没有交错流水线调度：请把虚拟流水线阶段设为 1（或自动），"
        "或选择 Megatron-Core 或 torchtitan"
    ),
    "error.dualpipe_odd_stages": (
        "DeepSeek 的 DualPipe 要求流水线级数为偶数，不能是 {stages}："
        "请选 1、2、4 … 级，或换用其他训练框架"
    ),
    "error.cp_not_dividing_sequence": (
        "上下文并行 {cp} 需把序列（{seq} 个 token）切成 2 × {cp} 等份："
        "请选择其两倍能整除序列长度的并行度"
    ),
    "error.packed_sample_beyond_sequence": (
        "打包样本长度 {sample:,} 个 token 超过了序列长度（{seq:,} 个 token）："
        "样本被打包进一条序列，每个样本最长不超过序列"
    ),
    "error.cp_not_dividing_heads": "上下文并行 {cp} 不能整除 {heads} 个注意力头",
    "error.etp_on_dense": "该模型没有专家（稠密模型）：专家张量并行只用于 MoE",
    "error.etp_not_dividing_tp": (
        "专家张量并行 {etp} 不能整除张量并行 {tp}：专家的张量并行组是注意力张量并行组的一部分"
    ),
    "error.ep_on_dense": "该模型没有专家（稠密模型）：专家并行只用于 MoE",
    "error.ep_not_dividing_experts": "专家并行 {ep} 不能整除模型的 {experts} 个专家",
    "error.experts_per_token_range": "应在 1 到专家数 {experts} 之间",
    "error.routing_groups_divide": "须整除路由专家数 {experts}（留空表示不限）",
    "error.routing_groups_per_token": "须与路由分组数同时填写，且不超过分组数",
    "error.moe_needs_active": "MoE 模型需要填写激活参数量，且小于总参数量",
    "error.demand_table_length": (
        "需求表有 {months} 个月，但规划期为 {horizon} 个月；请每月填写一个数值"
    ),
    "error.hybrid_needs_reserved": "混合策略需要包月/包年部分（其单价和合约期）",
    "error.hybrid_spot_needs_spot": "竞价卡时占比需要竞价实例部分（其单价）",
    "error.fallback_spot_needs_spot": "兜底方式为竞价实例，但没有竞价实例部分",
    "error.range_low_too_small": "至少为输入值的 {minimum:.0%}：计算时间时要除以它",
    "error.one_measurement": "填写单步时间或 token 速率：两者必须且只能填一项",
    "error.single_gpu_needs_more": "单卡单步时间仅在实测运行使用多张卡的情况下才有用",
    "error.one_trial_price": "为试跑填写每卡时单价或指定计价平台：两者必须且只能填一项",
    "error.nothing_financed": "首付 100 % 时没有可融资的金额：请降低首付，或取消融资",
    "error.balloon_over_financed": (
        "尾款/残值（投资额的 {balloon:g} %）超过首付 {down:g} % 之后的融资额"
        "（{financed:g} %）：最多 {financed:g} %"
    ),
    "error.buyout_without_price": "行使留购权需填写大于 0 的每台留购价",
    "error.negotiated_over_list": (
        "议定价格（{negotiated}）高于标价（{list}），不是折扣：请把议定价格直接填作价格，或填写加价"
    ),
    "error.discount_and_negotiated": "折扣和协议价只能填一项：按标价打折，或填写协议价",
    "error.paste_not_a_number": "复制内容的第 {line} 行“{cell}”不是数字。",
    "error.paste_negative": "复制内容的第 {line} 行“{cell}”不是大于等于 0 的数字。",
    "error.paste_empty": "复制的内容中没有数字：请复制一列每月卡时。",
    "error.move_past_end": "已到列表末端，无法再移动",
    "error.nonpositive_measurement": "卡数和时间必须为正数",
    "list.more": "{names} 等另外 {more:,} 项",
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
    "error.union_tag_not_found": "未说明类型：缺少键 {discriminator}",
    "error.date_parsing": "必须是日期（YYYY-MM-DD）",
    "error.missing": "必填但缺失",
    "error.extra_forbidden": "未知的键（请检查拼写）",
    "error.got": "{problem}（实际为 {got}）",
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
    "error.not_boolean": "必须是 true 或 false，不能是 {value}",
    "error.recovery_not_recovery": "不是本版本 gpuplanner 的恢复文件",
    "error.recovery_saved_at": "必须是日期和时间（ISO 8601）",
    "error.recovery_original_path": "必须是文件路径文本",
    "error.internal": "读取时发生内部错误（{kind}）",
    "field.price_missing": "尚未填写价格：为 0 时此平台排在所有已定价平台之后，不作推荐。",
    "field.names_repeated": "已有平台使用此名称",
    "field.names_look_alike": "另一个平台的名称看起来相同（只差一个形近字母）",
    "field.trial_platform_unknown": "试跑引用了此平台：请先修改试跑设置",
    "field.exchange_rates_repeated": "每种币种只能有一个汇率，且不能为方案自身的币种设置汇率",
    # Files that cannot be written (gpuplanner.io.atomic.WriteError)
    "error.write_no_folder": "无法写入 {path}：文件夹 {folder} 不存在",
    "error.write_is_folder": "无法写入 {path}：这是一个文件夹",
    "error.write_not_regular": "无法写入 {path}：这是{kind}，不是普通文件",
    "error.write_failed": "无法写入 {path}：{detail}",
    "error.write_failed_open_file": (
        "无法写入 {path}：{detail}（如果该文件已在 Excel 或 WPS 中打开，请关闭后重试）"
    ),
    "error.write_failed_open_workbook": (
        "无法写入 {path}：{detail}（如果该工作簿已在 Excel 或 WPS 中打开，请关闭后重新导出）"
    ),
    # User catalog files (gpuplanner.io.catalog.loader.CatalogProblem)
    "error.catalog_entry": "条目 {entry}",
    "error.and_more": "{problem}（此条目另有 {more} 处问题）",
    "error.catalog_not_list": "必须是条目列表",
    "error.catalog_same_id": "同一个 id 出现了两次",
    "error.catalog_folder": "这是一个文件夹，不是目录文件",
    "error.catalog_unknown_key": "未知的键（已忽略）",
    "error.catalog_not_regular": "{kind}不是目录文件",
    "error.catalog_too_large": "文件过大，不像目录文件",
    "error.link_loop": "这是一个循环的符号链接（链接层级过多）",
    "error.link_dangling": "这是一个指向不存在文件的符号链接",
    "error.catalog_not_json": "不是有效的 JSON（第 {line} 行）",
    "error.catalog_not_object": "文件中没有目录（应为 JSON 对象）",
    "error.catalog_version_not_whole": "schema_version 必须是整数",
    "error.catalog_newer": (
        "由更新版本的 gpuplanner 写入（架构版本 {version}；当前版本最高只能读取 {supported}）；其"
        "中的条目已忽略"
    ),
    "error.catalog_unknown_version": "未知的 schema_version {version}",
    "error.catalog_wrong_kind": "kind 为 {kind}，而 {name} 应为 {expected}",
    "error.catalog_date": "必须是日期：YYYY、YYYY-MM 或 YYYY-MM-DD",
    "error.catalog_id": "必须是由小写字母、数字、“.”“_”或“-”组成的 id",
    "error.catalog_scope_changed": "不能从 {scope} 改为其他范围（内置预设使用此互联）",
    "error.catalog_scope_changed.ignored": (
        "不能从 {scope} 改为其他范围（内置预设使用此互联）（条目已忽略）"
    ),
    "error.catalog_no_link": "没有互联预设 {id}",
    "error.catalog_no_link.ignored": "没有互联预设 {id}（条目已忽略）",
    "error.catalog_no_gpu": "目录中没有 GPU {id}",
    "error.catalog_no_gpu.ignored": "目录中没有 GPU {id}（条目已忽略）",
    "error.catalog_wrong_scope": "{id} 是{scope}互联",
    "error.catalog_wrong_scope.ignored": "{id} 是{scope}互联（条目已忽略）",
    "error.catalog_implausible": (
        "{number:g} 超过内置目录中最大值（{top:g}）的 {factor:g} 倍；请检查数值及其单位（条目已保"
        "留）"
    ),
    "error.catalog_implausible_small": (
        "{number:g} 不到内置目录中最小值（{low:g}）的 {factor:g} 分之一；请检查数值及其单位（条目已"
        "保留）"
    ),
    # Catalog entries (gpuplanner.io.catalog.models.CatalogCode)
    "error.catalog_price_undated": "价格需要注明来源和 as_of 日期",
    "error.catalog_price_low_high": "价格下限高于上限",
    "error.catalog_not_dense": "{dense:g} 超过稀疏标称值（{sparse:g}）的一半：请填写稠密算力",
    "error.catalog_mfu_above_ceiling": (
        "mfu_prior {mfu:g} 超过实测矩阵乘法上限（{peak:g} TFLOPS 中的 {ceiling:g} = {share:.2f}）"
    ),
    "error.catalog_active_with_moe": "只有 MoE 模型才填写 active_params_b，且 MoE 模型必须填写",
    "error.catalog_busbw_out_of_band": "busbw_gbps 必须在 busbw_low_gbps 与 busbw_high_gbps 之间",
    "error.catalog_nics_intra_node": "只有节点间互联预设才有网卡",
    "error.catalog_node_busbw_needs_nics": "填写 node_busbw_gbps 时需要 nics_per_node",
    "error.catalog_node_busbw_product": "node_busbw_gbps 必须等于 busbw_gbps × nics_per_node",
    "error.catalog_quote_without_pricing": (
        "没有 pricing 时 needs_quote 必须为 true，有 pricing 时必须为 false"
    ),
    "error.catalog_quote_mode": "只有需询价的预设才填写 quote_mode，且必须填写",
    "error.catalog_priced_undated": "有价格的预设需要填写 prices_as_of",
    "error.catalog_self_built_kind": "self_built 计费方式须与 kind self_built 一起使用",
    "error.catalog_self_built_capex": "自建预设需要投资额明细",
    "error.catalog_capex_sum": (
        "pricing.capex_per_gpu（{capex:g}）必须等于投资额明细之和（{parts:g}）"
    ),
    "error.catalog_quota_below_node": "max_gpus 少于一台整机的卡数",
    "error.catalog_spot_band_unknown": "spot_default_band 不在 spot_bands 之中",
    "error.catalog_worded_length": (
        "给出了 {worded} 条中文，原文却有 {items} 项：每项一条，顺序相同"
    ),
    "os_error.ENOENT": "没有该文件或文件夹",
    "os_error.EACCES": "权限不足",
    "os_error.EPERM": "不允许此操作",
    "os_error.ENOTDIR": "不是文件夹",
    "os_error.EISDIR": "是文件夹",
    "os_error.ENAMETOOLONG": "文件名过长",
    "os_error.ENOSPC": "磁盘空间不足",
    "os_error.EDQUOT": "超出磁盘配额",
    "os_error.EROFS": "只读文件系统",
    "os_error.EEXIST": "文件已存在",
    "os_error.EBUSY": "设备或资源正忙",
    "os_error.EIO": "输入/输出错误",
    "os_error.ELOOP": "符号链接层级过多",
    "os_error.EMFILE": "打开的文件过多",
    "os_error.EXDEV": "无效的跨设备链接",
}
