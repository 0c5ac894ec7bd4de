"""The quote template's columns: key, value type, pricing modes; the header in both languages
is the catalog's (``quote.col.<key>``, or a pricing field's label).

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
from gpuplanner.core.storage import StorageKind
from gpuplanner.core.workload import TrainingStack
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
    "stack",  # a training stack (core/workload.py TrainingStack), by its catalog word
]

HOURLY = (PricingMode.ON_DEMAND, PricingMode.SPOT)
MONTHLY = (PricingMode.RESERVED, PricingMode.LEASE)


@dataclass(frozen=True)
class Column:
    key: str
    kind: Kind = "number"
    modes: tuple[PricingMode, ...] = ()  # pricing modes the column belongs to; () = every mode
    required: bool = False  # required on an offer row (a pricing mode's price: see PRICE_OF)
    path: tuple[str, ...] = ()  # a plan detail column: the platform field it fills
    label: str = ""  # its header's catalog key; "" → quote.col.<key> (io/messages/*/quotes.py)
    # What a value counts (a bill unit code of core/pricing_fields.py: money_per_gpu_hour,
    # months …; "" for none): a header's bracket must not say otherwise (header_units.py).
    unit: str = ""

    @property
    def en(self) -> str:
        return messages.text(self.label or f"quote.col.{self.key}", messages.ENGLISH)

    @property
    def zh(self) -> str:
        return messages.text(self.label or f"quote.col.{self.key}", messages.CHINESE)


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
        key = f.scale.key if f.scale is not None else name
        unit = f.scale.unit if f.scale is not None else f.unit
        columns.append(Column(key, kind, modes=tuple(modes), label=label_key(name), unit=unit))
    return tuple(columns)


_S = PricingMode.SELF_BUILT
COLUMNS: tuple[Column, ...] = (
    Column("row_type", "text"),
    Column("vendor", "text"),
    Column("name", "text", required=True),
    Column("gpu", "text", required=True),
    Column("mode", "mode", required=True),
    Column("currency", "text"),
    # The VAT basis of the row's prices (core/vat_basis.py); blank: excluding VAT (不含税).
    Column("prices_include_vat", "bool"),
    *_pricing_columns(),
    Column("gpus_per_node", "int"),
    Column("whole_nodes", "bool"),
    Column("intra_node", "link"),
    Column("inter_node", "link"),
    Column("nics_per_node", "int"),
    Column("max_gpus", "int", unit="gpus"),
    Column("fixed_gpus", "int", unit="gpus"),
    Column("lead_time_days", unit="days"),
    Column("setup_hours", unit="hours"),
    Column("quote_date", "date"),
    Column("valid_until", "until"),
    Column("discount_percent", "percent", unit="percent"),
    Column("negotiated_price", unit="money"),
    Column("negotiated_as_of", "date"),
    Column("negotiated_source", "text"),
    Column("markup_percent", "percent"),
    Column("mfu", "share"),
    Column("usable_memory_gb"),
    Column("virtualization_derate", "share"),
    # The provider's own training stack (a managed service running NeMo); blank: the
    # workload's (Platform.stack None).
    Column("stack", "stack"),
    Column("interruption_rate", unit="per_gpu_hour"),
    Column("notes", "text"),
    Column("preset", "text"),
    Column("fee_name", "text"),
    Column("fee_kind", "fee"),
    Column("fee_basis", "fee"),
    Column("fee_rate", unit="money"),
    Column("fee_quantity"),
    Column("fee_note", "text"),
)


def _d(key: str, kind: Kind, path: str, *modes: PricingMode) -> Column:
    return Column(key, kind, modes=modes, path=tuple(path.split(".")))


_RANGES = ("mfu", "scaling", "price", "interruption_rate", "setup_hours")
_CHECKS = ("quota_wait", "image_ready", "documentation", "ticket_response", "nccl_errors")
_CHECK_PARTS: tuple[tuple[str, Kind, str], ...] = (
    ("score", "int", "score"),  # 1–5
    ("value", "number", "value"),
    ("date", "date", "date"),
    ("note", "text", "note"),
)
# Blank detail cells take the platform's defaults (core/platform.py and its sub-models).
DETAIL_COLUMNS: tuple[Column, ...] = (
    # A GPU record of the plan's own (not the catalog's, or differing from it): when any of
    # these is filled, the GPU is exactly these columns, named by the GPU column.
    _d("gpu_id", "text", "gpu.id"),
    _d("gpu_memory_gb", "number", "gpu.memory_gb"),
    _d("gpu_bf16_tflops", "number", "gpu.bf16_tflops"),
    _d("gpu_fp16_tflops", "number", "gpu.fp16_tflops"),
    _d("gpu_fp8_tflops", "number", "gpu.fp8_tflops"),
    _d("gpu_tf32_tflops", "number", "gpu.tf32_tflops"),
    _d("gpu_fp32_tflops", "number", "gpu.fp32_tflops"),
    _d("gpu_tdp_w", "number", "gpu.tdp_w"),
    _d(
        "gpu_matmul_tflops",
        "number",
        "gpu.matmul_ceiling_tflops",
    ),
    _d("gpu_fp8_speedup", "number", "gpu.fp8_speedup"),
    _d(
        "gpu_memory_bandwidth_gbps",
        "number",
        "gpu.memory_bandwidth_gbps",
    ),
    # The currency the prices were quoted in and the rate they were converted at (core/
    # currency.convert_platform; the workbook converts them live).
    _d("quoted_currency", "text", "quoted_currency"),
    _d("quoted_rate", "number", "quoted_rate"),
    # Billing and run details.
    _d(
        "queue_hours",
        "number",
        "queue_hours",
    ),
    _d(
        "billing_increment_hours",
        "number",
        "pricing.billing_increment_hours",
        *HOURLY,
    ),
    _d(
        "quoted_per_node",
        "bool",
        "pricing.quoted_per_node",
        *HOURLY,
    ),
    _d("bill_whole_nodes", "bool", "bill_whole_nodes"),
    _d("prices_entered", "bool", "prices_entered"),
    _d("overlap", "share", "overlap"),
    _d(
        "efficiency_from_work",
        "bool",
        "efficiency_from_work",
    ),
    _d(
        "scaling_points",
        "points",
        "scaling_points",
    ),
    _d("upload_mbps", "number", "upload_mbps"),
    _d("download_mbps", "number", "download_mbps"),
    _d(
        "transfer_holds_gpus",
        "bool",
        "transfer_holds_gpus",
    ),
    _d("checkpointing", "bool", "checkpointing"),
    _d(
        "checkpoint_interval_hours",
        "number",
        "checkpoint_interval_hours",
    ),
    _d(
        "checkpoint_write_hours",
        "number",
        "checkpoint_write_hours",
    ),
    _d(
        "restart_hours",
        "number",
        "restart_hours",
    ),
    # A loan or finance lease on a self-built cluster's capex (core/financing.py).
    _d("financing_kind", "financing", "pricing.financing.kind", _S),
    _d(
        "financing_down_payment",
        "share",
        "pricing.financing.down_payment_fraction",
        _S,
    ),
    _d(
        "financing_rate",
        "share",
        "pricing.financing.annual_rate",
        _S,
    ),
    _d(
        "financing_term_months",
        "int",
        "pricing.financing.term_months",
        _S,
    ),
    _d(
        "financing_in_advance",
        "bool",
        "pricing.financing.in_advance",
        _S,
    ),
    _d(
        "financing_balloon",
        "share",
        "pricing.financing.balloon_fraction",
        _S,
    ),
    # Power draw for kWh and CO₂ (core/energy_models.py).
    _d(
        "energy_gpu_power_w",
        "number",
        "energy.gpu_power_w",
    ),
    _d(
        "energy_server_overhead",
        "number",
        "energy.server_overhead",
    ),
    _d("energy_pue", "number", "energy.pue"),
    _d("energy_load_factor", "share", "energy.load_factor"),
    _d("energy_idle_fraction", "share", "energy.idle_fraction"),
    _d(
        "energy_grid_kg_per_kwh",
        "number",
        "energy.grid_kg_per_kwh",
    ),
    # Uncertainty ranges, multipliers of the typed value (core/uncertainty_models.py).
    *(
        _d(f"range_{key}_{end}", "number", f"ranges.{key}.{end}")
        for key in _RANGES
        for end in ("low", "high")
    ),
    # Which pricing fields the user typed (the bill's "typed" source, core/bill_types.py).
    _d(
        "typed_pricing",
        "names",
        "typed_pricing",
    ),
    # Dataset and checkpoint throughput per node (core/storage.py).
    _d("storage_kind", "storage", "storage.kind"),
    _d(
        "storage_read_mb_s",
        "number",
        "storage.read_mb_s",
    ),
    _d(
        "storage_small_file_read_mb_s",
        "number",
        "storage.small_file_read_mb_s",
    ),
    _d(
        "storage_write_mb_s",
        "number",
        "storage.write_mb_s",
    ),
    _d(
        "storage_packed_dataset",
        "bool",
        "storage.packed_dataset",
    ),
    _d(
        "storage_small_file_kb",
        "number",
        "storage.small_file_kb",
    ),
    # What the qualification kit measured, where and when (core/qualification.py).
    _d("measurement_host", "text", "measurement.host"),
    _d(
        "measurement_at",
        "datetime",
        "measurement.measured_at",
    ),
    _d("measurement_file", "text", "measurement.file"),
    _d(
        "measurement_fields",
        "names",
        "measurement.fields",
    ),
    _d(
        "measurement_peak_memory_gb",
        "number",
        "measurement.peak_memory_gb",
    ),
    _d(
        "measurement_predicted_memory_gb",
        "number",
        "measurement.predicted_memory_gb",
    ),
    _d(
        "measurement_nccl_errors",
        "lines",
        "measurement.nccl_errors",
    ),
    # The trial's checklist: a score 1–5, a figure, a date and a note per item.
    *(
        _d(f"qual_{key}_{part}", kind, f"qualification.{key}.{field}")
        for key in _CHECKS
        for part, kind, field in _CHECK_PARTS
    ),
    _d("qual_notes", "text", "qualification.notes"),
    # A measured trial run on the platform (replaces the typed MFU).
    _d("calibration_gpus", "int", "calibration.gpus"),
    _d(
        "calibration_step_seconds",
        "number",
        "calibration.step_seconds",
    ),
    _d(
        "calibration_tokens_per_second",
        "number",
        "calibration.tokens_per_second",
    ),
    _d(
        "calibration_tokens_per_step",
        "number",
        "calibration.tokens_per_step",
    ),
    _d(
        "calibration_single_gpu_step_seconds",
        "number",
        "calibration.single_gpu_step_seconds",
    ),
    _d("calibration_note", "text", "calibration.note"),
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
        *(f"qual_{key}_note" for key in _CHECKS),
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
    "whole_nodes": ("仅整机",),
    "prices_entered": ("价格为手动输入",),
    "typed_pricing": ("手动输入的计费字段",),
}
# Headers vendors write for a column whose meaning is not in doubt (型号 on a GPU quote is
# the GPU's; 单价 or 价格 are not here: per GPU-hour, per month or per machine?).
_VENDOR_HEADERS = {
    "vendor": ("厂商", "供应商名称", "服务商", "provider", "supplier"),
    "gpu": ("型号", "显卡型号", "卡型", "GPU 类型", "GPU type", "model"),
    "mode": ("计费模式", "付费方式", "billing mode", "billing"),
    "minimum_months": ("最少租期", "最短租期", "最低租期"),
    "lead_time_days": ("交付周期", "交付时间", "交期"),
    "prices_include_vat": ("是否含税", "含税"),
    "notes": ("备注", "说明", "remarks", "comments"),
}
HEADERS: dict[str, str] = {}
for _c in COLUMNS:
    for _h in (_c.key, _c.en, _c.zh, *_OLD_HEADERS.get(_c.key, ())):
        HEADERS[normalize_header(_h)] = _c.key
for _key, _words_of in _VENDOR_HEADERS.items():
    for _h in _words_of:
        HEADERS.setdefault(normalize_header(_h), _key)


def header(key: str, lang: str) -> str:
    c = BY_KEY[key]
    return c.zh if messages.language(lang) == "zh_CN" else c.en


def _words(*pairs: tuple[str, tuple[str, ...]]) -> dict[str, str]:
    return {normalize_header(w): value for value, words in pairs for w in (value, *words)}


ROW_TYPES = _words(("offer", ("报价", "quote")), ("fee", ("费用", "fee line")))
# More words users write for a mode than its code and its names in both languages.
_MODE_WORDS: dict[str, tuple[str, ...]] = {
    "on_demand": ("按量", "按需", "按小时", "按时"),
    "spot": ("竞价", "抢占式", "竞价/抢占式", "抢占式实例", "preemptible"),
    "reserved": (
        "monthly",
        "reserved (monthly)",
        "包月",
        "按月",
        "月付",
        "预留",
        "预留实例",
        *("包年", "按年", "年付", "yearly", "annual"),
    ),
    "lease": ("machine lease", "租赁", "整机租赁", "长租"),
}
# Reserved words that mean a yearly contract: a row needs its minimum months (12 a year),
# else it would be billed as a one-month commitment.
YEARLY_MODES = frozenset(normalize_header(w) for w in ("包年", "按年", "年付", "yearly", "annual"))
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
# A storage kind: its code, its names in both languages (storage_kind.*) and more words.
_STORAGE_WORDS = {"unknown": ("未知",), "local_nvme": ("本地盘",)}
STORAGE_KINDS = _words(
    *(
        (
            k.value,
            (
                *(messages.text(f"storage_kind.{k.value}", lang) for lang in messages.LANGUAGES),
                *_STORAGE_WORDS.get(k.value, ()),
            ),
        )
        for k in StorageKind
    )
)
BOOLS = _words(("yes", ("true", "y", "1", "是", "对")), ("no", ("false", "n", "0", "否", "不")))


def _catalog_words(prefix: str, values: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """The catalog's word for each value in both languages (``fee_kind.egress``: "Egress",
    "公网流量费"), as the GUI and the Excel export write it: what a user copies back."""
    return {
        v: tuple(messages.text(f"{prefix}.{v}", lang) for lang in messages.LANGUAGES)
        for v in values
    }


# Fee kinds and bases: the catalog's words, and others users write for them.
_FEE_KIND_WORDS = _catalog_words("fee_kind", tuple(k.value for k in FeeKind))
_FEE_KIND_MORE = {
    FeeKind.EGRESS.value: ("流量",),
    FeeKind.SUPPORT.value: ("技术支持", "技术支持 / SLA"),
    FeeKind.LABOR.value: ("labour",),
}
FEE_KINDS = _words(*((k, w + _FEE_KIND_MORE.get(k, ())) for k, w in _FEE_KIND_WORDS.items()))
_FEE_BASIS_WORDS = _catalog_words("fee_basis", tuple(b.value for b in FeeBasis))
_FEE_BASIS_MORE = {  # older workbook and template words (before docs/glossary.md settled them)
    FeeBasis.FIXED.value: ("fixed", "固定"),
    FeeBasis.PER_GB_MONTH.value: ("按GB月", "每 GB·月"),
    FeeBasis.PER_JOB_HOUR.value: ("per hour of the job",),
    FeeBasis.PER_MONTH.value: ("per month", "按月", "每个起算月"),
    FeeBasis.PERCENT_OF_COMPUTE.value: (
        "percent of compute",
        "算力费用百分比",
        "Percent of (discounted compute + interruptions)",
    ),
}
FEE_BASES = _words(*((k, w + _FEE_BASIS_MORE.get(k, ())) for k, w in _FEE_BASIS_WORDS.items()))
# Training stacks: the catalog's names (``stack.megatron``: "Megatron-Core / NeMo"), as the
# GUI, the workbook and the template write them, in both languages, and the two names a
# provider's sheet often gives the first one alone.
_STACK_MORE = {TrainingStack.MEGATRON.value: ("Megatron-Core", "NeMo")}
STACKS = _words(
    *(
        (k, w + _STACK_MORE.get(k, ()))
        for k, w in _catalog_words("stack", tuple(s.value for s in TrainingStack)).items()
    )
)


def stack_names(lang: str) -> list[str]:
    """The stacks' catalog words in ``lang``, in the order of TrainingStack (the template's
    list and the message for an unknown one)."""
    return [messages.text(f"stack.{s.value}", lang) for s in TrainingStack]


def stack_list(lang: str) -> str:
    """The stacks' names as one text ("a, b" in English, "a、b" in Chinese)."""
    return messages.text("quote.summary.separator", lang).join(stack_names(lang))
