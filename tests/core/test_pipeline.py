"""Pipeline schedule terms (core/pipeline.py, issue 23 item 3), against figures worked out by
hand from the stacks' own split rules and Narayanan et al. 2021 §2.2.

Llama 3.1 405B (Dubey et al. 2024): 126 layers, h = 16,384, 128 heads of 128, vocabulary
128,256, Ψ = 405.9e9, sequence 8,192. The output layer runs 6·V·h = 6 × 128,256 × 16,384 =
12,608,077,824 FLOPs a token; the executed work is 6 × 405.9e9 + 6 × 126 × 8,192 × 128 × 256
(attention) = 2,638,337,204,736, so one layer runs (2,638,337,204,736 − 2 × 12,608,077,824) /
126 = 20,739,055,944.4 and the output layer is 0.60794 of a layer.
"""

from __future__ import annotations

import numpy as np
import pytest
from plans import platform, workload

from gpuplanner.core.layout import layouts_ok
from gpuplanner.core.pipeline import head_layers, imbalance, rank_layers, virtual_choices
from gpuplanner.core.scaling import StackComm, StepTerms, combine
from gpuplanner.core.stage_split import chunk_layers, interleaved_in_flight
from gpuplanner.core.workload import TrainingStack

LLAMA_405B = {
    "name": "Llama 3.1 405B",
    "params_b": 405.9,
    "layers": 126,
    "hidden": 16384,
    "heads": 128,
    "kv_heads": 8,
    "ffn": 53248,
    "vocab": 128256,
}


def _405b(stack: TrainingStack, p: int, v: int = 1):
    return workload(
        model=LLAMA_405B,
        seq_len=8192,
        global_batch=2048,
        tensor_parallel=8,
        pipeline_parallel=p,
        virtual_pipeline=v,
        stack=stack,
    )


def test_the_output_layer_in_layers() -> None:
    assert head_layers(_405b(TrainingStack.MEGATRON, 16)) == pytest.approx(0.60794, abs=1e-5)


def test_megatron_counts_the_embedding_and_loss_when_p_does_not_divide_the_layers() -> None:
    """126 layers over 16 stages: Megatron-Core runs only with the embedding and the loss
    counted as a layer each (NeMo's 405B recipe: account_for_*_in_pipeline_split), 128 slots,
    8 a stage; the first and last give one to the embedding and to the output layer: 7, 8 ×
    14, 7 — Llama 3's own split (§3.3.2). The slowest rank runs 8 layers (the last 7.60794)
    against a mean of 126.60794 / 16 = 7.91300: imbalance 1.01100."""
    w = _405b(TrainingStack.MEGATRON, 16)
    assert rank_layers(w, 126, 16, 1) == [7] + [8] * 14 + [7]
    assert imbalance(w) == pytest.approx(8 / (126.60794 / 16), rel=1e-5)


def test_megatron_splits_evenly_when_p_divides_the_layers() -> None:
    """The 7B shape, 32 layers over 4 stages: Megatron-Core's default even split, 8 a stage,
    the last also running the output layer (0.57656 of a layer, tests/core/test_step_terms.py):
    8.57656 against 32.57656 / 4 = 8.14414, imbalance 1.05310."""
    w = workload(tensor_parallel=2, pipeline_parallel=4, stack=TrainingStack.MEGATRON)
    assert rank_layers(w, 32, 4, 1) == [8, 8, 8, 8]
    assert imbalance(w) == pytest.approx(1.05310, abs=1e-5)


def test_torchtitans_looped_split_of_405b_over_eight_ranks_two_stages_each() -> None:
    """torchtitan (_generate_llm_fqn_per_model_part, input and output weight 1): 128 slots over
    16 stages, 8 each, the first and the last giving one up: 7, 8 × 14, 7. Rank r holds stages
    r and r + 8: ranks 0 and 7 run 15 layers (7 + 8, 8 + 7), the others 16."""
    w = _405b(TrainingStack.TORCHTITAN, 8, 2)
    assert rank_layers(w, 126, 8, 2) == [15] + [16] * 6 + [15]
    assert imbalance(w) == pytest.approx(16 / (126.60794 / 8), rel=1e-5)


def test_virtual_stage_choices_follow_each_stacks_split() -> None:
    """Megatron-Core: 1, 2 and the most chunks of whole layers (126 layers over 16 stages: 8
    slots a stage, 1 layer a chunk at v = 8; 32 over 4: 8 a stage); torchtitan: any chunk
    count with a layer in each (128 slots / 8 ranks = 16); DeepSpeed's pipeline engine has no
    interleaved schedule."""
    assert virtual_choices(_405b(TrainingStack.MEGATRON, 16), 126, 16) == (1, 2, 8)
    assert virtual_choices(_405b(TrainingStack.TORCHTITAN, 8), 126, 8) == (1, 2, 16)
    assert virtual_choices(_405b(TrainingStack.DEEPSPEED, 16), 126, 16) == (1,)
    assert virtual_choices(_405b(TrainingStack.MEGATRON, 1), 126, 1) == (1,)


def test_an_automatic_interleaving_needs_whole_groups_of_p_micro_batches() -> None:
    """Llama 3 405B at TP 8 × PP 16 (Dubey et al. Table 4), 2,048 sequences a step: on 8,192
    and 16,384 GPUs d = 64 and 128, m = 32 and 16 micro-batches, multiples of p = 16; on 32,768
    GPUs m = 8 < 16, which Megatron-Core's interleaved schedule cannot run (plain 1F1B can)."""
    n = np.array([8192.0, 16384.0, 32768.0])
    interleaved = layouts_ok(np.array(8), np.array(16), np.array(1), 2048, None, n, v=8)
    plain = layouts_ok(np.array(8), np.array(16), np.array(1), 2048, None, n, v=1)
    assert interleaved.tolist() == [True, True, False]
    assert plain.tolist() == [True, True, True]


def test_megatron_hides_the_interleaved_sends_outside_the_bubble() -> None:
    """The 7B step of tests/core/test_step_terms.py at v = 2 (t 2, p 4, 8 GPUs, 32
    micro-batches), X = 1e14: the 2 × 2 × 32 × 8,388,608 B = 0.00536870912 s of sends are
    hidden where the stack's overlap applies (Megatron-Core's overlap_p2p_comm, interleaved
    only), but the fill and drain still wait for them: the bubble keeps (3.44064 +
    0.18268315334 + 0.08589934592 + 0.00536870912) × 3 / 64 = 0.17412146289 s."""
    w = workload(
        global_batch=32,
        seq_len=2048,
        tensor_parallel=2,
        pipeline_parallel=4,
        virtual_pipeline=2,
        stack=TrainingStack.MEGATRON,
    )
    n = np.array([8.0])
    node = platform(gpus_per_node=8, intra_node_gbps=200.0)
    step = combine(StepTerms.of(w, n), node, n, 1e14, comm=StackComm(p2p_hidden=1.0))
    assert float(step.p2p[0]) == 0.0
    assert float(step.bubble[0]) == pytest.approx(0.17412146289, rel=1e-9)


def test_sends_beyond_one_node_take_the_gpus_share_of_its_network() -> None:
    """The same layout on 16 GPUs of two 8-GPU nodes, eight 50 GB/s adapters each (400 GB/s a
    node): d = 2, m = 16, the sends 2 × 16 × 8,388,608 B = 268,435,456 B at 400e9 / 8 = 50e9 B/s
    per GPU = 0.00536870912 s (typed MFU: none hidden)."""
    w = workload(global_batch=32, seq_len=2048, tensor_parallel=2, pipeline_parallel=4)
    n = np.array([16.0])
    node = platform(gpus_per_node=8, intra_node_gbps=200.0, inter_node_gbps=50.0, nics_per_node=8)
    step = combine(StepTerms.of(w, n), node, n, 1e14)
    assert float(step.p2p[0]) == pytest.approx(0.00536870912, rel=1e-12)


def test_the_first_stage_holds_one_layer_fewer_where_the_embedding_counts_as_one() -> None:
    """405B over 8 stages, TP 8 with SP, full recompute, 64 sequences of 1 (m ≥ p): the first
    stage keeps p = 8 micro-batches of each layer's input, 2·s·b·h / t = 2 × 8,192 × 16,384 / 8
    = 33,554,432 B. DeepSpeed's split, as BLOOM ran it (type:transformer|embedding), counts
    the embedding as a layer (128 slots, 16 a stage: 15 layers on the first); an even split of
    126 (Hugging Face's) puts 16 there (the first two of six extra): 1 × 8 × 33,554,432 =
    268,435,456 B less on DeepSpeed's first stage, the most loaded."""
    from gpuplanner.core.memory import activation_bytes_per_gpu

    def first_stage(stack: TrainingStack) -> float:
        w = workload(
            model=LLAMA_405B,
            seq_len=8192,
            global_batch=64,
            tensor_parallel=8,
            pipeline_parallel=8,
            recompute="full",
            stack=stack,
        )
        return activation_bytes_per_gpu(w)

    even = first_stage(TrainingStack.HF_TRAINER)
    balanced = first_stage(TrainingStack.DEEPSPEED)
    assert even - balanced == pytest.approx(268_435_456.0, rel=1e-12)


def test_interleaved_in_flight_follows_megatron_cores_schedule() -> None:
    """Megatron-Core's interleaved 1F1B (schedules.py): rank r runs 2·(p − r − 1) + (v − 1)·p
    warm-up forwards, then one forward before each backward. p = 4, v = 2, one layer a chunk:
    rank 0 runs 2·3 + 4 = 10 warm-up forwards and an 11th before its first backward, 11
    layer-micro-batches, Narayanan's L·(1 + (p − 1)/(p·v)) = 8 × (1 + 3/8) = 11; each later
    rank two fewer: 9, 7, 5."""
    assert interleaved_in_flight(((1, 1),) * 4, 4, 2) == (11.0, 9.0, 7.0, 5.0)


def test_the_embedding_chunk_moves_the_interleaved_peak_to_rank_1() -> None:
    """Llama 3 405B at p = 16, v = 8 (Megatron-Core, 128 slots, one a chunk): rank 0's first
    chunk is the embedding alone, rank 15's last the output layer alone. Rank 0 holds its
    2·15 + 7·16 + 1 = 143 forwards: chunk 0 × 31 (no layer) and chunks 1–7 × 16, 112
    layer-micro-batches; rank 1 its 2·14 + 112 + 1 = 141, a layer each, 141; rank 15 its 112
    warm-up forwards over chunks 0–6, then (chunk 7 empty) the next group's chunk 0 before
    chunk 6's first backward: 113."""
    w = _405b(TrainingStack.MEGATRON, 16, 8)
    chunks = chunk_layers(w, 126, 16, 8)
    assert chunks[0] == (0,) + (1,) * 7 and chunks[15] == (1,) * 7 + (0,)
    peaks = interleaved_in_flight(chunks, 16, 8)
    assert (peaks[0], peaks[1], peaks[15]) == (112.0, 141.0, 113.0)
    assert max(peaks) == 141.0
