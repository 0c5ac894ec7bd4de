"""A typed model shape no transformer has is said, not refused (core/evaluate.uneven_shape)."""

from __future__ import annotations

from plans import make_plan, platform, workload

from gpuplanner.core import evaluate
from gpuplanner.core.notices import Code
from gpuplanner.io.words.notices import describe_notice

UNEVEN = (Code.KV_HEADS_UNEVEN, Code.HEAD_DIM_UNEVEN)


def _said(**model: object) -> list:
    plan = make_plan(workload=workload(model=model), platforms=[platform()])
    return [n for n in evaluate(plan).notices if n.code in UNEVEN]


def test_kv_heads_that_do_not_divide_the_heads_are_said() -> None:
    # 32 query heads over 12 KV heads: 2.67 a group; Llama 3 8B's 32 / 8 is 4 a group.
    (notice,) = _said(heads=32, kv_heads=12)
    assert notice.code is Code.KV_HEADS_UNEVEN
    assert notice.params == {"heads": 32, "kv_heads": 12}
    assert describe_notice(notice).startswith(
        "The model's 12 KV heads do not divide its 32 attention heads"
    )
    zh = describe_notice(notice, "zh_CN")
    assert zh.startswith("模型的 12 个 KV 头不能整除其 32 个注意力头")


def test_a_hidden_size_the_heads_do_not_divide_is_said_unless_a_head_width_is_given() -> None:
    # 4,000 / 32 = 125 wide each: whole; 4,100 / 32 = 128.125: no such head.
    assert _said(hidden=4000, heads=32, kv_heads=8) == []
    (notice,) = _said(hidden=4100, heads=32, kv_heads=8)
    assert notice.params == {"hidden": 4100, "heads": 32}
    # DeepSeek-V3's MLA heads are 192 wide by their own field, whatever hidden / heads is.
    assert _said(hidden=4100, heads=32, kv_heads=8, head_dim=128) == []


def test_the_catalog_models_and_the_examples_have_whole_shapes() -> None:
    from gpuplanner.io.catalog.loader import load_catalog
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.paths import examples_dir

    for record in load_catalog().models.values():
        assert record.heads % record.kv_heads == 0, record.id
        assert record.head_dim or record.hidden % record.heads == 0, record.id
    for path in sorted(examples_dir().glob("*.gpuplan")):
        assert not [n for n in evaluate(load_plan(path)).notices if n.code in UNEVEN], path
