"""Plan files keep the MoE routing and the HAI-LLM stack (io/plan_file.py): what is saved
reopens with the same meaning, and a plan saved before these fields reopens without a
routing limit."""

from __future__ import annotations

import json

from plans import MIXTRAL_8X7B, make_plan, workload

from gpuplanner.core.workload import TrainingStack
from gpuplanner.io.plan_file import dumps_plan, loads_plan

# DeepSeek-V3's routing (Hugging Face config.json n_group 8, topk_group 4) on a small shape.
MOE = {**MIXTRAL_8X7B, "experts": 16, "routing_groups": 8, "routing_groups_per_token": 4}


def test_routing_groups_and_hai_llm_round_trip() -> None:
    plan = make_plan(workload=workload(model=MOE, stack="hai_llm", precision="fp8"))
    again = loads_plan(dumps_plan(plan))
    assert again == plan
    stated = make_plan(
        workload=workload(
            model=MOE, moe_dispatcher="per_node", moe_overlap=False, moe_host_sync=False
        )
    )
    assert loads_plan(dumps_plan(stated)) == stated
    model = again.workload.model
    assert (model.routing_groups, model.routing_groups_per_token) == (8, 4)
    assert again.workload.stack is TrainingStack.HAI_LLM


def test_a_plan_saved_before_keeps_its_meaning() -> None:
    data = json.loads(dumps_plan(make_plan(workload=workload(model=MOE))))
    for key in ("routing_groups", "routing_groups_per_token"):
        del data["workload"]["model"][key]
    for key in ("moe_dispatcher", "moe_overlap", "moe_host_sync"):
        del data["workload"][key]
    w = loads_plan(json.dumps(data)).workload
    assert (w.model.routing_groups, w.model.routing_groups_per_token) == (None, None)
    assert (w.moe_dispatcher, w.moe_overlap, w.moe_host_sync) == (None, None, None)  # stack's own
