"""A run whose GPUs wait on the host says so (core/compute.py host_bound): a 7B LoRA on one
A100 at 256-token micro-batches takes the host 32 layers · 453 kernels · 13.48 µs =
195.40608 ms to launch (tests/core/test_compute.py), longer than the GPU's work; at 8,192
tokens the GPU's work is longer and nothing is said. Worded in English and Chinese."""

from __future__ import annotations

import pytest
from plans import A100_80G, make_plan, platform, workload

from gpuplanner.core import analyze
from gpuplanner.core.compute import host_bound
from gpuplanner.core.notices import Code
from gpuplanner.core.platform import GpuSpec
from gpuplanner.core.stacks import STACKS
from gpuplanner.core.workload import TrainingStack
from gpuplanner.io.report.headless import report_json

A100_WORK = {"matmul_ceiling_tflops": 271.2, "memory_bandwidth_gbps": 2039.0}
LORA = {"method": "lora", "lora_rank": 64, "recompute": "full", "stack": "hf_trainer"}


def _notices(seq: int, lang: str = "en") -> list[dict]:
    a100 = platform(name="A100", fixed_gpus=1, efficiency_from_work=True, gpu=A100_WORK)
    w = workload(seq_len=seq, global_batch=8, micro_batch=1, tokens=8 * seq * 1000, **LORA)
    warnings = report_json(analyze(make_plan(workload=w, platforms=[a100])), lang=lang)
    return [n for n in warnings["warnings"] if n["code"] == Code.HOST_BOUND.value]


def test_a_short_micro_batch_is_said_to_wait_on_the_host() -> None:
    (notice,) = _notices(256)
    assert notice["params"]["host_ms"] == pytest.approx(195.40608, rel=1e-9)
    assert notice["params"]["gpu_ms"] < notice["params"]["host_ms"]
    assert notice["params"]["tokens"] == 256 and notice["params"]["gpus"] == 1
    assert notice["text"].startswith(
        "A100: on 1 GPU the host takes 195 ms to launch the kernels of one micro-batch "
        "(256 tokens), longer than the GPU's"
    )
    assert _notices(8192) == []


def test_the_chinese_report_says_it_too() -> None:
    (notice,) = _notices(256, "zh_CN")
    words = "A100：单卡时，主机发射一个微批次（256 个 token）的 kernel 需 195 ms"
    assert notice["text"].startswith(words)


def test_a_pipeline_stage_launches_its_own_share_of_the_layers() -> None:
    """Two pipeline stages of the same 7B LoRA: each rank launches 16 of the 32 layers,
    97.70304 ms a micro-batch, and does half the GPU work: both halve, the verdict holds."""
    gpu = GpuSpec(**A100_80G, **A100_WORK)
    hf = STACKS[TrainingStack.HF_TRAINER]
    one = workload(seq_len=256, micro_batch=1, global_batch=8, **LORA)
    two = workload(seq_len=256, micro_batch=1, global_batch=8, pipeline_parallel=2, **LORA)
    host_one, gpu_one = host_bound(one, gpu, hf, 312.0)
    host_two, gpu_two = host_bound(two, gpu, hf, 312.0)
    assert host_one == pytest.approx(0.19540608) and host_two == pytest.approx(0.09770304)
    assert gpu_two == pytest.approx(gpu_one / 2.0) and gpu_one < host_one
