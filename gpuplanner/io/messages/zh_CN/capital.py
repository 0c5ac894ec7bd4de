"""Simplified Chinese: the VAT basis of prices and totals, the cost of capital, traceable rates
and dates (io/report/capital.py; see ``gpuplanner.io.messages``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "capital.vat.off": (
        "所有金额均不含增值税：本方案不计税（不含税；含税报价按服务 {services:g}%、"
        "硬件 {hardware:g}% 的税率换算为不含税价）。"
    ),
    "capital.vat.on": (
        "增值税按服务 {services:g}%（云 GPU 时长、托管、费用项）、硬件 {hardware:g}%"
        "（租赁、采购、电费）计算。"
    ),
    "capital.vat.recoverable": "进项税可抵扣：已付税额可抵回，合计不含增值税（不含税）。",
    "capital.vat.not_recoverable": "进项税不可抵扣：增值税计入成本，合计含增值税（含税）。",
    "capital.vat.included": (
        "以下平台的报价含增值税（含税），已一次换算为不含税价（÷ (1 + 税率)）：{names}。"
    ),
    "capital.vat.excluded": "其余价格均为不含税价。",
    "capital.vat.purchase": (
        "{name}：采购时整套集群支付增值税 {paid:money}；本任务账单只分摊其中 {share:money}。"
    ),
    "capital.basis.included": "含税",
    "capital.basis.excluded": "不含税",
    "xl.item.vat_basis": "合计的增值税口径",
    "xl.item.price_incl_vat": "{item}（含税，报价原值）",
    "xl.item.price_net_of_vat": "{item}（不含税）",
    "xl.note.vat_basis_rates": (
        "本方案不计税；这些税率仅用于把含税报价换算为不含税价（÷ (1 + 税率)）。"
    ),
    "bill.line.capital_charge": "资金成本（WACC）",
    "bill.formula.capital_charge": (
        "投资在整个寿命期内的资金成本（按 WACC 的年金：月数 × 每期金额 + 残值 − 投资；"
        "减去 WACC × 贷款各月余额之和，该部分改计贷款利息）"
        "× 本任务占用集群的寿命份额（小时 ÷ 寿命小时；整笔购置计入本任务时取全部）"
    ),
    "bill.input.loan_balance_months": "贷款各月未还余额之和",
    "bill.input.wacc": "资金成本（WACC，年）",
    "bill.input.life_months": "寿命（月）",
    "bill.input.life_capital_charge": "寿命期资金成本",
    "bill.input.life_share": "占用寿命的份额",
    "capital.wacc.none": (
        "未设资金成本：自有硬件的现金投资不计资金成本，结果偏向自建"
        "（在“训练任务”页的“资金成本”中设置 WACC）。"
    ),
    "capital.wacc.on": (
        "资金成本（WACC）每年 {wacc:.2f}%：自有集群占用的资金按本任务占用的寿命份额计资金成本"
        "（贷款部分改计贷款利息），机队测算按同一利率折现。"
    ),
    "capital.wacc.charge": "{name}：投资的资金成本 {charge:money}。",
    "capital.after_tax": (
        "{name}：按企业所得税率 {rate:g}% 计算的税后成本 {total:money}"
        "（折旧抵税 {depreciation:money}，利息抵税 {interest:money}）。"
    ),
    "xl.asm.capital": "资金成本",
    "xl.item.income_tax_rate": "企业所得税率（税后视图）",
    "xl.note.wacc": "年实际利率。TCO 表中各自建集群的资金成本引用此值，机队表按此折现。",
    "xl.note.income_tax_rate": (
        "除资金成本外各项成本均可税前扣除：税后合计 = 合计 − 税率 × (合计 − 资金成本)。"
    ),
    "xl.tco.after_tax": "企业所得税后合计",
    "xl.tco.depreciation_shield": "折旧抵税额",
    "xl.tco.interest_shield": "利息抵税额",
    "notice.price_stale": (
        "{platform}：价格日期为 {as_of}，距 {today} 已 {months} 个月"
        "（超过方案设定的 {max_months} 个月）。"
    ),
    "notice.price_stale.advice": (
        "GPU 价格数月内就会变化：请重新询价，或修改价格有效月数（“训练任务”页，运行次数与计费月）。"
    ),
    "notice.commitment_idle": (
        "{platform}：{months} 个月的最短租期需全额支付，而任务只需 {job_days:.1f} 天："
        "所付月份中有 {idle_share:.1%} 闲置。"
    ),
    "notice.commitment_idle.advice": "为剩余租期安排其他任务、争取更短租期，或改为按小时租用。",
    "error.quoted_rate_alone": (
        "quoted_currency 与 quoted_rate 须同时给出：报价币种及换算所用汇率（两者都给或都不给）"
    ),
    "xl.asm.fx": "汇率",
    "xl.item.fx_rate": "1 {currency} 折合 {plan}",
    "xl.note.fx_rate": "日期 {date}。以该币种报价的价格按此汇率换算。",
    "xl.note.fx_own_rate": "该平台价格换算时所用的汇率（方案当前汇率为 {plan}）。",
    "xl.item.price_quoted": "{item}（{currency}，报价原值）",
    "xl.item.price_converted": "{item}（已换算）",
    "capital.fx.same": (
        "{name}：以 {currency} 报价，按 1 {currency} = {rate} {plan} 换算"
        "（方案汇率；工作簿中的汇率单元格驱动换算）。"
    ),
    "capital.fx.other": (
        "{name}：以 {currency} 报价，按 1 {currency} = {rate} {plan} 换算；方案当前汇率为 {now}。"
    ),
    "xl.tco.purchase_tax": "采购时支付的增值税（整套集群）",
}
