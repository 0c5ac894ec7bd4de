"""How the Results tab's charts are drawn, kept with the plan so that it reopens as it was left.

View choices only: no figure depends on them, and ``report`` ignores them. A plan saved before
the field existed opens with every choice off (the model's defaults), as it was drawn then.
"""

from __future__ import annotations

from gpuplanner.core.base import Frozen


class ChartAxes(Frozen):
    log_gpus: bool = False  # logarithmic GPU-count axes (and the trade-off's time axis)
    log_cost: bool = False  # logarithmic cost axis of the cost-by-GPU-count chart
    relative: bool = False  # costs ÷ the cheapest platform's total at its chosen count
