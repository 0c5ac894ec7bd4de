"""Simplified Chinese: the VAT basis of prices and totals, the cost of capital, traceable rates
and dates (io/capital_report.py; see ``gpuplanner.io.messages``)."""

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
}
