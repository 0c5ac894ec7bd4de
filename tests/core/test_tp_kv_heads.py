"""A pinned tensor-parallel degree must divide the KV heads as the automatic one does
(core/layout.tp_choices): Megatron-Core splits the query groups over the TP ranks
(TransformerConfig: "num_query_groups must be a multiple of tensor_model_parallel_size"),
so TP 8 on a multi-query model (one KV head) does not run. Before, it was refused only for
the attention heads and TP 8 on one KV head was timed as if it ran."""

from __future__ import annotations

import pytest
from plans import make_plan, workload
from pydantic import ValidationError

from gpuplanner.io import messages
from gpuplanner.io.problems import error_text, first_problem


def _refusal(**overrides):
    with pytest.raises(ValidationError) as caught:
        workload(**overrides)
    return first_problem(caught.value)


def test_tp_8_on_one_kv_head_is_refused_naming_tensor_parallel() -> None:
    problem = _refusal(model={"kv_heads": 1}, tensor_parallel=8)
    assert (problem.code, problem.field) == ("tp_not_dividing_kv_heads", "tensor_parallel")
    text = error_text(problem.code, problem.params, "en", messages.render)
    assert text == (
        "tensor parallel 8 does not divide the model's KV heads (1): grouped-query attention "
        "splits them over the tensor-parallel ranks"
    )
    zh = error_text(problem.code, problem.params, "zh_CN", messages.render)
    assert zh == (
        "张量并行 8 不能整除模型的 KV 头数（1）：分组查询注意力把 KV 头分到各张量并行进程上"
    )


def test_tp_16_on_8_kv_heads_is_refused_and_tp_8_runs() -> None:
    assert _refusal(model={"kv_heads": 8}, tensor_parallel=16).params == {"tp": 16, "kv_heads": 8}
    assert workload(model={"kv_heads": 8}, tensor_parallel=8).tensor_parallel == 8


def test_an_automatic_tp_on_one_kv_head_searches_and_finds_tp_1() -> None:
    """The only TP candidate on one KV head is 1 (tp_choices); with one candidate the search
    was skipped and the stored TP 8 ran instead, a layout the search itself rules out."""
    from gpuplanner.core import evaluate

    w = workload(model={"kv_heads": 1}, tensor_parallel=8, auto_layout=["tensor_parallel"])
    result = evaluate(make_plan(workload=w.model_copy(update={"zero_stage": 3})))
    r = result.platforms[0]
    assert r.layout is not None and r.chosen is not None
    assert set(r.layout.tensor_parallel[r.feasible].tolist()) == {1}
