"""An automatic tensor parallelism tries every power of two up to the widest scale-up domain
among the plan's platforms (core/layout.py ``tp_choices``): on a GB200 NVL72 rack (72 GPUs
joined by NVLink, ``gpus_per_node`` 72) TP 16 runs within the rack, on an 8-GPU HGX node it
does not. TP must divide the attention heads and the KV heads (Megatron-Core's attention.py
divides both over the TP ranks)."""

from __future__ import annotations

import numpy as np
import pytest
from plans import make_plan, platform, workload

from gpuplanner.core import evaluate
from gpuplanner.core.layout import layout_candidates, tp_choices

# 100e9 parameters, 80 layers of h = 10,240 with 80 heads and 16 KV heads: TP 16 divides
# both, TP 32 does not divide 80.
BIG = {
    "name": "100B",
    "params_b": 100.0,
    "layers": 80,
    "hidden": 10240,
    "heads": 80,
    "kv_heads": 16,
    "ffn": 40960,
    "vocab": 32000,
}
# The GB200's Blackwell GPU (catalogs/gpus.json: 186 GB, 2,500 dense BF16 TFLOPS).
BLACKWELL = {
    "id": "gb200-per-gpu",
    "name": "GB200",
    "memory_gb": 186.0,
    "bf16_tflops": 2500.0,
    "fp16_tflops": 2500.0,
}


def _plan():
    # Only TP automatic; ZeRO-0 (no state sharded over data parallelism), no pipeline, full
    # recompute, sequence parallelism, micro-batch 1, 2,048 tokens, 64 sequences a step.
    w = workload(
        model=BIG,
        stack="megatron",
        seq_len=2048,
        global_batch=64,
        micro_batch=1,
        tensor_parallel=16,
        pipeline_parallel=1,
        zero_stage=0,
        recompute="full",
        sequence_parallel=True,
        auto_layout=("tensor_parallel",),
    )
    nvl72 = platform(name="NVL72", gpu=BLACKWELL, gpus_per_node=72, intra_node_gbps=900.0)
    hgx = platform(name="HGX", gpu=BLACKWELL, gpus_per_node=8, intra_node_gbps=900.0)
    return make_plan(workload=w, platforms=[nvl72, hgx], settings={"max_gpus": 64})


def test_tp_choices_reach_the_scale_up_domain() -> None:
    w = workload(model=BIG, auto_layout=("tensor_parallel",))
    assert tp_choices(w) == [1, 2, 4, 8]  # an HGX node
    assert tp_choices(w, 72) == [1, 2, 4, 8, 16]  # 32 and 64 do not divide 80 heads
    assert {c.tensor_parallel for c in layout_candidates(w, 72)} == {1, 2, 4, 8, 16}
    # Llama 3 70B: 64 heads but 8 KV heads, so TP 8 at most even on NVL72.
    llama = workload(model={**BIG, "heads": 64, "kv_heads": 8}, auto_layout=("tensor_parallel",))
    assert tp_choices(llama, 72) == [1, 2, 4, 8]
    mha = workload(model={**BIG, "heads": 128, "kv_heads": 128})
    assert tp_choices(mha, 72) == [1, 2, 4, 8, 16, 32, 64]


def test_a_model_that_needs_tp_16_gets_it_on_nvl72_only() -> None:
    """ZeRO-0 keeps 16 B/param on every data-parallel rank (bf16 weights 2, gradients 2, fp32
    master, m, v 12), split only by TP: 16 · 100e9 / 8 = 200 GB at TP 8, more than the
    186 GB card; 16 · 100e9 / 16 = 100 GB at TP 16 (weights 12.5, gradients 12.5, optimizer
    75). Activations under full recompute with SP at TP 16 (Korthikanti 2022, s·b·h =
    2,048 · 10,240 = 20.97e6): 80 layer inputs of 2·sbh/16 (0.2097 GB), one layer's working
    set sbh · (7 + 4·16/80 + 19 + 4)/16 (0.0404 GB), the embedding (8·s + sbh)/16 (0.0013 GB)
    and the fp32 logits 4·s·(V + h)/16 (0.0216 GB): 0.2730 GB; with the 2 GB reserve
    102.27 GB, within 95 % of 186 GB. So on 16 GPUs only TP 16 fits, and only in the rack."""
    r = evaluate(_plan())
    rack, node = r.platforms
    at16 = 15
    assert rack.layout.tensor_parallel[at16] == 16
    assert rack.fits_memory[at16] and rack.feasible[at16]
    m = rack.memory
    assert (m.weights[at16], m.gradients[at16], m.optimizer[at16]) == pytest.approx(
        (12.5, 12.5, 75.0), rel=1e-12
    )
    sbh = 2048 * 10240
    acts = (80 * 2 * sbh + sbh * (7 + 4 * 16 / 80 + 19 + 4) + 8 * 2048 + sbh) / 16
    acts += 4 * 2048 * (32000 + 10240) / 16
    assert m.activations[at16] == pytest.approx(acts / 1e9, rel=1e-9)
    assert m.total[at16] == pytest.approx(100.0 + acts / 1e9 + 2.0, rel=1e-9)
    # Every count that runs in the rack takes TP 16 (TP 8 needs 200 GB wherever it runs).
    runs = np.flatnonzero(rack.feasible)
    assert runs.size and (rack.layout.tensor_parallel[runs] == 16).all()
    # An 8-GPU node cannot hold TP 16: at TP 8 the states alone are 200 GB, nowhere fits.
    assert not node.fits_memory.any()
    assert node.layout.tensor_parallel[at16] == 8
    states = node.memory.weights + node.memory.gradients + node.memory.optimizer
    assert states[at16] == pytest.approx(200.0, rel=1e-12)


def test_without_a_rack_tp_stops_at_8() -> None:
    plan = _plan()
    hgx_only = plan.model_copy(update={"platforms": plan.platforms[1:]})
    (node,) = evaluate(hgx_only).platforms
    assert node.layout.tensor_parallel.max() == 8
