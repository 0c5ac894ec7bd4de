"""Plan inputs for decision support: ranges, a measured calibration run, a trial phase, MC settings.

All of them are optional with defaults, so plans written before they existed load unchanged.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field, model_validator

from gpuplanner.core.base import Frozen, NonNegFloat, PositiveFloat, PositiveInt
from gpuplanner.core.errors import ErrorCode, invalid
from gpuplanner.core.text import Lines, clean_name

MAX_SPREAD = 10.0  # a multiplier beyond ×10 is a different plan, not an uncertainty
MIN_DIVISOR_LOW = 0.01  # MFU or scaling at 1 % of the typed value is a broken plan, not a range


class Spread(Frozen):
    """How far an input may move, as multipliers of the typed value: low ≤ 1 ≤ high.

    Monte Carlo draws each multiplier from a triangular distribution with its mode at 1 (the
    typed value is the most likely one) and these bounds; the tornado uses the bounds.
    """

    low: Annotated[float, Field(ge=0, le=1)] = 1.0
    high: Annotated[float, Field(ge=1, le=MAX_SPREAD)] = 1.0

    @classmethod
    def pm(cls, fraction: float) -> Spread:
        """A symmetric ± ``fraction`` spread, e.g. ``Spread.pm(0.25)`` is 0.75 … 1.25."""
        return cls(low=1.0 - fraction, high=1.0 + fraction)


class Ranges(Frozen):
    """Per-platform uncertainty of the inputs that move the bill most.

    Defaults (why): MFU ±25 % (the issue's example; seed 001 quotes 0.3–0.8 efficiency);
    scaling efficiency ±10 % (communication varies with placement and contention); GPU price
    ±10 % (quotes move between order and invoice; spot more); interruption rate ×0.5 … ×2
    (rates are rarely known to better than a factor of two); setup hours ×0.5 … ×2 (image and
    environment trouble is the seeds' "image fair, 40 min start" — it runs long).
    MFU and scaling must stay at least 1 % of the typed value at their low end (time divides
    by them; a denormal low end would overflow the time to infinity).
    """

    mfu: Spread = Spread(low=0.75, high=1.25)
    scaling: Spread = Spread(low=0.9, high=1.1)
    price: Spread = Spread(low=0.9, high=1.1)
    interruption_rate: Spread = Spread(low=0.5, high=2.0)
    setup_hours: Spread = Spread(low=0.5, high=2.0)

    @model_validator(mode="after")
    def _time_divisors_positive(self) -> Ranges:
        for name in ("mfu", "scaling"):
            if getattr(self, name).low < MIN_DIVISOR_LOW:
                raise invalid(ErrorCode.RANGE_LOW_TOO_SMALL, f"{name}.low", minimum=MIN_DIVISOR_LOW)
        return self


INPUTS: tuple[str, ...] = tuple(Ranges.model_fields)  # the uncertain inputs, in a fixed order


class Calibration(Frozen):
    """A measured trial run on the candidate (the seeds' 20–50 steps): one of step time or rate.

    ``tokens_per_step`` defaults to the workload's global batch × sequence length. A second
    measurement on one GPU (``single_gpu_step_seconds``, same global batch) separates MFU from
    scaling; without it the split follows the platform's scaling model (see ``calibration.py``).
    """

    gpus: PositiveInt
    step_seconds: PositiveFloat | None = None
    tokens_per_second: PositiveFloat | None = None
    tokens_per_step: PositiveFloat | None = None
    single_gpu_step_seconds: PositiveFloat | None = None
    note: Lines = ""

    @model_validator(mode="after")
    def _one_measurement(self) -> Calibration:
        if (self.step_seconds is None) == (self.tokens_per_second is None):
            raise invalid(ErrorCode.ONE_MEASUREMENT, "step_seconds")
        if self.single_gpu_step_seconds is not None and self.gpus == 1:
            raise invalid(ErrorCode.SINGLE_GPU_NEEDS_MORE, "single_gpu_step_seconds")
        return self


class TrialPhase(Frozen):
    """ "Small card trial, big card finish": debugging hours on a cheaper GPU before the run.

    Priced either at ``price_per_gpu_hour`` or under the pricing of the plan's platform named
    in ``platform``. ``saves_setup_hours`` are setup/debugging hours the trial takes off every
    platform's main run (the seeds' saving comes from not debugging on the big cards).
    """

    hours: PositiveFloat
    gpus: PositiveInt = 1
    price_per_gpu_hour: NonNegFloat | None = None
    # A platform's name, cleaned as platform names are (core.text), so the two still match.
    platform: Annotated[str, AfterValidator(clean_name)] | None = None
    saves_setup_hours: NonNegFloat = 0.0
    note: Lines = ""

    @model_validator(mode="after")
    def _one_price(self) -> TrialPhase:
        if (self.price_per_gpu_hour is None) == (self.platform is None):
            raise invalid(ErrorCode.ONE_TRIAL_PRICE, "price_per_gpu_hour")
        return self


class MonteCarloSettings(Frozen):
    """Sample count and seed: the same plan and seed always give the same percentiles."""

    samples: Annotated[int, Field(ge=2000, le=200_000)] = 2000
    seed: Annotated[int, Field(ge=0)] = 2024
