"""``evaluate``: the seed example end to end, the choice of N, infeasibility reasons, layout
and ranking (DESIGN §3.2, §3.5)."""

from __future__ import annotations

import numpy as np
import pytest
from plans import make_plan, platform, workload

from gpuplanner import paths
from gpuplanner.core import Plan, evaluate
from gpuplanner.core.notices import Code
from gpuplanner.core.platform import HourlyPricing
from gpuplanner.io.plan_file import load_plan

# --- Seed example A: the bundled example plan ------------------------------------------


@pytest.fixture(scope="module")
def seed():
    return evaluate(load_plan(paths.example_plan()))


def test_seed_work(seed) -> None:
    assert seed.total_flops == pytest.approx(4.2e19)


def test_seed_platform_a_a100(seed) -> None:
    # 312 × 0.4 = 124.8 TFLOPS; measured E(8) = 0.65525:
    # 4.2e19 / (8 · 124.8e12 · 0.65525) = 64,200 s = 17.833 h + 10 min setup = 18 h
    # 8 GPUs × 18 h × 20 CNY = 2,880 CNY; no fees, no interruptions
    a = seed.platform("A · A100 80G on-demand").chosen_point
    assert a.gpus == 8
    assert a.train_hours == pytest.approx(64_200 / 3600, rel=1e-9)
    assert a.hours == pytest.approx(18.0, rel=1e-9)
    assert a.compute_cost == pytest.approx(2880.0)
    assert a.fees_cost == 0.0
    assert a.total_cost == pytest.approx(2880.0)


def test_seed_platform_b_v100(seed) -> None:
    # FP16 112 × 0.25 = 28 TFLOPS; E(8) = 0.87781: 4.2e19 / (8 · 28e12 · 0.87781) = 213,600 s
    # = 59.333 h + 40 min setup = 60 h clean → 8 × 60 × 12 = 5,760 CNY; egress 1,500 × 0.5 = 750
    # Spot λ = 0.0005/GPU-h on 8 GPUs: τ = sqrt(2 · 0.05 / 0.004) = 5 h,
    # T' = 59.333 · 1.01 / (1 − 0.004 · (2.5 + 0.25)) = 60.593 h; held 61.259 h
    # → 3,676 started minutes: 8 × 61.2667 × 12 = 5,881.60 → interruption 121.60
    b = seed.platform("B · V100 32G spot")
    point = b.chosen_point
    assert b.precision_used.value == "fp16"
    assert b.effective_tflops == pytest.approx(28.0)
    assert point.train_hours == pytest.approx(213_600 / 3600, rel=1e-9)
    assert point.train_hours + b.setup_hours == pytest.approx(60.0, rel=1e-9)
    assert point.compute_cost == pytest.approx(5760.0)
    assert point.fee_costs == pytest.approx((750.0,))
    assert point.hours == pytest.approx(59.3333333 * 1.01 / 0.989 + 2 / 3, rel=1e-6)
    assert point.interruption_cost == pytest.approx(121.60, abs=1e-6)
    assert point.total_cost == pytest.approx(5760 + 750 + 121.60, abs=1e-6)


def test_seed_platform_c_h100(seed) -> None:
    # 989.4 × 0.25268 = 250 TFLOPS; E(8) = 0.68627: 4.2e19 / (8 · 250e12 · 0.68627)
    # = 30,600 s = 8.5 h + 30 min = 9 h → 8 × 9 × 40 = 2,880 CNY
    c = seed.platform("C · H100 80G on-demand")
    assert c.effective_tflops == pytest.approx(250.0)
    assert c.chosen_point.hours == pytest.approx(9.0, rel=1e-9)
    assert c.chosen_point.compute_cost == pytest.approx(2880.0)


def test_seed_ranking_the_cheap_v100_is_last(seed) -> None:
    # A and C tie at 2,880; C delivers sooner (9 h vs 18 h) so ranks first; B is 2.3× dearer
    names = [seed.platforms[i].name for i in seed.ranking]
    assert names == ["C · H100 80G on-demand", "A · A100 80G on-demand", "B · V100 32G spot"]
    assert seed.best.name == "C · H100 80G on-demand"
    assert [seed.platforms[i].rank for i in seed.ranking] == [1, 2, 3]


# --- Choosing N ---------------------------------------------------------------------------
# A hand-built job: Ψ = 1e9, D = 4.5e9 tokens, 500 × 1,000 tokens per step → 9,000 steps.
# X = 150 TFLOPS × 0.5 = 7.5e13: t_c = 6e9 · 5e5 / (N · 7.5e13) = 40/N s → 100/N h in all.
# All-reduce of 2e9 gradient bytes at 1 GB/s in the node (overlap 0):
# t_comm = 2 (N−1)/N · 2 s → 10 (N−1)/N h. So hours(N) = 90/N + 10 up to N = 8, and
# cost(N) = 10 CNY · N · hours = 900 + 100 N (rising with N). Beyond the node, one 0.5 GB/s
# adapter per node carries the hierarchical all-reduce: hours = 80/N + 20.
# Plus NCCL's ring latency (core/scaling.py): 1e9 gradients in 25 buckets of 40 M, each step
# 25 · 8.4 µs + 50 passes · ((N − k) · 3.4 + (k − 1) · 14) µs on k nodes, 9,000 steps:
# 2.5 h per second of it (N = 2: 380 µs → 0.00095 h; N = 6: 1,060 µs; N = 8: 1,400 µs).


def _latency_hours(n: np.ndarray) -> np.ndarray:
    k = np.ceil(n / 8)
    seconds = 25 * 8.4e-6 + 50 * ((n - k) * 3.4e-6 + (k - 1) * 14e-6)
    return np.where(n > 1, 9000 * seconds / 3600, 0.0)


def _choice_plan(max_gpus: int = 16, **overrides):
    model = {"params_b": 1.0, "layers": 16, "hidden": 2048, "heads": 16, "ffn": 5632}
    w = {"model": model, "tokens": 4.5e9, "seq_len": 1000, "global_batch": 500}
    w.update(overrides.pop("workload", {}))
    base = {
        "gpu": {"bf16_tflops": 150.0},
        "mfu": 0.5,
        "overlap": 0.0,
        "gpus_per_node": 8,
        "intra_node_gbps": 1.0,
        "inter_node_gbps": 0.5,
        "nics_per_node": 1,
    }
    p = platform(**{**base, **overrides})
    return make_plan(workload=workload(**w), platforms=[p], settings={"max_gpus": max_gpus})


def test_hand_built_hours_and_costs() -> None:
    r = evaluate(_choice_plan()).platforms[0]
    n = np.arange(1, 9)
    hours = 90 / n + 10 + _latency_hours(n)
    assert hours[1] == pytest.approx(55.00095)
    np.testing.assert_allclose(r.hours[:8], hours, rtol=1e-12)
    # per-minute billing: N = 7 holds 22.860 h → 1,372 started minutes → 1,600.67 not 1,600
    billed = np.ceil(np.round(60 * hours, 9)) / 60
    np.testing.assert_allclose(r.compute_cost[:8], 10 * n * billed, rtol=1e-12)
    assert r.compute_cost[6] == pytest.approx(7 * 1372 / 6)
    assert r.compute_cost[0] == pytest.approx(1000.0)  # one GPU: no collective
    wide = np.arange(9, 17, dtype=float)
    np.testing.assert_allclose(r.hours[8:], 80 / wide + 20 + _latency_hours(wide), rtol=1e-12)


def test_cheapest_n_without_a_deadline() -> None:
    r = evaluate(_choice_plan()).platforms[0]
    assert r.chosen == 1
    assert r.chosen_point.total_cost == pytest.approx(1000.0)


def test_cheapest_n_meeting_the_deadline() -> None:
    # 90/N + 10 ≤ 28.5 → N ≥ 4.87 → N = 5 (it divides the global batch of 500: 100 sequences
    # a rank; 6 to 9 do not): 28.002225 h (latency 2.5 · 890 µs), 1,681 started minutes on
    # 5 GPUs at 10 CNY/h = 1,400.83 CNY
    result = evaluate(_choice_plan(workload={"deadline_hours": 28.5}))
    r = result.platforms[0]
    assert r.chosen == 5
    assert r.chosen_point.hours == pytest.approx(28.002225)
    assert r.chosen_point.total_cost == pytest.approx(1681 * 5 * 10 / 60)
    assert r.chosen_point.deadline_met
    assert Code.DEADLINE_MISSED not in {n.code for n in result.notices}


def test_unreachable_deadline_takes_the_cheapest_and_says_so() -> None:
    # fastest: N = 5 at 90/5 + 10 + 2.5 · 890 µs = 28.002225 h (the counts up to 16 that
    # divide the global batch of 500 are 1, 2, 4, 5 and 10; N = 10 beyond the node:
    # 80/10 + 20 + 2.5 · (210 + 50 · (8 · 3.4 + 14)) µs = 28.005675 h)
    result = evaluate(_choice_plan(workload={"deadline_hours": 5.0}))
    assert result.platforms[0].chosen == 1
    notice = next(n for n in result.notices if n.code is Code.DEADLINE_MISSED)
    assert notice.params["gpus"] == 1
    assert notice.params["delivery_days"] == pytest.approx(100 / 24)
    assert notice.params["deadline_days"] == pytest.approx(5 / 24)
    assert notice.params["fastest_days"] == pytest.approx(28.002225 / 24)


def test_fixed_n() -> None:
    # N = 4: 90/4 + 10 + 2.5 · 720 µs = 32.5018 h, 1,951 started minutes × 4 GPUs at
    # 10 CNY/h = 1,300.67 CNY, even with a deadline it misses
    result = evaluate(_choice_plan(fixed_gpus=4, workload={"deadline_hours": 26.0}))
    r = result.platforms[0]
    assert r.chosen == 4
    assert r.chosen_point.hours == pytest.approx(32.5018)
    assert r.chosen_point.total_cost == pytest.approx(4 * 1951 / 6)
    assert not r.chosen_point.deadline_met
    assert Code.DEADLINE_MISSED in {n.code for n in result.notices}


def test_budget_and_low_scaling_notices() -> None:
    # N = 5 costs 1,400.83 > budget 1,200
    result = evaluate(_choice_plan(workload={"deadline_hours": 28.5, "budget": 1200.0}))
    over = next(n for n in result.notices if n.code is Code.OVER_BUDGET)
    assert over.params == {"total": pytest.approx(1681 * 5 * 10 / 60), "budget": 1200.0}
    assert not result.platforms[0].chosen_point.budget_met
    # N = 10 (2 nodes): t_c 100/10 = 10 h of 80/10 + 20 + 2.5 · (210 + 50 · (8 · 3.4 + 14))
    # µs = 28.005675 h → E = 0.35707 < 0.5
    low = evaluate(_choice_plan(fixed_gpus=10))
    notice = next(n for n in low.notices if n.code is Code.LOW_SCALING)
    assert notice.params == {"gpus": 10, "efficiency": pytest.approx(10 / 28.005675)}


# --- Infeasible platforms -----------------------------------------------------------------
# 7B full fine-tune, ZeRO-3, micro-batch 1: 112/N GB of states + 10.907 GB activations (39.5
# s·b·h per layer for Llama's gated MLP, embedding and logits terms; test_memory.py) + 2 GB
# reserve. On a 40 GB A100: 112/N ≤ 27.093 → N ≥ 4.13 → 5 GPUs (22.4 + 12.907 = 35.307 GB).
# (Before the model counted the gated MLP it was 9.389 GB and 4 GPUs.)
ACTS_7B = 10.603200512 + 0.008404992 + 0.295698432


def test_quota_too_small_names_the_numbers() -> None:
    p = platform(gpu={"memory_gb": 40.0}, max_gpus=2)
    # a global batch of 320 sequences: 5 ranks take 64 each (256 would leave 51.2)
    w = {"zero_stage": 3, "global_batch": 320}
    r = evaluate(make_plan(workload=w, platforms=[p])).platforms[0]
    assert r.min_gpus == 5
    assert r.memory.total[4] == pytest.approx(22.4 + ACTS_7B + 2)
    assert r.chosen is None
    assert r.reason.code is Code.QUOTA_TOO_SMALL
    assert r.reason.params == {"min_gpus": 5, "quota": 2}


def test_never_fits_without_sharding() -> None:
    # ZeRO-0: 112 + 10.907 + 2 = 124.907 GB on every GPU, whatever N; the A100 gives 80
    r = evaluate(make_plan(platforms=[platform()])).platforms[0]
    assert r.min_gpus is None
    assert r.reason.code is Code.NEVER_FITS
    assert r.reason.params == {
        "need_gb": pytest.approx(112 + ACTS_7B + 2),
        "usable_gb": 80.0,
        # The largest count allowed: 256 sequences a step, 1 per micro-batch, so at most
        # 256-way data parallel (the sweep's 1,024 GPUs would leave 768 idle).
        "gpus": 256,
    }


def test_fixed_n_that_does_not_fit_says_memory() -> None:
    p = platform(gpu={"memory_gb": 40.0}, fixed_gpus=2)
    r = evaluate(make_plan(workload={"zero_stage": 3}, platforms=[p])).platforms[0]
    assert r.reason.code is Code.FIXED_GPUS_INFEASIBLE
    assert r.reason.params["why"] == "memory"
    assert r.reason.params["need_gb"] == pytest.approx(56 + ACTS_7B + 2)


def test_each_layout_cause_of_a_fixed_count_has_its_own_reason_and_fix() -> None:
    # Global batch 256 at micro-batch 1, TP 1 × PP 1: 2,048 GPUs are 2,048 data-parallel
    # ranks that need 2,048 sequences a step; at most 256 / 1 × 1 = 256 GPUs fit the batch.
    plan = make_plan(workload={"global_batch": 256}, platforms=[platform(fixed_gpus=2048)])
    r = evaluate(plan).platforms[0]
    assert r.reason.code is Code.FIXED_GPUS_INFEASIBLE
    assert r.reason.params["why"] == "layout_batch"
    assert {k: r.reason.params[k] for k in ("need_batch", "max_gpus", "global_batch")} == {
        "need_batch": 2048,
        "max_gpus": 256,
        "global_batch": 256,
    }
    # TP 2 × PP 2 = 4 does not divide 6 GPUs: the nearest counts are 4 and 8.
    split = make_plan(
        workload={"tensor_parallel": 2, "pipeline_parallel": 2},
        platforms=[platform(fixed_gpus=6)],
    )
    params = evaluate(split).platforms[0].reason.params
    assert (params["why"], params["split"], params["lower"], params["upper"]) == (
        "layout_split",
        4,
        4,
        8,
    )
    # 12 GPUs on 8-GPU nodes billed whole: 8 or 16.
    nodes = make_plan(platforms=[platform(fixed_gpus=12, whole_nodes=True, gpus_per_node=8)])
    params = evaluate(nodes).platforms[0].reason.params
    assert (params["why"], params["lower"], params["upper"]) == ("layout_nodes", 8, 16)


@pytest.mark.parametrize(
    ("lang", "said", "not_said"),
    [
        ("en", "is less than one node of 8 GPUs. Take 8, or tick", "8 or 8"),
        ("zh_CN", "不足一台整机（每台 8 卡）。请取 8 卡", "8 或 8"),
    ],
)
def test_a_count_under_one_node_is_told_the_one_count_to_take(lang, said, not_said) -> None:
    # 4 GPUs on 8-GPU whole nodes: the nearest whole-node counts below and above are both 8
    # (at least one node), so the fix names 8 once instead of "e.g. 8 or 8".
    from gpuplanner.io.words.notices import describe_notice

    plan = make_plan(platforms=[platform(fixed_gpus=4, whole_nodes=True, gpus_per_node=8)])
    reason = evaluate(plan).platforms[0].reason
    assert (reason.params["lower"], reason.params["upper"]) == (8, 8)
    text = describe_notice(reason, lang)
    assert said in text and not_said not in text
    # TP 4 × PP 2 = 8 above 6 GPUs: take 8.
    split = make_plan(
        workload={"tensor_parallel": 4, "pipeline_parallel": 2},
        platforms=[platform(fixed_gpus=6, gpus_per_node=8)],
    )
    reason = evaluate(split).platforms[0].reason
    assert reason.params["why"] == "layout_split"
    text = describe_notice(reason, lang)
    assert ("Take 8, or change" if lang == "en" else "请取 8 卡") in text and not_said not in text


def test_a_plan_without_platforms_evaluates_to_no_best() -> None:
    # File → New starts with no platform (issue #17): nothing to rank, nothing raised.
    result = evaluate(Plan(workload=workload(), platforms=()))
    assert result.platforms == () and result.best is None


def test_tensor_pipeline_layout_only_at_multiples() -> None:
    # t·p = 2·2 = 4: only N = 4, 8, 12, … are layouts; the chosen N is one of them (a global
    # batch of 384 sequences leaves d = N / 4 = 1, 2, 3, 4, 6, 8 ranks whole sequences)
    w = {"tensor_parallel": 2, "pipeline_parallel": 2, "zero_stage": 1, "global_batch": 384}
    r = evaluate(make_plan(workload=w, platforms=[platform()])).platforms[0]
    np.testing.assert_array_equal(r.layout_ok[:8], [0, 0, 0, 1, 0, 0, 0, 1])
    assert not r.feasible[~r.layout_ok].any()
    assert r.chosen is not None and r.chosen % 4 == 0
    # whole nodes of 8 as well: multiples of lcm(4, 8) = 8
    whole = platform(whole_nodes=True)
    r2 = evaluate(make_plan(workload=w, platforms=[whole])).platforms[0]
    assert set(np.flatnonzero(r2.layout_ok[:32]) + 1) == {8, 16, 24, 32}


def test_no_layout_within_quota() -> None:
    # t·p = 8 but the quota is 4
    w = {"tensor_parallel": 4, "pipeline_parallel": 2}
    r = evaluate(make_plan(workload=w, platforms=[platform(max_gpus=4)])).platforms[0]
    assert r.reason.code is Code.NO_LAYOUT
    assert r.reason.params["quota"] == 4


def test_infeasible_platforms_rank_last() -> None:
    ok = platform(name="ok", gpu={"memory_gb": 40.0})
    small = platform(name="small", gpu={"memory_gb": 40.0}, max_gpus=2)
    dear = platform(
        name="dear", gpu={"memory_gb": 40.0}, pricing=HourlyPricing(price_per_gpu_hour=11)
    )
    result = evaluate(make_plan(workload={"zero_stage": 3}, platforms=[small, dear, ok]))
    assert [result.platforms[i].name for i in result.ranking] == ["ok", "dear", "small"]
    assert result.platform("small").rank is None
    assert result.best.name == "ok"


def test_gpu_counts_beyond_the_global_batch_are_not_offered() -> None:
    # global batch 16 sequences, micro-batch 2 → at most 16 / 2 = 8 data-parallel ranks,
    # each taking whole micro-batches: 2·d divides 16, d ∈ {1, 2, 4, 8} (d = 3 would leave
    # 16 / 6 = 2.67 micro-batches a rank); with tensor parallel 2 that is N = 2, 4, 8, 16.
    p = make_plan(workload={"global_batch": 16, "micro_batch": 2, "tensor_parallel": 2})
    r = evaluate(p).platforms[0]
    allowed = np.flatnonzero(r.layout_ok) + 1
    assert allowed.tolist() == [2, 4, 8, 16]
