"""Every platform against a baseline: its total as a multiple of the baseline's, and the gap
split by category, summing to the whole gap (SemiAnalysis ClusterMAX's TCO view: each
option relative to a chosen baseline, the difference attributed to GPU, storage, network,
support, goodput, setup …).

The baseline is the plan's ``baseline`` platform, or the cheapest feasible one when the plan
names none (or names a platform it no longer has). Each platform is taken at its chosen GPU
count; a category's gap is the platform's bill lines of that category less the baseline's, so
the categories add up to the total's gap because the bill lines add up to the total.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum

from gpuplanner.core.bill_lines import BillLine, LineCode, LineGroup, bill_lines
from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult


class Category(StrEnum):
    GPU = "gpu"  # GPU time under the pricing mode (rent, ownership, power)
    GOODPUT = "goodput"  # interruptions and checkpoints (lost progress)
    ADJUSTMENTS = "adjustments"  # discount and markup
    FINANCING = "financing"  # interest on an owned cluster's loan, and its capital charge
    STORAGE = "storage"  # object, file, block storage, snapshots
    NETWORK = "network"  # egress, public IPs
    SUPPORT = "support"
    LABOR = "labor"  # setup, debugging, migration labor
    OTHER = "other"
    TRIAL = "trial"
    TAX = "tax"


_FEE_KINDS = {
    "storage_object": Category.STORAGE,
    "storage_file": Category.STORAGE,
    "storage_block": Category.STORAGE,
    "snapshots": Category.STORAGE,
    "egress": Category.NETWORK,
    "public_ip": Category.NETWORK,
    "support": Category.SUPPORT,
    "labor": Category.LABOR,
    "other": Category.OTHER,
}
_GROUPS = {
    LineGroup.COMPUTE: Category.GPU,
    LineGroup.INTERRUPTION: Category.GOODPUT,
    LineGroup.ADJUSTMENTS: Category.ADJUSTMENTS,
    LineGroup.FINANCING: Category.FINANCING,
    LineGroup.TRIAL: Category.TRIAL,
    LineGroup.TAX: Category.TAX,
}


def line_category(line: BillLine) -> Category:
    if line.code is LineCode.FEE:
        return _FEE_KINDS[str(line.params["kind"])]
    return _GROUPS[line.group]


def by_category(lines: tuple[BillLine, ...]) -> dict[Category, float]:
    """The bill's amounts summed per category (every category present, 0 when none)."""
    return {c: math.fsum(v) for c, v in _amounts(lines).items()}


def _amounts(lines: tuple[BillLine, ...], sign: float = 1.0) -> dict[Category, list[float]]:
    parts: dict[Category, list[float]] = {c: [] for c in Category}
    for line in lines:
        parts[line_category(line)].append(sign * line.amount)
    return parts


def category_gaps(lines: tuple[BillLine, ...], base: tuple[BillLine, ...]) -> dict[Category, float]:
    """Each category's amount in ``lines`` less ``base``'s, from the lines themselves in one
    ``fsum`` (exact, then rounded once): with a 1e39 trial on both bills, the categories keep
    the 3,751.60 a subtraction of the two category totals loses (1e39 + 3,751.6 is 1e39)."""
    own, other = _amounts(lines), _amounts(base, -1.0)
    return {c: math.fsum(own[c] + other[c]) for c in Category}


@dataclass(frozen=True)
class PlatformGap:
    index: int  # in the plan
    name: str
    total: float
    multiple: float  # total / baseline total (NaN when the baseline costs nothing)
    gap: float  # total − baseline total
    categories: dict[Category, float]  # this platform's bill less the baseline's, per category

    def shares(self) -> dict[Category, float]:
        """Each category's part of the gap (they sum to 1; empty when there is no gap)."""
        if self.gap == 0:
            return {}
        return {c: v / self.gap for c, v in self.categories.items()}


@dataclass(frozen=True)
class BaselineComparison:
    index: int  # the baseline platform's index in the plan
    name: str
    chosen: str  # "plan" (named in the plan) or "cheapest"
    rows: tuple[PlatformGap, ...]  # the feasible, priced platforms, in rank order
    missing: str | None = None  # the plan's baseline when it is not a feasible platform
    # Why it was replaced by the cheapest: "not_in_plan" (no platform of that name: a file
    # naming another plan's platform), "infeasible" (that platform cannot run the job) or
    # "price_missing" (no price entered: its total lacks the GPU time, never compared).
    missing_reason: str | None = None

    def of(self, index: int) -> PlatformGap | None:
        return next((r for r in self.rows if r.index == index), None)


def baseline_index(plan: Plan, result: PlanResult) -> tuple[int, str] | None:
    """The baseline platform and how it was chosen; None when nothing feasible is priced
    (a platform with no price entered, ``price_missing``, is no baseline: every gap against
    a bill without its GPU time would be the other platform's GPU time)."""
    names = {p.name: i for i, p in enumerate(plan.platforms)}
    named = names.get(plan.baseline) if plan.baseline else None
    if named is not None:
        r = result.platforms[named]
        if r.is_feasible and not r.price_missing:
            return named, "plan"
    best = result.best
    return (best.index, "cheapest") if best is not None else None


def compare(plan: Plan, result: PlanResult) -> BaselineComparison | None:
    chosen = baseline_index(plan, result)
    if chosen is None:
        return None
    index, how = chosen
    bills = {
        r.index: bill_lines(plan, r)
        for r in result.platforms
        if r.is_feasible and not r.price_missing
    }
    base_total = math.fsum(line.amount for line in bills[index])
    rows = []
    for i in result.ranking:
        r = result.platforms[i]
        if not r.is_feasible or r.price_missing:
            continue
        total = math.fsum(line.amount for line in bills[i])
        gaps = category_gaps(bills[i], bills[index])
        multiple = total / base_total if base_total else math.nan
        # The gap is the sum of its parts (not total − baseline total, which rounds the
        # parts away when the totals are huge), so the categories always add up to it.
        rows.append(PlatformGap(i, r.name, total, multiple, math.fsum(gaps.values()), gaps))
    missing = plan.baseline if plan.baseline and how == "cheapest" else None
    reason = None
    if missing is not None:
        named = next((r for r in result.platforms if r.name == missing), None)
        if named is None:
            reason = "not_in_plan"
        else:
            reason = "price_missing" if named.is_feasible else "infeasible"
    name = plan.platforms[index].name
    return BaselineComparison(index, name, how, tuple(rows), missing, reason)
