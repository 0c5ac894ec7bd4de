"""Simplified Chinese: the fleet plan's strategies, verdict and sheet (see io.messages)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # Fleet strategies
    "strategy.reserved": "包月/包年",
    "strategy.spot": "全部竞价实例",
    "strategy.lease": "整机租赁",
    "strategy.hybrid": "混合策略",
    "strategy.reserved.phrase": "包月/包年",
    "strategy.hybrid.phrase": "混合策略",
    # The fleet verdict (gpuplanner.core.fleet.result.FleetCode) and its additions
    "verdict.fleet_cheapest": (
        "{horizon_months} 个月内最省：{strategy}，现值 {present_cost}（净现金支出 "
        "{total}；每有效卡时 {per_gpu_hour}）。"
    ),
    "verdict.fleet_energy": (
        "{strategy}的能耗：规划期内 {kwh} kWh（峰值 {peak_kw} kW），按 {grid_kg_per_kwh} kg "
        "CO₂/kWh 计 {tco2} t CO₂。"
    ),
    "verdict.spot_caveat": "前提是所有任务都能容忍竞价实例被回收。",
    "verdict.fleet_breaks_even": (
        "自建在第 {month} 个月累计现金支出追平{against}；以自建替代{against}的净现值为 {npv}。"
    ),
    "verdict.fleet_payback_after_horizon": (
        "自建在 {horizon_months} 个月内追不上{against}；按最后一个月的节省速度需 {payback_months} "
        "个月回本（折旧期 {life_months} 个月）。以自建替代{against}的净现值为 {npv}。"
    ),
    "verdict.fleet_never_pays_back": (
        "自建永远追不上{against}：其每月运行成本并不更低。以自建替代{against}的净现值为 {npv}。"
    ),
    "verdict.fleet_break_even_utilization": (
        "与{against}相比，{gpus} 卡集群的利用率须高于 {utilization} 才划算；当前需求只用到 "
        "{actual_utilization}。"
    ),
    "verdict.above_full": "超过 100%：任何负载下自建都比不过。",
    "verdict.fleet_no_break_even_utilization": (
        "与{against}（每有效卡时 {rented}）相比，自建永不划算：仅电费就要每卡时 "
        "{variable_per_gpu_hour}。"
    ),
    "verdict.fleet_capacity_overflow": (
        "超出 {gpus} 卡集群容量的需求（整个规划期共 {gpu_hours} 卡时）{fallback}。"
    ),
    "verdict.fleet_owed_after_horizon": (
        "{strategy}：最后一份合约超出规划期 {months} 个月，仍需支付的 {amount} 已计入。"
    ),
    "verdict.fleet_tax": "税费：服务 {services_rate}，硬件 {hardware_rate}。",
    "verdict.tax_in_cost": (
        "税费：服务（云 GPU 时长、托管）按 {services_rate}、硬件（整机租赁、购置、电费、维修）按 "
        "{hardware_rate} 计入合计；最便宜的策略付税 {tax_paid}。"
    ),
    "verdict.tax_recoverable": (
        "税费：服务（云 GPU 时长、托管）按 {services_rate}、硬件（整机租赁、购置、电费、维修）按 "
        "{hardware_rate} 支付（最便宜的策略 {tax_paid}），作为进项税抵扣：合计不含税。"
    ),
    "verdict.fleet_adjusted": (
        "价格：各项的折扣与议定价（最便宜的策略 {discount}）及加价（{markup}）已计入合计。"
    ),
    "verdict.fleet_assumptions": (
        "假设：{horizon_months} 个月共 {gpu_hours} 卡时；每月按 {hours_per_month} 小时计；年折现"
        "率 {discount_rate}（每月 {monthly_rate}），每月费用在月初支付；追平月份与回本期按未折现"
        "现金计算。"
    ),
    "verdict.fleet_self_built_assumptions": (
        "自建：{gpus} 卡另备 {spares_fraction} 备件，下单时支付投资额 {capex}；按 "
        "{depreciation_years} 年直线折旧至 {residual_fraction} 残值；交付周期 {lead_time_days} 天，"
        "期间{fallback}；电费只按实际使用的卡时计。"
    ),
    "verdict.credit": (
        "期末剩余账面价值 {book_value_end} 按转售现金抵减（旧方案的约定；建议改填市场转售价）。"
    ),
    "verdict.credit_resale": (
        "期末按所填转售价抵减：购置成本的 {resale_fraction}（{end_value_credited}；"
        "账面价值 {book_value_end}）。"
    ),
    "verdict.fleet_loan_owed": (
        "自建：贷款在规划期结束后还剩 {months} 个月；计入期末尚欠本金 {amount}"
        "（剩余还款 {payments} 含尚未发生的利息）。"
    ),
    "verdict.no_credit": "期末不计转售价值（账面价值 {book_value_end} 不是现金）。",
    "verdict.fallback_on_demand": "由按量付费承担",
    "verdict.fallback_spot": "由竞价实例承担",
    # The workbook's Fleet sheet
    "fleet_xl.title": "长期算力规划：按量租用、包月/包年、整机租赁还是自建",
    "fleet_xl.how": (
        "黄底蓝字为输入：修改后下方所有金额随之变化。月度表的结构（规划期、合约期、托管计费方式、"
        "兜底方式）在导出时确定。"
    ),
    "fleet_xl.sec.general": "通用",
    "fleet_xl.sec.spot": "竞价实例",
    "fleet_xl.sec.summary": "规划期合计",
    "fleet_xl.sec.compare": "自建与各租用策略对比",
    "fleet_xl.sec.verdict": "结论",
    "fleet_xl.sec.months": "逐月明细",
    "fleet_xl.horizon": "规划期（月）",
    "fleet_xl.discount_rate": "年折现率",
    "fleet_xl.monthly_rate": "月折现率（实际年利率：(1 + r)^(1/12) − 1；名义年利率：r / 12）",
    "fleet_xl.annual_rate": "年折现率（实际；名义年利率：(1 + r/12)^12 − 1）",
    "fleet_xl.end_discount": "期末折现系数",
    "fleet_xl.term": "合约期（月）",
    "fleet_xl.percentile": "按分位数配置（100 = 峰值）",
    "fleet_xl.overhead": "中断损耗（额外卡时比例）",
    "fleet_xl.refundable": "押金可退（1 = 是）",
    "fleet_xl.lease_residual": "每台残值 / 尾款（期末支付）",
    "fleet_xl.lease_buyout": "每台留购价（购买选择权）",
    "fleet_xl.lease_exercise": "行使留购权（1 = 是，期末支付）",
    "fleet_xl.gpus": "工作卡数",
    "fleet_xl.gpus_per_server": "每台服务器卡数",
    "fleet_xl.capex_per_gpu": "每卡投资额（含服务器分摊）",
    "fleet_xl.network_per_gpu": "每卡网络分摊",
    "fleet_xl.spares": "备件比例",
    "fleet_xl.dep_years": "折旧年限（年）",
    "fleet_xl.residual": "残值比例",
    "fleet_xl.power": "每卡功耗含服务器分摊（W）",
    "fleet_xl.electricity": "每 kWh 电价",
    "fleet_xl.hosting_rack": "每机柜每年托管费",
    "fleet_xl.hosting_kw": "每 kW 每月托管费",
    "fleet_xl.servers_per_rack": "每机柜服务器数",
    "fleet_xl.staff_fte": "运维人力（人）",
    "fleet_xl.staff_cost": "每人每年成本",
    "fleet_xl.repairs": "年维修费用（占投资额比例）",
    "fleet_xl.lead_days": "交付周期（天）",
    "fleet_xl.credit": "未填转售价时抵减账面价值（1 = 是）",
    "fleet_xl.resale": "期末市场转售价值（占投资；空白：无）",
    "fleet_xl.loan_down": "贷款：首付比例（占投资）",
    "fleet_xl.loan_rate": "贷款：年利率（名义）",
    "fleet_xl.loan_term": "贷款：期限（月）",
    "fleet_xl.loan_balloon": "贷款：尾款/残值（占投资）",
    "fleet_xl.loan_advance": "贷款：期初付款（1）或期末（0）",
    "fleet_xl.loan_down_paid": "首付款（下单时支付）",
    "fleet_xl.loan_balloon_paid": "尾款（随最后一期支付）",
    "fleet_xl.loan_payment": "每月还款 = −PMT(利率/12, 期限, 投资 − 首付, −尾款, 期初)",
    "fleet_xl.capex": "投资额（下单时支付）",
    "fleet_xl.dep_month": "月折旧",
    "fleet_xl.hosting_month": "月托管费",
    "fleet_xl.staff_month": "每月运维人力成本",
    "fleet_xl.repairs_month": "月维修费",
    "fleet_xl.fixed_month": "月固定持有成本",
    "fleet_xl.variable": "每使用卡时电费",
    "fleet_xl.capacity": "容量（每月卡时）",
    "fleet_xl.fallback_rate": "兜底每卡时成本",
    "fleet_xl.base_percentile": "包月/包年打底分位数",
    "fleet_xl.spot_share": "竞价卡时占比",
    "fleet_xl.col.cash": "各月现金合计",
    "fleet_xl.col.end": "期末应付（+）/收回（−）",
    "fleet_xl.col.present": "现值成本",
    "fleet_xl.col.per_hour": "每有效卡时",
    "fleet_xl.col.against": "对比策略",
    "fleet_xl.col.break_even": "追平月份",
    "fleet_xl.col.npv": "自建替代的净现值",
    "fleet_xl.col.utilization": "盈亏平衡利用率",
    "fleet_xl.col.actual": "需求利用率",
    "fleet_xl.m.month": "月份",
    "fleet_xl.m.demand": "需求（卡时）",
    "fleet_xl.m.gpu_eq": "平均卡数",
    "fleet_xl.m.discount": "折现系数",
    "fleet_xl.m.res_gpus": "包月/包年卡数",
    "fleet_xl.m.machines": "租赁台数",
    "fleet_xl.m.deposits": "押金",
    "fleet_xl.m.running": "集群运行（当月比例）",
    "fleet_xl.m.own": "自有集群卡时",
    "fleet_xl.m.base": "混合策略包月/包年卡数",
    "fleet_xl.sec.tax": "税费（方案设置）",
    "fleet_xl.tax_services": "服务税率（云 GPU 时长、托管）",
    "fleet_xl.tax_hardware": "硬件税率（整机租赁、购置、电费、维修）",
    "fleet_xl.tax_recoverable": "进项税可抵扣（1 = 是）",
    "fleet_xl.negotiated": "协议价（替代标价）",
    "fleet_xl.negotiated_as_of": "议价日期",
    "fleet_xl.negotiated_source": "议价依据",
    "fleet_xl.discount": "标价折扣",
    "fleet_xl.net_price": "净价 = 标价 × (1 − 折扣)",
    "fleet_xl.capex_list": "按标价的购置成本（用于折扣行）",
    "fleet_xl.dep_list": "按标价的月折旧",
    "fleet_xl.rep_list": "按标价的月维修",
    "fleet_xl.down_list": "按标价的首付",
    "fleet_xl.balloon_list": "按标价的尾款",
    "fleet_xl.pay_list": "按标价的月还款",
    "fleet_xl.fallback_list": "按标价的兜底每卡时成本",
    "fleet_xl.fixed_be": "含加价与计入成本税费的月固定成本",
    "fleet_xl.variable_be": "含加价与计入成本税费的每使用卡时电费",
    "fleet_xl.col.discount": "折扣（净价 − 标价）",
    "fleet_xl.col.markup": "加价",
    "fleet_xl.col.tax_paid": "已付税额",
    "fleet_xl.sec.energy": "规划期内的耗电量与碳排放",
    "fleet_xl.sec.energy_months": "逐月耗电的 GPU 时",
    "fleet_xl.e_power": "租用 GPU：每卡功耗（W）",
    "fleet_xl.e_pue": "租用 GPU：PUE",
    "fleet_xl.e_load": "负载系数（运行时的平均功耗占比）",
    "fleet_xl.e_idle": "空闲功耗占比（占用但未使用时）",
    "fleet_xl.e_grid": "电网排放因子（kg CO₂/kWh）",
    "fleet_xl.col.tco2": "CO₂（t）",
    "fleet_xl.e.busy": "{name}：运行的 GPU 时",
    "fleet_xl.e.idle": "{name}：占用但空闲的 GPU 时",
    "fleet_xl.e.owned_busy": "{name}：自有集群运行的 GPU 时",
    "fleet_xl.e.owned_idle": "{name}：自有集群空闲的 GPU 时",
    "fleet_xl.m.list": "{name}：按标价",
    "fleet_xl.m.net": "{name}：按净价，未含加价与税",
    "fleet_xl.m.markup": "{name}：加价",
    "fleet_xl.m.tax": "{name}：已付税额",
    "fleet_xl.m.cost": "{name}：费用",
    "fleet_xl.m.cum": "{name}：累计",
    "fleet_xl.m.flag": "自建已追平{name}",
    # 长期算力规划结论：备忘录首页与工作簿汇总表（io/fleet/answer.py）
    "memo.s.fleet": "长期算力规划决策",
    "fleet_answer.best": (
        "{horizon_months} 个月共 {gpu_hours} 卡时，{strategy}最省：现值 {present_cost}"
        "（规划期内现金 {total}）。"
    ),
    "fleet_answer.runner_up": "次优方案：{strategy}，现值 {present_cost}，多 {gap}。",
    "fleet_answer.no_runner_up": "没有比较其他策略。",
    "fleet_answer.no_break_even": "未比较自建集群，因此没有盈亏平衡点。",
    "xl.summary.fleet_best": "推荐策略",
    "xl.summary.fleet_present": "其现值",
    "xl.summary.fleet_runner_up": "次优方案",
    "xl.summary.fleet_runner_present": "次优方案的现值",
    "xl.summary.fleet_break_even": "盈亏平衡",
    "xl.summary.fleet_no_break_even": "未比较自建集群。",
    "fleet_xl.loan_tail": "贷款：期限超出规划期的月数",
    "fleet_xl.loan_owed": "贷款：规划期末尚欠本金（剩余还款按贷款利率折现）",
    "fleet_xl.eps_units": "容差：超过 x − 此值才计为整数个单位（浮点误差）",
    "fleet_xl.eps_cash": "容差：累计现金相差不超过此值即视为追平",
    # 校验表（io/excel/fleet_checks.py）
    "xl.sheet.checks": "校验",
    "fleet_xl.chk.title": "校验：长期规划表的合计与交叉核对",
    "fleet_xl.chk.how": (
        "表格一致时每项为 TRUE；出现 FALSE 即指明需检查之处（若修改输入改变了排名，请重新运行 "
        "gpuplanner 得到新的推荐）。"
    ),
    "fleet_xl.chk.cash": "{name}：规划期内现金合计 = 最后一个月的累计现金",
    "fleet_xl.chk.demand": "需求 = 平均卡数 × 每月小时数，按月合计",
    "fleet_xl.chk.cheapest": "推荐策略{name}的现值最低",
    "fleet_xl.chk.capacity": "自建集群每月运行的卡时不超过其容量",
    "fleet_xl.chk.loan": "贷款：首付 + 按贷款利率折现的还款和尾款 = 购置成本",
    "fleet_xl.chk.all": "全部校验",
    "fleet_xl.sec.calc": "以下由上方输入计算得出（公式，请勿在此输入）",
    "fleet_xl.col.upfront": "下单时预付（含在第 1 个月现金中）",
    # 工作簿的现金流表（io/excel/cash_flow_sheet.py；core/job_cash_flow.py）
    "xl.sheet.cash_flow": "现金流",
    "xl.cash.title": "本任务的现金支出：预付与逐月（实际支付）",
    "xl.cash.note": (
        "数值由 gpuplanner 计算，按现金口径：自建集群的整笔购置在下单时支付（贷款融资部分除外，"
        "之后按月还款），算力费用按每月占用小时分摊，承诺期合约在计费月份内平均分摊。"
    ),
    "xl.cash.upfront": "预付（下单时）",
    "xl.cash.total": "现金合计",
}
