"""The quote template's columns: key, English and Chinese header, value type, pricing modes.

One row per offer (or, with row type "fee", one more fee line of an offer above it). A header
matches in either language, case and spacing ignored, with or without its unit in brackets:
"Lead time (days)", "lead time" and "交付周期（天）" name the same column.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Literal

from gpuplanner.core.fees import FeeBasis, FeeKind
from gpuplanner.core.platform import PricingMode
from gpuplanner.io import messages

Kind = Literal[
    "text", "number", "int", "share", "percent", "bool", "date", "until", "mode", "link", "fee"
]

HOURLY = (PricingMode.ON_DEMAND, PricingMode.SPOT)
MONTHLY = (PricingMode.RESERVED, PricingMode.LEASE)


@dataclass(frozen=True)
class Column:
    key: str
    en: str
    zh: str
    kind: Kind = "number"
    modes: tuple[PricingMode, ...] = ()  # pricing modes the column belongs to; () = every mode
    required: bool = False  # required on an offer row (a pricing mode's price: see PRICE_OF)


_S = PricingMode.SELF_BUILT
COLUMNS: tuple[Column, ...] = (
    Column("row_type", "Row type", "行类型", "text"),
    Column("vendor", "Vendor", "供应商", "text"),
    Column("name", "Platform name", "平台名称", "text", required=True),
    Column("gpu", "GPU", "GPU 型号", "text", required=True),
    Column("mode", "Pricing mode", "计费方式", "mode", required=True),
    Column("currency", "Currency", "币种", "text"),
    Column("price_per_gpu_hour", "Price per GPU-hour", "每卡时价格", modes=HOURLY),
    Column(
        "billing_increment_minutes", "Billing increment (minutes)", "计费步长（分钟）", modes=HOURLY
    ),
    Column("minimum_hours", "Minimum billed hours", "最低计费小时", modes=HOURLY),
    Column(
        "price_per_gpu_month", "Price per GPU-month", "每卡每月价格", modes=(PricingMode.RESERVED,)
    ),
    Column("minimum_months", "Minimum months", "最短租期（月）", "int", modes=MONTHLY),
    Column(
        "price_per_machine_month",
        "Price per machine-month",
        "每台每月价格",
        modes=(PricingMode.LEASE,),
    ),
    Column(
        "addons_per_machine_month",
        "Add-ons per machine-month",
        "每台每月附加费",
        modes=(PricingMode.LEASE,),
    ),
    Column("deposit_per_machine", "Deposit per machine", "每台押金", modes=(PricingMode.LEASE,)),
    Column(
        "deposit_refundable", "Deposit refundable", "押金可退", "bool", modes=(PricingMode.LEASE,)
    ),
    Column("capex_per_gpu", "Purchase per GPU", "每卡购置成本", modes=(_S,)),
    Column("spares_fraction", "Spares share", "备件比例", "share", modes=(_S,)),
    Column("depreciation_years", "Depreciation (years)", "折旧年限（年）", modes=(_S,)),
    Column("residual_fraction", "Residual value share", "残值比例", "share", modes=(_S,)),
    Column("power_w_per_gpu", "Power per GPU (W)", "每卡功耗（W）", modes=(_S,)),
    Column("pue", "PUE", "PUE", modes=(_S,)),
    Column("electricity_per_kwh", "Electricity per kWh", "每千瓦时电价", modes=(_S,)),
    Column("hosting_per_gpu_month", "Hosting per GPU-month", "每卡每月托管费", modes=(_S,)),
    Column("staff_per_month", "Staff per month", "每月运维人力费", modes=(_S,)),
    Column(
        "repair_fraction_per_year", "Repairs per year (share)", "年维修率", "share", modes=(_S,)
    ),
    Column(
        "charge_whole_purchase", "Charge whole purchase", "整笔购置计入本任务", "bool", modes=(_S,)
    ),
    Column("gpus_per_node", "GPUs per node", "每节点 GPU 数", "int"),
    Column("whole_nodes", "Whole nodes only", "仅整机", "bool"),
    Column("intra_node", "Intra-node link (GB/s or preset)", "节点内互联（GB/s 或预设）", "link"),
    Column("inter_node", "Inter-node link (GB/s or preset)", "节点间互联（GB/s 或预设）", "link"),
    Column("nics_per_node", "Network adapters per node", "每节点网卡数", "int"),
    Column("max_gpus", "Quota / stock (GPUs)", "配额/库存（卡）", "int"),
    Column("fixed_gpus", "Fixed GPU count", "固定卡数", "int"),
    Column("lead_time_days", "Lead time (days)", "交付周期（天）"),
    Column("setup_hours", "Setup (hours)", "环境搭建（小时）"),
    Column("quote_date", "Quote date", "报价日期", "date"),
    Column("valid_until", "Valid until (date or days)", "有效期至（日期或天数）", "until"),
    Column("discount_percent", "Discount (%)", "折扣（%）", "percent"),
    Column("negotiated_price", "Negotiated price", "议定价格"),
    Column("negotiated_as_of", "Negotiated on", "议价日期", "date"),
    Column("negotiated_source", "Negotiation source", "议价依据", "text"),
    Column("markup_percent", "Internal markup (%)", "内部加价（%）", "percent"),
    Column("mfu", "MFU", "MFU", "share"),
    Column("usable_memory_gb", "Usable memory per GPU (GB)", "每卡可用显存（GB）"),
    Column("virtualization_derate", "Virtualization loss", "虚拟化损耗", "share"),
    Column("interruption_rate", "Interruptions per GPU-hour", "每卡时中断率"),
    Column("notes", "Notes", "备注", "text"),
    Column("preset", "Catalog preset", "目录预设", "text"),
    Column("fee_name", "Fee name", "费用名称", "text"),
    Column("fee_kind", "Fee kind", "费用类型", "fee"),
    Column("fee_basis", "Fee basis", "计费依据", "fee"),
    Column("fee_rate", "Fee rate", "费率"),
    Column("fee_quantity", "Fee quantity", "费用数量"),
    Column("fee_note", "Fee note", "费用备注", "text"),
)
BY_KEY = {c.key: c for c in COLUMNS}
FEE_KEYS = ("fee_name", "fee_kind", "fee_basis", "fee_rate", "fee_quantity", "fee_note")
# The price each pricing mode cannot do without.
PRICE_OF: dict[PricingMode, str] = {
    PricingMode.ON_DEMAND: "price_per_gpu_hour",
    PricingMode.SPOT: "price_per_gpu_hour",
    PricingMode.RESERVED: "price_per_gpu_month",
    PricingMode.LEASE: "price_per_machine_month",
    PricingMode.SELF_BUILT: "capex_per_gpu",
}

_BRACKET = re.compile(r"[(（].*?[)）]")


def normalize_header(text: str) -> str:
    """'Lead time (days)' → 'leadtime'; full-width forms folded (NFKC), case and spaces gone."""
    text = unicodedata.normalize("NFKC", text).strip().lower().removesuffix("*")
    text = _BRACKET.sub("", text)
    return re.sub(r"[\s_\-·/]+", "", text)


HEADERS: dict[str, str] = {}
for _c in COLUMNS:
    for _h in (_c.key, _c.en, _c.zh):
        HEADERS[normalize_header(_h)] = _c.key


def header(key: str, lang: str) -> str:
    c = BY_KEY[key]
    return c.zh if messages.language(lang) == "zh_CN" else c.en


def _words(*pairs: tuple[str, tuple[str, ...]]) -> dict[str, str]:
    return {normalize_header(w): value for value, words in pairs for w in (value, *words)}


ROW_TYPES = _words(("offer", ("报价", "quote")), ("fee", ("费用", "fee line")))
MODES = _words(
    (PricingMode.ON_DEMAND.value, ("on-demand", "on demand", "按需", "按量", "按量付费")),
    (PricingMode.SPOT.value, ("竞价", "竞价实例", "抢占式")),
    (PricingMode.RESERVED.value, ("monthly", "reserved (monthly)", "包月", "包年", "包月/包年")),
    (PricingMode.LEASE.value, ("machine lease", "整机租赁", "租赁")),
    (PricingMode.SELF_BUILT.value, ("self-built", "self built", "自建")),
)
BOOLS = _words(("yes", ("true", "y", "1", "是", "对")), ("no", ("false", "n", "0", "否", "不")))
# Words for fee kinds and bases, as the Excel export labels them (io/excel/labels.py).
FEE_KINDS = _words(
    (FeeKind.STORAGE_OBJECT.value, ("object storage", "对象存储")),
    (FeeKind.STORAGE_FILE.value, ("file storage", "文件存储")),
    (FeeKind.STORAGE_BLOCK.value, ("block storage", "块存储")),
    (FeeKind.EGRESS.value, ("公网流量费", "流量")),
    (FeeKind.PUBLIC_IP.value, ("public ip", "公网 IP")),
    (FeeKind.SNAPSHOTS.value, ("快照",)),
    (FeeKind.SUPPORT.value, ("support / sla", "技术支持", "技术支持/SLA")),
    (FeeKind.LABOR.value, ("labour", "人工")),
    (FeeKind.OTHER.value, ("其他",)),
)
FEE_BASES = _words(
    (FeeBasis.FIXED.value, ("固定",)),
    (FeeBasis.PER_GB.value, ("per gb", "按 GB")),
    (FeeBasis.PER_GB_MONTH.value, ("per gb-month", "按 GB·月", "按GB月")),
    (FeeBasis.PER_JOB_HOUR.value, ("per hour of the job", "按任务小时")),
    (FeeBasis.PER_GPU_HOUR.value, ("per gpu-hour", "按卡时")),
    (FeeBasis.PER_MONTH.value, ("per started month", "per month", "按月")),
    (FeeBasis.PERCENT_OF_COMPUTE.value, ("percent of compute", "算力费用百分比")),
)
