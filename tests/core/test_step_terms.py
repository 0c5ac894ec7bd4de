"""The pipeline bubble and the tensor-parallel collectives of one step, against a step timed by
hand (core/scaling.py; issue 27: until now only the docs-table check caught them).

By hand, the same step throughout: the 7B shape (Ψ = 7e9, L = 32, h = 4,096, 32 heads),
BF16, sequence 2,048, global batch 32 sequences of micro-batch 1 = 65,536 tokens a step,
no recompute, ZeRO 0, at X = 1e14 FLOP/s per GPU on one 8-GPU node whose scale-up link
carries 200 GB/s. Model FLOPs a step 6 × 7e9 × 65,536 = 2.752512e15; compute on 8 GPUs
2.752512e15 / (8 × 1e14) = 3.44064 s. One TP collective moves an activation of b·s·h × 2 B
= 2,048 × 4,096 × 2 = 16,777,216 B, 2(t − 1)/t of it on the bus (nccl-tests' all-reduce),
4 a layer (Megatron: 2 forward, 2 backward; 6 with full recompute), for every micro-batch
through the stage's L / p layers. Bubble = (compute + stage + TP + P2P) × (p − 1) / (m · v)
(Narayanan et al. 2021 §2.2).

The last pipeline stage also runs the output layer (core/pipeline.py): 6·V·h = 6 × 32,000 ×
4,096 = 786,432,000 FLOPs a token, against one layer's (6 × 7e9 + attention 6 × 32 × 2,048 ×
32 × 256 = 45,221,225,472, less the embedding and output matrices 2 × 786,432,000) / 32 =
1,364,011,296: 0.57655827507 of a layer. Megatron-Core splits the 32 layers evenly over p = 4
(8 a stage), so the last runs 8.57655827507 layer-equivalents against a mean of
32.57655827507 / 4: imbalance 1.05309568956, stage = compute × 0.05309568956. Each micro-batch
crosses the stage boundary forward and backward, b·s·h × 2 B / t = 8,388,608 B a GPU at t = 2,
over the 200 GB/s link (one node): 2 × 32 × 8,388,608 B / 200e9 = 0.00268435456 s a step (v
times that interleaved; typed-MFU timing hides none of it).
"""

from __future__ import annotations

import numpy as np
import pytest
from plans import platform, workload

from gpuplanner.core.scaling import StackComm, StepTerms, combine, dp_overlap_window, step_time
from gpuplanner.core.workload import Recompute

X = 1e14
EIGHT = np.array([8.0])
NODE = platform(gpus_per_node=8, intra_node_gbps=200.0)


def _step(**layout):
    w = workload(global_batch=32, micro_batch=1, seq_len=2048, **layout)
    s = step_time(w, NODE, EIGHT, X)
    return {name: float(getattr(s, name)[0]) for name in ("ideal", "compute", "total")} | {
        "tp": float(s.tensor_parallel[0]),
        "bubble": float(s.bubble[0]),
        "exposed_dp": float(s.exposed_data_parallel[0]),
        "stage": float(s.stage[0]),
        "p2p": float(s.p2p[0]),
    }


def test_a_pipeline_of_four_with_tensor_parallel_two() -> None:
    """t = 2, p = 4 on 8 GPUs: d = 1, m = 32 micro-batches. TP: 32 × (32 / 4 = 8 layers) ×
    4 × 2(2 − 1)/2 × 16,777,216 B = 17,179,869,184 B / 200e9 = 0.08589934592 s. Stage
    3.44064 × 0.05309568956 = 0.18268315334 s, P2P 0.00268435456 s. Bubble (3.44064 +
    0.18268315334 + 0.08589934592 + 0.00268435456) × 3 / 32 = 0.34799126755 s. One
    data-parallel rank: no gradient traffic. Step 4.05989812136 s."""
    s = _step(tensor_parallel=2, pipeline_parallel=4)
    assert s["ideal"] == pytest.approx(3.44064, rel=1e-12)
    assert s["compute"] == pytest.approx(3.44064, rel=1e-12)
    assert s["tp"] == pytest.approx(0.08589934592, rel=1e-12)
    assert s["stage"] == pytest.approx(0.18268315334, rel=1e-9)
    assert s["p2p"] == pytest.approx(0.00268435456, rel=1e-12)
    assert s["bubble"] == pytest.approx(0.34799126755, rel=1e-9)
    assert s["exposed_dp"] == 0.0
    assert s["total"] == pytest.approx(4.05989812136, rel=1e-9)


def test_interleaving_halves_the_bubble_and_doubles_the_sends() -> None:
    """Two model chunks a stage (v = 2; Narayanan §2.2.2): P2P 2 × 0.00268435456 =
    0.00536870912 s; bubble (3.44064 + 0.18268315334 + 0.08589934592 + 0.00536870912) × 3 /
    (32 × 2) = 0.17412146289 s; step 3.88871267127 s."""
    s = _step(tensor_parallel=2, pipeline_parallel=4, virtual_pipeline=2)
    assert s["p2p"] == pytest.approx(0.00536870912, rel=1e-12)
    assert s["bubble"] == pytest.approx(0.17412146289, rel=1e-9)
    assert s["total"] == pytest.approx(3.88871267127, rel=1e-9)


def test_full_recompute_runs_the_forward_and_its_collectives_again() -> None:
    """Full recompute: compute × (6 + 2) / 6 = 4.58752 s; 6 collectives a layer:
    0.08589934592 × 6 / 4 = 0.12884901888 s; stage 4.58752 × 0.05309568956 = 0.24357753779 s;
    bubble (4.58752 + 0.24357753779 + 0.12884901888 + 0.00268435456) × 3 / 32 =
    0.46524664793 s; the ideal step stays 3.44064 s (model FLOPs only)."""
    s = _step(tensor_parallel=2, pipeline_parallel=4, recompute=Recompute.FULL)
    assert s["ideal"] == pytest.approx(3.44064, rel=1e-12)
    assert s["compute"] == pytest.approx(4.58752, rel=1e-12)
    assert s["tp"] == pytest.approx(0.12884901888, rel=1e-12)
    assert s["stage"] == pytest.approx(0.24357753779, rel=1e-9)
    assert s["bubble"] == pytest.approx(0.46524664793, rel=1e-9)


def test_tensor_parallel_four_without_a_pipeline() -> None:
    """t = 4, p = 1 on 8 GPUs: d = 2, m = 32 / 2 = 16. TP: 16 × 32 layers × 4 × 2(4 − 1)/4
    × 16,777,216 B = 51,539,607,552 B / 200e9 = 0.25769803776 s; no bubble; the gradient
    all-reduce hides behind half the compute (overlap 0.5). Step 3.44064 + 0.25769803776 =
    3.69833803776 s."""
    s = _step(tensor_parallel=4)
    assert s["tp"] == pytest.approx(0.25769803776, rel=1e-12)
    assert s["bubble"] == 0.0
    assert s["exposed_dp"] == 0.0
    assert s["total"] == pytest.approx(3.69833803776, rel=1e-12)


def test_the_schedule_leaves_the_data_parallel_traffic_a_window_of_each_pass() -> None:
    """scaling.dp_overlap_window: the last pipeline rank's warm-up (v − 1)·p of m·v virtual
    micro-batches, else the last micro-batch alone. MLPerf v3.1's GPT-3 175B at TP 4 × PP 8,
    VP 12: 88 of 96 on 10,752 H100 (m 8), 88 of 1,536 on 512 (m 128); no pipeline, m 4: 1/4."""
    window = dp_overlap_window(
        np.array([8.0, 8.0, 1.0]), np.array([12.0, 12.0, 1.0]), np.array([8.0, 128.0, 4.0])
    )
    assert window == pytest.approx([88 / 96, 88 / 1536, 1 / 4], rel=1e-12)


def test_megatron_hides_the_reduce_scatter_behind_backward_and_the_gather_behind_forward() -> None:
    """The 7B step above on 8 GPUs of one node, ZeRO-1 with fp32 gradients, at X = 1e16 so
    that the traffic outlasts the compute: 6 × 7e9 × 65,536 / (8 × 1e16) = 0.0344064 s, a
    third of it forward. The gradients reduce-scatter 4 × 7e9 × 7/8 = 24.5 GB, the bf16
    weights all-gather 2 × 7e9 × 7/8 = 12.25 GB, at 200 GB/s 0.1225 and 0.06125 s; NCCL's
    latency, 175 buckets of 40 M parameters, 175 × 8.4 µs + 350 × 7 × 3.4 µs = 9.8 ms, half
    each. With m = 4 micro-batches and no pipeline the window is the last micro-batch:
    exposed (0.1225 + 0.0049 − 0.0229376 × 1/4) + (0.06125 + 0.0049 − 0.0114688 × 1/4) =
    0.12166560 + 0.06328280 = 0.18494840 s. Behind half the compute instead (another
    stack): 0.19355 − 0.0172032 = 0.1763468 s."""
    w = workload(
        global_batch=32,
        micro_batch=1,
        seq_len=2048,
        state_precision="mixed_fp32_grads",
        zero_stage=1,
    )
    terms = StepTerms.of(w, EIGHT)
    per_pass = combine(terms, NODE, EIGHT, 1e16, comm=StackComm(dp_per_pass=True))
    assert float(per_pass.exposed_data_parallel[0]) == pytest.approx(0.18494840, rel=1e-6)
    half = combine(terms, NODE, EIGHT, 1e16, comm=StackComm())
    assert float(half.exposed_data_parallel[0]) == pytest.approx(0.1763468, rel=1e-6)
    # ZeRO-0 all-reduces the fp32 gradients (2 × 24.5 GB, 0.245 s + 9.8 ms) behind the
    # backward window alone: 0.2548 − 0.0229376 × 1/4 = 0.2490656 s.
    ddp = StepTerms.of(w.model_copy(update={"zero_stage": 0}), EIGHT)
    plain = combine(ddp, NODE, EIGHT, 1e16, comm=StackComm(dp_per_pass=True))
    assert float(plain.exposed_data_parallel[0]) == pytest.approx(0.2490656, rel=1e-6)
