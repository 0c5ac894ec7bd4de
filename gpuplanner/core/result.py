"""Evaluation results: arrays over GPU counts per platform, and the plan-wide summary."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from gpuplanner.core.bill import Bill, BillTerms
from gpuplanner.core.decision_result import CalibrationResult, StressCases, TargetAnswers
from gpuplanner.core.energy import EnergyUse
from gpuplanner.core.layout import LayoutSweep
from gpuplanner.core.memory import MemoryBreakdown
from gpuplanner.core.notices import Notice
from gpuplanner.core.transfer import Transfers
from gpuplanner.core.workload import Precision


@dataclass(frozen=True)
class PlatformPoint:
    """One platform at one GPU count: the scalars a table row or a report needs."""

    gpus: int
    hours: float
    train_hours: float
    delivery_days: float
    gpu_hours: float
    compute_cost: float
    fees_cost: float
    fee_costs: tuple[float, ...]
    interruption_cost: float
    trial_cost: float
    total_cost: float
    cost_per_billion_tokens: float
    scaling_efficiency: float
    memory_per_gpu_gb: float
    memory_breakdown_gb: dict[str, float]
    deadline_met: bool
    budget_met: bool
    checkpoint_interval_hours: float

    @property
    def meets_targets(self) -> bool:
        """Meets the plan's deadline and budget (a target not set is met)."""
        return self.deadline_met and self.budget_met


@dataclass(frozen=True, eq=False)
class Adjustments:
    """The bill's adjustments over N (core/bill.py): discount (≤ 0), markup, tax in the cost
    and tax paid (cash; differs from ``tax`` when input tax is recoverable)."""

    discount: np.ndarray
    markup: np.ndarray
    tax: np.ndarray
    tax_paid: np.ndarray
    interest: np.ndarray | float = 0.0  # financing of an owned cluster
    capital: np.ndarray | float = 0.0  # capital charge on its cash capex (core/capital.py)

    @classmethod
    def of(cls, bill: Bill) -> Adjustments:
        return cls(bill.discount, bill.markup, bill.tax, bill.tax_paid, bill.interest, bill.capital)


@dataclass(frozen=True, eq=False)
class PlatformResult:
    """Everything computed for one platform. Arrays are indexed by N − 1 over ``n``."""

    name: str
    index: int
    n: np.ndarray
    usable_memory_gb: float
    peak_tflops: float
    precision_used: Precision | None
    effective_tflops: float
    layout_ok: np.ndarray  # N allowed by t·p and whole nodes
    within_quota: np.ndarray
    fits_memory: np.ndarray
    feasible: np.ndarray  # all of the above and a finite expected time
    efficiency: np.ndarray
    train_hours: np.ndarray  # clean training time, no setup, no interruptions
    hours: np.ndarray  # hours the GPUs are held: expected training + setup
    delivery_hours: np.ndarray  # queue + hours + procurement lead time
    gpu_hours: np.ndarray
    compute_cost: np.ndarray
    interruption_cost: np.ndarray
    fee_costs: tuple[np.ndarray, ...]
    fees_cost: np.ndarray
    trial_cost: np.ndarray  # the plan's trial phase, the same at every N (see core/trial.py)
    # compute + interruption + fees + trial + adjustments (discount, markup, tax in the cost)
    total_cost: np.ndarray
    cost_per_billion_tokens: np.ndarray
    deadline_ok: np.ndarray
    budget_ok: np.ndarray
    checkpoint_interval_hours: np.ndarray
    memory: MemoryBreakdown
    min_gpus: int | None  # smallest N whose memory fits (quota ignored)
    chosen: int | None  # the N recommended (or fixed); None when infeasible
    reason: Notice | None  # why infeasible
    mfu: float  # the MFU used: typed, implied by the work (core/compute.py) or a calibration
    setup_hours: float  # setup hours used (after any trial phase's saving)
    # The N whose memory explains an infeasible platform: the fixed N, else the smallest N
    # that fits (quota too small), else the smallest N the layout allows.
    memory_gpus: int | None = None
    transfers: Transfers | None = None  # data upload / checkpoint download (core/transfer.py)
    layout: LayoutSweep | None = None  # the layout used at each N (typed or automatic)
    rank: int | None = None  # 1 = the cheapest feasible platform meeting the targets
    calibration: CalibrationResult | None = None
    stress: StressCases | None = None  # at the chosen N
    targets: TargetAnswers | None = None  # deadline / budget answers
    adjustments: Adjustments | None = None  # discount, markup, tax (None: not evaluated)
    terms: BillTerms | None = None  # the plan-level bill terms used (tax, trial cost)
    energy: EnergyUse | None = None  # kWh, peak kW, tCO₂ over N (core/energy.py)
    # An owned cluster's total over N in the view the plan does not take: the whole purchase
    # on the job when it allocates a share, the share when it charges the whole purchase
    # (core/evaluate._other_view_total; core/ownership.py); None when rented.
    other_view_cost: np.ndarray | None = None
    # Where ``mfu`` comes from: "typed", "work" (core/compute.py) or "measured" (calibration).
    mfu_source: str = "typed"
    # The mode's list price is 0 (no price entered: core/pricing_fields.missing_list_price):
    # ranked after every priced platform and never the best (core/evaluate._rank).
    price_missing: bool = False

    @property
    def is_feasible(self) -> bool:
        return self.chosen is not None

    def point(self, gpus: int) -> PlatformPoint:
        i = gpus - 1
        return PlatformPoint(
            gpus=gpus,
            hours=float(self.hours[i]),
            train_hours=float(self.train_hours[i]),
            delivery_days=float(self.delivery_hours[i] / 24.0),
            gpu_hours=float(self.gpu_hours[i]),
            compute_cost=float(self.compute_cost[i]),
            fees_cost=float(self.fees_cost[i]),
            fee_costs=tuple(float(f[i]) for f in self.fee_costs),
            interruption_cost=float(self.interruption_cost[i]),
            trial_cost=float(self.trial_cost[i]),
            total_cost=float(self.total_cost[i]),
            cost_per_billion_tokens=float(self.cost_per_billion_tokens[i]),
            scaling_efficiency=float(self.efficiency[i]),
            memory_per_gpu_gb=float(self.memory.total[i]),
            memory_breakdown_gb=self.memory.at(i),
            deadline_met=bool(self.deadline_ok[i]),
            budget_met=bool(self.budget_ok[i]),
            checkpoint_interval_hours=float(self.checkpoint_interval_hours[i]),
        )

    def gpu_hour_price(self, gpus: int) -> float:
        """What one GPU-hour of this job costs on its bill at ``gpus``: the GPU time (the clean
        job and its interruption losses, at the list unit price, before discount, markup and
        tax) ÷ the GPU-hours held. This is the figure the "GPU price" multiplier of Monte Carlo
        and the tornado scales (core/perturb.py multiplies exactly that GPU time). For an
        hourly offer it is the typed price (up to the billing step); for a month-billed,
        leased or owned cluster it is what the months, the depreciation, power, hosting and
        staff come to per GPU-hour of this job at this count — not the cost of one more hour
        on one GPU, which would charge a whole month's staff to a single GPU."""
        i = gpus - 1
        gpu_time = float(self.compute_cost[i] + self.interruption_cost[i])
        held = float(self.gpu_hours[i])
        return gpu_time / held if held > 0 else 0.0

    @cached_property  # a result never changes; tables ask for it once per cell
    def chosen_point(self) -> PlatformPoint | None:
        return self.point(self.chosen) if self.chosen is not None else None


@dataclass(frozen=True, eq=False)
class PlanResult:
    n: np.ndarray
    total_flops: float
    training_tokens: float
    flops_per_token: float
    steps: float
    memory: MemoryBreakdown
    platforms: tuple[PlatformResult, ...]
    # Platform indices: those meeting the deadline and budget first, then those missing
    # either, each cheapest first; then those with no price; infeasible last
    # (core/evaluate._rank).
    ranking: tuple[int, ...]
    notices: tuple[Notice, ...]

    @property
    def best(self) -> PlatformResult | None:
        """The platform ranked first, when it can run the job and has a price: a platform
        with no price entered (``price_missing``) is never the cheapest or the best."""
        if not self.ranking:
            return None
        first = self.platforms[self.ranking[0]]
        return first if first.is_feasible and not first.price_missing else None

    @property
    def awaiting_price(self) -> bool:
        """Some platform can run the job but none that can has a price yet (so there is no
        best): the front ends say "enter a price", not "no platform can run this plan"."""
        return self.best is None and any(p.is_feasible for p in self.platforms)

    def platform(self, name: str) -> PlatformResult:
        for p in self.platforms:
            if p.name == name:
                return p
        raise KeyError(name)
