"""The itemised bill of one platform at its chosen GPU count: what finance reads line by line.

Each line has a stable ``code`` (the kind of charge), a ``formula`` code (worded in English
and Chinese by ``gpuplanner.io.words.bill``), the ``inputs`` it multiplies (each with its
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
from gpuplanner.core.bill_extras import (
    adjustment_lines,
    capital_line,
    interest_line,
    tax_lines,
)
from gpuplanner.core.bill_types import (
    BillInput,
    BillLine,
    LineCode,
    LineGroup,
    Source,
    Sources,
)
from gpuplanner.core.fee_costs import BASES
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import (
    Platform,
)
from gpuplanner.core.pricing import (
    Usage,
    billed_gpus,
    gpu_time_cost,
)
from gpuplanner.core.pricing_modes import LineContext, rules_for
from gpuplanner.core.result import PlatformResult
from gpuplanner.core.vat_basis import net_of_vat


def bill_lines(
    plan: Plan, result: PlatformResult, preset: Platform | None = None, gpus: int | None = None
) -> tuple[BillLine, ...]:
    """The bill of ``result``'s platform at ``gpus`` (default: the chosen N); ``()`` when
    there is no such count. ``preset`` is the catalog preset the platform came from: inputs
    still equal to its values are marked ``preset``, the others ``typed``."""
    gpus = gpus or result.chosen
    if gpus is None or not np.isfinite(result.total_cost[gpus - 1]):
        return ()
    typed = plan.platforms[result.index]
    platform = net_of_vat(typed, plan.tax)  # priced net, as evaluate priced it
    i = gpus - 1
    n = np.array([float(gpus)])
    clean = np.array([float(result.train_hours[i]) + result.setup_hours])
    held = np.array([float(result.hours[i])])
    src = Sources(typed, preset, result.calibration)
    gpu_input = BillInput(
        "gpus", float(gpus), "gpus", Source.TYPED if platform.fixed_gpus else Source.COMPUTED
    )
    hours_input = BillInput("hours_clean", float(clean[0]), "hours", src.hours)
    terms = result.terms or BillTerms()
    usage = Usage(result.setup_hours, terms.runs, terms.hours_per_month)
    lines = list(_compute_lines(platform, n, clean, usage, gpu_input, hours_input, src))
    lines += _transfer_lines(platform, result, n, clean, usage, gpu_input, hours_input, src)
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
        driver = float(BASES[fee.basis].shown_driver(n, held, gpu_time, usage.hours_per_month)[0])
        inputs = [
            BillInput("fee_rate", fee.rate, BASES[fee.basis].rate_unit, src.fee(fee, "rate")),
            BillInput("fee_quantity", fee.quantity, "quantity", src.fee(fee, "quantity")),
            BillInput(
                f"driver.{fee.basis.value}", driver, BASES[fee.basis].driver_unit, Source.COMPUTED
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
    lines += capital_line(platform, result, i, float(held[0]))
    if plan.trial is not None:
        lines.append(_trial_line(plan, float(result.trial_cost[i])))
    lines += tax_lines(plan, platform, result, i, held)
    return tuple(lines)


def bill_total(lines: tuple[BillLine, ...]) -> float:
    """The sum of the amounts, correctly rounded (``math.fsum``)."""
    return math.fsum(line.amount for line in lines)


__all__ = ["BillInput", "BillLine", "LineCode", "LineGroup", "Source", "bill_lines", "bill_total"]


def _compute_lines(
    p: Platform,
    n: np.ndarray,
    clean: np.ndarray,
    usage: Usage,
    gpus: BillInput,
    hours: BillInput,
    src: Sources,
) -> list[BillLine]:
    """GPU time of the clean job, as ``gpu_time_cost`` prices it (each mode's ``lines``)."""
    q = p.pricing
    per_month = usage.hours_per_month
    source = Source.CONVENTION if per_month == HOURS_PER_MONTH else Source.TYPED
    hpm = BillInput("hours_per_month", per_month, "hours", source)
    billed_n = float(billed_gpus(p, n)[0])
    counted: list[BillInput] = [gpus]
    if p.bill_whole_nodes:  # partial nodes billed as whole ones
        counted += [
            BillInput("gpus_per_node", float(p.gpus_per_node), "gpus", src("gpus_per_node")),
            BillInput("billed_gpus", billed_n, "gpus", Source.COMPUTED),
        ]
    ctx = LineContext(p, n, clean, usage, gpus, hours, src, tuple(counted), billed_n, hpm)
    return rules_for(q).lines(ctx, q)


def _transfer_lines(
    p: Platform,
    result: PlatformResult,
    n: np.ndarray,
    clean: np.ndarray,
    usage: Usage,
    gpus: BillInput,
    hours: BillInput,
    src: Sources,
) -> list[BillLine]:
    """The GPUs held while data moves (``transfer_holds_gpus``, core/transfer.py): each
    transfer's line is the GPU time its hours add on top of the clean job (and the upload),
    as ``gpu_time_cost`` prices the whole, so billing increments and minimums land where
    ``evaluate`` puts them and the lines add up to ``compute_cost``."""
    t = result.transfers
    if t is None or t.held_hours <= 0.0:
        return []
    lines: list[BillLine] = []
    before = clean
    at_before = float(gpu_time_cost(p, n, before, usage)[0])
    for code, added in ((LineCode.UPLOAD, t.upload_hours), (LineCode.DOWNLOAD, t.download_hours)):
        if added <= 0.0:
            continue
        after = before + added
        at_after = float(gpu_time_cost(p, n, after, usage)[0])
        inputs = (
            gpus,
            hours,
            BillInput(f"{code.value}_hours", added, "hours", src.hours),
            BillInput("gpu_time_before", at_before, "money", Source.COMPUTED),
            BillInput("gpu_time_after", at_after, "money", Source.COMPUTED),
        )
        lines.append(BillLine(code, LineGroup.COMPUTE, code.value, inputs, at_after - at_before))
        before, at_before = after, at_after
    return lines


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
