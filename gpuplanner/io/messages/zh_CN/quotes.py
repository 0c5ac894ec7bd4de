"""Simplified Chinese: the quote import (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # The quote import's problems (io/quotes)
    "quote.not_found": "文件不存在或无法读取（{detail}）",
    "quote.not_regular": "这是{kind}，不是普通文件；请选择报价文件本身",
    "quote.is_folder": "这是文件夹；请选择其中的报价文件",
    "quote.too_big": "文件大小为 {size_mb:.1f} MB；报价文件最大 {limit_mb} MB",
    "quote.encrypted": (
        "该工作簿设有密码（已加密）；请在 Excel 或 WPS 中打开，取消密码（文件 → 信息 → 保护工作簿）"
        "后另存为 .xlsx"
    ),
    "quote.old_xls": "这是旧格式的 .xls 工作簿；请另存为 .xlsx（或 .csv）后再导入",
    "quote.not_xlsx": (
        "不是 Excel 工作簿（.xlsx）或 CSV 文件；请使用报价模板（文件 → 保存报价模板…）"
    ),
    "quote.empty_file": "文件为空",
    "quote.html_file": (
        "这是网页（HTML），不是电子表格（即使文件名以 .xls 结尾）；请在 Excel 或 WPS 中打开"
        "并另存为 .xlsx"
    ),
    "quote.ods_file": "这是 OpenDocument 电子表格（.ods）；请另存为 .xlsx（文件 → 另存为）后再导入",
    "quote.too_many_blank_rows": ("该工作表超过 {limit:,} 行（含空行）才结束；请删除其中的空行"),
    "quote.unreadable": "无法读取该工作簿：{detail}",
    "quote.not_text": "不是 CSV 文本文件（含二进制数据）",
    "quote.bad_encoding": "该 CSV 不是 UTF-8、UTF-16 或 GB18030 文本（偏移 {offset} 处字节无效）",
    "quote.no_header": (
        "第一行不是报价模板的表头（没有“平台名称”“GPU 型号”或“计费方式”列）；请使用 文件 → 保存报"
        "价模板…"
    ),
    "quote.no_header_sheet": (
        "工作表 {sheet} 的开头不是报价模板的表头（没有“平台名称”“GPU 型号”或“计费方式”列）；"
        "请把报价所在的工作表命名为“报价”或 Quotes，或移到最前（文件中的其他工作表：{others}）"
    ),
    "quote.unknown_column": "未知的列“{header}”{hint}",
    "quote.header_scale": (
        "表头中的（{said}）以倍数计数；该列按 {takes} 填写：请写出完整数值（× {factor:,.0f}），"
        "并去掉表头中的倍数"
    ),
    "quote.header_currency": (
        "表头中的（{said}）不是方案的币种（{currency}）：请在“币种”列中写明每行的币种，并去掉表头"
        "中的币种"
    ),
    "quote.header_vat": (
        "表头中的（{said}）表示价格含税：请在“价格含税”列中填“是”，并去掉表头中的说明"
    ),
    "quote.header_unit": (
        "表头中的（{said}）与该列的计量单位（{takes}）不符：请换算为该单位，或填入对应单位的列"
    ),
    "quote.figure_currency": (
        "该数值标注的币种为 {named}，但本行价格按 {currency} 计：请在“币种”列写明本行币种，或按 "
        "{currency} 填写"
    ),
    "quote.yearly_minimum": (
        "计费方式{said}为包年合约：请填写最短租期（每年至少 12 个月），否则按更短的承诺计费"
    ),
    "quote.no_header_above": "该值（{got}）上方没有表头：请为该列加上表头，或清空该单元格",
    "quote.until_days_too_many": (
        "{days} 天不是报价的有效期；若该单元格是丢失了日期格式的日期（作为日期为 {date}），"
        "请将其设为日期格式"
    ),
    "quote.discount_ambiguous": (
        "{got} 作为折扣有歧义：请填写比标价降低的百分比（降价 20 % 填 20），或按成交比例写作“8折”"
    ),
    "quote.not_discount": "{got} 不是标价的成交比例（降价 10 % 请写作“9折”）",
    "quote.name_looks_like": (
        "平台名称与 {got}（第 {first} 行）看起来相同：区别在于 {difference}；请重命名其中一个"
    ),
    "quote.name_looks_like_plan": (
        "平台名称与方案中的 {got} 看起来相同：区别在于 {difference}；请重命名其中一个"
    ),
    "quote.header_row_no_vat": ("该列表头注明价格不含税，但本行的“价格含税”为是：请让两者一致"),
    "quote.header_row_vat": (
        "该列表头注明价格含税，但本行的“价格含税”为否或空白：请在该列填“是”，或去掉表头中的含税说明"
    ),
    "quote.header_row_currency": (
        "该列表头标注的币种为 {named}，但本行价格按 {currency} 计：请让表头与“币种”列一致"
    ),
    "quote.refused_column": (
        "该列表头（第 {header_row} 行）标注的单位与该列不符：其数值不予读取，本条报价不导入"
    ),
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
    "quote.unknown_stack": "没有训练框架 {got}；可选：{choices}（留空则用训练任务的框架）",
    "quote.ambiguous_gpu": "{got} 对应目录中的多款 GPU：请写明是哪一款（{choices}）",
    "quote.gpu_bracket": (
        "{got}：目录中的 {name} 与括号中的说明（{said}）不符；请写明是哪一款卡（目录编号或全称）"
    ),
    "quote.unknown_gpu": "目录中没有 GPU {got}{hint}",
    "quote.unknown_link": (
        "必须是以 GB/s 计的带宽，或 nvlink4 这样的互联预设编号（实际为 {got}）{hint}"
    ),
    "quote.wrong_link_scope": "{got} 是{scope}互联",
    "quote.formula_no_value": (
        "公式没有保存的计算结果（{formula}）；请在 Excel 或 WPS 中打开并保存文件以存下结果，或直"
        "接填写数值"
    ),
    "quote.formula_error": "单元格内是错误值 {got}",
    "quote.starts_like_formula": "以“{char}”开头，电子表格会把它当作公式执行；请删去该字符",
    "quote.control_char": "第 {position} 个字符是控制字符（{char}）；请删除",
    "quote.too_long": "长度为 {length} 个字符；最多 {limit} 个",
    "quote.one_of": "与“{other}”填的是同一项设置；两者只填一个",
    "quote.not_points": (
        "必须是“卡数: 效率”形式的扩展效率点，用“;”分隔（8: 0.9; 16: 0.85），实际为 {got}"
    ),
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
    "quote.too_many_parts": "该工作簿包含 {count:,} 个部件；报价工作簿最多 {limit:,} 个",
    "quote.part_too_big": "工作簿部件 {part} 解压后为 {size_mb:.1f} MB；最多读取 {limit_mb} MB",
    "quote.part_encoding": (
        "工作簿部件 {part} 不是 UTF-8 编码的 XML；请在 Excel、WPS 或 LibreOffice 中打开并"
        "另存为 .xlsx"
    ),
    "quote.dtd": (
        "工作簿部件 {part} 含有文档类型声明（DTD）；Excel 从不写入 DTD，且它可能展开或获取"
        "外部实体，因此拒绝该文件"
    ),
    "quote.too_many_strings": (
        "该工作簿含有超过 {limit:,} 个文本字符串（{part}）；报价文件远少于此——请删除无用的工作表和"
        "单元格，或另存为 CSV"
    ),
    "quote.too_many_formats": (
        "该工作簿含有超过 {limit:,} 种单元格格式（{part}），超出 Excel 的上限"
    ),
    "quote.too_many_cells": (
        "某个工作表含有超过 {limit:,} 个单元格（{part}）；请删除无用的行和列，或拆分文件"
    ),
    "quote.no_visible_sheet": "该工作簿的所有工作表都已隐藏；请取消隐藏报价工作表",
    "quote.hidden_rows": "未读取隐藏的行：{rows}",
    "quote.hidden_columns": "未读取隐藏的列：{columns}",
    "quote.other_sheets": "只读取了工作表 {read}；未读取：{names}",
    "quote.title_rows": "表头上方的第 {rows} 行作为标题读取，不作为报价",
    "quote.two_row_header": "表头占第 {rows} 行，各列按 {columns} 读取",
    "quote.merged_cells": "合并单元格的值用于其跨越的每一行：{ranges}",
    "quote.title_scale": "工作表说明价格以倍数计（{said}）；请在价格列中写出完整数值，并去掉倍数",
    "quote.title_currency": (
        "工作表说明价格的币种不是方案的币种（{said}）；请在“币种”列中写明每行的币种"
    ),
    "quote.title_vat": "工作表说明价格含税（{said}）；请在每行的“价格含税”列中填“是”",
    "quote.title_unit": (
        "工作表说明价格按台计（{said}）；请填入“每台每月租金”列，或换算为该列的单位"
    ),
    "quote.unit_column": (
        "“{header}”列给出价格的计量单位，导入无法读取；请把每个价格填入其单位对应的列"
        "（每卡时单价、每卡每月单价、每台每月租金）"
    ),
    "quote.footnote_rows": "表格下方的第 {rows} 行作为注释读取，不作为报价",
    "quote.price_far": (
        "{name} 折合每卡时 {price}，是目录和方案中同款 GPU {count} 条报价中位数（{median}）的 "
        "{ratio} 倍：请核对价格的单位（按台、按年、万元）"
    ),
    "quote.discount_small": (
        "{name}：折扣 {off:g} 读作比标价降 {off:g} %；"
        "若供应商指{zhe}（按标价的 {share:g} % 付款），请写作“{zhe}”或 {rest:g}"
    ),
    "quote.discount_large": (
        "{name}：折扣 {off:g} % 读作比标价降 {off:g} %，即按标价的 {paid:g} % 付款；"
        "若供应商指按标价的 {off:g} % 付款（{zhe}），请写作“{zhe}”或 {paid:g}"
    ),
    "quote.hidden_sheets": "未读取隐藏的工作表：{names}",
    "quote.implausible_gpu": (
        "{gpu}：您目录中的 {field}（{number:g}）不合常理；采用这些报价前请检查 gpus.json"
    ),
    "quote.csv_field_too_long": (
        "无法读取该 CSV：第 {line} 行有一个字段超过 {limit:,} 个字符（报价单元格最多 2,000 个字符；"
        "是否有未闭合的引号？）"
    ),
    "quote.csv_unreadable": "无法读取该 CSV 的第 {line} 行：{detail}",
    "quote.date_out_of_range": (
        "单元格格式为日期，但其数值超出日历范围（1900 至 9999 年）；请直接输入日期，例如 2026-11-30"
    ),
    "quote.until_out_of_range": "{date} 之后 {days} 天已超过 9999 年；请填写日期或更少的天数",
    "quote.too_large": "不能超过 {limit}（实际为 {got}）",
    "quote.row_failed": "无法读取该行（{detail}）；请检查其中的数字和日期",
    # 导入摘要（io/quotes/summary.py）
    "quote.summary.rows.one": "读取 1 行报价。",
    "quote.summary.rows.other": "读取 {count:,} 行报价。",
    "quote.summary.rows_fees": "读取 {count:,} 行（报价 {offers:,} 行，费用 {fee_rows:,} 行）。",
    "quote.summary.add.one": "将添加 1 个平台：{names}。",
    "quote.summary.add.other": "将添加 {count:,} 个平台：{names}。",
    "quote.summary.fees.one": "随之添加 1 条费用。",
    "quote.summary.fees.other": "随之添加 {count:,} 条费用。",
    "quote.summary.expired_left.one": (
        "1 条报价已过期（早于 {today}），不予添加，因此不会被排为最便宜：{names}。"
    ),
    "quote.summary.expired_left.other": (
        "{count:,} 条报价已过期（早于 {today}），不予添加，因此不会被排为最便宜：{names}。"
    ),
    "quote.summary.expired_kept.one": (
        "1 条报价已过期（早于 {today}），仍保留；结果中会标出：{names}。"
    ),
    "quote.summary.expired_kept.other": (
        "{count:,} 条报价已过期（早于 {today}），仍保留；结果中会标出：{names}。"
    ),
    "quote.summary.until": "{name}（有效期至 {date}）",
    "quote.summary.converted.one": (
        "1 条报价由 {currency} 换算，1 {currency} = {rate:g} {plan}（方案中的汇率）。"
    ),
    "quote.summary.converted.other": (
        "{count:,} 条报价由 {currency} 换算，1 {currency} = {rate:g} {plan}（方案中的汇率）。"
    ),
    "quote.summary.converted_given.one": (
        "1 条报价由 {currency} 换算，1 {currency} = {rate:g} {plan}（本次填写的汇率，已存入方案）。"
    ),
    "quote.summary.converted_given.other": (
        "{count:,} 条报价由 {currency} 换算，1 {currency} = {rate:g} {plan}（本次填写的汇率，"
        "已存入方案）。"
    ),
    "quote.summary.left_out.one": "1 条有问题的报价不予添加。",
    "quote.summary.left_out.other": "{count:,} 条有问题的报价不予添加。",
    "quote.summary.more": "另有 {count:,} 个",
    "quote.summary.separator": "、",
    "quote.all_expired": "所有有效报价均已过期；除非选择保留过期报价，否则不添加任何内容",
    "quote.not_datetime": "必须是日期和时间，例如 2026-11-30T14:05:00+08:00（实际为 {got}）",
    "quote.where.row": "第 {row} 行",
    "quote.where.file": "文件",
    "quote.closest": "；最接近的是：{names}",
    "quote.table.row": "行",
    "quote.table.column": "列",
    "quote.table.problem": "问题",
    # The quote template (io/quotes/template)
    "quote_template.offer": "报价",
    "quote_template.fee": "费用",
    "quote_template.format.text": "文本",
    "quote_template.format.number": "≥ 0 的数字",
    "quote_template.format.int": "≥ 1 的整数",
    "quote_template.format.share": "0–1 的比例，或百分数（40%）",
    "quote_template.format.percent": "百分数：10 或 10%",
    "quote_template.format.bool": "是 / 否",
    "quote_template.format.date": "日期 YYYY-MM-DD",
    "quote_template.format.until": "日期，或报价日期之后的天数",
    "quote_template.format.mode": "按量付费、竞价实例、包月/包年、整机租赁、自建、承诺使用",
    "quote_template.format.link": "GB/s（有效总线带宽）或预设编号（nvlink4、ib-ndr …）",
    "quote_template.format.fee": "见“费用项”页",
    "quote_template.format.points": "卡数: 效率; …（8: 0.9; 16: 0.85）",
    "quote_template.format.names": "以“;”分隔的名称（a; b）",
    "quote_template.format.lines": "每行一条",
    "quote_template.format.datetime": "日期和时间，ISO 8601（2026-11-30T14:05:00+08:00）",
    "quote_template.format.storage": "unknown、object、parallel_fs、local_nvme",
    "quote_template.format.stack": "{choices}（留空则用训练任务的框架）",
    "quote_template.format.financing": "loan（贷款）或 finance_lease（融资租赁），留空为无",
    "quote_template.readme": (
        "每行一条报价。额外的费用：行类型填“费用”，平台名称填对应报价的名称，再填费用各列。可选单"
        "元格留空时取目录值（MFU、节点内互联、硬件故障率）。交付周期：自建为采购周期，其他为交付"
        "可用前的等待。费用各列之后的列存放方案中平台的其他设置（自定义 GPU 记录、实测扩展效率、检"
        "查点、融资、能耗、不确定性区间、试运行），填报价时留空即可。从方案保存模板时，平台与默认值"
        "不同之处会填入这些列，因此再导入可得到相同的平台。导入：文件 → 导入报价…，或 gpuplanner "
        "import-quotes PLAN QUOTES.xlsx。"
    ),
    "quote_template.head.modes": "适用计费方式",
    "quote_template.head.required": "必填",
    "quote_template.head.format": "格式",
    "quote_template.every": "全部",
    "quote_template.required": "必填",
    "quote_template.sheet.quotes": "报价",
    "quote_template.sheet.readme": "说明",
    # The quote template's column headers (io/quotes/columns.py), by column key
    "quote.col.row_type": "行类型",
    "quote.col.vendor": "供应商",
    "quote.col.name": "平台名称",
    "quote.col.gpu": "GPU 型号",
    "quote.col.prices_include_vat": "价格含税",
    "quote.col.gpus_per_node": "每节点 GPU 数",
    "quote.col.whole_nodes": "只能整机",
    "quote.col.intra_node": "节点内互联（GB/s 或预设）",
    "quote.col.inter_node": "节点间互联（GB/s 或预设）",
    "quote.col.nics_per_node": "每节点网卡数",
    "quote.col.max_gpus": "配额/库存（卡）",
    "quote.col.setup_hours": "环境搭建（小时）",
    "quote.col.quote_date": "报价日期",
    "quote.col.valid_until": "有效期至（日期或天数）",
    "quote.col.discount_percent": "折扣（%）",
    "quote.col.negotiated_price": "议定价格",
    "quote.col.markup_percent": "内部加价（%）",
    "quote.col.mfu": "MFU",
    "quote.col.usable_memory_gb": "每卡可用显存（GB）",
    "quote.col.virtualization_derate": "虚拟化损耗",
    "quote.col.interruption_rate": "每卡时中断率",
    "quote.col.preset": "目录预设",
    "quote.col.fee_name": "费用名称",
    "quote.col.fee_kind": "费用类型",
    "quote.col.fee_basis": "计费依据",
    "quote.col.fee_rate": "费率",
    "quote.col.fee_quantity": "费用数量",
    "quote.col.fee_note": "费用备注",
    "quote.col.gpu_id": "GPU 标识（自定义 GPU）",
    "quote.col.gpu_memory_gb": "GPU 显存（GB）",
    "quote.col.gpu_bf16_tflops": "GPU BF16 TFLOPS",
    "quote.col.gpu_fp16_tflops": "GPU FP16 TFLOPS",
    "quote.col.gpu_fp8_tflops": "GPU FP8 TFLOPS",
    "quote.col.gpu_tf32_tflops": "GPU TF32 TFLOPS",
    "quote.col.gpu_fp32_tflops": "GPU FP32 TFLOPS",
    "quote.col.gpu_tdp_w": "GPU 热设计功耗（W）",
    "quote.col.gpu_matmul_tflops": "GPU 实测矩阵乘 TFLOPS",
    "quote.col.gpu_fp8_speedup": "GPU FP8 加速比",
    "quote.col.gpu_memory_bandwidth_gbps": "GPU 显存带宽（GB/s）",
    "quote.col.quoted_currency": "报价币种",
    "quote.col.quoted_rate": "换算汇率",
    "quote.col.queue_hours": "交付前等待（小时）",
    "quote.col.billing_increment_hours": "以小时计的计费步长",
    "quote.col.bill_whole_nodes": "按整节点计费",
    "quote.col.prices_entered": "价格为用户输入",
    "quote.col.efficiency_from_work": "按计算量推算计算时间",
    "quote.col.scaling_points": "实测扩展效率（卡数: 效率; …）",
    "quote.col.upload_mbps": "上传带宽（Mbit/s）",
    "quote.col.download_mbps": "下载带宽（Mbit/s）",
    "quote.col.transfer_holds_gpus": "数据传输期间占用 GPU",
    "quote.col.checkpointing": "保存检查点",
    "quote.col.checkpoint_interval_hours": "检查点间隔（小时）",
    "quote.col.checkpoint_write_hours": "检查点写入耗时（小时）",
    "quote.col.restart_hours": "中断后重启（小时）",
    "quote.col.financing_down_payment": "首付比例",
    "quote.col.financing_rate": "年利率（APR）",
    "quote.col.financing_term_months": "融资期限（月）",
    "quote.col.financing_in_advance": "期初付款",
    "quote.col.financing_balloon": "尾款或残值比例",
    "quote.col.energy_gpu_power_w": "实测每卡功率（W）",
    "quote.col.energy_server_overhead": "服务器功耗系数",
    "quote.col.energy_pue": "机房 PUE（能耗）",
    "quote.col.energy_load_factor": "负载系数",
    "quote.col.energy_idle_fraction": "空闲功耗比例",
    "quote.col.energy_grid_kg_per_kwh": "电网碳排放（kg/kWh）",
    "quote.col.range_mfu_low": "MFU 区间下限（倍）",
    "quote.col.range_mfu_high": "MFU 区间上限（倍）",
    "quote.col.range_scaling_low": "扩展效率区间下限（倍）",
    "quote.col.range_scaling_high": "扩展效率区间上限（倍）",
    "quote.col.range_price_low": "价格区间下限（倍）",
    "quote.col.range_price_high": "价格区间上限（倍）",
    "quote.col.range_interruption_rate_low": "中断率区间下限（倍）",
    "quote.col.range_interruption_rate_high": "中断率区间上限（倍）",
    "quote.col.range_setup_hours_low": "搭建时间区间下限（倍）",
    "quote.col.range_setup_hours_high": "搭建时间区间上限（倍）",
    "quote.col.typed_pricing": "用户输入的计费字段（a; b）",
    "quote.col.storage_kind": "存储类型",
    "quote.col.storage_read_mb_s": "存储顺序读（MB/s）",
    "quote.col.storage_small_file_read_mb_s": "存储小文件读（MB/s）",
    "quote.col.storage_write_mb_s": "存储写入（MB/s）",
    "quote.col.storage_packed_dataset": "数据集为打包大文件",
    "quote.col.storage_small_file_kb": "小文件测试大小（KB）",
    "quote.col.measurement_host": "测量主机",
    "quote.col.measurement_at": "测量时间",
    "quote.col.measurement_file": "测量结果文件",
    "quote.col.measurement_fields": "由测量设定的输入（a; b）",
    "quote.col.measurement_peak_memory_gb": "实测每卡峰值显存（GB）",
    "quote.col.measurement_predicted_memory_gb": "预测每卡显存（GB）",
    "quote.col.measurement_nccl_errors": "出现的 NCCL 错误（每行一条）",
    "quote.col.qual_quota_wait_score": "配额等待评分（1–5）",
    "quote.col.qual_quota_wait_value": "配额等待数值",
    "quote.col.qual_quota_wait_date": "配额等待日期",
    "quote.col.qual_quota_wait_note": "配额等待备注",
    "quote.col.qual_image_ready_score": "镜像就绪评分（1–5）",
    "quote.col.qual_image_ready_value": "镜像就绪数值",
    "quote.col.qual_image_ready_date": "镜像就绪日期",
    "quote.col.qual_image_ready_note": "镜像就绪备注",
    "quote.col.qual_documentation_score": "文档评分（1–5）",
    "quote.col.qual_documentation_value": "文档数值",
    "quote.col.qual_documentation_date": "文档日期",
    "quote.col.qual_documentation_note": "文档备注",
    "quote.col.qual_ticket_response_score": "工单响应评分（1–5）",
    "quote.col.qual_ticket_response_value": "工单响应数值",
    "quote.col.qual_ticket_response_date": "工单响应日期",
    "quote.col.qual_ticket_response_note": "工单响应备注",
    "quote.col.qual_nccl_errors_score": "NCCL 错误评分（1–5）",
    "quote.col.qual_nccl_errors_value": "NCCL 错误数值",
    "quote.col.qual_nccl_errors_date": "NCCL 错误日期",
    "quote.col.qual_nccl_errors_note": "NCCL 错误备注",
    "quote.col.qual_notes": "试用检查备注",
    "quote.col.calibration_gpus": "试运行卡数",
    "quote.col.calibration_step_seconds": "试运行步时（秒）",
    "quote.col.calibration_tokens_per_second": "试运行每秒 token 数",
    "quote.col.calibration_tokens_per_step": "试运行每步 token 数",
    "quote.col.calibration_single_gpu_step_seconds": "试运行单卡步时（秒）",
    "quote.col.calibration_note": "试运行备注",
}
