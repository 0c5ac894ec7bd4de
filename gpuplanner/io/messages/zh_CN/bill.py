"""Simplified Chinese: the itemised bill (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # The itemised bill (gpuplanner.core.bill_lines): lines
    "bill.line.gpu_hours": "算力费用（按卡时）",
    "bill.line.gpu_months": "算力费用（包月）",
    "bill.line.commitment": "承诺费用（整个承诺期）",
    "bill.line.overflow": "超出承诺的按量费用",
    "bill.line.machine_months": "整机租金",
    "bill.line.lease_addons": "租赁附加包",
    "bill.line.lease_deposit": "不可退押金",
    "bill.line.lease_residual": "租赁期末余值 / 尾款",
    "bill.line.lease_buyout": "留购价（购买选择权）",
    "bill.line.depreciation": "折旧",
    "bill.line.purchase": "整体采购计入本任务",
    "bill.line.energy": "电费",
    "bill.line.hosting": "托管费",
    "bill.line.staff": "运维人力",
    "bill.line.repairs": "维修",
    "bill.line.interruption": "中断损失",
    "bill.line.upload": "上传期间占用的 GPU",
    "bill.line.download": "下载期间占用的 GPU",
    "bill.line.fee": "费用：{name}",
    "bill.line.discount": "折扣",
    "bill.line.tax": "税费（增值税）",
    "bill.line.tax_recovered": "进项税抵扣",
    # The itemised bill (gpuplanner.core.bill_lines): formulas
    "bill.formula.gpu_hours": (
        "卡数 × 计费小时 × 每卡时单价；计费小时 = 无中断时长按计费粒度向上取整，不低于最低时长"
    ),
    "bill.formula.gpu_hours.runs": (
        "卡数 × 计费小时 × 每卡时单价；计费小时 = 运行次数 × (每次运行时长按计费粒度向上取整，"
        "不低于最低时长)"
    ),
    "bill.formula.gpu_months": (
        "卡数 × 计费月数 × 每卡每月单价；计费月数 = 按每月小时数计的已开始月数，不低于最短期限"
    ),
    "bill.formula.commitment": (
        "承诺卡数 × 承诺月数 × 每月小时数 × 承诺每卡时单价，无论是否使用都计费"
    ),
    "bill.formula.overflow": (
        "超额卡时 × 超额单价；超额卡时 = 超出承诺的卡数 × 承诺期内的任务时长"
        " + 全部卡数 × 承诺期后的时长"
    ),
    "bill.formula.machine_months": (
        "整机台数 × 计费月数 × 每台每月租金；台数 = 卡数 ÷ 每台卡数，向上取整"
    ),
    "bill.formula.lease_addons": "整机台数 × 计费月数 × 每台每月附加包",
    "bill.formula.lease_deposit": "整机台数 × 每台押金（押金不退时计入，否则为 0）",
    "bill.formula.lease_residual": "整机台数 × 每台期末余值或尾款（租期结束时支付）",
    "bill.formula.lease_buyout": "整机台数 × 每台留购价（行使留购权时计入，否则为 0）",
    "bill.formula.depreciation": (
        "卡数 × (1 + 备件比例 × 显卡占比) × 每卡投资 × (1 − 残值率) × 时长 ÷ "
        "(折旧年限 × 每年小时数 × 利用率)"
    ),
    "bill.formula.purchase": "卡数 × (1 + 备件比例 × 显卡占比) × 每卡投资",
    "bill.formula.energy": "卡数 × 每卡功耗 ÷ 1000 × PUE × 时长 × 电价",
    "bill.formula.energy.profile": (
        "卡数 × 每卡功耗 × 服务器开销系数 ÷ 1000 × PUE × ((时长 − 准备时长) × 负载系数 + 准备时长 "
        "× 空闲功耗比例) × 电价"
    ),
    "bill.formula.energy.bought": (
        "每卡功耗 × 服务器开销系数 ÷ 1000 × PUE × (卡数 × ((时长 − 准备时长) × 负载系数 "
        "+ 准备时长 × 空闲功耗比例) + (计费卡数 − 卡数) × 时长 × 空闲功耗比例) × 电价；"
        "整台服务器中未用的卡按空闲功耗计"
    ),
    "bill.formula.hosting": "卡数 × 每卡每月托管费 × 时长 ÷ 每月小时数",
    "bill.formula.staff": "每月运维人力 × 时长 ÷ 每月小时数",
    "bill.formula.hosting.busy": "卡数 × 每卡每月托管费 × 时长 ÷ 每月小时数 ÷ 利用率",
    "bill.formula.staff.busy": "每月运维人力 × 时长 ÷ 每月小时数 ÷ 利用率",
    "bill.formula.repairs.busy": (
        "卡数 × (1 + 备件比例 × 显卡占比) × 每卡投资 × 年维修率 × 时长 ÷ 每年小时数 ÷ 利用率"
    ),
    "bill.formula.repairs": (
        "卡数 × (1 + 备件比例 × 显卡占比) × 每卡投资 × 年维修率 × 时长 ÷ 每年小时数"
    ),
    "bill.formula.upload": (
        "无中断任务加上传时长的算力费用 − 无中断任务的算力费用（上传数据期间 GPU 被占用并计费）"
    ),
    "bill.formula.download": (
        "加下载时长后的算力费用 − 加之前的算力费用（下载检查点期间 GPU 被占用并计费）"
    ),
    "bill.formula.interruption": "期望时长（含中断与检查点）下的算力费用 − 无中断任务的算力费用",
    "bill.formula.fee.fixed": "单价 × 数量",
    "bill.formula.fee.per_gb": "每 GB 单价 × GB 数",
    "bill.formula.fee.per_gb_month": "每 GB 每月单价 × GB 数 × 期望时长 ÷ 每月小时数",
    "bill.formula.fee.per_job_hour": "每小时单价 × 数量 × 期望时长",
    "bill.formula.fee.per_gpu_hour": "每卡时单价 × 数量 × 卡数 × 期望时长",
    "bill.formula.fee.per_month": "每月单价 × 数量 × 已开始月数（至少 1）",
    "bill.formula.fee.percent_of_compute": "百分比 × 数量 × (折后算力费用 + 中断损失) ÷ 100",
    "bill.formula.discount.percent": (
        "（按净单价计的算力费用 − 按标价计的算力费用）；净单价 = 标价 × (1 − 折扣率)"
    ),
    "bill.formula.discount.negotiated": "按议定单价计的算力费用 − 按标价计的算力费用",
    "bill.formula.markup": "加价率 × (折后算力费用 + 其他费用)",
    "bill.formula.interest": (
        "贷款利息（还款额 + 尾款 − 融资额）× 任务占用集群的期限比例"
        "（时长 ÷ 期限小时数；整体采购计全部）"
    ),
    "bill.formula.interest.busy": (
        "贷款利息（还款额 + 尾款 − 融资额）× 任务占集群在期限内繁忙小时的比例"
        "（时长 ÷ (期限小时数 × 利用率)，最多计全部）"
    ),
    "bill.formula.tax": "服务类金额 × 服务税率 + 硬件类金额 × 硬件税率",
    "bill.formula.tax_recovered": "− 已付税额（进项税可抵扣）",
    "bill.formula.trial.price": "试跑卡数 × 试跑时长 × 每卡时单价",
    "bill.formula.trial.platform": "按 {platform} 的计费方式占用试跑卡数、试跑时长",
    # The itemised bill (gpuplanner.core.bill_lines): inputs
    "bill.input.hours_clean": "占用时长·无中断（训练＋准备，不含数据传输）",
    "bill.input.hours_expected": "占用时长·期望（含中断及占卡期间的数据传输）",
    "bill.input.upload_hours": "上传时长（占用 GPU）",
    "bill.input.download_hours": "下载时长（占用 GPU）",
    "bill.input.gpu_time_before": "本次传输前的算力费用",
    "bill.input.gpu_time_after": "含本次传输的算力费用",
    "bill.input.billed_hours": "计费小时",
    "bill.input.billed_months": "计费月数",
    "bill.input.overflow_gpu_hours": "超额卡时",
    "bill.input.residual_per_machine": "每台期末余值 / 尾款",
    "bill.input.capex_per_gpu": "每卡投资",
    "bill.input.card_share": "显卡占每卡投资的比例（备件只买显卡）",
    "bill.input.depreciation_years": "折旧年限",
    "bill.input.utilization": "利用率（折旧期内的繁忙占比）",
    "bill.input.electricity_per_kwh": "电价",
    "bill.input.setup_hours": "准备时长",
    "bill.input.runs": "运行次数（每次单独计费）",
    "bill.input.billed_gpus": "计费卡数（按整节点）",
    "bill.input.server_overhead": "服务器开销系数",
    "bill.input.driver.fixed": "计费次数",
    "bill.input.driver.per_gb_month": "月数（按量）",
    "bill.input.driver.per_job_hour": "期望时长",
    "bill.input.driver.per_gpu_hour": "期望卡时",
    "bill.input.driver.per_month": "已开始月数",
    "bill.input.driver.percent_of_compute": "折后算力费用 + 中断损失（计费基数）",
    "bill.input.discount_percent": "标价折扣",
    "bill.input.net_price": "净单价",
    "bill.input.gpu_time_list": "按标价计的算力费用",
    "bill.input.markup_base": "折后算力费用 + 其他费用",
    "bill.input.down_payment_fraction": "首付比例",
    "bill.input.loan_rate": "年利率（名义）",
    "bill.input.balloon_fraction": "尾款/残值比例",
    "bill.input.loan_payment": "每月还款",
    "bill.input.loan_interest": "期限内利息",
    "bill.input.term_share": "占用期限内繁忙小时的比例",
    "bill.input.services_base": "服务类（算力、托管、费用、试跑）",
    "bill.input.services_rate_percent": "服务税率",
    "bill.input.hardware_base": "硬件类（租赁、硬件、电力、维修）",
    "bill.input.hardware_rate_percent": "硬件税率",
    # The itemised bill (gpuplanner.core.bill_lines): units
    "bill.unit.ratio": "×",
    "bill.unit.fraction": "比例 (0–1)",
    "bill.unit.flag": "1 是 / 0 否",
    "bill.unit.count": "次",
    "bill.unit.quantity": "数量",
    "bill.unit.money": "{currency}",
    "bill.unit.money_per_gpu_hour": "{currency}/卡时",
    "bill.unit.money_per_gpu_month": "{currency}/卡/月",
    "bill.unit.money_per_node_hour": "{currency}/节点时",
    "bill.unit.money_per_machine_month": "{currency}/台/月",
    "bill.unit.money_per_machine": "{currency}/台",
    "bill.unit.money_per_gpu": "{currency}/卡",
    "bill.unit.money_per_kwh": "{currency}/kWh",
    "bill.unit.money_per_month": "{currency}/月",
    "bill.unit.money_per_hour": "{currency}/小时",
    "bill.unit.money_per_gb": "{currency}/GB",
    "bill.unit.money_per_gb_month": "{currency}/GB/月",
    # The itemised bill (gpuplanner.core.bill_lines): sources
    "bill.source.preset": "预设",
    "bill.source.catalog": "目录先验值",
    "bill.source.calibration": "实测校准",
    "bill.source.measured": "测试包实测",
    "bill.source.computed": "计算值",
    "bill.source.convention": "约定",
}
