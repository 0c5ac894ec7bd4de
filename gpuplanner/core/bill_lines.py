"""The itemised bill of one platform at its chosen GPU count: what finance reads line by line.

Each line has a stable ``code`` (the kind of charge), a ``formula`` code (worded in English
and Chinese by ``gpuplanner.io.bill_words``), the ``inputs`` it multiplies (each with its
value, unit code and where it came from) and its ``amount``. The amounts add up to the
platform's ``total_cost`` (to float rounding): GPU time under the pricing mode (split into
its parts for leases and self-built clusters), the interruption loss, one line per fee item
and the plan's trial phase. The figures are the ones ``evaluate`` computes (DESIGN §3.5), by
the same functions in ``pricing`` and ``fee_costs``.
"""

from __future__ import annotations

import math

import numpy as np

from gpuplanner.core.base import HOURS_PER_MONTH
from gpuplanner.core.bill import BillTerms
from gpuplanner.core.bill_extras import adjustment_lines, interest_line, tax_lines
from gpuplanner.core.bill_types import (
    BillInput,
    BillLine,
    LineCode,
    LineGroup,
    Source,
    Sources,
)
from gpuplanner.core.fee_costs import fee_cost
from gpuplanner.core.fees import FeeBasis, FeeItem
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import (
    HourlyPricing,
    LeasePricing,
    Platform,
    ReservedPricing,
    SelfBuiltPricing,
)
from gpuplanner.core.pricing import (
    HOURS_PER_YEAR,
    Usage,
    billed_gpus,
    billed_hours,
    billed_months,
    gpu_time_cost,
    machines,
    self_built_parts,
)
from gpuplanner.core.result import PlatformResult


def bill_lines(
    plan: Plan, result: PlatformResult, preset: Platform | None = None, gpus: int | None = None
) -> tuple[BillLine, ...]:
    """The bill of ``result``'s platform at ``gpus`` (default: the chosen N); ``()`` when
    there is no such count. ``preset`` is the catalog preset the platform came from: inputs
    still equal to its values are marked ``preset``, the others ``typed``."""
    gpus = gpus or result.chosen
    if gpus is None or not np.isfinite(result.total_cost[gpus - 1]):
        return ()
    platform = plan.platforms[result.index]
    i = gpus - 1
    n = np.array([float(gpus)])
    clean = np.array([float(result.train_hours[i]) + result.setup_hours])
    held = np.array([float(result.hours[i])])
    src = Sources(platform, preset, result)
    gpu_input = BillInput(
        "gpus", float(gpus), "gpus", Source.TYPED if platform.fixed_gpus else Source.COMPUTED
    )
    hours_input = BillInput("hours_clean", float(clean[0]), "hours", src.hours)
    terms = result.terms or BillTerms()
    usage = Usage(result.setup_hours, terms.runs, terms.hours_per_month)
    lines = list(_compute_lines(platform, n, clean, usage, gpu_input, hours_input, src))
    at_held = float(gpu_time_cost(platform, n, held, usage)[0])
    lines.append(
        BillLine(
            LineCode.INTERRUPTION,
            LineGroup.INTERRUPTION,
            LineCode.INTERRUPTION.value,
            (
                gpu_input,
                hours_input,
                BillInput("hours_expected", float(held[0]), "hours", src.hours),
                BillInput("gpu_time_expected", at_held, "money", Source.COMPUTED),
            ),
            float(result.interruption_cost[i]),
        )
    )
    discount, markup = adjustment_lines(platform, result, i, src)
    lines += discount
    gpu_time = np.array([float(result.compute_cost[i] + result.interruption_cost[i])])
    gpu_time = gpu_time + sum(line.amount for line in discount)
    for j, fee in enumerate(platform.fees):
        driver = float(fee_cost(unit_fee(fee), n, held, gpu_time, usage.hours_per_month)[0])
        inputs = [
            BillInput("fee_rate", fee.rate, _FEE_UNITS[fee.basis][0], Source.TYPED),
            BillInput("fee_quantity", fee.quantity, "quantity", Source.TYPED),
            BillInput(
                f"driver.{fee.basis.value}", driver, _FEE_UNITS[fee.basis][1], Source.COMPUTED
            ),
        ]
        params = {
            "index": j + 1,
            "name": fee.name,
            "kind": fee.kind.value,
            "basis": fee.basis.value,
        }
        lines.append(
            BillLine(
                LineCode.FEE,
                LineGroup.FEES,
                f"fee.{fee.basis.value}",
                tuple(inputs),
                float(result.fee_costs[j][i]),
                params,
            )
        )
    lines += markup
    lines += interest_line(platform, result, i, float(held[0]))
    if plan.trial is not None:
        lines.append(_trial_line(plan, float(result.trial_cost[i])))
    lines += tax_lines(plan, platform, result, i, held)
    return tuple(lines)


def bill_total(lines: tuple[BillLine, ...]) -> float:
    """The sum of the amounts, correctly rounded (``math.fsum``)."""
    return math.fsum(line.amount for line in lines)


__all__ = ["BillInput", "BillLine", "LineCode", "LineGroup", "Source", "bill_lines", "bill_total"]


def unit_fee(fee: FeeItem) -> FeeItem:
    """The fee at rate 1 and quantity 1: what ``fee_cost`` returns is then its driver."""
    return fee.model_copy(update={"rate": 1.0, "quantity": 1.0})


def _line(
    code: LineCode, inputs: list[BillInput], amount: float, formula: str | None = None
) -> BillLine:
    return BillLine(code, LineGroup.COMPUTE, formula or code.value, tuple(inputs), amount)


def _compute_lines(
    p: Platform,
    n: np.ndarray,
    clean: np.ndarray,
    usage: Usage,
    gpus: BillInput,
    hours: BillInput,
    src: Sources,
) -> list[BillLine]:
    """GPU time of the clean job, as ``gpu_time_cost`` prices it (core/pricing.py)."""
    q = p.pricing

    def typed(name: str, unit: str) -> BillInput:
        return BillInput(name, float(getattr(q, name)), unit, src(name))

    per_month = usage.hours_per_month
    source = Source.CONVENTION if per_month == HOURS_PER_MONTH else Source.TYPED
    hpm = BillInput("hours_per_month", per_month, "hours", source)
    billed_n = float(billed_gpus(p, n)[0])
    counted = [gpus]
    if p.bill_whole_nodes:  # partial nodes billed as whole ones
        counted += [
            BillInput("gpus_per_node", float(p.gpus_per_node), "gpus", Source.TYPED),
            BillInput("billed_gpus", billed_n, "gpus", Source.COMPUTED),
        ]
    if isinstance(q, HourlyPricing):
        billed = float(billed_hours(q, clean, usage.runs)[0])
        inputs = [*counted, hours]
        if usage.runs > 1:
            inputs.append(BillInput("runs", float(usage.runs), "count", Source.TYPED))
        inputs += [
            typed("billing_increment_hours", "hours"),
            typed("minimum_hours", "hours"),
            BillInput("billed_hours", billed, "hours", Source.COMPUTED),
        ]
        if q.quoted_per_node:
            node = BillInput(
                "price_per_node_hour",
                q.price_per_gpu_hour * p.gpus_per_node,
                "money_per_node_hour",
                src("price_per_gpu_hour"),
            )
            per_node = BillInput("gpus_per_node", float(p.gpus_per_node), "gpus", Source.TYPED)
            price = BillInput(
                "price_per_gpu_hour", q.price_per_gpu_hour, "money_per_gpu_hour", Source.COMPUTED
            )
            inputs += [node, per_node, price]
        else:
            inputs.append(typed("price_per_gpu_hour", "money_per_gpu_hour"))
        formula = "gpu_hours.runs" if usage.runs > 1 else "gpu_hours"
        amount = billed_n * billed * q.price_per_gpu_hour
        return [_line(LineCode.GPU_HOURS, inputs, amount, formula)]
    if isinstance(q, ReservedPricing):
        months = float(billed_months(q.minimum_months, clean, per_month)[0])
        inputs = [
            *counted,
            hours,
            hpm,
            typed("minimum_months", "months"),
            BillInput("billed_months", months, "months", Source.COMPUTED),
            typed("price_per_gpu_month", "money_per_gpu_month"),
        ]
        return [_line(LineCode.GPU_MONTHS, inputs, billed_n * months * q.price_per_gpu_month)]
    if isinstance(q, LeasePricing):
        months = float(billed_months(q.minimum_months, clean, per_month)[0])
        boxes = float(machines(p, n)[0])
        common = [
            gpus,
            BillInput("gpus_per_node", float(p.gpus_per_node), "gpus", Source.TYPED),
            BillInput("machines", boxes, "machines", Source.COMPUTED),
            hours,
            hpm,
            typed("minimum_months", "months"),
            BillInput("billed_months", months, "months", Source.COMPUTED),
        ]
        deposit = 0.0 if q.deposit_refundable else q.deposit_per_machine
        refundable = BillInput(
            "deposit_refundable", float(q.deposit_refundable), "flag", src("deposit_refundable")
        )
        return [
            _line(
                LineCode.MACHINE_MONTHS,
                [*common, typed("price_per_machine_month", "money_per_machine_month")],
                boxes * months * q.price_per_machine_month,
            ),
            _line(
                LineCode.LEASE_ADDONS,
                [*common, typed("addons_per_machine_month", "money_per_machine_month")],
                boxes * months * q.addons_per_machine_month,
            ),
            _line(
                LineCode.LEASE_DEPOSIT,
                [common[2], typed("deposit_per_machine", "money_per_machine"), refundable],
                boxes * deposit,
            ),
        ]
    assert isinstance(q, SelfBuiltPricing)
    parts = self_built_parts(q, n, clean, p.energy, usage)
    hardware, energy, hosting, staff, repairs = (float(a[0]) for a in parts)
    hpy = BillInput("hours_per_year", HOURS_PER_YEAR, "hours", Source.CONVENTION)
    capex = [gpus, typed("spares_fraction", "fraction"), typed("capex_per_gpu", "money_per_gpu")]
    if q.charge_whole_purchase:
        buy = _line(LineCode.PURCHASE, capex, hardware)
    else:
        life = [typed("residual_fraction", "fraction"), typed("depreciation_years", "years")]
        buy = _line(LineCode.DEPRECIATION, [*capex, *life, hours, hpy], hardware)
    power = [gpus, typed("power_w_per_gpu", "watts"), typed("pue", "ratio"), hours]
    formula = "energy"
    e = p.energy
    if e.load_factor != 1 or e.idle_fraction != 1 or e.server_overhead != 1:
        formula = "energy.profile"
        power += [
            BillInput("setup_hours", float(usage.setup), "hours", Source.COMPUTED),
            BillInput("server_overhead", e.server_overhead, "ratio", Source.TYPED),
            BillInput("load_factor", e.load_factor, "fraction", Source.TYPED),
            BillInput("idle_fraction", e.idle_fraction, "fraction", Source.TYPED),
        ]
    power.append(typed("electricity_per_kwh", "money_per_kwh"))
    return [
        buy,
        _line(LineCode.ENERGY, power, energy, formula),
        _line(
            LineCode.HOSTING,
            [gpus, typed("hosting_per_gpu_month", "money_per_gpu_month"), hours, hpm],
            hosting,
        ),
        _line(LineCode.STAFF, [typed("staff_per_month", "money_per_month"), hours, hpm], staff),
        _line(
            LineCode.REPAIRS,
            [*capex, typed("repair_fraction_per_year", "fraction"), hours, hpy],
            repairs,
        ),
    ]


# Unit codes of a fee's rate and of its driver, by basis (fee_costs.fee_cost).
_FEE_UNITS: dict[FeeBasis, tuple[str, str]] = {
    FeeBasis.FIXED: ("money", "count"),
    FeeBasis.PER_GB: ("money_per_gb", "count"),
    FeeBasis.PER_GB_MONTH: ("money_per_gb_month", "months"),
    FeeBasis.PER_JOB_HOUR: ("money_per_hour", "hours"),
    FeeBasis.PER_GPU_HOUR: ("money_per_gpu_hour", "gpu_hours"),
    FeeBasis.PER_MONTH: ("money_per_month", "months"),
    FeeBasis.PERCENT_OF_COMPUTE: ("percent", "money_hundredths"),
}


def _trial_line(plan: Plan, amount: float) -> BillLine:
    t = plan.trial
    assert t is not None
    inputs = [
        BillInput("trial_gpus", float(t.gpus), "gpus", Source.TYPED),
        BillInput("trial_hours", t.hours, "hours", Source.TYPED),
    ]
    if t.price_per_gpu_hour is not None:
        inputs.append(
            BillInput(
                "trial_price_per_gpu_hour", t.price_per_gpu_hour, "money_per_gpu_hour", Source.TYPED
            )
        )
        return BillLine(LineCode.TRIAL, LineGroup.TRIAL, "trial.price", tuple(inputs), amount)
    return BillLine(
        LineCode.TRIAL,
        LineGroup.TRIAL,
        "trial.platform",
        tuple(inputs),
        amount,
        {"platform": t.platform or ""},
    )
