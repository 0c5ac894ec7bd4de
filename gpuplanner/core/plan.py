"""The plan: one workload, its candidate platforms, and settings. The file format's root."""

from __future__ import annotations

from collections import Counter
from typing import Annotated, Any, Final, Literal

from pydantic import Field, field_validator, model_validator

from gpuplanner.core.base import HOURS_PER_MONTH, MAX_SWEEP_GPUS, Frozen, NonNegFloat
from gpuplanner.core.capital import CapitalSettings
from gpuplanner.core.chart_axes import ChartAxes
from gpuplanner.core.currency import ExchangeRate
from gpuplanner.core.energy_models import CarbonSettings
from gpuplanner.core.errors import ErrorCode, invalid, listed
from gpuplanner.core.fleet.plan import FleetPlan
from gpuplanner.core.platform import Platform, generation
from gpuplanner.core.storage import default_dataset_gb
from gpuplanner.core.tax import TaxSettings
from gpuplanner.core.text import Lines, OneLine, first_difference, look_alike_key, shorten
from gpuplanner.core.uncertainty_models import MonteCarloSettings, TrialPhase
from gpuplanner.core.workload import (
    STACKS_WITHOUT_EP,
    STACKS_WITHOUT_FP8,
    Fp8Recipe,
    LayoutField,
    Precision,
    Workload,
)

PLAN_FORMAT: Final = "gpuplanner-plan"
PLAN_FORMAT_VERSION: Final = 3

# Platforms × GPU counts evaluated at once. Results take ~120 bytes a point: 4.2 M points are
# ~0.5 GB and ~0.6 s; 1,000 platforms × 131,072 counts would be 15 GB and freeze the app.
MAX_SWEEP_POINTS = 4_194_304
# A fee item holds one float64 array over the sweep: measured ~9.4 bytes and ~11 ns a GPU count
# against a platform's ~118 bytes and ~110 ns (evaluate(), 4 platforms × 131,072 counts with
# and without 50 fee items each), so eight fee items weigh about one platform in the limit.
FEE_CASE_SHARE = 8
# Monte Carlo draws per simulation (platforms × samples): 2 M take ~0.35 s; twice the sweep
# limit still admits the largest sweep's 4,096 platforms at the minimum 2,000 samples.
MAX_MONTE_CARLO_DRAWS = 2 * MAX_SWEEP_POINTS


class PlanSettings(Frozen):
    runtime_reserve_gb: NonNegFloat = 2.0  # CUDA context + allocator fragmentation per GPU
    max_gpus: Annotated[int, Field(ge=1, le=MAX_SWEEP_GPUS)] = 1024  # sweep N = 1 … max_gpus
    monte_carlo: MonteCarloSettings = MonteCarloSettings()
    # Hours in a billed month: 730 (8,760 / 12, the cloud convention) or 720 (30 days).
    hours_per_month: Annotated[float, Field(ge=672, le=744)] = HOURS_PER_MONTH
    # Prices or quotes dated more than this many months before the analysis day are flagged
    # (core/evaluate.py, notice price_stale): GPU prices move within half a year.
    price_max_age_months: Annotated[int, Field(ge=1, le=120)] = 6


class Plan(Frozen):
    format: Literal["gpuplanner-plan"] = PLAN_FORMAT
    format_version: Literal[3] = PLAN_FORMAT_VERSION
    title: OneLine = ""
    notes: Lines = ""
    currency: Annotated[str, Field(pattern=r"^[A-Z]{3}$")] = "CNY"
    workload: Workload
    platforms: tuple[Platform, ...]  # required; empty while a new plan is being set up
    settings: PlanSettings = PlanSettings()
    trial: TrialPhase | None = None  # "small card trial, big card finish"
    tax: TaxSettings = TaxSettings()  # VAT on the bills (off by default)
    # The cost of capital (WACC) and income tax rate (core/capital.py); none by default.
    capital: CapitalSettings = CapitalSettings()
    carbon: CarbonSettings = CarbonSettings()  # grid intensity for tCO₂ (core/energy.py)
    # The platform others are compared with (core/baseline.py); None: the cheapest feasible.
    baseline: Annotated[OneLine, Field(min_length=1)] | None = None
    fleet: FleetPlan | None = None  # months of team demand: rent, reserve, lease or build
    # Dated rates for prices quoted in other currencies (presets in USD in a CNY plan …).
    exchange_rates: tuple[ExchangeRate, ...] = ()
    charts: ChartAxes = ChartAxes()  # the Results charts' axis choices (view only)

    @model_validator(mode="before")
    @classmethod
    def _fleet_discounts_at_wacc(cls, data: Any) -> Any:
        """One rate for both views: with a WACC the fleet's discount rate is the WACC (the
        job view's capital charge and the fleet's present costs then agree on cash vs a
        loan); without one the fleet keeps its own rate."""
        if not isinstance(data, dict):
            return data
        capital, fleet = data.get("capital"), data.get("fleet")
        if isinstance(capital, CapitalSettings):
            wacc: Any = capital.wacc
        else:
            wacc = capital.get("wacc") if isinstance(capital, dict) else None
        if isinstance(wacc, bool) or not isinstance(wacc, int | float) or not 0 <= wacc <= 1:
            return data  # none, or a bad value the field itself refuses by name
        if isinstance(fleet, FleetPlan):
            if fleet.discount_rate != wacc:
                fleet = fleet.model_copy(update={"discount_rate": float(wacc)})
        elif isinstance(fleet, dict):
            fleet = {**fleet, "discount_rate": float(wacc)}
        else:
            return data
        return {**data, "fleet": fleet}

    @field_validator("platforms")
    @classmethod
    def _unique_names(cls, platforms: tuple[Platform, ...]) -> tuple[Platform, ...]:
        # On the field, so the error names "platforms" rather than the whole file. Linear
        # (a Counter, a dict): 50,000 platforms are checked in milliseconds, not minutes.
        counts = Counter(p.name for p in platforms)
        dupes = sorted(n for n, k in counts.items() if k > 1)
        if dupes:
            raise invalid(ErrorCode.NAMES_REPEATED, **listed([shorten(n) for n in dupes]))
        seen: dict[str, str] = {}
        for p in platforms:
            other = seen.setdefault(look_alike_key(p.name), p.name)
            if other != p.name:
                raise invalid(
                    ErrorCode.NAMES_LOOK_ALIKE,
                    first=_quoted(other),
                    second=_quoted(p.name),
                    difference=first_difference(other, p.name),
                )
        return platforms

    @model_validator(mode="after")
    def _platform_stacks_run_the_workload(self) -> Plan:
        """A platform's own stack must run the workload's pinned layout and precision, as the
        workload's stack must (core/workload.py): refused naming the platform's field."""
        w = self.workload
        for i, p in enumerate(self.platforms):
            if p.stack in STACKS_WITHOUT_EP and w.expert_parallel > 1:
                raise invalid(ErrorCode.STACK_WITHOUT_EP, f"platforms[{i}].stack")
            if p.stack in STACKS_WITHOUT_FP8 and w.precision is Precision.FP8:
                raise invalid(ErrorCode.STACK_WITHOUT_FP8, f"platforms[{i}].stack")
        return self

    @model_validator(mode="after")
    def _fp8_recipe_runs_on_every_gpu(self) -> Plan:
        """MXFP8 needs Blackwell's block-scaled tensor cores (compute capability 10.x:
        Transformer Engine refuses it below, transformer_engine/pytorch/quantization.py
        _compute_mxfp8_support): an FP8 plan stating it beside a GPU with FP8 tensor cores of
        another generation is refused naming the field (GPUs without FP8 are refused on their
        own, Code.NO_FP8)."""
        w = self.workload
        if w.precision is not Precision.FP8 or w.fp8_recipe is not Fp8Recipe.MXFP8:
            return self
        for p in self.platforms:
            if p.gpu.fp8_tflops and generation(p.gpu) != "blackwell":
                raise invalid(
                    ErrorCode.MXFP8_NEEDS_BLACKWELL,
                    "workload.fp8_recipe",
                    platform=shorten(p.name),
                    gpu=shorten(p.gpu.name),
                )
        return self

    @model_validator(mode="after")
    def _trial_platform_exists(self) -> Plan:
        names = [p.name for p in self.platforms]
        if self.trial and self.trial.platform is not None and self.trial.platform not in names:
            raise invalid(
                ErrorCode.TRIAL_PLATFORM_UNKNOWN,
                "trial.platform",
                name=_quoted(self.trial.platform),
            )
        codes = [r.currency for r in self.exchange_rates]
        if len(set(codes)) != len(codes) or self.currency in codes:
            raise invalid(
                ErrorCode.EXCHANGE_RATES_REPEATED,
                "exchange_rates",
                currency=self.currency,
                **listed([shorten(c) for c in codes]),
            )
        return self

    @model_validator(mode="after")
    def _sweep_within_limit(self) -> Plan:
        points = sweep_cases(self)
        if points <= MAX_SWEEP_POINTS:
            return self
        where = "settings.max_gpus"
        if self.sweep_max > self.settings.max_gpus:  # a platform's fixed count or quota
            i, p = max(enumerate(self.platforms), key=lambda e: _asked(e[1]))
            where = f"platforms[{i}].{'fixed_gpus' if p.fixed_gpus == _asked(p) else 'max_gpus'}"
        fees = sum(len(p.fees) for p in self.platforms)
        raise invalid(
            ErrorCode.SWEEP_TOO_LARGE_FEES if fees else ErrorCode.SWEEP_TOO_LARGE,
            where,
            platforms=len(self.platforms),
            **({"fees": fees, "share": FEE_CASE_SHARE} if fees else {}),
            gpus=self.sweep_max,
            cases=points,
            limit=MAX_SWEEP_POINTS,
        )

    @model_validator(mode="after")
    def _simulation_within_limit(self) -> Plan:
        samples = self.settings.monte_carlo.samples
        draws = len(self.platforms) * samples
        if draws > MAX_MONTE_CARLO_DRAWS:
            raise invalid(
                ErrorCode.DRAWS_TOO_MANY,
                "settings.monte_carlo.samples",
                platforms=len(self.platforms),
                samples=samples,
                draws=draws,
                limit=MAX_MONTE_CARLO_DRAWS,
            )
        return self

    @property
    def sweep_max(self) -> int:
        """Largest N swept: the setting, or a larger fixed count / quota a platform asks for."""
        wanted = [self.settings.max_gpus]
        for p in self.platforms:
            wanted += [p.fixed_gpus or 0, p.max_gpus or 0]
        return min(max(wanted), MAX_SWEEP_GPUS)


def _quoted(text: str) -> str:
    return repr(shorten(text))


def sweep_cases(plan: Plan) -> int:
    """Platforms × GPU counts, each fee item counted as 1/FEE_CASE_SHARE of a platform."""
    fees = sum(len(p.fees) for p in plan.platforms)
    return len(plan.platforms) * plan.sweep_max + -(-fees * plan.sweep_max // FEE_CASE_SHARE)


def _asked(p: Platform) -> int:
    """The largest GPU count a platform asks the sweep for (fixed count or quota)."""
    return max(p.fixed_gpus or 0, p.max_gpus or 0)


def blank_plan(template: Plan) -> Plan:
    """A new plan to fill in: ``template``'s workload, currency and settings, nothing else.

    No title, notes, platforms, trial, fleet or exchange rates: File → New starts from a job
    to describe, not from a copy of someone's comparison. Every layout field is automatic
    (``Workload.auto_layout``): a fixed layout copied from the template (ZeRO-3, TP 1, no
    recompute) made a new plan's first result 56 GPUs and a self-built cluster unable to run
    until each field was switched (issue 25); the template's values stay, greyed, to pin.
    The dataset size is the tokens' default (``core.storage.default_dataset_gb``)."""
    workload = Workload.model_validate(
        {
            **dict(template.workload),
            "auto_layout": tuple(LayoutField),
            # The template's dataset (seed example A: 1,500 GB, its article's figure) is not
            # this job's: start from the tokens as token ids, 4 B each (core/storage.py).
            "dataset_gb": default_dataset_gb(template.workload.tokens),
        }
    )
    return Plan(
        workload=workload,
        platforms=(),
        currency=template.currency,
        settings=template.settings,
    )
