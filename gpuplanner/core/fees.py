"""Fee items: the hidden costs beside GPU time (storage, egress, IPs, support, labor)."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from gpuplanner.core.base import Frozen, NonNegFloat
from gpuplanner.core.text import Lines, OneLine


class FeeKind(StrEnum):
    STORAGE_OBJECT = "storage_object"
    STORAGE_FILE = "storage_file"
    STORAGE_BLOCK = "storage_block"
    EGRESS = "egress"
    PUBLIC_IP = "public_ip"
    SNAPSHOTS = "snapshots"
    SUPPORT = "support"
    LABOR = "labor"
    OTHER = "other"


class FeeBasis(StrEnum):
    """How a fee scales. ``cost = rate × quantity × driver`` where the driver is:

    fixed 1 · per_gb 1 (quantity in GB) · per_gb_month job months (metered, fractional) ·
    per_job_hour job hours · per_gpu_hour GPUs × job hours · per_month started months
    (subscriptions, at least one) · percent_of_compute compute cost / 100.
    """

    FIXED = "fixed"
    PER_GB = "per_gb"
    PER_GB_MONTH = "per_gb_month"
    PER_JOB_HOUR = "per_job_hour"
    PER_GPU_HOUR = "per_gpu_hour"
    PER_MONTH = "per_month"
    PERCENT_OF_COMPUTE = "percent_of_compute"


FeeField = Literal["rate", "quantity"]


class FeeItem(Frozen):
    name: OneLine = ""
    kind: FeeKind = FeeKind.OTHER
    basis: FeeBasis = FeeBasis.FIXED
    rate: NonNegFloat
    quantity: NonNegFloat = 1.0
    note: Lines = ""
    # The fields that still hold what a preset put there ("Add the usual items": a rate of 0
    # to replace, a quantity worked out from the workload) and were not set by the user since:
    # the bill gives them the source ``preset``, the others ``typed``. Setting one takes it
    # off, even back to the preset's value (core/platform_edits.set_fee_value).
    preset_fields: tuple[FeeField, ...] = ()
