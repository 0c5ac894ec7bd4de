"""A self-built platform's electricity in the report and in the bill (README, ``energy``):
``energy.electricity_cost`` is kWh × price over all the hours held, the hours lost to
interruptions included; the bill's Electricity line is the uninterrupted job's power and the
interruption line carries the rest.

By hand, seed example A bought (8 A100s, 700 W each with the server share, PUE 1.4, 0.8 per
kWh): 8 × 0.7 kW × 1.4 × 0.8 = 6.272 per hour held. The clean job holds 17.83 h training +
10 min setup = 18 h: Electricity line 6.272 × 18 = 112.896. Without interruptions the two
figures agree; with them electricity_cost is 6.272 × the hours held, more by 6.272 × the
hours lost.
"""

from __future__ import annotations

import pytest
from excel_plans import seed_plan

from gpuplanner.core import analyze
from gpuplanner.core.bill_lines import LineCode, bill_lines
from gpuplanner.core.platform import SelfBuiltPricing
from gpuplanner.io.report.headless import report_json

PER_HOUR = 8 * 0.7 * 1.4 * 0.8  # 6.272


@pytest.mark.parametrize("rate", [0.0, 0.01])
def test_electricity_cost_is_the_electricity_line_plus_the_lost_hours(rate: float) -> None:
    plan = seed_plan()
    pricing = SelfBuiltPricing(capex_per_gpu=100_000)
    a = plan.platforms[0].model_copy(update={"pricing": pricing, "interruption_rate": rate})
    analysis = analyze(plan.model_copy(update={"platforms": (a,)}))
    r = analysis.result.platforms[0]
    i = r.chosen - 1
    line = next(x for x in bill_lines(analysis.plan, r) if x.code is LineCode.ENERGY)
    assert line.amount == pytest.approx(PER_HOUR * 18)  # 112.896
    cost = report_json(analysis)["platforms"][0]["energy"]["electricity_cost"]
    lost = float(r.hours[i]) - 18
    assert (lost == 0) == (rate == 0)
    assert cost == pytest.approx(line.amount + PER_HOUR * lost)
