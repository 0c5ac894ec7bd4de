"""Workbook words for the finance settings: price adjustments and taxes (English, 简体中文)."""

from __future__ import annotations

FINANCE_LABELS: dict[str, tuple[str, str]] = {
    "asm.tax": ("Tax", "税费"),
    "asm.carbon": ("Carbon", "碳排放"),
    "unit.kg_per_kwh": ("kg CO₂/kWh", "kg CO₂/kWh"),
    "unit.kwh": ("kWh", "kWh"),
    "unit.kw": ("kW", "kW"),
    "unit.t_co2": ("t CO₂", "t CO₂"),
    "item.grid_region": ("Grid", "电网"),
    "item.grid_kg_per_kwh": ("Grid carbon intensity", "电网碳排放因子"),
    "note.grid_typed": ("Typed in the plan.", "方案中输入。"),
    "item.energy_gpu_power_w": ("Power per GPU (typed)", "每卡功耗（输入）"),
    "item.energy_server_overhead": (
        "Server overhead (× GPU power)",
        "服务器开销系数（× GPU 功耗）",
    ),
    "item.energy_pue": ("PUE (rented)", "PUE（租用）"),
    "item.energy_load_factor": ("Load factor while training", "训练负载系数"),
    "item.energy_idle_fraction": ("Idle share while setting up", "准备期空闲功耗比例"),
    "item.energy_grid_kg_per_kwh": (
        "Grid carbon intensity (this platform)",
        "电网碳排放因子（本平台）",
    ),
    "tco.energy_kwh": ("Energy (kWh, computed)", "耗电量（kWh，计算值）"),
    "tco.peak_kw": ("Peak power (kW)", "峰值功率（kW）"),
    "tco.grid": ("Grid carbon intensity", "电网碳排放因子"),
    "tco.tco2": ("Emissions (t CO₂)", "碳排放（t CO₂）"),
    "grid.cn_national_2023": ("China national average, 2023", "全国平均（2023）"),
    "grid.cn_north_2023": ("North China grid, 2023", "华北电网（2023）"),
    "grid.cn_northeast_2023": ("Northeast China grid, 2023", "东北电网（2023）"),
    "grid.cn_east_2023": ("East China grid, 2023", "华东电网（2023）"),
    "grid.cn_central_2023": ("Central China grid, 2023", "华中电网（2023）"),
    "grid.cn_northwest_2023": ("Northwest China grid, 2023", "西北电网（2023）"),
    "grid.cn_national_2022": ("China national average, 2022", "全国平均（2022）"),
    "grid.us_llama_2023": ("US average (LLaMA paper)", "美国平均（LLaMA 论文）"),
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
