"""The billing rules every pricing mode's formulas share, over the Assumptions names.

Each function mirrors one in ``gpuplanner.core`` (``pricing_modes/billing.py``, ``energy``)
term for term; billing rounds with CEILING(x − 1E-9, 1), the same tolerance the core uses
against float noise. The modes' own formulas are in ``io/excel/modes/``.
"""

from __future__ import annotations

from gpuplanner.core.platform import Platform
from gpuplanner.io.excel.expr import Expr, ceiling, max_, num

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
