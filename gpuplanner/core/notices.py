"""Warnings and infeasibility reasons as codes with parameters; front ends word them."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Code(StrEnum):
    MODEL_SHAPE_ESTIMATED = "model_shape_estimated"  # params_b, layers, hidden
    # A typed shape no transformer has (kept as typed: refusing one field of a pair would lock
    # a two-field edit such as 32 / 8 heads → 28 / 7):
    KV_HEADS_UNEVEN = "kv_heads_uneven"  # heads, kv_heads (grouped-query groups not whole)
    HEAD_DIM_UNEVEN = "head_dim_uneven"  # hidden, heads (hidden / heads not whole)
    PRECISION_FALLBACK = "precision_fallback"  # requested, used
    NO_PRECISION = "no_precision"  # requested
    NO_FP8 = "no_fp8"  # gpu: workload.precision fp8 on a GPU without FP8 tensor cores
    NEVER_FITS = "never_fits"  # need_gb, usable_gb, gpus
    QUOTA_TOO_SMALL = "quota_too_small"  # min_gpus, quota
    NO_LAYOUT = "no_layout"  # model_split, quota
    TP_ACROSS_NODES = "tp_across_nodes"  # tensor_parallel, gpus_per_node
    CP_ACROSS_NODES = "cp_across_nodes"  # tensor_parallel, context_parallel, span, gpus_per_node
    # The efficiency is the compute efficiency; recompute/TP/PP are charged on top of it:
    MFU_IS_COMPUTE_EFFICIENCY = "mfu_is_compute_efficiency"  # recompute, tensor_parallel, ...
    FIXED_GPUS_INFEASIBLE = "fixed_gpus_infeasible"  # gpus, why
    NEVER_FINISHES = "never_finishes"  # gpus
    DEADLINE_MISSED = "deadline_missed"  # gpus, delivery_days, deadline_days, fastest_days
    OVER_BUDGET = "over_budget"  # total, budget
    LOW_SCALING = "low_scaling"  # gpus, efficiency
    HOST_BOUND = "host_bound"  # gpus, tokens (a micro-batch), host_ms, gpu_ms
    # A layout outside where the MoE time was validated (evaluate.MANY_LOCAL_EXPERTS):
    MOE_MANY_EXPERTS = "moe_many_experts"  # gpus, experts (a GPU's share of a layer), micro_batch
    DATA_BOUND = "data_bound"  # gpus, needed_mb_s, read_mb_s, dataset, slowdown
    MEASURED_MEMORY_DIFFERS = "measured_memory_differs"  # measured_gb, predicted_gb, share
    MEMORY_TIGHT = "memory_tight"  # gpus, used_gb, usable_gb, share (> 95 % of usable)
    NO_CHECKPOINT_RISK = "no_checkpoint_risk"  # gpus, lost_hours
    CALIBRATION_MFU_HIGH = "calibration_mfu_high"  # gpus, mfu, ceiling_mfu
    CALIBRATION_MFU_LOW = "calibration_mfu_low"  # gpus, mfu, floor_mfu
    CALIBRATION_SUPERLINEAR = "calibration_superlinear"  # gpus, efficiency
    CALIBRATION_COMM_EXCEEDS = "calibration_comm_exceeds"  # gpus, step_seconds, comm_seconds
    FIX_LATER_DEADLINE = "fix_later_deadline"  # deadline_days, days, gpus
    FIX_BIGGER_BUDGET = "fix_bigger_budget"  # budget, amount, gpus
    FIX_QUOTA = "fix_quota"  # target, gpus, quota, days, total
    FIX_OTHER_PLATFORM = "fix_other_platform"  # target, other, gpus, days, total
    # budget, deadline_days, deadline_gpus, deadline_total, budget_gpus, budget_days:
    TARGETS_CONFLICT = "targets_conflict"
    QUOTE_EXPIRED = "quote_expired"  # valid_until, as_of (the quote date or None), today
    PRICE_STALE = "price_stale"  # as_of, months (whole months old), max_months, today
    # Every list-price field of the mode is 0 (core/pricing_fields.missing_list_price): ranked
    # after every priced platform, never called cheapest:
    PRICE_MISSING = "price_missing"  # field (pricing.<name>), mode
    # A reserved term or lease minimum longer than the job, paid in full:
    COMMITMENT_IDLE = "commitment_idle"  # gpus, months, job_days, idle_share
    # The job's billing month and the fleet plan's month differ (730 vs 720 h):
    MONTHS_DIFFER = "months_differ"  # job_hours, fleet_hours


@dataclass(frozen=True)
class Notice:
    code: Code
    platform: str | None = None
    params: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {"code": self.code.value, "platform": self.platform, "params": dict(self.params)}
