"""The app's money rules written as spreadsheet formulas over the Assumptions names.

Each function mirrors one in ``gpuplanner.core`` (``pricing``, ``fee_costs``, ``trial``)
term for term, so LibreOffice or Excel computes the figures ``evaluate`` computes. Billing
rounds with CEILING(x − 1E-9, 1), the same tolerance the core uses against float noise.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from gpuplanner.core.bill_lines import LineCode
from gpuplanner.core.fees import FeeBasis
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import (
    HourlyPricing,
    LeasePricing,
    Platform,
    ReservedPricing,
    SelfBuiltPricing,
)
from gpuplanner.io.excel.expr import Expr, ceiling, if_, max_, num, sum_of

EPS = num(1e-9)  # gpuplanner.core.pricing._EPS: 18.000000000001 h is not a 19th hour

HOURS_PER_MONTH = "hours_per_month"  # defined names of the two conventions
HOURS_PER_YEAR = "hours_per_year"


class Inputs:
    """The named Assumptions cells of one platform: ``inputs("pue")`` → ``p3_pue``."""

    def __init__(self, values: dict[str, float], prefix: str, platform: Platform) -> None:
        self._values = values
        self.prefix = prefix
        self.platform = platform

    def __call__(self, field: str) -> Expr:
        return self.plan(f"{self.prefix}_{field}")

    def plan(self, name: str) -> Expr:
        return Expr(name, self._values[name])

    def plan_has(self, name: str) -> bool:
        """Whether the workbook defines the plan-level name (e.g. the tax rows)."""
        return name in self._values


def started(units: Expr) -> Expr:
    """Started billing units, tolerant of float noise (core: ceil(units − 1e-9))."""
    return ceiling(units - EPS)


def billed_hours(c: Inputs, hours: Expr) -> Expr:
    """Billed hours; with several runs each run rounds up on its own (core: ``billed_hours``)."""
    step = c("billing_increment_hours")
    if not c.plan_has("runs"):
        return max_(c("minimum_hours"), started(hours / step) * step)
    runs = c.plan("runs")
    return runs * max_(c("minimum_hours"), started(hours / runs / step) * step)


def billed_gpus(c: Inputs, n: Expr) -> Expr:
    """``n``, or whole nodes of them when partial nodes are billed whole (core)."""
    if not c.platform.bill_whole_nodes:
        return n
    return machines(c, n) * c("gpus_per_node")


def billed_months(c: Inputs, hours: Expr) -> Expr:
    return max_(c("minimum_months"), started(hours / c.plan(HOURS_PER_MONTH)))


def machines(c: Inputs, n: Expr) -> Expr:
    return ceiling(n / c("gpus_per_node"))


def unit_price(c: Inputs) -> Expr | None:
    """Price per billed unit of a GPU-hour or GPU-month plan (a lease has three lines)."""
    field = SHEET_MODES[type(c.platform.pricing)].unit_price
    return None if field is None else c(field)


def lease_lines(c: Inputs, boxes: Expr, months: Expr) -> dict[LineCode, Expr]:
    """Rent, add-ons, the deposit kept and what is due at the end (core: ``bill_lines`` of
    a lease)."""
    return {
        LineCode.MACHINE_MONTHS: boxes * months * c("price_per_machine_month"),
        LineCode.LEASE_ADDONS: boxes * months * c("addons_per_machine_month"),
        LineCode.LEASE_DEPOSIT: boxes * lease_deposit(c),
        **lease_end(c, boxes),
    }


def lease_end(c: Inputs, boxes: Expr) -> dict[LineCode, Expr]:
    """The residual or balloon, and the buy-out when exercised (core/lease_end.py), for the
    lines the bill has: a residual above 0, a buy-out with a price."""
    q = c.platform.pricing
    assert isinstance(q, LeasePricing)
    lines: dict[LineCode, Expr] = {}
    if q.residual_per_machine > 0:
        lines[LineCode.LEASE_RESIDUAL] = boxes * c("residual_per_machine")
    if q.buyout_per_machine > 0:
        buyout = if_(c("exercise_buyout"), c("buyout_per_machine"), 0)
        lines[LineCode.LEASE_BUYOUT] = boxes * buyout
    return lines


def lease_deposit(c: Inputs) -> Expr:
    """The deposit that stays with the lessor (0 when refundable)."""
    return if_(c("deposit_refundable"), 0, c("deposit_per_machine"))


def capex(c: Inputs, n: Expr) -> Expr:
    """Capex of the GPUs an owned cluster of ``n`` buys (core: ``bought_gpus``)."""
    return billed_gpus(c, n) * (1 + c("spares_fraction") * c("card_share")) * c("capex_per_gpu")


def has_power_profile(platform: Platform) -> bool:
    """A server overhead, load factor or idle share other than 1 (core: ``energized_hours``)."""
    e = platform.energy
    return e.load_factor != 1 or e.idle_fraction != 1 or e.server_overhead != 1


def electricity(c: Inputs, n: Expr, hours: Expr, setup: Expr | None) -> Expr:
    """Power × PUE × hours × price; with a profile, overhead × ((hours − setup) × load +
    setup × idle share) hours (core: ``self_built_parts``; setup never exceeds the hours).
    Bought GPUs the job leaves unused (whole servers for a partial one) draw the idle share
    (1 without a profile) all the hours."""
    profile = has_power_profile(c.platform)
    powered: Expr = hours
    watts = c("power_w_per_gpu")
    if profile:
        setup = setup if setup is not None else num(0)
        powered = (hours - setup) * c("load_factor") + setup * c("idle_fraction")
        watts = watts * c("server_overhead")
    gpu_hours = n * powered
    if c.platform.bill_whole_nodes:
        idle = c("idle_fraction") if profile else num(1)
        gpu_hours = gpu_hours + (billed_gpus(c, n) - n) * hours * idle
    return gpu_hours * watts / 1000 * c("pue") * c("electricity_per_kwh")


def self_built_parts(
    c: Inputs, n: Expr, hours: Expr, capex_: Expr, setup: Expr | None = None
) -> list[Expr]:
    """Hardware, power, hosting, staff and repairs (core: ``self_built_cost``); ``setup`` of
    the hours are setup, not training."""
    per_year = c.plan(HOURS_PER_YEAR)
    life = c("depreciation_years") * per_year * c("utilization")  # the busy hours of its life
    depreciation = capex_ * (1 - c("residual_fraction")) * hours / life
    # hosting, staff and repairs over the busy hours (core: self_built.busy_share)
    busy = if_(c("charge_whole_purchase"), 1, c("utilization"))
    months = hours / c.plan(HOURS_PER_MONTH) / busy
    return [
        if_(c("charge_whole_purchase"), capex_, depreciation),
        electricity(c, n, hours, setup),
        billed_gpus(c, n) * c("hosting_per_gpu_month") * months,
        c("staff_per_month") * months,
        capex_ * c("repair_fraction_per_year") * hours / per_year / busy,
    ]


def _hourly_time(c: Inputs, n: Expr, hours: Expr, setup: Expr | None) -> Expr:
    return billed_gpus(c, n) * billed_hours(c, hours) * c("price_per_gpu_hour")


def _reserved_time(c: Inputs, n: Expr, hours: Expr, setup: Expr | None) -> Expr:
    return billed_gpus(c, n) * billed_months(c, hours) * c("price_per_gpu_month")


def _lease_time(c: Inputs, n: Expr, hours: Expr, setup: Expr | None) -> Expr:
    price = c("price_per_machine_month") + c("addons_per_machine_month")
    boxes = machines(c, n)
    rent = boxes * (billed_months(c, hours) * price + lease_deposit(c))
    return sum_of([rent, *lease_end(c, boxes).values()])


def _self_built_time(c: Inputs, n: Expr, hours: Expr, setup: Expr | None) -> Expr:
    return sum_of(self_built_parts(c, n, hours, capex(c, n), setup))


def _hourly_rate(c: Inputs, n: Expr) -> Expr:
    return billed_gpus(c, n) * c("price_per_gpu_hour")


def _reserved_rate(c: Inputs, n: Expr) -> Expr:
    return billed_gpus(c, n) * c("price_per_gpu_month") / c.plan(HOURS_PER_MONTH)


def _lease_rate(c: Inputs, n: Expr) -> Expr:
    price = c("price_per_machine_month") + c("addons_per_machine_month")
    return machines(c, n) * price / c.plan(HOURS_PER_MONTH)


def _self_built_rate(c: Inputs, n: Expr) -> Expr:
    """The cost of one hour less the cost of none: depreciation (0 when the whole purchase
    is charged), power, hosting, staff and repairs for one hour."""
    per_month, per_year = c.plan(HOURS_PER_MONTH), c.plan(HOURS_PER_YEAR)
    capex_ = capex(c, n)
    life = c("depreciation_years") * per_year * c("utilization")
    depreciation = capex_ * (1 - c("residual_fraction")) / life
    busy = if_(c("charge_whole_purchase"), 1, c("utilization"))
    return sum_of(
        [
            if_(c("charge_whole_purchase"), 0, depreciation),
            electricity(c, n, num(1), None),
            billed_gpus(c, n) * c("hosting_per_gpu_month") / per_month / busy,
            c("staff_per_month") / per_month / busy,
            capex_ * c("repair_fraction_per_year") / per_year / busy,
        ]
    )


def _lease_held(c: Inputs, n: Expr) -> Expr:
    """A lease rents whole machines: all their GPUs are the job's (core: lease ``held_gpus``)."""
    return machines(c, n) * c("gpus_per_node")


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
    held = SHEET_MODES[type(c.platform.pricing)].held(c, n)
    if held is not n:  # the mode may hold more GPUs than the job uses
        unused = held - n
        kwh = kwh + unused * per_gpu * hours * idle
        peak = peak + unused * per_gpu * idle
    return kwh, peak


@dataclass(frozen=True)
class SheetMode:
    """A pricing mode's formulas (core: its ``ModeRules``): the cost of holding ``n`` GPUs,
    the cost of one more hour, and the field priced per billed unit (None: several lines)."""

    gpu_time: Callable[[Inputs, Expr, Expr, Expr | None], Expr]
    hourly_rate: Callable[[Inputs, Expr], Expr]
    unit_price: str | None
    held: Callable[[Inputs, Expr], Expr] = billed_gpus  # core: ModeRules.held_gpus


# One line a pricing class; tests/io/test_pricing_modes_io.py fails while one lacks its line.
SHEET_MODES: dict[type, SheetMode] = {
    HourlyPricing: SheetMode(_hourly_time, _hourly_rate, "price_per_gpu_hour"),
    ReservedPricing: SheetMode(_reserved_time, _reserved_rate, "price_per_gpu_month"),
    LeasePricing: SheetMode(_lease_time, _lease_rate, None, _lease_held),
    SelfBuiltPricing: SheetMode(_self_built_time, _self_built_rate, None),
}


def gpu_time_cost(c: Inputs, n: Expr, hours: Expr, setup: Expr | None = None) -> Expr:
    """Holding ``n`` GPUs for ``hours`` in one formula (core: ``gpu_time_cost``)."""
    return SHEET_MODES[type(c.platform.pricing)].gpu_time(c, n, hours, setup)


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
    return SHEET_MODES[type(c.platform.pricing)].hourly_rate(c, n)


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
