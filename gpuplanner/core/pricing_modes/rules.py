"""What a pricing mode must say about itself: the contract each mode module fulfils.

One object per pricing class (``REGISTRY`` in this package), so the cost, the hourly rate,
the bill lines, the tax split, the lead time and the seed of a new mode live with the mode
and no caller branches on the pricing's type.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

import numpy as np

from gpuplanner.core.bill_types import BillInput, BillLine, LineCode, LineGroup
from gpuplanner.core.financing import Financing
from gpuplanner.core.platform import Platform, PricingMode
from gpuplanner.core.pricing_fields import price_fields
from gpuplanner.core.pricing_modes.billing import billed_gpus

if TYPE_CHECKING:
    from gpuplanner.core.bill_types import Sources
    from gpuplanner.core.plan import Plan
    from gpuplanner.core.platform import Pricing
    from gpuplanner.core.pricing_modes.billing import Usage

P = TypeVar("P")


@dataclass(frozen=True)
class LineContext:
    """What every mode's GPU-time lines share: the platform at one count ``n`` held ``clean``
    hours, its ``gpus`` and ``hours`` inputs, the GPUs ``counted`` (whole nodes when billed
    so), ``billed_n`` of them billed, and the hours-per-month input ``hpm``."""

    platform: Platform
    n: np.ndarray
    clean: np.ndarray
    usage: Usage
    gpus: BillInput
    hours: BillInput
    src: Sources
    counted: tuple[BillInput, ...]
    billed_n: float
    hpm: BillInput

    def typed(self, name: str) -> BillInput:
        """The pricing field ``name`` as an input in its unit (its ``PriceField``), typed or
        from the preset."""
        q = self.platform.pricing
        unit = price_fields(q)[name].unit
        return BillInput(name, float(getattr(q, name)), unit, self.src(name))

    def node_size(self) -> BillInput:
        size = float(self.platform.gpus_per_node)
        return BillInput("gpus_per_node", size, "gpus", self.src("gpus_per_node"))


@dataclass(frozen=True, eq=False)
class FinancedCapex:
    """A mode's capex on a loan or finance lease (core/financing.py): the ``financing``, the
    ``capex`` of the GPUs bought at each count, and ``whole_purchase``: the whole purchase is
    charged to the job, and then all of the interest too. ``busy_share`` is the share of the
    term's calendar hours the cluster is busy (its utilization; 1 for a whole purchase): the
    job's share of the interest is its hours over the busy hours of the term."""

    financing: Financing
    capex: np.ndarray
    whole_purchase: bool
    busy_share: float = 1.0


def compute_line(
    code: LineCode, inputs: list[BillInput], amount: float, formula: str | None = None
) -> BillLine:
    return BillLine(code, LineGroup.COMPUTE, formula or code.value, tuple(inputs), amount)


class ModeRules(Generic[P]):
    """The rules of one pricing class ``P``; a default here is what most modes do."""

    # Cloud GPU time is a service (taxed at the services rate); a lease or an owned cluster
    # is hardware (core/tax.py).
    taxed_as_service = False
    # The user buys the GPUs: a capex, their own power and PUE, a lead time before delivery,
    # and a loan or finance lease on the capex (the forms show those fields).
    owns_hardware = False
    # The price may be quoted per node-hour (``quoted_per_node``): per-GPU-hour modes only.
    node_hour_quotes = False

    def cost(
        self, platform: Platform, q: P, n: np.ndarray, hours: np.ndarray, usage: Usage
    ) -> np.ndarray:
        """What holding ``n`` GPUs for ``hours`` costs (core/pricing.gpu_time_cost)."""
        raise NotImplementedError

    def hourly_rate(
        self, platform: Platform, q: P, n: np.ndarray, hours_per_month: float
    ) -> np.ndarray:
        """One more hour on ``n`` GPUs, ignoring billing granularity (stress cases)."""
        raise NotImplementedError

    def lines(self, ctx: LineContext, q: P) -> list[BillLine]:
        """The clean job's GPU time as bill lines, adding up to ``cost``."""
        raise NotImplementedError

    def seed(self, platform: Platform, mode: PricingMode, plan: Plan, rate: float) -> Pricing:
        """A plausible new pricing of ``mode`` for a platform whose GPU-hour costs ``rate``."""
        raise NotImplementedError

    def hourly_equivalent(self, platform: Platform, q: P) -> float:
        """What one GPU-hour costs under this pricing (to seed another mode); 0: unknown."""
        return 0.0

    def lead_time_hours(self, q: P) -> float:
        """Hours before the GPUs can start (an owned cluster is bought and built first)."""
        return 0.0

    def minimum_months(self, q: P) -> int | None:
        """The minimum term when the mode bills whole months, else None (core/verdict.py)."""
        return None

    def financing(self, q: P) -> Financing | None:
        """The loan or finance lease on the pricing's capex, if any."""
        return None

    def financed(self, platform: Platform, q: P, n: np.ndarray) -> FinancedCapex | None:
        """The capex of ``n`` GPUs and its financing, when the pricing finances one."""
        return None

    def quoted_per_node(self, q: P) -> bool:
        """Whether the price was quoted per node-hour (the forms and workbook show that)."""
        return False

    def capex_per_gpu(self, q: P) -> float | None:
        """The purchase price per GPU of an owned cluster (its catalog capex breakdown
        adds up to it); None for rented GPUs."""
        return None

    def electricity_price(self, q: P) -> float | None:
        """The price per kWh the user pays for the GPUs' power (an owned cluster); None
        where the price of GPU time includes it."""
        return None

    def held_gpus(self, platform: Platform, q: P, n: np.ndarray) -> np.ndarray:
        """The GPUs held for the job to run ``n``: those billed (whole nodes when the
        platform bills partial nodes as whole; a lease, whole machines; an owned cluster,
        the GPUs bought). The ones beyond ``n`` sit idle in the job's nodes and draw the
        idle share of power (core/energy.py)."""
        return billed_gpus(platform, n)

    def owned_power(self, q: P) -> tuple[float, float] | None:
        """(watts per GPU, PUE) the pricing itself states, for an owned cluster; else None."""
        return None

    def tax_split(
        self,
        platform: Platform,
        q: P,
        n: np.ndarray,
        hours: np.ndarray,
        gpu_time: np.ndarray,
        price: float | np.ndarray,
        usage: Usage | None,
    ) -> tuple[np.ndarray, np.ndarray]:
        """``gpu_time`` split into its services and its hardware parts (core/tax.py)."""
        zero = np.zeros(np.shape(gpu_time))
        return (gpu_time, zero) if self.taxed_as_service else (zero, gpu_time)
