"""Packed samples (issue 23, item 2 "attention by its work"): fine-tuning data of short samples
packed into each sequence, attention running within each sample (FlashAttention's
variable-length kernels; NeMo's packed SFT, performance_summary.md 24.07: "inputs are packed
to 4096 tokens"). The attention work follows the sample's length, not the sequence's.

Hand figures, tests/plans.py's 7B (32 layers, 32 heads of 128): executed attention FLOPs a
token k·L·span·n_h·(d_qk + d_v) = 6 · 32 · 4,096 · 32 · 256 = 6,442,450,944 unpacked at
4,096 tokens, 6 · 32 · 200 · 32 · 256 = 314,572,800 packed at 200.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from plans import make_plan, platform, workload
from pydantic import ValidationError

from gpuplanner import paths
from gpuplanner.cli import main
from gpuplanner.core import evaluate
from gpuplanner.core.flops import executed_attention_flops_per_token

EXAMPLE = paths.examples_dir() / "seed-7b-finetune.gpuplan"

A100_WORK = {"matmul_ceiling_tflops": 271.2, "memory_bandwidth_gbps": 2039.0}


def test_attention_work_follows_the_packed_samples_length() -> None:
    unpacked = workload(seq_len=4096)
    packed = workload(seq_len=4096, packed_sample_len=200)
    assert unpacked.attention_span == 4096 and packed.attention_span == 200
    assert executed_attention_flops_per_token(unpacked) == pytest.approx(6_442_450_944)
    assert executed_attention_flops_per_token(packed) == pytest.approx(314_572_800)
    # A dense (non-Flash) attention under a block mask still computes every score.
    dense = workload(seq_len=4096, packed_sample_len=200, flash_attention=False)
    assert dense.attention_span == 4096


def test_packing_shortens_the_step_where_the_time_comes_from_the_work() -> None:
    """Only the attention is cheaper: the GEMMs see the same 4,096 tokens a sequence, so a
    packed step is faster but by less than the attention FLOPs' share (13.8 % of 46.7 GFLOP
    a token: 6 · 6.74e9 of the layers plus 6.44e9 of attention)."""
    gpus = platform(fixed_gpus=8, efficiency_from_work=True, gpu=A100_WORK)

    def step(**w: object) -> float:
        result = evaluate(make_plan(workload=workload(seq_len=4096, **w), platforms=[gpus]))
        return float(result.platforms[0].train_hours[7]) * 3600.0 / result.steps

    whole, packed = step(), step(packed_sample_len=200)
    assert packed < whole
    assert 1.0 - packed / whole < 0.138 + 0.05  # attention runs below the GEMMs' efficiency


def test_a_sample_longer_than_the_sequence_is_refused_naming_the_field() -> None:
    with pytest.raises(ValidationError, match="packed_sample_beyond_sequence") as caught:
        workload(seq_len=2048, packed_sample_len=4096)
    (error,) = caught.value.errors()
    assert error["ctx"] == {"sample": 4096, "seq": 2048, "field": "packed_sample_len"}


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "a packed sample of 4,096 tokens is longer than the sequence (2,048 tokens)"),
        ("zh_CN", "打包样本长度 4,096 个 token 超过了序列长度（2,048 个 token）"),
    ],
)
def test_the_cli_says_so_in_either_language(tmp_path: Path, capsys, lang: str, words: str) -> None:
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["workload"].update({"seq_len": 2048, "packed_sample_len": 4096})
    path = tmp_path / "bad.gpuplan"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["report", str(path), "--lang", lang]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "workload.packed_sample_len" in err and words in err
