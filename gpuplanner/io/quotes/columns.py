"""The quote template's columns: key, English and Chinese header, value type, pricing modes.

One row per offer (or, with row type "fee", one more fee line of an offer above it). A header
matches in either language, case and spacing ignored, with or without its unit in brackets:
"Lead time (days)", "lead time" and "交付周期（天）" name the same column.

The quote columns come first; after the fee columns come the *plan detail* columns
(``DETAIL_COLUMNS``): every other platform field a plan holds (a custom GPU record, scaling
points, checkpoints, data movement, financing, energy, uncertainty ranges, a measured trial
run), each with the dotted ``path`` of the platform field it fills (io/quotes/detail.py), so
a plan's platforms exported to the template come back as the same platforms.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Literal

from gpuplanner.core.fees import FeeBasis, FeeKind
from gpuplanner.core.platform import PricingMode
from gpuplanner.core.pricing_fields import (
    PriceField,
    is_int,
    label_key,
    list_price_field,
    price_fields,
)
from gpuplanner.core.pricing_modes import MODE_CLASS, modes_of, pricing_classes
from gpuplanner.io import messages

Kind = Literal[
    "text",
    "number",
    "int",
    "share",
    "percent",
    "bool",
    "date",
    "until",
    "mode",
    "link",
    "fee",
    "points",
    "financing",
    "names",  # a list of identifiers: "a; b; c"
    "lines",  # a list of texts, one per line
    "datetime",  # ISO 8601 date and time, e.g. 2026-11-30T14:05:00+08:00
    "storage",  # a storage kind (core/storage.py StorageKind)
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
    path: tuple[str, ...] = ()  # a plan detail column: the platform field it fills


def _pricing_columns() -> tuple[Column, ...]:
    """A column per quoted pricing field (core/pricing_fields.py), headed by its label in
    both languages, for the modes whose classes have the field; a field shown in another
    unit (the billing increment in minutes) under its scaled key."""
    found: dict[str, tuple[type, PriceField, list[PricingMode]]] = {}
    for cls in pricing_classes():
        for name, f in price_fields(cls).items():
            if f.quote:
                found.setdefault(name, (cls, f, []))[2].extend(modes_of(cls))
    columns = []
    for name, (cls, f, modes) in found.items():
        kind: Kind = "number"
        if f.flag:
            kind = "bool"
        elif f.fraction:
            kind = "share"
        elif is_int(cls, name):
            kind = "int"
        en = messages.text(label_key(name), messages.ENGLISH)
        zh = messages.text(label_key(name), messages.CHINESE)
        key = f.scale.key if f.scale is not None else name
        columns.append(Column(key, en, zh, kind, modes=tuple(modes)))
    return tuple(columns)


_S = PricingMode.SELF_BUILT
COLUMNS: tuple[Column, ...] = (
    Column("row_type", "Row type", "行类型", "text"),
    Column("vendor", "Vendor", "供应商", "text"),
    Column("name", "Platform name", "平台名称", "text", required=True),
    Column("gpu", "GPU", "GPU 型号", "text", required=True),
    Column("mode", "Pricing mode", "计费方式", "mode", required=True),
    Column("currency", "Currency", "币种", "text"),
    # The VAT basis of the row's prices (core/vat_basis.py); blank: excluding VAT (不含税).
    Column("prices_include_vat", "Prices include VAT", "价格含税", "bool"),
    *_pricing_columns(),
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


def _d(key: str, en: str, zh: str, kind: Kind, path: str, *modes: PricingMode) -> Column:
    return Column(key, en, zh, kind, modes=modes, path=tuple(path.split(".")))


_RANGES = (
    ("mfu", "MFU", "MFU "),
    ("scaling", "Scaling", "扩展效率"),
    ("price", "Price", "价格"),
    ("interruption_rate", "Interruptions", "中断率"),
    ("setup_hours", "Setup", "搭建时间"),
)
_CHECKS = (
    ("quota_wait", "Quota wait", "配额等待"),
    ("image_ready", "Image ready", "镜像就绪"),
    ("documentation", "Documentation", "文档"),
    ("ticket_response", "Ticket response", "工单响应"),
    ("nccl_errors", "NCCL errors", "NCCL 错误"),
)
_CHECK_PARTS: tuple[tuple[str, str, str, Kind, str], ...] = (
    ("score", "score (1–5)", "评分（1–5）", "int", "score"),
    ("value", "figure", "数值", "number", "value"),
    ("date", "date", "日期", "date", "date"),
    ("note", "note", "备注", "text", "note"),
)
# Blank detail cells take the platform's defaults (core/platform.py and its sub-models).
DETAIL_COLUMNS: tuple[Column, ...] = (
    # A GPU record of the plan's own (not the catalog's, or differing from it): when any of
    # these is filled, the GPU is exactly these columns, named by the GPU column.
    _d("gpu_id", "GPU id (own GPU record)", "GPU 标识（自定义 GPU）", "text", "gpu.id"),
    _d("gpu_memory_gb", "GPU memory (GB)", "GPU 显存（GB）", "number", "gpu.memory_gb"),
    _d("gpu_bf16_tflops", "GPU BF16 TFLOPS", "GPU BF16 TFLOPS", "number", "gpu.bf16_tflops"),
    _d("gpu_fp16_tflops", "GPU FP16 TFLOPS", "GPU FP16 TFLOPS", "number", "gpu.fp16_tflops"),
    _d("gpu_fp8_tflops", "GPU FP8 TFLOPS", "GPU FP8 TFLOPS", "number", "gpu.fp8_tflops"),
    _d("gpu_tf32_tflops", "GPU TF32 TFLOPS", "GPU TF32 TFLOPS", "number", "gpu.tf32_tflops"),
    _d("gpu_fp32_tflops", "GPU FP32 TFLOPS", "GPU FP32 TFLOPS", "number", "gpu.fp32_tflops"),
    _d("gpu_tdp_w", "GPU TDP (W)", "GPU 热设计功耗（W）", "number", "gpu.tdp_w"),
    _d(
        "gpu_matmul_tflops",
        "GPU measured matmul TFLOPS",
        "GPU 实测矩阵乘 TFLOPS",
        "number",
        "gpu.matmul_ceiling_tflops",
    ),
    _d("gpu_fp8_speedup", "GPU FP8 speed-up", "GPU FP8 加速比", "number", "gpu.fp8_speedup"),
    _d(
        "gpu_memory_bandwidth_gbps",
        "GPU memory bandwidth (GB/s)",
        "GPU 显存带宽（GB/s）",
        "number",
        "gpu.memory_bandwidth_gbps",
    ),
    # The currency the prices were quoted in and the rate they were converted at (core/
    # currency.convert_platform; the workbook converts them live).
    _d("quoted_currency", "Quoted in currency", "报价币种", "text", "quoted_currency"),
    _d("quoted_rate", "Converted at rate", "换算汇率", "number", "quoted_rate"),
    # Billing and run details.
    _d(
        "queue_hours",
        "Wait before hand-over (hours)",
        "交付前等待（小时）",
        "number",
        "queue_hours",
    ),
    _d(
        "billing_increment_hours",
        "Billing increment in hours",
        "以小时计的计费步长",
        "number",
        "pricing.billing_increment_hours",
        *HOURLY,
    ),
    _d(
        "quoted_per_node",
        "Quoted per node-hour",
        "按节点小时报价",
        "bool",
        "pricing.quoted_per_node",
        *HOURLY,
    ),
    _d("bill_whole_nodes", "Bill whole nodes", "按整节点计费", "bool", "bill_whole_nodes"),
    _d("prices_entered", "Prices typed by hand", "价格为手动输入", "bool", "prices_entered"),
    _d("overlap", "Communication overlap", "通信重叠比例", "share", "overlap"),
    _d(
        "efficiency_from_work",
        "Compute time from the work",
        "按计算量推算计算时间",
        "bool",
        "efficiency_from_work",
    ),
    _d(
        "scaling_points",
        "Measured scaling (GPUs: efficiency; …)",
        "实测扩展效率（卡数: 效率; …）",
        "points",
        "scaling_points",
    ),
    _d("upload_mbps", "Upload (Mbit/s)", "上传带宽（Mbit/s）", "number", "upload_mbps"),
    _d("download_mbps", "Download (Mbit/s)", "下载带宽（Mbit/s）", "number", "download_mbps"),
    _d(
        "transfer_holds_gpus",
        "GPUs held while data moves",
        "数据传输期间占用 GPU",
        "bool",
        "transfer_holds_gpus",
    ),
    _d("checkpointing", "Checkpointing", "保存检查点", "bool", "checkpointing"),
    _d(
        "checkpoint_interval_hours",
        "Checkpoint interval (hours)",
        "检查点间隔（小时）",
        "number",
        "checkpoint_interval_hours",
    ),
    _d(
        "checkpoint_write_hours",
        "Checkpoint write (hours)",
        "检查点写入耗时（小时）",
        "number",
        "checkpoint_write_hours",
    ),
    _d(
        "restart_hours",
        "Restart after an interruption (hours)",
        "中断后重启（小时）",
        "number",
        "restart_hours",
    ),
    # A loan or finance lease on a self-built cluster's capex (core/financing.py).
    _d("financing_kind", "Financing", "融资方式", "financing", "pricing.financing.kind", _S),
    _d(
        "financing_down_payment",
        "Down payment (share)",
        "首付比例",
        "share",
        "pricing.financing.down_payment_fraction",
        _S,
    ),
    _d(
        "financing_rate",
        "Annual interest rate (APR)",
        "年利率（APR）",
        "share",
        "pricing.financing.annual_rate",
        _S,
    ),
    _d(
        "financing_term_months",
        "Financing term (months)",
        "融资期限（月）",
        "int",
        "pricing.financing.term_months",
        _S,
    ),
    _d(
        "financing_in_advance",
        "Payments in advance",
        "期初付款",
        "bool",
        "pricing.financing.in_advance",
        _S,
    ),
    _d(
        "financing_balloon",
        "Balloon or residual (share)",
        "尾款或残值比例",
        "share",
        "pricing.financing.balloon_fraction",
        _S,
    ),
    # Power draw for kWh and CO₂ (core/energy_models.py).
    _d(
        "energy_gpu_power_w",
        "Measured draw per GPU (W)",
        "实测每卡功率（W）",
        "number",
        "energy.gpu_power_w",
    ),
    _d(
        "energy_server_overhead",
        "Server power factor",
        "服务器功耗系数",
        "number",
        "energy.server_overhead",
    ),
    _d("energy_pue", "Data-centre PUE (energy)", "机房 PUE（能耗）", "number", "energy.pue"),
    _d("energy_load_factor", "Load factor", "负载系数", "share", "energy.load_factor"),
    _d(
        "energy_idle_fraction", "Idle draw (share)", "空闲功耗比例", "share", "energy.idle_fraction"
    ),
    _d(
        "energy_grid_kg_per_kwh",
        "Grid CO₂ (kg/kWh)",
        "电网碳排放（kg/kWh）",
        "number",
        "energy.grid_kg_per_kwh",
    ),
    # Uncertainty ranges, multipliers of the typed value (core/uncertainty_models.py).
    *(
        _d(f"range_{key}_{end}", f"{en} range {end} (×)", f"{zh}区间{word}（倍）", "number", p)
        for key, en, zh in _RANGES
        for end, word, p in (
            ("low", "下限", f"ranges.{key}.low"),
            ("high", "上限", f"ranges.{key}.high"),
        )
    ),
    # Which pricing fields the user typed (the bill's "typed" source, core/bill_types.py).
    _d(
        "typed_pricing",
        "Typed pricing fields (a; b)",
        "手动输入的计费字段（a; b）",
        "names",
        "typed_pricing",
    ),
    # Dataset and checkpoint throughput per node (core/storage.py).
    _d("storage_kind", "Storage kind", "存储类型", "storage", "storage.kind"),
    _d(
        "storage_read_mb_s",
        "Storage read (MB/s)",
        "存储顺序读（MB/s）",
        "number",
        "storage.read_mb_s",
    ),
    _d(
        "storage_small_file_read_mb_s",
        "Storage small-file read (MB/s)",
        "存储小文件读（MB/s）",
        "number",
        "storage.small_file_read_mb_s",
    ),
    _d(
        "storage_write_mb_s",
        "Storage write (MB/s)",
        "存储写入（MB/s）",
        "number",
        "storage.write_mb_s",
    ),
    _d(
        "storage_packed_dataset",
        "Dataset packed in large files",
        "数据集为打包大文件",
        "bool",
        "storage.packed_dataset",
    ),
    _d(
        "storage_small_file_kb",
        "Small-file test size (KB)",
        "小文件测试大小（KB）",
        "number",
        "storage.small_file_kb",
    ),
    # What the qualification kit measured, where and when (core/qualification.py).
    _d("measurement_host", "Measured on host", "测量主机", "text", "measurement.host"),
    _d(
        "measurement_at",
        "Measured at (date and time)",
        "测量时间",
        "datetime",
        "measurement.measured_at",
    ),
    _d("measurement_file", "Measurement file", "测量结果文件", "text", "measurement.file"),
    _d(
        "measurement_fields",
        "Inputs set by the measurement (a; b)",
        "由测量设定的输入（a; b）",
        "names",
        "measurement.fields",
    ),
    _d(
        "measurement_peak_memory_gb",
        "Measured peak memory per GPU (GB)",
        "实测每卡峰值显存（GB）",
        "number",
        "measurement.peak_memory_gb",
    ),
    _d(
        "measurement_predicted_memory_gb",
        "Predicted memory per GPU (GB)",
        "预测每卡显存（GB）",
        "number",
        "measurement.predicted_memory_gb",
    ),
    _d(
        "measurement_nccl_errors",
        "NCCL errors seen (one per line)",
        "出现的 NCCL 错误（每行一条）",
        "lines",
        "measurement.nccl_errors",
    ),
    # The trial's checklist: a score 1–5, a figure, a date and a note per item.
    *(
        _d(f"qual_{key}_{part}", f"{en} {pen}", f"{zh}{pzh}", kind, f"qualification.{key}.{field}")
        for key, en, zh in _CHECKS
        for part, pen, pzh, kind, field in _CHECK_PARTS
    ),
    _d("qual_notes", "Trial checklist notes", "试用检查备注", "text", "qualification.notes"),
    # A measured trial run on the platform (replaces the typed MFU).
    _d("calibration_gpus", "Trial run GPUs", "试运行卡数", "int", "calibration.gpus"),
    _d(
        "calibration_step_seconds",
        "Trial step time (s)",
        "试运行步时（秒）",
        "number",
        "calibration.step_seconds",
    ),
    _d(
        "calibration_tokens_per_second",
        "Trial tokens per second",
        "试运行每秒 token 数",
        "number",
        "calibration.tokens_per_second",
    ),
    _d(
        "calibration_tokens_per_step",
        "Trial tokens per step",
        "试运行每步 token 数",
        "number",
        "calibration.tokens_per_step",
    ),
    _d(
        "calibration_single_gpu_step_seconds",
        "Trial one-GPU step time (s)",
        "试运行单卡步时（秒）",
        "number",
        "calibration.single_gpu_step_seconds",
    ),
    _d("calibration_note", "Trial note", "试运行备注", "text", "calibration.note"),
)
COLUMNS = COLUMNS + DETAIL_COLUMNS
# Text columns that hold a note (up to MAX_NOTE_CHARS, line breaks allowed).
NOTE_KEYS = frozenset(
    {
        "notes",
        "negotiated_source",
        "fee_note",
        "calibration_note",
        "measurement_nccl_errors",
        "qual_notes",
        *(f"qual_{key}_note" for key, _, _ in _CHECKS),
    }
)
BY_KEY = {c.key: c for c in COLUMNS}
FEE_KEYS = ("fee_name", "fee_kind", "fee_basis", "fee_rate", "fee_quantity", "fee_note")
# The price each pricing mode cannot do without: its class's list price.
PRICE_OF: dict[PricingMode, str] = {m: list_price_field(c) for m, c in MODE_CLASS.items()}

_BRACKET = re.compile(r"[(（].*?[)）]")


def normalize_header(text: str) -> str:
    """'Lead time (days)' → 'leadtime'; full-width forms folded (NFKC), case and spaces gone."""
    text = unicodedata.normalize("NFKC", text).strip().lower().removesuffix("*")
    text = _BRACKET.sub("", text)
    return re.sub(r"[\s_\-·/]+", "", text)


# Chinese headers of templates written before the glossary settled one term per concept
# (docs/glossary.md, issue 27): a quote filled in on an old template still reads.
_OLD_HEADERS = {
    "price_per_gpu_hour": ("每卡时价格",),
    "minimum_hours": ("最低计费小时",),
    "price_per_gpu_month": ("每卡每月价格",),
    "price_per_machine_month": ("每台每月价格",),
    "addons_per_machine_month": ("每台每月附加费",),
    "electricity_per_kwh": ("每千瓦时电价",),
    "staff_per_month": ("每月运维人力费",),
}
HEADERS: dict[str, str] = {}
for _c in COLUMNS:
    for _h in (_c.key, _c.en, _c.zh, *_OLD_HEADERS.get(_c.key, ())):
        HEADERS[normalize_header(_h)] = _c.key


def header(key: str, lang: str) -> str:
    c = BY_KEY[key]
    return c.zh if messages.language(lang) == "zh_CN" else c.en


def _words(*pairs: tuple[str, tuple[str, ...]]) -> dict[str, str]:
    return {normalize_header(w): value for value, words in pairs for w in (value, *words)}


ROW_TYPES = _words(("offer", ("报价", "quote")), ("fee", ("费用", "fee line")))
# More words users write for a mode than its code and its names in both languages.
_MODE_WORDS: dict[str, tuple[str, ...]] = {
    "on_demand": ("按量", "按需"),
    "spot": ("竞价", "抢占式"),
    "reserved": ("monthly", "reserved (monthly)", "包月", "包年"),
    "lease": ("machine lease", "租赁"),
}
MODES = _words(
    *(
        (
            m.value,
            (
                m.value.replace("_", " "),
                *(messages.text(f"mode.{m.value}", lang) for lang in messages.LANGUAGES),
                *_MODE_WORDS.get(m.value, ()),
            ),
        )
        for m in PricingMode
    )
)
FINANCING = _words(("loan", ("贷款",)), ("finance_lease", ("finance lease", "融资租赁")))
STORAGE_KINDS = _words(
    ("unknown", ("未知",)),
    ("object", ("object storage", "对象存储")),
    ("parallel_fs", ("parallel file system", "并行文件系统")),
    ("local_nvme", ("local nvme", "本地 NVMe", "本地盘")),
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
