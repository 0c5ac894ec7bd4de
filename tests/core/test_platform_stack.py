"""A platform's own training stack (issue 23 item 1: "per platform where a provider's stack
differs"): it overrides the workload's on that platform only, and is refused, naming the
platform's field, where it cannot run the workload's pinned layout or precision."""

from __future__ import annotations

import pytest
from plans import make_plan, model, platform, workload
from pydantic import ValidationError

from gpuplanner.core import evaluate
from gpuplanner.core.stacks import stack_of
from gpuplanner.io.problems import first_problem

# Mixtral-8x7B's counts: 46.7 B total, 12.9 B active, 8 experts, top-2 (Mistral AI).
MOE = {"params_b": 46.7, "active_params_b": 12.9, "experts": 8, "experts_per_token": 2}


def test_a_provider_running_megatron_drops_the_trainers_logit_copies() -> None:
    """A LoRA fine-tune of the 7B shape runs Hugging Face Trainer + PEFT by default, which
    keeps 2.5 extra fp32-sized copies of the logits at the loss (core/stacks.py); a provider
    running Megatron-Core (fused vocab-parallel cross entropy) keeps none. By hand, at
    sequence 2,048, micro-batch 1, vocabulary 32,000, no TP: 2.5 × 4 B × 2,048 × 32,000 =
    655,360,000 B = 0.65536 GB less on that platform; the other platform is unchanged."""
    w = workload(method="lora")
    assert stack_of(w).value == "hf_trainer"
    plain, nemo = platform(name="plain"), platform(name="nemo", stack="megatron")
    alone = evaluate(make_plan(workload=w, platforms=[plain])).platform("plain")
    both = evaluate(make_plan(workload=w, platforms=[plain, nemo]))
    saved = both.platform("plain").memory.total[0] - both.platform("nemo").memory.total[0]
    assert saved == pytest.approx(0.65536, abs=1e-9)
    assert both.platform("plain").memory.total[0] == alone.memory.total[0]


def test_a_platform_stack_that_cannot_run_the_layout_names_the_platforms_field() -> None:
    """Expert parallelism 2 pinned on a MoE model, a platform running Hugging Face Trainer
    (no expert parallelism); FP8 on one running DeepSpeed (no FP8 path)."""
    w = workload(model=model(**MOE), expert_parallel=2, stack="megatron")
    with pytest.raises(ValidationError) as err:
        make_plan(workload=w, platforms=[platform(name="a"), platform(stack="hf_trainer")])
    problem = first_problem(err.value)
    assert (problem.code, problem.field) == ("stack_without_ep", "platforms[1].stack")
    with pytest.raises(ValidationError) as err:
        make_plan(workload={"precision": "fp8"}, platforms=[platform(stack="deepspeed")])
    problem = first_problem(err.value)
    assert (problem.code, problem.field) == ("stack_without_fp8", "platforms[0].stack")
