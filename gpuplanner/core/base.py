"""Shared pydantic configuration and constrained number types for the plan models."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from gpuplanner.core.errors import ErrorCode, invalid

HOURS_PER_MONTH = 730.0  # 8,760 h / 12: the cloud billing convention
GB = 1e9  # memory and storage are quoted in decimal gigabytes


class Frozen(BaseModel):
    """Immutable, strict-about-keys model: a typo in a plan file is an error, not a silent 0."""

    model_config = ConfigDict(
        frozen=True,
        extra="forbid",
        allow_inf_nan=False,
        validate_default=True,
        use_enum_values=False,
    )


# Sanity limits on every number a plan holds. Real plans sit many orders of magnitude inside
# them (1e13 tokens, 1e6 CNY, 1e4 GPUs); a value beyond them is a typo, and products such as
# 6 · params · tokens would overflow float64 and print inf/NaN as if they were results.
MAX_VALUE = 1e15  # tokens, money, hours, GB, TFLOPS …
MIN_POSITIVE = 1e-9  # the smallest "greater than zero" value (a 1e-9 h billing step, MFU …)
MAX_COUNT = 1_000_000_000  # layers, hidden size, batch, sequence length, GPUs, months
MAX_SWEEP_GPUS = 131_072  # the largest GPU count swept: one evaluation stays well under 1 s


def _not_vanishing(value: float) -> float:
    if value < MIN_POSITIVE:  # 0 < value: gt=0 already refused 0 and below
        raise invalid(ErrorCode.TOO_SMALL, minimum=MIN_POSITIVE)
    return value


# For any other "greater than zero" bound: a denormal such as 5e-324 passes gt=0 and then
# divides into inf (a fleet's depreciation over 5e-324 years put NaN in the report).
NOT_VANISHING = AfterValidator(_not_vanishing)
PositiveFloat = Annotated[float, Field(gt=0, le=MAX_VALUE), NOT_VANISHING]
NonNegFloat = Annotated[float, Field(ge=0, le=MAX_VALUE)]
Fraction = Annotated[float, Field(ge=0, le=1)]  # 0 … 1 inclusive
OpenFraction = Annotated[float, Field(ge=0, lt=1)]  # 0 … <1
Utilization = Annotated[float, Field(gt=0, le=1), AfterValidator(_not_vanishing)]  # (0, 1]
PositiveInt = Annotated[int, Field(ge=1, le=MAX_COUNT)]
NonNegInt = Annotated[int, Field(ge=0, le=MAX_COUNT)]
