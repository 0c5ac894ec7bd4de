"""The app's money rules written as spreadsheet formulas over the Assumptions names.

Each function mirrors one in ``gpuplanner.core`` (``pricing``, ``fee_costs``, ``trial``)
term for term, so LibreOffice or Excel computes the figures ``evaluate`` computes. The
billing rules the modes share are in ``billing_formulas`` (re-exported here), each mode's
own formulas in ``io/excel/modes/``; this module dispatches to them.
"""

from __future__ import annotations

from collections.abc import Callable

from gpuplanner.core.fees import FeeBasis
from gpuplanner.core.plan import Plan
from gpuplanner.core.pricing_fields import list_price_field
from gpuplanner.io.excel.billing_formulas import (
    EPS,
    HOURS_PER_MONTH,
    HOURS_PER_YEAR,
    Inputs,
    billed_gpus,
    billed_hours,
    billed_months,
    capex,
    electricity,
    has_power_profile,
    machines,
    started,
)
from gpuplanner.io.excel.expr import Expr, max_, num
from gpuplanner.io.excel.modes import sheet_mode


def unit_price(c: Inputs) -> Expr | None:
    """The list price per billed unit, for a mode that writes a ``unit_price`` TCO row (a
    GPU-hour or GPU-month plan; a lease has three lines, an owned cluster none)."""
    if "unit_price" not in sheet_mode(c.platform.pricing).rows:
        return None
    return c(list_price_field(c.platform.pricing))


def energy(c: Inputs, n: Expr, hours: Expr, setup: Expr, owned: bool) -> tuple[Expr, Expr]:
    """(kWh, peak kW) of holding ``n`` GPUs for ``hours`` (core: ``energy.energy_use``).

    Per GPU P × overhead × PUE / 1000 kW; kWh = n × that × ((hours − setup) × load + setup ×
    idle share), plus the held GPUs beyond ``n`` (whole nodes billed, a lease's machines, an
    owned cluster's servers) at the idle share all the hours; peak kW = n × per GPU + those
    × per GPU × idle share. P and PUE are an owned cluster's pricing fields, else the
    platform's energy cells (catalog TDP unless typed; PUE 1.1 unless typed)."""
    watts = c("power_w_per_gpu") if owned else c("gpu_power_w")
    per_gpu = watts * c("server_overhead") * c("pue") / 1000
    idle = c("idle_fraction")
    powered = (hours - setup) * c("load_factor") + setup * idle
    kwh, peak = n * per_gpu * powered, n * per_gpu
    held = sheet_mode(c.platform.pricing).held(c, n)
    if held is not n:  # the mode may hold more GPUs than the job uses
        unused = held - n
        kwh = kwh + unused * per_gpu * hours * idle
        peak = peak + unused * per_gpu * idle
    return kwh, peak


def gpu_time_cost(c: Inputs, n: Expr, hours: Expr, setup: Expr | None = None) -> Expr:
    """Holding ``n`` GPUs for ``hours`` in one formula (core: ``gpu_time_cost``)."""
    return sheet_mode(c.platform.pricing).gpu_time(c, n, hours, setup)


def gpu_time_with_interruptions(
    c: Inputs, n: Expr, clean: Expr, expected: Expr, setup: Expr | None = None
) -> Expr:
    """MAX(cost of the clean hours, cost of the expected hours).

    The core adds compute + max(expected − compute, 0), which is the same number (to the
    last bit or so); the MAX form is shorter and says what it means.
    """
    return max_(gpu_time_cost(c, n, clean, setup), gpu_time_cost(c, n, expected, setup))


# What ``rate × quantity`` multiplies, by basis (core: ``fee_costs.BASES``): from the
# inputs, the GPUs, the expected hours, the GPU time and the hours in a month.
FeeDriver = Callable[[Expr, Expr, Expr, Expr], Expr]
FEE_DRIVERS: dict[FeeBasis, FeeDriver] = {
    FeeBasis.FIXED: lambda n, hours, gpu_time, per_month: num(1),
    FeeBasis.PER_GB: lambda n, hours, gpu_time, per_month: num(1),
    FeeBasis.PER_GB_MONTH: lambda n, hours, gpu_time, per_month: hours / per_month,
    FeeBasis.PER_JOB_HOUR: lambda n, hours, gpu_time, per_month: hours,
    FeeBasis.PER_GPU_HOUR: lambda n, hours, gpu_time, per_month: n * hours,
    FeeBasis.PER_MONTH: lambda n, hours, gpu_time, per_month: max_(1, started(hours / per_month)),
    FeeBasis.PERCENT_OF_COMPUTE: lambda n, hours, gpu_time, per_month: gpu_time / 100,
}


def fee_driver(c: Inputs, basis: FeeBasis, n: Expr, hours: Expr, gpu_time: Expr) -> Expr:
    """What ``rate × quantity`` multiplies (core: ``fee_cost``); ``hours`` are expected."""
    return FEE_DRIVERS[basis](n, hours, gpu_time, c.plan(HOURS_PER_MONTH))


def setup_used(c: Inputs, trial: bool) -> Expr:
    """Setup hours of the main run: the typed ones, less what the plan's trial phase saves
    (never below 0; core: ``TrialTerms.setup_hours``)."""
    if not trial:
        return c("setup_hours")
    return max_(0, c("setup_hours") - c.plan("trial_saves_setup_hours"))


def hourly_rate(c: Inputs, n: Expr) -> Expr:
    """One more hour of ``n`` GPUs, no billing granularity (core: ``pricing.hourly_rate``)."""
    return sheet_mode(c.platform.pricing).hourly_rate(c, n)


def trial_cost(values: dict[str, float], plan: Plan) -> Expr:
    """The trial phase (core: ``trial.trial_terms``): GPUs × hours × price, or holding that
    many GPUs for the hours under the named platform's pricing (increments and minimums)."""
    t = plan.trial
    assert t is not None

    def name(key: str) -> Expr:
        return Expr(key, values[key])

    gpus, hours = name("trial_gpus"), name("trial_hours")
    if t.price_per_gpu_hour is not None:
        return gpus * hours * name("trial_price_per_gpu_hour")
    index = next(i for i, p in enumerate(plan.platforms) if p.name == t.platform)
    c = Inputs(values, f"p{index + 1}", plan.platforms[index])
    return gpu_time_cost(c, gpus, hours)


__all__ = [
    "EPS",
    "HOURS_PER_MONTH",
    "HOURS_PER_YEAR",
    "Inputs",
    "billed_gpus",
    "billed_hours",
    "billed_months",
    "capex",
    "electricity",
    "has_power_profile",
    "machines",
    "started",
]
