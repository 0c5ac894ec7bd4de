"""A MoE layout where the validation runs were slower than the model says so
(core/evaluate.py MANY_LOCAL_EXPERTS): Qwen3-30B-A3B's 128 experts over EP 8 put 16 on each
GPU, and at a micro-batch of 1 the published Megatron-Bridge runs (docs/validation.md: 9,299
tokens/s on 8 B200 in 25.11, 18,066 token-dropping in 25.09) took 1.6–2.3× the model's time.
EP 32 (4 experts a GPU) or a micro-batch of 4, where the GB200 rows of the same model land,
say nothing; nor does torchtitan, whose one grouped kernel runs all the experts, nor a
platform at a typed MFU. Worded in English and Chinese."""

from __future__ import annotations

from plans import B200_SXM, QWEN3_30B, make_plan, model, platform, workload

from gpuplanner.core import analyze
from gpuplanner.core.notices import Code
from gpuplanner.io.report.headless import report_json

B200 = {**B200_SXM, "tdp_w": 1000.0}


def _notices(gpus: int = 8, lang: str = "en", work: bool = True, **layout) -> list[dict]:
    w = workload(
        model=model(**QWEN3_30B),
        precision="fp8",
        seq_len=4096,
        global_batch=64,
        tokens=1e9,
        stack=layout.pop("stack", "megatron"),
        **({"expert_parallel": 8, "micro_batch": 1} | layout),
    )
    p = platform(name="B200", gpu=B200, fixed_gpus=gpus, efficiency_from_work=work)
    report = report_json(analyze(make_plan(workload=w, platforms=[p])), lang=lang)
    return [n for n in report["warnings"] if n["code"] == Code.MOE_MANY_EXPERTS.value]


def test_sixteen_experts_a_gpu_at_micro_batch_one_are_flagged() -> None:
    (notice,) = _notices()
    assert notice["params"] == {"gpus": 8, "experts": 16, "micro_batch": 1}
    assert notice["text"] == (
        "B200: on 8 GPUs each GPU runs 16 experts of every MoE layer at micro-batches of 1; "
        "of 15 published Megatron-Core runs laid out like this, 14 took 1.17–2.9× the time "
        "the model gives (gpuplanner's validation table): these hours are likely low."
    )
    (zh,) = _notices(lang="zh_CN")
    assert zh["text"].startswith("B200：8 卡时每张卡在每个 MoE 层运行 16 个专家，微批次为 1；")


def test_where_the_model_was_validated_nothing_is_said() -> None:
    assert _notices(gpus=32, expert_parallel=32) == []  # 4 experts a GPU
    assert _notices(micro_batch=4) == []
    assert _notices(stack="torchtitan") == []  # one grouped kernel for every expert
    assert _notices(work=False) == []  # a typed MFU: the model's time is not used
