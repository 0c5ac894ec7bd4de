"""The MoE all-to-all per training stack: what crosses nodes, in which precision, what is
hidden and what the hiding costs (core/scaling.py all_to_all_seconds / combine, core/stacks.py,
core/memory.py). Sources: DeepSeek-V3 technical report (arXiv 2412.19437) §3.2.1 DualPipe,
§3.2.2 node-limited dispatch on 20 of 132 SMs, §3.3.2 FP8 dispatch with BF16 combine,
§3.2.3 / §3.3.4 recompute and FP8 activation caching."""

from __future__ import annotations

import numpy as np
import pytest
from plans import platform, workload

from gpuplanner.core.compute import stack_comm
from gpuplanner.core.memory import deepseek_fp8_layer_sbh, memory_per_gpu
from gpuplanner.core.platform import GpuSpec
from gpuplanner.core.scaling import StackComm, StepTerms, all_to_all_seconds, combine
from gpuplanner.core.stacks import STACKS, TrainingStack
from gpuplanner.core.workload import Workload

# A small MoE: 2 layers of 16 experts, 4 a token, hidden 4,096; one micro-batch of 1,024
# tokens per GPU (global batch 16 over d = 16), EP 16 over two 8-GPU nodes.
SMALL = {
    "name": "small MoE",
    "params_b": 6.0,
    "active_params_b": 2.0,
    "layers": 2,
    "hidden": 4096,
    "heads": 32,
    "kv_heads": 32,
    "ffn": 14336,
    "vocab": 32000,
    "experts": 16,
    "experts_per_token": 4,
    "expert_ffn": 1024,
}
N = np.array([16.0])
# One copy of every token over a step: 4 exchanges (dispatch + combine, forward and
# backward) × 2 layers × b·s·h·2 B = 4 · 2 · 1,024 · 4,096 · 2 = 67,108,864 B (64 MiB).
COPY = 4 * 2 * 1024 * 4096 * 2
# 8 GPUs a node, 200 GB/s NVLink, 8 × 50 GB/s NICs: 50 GB/s of network a GPU.
NODE = {"gpus_per_node": 8, "intra_node_gbps": 200.0, "inter_node_gbps": 50.0, "nics_per_node": 8}
FP8_SHARE = (1 + 4 / 128 + 2) / 4  # FP8 dispatch + BF16 combine over BF16 both: 0.7578125


def _terms(**model: object) -> StepTerms:
    w = workload(model={**SMALL, **model}, expert_parallel=16, global_batch=16, seq_len=1024)
    return StepTerms.of(w, N)


def test_one_copy_per_expert_and_what_crosses_the_nodes() -> None:
    """Megatron's alltoall dispatcher: one copy per expert. Leaving the GPU k·(EP − 1)/EP =
    4 · 15/16 copies: 251,658,240 B at 200 GB/s = 1.258 ms; crossing to the other node
    k · (1 − 1/2) = 2 copies: 134,217,728 B at 50 GB/s = 2.684 ms, the slower one."""
    terms = _terms()
    assert terms.a2a_copy_bytes[0] == COPY == 67_108_864
    assert terms.a2a_bytes[0] == pytest.approx(251_658_240)
    seconds = all_to_all_seconds(terms, platform(**NODE), StackComm())
    assert seconds[0] == pytest.approx(134_217_728 / 50e9)
    assert seconds[0] == pytest.approx(2.684e-3, rel=1e-3)


def test_a_token_sent_once_per_node_crosses_less() -> None:
    """A dispatcher that sends a token once to each node holding one of its experts: 4
    experts on 2 nodes reach 2 · (1 − (1/2)^4) = 1.875 nodes, half of them remote: 0.9375
    network copies, 62,914,560 B = 1.258 ms. Over NVLink it sends a token once to each GPU
    holding one of its experts (DeepEP): 4 experts over 16 ranks sit on 16 · (1 − (15/16)^4)
    = 3.640 distinct ranks, 0.9101 of the 4 copies: 229,032,960 B = 1.145 ms, so the
    network sets the time."""
    terms = _terms()
    per_node = all_to_all_seconds(terms, platform(**NODE), StackComm(a2a_per_node=True))
    assert per_node[0] == pytest.approx(62_914_560 / 50e9)
    assert per_node[0] > 229_032_960 / 200e9


def test_one_node_sends_a_token_once_to_each_gpu() -> None:
    """One 8-GPU node, EP 8, 8 experts a token of 64 (Qwen3-30B-A3B's k): the alltoall
    dispatcher sends 8 · 7/8 = 7 copies a token; DeepEP one per distinct remote GPU,
    7 · (1 − (7/8)^8) = 4.594 (deepseek-ai/DeepEP, is_token_in_rank): 0.6563 of the bytes.
    One copy of every token, 67,108,864 B: 469,762,048 B = 2.349 ms at 200 GB/s against
    308,347,620 B = 1.542 ms."""
    w = workload(
        model={**SMALL, "experts": 64, "experts_per_token": 8},
        expert_parallel=8,
        global_batch=8,
        seq_len=1024,
    )
    terms = StepTerms.of(w, np.array([8.0]))
    node = platform(**NODE)
    alltoall = all_to_all_seconds(terms, node, StackComm())
    deepep = all_to_all_seconds(terms, node, StackComm(a2a_per_node=True))
    assert terms.a2a_bytes[0] == pytest.approx(469_762_048)
    assert alltoall[0] == pytest.approx(2.349e-3, rel=1e-3)
    assert deepep[0] == pytest.approx(1.5415e-3, rel=1e-3)
    assert deepep[0] / alltoall[0] == pytest.approx(4.594 / 7, rel=1e-3)


def test_node_limited_routing_and_fp8_dispatch() -> None:
    """Node-limited routing, 1 of 4 groups a token (a group is half a node: 1 node): 0.5
    network copies, 33,554,432 B; FP8 dispatch moves 0.7578 of that, 25,427,968 B = 0.509
    ms. Over NVLink a token's 4 experts sit in its group's 4 GPUs, 4 · (1 − (3/4)^4) =
    2.734 distinct ones, 0.6836 of the copies: 251,658,240 · 0.6836 · 0.7578 = 130,368,000
    B = 0.652 ms, which now sets the time."""
    terms = _terms(routing_groups=4, routing_groups_per_token=1)
    comm = StackComm(a2a_per_node=True, fp8_dispatch=True)
    seconds = all_to_all_seconds(terms, platform(**NODE), comm)
    assert pytest.approx(25_427_968) == 33_554_432 * FP8_SHARE
    assert pytest.approx(130_368_000) == 251_658_240 * 0.68359375 * FP8_SHARE
    assert seconds[0] == pytest.approx(130_368_000 / 200e9)
    # in BF16 the NVLink part (172,032,000 B = 0.860 ms) is the slower one too
    plain_net = all_to_all_seconds(terms, platform(**NODE), StackComm(a2a_per_node=True))
    assert plain_net[0] == pytest.approx(172_032_000 / 200e9)


def test_dualpipe_hides_the_all_to_all_on_fewer_sms() -> None:
    """DualPipe hides the all-to-all (2.684 ms) behind compute, which runs on 108 − 20 of
    the A100's 108 SMs: compute × 108/88. At 1e12 FLOP/s per GPU the compute of the
    work's FLOPs is W / (16 · 1e12); stretched it is well above the all-to-all, so
    nothing is exposed."""
    terms = _terms()
    p = platform(**NODE)
    plain = combine(terms, p, N, 1e12)
    hidden = combine(terms, p, N, 1e12, comm=StackComm(a2a_hidden=1.0, compute_stretch=108 / 88))
    assert plain.all_to_all[0] == pytest.approx(134_217_728 / 50e9)
    assert hidden.all_to_all[0] == 0.0
    assert hidden.compute[0] == pytest.approx(plain.compute[0] * 108 / 88)


def test_dualpipe_bubble() -> None:
    """DeepSeek-V3 Table 2: (p/2 − 1)(F&B + B − 3W) with F = B = W and F&B = 3 units, over
    3·m units of work: p = 4, m = 8 micro-batches → 1/24, where 1F1B leaves 3/8."""
    w = workload(pipeline_parallel=4, global_batch=8)
    terms = StepTerms.of(w, np.array([4.0]))
    assert terms.dual_bubble[0] == pytest.approx(1 / 24)
    assert terms.bubble[0] == pytest.approx(3 / 8)


H800 = GpuSpec(
    id="h800-sxm-80gb",
    name="H800",
    memory_gb=80.0,
    bf16_tflops=989.4,
    fp8_tflops=1978.9,
    memory_bandwidth_gbps=3350.0,
)


def test_hai_llm_on_h800_states_deepseeks_figures() -> None:
    """HAI-LLM on an H800: all-to-all hidden, one network copy per node, FP8 dispatch for an
    FP8 run, DualPipe with its pipeline sends hidden too ("both all-to-all and PP
    communication can be fully hidden", §3.2.1), compute × 132/112 = 1.1786 while 20 SMs
    communicate."""
    facts = STACKS[TrainingStack.HAI_LLM]
    fp8 = workload(precision="fp8")
    comm = stack_comm(fp8, H800, facts)
    assert comm == StackComm(
        tp_hidden=0.0,
        a2a_hidden=1.0,
        a2a_per_node=True,
        fp8_dispatch=True,
        dualpipe=True,
        p2p_hidden=1.0,
        compute_stretch=pytest.approx(132 / 112),
    )
    assert comm.compute_stretch == pytest.approx(1.1786, abs=1e-4)
    assert stack_comm(workload(), H800, facts).fp8_dispatch is False  # a BF16 run
    megatron = stack_comm(fp8, H800, STACKS[TrainingStack.MEGATRON])
    assert (megatron.a2a_hidden, megatron.a2a_per_node, megatron.compute_stretch) == (
        0.0,
        False,
        1.0,
    )


DEEPSEEK_V3 = {
    "name": "DeepSeek-V3",
    "params_b": 671.0,
    "active_params_b": 37.0,
    "layers": 61,
    "hidden": 7168,
    "heads": 128,
    "kv_heads": 128,
    "ffn": 18432,
    "vocab": 129280,
    "head_dim": 192,
    "v_head_dim": 128,
    "gated_mlp": True,
    "experts": 256,
    "experts_per_token": 8,
    "expert_ffn": 2048,
    "shared_experts": 1,
    "dense_layers": 3,
    "routing_groups": 8,
    "routing_groups_per_token": 4,
}


def test_deepseek_v3_activations_per_layer() -> None:
    """DeepSeek-V3 §3.2.3 / §3.3.4, bytes per s·b·h of a layer: norm inputs 4 + latents 1
    kept unsplit; attention output in E5M6 1.5 · 128 · 128 / 7,168 = 3.4286; the MLP's FP8
    inputs and SwiGLU inputs, dense 1 + 2 · 18,432/7,168 = 6.1429, MoE 9 + 2 · 9 · 2,048 /
    7,168 = 14.1429, averaged over 3 dense and 58 MoE layers = 13.7494: 22.18 in all."""
    w = workload(model=DEEPSEEK_V3, stack="hai_llm", precision="fp8", pipeline_parallel=16)
    unsplit, split = deepseek_fp8_layer_sbh(w)
    assert unsplit == 5.0
    assert split == pytest.approx(3.428571 + 13.749414, abs=1e-5)


def test_routing_groups_must_divide_the_experts_and_come_in_pairs() -> None:
    with pytest.raises(ValueError, match="routing_groups"):
        workload(model={**SMALL, "routing_groups": 3, "routing_groups_per_token": 1})
    with pytest.raises(ValueError, match="routing_groups_per_token"):
        workload(model={**SMALL, "routing_groups": 4})
    with pytest.raises(ValueError, match="routing_groups_per_token"):
        workload(model={**SMALL, "routing_groups": 4, "routing_groups_per_token": 5})
    assert isinstance(
        workload(model={**SMALL, "routing_groups": 4, "routing_groups_per_token": 2}), Workload
    )


def test_dualpipe_keeps_two_copies_of_the_weights() -> None:
    """DeepSeek-V3 Table 2: DualPipe holds the parameters twice (2×); gradients and optimizer
    states as 1F1B. The 7B on 8 GPUs at PP 2: bf16 weights of the most loaded stage twice."""
    n = np.array([8.0])
    one = memory_per_gpu(workload(pipeline_parallel=2, stack="megatron"), n, 0.0)
    two = memory_per_gpu(workload(pipeline_parallel=2, stack="hai_llm"), n, 0.0)
    assert two.weights[0] == pytest.approx(2 * one.weights[0])
    assert two.gradients[0] == pytest.approx(one.gradients[0])
    assert two.optimizer[0] == pytest.approx(one.optimizer[0])


def test_a_run_states_its_own_dispatcher_and_overlap() -> None:
    """Megatron-Core's defaults (one copy per expert, nothing overlapped) give way to what a
    run sets: NeMo's DeepSeek-V3 H100 recipe (25.09) runs DeepEP with the 1F1B all-to-all
    overlap and keeps 20 SMs for DeepEP: hidden 1, per node, compute × 132/112. Overlap
    without DeepEP charges no SMs (no source states NCCL's); HAI-LLM told not to overlap
    holds none either."""
    megatron = STACKS[TrainingStack.MEGATRON]
    recipe = workload(precision="fp8", moe_dispatcher="per_node", moe_overlap=True)
    comm = stack_comm(recipe, H800, megatron)
    assert (comm.a2a_hidden, comm.a2a_per_node) == (1.0, True)
    assert comm.compute_stretch == pytest.approx(132 / 112)
    nccl = stack_comm(workload(moe_overlap=True), H800, megatron)
    assert (nccl.a2a_hidden, nccl.a2a_per_node, nccl.compute_stretch) == (1.0, False, 1.0)
    hai = stack_comm(workload(moe_overlap=False), H800, STACKS[TrainingStack.HAI_LLM])
    assert (hai.a2a_hidden, hai.a2a_per_node, hai.compute_stretch) == (0.0, True, 1.0)


def test_dualpipe_refuses_an_odd_number_of_stages() -> None:
    """DeepSeek-V3 §3.2.1: DualPipe needs the pipeline stages divisible by 2; 3 pinned stages
    are refused naming pipeline_parallel, 2 and 4 run, and Megatron-Core takes 3."""
    with pytest.raises(ValueError, match="pipeline_parallel") as caught:
        workload(stack="hai_llm", pipeline_parallel=3, global_batch=8)
    assert "dualpipe_odd_stages" in str(caught.value)
    for p in (1, 2, 4):
        assert workload(stack="hai_llm", pipeline_parallel=p, global_batch=8).pipeline_parallel == p
    assert workload(stack="megatron", pipeline_parallel=3, global_batch=8).pipeline_parallel == 3
