"""The GUI reads one analysis per plan: the document evaluates on the edit path, the
simulation and the fleet evaluator read the Monte Carlo and the fleet comparison from the
document's ``Analysis`` (computed there once, and kept for an export)."""

from __future__ import annotations

import pytest
from wait import WAIT_MS

from gpuplanner.core.edit import replace_at
from gpuplanner.core.fleet.plan import FleetStrategy as S
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fleet.fleet_evaluator import FleetEvaluator
from gpuplanner.gui.simulation import Simulation
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan, examples_dir

A100 = "A · A100 80G on-demand"


def test_the_edit_path_evaluates_and_the_simulation_reads_the_documents_analysis(qtbot) -> None:
    doc = PlanDocument(load_plan(example_plan()))
    sim = Simulation.of(doc)
    first = doc.analysis
    assert sim.run_now() is first.uncertainty and first.simulated
    with qtbot.waitSignal(sim.simulation_changed, timeout=WAIT_MS):
        doc.apply(replace_at(doc.plan, ("platforms", 0, "mfu"), 0.5), "MFU")
        doc.evaluate_now()
        edited = doc.analysis
        assert edited is not first and not edited.simulated  # the edit only evaluated
    assert edited.simulated and sim.current() is edited.uncertainty
    # MFU 0.5 trains the 1,070 min of MFU 0.4 in 856 min: + 10 setup = 866 min, 8 GPUs at 20
    # an hour (tests/gui/test_decision_results.py); the Monte Carlo's base case is that bill.
    base = sim.current().platform(A100).base_cost
    assert base == pytest.approx(8 * 866 / 60 * 20)
    # A reader holding the result the document delivered gets the same numbers, not a rerun.
    runs = len(sim.timings_ms)
    assert sim.for_result(doc.plan, doc.result) is edited.uncertainty
    assert len(sim.timings_ms) == runs


def test_the_fleet_evaluator_reads_the_documents_analysis(qtbot) -> None:
    doc = PlanDocument(load_plan(examples_dir() / "fleet-3000h.gpuplan"))
    evaluator = FleetEvaluator(doc)
    kept = evaluator.result
    assert kept is doc.analysis.fleet
    on_demand = kept.strategies.index(S.ON_DEMAND)
    assert kept.total[on_demand] == pytest.approx(3000 * 10 * 24)  # GPU-h a month × price × 24
    tokens = doc.plan.workload.tokens
    doc.apply(replace_at(doc.plan, ("workload", "tokens"), tokens * 2), "tokens")
    assert evaluator.result is kept  # an edit outside the fleet: the comparison still holds
    with qtbot.waitSignal(evaluator.result_changed, timeout=WAIT_MS):
        doc.apply(replace_at(doc.plan, ("fleet", "on_demand", "price_per_gpu_hour"), 12.0), "p")
    assert evaluator.result is doc.analysis.fleet
    assert evaluator.result.total[on_demand] == pytest.approx(3000 * 12 * 24)  # 864,000
