"""Automatic layout (core/layout.py): per N the fastest layout that fits, pinned fields kept,
impossible pinned layouts refused with the field's name."""

from __future__ import annotations

import pytest
from plans import make_plan, platform, workload
from pydantic import ValidationError

from gpuplanner.core import evaluate
from gpuplanner.core.layout import layout_candidates
from gpuplanner.core.notices import Code

# 7B full fine-tune (Llama shape), seq 2048, micro-batch 1, bf16 AdamW 16 B/param. Activations
# without recompute 10.907 GB; with full recompute (32·2 + 39.5)·s·h + embedding and logits
# = 103.5 · 8,388,608 + 8,404,992 + 295,698,432 B = 1.1723 GB (test_memory.py).
ACTS_NONE = 10.907303936
ACTS_FULL = (103.5 * 2048 * 4096 + 8_404_992 + 295_698_432) / 1e9


def _result(gpu_gb: float, **w):
    p = platform(gpu={"memory_gb": gpu_gb}, overlap=0.5, max_gpus=16)
    plan = make_plan(workload=workload(**w), platforms=[p], settings={"max_gpus": 16})
    return evaluate(plan).platforms[0]


def test_a_pinned_layout_is_reported_as_typed() -> None:
    r = _result(80.0, zero_stage=3)
    assert r.layout.at(7, 8) == {
        "tensor_parallel": 1,
        "pipeline_parallel": 1,
        "data_parallel": 8,
        "virtual_pipeline": 1,
        "micro_batch": 1,
        "zero_stage": 3,
        "recompute": "none",
        "sequence_parallel": True,
        "expert_parallel": 1,
        "expert_tensor_parallel": 1,  # the TP degree: no folding
        "context_parallel": 1,
        "automatic": [],
    }


def test_recompute_only_where_memory_needs_it() -> None:
    # ZeRO-3 over 8: 112/8 = 14 GB of states. On 80 GB, 14 + 10.907 + 2 fits: no recompute
    # (it would cost one more forward pass). On 24 GB only full recompute fits:
    # 14 + 1.172 + 2 = 17.17 GB (26.91 GB without).
    roomy = _result(80.0, zero_stage=3, auto_layout=("recompute",))
    assert roomy.layout.at(7, 8)["recompute"] == "none"
    assert roomy.memory.total[7] == pytest.approx(14 + ACTS_NONE + 2)
    tight = _result(24.0, zero_stage=3, auto_layout=("recompute",))
    assert tight.layout.at(7, 8)["recompute"] == "full"
    assert tight.memory.total[7] == pytest.approx(14 + ACTS_FULL + 2)
    # full recompute executes 8/6 of the work: the step is 4/3 of the roomy one or more
    assert tight.train_hours[7] >= roomy.train_hours[7] * 4 / 3 * (1 - 1e-12)


def test_zero_stage_two_wins_where_it_fits() -> None:
    # ZeRO-2 keeps the 14 GB of bf16 weights and shards 98 GB of gradients and Adam states:
    # N = 2 → 14 + 49 + 10.907 + 2 = 75.9 GB ≤ 80; N = 1 needs 124.9 GB with any stage.
    # ZeRO-3 also fits at 2 (68.9 GB) but gathers the weights for every micro-batch: slower.
    r = _result(80.0, auto_layout=("zero_stage",))
    assert not r.fits_memory[0]
    assert r.min_gpus == 2
    assert [r.layout.at(i, i + 1)["zero_stage"] for i in (1, 3, 7)] == [2, 2, 2]
    assert r.memory.total[1] == pytest.approx(14 + 49 + ACTS_NONE + 2)
    # on 40 GB only ZeRO-3 fits at N = 4: 112/4 + 10.907 + 2 = 40.9 > 40 → N = 5 for ZeRO-3;
    # ZeRO-2 needs 14 + 98/N + 12.907 ≤ 40 → N ≥ 7.6
    # (a global batch of 320 sequences: 5 ranks take 64 each)
    small = _result(40.0, auto_layout=("zero_stage",), global_batch=320)
    assert small.min_gpus == 5 and small.layout.at(4, 5)["zero_stage"] == 3


def test_candidates_keep_pinned_fields() -> None:
    w = workload(zero_stage=3, tensor_parallel=2, auto_layout=("recompute", "micro_batch"))
    cands = layout_candidates(w)
    assert {c.tensor_parallel for c in cands} == {2}
    assert {c.zero_stage for c in cands} == {3}
    assert {c.micro_batch for c in cands} == {1, 2, 4, 8}  # ZeRO-3: fewer gathers per step
    assert {c.recompute.value for c in cands} == {"none", "full"}  # FlashAttention: no selective
    # everything automatic: TP 1/2/4/8 (dividing 32 heads) × PP 1/2/4/8/16 (dividing 32 layers)
    every = layout_candidates(
        workload(
            auto_layout=(
                "tensor_parallel",
                "pipeline_parallel",
                "zero_stage",
                "micro_batch",
                "recompute",
                "sequence_parallel",
            )
        )
    )
    assert {c.tensor_parallel for c in every} == {1, 2, 4, 8}
    assert {c.pipeline_parallel for c in every} == {1, 2, 4, 8, 16}
    assert {c.zero_stage for c in every if c.pipeline_parallel > 1} == {1}
    assert all(c.sequence_parallel == (c.tensor_parallel > 1) for c in every)


def test_automatic_tensor_parallel_stays_in_the_node() -> None:
    # 4 GPUs per node: TP 8 is never chosen
    p = platform(gpus_per_node=4, max_gpus=16)
    w = workload(zero_stage=1, auto_layout=("tensor_parallel",))
    r = evaluate(make_plan(workload=w, platforms=[p], settings={"max_gpus": 16})).platforms[0]
    assert max(r.layout.tensor_parallel) <= 4


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"tensor_parallel": 3}, "tensor_parallel"),  # 32 heads
        ({"pipeline_parallel": 40}, "pipeline_parallel"),  # 32 layers
        ({"pipeline_parallel": 8, "virtual_pipeline": 8}, "virtual_pipeline"),
        ({"virtual_pipeline": 2}, "virtual_pipeline"),  # no pipeline to interleave
        ({"auto_layout": ("recompute", "recompute")}, "auto_layout"),
    ],
)
def test_impossible_pinned_layouts_name_the_field(overrides, field) -> None:
    with pytest.raises(ValidationError, match=field):
        workload(**overrides)


def test_a_calibrated_platform_keeps_the_measured_layout() -> None:
    from gpuplanner.core.uncertainty_models import Calibration

    p = platform(calibration=Calibration(gpus=8, step_seconds=2.0), max_gpus=16)
    w = workload(zero_stage=3, auto_layout=("recompute", "zero_stage"))
    r = evaluate(make_plan(workload=w, platforms=[p], settings={"max_gpus": 16})).platforms[0]
    assert r.layout.automatic == ()
    assert r.train_hours[7] * 3600 == pytest.approx(2.0 * 1e9 / w.tokens_per_step)


def test_tensor_parallel_across_nodes_is_named() -> None:
    # TP 8 pinned on 4-GPU nodes: no GPU count works, and the reason names the field
    p = platform(gpus_per_node=4, max_gpus=16)
    r = evaluate(make_plan(workload=workload(tensor_parallel=8), platforms=[p])).platforms[0]
    assert r.reason.code is Code.TP_ACROSS_NODES
    assert r.reason.params == {"tensor_parallel": 8, "gpus_per_node": 4}


def test_the_efficiency_meaning_is_said_when_recompute_or_tp_is_charged() -> None:
    plain = evaluate(make_plan(workload=workload(zero_stage=3), platforms=[platform()]))
    assert Code.MFU_IS_COMPUTE_EFFICIENCY not in [n.code for n in plain.notices]
    full = evaluate(make_plan(workload=workload(recompute="full"), platforms=[platform()]))
    notice = next(n for n in full.notices if n.code is Code.MFU_IS_COMPUTE_EFFICIENCY)
    assert notice.params == {"recompute": "full", "tensor_parallel": 1, "pipeline_parallel": 1}


def test_the_search_matches_trying_every_candidate_one_by_one() -> None:
    """Dominance pruning and the K × N pass pick, at every N, the layout that trying every
    candidate one at a time with the one-layout step model picks under the headroom rule
    (issue 25: where some count keeps 5 % of memory free, only layouts that do count as
    fitting, and the fastest of them wins; else the fastest that fits)."""
    import numpy as np

    from gpuplanner.core.layout import layout_ok
    from gpuplanner.core.memory import memory_per_gpu
    from gpuplanner.core.scaling import step_time

    auto = ("tensor_parallel", "pipeline_parallel", "micro_batch", "zero_stage", "recompute")
    w = workload(
        model={"params_b": 13.0, "layers": 40, "hidden": 5120, "heads": 40, "ffn": 13824},
        global_batch=20160,  # divisible by most counts up to 64 (micro-batch × DP must divide it)
        auto_layout=auto,
    )
    p = platform(gpu={"memory_gb": 40.0}, max_gpus=64, inter_node_gbps=25.0)
    r = evaluate(make_plan(workload=w, platforms=[p], settings={"max_gpus": 64})).platforms[0]
    n = np.arange(1.0, 65.0)
    x = 312e12 * p.mfu
    steps, roomy = [], []
    for c in layout_candidates(w):
        used = memory_per_gpu(c, n, 2.0).total
        ok = layout_ok(c, p, n)
        steps.append(np.where(ok & (used <= 40.0), step_time(c, p, n, x).total, np.inf))
        roomy.append(ok & (used <= 0.95 * 40.0))
    assert np.any(roomy)  # this plan can keep the headroom: only roomy layouts count
    best = np.min(np.where(roomy, steps, np.inf), axis=0)
    found = np.isfinite(best)
    assert found.sum() > 20
    ideal = 6 * 13e9 * w.tokens_per_step / (n * x)
    np.testing.assert_allclose(r.efficiency[found], (ideal / best)[found], rtol=1e-12)
    assert not (r.fits_memory & r.layout_ok)[~found].any()  # where none fits, none is chosen
    assert (r.memory.total[found] <= 0.95 * 40.0).all()


def test_the_automatic_layout_keeps_the_headroom_the_warning_asks_for() -> None:
    """The 70B example (Llama 3.1 70B, P = 70.6e9) with every layout field automatic: the
    automatic layout never uses more than 95 % of memory, so it is never flagged as tight
    (issue 25: it picked a layout using 98 % and then warned).

    At 32 GPUs the fastest layout is TP 4 · PP 4 · DP 2, ZeRO-1, no recompute (deeper
    pipelines lose more to the last stage's output layer, V·h = 128,256 × 8,192 = 1.05e9
    parameters, about one layer's work: core/pipeline.py), 62.37 GB (78 %): the most loaded
    GPU holds (69.55e9 / 4 + 1.05e9) / 4 = 4.61e9 parameters, 9.22 GB of bf16 weights and as
    much of gradients, Adam 12 B / 2 shards = 27.66 GB, 14.28 GB of 1F1B activations and the
    2 GB reserve. At 16 GPUs the fastest (TP 1 · DP 16, ZeRO-3, full
    recompute) uses 77.13 GB = 96 %; TP 8 · DP 2, ZeRO-3, micro-batch 4, full recompute is
    chosen instead: weights 70.6e9 × 2 B / 16 = 8.825 GB, gradients the same, Adam 70.6e9 ×
    12 B / 16 = 52.95 GB, activations 2.27 GB, reserve 2 GB: 74.87 GB (93.6 %)."""
    from gpuplanner.core.workload import LayoutField
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.paths import examples_dir

    example = load_plan(examples_dir() / "70b-full-finetune-h100-a800-4090.gpuplan")
    # Every field but the virtual stages (plain 1F1B, as the figures below were worked out).
    fields = tuple(f for f in LayoutField if f is not LayoutField.VIRTUAL_PIPELINE)
    w = example.workload.model_copy(update={"auto_layout": fields})
    plan = example.model_copy(update={"workload": w, "platforms": example.platforms[:1]})
    r = evaluate(plan).platforms[0]
    at32 = r.layout.at(31, 32)
    assert (at32["tensor_parallel"], at32["pipeline_parallel"], at32["data_parallel"]) == (4, 4, 2)
    assert float(r.memory.weights[31]) == pytest.approx(9.219, abs=0.001)
    assert float(r.memory.optimizer[31]) == pytest.approx(27.657, abs=0.001)
    assert float(r.memory.total[31]) == pytest.approx(62.37, abs=0.01)
    at16 = r.layout.at(15, 16)
    chosen16 = (at16["tensor_parallel"], at16["data_parallel"], at16["zero_stage"])
    assert chosen16 == (8, 2, 3) and at16["micro_batch"] == 4 and at16["recompute"] == "full"
    assert float(r.memory.weights[15]) == pytest.approx(70.6e9 * 2 / 16 / 1e9)
    assert float(r.memory.optimizer[15]) == pytest.approx(70.6e9 * 12 / 16 / 1e9)
    assert float(r.memory.total[15]) == pytest.approx(74.87, abs=0.01)
    # The whole example, every field automatic: H100, A800 (both 80 GB), RTX 4090: no layout
    # it picked is flagged, where the A800 used to get one at 97 % of its memory.
    whole = evaluate(example.model_copy(update={"workload": w}))
    assert [n for n in whole.notices if n.code is Code.MEMORY_TIGHT] == []
    for p in whole.platforms:
        assert p.chosen is not None
        assert float(p.memory.total[p.chosen - 1]) <= 0.95 * p.usable_memory_gb
    # The example itself (layout typed: TP 1 · DP 16, ZeRO-3) at its chosen 16 GPUs: the user's
    # pinned layout is kept, and flagged.
    typed = evaluate(example)
    tight = [n for n in typed.notices if n.code is Code.MEMORY_TIGHT]
    assert [n.params["gpus"] for n in tight] == [16, 16]  # the H100 and the A800, 80 GB each
    assert tight[0].params["used_gb"] == pytest.approx(77.13, abs=0.01)
    assert tight[0].params["share"] == pytest.approx(77.13 / 80.0, abs=1e-4)


def test_micro_batch_times_data_parallel_must_divide_the_global_batch() -> None:
    """Megatron-LM asserts global batch % (micro-batch × DP) == 0 (its microbatch
    calculator), a micro-batch of 1 included (issue 23: 7.5 sequences a rank were offered).
    A global batch of 1,920 sequences on 2,048 GPUs: at PP 16, DP = 2,048 / 16 = 128 and each
    rank takes 1,920 / 128 = 15; at PP 8, DP = 256 and a rank would take 7.5, refused naming
    workload.micro_batch; a micro-batch of 2 at PP 16 leaves 1,920 / (2 × 128) = 7.5
    micro-batches a rank, refused too. With the pipeline left automatic only PP 16 runs
    (DP 2,048, 1,024, 512 or 256 would leave 0.94, 1.88, 3.75 or 7.5 a rank)."""
    from gpuplanner.io.words.notices import describe_notice

    def run(**w):
        w = {"global_batch": 1920, "zero_stage": 1, **w}
        p = platform(fixed_gpus=2048)
        plan = make_plan(workload=w, platforms=[p], settings={"max_gpus": 2048})
        return evaluate(plan).platforms[0]

    ok = run(pipeline_parallel=16)
    assert ok.chosen == 2048 and ok.layout.at(2047, 2048)["data_parallel"] == 128
    refused = run(pipeline_parallel=8)
    assert refused.chosen is None and refused.reason.params["why"] == "layout_micro_batch"
    assert refused.reason.params["data_parallel"] == 256
    assert refused.reason.params["per_rank"] == pytest.approx(7.5)
    en = describe_notice(refused.reason)
    assert "workload.micro_batch 1 × 256 does not divide workload.global_batch (1920)" in en
    assert "7.5" in en
    assert "workload.micro_batch" in describe_notice(refused.reason, "zh_CN")
    pairs = run(pipeline_parallel=16, micro_batch=2)
    assert pairs.chosen is None and pairs.reason.params["per_rank"] == pytest.approx(7.5)
    auto = run(pipeline_parallel=8, auto_layout=("pipeline_parallel",))
    assert auto.chosen == 2048 and auto.layout.at(2047, 2048)["pipeline_parallel"] == 16
