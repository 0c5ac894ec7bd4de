"""Validation errors as codes with parameters; io and the GUI word them (io/messages).

The core holds no user sentence in any language: a validator raises ``invalid(code, …)``, a
pydantic error whose ``type`` is the code and whose ``ctx`` holds the parameters and, for a
check across fields, ``field``: the path of the field it means, relative to the model that
checks it ("fixed_gpus" on a platform, "trial.platform" on the plan). Its message is only the
code and the parameters, so ``str()`` of the error still reads in a log.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic_core import PydanticCustomError


class ErrorCode(StrEnum):
    TOO_SMALL = "too_small"  # minimum (a positive value below it is a typo)
    NAME_INVISIBLE = "name_invisible"  # a name of only spaces and invisible characters
    NAMES_REPEATED = "names_repeated"  # names, more
    NAMES_LOOK_ALIKE = "names_look_alike"  # first, second, difference
    TRIAL_PLATFORM_UNKNOWN = "trial_platform_unknown"  # name
    EXCHANGE_RATES_REPEATED = "exchange_rates_repeated"  # currency, names (given), more
    SWEEP_TOO_LARGE = "sweep_too_large"  # platforms, gpus, cases, limit
    SWEEP_TOO_LARGE_FEES = "sweep_too_large_fees"  # platforms, fees, share, gpus, cases, limit
    DRAWS_TOO_MANY = "draws_too_many"  # platforms, samples, draws, limit
    NO_TFLOPS = "no_tflops"
    SCALING_POINTS_REPEATED = "scaling_points_repeated"
    FIXED_OVER_QUOTA = "fixed_over_quota"
    USABLE_OVER_MEMORY = "usable_over_memory"
    QUOTE_BEFORE_PRICES = "quote_before_prices"
    QUOTED_RATE_ALONE = "quoted_rate_alone"  # quoted_currency and quoted_rate go together
    ACTIVE_OVER_TOTAL = "active_over_total"
    KV_HEADS_OVER_HEADS = "kv_heads_over_heads"
    MICRO_OVER_GLOBAL = "micro_over_global"
    TRAINING_TOKENS_TOO_MANY = "training_tokens_too_many"  # total, limit
    PIPELINE_OVER_LAYERS = "pipeline_over_layers"  # stages, layers
    VIRTUAL_OVER_LAYERS = "virtual_over_layers"  # stages, chunks, layers
    VIRTUAL_NEEDS_PIPELINE = "virtual_needs_pipeline"
    TP_NOT_DIVIDING_HEADS = "tp_not_dividing_heads"  # tp, heads
    TP_NOT_DIVIDING_KV_HEADS = "tp_not_dividing_kv_heads"  # tp, kv_heads
    AUTO_LAYOUT_REPEATED = "auto_layout_repeated"
    EP_ON_DENSE = "ep_on_dense"
    ETP_ON_DENSE = "etp_on_dense"
    ETP_NOT_DIVIDING_TP = "etp_not_dividing_tp"  # etp, tp
    EP_NOT_DIVIDING_EXPERTS = "ep_not_dividing_experts"  # ep, experts
    STACK_WITHOUT_EP = "stack_without_ep"
    CP_NOT_DIVIDING_SEQUENCE = "cp_not_dividing_sequence"  # cp, seq
    CP_NOT_DIVIDING_HEADS = "cp_not_dividing_heads"  # cp, heads
    PACKED_SAMPLE_BEYOND_SEQUENCE = "packed_sample_beyond_sequence"  # sample, seq
    STACK_WITHOUT_FP8 = "stack_without_fp8"
    MXFP8_NEEDS_BLACKWELL = "mxfp8_needs_blackwell"  # platform, gpu
    DUALPIPE_ODD_STAGES = "dualpipe_odd_stages"  # stages
    STACK_WITHOUT_INTERLEAVING = "stack_without_interleaving"
    EXPERTS_PER_TOKEN_RANGE = "experts_per_token_range"  # experts
    ROUTING_GROUPS_DIVIDE = "routing_groups_divide"  # experts
    ROUTING_GROUPS_PER_TOKEN = "routing_groups_per_token"
    MOE_NEEDS_ACTIVE = "moe_needs_active"
    DEMAND_TABLE_LENGTH = "demand_table_length"  # months, horizon
    HYBRID_NEEDS_RESERVED = "hybrid_needs_reserved"
    HYBRID_SPOT_NEEDS_SPOT = "hybrid_spot_needs_spot"
    FALLBACK_SPOT_NEEDS_SPOT = "fallback_spot_needs_spot"
    RANGE_LOW_TOO_SMALL = "range_low_too_small"  # minimum
    ONE_MEASUREMENT = "one_measurement"
    SINGLE_GPU_NEEDS_MORE = "single_gpu_needs_more"
    ONE_TRIAL_PRICE = "one_trial_price"
    DISCOUNT_AND_NEGOTIATED = "discount_and_negotiated"
    BUYOUT_WITHOUT_PRICE = "buyout_without_price"  # a lease's buy-out exercised at 0
    NEGOTIATED_OVER_LIST = "negotiated_over_list"  # negotiated, list
    NOTHING_FINANCED = "nothing_financed"  # a down payment of 100 %
    BALLOON_OVER_FINANCED = "balloon_over_financed"  # balloon, down, financed (percent)
    # Pasted demand (core.fleet_demand): line, cell
    PASTE_NOT_A_NUMBER = "paste_not_a_number"
    PASTE_NEGATIVE = "paste_negative"
    PASTE_EMPTY = "paste_empty"
    # Edits and helpers called with what the GUI should not allow
    MOVE_PAST_END = "move_past_end"
    NONPOSITIVE_MEASUREMENT = "nonpositive_measurement"


def invalid(code: StrEnum, field: str = "", **params: Any) -> PydanticCustomError:
    """The error a validator raises: ``code`` (an ``ErrorCode``, or io's own codes for its
    files), the ``field`` it means, its parameters."""
    context = {**params, "field": field} if field else dict(params)
    shown = ", ".join(f"{name}={{{name}}}" for name in context)
    return PydanticCustomError(
        code.value, f"{code.value} ({shown})" if shown else code.value, context
    )


class CoreError(ValueError):
    """A refusal outside a pydantic model (pasted text, an edit): a code and parameters."""

    def __init__(self, code: ErrorCode, **params: Any) -> None:
        self.code = code
        self.params = params
        shown = ", ".join(f"{k}={v!r}" for k, v in params.items())
        super().__init__(f"{code.value} ({shown})" if shown else code.value)


def listed(items: list[str], most: int = 5) -> dict[str, Any]:
    """At most ``most`` items as ``names`` (comma-separated) and how many more as ``more``."""
    return {"names": ", ".join(items[:most]), "more": max(0, len(items) - most)}
