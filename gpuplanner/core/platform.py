"""A candidate platform: the GPU, how it is paid for, how well it scales, and its fee items."""

from __future__ import annotations

import datetime as dt
import typing
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import AfterValidator, Field, model_validator

from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.base import (
    MAX_SWEEP_GPUS,
    Fraction,
    Frozen,
    NonNegFloat,
    OpenFraction,
    PositiveFloat,
    PositiveInt,
    Utilization,
)
from gpuplanner.core.energy_models import EnergySettings
from gpuplanner.core.errors import ErrorCode, invalid
from gpuplanner.core.fees import FeeItem
from gpuplanner.core.financing import Financing
from gpuplanner.core.lease_end import check_buyout
from gpuplanner.core.pricing_fields import PriceField as F
from gpuplanner.core.pricing_fields import Role, Scale, VatClass, list_price_field
from gpuplanner.core.qualification import Measurement, Qualification
from gpuplanner.core.storage import StorageSpec
from gpuplanner.core.text import Lines, OneLine, clean_name
from gpuplanner.core.uncertainty_models import Calibration, Ranges
from gpuplanner.core.workload import TrainingStack


class GpuSpec(Frozen):
    """Datasheet facts the calculator needs (a copy of the catalog record the plan used).

    TFLOPS are DENSE tensor figures with FP32 accumulate; ``None`` means the GPU lacks that
    precision. ``matmul_ceiling_tflops`` is a measured BF16 matmul ceiling when one is known.
    """

    id: OneLine = ""
    name: OneLine
    memory_gb: PositiveFloat
    bf16_tflops: PositiveFloat | None = None
    fp16_tflops: PositiveFloat | None = None
    fp8_tflops: PositiveFloat | None = None
    tf32_tflops: PositiveFloat | None = None
    fp32_tflops: PositiveFloat | None = None
    tdp_w: PositiveFloat | None = None
    matmul_ceiling_tflops: PositiveFloat | None = None
    # HBM bandwidth, decimal GB/s (the datasheet's): times memory-bound work (core/compute.py).
    memory_bandwidth_gbps: PositiveFloat | None = None
    # Measured FP8 training speed-up over BF16 on this GPU generation (None: the default in
    # core/scaling.py, FP8_SPEEDUP). FP8 is a throughput factor, never a swap to the FP8 peak.
    fp8_speedup: Annotated[float, Field(ge=1, le=2)] | None = None

    @model_validator(mode="after")
    def _has_some_compute(self) -> GpuSpec:
        if not any(
            (
                self.bf16_tflops,
                self.fp16_tflops,
                self.fp8_tflops,
                self.tf32_tflops,
                self.fp32_tflops,
            )
        ):
            raise invalid(ErrorCode.NO_TFLOPS)
        return self


def _named(gpu: GpuSpec, prefix: str) -> bool:
    """Whether the catalog id (or the name) starts with ``prefix`` or has a word that does."""
    key = (gpu.id or gpu.name).lower()
    return key.startswith(prefix) or f" {prefix}" in f" {key}"


def generation(gpu: GpuSpec) -> str:
    """ "ampere", "hopper", "blackwell" or "other", from the catalog id (or the name): here,
    beside the card, so the plan's checks read it without the calculator (core/compute.py)."""
    for prefix, gen in (
        ("a100", "ampere"),
        ("a800", "ampere"),
        ("h100", "hopper"),
        ("h800", "hopper"),
        ("h200", "hopper"),
        ("h20", "hopper"),
        ("b200", "blackwell"),
        ("gb200", "blackwell"),
        ("b300", "blackwell"),
        ("gb300", "blackwell"),
    ):
        if _named(gpu, prefix):
            return gen
    return "other"


def host_cpu(gpu: GpuSpec) -> str:
    """ "grace" for a GPU that NVIDIA sells with its Arm Grace CPU beside it on a superchip
    (GH200, GB200, GB300), else "x86" (an HGX / DGX board or a PCIe card in an x86 server),
    from the catalog id (or the name), as ``generation``. The host's speed per PyTorch op
    differs almost threefold between the two (core/compute.py HOST_SECONDS_PER_OP)."""
    grace = any(_named(gpu, p) for p in ("gh200", "gb200", "gb300"))
    return "grace" if grace else "x86"


# Billing increments are stored in hours and typed and quoted in minutes.
_MINUTES = Scale(60.0, "minutes", "billing_increment_minutes")


class PricingMode(StrEnum):
    ON_DEMAND = "on_demand"
    SPOT = "spot"
    RESERVED = "reserved"
    LEASE = "lease"
    SELF_BUILT = "self_built"
    COMMITTED = "committed"


class HourlyPricing(Frozen):
    """Pay per GPU-hour (on-demand or spot), billed in increments with a minimum."""

    mode: Literal[PricingMode.ON_DEMAND, PricingMode.SPOT] = PricingMode.ON_DEMAND
    price_per_gpu_hour: Annotated[NonNegFloat, F("money_per_gpu_hour", Role.LIST_PRICE)]
    # per-minute billing by default; typed and quoted in minutes
    billing_increment_hours: Annotated[
        PositiveFloat, F("hours", Role.BILLING, maximum=24.0, scale=_MINUTES)
    ] = 1 / 60
    minimum_hours: Annotated[NonNegFloat, F("hours", Role.BILLING)] = 0.0
    # The price was quoted per node-hour: price_per_gpu_hour holds it ÷ GPUs per node
    # (98.32 per 8-GPU node-hour = 12.29 per GPU-hour); the forms and the workbook show the
    # node-hour figure (the billing-terms form and a plan-detail quote column set it).
    quoted_per_node: Annotated[bool, F("flag", Role.SWITCH, quote=False, form=False)] = False


class ReservedPricing(Frozen):
    """Monthly plan (包月/包年): per GPU per started month, with a minimum term."""

    mode: Literal[PricingMode.RESERVED] = PricingMode.RESERVED
    price_per_gpu_month: Annotated[
        NonNegFloat, F("money_per_gpu_month", Role.LIST_PRICE, decimals=0, step=100)
    ]
    minimum_months: Annotated[PositiveInt, F("months", Role.TERM, maximum=120)] = 1


class LeasePricing(Frozen):
    """Whole machines leased by the month (整机租赁)."""

    mode: Literal[PricingMode.LEASE] = PricingMode.LEASE
    price_per_machine_month: Annotated[
        NonNegFloat, F("money_per_machine_month", Role.LIST_PRICE, decimals=0, step=100)
    ]
    minimum_months: Annotated[PositiveInt, F("months", Role.TERM, maximum=120)] = 1
    deposit_per_machine: Annotated[
        NonNegFloat, F("money_per_machine", Role.DEPOSIT, decimals=0, step=100)
    ] = 0.0
    deposit_refundable: Annotated[bool, F("flag", Role.SWITCH)] = True
    addons_per_machine_month: Annotated[
        NonNegFloat, F("money_per_machine_month", Role.PRICE, decimals=0, step=100)
    ] = 0.0
    # Due at the lease's end per machine (core/lease_end.py): a residual or balloon owed in
    # any case, and a purchase option (buy-out) paid only when exercised.
    residual_per_machine: Annotated[
        NonNegFloat, F("money_per_machine", Role.DEPOSIT, decimals=0, step=100)
    ] = 0.0
    buyout_per_machine: Annotated[
        NonNegFloat, F("money_per_machine", Role.DEPOSIT, decimals=0, step=100)
    ] = 0.0
    exercise_buyout: Annotated[bool, F("flag", Role.SWITCH)] = False

    @model_validator(mode="after")
    def _buyout_priced(self) -> LeasePricing:
        check_buyout(self.buyout_per_machine, self.exercise_buyout)
        return self


class SelfBuiltPricing(Frozen):
    """Own hardware (自建): capex with depreciation or a one-off charge, plus running costs."""

    mode: Literal[PricingMode.SELF_BUILT] = PricingMode.SELF_BUILT
    # card + server share + network share
    capex_per_gpu: Annotated[
        NonNegFloat,
        F("money_per_gpu", Role.LIST_PRICE, VatClass.HARDWARE, decimals=0, step=1000),
    ]
    # Spares are spare cards on a shelf: they buy the card only, not a server or network
    # share. ``card_share`` is the card's part of ``capex_per_gpu`` (1: the capex is the card
    # alone, or its split is not known), so the spares cost spares × card share × capex.
    spares_fraction: Annotated[Fraction, F("fraction", Role.SHARE, decimals=1)] = 0.10
    card_share: Annotated[Fraction, F("fraction", Role.SHARE, decimals=0, step=5)] = 1.0
    depreciation_years: Annotated[
        PositiveFloat, F("years", Role.TERM, decimals=1, step=0.5, maximum=15)
    ] = 3.0
    residual_fraction: Annotated[Fraction, F("fraction", Role.SHARE, decimals=0, step=5)] = 0.30
    # The busy share of the depreciation life (issue 24 item 2): the job's depreciation is its
    # hours over the hours the cluster will be busy, life × 8,760 × utilization. 1 (the
    # default, what an allocation by hours always implied, so a plan saved before the field
    # keeps its figures): busy every hour of its life; 0.2: a 45-h job carries 45 / 5,256 of
    # a 3-year depreciation, five times its share at 1.
    utilization: Annotated[
        float, Field(gt=0, le=1), F("fraction", Role.SHARE, decimals=0, step=5)
    ] = 1.0
    # card plus its share of the server
    power_w_per_gpu: Annotated[
        NonNegFloat, F("watts", Role.RUNNING, decimals=0, step=50, maximum=5000)
    ] = 700.0
    pue: Annotated[float, Field(ge=1, le=5), F("ratio", Role.RUNNING, step=0.05)] = 1.4
    electricity_per_kwh: Annotated[
        NonNegFloat, F("money_per_kwh", Role.RUNNING, VatClass.HARDWARE, step=0.1)
    ] = 0.8
    hosting_per_gpu_month: Annotated[
        NonNegFloat,
        F("money_per_gpu_month", Role.RUNNING, VatClass.SERVICES, decimals=0, step=100),
    ] = 0.0
    # salaries carry no VAT
    staff_per_month: Annotated[
        NonNegFloat, F("money_per_month", Role.RUNNING, VatClass.NONE, decimals=0, step=1000)
    ] = 0.0
    # of capex
    repair_fraction_per_year: Annotated[Fraction, F("fraction", Role.RUNNING, decimals=1)] = 0.02
    # the quote template's lead time column serves every mode (a wait before hand-over
    # for the others), so it is not a pricing column of its own
    lead_time_days: Annotated[
        NonNegFloat, F("days", Role.LEAD_TIME, decimals=0, maximum=365, quote=False)
    ] = 21.0
    # False: allocate depreciation for the hours used
    charge_whole_purchase: Annotated[bool, F("flag", Role.SWITCH)] = False
    # A loan or finance lease on the capex (core/financing.py): its interest is a bill line,
    # allocated by the hours used over the term (all of it with a whole-purchase charge).
    financing: Financing | None = None


class CommittedPricing(Frozen):
    """Committed use (承诺使用): ``committed_gpus`` GPUs at a committed price per GPU-hour for
    a term of ``term_months``, billed for the whole term whether used or not (a GCP
    committed-use or an AWS savings-plan shape, priced per GPU); GPUs the job needs beyond
    the commitment, and every GPU-hour after the term ends, pay the on-demand
    ``overflow_per_gpu_hour`` (per second, no minimum: core/pricing_modes/committed.py)."""

    mode: Literal[PricingMode.COMMITTED] = PricingMode.COMMITTED
    committed_gpus: Annotated[PositiveInt, F("gpus", Role.COMMITMENT, maximum=100_000)] = 8
    committed_price_per_gpu_hour: Annotated[NonNegFloat, F("money_per_gpu_hour", Role.LIST_PRICE)]
    term_months: Annotated[PositiveInt, F("months", Role.TERM, maximum=120)] = 12
    overflow_per_gpu_hour: Annotated[NonNegFloat, F("money_per_gpu_hour", Role.PRICE)] = 0.0


Pricing = Annotated[
    HourlyPricing | ReservedPricing | LeasePricing | SelfBuiltPricing | CommittedPricing,
    Field(discriminator="mode"),
]


def pricing_classes() -> tuple[type, ...]:
    """The members of the ``Pricing`` union, in its order."""
    union = typing.get_args(Pricing)[0]
    return typing.get_args(union)


def modes_of(cls: type) -> tuple[PricingMode, ...]:
    """The ``PricingMode`` values a pricing class carries (its ``mode`` Literal)."""
    field = cls.model_fields["mode"]  # type: ignore[attr-defined]
    return typing.get_args(field.annotation)


# Each mode's pricing class, read from the classes' own ``mode`` Literals (here, beside the
# union, so the forms read it without loading the pricing rules: core/pricing_modes).
MODE_CLASS: dict[PricingMode, type] = {m: c for c in pricing_classes() for m in modes_of(c)}


class ScalingPoint(Frozen):
    """A measured scaling efficiency E(N) = speed-up / N at a GPU count."""

    gpus: PositiveInt
    efficiency: Utilization


def _visible_name(name: str) -> str:
    cleaned = clean_name(name)
    if not cleaned:
        raise invalid(ErrorCode.NAME_INVISIBLE)
    return cleaned


# NFC, without invisible characters (core.text): names that look the same are the same name.
# A name is a label in tables, legends and sheet cells: past a few hundred characters it is a
# paste gone wrong (a 3-million-character one took the workbook export 112 s), so it has a cap,
# five times the quote importer's (io/quotes/cells.MAX_NAME_CHARS).
MAX_PLATFORM_NAME = 1_000
PlatformName = Annotated[
    str, Field(min_length=1, max_length=MAX_PLATFORM_NAME), AfterValidator(_visible_name)
]


class Platform(Frozen):
    name: PlatformName
    notes: Lines = ""
    preset_id: str | None = None
    vendor: OneLine = ""  # who quoted it (the quote template's "Vendor" column)
    prices_as_of: dt.date | None = None
    # True once the user typed a price over the preset's or quote's: prices_as_of is that day.
    prices_entered: bool = False
    quote_valid_until: dt.date | None = None  # a vendor quote's last valid day
    # The platform's prices (its pricing's money fields and a negotiated price) as typed or
    # quoted include VAT (含税): the core takes them net once, ÷ (1 + the plan's rate for
    # the price's class; core/vat_basis.py). False (不含税): they exclude it, which is what
    # every plan saved before format 3 meant (io/plan_file._from_format_2).
    prices_include_vat: bool = False
    # The prices were quoted in ``quoted_currency`` and converted into the plan's currency at
    # ``quoted_rate`` (plan currency per unit; core/currency.convert_platform): the workbook
    # writes the quoted figures and the rate as inputs the converted prices are formulas of.
    # None: typed in the plan's currency (or converted before format 3 recorded it).
    quoted_currency: Annotated[str, Field(pattern=r"^[A-Z]{3}$")] | None = None
    quoted_rate: PositiveFloat | None = None
    # The pricing fields the user typed (the form records each as it is set, even a value equal
    # to the preset's), and ``gpus_per_node`` once typed (it prices machines and whole nodes):
    # the bill marks them ``typed``; the others equal to the preset's are ``preset``
    # (core.bill_types.Sources). Cleared when the pricing mode is switched.
    typed_pricing: tuple[str, ...] = ()
    gpu: GpuSpec
    usable_memory_gb: PositiveFloat | None = None  # shared/oversold GPUs give less
    pricing: Pricing
    # Compute efficiency: the fraction of the dense peak the GPU reaches on the work it executes
    # (model FLOPs plus recompute) with no communication or pipeline bubble exposed — the MFU
    # of a one-GPU (or one-node data-parallel) trial run without recompute. The model charges
    # recompute, tensor/pipeline/data-parallel communication and bubbles on top of it.
    mfu: Utilization = 0.40
    # True: the compute time comes from the work (core/compute.py: each layer's GEMMs,
    # attention and memory-bound operations timed on this GPU, for the workload's stack) and
    # ``mfu`` is replaced by the efficiency that implies; False (a typed MFU, what plans
    # written before this setting meant): ``mfu`` as typed. A calibration overrides both.
    efficiency_from_work: bool = False
    # The training stack this platform runs when its provider's differs from the workload's
    # (a managed service running NeMo, a provider's own image): core/stacks.py. None (what
    # plans written before this setting meant): the workload's stack.
    stack: TrainingStack | None = None
    virtualization_derate: OpenFraction = 0.0
    gpus_per_node: PositiveInt = 8
    whole_nodes: bool = False
    bill_whole_nodes: bool = False  # partial nodes billed as whole ones (12 on 8-GPU → 16)
    # Scale-up domain: the GPUs joined by the intra-node link (8 in an HGX node, 72 in NVL72).
    intra_node_gbps: PositiveFloat = 200.0  # effective all-reduce bus bandwidth, GB/s
    # Effective bandwidth of ONE network adapter (GB/s). A multi-node all-reduce runs
    # hierarchically and its bus bandwidth is the node's aggregate, inter_node_gbps ×
    # nics_per_node (nccl-tests issue 119: 85–96 GB/s with 4 × HDR per 8-GPU node).
    inter_node_gbps: PositiveFloat = 12.5
    nics_per_node: PositiveInt | None = None  # None: one adapter per GPU (gpus_per_node)
    overlap: Fraction = 0.5  # share of communication hidden behind compute
    scaling_points: tuple[ScalingPoint, ...] = ()
    fixed_gpus: Annotated[int, Field(ge=1, le=MAX_SWEEP_GPUS)] | None = None  # ≤ the sweep
    max_gpus: PositiveInt | None = None  # quota / stock
    setup_hours: NonNegFloat = 0.0
    # Data movement (core/transfer.py): upload of the dataset (and a fine-tune's starting
    # checkpoint), download of the trained checkpoint, in megabits per second. Empty: not
    # modelled. ``transfer_holds_gpus``: the GPUs are held (billed) while data moves, e.g.
    # copied onto the instance's own disk.
    upload_mbps: PositiveFloat | None = None
    download_mbps: PositiveFloat | None = None
    transfer_holds_gpus: bool = False
    queue_hours: NonNegFloat = 0.0
    interruption_rate: NonNegFloat = 0.0  # per GPU-hour
    checkpointing: bool = True
    checkpoint_interval_hours: PositiveFloat | None = None  # None: Young's optimum
    checkpoint_write_hours: NonNegFloat = 0.05
    restart_hours: NonNegFloat = 0.1
    fees: tuple[FeeItem, ...] = ()
    adjustment: PriceAdjustment = PriceAdjustment()  # discount / negotiated price, markup
    energy: EnergySettings = EnergySettings()  # power draw for kWh and CO₂ (core/energy.py)
    ranges: Ranges = Ranges()  # uncertainty for Monte Carlo and the tornado
    calibration: Calibration | None = None  # a measured trial run; replaces the typed MFU
    # Dataset and checkpoint throughput (core/storage.py): a step can wait for its data.
    storage: StorageSpec = StorageSpec()
    measurement: Measurement | None = None  # what the qualification kit measured
    qualification: Qualification = Qualification()  # the trial's checklist

    @model_validator(mode="after")
    def _checks(self) -> Platform:
        counts = [p.gpus for p in self.scaling_points]
        if len(set(counts)) != len(counts):
            raise invalid(ErrorCode.SCALING_POINTS_REPEATED, "scaling_points")
        if self.fixed_gpus and self.max_gpus and self.fixed_gpus > self.max_gpus:
            raise invalid(ErrorCode.FIXED_OVER_QUOTA, "fixed_gpus")
        if self.usable_memory_gb and self.usable_memory_gb > self.gpu.memory_gb:
            raise invalid(ErrorCode.USABLE_OVER_MEMORY, "usable_memory_gb")
        if (
            self.quote_valid_until
            and self.prices_as_of
            and self.quote_valid_until < self.prices_as_of
        ):
            raise invalid(ErrorCode.QUOTE_BEFORE_PRICES, "quote_valid_until")
        self._negotiated_at_most_list()
        if (self.quoted_currency is None) != (self.quoted_rate is None):
            raise invalid(ErrorCode.QUOTED_RATE_ALONE, "quoted_rate")
        return self

    def _negotiated_at_most_list(self) -> None:
        """A negotiated price is a discount off the list (the bill's ``discount`` line is
        ≤ 0): one above the list price is the price itself, typed as such, or a markup."""
        agreed = self.adjustment.negotiated_price
        listed = float(getattr(self.pricing, list_price_field(self.pricing)))
        if agreed is not None and agreed > listed * (1 + 1e-12):
            raise invalid(
                ErrorCode.NEGOTIATED_OVER_LIST,
                "adjustment.negotiated_price",
                negotiated=round(agreed, 4),
                list=round(listed, 4),
            )

    @property
    def counts_whole_nodes(self) -> bool:
        """GPU counts are limited to whole nodes: the platform rents whole machines only
        ("Whole nodes only") and partial nodes are not billed as whole ones. Billing partial
        nodes as whole lifts the rule — 12 GPUs run on two 8-GPU nodes and 16 are billed —
        which is what renting only whole machines means for a job of 12."""
        return self.whole_nodes and not self.bill_whole_nodes

    @property
    def node_network_gbps(self) -> float:
        """The node's aggregate network bandwidth, GB/s: per adapter × adapters."""
        return self.inter_node_gbps * (self.nics_per_node or self.gpus_per_node)

    @property
    def usable_memory(self) -> float:
        return self.usable_memory_gb or self.gpu.memory_gb

    @property
    def mode(self) -> PricingMode:
        return PricingMode(self.pricing.mode)
