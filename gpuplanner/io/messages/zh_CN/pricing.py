"""计费字段（core/pricing_fields.py）：每个字段的名称（平台表单的行与报价模板的列名）、提示，
以及带单位的价格。"""

TEXTS = {
    # 按量、竞价
    "pricing.tip.price_per_gpu_hour": "每卡时的标价。",
    "pricing.field.billing_increment_hours": "计费步长（分钟）",
    "pricing.tip.billing_increment_hours": "计费粒度：1 分钟为按分钟计费，60 分钟为按小时计费。",
    "pricing.tip.minimum_hours": "最短计费时长。",
    "pricing.field.quoted_per_node": "按节点小时报价",
    "pricing.tip.quoted_per_node": "价格按节点小时报价（按每卡时保存）。",
    # 包月 / 包年
    "pricing.tip.price_per_gpu_month": "包月价格，每卡每月（不足一月按一月计）。",
    "pricing.field.minimum_months": "最短租期（月）",
    "pricing.tip.minimum_months": "最短租期。",
    # 整机租赁
    "pricing.tip.price_per_machine_month": "整机每台每月的租金。",
    "pricing.tip.deposit_per_machine": "每台押金。",
    "pricing.tip.deposit_refundable": "勾选：租期结束时退还押金。",
    "pricing.tip.addons_per_machine_month": "附加套餐（存储、网络、技术支持）。",
    "pricing.tip.residual_per_machine": "租期结束时每台应付的余值或尾款，无论是否留购都要支付。",
    "pricing.tip.buyout_per_machine": "留购权：租期结束时留下每台整机需支付的价格。",
    "pricing.tip.exercise_buyout": "勾选：租期结束时支付留购价；整机在任务之后的价值不抵扣。",
    # 自建
    "pricing.field.capex_per_gpu": "每卡购置成本",
    "pricing.tip.capex_per_gpu": "每卡：显卡 + 分摊的服务器 + 分摊的网络。",
    "pricing.field.spares_fraction": "备件比例",
    "pricing.tip.spares_fraction": "额外购买的备件卡。",
    "pricing.field.card_share": "显卡占购置成本比例",
    "pricing.tip.card_share": (
        "每卡投资中显卡本身的占比：备件只买显卡，不含服务器和网络分摊。100 %：每卡投资即显卡价格。"
    ),
    "pricing.tip.depreciation_years": "直线折旧年限。",
    "pricing.field.residual_fraction": "残值比例",
    "pricing.tip.residual_fraction": "期末剩余的转售价值。",
    "pricing.field.utilization": "利用率",
    "pricing.tip.utilization": (
        "折旧期内的繁忙占比：本任务按其小时数占集群繁忙小时数的比例分摊折旧"
        "（100 %：整个折旧期每小时都在运行）。"
    ),
    "pricing.field.power_w_per_gpu": "每卡功耗（W）",
    "pricing.tip.power_w_per_gpu": "显卡加上分摊的服务器功耗。",
    "pricing.tip.pue": "数据中心能耗系数。",
    "pricing.tip.electricity_per_kwh": "电价。",
    "pricing.tip.hosting_per_gpu_month": "机柜与托管费用。",
    "pricing.tip.staff_per_month": "分摊的运维人员费用。",
    "pricing.field.repair_fraction_per_year": "年维修率",
    "pricing.tip.repair_fraction_per_year": "每年维修费，占购置成本的比例。",
    "pricing.tip.lead_time_days": "采购交付周期：推迟交付。",
    "pricing.field.charge_whole_purchase": "整笔购置计入本任务",
    "pricing.tip.charge_whole_purchase": (
        "勾选：按本任务的现金支出计，相当于集群此后不再运行其他任务。不勾选：按上方利用率分摊本任务的折旧。"
    ),
    # 带单位的价格（平台列表、预设对话框、价格调整表单）
    "pricing.per.money_per_gpu_hour": "{price}/卡时",
    "pricing.per.money_per_gpu_month": "{price}/卡·月",
    "pricing.per.money_per_machine_month": "{price}/台·月",
    "pricing.per.money_per_gpu": "购置 {price}/卡",
    # 承诺使用
    "pricing.field.committed_gpus": "承诺卡数",
    "pricing.tip.committed_gpus": "整个承诺期内承诺使用的卡数：无论是否使用，每小时都计费。",
    "pricing.field.committed_price_per_gpu_hour": "承诺每卡时单价",
    "pricing.tip.committed_price_per_gpu_hour": "承诺的每卡时单价（折扣作用于此标价）。",
    "pricing.field.term_months": "承诺期（月）",
    "pricing.tip.term_months": "承诺持续的时长：期内所有小时都计费。",
    "pricing.field.overflow_per_gpu_hour": "超额每卡时单价",
    "pricing.tip.overflow_per_gpu_hour": (
        "超出承诺卡数的部分以及承诺期结束后的所有卡时，按此按量价格计费。"
    ),
}
