"""Workbook words for the finance settings: price adjustments and taxes (English, 简体中文)."""

from __future__ import annotations

FINANCE_LABELS: dict[str, tuple[str, str]] = {
    "asm.tax": ("Tax", "税费"),
    "unit.percent": ("%", "%"),
    "item.discount_percent": ("Discount off the list unit price", "标价折扣"),
    "item.negotiated_price": ("Negotiated unit price", "议定单价"),
    "item.negotiated_as_of": ("Negotiated price as of", "议定价格日期"),
    "item.negotiated_source": ("Negotiated price source", "议定价格来源"),
    "item.net_price": ("Net unit price (after discount)", "净单价（折后）"),
    "item.markup_percent": ("Internal markup", "内部加价率"),
    "item.tax_services_rate_percent": ("Tax rate on services", "服务税率"),
    "item.tax_hardware_rate_percent": ("Tax rate on hardware", "硬件税率"),
    "item.tax_recoverable": ("Input tax recoverable", "进项税可抵扣"),
    "item.tax_source": ("Tax rates source", "税率来源"),
    "note.discount_layer": (
        "Replaces the list unit price (per GPU-hour, GPU-month, machine-month, or the capex per "
        "GPU) before billing rules; add-ons, running costs and fees stay as typed.",
        "替换标价单价（每卡时、每卡月、每台月或每卡投资），再按计费规则计费；附加包、运行成本和"
        "费用项按输入计。",
    ),
    "note.tax_classes": (
        "Services: cloud GPU time, hosting, fees, trial. Hardware: leases, self-built hardware, "
        "power, repairs. Staff and the markup carry no tax.",
        "服务类：云算力、托管、费用项、试跑。硬件类：租赁、自建硬件、电力、维修。运维人力与内部"
        "加价不计税。",
    ),
}
