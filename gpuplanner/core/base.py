"""Shared pydantic configuration and constrained number types for the plan models."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

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


PositiveFloat = Annotated[float, Field(gt=0)]
NonNegFloat = Annotated[float, Field(ge=0)]
Fraction = Annotated[float, Field(ge=0, le=1)]  # 0 … 1 inclusive
OpenFraction = Annotated[float, Field(ge=0, lt=1)]  # 0 … <1
Utilization = Annotated[float, Field(gt=0, le=1)]  # (0, 1]
PositiveInt = Annotated[int, Field(ge=1)]
NonNegInt = Annotated[int, Field(ge=0)]
