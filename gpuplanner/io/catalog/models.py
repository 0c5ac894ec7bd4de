"""The catalog records (GPUs, models, interconnects, platform presets), validated by pydantic.

Every record carries a ``source`` and an ``as_of`` date (its last two fields). Its texts a user
reads are in English, and in Simplified Chinese in the record's ``zh_CN`` object of the same
field names (``Worded``); ``source`` (a citation) and ids, instance and region codes are not
translated. TFLOPS are DENSE
tensor figures with FP32 accumulate (GeForce cards at their half rate); a record whose BF16/FP16
figure is not at most half its 2:4-sparse headline is refused: that is the sparse number in
disguise.
"""

from __future__ import annotations

import datetime as dt
import re
from enum import StrEnum
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field, model_validator

from gpuplanner.core.base import (
    Fraction,
    Frozen,
    NonNegFloat,
    PositiveFloat,
    PositiveInt,
    Utilization,
)
from gpuplanner.core.errors import ErrorCode, invalid
from gpuplanner.core.platform import Pricing, PricingMode
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.text import Lines, OneLine

CATALOG_SCHEMA_VERSION = 1

# "2026", "2026-11" or "2026-11-09": sources date prices to the year, month or day.
PartialDate = Annotated[str, Field(pattern=r"^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$")]
Id = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9._-]{0,63}$")]
# User text (a user catalog is a stranger's file): cleaned by the plan's one sanitiser
# (core/text.py), so a catalog name shows in the pickers as it will in every output.
Text = Annotated[OneLine, Field(min_length=1)]
Notes = Annotated[Lines, Field(min_length=1)]
Currency = Annotated[str, Field(pattern=r"^[A-Z]{3}$")]

SPARSE_TOLERANCE = 1.01  # rounding in datasheets: 2 × 181.05 = 362.1 is quoted as 362


def partial_date(value: str) -> dt.date:
    """The first day of the period a partial date names ("2026-08" → 2026-08-01)."""
    parts = [int(p) for p in re.split("-", value)]
    return dt.date(parts[0], parts[1] if len(parts) > 1 else 1, parts[2] if len(parts) > 2 else 1)


class CatalogCode(StrEnum):
    """Why a catalog entry is refused (worded by ``error.<code>`` in io/messages)."""

    PRICE_UNDATED = "catalog_price_undated"
    PRICE_LOW_HIGH = "catalog_price_low_high"
    NOT_DENSE = "catalog_not_dense"  # dense, sparse
    MFU_ABOVE_CEILING = "catalog_mfu_above_ceiling"  # mfu, ceiling, peak, share
    ACTIVE_WITH_MOE = "catalog_active_with_moe"
    BUSBW_OUT_OF_BAND = "catalog_busbw_out_of_band"
    NICS_INTRA_NODE = "catalog_nics_intra_node"
    NODE_BUSBW_NEEDS_NICS = "catalog_node_busbw_needs_nics"
    NODE_BUSBW_PRODUCT = "catalog_node_busbw_product"
    QUOTE_WITHOUT_PRICING = "catalog_quote_without_pricing"
    QUOTE_MODE = "catalog_quote_mode"
    PRICED_UNDATED = "catalog_priced_undated"
    SELF_BUILT_KIND = "catalog_self_built_kind"
    SELF_BUILT_CAPEX = "catalog_self_built_capex"
    CAPEX_SUM = "catalog_capex_sum"  # capex, parts
    QUOTA_BELOW_NODE = "catalog_quota_below_node"
    SPOT_BAND_UNKNOWN = "catalog_spot_band_unknown"
    WORDED_LENGTH = "catalog_worded_length"  # items, worded


ZH_CN = "zh_CN"  # the one language a catalog entry is translated into (English is its own)


class Worded(Frozen):
    """A catalog object with texts a user reads: its own (English) words, and their Simplified
    Chinese in ``zh_CN`` — an object holding any of the fields ``WORDED`` names (a list field as
    a list of the same length). A user's entry may leave ``zh_CN`` out, or any field of it: that
    text then reads in the entry's own words in both languages."""

    WORDED: ClassVar[tuple[str, ...]] = ()
    zh_CN: Any = None  # each subclass narrows it to its own *Zh model, the fields of WORDED

    def worded(self, name: str, lang: str = "en") -> Any:
        """The field ``name`` in ``lang``: its Chinese when asked for and given, else its own."""
        if lang == ZH_CN and self.zh_CN is not None:
            chinese = getattr(self.zh_CN, name)
            if chinese is not None:
                return chinese
        return getattr(self, name)

    @model_validator(mode="after")
    def _lists_match(self) -> Worded:
        for name in self.WORDED:
            chinese = getattr(self.zh_CN, name, None) if self.zh_CN is not None else None
            own = getattr(self, name)
            if isinstance(chinese, tuple) and len(chinese) != len(own):
                raise invalid(
                    CatalogCode.WORDED_LENGTH, f"zh_CN.{name}", items=len(own), worded=len(chinese)
                )
        return self


class GpuPriceZh(Frozen):
    """A GPU price's basis in Simplified Chinese."""

    basis: Text | None = None


class GpuZh(Frozen):
    """A GPU's texts in Simplified Chinese."""

    mfu_rationale: Text | None = None
    notes: Notes | None = None


class ModelZh(Frozen):
    """A model's notes in Simplified Chinese."""

    notes: Notes | None = None


class InterconnectZh(Frozen):
    """An interconnect's name and basis in Simplified Chinese."""

    name: Text | None = None
    basis: Text | None = None


class CapexZh(Frozen):
    """A capex breakdown's bases in Simplified Chinese."""

    gpu_and_server_basis: Text | None = None
    network_basis: Text | None = None


class PresetZh(Frozen):
    """A platform preset's texts in Simplified Chinese."""

    name: Text | None = None
    provider: Text | None = None
    notes: Notes | None = None
    price_basis: Text | None = None
    interruption_basis: Text | None = None
    quote_items: tuple[Text, ...] | None = None


class InterruptionZh(Frozen):
    """The interruption defaults' bases in Simplified Chinese."""

    hardware_basis: Text | None = None
    spot_basis: Text | None = None


class GpuPrice(Worded):
    """Approximate purchase price per card; all figures ``None`` means "needs quote"."""

    WORDED = tuple(GpuPriceZh.model_fields)

    usd: PositiveFloat | None = None
    usd_low: PositiveFloat | None = None
    usd_high: PositiveFloat | None = None
    cny: PositiveFloat | None = None
    cny_low: PositiveFloat | None = None
    cny_high: PositiveFloat | None = None
    basis: Text
    source: str | None = None
    as_of: PartialDate | None = None
    confirmed: bool = False
    zh_CN: GpuPriceZh | None = None

    @property
    def needs_quote(self) -> bool:
        figures = (self.usd, self.usd_low, self.usd_high, self.cny, self.cny_low, self.cny_high)
        return all(v is None for v in figures)

    @model_validator(mode="after")
    def _dated_when_priced(self) -> GpuPrice:
        if not self.needs_quote and (not self.source or not self.as_of):
            raise invalid(CatalogCode.PRICE_UNDATED)
        for low, high in ((self.usd_low, self.usd_high), (self.cny_low, self.cny_high)):
            if low is not None and high is not None and low > high:
                raise invalid(CatalogCode.PRICE_LOW_HIGH)
        return self


class GpuRecord(Worded):
    WORDED = tuple(GpuZh.model_fields)

    id: Id
    aliases: tuple[Id, ...] = ()  # ids older plans used for the same card
    name: Text
    vendor: Text
    architecture: str = ""
    form_factor: str = ""
    launch_year: Annotated[int, Field(ge=2010, le=2100)]
    memory_gb: PositiveFloat
    memory_type: str = ""
    memory_bandwidth_gbps: PositiveFloat | None = None
    bf16_tflops: PositiveFloat | None = None  # dense tensor, FP32 accumulate
    fp16_tflops: PositiveFloat | None = None  # dense tensor, FP32 accumulate
    fp16_fp16acc_tflops: PositiveFloat | None = None  # GeForce-style faster rate: not for training
    fp8_tflops: PositiveFloat | None = None
    tf32_tflops: PositiveFloat | None = None
    fp32_tflops: PositiveFloat | None = None  # non-tensor (CUDA core / vector) FP32
    sparse_headline_tflops: PositiveFloat | None = None  # vendor's 2:4-sparse 16-bit figure
    headline_is_sparse: bool = False  # the vendor's headline must be halved
    interconnect: Id  # intra-node interconnect preset (platforms.json)
    interconnect_detail: str = ""
    scaleup_gbps_bidir: PositiveFloat | None = None  # vendor-stated per-GPU total, not effective
    pcie_gen: Annotated[int, Field(ge=3, le=6)] | None = None
    tdp_w: PositiveFloat
    measured_matmul_tflops: PositiveFloat | None = None  # best-shape BF16 GEMM (MAMF)
    # Measured FP8-over-BF16 training speed-up on this generation; None: the Hopper figure
    # (core/scaling.py FP8_SPEEDUP, torchtitan 1.28) until one is measured for the GPU.
    fp8_speedup: Annotated[float, Field(ge=1, le=2)] | None = None
    mfu_prior: Utilization
    mfu_rationale: Text
    price: GpuPrice
    unconfirmed: tuple[str, ...] = ()  # field names not confirmed from a primary source
    notes: Lines = ""
    zh_CN: GpuZh | None = None
    source: Text  # where the numbers come from
    as_of: PartialDate  # when they were true

    @model_validator(mode="after")
    def _consistent(self) -> GpuRecord:
        figures = (self.bf16_tflops, self.fp16_tflops, self.fp8_tflops, self.tf32_tflops)
        if not any((*figures, self.fp32_tflops)):
            raise invalid(ErrorCode.NO_TFLOPS)
        if self.sparse_headline_tflops:
            for name in ("bf16_tflops", "fp16_tflops"):
                dense = getattr(self, name)
                if dense and dense * 2 > self.sparse_headline_tflops * SPARSE_TOLERANCE:
                    raise invalid(
                        CatalogCode.NOT_DENSE,
                        name,
                        dense=dense,
                        sparse=self.sparse_headline_tflops,
                    )
        ceiling = self.measured_matmul_tflops
        peak = self.bf16_tflops or self.fp16_tflops
        # A measured ceiling above a quoted peak means the peak is doubtful, not the prior.
        if ceiling and peak and ceiling <= peak and self.mfu_prior > ceiling / peak:
            raise invalid(
                CatalogCode.MFU_ABOVE_CEILING,
                "mfu_prior",
                mfu=self.mfu_prior,
                ceiling=ceiling,
                peak=peak,
                share=ceiling / peak,
            )
        return self


class MoeSpec(Frozen):
    """Mixture of experts: which layers route, how many experts, how many each token uses."""

    experts: PositiveInt
    experts_per_token: PositiveInt
    shared_experts: Annotated[int, Field(ge=0)] = 0
    expert_ffn: PositiveInt
    dense_layers: Annotated[int, Field(ge=0)] = 0  # leading layers with a dense FFN
    # Group-limited routing (Hugging Face n_group / topk_group): experts in groups, a token
    # within at most routing_groups_per_token of them (DeepSeek-V3: 8 and 4, one group a node
    # at EP 64 on 8-GPU nodes: "at most 4 nodes", arXiv 2412.19437 §2.1.2).
    routing_groups: PositiveInt | None = None
    routing_groups_per_token: PositiveInt | None = None


class MlaSpec(Frozen):
    """Multi-head latent attention (DeepSeek-V2/V3): low-rank q and kv projections."""

    q_lora_rank: PositiveInt
    kv_lora_rank: PositiveInt
    qk_rope_head_dim: PositiveInt
    qk_nope_head_dim: PositiveInt
    v_head_dim: PositiveInt


class ModelRecord(Worded):
    WORDED = tuple(ModelZh.model_fields)

    id: Id
    name: Text
    family: Text
    params_b: PositiveFloat  # total, as published
    active_params_b: PositiveFloat | None = None  # MoE: per-token active, as published
    layers: PositiveInt
    hidden: PositiveInt
    heads: PositiveInt
    kv_heads: PositiveInt
    head_dim: PositiveInt | None = None  # None: hidden / heads
    ffn: PositiveInt  # dense FFN width (MoE: the dense layers' width)
    vocab: PositiveInt
    mlp: Literal["swiglu", "gelu"] = "swiglu"
    biases: Literal["none", "qkv", "all"] = "none"
    norm: Literal["rmsnorm", "layernorm"] = "rmsnorm"
    tied_embeddings: bool = False
    learned_positions: Annotated[int, Field(ge=0)] = 0  # 0: RoPE / ALiBi
    embedding_norm: bool = False
    moe: MoeSpec | None = None
    mla: MlaSpec | None = None
    context_length: PositiveInt | None = None
    trial: bool = False  # small enough for quick trials
    notes: Lines = ""
    zh_CN: ModelZh | None = None
    source: Text  # where the numbers come from
    as_of: PartialDate  # when they were true

    @model_validator(mode="after")
    def _consistent(self) -> ModelRecord:
        if self.kv_heads > self.heads:
            raise invalid(ErrorCode.KV_HEADS_OVER_HEADS, "kv_heads")
        if (self.moe is None) != (self.active_params_b is None):
            raise invalid(CatalogCode.ACTIVE_WITH_MOE, "active_params_b")
        if self.active_params_b and self.active_params_b > self.params_b:
            raise invalid(ErrorCode.ACTIVE_OVER_TOTAL, "active_params_b")
        return self

    def architecture_params(self) -> tuple[float, float]:
        """(total, active) parameters counted from the architecture, in billions."""
        h = self.hidden
        head_dim = self.head_dim or h // self.heads
        norm_weights = h if self.norm == "rmsnorm" else 2 * h
        if self.mla:
            m = self.mla
            attn = (
                h * m.q_lora_rank
                + m.q_lora_rank
                + m.q_lora_rank * self.heads * (m.qk_nope_head_dim + m.qk_rope_head_dim)
                + h * (m.kv_lora_rank + m.qk_rope_head_dim)
                + m.kv_lora_rank
                + m.kv_lora_rank * self.heads * (m.qk_nope_head_dim + m.v_head_dim)
                + self.heads * m.v_head_dim * h
            )
        else:
            q, kv = self.heads * head_dim, self.kv_heads * head_dim
            attn = 2 * h * q + 2 * h * kv
            attn += {"none": 0, "qkv": q + 2 * kv, "all": q + 2 * kv + h}[self.biases]

        def mlp(width: int) -> int:
            if self.mlp == "swiglu":
                return 3 * h * width
            return 2 * h * width + (width + h if self.biases == "all" else 0)

        per_layer = attn + 2 * norm_weights
        dense_layer = per_layer + mlp(self.ffn)
        if self.moe:
            e = self.moe
            routed = per_layer + h * e.experts  # router
            total_layer = routed + (e.experts + e.shared_experts) * mlp(e.expert_ffn)
            active_layer = routed + (e.experts_per_token + e.shared_experts) * mlp(e.expert_ffn)
            moe_layers = self.layers - e.dense_layers
            total = e.dense_layers * dense_layer + moe_layers * total_layer
            active = e.dense_layers * dense_layer + moe_layers * active_layer
        else:
            total = active = self.layers * dense_layer
        embeddings = self.vocab * h * (1 if self.tied_embeddings else 2)
        embeddings += self.learned_positions * h + norm_weights
        embeddings += 2 * h if self.embedding_norm else 0
        return (total + embeddings) / 1e9, (active + embeddings) / 1e9


class InterconnectPreset(Worded):
    """A link's EFFECTIVE large-message all-reduce bus bandwidth, not its peak.

    Intra-node: per GPU on the scale-up link. Inter-node: ``busbw_gbps`` is one network
    adapter's, ``nics_per_node`` the adapters of the reference node and ``node_busbw_gbps``
    their product, the node's aggregate that a hierarchical all-reduce runs at. An older
    record without ``nics_per_node`` meant one adapter per GPU.
    """

    WORDED = tuple(InterconnectZh.model_fields)

    id: Id
    name: Text
    scope: Literal["intra_node", "inter_node"]
    link_gbps_unidir: PositiveFloat | None = None  # peak per direction, for reference only
    busbw_gbps: PositiveFloat
    busbw_low_gbps: PositiveFloat
    busbw_high_gbps: PositiveFloat
    nics_per_node: PositiveInt | None = None
    node_busbw_gbps: PositiveFloat | None = None
    basis: Text
    unconfirmed: tuple[str, ...] = ()
    zh_CN: InterconnectZh | None = None
    source: Text  # where the numbers come from
    as_of: PartialDate  # when they were true

    @model_validator(mode="after")
    def _in_band(self) -> InterconnectPreset:
        if not self.busbw_low_gbps <= self.busbw_gbps <= self.busbw_high_gbps:
            raise invalid(CatalogCode.BUSBW_OUT_OF_BAND, "busbw_gbps")
        if self.scope == "intra_node" and (self.nics_per_node or self.node_busbw_gbps):
            raise invalid(CatalogCode.NICS_INTRA_NODE, "nics_per_node")
        if self.node_busbw_gbps is not None:
            if self.nics_per_node is None:
                raise invalid(CatalogCode.NODE_BUSBW_NEEDS_NICS, "node_busbw_gbps")
            if abs(self.node_busbw_gbps - self.busbw_gbps * self.nics_per_node) > 1e-6:
                raise invalid(CatalogCode.NODE_BUSBW_PRODUCT, "node_busbw_gbps")
        return self


class CapexBreakdown(Worded):
    """What one self-built GPU costs up front, and where each part comes from."""

    WORDED = tuple(CapexZh.model_fields)

    gpu_and_server_per_gpu: NonNegFloat
    gpu_and_server_basis: Text
    network_per_gpu: NonNegFloat
    network_basis: Text
    zh_CN: CapexZh | None = None


PlatformKind = Literal["cloud", "gpu_cloud", "cn_cloud", "rental_market", "lease", "self_built"]


class PlatformPreset(Worded):
    """An editable example of a platform, with dated prices in its own currency. Never a quote."""

    WORDED = tuple(PresetZh.model_fields)

    id: Id
    name: Text
    provider: Text
    kind: PlatformKind
    instance: str = ""
    region: str = ""
    gpu_id: Id
    currency: Currency
    pricing: Pricing | None = None  # None: needs quote
    needs_quote: bool = False
    quote_mode: PricingMode | None = None  # the pricing mode a needed quote is for
    quote_items: tuple[str, ...] = ()  # what to ask a vendor for
    prices_as_of: PartialDate | None = None
    price_basis: str = ""
    price_confirmed: bool = False
    gpus_per_node: PositiveInt = 8
    whole_nodes: bool = False
    max_gpus: PositiveInt | None = None
    intra_node: Id
    inter_node: Id
    mfu: Utilization | None = None  # None: the GPU's prior
    usable_memory_gb: PositiveFloat | None = None
    interruption_rate: NonNegFloat
    interruption_basis: Text
    setup_hours: NonNegFloat = 0.5
    capex: CapexBreakdown | None = None
    cards_repaired_per_year: Fraction | None = None
    notes: Lines = ""
    zh_CN: PresetZh | None = None
    source: Text  # where the numbers come from
    as_of: PartialDate  # when they were true

    @model_validator(mode="after")
    def _consistent(self) -> PlatformPreset:
        if self.needs_quote != (self.pricing is None):
            raise invalid(CatalogCode.QUOTE_WITHOUT_PRICING, "needs_quote")
        if self.needs_quote != (self.quote_mode is not None):
            raise invalid(CatalogCode.QUOTE_MODE, "quote_mode")
        if self.pricing is not None and not self.prices_as_of:
            raise invalid(CatalogCode.PRICED_UNDATED, "prices_as_of")
        q = self.pricing
        capex = None if q is None else rules_for(q).capex_per_gpu(q)
        if (capex is not None) != (self.kind == "self_built" and q is not None):
            raise invalid(CatalogCode.SELF_BUILT_KIND, "kind")
        if capex is not None:  # an owned cluster: its capex breakdown adds up to the price
            if self.capex is None:
                raise invalid(CatalogCode.SELF_BUILT_CAPEX, "capex")
            parts = self.capex.gpu_and_server_per_gpu + self.capex.network_per_gpu
            if abs(parts - capex) > 0.005:
                raise invalid(
                    CatalogCode.CAPEX_SUM, "pricing.capex_per_gpu", capex=capex, parts=parts
                )
        if self.max_gpus and self.whole_nodes and self.max_gpus < self.gpus_per_node:
            raise invalid(CatalogCode.QUOTA_BELOW_NODE, "max_gpus")
        return self


class SpotBand(Frozen):
    """A published band of how often spot capacity is reclaimed, per instance per month."""

    band: Text
    monthly_low: Fraction
    monthly_high: Fraction | None = None  # None: open-ended ("> 20 %")

    @property
    def representative(self) -> float:
        """The band's middle, or its floor when it is open-ended (a lower bound)."""
        if self.monthly_high is None:
            return self.monthly_low
        return (self.monthly_low + self.monthly_high) / 2


class InterruptionDefaults(Worded):
    WORDED = tuple(InterruptionZh.model_fields)

    hardware_failure_per_gpu_hour: NonNegFloat
    hardware_basis: Text
    spot_bands: tuple[SpotBand, ...]
    spot_default_band: Text
    spot_basis: Text
    zh_CN: InterruptionZh | None = None
    source: Text  # where the numbers come from
    as_of: PartialDate  # when they were true

    def spot_band(self, name: str | None = None) -> SpotBand:
        wanted = name or self.spot_default_band
        for band in self.spot_bands:
            if band.band == wanted:
                return band
        raise KeyError(wanted)

    @model_validator(mode="after")
    def _default_band_exists(self) -> InterruptionDefaults:
        if self.spot_default_band not in {b.band for b in self.spot_bands}:
            raise invalid(CatalogCode.SPOT_BAND_UNKNOWN, "spot_default_band")
        return self
