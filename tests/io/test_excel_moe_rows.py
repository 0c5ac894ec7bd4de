"""The workbook's Assumptions state an MoE run's all-to-all: the dispatcher and whether it is
overlapped, each the plan's or the training stack's own (io/excel/assumptions.py)."""

from __future__ import annotations

import io

import openpyxl
import pytest
from plans import MIXTRAL_8X7B, make_plan, platform, workload

from gpuplanner.core import analyze
from gpuplanner.io.excel.export import build_workbook

MOE = MIXTRAL_8X7B


def _texts(plan, lang: str) -> list[tuple[str, ...]]:
    book = openpyxl.load_workbook(io.BytesIO(build_workbook(analyze(plan), lang)))
    rows = []
    for ws in book.worksheets:
        for row in ws.iter_rows(values_only=True):
            rows.append(tuple(str(c) for c in row if c is not None))
    return rows


DISPATCH = {"en": "MoE all-to-all dispatch", "zh_CN": "MoE all-to-all 分发方式"}
OVERLAP = {"en": "MoE all-to-all overlapped with compute", "zh_CN": "MoE all-to-all 与计算重叠"}
HOST_SYNC = {
    "en": "MoE layer waits for the GPU before its experts",
    "zh_CN": "MoE 层在启动专家前等待 GPU",
}
HOST = {"en": "Host CPU", "zh_CN": "主机 CPU"}


def _row(rows: list[tuple[str, ...]], label: str) -> tuple[str, ...]:
    return next(r for r in rows if len(r) > 1 and r[1] == label)


@pytest.mark.parametrize(
    ("lang", "dispatch", "overlap", "note"),
    [
        ("en", "Once per node (DeepEP)", "yes", "as chosen in the plan"),
        ("zh_CN", "每节点一份（DeepEP）", "是", "方案中指定"),
    ],
)
def test_a_stated_dispatcher_and_overlap_are_shown(lang, dispatch, overlap, note) -> None:
    w = workload(model=MOE, stack="megatron", moe_dispatcher="per_node", moe_overlap=True)
    rows = _texts(make_plan(workload=w), lang)
    assert dispatch in _row(rows, DISPATCH[lang]) and note in _row(rows, DISPATCH[lang])
    assert overlap in _row(rows, OVERLAP[lang]) and note in _row(rows, OVERLAP[lang])


def test_the_stacks_own_for_hai_llm_and_nothing_for_a_dense_model() -> None:
    rows = _texts(make_plan(workload=workload(model=MOE, stack="hai_llm")), "en")
    assert "Once per node (DeepEP)" in _row(rows, DISPATCH["en"])
    assert "the training stack's own" in _row(rows, OVERLAP["en"])
    assert "yes" in _row(rows, OVERLAP["en"])
    dense = _texts(make_plan(), "en")
    assert not any(len(r) > 1 and r[1] == DISPATCH["en"] for r in dense)


@pytest.mark.parametrize(
    ("lang", "no", "typed", "grace"),
    [
        ("en", "no", "as chosen in the plan", "Grace (Arm)"),
        ("zh_CN", "否", "方案中指定", "Grace（Arm）"),
    ],
)
def test_the_host_wait_and_each_platforms_host_cpu_are_shown(lang, no, typed, grace) -> None:
    """Megatron-Core's dropless MoE layer waits for the GPU (core/stacks.py); a plan can
    state it sync-free. Each platform names its host CPU: the GB200's Grace costs a kernel
    37.08 µs, the A100 server's x86 13.48 µs (TransformerEngine issue 2053)."""
    gb200 = {"id": "gb200-per-gpu", "name": "NVIDIA GB200"}
    plan = make_plan(
        workload=workload(model=MOE, stack="megatron", moe_host_sync=False),
        platforms=[platform(name="x86 box"), platform(name="superchip", gpu=gb200)],
    )
    rows = _texts(plan, lang)
    assert no in _row(rows, HOST_SYNC[lang]) and typed in _row(rows, HOST_SYNC[lang])
    hosts = [r for r in rows if len(r) > 1 and r[1] == HOST[lang]]
    assert [r[2] for r in hosts] == ["x86", grace]
    assert "13.48 µs" in hosts[0][-1] and "37.08 µs" in hosts[1][-1]
    stack_own = _texts(make_plan(workload=workload(model=MOE, stack="megatron")), "en")
    assert "yes" in _row(stack_own, HOST_SYNC["en"])
    assert "the training stack's own" in _row(stack_own, HOST_SYNC["en"])
    assert not any(len(r) > 1 and r[1] == HOST["en"] for r in _texts(make_plan(), "en"))


ETP = {
    "en": "Expert tensor parallel (the routed experts' TP degree)",
    "zh_CN": "专家张量并行（路由专家的张量并行度）",
}


@pytest.mark.parametrize(
    ("lang", "typed", "unfolded"),
    [
        ("en", "as chosen in the plan", "the tensor-parallel degree (no folding)"),
        ("zh_CN", "方案中指定", "等于张量并行度（不折叠）"),
    ],
)
def test_the_experts_tp_degree_is_stated(lang, typed, unfolded) -> None:
    """Folded (expert TP 1 under TP 2) the row says 1 as the plan's; unfolded, the TP degree."""
    common = {"model": MOE, "stack": "megatron", "tensor_parallel": 2}
    folded = _row(
        _texts(make_plan(workload=workload(expert_tensor_parallel=1, **common)), lang), ETP[lang]
    )
    assert "1" in folded and typed in folded
    plain = _row(_texts(make_plan(workload=workload(**common)), lang), ETP[lang])
    assert "2" in plain and unfolded in plain


FUSED = {
    "en": "Loss fused (no fp32 copies of the logits)",
    "zh_CN": "损失函数融合（不保留 logits 的 fp32 副本）",
}


@pytest.mark.parametrize(
    ("lang", "yes", "no", "typed", "own"),
    [
        ("en", "yes", "no", "as chosen in the plan", "the training stack's own"),
        ("zh_CN", "是", "否", "方案中指定", "训练框架的默认做法"),
    ],
)
def test_the_loss_is_stated_the_plans_or_the_stacks(lang, yes, no, typed, own) -> None:
    """Megatron-Core's loss is fused, the Hugging Face Trainer's runs on fp32 logits
    (core/stacks.py logit_copies); a plan states Liger's fused loss (workload.fused_loss)."""
    megatron = _row(_texts(make_plan(workload=workload(stack="megatron")), lang), FUSED[lang])
    assert yes in megatron and own in megatron
    hf = _row(_texts(make_plan(workload=workload(stack="hf_trainer")), lang), FUSED[lang])
    assert no in hf and own in hf
    stated = workload(stack="hf_trainer", fused_loss=True)
    liger = _row(_texts(make_plan(workload=stated), lang), FUSED[lang])
    assert yes in liger and typed in liger
