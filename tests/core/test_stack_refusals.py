"""What a GPU or a stack cannot run is refused, named, never silently changed (issue 23 "Bad
input"): FP8 on a GPU without FP8 tensor cores, expert parallelism offered to a stack without
it, tensor × context parallelism beyond the scale-up domain at a fixed count."""

from __future__ import annotations

from plans import make_plan, model, platform, workload

from gpuplanner.core import evaluate
from gpuplanner.core.layout import layout_candidates
from gpuplanner.core.notices import Code
from gpuplanner.core.workload import LayoutField
from gpuplanner.io.words.notices import describe_notice, notice_advice

H100 = {
    "id": "h100-sxm-80gb",
    "name": "H100 SXM",
    "bf16_tflops": 989.4,
    "fp16_tflops": 989.4,
    "fp8_tflops": 1978.9,
}
# Mixtral-8x7B's shape counts: 46.7 B total, 12.9 B active, 8 experts, top-2 (Mistral AI).
MOE = {"params_b": 46.7, "active_params_b": 12.9, "experts": 8, "experts_per_token": 2}


def test_fp8_on_a_gpu_without_fp8_refuses_that_platform_naming_the_precision() -> None:
    # The A100's datasheet has no FP8 peak (no FP8 tensor cores): before, the A100 was timed
    # in BF16 with a warning, pricing another job than the FP8 one asked. Now it cannot run;
    # the H100 beside it still does, so the FP8 comparison stays one plan.
    plan = make_plan(
        workload={"precision": "fp8", "zero_stage": 3},
        platforms=[platform(name="A100 box"), platform(name="H100 box", gpu=H100)],
    )
    result = evaluate(plan)
    a100, h100 = result.platform("A100 box"), result.platform("H100 box")
    assert a100.reason.code is Code.NO_FP8 and not a100.feasible.any()
    assert a100.reason.params == {"gpu": "A100 80G", "field": "workload.precision"}
    assert h100.feasible.any() and h100.precision_used.value == "fp8"
    assert Code.PRECISION_FALLBACK not in {n.code for n in result.notices}
    en = describe_notice(a100.reason)
    assert en.startswith("A100 box: workload.precision is FP8, but the A100 80G has no FP8")
    assert "BF16" in notice_advice(a100.reason)
    zh = describe_notice(a100.reason, "zh_CN")
    assert zh.startswith("A100 box：workload.precision 为 FP8，但 A100 80G 没有 FP8 张量核心")
    assert "BF16" in notice_advice(a100.reason, "zh_CN")


def test_expert_parallelism_is_never_offered_to_a_stack_without_it() -> None:
    # Hugging Face Trainer has no expert parallelism (core/workload.STACKS_WITHOUT_EP): with
    # the layout automatic its candidates keep EP 1; Megatron-Core's try 1, 2, 4, 8 (the
    # divisors of 8 experts among EP_CHOICES).
    auto = (LayoutField.EXPERT_PARALLEL,)
    hf = workload(model=model(**MOE), method="lora", stack="hf_trainer", auto_layout=auto)
    assert {c.expert_parallel for c in layout_candidates(hf)} == {1}
    megatron = hf.model_copy(update={"stack": "megatron", "method": "full"})
    assert sorted({c.expert_parallel for c in layout_candidates(megatron)}) == [1, 2, 4, 8]


def test_tp_times_cp_beyond_the_node_at_a_fixed_count_is_named() -> None:
    # TP 8 × CP 2 = 16 GPUs on 8-GPU nodes: no count can run it (the ring and the TP
    # collectives run over the scale-up link). At a fixed 16 GPUs the reason was the generic
    # "does not fit the layout"; now it names both fields and the node's 8.
    plan = make_plan(
        workload={"tensor_parallel": 8, "context_parallel": 2, "seq_len": 4096},
        platforms=[platform(name="fixed", fixed_gpus=16)],
    )
    reason = evaluate(plan).platform("fixed").reason
    assert reason.code is Code.FIXED_GPUS_INFEASIBLE
    assert reason.params["why"] == "layout_scale_up"
    assert (reason.params["span"], reason.params["gpus_per_node"]) == (16, 8)
    en = describe_notice(reason)
    assert "tensor parallel 8 × workload.context_parallel 2 = 16 GPUs" in en
    assert "at most 8" in en
    zh = describe_notice(reason, "zh_CN")
    assert "张量并行 8 × workload.context_parallel 2 = 16 张卡" in zh


def test_virtual_stages_on_a_stack_without_an_interleaved_schedule_are_refused() -> None:
    # DeepSpeed's pipeline engine runs plain 1F1B (core/workload.STACKS_WITHOUT_INTERLEAVING):
    # a pinned v = 2 is refused naming workload.virtual_pipeline, in both languages; left
    # automatic it is only ever 1 there, while Megatron-Core tries 1, 2 and 8 (8 layers a
    # stage of the 7B's 32 over 4).
    import pytest
    from pydantic import ValidationError

    from gpuplanner.io.problems import error_text

    with pytest.raises(ValidationError) as caught:
        workload(stack="deepspeed", pipeline_parallel=4, virtual_pipeline=2)
    (error,) = caught.value.errors()
    assert error["type"] == "stack_without_interleaving"
    assert error["ctx"]["field"] == "virtual_pipeline"
    assert "set the virtual pipeline stages to 1" in error_text(error["type"], error["ctx"], "en")
    assert "没有交错流水线调度" in error_text(error["type"], error["ctx"], "zh_CN")
    auto = (LayoutField.VIRTUAL_PIPELINE,)
    ds = workload(stack="deepspeed", pipeline_parallel=4, virtual_pipeline=2, auto_layout=auto)
    assert {c.virtual_pipeline for c in layout_candidates(ds)} == {1}
    megatron = ds.model_copy(update={"stack": "megatron"})
    assert sorted({c.virtual_pipeline for c in layout_candidates(megatron)}) == [1, 2, 8]
