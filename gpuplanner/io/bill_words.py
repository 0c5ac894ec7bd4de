"""The words of the itemised bill (``core.bill_lines``) in English and Simplified Chinese.

Line labels, formulas in words, input names, units and sources: one table each,
``code: (English, 简体中文)``. The report JSON, the terminal report and the workbook's TCO
sheet word the same lines from here, so they say the same thing. Terms follow
docs/glossary.md.
"""

from __future__ import annotations

from typing import Any

from gpuplanner.core.bill_lines import BillInput, BillLine, LineCode
from gpuplanner.io.excel.labels import Labels
from gpuplanner.io.messages import language

LINES: dict[str, tuple[str, str]] = {
    LineCode.GPU_HOURS: ("GPU time (per GPU-hour)", "算力费用（按卡时）"),
    LineCode.GPU_MONTHS: ("GPU time (per GPU-month)", "算力费用（包月）"),
    LineCode.MACHINE_MONTHS: ("Machine lease", "整机租金"),
    LineCode.LEASE_ADDONS: ("Lease add-ons", "租赁附加包"),
    LineCode.LEASE_DEPOSIT: ("Deposit kept by the lessor", "不可退押金"),
    LineCode.DEPRECIATION: ("Depreciation", "折旧"),
    LineCode.PURCHASE: ("Purchase charged to the job", "整体采购计入本任务"),
    LineCode.ENERGY: ("Electricity", "电费"),
    LineCode.HOSTING: ("Hosting", "托管费"),
    LineCode.STAFF: ("Operations staff", "运维人力"),
    LineCode.REPAIRS: ("Repairs", "维修"),
    LineCode.INTERRUPTION: ("Interruption losses", "中断损失"),
    LineCode.FEE: ("Fee: {name}", "费用：{name}"),
    LineCode.TRIAL: ("Trial phase", "试跑阶段"),
    LineCode.DISCOUNT: ("Discount", "折扣"),
    LineCode.MARKUP: ("Internal markup", "内部加价"),
    LineCode.TAX: ("Tax (VAT)", "税费（增值税）"),
    LineCode.TAX_RECOVERED: ("Input tax recovered", "进项税抵扣"),
}

FORMULAS: dict[str, tuple[str, str]] = {
    "gpu_hours": (
        "GPUs × billed hours × price per GPU-hour; billed hours = clean hours rounded up to "
        "the billing increment, at least the minimum",
        "卡数 × 计费小时 × 每卡时单价；计费小时 = 无中断时长按计费粒度向上取整，不低于最低时长",
    ),
    "gpu_months": (
        "GPUs × billed months × price per GPU-month; billed months = started months of "
        "hours-per-month, at least the minimum term",
        "卡数 × 计费月数 × 每卡每月单价；计费月数 = 按每月小时数计的已开始月数，不低于最短期限",
    ),
    "machine_months": (
        "machines × billed months × price per machine-month; machines = GPUs ÷ GPUs per "
        "machine, rounded up",
        "整机台数 × 计费月数 × 每台每月租金；台数 = 卡数 ÷ 每台卡数，向上取整",
    ),
    "lease_addons": (
        "machines × billed months × add-ons per machine-month",
        "整机台数 × 计费月数 × 每台每月附加包",
    ),
    "lease_deposit": (
        "machines × deposit per machine, when the deposit is not refunded (else 0)",
        "整机台数 × 每台押金（押金不退时计入，否则为 0）",
    ),
    "depreciation": (
        "GPUs × (1 + spares) × capex per GPU × (1 − residual) × hours ÷ (years × hours per year)",
        "卡数 × (1 + 备件比例) × 每卡投资 × (1 − 残值率) × 时长 ÷ (折旧年限 × 每年小时数)",
    ),
    "purchase": (
        "GPUs × (1 + spares) × capex per GPU",
        "卡数 × (1 + 备件比例) × 每卡投资",
    ),
    "energy": (
        "GPUs × watts per GPU ÷ 1000 × PUE × hours × price per kWh",
        "卡数 × 每卡功耗 ÷ 1000 × PUE × 时长 × 电价",
    ),
    "energy.profile": (
        "GPUs × watts per GPU × server overhead ÷ 1000 × PUE × ((hours − setup) × load factor "
        "+ setup × idle share) × price per kWh",
        "卡数 × 每卡功耗 × 服务器开销系数 ÷ 1000 × PUE × ((时长 − 准备时长) × 负载系数 "
        "+ 准备时长 × 空闲功耗比例) × 电价",
    ),
    "hosting": (
        "GPUs × hosting per GPU-month × hours ÷ hours per month",
        "卡数 × 每卡每月托管费 × 时长 ÷ 每月小时数",
    ),
    "staff": (
        "staff per month × hours ÷ hours per month",
        "每月运维人力 × 时长 ÷ 每月小时数",
    ),
    "repairs": (
        "GPUs × (1 + spares) × capex per GPU × repairs per year × hours ÷ hours per year",
        "卡数 × (1 + 备件比例) × 每卡投资 × 年维修率 × 时长 ÷ 每年小时数",
    ),
    "interruption": (
        "GPU time at the expected hours (with interruptions and checkpoints) − GPU time of "
        "the clean job",
        "期望时长（含中断与检查点）下的算力费用 − 无中断任务的算力费用",
    ),
    "fee.fixed": ("rate × quantity", "单价 × 数量"),
    "fee.per_gb": ("rate per GB × GB", "每 GB 单价 × GB 数"),
    "fee.per_gb_month": (
        "rate per GB-month × GB × expected hours ÷ hours per month",
        "每 GB 每月单价 × GB 数 × 期望时长 ÷ 每月小时数",
    ),
    "fee.per_job_hour": (
        "rate per hour × quantity × expected hours",
        "每小时单价 × 数量 × 期望时长",
    ),
    "fee.per_gpu_hour": (
        "rate per GPU-hour × quantity × GPUs × expected hours",
        "每卡时单价 × 数量 × 卡数 × 期望时长",
    ),
    "fee.per_month": (
        "rate per month × quantity × started months (at least 1)",
        "每月单价 × 数量 × 已开始月数（至少 1）",
    ),
    "fee.percent_of_compute": (
        "percent × quantity × (compute + interruption losses) ÷ 100",
        "百分比 × 数量 × (算力费用 + 中断损失) ÷ 100",
    ),
    "discount.percent": (
        "(GPU time at the net unit price − at the list price); net price = list × (1 − discount %)",
        "（按净单价计的算力费用 − 按标价计的算力费用）；净单价 = 标价 × (1 − 折扣率)",
    ),
    "discount.negotiated": (
        "GPU time at the negotiated unit price − at the list price",
        "按议定单价计的算力费用 − 按标价计的算力费用",
    ),
    "markup": (
        "markup % × (GPU time after discount + fees)",
        "加价率 × (折后算力费用 + 其他费用)",
    ),
    "tax": (
        "services × services rate + hardware × hardware rate",
        "服务类金额 × 服务税率 + 硬件类金额 × 硬件税率",
    ),
    "tax_recovered": (
        "− tax paid (input tax recoverable)",
        "− 已付税额（进项税可抵扣）",
    ),
    "trial.price": (
        "trial GPUs × trial hours × price per GPU-hour",
        "试跑卡数 × 试跑时长 × 每卡时单价",
    ),
    "trial.platform": (
        "trial GPUs held for the trial hours under {platform}'s pricing",
        "按 {platform} 的计费方式占用试跑卡数、试跑时长",
    ),
}

INPUTS: dict[str, tuple[str, str]] = {
    "gpus": ("GPUs", "卡数"),
    "hours_clean": ("Hours held, clean (training + setup)", "占用时长·无中断（训练＋准备）"),
    "hours_expected": ("Hours held, expected", "占用时长·期望"),
    "gpu_time_expected": ("GPU time at expected hours", "期望时长下的算力费用"),
    "billing_increment_hours": ("Billing increment", "计费粒度"),
    "minimum_hours": ("Minimum billed hours", "最低计费时长"),
    "billed_hours": ("Billed hours", "计费小时"),
    "price_per_gpu_hour": ("Price per GPU-hour", "每卡时单价"),
    "hours_per_month": ("Hours per month", "每月小时数"),
    "hours_per_year": ("Hours per year", "每年小时数"),
    "minimum_months": ("Minimum term", "最短期限"),
    "billed_months": ("Billed months", "计费月数"),
    "price_per_gpu_month": ("Price per GPU-month", "每卡每月单价"),
    "gpus_per_node": ("GPUs per machine", "每台卡数"),
    "machines": ("Machines", "整机台数"),
    "price_per_machine_month": ("Price per machine-month", "每台每月租金"),
    "addons_per_machine_month": ("Add-ons per machine-month", "每台每月附加包"),
    "deposit_per_machine": ("Deposit per machine", "每台押金"),
    "deposit_refundable": ("Deposit refundable", "押金可退"),
    "capex_per_gpu": ("Capex per GPU", "每卡投资"),
    "spares_fraction": ("Spares", "备件比例"),
    "residual_fraction": ("Residual value", "残值率"),
    "depreciation_years": ("Depreciation years", "折旧年限"),
    "power_w_per_gpu": ("Power per GPU", "每卡功耗"),
    "pue": ("PUE", "PUE"),
    "electricity_per_kwh": ("Electricity price", "电价"),
    "hosting_per_gpu_month": ("Hosting per GPU-month", "每卡每月托管费"),
    "staff_per_month": ("Staff per month", "每月运维人力"),
    "repair_fraction_per_year": ("Repairs per year (of capex)", "年维修率（占投资）"),
    "setup_hours": ("Setup hours", "准备时长"),
    "server_overhead": ("Server overhead", "服务器开销系数"),
    "load_factor": ("Load factor while training", "训练负载系数"),
    "idle_fraction": ("Idle share while setting up", "准备期空闲功耗比例"),
    "fee_rate": ("Rate", "单价"),
    "fee_quantity": ("Quantity", "数量"),
    "driver.fixed": ("Times charged", "计费次数"),
    "driver.per_gb": ("Times charged", "计费次数"),
    "driver.per_gb_month": ("Months (metered)", "月数（按量）"),
    "driver.per_job_hour": ("Hours, expected", "期望时长"),
    "driver.per_gpu_hour": ("GPU-hours, expected", "期望卡时"),
    "driver.per_month": ("Started months", "已开始月数"),
    "driver.percent_of_compute": ("(Compute + interruption) ÷ 100", "(算力费用 + 中断损失) ÷ 100"),
    "negotiated_price": ("Negotiated unit price", "议定单价"),
    "discount_percent": ("Discount off list", "标价折扣"),
    "net_price": ("Net unit price", "净单价"),
    "gpu_time_list": ("GPU time at list price", "按标价计的算力费用"),
    "markup_percent": ("Markup", "加价率"),
    "markup_base": ("GPU time after discount + fees", "折后算力费用 + 其他费用"),
    "services_base": (
        "Services (GPU time, hosting, fees, trial)",
        "服务类（算力、托管、费用、试跑）",
    ),
    "services_rate_percent": ("Services tax rate", "服务税率"),
    "hardware_base": (
        "Hardware (lease, hardware, power, repairs)",
        "硬件类（租赁、硬件、电力、维修）",
    ),
    "hardware_rate_percent": ("Hardware tax rate", "硬件税率"),
    "tax_paid": ("Tax paid", "已付税额"),
    "trial_gpus": ("Trial GPUs", "试跑卡数"),
    "trial_hours": ("Trial hours", "试跑时长"),
    "trial_price_per_gpu_hour": ("Trial price per GPU-hour", "试跑每卡时单价"),
}

UNITS: dict[str, tuple[str, str]] = {
    "gpus": ("GPUs", "卡"),
    "hours": ("h", "小时"),
    "months": ("months", "月"),
    "years": ("years", "年"),
    "machines": ("machines", "台"),
    "gpu_hours": ("GPU-h", "卡时"),
    "watts": ("W", "W"),
    "ratio": ("×", "×"),
    "fraction": ("share (0–1)", "比例 (0–1)"),
    "percent": ("%", "%"),
    "flag": ("1 yes / 0 no", "1 是 / 0 否"),
    "count": ("×", "次"),
    "quantity": ("units", "数量"),
    "money": ("{currency}", "{currency}"),
    "money_hundredths": ("{currency} ÷ 100", "{currency} ÷ 100"),
    "money_per_gpu_hour": ("{currency}/GPU-h", "{currency}/卡时"),
    "money_per_gpu_month": ("{currency}/GPU-month", "{currency}/卡/月"),
    "money_per_machine_month": ("{currency}/machine-month", "{currency}/台/月"),
    "money_per_machine": ("{currency}/machine", "{currency}/台"),
    "money_per_gpu": ("{currency}/GPU", "{currency}/卡"),
    "money_per_kwh": ("{currency}/kWh", "{currency}/kWh"),
    "money_per_month": ("{currency}/month", "{currency}/月"),
    "money_per_hour": ("{currency}/h", "{currency}/小时"),
    "money_per_gb": ("{currency}/GB", "{currency}/GB"),
    "money_per_gb_month": ("{currency}/GB-month", "{currency}/GB/月"),
}

SOURCES: dict[str, tuple[str, str]] = {
    "typed": ("typed", "用户输入"),
    "preset": ("preset", "预设"),
    "catalog": ("catalog prior", "目录先验值"),
    "calibration": ("calibration", "实测校准"),
    "computed": ("computed", "计算值"),
    "convention": ("convention", "约定"),
}


def _pick(table: dict[str, tuple[str, str]], key: str, lang: str) -> str:
    en, zh = table[key]
    return zh if language(lang) == "zh_CN" else en


def line_label(line: BillLine, lang: str = "en") -> str:
    name = str(line.params.get("name") or "")
    if not name and "kind" in line.params:
        name = Labels(lang)(f"kind.{line.params['kind']}")
    return _pick(LINES, line.code, lang).format(name=name)


def formula_text(line: BillLine, lang: str = "en") -> str:
    return _pick(FORMULAS, line.formula, lang).format(platform=line.params.get("platform", ""))


def unit_text(unit: str, currency: str, lang: str = "en") -> str:
    return _pick(UNITS, unit, lang).format(currency=currency)


def input_json(item: BillInput, currency: str, lang: str = "en") -> dict[str, Any]:
    return {
        "name": item.name,
        "label": _pick(INPUTS, item.name, lang),
        "value": item.value,
        "unit": unit_text(item.unit, currency, lang),
        "source": item.source.value,
        "source_text": _pick(SOURCES, item.source.value, lang),
    }


def line_json(line: BillLine, currency: str, lang: str = "en") -> dict[str, Any]:
    """One ``platforms[].bill[]`` entry of the report JSON."""
    return {
        "line": line.code.value,
        "label": line_label(line, lang),
        "group": line.group.value,
        "formula_code": line.formula,
        "formula": formula_text(line, lang),
        "params": dict(line.params),
        "inputs": [input_json(i, currency, lang) for i in line.inputs],
        "amount": line.amount,
    }
