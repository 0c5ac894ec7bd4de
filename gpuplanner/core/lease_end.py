"""What a lease of whole machines leaves due at its end, per machine then held.

Shared by a single job's lease (core/pricing_modes/lease.py) and the fleet plan's lease
(core/fleet/costs.py), so both charge the same figures and refuse the same input:

- a residual or balloon (``residual_per_machine``): owed with the last month whatever
  happens, as in the TI BA II PLUS lease example (46 payments of 1,200 in advance and a
  6,500 residual at 22 % APR → PV 40,573.18, tests/core/test_lease_end.py);
- a purchase option (buy-out, ``buyout_per_machine``): paid only when the lessee exercises
  it (``exercise_buyout``), and then it keeps the machines. What the machines are worth
  after the job is not credited to it (no resale value is assumed).

Neither is a unit price, so a discount leaves them as typed (core/adjustments.py), like
a deposit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gpuplanner.core.errors import ErrorCode, invalid

if TYPE_CHECKING:
    import numpy as np


def lease_end(
    machines: np.ndarray | float,
    residual_per_machine: float,
    buyout_per_machine: float = 0.0,
    exercise_buyout: bool = False,
) -> tuple[np.ndarray, np.ndarray]:
    """(residual or balloon, buy-out) owed at the lease's end for ``machines`` machines."""
    import numpy as np  # here, not at the top: the plan models load before the first paint

    boxes = np.asarray(machines, dtype=float)
    buyout = buyout_per_machine if exercise_buyout else 0.0
    return boxes * residual_per_machine, boxes * buyout


def check_buyout(buyout_per_machine: float, exercise_buyout: bool) -> None:
    """Exercising the purchase option needs its price: refused at ``buyout_per_machine``."""
    if exercise_buyout and buyout_per_machine == 0:
        raise invalid(ErrorCode.BUYOUT_WITHOUT_PRICE, "buyout_per_machine")
