"""The vocabulary of the itemised bill: line kinds, groups, input sources, lines."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gpuplanner.core.decision_result import CalibrationResult
    from gpuplanner.core.fees import FeeField, FeeItem
    from gpuplanner.core.platform import Platform


class LineCode(StrEnum):
    """The kind of a bill line (stable: the report's ``platforms[].bill[].line``)."""

    GPU_HOURS = "gpu_hours"  # on-demand / spot: GPUs × billed hours × price
    GPU_MONTHS = "gpu_months"  # reserved: GPUs × billed months × price
    MACHINE_MONTHS = "machine_months"  # lease: machines × billed months × price
    COMMITMENT = "commitment"  # committed use: committed GPUs × the term's hours × price
    OVERFLOW = "overflow"  # committed use: GPU-hours beyond the commitment × on-demand
    LEASE_ADDONS = "lease_addons"  # lease: machines × billed months × add-ons
    LEASE_DEPOSIT = "lease_deposit"  # lease: machines × deposit kept by the lessor
    LEASE_RESIDUAL = "lease_residual"  # lease: machines × residual / balloon at the end
    LEASE_BUYOUT = "lease_buyout"  # lease: machines × buy-out price, when exercised
    DEPRECIATION = "depreciation"  # self-built: straight-line share for the hours used
    PURCHASE = "purchase"  # self-built: the whole purchase charged to the job
    ENERGY = "energy"  # self-built: power × PUE × hours × price
    HOSTING = "hosting"
    STAFF = "staff"
    REPAIRS = "repairs"
    UPLOAD = "upload"  # GPUs held while the data uploads: GPU time added by those hours
    DOWNLOAD = "download"  # GPUs held while the checkpoint downloads: likewise
    INTERRUPTION = "interruption"  # GPU time at the expected hours less at the clean hours
    DISCOUNT = "discount"  # GPU time at the net unit price less at the list price (≤ 0)
    FEE = "fee"  # one fee item (params: index, name, kind, basis)
    MARKUP = "markup"  # internal markup on GPU time after discount plus fees
    INTEREST = "interest"  # a self-built cluster's loan / finance-lease interest
    CAPITAL_CHARGE = "capital_charge"  # the plan's WACC on its cash capex (core/capital.py)
    TRIAL = "trial"  # the plan's trial phase
    TAX = "tax"  # tax paid on the bill (services and hardware rates)
    TAX_RECOVERED = "tax_recovered"  # recoverable input tax credited back (−tax)


# The GPU-time lines of the pricing modes (group ``compute``).
COMPUTE_CODES = frozenset(
    {
        LineCode.GPU_HOURS,
        LineCode.GPU_MONTHS,
        LineCode.MACHINE_MONTHS,
        LineCode.COMMITMENT,
        LineCode.OVERFLOW,
        LineCode.LEASE_ADDONS,
        LineCode.LEASE_DEPOSIT,
        LineCode.LEASE_RESIDUAL,
        LineCode.LEASE_BUYOUT,
        LineCode.DEPRECIATION,
        LineCode.PURCHASE,
        LineCode.ENERGY,
        LineCode.HOSTING,
        LineCode.STAFF,
        LineCode.REPAIRS,
    }
)


class LineGroup(StrEnum):
    """Which part of ``total_cost`` a line belongs to (``compute_cost``, ``fees_cost`` …)."""

    COMPUTE = "compute"
    INTERRUPTION = "interruption"
    ADJUSTMENTS = "adjustments"  # discount and markup
    FINANCING = "financing"  # interest on an owned cluster's loan or finance lease
    FEES = "fees"
    TRIAL = "trial"
    TAX = "tax"


class Source(StrEnum):
    """Where an input's value came from."""

    TYPED = "typed"  # entered by the user (or changed from the preset)
    PRESET = "preset"  # the platform preset's value, unchanged
    CATALOG = "catalog"  # a catalog prior (GPU TDP, MFU prior …)
    CALIBRATION = "calibration"  # implied by a measured trial run
    MEASURED = "measured"  # set from the qualification kit's results (host, date)
    COMPUTED = "computed"  # computed by gpuplanner (hours, billed units, chosen GPUs)
    CONVENTION = "convention"  # a documented convention (730 h a month, 8,760 h a year)


@dataclass(frozen=True)
class BillInput:
    name: str  # input code, e.g. ``price_per_gpu_hour`` (worded by io)
    value: float
    unit: str  # unit code: ``gpus``, ``hours``, ``money``, ``money_per_gpu_hour``, ``fraction`` …
    source: Source


@dataclass(frozen=True)
class BillLine:
    code: LineCode
    group: LineGroup
    formula: str  # formula code (worded by io): the line code, or ``fee.<basis>``
    inputs: tuple[BillInput, ...]
    amount: float
    params: Mapping[str, object] = field(default_factory=dict)  # fee: index, name, kind, basis


class Sources:
    """Typed or preset, per pricing field (and ``gpus_per_node``, which prices machines and
    whole nodes) and per fee field; hours from a calibration when there is one.

    A field the user typed (``Platform.typed_pricing``) is ``typed`` even when it equals the
    preset's value; an untyped field equal to the preset's is ``preset``; anything else is
    ``typed`` (a plan file written by hand, a value converted to another currency). A fee's
    rate or quantity is ``preset`` while the item says so (``FeeItem.preset_fields``: put there
    by "Add the usual items" and not set since), else ``typed``."""

    def __init__(
        self, platform: Platform, preset: Platform | None, calibration: CalibrationResult | None
    ):
        # The result's calibration, not the result: the result holds the bill, which is
        # priced with this module's vocabulary (no import circle).
        self._pricing = platform.pricing
        self._typed = frozenset(platform.typed_pricing)
        self._node = (platform.gpus_per_node, preset.gpus_per_node if preset else None)
        same_mode = preset is not None and preset.pricing.mode == platform.pricing.mode
        self._preset = preset.pricing if same_mode and preset is not None else None
        self.hours = Source.CALIBRATION if calibration is not None else Source.COMPUTED
        measured = platform.measurement.fields if platform.measurement else ()
        if calibration is not None and "calibration" in measured:
            self.hours = Source.MEASURED  # the calibration came from the kit's run

    def __call__(self, name: str) -> Source:
        if name in self._typed:
            return Source.TYPED
        if name == NODE_SIZE:  # the platform's, whatever the pricing mode
            return Source.PRESET if self._node[0] == self._node[1] else Source.TYPED
        if self._preset is not None and getattr(self._preset, name) == getattr(self._pricing, name):
            return Source.PRESET
        return Source.TYPED

    @staticmethod
    def fee(item: FeeItem, name: FeeField) -> Source:
        """The source of a fee's ``rate`` or ``quantity``."""
        return Source.PRESET if name in item.preset_fields else Source.TYPED


# The platform field the bill lists beside the pricing fields (machines = ⌈N ÷ GPUs per node⌉,
# partial nodes billed whole), tracked as typed with them (``Platform.typed_pricing``).
NODE_SIZE = "gpus_per_node"
